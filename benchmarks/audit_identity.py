"""Prove a speed change left the audit's output alone: fingerprint every eval case, then compare two fingerprints.

Why: recorded model answers replay by an exact hash of each request and the eval figures must not move, so a speed
change must give the same bits, not just the same findings. `dump` audits every labelled set under
evals/audit_cases (and the 60-minute benchmark transcript) with the labelled role and no LLM, and keeps every
detector call's inputs, probabilities and unit vectors (raw float32 bytes), the candidates, the plans (retrieved
hits, chosen citations) and the report JSON without its clock fields. `compare` names every case that differs.

    .venv/bin/python benchmarks/audit_identity.py dump /tmp/before.pkl      # on the old code
    .venv/bin/python benchmarks/audit_identity.py dump /tmp/after.pkl       # on the new code
    .venv/bin/python benchmarks/audit_identity.py compare /tmp/before.pkl /tmp/after.pkl

Run the old code from a copy of its commit (`git archive <commit> | tar -x -C DIR`, then run this file from DIR with
PYTHONPATH=DIR, or the editable install imports the work tree instead). ~3 CPU-minutes for the 16 sets.
"""

from __future__ import annotations

import argparse
import pickle
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLOCK = re.compile(r'"(elapsed_s|elapsed_ms|started_at|accessed_at|finished_at|t0)":\s*("[^"]*"|[0-9.eE+-]+|null)')


def dump(out: Path) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import bench_audit

    from audit import detect, stages
    from audit.detector import model as detector_model
    from audit.eval_audit import load_labels
    from tools.transcribe import load_caption_file

    calls: list = []
    real_run = detector_model.Detector._run

    def recording_run(self, pairs):
        p, u = real_run(self, pairs)
        calls.append((list(pairs), p.tobytes(), u.tobytes(), p.shape, u.shape))
        return p, u

    detector_model.Detector._run = recording_run  # type: ignore[method-assign]

    def audit(transcript, role) -> dict:
        calls.clear()
        run = stages.start(transcript, speaker_role=role, use_llm=False)
        for stage in (stages.screen, stages.plan, stages.judge, stages.verify, stages.report):
            run = stage(run, None)
        report = CLOCK.sub(r'"\1": X', run.report.model_dump_json()).replace(str(ROOT) + "/", "ROOT/")
        return {"calls": list(calls), "cands": repr(run.candidates), "plans": repr(run.plans), "report": report}

    fingerprint = {}
    for labels in sorted((ROOT / "evals" / "audit_cases").rglob("labels.json")):
        folder = labels.parent
        for label in load_labels(folder):
            key = f"{folder.relative_to(ROOT)}/{label.id}"
            fingerprint[key] = audit(load_caption_file(folder / f"{label.id}.vtt"), label.speaker_role)
    detector_model.shipped(detect._model_dir())[0].forget()
    fingerprint["bench_audit 60 min"] = audit(bench_audit.make_transcript(60), None)
    out.write_bytes(pickle.dumps(fingerprint))
    windows = sum(c[3][0] for v in fingerprint.values() for c in v["calls"])
    print(f"{len(fingerprint)} audits, {windows} detector windows -> {out}")


def compare(a: Path, b: Path) -> int:
    old, new = pickle.loads(a.read_bytes()), pickle.loads(b.read_bytes())
    differ = sorted(set(old) ^ set(new))
    for key in sorted(set(old) & set(new)):
        differ += [f"{key}: {part}" for part in ("calls", "cands", "plans", "report") if old[key][part] != new[key][part]]
    for line in differ:
        print("DIFFERS", line)
    print(f"{len(set(old) & set(new))} audits compared, {len(differ)} differences")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("dump").add_argument("out", type=Path)
    cmp = sub.add_parser("compare")
    cmp.add_argument("a", type=Path)
    cmp.add_argument("b", type=Path)
    args = parser.parse_args()
    if args.cmd == "dump":
        dump(args.out)
        return 0
    return compare(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
