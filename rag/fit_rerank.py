"""Fit and cross-validate the rerank weights (rag/rerank.py) on the DEVELOPMENT retrieval cases.

Why a script: the weights in rag/rerank.py are claimed to be chosen by cross-validation on the development cases
only; this reproduces that claim. It scores exactly the candidates and features search scores
(`Retriever.candidates`), fits a linear score by a listwise softmax objective (maximise the probability of the
candidates that hold an expected provision, L2-regularised) and reports k-fold cross-validated MRR, so a feature
set or a weight change can be judged without touching the held-out cases. Never point it at the held-out file.

    .venv/bin/python -m rag.fit_rerank [--features dense_chunk,dense_body,bm25,overlap,fused,e5_chunk,e5_body,...]
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass

import numpy as np

FIXED = {"mention": 1.0}  # a query naming a provision outright: a product rule, too rare in the cases to fit
ALL_FEATURES = (
    "dense_chunk",
    "dense_body",
    "bm25",
    "overlap",
    "fused",
    "e5_chunk",
    "e5_body",
    "definition",
    "own_bm25",
)


@dataclass
class CaseData:
    """One case's candidates: the feature matrix, the fixed-weight part of the score, and which rows are right."""

    rows: list[int]
    matrix: np.ndarray  # candidates x fitted features
    fixed: np.ndarray  # score from FIXED features
    positive: np.ndarray  # bool per candidate: holds an expected provision
    expected: list[str]


def collect(cases: list[dict], retriever, names: list[str]) -> list[CaseData]:  # rag.search.Retriever
    out = []
    for case in cases:
        found = retriever.candidates([case["query"]], case["regulator"])
        if found is None:
            continue
        rows, features = found
        columns = []
        for name in names:
            value = getattr(features, name)
            if value is None:
                raise SystemExit(f"Feature {name!r} is not available (is VERISTREAM_E5=off?).")
            columns.append(value)
        fixed = sum(w * getattr(features, n) for n, w in FIXED.items())
        chunks = [retriever.index.chunks[r] for r in rows]
        positive = np.array([bool(set(case["expected"]) & set(c.citations)) for c in chunks])
        out.append(CaseData(rows, np.stack(columns, axis=1).astype(np.float64), fixed, positive, case["expected"]))
    return out


def fit(data: list[CaseData], l2: float = 0.1, temperature: float = 10.0, steps: int = 500, lr: float = 0.05):
    """Gradient ascent on mean log P(an expected candidate) under softmax(temperature * score)."""
    usable = [d for d in data if d.positive.any()]
    w = np.full(usable[0].matrix.shape[1], 0.3)
    for _ in range(steps):
        grad = np.zeros_like(w)
        for d in usable:
            s = temperature * (d.matrix @ w + d.fixed)
            p = np.exp(s - s.max())
            p /= p.sum()
            p_pos = p * d.positive
            grad += temperature * (p_pos / p_pos.sum() - p) @ d.matrix
        w += lr * (grad / len(usable) - l2 * w)
    return w


def mrr(data: list[CaseData], w: np.ndarray, retriever, n_cases: int) -> float:
    """MRR as the evaluation computes it: one hit per citation, first hit holding an expected provision."""
    total = 0.0
    for d in data:
        score = d.matrix @ w + d.fixed
        order = [d.rows[i] for i in np.argsort(-score, kind="stable")]
        hits = retriever._hits([(r, 0.0) for r in order], 5)
        for hit in hits:
            if set(d.expected) & set(hit.citations):
                total += 1.0 / hit.rank
                break
    return total / n_cases


def cross_validate(data: list[CaseData], retriever, folds: int = 5, seeds: tuple[int, ...] = (0, 1), **kw) -> float:
    scores = []
    for seed in seeds:
        order = list(range(len(data)))
        random.Random(seed).shuffle(order)
        total = 0.0
        for k in range(folds):
            test = set(order[k::folds])
            w = fit([data[i] for i in order if i not in test], **kw)
            total += mrr([data[i] for i in test], w, retriever, len(test)) * len(test)
        scores.append(total / len(data))
    return float(np.mean(scores))


def main(argv: list[str] | None = None) -> int:
    from rag.eval_retrieval import DEFAULT_CASES, load_cases
    from rag.index import load_index
    from rag.search import Retriever

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default=str(DEFAULT_CASES), help="development cases (never the held-out file)")
    parser.add_argument(
        "--features", default="dense_chunk,dense_body,bm25,overlap,fused,e5_chunk,e5_body,definition,own_bm25"
    )
    parser.add_argument("--l2", type=float, default=0.1)
    args = parser.parse_args(argv)
    if "heldout" in args.cases:
        raise SystemExit("Refusing to fit on the held-out cases: they measure, they do not tune.")
    names = [n.strip() for n in args.features.split(",") if n.strip()]
    unknown = set(names) - set(ALL_FEATURES)
    if unknown:
        raise SystemExit(f"Unknown feature(s) {sorted(unknown)}; choose from {', '.join(ALL_FEATURES)}.")
    cases = load_cases(args.cases)
    retriever = Retriever(load_index())
    data = collect(cases, retriever, names)
    cv = cross_validate(data, retriever, l2=args.l2)
    w = fit(data, l2=args.l2)
    print(f"{len(cases)} cases, features {names}, L2 {args.l2}")
    print(f"5-fold cross-validated MRR (2 shuffles): {cv:.3f}")
    print(f"MRR of the fit on all cases (in-sample): {mrr(data, w, retriever, len(cases)):.3f}")
    print("weights: " + ", ".join(f"{n}={v:.2f}" for n, v in zip(names, w, strict=True)) + ", mention=1.00 (fixed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
