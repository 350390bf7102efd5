"""Choose the semantic screen's thresholds by k-fold cross-validation over the DEV cases (never held-out).

Why semantic-only: the lexicon was tuned on the dev set and already finds nearly every dev violation, so the
combined engine cannot show what the semantic screen adds there. With the lexical cues switched off, the dev set
measures how well exemplars written independently of it find violations and avoid compliant talk -- the
generalisation the semantic screen exists for. Each fold picks the grid point with the best F-beta (beta=0.5:
precision counts double, because a semantic candidate has no phrase an analyst can point at) on the other folds
and is scored on its own cases; the reported threshold is the one chosen most often.

Run: .venv/bin/python -m audit.semantic_tune [--cases evals/audit_cases] [--folds 5]
"""

from __future__ import annotations

import argparse
import itertools
import random
from collections import Counter
from pathlib import Path
from unittest import mock

from audit import screen
from audit import semantic_screen as ss
from audit.eval_audit import DEFAULT_CASES_DIR, load_labels, score_case

POS_GRID = (0.6, 0.65, 0.7, 0.75, 0.8)
MARGIN_GRID = (0.06, 0.08, 0.1, 0.12, 0.14)
BETA = 0.5


def f_beta(tp: int, fp: int, fn: int, beta: float = BETA) -> float:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    b2 = beta * beta
    return (1 + b2) * p * r / (b2 * p + r) if p + r else 0.0


def grid_counts(cases_dir: Path) -> dict[tuple[float, float], dict[str, tuple[int, int, int]]]:
    """(tp, fp, fn) per case at every grid point, with the lexical cues switched off."""
    from audit.engine import audit_transcript
    from tools.transcribe import load_caption_file

    labels = load_labels(cases_dir)
    transcripts = {lab.id: load_caption_file(cases_dir / f"{lab.id}.vtt") for lab in labels}
    out: dict[tuple[float, float], dict[str, tuple[int, int, int]]] = {}
    with mock.patch.object(screen, "_cue_matches", lambda *a, **k: []):
        for pos, margin in itertools.product(POS_GRID, MARGIN_GRID):
            with mock.patch.object(ss, "MIN_POSITIVE_SIM", pos), mock.patch.object(ss, "MIN_MARGIN", margin):
                rows = {}
                for lab in labels:
                    tr = transcripts[lab.id]
                    rep = audit_transcript(tr, speaker_role=lab.speaker_role, use_llm=False)
                    r = score_case(lab, rep.findings, tr)
                    rows[lab.id] = (len(r.tp), len(r.fp), len(r.fn))
                out[(pos, margin)] = rows
    return out


def cross_validate(counts: dict[tuple[float, float], dict[str, tuple[int, int, int]]], folds: int = 5,
                   seed: int = 7) -> tuple[tuple[float, float], list[str]]:
    """The most often chosen grid point, and one report line per fold."""
    ids = sorted(next(iter(counts.values())))
    random.Random(seed).shuffle(ids)
    parts = [ids[i::folds] for i in range(folds)]

    def total(point: tuple[float, float], case_ids: list[str]) -> tuple[int, int, int]:
        rows = counts[point]
        return tuple(sum(rows[c][k] for c in case_ids) for k in range(3))  # type: ignore[return-value]

    chosen: Counter[tuple[float, float]] = Counter()
    lines = []
    for k, test in enumerate(parts):
        train = [c for c in ids if c not in test]
        best = max(counts, key=lambda pt: (f_beta(*total(pt, train)), pt[1], pt[0]))
        chosen[best] += 1
        tp, fp, fn = total(best, test)
        lines.append(f"fold {k + 1}: chose pos>={best[0]} margin>={best[1]}; held-in fold TP {tp} FP {fp} FN {fn} "
                     f"F0.5 {f_beta(tp, fp, fn):.3f}")
    return chosen.most_common(1)[0][0], lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES_DIR)
    ap.add_argument("--folds", type=int, default=5)
    args = ap.parse_args(argv)
    counts = grid_counts(args.cases)
    for point, rows in sorted(counts.items()):
        tp, fp, fn = (sum(r[k] for r in rows.values()) for k in range(3))
        print(f"pos>={point[0]:.2f} margin>={point[1]:.2f}: TP {tp:3d} FP {fp:3d} FN {fn:3d} "
              f"F0.5 {f_beta(tp, fp, fn):.3f}")
    best, lines = cross_validate(counts, args.folds)
    print("\n".join(lines))
    print(f"chosen: MIN_POSITIVE_SIM={best[0]} MIN_MARGIN={best[1]} (current {ss.MIN_POSITIVE_SIM}, {ss.MIN_MARGIN})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
