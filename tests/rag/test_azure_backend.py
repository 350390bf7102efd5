"""Azure AI Search backend against replayed responses from a local HTTP server (no network)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from rag.azure_backend import AzureBackend, AzureSettings, azure_settings, document_id, index_schema
from rag.chunking import Chunk
from veristream.errors import CorpusError, InputError

FIXTURES = Path(__file__).parent / "fixtures" / "azure"


class Recorder:
    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.search_body = "search_hybrid.json"
        self.status = 200


@pytest.fixture()
def azure_server():
    recorder = Recorder()

    class Handler(BaseHTTPRequestHandler):
        def _reply(self, status: int, body: dict | str) -> None:
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json; odata.metadata=minimal")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _handle(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            body = json.loads(raw) if raw else None
            recorder.requests.append(
                {"method": self.command, "path": self.path, "headers": dict(self.headers), "body": body}
            )
            if recorder.status != 200:
                self._reply(recorder.status, (FIXTURES / "error_forbidden.json").read_text())
            elif "/docs/search.index" in self.path:
                self._reply(
                    200, {"value": [{"key": d["id"], "status": True, "statusCode": 200} for d in body["value"]]}
                )
            elif "/docs/search" in self.path:
                self._reply(200, (FIXTURES / recorder.search_body).read_text())
            elif self.command == "PUT" and "/indexes" in self.path:
                self._reply(201, (FIXTURES / "index_put.json").read_text())
            else:
                self._reply(404, {"error": {"code": "NotFound", "message": self.path}})

        do_GET = do_POST = do_PUT = _handle  # http.server naming

        def log_message(self, *args) -> None:  # keep test output clean
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    recorder.endpoint = f"http://127.0.0.1:{server.server_address[1]}"
    yield recorder
    server.shutdown()
    server.server_close()


def _backend(recorder: Recorder, semantic: str | None = None) -> AzureBackend:
    return AzureBackend(AzureSettings(recorder.endpoint, "test-key", "veristream-rules", semantic, 5.0))


def test_hybrid_query_sends_filter_vector_select_and_maps_hits(azure_server):
    hits = _backend(azure_server).search("youtuber didn't mention the exchange paid him", regulator="ftc", k=5)
    request = azure_server.requests[-1]
    assert request["method"] == "POST" and "/indexes('veristream-rules')/docs/search" in request["path"]
    assert request["headers"].get("api-key") == "test-key"
    body = request["body"]
    assert body["filter"] == "regulator eq 'FTC'"
    assert "paid" in body["search"] and "compensation" in body["search"]  # normalised + expanded query text
    vq = body["vectorQueries"][0]
    assert vq["kind"] == "vector" and vq["fields"] == "vector" and len(vq["vector"]) == 256
    assert set(body["select"].split(",")) >= {"id", "citation", "citations", "regulator", "title", "text"}
    assert "queryType" not in body
    # two chunks of FTC 255.5(a) collapse into one hit; order and fields come from the response
    assert [h.citation for h in hits] == ["FTC 255.5(a)", "FTC 255.0(f)"]
    assert hits[0].rank == 1 and hits[0].regulator == "FTC" and hits[0].citations == ["FTC 255.5(a)"]
    assert hits[0].score == pytest.approx(0.0328, abs=1e-4)
    assert hits[1].title == "Purpose and definitions"


def test_semantic_configuration_is_sent_and_reranker_score_orders_hits(azure_server):
    azure_server.search_body = "search_semantic.json"
    hits = _backend(azure_server, semantic="veristream-semantic").search("paid promoter", regulator="SEC", k=2)
    body = azure_server.requests[-1]["body"]
    assert body["queryType"] == "semantic" and body["semanticConfiguration"] == "veristream-semantic"
    # the service returned (B) first, but (C) has the higher semantic reranker score
    assert [h.citation for h in hits] == ["SEC 206(4)-1(b)(1)(i)(C)", "SEC 206(4)-1(b)(1)(i)(B)"]
    assert hits[0].score == pytest.approx(2.8731)
    assert "SEC 206(4)-1(b)(1)(i)" in hits[0].citations


def test_multi_search_sends_one_query_per_phrasing_and_fuses(azure_server):
    hits = _backend(azure_server).multi_search(["paid sponsorship not disclosed", "affiliate link"], k=3)
    searches = [r for r in azure_server.requests if "/docs/search" in r["path"]]
    assert len(searches) == 2 and "filter" not in searches[0]["body"]
    assert [h.citation for h in hits] == ["FTC 255.5(a)", "FTC 255.0(f)"]


def test_build_index_and_upload(azure_server):
    backend = _backend(azure_server)
    backend.build_index()
    put = azure_server.requests[-1]
    assert put["method"] == "PUT" and "/indexes('veristream-rules')" in put["path"]
    fields = {f["name"]: f for f in put["body"]["fields"]}
    assert fields["regulator"]["filterable"] is True and fields["id"]["key"] is True
    assert fields["vector"]["dimensions"] == 256 and fields["vector"]["vectorSearchProfile"]
    semantic = put["body"]["semantic"]["configurations"][0]["prioritizedFields"]
    assert semantic["titleField"]["fieldName"] == "header"
    assert semantic["prioritizedContentFields"][0]["fieldName"] == "text"

    chunk = Chunk(
        id="FTC 255.5(a)#0",
        citation="FTC 255.5(a)",
        citations=("FTC 255.5(a)",),
        regulator="FTC",
        title="Disclosure of material connections",
        header="[FTC 255.5(a) | Disclosure of material connections]",
        text="(a) When there exists a connection ... must be disclosed clearly and conspicuously.",
    )
    assert backend.upload_chunks([chunk]) == 1
    upload = azure_server.requests[-1]["body"]["value"][0]
    assert upload["@search.action"] == "mergeOrUpload"
    assert upload["id"] == document_id("FTC 255.5(a)#0") and upload["citation"] == "FTC 255.5(a)"
    assert len(upload["vector"]) == 256


def test_service_error_becomes_corpus_error_with_hint(azure_server):
    azure_server.status = 403
    with pytest.raises(CorpusError) as info:
        _backend(azure_server).search("anything")
    assert "veristream-rules" in str(info.value) and "AZURE_SEARCH_API_KEY" in info.value.hint


def test_bad_regulator_is_rejected_before_any_request(azure_server):
    with pytest.raises(InputError):
        _backend(azure_server).search("anything", regulator="CFTC")
    assert azure_server.requests == []


def test_missing_settings_name_the_variable(monkeypatch):
    monkeypatch.delenv("AZURE_SEARCH_ENDPOINT", raising=False)
    monkeypatch.setenv("AZURE_SEARCH_API_KEY", "x")
    with pytest.raises(CorpusError, match="AZURE_SEARCH_ENDPOINT"):
        azure_settings()


def test_backend_selected_by_env(monkeypatch):
    from rag.backends import get_backend

    monkeypatch.setenv("VERISTREAM_INDEX_BACKEND", "azure")
    monkeypatch.setenv("AZURE_SEARCH_ENDPOINT", "https://example.search.windows.net")
    monkeypatch.setenv("AZURE_SEARCH_API_KEY", "k")
    monkeypatch.delenv("AZURE_SEARCH_INDEX", raising=False)
    backend = get_backend()
    assert backend.name == "azure" and backend.settings.index_name == "veristream-rules"
    monkeypatch.setenv("VERISTREAM_INDEX_BACKEND", "elastic")
    with pytest.raises(CorpusError, match="elastic"):
        get_backend()


def test_schema_document_ids_are_azure_safe():
    assert document_id("SEC 206(4)-1(b)(1)(i)(B)#0").isalnum()
    schema = index_schema("veristream-rules", 256)
    assert {f.name for f in schema.fields} >= {"id", "citation", "citations", "regulator", "title", "header", "text"}


def test_sync_entry_point_builds_and_uploads_the_corpus(azure_server, monkeypatch, tmp_path):
    from rag import azure_backend
    from rag.corpus import clear_memo

    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    monkeypatch.setenv("AZURE_SEARCH_ENDPOINT", azure_server.endpoint)
    monkeypatch.setenv("AZURE_SEARCH_API_KEY", "test-key")
    monkeypatch.setenv("AZURE_SEARCH_INDEX", "rules-test")
    azure_backend._backend_for.cache_clear()
    clear_memo()
    assert azure_backend.main(["sync"]) == 0
    clear_memo()
    puts = [r for r in azure_server.requests if r["method"] == "PUT"]
    uploads = [r for r in azure_server.requests if "/docs/search.index" in r["path"]]
    assert puts and "/indexes('rules-test')" in puts[0]["path"]
    docs = [d for r in uploads for d in r["body"]["value"]]
    assert len(docs) > 150 and len({d["id"] for d in docs}) == len(docs)
    assert {d["regulator"] for d in docs} == {"FTC", "SEC", "FINRA"}


def test_sync_without_settings_fails_clearly(monkeypatch, capsys):
    from rag import azure_backend

    monkeypatch.delenv("AZURE_SEARCH_ENDPOINT", raising=False)
    monkeypatch.delenv("AZURE_SEARCH_API_KEY", raising=False)
    assert azure_backend.main(["sync"]) != 0
    assert "AZURE_SEARCH_ENDPOINT" in capsys.readouterr().err
