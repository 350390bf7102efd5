"""Collect the LLM path's requests for recording: run the cases against the replay server in record mode, in rounds.

Why rounds: the sweep's grounding request depends on the sweep's answer, so a case needs one round per phase (and
one more for a repair). Each round reruns only the cases that still had requests without a recording, after
`import_answers` has turned the answers written so far into recordings.

    .venv/bin/python evals/record_llm.py --by "WHO ANSWERED" SET_DIR[:CASE_LIST] ...   # one round
    .venv/bin/python evals/record_llm.py --by "..." --loop SET_DIR ...                 # until nothing is pending

Answers are written blind by a strong model shown only the pending request files (evals/llm_recordings/README.md).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from audit.eval_audit import load_labels, run_eval  # noqa: E402
from audit.eval_llm import pins_file  # noqa: E402
from veristream.detector_pins import pinned_detector  # noqa: E402
from veristream.llm_replay import import_answers, replaying  # noqa: E402

RECORDINGS = ROOT / "evals" / "llm_recordings"


def parse_set(spec: str) -> tuple[Path, list[str]]:
    path, _, listing = spec.partition(":")
    cases_dir = (ROOT / path).resolve()
    ids = [x.strip() for x in (ROOT / listing).read_text().split()] if listing else [
        lab.id for lab in load_labels(cases_dir)]
    return cases_dir, ids


def one_round(sets: list[tuple[Path, list[str]]], todo: dict[str, set[str]]) -> dict[str, set[str]]:
    """Run the cases still to do; return, per set, the cases that hit a request with no recording."""
    left: dict[str, set[str]] = {}
    for cases_dir, _ in sets:
        ids = sorted(todo.get(str(cases_dir), set()))
        pins = pins_file(cases_dir, RECORDINGS)
        for cid in ids:
            # the set's pinned detector hits, when it has them: the requests must hold the hints its answers have
            pinned = pinned_detector(pins, record=False) if pins.exists() else contextlib.nullcontext()
            with pinned, replaying(RECORDINGS, record=True) as server:
                run_eval(cases_dir, use_llm=True, only=[cid])
                if server.recordings.misses:
                    left.setdefault(str(cases_dir), set()).add(cid)
    return left


def pending_unanswered() -> list[str]:
    pend = {p.stem for p in (RECORDINGS / "pending").glob("*.json")}
    answered = {p.stem for p in (RECORDINGS / "answers").glob("*.json")}
    return sorted(pend - answered)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="+", help="SET_DIR or SET_DIR:CASE_LIST_FILE, relative to the repo")
    ap.add_argument("--by", required=True, help="who answered (recorded in every recording)")
    ap.add_argument("--loop", action="store_true", help="repeat rounds until no request is pending")
    ap.add_argument("--wait-s", type=float, default=3600, help="longest wait for answers per round")
    args = ap.parse_args()
    sets = [parse_set(s) for s in args.sets]
    todo = {str(d): set(ids) for d, ids in sets}
    for sub in ("pending", "answers"):
        (RECORDINGS / sub).mkdir(parents=True, exist_ok=True)
    rnd = 0
    while todo:
        rnd += 1
        done, problems = import_answers(RECORDINGS, args.by)
        todo = one_round(sets, todo)
        n = len(pending_unanswered())
        print(json.dumps({"round": rnd, "imported": done, "problems": problems, "cases_left": sum(map(len, todo.values())),
                          "pending_unanswered": n, "at": time.strftime("%H:%M:%S")}), flush=True)
        if not args.loop or not todo:
            break
        t0 = time.monotonic()
        while pending_unanswered() and time.monotonic() - t0 < args.wait_s:
            time.sleep(20)
    done, problems = import_answers(RECORDINGS, args.by)
    print(json.dumps({"final_import": done, "problems": problems}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
