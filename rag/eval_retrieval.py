"""Retrieval evaluation: does search put the right sub-paragraph near the top, and does structure beat fixed windows?

Scored at sub-paragraph level: a hit is correct when one of the case's expected citations is among the provisions
the hit's chunk contains (`SearchHit.citations`). The same retriever (hybrid + rerank) runs twice: over the
structure-aware chunks (the product) and over fixed 1,400-char windows (the baseline), so the difference is the
chunking alone. Every run writes a new timestamped results file under evals/results/ and never overwrites one.
"""

from __future__ import annotations

import json
import subprocess
import time
from datetime import UTC, datetime
from pathlib import Path

from veristream import config
from veristream.errors import InputError
from veristream.models import SearchHit

DEFAULT_CASES = config.REPO_ROOT / "evals" / "retrieval_cases.json"
DEFAULT_RESULTS_DIR = config.REPO_ROOT / "evals" / "results"
K = 5


def load_cases(path: Path | None = None) -> list[dict]:
    """Read and check the cases file: a JSON list of {id, query, regulator, expected}."""
    path = Path(path or DEFAULT_CASES)
    try:
        cases = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"Cannot read the cases file {path}: {exc}") from exc
    except ValueError as exc:
        raise InputError(f"The cases file {path} is not valid JSON: {exc}") from exc
    if not isinstance(cases, list) or not cases:
        raise InputError(f"The cases file {path} must hold a non-empty JSON list.")
    seen: set[str] = set()
    for i, case in enumerate(cases):
        if not isinstance(case, dict) or not {"id", "query", "expected"} <= case.keys():
            raise InputError(f"Case #{i} in {path} needs id, query, regulator and expected.")
        if not isinstance(case["expected"], list) or not case["expected"]:
            raise InputError(f"Case {case['id']!r} in {path} has no expected citations.")
        if case["id"] in seen:
            raise InputError(f"Case id {case['id']!r} appears twice in {path}.")
        seen.add(case["id"])
        case.setdefault("regulator", None)
    return cases


def check_expected(cases: list[dict], known: set[str]) -> None:
    """An expected citation that is not in the corpus can never be found: that is a bug in the cases."""
    missing = sorted({(c["id"], e) for c in cases for e in c["expected"] if e not in known})
    if missing:
        listed = ", ".join(f"{cid}: {e}" for cid, e in missing[:10])
        raise InputError(f"{len(missing)} expected citation(s) are not in the corpus ({listed}).")


def first_correct_rank(hits: list[SearchHit], expected: list[str]) -> int | None:
    wanted = set(expected)
    for hit in hits:
        if wanted & set(hit.citations):
            return hit.rank
    return None


def metrics(case_results: list[dict]) -> dict:
    """recall@1/3/5 and MRR, plus two stricter views: the top hit's OWN citation is expected (exact@1), and how
    many provisions the returned chunks span (fewer = the hit points at the rule more precisely)."""
    n = len(case_results)
    ranks = [r["rank"] for r in case_results]
    return {
        "cases": n,
        "recall@1": round(sum(1 for r in ranks if r is not None and r <= 1) / n, 4),
        "recall@3": round(sum(1 for r in ranks if r is not None and r <= 3) / n, 4),
        "recall@5": round(sum(1 for r in ranks if r is not None and r <= 5) / n, 4),
        "mrr": round(sum(1.0 / r for r in ranks if r is not None) / n, 4),
        "exact@1": round(sum(1 for r in case_results if r["top_citation_expected"]) / n, 4),
        "mean_citations_per_hit": round(sum(r["mean_citations"] for r in case_results) / n, 2),
    }


def evaluate(cases: list[dict], retriever, k: int = K) -> dict:  # rag.search.Retriever
    per_case = []
    latencies = []
    for case in cases:
        started = time.perf_counter()
        hits = retriever.search(case["query"], regulator=case["regulator"], k=k)
        latencies.append(time.perf_counter() - started)
        rank = first_correct_rank(hits, case["expected"])
        per_case.append(
            {
                "id": case["id"],
                "rank": rank,
                "top_citation_expected": bool(hits) and hits[0].citation in case["expected"],
                "mean_citations": (sum(len(h.citations) for h in hits) / len(hits)) if hits else 0.0,
                "hits": [h.citation for h in hits],
            }
        )
    latencies.sort()
    result = {"metrics": metrics(per_case), "cases": per_case}
    result["metrics"]["latency_ms_p50"] = round(1000 * latencies[len(latencies) // 2], 2)
    result["metrics"]["latency_ms_p95"] = round(
        1000 * latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))], 2
    )
    return result


