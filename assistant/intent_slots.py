"""Fill the slots of an intent the router has already chosen (by a strong cue or the nearest-example vote).

Why separate from choosing: the intent can come from the pattern stages, the cue file or the example vote, but
a finding id, a regulator, a severity or an export format is read the same way whichever chose it. Missing
slots stay None: the toolbox then asks for them in words ("Undo which finding's decision?").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from assistant import intents
from assistant import router as r
from assistant.intents import Intent, bare
from assistant.router import RouterState

_SEVERITY_WORDS = (
    ("critical", r"\bcrit(?:ical)?s?\b"),
    ("high", r"\bhighs?\b"),
    ("medium", r"\bmed(?:ium)?s?\b|\bmoderate\b"),
    ("low", r"\blows?\b|\bminor\b"),
)
_FORMATS = (
    ("csv", r"\bcsv\b|spreadsheet|excel"),
    ("json", r"\bjson\b"),
    ("md", r"\bmd\b|markdown"),
    ("html", r"\bhtml?\b|web\s*page|\bpdf\b|printable"),
)  # no PDF export: html is the printable one


def severity(t: str) -> str | None:
    return r._severity(t) or next((s for s, p in _SEVERITY_WORDS if re.search(p, t, re.I)), None)


def export_format(t: str) -> str | None:
    return next((f for f, p in _FORMATS if re.search(p, t, re.I)), None)


def _decision(low: str) -> str | None:
    if re.search(
        r"\bescalat\w*\b|\bto\s+(?:the\s+)?(?:legal|compliance|cco|supervisor|principal|manager)\b|\bupstairs\b", low
    ):
        return "escalated"
    if re.search(
        r"\breject\w*|\bdismiss\w*|\bdecline\w*|false\s+positive|\bnot\s+a\s+(?:real\s+)?(?:violation|issue)", low
    ):
        return "rejected"
    if re.search(r"\baccept\w*|\bapprov\w*|\bconfirm\w*|\bvalid\b|\bagree\w*|\bupheld\b|\buphold\b|\bstands?\b", low):
        return "accepted"
    return None


def _audit_no(t: str) -> int | None:
    low = t.lower()
    if m := re.search(r"\baudit\s*(?:no\.?|number|#)?\s*(\d{1,3})\b", low):
        return int(m.group(1))
    for word, n in (
        ("very first", 1),
        ("first", 1),
        ("original", 1),
        ("previous", -2),
        ("prior", -2),
        ("earlier", -2),
        ("one before", -2),
        ("last", -1),
        ("latest", -1),
        ("most recent", -1),
    ):
        if re.search(rf"\b{word}\b", low):
            return n
    return None


def _thread(t: str) -> str | None:
    m = re.search(
        r"\b(th_\w+)|\b(?:thread|convo|conversation|chat|session)\b[^.?!]{0,30}?\b((?=[\w-]*\d)[\w-]{4,})\b", t, re.I
    )
    return (m.group(1) or m.group(2)) if m else None


def _search_query(t: str) -> str:
    m = re.search(
        r"\b(?:about|abt|re:|regarding|for|on|covers?|hits?|address(?:es)?|governs?|concerning)\s+(.+)$", t, re.I
    )
    q = (m.group(1) if m else t).strip(" ?.!")
    return re.sub(r"\b(?:for\s+me|please|pls|in\s+the\s+rule\s*books?)\b", "", q, flags=re.I).strip(" ?.!,") or t


def _tags(t: str) -> tuple[str | None, bool]:
    remove = bool(re.search(r"\b(?:remove|untag|drop|delete|take\s+off)\b", t, re.I))
    quoted = re.findall(r"[\"“'‘]([^\"”'’]+)[\"”'’]", t)
    if quoted:
        return ",".join(q.strip() for q in quoted), remove
    m = re.search(
        r"\btag(?:s|ged)?\s+(?:(?:this|it|the\s+audit|this\s+audit)\s+)?(?:as\s+|with\s+)?([\w-]+(?:\s+and\s+"
        r"[\w-]+)*)",
        t,
        re.I,
    )
    if m and m.group(1).lower() not in ("this", "it", "the", "to", "from", "pls", "please"):
        return ",".join(re.split(r"\s+and\s+", m.group(1))), remove
    return None, remove


SlotFiller = Callable[[str, str, RouterState], Intent]  # (text, text lowered, thread) -> the Intent with its slots


def fill(kind: str, t: str, state: RouterState) -> Intent:
    """An Intent of `kind` for message `t`, with every slot the message names."""
    from assistant.queue_intents import route_queue

    for stage in (lambda: route_queue(t), lambda: r._route_phrasings(t, state), lambda: r._route_commands(t, state)):
        got = stage()
        if got is not None and got.kind == kind:  # the pattern stages read this kind's slots best
            if isinstance(got, intents.Verify) and got.finding_id is None:  # "verify the quote in #4": whose quote
                return replace(got, finding_id=r.finding_ref(t, state, loose=False))
            return got
    filler = _FILLERS.get(kind)
    return filler(t, t.lower(), state) if filler else bare(kind)


def _fill_audit(t: str, low: str, state: RouterState) -> Intent:
    url = r._URL.search(t)
    path = None if url else r._PATH.search(t)
    src = url.group(0).rstrip(".,;") if url else (path.group(1) if path else None)
    if src and url and not src.lower().startswith(("http://", "https://")):
        src = "https://" + src
    reaudit = bool(re.search(r"\bagain\b|\bre-?run\b", low))
    return intents.Audit(source=src, regulators=r._regulators(t), reaudit=reaudit)


def _fill_explain(t: str, low: str, state: RouterState) -> Intent:
    return intents.Explain(finding_id=r.finding_ref(t, state))


def _fill_recheck(t: str, low: str, state: RouterState) -> Intent:
    return intents.Recheck(finding_id=r.finding_ref(t, state), regulators=r._regulators(t), speaker_role=r._role(t))


def _fill_verify(t: str, low: str, state: RouterState) -> Intent:
    return intents.Verify(finding_id=r.finding_ref(t, state), excerpt=r._quoted(t))


def _fill_undo(t: str, low: str, state: RouterState) -> Intent:
    return intents.Undo(finding_id=r.finding_ref(t, state))


def _fill_rule_text(t: str, low: str, state: RouterState) -> Intent:
    cit = r._citation(t)
    return intents.RuleText(citation=cit, finding_id=None if cit else r.finding_ref(t, state))


def _fill_set_speaker(t: str, low: str, state: RouterState) -> Intent:
    reaudit = bool(re.search(r"\bagain\b|\bre-?audit\b|\bre-?run\b|\bredo\b", low))
    return intents.SetSpeaker(speaker_role=r._role(t), reaudit=reaudit)


def _fill_queue(t: str, low: str, state: RouterState) -> Intent:
    from assistant.queue_intents import _STATUS, _channel, _reviewer

    status = next((s for s, pat in _STATUS if re.search(pat, low)), None)
    if status is None and re.search(r"\bpending\b|\bescalated\b", low):
        status = "open" if "pending" in low else None
    return intents.Queue(status=status, severity=severity(t), reviewer=_reviewer(t), channel=_channel(t))


def _fill_disposition(t: str, low: str, state: RouterState) -> Intent:
    if re.search(r"\breopen\w*\b", low):
        return intents.Disposition(action="reopen", comment="")
    if re.search(r"\b(?:start|begin)\b.*\breview", low):
        return intents.Disposition(action="start_review")
    outcome = next(
        (
            o
            for o, p in (
                ("changes required", r"\bchanges?\b"),
                ("escalated", r"\bescalat\w*"),
                ("approved", r"\bapprov\w*"),
            )
            if re.search(p, low)
        ),
        None,
    )
    return intents.Disposition(action="close", outcome=outcome, comment="")


def _fill_tag(t: str, low: str, state: RouterState) -> Intent:
    tag, remove = _tags(t)
    return intents.Tag(tag=tag, remove=remove)


_FILLERS: dict[str, SlotFiller] = {  # intent kind -> how its slots are read; any other kind has no slots
    "audit": _fill_audit,
    "explain": _fill_explain,
    "recheck": _fill_recheck,
    "verify": _fill_verify,
    "undo": _fill_undo,
    "rule_text": _fill_rule_text,
    "set_speaker": _fill_set_speaker,
    "list_findings": lambda t, low, state: intents.ListFindings(severity=severity(t)),
    "search_rules": lambda t, low, state: intents.SearchRules(query=_search_query(t), regulators=r._regulators(t)),
    "review": lambda t, low, state: intents.Review(
        finding_id=r.finding_ref(t, state), decision=_decision(low), comment=r._comment(t)
    ),
    "export": lambda t, low, state: intents.Export(fmt=export_format(t)),
    "open_audit": lambda t, low, state: intents.OpenAudit(audit_no=_audit_no(t)),
    "resume": lambda t, low, state: intents.Resume(thread=_thread(t)),
    "assign": lambda t, low, state: intents.Assign(who=r._assignee(t)),
    "queue": _fill_queue,
    "disposition": _fill_disposition,
    "tag": _fill_tag,
}
