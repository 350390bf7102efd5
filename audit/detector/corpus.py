"""Turn the writers' labelled clips (data/detector/raw/*.jsonl) into training windows (data/detector/windows.jsonl).

Why a build step: writers label statements (cue spans with a verbatim quote); the model learns windows. Deriving
windows here, with the same builder the engine uses at run time, keeps the two from drifting, and every quote is
checked against its cues so a label cannot point at words that are not there. Near-duplicates of any evaluation
transcript are removed here, so no eval wording reaches training.

Run: `python -m audit.detector.corpus` (writes windows.jsonl and build-stats.json next to the raw folder).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz, process

from audit.detector.windows import build_windows
from audit.taxonomy import load_taxonomy

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "detector"
EVAL_DIRS = [ROOT / "evals" / "audit_cases"]
DEDUPE_RATIO = 85.0  # rapidfuzz fuzz.ratio (0-100) between a training window and any eval window
AUX_LABELS = ("disclosure", "risk_statement")
ROLE_REGULATOR_ORDER = {
    "registered_rep": ("FINRA", "FTC", "SEC"),
    "ria": ("SEC", "FTC", "FINRA"),
    "unregistered_influencer": ("FTC", "SEC", "FINRA"),
    "unknown": ("FINRA", "SEC", "FTC"),
}


@dataclass
class BuildStats:
    clips: int = 0
    clips_rejected: int = 0
    labels_rejected: int = 0
    windows: int = 0
    removed_as_eval_near_duplicates: int = 0


def label_names() -> list[str]:
    """Output order of the model: taxonomy categories, then the auxiliary context labels."""
    return [c.id for c in load_taxonomy().categories] + list(AUX_LABELS)


def citation_for(category: str, role: str) -> str:
    """The regulator-specific citation a label stands for: the first listed provision of the speaker's regulator."""
    cat = next(c for c in load_taxonomy().categories if c.id == category)
    for reg in ROLE_REGULATOR_ORDER.get(role, ROLE_REGULATOR_ORDER["unknown"]):
        for cite in cat.citations:
            if cite.startswith(reg + " "):
                return cite
    return cat.citations[0]


def _valid_labels(clip: dict, cats: set[str], stats: BuildStats) -> list[dict]:
    segs = clip["segments"]
    good = []
    for lab in clip.get("labels", []):
        idx = lab.get("seg") or []
        ok = bool(idx) and all(isinstance(j, int) and 0 <= j < len(segs) for j in idx)
        ok = ok and lab.get("quote", "") in " ".join(segs[j] for j in idx) if ok else False
        kind = lab.get("kind")
        ok = ok and (kind in AUX_LABELS or kind == "hard_negative" or (kind == "violation" and lab.get("category") in cats))
        if ok:
            good.append(lab)
        else:
            stats.labels_rejected += 1
    return good


def clip_windows(clip: dict, labels: list[dict]) -> list[dict]:
    """Every window of one clip, with its category labels, aux labels and the statements it overlaps."""
    out = []
    segs = [s.strip() for s in clip["segments"]]
    disclosure_at = min((min(lab["seg"]) for lab in labels if lab["kind"] == "disclosure"), default=None)
    for w in build_windows(segs):
        span = set(range(w.first, w.last + 1))
        hits = [lab for lab in labels if span & set(lab["seg"])]
        cats = sorted({lab["category"] for lab in hits if lab["kind"] == "violation"})
        aux = sorted({lab["kind"] for lab in hits if lab["kind"] in AUX_LABELS})
        traps = sorted({lab["trap"] for lab in hits if lab["kind"] == "hard_negative"})
        disclosed = bool(clip.get("description_discloses")) or (disclosure_at is not None and disclosure_at < w.first)
        role = clip.get("speaker_role", "unknown")
        out.append({
            "id": f"{clip['clip_id']}:{w.first}-{w.last}",
            "writer": clip["clip_id"].split("-")[0],
            "clip_id": clip["clip_id"],
            "role": role,
            "caption_style": clip.get("caption_style", "clean"),
            "platform": clip.get("platform", ""),
            "text": w.text,
            "before": w.before,
            "after": w.after,
            "disclosed_earlier": disclosed,
            "categories": cats,
            "citations": [citation_for(c, role) for c in cats],
            "aux": aux,
            "hard_negative": bool(traps) and not cats,
            "traps": traps,
        })
    return out


