"""The audit as a LangGraph graph: transcribe → screen → retrieve → judge → verify → report.

Each engine node runs its stage of audit/stages.py itself, with the typed AuditRun in the graph state as input and
output, so the graph and audit_transcript (audit/engine.py) run the same stages in the same order. A node streams a
custom event the moment its stage starts or finishes, so the chat shows a step per stage while the work runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypedDict

from langgraph.config import get_stream_writer
from langgraph.graph import END, START, StateGraph

from assistant.capabilities import Capabilities
from assistant.marshal import run_with_progress
from veristream import config
from veristream.models import AuditReport, Transcript

STAGE_LABELS = {
    "resolve": "Resolve source",
    "metadata": "Metadata",
    "captions": "Captions",
    "download": "Download",
    "asr": "Speech-to-text",
    "ocr": "On-screen text",
    "transcribe": "Transcript",
    "screen": "Screening",
    "retrieve": "Rule retrieval",
    "judge": "Judging",
    "verify": "Verification",
    "report": "Report",
    "done": "Transcript ready",
}


ENGINE_STAGES = ["screen", "retrieve", "judge", "verify", "report"]  # audit.stages.STAGES, by progress name


@dataclass
class ProgressEvent:
    """One stage of the audit announced itself (started, or finished with counts in `info`)."""

    node: str  # graph node: transcribe, screen, retrieve, judge, verify or report
    stage: str  # engine stage: download, captions, asr, ocr, screen, retrieve, judge, verify, report, done
    info: dict = field(default_factory=dict)
    t: float = 0.0  # seconds since the audit started

    @property
    def label(self) -> str:
        return STAGE_LABELS.get(self.stage, self.stage.replace("_", " ").capitalize())


class AuditState(TypedDict, total=False):
    source: str
    speaker_role: str | None
    regulators: list[str] | None
    transcript: Transcript
    # audit.stages.AuditRun: the audit so far; each engine node takes it and returns it with its stage's part filled
    # in. Typed Any here because LangGraph resolves these hints at build time and the engine is imported lazily.
    run: Any
    report: AuditReport


def _jsonable(info: Any) -> dict:
    """Progress payloads may carry models or paths; keep what a UI can print."""
    if not isinstance(info, dict):
        return {"detail": str(info)}
    out = {}
    for k, v in info.items():
        if isinstance(v, str | int | float | bool) or v is None:
            out[k] = v
        elif isinstance(v, list | tuple):
            out[k] = len(v) if len(v) > 5 else [str(x) for x in v]
        else:
            out[k] = str(v)
    return out


def build_audit_graph(caps: Capabilities | None = None, *, ocr: bool = True, asr: bool = True):
    """Compile the audit graph; `caps` injects the transcriber and engine (tests pass fakes)."""
    caps = caps or Capabilities()
    started = time.monotonic()

    def emitter(node: str) -> Callable[[str, dict], None]:
        writer = get_stream_writer()

        def progress(stage: str, info: dict | None = None) -> None:
            writer(ProgressEvent(node=node, stage=stage, info=_jsonable(info or {}), t=time.monotonic() - started))

        return progress

    def transcribe(state: AuditState) -> dict:
        if state.get("transcript") is not None:  # an uploaded caption file was parsed already
            t = state["transcript"]
            emitter("transcribe")("captions", {"segments": len(t.segments), "source": t.transcript_source})
            return {}
        # The transcriber reports from its own threads (OCR beside speech-to-text); the writer only works in this
        # node's thread, so its progress is marshalled back here (assistant/marshal.py).
        transcript = run_with_progress(
            lambda progress: caps.transcribe(
                state["source"], ocr=ocr, asr=asr, allow_local_urls=config.allow_local_urls(), progress=progress,
            ),
            emitter("transcribe"),
            name="veristream-transcribe",
        )
        return {"transcript": transcript}

    def screen(state: AuditState) -> dict:
        run = caps.start_audit(state["transcript"], speaker_role=state.get("speaker_role"),
                               regulators=state.get("regulators") or None)
        return {"run": caps.audit_stage("screen", run, emitter("screen"))}

    def stage_node(stage: str) -> Callable[[AuditState], dict]:
        def node(state: AuditState) -> dict:
            return {"run": caps.audit_stage(stage, state["run"], emitter(stage))}

        node.__name__ = stage
        return node

    def report(state: AuditState) -> dict:
        run = caps.audit_stage("report", state["run"], emitter("report"))
        return {"run": run, "report": run.report}

    g = StateGraph(AuditState)
    g.add_node("transcribe", transcribe)
    g.add_node("screen", screen)
    for stage in ENGINE_STAGES[1:-1]:
        g.add_node(stage, stage_node(stage))
    g.add_node("report", report)
    g.add_edge(START, "transcribe")
    for a, b in zip(["transcribe", *ENGINE_STAGES], ENGINE_STAGES, strict=False):
        g.add_edge(a, b)
    g.add_edge("report", END)
    # Never checkpointed, even inside the chat graph (whose checkpointer a subgraph would otherwise inherit): the
    # AuditRun holds the rule book and screen internals, not data to persist; the Store keeps the finished report.
    return g.compile(checkpointer=False)


def _inputs(source: str, speaker_role: str | None, regulators: list[str] | None, transcript: Transcript | None):
    state: AuditState = {"source": source, "speaker_role": speaker_role, "regulators": list(regulators or []) or None}
    if transcript is not None:
        state["transcript"] = transcript
    return state


def run_audit_graph(
    source: str,
    speaker_role: str | None = None,
    regulators: list[str] | None = None,
    *,
    caps: Capabilities | None = None,
    transcript: Transcript | None = None,
) -> Iterator[ProgressEvent | Transcript | AuditReport]:
    """Yield a ProgressEvent per stage as it happens, then the Transcript, then the AuditReport (last)."""
    graph = build_audit_graph(caps)
    final: dict = {}
    for mode, payload in graph.stream(
        _inputs(source, speaker_role, regulators, transcript), stream_mode=["custom", "values"]
    ):
        if mode == "custom":
            yield payload
        else:
            final = payload
    yield final["transcript"]
    yield final["report"]
