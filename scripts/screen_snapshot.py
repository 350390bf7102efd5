"""Dump what the offline audit stages produce for every labelled case, so a refactor can prove it changed nothing.

Why: a recorded-LLM evaluation replays answers keyed on the exact screen candidates, so moving code between modules
must leave every candidate (id, category, times, excerpt, score, hedge and cure verdicts) and every rules finding
byte-for-byte the same. Run it on the untouched code (the baseline), then after each refactor step, and compare:

    PYTHONPATH=$PWD nice -n 10 .venv/bin/python scripts/screen_snapshot.py --out /tmp/snap-before.json
    ... refactor ...
    PYTHONPATH=$PWD nice -n 10 .venv/bin/python scripts/screen_snapshot.py --out /tmp/snap-after.json
    cmp /tmp/snap-before.json /tmp/snap-after.json

It runs `audit.stages.start/screen/plan/judge` with use_llm=False (no model, no network) over the dev set
(evals/audit_cases) and the sealed8, sealed9 and inject1 sets, with the labelled speaker role as the eval does, and
once more with the role inferred. `--screen lexicon` runs the earlier rules-only screen (which adds the semantic
screen's candidates) instead of the default detector screen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "evals" / "audit_cases"
SETS = {"dev": CASES, "sealed8": CASES / "sealed8", "sealed9": CASES / "sealed9", "inject1": CASES / "inject1"}


def _candidate(sc: Any) -> dict[str, Any]:
    c = sc.candidate
    return {
        "id": c.id,
        "category": c.category,
        "start": c.start,
        "end": c.end,
        "excerpt": c.excerpt,
        "score": c.score,
        "hedged": c.hedged,
        "balanced": c.balanced,
        "origin": c.origin,
        "cue": c.cue,
        "context": c.context,
        "hedge_reason": sc.hedge_reason,
        "cure_reason": sc.cure_reason,
        "notes": list(sc.notes),
        "severity_shift": sc.severity_shift,
        "part_range": list(sc.part_range),
        "match_span": list(sc.match_span),
        "excerpt_span": list(sc.excerpt_span),
        "detector_p": sc.detector_p,
    }


def snapshot_case(path: Path, role: str | None) -> dict[str, Any]:
    from audit import stages
    from tools.transcribe import load_caption_file

    transcript = load_caption_file(path)
    run = stages.start(transcript, speaker_role=role, use_llm=False)
    stages.screen(run)
    stages.plan(run)
    stages.judge(run)
    return {
        "speaker": run.speaker.model_dump(mode="json"),
        "endorsement": {
            "whole_video": run.endorsement.whole_video,
            "marks": [[m.origin, m.pos, m.end, m.part, m.start_s, m.end_s, m.text] for m in run.endorsement.marks],
        },
        "candidates": [_candidate(sc) for sc in run.candidates],
        "plans": [
            {"candidate": p.candidate.id, "citation": p.citation, "reason": p.reason, "evidence": p.evidence}
            for p in run.plans
        ],
        "findings": [f.model_dump(mode="json") for f in run.findings],
        "suppressed": [{"reason": s.reason, "finding": s.finding.model_dump(mode="json")} for s in run.suppressed],
        "notes": list(run.notes),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="where to write the JSON snapshot")
    parser.add_argument("--screen", choices=("detector", "lexicon"), default="detector")
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated subset of " + ", ".join(SETS))
    parser.add_argument("--no-infer", action="store_true", help="skip the second pass with the role inferred")
    args = parser.parse_args(argv)
    os.environ["VERISTREAM_SCREEN"] = args.screen
    os.environ["VERISTREAM_LLM"] = "none"
    out: dict[str, Any] = {}
    for name in args.sets.split(","):
        folder = SETS[name]
        labels = json.loads((folder / "labels.json").read_text())
        for n, label in enumerate(labels, 1):
            print(f"{name} [{n}/{len(labels)}] {label['id']}", file=sys.stderr, flush=True)
            path = folder / f"{label['id']}.vtt"
            entry = {"labelled": snapshot_case(path, label.get("speaker_role", "unknown"))}
            if not args.no_infer:
                entry["inferred"] = snapshot_case(path, None)
            out[f"{name}/{label['id']}"] = entry
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(out)} cases -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
