"""The watch list's two tasks on Celery: `transcribe` (download, speech-to-text, OCR) and `audit` (screen, plan,
judge, verify, report), on separate queues (`media`, `audit`) so CPU-heavy media work and auditing scale apart.

Why Celery with Redis: a well-kept, widely run queue whose features are the ones a supervised job needs (README,
"Supervision at scale"): a message is acknowledged only after the task returns (`acks_late`), so a worker killed
mid-job leaves it to another; retries with a countdown; idempotent task ids; and the same task code runs in-process
(`task_always_eager`) when no broker is configured, so the embedded product needs no extra service.

Idempotence and the dead-letter state live in the results store (supervise/results.py), not in the broker:
- a job id is hash(source, corpus hash, engine version) (supervise/runner.py); its report is written once;
- each run of a stage is counted when it starts, so a job whose worker dies again and again ends `dead` too;
- a bad input (InputError) goes `dead` at once with its error; any other failure is retried with exponential backoff
  up to VERISTREAM_QUEUE_MAX_RETRIES times, then goes `dead` with its last error. A dead job never blocks the queue.
"""

from __future__ import annotations

import json
import logging
import os
import random
import socket
from typing import Any

from celery import Celery, Task

from supervise.results import ResultsStore
from veristream import config
from veristream.errors import InputError, VeriStreamError

TRANSCRIBE = "veristream.transcribe"
AUDIT = "veristream.audit"
QUEUES = {TRANSCRIBE: "media", AUDIT: "audit"}
MAX_BACKOFF_S = 600.0
log = logging.getLogger("veristream.watch")

_APPS: dict[tuple[Any, ...], Celery] = {}


def settings_key() -> tuple[Any, ...]:
    return (config.queue_url(), config.queue_visibility_s())


def get_app() -> Celery:
    """The Celery app for the current configuration (built once per broker URL): eager with no broker."""
    key = settings_key()
    app = _APPS.get(key)
    if app is None:
        app = _APPS[key] = _build(*key)
    return app


def embedded() -> bool:
    return config.queue_url() is None


def _build(broker: str | None, visibility_s: float) -> Celery:
    app = Celery("veristream", set_as_current=False)
    restore_every = max(1, min(10, int(visibility_s / 4) or 1))
    app.conf.update(
        broker_url=broker or "memory://localhost/",  # never used: eager tasks run in this process
        task_always_eager=broker is None,
        task_eager_propagates=False,
        task_ignore_result=True,
        result_backend=None,
        task_serializer="json",
        accept_content=["json"],
        task_acks_late=True,  # acknowledged after the task returns, i.e. after its output is stored
        task_reject_on_worker_lost=True,  # a pool child killed mid-task: requeue, do not ack
        worker_prefetch_multiplier=1,  # a worker holds one job at a time, so a dead one strands at most one
        task_routes={name: {"queue": q} for name, q in QUEUES.items()},
        task_default_queue="audit",
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,  # a broker restart: keep reconnecting
        broker_transport_options={
            # a job taken by a worker that died is handed out again after this long (kill -9, lost machine)
            "visibility_timeout": visibility_s,
            "unacked_restore_interval": restore_every,
            "unacked_restore_throttle": 1,
        },
        task_publish_retry=True,
        task_publish_retry_policy={"max_retries": 30, "interval_start": 0.5, "interval_step": 1.0, "interval_max": 3},
        worker_cancel_long_running_tasks_on_connection_loss=False,
        worker_hijack_root_logger=False,
        broker_heartbeat=0,
    )
    app.task(name=TRANSCRIBE, bind=True, acks_late=True, reject_on_worker_lost=True)(transcribe_task)
    app.task(name=AUDIT, bind=True, acks_late=True, reject_on_worker_lost=True)(audit_task)
    return app


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def backoff_s(retries: int) -> float:
    """Exponential backoff with a little jitter, so retries of many failed jobs do not arrive together."""
    base = config.queue_backoff_s() * (2**retries)
    return min(MAX_BACKOFF_S, base) * random.uniform(0.8, 1.2)


def enqueue(job_id: str, task: str = TRANSCRIBE) -> None:
    """Publish one stage of a job; the task id is the job id (plus the stage), so the broker sees one id per job."""
    app = get_app()
    app.tasks[task].apply_async(args=[job_id], task_id=f"{job_id}:{QUEUES[task]}", queue=QUEUES[task])


# ---------------------------------------------------------------- what the broker holds (for the reconciler)

_PRIORITY_SUFFIXES = ("", "\x06\x163", "\x06\x166", "\x06\x169")  # kombu's Redis lists per priority step


