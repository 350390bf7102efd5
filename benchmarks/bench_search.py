"""Rule-search speed: cold index build, warm query latency, cold-process CLI wall time. Prints numbers; asserts nothing.

Targets (2 cores): index build <= 10 s, warm search p50 <= 20 ms and p95 <= 50 ms, cold `veristream search` and
`veristream rule` <= 1.5 s wall. Run: `.venv/bin/python benchmarks/bench_search.py [--runs 5]`.
Uses a private temporary VERISTREAM_HOME so it never touches (or benefits from) your own index.
Everything is measured with e5 on (the default) and, for comparison, with VERISTREAM_E5=off. Wall times on a
shared machine depend on its load (printed); CPU time per query (all threads of the process) does much less.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from veristream import config

REPO = Path(__file__).resolve().parent.parent
VERISTREAM = [sys.executable, "-m", "veristream.cli"]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cold_build(env: dict, from_scratch: bool = False) -> dict:
    """A fresh process with an empty home: imports + corpus parse + chunk + embed + bm25 + save.
    `from_scratch`: without the shipped e5 passage vectors, i.e. what a build costs after every rule text changed."""
    code = (
        "import time, json; t0 = time.perf_counter()\n"
        + (
            "import pathlib, rag.e5; rag.e5.SEED_PATH = pathlib.Path('/nonexistent/e5.npz'); rag.e5.load_seed.cache_clear()\n"
            if from_scratch
            else ""
        )
        + "from rag.corpus import load_corpus; c = load_corpus(); t1 = time.perf_counter()\n"
        "from rag.index import load_index; i = load_index(c); t2 = time.perf_counter()\n"
        "print(json.dumps({'corpus_s': t1 - t0, 'index_s': t2 - t1, 'total_s': t2 - t0, 'chunks': len(i.chunks),"
        " 'build_seconds_in_meta': i.meta.get('build_seconds'), 'e5': i.meta.get('e5')}))"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO, capture_output=True, text=True, timeout=900)
    if out.returncode != 0:
        raise SystemExit(f"cold build failed: {out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def warm_latency(env: dict) -> dict:
    os.environ.update(env)
    from rag.backends import multi_search, search
    from rag.eval_retrieval import load_cases
    from rag.index import clear_cache

    clear_cache()

    queries = [c for name in ("retrieval_cases.json", "retrieval_cases_heldout.json") for c in load_cases(REPO / "evals" / name)]
    for c in queries[:5]:  # warm-up: index load, model load, caches
        search(c["query"], regulator=c["regulator"])
    single, cpu = [], []
    for c in queries:
        t, p = time.perf_counter(), time.process_time()
        search(c["query"], regulator=c["regulator"], k=5)
        single.append(1000 * (time.perf_counter() - t))
        cpu.append(1000 * (time.process_time() - p))
    multi = []
    for a, b, c in zip(queries[0::3], queries[1::3], queries[2::3], strict=False):
        t = time.perf_counter()
        multi_search([a["query"], b["query"], c["query"]], k=5)
        multi.append(1000 * (time.perf_counter() - t))
    return {
        "queries": len(single),
        "search_ms_p50": round(statistics.median(single), 2),
        "search_ms_p95": round(_pct(single, 0.95), 2),
        "search_cpu_ms_p50": round(statistics.median(cpu), 2),
        "search_cpu_ms_p95": round(_pct(cpu, 0.95), 2),
        "multi_search_3_ms_p50": round(statistics.median(multi), 2),
        "multi_search_3_ms_p95": round(_pct(multi, 0.95), 2),
    }


def cold_cli(env: dict, args: list[str], runs: int) -> dict:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run(VERISTREAM + args, env=env, cwd=REPO, capture_output=True, text=True, timeout=120)
        times.append(time.perf_counter() - t)
        if out.returncode != 0:
            raise SystemExit(f"`veristream {' '.join(args)}` failed: {out.stderr}")
    return {"runs": runs, "wall_s_median": round(statistics.median(times), 3), "wall_s_min": round(min(times), 3),
            "wall_s_max": round(max(times), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold-process runs per command")
    parser.add_argument("--out", type=Path, help="also write the numbers as JSON to this file")
    parser.add_argument(
        "--from-scratch", action="store_true", help="also time an e5 build without the shipped vectors (~1 min)"
    )
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="veristream-bench-"))
    base = {**config.environment(), "VERISTREAM_HOME": str(home), "VERISTREAM_INDEX_BACKEND": "local"}
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, timeout=10).stdout.strip()
    results = {
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "git_commit": commit or None,
        "cpus": os.cpu_count(),
        "loadavg_before": [round(x, 2) for x in os.getloadavg()],
    }
    try:
        for setting in ("on", "off"):
            env = {**base, "VERISTREAM_E5": setting}
            r = results[f"e5_{setting}"] = {}
            r["cold_index_build"] = cold_build(env)
            r["warm_latency"] = warm_latency(env)
            r["cold_cli_search"] = cold_cli(env, ["search", "influencer says this stock is guaranteed to double"], args.runs)
            r["cold_cli_search_json"] = cold_cli(
                env, ["search", "paid promoter did not disclose", "--regulator", "SEC", "--json"], args.runs
            )
            r["cold_cli_rule"] = cold_cli(env, ["rule", "FINRA 2210(d)(1)(B)"], args.runs)
        if args.from_scratch:
            scratch = Path(tempfile.mkdtemp(prefix="veristream-bench-scratch-"))
            try:
                results["cold_index_build_from_scratch"] = cold_build(
                    {**base, "VERISTREAM_HOME": str(scratch), "VERISTREAM_E5": "on"}, from_scratch=True
                )
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
        results["loadavg_after"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(results, indent=2))
    if args.out:
        args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(f"\nload average before/after: {results['loadavg_before']} / {results['loadavg_after']} on {os.cpu_count()} cpus")
    if "cold_index_build_from_scratch" in results:
        b = results["cold_index_build_from_scratch"]
        print(f"\ne5 index build WITHOUT the shipped vectors: {b['total_s']:.1f} s ({b['e5']['embedded_now']} passages)")
    for setting in ("on", "off"):
        r = results[f"e5_{setting}"]
        b, w = r["cold_index_build"], r["warm_latency"]
        e5_note = f", e5 passages embedded now: {b['e5']['embedded_now']}" if b.get("e5") else ""
        print(
            f"\n[VERISTREAM_E5={setting}]\n"
            f"index build (cold process, incl. imports + corpus parse): {b['total_s']:.2f} s  [target <= 10 s]\n"
            f"  of which index build: {b['index_s']:.2f} s for {b['chunks']} chunks{e5_note}\n"
            f"warm search p50/p95: {w['search_ms_p50']} / {w['search_ms_p95']} ms wall, "
            f"{w['search_cpu_ms_p50']} / {w['search_cpu_ms_p95']} ms CPU over {w['queries']} queries"
            "  [target <= 20 / 50 ms]\n"
            f"multi_search (3 phrasings) p50/p95: {w['multi_search_3_ms_p50']} / {w['multi_search_3_ms_p95']} ms\n"
            f"cold `veristream search` wall: median {r['cold_cli_search']['wall_s_median']} s  [target <= 1.5 s]\n"
            f"cold `veristream rule` wall:   median {r['cold_cli_rule']['wall_s_median']} s  [target <= 1.5 s]"
        )


if __name__ == "__main__":
    main()
