"""`veristream review`: the review queue from the command line (list, show, assign, tag, status, decisions, bundle).

Every subcommand works on the chat's store ($VERISTREAM_HOME/assistant.sqlite, or --store) and records the
reviewer given by --reviewer (default VERISTREAM_REVIEWER), so a supervisor can work the queue without the chat.
"""

from __future__ import annotations

import argparse
import json
import sys

from veristream import config
from veristream.models import AUDIT_OUTCOMES, SEVERITY_ORDER

_DECISIONS = {"accept": "accepted", "reject": "rejected", "escalate": "escalated", "undo": "undone"}


def _common(p: argparse.ArgumentParser, reviewer: bool = True) -> None:
    p.add_argument("--store", help="the SQLite store (default: $VERISTREAM_HOME/assistant.sqlite)")
    if reviewer:
        p.add_argument("--reviewer", default=None, help="who is acting (default: VERISTREAM_REVIEWER or 'analyst')")
        p.add_argument("--comment", default="", help="why (recorded with the row)")


def register(sub) -> None:  # argparse's private subparsers type
    """Add `veristream review ...` to the `veristream` parser."""
    p = sub.add_parser("review", help="The review queue: list audits, assign, tag, decide, close, examiner bundle.")
    rs = p.add_subparsers(dest="review_command", required=True)

    ls = rs.add_parser("list", help="Audits across threads, newest first, filtered.")
    ls.add_argument("--status", choices=("open", "in_review", "closed"))
    ls.add_argument("--outcome", choices=AUDIT_OUTCOMES, help="closed audits with this outcome")
    ls.add_argument(
        "--severity", choices=tuple(reversed(SEVERITY_ORDER)), help="audits with a finding of this severity or graver"
    )
    ls.add_argument("--reviewer", help="the assignee (case-insensitive); 'unassigned' for audits with none")
    ls.add_argument("--channel", help="the video's channel (case-insensitive, part of the name)")
    ls.add_argument("--tag")
    ls.add_argument("--json", action="store_true", help="one JSON object per audit, per line")
    _common(ls, reviewer=False)
    ls.set_defaults(func=run_list)

    show = rs.add_parser("show", help="One audit: status, findings with their decision, the whole history.")
    show.add_argument("audit_id")
    show.add_argument("--json", action="store_true")
    _common(show, reviewer=False)
    show.set_defaults(func=run_show)

    a = rs.add_parser("assign", help="Assign an audit to a reviewer ('me' is --reviewer; '' unassigns).")
    a.add_argument("audit_id")
    a.add_argument("assignee")
    _common(a)
    a.set_defaults(func=run_assign)

    for name, remove in (("tag", False), ("untag", True)):
        t = rs.add_parser(name, help=("Add a tag to" if not remove else "Remove a tag from") + " an audit.")
        t.add_argument("audit_id")
        t.add_argument("tag")
        _common(t)
        t.set_defaults(func=run_tag, remove=remove)

    st = rs.add_parser("start", help="Move an open audit to 'in review'.")
    st.add_argument("audit_id")
    _common(st)
    st.set_defaults(func=run_status, action="start_review")
    cl = rs.add_parser("close", help="Close an audit as approved, changes_required or escalated.")
    cl.add_argument("audit_id")
    cl.add_argument("--outcome", required=True, choices=AUDIT_OUTCOMES)
    _common(cl)
    cl.set_defaults(func=run_status, action="close")
    ro = rs.add_parser("reopen", help="Reopen a closed audit (the closing row stays in the history).")
    ro.add_argument("audit_id")
    _common(ro)
    ro.set_defaults(func=run_status, action="reopen")

    d = rs.add_parser("decide", help="Accept, reject, escalate or undo one finding's decision.")
    d.add_argument("audit_id")
    d.add_argument("finding_id", help="F1, F2, ...")
    d.add_argument("decision", choices=tuple(_DECISIONS))
    _common(d)
    d.set_defaults(func=run_decide)

    b = rs.add_parser("bundle", help="Write the examiner bundle (zip): transcript, report, history, versions, hashes.")
    b.add_argument("audit_id")
    b.add_argument("--out", required=True, help="the zip file to write (a folder gets veristream-examiner-ID.zip)")
    b.add_argument("--reviewer", default=None, help="who asked for the bundle (default: VERISTREAM_REVIEWER)")
    b.add_argument("--store", help="the SQLite store (default: $VERISTREAM_HOME/assistant.sqlite)")
    b.set_defaults(func=run_bundle)


def _queue(args: argparse.Namespace):
    from assistant.review import ReviewQueue
    from assistant.store import Store

    return ReviewQueue(Store(args.store) if args.store else Store())


