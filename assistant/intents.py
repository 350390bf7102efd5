"""What the router read a chat message as: one small frozen class per intent kind, with only that kind's slots.

Why a tagged union rather than one class with every slot: a handler can only read the slots its kind has (a
re-check has regulators, an export a format), a missing slot is a construction error instead of a silent None,
and `kind` (a Literal) names the class in logs, the eval and the agent's message metadata. The router
(assistant/router.py, intent_slots.py, queue_intents.py) builds them; assistant/toolbox.py runs them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# Each class: frozen (an intent is a value), kw_only (slots are named where it is built), kind fixed by the class.


@dataclass(frozen=True, kw_only=True)
class AuditIntent:
    kind: Literal["audit"] = field(default="audit", init=False)
    source: str | None = None  # a link or a path; None: the upload, or the current audit's video again
    speaker_role: str | None = None
    regulators: tuple[str, ...] = ()
    reaudit: bool = False


@dataclass(frozen=True, kw_only=True)
class ExplainIntent:
    kind: Literal["explain"] = field(default="explain", init=False)
    finding_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class RuleTextIntent:
    kind: Literal["rule_text"] = field(default="rule_text", init=False)
    citation: str | None = None  # as typed; None with a finding: the rule that finding cites
    finding_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class RecheckIntent:
    kind: Literal["recheck"] = field(default="recheck", init=False)
    finding_id: str | None = None
    regulators: tuple[str, ...] = ()
    speaker_role: str | None = None


@dataclass(frozen=True, kw_only=True)
class SetSpeakerIntent:
    kind: Literal["set_speaker"] = field(default="set_speaker", init=False)
    speaker_role: str | None = None
    reaudit: bool = False


@dataclass(frozen=True, kw_only=True)
class ListFindingsIntent:
    kind: Literal["list_findings"] = field(default="list_findings", init=False)
    severity: str | None = None


@dataclass(frozen=True, kw_only=True)
class SearchRulesIntent:
    kind: Literal["search_rules"] = field(default="search_rules", init=False)
    query: str | None = None
    regulators: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class VerifyIntent:
    kind: Literal["verify"] = field(default="verify", init=False)
    excerpt: str | None = None
    finding_id: str | None = None  # "verify the quote in #4": whose quote


@dataclass(frozen=True, kw_only=True)
class ReviewIntent:
    kind: Literal["review"] = field(default="review", init=False)
    finding_id: str | None = None
    decision: str | None = None  # accepted | rejected | escalated
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class UndoIntent:
    kind: Literal["undo"] = field(default="undo", init=False)
    finding_id: str | None = None
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class ExportIntent:
    kind: Literal["export"] = field(default="export", init=False)
    fmt: str | None = None  # csv | json | md | html; None: ask which


@dataclass(frozen=True, kw_only=True)
class AssignIntent:
    kind: Literal["assign"] = field(default="assign", init=False)
    who: str | None = None  # a name, "me", "the compliance team"
    finding_id: str | None = None  # a finding the message named; the audit is assigned as a whole


@dataclass(frozen=True, kw_only=True)
class QueueIntent:
    kind: Literal["queue"] = field(default="queue", init=False)
    status: str | None = None  # open | in_review | closed
    severity: str | None = None
    reviewer: str | None = None  # a name, "me" or "unassigned"
    channel: str | None = None


@dataclass(frozen=True, kw_only=True)
class DispositionIntent:
    kind: Literal["disposition"] = field(default="disposition", init=False)
    action: str | None = None  # close | reopen | start_review
    outcome: str | None = None  # close: approved | changes required | escalated, as typed
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class TagIntent:
    kind: Literal["tag"] = field(default="tag", init=False)
    tag: str | None = None  # one tag, or several joined by commas
    remove: bool = False


@dataclass(frozen=True, kw_only=True)
class BundleIntent:
    kind: Literal["bundle"] = field(default="bundle", init=False)


@dataclass(frozen=True, kw_only=True)
class ListAuditsIntent:
    kind: Literal["list_audits"] = field(default="list_audits", init=False)


@dataclass(frozen=True, kw_only=True)
class OpenAuditIntent:
    kind: Literal["open_audit"] = field(default="open_audit", init=False)
    audit_no: int | None = None  # 1-based; -1 the last, -2 the one before it


@dataclass(frozen=True, kw_only=True)
class ResumeIntent:
    kind: Literal["resume"] = field(default="resume", init=False)
    thread: str | None = None


@dataclass(frozen=True, kw_only=True)
class WatchStatusIntent:
    kind: Literal["watch_status"] = field(default="watch_status", init=False)


@dataclass(frozen=True, kw_only=True)
class WatchAddIntent:
    kind: Literal["watch_add"] = field(default="watch_add", init=False)
    source: str | None = None


@dataclass(frozen=True, kw_only=True)
class ClarifyIntent:
    """Not sure: one short question offering the two likeliest readings."""

    kind: Literal["clarify"] = field(default="clarify", init=False)
    reason: str | None = None
    options: tuple[tuple[str, str, str], ...] = ()  # (kind, what it means after "to", an example to type)


@dataclass(frozen=True, kw_only=True)
class HelpIntent:
    """Nothing to act on: the menu, headed by why the router could not act when it knows."""

    kind: Literal["help"] = field(default="help", init=False)
    reason: str | None = None


Intent = (
    AuditIntent | ExplainIntent | RuleTextIntent | RecheckIntent | SetSpeakerIntent | ListFindingsIntent
    | SearchRulesIntent | VerifyIntent | ReviewIntent | UndoIntent | ExportIntent | AssignIntent | QueueIntent
    | DispositionIntent | TagIntent | BundleIntent | ListAuditsIntent | OpenAuditIntent | ResumeIntent
    | WatchStatusIntent | WatchAddIntent | ClarifyIntent | HelpIntent
)
INTENTS: dict[str, type[Intent]] = {cls.kind: cls for cls in Intent.__args__}  # kind -> its class
# the kinds that may name a finding, for the router's "a named finding decides" rule
WITH_FINDING = (ExplainIntent, RuleTextIntent, RecheckIntent, VerifyIntent, ReviewIntent, UndoIntent, AssignIntent)


def bare(kind: str) -> Intent:
    """An intent of `kind` with no slots filled (the cue file and the example vote name kinds as strings)."""
    return INTENTS[kind]()
