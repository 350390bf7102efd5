"""Watch-list operations shared by the CLI and the chat: add a watch, run it (enqueue what is new), report status,
and deliver stored reports to the review store with their owner.

A job id is hash(item key, corpus hash, engine version): the same video under the same rules and engine is one job
whatever number of times it is listed or enqueued, and a new corpus or engine makes a new job, so the video is
audited again and both reports are kept.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from supervise import intake, tasks
from supervise.results import ACTIVE_STATES, JOB_STATES, Job, ResultsStore, Watch, now_iso
from veristream import config
from veristream.errors import InputError
from veristream.models import ROLES


def job_id(item_key: str, corpus_hash: str, engine_version: str) -> str:
    return hashlib.sha256(f"{item_key}|{corpus_hash}|{engine_version}".encode()).hexdigest()[:24]


def add_watch(
    store: ResultsStore,
    spec: str,
    *,
    since: str | None = None,
    role: str | None = None,
    owner: str | None = None,
    ocr: bool = True,
    asr: bool = True,
) -> tuple[Watch, bool]:
    """Record what to watch (checked now, listed at the next run); returns the watch and whether it is new."""
    if role and role not in ROLES:
        raise InputError(f"Unknown speaker role {role!r}.", f"Use one of: {', '.join(ROLES)}.")
    norm = intake.normalize_spec(spec)
    watch = Watch(
        watch_id=intake.watch_id(norm),
        spec=norm,
        since=intake.parse_since(since),
        role=role,
        owner=(owner or config.reviewer()).strip() or config.reviewer(),
        ocr=ocr,
        asr=asr,
        added_at=datetime.now(UTC).isoformat(timespec="microseconds"),  # orders watches added in one second
    )
    return watch, store.add_watch(watch)


@dataclass
class RunSummary:
    listed: int = 0  # items the watches cover now
    new_items: int = 0
    enqueued: list[str] = field(default_factory=list)  # job ids published this run
    known: int = 0  # items whose job (same corpus and engine) exists already
    requeued: int = 0  # stale jobs published again
    notes: list[str] = field(default_factory=list)


def run_watches(
    store: ResultsStore,
    resolver: intake.Resolver | None = None,
    engine_version: str | None = None,
    corpus_hash: str | None = None,
) -> RunSummary:
    """List every watch, record new items, create and publish the jobs that do not exist yet."""
    from audit import rulebase
    from audit.version import engine_version as current_engine

    engine = engine_version or current_engine()
    corpus = corpus_hash or rulebase.corpus().content_hash
    summary = RunSummary()
    watches = store.watches()
    if not watches:
        raise InputError("The watch list is empty.", "Add a channel, list or folder first: veristream watch add URL.")
    for w in watches:
        try:
            items, notes = intake.resolve(w.spec, w.since, resolver)
        except InputError as exc:
            summary.notes.append(f"{w.spec}: {str(exc).splitlines()[0]}")
            continue
        summary.notes += [f"{w.spec}: {n}" for n in notes]
        for it in items:
            summary.listed += 1
            if store.add_item(it.key, it.input, it.kind, it.title, it.published, w.watch_id):
                summary.new_items += 1
            jid = job_id(it.key, corpus, engine)
            job = Job(
                job_id=jid,
                item_key=it.key,
                input=it.input,
                watch_id=w.watch_id,
                owner=w.owner,
                role=w.role,
                ocr=w.ocr,
                asr=w.asr,
                corpus_hash=corpus,
                engine_version=engine,
                state="new",
                stage=None,
                attempts=0,
                stage_attempts=0,
                error=None,
                worker=None,
                enqueued_at=now_iso(),
                updated_at=now_iso(),
            )
            if store.create_job(job):
                summary.enqueued.append(jid)
            else:
                summary.known += 1
    summary.requeued = _publish_unsent(store, summary.enqueued)
    for jid in summary.enqueued:
        _publish(store, jid)
    return summary


def _publish(store: ResultsStore, jid: str) -> None:
    """Mark queued first, then publish: in the embedded mode publishing runs the whole job before returning."""
    store.set_state(jid, "queued", stage="queued")
    tasks.enqueue(jid)


def _publish_unsent(store: ResultsStore, fresh: list[str]) -> int:
    """Jobs recorded but never published (the broker was down when `run` created them), and, in the embedded mode,
    jobs an interrupted run left active: publish them again. With a broker, lost messages are `reconcile`'s."""
    n = 0
    for job in store.jobs(ACTIVE_STATES):
        if job.job_id not in fresh and (job.state == "new" or tasks.embedded()):
            _publish(store, job.job_id)
            n += 1
    return n + len(reconcile(store))


def reconcile_idle_s() -> float:
    """How long a job must sit unchanged, absent from the broker, before it counts as lost."""
    return min(60.0, config.queue_visibility_s())


