"""Per-label precision/recall and threshold choice: pure functions over probability and target matrices."""

from __future__ import annotations

import numpy as np

THRESHOLD_GRID = tuple(round(x, 2) for x in np.arange(0.3, 0.96, 0.05))  # below 0.3 a few val writers over-fit
DEFAULT_THRESHOLD = 0.5
MIN_VAL_POSITIVES = 5
BETA = 0.8  # slightly favour precision: every finding costs an analyst's time


def _prf(pred: np.ndarray, gold: np.ndarray) -> tuple[int, int, int]:
    tp = int(np.sum(pred & gold))
    return tp, int(np.sum(pred & ~gold)), int(np.sum(~pred & gold))


def f_beta(tp: int, fp: int, fn: int, beta: float = BETA) -> float:
    if tp == 0:
        return 0.0
    p, r = tp / (tp + fp), tp / (tp + fn)
    return (1 + beta**2) * p * r / (beta**2 * p + r)


def pick_thresholds(probs: np.ndarray, targets: np.ndarray, names: list[str]) -> dict[str, float]:
    """Per label, the grid threshold with the best F-beta on validation; the default where too few positives."""
    out: dict[str, float] = {}
    for j, name in enumerate(names):
        gold = targets[:, j] > 0.5
        if gold.sum() < MIN_VAL_POSITIVES:
            out[name] = DEFAULT_THRESHOLD
            continue
        best = max(THRESHOLD_GRID, key=lambda t: (f_beta(*_prf(probs[:, j] >= t, gold)), -abs(t - 0.5)))
        out[name] = float(best)
    return out


def per_label_metrics(probs: np.ndarray, targets: np.ndarray, names: list[str],
                      thresholds: dict[str, float]) -> dict:
    """Precision, recall and support per label, and micro figures over the violation categories."""
    rows: dict[str, dict] = {}
    tot = [0, 0, 0]
    for j, name in enumerate(names):
        gold = targets[:, j] > 0.5
        tp, fp, fn = _prf(probs[:, j] >= thresholds[name], gold)
        rows[name] = {"precision": round(tp / (tp + fp), 3) if tp + fp else None,
                      "recall": round(tp / (tp + fn), 3) if tp + fn else None, "support": int(gold.sum())}
        if name not in ("disclosure", "risk_statement", "none"):
            tot = [tot[0] + tp, tot[1] + fp, tot[2] + fn]
    tp, fp, fn = tot
    micro = {"precision": round(tp / (tp + fp), 3) if tp + fp else None,
             "recall": round(tp / (tp + fn), 3) if tp + fn else None, "windows": int(len(targets))}
    return {"per_label": rows, "micro": micro}
