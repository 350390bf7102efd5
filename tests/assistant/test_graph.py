"""The audit graph streams one event per stage, then the transcript, then the report."""

from assistant.graph import ProgressEvent, run_audit_graph
from veristream.models import AuditReport, Transcript


def test_run_audit_graph_streams_stages_then_report(engine):
    items = list(run_audit_graph("talk.vtt", "ria", ["FINRA"], caps=engine.caps()))
    events = [i for i in items if isinstance(i, ProgressEvent)]
    assert [(e.node, e.stage) for e in events if e.info.get("status") != "start"] == [
        ("transcribe", "resolve"), ("transcribe", "captions"), ("screen", "screen"), ("retrieve", "retrieve"),
        ("judge", "judge"), ("verify", "verify"), ("report", "report")]
    assert isinstance(items[-2], Transcript) and isinstance(items[-1], AuditReport)
    assert events[-1].info == {"status": "end", "findings": 2, "elapsed_ms": 1.0}
    assert [e.t for e in events] == sorted(e.t for e in events)
    assert ("audit", "ria", ["FINRA"]) in engine.calls
    assert events[2].label == "Screening" and events[2].info == {"status": "start"}


def test_graph_skips_transcription_when_a_transcript_is_given(engine):
    from tests.assistant.fakes import transcript

    items = list(run_audit_graph("x.vtt", caps=engine.caps(), transcript=transcript()))
    assert not any(c[0] == "transcribe" for c in engine.calls)
    assert isinstance(items[-1], AuditReport) and len(items[-1].findings) == 2


def test_one_graph_node_per_stage_in_order(engine):
    from assistant.graph import build_audit_graph
    from tests.assistant.fakes import transcript

    graph = build_audit_graph(engine.caps())
    nodes = [next(iter(u)) for u in graph.stream({"source": "x", "transcript": transcript()}, stream_mode="updates")]
    assert nodes == ["transcribe", "screen", "retrieve", "judge", "verify", "report"]


def test_skipped_stages_and_engine_errors(engine):
    import pytest

    from veristream.errors import InputError

    def sparse(stage, run, progress=None):  # stages that report nothing leave no step
        if stage in ("screen", "report"):
            progress(stage, {"status": "end", "candidates": 0})
        return engine.audit_stage(stage, run) if stage == "report" else run

    caps = engine.caps()
    caps.audit_stage = sparse
    items = list(run_audit_graph("talk.vtt", caps=caps))
    assert [(e.node, e.stage) for e in items if isinstance(e, ProgressEvent)][-2:] == [
        ("screen", "screen"), ("report", "report")]
    assert isinstance(items[-1], AuditReport)

    def broken(stage, run, progress=None):
        progress(stage, {"status": "start"})
        raise InputError("The transcript is empty.")

    caps.audit_stage = broken
    with pytest.raises(InputError, match="empty"):
        list(run_audit_graph("talk.vtt", caps=caps))


def _threaded_transcriber(engine, fail: Exception | None = None):
    """Reports like tools/transcribe/pipeline.py: OCR progress comes from a pool thread beside speech-to-text."""
    from concurrent.futures import ThreadPoolExecutor

    def transcribe(source, *, progress=None, **kw):
        progress("resolve", {"status": "end"})
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="veristream-ocr") as pool:
            pool.submit(lambda: [progress("ocr", {"status": s}) for s in ("start", "progress", "end")]).result()
        progress("asr", {"status": "end", "segments": 3})
        if fail is not None:
            raise fail
        return engine.transcribe(source)

    caps = engine.caps()
    caps.transcribe = transcribe
    return caps


def test_progress_from_the_transcribers_worker_threads_reaches_the_stream(engine):
    """Issue #11 defect 1: the OCR thread called the node's stream writer outside its context (RuntimeError)."""
    caps = _threaded_transcriber(engine)
    items = list(run_audit_graph("clip.mp4", caps=caps))
    stages = [(e.node, e.stage, e.info.get("status")) for e in items if isinstance(e, ProgressEvent)]
    assert stages[:5] == [("transcribe", "resolve", "end"), ("transcribe", "ocr", "start"),
                          ("transcribe", "ocr", "progress"), ("transcribe", "ocr", "end"), ("transcribe", "asr", "end")]
    assert isinstance(items[-1], AuditReport)



def test_a_transcriber_error_arrives_after_its_progress(engine):
    import pytest

    from veristream.errors import SourceUnavailableError

    caps = _threaded_transcriber(engine, fail=SourceUnavailableError("No speech and no on-screen text found."))
    seen: list = []
    with pytest.raises(SourceUnavailableError, match="No speech"):
        for item in run_audit_graph("clip.mp4", caps=caps):
            seen.append(item)
    assert [(e.stage, e.info.get("status")) for e in seen][-1] == ("asr", "end")


def test_the_graph_runs_the_real_stages(engine):
    """With the real engine, the nodes do the work: the report equals audit_transcript's on the same transcript."""
    from assistant.capabilities import Capabilities
    from audit.engine import audit_transcript
    from tests.assistant.fakes import transcript

    t = transcript()
    items = list(run_audit_graph("x.vtt", "registered_rep", caps=Capabilities(), transcript=t))
    events = [(e.node, e.stage, e.info.get("status")) for e in items if isinstance(e, ProgressEvent)]
    assert [e for e in events if e[0] != "transcribe"] == [
        (s, s, status) for s in ("screen", "retrieve", "judge", "verify", "report") for status in ("start", "end")]
    report = items[-1]
    expected = audit_transcript(t, speaker_role="registered_rep")
    assert [f.model_dump() for f in report.findings] == [f.model_dump() for f in expected.findings]
    assert report.findings and report.run.engine == expected.run.engine
