"""Blind second opinion on the detector corpus's labels: sample labelled statements, let a reviewer judge them, score.

Why: the corpus's labels are one writer's reading each. Before a training round, a reviewer who never saw the
labels judges a sample (violation of which category / fine / unclear) from the clip alone, and the agreement says
how much label noise the model will learn from.

    python -m evals.label_review sample --dir data/detector/round3 --out DIR    # writes DIR/items.md, DIR/key.jsonl
    python -m evals.label_review score DIR/key.jsonl DIR/answers.jsonl          # evals/results/label-review-<UTC>.json

The reviewer reads only a brief, `categories.md` and `items.md` (see data/detector/README.md for the round's brief).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PER_WRITER = {"violation": 5, "hard_negative": 3}


def sample(src: Path, out: Path, seed: int = 20261202) -> int:
    """A fixed-seed sample per writer file: 5 violation labels and 3 hard negatives, shuffled, shown unlabelled."""
    rng = random.Random(seed)
    picked: list[tuple[dict, dict]] = []
    for path in sorted(src.glob("w*.jsonl")):
        clips = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        for kind, n in PER_WRITER.items():
            pool = [(c, lab) for c in clips for lab in c["labels"] if lab["kind"] == kind]
            picked += rng.sample(pool, min(n, len(pool)))
    rng.shuffle(picked)
    blocks, key = ["# Statements to judge\n"], []
    for n, (clip, lab) in enumerate(picked, 1):
        marked = set(lab["seg"])
        cues = [f"{'>>' if i in marked else '  '} {i}: {text}" for i, text in enumerate(clip["segments"])]
        blocks.append("\n".join([
            f"## Item {n}",
            f"speaker role: {clip['speaker_role']} | platform: {clip['platform']} | title: {clip['title']}",
            f"description: {clip['description']}", "cues (the marked cue(s) carry >>):", *cues,
            f"marked statement: \"{lab['quote']}\"\n"]))
        key.append({"item": n, "clip": clip["clip_id"], "writer": clip["clip_id"].split("-")[0],
                    "kind": lab["kind"], "category": lab.get("category"), "quote": lab["quote"]})
    out.mkdir(parents=True, exist_ok=True)
    (out / "items.md").write_text("\n".join(blocks), encoding="utf-8")
    (out / "key.jsonl").write_text("".join(json.dumps(k) + "\n" for k in key), encoding="utf-8")
    return len(picked)


def score(key_path: Path, answers_path: Path) -> dict:
    """Agreement of the reviewer's verdicts with the writers' labels, overall and by label kind."""
    key = {k["item"]: k for k in map(json.loads, key_path.read_text(encoding="utf-8").splitlines()) if k}
    answers = {a["item"]: a for a in map(json.loads, answers_path.read_text(encoding="utf-8").splitlines()) if a}
    tally: Counter = Counter()
    disagreements = []
    for item, k in sorted(key.items()):
        a = answers.get(item, {"verdict": "missing"})
        if k["kind"] == "violation":
            outcome = ("same category" if a.get("category") == k["category"] else "other category") \
                if a["verdict"] == "violation" else a["verdict"]
        else:  # a hard negative: the writer said the statement is fine
            outcome = "fine" if a["verdict"] == "fine" else a["verdict"]
        tally[(k["kind"], outcome)] += 1
        agrees = outcome == ("same category" if k["kind"] == "violation" else "fine")
        if not agrees:
            disagreements.append({**k, "reviewer": a})
    vio = sum(n for (kind, _), n in tally.items() if kind == "violation")
    neg = sum(n for (kind, _), n in tally.items() if kind == "hard_negative")
    return {
        "items": len(key), "answered": len(answers),
        "violations": vio, "hard_negatives": neg,
        "violation_confirmed_same_category": tally[("violation", "same category")],
        "violation_confirmed_any_category": tally[("violation", "same category")] + tally[("violation", "other category")],
        "violation_judged_fine": tally[("violation", "fine")],
        "hard_negative_judged_fine": tally[("hard_negative", "fine")],
        "hard_negative_judged_violation": tally[("hard_negative", "violation")],
        "unclear": tally[("violation", "unclear")] + tally[("hard_negative", "unclear")],
        "tally": {f"{kind}:{outcome}": n for (kind, outcome), n in sorted(tally.items())},
        "disagreements": disagreements,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--dir", type=Path, default=ROOT / "data" / "detector" / "round3")
    s.add_argument("--out", type=Path, required=True)
    c = sub.add_parser("score")
    c.add_argument("key", type=Path)
    c.add_argument("answers", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "sample":
        if not args.dir.is_dir():
            print(f"error: no such folder: {args.dir}\n  → Pass a folder of writers' wNN.jsonl files.", file=sys.stderr)
            return 2
        print(f"{sample(args.dir, args.out)} items written to {args.out}")
        return 0
    missing = [str(p) for p in (args.key, args.answers) if not p.is_file()]
    if missing:
        print(f"error: no such file: {', '.join(missing)}\n  → Pass the key.jsonl written by `sample` and the "
              "reviewer's answers.jsonl.", file=sys.stderr)
        return 2
    result = score(args.key, args.answers)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    out = ROOT / "evals" / "results" / f"label-review-{stamp}.json"
    out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in result.items() if k != "disagreements"}, indent=1))
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