def _who(args: argparse.Namespace) -> str:
    return args.reviewer or config.reviewer()


def run_list(args: argparse.Namespace) -> int:
    from assistant.review import status_label

    rows = _queue(args).list(
        status=args.status,
        outcome=args.outcome,
        severity=args.severity,
        reviewer=args.reviewer,
        channel=args.channel,
        tag=args.tag,
    )
    if args.json:
        for row in rows:
            print(row.model_dump_json())
        return 0
    if not rows:
        print("no audits match", file=sys.stderr)
        return 0
    print(f"{'audit':12}  {'status':28}  {'assignee':12}  {'C/H/M/L':9}  {'todo':4}  {'channel':18}  title")
    for r in rows:
        c = r.counts_by_severity
        sev = "/".join(str(c.get(s, 0)) for s in ("critical", "high", "medium", "low"))
        print(
            f"{r.audit_id:12}  {status_label(r.disposition)[:28]:28}  {(r.disposition.assignee or '-')[:12]:12}  "
            f"{sev:9}  {r.pending:4}  {(r.channel or '-')[:18]:18}  {r.title or r.source}"
        )
    return 0


def run_show(args: argparse.Namespace) -> int:
    from assistant.review import status_label
    from audit.render import review_trail
    from veristream.models import current_decisions

    queue = _queue(args)
    audit = queue.audit(args.audit_id)
    reviews, events = queue.history(args.audit_id)
    state = queue.disposition(args.audit_id)
    if args.json:
        print(
            json.dumps(
                {
                    "audit_id": audit.audit_id,
                    "thread_id": audit.thread_id,
                    "source": audit.source_input,
                    "disposition": state.model_dump(),
                    "reviews": [r.model_dump() for r in reviews],
                    "audit_events": [e.model_dump() for e in events],
                },
                ensure_ascii=False,
            )
        )
        return 0
    latest = current_decisions(reviews)
    print(
        f"audit {audit.audit_id} · {audit.report.metadata.title or audit.source_input} · {status_label(state)}"
        + (f" · assigned to {state.assignee}" if state.assignee else "")
        + (f" · tags: {', '.join(state.tags)}" if state.tags else "")
    )
    for f in audit.report.findings:
        r = latest.get(f.id)
        print(
            f"  {f.id} [{f.severity}] {f.citation}: {f.excerpt[:80]!r} — "
            + (f"{r.decision} by {r.reviewer}" if r else "needs review")
        )
    print("history:")
    for when, what, act, who, comment in review_trail(reviews, events):
        print(f"  {when}  {what:5}  {act} by {who}" + (f": {comment}" if comment else ""))
    return 0


def run_assign(args: argparse.Namespace) -> int:
    ev = _queue(args).assign(args.audit_id, args.assignee, _who(args), args.comment)
    print(
        f"audit {args.audit_id} "
        + (f"assigned to {ev.value}" if ev.value else "unassigned")
        + f" by {ev.reviewer} at {ev.decided_at}"
    )
    return 0


def run_tag(args: argparse.Namespace) -> int:
    queue = _queue(args)
    queue.tag(args.audit_id, args.tag, _who(args), remove=args.remove)
    print(f"audit {args.audit_id} tags: {', '.join(queue.disposition(args.audit_id).tags) or 'none'}")
    return 0


def run_status(args: argparse.Namespace) -> int:
    from assistant.review import status_label

    queue = _queue(args)
    if args.action == "close":
        ev = queue.close(args.audit_id, args.outcome, _who(args), args.comment)
    elif args.action == "reopen":
        ev = queue.reopen(args.audit_id, _who(args), args.comment)
    else:
        ev = queue.start_review(args.audit_id, _who(args), args.comment)
    print(
        f"audit {args.audit_id} is now {status_label(queue.disposition(args.audit_id))} "
        f"(by {ev.reviewer} at {ev.decided_at})"
    )
    return 0


def run_decide(args: argparse.Namespace) -> int:
    queue = _queue(args)
    fid = args.finding_id.upper() if args.finding_id.upper().startswith("F") else f"F{args.finding_id}"
    r = queue.decide(args.audit_id, fid, _DECISIONS[args.decision], _who(args), args.comment)
    print(f"{args.audit_id} {r.finding_id}: {r.decision} by {r.reviewer} at {r.decided_at}")
    return 0


def run_bundle(args: argparse.Namespace) -> int:
    from assistant.bundle import write_bundle
    from assistant.store import Store

    path = write_bundle(Store(args.store) if args.store else Store(), args.audit_id, args.out, _who(args))
    print(f"wrote {path}", file=sys.stderr)
    return 0
