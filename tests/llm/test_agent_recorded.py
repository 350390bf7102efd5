"""The chat agent on recorded answers of a strong model, through the real ChatOpenAI client and the real engine.

Each conversation starts from one audit of a real caption file (seeded through the router, no model), then one
analyst request goes to the tool-calling agent. The model's answers were recorded blind (tests/fixtures/
agent_recordings/README.md); replay is exact, so a changed prompt, tool schema or tool output fails here with the
request's key instead of passing on a stale answer.

To re-record: `VERISTREAM_RECORD=1 .venv/bin/python -m pytest tests/llm/test_agent_recorded.py`, answer the files
in tests/fixtures/agent_recordings/pending/, import them (`veristream llm import-answers DIR --by WHO`), repeat
until nothing is pending.
"""

from __future__ import annotations

import itertools
import os
import shutil
import uuid
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from assistant.agent import MAX_ROUNDS, build_chat_graph, make_chat_model
from assistant.store import Store
from assistant.toolbox import Toolbox
from veristream.detector_pins import pin_requested, pinned_detector
from veristream.llm_replay import replaying

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
RECORDINGS = FIXTURES / "agent_recordings"
RECORD = os.environ.get("VERISTREAM_RECORD") == "1"
# the detector's hits, pinned when these answers were recorded (veristream/detector_pins.py): a retrained detector
# must not strand them; VERISTREAM_PIN_DETECTOR=1 (or record mode) writes them from the shipped model
PINS = RECORDINGS / "detector-hits.json"
PIN = pin_requested(RECORD)

# (what the analyst types, the tool the model must call, words the final answer must contain)
CONVERSATIONS = [
    ("why does finding 2 apply?", "explain_finding", "F2"),
    ("show me the full text of 2210(d)(1)(B)", "rule_text", "2210(d)(1)(B)"),
    ("recheck 1 with FTC", "recheck_finding", "F1"),
    ("the speaker is a registered rep, audit again", "set_speaker_role", "registered"),
    ("list the high ones", "list_findings", "high"),
    ("export csv", "export_report", "csv"),
]


@pytest.fixture
def chat(tmp_path, monkeypatch):
    """A thread with one audit of a real caption file, and the agent on the replay server."""
    media = Path("/tmp/veristream-agent-recorded/media")  # a fixed path: tool outputs must not vary between runs
    shutil.rmtree(media.parent, ignore_errors=True)
    media.mkdir(parents=True)
    for f in (FIXTURES / "agent_media").iterdir():
        shutil.copy(f, media / f.name)
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VERISTREAM_MEDIA_DIR", str(media))
    counter = itertools.count(1)
    monkeypatch.setattr(uuid, "uuid4", lambda: uuid.UUID(int=next(counter) << 96))  # stable, distinct audit ids
    store = Store()
    with pinned_detector(PINS, record=PIN) as pinned:
        monkeypatch.setenv("VERISTREAM_LLM", "none")
        router = build_chat_graph(lambda tid, emit: Toolbox(tid, store, emit=emit))
        cfg = {"configurable": {"thread_id": "recorded"}}
        seeded = router.invoke({"messages": [HumanMessage("audit income_fund.vtt as unknown")]}, cfg)
        assert "finding" in str(seeded["messages"][-1].content)
        monkeypatch.delenv("VERISTREAM_LLM")
        # a re-audit's report stage would ask for remediation, a request these recordings predate (that request has
        # its own recorded test, tests/llm/test_remediation_recorded.py)
        monkeypatch.setenv("VERISTREAM_LLM_REMEDIATION", "0")
        with replaying(RECORDINGS, record=RECORD, model="recorded") as server:
            graph = build_chat_graph(lambda tid, emit: Toolbox(tid, store, emit=emit), model=make_chat_model())
            yield graph, cfg, server
    assert PIN or not pinned.misses, "a stream without pinned detector hits: rerun with VERISTREAM_PIN_DETECTOR=1"
    shutil.rmtree(media.parent, ignore_errors=True)


@pytest.mark.parametrize(("text", "tool", "words"), CONVERSATIONS, ids=[c[1] for c in CONVERSATIONS])
def test_a_recorded_conversation(chat, text, tool, words):
    graph, cfg, server = chat
    out = graph.invoke({"messages": [HumanMessage(text)]}, cfg)
    if RECORD:
        pytest.skip(f"record mode: {len(set(server.recordings.misses))} request(s) written to pending/")
    assert not server.recordings.misses, (
        f"no recording for request(s) {sorted(set(server.recordings.misses))}: the prompt, tools or tool output "
        "changed; re-record (see this file's docstring)")
    msgs = out["messages"]
    called = [c["name"] for m in msgs if isinstance(m, AIMessage) for c in m.tool_calls]
    assert tool in called
    assert any(isinstance(m, ToolMessage) for m in msgs)
    final = msgs[-1]
    assert isinstance(final, AIMessage) and not final.tool_calls and words in str(final.content)
    rounds = sum(1 for m in msgs if isinstance(m, AIMessage) and m.tool_calls)
    assert rounds <= MAX_ROUNDS  # the bounded loop holds on a real model's answers too
