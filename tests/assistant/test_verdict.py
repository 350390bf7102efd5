"""Issue #12 item 4: a compliance verdict in the chat comes only from an audit result, checked in code.

A scripted chat model (no network) that claims compliance without an audit, or against the audit's findings, has
its claim replaced by what the audit result says.
"""

import pytest
from langchain_core.messages import HumanMessage

from assistant.agent import build_chat_graph
from assistant.checkpoint import sync_saver
from assistant.store import Store
from assistant.toolbox import Toolbox
from assistant.verdict import find_claims
from tests.assistant.fakes import FakeEngine, ScriptedToolChatModel, tool_call

CFG = {"configurable": {"thread_id": "t1"}}


def ask(graph, text, cfg=CFG):
    last = None
    for payload in graph.stream({"messages": [HumanMessage(text)]}, cfg, stream_mode="values"):
        last = payload
    return last["messages"][-1].content


def agent(factory, env, *script):
    return build_chat_graph(
        factory, model=ScriptedToolChatModel(messages=iter(script)), checkpointer=sync_saver(env / "cp.sqlite")
    )


def said_after_audit(factory, env, source: str, said: str, question: str | None = None) -> str:
    """What the chat shows when the model audits `source`, then says `said` about it."""
    graph = agent(factory, env, tool_call("audit_video", {"source": source}, "a1"), said)
    return ask(graph, question or f"audit {source}")


def test_a_clearance_without_an_audit_is_replaced(factory, env):
    graph = agent(factory, env, "All clear: this video is fully compliant with FTC, SEC and FINRA rules.")
    reply = ask(graph, "is https://youtu.be/dQw4w9WgXcQ compliant?")
    assert "All clear" not in reply and "fully compliant" not in reply
    assert "no audit result" in reply and "no video has been audited in this thread" in reply
    assert "replaced 1 compliance claim(s)" in reply


def test_a_no_violations_summary_beside_a_critical_finding_is_corrected(factory, env):
    reply = said_after_audit(
        factory, env, "talk.vtt",
        "I audited the video. Summary: no violations were found and the video looks fine to publish.",
        "audit talk.vtt and tell me if it is ok",
    )
    assert "no violations were found" not in reply
    assert "found 2 finding(s) (1 critical, 1 high)" in reply and "not a clearance" in reply
    assert reply.startswith("I audited the video.")


def test_severity_claims_are_checked_against_that_severity(factory, env):
    reply = said_after_audit(
        factory, env, "talk.vtt",
        "F1 and F2 were flagged. There are no critical issues. There are no low-severity findings. "
        "No other issues were found.",
    )
    assert "There are no critical issues" not in reply and "1 critical" in reply  # false: F1 is critical
    assert "There are no low-severity findings." in reply  # true: nothing low
    assert "No other issues were found." in reply  # about what lies beyond the named findings


def test_negated_and_finding_scoped_statements_are_left_alone(factory, env):
    text = (
        "This video is not compliant: F1 is a critical promise of returns. "
        "F2 is compliant once the referral code is disclosed."
    )
    assert said_after_audit(factory, env, "talk.vtt", text) == text


def test_a_clean_audit_is_not_turned_into_a_clearance(env, monkeypatch):
    class CleanEngine(FakeEngine):
        def report(self, t, speaker_role=None):
            r = super().report(t, speaker_role)
            return r.model_copy(update={"findings": []})

    engine = CleanEngine()
    store = Store(env / "home" / "assistant.sqlite")
    graph = build_chat_graph(
        lambda tid, emit=None: Toolbox(tid, store, engine.caps(), emit),
        model=ScriptedToolChatModel(
            messages=iter(
                [
                    tool_call("audit_video", {"source": "talk.vtt"}, "a1"),
                    "Good news: the video is fully compliant, you're good to go.",
                ]
            )
        ),
    )
    reply = ask(graph, "audit talk.vtt")
    assert "fully compliant" not in reply and "good to go" not in reply
    assert "No finding was reported; that is not a clearance" in reply


def test_a_failed_audit_gives_no_verdict(factory, env):
    reply = said_after_audit(factory, env, "missing.vtt", "Nothing wrong here: the video passes the compliance review.")
    assert "passes" not in reply and "Nothing wrong" not in reply
    assert "the audit in this turn failed" in reply and "No such file" in reply


def test_a_question_about_another_video_does_not_borrow_the_current_audit(factory, env):
    graph = agent(
        factory, env, tool_call("audit_video", {"source": "talk.vtt"}, "a1"), "Audited.", "Yes, other.mp4 is compliant."
    )
    ask(graph, "audit talk.vtt")
    reply = ask(graph, "is other.mp4 compliant?")
    assert "is compliant" not in reply and "other.mp4 has not been audited in this thread" in reply


@pytest.mark.parametrize(
    "text",
    [
        "All clear!",
        "The video is fully compliant.",
        "It looks compliant to me.",
        "No compliance issues found.",
        "There were no red flags.",
        "Nothing problematic was said.",
        "The speaker does not violate any rule.",
        "It passes the audit.",
        "Clean bill of health.",
        "Safe to publish.",
        "No rules were broken.",
        "This video complies with FINRA 2210.",
        "The content is in compliance.",
    ],
)
def test_claim_phrasings_are_found(text):
    assert find_claims(text), text


@pytest.mark.parametrize(
    "text",
    [
        "The video is not compliant.",
        "It is non-compliant.",
        "This isn't fully compliant.",
        "A missing finding is not a clearance.",
        "F2 is no longer a finding after the re-check.",
        "To be compliant, add a disclosure.",
        "No finding was reported; that is not a clearance.",
    ],
)
def test_negated_or_unrelated_phrasings_are_not_claims(text):
    assert not find_claims(text), text
