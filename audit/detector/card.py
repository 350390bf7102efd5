"""Write the shipped detector's MODEL_CARD.md from detector.json and the corpus build stats.

Why generated: the card's figures must be the ones the training run measured, never hand-copied.
Run: `python -m audit.detector.card [MODEL_DIR]`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from audit.detector.corpus import DATA
from audit.detector.model import MODEL_DIR

FAILURE_MODES = """\
- Window-level: a statement whose violation depends on something far away in the video (a disclosure minutes
  earlier, a contradiction that shows the speaker never used the product) is outside the model's window; the
  engine's context logic (disclosure timing, balancing) covers some of that, the model cannot.
- The training clips are denser in labels than real speech (writers' own remark), so the model's prior for a
  violation is higher than in real videos; thresholds were chosen on validation writers of the same density.
- Categories that hinge on an absence (`missing_member_name`) or on facts outside the words
  (`not_bona_fide_user`, `conflict_free_claim`) are the weakest per the test split below.
- English only. Trained on synthetic text by helper sessions, not on real transcripts or enforcement quotes.
"""


def _fmt(x: float | None) -> str:
    return "—" if x is None else f"{x:.2f}"


def render(card: dict, stats: dict | None) -> str:
    cfg = card["config"]
    lines = [
        "# Violation detector: model card", "",
        f"- **Base model:** {card['base']}; mean-pooled, a linear multi-label head over {len(card['labels'])} outputs "
        "(the taxonomy's categories, `disclosure`, `risk_statement`, `none`).",
        "- **Run time:** int8 ONNX (`detector.onnx`, onnxruntime dynamic quantisation), tokenizer.json read by "
        "`tokenizers`; no torch.",
        f"- **Command:** `veristream train detector` (or `python -m audit.detector.train`); seed {cfg['seed']}, "
        f"{cfg['epochs']} epochs, batch {cfg['batch']}, lr {cfg['lr']} (head {cfg['head_lr']}), {cfg['max_len']} tokens, "
        f"embeddings and the lowest {cfg['freeze_layers']} layers frozen; {card['train_seconds']:.0f} s of training on "
        "2 shared cores.",
        f"- **Data:** `data/detector/windows.jsonl` ({stats['windows'] if stats else '?'} windows from "
        f"{stats['writers'] if stats else '?'} writers; see `data/detector/README.md`).",
        f"- **Split by writer:** train {', '.join(cfg['split']['train'])}; validation {', '.join(cfg['split']['val'])} "
        f"(thresholds); test {', '.join(cfg['split']['test'])} (scored once). Windows: {card['windows']}.",
        f"- **int8 vs fp32:** decisions at 0.5 agree on {card['int8_fp32_decision_agreement_val']:.1%} of validation "
        "window-labels.", "",
        "## Held-out writers (test split), window level", "",
        f"Micro over categories: precision {_fmt(card['test']['micro']['precision'])}, recall "
        f"{_fmt(card['test']['micro']['recall'])} ({card['test']['micro']['windows']} windows). Validation: precision "
        f"{_fmt(card['val']['micro']['precision'])}, recall {_fmt(card['val']['micro']['recall'])}.", "",
        "| label | threshold | precision | recall | test support |", "|---|---|---|---|---|",
    ]
    for name in card["labels"]:
        row = card["test"]["per_label"][name]
        lines.append(f"| {name} | {card['thresholds'][name]:.2f} | {_fmt(row['precision'])} | {_fmt(row['recall'])} | "
                     f"{row['support']} |")
    lines += ["", "## Known failure modes", "", FAILURE_MODES]
    return "\n".join(lines)


def write(model_dir: Path = MODEL_DIR) -> Path:
    card = json.loads((model_dir / "detector.json").read_text(encoding="utf-8"))
    stats_path = DATA / "build-stats.json"
    stats = json.loads(stats_path.read_text(encoding="utf-8")) if stats_path.exists() else None
    out = model_dir / "MODEL_CARD.md"
    out.write_text(render(card, stats), encoding="utf-8")
    return out


if __name__ == "__main__":
    print(write(Path(sys.argv[1]) if len(sys.argv) > 1 else MODEL_DIR))
