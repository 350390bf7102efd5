"""Fill the slots of an intent the router has already chosen (by a strong cue or the nearest-example vote).

Why separate from choosing: the intent can come from the pattern stages, the cue file or the example vote, but
a finding id, a regulator, a severity or an export format is read the same way whichever chose it. Missing
slots stay None: the toolbox then asks for them in words ("Undo which finding's decision?").
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant import router as r
from assistant.router import Intent, RouterState

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


def fill(kind: str, t: str, state: RouterState) -> Intent:
    """An Intent of `kind` for message `t`, with every slot the message names."""
    from assistant.queue_intents import _STATUS, _channel, _reviewer, route_queue

    low = t.lower()
    for stage in (lambda: route_queue(t), lambda: r._route_phrasings(t, state), lambda: r._route_commands(t, state)):
        got = stage()
        if got is not None and got.kind == kind:  # the pattern stages read this kind's slots best
            if kind == "verify" and got.finding_id is None:  # "verify the quote in #4": which finding's quote
                return replace(got, finding_id=r.finding_ref(t, state, loose=False))
            return got
    url = r._URL.search(t)
    fid = r.finding_ref(t, state)
    regs = r._regulators(t)
    if kind == "audit":
        path = None if url else r._PATH.search(t)
        src = url.group(0).rstrip(".,;") if url else (path.group(1) if path else None)
        if src and url and not src.lower().startswith(("http://", "https://")):
            src = "https://" + src
        return Intent("audit", source=src, regulators=regs, reaudit=bool(re.search(r"\bagain\b|\bre-?run\b", low)))
    if kind in ("explain", "recheck", "verify", "undo"):
        return Intent(
            kind,
            finding_id=fid,
            regulators=regs if kind == "recheck" else (),
            speaker_role=r._role(t) if kind == "recheck" else None,
            excerpt=r._quoted(t) if kind == "verify" else None,
        )
    if kind == "rule_text":
        cit = r._citation(t)
        return Intent("rule_text", citation=cit, finding_id=None if cit else fid)
    if kind == "set_speaker":
        return Intent(
            "set_speaker",
            speaker_role=r._role(t),
            reaudit=bool(re.search(r"\bagain\b|\bre-?audit\b|\bre-?run\b|\bredo\b", low)),
        )
    if kind == "list_findings":
        return Intent("list_findings", severity=severity(t))
    if kind == "search_rules":
        return Intent("search_rules", query=_search_query(t), regulators=regs)
    if kind == "review":
        return Intent("review", finding_id=fid, decision=_decision(low), comment=r._comment(t))
    if kind == "export":
        return Intent("export", fmt=export_format(t))
    if kind == "open_audit":
        return Intent("open_audit", audit_no=_audit_no(t))
    if kind == "resume":
        return Intent("resume", thread=_thread(t))
    if kind == "assign":
        return Intent("assign", query=r._assignee(t))
    if kind == "queue":
        status = next((s for s, pat in _STATUS if re.search(pat, low)), None)
        if status is None and re.search(r"\bpending\b|\bescalated\b", low):
            status = "open" if "pending" in low else None
        return Intent(
            "queue", severity=severity(t), query=_reviewer(t), extra={"status": status, "channel": _channel(t)}
        )
    if kind == "disposition":
        if re.search(r"\breopen\w*\b", low):
            return Intent("disposition", decision="reopen", comment="")
        if re.search(r"\b(?:start|begin)\b.*\breview", low):
            return Intent("disposition", decision="start_review")
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
        return Intent("disposition", decision="close", comment="", extra={"outcome": outcome})
    if kind == "tag":
        tag, remove = _tags(t)
        return Intent("tag", query=tag, extra={"remove": remove})
    return Intent(kind)