def broker_snapshot() -> tuple[bool, set[str]] | None:
    """(are the queues empty, the job ids held unacknowledged by workers) from the Redis broker; None when the
    broker is not Redis (the embedded mode). Cheap: list lengths and the unacked hash, whose size is the number of
    jobs workers hold (one each), never the backlog."""
    url = config.queue_url()
    if not url or not url.startswith(("redis://", "rediss://", "unix://")):
        return None
    import redis

    client = redis.Redis.from_url(url, socket_timeout=10, socket_connect_timeout=10)
    try:
        empty = all(client.llen(q + sfx) == 0 for q in set(QUEUES.values()) for sfx in _PRIORITY_SUFFIXES)
        held: set[str] = set()
        for raw in client.hvals("unacked"):
            try:
                held.add(str(json.loads(raw)[0]["headers"]["id"]).split(":", 1)[0])
            except (ValueError, KeyError, IndexError, TypeError):
                continue
        return empty, held
    finally:
        client.close()


def reconcile_lock(seconds: float) -> bool:
    """One reconciler at a time across all workers (a Redis key with a time limit)."""
    import redis

    client = redis.Redis.from_url(config.queue_url() or "", socket_timeout=10, socket_connect_timeout=10)
    try:
        return bool(client.set("veristream:reconcile", worker_name(), nx=True, ex=max(1, int(seconds))))
    finally:
        client.close()


# ---------------------------------------------------------------- the task bodies


def transcribe_task(self: Task, job_id: str) -> str:
    """Fetch and transcribe one job's source; store the transcript, then hand the job to the audit queue."""
    store = ResultsStore()
    job = store.job(job_id)
    if job is None or job.state in ("done", "dead") or store.has_report(job_id):
        return "skipped"
    if not job.has_transcript:
        if not _begin(
            self, store, job_id, "transcribing", new_stage=self.request.retries == 0 and job.stage_attempts == 0
        ):
            return "dead"
        try:
            from tools.transcribe import transcribe

            def progress(stage: str, info: dict) -> None:
                if info.get("status") == "start" and stage in ("download", "captions", "asr", "ocr", "metadata"):
                    store.set_stage(job_id, stage)

            transcript = transcribe(job.input, ocr=job.ocr, asr=job.asr, progress=progress)
        except Exception as exc:  # every failure is either retried or dead-lettered, with its error
            return _failed(self, store, job_id, exc)
        store.save_transcript(job_id, transcript.model_dump_json())
    enqueue(job_id, AUDIT)
    return "transcribed"


def audit_task(self: Task, job_id: str) -> str:
    """Audit one job's stored transcript; the report is stored (once) before the message is acknowledged."""
    store = ResultsStore()
    job = store.job(job_id)
    if job is None or job.state == "dead" or store.has_report(job_id):
        return "skipped"
    first = job.state == "transcribed"
    if not _begin(self, store, job_id, "auditing", new_stage=first):
        return "dead"
    raw = store.transcript_json(job_id)
    if raw is None:  # lost its transcript (should not happen): transcribe again
        enqueue(job_id, TRANSCRIBE)
        return "requeued"
    try:
        from audit.engine import audit_transcript
        from audit.version import engine_version
        from veristream.models import Transcript

        def progress(stage: str, info: dict) -> None:
            if info.get("status") == "start":
                store.set_stage(job_id, stage)

        transcript = Transcript.model_validate_json(raw)
        report = audit_transcript(transcript, speaker_role=job.role, progress=progress)
        if engine_version() != job.engine_version:  # a worker on another release took it (a rolling upgrade)
            report.run.notes.append(
                f"Audited by engine {engine_version()}; the job was created for {job.engine_version}."
            )
    except Exception as exc:
        return _failed(self, store, job_id, exc)
    store.save_report(job_id, report.model_dump_json(), len(report.findings))
    return "done"


def _begin(self: Task, store: ResultsStore, job_id: str, state: str, *, new_stage: bool) -> bool:
    """Count this run; False (and the job dead) when the stage has already been started too often: its workers
    died on it (a kill -9 leaves no error to retry on, only the count)."""
    runs = store.begin_attempt(job_id, state, worker_name(), new_stage=new_stage)
    limit = config.queue_max_retries() + 2  # every retry, plus one run lost to a dead worker
    if runs > limit:
        store.set_state(
            job_id,
            "dead",
            error=f"the {state.removesuffix('ing')} stage was started {runs - 1} times "
            "without finishing (its workers died or were stopped)",
        )
        return False
    return True


def _failed(self: Task, store: ResultsStore, job_id: str, exc: Exception) -> str:
    """A bad input goes dead now; anything else is retried with backoff, then goes dead with its last error."""
    message = _describe(exc)
    retries = self.request.retries
    if isinstance(exc, InputError) or retries >= config.queue_max_retries():
        why = "bad input" if isinstance(exc, InputError) else f"failed {retries + 1} times"
        store.set_state(job_id, "dead", error=f"{why}: {message}")
        log.warning("job %s dead-lettered: %s", job_id, message)
        return "dead"
    store.set_state(job_id, "retrying", error=message)
    raise self.retry(countdown=backoff_s(retries), max_retries=None)


def _describe(exc: Exception) -> str:
    if isinstance(exc, VeriStreamError):
        return str(exc).splitlines()[0]
    return f"{type(exc).__name__}: {exc}"[:500]
