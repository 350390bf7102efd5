"""`veristream eval audit`: run the audit engine over the labelled dev set and write a timestamped results file.

Kept apart from audit/cli.py so the eval can change without touching the audit command; audit/cli.py calls
register_eval(eval_sub).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from veristream.errors import InputError


def register_eval(eval_sub) -> None:  # argparse's private subparsers type
    """Add `veristream eval audit` to the `veristream eval` parser."""
    from audit.eval_audit import DEFAULT_CASES_DIR, DEFAULT_RESULTS_DIR, TIME_TOLERANCE_S

    p = eval_sub.add_parser(
        "audit",
        help="Score the audit engine on the labelled dev set (precision, recall, citations, excerpts).",
        description="Audits every case in the dev set with its labelled speaker role, matches findings to the "
        "expected ones (citation equal to or inside an expected citation, time overlap within a tolerance, "
        "one-to-one) and writes evals/results/audit-<UTC timestamp>.json.",
    )
    p.add_argument("--cases", type=Path, default=DEFAULT_CASES_DIR, help="dev-set folder with labels.json")
    p.add_argument("--json", action="store_true", help="print the full results JSON instead of the summary")
    p.add_argument("--no-llm", action="store_true", help="force the embedded rules engine even if an LLM is set")
    p.add_argument("--case", action="append", dest="only", metavar="ID", help="only this case (repeatable)")
    p.add_argument("--results-dir", type=Path, default=DEFAULT_RESULTS_DIR, help="where results files go")
    p.add_argument("--infer-role", action="store_true",
                   help="let the engine infer each speaker's role (default: pass the labelled role)")
    p.add_argument("--llm-replay", type=Path, metavar="DIR",
                   help="also run the LLM path against recorded model answers in DIR, side by side with the embedded engine")
    p.add_argument("--record", action="store_true",
                   help="with --llm-replay: write requests that have no recording to DIR/pending/")
    p.add_argument("--pin-detector-hits", action="store_true",
                   help="with --llm-replay: write this run's detector hits to DIR/detector-hits/SET.json, so the "
                        "recordings still replay after the detector is retrained")
    p.add_argument("--tolerance", type=float, default=TIME_TOLERANCE_S, help="time overlap tolerance in seconds")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from audit.eval_audit import format_summary, run_eval

    cases = args.cases.expanduser().resolve()
    if not cases.is_dir():
        raise InputError(f"No such dev-set folder: {cases}", "Pass --cases DIR with a labels.json inside.")

    def progress(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    if args.llm_replay is not None:
        return _side_by_side(args, cases, progress)
    if args.pin_detector_hits or args.record:
        raise InputError("--pin-detector-hits and --record only work with a replay of recorded model answers.",
                         "Add --llm-replay DIR (for example evals/llm_recordings).")
    payload = run_eval(
        cases,
        use_llm=False if args.no_llm else None,
        only=args.only,
        progress=None if args.json else progress,
        tolerance_s=args.tolerance,
        infer_role=args.infer_role,
    )
    return _publish(args, payload, "audit", format_summary)


def _publish(args: argparse.Namespace, payload: dict, kind: str, summary: Callable[[dict, Path], str]) -> int:
    """A new timestamped results file, then the JSON or the text summary on stdout."""
    from audit.eval_audit import write_results

    path = write_results(payload, args.results_dir, kind=kind)
    if args.json:
        payload["results_file"] = str(path)
        print(json.dumps(payload, indent=2, default=str))
    else:
        print(summary(payload, path))
    return 0


def _side_by_side(args: argparse.Namespace, cases: Path, progress: Callable[[str], None]) -> int:
    from audit.eval_llm import format_side_by_side, run_side_by_side

    replay = args.llm_replay.expanduser().resolve()
    if not args.record and not (replay / "recordings").is_dir():
        raise InputError(f"No recordings in {replay}.", "Pass --record to collect the requests first.")
    payload = run_side_by_side(cases, replay, record=args.record, pin_hits=args.pin_detector_hits, only=args.only,
                               progress=None if args.json else progress, tolerance_s=args.tolerance)
    code = _publish(args, payload, "audit-llm", format_side_by_side)
    fallbacks = payload["comparison"]["llm_fallbacks"]
    if fallbacks and not args.record:
        print(f"error: {len(fallbacks)} case(s) had requests with no recording; this is not the LLM path's figure.",
              file=sys.stderr)
        return 1
    return code
