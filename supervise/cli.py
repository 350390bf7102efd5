"""`veristream watch ...`: supervise channels, lists and folders on the task queue.

watch add URL|FILE|DIR... [--since DATE] [--role R] [--owner NAME] [--no-ocr] [--no-asr]
watch run [--wait S]        enqueue what is new (embedded: runs it here and now)
watch status [--json] [--all]
watch worker [--queues media,audit] [--concurrency N] [--name NAME]
watch retry [JOB ...]       give dead-lettered jobs a fresh start
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from veristream.errors import InputError, VeriStreamError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("watch", help="Supervise channels, playlists, link lists and folders on the task queue.")
    wsub = p.add_subparsers(dest="watch_command", required=True)

    add = wsub.add_parser("add", help="Watch a channel, handle, playlist, text file of links, folder or file.")
    add.add_argument("specs", nargs="+", metavar="URL|FILE|DIR")
    add.add_argument("--since", help="only videos published on or after this date (YYYY-MM-DD)")
    add.add_argument("--role", help="the speaker's role for these videos (see `veristream audit --help`)")
    add.add_argument("--owner", help="the reviewer whose queue the audits land in (default: VERISTREAM_REVIEWER)")
    add.add_argument("--no-ocr", action="store_true", help="skip on-screen text")
    add.add_argument("--no-asr", action="store_true", help="captions only; no speech-to-text")
    add.set_defaults(func=_add)

    run = wsub.add_parser("run", help="Enqueue what is new since the last run (embedded: audit it now).")
    run.add_argument(
        "--wait", type=float, default=0, metavar="S", help="with a broker: wait up to S seconds for the jobs to finish"
    )
    run.add_argument("--json", action="store_true")
    run.set_defaults(func=_run)

    st = wsub.add_parser("status", help="Per-job progress and state of the watch list.")
    st.add_argument("--json", action="store_true")
    st.add_argument("--all", action="store_true", help="every job, not the first 50")
    st.set_defaults(func=_status)

    wk = wsub.add_parser("worker", help="Run a queue worker (needs VERISTREAM_QUEUE_URL).")
    wk.add_argument("--queues", default="media,audit", help="media (download, speech-to-text, OCR), audit, or both")
    wk.add_argument("--concurrency", type=int, default=1, help="jobs at a time (1: this process; more: a pool)")
    wk.add_argument("--name", default=None, help="worker name (default: veristream@<host>-<pid>)")
    wk.set_defaults(func=_worker)

    rt = wsub.add_parser("retry", help="Give dead-lettered jobs (all, or the ids given) a fresh start.")
    rt.add_argument("jobs", nargs="*")
    rt.set_defaults(func=_retry)


def _store():
    from supervise.results import ResultsStore

    return ResultsStore()


def _add(args: argparse.Namespace) -> int:
    from supervise import runner

    store = _store()
    for spec in args.specs:
        watch, new = runner.add_watch(
            store, spec, since=args.since, role=args.role, owner=args.owner, ocr=not args.no_ocr, asr=not args.no_asr
        )
        print(
            f"{'watching' if new else 'already watched'}: {watch.spec} (owner {watch.owner}"
            + (f", since {watch.since}" if watch.since else "")
            + (f", role {watch.role}" if watch.role else "")
            + ")"
        )
    return 0


def _run(args: argparse.Namespace) -> int:
    from supervise import runner, tasks

    store = _store()
    summary = runner.run_watches(store)
    if args.wait and not tasks.embedded():
        _wait(store, args.wait)
    delivered = runner.deliver(store)
    info = runner.status(store, limit=None)
    out = {
        "listed": summary.listed,
        "new_items": summary.new_items,
        "enqueued": len(summary.enqueued),
        "already_audited_or_queued": summary.known,
        "requeued": summary.requeued,
        "delivered": delivered,
        "embedded": tasks.embedded(),
        "counts": info["counts"],
        "notes": summary.notes,
    }
    if args.json:
        print(json.dumps(out))
    else:
        where = "audited in this process" if tasks.embedded() else "published to the queue"
        print(
            f"{summary.listed} item(s) listed, {summary.new_items} new; {len(summary.enqueued)} job(s) {where}, "
            f"{summary.known} already audited or queued" + (f", {summary.requeued} re-sent" if summary.requeued else "")
        )
        for note in summary.notes:
            print(f"  note: {note}")
        print(runner.status_lines(info)[0])
        dead = sum(1 for j in store.jobs(("dead",)) if j.job_id in set(summary.enqueued))
        if dead:
            print(f"  {dead} job(s) could not be audited (dead-lettered); `veristream watch status` shows why")
    return 0


def _wait(store, seconds: float) -> None:
    from supervise.results import ACTIVE_STATES

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(store.counts().get(s) for s in ACTIVE_STATES):
            return
        time.sleep(1)
    print(f"still running after {seconds:g} s; see `veristream watch status`", file=sys.stderr)


def _status(args: argparse.Namespace) -> int:
    from supervise import runner

    store = _store()
    runner.deliver(store)
    info = runner.status(store, limit=None if args.all else 50)
    if args.json:
        print(json.dumps(info))
    else:
        print("\n".join(runner.status_lines(info)))
    return 0


def _retry(args: argparse.Namespace) -> int:
    from supervise import runner

    ids = runner.retry_dead(_store(), args.jobs or None)
    print(f"{len(ids)} dead job(s) sent again" if ids else "no dead job to retry")
    return 0


def _worker(args: argparse.Namespace) -> int:
    from supervise import tasks

    if tasks.embedded():
        raise VeriStreamError(
            "No queue is configured, so there is nothing for a worker to take jobs from.",
            "Set VERISTREAM_QUEUE_URL=redis://HOST:6379/0 (or run `veristream watch run`, which "
            "audits in this process).",
        )
    queues = [q.strip() for q in args.queues.split(",") if q.strip()]
    bad = [q for q in queues if q not in tasks.QUEUES.values()]
    if bad or not queues:
        raise InputError(f"Unknown queue(s): {', '.join(bad) or '(none)'}.", "Use media, audit, or media,audit.")
    if args.concurrency < 1:
        raise InputError("--concurrency must be 1 or more.", "e.g. --concurrency 2")
    argv = [
        "worker",
        "-Q",
        ",".join(queues),
        "--concurrency",
        str(args.concurrency),
        "--pool",
        "solo" if args.concurrency == 1 else "prefork",
        "--without-gossip",
        "--without-mingle",
        "--loglevel",
        "INFO",
    ]
    if args.name:
        argv += ["-n", args.name]
    import threading

    from supervise import runner

    stop = threading.Event()
    threading.Thread(target=runner.reconcile_forever, args=(stop,), name="reconcile", daemon=True).start()
    try:
        tasks.get_app().worker_main(argv)
    finally:
        stop.set()
    return 0
