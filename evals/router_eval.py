"""Score the no-LLM intent router on the phrasing sets in evals/router/.

Every `phrasings*.jsonl` file is loaded (the developer set with its train/test/fresh splits, and the independent
writers' tuning sets train_w1, train_w2, train_w3); `sealed*.jsonl` files are read only when a sealed split is asked for by
name, so a default run can never peek at the held-out writer. Prints intent accuracy per split and per writer,
slot accuracy (finding id, review decision, audit number) where the intent was right, and writes
evals/results/router-<UTC timestamp>.json with every miss, so a change is judged on requests it was not tuned on.

    python -m evals.router_eval [--split all|train|test|fresh|train_wN|train_probe|sealed_w10|sealed_w11|sealed_w12]

Intent names: the writers' labels are the router's own kinds (queue, disposition, tag, bundle, assign,
list_audits, open_audit, undo ... are all kinds in assistant/intents.py), so no renaming is needed; the one mapping is
that the router's `clarify` (one short question with two readings) counts as `help`, because both mean "the router
did not act and offered guidance" and the writers label unclear small talk as `help`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path

from assistant.router import RouterState, route

HERE = Path(__file__).resolve().parent
DATA_DIR = HERE / "router"
DATA = DATA_DIR / "phrasings.jsonl"
RESULTS = HERE / "results"
# The thread every request is read against: one audit with six findings, F2 the last one talked about.
STATE = RouterState(has_audit=True, finding_ids=tuple(f"F{i}" for i in range(1, 7)), last_finding="F2")
# Router kind -> the label it counts as (see the module docstring).
KIND_TO_LABEL = {"clarify": "help"}


def _read(path: Path) -> list[dict]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for row in rows:
        row.setdefault("writer", "dev")  # phrasings.jsonl: the developer session's own set
    return rows


def _open_splits() -> tuple[str, ...]:
    """The splits of the open files, developer splits first: a new writer's file needs no edit here."""
    found = {row["split"] for f in DATA_DIR.glob("phrasings*.jsonl") for row in _read(f)}
    first = [s for s in ("train", "test", "fresh") if s in found]
    return (*first, *sorted(found - set(first), key=lambda s: (s == "train_probe", len(s), s)))


# A sealed file is named by its split (sealed_wN.jsonl) and read only when that split is asked for.
SEALED_SPLITS = tuple(sorted((f.stem for f in DATA_DIR.glob("sealed*.jsonl")), key=lambda s: (len(s), s)))


def load(path: Path | None = None, sealed: bool = False) -> list[dict]:
    """Rows of one file, or of every phrasings*.jsonl (plus sealed*.jsonl only when `sealed`)."""
    if path is not None:
        return _read(path)
    files = sorted(DATA_DIR.glob("phrasings*.jsonl")) + (sorted(DATA_DIR.glob("sealed*.jsonl")) if sealed else [])
    return [row for f in files for row in _read(f)]


def label_of(kind: str) -> str:
    return KIND_TO_LABEL.get(kind, kind)


def score(rows: list[dict]) -> dict:
    """Intent accuracy, slot accuracy on rows whose intent was right, per-writer accuracy, and the misses."""
    hits, slot_hits, slot_total, misses = 0, 0, 0, []
    per_intent: Counter = Counter()
    per_intent_hits: Counter = Counter()
    per_writer: defaultdict[str, list[int]] = defaultdict(lambda: [0, 0])
    clarified = 0
    for row in rows:
        got = route(row["text"], STATE)
        clarified += got.kind == "clarify"
        per_intent[row["intent"]] += 1
        ok = label_of(got.kind) == row["intent"]
        per_writer[row["writer"]][1] += 1
        slot_errors = []
        if ok:
            hits += 1
            per_intent_hits[row["intent"]] += 1
            per_writer[row["writer"]][0] += 1
            for slot in ("finding_id", "decision", "audit_no"):
                if slot in row:
                    slot_total += 1
                    if getattr(got, slot, None) == row[slot]:  # a kind without the slot has none
                        slot_hits += 1
                    else:
                        slot_errors.append(f"{slot}: want {row[slot]}, got {getattr(got, slot, None)}")
        if not ok or slot_errors:
            misses.append(
                {
                    "text": row["text"],
                    "want": row["intent"],
                    "got": got.kind,
                    "slots": slot_errors,
                    "reason": getattr(got, "reason", None),  # help and clarify say why
                    "writer": row["writer"],
                }
            )
    n = len(rows)
    return {
        "n": n,
        "intent_accuracy": round(hits / n, 4) if n else None,
        "slot_accuracy": round(slot_hits / slot_total, 4) if slot_total else None,
        "slots_scored": slot_total,
        "clarified": clarified,
        "per_writer": {w: round(h / t, 4) for w, (h, t) in sorted(per_writer.items())},
        "per_intent": {k: f"{per_intent_hits[k]}/{v}" for k, v in sorted(per_intent.items())},
        "misses": misses,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--split",
        choices=("all", *_open_splits(), *SEALED_SPLITS),
        default="all",
        help="all = every open split; a sealed split is scored only when named",
    )
    ap.add_argument("--quiet", action="store_true", help="do not print each miss")
    args = ap.parse_args(argv)
    sealed = args.split in SEALED_SPLITS
    rows = load(sealed=sealed)
    splits = _open_splits() if args.split == "all" else (args.split,)
    out = {
        "data": sorted(
            str(f.relative_to(HERE.parent))
            for f in DATA_DIR.glob("*.jsonl")
            if sealed or not f.name.startswith("sealed")
        ),
        "state": "audit with F1-F6, last finding F2",
        "label_map": KIND_TO_LABEL,
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
        "splits": {},
    }
    for split in splits:
        res = score([r for r in rows if r["split"] == split])
        out["splits"][split] = res
        print(
            f"{split}: intent accuracy {res['intent_accuracy']} on {res['n']} requests "
            f"(writers {res['per_writer']}, {res['clarified']} clarified); "
            f"slot accuracy {res['slot_accuracy']} on {res['slots_scored']} slots"
        )
        if not args.quiet:
            for m in res["misses"]:
                print(
                    f"  miss [{m['want']} -> {m['got']}] {m['text']}"
                    + (f"  ({'; '.join(m['slots'])})" if m["slots"] else "")
                )
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"router-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
    path.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
