"""Real-speech check: audit real finance transcripts, list every finding, and score a blind reviewer's verdicts.

Why: synthetic sets measure recall; on real videos the question is whether an analyst would accept what is raised.
Step 1 (`run`) audits every file in a folder and writes a results file plus a reviewer packet that shows only what
an analyst sees in a report (quote, context, category, citation, rule text), never the engine's cues or scores.
Step 2 (`score`) reads the reviewer's verdicts (accept / reject per finding) and writes the acceptance rate.

Run:
  python evals/real_speech.py run --dir ../shared/real-transcripts
  python evals/real_speech.py score --results evals/results/real-speech-<ts>.json --verdicts FILE
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "evals" / "results"
SUFFIXES = {".txt", ".md", ".vtt", ".srt"}


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def run(folder: Path, out_dir: Path = RESULTS) -> Path:
    sys.path.insert(0, str(ROOT))
    from audit.engine import audit_source
    from veristream.config import screen_mode

    files = sorted(p for p in folder.iterdir() if p.suffix in SUFFIXES and p.name != "SOURCES.md")
    rows, packet = [], ["# Findings to review", "",
                        "For each finding say **accept** (an analyst at a broker-dealer or RIA would keep it for "
                        "review) or **reject** (it is wrong: not a violation, not this speaker's claim, disclosed, "
                        "satire, ...), with one line of reason.", ""]
    minutes = 0.0
    for path in files:
        report = audit_source(str(path), use_llm=False)
        segs = report.metadata.duration or (max((f.end for f in report.findings), default=0.0))
        minutes += (segs or 0.0) / 60
        for f in report.findings:
            key = f"{path.stem}#{f.id}"
            rows.append({"key": key, "file": path.name, "finding": f.model_dump(mode="json")})
            packet += [f"## {key}", "", f"- Category: {f.category}", f"- Citation: {f.citation} ({f.rule_title})",
                       f"- Speaker role as audited: {report.speaker.role}", f"- At: {f.start:.0f}s ({f.origin})",
                       f"- Quote: \"{f.excerpt}\"", f"- Context: \"{f.context}\"", ""]
    stamp = _stamp()
    out_dir.mkdir(parents=True, exist_ok=True)
    results = out_dir / f"real-speech-{stamp}.json"
    results.write_text(json.dumps({"screen": screen_mode(), "files": [p.name for p in files],
                                   "findings": rows, "count": len(rows)}, indent=1) + "\n", encoding="utf-8")
    (out_dir / f"real-speech-{stamp}-review.md").write_text("\n".join(packet) + "\n", encoding="utf-8")
    print(json.dumps({"files": len(files), "findings": len(rows), "results": str(results)}))
    return results


def score(results: Path, verdicts: Path) -> dict:
    found = json.loads(results.read_text(encoding="utf-8"))
    given = json.loads(verdicts.read_text(encoding="utf-8"))  # {key: {"verdict": "accept"|"reject", "reason": ...}}
    keys = [r["key"] for r in found["findings"]]
    missing = [k for k in keys if k not in given]
    accepted = [k for k in keys if given.get(k, {}).get("verdict") == "accept"]
    summary = {"results": results.name, "verdicts": verdicts.name, "findings": len(keys),
               "accepted": len(accepted), "acceptance": round(len(accepted) / len(keys), 3) if keys else None,
               "missing_verdicts": missing}
    out = results.with_name(results.stem + f"-score-{_stamp()}.json")
    out.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(summary))
    return summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--dir", type=Path, required=True)
    s = sub.add_parser("score")
    s.add_argument("--results", type=Path, required=True)
    s.add_argument("--verdicts", type=Path, required=True)
    args = ap.parse_args(argv)
    if args.cmd == "run":
        run(args.dir)
    else:
        score(args.results, args.verdicts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
