"""SQLite store for what a chat thread must keep across restarts: its audits, its transcript, its review history.

The LangGraph checkpointer keeps the conversation; this store keeps the artefacts the conversation talks about,
keyed by a thread id we control (Chainlit's own session thread id changes per browser session without a data layer).
Every call opens its own short connection, so the store is safe to share between Chainlit's event loop, worker
threads and separate processes.
"""

from __future__ import annotations

import sqlite3
import uuid
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from veristream import config
from veristream.models import AuditReport, ReviewDecision, Transcript, current_decisions

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
"""
# Before issue #11 the reviews table kept one row per finding (INSERT OR REPLACE); its rows are the first history.
_MIGRATE_REVIEWS = """
INSERT INTO review_events(audit_id, finding_id, decision, reviewer, comment, decided_at)
SELECT audit_id, finding_id, decision, reviewer, comment, decided_at FROM reviews ORDER BY decided_at;
DROP TABLE reviews;
"""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


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
            if "owner" not in {r["name"] for r in con.execute("PRAGMA table_info(audits)")}:
                con.execute("ALTER TABLE audits ADD COLUMN owner TEXT")  # the reviewer a watched audit is for (#13)

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
                "INSERT OR REPLACE INTO audits(audit_id, thread_id, source_input, report_json, transcript_json,"
                " media_path, created_at, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    audit_id,
                    thread_id,
                    source_input,
                    report.model_dump_json(),
                    transcript.model_dump_json() if transcript else None,
                    media_path,
                    now_iso(),
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
            con.execute("UPDATE audits SET report_json=? WHERE audit_id=?", (report.model_dump_json(), audit_id))

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
