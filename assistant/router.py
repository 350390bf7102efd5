"""Deterministic intent router: the chat's brain when no LLM is configured.

It is a pure function of the text and a small view of the thread, so it can be tested as a table and behaves
the same in the UI, the CLI and the tests. Order of the rules matters: more specific intents ("recheck",
"the speaker is ...", "verify '...'") are tried before the broad ones ("audit", "show").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SEVERITIES = ("critical", "high", "medium", "low")
EXPORT_FORMATS = ("csv", "json", "md", "html")

CAPABILITIES = (
    "**audit** a link or a file: `audit https://youtu.be/...`, `check /data/video.mp4`, or drop a caption/video file",
    "**ask why**: `why is #3 a problem?`, `explain finding 3`",
    "**read the rule**: `full text of FINRA 2210(d)(1)(B)`, `what does 255.5 say`",
    "**re-check**: `recheck 2 with FTC`, `re-check finding 2 against the SEC rules`",
    "**set the speaker**: `the speaker is a registered rep, audit again`, `speaker is an RIA`",
    "**list findings**: `show findings`, `list high-severity findings`",
    "**search the rules**: `search rules for testimonials`, `what rule covers sponsorships`",
    "**verify a quote**: `verify 'guaranteed to double'`",
    "**review**: `accept finding 2`, `reject 3 because it is a disclosure`",
    "**export**: `export csv` (or json, md, html)",
    "**resume a thread**: `resume <thread id>`",
)


@dataclass(frozen=True)
class RouterState:
    """What the router may know about the thread: whether an audit exists and which finding ids it has."""

    has_audit: bool = False
    finding_ids: tuple[str, ...] = ()
    last_finding: str | None = None


@dataclass(frozen=True)
class Intent:
    kind: str  # audit|explain|rule_text|recheck|set_speaker|list_findings|search_rules|verify|review|export|resume|help
    source: str | None = None
    finding_id: str | None = None
    citation: str | None = None
    regulators: tuple[str, ...] = ()
    speaker_role: str | None = None
    reaudit: bool = False
    severity: str | None = None
    query: str | None = None
    excerpt: str | None = None
    decision: str | None = None  # accepted | rejected
    comment: str = ""
    fmt: str | None = None
    thread: str | None = None
    reason: str | None = None  # for help: why the router could not act
    extra: dict = field(default_factory=dict)


# ------------------------------------------------------------------ small pure extractors

_URL = re.compile(r"(?:https?://|(?<![\w/])(?:www\.|m\.)?(?:youtube\.com/|youtu\.be/))[^\s<>\"')\]]+", re.I)
_PATH = re.compile(r"(?<![\w/])((?:~|\.{1,2})?/[^\s'\"]+|[\w.-]+\.(?:vtt|srt|json|mp4|webm|mkv|mov|m4a|mp3|wav|txt))\b")
_FINDING = re.compile(
    r"(?:\bfinding\s*(?:no\.?|number)?\s*#?\s*|#\s*|\bF(?=\d)|\b(?:item|issue)\s*#?\s*)(\d{1,3})\b"
    r"|\b(?:recheck|re-check|accept|reject|approve|dismiss|explain|escalate|undo|of|why\s+is|why\s+does)\s+"
    r"(\d{1,3})\b",
    re.I,
)
# A citation-looking token: optional regulator/CFR prefix, then a rule number with optional sub-paragraph chain.
_CITATION = re.compile(
    r"(?:(?P<prefix>FINRA|FTC|SEC|16\s*CFR|17\s*CFR)\s*(?:Rule\s*|§\s*)?)?"
    r"(?P<num>(?:275\.)?206\(4\)-1(?:\([0-9A-Za-z]+\))*|\d{3,4}(?:\.\d+)?(?:\([0-9A-Za-z]+\))*)",
    re.I,
)
_QUOTED = re.compile(r"[\"“”'‘’]([^\"“”‘’]{2,}?)[\"“”'‘’](?:\s|$|[?.!,])|[\"“”'‘’]([^\"“”‘’]{2,})[\"“”'‘’]$")
_REGULATORS = {"FTC": r"\bftc\b|16\s*cfr|\bendorsement guides?\b", "SEC": r"\bsec\b|17\s*cfr|\bmarketing rule\b",
               "FINRA": r"\bfinra\b"}
_ROLES = (
    ("unregistered_influencer", r"\bun-?registered\b|\bnot\s+(?:a\s+)?registered\b|\binfluencer\b|\bfinfluencer\b"),
    ("registered_rep", r"\bregistered\s+rep(?:resentative)?s?\b|\bbroker(?:-dealer)?\b|\bassociated\s+person\b|\brr\b"),
    ("ria", r"\bria\b|\binvestment\s+advis[eo]r\b|\bregistered\s+investment\b|\badvis[eo]r\b"),
    ("unknown", r"\bunknown\b|\bnot\s+sure\b"),
)


def _finding_id(text: str, state: RouterState) -> str | None:
    m = _FINDING.search(text)
    if m:
        return f"F{int(m.group(1) or m.group(2))}"
    if re.search(r"\b(?:it|that|this)\b", text, re.I) and state.last_finding:
        return state.last_finding
    return None


def _regulators(text: str) -> tuple[str, ...]:
    return tuple(r for r, pat in _REGULATORS.items() if re.search(pat, text, re.I))


def _role(text: str) -> str | None:
    for role, pat in _ROLES:
        if re.search(pat, text, re.I):
            return role
    return None


def _citation(text: str) -> str | None:
    """Return the citation-looking span as typed; canonical form is the rule-text tool's job."""
    best = None
    for m in _CITATION.finditer(text):
        num = m.group("num")
        if not (m.group("prefix") or "(" in num or "." in num or re.fullmatch(r"2[0-9]{3}", num)):
            continue  # a bare number like "3" or "2024" is not a citation
        span = m.group(0).strip()
        if best is None or len(span) > len(best):
            best = span
    return best


