"""The audit as a LangGraph graph: transcribe → screen → retrieve → judge → verify → report.

Each node streams a custom event the moment its stage starts or finishes, so the chat can show a step per stage
while the work runs. The engine's own orchestration (audit_transcript) is kept as the single source of truth:
the `screen` node starts it in a worker thread, and each stage node consumes that run's progress callbacks up to
the end of its own stage, so the graph has one node per stage without re-implementing the engine.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
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


ENGINE_STAGES = ["screen", "retrieve", "judge", "verify", "report"]


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

    run: dict[str, _EngineRun] = {}

    def screen(state: AuditState) -> dict:
        run["engine"] = _EngineRun(caps, state)
        run["engine"].until("screen", emitter("screen"))
        return {}

    def stage_node(stage: str) -> Callable[[AuditState], dict]:
        def node(state: AuditState) -> dict:
            run["engine"].until(stage, emitter(stage))
            return {}

        node.__name__ = stage
        return node

    def report(state: AuditState) -> dict:
        return {"report": run["engine"].until("report", emitter("report"))}

    g = StateGraph(AuditState)
    g.add_node("transcribe", transcribe)
    g.add_node("screen", screen)
    for stage in ("retrieve", "judge", "verify"):
        g.add_node(stage, stage_node(stage))
    g.add_node("report", report)
    g.add_edge(START, "transcribe")
    for a, b in zip(["transcribe", *ENGINE_STAGES], ENGINE_STAGES, strict=False):
        g.add_edge(a, b)
    g.add_edge("report", END)
    return g.compile()


class _EngineRun:
    """One audit_transcript call in a worker thread; stage nodes drain its progress events in order."""

    def __init__(self, caps: Capabilities, state: AuditState):
        self.events: queue.Queue = queue.Queue()
        self.pushed: list[tuple] = []
        self.report: AuditReport | None = None

        def work() -> None:
            try:
                rep = caps.audit_transcript(
                    state["transcript"],
                    speaker_role=state.get("speaker_role"),
                    regulators=state.get("regulators") or None,
                    progress=lambda stage, info=None: self.events.put(("progress", stage, info or {})),
                )
                self.events.put(("done", rep))
            except BaseException as exc:  # re-raised in the graph node that is waiting
                self.events.put(("error", exc))

        self.thread = threading.Thread(target=work, name="veristream-audit", daemon=True)
        self.thread.start()

    def _next(self) -> tuple:
        if self.pushed:
            return self.pushed.pop()
        while True:
            try:
                return self.events.get(timeout=0.5)
            except queue.Empty:
                if not self.thread.is_alive() and self.events.empty():
                    raise RuntimeError("the audit engine stopped without a report") from None

    def until(self, stage: str, emit: Callable[[str, dict], None]) -> AuditReport | None:
        """Forward events up to the end of `stage`; a later stage's event is left for its own node."""
        if self.report is not None:
            return self.report
        order = ENGINE_STAGES.index(stage)
        while True:
            item = self._next()
            if item[0] == "error":
                raise item[1]
            if item[0] == "done":
                self.report = item[1]
                return self.report
            _, name, info = item
            if name in ENGINE_STAGES and ENGINE_STAGES.index(name) > order:
                self.pushed.append(item)  # this stage is over (or was skipped): the next node takes it
                return None
            emit(name, info)
            if name == stage and info.get("status") == "end" and stage != "report":
                return None


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


async def arun_audit_graph(
    source: str,
    speaker_role: str | None = None,
    regulators: list[str] | None = None,
    *,
    caps: Capabilities | None = None,
    transcript: Transcript | None = None,
) -> AsyncIterator[ProgressEvent | Transcript | AuditReport]:
    """Async twin of run_audit_graph: nodes run in worker threads, so the event loop keeps streaming."""
    graph = build_audit_graph(caps)
    final: dict = {}
    async for mode, payload in graph.astream(
        _inputs(source, speaker_role, regulators, transcript), stream_mode=["custom", "values"]
    ):
        if mode == "custom":
            yield payload
        else:
            final = payload
    yield final["transcript"]
    yield final["report"]
