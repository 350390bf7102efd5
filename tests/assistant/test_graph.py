"""The audit graph streams one event per stage, then the transcript, then the report."""

import asyncio

from assistant.graph import ProgressEvent, arun_audit_graph, run_audit_graph
from veristream.models import AuditReport, Transcript


def test_run_audit_graph_streams_stages_then_report(engine):
    items = list(run_audit_graph("talk.vtt", "ria", ["FINRA"], caps=engine.caps()))
    events = [i for i in items if isinstance(i, ProgressEvent)]
    assert [(e.node, e.stage) for e in events if e.info.get("status") != "start"] == [
        ("transcribe", "resolve"), ("transcribe", "captions"), ("audit", "screen"), ("audit", "retrieve"),
        ("audit", "judge"), ("audit", "verify"), ("audit", "report")]
    assert isinstance(items[-2], Transcript) and isinstance(items[-1], AuditReport)
    assert events[-1].info == {"status": "end", "findings": 2, "elapsed_ms": 1.0}
    assert [e.t for e in events] == sorted(e.t for e in events)
    assert ("audit", "ria", ["FINRA"]) in engine.calls
    assert events[2].label == "Screening" and events[2].info == {"status": "start"}


def test_async_graph_skips_transcription_when_a_transcript_is_given(engine):
    from tests.assistant.fakes import transcript

    async def collect():
        return [i async for i in arun_audit_graph("x.vtt", caps=engine.caps(), transcript=transcript())]

    items = asyncio.run(collect())
    assert not any(c[0] == "transcribe" for c in engine.calls)
    assert isinstance(items[-1], AuditReport) and len(items[-1].findings) == 2