def reconcile(store: ResultsStore, idle_s: float | None = None, pause_s: float = 1.0) -> list[str]:
    """Publish again the jobs whose message the broker lost; returns their ids.

    Why it is needed: kombu's Redis transport takes a message off the queue and records it as unacknowledged in
    two steps, so a broker that stops between them loses that one message (seen in the broker-restart test). The
    results store knows every job that is not finished, so a job that is active here, absent from the broker's
    queues and from what the workers hold, twice a moment apart, and unchanged for idle_s, is lost: it is sent
    again. Only when the queues are empty, so the check never reads a backlog; a lost job waits for the backlog to
    drain, as it would have in the queue. A job sent twice by mistake still stores one report.
    """
    idle_s = reconcile_idle_s() if idle_s is None else idle_s
    first = tasks.broker_snapshot()
    if first is None or not first[0]:
        return []
    cutoff = datetime.now(UTC) - timedelta(seconds=idle_s)
    suspects = {
        j.job_id: j.updated_at
        for j in store.jobs(ACTIVE_STATES)
        if j.state != "new" and j.job_id not in first[1] and datetime.fromisoformat(j.updated_at) < cutoff
    }
    if not suspects:
        return []
    time.sleep(pause_s)  # a message between the queue and the workers' list is in one of them a moment later
    second = tasks.broker_snapshot()
    if second is None or not second[0]:
        return []
    lost = []
    for jid, updated in suspects.items():
        job = store.job(jid)
        if jid not in second[1] and job is not None and job.state in ACTIVE_STATES and job.updated_at == updated:
            tasks.enqueue(jid)  # the transcribe task forwards a transcribed job to the audit queue
            lost.append(jid)
    return lost


def reconcile_forever(stop: Any, every_s: float | None = None) -> None:
    """A worker's background loop: every few seconds one worker (a broker lock) reconciles; errors are logged."""
    import logging

    log = logging.getLogger("veristream.watch")
    every = every_s or reconcile_idle_s()
    while not stop.wait(every):
        try:
            if tasks.reconcile_lock(every):
                lost = reconcile(ResultsStore())
                if lost:
                    log.warning("re-sent %d job(s) the broker had lost: %s", len(lost), ", ".join(lost))
        except Exception as exc:  # a broker or database outage: try again next round
            log.info("reconcile skipped: %s", exc)


def retry_dead(store: ResultsStore, job_ids: list[str] | None = None) -> list[str]:
    """Give dead-lettered jobs (all, or the ones named) a fresh start, after the input was fixed."""
    dead = [j for j in store.jobs(("dead",)) if not job_ids or j.job_id in job_ids or j.job_id[:8] in job_ids]
    for j in dead:
        store.reset(j.job_id)
        _publish(store, j.job_id)
    return [j.job_id for j in dead]


# ---------------------------------------------------------------- status


def status(store: ResultsStore, limit: int | None = 50) -> dict[str, Any]:
    """Counts by state, and the jobs (active and dead first), for `watch status` and the chat."""
    counts = store.counts()
    jobs = store.jobs(limit=None)
    order = {
        s: i
        for i, s in enumerate(("dead", "retrying", "auditing", "transcribing", "transcribed", "queued", "new", "done"))
    }
    jobs.sort(key=lambda j: (order.get(j.state, 99), j.enqueued_at))
    return {
        "watches": len(store.watches()),
        "jobs": sum(counts.values()),
        "counts": {s: counts.get(s, 0) for s in JOB_STATES if counts.get(s)},
        "items": [
            {
                "job_id": j.job_id,
                "state": j.state,
                "stage": j.stage,
                "attempts": j.attempts,
                "owner": j.owner,
                "source": j.input,
                "error": j.error,
                "engine_version": j.engine_version,
                "updated_at": j.updated_at,
            }
            for j in (jobs[:limit] if limit else jobs)
        ],
    }


def status_lines(info: dict[str, Any]) -> list[str]:
    """Plain lines for the terminal and the chat (no CLI flags in them)."""
    if not info["jobs"]:
        return [f"{info['watches']} watch(es), no jobs yet."]
    counts = ", ".join(f"{n} {s}" for s, n in info["counts"].items())
    lines = [f"{info['watches']} watch(es), {info['jobs']} job(s): {counts}."]
    for it in info["items"]:
        extra = f" — {it['error']}" if it["error"] else ""
        stage = f" ({it['stage']})" if it["stage"] and it["state"] not in ("done", "dead", "queued") else ""
        lines.append(
            f"{it['job_id'][:8]}  {it['state']}{stage}  runs {it['attempts']}  {it['owner']}  {it['source']}{extra}"
        )
    return lines


# ---------------------------------------------------------------- delivery to the review store


def deliver(results: ResultsStore, review: Any | None = None) -> int:
    """Put every stored report that the review store lacks into it, under its owner's watch thread; returns how
    many. Idempotent (the audit id is the job id), so any reader may call it: the CLI status, the chat."""
    from assistant.store import Store
    from veristream.models import AuditReport

    review = review or Store()
    have = review.audit_ids()
    missing = results.report_ids() - have
    if not missing:
        return 0
    n = 0
    for job, raw in results.all_reports(missing):
        report = AuditReport.model_validate_json(raw)
        review.save_audit(f"watch:{job.owner}", job.input, report, audit_id=job.job_id, owner=job.owner)
        n += 1
    return n