def eval_window_texts(dirs: list[Path] | None = None) -> list[str]:
    """Target texts of every evaluation transcript's windows (VTT cue text, in order)."""
    import webvtt  # the product's caption parser dependency

    texts: list[str] = []
    for d in dirs or EVAL_DIRS:
        for vtt in sorted(d.rglob("*.vtt")):
            try:
                cues = [c.text.replace("\n", " ").strip() for c in webvtt.read(str(vtt))]
            except Exception:  # a malformed fixture is not a reason to stop the build
                continue
            texts.extend(w.text.lower() for w in build_windows([c for c in cues if c]))
    return texts


def near_duplicates(windows: list[dict], eval_texts: list[str], ratio: float = DEDUPE_RATIO) -> set[int]:
    """Indexes of training windows whose text is within `ratio` of some eval window."""
    if not eval_texts:
        return set()
    queries = [w["text"].lower() for w in windows]
    bad: set[int] = set()
    step = 2000
    for lo in range(0, len(queries), step):
        scores = process.cdist(queries[lo : lo + step], eval_texts, scorer=fuzz.ratio, score_cutoff=ratio,
                               workers=-1, dtype="uint8")
        for i in (scores.max(axis=1) >= ratio).nonzero()[0]:
            bad.add(lo + int(i))
    return bad


def build(raw_dir: Path, out_path: Path, eval_dirs: list[Path] | None = None) -> BuildStats:
    cats = set(label_names()) - set(AUX_LABELS)
    stats = BuildStats()
    windows: list[dict] = []
    for path in sorted(raw_dir.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            try:
                clip = json.loads(line)
                assert clip["clip_id"] and clip["segments"]
            except (ValueError, KeyError, AssertionError, TypeError):
                stats.clips_rejected += 1
                continue
            stats.clips += 1
            windows.extend(clip_windows(clip, _valid_labels(clip, cats, stats)))
    bad = near_duplicates(windows, eval_window_texts(eval_dirs))
    stats.removed_as_eval_near_duplicates = len(bad)
    kept = [w for i, w in enumerate(windows) if i not in bad]
    stats.windows = len(kept)
    tmp = out_path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(w, ensure_ascii=False) + "\n" for w in kept), encoding="utf-8")
    tmp.replace(out_path)
    return stats


def summarise(windows: list[dict]) -> dict:
    per_cat = Counter(c for w in windows for c in w["categories"])
    return {
        "windows": len(windows),
        "writers": len({w["writer"] for w in windows}),
        "positive_windows": sum(1 for w in windows if w["categories"]),
        "hard_negative_windows": sum(1 for w in windows if w["hard_negative"]),
        "negative_windows": sum(1 for w in windows if not w["categories"]),
        "auto_caption_share": round(sum(w["caption_style"] == "auto" for w in windows) / max(1, len(windows)), 3),
        "positives_per_category": dict(sorted(per_cat.items())),
        "aux": dict(Counter(a for w in windows for a in w["aux"])),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--raw", type=Path, default=DATA / "raw")
    ap.add_argument("--out", type=Path, default=DATA / "windows.jsonl")
    args = ap.parse_args(argv)
    stats = build(args.raw, args.out)
    windows = [json.loads(x) for x in args.out.read_text(encoding="utf-8").splitlines()]
    report = {"dedupe": {"scorer": "rapidfuzz fuzz.ratio", "threshold": DEDUPE_RATIO}, **vars(stats),
              **summarise(windows)}
    (args.out.parent / "build-stats.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
