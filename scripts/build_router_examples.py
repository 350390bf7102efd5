"""Build assistant/router_data/examples.jsonl, the labelled phrasings the router's nearest-example stage votes with.

Why a build step: the examples are the tuning phrasings in evals/router/ (the developer set's `train` split and
the independent writers' train_w1/train_w2 sets). The developer set's `test` and `fresh` splits and every
sealed*.jsonl file are left out on purpose, so they stay held-out. Re-run after editing the tuning sets:

    python scripts/build_router_examples.py
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "evals" / "router"
OUT = ROOT / "assistant" / "router_data" / "examples.jsonl"
TUNING_PREFIX = "train"  # train, train_wN, train_probe: every tuning split; test, fresh and sealed ones never


def build() -> list[dict]:
    rows = []
    for path in sorted(SRC.glob("phrasings*.jsonl")):  # never sealed*.jsonl
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and (row := json.loads(line))["split"].startswith(TUNING_PREFIX):
                rows.append({"text": row["text"], "intent": row["intent"], "from": f"{path.name}:{row['split']}"})
    return rows


def main() -> None:
    rows = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} examples to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