def git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=config.REPO_ROOT, capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.strip() or None


def write_results(results: dict, out_dir: Path | None = None) -> Path:
    """A new file per run; a same-second collision gets a suffix rather than overwriting."""
    out_dir = Path(out_dir or DEFAULT_RESULTS_DIR)
    out_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    payload = json.dumps(results, indent=1) + "\n"
    for n in range(1000):
        path = out_dir / (f"retrieval-{stamp}.json" if n == 0 else f"retrieval-{stamp}-{n}.json")
        try:
            with path.open("x", encoding="utf-8") as fh:
                fh.write(payload)
            return path
        except FileExistsError:
            continue
    raise InputError(f"Could not find a free results file name in {out_dir}.")


def run_eval(cases_path: Path | None = None, out_dir: Path | None = None, k: int = K) -> tuple[dict, Path]:
    """Score the product (structured chunks) and the baseline (fixed windows) with the same retriever."""
    from rag.chunking import BASELINE_VERSION, CHUNKER_VERSION, chunk_fixed
    from rag.e5 import E5_ID
    from rag.e5 import enabled as e5_enabled
    from rag.embed import MODEL_ID
    from rag.index import HybridIndex, load_index
    from rag.rerank import E5_WEIGHTS, WEIGHTS
    from rag.search import Retriever

    cases = load_cases(cases_path)
    from rag.corpus import load_corpus

    corpus = load_corpus()
    check_expected(cases, set(corpus.provisions))
    structured = Retriever(load_index(corpus))
    started = time.perf_counter()
    baseline = Retriever(HybridIndex.build(chunk_fixed(list(corpus.provisions.values()))))
    baseline_build_s = time.perf_counter() - started
    evaluate(cases[:3], structured, k)  # warm caches so latencies measure search, not first-call setup

    runs = {"structured": evaluate(cases, structured, k), "baseline_fixed_1400": evaluate(cases, baseline, k)}
    results = {
        "kind": "retrieval",
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "git_commit": git_commit(),
        "corpus_hash": corpus.content_hash,
        "model": MODEL_ID,
        "chunkers": {"structured": CHUNKER_VERSION, "baseline_fixed_1400": BASELINE_VERSION},
        "chunk_counts": {"structured": len(structured.index.chunks), "baseline_fixed_1400": len(baseline.index.chunks)},
        "baseline_build_seconds": round(baseline_build_s, 3),
        "e5_model": E5_ID if e5_enabled() else None,
        "rerank_weights": E5_WEIGHTS if e5_enabled() else WEIGHTS,
        "model_reranker": config.reranker() or "none",
        "k": k,
        "cases_file": str(Path(cases_path or DEFAULT_CASES)),
        "overall": {name: run["metrics"] for name, run in runs.items()},
        "per_case": _merge_cases(cases, runs),
    }
    return results, write_results(results, out_dir)


def _merge_cases(cases: list[dict], runs: dict[str, dict]) -> list[dict]:
    merged = []
    for i, case in enumerate(cases):
        row = {"id": case["id"], "query": case["query"], "regulator": case["regulator"], "expected": case["expected"]}
        for name, run in runs.items():
            r = run["cases"][i]
            row[name] = {"rank": r["rank"], "hits": r["hits"]}
        merged.append(row)
    return merged


def format_summary(results: dict, path: Path | None = None) -> str:
    cols = ["recall@1", "recall@3", "recall@5", "mrr", "exact@1", "mean_citations_per_hit", "latency_ms_p50"]
    lines = [f"{'chunker':<22}" + "".join(f"{c:>24}" if c == "mean_citations_per_hit" else f"{c:>12}" for c in cols)]
    for name, m in results["overall"].items():
        lines.append(
            f"{name:<22}" + "".join(f"{m[c]:>24}" if c == "mean_citations_per_hit" else f"{m[c]:>12}" for c in cols)
        )
    misses = [c for c in results["per_case"] if c["structured"]["rank"] is None or c["structured"]["rank"] > 1]
    lines.append(
        f"\n{results['overall']['structured']['cases']} cases, corpus {results['corpus_hash']}, k={results['k']}"
    )
    if misses:
        lines.append("Structured: cases not at rank 1 (rank, id, top hits):")
        for c in misses:
            lines.append(f"  {c['structured']['rank']!s:>4}  {c['id']:<32} {', '.join(c['structured']['hits'][:3])}")
    if path is not None:
        lines.append(f"Results written to {path}")
    return "\n".join(lines)
