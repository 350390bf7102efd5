"""Benchmark: audit of one caption file holding a single huge cue (issue #12 item 7). Prints the time per stage.

Before the fix, verification scanned the whole transcript for every quote (and listed every repeat of it), and
the screen compared candidates pairwise, so a 0.5 MB cue kept an audit busy for minutes. What remains is linear:
the lexicon's regexes over every character. Writes the output to benchmarks/results/bench_big_cue-<UTC>.txt.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_big_cue.py [--mb 1.0]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.tools.media_factory import BIG_CUE_SENTENCES, long_text  # noqa: E402


def big_cue_vtt(path: Path, chars: int, seed: int = 1) -> None:
    path.write_text(f"WEBVTT\n\n00:00:00.000 --> 00:10:00.000\n{long_text(BIG_CUE_SENTENCES, chars, seed)}\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=float, default=1.0, help="size of the single cue in MB (default 1)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        vtt = Path(tmp) / "big.vtt"
        big_cue_vtt(vtt, int(args.mb * 1_000_000))
        t0 = time.perf_counter()
        proc = subprocess.run(  # a cold process, as the CLI runs it
            [sys.executable, "-m", "veristream.cli", "audit", str(vtt), "--json"],
            cwd=ROOT, capture_output=True, text=True, check=False,
        )
        total = time.perf_counter() - t0
    lines = [f"single cue of {args.mb:g} MB, one cold `veristream audit --json` process (exit {proc.returncode})"]
    lines += [f"  {line.strip()}" for line in proc.stderr.splitlines() if "elapsed" in line]
    lines.append(f"total wall time: {total:.1f} s")
    out = "\n".join(lines)
    print(out)
    results = ROOT / "benchmarks" / "results"
    results.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    (results / f"bench_big_cue-{stamp}.txt").write_text(out + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
