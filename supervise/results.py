"""The watch list's results store: what is watched, each job's state, and exactly one report per job.

Why a store of our own and not Celery's result backend: a job's report must be stored before its message is
acknowledged, once, whatever number of times a worker ran it (a killed worker's job runs again, and a job that
overruns the broker's visibility timeout can run twice at once). The report table's primary key is the job id and
every write is `INSERT ... ON CONFLICT DO NOTHING`, so the first finished run wins and a duplicate run is a no-op.

One schema, two engines: SQLite at $VERISTREAM_HOME/watch.sqlite by default (WAL, so several worker processes on one
machine share it), or Postgres when VERISTREAM_RESULTS_URL=postgresql://... (workers on many machines). The SQL is
the common subset of both; `?` placeholders become `%s` for psycopg.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from veristream import config
from veristream.errors import ConfigError, VeriStreamError

# A job's states, in the order a job normally passes them; `dead` is the dead-letter state (its error is kept).
JOB_STATES = ("new", "queued", "transcribing", "transcribed", "auditing", "retrying", "done", "dead")
ACTIVE_STATES = ("new", "queued", "transcribing", "transcribed", "auditing", "retrying")

_SCHEMA = [
    """CREATE TABLE IF NOT EXISTS watches (
        watch_id TEXT PRIMARY KEY, spec TEXT NOT NULL, since TEXT, role TEXT, owner TEXT NOT NULL,
        ocr INTEGER NOT NULL, asr INTEGER NOT NULL, added_at TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS items (
        item_key TEXT PRIMARY KEY, input TEXT NOT NULL, kind TEXT NOT NULL, title TEXT, published TEXT,
        watch_id TEXT NOT NULL, first_seen TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS jobs (
        job_id TEXT PRIMARY KEY, item_key TEXT NOT NULL, input TEXT NOT NULL, watch_id TEXT NOT NULL,
        owner TEXT NOT NULL, role TEXT, ocr INTEGER NOT NULL, asr INTEGER NOT NULL, corpus_hash TEXT NOT NULL,
        engine_version TEXT NOT NULL, state TEXT NOT NULL, stage TEXT, attempts INTEGER NOT NULL DEFAULT 0,
        stage_attempts INTEGER NOT NULL DEFAULT 0, error TEXT, worker TEXT, transcript_json TEXT,
        enqueued_at TEXT NOT NULL, updated_at TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS jobs_state ON jobs(state)",
    "CREATE INDEX IF NOT EXISTS jobs_item ON jobs(item_key)",
    """CREATE TABLE IF NOT EXISTS reports (
        job_id TEXT PRIMARY KEY, report_json TEXT NOT NULL, findings INTEGER NOT NULL, created_at TEXT NOT NULL)""",
]


_READY: set[str] = set()
_READY_LOCK = threading.Lock()


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Watch:
    watch_id: str
    spec: str  # what the user passed: a URL, a file, a folder
    since: str | None  # YYYY-MM-DD
    role: str | None
    owner: str
    ocr: bool
    asr: bool
    added_at: str


@dataclass(frozen=True)
class Job:
    job_id: str
    item_key: str
    input: str
    watch_id: str
    owner: str
    role: str | None
    ocr: bool
    asr: bool
    corpus_hash: str
    engine_version: str
    state: str
    stage: str | None
    attempts: int
    stage_attempts: int
    error: str | None
    worker: str | None
    enqueued_at: str
    updated_at: str
    has_transcript: bool = False

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Job:
        data = {k: row[k] for k in cls.__dataclass_fields__ if k in row and k != "has_transcript"}
        data["ocr"], data["asr"] = bool(row["ocr"]), bool(row["asr"])
        return cls(**data, has_transcript=bool(row.get("has_transcript")))


_JOB_COLUMNS = (
    "job_id, item_key, input, watch_id, owner, role, ocr, asr, corpus_hash, engine_version, state, stage, "
    "attempts, stage_attempts, error, worker, enqueued_at, updated_at, "
    "transcript_json IS NOT NULL AS has_transcript"
)


class ResultsStore:
    """Jobs and reports of the watch list, in SQLite (default) or Postgres (VERISTREAM_RESULTS_URL)."""

    def __init__(self, url: str | None = None, path: str | Path | None = None):
        self.url = url if url is not None else config.results_url()
        self.path: Path | None = None
        if self.url:
            if not self.url.startswith(("postgres://", "postgresql://")):
                raise ConfigError(
                    f"Unsupported VERISTREAM_RESULTS_URL: {self.url}",
                    "Use postgresql://user@host/db, or unset it for SQLite under VERISTREAM_HOME.",
                )
        else:
            self.path = Path(path) if path else config.home_dir() / "watch.sqlite"
            self.path.parent.mkdir(parents=True, exist_ok=True)
        target = self.url or str(self.path)
        with _READY_LOCK:
            if target not in _READY:  # the schema once per process and database, not once per task
                with self._tx() as cur:
                    for stmt in _SCHEMA:
                        cur.execute(stmt)
                _READY.add(target)

    # ------------------------------------------------------------ connections

    @contextmanager
    def _tx(self) -> Iterator[Any]:
        """One short transaction on its own connection (safe across threads and processes)."""
        if self.url:
            try:
                import psycopg
                from psycopg.rows import dict_row
            except ImportError as exc:  # pragma: no cover - pinned in requirements.lock
                raise VeriStreamError("psycopg is not installed.", "pip install -r requirements.lock") from exc
            try:
                conn = psycopg.connect(self.url, row_factory=dict_row, connect_timeout=10)
            except psycopg.OperationalError as exc:
                raise VeriStreamError(
                    f"Cannot reach the results database: {str(exc).strip()}",
                    "Check VERISTREAM_RESULTS_URL and that the server is up.",
                ) from exc
            with conn, conn.cursor() as cur:
                yield _PgCursor(cur)
            return
        assert self.path is not None
        with closing(sqlite3.connect(self.path, timeout=30)) as con:
            con.row_factory = sqlite3.Row
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=NORMAL")  # in WAL: a commit survives a killed process, one fsync less
            con.execute("PRAGMA busy_timeout=30000")
            with con:
                yield _SqliteCursor(con)

    # ------------------------------------------------------------ watches and items

    def add_watch(self, watch: Watch) -> bool:
        """Record a watch; False when the same spec is already watched (then nothing changes)."""
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO watches VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (watch_id) DO NOTHING",
                (
                    watch.watch_id,
                    watch.spec,
                    watch.since,
                    watch.role,
                    watch.owner,
                    int(watch.ocr),
                    int(watch.asr),
                    watch.added_at,
                ),
            )
            n = cur.rowcount
        return n == 1

    def watches(self) -> list[Watch]:
        with self._tx() as cur:
            rows = cur.execute("SELECT * FROM watches ORDER BY added_at, watch_id").fetchall()
        return [Watch(**{**r, "ocr": bool(r["ocr"]), "asr": bool(r["asr"])}) for r in rows]

    def add_item(
        self, item_key: str, input_: str, kind: str, title: str | None, published: str | None, watch_id: str
    ) -> bool:
        """Record an item (one video or file, by video id or content hash); False when it is already known."""
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (item_key) DO NOTHING",
                (item_key, input_, kind, title, published, watch_id, now_iso()),
            )
            n = cur.rowcount
        return n == 1

    def item_watch(self, item_key: str) -> str | None:
        with self._tx() as cur:
            row = cur.execute("SELECT watch_id FROM items WHERE item_key=?", (item_key,)).fetchone()
        return row["watch_id"] if row else None

    # ------------------------------------------------------------ jobs

    def create_job(self, job: Job) -> bool:
        """Insert a job in state `new`; False when the job id exists (same source, corpus and engine)."""
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO jobs(job_id, item_key, input, watch_id, owner, role, ocr, asr, corpus_hash, engine_version,"
                " state, attempts, stage_attempts, enqueued_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,0,0,?,?)"
                " ON CONFLICT (job_id) DO NOTHING",
                (
                    job.job_id,
                    job.item_key,
                    job.input,
                    job.watch_id,
                    job.owner,
                    job.role,
                    int(job.ocr),
                    int(job.asr),
                    job.corpus_hash,
                    job.engine_version,
                    "new",
                    job.enqueued_at,
                    job.enqueued_at,
                ),
            )
            n = cur.rowcount
        return n == 1

    def job(self, job_id: str) -> Job | None:
        with self._tx() as cur:
            row = cur.execute(f"SELECT {_JOB_COLUMNS} FROM jobs WHERE job_id=?", (job_id,)).fetchone()
        return Job.from_row(row) if row else None

    def jobs(self, states: tuple[str, ...] | None = None, limit: int | None = None) -> list[Job]:
        sql, args = f"SELECT {_JOB_COLUMNS} FROM jobs", []
        if states:
            sql += f" WHERE state IN ({','.join('?' * len(states))})"
            args = list(states)
        sql += " ORDER BY enqueued_at DESC, job_id"
        if limit:
            sql += f" LIMIT {int(limit)}"
        with self._tx() as cur:
            return [Job.from_row(r) for r in cur.execute(sql, args).fetchall()]

    def counts(self) -> dict[str, int]:
        with self._tx() as cur:
            rows = cur.execute("SELECT state, COUNT(*) AS n FROM jobs GROUP BY state").fetchall()
        return {r["state"]: int(r["n"]) for r in rows}

    def set_state(
        self, job_id: str, state: str, *, stage: str | None = None, error: str | None = None, worker: str | None = None
    ) -> None:
        assert state in JOB_STATES, state
        with self._tx() as cur:
            cur.execute(
                "UPDATE jobs SET state=?, stage=COALESCE(?, stage), error=?, worker=COALESCE(?, worker),"
                " updated_at=? WHERE job_id=?",
                (state, stage, error, worker, now_iso(), job_id),
            )

    def set_stage(self, job_id: str, stage: str) -> None:
        with self._tx() as cur:
            cur.execute("UPDATE jobs SET stage=?, updated_at=? WHERE job_id=?", (stage, now_iso(), job_id))

    def begin_attempt(self, job_id: str, state: str, worker: str, *, new_stage: bool) -> int:
        """Count one more run of the job's current stage (a new stage starts from 1); returns the stage's count.

        Counted when a run starts, not when it fails, so a worker killed mid-job still leaves its mark: a job that
        kills every worker that takes it reaches the dead-letter state instead of looping forever.
        """
        with self._tx() as cur:
            reset = "1" if new_stage else "stage_attempts + 1"
            cur.execute(
                f"UPDATE jobs SET state=?, stage_attempts={reset}, attempts=attempts + 1, worker=?, error=NULL,"
                " updated_at=? WHERE job_id=?",
                (state, worker, now_iso(), job_id),
            )
            row = cur.execute("SELECT stage_attempts FROM jobs WHERE job_id=?", (job_id,)).fetchone()
        return int(row["stage_attempts"]) if row else 0

    def reset(self, job_id: str) -> None:
        """A dead job starts over (its counts and error cleared); its history of runs stays in `attempts`."""
        with self._tx() as cur:
            cur.execute(
                "UPDATE jobs SET state='new', stage=NULL, stage_attempts=0, error=NULL, transcript_json=NULL,"
                " updated_at=? WHERE job_id=?",
                (now_iso(), job_id),
            )

    def save_transcript(self, job_id: str, transcript_json: str) -> None:
        with self._tx() as cur:
            cur.execute(
                "UPDATE jobs SET transcript_json=?, state='transcribed', stage='transcribed', error=NULL,"
                " updated_at=? WHERE job_id=?",
                (transcript_json, now_iso(), job_id),
            )

    def transcript_json(self, job_id: str) -> str | None:
        with self._tx() as cur:
            row = cur.execute("SELECT transcript_json FROM jobs WHERE job_id=?", (job_id,)).fetchone()
        return row["transcript_json"] if row else None

    # ------------------------------------------------------------ reports

    def save_report(self, job_id: str, report_json: str, findings: int) -> bool:
        """Store the job's report and mark it done, in one transaction; False (nothing written) when it already has
        one. The caller acknowledges the job's message only after this returns."""
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO reports VALUES (?, ?, ?, ?) ON CONFLICT (job_id) DO NOTHING",
                (job_id, report_json, findings, now_iso()),
            )
            n = cur.rowcount
            cur.execute(
                "UPDATE jobs SET state='done', stage='report', error=NULL, transcript_json=NULL, updated_at=?"
                " WHERE job_id=?",
                (now_iso(), job_id),
            )
        return n == 1

    def has_report(self, job_id: str) -> bool:
        with self._tx() as cur:
            return cur.execute("SELECT 1 FROM reports WHERE job_id=?", (job_id,)).fetchone() is not None

    def report_json(self, job_id: str) -> str | None:
        with self._tx() as cur:
            row = cur.execute("SELECT report_json FROM reports WHERE job_id=?", (job_id,)).fetchone()
        return row["report_json"] if row else None

    def report_counts(self) -> dict[str, int]:
        """job id -> number of stored reports (the tests assert it is exactly one for every job)."""
        with self._tx() as cur:
            rows = cur.execute(
                "SELECT j.job_id, COUNT(r.job_id) AS n FROM jobs j LEFT JOIN reports r "
                "ON r.job_id = j.job_id GROUP BY j.job_id"
            ).fetchall()
        return {r["job_id"]: int(r["n"]) for r in rows}

    def all_reports(self, job_ids: set[str] | None = None) -> list[tuple[Job, str]]:
        """Every (job, report json), oldest first, or only those of job_ids (read in chunks of 500 ids)."""
        sql = (
            f"SELECT {_JOB_COLUMNS.replace('job_id,', 'j.job_id AS job_id,', 1)}, r.report_json, r.created_at AS"
            " stored_at FROM jobs j JOIN reports r ON r.job_id = j.job_id"
        )
        with self._tx() as cur:
            if job_ids is None:
                rows = cur.execute(sql).fetchall()
            else:
                ids, rows = sorted(job_ids), []
                for i in range(0, len(ids), 500):
                    chunk = ids[i : i + 500]
                    rows += cur.execute(f"{sql} WHERE j.job_id IN ({','.join('?' * len(chunk))})", chunk).fetchall()
        rows.sort(key=lambda r: (r["stored_at"], r["job_id"]))
        return [(Job.from_row(r), r["report_json"]) for r in rows]

    def report_ids(self) -> set[str]:
        with self._tx() as cur:
            return {r["job_id"] for r in cur.execute("SELECT job_id FROM reports").fetchall()}


class _SqliteCursor:
    def __init__(self, con: sqlite3.Connection):
        self.con = con
        self._cur: sqlite3.Cursor | None = None

    def execute(self, sql: str, args: Any = ()) -> Any:
        self._cur = self.con.execute(sql, tuple(args))
        return self

    def fetchone(self) -> dict[str, Any] | None:
        assert self._cur is not None
        row = self._cur.fetchone()
        return dict(row) if row is not None else None

    def fetchall(self) -> list[dict[str, Any]]:
        assert self._cur is not None
        return [dict(r) for r in self._cur.fetchall()]

    @property
    def rowcount(self) -> int:
        return self._cur.rowcount if self._cur is not None else 0


class _PgCursor:
    def __init__(self, cur: Any):
        self.cur = cur

    def execute(self, sql: str, args: Any = ()) -> Any:
        self.cur.execute(sql.replace("?", "%s"), tuple(args))
        return self

    def fetchone(self) -> dict[str, Any] | None:
        return self.cur.fetchone()

    def fetchall(self) -> list[dict[str, Any]]:
        return list(self.cur.fetchall())

    @property
    def rowcount(self) -> int:
        return self.cur.rowcount


def dumps(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))
