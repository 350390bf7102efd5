"""The router chat on the real transcriber, engine, rule corpus and renderer (no fakes, no network)."""

import csv
import io
import json

from langchain_core.messages import HumanMessage

from assistant.agent import build_chat_graph
from assistant.checkpoint import sync_saver
from assistant.store import Store
from assistant.toolbox import Toolbox
from assistant.ui_events import FileOffer
from tests.support.chat_server import VTT

CFG = {"configurable": {"thread_id": "real"}}


def test_router_chat_on_the_real_engine(tmp_path, monkeypatch):
    media = tmp_path / "media"
    media.mkdir()
    (media / "talk.vtt").write_text(VTT)
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VERISTREAM_MEDIA_DIR", str(media))
    monkeypatch.setenv("VERISTREAM_LLM", "none")
    store = Store()
    files: list[FileOffer] = []

    def keep(event):
        if isinstance(event, FileOffer):
            files.append(event)

    graph = build_chat_graph(
        lambda tid, emit: Toolbox(tid, store, emit=lambda e: (keep(e), emit(e))),
        checkpointer=sync_saver(tmp_path / "cp.sqlite"),
    )

    def say(text):
        out = []
        for mode, payload in graph.stream({"messages": [HumanMessage(text)]}, CFG, stream_mode=["custom", "values"]):
            if mode == "custom":
                keep(payload)
            else:
                out = payload["messages"]
        return out[-1].content

    text = say("audit talk.vtt")
    assert "FINRA 2210(d)(1)(B)" in text and "guaranteed to double your money" in text
    report = store.current_audit("real").report
    assert all(f.verified for f in report.findings) and report.findings[0].id == "F1"
    assert "FINRA 2210(d)(1)(B)" in say("why does finding 1 apply?")
    rule = say("full text of FINRA 2210(d)(1)(B)")
    assert "promissory" in rule
    assert "255.2" in say("what does 255.2 say")
    assert "Re-checked F1 under FTC" in say("recheck 1 with FTC")
    assert "Verified" in say('verify "guaranteed to double your money"')
    hits = say("search rules for testimonials in FINRA")
    assert "FINRA 2210" in hits
    say("reject 1 because the speaker is not a FINRA member")
    say("export csv")
    rows = list(csv.DictReader(io.StringIO(files[-1].content)))
    f1 = next(r for r in rows if r["id"] == "F1")
    assert f1["decision"] == "rejected" and f1["comment"] == "the speaker is not a FINRA member"
    assert "with 1 review decision(s)" in say("export json")
    exported = json.loads(files[-1].content)
    assert exported["findings"][0]["id"] == "F1"
    assert exported["findings"][0]["review"]["decision"] == "rejected"  # issue #11: the JSON had no decisions
    assert [(r["finding_id"], r["comment"]) for r in exported["reviews"]] == [
        ("F1", "the speaker is not a FINRA member")
    ]


def test_a_spanish_caption_file_is_refused_in_the_chat_not_reported_clean(tmp_path, monkeypatch):
    """Issue #12 item 12, in the chat: the refusal names the language and says what a chat user can do."""
    media = tmp_path / "media"
    media.mkdir()
    (media / "charla.vtt").write_text(
        "WEBVTT\n\n00:00:00.000 --> 00:00:06.000\nHola a todos, hoy hablamos de la familia, de la casa y del tiempo "
        "que hace en la ciudad, con mucho gusto y con todos ustedes.\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VERISTREAM_MEDIA_DIR", str(media))
    monkeypatch.setenv("VERISTREAM_LLM", "none")
    store = Store()
    graph = build_chat_graph(lambda tid, emit: Toolbox(tid, store, emit=emit))
    out = list(graph.stream({"messages": [HumanMessage("audit charla.vtt")]}, CFG, stream_mode="values"))
    text = out[-1]["messages"][-1].content
    assert "is Spanish" in text and "Upload an English caption file" in text
    assert "No finding was reported" not in text and "VERISTREAM_" not in text
    assert store.current_audit("real") is None
