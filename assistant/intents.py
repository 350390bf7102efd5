"""What the router read a chat message as: one small frozen class per intent kind, with only that kind's slots.

Why a tagged union rather than one class with every slot: a handler can only read the slots its kind has (a
re-check has regulators, an export a format), a missing slot is a construction error instead of a silent None,
and `kind` (a Literal) names the class in logs, the eval and the agent's message metadata. The router
(assistant/router.py, intent_slots.py, queue_intents.py) builds them; assistant/toolbox.py runs them. Callers name
them through the module: `intents.Review(finding_id="F2", decision="rejected")`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# Each class: frozen (an intent is a value), kw_only (slots are named where it is built), kind fixed by the class.


@dataclass(frozen=True, kw_only=True)
class Audit:
    kind: Literal["audit"] = field(default="audit", init=False)
    source: str | None = None  # a link or a path; None: the upload, or the current audit's video again
    speaker_role: str | None = None
    regulators: tuple[str, ...] = ()
    reaudit: bool = False


@dataclass(frozen=True, kw_only=True)
class Explain:
    kind: Literal["explain"] = field(default="explain", init=False)
    finding_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class RuleText:
    kind: Literal["rule_text"] = field(default="rule_text", init=False)
    citation: str | None = None  # as typed; None with a finding: the rule that finding cites
    finding_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class Recheck:
    kind: Literal["recheck"] = field(default="recheck", init=False)
    finding_id: str | None = None
    regulators: tuple[str, ...] = ()
    speaker_role: str | None = None


@dataclass(frozen=True, kw_only=True)
class SetSpeaker:
    kind: Literal["set_speaker"] = field(default="set_speaker", init=False)
    speaker_role: str | None = None
    reaudit: bool = False


@dataclass(frozen=True, kw_only=True)
class ListFindings:
    kind: Literal["list_findings"] = field(default="list_findings", init=False)
    severity: str | None = None


@dataclass(frozen=True, kw_only=True)
class SearchRules:
    kind: Literal["search_rules"] = field(default="search_rules", init=False)
    query: str | None = None
    regulators: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Verify:
    kind: Literal["verify"] = field(default="verify", init=False)
    excerpt: str | None = None
    finding_id: str | None = None  # "verify the quote in #4": whose quote


@dataclass(frozen=True, kw_only=True)
class Review:
    kind: Literal["review"] = field(default="review", init=False)
    finding_id: str | None = None
    decision: str | None = None  # accepted | rejected | escalated
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class Undo:
    kind: Literal["undo"] = field(default="undo", init=False)
    finding_id: str | None = None
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class Export:
    kind: Literal["export"] = field(default="export", init=False)
    fmt: str | None = None  # csv | json | md | html; None: ask which


@dataclass(frozen=True, kw_only=True)
class Assign:
    kind: Literal["assign"] = field(default="assign", init=False)
    who: str | None = None  # a name, "me", "the compliance team"
    finding_id: str | None = None  # a finding the message named; the audit is assigned as a whole


@dataclass(frozen=True, kw_only=True)
class Queue:
    kind: Literal["queue"] = field(default="queue", init=False)
    status: str | None = None  # open | in_review | closed
    severity: str | None = None
    reviewer: str | None = None  # a name, "me" or "unassigned"
    channel: str | None = None


@dataclass(frozen=True, kw_only=True)
class Disposition:
    kind: Literal["disposition"] = field(default="disposition", init=False)
    action: str | None = None  # close | reopen | start_review
    outcome: str | None = None  # close: approved | changes required | escalated, as typed
    comment: str = ""


@dataclass(frozen=True, kw_only=True)
class Tag:
    kind: Literal["tag"] = field(default="tag", init=False)
    tag: str | None = None  # one tag, or several joined by commas
    remove: bool = False


@dataclass(frozen=True, kw_only=True)
class Bundle:
    kind: Literal["bundle"] = field(default="bundle", init=False)


@dataclass(frozen=True, kw_only=True)
class ListAudits:
    kind: Literal["list_audits"] = field(default="list_audits", init=False)


@dataclass(frozen=True, kw_only=True)
class OpenAudit:
    kind: Literal["open_audit"] = field(default="open_audit", init=False)
    audit_no: int | None = None  # 1-based; -1 the last, -2 the one before it


@dataclass(frozen=True, kw_only=True)
class Resume:
    kind: Literal["resume"] = field(default="resume", init=False)
    thread: str | None = None


@dataclass(frozen=True, kw_only=True)
class WatchStatus:
    kind: Literal["watch_status"] = field(default="watch_status", init=False)


@dataclass(frozen=True, kw_only=True)
class WatchAdd:
    kind: Literal["watch_add"] = field(default="watch_add", init=False)
    source: str | None = None


@dataclass(frozen=True, kw_only=True)
class Clarify:
    """Not sure: one short question offering the two likeliest readings."""

    kind: Literal["clarify"] = field(default="clarify", init=False)
    reason: str | None = None
    options: tuple[tuple[str, str, str], ...] = ()  # (kind, what it means after "to", an example to type)


@dataclass(frozen=True, kw_only=True)
class Help:
    """Nothing to act on: the menu, headed by why the router could not act when it knows."""

    kind: Literal["help"] = field(default="help", init=False)
    reason: str | None = None


Intent = (
    Audit | Explain | RuleText | Recheck | SetSpeaker | ListFindings | SearchRules | Verify | Review | Undo | Export
    | Assign | Queue | Disposition | Tag | Bundle | ListAudits | OpenAudit | Resume | WatchStatus | WatchAdd | Clarify
    | Help
)
INTENTS: dict[str, type[Intent]] = {cls.kind: cls for cls in Intent.__args__}  # kind -> its class
# the kinds that may name a finding, for the router's "a named finding decides" rule
WITH_FINDING = (Explain, RuleText, Recheck, Verify, Review, Undo, Assign)


def bare(kind: str) -> Intent:
    """An intent of `kind` with no slots filled (the cue file and the example vote name kinds as strings)."""
    return INTENTS[kind]()
