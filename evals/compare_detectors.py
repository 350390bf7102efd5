"""Two detector models on the same held-out writers' windows, so the choice of which to ship is made before any
sealed set is run (and never on one).

    python evals/compare_detectors.py --old DIR --new audit/models/detector --writers w02,w11,...

Prints micro precision, recall and F1 over the categories, and the share of windows without any violation that get
a category, per writer stratum; writes the same to a new timestamped file in evals/results/.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from audit.detector import model as dm  # noqa: E402
from audit.detector.train import _targets, writer_strata  # noqa: E402
from audit.detector.windows import Window, model_inputs  # noqa: E402

AUX = (dm.NONE_LABEL, "disclosure", "risk_statement")


def figures(det: dm.Detector, probs: np.ndarray, targets: np.ndarray, mask: np.ndarray) -> dict:
    """Micro figures over the categories for the windows in `mask` (probs and targets cover every window)."""
    cats = [i for i, lab in enumerate(det.labels) if lab not in AUX]
    pred = (probs[mask] >= np.array([det.thresholds[lab] for lab in det.labels]))[:, cats]
    gold = targets[mask][:, cats] > 0.5
    tp, fp, fn = int((pred & gold).sum()), int((pred & ~gold).sum()), int((~pred & gold).sum())
    negative = ~gold.any(1)
    return {"windows": int(mask.sum()), "precision": round(tp / max(1, tp + fp), 3),
            "recall": round(tp / max(1, tp + fn), 3), "f1": round(2 * tp / max(1, 2 * tp + fp + fn), 3),
            "negative_windows_flagged": round(float(pred[negative].any(1).mean()), 3) if negative.any() else None}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", type=Path, required=True)
    ap.add_argument("--new", type=Path, required=True)
    ap.add_argument("--writers", required=True, help="comma-separated held-out writer ids")
    ap.add_argument("--data", type=Path, default=ROOT / "data" / "detector" / "windows.jsonl")
    args = ap.parse_args()
    keep = set(args.writers.split(","))
    rows = [r for r in (json.loads(x) for x in args.data.read_text(encoding="utf-8").splitlines() if x.strip())
            if r["writer"] in keep]
    pairs = [model_inputs(Window(0, 0, r["text"], r["before"], r["after"]), r["role"], r["disclosed_earlier"])
             for r in rows]
    strata = writer_strata()
    groups = {"all": np.ones(len(rows), bool)}
    for name in sorted({strata.get(r["writer"], "dense") for r in rows}):
        groups[name] = np.array([strata.get(r["writer"], "dense") == name for r in rows])
    out = {"writers": sorted(keep), "models": {}}
    for name, path in (("old", args.old), ("new", args.new)):
        det = dm.Detector.load(path)
        probs = det.probabilities(pairs)  # once per model; the strata are slices of it
        targets = _targets(rows, [lab for lab in det.labels if lab != dm.NONE_LABEL])
        out["models"][name] = {"dir": str(path), **{g: figures(det, probs, targets, m) for g, m in groups.items()}}
    text = json.dumps(out, indent=1)
    print(text)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    (ROOT / "evals" / "results" / f"detector-compare-{stamp}.json").write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
