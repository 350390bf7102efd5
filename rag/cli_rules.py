"""`veristream rule CITATION` and `veristream corpus status|add|update`.

`rule` must answer from a cold process in well under two seconds, so this module imports nothing heavy at import
time: the corpus loader, pypdf and the network code are imported inside the handlers that need them.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from rag.rule_lookup import rule_payload


def register_rules(sub) -> None:  # argparse's private subparsers type
    """Add `rule` and `corpus` to the `veristream` parser."""
    rule = sub.add_parser("rule", help='Show the full text of a rule provision, e.g. `rule "FINRA 2210(d)(1)(B)"`.')
    rule.add_argument("citation", help='e.g. "FINRA 2210(d)(1)(B)", "16 CFR 255.5(a)", "SEC 206(4)-1(b)(1)(i)(B)"')
    rule.add_argument("--json", action="store_true", help="print JSON")
    rule.set_defaults(func=cmd_rule)

    corpus = sub.add_parser("corpus", help="Inspect, extend or update the rule corpus.")
    corpus_sub = corpus.add_subparsers(dest="corpus_command", required=True)

    status = corpus_sub.add_parser("status", help="Rules, provision counts, gaps, as-of dates, sources, index state.")
    status.add_argument("--json", action="store_true", help="print JSON")
    status.set_defaults(func=cmd_corpus_status)

    add = corpus_sub.add_parser(
        "add", help="Add a rule text (PDF, text, saved eCFR XML or FINRA page); replaces a bundled rule if the same."
    )
    add.add_argument("file", help="PDF, UTF-8 text, saved eCFR XML or saved FINRA rulebook page (HTML)")
    add.add_argument("--regulator", required=True, type=str.upper, choices=["FTC", "SEC", "FINRA"])
    add.add_argument("--rule", help="rule number, e.g. 2210, 206(4)-1, 255 (read from the text when omitted)")
    add.add_argument("--as-of", dest="as_of", help="date the text is current as of (YYYY-MM-DD)")
    add.add_argument("--title", help="document title (default: the rule's own heading)")
    add.add_argument("--json", action="store_true", help="print JSON")
    add.set_defaults(func=cmd_corpus_add)

    update = corpus_sub.add_parser("update", help="Fetch the current official text (eCFR, FINRA rulebook).")
    update.add_argument(
        "--regulator",
        type=str.upper,
        choices=["FTC", "SEC", "FINRA"],
        action="append",
        help="only this regulator (repeatable); default: all",
    )
    update.add_argument("--json", action="store_true", help="print JSON")
    update.set_defaults(func=cmd_corpus_update)


def _print_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


# ------------------------------------------------------------------------------ rule




def cmd_rule(args) -> int:
    payload = rule_payload(args.citation)
    if args.json:
        _print_json(payload)
        return 0
    src = payload["source"]
    print(f"{payload['citation']}  ({payload['citation_long']})")
    print(payload["title"])
    print()
    print(payload["text"])
    print()
    origin = "bundled" if src["is_bundled"] else "user-added"
    pages = f", pages {', '.join(map(str, src['pages']))}" if src["pages"] else ""
    print(f"Source: {src['file']} ({origin}; as of {src['as_of'] or 'unknown'}{pages})")
    if payload["inline"]:
        print("Note: this item is printed inline in its parent paragraph in the source.")
    for gap in payload["gaps"]:
        print(f"{gap['kind']} near {gap['near']}: {gap['note']}")
    return 0


# ------------------------------------------------------------------------------ corpus status


def status_payload() -> dict[str, Any]:
    from rag.corpus import load_corpus
    from veristream import config

    corpus = load_corpus()
    rules: dict[str, int] = {}
    for provision in corpus.provisions.values():
        key = f"{provision.regulator} {provision.rule}"
        rules[key] = rules.get(key, 0) + 1
    try:
        from rag.backends import index_status  # owned by RAG-SEARCH; may not exist yet
    except ImportError:
        index = {"state": "not built", "message": "index not built yet (rag.index is not available)"}
    else:
        from veristream.errors import VeriStreamError

        try:
            index = index_status()
        except VeriStreamError as exc:  # reported, not hidden: status must still show the corpus
            index = {"state": "error", "message": f"index status unavailable: {exc}"}
    return {
        "content_hash": corpus.content_hash,
        "provision_count": len(corpus.provisions),
        "rules": rules,
        "documents": [d.model_dump() for d in corpus.documents],
        "gaps": [g.model_dump() for g in corpus.gaps],
        "index_backend": config.index_backend(),
        "index": index,
    }


def cmd_corpus_status(args) -> int:
    data = status_payload()
    if args.json:
        _print_json(data)
        return 0
    print(f"Corpus hash: {data['content_hash']}   provisions: {data['provision_count']}")
    print(f"Index backend: {data['index_backend']}   index: {_index_line(data['index'])}")
    print()
    for doc in data["documents"]:
        origin = "bundled" if doc["is_bundled"] else "user-added"
        if doc["replaces_bundled"]:
            origin += ", REPLACES the bundled text"
        print(f"{doc['regulator']} {doc['rule']}: {doc['title']}")
        print(f"  file: {doc['file']} ({origin}); provisions: {doc['provision_count']}")
        print(f"  as of: {doc['as_of'] or 'unknown'}" + (f" ({doc['as_of_note']})" if doc["as_of_note"] else ""))
        for key in ("provenance", "confidence", "coverage"):  # each only when the document says it
            if doc[key]:
                print(f"  {key}: {doc[key]}")
        for warning in doc["warnings"]:
            print(f"  warning: {warning}")
    print()
    print(f"Provisions per rule: {', '.join(f'{k}: {v}' for k, v in data['rules'].items())}")
    print(f"Coverage notes ({len(data['gaps'])}):")
    for gap in data["gaps"]:
        print(f"  {gap['kind']:<10} near {gap['near'] or '-'}: {gap['note']}")
    return 0


def _index_line(index: dict[str, Any]) -> str:
    if index.get("message"):
        return str(index["message"])
    return ", ".join(f"{k}={v}" for k, v in index.items())


# ------------------------------------------------------------------------------ corpus add / update


def cmd_corpus_add(args) -> int:
    from rag.update import add_rule_file

    result = add_rule_file(args.file, regulator=args.regulator, rule=args.rule, as_of=args.as_of, title=args.title)
    if args.json:
        _print_json(result)
        return 0
    print(
        f"Added {result['regulator']} {result['rule']} from {args.file}: {result['provision_count']} provisions "
        f"-> {result['path']}"
    )
    if result["replaces_bundled"]:
        print(f"This replaces the bundled {result['regulator']} {result['rule']} text ({result['replaced_file']}).")
    elif result["replaced_file"]:
        print(f"This replaces your earlier file {result['replaced_file']}.")
    for gap in result["gaps"]:
        print(f"  {gap['kind']} near {gap['near']}: {gap['note']}")
    for warning in result["warnings"]:
        print(f"  warning: {warning}")
    print("Run `veristream corpus status` to review; rebuild the search index so retrieval uses the new text.")
    return 0


def cmd_corpus_update(args) -> int:
    from rag.update import update_corpus

    results = update_corpus(args.regulator)
    if args.json:
        _print_json(results)
    else:
        for item in results["updated"]:
            print(
                f"Updated {item['regulator']} {item['rule']} from {item['url']}: {item['provision_count']} "
                f"provisions, as of {item['as_of']} -> {item['path']}"
            )
        if len(results["failed"]) > 1:
            for item in results["failed"]:
                print(f"FAILED {item['regulator']} {item['rule']}: {item['error']}", file=sys.stderr)
    if results["failed"]:
        from veristream.errors import CorpusError

        failed, total = len(results["failed"]), len(results["failed"]) + len(results["updated"])
        first = results["failed"][0]
        prefix = f"{failed} of {total} rule updates failed; first: " if failed > 1 else ""
        raise CorpusError(
            prefix + f"{first['regulator']} {first['rule']}: {first['error']}",
            "Check the network connection, or VERISTREAM_ECFR_URL / VERISTREAM_FINRA_URL.",
        )
    return 0
