"""`veristream search` and `veristream eval retrieval`.

Imports of the index, the model and bm25s happen inside the handlers, so building the parser (done for every
`veristream` command) stays cheap and `search` itself answers from a cold process within its time budget.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from veristream.errors import InputError


def register_search(sub) -> None:  # argparse's private subparsers type
    """Add `search` to the `veristream` parser."""
    p = sub.add_parser("search", help="Search the rule corpus for the provisions that match a claim or question.")
    p.add_argument("query", nargs="?", help='e.g. "influencer says this stock is guaranteed to double"')
    p.add_argument("--regulator", help="only FTC, SEC or FINRA provisions")
    p.add_argument("-k", type=int, default=5, help="number of hits (default 5)")
    p.add_argument("--batch", metavar="FILE", help='JSON list of {"id", "query", "regulator"}: one JSON line each')
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_search)


def register_eval(eval_sub) -> None:  # argparse's private subparsers type
    """Add `eval retrieval`."""
    p = eval_sub.add_parser("retrieval", help="Score rule search (recall@1/3/5, MRR) against the fixed-size baseline.")
    p.add_argument("--cases", help="cases JSON (default evals/retrieval_cases.json)")
    p.add_argument("--out-dir", help="where to write the timestamped results file (default evals/results)")
    p.add_argument("--json", action="store_true", help="print the results JSON instead of the table")
    p.set_defaults(func=cmd_eval_retrieval)


def _payload(query: str, regulator: str | None, hits: list) -> dict:
    return {
        "query": query,
        "regulator": regulator,
        "hits": [
            {
                "rank": h.rank,
                "citation": h.citation,
                "citations": h.citations,
                "title": h.title,
                "text": h.text,
                "score": h.score,
            }
            for h in hits
        ],
    }


def _snippet(text: str, width: int = 220) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1].rsplit(" ", 1)[0] + "…"


def _read_batch(path: str) -> list[dict]:
    try:
        items = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"Cannot read the batch file {path}: {exc}") from exc
    except ValueError as exc:
        raise InputError(f"The batch file {path} is not valid JSON: {exc}") from exc
    if not isinstance(items, list) or not all(isinstance(i, dict) and "query" in i for i in items):
        raise InputError(f'The batch file {path} must be a JSON list of {{"id", "query", "regulator"}} objects.')
    return items


def cmd_search(args) -> int:  # argparse.Namespace
    from rag.backends import search
    from rag.query import validate_regulator

    if args.batch:
        if args.query:
            raise InputError("Give either a QUERY or --batch FILE, not both.")
        items = _read_batch(args.batch)
        for item in items:  # validate everything before printing anything
            validate_regulator(item.get("regulator"))
        for i, item in enumerate(items):
            regulator = validate_regulator(item.get("regulator"))
            hits = search(item["query"], regulator=regulator, k=args.k)
            out = {"id": item.get("id", i), **_payload(item["query"], regulator, hits)}
            print(json.dumps(out, ensure_ascii=False))
        return 0
    if not args.query:
        raise InputError("No search query given.", hint='Run `veristream search "your question"` or use --batch FILE.')
    regulator = validate_regulator(args.regulator)
    hits = search(args.query, regulator=regulator, k=args.k)
    if args.json:
        print(json.dumps(_payload(args.query, regulator, hits), ensure_ascii=False, indent=2))
        return 0
    if not hits:
        print("No matching provisions.")
        return 0
    for h in hits:
        print(f"{h.rank}. {h.citation}  ({h.score:.3f})  {h.title}")
        print(f"   {_snippet(h.text)}")
    return 0


def cmd_eval_retrieval(args) -> int:  # argparse.Namespace
    from rag.eval_retrieval import format_summary, run_eval

    results, path = run_eval(cases_path=args.cases, out_dir=args.out_dir)
    if args.json:
        print(json.dumps({**results, "results_file": str(path)}, indent=1))
    else:
        print(format_summary(results, path))
    sys.stdout.flush()
    return 0
