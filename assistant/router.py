"""Deterministic intent router: the chat's brain when no LLM is configured.

It is a pure function of the text and a small view of the thread, so it can be tested as a table and behaves
the same in the UI, the CLI and the tests. Order of the rules matters: more specific intents ("recheck",
"the speaker is ...", "verify '...'") are tried before the broad ones ("audit", "show").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from assistant import intents
from assistant.intents import WITH_FINDING, Intent
from veristream.models import SEVERITY_ORDER

SEVERITIES = tuple(reversed(SEVERITY_ORDER))  # the gravest word wins when several are typed
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
    "**review queue**: `show open audits assigned to dana`, `assign this to me`, `close this audit as approved`, "
    "`examiner bundle`",
    "**your audits in this thread**: `list audits`, `open audit 2`, `go back to the first audit`",
    "**watch list**: `status of the watch list`, `add https://www.youtube.com/@channel to the watch list`",
    "**resume a thread**: pick it in the sidebar, or `resume <thread id>`",
)


@dataclass(frozen=True)
class RouterState:
    """What the router may know about the thread: whether an audit exists and which finding ids it has."""

    has_audit: bool = False
    finding_ids: tuple[str, ...] = ()
    last_finding: str | None = None


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
    ("unknown", r"\bunknown\b|\bnot\s+sure\b|\b(?:don'?t|do\s+not)\s+know\b"),
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
    """Map one chat message to an Intent.

    Stages (see `_route`): strong cue rules (assistant/router_data/cues.yaml), the review queue's phrasings, the
    everyday phrasings and the original command grammar (a clear nearest-example vote may overrule those two),
    then the nearest-example vote over the tuning phrasings (assistant/intent_knn.py), and when that is close,
    one short question with the two likeliest readings instead of the whole help text. A message nothing
    understood is read once more with its typos corrected. Measured on evals/router/*.jsonl by
    `python -m evals.router_eval`.
    """
    state = state or RouterState()
    t = (text or "").strip()
    if not t:
        return intents.Help(reason="The message is empty.")
    got = _route(t, state)
    if isinstance(got, intents.Help | intents.Clarify) and got.reason:  # not understood: read again with typos fixed
        from assistant.intent_knn import correct_typos

        if (fixed := correct_typos(t)) != t and (again := _route(fixed, state)).kind not in ("help", "clarify"):
            return again
    return got


def _route(t: str, state: RouterState) -> Intent:
    """The stages in order: cue file, review queue, phrasings, command grammar, nearest examples, one question."""
    from assistant.queue_intents import route_queue

    if watch := _watch_intent(t):  # the watch list (issue #13) before everything: its words are its own
        return watch
    if kind := _strong_cue(t, state):  # assistant/router_data/cues.yaml
        from assistant.intent_slots import fill

        return fill(kind, t, state)
    if queued := route_queue(t):
        return queued
    got = _route_phrasings(t, state) or _route_commands(t, state)
    if got is not None and not (isinstance(got, intents.Help) and got.reason is None and len(t) > 12):
        return _overruled(got, t, state)
    return _nearest(t, state) or got or _clarify(t, state)


OVERRULE_MIN = 2.0  # a pattern-stage answer gives way only to a near-unanimous, close vote for another intent
OVERRULE_MARGIN = 1.0


def _overruled(got: Intent, t: str, state: RouterState) -> Intent:
    """The patterns were written against one writer's phrasings and misfire on long, differently worded requests
    ("... I would like that rejection withdrawn" read as a review); a clear vote of the nearest examples wins."""
    from assistant.intent_knn import rank
    from assistant.intent_slots import fill

    ranked = rank(t)
    best, score = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    if got.kind == "help":  # a pattern stage already asks for the missing piece ("Which finding?")
        return got
    if best == got.kind or best == "help" or score < OVERRULE_MIN or score - runner < OVERRULE_MARGIN:
        return got
    if isinstance(got, WITH_FINDING) and got.finding_id and best not in _FINDING_KINDS and _explicit_finding(t):
        return got  # "recheck 1 assuming the speaker is a registered rep": the named finding decides
    return fill(best, t, state)


_FINDING_KINDS = ("explain", "recheck", "verify", "review", "undo", "rule_text")


def _explicit_finding(t: str) -> bool:
    return bool(_FINDING.search(t) or _WORD_NUM.search(t) or _ORDINAL.search(t))


def _strong_cue(t: str, state: RouterState) -> str | None:
    from assistant.router_cues import match

    return match(t, {
        "@url": lambda: bool(_URL.search(t) or _PATH.search(t)),
        "@citation": lambda: _citation(t) is not None,
        "@finding": lambda: _explicit_finding(t),
    })


NEAREST_MIN = 1.7  # vote total of the winning intent (of at most K=5 similarities) needed to act on it
NEAREST_MARGIN = 0.25  # and its lead over the runner-up; below either, the router asks instead


def _nearest(t: str, state: RouterState) -> Intent | None:
    """The nearest-example vote (assistant/intent_knn.py) when the patterns found nothing: act when the vote is
    clear, ask one short question with its two likeliest readings when it is close, None when it has no lead."""
    from assistant.intent_knn import rank
    from assistant.intent_slots import fill

    ranked = rank(t)
    best, score = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    if score >= NEAREST_MIN and score - runner >= NEAREST_MARGIN:
        return fill(best, t, state)
    options = [k for k, s in ranked if k in READINGS][:2]
    if len(options) == 2 and score >= NEAREST_MIN / 2:
        return intents.Clarify(reason="I am not sure what you mean.",
                               options=tuple((k, *READINGS[k]) for k in options))
    return None


def _watch_intent(t: str) -> Intent | None:
    """ "status of the watch list"; "add https://youtube.com/@x to the watch list". """
    if not _WATCH.search(t):
        return None
    url = _URL.search(t)
    if not url:
        return intents.WatchStatus()
    if re.search(r"\b(?:add|put|follow|supervise|include|track)\b", t, re.I):
        src = url.group(0).rstrip(".,;")
        return intents.WatchAdd(source=src if src.lower().startswith(("http://", "https://")) else f"https://{src}")
    return None


# The supervised channels and lists (issue #13): any mention of the watch list or its jobs asks for its status.
_WATCH = re.compile(r"\bwatch[\s-]?list\b|\bwatched\s+(?:channels?|videos?|lists?|playlists?)\b|"
                    r"\b(?:audit|job)\s+queue\b|\bsupervis\w+\s+(?:status|progress|queue)\b", re.I)


Rule = Callable[[str, str, RouterState], Intent | None]  # (text, text lowered, thread) -> an Intent or None


def _first(rules: tuple[Rule, ...], t: str, state: RouterState) -> Intent | None:
    """The first rule that answers, in table order: the order is the precedence (specific before broad)."""
    low = t.lower()
    for rule in rules:
        if (got := rule(t, low, state)) is not None:
            return got
    return None


def _route_commands(t: str, state: RouterState) -> Intent | None:
    """The command grammar the chat started with ("recheck 2 with FTC", "export csv"); None when nothing fits."""
    return _first(_COMMAND_RULES, t, state)


def _cmd_resume(t: str, low: str, state: RouterState) -> Intent | None:
    if m := re.match(r"^\s*(?:resume|continue|open)\s+(?:thread\s+)?([\w-]{6,})\s*$", t, re.I):
        return intents.Resume(thread=m.group(1))
    return None


def _cmd_help(t: str, low: str, state: RouterState) -> Intent | None:
    if re.fullmatch(r"(?:help|\?|what can you do\??|commands|menu)", low):
        return intents.Help()
    return None


def _cmd_export(t: str, low: str, state: RouterState) -> Intent | None:
    """ "export csv", "download the report as html", "save as markdown" """
    if re.search(r"\b(?:export|download|save)\b", low):
        return intents.Export(fmt=_format(low))
    return None


def _cmd_undo(t: str, low: str, state: RouterState) -> Intent | None:
    """ "undo the rejection of 3" """
    if re.search(r"\b(?:undo|revert|take\s+back|reverse|roll\s*back)\b", low):
        fid = _finding_id(t, state)
        if fid:
            return intents.Undo(finding_id=fid)
        return intents.Help(reason="Undo which finding's decision? Say e.g. `undo the rejection of 3`.")
    return None


def _cmd_escalate(t: str, low: str, state: RouterState) -> Intent | None:
    """ "escalate 2" """
    if re.search(r"\bescalat\w*\b", low):
        fid = _finding_id(t, state)
        cm = re.search(r"\b(?:because|since|reason:?|comment:?)\s+(.+)$", t, re.I)
        if fid:
            return intents.Review(finding_id=fid, decision="escalated", comment=cm.group(1).strip() if cm else "")
    return None


def _cmd_review(t: str, low: str, state: RouterState) -> Intent | None:
    """ "accept finding 2", "reject 3 because ...", "mark #4 as a false positive" """
    review = re.search(r"\b(accept|approve|confirm|reject|dismiss|decline)\w*\b", low)
    false_pos = re.search(r"false\s+positive|not\s+a\s+(?:real\s+)?(?:problem|violation|issue)", low)
    if (review or false_pos) and not re.search(r"\bwhy\b", low):
        fid = _finding_id(t, state)
        decision = "accepted" if review and review.group(1) in ("accept", "approve", "confirm") else "rejected"
        cm = re.search(r"\b(?:because|since|as|reason:?|comment:?)\s+(.+)$|[:—–-]\s+(.+)$", t, re.I)
        comment = (cm.group(1) or cm.group(2)).strip() if cm else ""
        if fid:
            return intents.Review(finding_id=fid, decision=decision, comment=comment)
        return intents.Help(reason="Which finding? Say e.g. `accept finding 2` or `reject 3 because ...`.")
    return None


def _cmd_recheck(t: str, low: str, state: RouterState) -> Intent | None:
    """ "recheck 2 with FTC", "re-check finding 2 against the FTC rules" """
    if re.search(r"\bre-?\s?(?:check|evaluate|assess|run)\b|\bcheck\s+(?:it|finding|#?\d+)\s+again\b", low) and (
        _finding_id(t, state) or not _URL.search(t)
    ):
        fid = _finding_id(t, state)
        if fid:
            return intents.Recheck(finding_id=fid, regulators=_regulators(t), speaker_role=_role(t))
    return None


def _cmd_set_speaker(t: str, low: str, state: RouterState) -> Intent | None:
    """ "the speaker is a registered rep, audit again", "speaker is an RIA" (with a link: an audit) """
    url = _URL.search(t)
    path = None if url else _PATH.search(t)
    if not (url or path) and re.search(r"\b(?:speaker|presenter|host|creator|he|she|they)\s*(?:'s|is|are|was|=|:)\b|\bspeaker\s+role\b|"
                 r"\btreat\s+(?:the\s+)?speaker\b", low) and (role := _role(t)):
        reaudit = bool(re.search(r"\b(?:audit|run|check|do)\s+(?:it\s+)?again\b|\bre-?audit\b|\brerun\b|\bre-?run\b",
                                 low))
        return intents.SetSpeaker(speaker_role=role, reaudit=reaudit)
    return None


def _cmd_verify(t: str, low: str, state: RouterState) -> Intent | None:
    """ "verify 'guaranteed to double'", "did he say "..."?" """
    if re.search(r"\bverify\b|\bdid\s+(?:he|she|they|the\s+speaker)\s+(?:really\s+|actually\s+)?say\b|"
                 r"\bis\s+.+\s+in\s+the\s+transcript\b|\bcheck\s+the\s+quote\b", low):
        quote = _quoted(t)
        if quote is None:
            m = re.search(r"\bverify\s+(?:that\s+|the\s+quote\s+)?(.+)$", t, re.I)
            quote = m.group(1).strip(" ?.!") if m else None
        if quote:
            return intents.Verify(excerpt=quote)
        return intents.Help(reason="Put the words to verify in quotes, e.g. `verify 'guaranteed to double'`.")
    return None


def _cmd_audit_source(t: str, low: str, state: RouterState) -> Intent | None:
    """ a bare URL, "audit this https://...", "check /data/video.mp4" """
    url = _URL.search(t)
    path = None if url else _PATH.search(t)
    if url or (path and re.search(r"\b(?:audit|check|scan|analy[sz]e|review|run|process)\b", low)):
        src = url.group(0).rstrip(".,;") if url else path.group(1)
        if url and not src.lower().startswith(("http://", "https://")):
            src = "https://" + src  # "youtu.be/abc" pasted without a scheme
        return intents.Audit(source=src, speaker_role=_role(t) if re.search(r"speaker", low) else None,
                             regulators=_regulators(t))
    return None


def _cmd_audit_this(t: str, low: str, state: RouterState) -> Intent | None:
    """ "audit this" (with an upload) """
    if re.search(r"^\s*(?:please\s+)?(?:audit|scan|analy[sz]e)\b", low) or re.fullmatch(
        r"(?:please\s+)?(?:check|review)\s+(?:this|it|the\s+(?:video|file|upload))\W*", low
    ):
        if re.search(r"\b(?:again|re-?audit)\b", low):
            return intents.Audit(source=None, reaudit=True, regulators=_regulators(t))
        return intents.Audit(source=None, regulators=_regulators(t))
    return None


def _cmd_explain(t: str, low: str, state: RouterState) -> Intent | None:
    """ "why is #3 a problem", "explain finding 3", "why does finding 3 apply?" """
    if re.search(r"\bwhy\b|\bexplain\b|\breason\b|\bwhat'?s\s+wrong\b|\bhow\s+does\b.*\bapply\b|\bjustify\b", low):
        fid = _finding_id(t, state)
        if fid:
            return intents.Explain(finding_id=fid)
        if state.has_audit and not _citation(t):
            ids = ", ".join(state.finding_ids) or "none"
            return intents.Help(reason=f"Which finding? Say e.g. `why does finding 1 apply?` (findings: {ids}).")
    return None


def _cmd_rule_text(t: str, low: str, state: RouterState) -> Intent | None:
    """ "full text of FINRA 2210(d)(1)(B)", "what does 255.5 say", "show me 2210(d)(1)(B)" """
    cit = _citation(t)
    if cit and not re.search(r"\bsearch\b", low):
        return intents.RuleText(citation=cit)
    return None


def _cmd_list_findings(t: str, low: str, state: RouterState) -> Intent | None:
    """ "list high-severity findings", "show findings", "what did you find" """
    if not _explicit_finding(t) and re.search(r"\bfindings?\b|\bwhat\s+did\s+you\s+find\b|\bissues\b|\bviolations\b|\bresults\b", low) and re.search(
        r"\b(?:list|show|see|display|give|what|which|all|any|only|findings?)\b", low
    ):
        return intents.ListFindings(severity=_severity(t))
    return None


def _cmd_search_rules(t: str, low: str, state: RouterState) -> Intent | None:
    """ "search rules for testimonials", "what rule covers sponsorships" """
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
        query = _caught(m)
        return _search_rules(query, t, _regulators(query))
    return None


def _caught(m: re.Match[str]) -> str:
    """What the one alternative of a search pattern that matched caught, without trailing punctuation."""
    return next(g for g in m.groups() if g).strip(" ?.!")


def _search_rules(query: str, t: str, regs: tuple[str, ...]) -> intents.SearchRules:
    """Search for `query` in `regs`: "testimonials in FINRA" -> query "testimonials", filter FINRA."""
    for r in regs:
        query = re.sub(rf"\s*\b(?:in|under|from|by)?\s*(?:the\s+)?{r}\b(?:\s+rules?)?", "", query, flags=re.I)
    return intents.SearchRules(query=query.strip() or t, regulators=regs)


def _cmd_no_audit_to_explain(t: str, low: str, state: RouterState) -> Intent | None:
    if re.search(r"\bexplain\b|\bwhy\b", low) and not state.has_audit:
        return intents.Help(reason="There is no audit in this thread yet, so there is no finding to explain.")
    return None


_COMMAND_RULES: tuple[Rule, ...] = (  # tried in this order; the first Intent wins
    _cmd_resume,
    _cmd_help,
    _cmd_export,
    _cmd_undo,
    _cmd_escalate,
    _cmd_review,
    _cmd_recheck,
    _cmd_set_speaker,
    _cmd_verify,
    _cmd_audit_source,
    _cmd_audit_this,
    _cmd_explain,
    _cmd_rule_text,
    _cmd_list_findings,
    _cmd_search_rules,
    _cmd_no_audit_to_explain,
)


def help_text(reason: str | None = None) -> str:
    """The short menu shown when the router cannot act: never a crash or a silent nothing."""
    head = f"{reason}\n\n" if reason else ""
    return head + "Here is what I can do:\n" + "\n".join(f"- {c}" for c in CAPABILITIES)


# ------------------------------------------------------------------ the phrasing stage (issue #11)

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
             "eight": 8, "nine": 9, "ten": 10}
_ORDINAL = re.compile(r"\b(?:the\s+)?(" + "|".join(k for k in _ORDINALS if k != "one") + r"|\d{1,2}(?:st|nd|rd|th))\b"
                      r"(?=\s+(?:one|finding|item|issue|flag)\b|\s*$|\s*[?.!,])", re.I)
_WORD_NUM = re.compile(r"\b(?:finding|item|issue|number|no\.)\s+(" + "|".join(_ORDINALS) + r")\b", re.I)
# A bare number is a finding only outside citations, links and thread ids: "why 4 was flagged", "confirm 6".
_BARE = re.compile(r"(?<![\w.(/#-])(\d{1,2})(?![\w.)/-])")
_DECIDED = r"(?:accept\w*|approv\w*|reject\w*|escalat\w*|decision|review|dismiss\w*)"


def finding_ref(text: str, state: RouterState, loose: bool = True) -> str | None:
    """The finding a message talks about: F3, #3, finding 3, the third one, the 3rd, number three, the last one,
    it/that (the last one talked about), or with `loose` a bare number that is not part of a citation."""
    fid = _finding_id(text, state)
    if fid and not (fid == state.last_finding and not _FINDING.search(text)):
        return fid
    if m := _WORD_NUM.search(text):
        return f"F{_ORDINALS[m.group(1).lower()]}"
    if m := re.search(r"\bnumber\s+(\d{1,3})\b", text, re.I):
        return f"F{int(m.group(1))}"
    if m := _ORDINAL.search(text):
        word = m.group(1).lower()
        n = _ORDINALS.get(word) or int(re.match(r"\d+", word).group(0))
        return f"F{n}"
    if re.search(r"\b(?:the\s+)?last\s+(?:one|finding)\b", text, re.I) and state.finding_ids:
        return state.finding_ids[-1]
    if loose and not _citation(text) and not _URL.search(text):
        nums = _BARE.findall(text)
        if len(nums) == 1 and 0 < int(nums[0]) < 100:
            return f"F{int(nums[0])}"
    return fid  # it / that / this: the last finding talked about


_ASSIGN = re.compile(
    r"\b(?:re)?assign(?:ed|ee)?\b|\bdelegate\b|\bhand\s+(?:this|it)?\s*(?:audit\s+)?(?:off|over)\b|"
    r"\bgive\s+this\s+(?:one\s+|audit\s+)?to\b|\bput\s+\w+\s+on\s+this\b|\bmake\s+\w+\s+the\s+reviewer\b|"
    r"\b\w+\s+is\s+the\s+reviewer\b|\bshould\s+review\s+this\b|\bcan\s+\w+\s+take\s+this\b|\broute\s+this\s+to\b|"
    r"\bsend\s+this\s+(?:audit|video)\s+to\b|\blet\s+\w+\s+handle\b|\bmake\s+it\s+[A-Z]\w+\b",
    re.I,
)
_NOT_A_NAME = {"this", "it", "the", "me", "audit", "video", "one", "reviewer", "review", "to", "for", "a", "who", "can",
               "let", "put", "make", "hand", "send", "route", "give", "assign", "change", "delegate", "is", "should"}


def _assignee(text: str) -> str | None:
    if re.search(r"\bto\s+me\b", text, re.I):
        return "me"
    if m := re.search(r"\bthe\s+([\w-]+\s+team)\b", text, re.I):
        return m.group(1)
    for m in re.finditer(r"\b([A-Z][a-z]+)\b", text):
        if m.group(1).lower() not in _NOT_A_NAME:
            return m.group(1)
    m = re.search(r"\b(?:to|reviewer:?)\s+([A-Za-z][\w-]+)\s*[.!?]?$", text)
    return m.group(1) if m and m.group(1).lower() not in _NOT_A_NAME else None


def _format(low: str) -> str | None:
    for name, pat in (("csv", r"\bcsv\b|spreadsheet|excel"), ("json", r"\bjson\b"), ("md", r"\bmd\b|markdown"),
                      ("html", r"\bhtml?\b|web\s*page")):
        if re.search(pat, low):
            return name
    return None


def _comment(t: str) -> str:
    m = re.search(r"\b(?:because|since|as|reason:?|comment:?)\s+(.+)$|[:—–,]\s+(.+)$", t, re.I)
    return ((m.group(1) or m.group(2)).strip() if m else "")


_AUDIT_ORDINAL = {"first": 1, "original": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2,
                  "3rd": 3, "4th": 4, "5th": 5, "last": -1, "latest": -1, "newest": -1, "most recent": -1,
                  "previous": -2, "earlier": -2, "prior": -2, "one before": -2}
_OPEN_VERB = (r"\b(?:open|re-?open|load|show|view|display|see|switch(?:\s+back)?\s+to|go(?:\s+back)?\s+to|back\s+to|"
              r"return\s+to|take\s+me(?:\s+back)?\s+to|jump\s+to|bring\s+up|pull\s+up|select|use)\b")
_AUDIT_REF = re.compile(r"\baudit\s*(?:no\.?|number|#)?\s*(\d{1,3})\b|\b(" + "|".join(_AUDIT_ORDINAL) + r")\s+audit\b",
                        re.I)


def _audits_intent(t: str, low: str) -> Intent | None:
    """"list audits", "what have I audited"; "open audit 2", "go back to the first audit" (issue #11 defect 4)."""
    if _URL.search(t) or _PATH.search(t):
        return None
    ref = _AUDIT_REF.search(t)
    if ref and re.search(_OPEN_VERB, low) and not re.search(r"\bfindings?\b|\bexport\b|\bagain\b|\bre-?run\b", low):
        number = int(ref.group(1)) if ref.group(1) else _AUDIT_ORDINAL[ref.group(2).lower()]
        return intents.OpenAudit(audit_no=number)
    if re.search(_OPEN_VERB + r"\s+(?:an?\s+|the\s+)?(?:older|other|earlier|previous|different)?\s*audit\s*[?.!]?$", low):
        return intents.OpenAudit(audit_no=None)
    if re.search(r"\baudits\b|\baudit\s+(?:history|list|log)\b|\bwhat\s+(?:have|did)\s+(?:i|we|you)\s+audit(?:ed)?\b|"
                 r"\b(?:which|what)\s+(?:videos?|files?|clips?)\s+(?:have|did)\s+(?:i|we|you)\s+(?:already\s+)?"
                 r"(?:audit|check|scan)\w*\b|\beverything\s+(?:i|we)\s+(?:have\s+)?audited\b", low) and not \
            re.search(r"\bfindings?\b|\bexport\b", low):
        return intents.ListAudits()
    return None


def _route_phrasings(t: str, state: RouterState) -> Intent | None:
    """Everyday phrasings the command grammar missed; None hands the message on to the command grammar."""
    return _first(_PHRASING_RULES, t, state)


def _phr_audits(t: str, low: str, state: RouterState) -> Intent | None:
    return _audits_intent(t, low)


def _phr_resume(t: str, low: str, state: RouterState) -> Intent | None:
    """ "go back to thread 77aa88bb99cc", "switch to thread deadbeef01", "open 7c8d9e0f1a2b" """
    if m := re.search(
        r"^\s*(?:please\s+)?(?:resume|continue|load|reopen|open|switch(?:\s+back)?\s+to|go(?:\s+back)?"
        r"\s+to|back\s+to|return\s+to|take\s+me\s+to|jump\s+to|pick\s+up)\s+(?:with\s+)?(?:my\s+)?"
        r"(?:(?:thread|conversation|session)\s+)?([a-z0-9-]{6,64})\s*[.!]?\s*$",
        t,
        re.I,
    ):
        tid = m.group(1)
        named = re.search(r"\b(?:thread|conversation|session)\b", low)  # "thread 1234abcd"
        if re.search(r"\d", tid) and (named or re.fullmatch(r"[0-9a-f-]{6,64}", tid, re.I)):  # or a hex id
            return intents.Resume(thread=tid)
    return None


def _phr_help(t: str, low: str, state: RouterState) -> Intent | None:
    """ "how do I use this", "what are my options", "I'm lost" """
    if re.fullmatch(
        r"\W*(?:help(?:\s+me)?|\?|menu|commands|list\s+commands|instructions|usage|examples(?:\s+please)?|"
        r"getting\s+started|i'?m\s+lost|how\s+do\s+i\s+(?:use\s+this|start)|how\s+does\s+this\s+work|"
        r"what\s+(?:are\s+my\s+options|should\s+i\s+type|can\s+i\s+ask(?:\s+you)?|do\s+you\s+do|"
        r"commands\s+are\s+there|can\s+you\s+do)|show\s+me\s+what\s+you\s+can\s+do|"
        r"give\s+me\s+(?:some\s+)?examples(?:\s+of\s+questions)?)\W*",
        low,
    ):
        return intents.Help()
    return None


def _phr_audit_source(t: str, low: str, state: RouterState) -> Intent | None:
    """A link or a media/caption file is an audit whatever the verb ("could you go through webinar.srt"); with
    "speaker" in it the command grammar reads the role too."""
    url = _URL.search(t)
    path = None if url else _PATH.search(t)
    if (url or path) and not re.search(r"\bspeaker\b|\bverify\b|\bexport\b", low):
        src = url.group(0).rstrip(".,;") if url else path.group(1)
        if url and not src.lower().startswith(("http://", "https://")):
            src = "https://" + src
        return intents.Audit(source=src, regulators=_regulators(t))
    return None


def _phr_audit_upload(t: str, low: str, state: RouterState) -> Intent | None:
    """ "review the uploaded file", "scan the new upload" """
    if re.search(
        r"\b(?:review|check|scan|audit|go\s+through|look\s+at)\s+(?:the\s+)?(?:uploaded\s+(?:file|video|clip)|"
        r"(?:new\s+)?upload|attached\s+(?:file|video|clip))\b",
        low,
    ):
        return intents.Audit(source=None, regulators=_regulators(t))
    return None


def _phr_verify(t: str, low: str, state: RouterState) -> Intent | None:
    """Anything quoted with say / said / transcript / phrase / words / appear / look for."""
    quote = _quoted(t)
    if quote and re.search(
        r"\bsa(?:y|id|ys)\b|\btranscript\b|\bphrase\b|\bwords?\b|\bappears?\b|\blook\s+for\b|"
        r"\bin\s+there\b|\bverify\b|\bprove\b|\bcheck\b",
        low,
    ):
        return intents.Verify(excerpt=quote)
    return None


def _phr_assign(t: str, low: str, state: RouterState) -> Intent | None:
    """ "assign this to Dana", "give this one to Priya for review", "Dana should review this" """
    if _ASSIGN.search(t) and not _URL.search(t):
        fid = _finding_id(t, state) if _FINDING.search(t) else None
        return intents.Assign(finding_id=fid, who=_assignee(t))
    return None


def _phr_undo(t: str, low: str, state: RouterState) -> Intent | None:
    """ "undo the rejection of 3", "take back the acceptance of finding 4", "unreject 4", "reopen finding 3" """
    if re.search(
        r"\bundo\b|\brevert\b|\bretract\b|\bwithdraw\b|\bscratch\s+my\b|\btake\s+back\b|\breverse\b|"
        r"\broll\s*back\b|\bun(?:reject|accept|approve|escalate)\w*\b|\breopen\s+(?:finding|#|f\d)|"
        rf"\b(?:clear|remove|cancel)\s+(?:the\s+|my\s+)?{_DECIDED}|didn'?t\s+mean\s+to",
        low,
    ):
        return intents.Undo(finding_id=finding_ref(t, state), comment="")
    return None


def _phr_escalate(t: str, low: str, state: RouterState) -> Intent | None:
    """ "escalate 2", "send 2 up to legal", "flag 3 for escalation" """
    if re.search(r"\bescalat\w*\b|\bsend\s+.*\bup\s+to\b|\bto\s+(?:legal|compliance)\b", low) and not _URL.search(t):
        fid = finding_ref(t, state)
        if fid:
            comment = _comment(t) if "because" in low else ""
            return intents.Review(finding_id=fid, decision="escalated", comment=comment)
    return None


def _phr_review(t: str, low: str, state: RouterState) -> Intent | None:
    """A review with a loose finding reference: "confirm 6", "reject the first one", "not a real problem: 5"."""
    rv = re.search(r"\b(accept|approve|confirm|reject|dismiss|decline)\w*\b", low)
    false_pos = re.search(r"false\s+positive|not\s+a\s+(?:real\s+)?(?:problem|violation|issue)|\bis\s+fine\b", low)
    if (rv or false_pos) and not re.search(r"\bwhy\b|\bsa(?:y|id)\b", low):
        fid = finding_ref(t, state)
        if fid:
            accepted = rv and rv.group(1) in ("accept", "approve", "confirm") and not false_pos
            real = re.search(r"\b(?:is\s+valid|real\s+violation)\b", low)
            return intents.Review(
                finding_id=fid,
                decision="accepted" if accepted or real else "rejected",
                comment=_comment(t) if re.search(r"\bbecause\b|\bsince\b", low) else "",
            )
    return None


def _phr_recheck_under(t: str, low: str, state: RouterState) -> Intent | None:
    """Re-check under other rules: "does F2 also break FTC rules?", "is 5 a violation under FINRA too?"."""
    fid_strict = (
        _FINDING.search(t)
        or _WORD_NUM.search(t)
        or _ORDINAL.search(t)
        or re.search(r"\bnumber\s+\d|\blast\s+one\b|\b(?:it|that)\b", low)
    )
    regs = _regulators(t)
    if (
        regs
        and not _URL.search(t)
        and not _citation(t)
        and not re.search(r"\bsearch\b|\brules?\s+(?:about|on|for)\b|\babout\b", low)
    ):
        fid = finding_ref(t, state)
        if fid and (fid_strict or _BARE.search(t)):
            return intents.Recheck(finding_id=fid, regulators=regs, speaker_role=_role(t))
    return None


def _phr_recheck_again(t: str, low: str, state: RouterState) -> Intent | None:
    """ "check that one again", "double-check finding 3" """
    if (
        re.search(r"\bre-?\s?(?:check|evaluate|assess|run)\b|\bdouble-?check\b|\bagain\b", low)
        and not _URL.search(t)
        and re.search(r"\bfinding\b|#|\bf\d|\bthat\s+one\b|\bone\b|\d", low)
        and not re.search(r"\baudit\b", low)
    ):
        fid = finding_ref(t, state)
        if fid:
            return intents.Recheck(finding_id=fid, regulators=_regulators(t), speaker_role=_role(t))
    return None


def _phr_set_speaker(t: str, low: str, state: RouterState) -> Intent | None:
    """ "set the speaker to registered rep", "the person talking is an RIA", "speaker = registered rep" """
    role = _role(t)
    if (
        role
        and not _URL.search(t)
        and not _PATH.search(t)
        and re.search(
            r"\bspeaker\b|\bpresenter\b|\bhost\b|\bcreator\b|\bperson\s+talking\b|\bguy\b|\b(?:he|she|they)\b|"
            r"\b(?:he|she|they)'?(?:s|re)\b",
            low,
        )
    ):
        reaudit = bool(re.search(r"\bagain\b|\bre-?audit\b|\bre-?run\b|\bredo\b", low))
        return intents.SetSpeaker(speaker_role=role, reaudit=reaudit)
    return None


def _phr_rule_text(t: str, low: str, state: RouterState) -> Intent | None:
    """The text of a finding's rule: "show the text for the rule in F2", "rule text for 3"."""
    if re.search(r"\brule\b.*\b(?:text|say|says|wording)\b|\b(?:text|wording)\b.*\brule\b", low) and not _citation(t):
        fid = finding_ref(t, state)
        if fid:
            return intents.RuleText(finding_id=fid)
    return None


def _phr_explain(t: str, low: str, state: RouterState) -> Intent | None:
    """ "can you tell me why 4 was flagged", "what's the issue with 2?", "elaborate on 3" """
    if (
        re.search(
            r"\bwhy\b|\bexplain\b|\breason\w*\b|\brationale\b|\bjustify\b|\belaborate\b|\btell\s+me\s+more\b|"
            r"\bwhat\s+makes\b|\b(?:issue|problem|wrong)\s+with\b|\bwhat'?s\s+wrong\b|\bwhat\s+is\s+wrong\b|"
            r"\bbreach\b|\bwalk\s+me\s+through\b",
            low,
        )
        and not _citation(t)
        and not _URL.search(t)
    ):
        fid = finding_ref(t, state)
        if fid:
            return intents.Explain(finding_id=fid)
    return None


def _phr_list_severity(t: str, low: str, state: RouterState) -> Intent | None:
    """ "which ones are medium", "show me only the critical ones" """
    sev = _severity(t)
    if sev and re.search(r"\bones?\b|\bonly\b|\bjust\b|\bfilter\b|\bwhich\b|\bshow\b|\blist\b|\bany\b|\bseverity\b", low):
        return intents.ListFindings(severity=sev)
    return None


def _phr_list_findings(t: str, low: str, state: RouterState) -> Intent | None:
    """ "just the serious ones", "what got flagged", "summarise" """
    if re.search(
        r"\b(?:what\s+got|everything\s+you|what\s+did\s+you)\s+flag\w*\b|\bsummari[sz]e\b|\bsummary\b|"
        r"\bjust\s+the\s+serious\s+ones\b|\blist\s+them\b|\bhow\s+many\s+findings\b|\bshow\s+me\s+the\s+list\b|"
        r"\bwhat\s+problems\b|\bdisplay\s+the\s+issues\b",
        low,
    ):
        return intents.ListFindings(severity=None)
    return None


def _phr_search_rules(t: str, low: str, state: RouterState) -> Intent | None:
    """ "what does the SEC say about testimonials", "is there anything about ... in FINRA" """
    m = re.search(
        r"\bwhat\s+does\s+(?:the\s+)?(?:ftc|sec|finra)\s+say\s+about\s+(.+)$"
        r"|\bwhere\s+do\s+the\s+rules\s+(?:talk|say\s+anything|speak)\s+about\s+(.+)$"
        r"|\blook\s+up\s+(?:.*?\s)?(?:on|about|for)\s+(.+)$"
        r"|^\s*search\s*:\s*(.+)$"
        r"|\bis\s+there\s+(?:anything|a\s+rule|something)\s+(?:about|on)\s+(.+)$",
        t,
        re.I,
    )
    if m:
        return _search_rules(_caught(m), t, _regulators(t))
    return None


def _phr_export_report(t: str, low: str, state: RouterState) -> Intent | None:
    """ "give me the report", "send me the file" """
    if re.search(r"\b(?:give|send|get)\s+me\s+the\s+(?:file|report)\b", low):
        return intents.Export(fmt=_format(low))
    return None


def _phr_export_format(t: str, low: str, state: RouterState) -> Intent | None:
    """ "give me a spreadsheet", "a CSV please", "can I get a markdown version" """
    fmt = _format(low)
    if fmt and not _citation(t) and re.search(r"\bgive\b|\bget\b|\bplease\b|\bversion\b|\bfile\b|\breport\b|^\W*an?\s", low):
        return intents.Export(fmt=fmt)
    return None


def _phr_audit_again(t: str, low: str, state: RouterState) -> Intent | None:
    """ "run the audit again", "re-run the whole audit" """
    if (
        not _URL.search(t)
        and re.search(r"\b(?:re-?run|redo|run)\b.*\baudit\b.*(?:\bagain\b)?|\baudit\b.*\bagain\b", low)
        and (re.search(r"\bagain\b|\bre-?run\b|\bredo\b", low))
    ):
        return intents.Audit(source=None, reaudit=True, regulators=_regulators(t))
    return None


def _phr_audit_it(t: str, low: str, state: RouterState) -> Intent | None:
    """ "go ahead and audit it" """
    if not _URL.search(t) and not _PATH.search(t) and re.search(r"\baudit\s+(?:it|that)\b", low):
        return intents.Audit(source=None, regulators=_regulators(t))
    return None


_PHRASING_RULES: tuple[Rule, ...] = (  # tried in this order; the first Intent wins
    _phr_audits,
    _phr_resume,
    _phr_help,
    _phr_audit_source,
    _phr_audit_upload,
    _phr_verify,
    _phr_assign,
    _phr_undo,
    _phr_escalate,
    _phr_review,
    _phr_recheck_under,
    _phr_recheck_again,
    _phr_set_speaker,
    _phr_rule_text,
    _phr_explain,
    _phr_list_severity,
    _phr_list_findings,
    _phr_search_rules,
    _phr_export_report,
    _phr_export_format,
    _phr_audit_again,
    _phr_audit_it,
)


# ------------------------------------------------------------------ when unsure: one short question

READINGS = {  # intent -> (what it means as a verb phrase after "to", an example to type), for the one question
    "explain": ("ask why a finding applies", "why does finding 1 apply?"),
    "rule_text": ("read the full text of a rule", "full text of FINRA 2210(d)(1)(B)"),
    "recheck": ("re-check a finding under other rules", "recheck 2 with FTC"),
    "set_speaker": ("set who the speaker is", "the speaker is a registered rep, audit again"),
    "list_findings": ("list the findings", "show the critical findings"),
    "search_rules": ("search the rules", "search rules for testimonials"),
    "verify": ("check a quote against the transcript", "verify 'guaranteed to double'"),
    "review": ("record a decision on a finding", "reject 3 because it is a disclosure"),
    "undo": ("undo a decision", "undo the rejection of 3"),
    "export": ("export the report", "export csv"),
    "audit": ("audit a video", "audit https://youtu.be/..."),
    "assign": ("assign the audit to a reviewer", "assign this to Dana"),
    "list_audits": ("list this thread's audits", "list audits"),
    "open_audit": ("open an earlier audit", "open audit 1"),
    "resume": ("resume another thread", "resume <thread id>"),
    "queue": ("see the review queue", "show open audits assigned to me"),
    "disposition": ("close or reopen this audit", "close this audit as approved"),
    "tag": ("tag this audit", "tag this audit as sponsor-review"),
    "bundle": ("build the examiner bundle", "examiner bundle"),
}
_CUES = {  # loose cue words per intent: only used to pick the two readings to offer
    "explain": r"\bwhy\b|\bwrong\b|\bproblem\b|\bflag\w*\b|\bmean\b|\bviolat\w*\b",
    "rule_text": r"\brule\b|\btext\b|\bprovision\b|\bsection\b|\bsays?\b|\bwording\b",
    "recheck": r"\bagain\b|\bcheck\b|\bftc\b|\bsec\b|\bfinra\b|\binstead\b",
    "set_speaker": r"\bspeaker\b|\bregistered\b|\badvis[eo]r\b|\binfluencer\b|\bbroker\b|\bwho\b",
    "list_findings": r"\bfindings?\b|\blist\b|\bshow\b|\ball\b|\bcritical\b|\bhigh\b|\bissues\b",
    "search_rules": r"\bsearch\b|\bfind\b|\babout\b|\bcovers?\b|\btestimonials?\b|\bendorse\w*\b",
    "verify": r"\bsaid\b|\bsay\b|\bquote\b|\btranscript\b|\bwords?\b",
    "review": r"\baccept\w*\b|\breject\w*\b|\bok\b|\bfine\b|\bwrong\b|\bvalid\b|\bagree\b",
    "undo": r"\bundo\b|\bmistake\b|\boops\b|\bback\b",
    "export": r"\bexport\b|\bfile\b|\breport\b|\bdownload\b|\bsend\b",
    "audit": r"\baudit\b|\bvideo\b|\bclip\b|\bupload\w*\b|\bcheck\b",
    "assign": r"\breviewer\b|\bteam\b|\bowner\b|\bwho\b",
    "list_audits": r"\baudits\b|\bhistory\b|\bearlier\b|\bprevious\b|\bbefore\b",
}


def _clarify(t: str, state: RouterState) -> Intent:
    """Nothing fits: ask one short question with the two likeliest readings, or show help when there is no lead."""
    low = t.lower()
    scored = sorted(((len(re.findall(pat, low)), i) for i, (kind, pat) in enumerate(_CUES.items())), reverse=True)
    kinds = list(_CUES)
    top = [kinds[i] for n, i in scored if n > 0][:2]
    if not top:
        return intents.Help(reason="I did not understand that request.")
    options = tuple((k, *READINGS[k]) for k in top)
    return intents.Clarify(reason="I am not sure what you mean.", options=options)


def clarify_text(intent: intents.Clarify) -> str:
    """"Did you mean A (`example`) or B (`example`)?" — one line, never the whole menu."""
    opts = intent.options
    parts = [f"{what} (e.g. `{example}`)" for _, what, example in opts]
    if len(parts) == 1:
        return f"Did you mean to {parts[0]}? Say `help` for everything I can do."
    return f"Did you mean to {parts[0]}, or to {parts[1]}?"
