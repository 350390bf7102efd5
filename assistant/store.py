"""SQLite store for what a chat thread must keep across restarts: its audits, its transcript, its review history.

Both histories (finding decisions in `review_events`, audit status, assignment and tags in `audit_events`) are
append-only: SQLite triggers refuse any UPDATE or DELETE of their rows, so no code path can rewrite who decided
what and when (issue #11). Current states are derived by replaying the rows (veristream/models.py).

The LangGraph checkpointer keeps the conversation; this store keeps the artefacts the conversation talks about,
keyed by a thread id we control (Chainlit's own session thread id changes per browser session without a data layer).
Every call opens its own short connection, so the store is safe to share between Chainlit's event loop, worker
threads and separate processes.
"""

from __future__ import annotations

import json
import os
import sqlite3
import uuid
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from veristream import config
from veristream.models import (
    SEVERITY_ORDER,
    AuditEvent,
    AuditReport,
    ReviewDecision,
    Transcript,
    current_decisions,
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS threads (
    thread_id TEXT PRIMARY KEY,
    current_audit TEXT,
    speaker_role TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS audits (
    audit_id TEXT PRIMARY KEY,
    thread_id TEXT NOT NULL,
    source_input TEXT NOT NULL,
    report_json TEXT NOT NULL,
    transcript_json TEXT,
    media_path TEXT,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS speaker_roles (
    thread_id TEXT NOT NULL,
    source_input TEXT NOT NULL,
    role TEXT,
    PRIMARY KEY (thread_id, source_input)
);
CREATE TABLE IF NOT EXISTS review_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    audit_id TEXT NOT NULL,
    finding_id TEXT NOT NULL,
    decision TEXT NOT NULL,
    reviewer TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT '',
    decided_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS review_events_audit ON review_events(audit_id, seq);
CREATE TABLE IF NOT EXISTS audit_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    audit_id TEXT NOT NULL,
    action TEXT NOT NULL,
    value TEXT NOT NULL DEFAULT '',
    reviewer TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT '',
    decided_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_events_audit ON audit_events(audit_id, seq);
CREATE TABLE IF NOT EXISTS audit_runs (
    run_id TEXT PRIMARY KEY,
    thread_id TEXT NOT NULL,
    source_input TEXT NOT NULL,
    speaker_role TEXT,
    status TEXT NOT NULL,
    pid INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    audit_id TEXT
);
CREATE INDEX IF NOT EXISTS audit_runs_thread ON audit_runs(thread_id, started_at);
"""
# Append-only, enforced by the database itself: a row of either history can be added, never changed or removed.
_APPEND_ONLY = "".join(
    f"""
CREATE TRIGGER IF NOT EXISTS {table}_no_{verb} BEFORE {verb.upper()} ON {table}
BEGIN SELECT RAISE(ABORT, '{table} is append-only: record a new decision instead'); END;"""
    for table in ("review_events", "audit_events")
    for verb in ("update", "delete")
)
# Columns the audit list filters on, copied out of report_json when an audit is saved (older rows: backfilled).
_LISTING_COLUMNS = {"title": "TEXT", "channel": "TEXT", "severity_counts": "TEXT"}
SCHEMA_VERSION = 2
# Before issue #11 the reviews table kept one row per finding (INSERT OR REPLACE); its rows are the first history.
_MIGRATE_REVIEWS = """
INSERT INTO review_events(audit_id, finding_id, decision, reviewer, comment, decided_at)
SELECT audit_id, finding_id, decision, reviewer, comment, decided_at FROM reviews ORDER BY decided_at;
DROP TABLE reviews;
"""


def _listing_values(report: AuditReport) -> tuple[str | None, str | None, str]:
    counts = {sev: sum(f.severity == sev for f in report.findings) for sev in reversed(SEVERITY_ORDER)}
    return report.metadata.title, report.metadata.channel, json.dumps(counts)


def now_iso() -> str:
    """UTC time to the millisecond: the two histories are merged by time, and to the second most rows of one
    review session would tie (an older row, to the second, still sorts before any row of its second)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def default_path() -> Path:
    return config.home_dir() / "assistant.sqlite"


@dataclass
class StoredAudit:
    audit_id: str
    thread_id: str
    source_input: str
    report: AuditReport
    transcript: Transcript | None
    media_path: str | None
    created_at: str
    owner: str | None = None


@dataclass
class AuditRun:
    """One chat audit from its start: `running`, then `done`, `failed`, or `interrupted` (its server went away)."""

    run_id: str
    thread_id: str
    source_input: str
    speaker_role: str | None
    status: str
    started_at: str
    ended_at: str | None


def _alive(pid: int) -> bool:
    """Whether the process that started a run still exists (a zombie, killed but not reaped, does not count)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's live process
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


class Store:
    """Threads, audits and review decisions in one SQLite file (default: $VERISTREAM_HOME/assistant.sqlite)."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as con, con:
            con.executescript(_SCHEMA)
            cols = {r["name"] for r in con.execute("PRAGMA table_info(threads)")}
            if "last_finding" not in cols:  # added after the first release of this schema
                con.execute("ALTER TABLE threads ADD COLUMN last_finding TEXT")
            tables = {r["name"] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if "reviews" in tables:
                con.executescript(_MIGRATE_REVIEWS)
            if "speaker_for" not in cols:  # the source the thread's speaker role was given for (issue #11)
                con.execute("ALTER TABLE threads ADD COLUMN speaker_for TEXT")
            if "owner" not in cols:  # the user a thread belongs to (issue #12 item 2)
                con.execute("ALTER TABLE threads ADD COLUMN owner TEXT")
            if "owner" not in {r["name"] for r in con.execute("PRAGMA table_info(audits)")}:
                con.execute("ALTER TABLE audits ADD COLUMN owner TEXT")  # the reviewer a watched audit is for (#13)
            self._migrate_listing(con)
            con.executescript(_APPEND_ONLY)
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @staticmethod
    def _migrate_listing(con: sqlite3.Connection) -> None:
        """Add the audit list's columns to a store from before them and fill them from each stored report."""
        cols = {r["name"] for r in con.execute("PRAGMA table_info(audits)")}
        for name, kind in _LISTING_COLUMNS.items():
            if name not in cols:
                try:
                    con.execute(f"ALTER TABLE audits ADD COLUMN {name} {kind}")
                except sqlite3.OperationalError as exc:  # another process opening the same store added it first
                    if "duplicate column" not in str(exc):
                        raise
        rows = con.execute("SELECT audit_id, report_json FROM audits WHERE severity_counts IS NULL").fetchall()
        for row in rows:
            report = AuditReport.model_validate_json(row["report_json"])
            con.execute("UPDATE audits SET title=?, channel=?, severity_counts=? WHERE audit_id=?",
                        (*_listing_values(report), row["audit_id"]))

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=10)
        con.row_factory = sqlite3.Row
        return con

    # ------------------------------------------------------------ threads

    def ensure_thread(self, thread_id: str) -> None:
        ts = now_iso()
        with closing(self._connect()) as con, con:
            con.execute(
                "INSERT OR IGNORE INTO threads(thread_id, created_at, updated_at) VALUES (?, ?, ?)",
                (thread_id, ts, ts),
            )

    def claim_thread(self, thread_id: str, owner: str) -> str:
        """Give an unowned thread to `owner`; returns the thread's owner (a thread id alone grants nothing)."""
        self.ensure_thread(thread_id)
        with closing(self._connect()) as con, con:
            con.execute("UPDATE threads SET owner=? WHERE thread_id=? AND owner IS NULL", (owner, thread_id))
            return con.execute("SELECT owner FROM threads WHERE thread_id=?", (thread_id,)).fetchone()["owner"]

    def thread_owner(self, thread_id: str) -> str | None:
        with closing(self._connect()) as con:
            row = con.execute("SELECT owner FROM threads WHERE thread_id=?", (thread_id,)).fetchone()
        return row["owner"] if row else None

    def thread_exists(self, thread_id: str) -> bool:
        with closing(self._connect()) as con:
            return con.execute("SELECT 1 FROM threads WHERE thread_id=?", (thread_id,)).fetchone() is not None

    def speaker_role(self, thread_id: str, source: str | None = None) -> str | None:
        """The role the analyst gave for `source`'s speaker, or a role given before any audit (pending).

        A role belongs to the video it was given for, not to the thread: "the speaker is a registered rep" must
        not make the next uploaded video a rep's (issue #11 defect 3). Without `source`, the role last given,
        whichever video it was for.
        """
        with closing(self._connect()) as con:
            if source is not None:
                found = con.execute("SELECT role FROM speaker_roles WHERE thread_id=? AND source_input=?",
                                    (thread_id, source)).fetchone()
                if found is not None:
                    return found["role"]
            row = con.execute("SELECT speaker_role, speaker_for FROM threads WHERE thread_id=?", (thread_id,)).fetchone()
        if row is None or (source is not None and row["speaker_for"] is not None):
            return None
        return row["speaker_role"]

    def set_speaker_role(self, thread_id: str, role: str | None, source: str | None = None) -> None:
        """Give `source`'s speaker a role; with no source, the role waits for the next audit (see bind_speaker)."""
        self.ensure_thread(thread_id)
        with closing(self._connect()) as con, con:
            con.execute("UPDATE threads SET speaker_role=?, speaker_for=?, updated_at=? WHERE thread_id=?",
                        (role, source, now_iso(), thread_id))
            if source is not None:
                con.execute("INSERT OR REPLACE INTO speaker_roles VALUES (?, ?, ?)", (thread_id, source, role))

    def bind_speaker(self, thread_id: str, source: str) -> None:
        """A pending role (given before any audit) now belongs to the first video it was used for."""
        with closing(self._connect()) as con, con:
            row = con.execute("SELECT speaker_role, speaker_for FROM threads WHERE thread_id=?", (thread_id,)).fetchone()
        if row is not None and row["speaker_role"] and row["speaker_for"] is None:
            self.set_speaker_role(thread_id, row["speaker_role"], source)

    def last_finding(self, thread_id: str) -> str | None:
        with closing(self._connect()) as con:
            row = con.execute("SELECT last_finding FROM threads WHERE thread_id=?", (thread_id,)).fetchone()
        return row["last_finding"] if row else None

    def set_last_finding(self, thread_id: str, finding_id: str | None) -> None:
        """The finding the analyst last talked about, so `accept it` / `why is that a problem` resolve."""
        with closing(self._connect()) as con, con:
            con.execute("UPDATE threads SET last_finding=? WHERE thread_id=?", (finding_id, thread_id))

    # ------------------------------------------------------------ audits

    def save_audit(
        self,
        thread_id: str,
        source_input: str,
        report: AuditReport,
        transcript: Transcript | None = None,
        media_path: str | None = None,
        audit_id: str | None = None,
        owner: str | None = None,
    ) -> str:
        """Store an audit and make it the thread's current one; returns its id. `owner`: the reviewer it is for."""
        self.ensure_thread(thread_id)
        audit_id = audit_id or uuid.uuid4().hex[:12]
        with closing(self._connect()) as con, con:
            con.execute(
                "INSERT OR REPLACE INTO audits(audit_id, thread_id, source_input, report_json, transcript_json, "
                "media_path, created_at, title, channel, severity_counts, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    audit_id,
                    thread_id,
                    source_input,
                    report.model_dump_json(),
                    transcript.model_dump_json() if transcript else None,
                    media_path,
                    now_iso(),
                    *_listing_values(report),
                    owner,
                ),
            )
            con.execute(
                "UPDATE threads SET current_audit=?, last_finding=NULL, updated_at=? WHERE thread_id=?",
                (audit_id, now_iso(), thread_id),
            )
        return audit_id

    def audit_ids(self) -> set[str]:
        with closing(self._connect()) as con:
            return {r["audit_id"] for r in con.execute("SELECT audit_id FROM audits")}

    def audits_for(self, owner: str) -> list[StoredAudit]:
        """The audits waiting for a reviewer (the watch list delivers them with their owner), oldest first."""
        with closing(self._connect()) as con:
            ids = [r["audit_id"] for r in con.execute(
                "SELECT audit_id FROM audits WHERE owner=? ORDER BY created_at, audit_id", (owner,))]
        return [a for i in ids if (a := self.get_audit(i)) is not None]

    def update_report(self, audit_id: str, report: AuditReport) -> None:
        with closing(self._connect()) as con, con:
            con.execute("UPDATE audits SET report_json=?, title=?, channel=?, severity_counts=? WHERE audit_id=?",
                        (report.model_dump_json(), *_listing_values(report), audit_id))

    def get_audit(self, audit_id: str) -> StoredAudit | None:
        with closing(self._connect()) as con:
            row = con.execute("SELECT * FROM audits WHERE audit_id=?", (audit_id,)).fetchone()
        if row is None:
            return None
        return StoredAudit(
            audit_id=row["audit_id"],
            thread_id=row["thread_id"],
            source_input=row["source_input"],
            report=AuditReport.model_validate_json(row["report_json"]),
            transcript=Transcript.model_validate_json(row["transcript_json"]) if row["transcript_json"] else None,
            media_path=row["media_path"],
            created_at=row["created_at"],
            owner=row["owner"],
        )

    def current_audit(self, thread_id: str) -> StoredAudit | None:
        with closing(self._connect()) as con:
            row = con.execute("SELECT current_audit FROM threads WHERE thread_id=?", (thread_id,)).fetchone()
        if row is None or row["current_audit"] is None:
            return None
        return self.get_audit(row["current_audit"])

    # ------------------------------------------------------------ reviews

    def record_review(
        self, audit_id: str, finding_id: str, decision: str, reviewer: str, comment: str = ""
    ) -> ReviewDecision:
        """Append a decision to the finding's history; nothing is ever overwritten (an undo is a row too)."""
        review = ReviewDecision(
            finding_id=finding_id, decision=decision, reviewer=reviewer, comment=comment, decided_at=now_iso()
        )
        with closing(self._connect()) as con, con:
            con.execute(
                "INSERT INTO review_events(audit_id, finding_id, decision, reviewer, comment, decided_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (audit_id, finding_id, review.decision, review.reviewer, review.comment, review.decided_at),
            )
        return review

    def latest_reviews(self, audit_id: str) -> dict[str, ReviewDecision]:
        """Each finding's decision in force (what a card shows and a re-audit carries over); undone ones drop out."""
        return current_decisions(self.reviews(audit_id))

    def reviews(self, audit_id: str) -> list[ReviewDecision]:
        """The audit's whole review history, oldest first."""
        with closing(self._connect()) as con:
            rows = con.execute("SELECT * FROM review_events WHERE audit_id=? ORDER BY seq", (audit_id,)).fetchall()
        return [
            ReviewDecision(
                finding_id=r["finding_id"],
                decision=r["decision"],
                reviewer=r["reviewer"],
                comment=r["comment"],
                decided_at=r["decided_at"],
            )
            for r in rows
        ]

    # ------------------------------------------------------------ the audit queue

    def record_audit_event(
        self, audit_id: str, action: str, reviewer: str, value: str = "", comment: str = ""
    ) -> AuditEvent:
        """Append one status, assignment or tag event; assistant/review.py decides whether it is allowed."""
        event = AuditEvent(audit_id=audit_id, action=action, value=value, reviewer=reviewer, comment=comment,
                           decided_at=now_iso())
        with closing(self._connect()) as con, con:
            con.execute(
                "INSERT INTO audit_events(audit_id, action, value, reviewer, comment, decided_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (audit_id, event.action, event.value, event.reviewer, event.comment, event.decided_at),
            )
        return event

    def audit_events(self, audit_id: str | None = None) -> list[AuditEvent]:
        """One audit's events, or every audit's (for the list), oldest first."""
        sql, args = "SELECT * FROM audit_events", ()
        if audit_id is not None:
            sql, args = sql + " WHERE audit_id=?", (audit_id,)
        with closing(self._connect()) as con:
            rows = con.execute(sql + " ORDER BY seq", args).fetchall()
        return [AuditEvent(audit_id=r["audit_id"], action=r["action"], value=r["value"], reviewer=r["reviewer"],
                           comment=r["comment"], decided_at=r["decided_at"]) for r in rows]

    def all_reviews(self) -> dict[str, list[ReviewDecision]]:
        """Every audit's finding history, oldest first, keyed by audit id (one query for the audit list)."""
        out: dict[str, list[ReviewDecision]] = {}
        with closing(self._connect()) as con:
            rows = con.execute("SELECT * FROM review_events ORDER BY seq").fetchall()
        for r in rows:
            out.setdefault(r["audit_id"], []).append(ReviewDecision(
                finding_id=r["finding_id"], decision=r["decision"], reviewer=r["reviewer"], comment=r["comment"],
                decided_at=r["decided_at"]))
        return out

    def audit_rows(self) -> list[dict]:
        """Every audit's listing columns (no report or transcript is parsed), newest first."""
        with closing(self._connect()) as con:
            rows = con.execute(
                "SELECT audit_id, thread_id, source_input, title, channel, severity_counts, created_at, media_path "
                "FROM audits ORDER BY created_at DESC, rowid DESC").fetchall()
        return [{**dict(r), "severity_counts": json.loads(r["severity_counts"] or "{}")} for r in rows]

    # ------------------------------------------------------------ audit list and runs (issue #11 defect 4, #12 item 13)

    def list_audits(self, thread_id: str) -> list[StoredAudit]:
        """The thread's audits, oldest first (what "list audits" numbers 1, 2, ...)."""
        with closing(self._connect()) as con:
            ids = [r["audit_id"] for r in con.execute(
                "SELECT audit_id FROM audits WHERE thread_id=? ORDER BY created_at, rowid", (thread_id,))]
        return [a for a in (self.get_audit(i) for i in ids) if a is not None]

    def set_current_audit(self, thread_id: str, audit_id: str) -> None:
        """Make one of the thread's own audits the one follow-ups talk about ("open audit 1")."""
        with closing(self._connect()) as con, con:
            con.execute("UPDATE threads SET current_audit=?, last_finding=NULL, updated_at=? WHERE thread_id=? AND "
                        "EXISTS (SELECT 1 FROM audits WHERE audit_id=? AND thread_id=?)",
                        (audit_id, now_iso(), thread_id, audit_id, thread_id))

    def start_run(self, thread_id: str, source: str, speaker_role: str | None = None) -> str:
        """Record an audit as running in this process, so a restart can tell it was cut off."""
        run_id = uuid.uuid4().hex[:12]
        with closing(self._connect()) as con, con:
            con.execute("INSERT INTO audit_runs(run_id, thread_id, source_input, speaker_role, status, pid, started_at)"
                        " VALUES (?, ?, ?, ?, 'running', ?, ?)", (run_id, thread_id, source, speaker_role, os.getpid(),
                                                                  now_iso()))
        return run_id

    def finish_run(self, run_id: str, status: str, audit_id: str | None = None) -> None:
        with closing(self._connect()) as con, con:
            con.execute("UPDATE audit_runs SET status=?, ended_at=?, audit_id=? WHERE run_id=?",
                        (status, now_iso(), audit_id, run_id))

    def mark_interrupted(self) -> int:
        """Runs left `running` by a process that no longer exists are `interrupted`; returns how many."""
        with closing(self._connect()) as con, con:
            rows = con.execute("SELECT run_id, pid FROM audit_runs WHERE status='running'").fetchall()
            dead = [r["run_id"] for r in rows if r["pid"] != os.getpid() and not _alive(r["pid"])]
            con.executemany("UPDATE audit_runs SET status='interrupted', ended_at=? WHERE run_id=?",
                            [(now_iso(), rid) for rid in dead])
        return len(dead)

    def interrupted_run(self, thread_id: str) -> AuditRun | None:
        """The thread's latest run if it was interrupted and has not been run again or dismissed since."""
        self.mark_interrupted()
        with closing(self._connect()) as con:
            row = con.execute("SELECT * FROM audit_runs WHERE thread_id=? ORDER BY started_at DESC, rowid DESC LIMIT 1",
                              (thread_id,)).fetchone()
        if row is None or row["status"] != "interrupted":
            return None
        return AuditRun(row["run_id"], row["thread_id"], row["source_input"], row["speaker_role"], row["status"],
                        row["started_at"], row["ended_at"])

    def get_run(self, run_id: str) -> AuditRun | None:
        with closing(self._connect()) as con:
            row = con.execute("SELECT * FROM audit_runs WHERE run_id=?", (run_id,)).fetchone()
        if row is None:
            return None
        return AuditRun(row["run_id"], row["thread_id"], row["source_input"], row["speaker_role"], row["status"],
                        row["started_at"], row["ended_at"])
