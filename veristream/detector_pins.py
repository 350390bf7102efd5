"""Pinned detector hits: a recorded LLM figure replays after the detector is retrained.

A recorded LLM request holds the screen's hints, and the hints come from the detector. A retrained detector gives
other hints, so every recorded request would get a new key, and the recordings (answered blind, at real cost) would
no longer replay. The LLM figure is a measure of the LLM path *given* the hints it was recorded with; the detector
has figures of its own (model card, sealed sets). So a replay can pin the detector's hits per stream: written from
the real model while recording (or with `--pin-detector-hits`), served in place of the model later. Every other
stage runs for real. A stream with no pinned hits is counted as a miss and scored from the current model, and the
run says so; it is never passed off as pinned.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

from audit import detect
from audit.detector.windows import Window
from veristream import config
from veristream.atomic import atomic_write_text
from veristream.errors import InputError


def pin_requested(record: bool) -> bool:
    """Recording a test's answers, or VERISTREAM_PIN_DETECTOR=1: write the pins instead of serving them."""
    return record or config.pin_detector_hits()


@dataclass
class PinnedHits:
    path: Path
    record: bool
    hits: dict[str, list[dict]] = field(default_factory=dict)
    served: int = 0
    misses: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {"file": str(self.path), "record": self.record, "streams_served": self.served,
                "streams_missing": len(set(self.misses))}


def stream_key(texts: list[str], offsets: list[int], ends: list[int], role: str, disclosed: bool) -> str:
    raw = repr((tuple(texts), tuple(int(x) for x in offsets), tuple(int(x) for x in ends), role, bool(disclosed)))
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


def _dump(hit: detect.DetectorHit) -> dict:
    data = asdict(hit)
    data["prob"], data["threshold"], data["example_sim"] = (float(hit.prob), float(hit.threshold),
                                                            float(hit.example_sim))
    data["start"], data["end"] = int(hit.start), int(hit.end)
    return data


def _load(data: dict) -> detect.DetectorHit:
    return detect.DetectorHit(**{**data, "window": Window(**data["window"])})


@contextmanager
def pinned_detector(path: Path, record: bool) -> Iterator[PinnedHits]:
    """Patch `detect.hits_for_stream` for the block. Record mode keeps the real hits and merges them into `path`
    on exit, under a lock (two recording runs of one set must not drop each other's streams)."""
    state = PinnedHits(Path(path), record)
    if state.path.exists() and not record:
        state.hits = _read(state.path)
    real = detect.hits_for_stream

    def hits_for_stream(texts, offsets, ends, role, disclosed_from_start):
        key = stream_key(texts, offsets, ends, role, disclosed_from_start)
        if not record and key in state.hits:
            state.served += 1
            return [_load(h) for h in state.hits[key]]
        if not record:
            state.misses.append(key)
        hits = real(texts, offsets, ends, role, disclosed_from_start)
        if record:
            state.hits[key] = [_dump(h) for h in hits]
        return hits

    detect.hits_for_stream = hits_for_stream
    try:
        yield state
    finally:
        detect.hits_for_stream = real
        if record:
            _merge(state.path, state.hits)


def _read(path: Path) -> dict[str, list[dict]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"The pinned detector hits in {path} cannot be read ({exc}).",
                         "Restore the file from git, or write it again with --pin-detector-hits.") from exc
    if not isinstance(data, dict):
        raise InputError(f"The pinned detector hits in {path} are not a JSON object of streams.",
                         "Restore the file from git, or write it again with --pin-detector-hits.")
    return data


def _merge(path: Path, new: dict[str, list[dict]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path.with_name(f".{path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        old = _read(path) if path.exists() else {}
        atomic_write_text(path, json.dumps({**old, **new}, indent=1, sort_keys=True) + "\n")
    finally:
        os.close(fd)
