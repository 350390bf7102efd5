"""The review queue's chat phrasings: "show open audits assigned to dana", "close this audit as approved",
"tag this audit as sponsor-review", "examiner bundle".

Kept apart from the router's main grammar (assistant/router.py calls `route_queue` first), so the queue can grow
without touching the finding-level phrasings. A plain "list audits" is not a queue request here (no filter): it
is left to the router's own audit-list intent.
"""

from __future__ import annotations

import re

from assistant import intents
from assistant.intents import Intent
from assistant.router import _severity

_AUDITS = re.compile(r"\baudits\b|\b(?:review\s+)?queue\b|\bbacklog\b", re.I)
_STATUS = (
    ("in_review", r"\bin[\s-]review\b|\bunder\s+review\b|\bbeing\s+reviewed\b|\bin\s+progress\b"),
    ("closed", r"\bclosed\b|\bdone\b|\bfinished\b"),
    ("open", r"\bopen\b|\bnew\b|\buntouched\b|\bnot\s+started\b"),
)
_OUTCOME = r"(approved|approve|changes[\s_-]+required|needs?\s+changes|changes|escalated|escalate)"


def _reviewer(text: str) -> str | None:
    if re.search(r"\bunassigned\b|\bno\s+(?:one|reviewer|assignee)\b", text, re.I):
        return "unassigned"
    if re.search(r"\b(?:assigned\s+to|for)\s+me\b|\bmy\s+(?:audits|queue)\b|\bmine\b", text, re.I):
        return "me"
    m = re.search(
        r"\b(?:assigned\s+to|assignee\s*:?|owned\s+by|for\s+reviewer)\s+([A-Za-z][\w.-]*)", text, re.I
    ) or re.search(r"\b([A-Za-z][\w-]*)'s\s+(?:audits|queue)\b", text, re.I)
    return m.group(1) if m else None


def _channel(text: str) -> str | None:
    m = re.search(
        r"\b(?:on|from|for)\s+(?:the\s+)?channel\s+[\"“']?([^\"”']+?)[\"”']?(?=\s+(?:assigned|that|which|with)\b|"
        r"\s*[?.!]?$)",
        text,
        re.I,
    ) or re.search(r"\bchannel\s*[:=]\s*[\"“']?([^\"”']+?)[\"”']?\s*$", text, re.I)
    return m.group(1).strip() if m else None


def route_queue(text: str) -> Intent | None:
    """A queue request, or None to let the router's other stages read the message."""
    t = text.strip()
    low = t.lower()
    if re.search(r"\bexaminer\b|\b(?:evidence\s+)?bundle\b|\bzip\b", low):
        return intents.Bundle()
    m = re.search(
        r"\b(?:close|closing|mark|set|resolve)\s+(?:this\s+|the\s+)?(?:audit|review)\s+(?:as\s+|to\s+|with\s+)?"
        + _OUTCOME
        + r"\b(?:\s*(?:because|since|[:—–-])\s*(.+))?",
        t,
        re.I,
    )
    if m or (
        m := re.search(
            r"^\s*(approve)\s+(?:this|the)\s+(?:audit|video|communication)\b(?:\s*(?:because|since|"
            r"[:—–-])\s*(.+))?",
            t,
            re.I,
        )
    ):
        return intents.Disposition(action="close", outcome=m.group(1), comment=(m.group(2) or "").strip())
    if re.search(r"\breopen\s+(?:this|the)\s+audit\b", low):
        cm = re.search(r"\b(?:because|since)\s+(.+)$", t, re.I)
        return intents.Disposition(action="reopen", comment=cm.group(1).strip() if cm else "")
    if re.search(
        r"^\s*(?:start|begin)\s+(?:the\s+|my\s+)?review(?:ing)?(?:\s+(?:of\s+)?(?:this|the)\s+audit)?\s*[.!]?$", low
    ):
        return intents.Disposition(action="start_review")
    if m := re.search(r"^\s*(un)?tag\s+(?:this|the)\s+audit\s+(?:as\s+|with\s+)?[\"“']?(.+?)[\"”']?\s*[.!]?$", t, re.I):
        return intents.Tag(tag=m.group(2), remove=bool(m.group(1)))
    if m := re.search(
        r"^\s*(add|remove)\s+(?:the\s+)?tag\s+[\"“']?(.+?)[\"”']?(?:\s+(?:to|from)\s+(?:this|the)\s+audit)?"
        r"\s*[.!]?$",
        t,
        re.I,
    ):
        return intents.Tag(tag=m.group(2), remove=m.group(1).lower() == "remove")
    if not _AUDITS.search(t):
        return None
    status = next((s for s, pat in _STATUS if re.search(pat, low)), None)
    reviewer, channel, severity = _reviewer(t), _channel(t), _severity(t)
    queue_word = re.search(r"\bqueue\b|\bbacklog\b|\bacross\s+(?:all\s+)?threads\b|\ball\s+threads\b", low)
    if not (status or reviewer or channel or severity or queue_word):
        return None  # "list audits": the thread's own audit list, not the queue
    return intents.Queue(status=status, severity=severity, reviewer=reviewer, channel=channel)
