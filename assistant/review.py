"""The review queue: an audit's disposition (open → in review → closed as approved, changes required or escalated),
its assignee and tags, finding decisions that respect it, and the list of audits across threads.

Compliance reviewers work a queue, not a chat scroll-back (issue #11), so the rules of the queue live here once and
both the chat (assistant/toolbox.py) and the command line (assistant/review_cli.py) call them. Every method takes
the reviewer's name: the chat passes the logged-in user, the CLI `--reviewer` (default VERISTREAM_REVIEWER). The
store appends a row per action and never rewrites one; the states are replayed from those rows.
"""

from __future__ import annotations

import re

from assistant.store import Store, StoredAudit
from veristream.errors import InputError
from veristream.models import (
    AUDIT_STATUSES,
    SEVERITY_ORDER,
    STATUS_LABELS,
    AuditDisposition,
    AuditEvent,
    AuditListing,
    ReviewDecision,
    current_decisions,
    current_disposition,
    severity_rank,
)

FINDING_DECISIONS = ("accepted", "rejected", "escalated", "undone")
_OUTCOME_WORDS = {  # what people type for each outcome
    "approved": "approved",
    "approve": "approved",
    "approval": "approved",
    "changes_required": "changes_required",
    "changes required": "changes_required",
    "changes": "changes_required",
    "changes-required": "changes_required",
    "needs changes": "changes_required",
    "escalated": "escalated",
    "escalate": "escalated",
}
_TAG = re.compile(r"^[\w][\w .:/-]{0,39}$")


def parse_outcome(text: str) -> str:
    """`approved`, `changes required`, `changes-required`, `escalate`... → one of AUDIT_OUTCOMES."""
    outcome = _OUTCOME_WORDS.get(" ".join((text or "").lower().replace("_", " ").split()))
    if outcome is None:
        outcome = _OUTCOME_WORDS.get((text or "").strip().lower())
    if outcome is None:
        raise InputError(f"Unknown outcome {text!r}.", "Close an audit as approved, changes required or escalated.")
    return outcome


def status_label(d: AuditDisposition) -> str:
    """`open`, `in review`, `closed (changes required)`."""
    return STATUS_LABELS[d.status] + (f" ({STATUS_LABELS[d.outcome]})" if d.outcome else "")