def _quoted(text: str) -> str | None:
    m = _QUOTED.search(text)
    if m:
        return (m.group(1) or m.group(2)).strip()
    return None


def _severity(text: str) -> str | None:
    for sev in SEVERITIES:
        if re.search(rf"\b{sev}\b", text, re.I):
            return sev
    return None


# ------------------------------------------------------------------ the router


def route(text: str, state: RouterState | None = None) -> Intent:
    """Map one chat message to an Intent; anything unclear becomes `help` with the reason."""
    state = state or RouterState()
    t = (text or "").strip()
    low = t.lower()
    if not t:
        return Intent("help", reason="The message is empty.")

    if m := re.match(r"^\s*(?:resume|continue|open)\s+(?:thread\s+)?([\w-]{6,})\s*$", t, re.I):
        return Intent("resume", thread=m.group(1))
    if re.fullmatch(r"(?:help|\?|what can you do\??|commands|menu)", low):
        return Intent("help")

    # export: "export csv", "download the report as html", "save as markdown"
    if re.search(r"\b(?:export|download|save)\b", low):
        fmt = None
        for name, pat in (("csv", r"\bcsv\b|spreadsheet|excel"), ("json", r"\bjson\b"), ("md", r"\bmd\b|markdown"),
                          ("html", r"\bhtml?\b|web\s*page")):
            if re.search(pat, low):
                fmt = name
                break
        return Intent("export", fmt=fmt)

    # undo / escalate: "undo the rejection of 3", "escalate 2"
    if re.search(r"\b(?:undo|revert|take\s+back|reverse|roll\s*back)\b", low):
        fid = _finding_id(t, state)
        if fid:
            return Intent("undo", finding_id=fid)
        return Intent("help", reason="Undo which finding's decision? Say e.g. `undo the rejection of 3`.")
    if re.search(r"\bescalat\w*\b", low):
        fid = _finding_id(t, state)
        cm = re.search(r"\b(?:because|since|reason:?|comment:?)\s+(.+)$", t, re.I)
        if fid:
            return Intent("review", finding_id=fid, decision="escalated", comment=cm.group(1).strip() if cm else "")

    # review: "accept finding 2", "reject 3 because ...", "mark #4 as a false positive"
    review = re.search(r"\b(accept|approve|confirm|reject|dismiss|decline)\w*\b", low)
    false_pos = re.search(r"false\s+positive|not\s+a\s+(?:real\s+)?(?:problem|violation|issue)", low)
    if (review or false_pos) and not re.search(r"\bwhy\b", low):
        fid = _finding_id(t, state)
        decision = "accepted" if review and review.group(1) in ("accept", "approve", "confirm") else "rejected"
        cm = re.search(r"\b(?:because|since|as|reason:?|comment:?)\s+(.+)$|[:—–-]\s+(.+)$", t, re.I)
        comment = (cm.group(1) or cm.group(2)).strip() if cm else ""
        if fid:
            return Intent("review", finding_id=fid, decision=decision, comment=comment)
        return Intent("help", reason="Which finding? Say e.g. `accept finding 2` or `reject 3 because ...`.")

    # re-check: "recheck 2 with FTC", "re-check finding 2 against the FTC rules"
    if re.search(r"\bre-?\s?(?:check|evaluate|assess|run)\b|\bcheck\s+(?:it|finding|#?\d+)\s+again\b", low) and (
        _finding_id(t, state) or not _URL.search(t)
    ):
        fid = _finding_id(t, state)
        if fid:
            return Intent("recheck", finding_id=fid, regulators=_regulators(t), speaker_role=_role(t))

    url = _URL.search(t)
    path = None if url else _PATH.search(t)
    # speaker role: "the speaker is a registered rep, audit again", "speaker is an RIA" (with a link: an audit)
    if not (url or path) and re.search(r"\b(?:speaker|presenter|host|creator|he|she|they)\s*(?:'s|is|are|was|=|:)\b|\bspeaker\s+role\b|"
                 r"\btreat\s+(?:the\s+)?speaker\b", low) and (role := _role(t)):
        reaudit = bool(re.search(r"\b(?:audit|run|check|do)\s+(?:it\s+)?again\b|\bre-?audit\b|\brerun\b|\bre-?run\b",
                                 low))
        return Intent("set_speaker", speaker_role=role, reaudit=reaudit)

    # verify a quote: "verify 'guaranteed to double'", "did he say "..."?"
    if re.search(r"\bverify\b|\bdid\s+(?:he|she|they|the\s+speaker)\s+(?:really\s+|actually\s+)?say\b|"
                 r"\bis\s+.+\s+in\s+the\s+transcript\b|\bcheck\s+the\s+quote\b", low):
        quote = _quoted(t)
        if quote is None:
            m = re.search(r"\bverify\s+(?:that\s+|the\s+quote\s+)?(.+)$", t, re.I)
            quote = m.group(1).strip(" ?.!") if m else None
        if quote:
            return Intent("verify", excerpt=quote)
        return Intent("help", reason="Put the words to verify in quotes, e.g. `verify 'guaranteed to double'`.")

    # audit: a bare URL, "audit this https://...", "check /data/video.mp4", "audit this" (with an upload)
    if url or (path and re.search(r"\b(?:audit|check|scan|analy[sz]e|review|run|process)\b", low)):
        src = url.group(0).rstrip(".,;") if url else path.group(1)
        if url and not src.lower().startswith(("http://", "https://")):
            src = "https://" + src  # "youtu.be/abc" pasted without a scheme
        return Intent("audit", source=src, speaker_role=_role(t) if re.search(r"speaker", low) else None,
                      regulators=_regulators(t))
    if re.search(r"^\s*(?:please\s+)?(?:audit|scan|analy[sz]e)\b", low) or re.fullmatch(
        r"(?:please\s+)?(?:check|review)\s+(?:this|it|the\s+(?:video|file|upload))\W*", low
    ):
        if re.search(r"\b(?:again|re-?audit)\b", low):
            return Intent("audit", source=None, reaudit=True, regulators=_regulators(t))
        return Intent("audit", source=None, regulators=_regulators(t))

    # explain: "why is #3 a problem", "explain finding 3", "why does finding 3 apply?"
    if re.search(r"\bwhy\b|\bexplain\b|\breason\b|\bwhat'?s\s+wrong\b|\bhow\s+does\b.*\bapply\b|\bjustify\b", low):
        fid = _finding_id(t, state)
        if fid:
            return Intent("explain", finding_id=fid)
        if state.has_audit and not _citation(t):
            ids = ", ".join(state.finding_ids) or "none"
            return Intent("help", reason=f"Which finding? Say e.g. `why does finding 1 apply?` (findings: {ids}).")

    # rule text: "full text of FINRA 2210(d)(1)(B)", "what does 255.5 say", "show me 2210(d)(1)(B)"
    cit = _citation(t)
    if cit and not re.search(r"\bsearch\b", low):
        return Intent("rule_text", citation=cit)

    # list findings: "list high-severity findings", "show findings", "what did you find"
    if re.search(r"\bfindings?\b|\bwhat\s+did\s+you\s+find\b|\bissues\b|\bviolations\b|\bresults\b", low) and re.search(
        r"\b(?:list|show|see|display|give|what|which|all|any|only|findings?)\b", low
    ):
        return Intent("list_findings", severity=_severity(t))

    # search the rules: "search rules for testimonials", "what rule covers sponsorships"
    m = re.search(
        r"\bsearch\s+(?:the\s+)?(?:rules?|corpus|regulations?)?\s*(?:for|about|on)?\s+(.+)$"
        r"|\b(?:what|which)\s+(?:rules?|regulations?|provisions?)\s+(?:covers?|applies|apply|governs?|deals?\s+with|"
        r"(?:is|are)\s+about|says?\s+about|talks?\s+about)\s+(?:to\s+)?(.+)$"
        r"|\brules?\s+(?:about|on|for)\s+(.+)$"
        r"|\bfind\s+(?:the\s+)?rules?\s+(?:about|on|for)\s+(.+)$",
        t,
        re.I,
    )
    if m:
        query = next(g for g in m.groups() if g).strip(" ?.!")
        regs = _regulators(query)
        for r in regs:  # "testimonials in FINRA" -> query "testimonials", filter FINRA
            query = re.sub(rf"\s*\b(?:in|under|from|by)?\s*(?:the\s+)?{r}\b(?:\s+rules?)?", "", query, flags=re.I)
        return Intent("search_rules", query=query.strip() or t, regulators=regs)

    if re.search(r"\bexplain\b|\bwhy\b", low) and not state.has_audit:
        return Intent("help", reason="There is no audit in this thread yet, so there is no finding to explain.")
    return Intent("help", reason="I did not understand that request.")


def help_text(reason: str | None = None) -> str:
    """The short menu shown when the router cannot act: never a crash or a silent nothing."""
    head = f"{reason}\n\n" if reason else ""
    return head + "Here is what I can do:\n" + "\n".join(f"- {c}" for c in CAPABILITIES)
