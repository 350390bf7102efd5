"""What the benchmark scripts share: timing a call in wall and CPU seconds, the machine's load, and a copy of what a
benchmark prints kept in benchmarks/results/.

Why one module: the machine is shared, so every figure is printed beside the load average, and the timing and the
results file must be the same in every script for their figures to compare. Scripts import it by name (each
runs as `python benchmarks/<script>.py`, so this folder is on the path).
"""

from __future__ import annotations

import contextlib
import io
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
RESULTS = Path(__file__).resolve().parent / "results"


def timed(fn: Callable[[], T], rounds: int = 1) -> tuple[T, list[float], list[float]]:
    """fn's last result, and its wall and CPU seconds in each of `rounds` calls."""
    walls: list[float] = []
    cpus: list[float] = []
    while True:
        c0, t0 = time.process_time(), time.perf_counter()
        out = fn()
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
        if len(walls) >= rounds:
            return out, walls, cpus


def load_average() -> list[str]:
    """The 1, 5 and 15 minute load averages: the machine is shared, so every figure needs this next to it."""
    return Path("/proc/loadavg").read_text().split()[:3]


def run_keeping_output(main: Callable[[], object], name: str) -> Path:
    """Run main(), showing what it prints as it prints it, and keep a copy in results/<name>-<UTC time>.txt."""
    buf = io.StringIO()

    class _Tee(io.TextIOBase):
        def write(self, text: str) -> int:
            sys.__stdout__.write(text)
            sys.__stdout__.flush()
            return buf.write(text)

    with contextlib.redirect_stdout(_Tee()):
        main()
    out = RESULTS / f"{name}-{datetime.now(UTC):%Y%m%dT%H%M%SZ}.txt"
    out.write_text(buf.getvalue(), encoding="utf-8")
    print(f"results: {out}")
    return out