class ReviewQueue:
    """Dispositions, assignment, tags and finding decisions over one Store."""

    def __init__(self, store: Store):
        self.store = store

    # ------------------------------------------------------------ reading

    def audit(self, audit_id: str) -> StoredAudit:
        audit = self.store.get_audit(audit_id)
        if audit is None:
            raise InputError(
                f"There is no audit {audit_id}.",
                "Run `veristream review list` to see the audit ids.",
                chat_hint="Say `show open audits` to see the audit ids.",
            )
        return audit

    def disposition(self, audit_id: str) -> AuditDisposition:
        return current_disposition(self.store.audit_events(audit_id))

    def history(self, audit_id: str) -> tuple[list[ReviewDecision], list[AuditEvent]]:
        """The finding decisions and the audit events, each oldest first: what an examiner reads."""
        return self.store.reviews(audit_id), self.store.audit_events(audit_id)

    # ------------------------------------------------------------ status

    def start_review(self, audit_id: str, reviewer: str, comment: str = "") -> AuditEvent:
        """open → in review."""
        self.audit(audit_id)
        state = self.disposition(audit_id)
        if state.status != "open":
            raise InputError(
                f"Audit {audit_id} is already {status_label(state)}.",
                "Reopen a closed audit to review it again." if state.status == "closed" else None,
            )
        return self.store.record_audit_event(audit_id, "start_review", reviewer, comment=comment)

    def close(self, audit_id: str, outcome: str, reviewer: str, comment: str = "") -> AuditEvent:
        """Close as approved, changes required or escalated.

        Approval means the communication may be used as it is, so it is refused while any finding is undecided or
        a finding stands accepted or escalated: those call for "changes required" or "escalated" instead.
        """
        audit = self.audit(audit_id)
        outcome = parse_outcome(outcome)
        state = self.disposition(audit_id)
        if state.status == "closed":
            raise InputError(
                f"Audit {audit_id} is already {status_label(state)} (by {state.closed_by} at {state.closed_at}).",
                "Reopen it first to change the outcome.",
            )
        if outcome == "approved":
            decided = current_decisions(self.store.reviews(audit_id))
            pending = [f.id for f in audit.report.findings if f.id not in decided]
            standing = [
                f"{fid} ({r.decision})" for fid, r in decided.items() if r.decision in ("accepted", "escalated")
            ]
            if pending:
                raise InputError(
                    f"Audit {audit_id} cannot be approved: {', '.join(pending)} not reviewed yet.",
                    "Accept, reject or escalate every finding first.",
                )
            if standing:
                raise InputError(
                    f"Audit {audit_id} cannot be approved while {', '.join(standing)} stand.",
                    "Close it as changes required or escalated, or revisit those decisions.",
                )
        return self.store.record_audit_event(audit_id, "close", reviewer, value=outcome, comment=comment)

    def reopen(self, audit_id: str, reviewer: str, comment: str = "") -> AuditEvent:
        """closed → in review; the closing row stays in the history."""
        self.audit(audit_id)
        state = self.disposition(audit_id)
        if state.status != "closed":
            raise InputError(f"Audit {audit_id} is {status_label(state)}, not closed: there is nothing to reopen.")
        return self.store.record_audit_event(audit_id, "reopen", reviewer, comment=comment)

    # ------------------------------------------------------------ assignment and tags

    def assign(self, audit_id: str, assignee: str | None, reviewer: str, comment: str = "") -> AuditEvent:
        """Assign to `assignee` ("me" is the reviewer; None or "" unassigns)."""
        self.audit(audit_id)
        name = (assignee or "").strip()
        if name.lower() == "me":
            name = reviewer
        if len(name) > 80:
            raise InputError("A reviewer name is at most 80 characters.")
        if (self.disposition(audit_id).assignee or "") == name:
            raise InputError(f"Audit {audit_id} is already " + (f"assigned to {name}." if name else "unassigned."))
        return self.store.record_audit_event(audit_id, "assign", reviewer, value=name, comment=comment)

    def tag(self, audit_id: str, tag: str, reviewer: str, *, remove: bool = False) -> AuditEvent:
        self.audit(audit_id)
        tag = " ".join((tag or "").split())
        if not _TAG.match(tag):
            raise InputError(
                f"Not a usable tag: {tag!r}.",
                "A tag is 1-40 letters, digits, spaces or . : / - _, starting with a letter or digit.",
            )
        tags = self.disposition(audit_id).tags
        if remove and tag not in tags:
            raise InputError(f"Audit {audit_id} has no tag {tag!r}.", f"Its tags: {', '.join(tags) or 'none'}.")
        if not remove and tag in tags:
            raise InputError(f"Audit {audit_id} is already tagged {tag!r}.")
        return self.store.record_audit_event(audit_id, "untag" if remove else "tag", reviewer, value=tag)

    # ------------------------------------------------------------ finding decisions

    def decide(self, audit_id: str, finding_id: str, decision: str, reviewer: str, comment: str = "") -> ReviewDecision:
        """Append a finding decision (accepted, rejected, escalated, undone).

        A closed audit's decisions are locked: reopen it first, so an approval can never sit on top of decisions
        that changed after it. The first decision on an open audit moves it to "in review", recorded as its own row.
        """
        audit = self.audit(audit_id)
        if decision not in FINDING_DECISIONS:
            raise InputError(f"Unknown decision {decision!r}.", "Accept, reject, escalate or undo.")
        if finding_id not in {f.id for f in audit.report.findings}:
            ids = ", ".join(f.id for f in audit.report.findings) or "none"
            raise InputError(f"There is no finding {finding_id} in audit {audit_id}.", f"Findings: {ids}.")
        state = self.disposition(audit_id)
        if state.status == "closed":
            raise InputError(
                f"Audit {audit_id} is {status_label(state)}; its decisions are locked.",
                "Reopen the audit to change a decision.",
            )
        if decision == "undone":  # the row says what it undid, so the trail reads on its own
            current = current_decisions(self.store.reviews(audit_id)).get(finding_id)
            if current is None:
                raise InputError(f"Nothing to undo: {finding_id} has no decision in force.")
            note = f"undid {current.decision} by {current.reviewer} at {current.decided_at}"
            comment = f"{note} — {comment}" if comment else note
        if state.status == "open":
            self.store.record_audit_event(audit_id, "start_review", reviewer, comment=f"first decision ({finding_id})")
        return self.store.record_review(audit_id, finding_id, decision, reviewer, comment)

    # ------------------------------------------------------------ the list across threads

    def list(
        self,
        *,
        status: str | None = None,
        outcome: str | None = None,
        severity: str | None = None,
        reviewer: str | None = None,
        channel: str | None = None,
        tag: str | None = None,
        thread_id: str | None = None,
    ) -> list[AuditListing]:
        """Audits across threads, newest first, filtered.

        - status: open, in_review (or "in review") or closed; outcome: one of AUDIT_OUTCOMES (closed audits);
        - severity: audits with at least one finding of that severity or graver (`high` includes critical);
        - reviewer: the assignee, case-insensitive ("unassigned" lists audits with no assignee);
        - channel: the video's channel, case-insensitive substring; tag: exact tag.
        """
        status = status.replace(" ", "_").lower() if status else None
        if status is not None and status not in AUDIT_STATUSES:
            raise InputError(f"Unknown status {status!r}.", "Use open, in_review or closed.")
        outcome = parse_outcome(outcome) if outcome else None
        if severity is not None and severity not in SEVERITY_ORDER:
            raise InputError(f"Unknown severity {severity!r}.", "Use critical, high, medium or low.")
        events: dict[str, list[AuditEvent]] = {}
        for ev in self.store.audit_events():
            events.setdefault(ev.audit_id, []).append(ev)
        reviews = self.store.all_reviews()
        out = []
        for row in self.store.audit_rows():
            if thread_id and row["thread_id"] != thread_id:
                continue
            listing = self._listing(row, events.get(row["audit_id"], []), reviews.get(row["audit_id"], []))
            d = listing.disposition
            if status and d.status != status or outcome and d.outcome != outcome:
                continue
            if severity and (
                listing.top_severity is None or severity_rank(listing.top_severity) < severity_rank(severity)
            ):
                continue
            if reviewer:
                want = reviewer.strip().lower()
                if (want == "unassigned" and d.assignee) or (
                    want != "unassigned" and (d.assignee or "").lower() != want
                ):
                    continue
            if channel and channel.strip().lower() not in (listing.channel or "").lower():
                continue
            if tag and tag not in d.tags:
                continue
            out.append(listing)
        return out

    @staticmethod
    def _listing(row: dict, events: list[AuditEvent], reviews: list[ReviewDecision]) -> AuditListing:
        counts = {sev: int(row["severity_counts"].get(sev, 0)) for sev in reversed(SEVERITY_ORDER)}
        top = next((sev for sev, n in counts.items() if n), None)
        total = sum(counts.values())
        decided = len(current_decisions(reviews))
        last = max([row["created_at"], *(e.decided_at for e in events), *(r.decided_at for r in reviews)])
        return AuditListing(
            audit_id=row["audit_id"],
            thread_id=row["thread_id"],
            source=row["source_input"],
            title=row["title"],
            channel=row["channel"],
            created_at=row["created_at"],
            findings=total,
            counts_by_severity=counts,
            top_severity=top,
            decided=decided,
            pending=max(0, total - decided),
            disposition=current_disposition(events),
            last_activity=last,
        )
