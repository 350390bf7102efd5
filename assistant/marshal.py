"""Run blocking work in a worker thread while its progress callbacks are delivered in the calling thread.

LangGraph's stream writer only works in the thread (and contextvars context) of the node that owns it: called from
any other thread it raises "Called get_config outside of a runnable context". The transcriber reports progress
from its own worker threads (OCR runs beside speech-to-text), so a graph node must never hand the writer to it.
Instead the node runs the work here: every progress call, from whichever thread, is queued, and the node's own
thread forwards it to the writer, one call at a time and in order.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
Progress = Callable[[str, dict], None]
_DONE = object()


def run_with_progress(work: Callable[[Progress], T], emit: Progress, *, name: str = "veristream-work") -> T:
    """`work(progress)` in a worker thread; each `progress(stage, info)` reaches `emit` in this thread.

    Returns work's result, or re-raises its exception here once every progress event before it was delivered,
    so the UI's step for the failing stage is closed before the error shows.
    """
    events: queue.SimpleQueue[Any] = queue.SimpleQueue()
    outcome: dict[str, Any] = {}

    def progress(stage: str, info: dict | None = None) -> None:
        events.put((stage, dict(info or {})))

    def target() -> None:
        try:
            outcome["value"] = work(progress)
        except BaseException as exc:  # re-raised in the calling thread below
            outcome["error"] = exc
        finally:
            events.put(_DONE)

    thread = threading.Thread(target=target, name=name, daemon=True)
    thread.start()
    while (item := events.get()) is not _DONE:
        emit(*item)
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
