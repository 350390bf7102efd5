"""Score the no-LLM intent router on the phrasing set (evals/router/phrasings.jsonl).

Prints intent accuracy per split (the `test` split is the held-out third) and slot accuracy (finding id, review
decision) where the intent was right, and writes evals/results/router-<UTC timestamp>.json with every miss, so
a change to the router is judged on requests it was not tuned on.

    python -m evals.router_eval [--split test|train|fresh|all]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from assistant.router import RouterState, route

HERE = Path(__file__).resolve().parent
DATA = HERE / "router" / "phrasings.jsonl"
RESULTS = HERE / "results"
# The thread every request is read against: one audit with six findings, F2 the last one talked about.
STATE = RouterState(has_audit=True, finding_ids=tuple(f"F{i}" for i in range(1, 7)), last_finding="F2")


def load(path: Path = DATA) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score(rows: list[dict]) -> dict:
    """Intent accuracy, slot accuracy on rows whose intent was right, and the misses."""
    hits, slot_hits, slot_total, misses = 0, 0, 0, []
    per_intent: Counter = Counter()
    per_intent_hits: Counter = Counter()
    for row in rows:
        got = route(row["text"], STATE)
        per_intent[row["intent"]] += 1
        ok = got.kind == row["intent"]
        slot_errors = []
        if ok:
            hits += 1
            per_intent_hits[row["intent"]] += 1
            for slot in ("finding_id", "decision", "audit_no"):
                if slot in row:
                    slot_total += 1
                    if getattr(got, slot) == row[slot]:
                        slot_hits += 1
                    else:
                        slot_errors.append(f"{slot}: want {row[slot]}, got {getattr(got, slot)}")
        if not ok or slot_errors:
            misses.append({"text": row["text"], "want": row["intent"], "got": got.kind, "slots": slot_errors,
                           "reason": got.reason})
    n = len(rows)
    return {
        "n": n,
        "intent_accuracy": round(hits / n, 4) if n else None,
        "slot_accuracy": round(slot_hits / slot_total, 4) if slot_total else None,
        "slots_scored": slot_total,
        "per_intent": {k: f"{per_intent_hits[k]}/{v}" for k, v in sorted(per_intent.items())},
        "misses": misses,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("test", "train", "fresh", "all"), default="all")
    args = ap.parse_args(argv)
    rows = load()
    splits = ("train", "test", "fresh") if args.split == "all" else (args.split,)
    out = {"data": str(DATA.relative_to(HERE.parent)), "state": "audit with F1-F6, last finding F2",
           "at": datetime.now(UTC).isoformat(timespec="seconds"), "splits": {}}
    for split in splits:
        res = score([r for r in rows if r["split"] == split])
        out["splits"][split] = res
        print(f"{split}: intent accuracy {res['intent_accuracy']} on {res['n']} requests; "
              f"slot accuracy {res['slot_accuracy']} on {res['slots_scored']} slots")
        for m in res["misses"]:
            print(f"  miss [{m['want']} -> {m['got']}] {m['text']}" + (f"  ({'; '.join(m['slots'])})" if m["slots"]
                                                                       else ""))
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"router-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
    path.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
