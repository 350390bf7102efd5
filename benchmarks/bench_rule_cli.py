"""Cold-process wall time of `veristream rule "FINRA 2210(d)(1)(B)"` (median of 5). Target: <= 1.5 s.

Each run is a fresh Python process, as a user or a script would start it. The first (unmeasured) run warms the
parsed-corpus JSON cache under a private VERISTREAM_HOME, which is what a user's second and later runs see.
Usage: .venv/bin/python benchmarks/bench_rule_cli.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from veristream import config

REPO = Path(__file__).resolve().parents[1]
CITATION = "FINRA 2210(d)(1)(B)"


def _in_process(home: str) -> None:
    """Where the time goes inside one process: parsing the bundled rules vs. reading the parsed-corpus cache."""
    os.environ["VERISTREAM_HOME"] = home
    sys.path.insert(0, str(REPO))
    from rag import corpus as corpus_mod

    parse, cached = [], []
    for _ in range(5):
        corpus_mod.clear_memo()
        start = time.perf_counter()
        corpus = corpus_mod.load_corpus(use_cache=False)
        parse.append(time.perf_counter() - start)
        corpus_mod.clear_memo()
        start = time.perf_counter()
        corpus_mod.load_corpus()
        cached.append(time.perf_counter() - start)
    start = time.perf_counter()
    for _ in range(1000):
        corpus_mod.load_corpus()
    memo = (time.perf_counter() - start) / 1000
    print(
        f"in-process, {len(corpus.provisions)} provisions: parse bundled files {statistics.median(parse) * 1000:.1f} ms, "
        f"load parsed JSON cache {statistics.median(cached) * 1000:.1f} ms, memoised call {memo * 1e6:.0f} us "
        "(medians of 5)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    exe = shutil.which("veristream", path=str(Path(sys.executable).parent)) or "veristream"
    home = tempfile.mkdtemp(prefix="bench-rule-")
    env = {**config.environment(), "VERISTREAM_HOME": home}
    try:
        first = time.perf_counter()
        subprocess.run([exe, "rule", CITATION], env=env, check=True, capture_output=True, timeout=120)
        print(f"first run (parses corpus, writes cache): {time.perf_counter() - first:.3f} s")
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            subprocess.run([exe, "rule", CITATION], env=env, check=True, capture_output=True, timeout=120)
            times.append(time.perf_counter() - start)
        print(f"veristream rule {CITATION!r}: runs={args.runs} " + " ".join(f"{t:.3f}" for t in times))
        print(f"median cold-process wall time: {statistics.median(times):.3f} s (target <= 1.5 s)")
        _in_process(home)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
