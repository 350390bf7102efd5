"""Load audit/lexicon.yaml into compiled patterns.

Kept apart from the screen so the data (what people say) can be reviewed and extended without touching the logic
(how context defuses a claim). Macros such as <GUAR> carry the ASR spellings once instead of in every pattern.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from veristream.errors import CorpusError
from veristream.yamlload import safe_load

LEXICON_PATH = Path(__file__).with_name("lexicon.yaml")
_MACRO = re.compile(r"<([A-Z_]+)>")


@dataclass(frozen=True)
class Cue:
    label: str
    weight: float
    pattern: re.Pattern[str]
    support: re.Pattern[str] | None = None  # evidence shortly after the cue that completes it (e.g. "now up 60%")
    support_chars: int = 250  # searched this many characters before and after the cue
    support_boost: float = 0.0
    requires_role: str | None = None  # the cue only counts for this speaker role (e.g. a credential claim)
    # the cue only counts when this is said somewhere in the video, description or on screen (e.g. a licence claimed
    # in speech that the description denies)
    anywhere: re.Pattern[str] | None = None
    # speed: skip the regex unless one of these literals occurs in the text (patterns that open with a number
    # macro are tried at every position, ~20 ms per hour of captions each)
    needs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Cure:
    pattern: re.Pattern[str]
    window_s: float = 30.0
    segments: int = 2
    scope: str = "window"  # "window" or "sentence"


@dataclass(frozen=True)
class CategoryLexicon:
    id: str
    cues: list[Cue]
    queries: dict[str, list[str]]
    rule_terms: list[str] = field(default_factory=list)
    exclude: re.Pattern[str] | None = None
    cure: Cure | None = None
    balance: bool | str = False
    hedge_modals: bool = False
    disclosure_timing: bool = False
    requires_role: str | None = None
    once: bool = False
    absent: re.Pattern[str] | None = None
    quotes_ok: bool = False  # reported speech is the point (testimonials), so "she says ..." is not a hedge


@dataclass(frozen=True)
class RoleContext:
    """How a role cue's sentence is read (see audit/roles.py): negation, third parties, creator cues."""

    negated: re.Pattern[str]
    first_person: re.Pattern[str]
    third_party: re.Pattern[str]
    reported_after: re.Pattern[str]
    creator_disclaimer: list[re.Pattern[str]]
    creator_channel: list[re.Pattern[str]]
    creator_endorsement: list[re.Pattern[str]] = field(default_factory=list)


@dataclass(frozen=True)
class ScreenContext:
    """Phrase patterns and word lists of the screen's context logic (audit/screen.py, audit/disclosure.py).

    Compiled exactly as written: case-sensitive and without macros, unlike every other pattern here, because they run
    on lower-cased text and were moved from code unchanged (lexicon.yaml `screen_context:`).
    """

    illustration: re.Pattern[str]  # "let's say you ...": an example, not a claim
    instruction_if: re.Pattern[str]  # "if you just follow my rules": an instruction, not a hedge
    rhetorical: re.Pattern[str]  # questions that assert ("remember when I told you ...")
    brand_after: re.Pattern[str]  # the brand after "sponsored by" / "thanks to" (group 1)
    brand_before: re.Pattern[str]  # the brand before "gave me" / "sponsored" (group 1)
    not_brand: frozenset[str]  # words in a brand's place that are never one
    pitch: re.Pattern[str]  # praise, personal use, recommendation
    cta: re.Pattern[str]  # a call to action
    generic_channel_words: frozenset[str]  # channel-name words that are not a handle
    own_product: re.Pattern[str]  # "my mentorship", "our program" (group 1: the product word)
    personal_code: re.Pattern[str]  # a promo code or referral path


@dataclass(frozen=True)
class Lexicon:
    negation: re.Pattern[str]
    not_negation: re.Pattern[str]
    negation_after: re.Pattern[str]
    quote: re.Pattern[str]
    warning: re.Pattern[str]
    hedge_strong: re.Pattern[str]
    viewer_condition: re.Pattern[str]  # "if you follow my system": a condition on the viewer, not a hedge
    sarcasm: re.Pattern[str]  # "oh yeah, totally free money": the claim is mocked, not made
    hedge_soft: re.Pattern[str]
    certainty: re.Pattern[str]
    disclaim_nearby: re.Pattern[str]
    negation_tail: re.Pattern[str]
    context_negation: re.Pattern[str]
    risk_statements: re.Pattern[str]
    disclosures: re.Pattern[str]
    roles: dict[str, list[re.Pattern[str]]]
    endorsement_context: list[re.Pattern[str]]
    subsumes: dict[str, list[str]]
    categories: dict[str, CategoryLexicon]
    screen_context: ScreenContext
    role_context: RoleContext | None = None


def _expand(pattern: str, macros: dict[str, str]) -> str:
    def repl(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in macros:
            raise CorpusError(f"Unknown macro <{name}> in audit/lexicon.yaml",
                              "Define it under `macros:`, above any macro that uses it.")
        return f"(?:{macros[name]})"

    return _MACRO.sub(repl, pattern)


class LazyPattern:
    """A lexicon regex, compiled the first time it is used (then exactly re.compile(source, re.IGNORECASE)).

    Why: compiling the lexicon's ~430 patterns is ~0.5 CPU-s of pure Python that every cold audit paid before the
    detector could start. Compiled on first use, the few that the disclosure check before the detector needs are
    compiled first, and the rest while the detector runs beside the cue matching. A bad pattern raises the same
    CorpusError, naming its place in the file, when it is first used (tests/audit/test_lexicon_lazy.py compiles
    every pattern, so a bad edit fails the tests instead).
    """

    __slots__ = ("_compiled", "_source", "_where")

    def __init__(self, source: str, where: str) -> None:
        self._source, self._where = source, where
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        c = self._compiled
        if c is None:  # two threads may both compile it: the same pattern either way
            try:
                c = re.compile(self._source, re.IGNORECASE)
            except re.error as exc:
                raise CorpusError(f"Bad regex in audit/lexicon.yaml ({self._where}): {exc}", "Fix the pattern.") from exc
            self._compiled = c
        return c

    def search(self, *args, **kwargs) -> re.Match[str] | None:
        return self.compiled().search(*args, **kwargs)

    def finditer(self, *args, **kwargs) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(*args, **kwargs)

    def match(self, *args, **kwargs) -> re.Match[str] | None:
        return self.compiled().match(*args, **kwargs)

    def __getattr__(self, name: str):  # sub, findall, fullmatch, split, pattern, flags, groups, ...
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._where})"


def _compile(pattern: str, macros: dict[str, str], where: str) -> re.Pattern[str]:
    """The pattern with its macros expanded (an unknown macro fails here, at load), compiled on first use."""
    return LazyPattern(_expand(pattern, macros), where)  # type: ignore[return-value]  # behaves as re.Pattern


def _cue(cue: dict, macros: dict[str, str], cid: str) -> Cue:
    where = f"{cid}.{cue['label']}"
    sup = cue.get("support")
    return Cue(
        cue["label"],
        float(cue["weight"]),
        _compile(cue["pattern"], macros, where),
        support=_compile(sup["pattern"], macros, where + ".support") if sup else None,
        support_chars=int(sup.get("chars", 250)) if sup else 250,
        support_boost=float(sup.get("boost", 0.0)) if sup else 0.0,
        requires_role=cue.get("requires_role"),
        anywhere=_compile(cue["anywhere"], macros, where + ".anywhere") if cue.get("anywhere") else None,
        needs=tuple(cue.get("needs", ())),
    )


@lru_cache(maxsize=2)
def load_lexicon(path: str | None = None) -> Lexicon:
    """Compile every pattern once; a bad pattern names its place in the file."""
    file = Path(path) if path else LEXICON_PATH
    try:
        data = safe_load(file.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CorpusError(f"Cannot read the screening lexicon {file}: {exc}") from exc
    macros: dict[str, str] = {}
    for name, value in data.get("macros", {}).items():  # a macro may use the macros defined above it
        macros[name] = _expand(value, macros)

    def comp(key: str) -> re.Pattern[str]:
        return _compile(data[key], macros, key)

    categories: dict[str, CategoryLexicon] = {}
    for cid, spec in data["categories"].items():
        cure = None
        if spec.get("cure"):
            c = spec["cure"]
            cure = Cure(
                pattern=_compile(c["pattern"], macros, f"{cid}.cure"),
                window_s=float(c.get("window_s", 30)),
                segments=int(c.get("segments", 2)),
                scope=c.get("scope", "window"),
            )
        absent = spec.get("absent")
        categories[cid] = CategoryLexicon(
            id=cid,
            cues=[_cue(cue, macros, cid) for cue in spec["cues"]],
            queries={k: list(v) for k, v in spec.get("queries", {}).items()},
            rule_terms=list(spec.get("rule_terms", [])),
            exclude=_compile(spec["exclude"], macros, f"{cid}.exclude") if spec.get("exclude") else None,
            cure=cure,
            balance=spec.get("balance", False),
            hedge_modals=bool(spec.get("hedge_modals", False)),
            disclosure_timing=bool(spec.get("disclosure_timing", False)),
            requires_role=spec.get("requires_role"),
            once=bool(spec.get("once", False)),
            absent=comp(absent) if absent else None,
            quotes_ok=bool(spec.get("quotes_ok", False)),
        )
    return Lexicon(
        negation=comp("negation"),
        not_negation=comp("not_negation"),
        negation_after=comp("negation_after"),
        quote=comp("quote"),
        warning=comp("warning"),
        hedge_strong=comp("hedge_strong"),
        viewer_condition=comp("viewer_condition"),
        sarcasm=comp("sarcasm"),
        hedge_soft=comp("hedge_soft"),
        certainty=comp("certainty"),
        disclaim_nearby=comp("disclaim_nearby"),
        negation_tail=comp("negation_tail"),
        context_negation=comp("context_negation"),
        risk_statements=comp("risk_statements"),
        disclosures=comp("disclosures"),
        roles={role: [_compile(p, macros, f"roles.{role}") for p in pats] for role, pats in data["roles"].items()},
        endorsement_context=[_compile(p, macros, "endorsement_context") for p in data["endorsement_context"]],
        subsumes={k: list(v or []) for k, v in data.get("subsumes", {}).items()},
        categories=categories,
        screen_context=_screen_context(data.get("screen_context"), file),
        role_context=_role_context(data.get("role_context"), macros),
    )


_SCREEN_CONTEXT_WORDS = ("not_brand", "generic_channel_words")


def _screen_context(spec: dict | None, file: Path) -> ScreenContext:
    """The `screen_context:` section, compiled as written (no IGNORECASE, no macros): see ScreenContext."""
    if not spec:
        raise CorpusError(f"{file} has no screen_context section.", "Restore it from the repository's audit/lexicon.yaml.")
    fields = {}
    for name in ScreenContext.__dataclass_fields__:
        if name not in spec:
            raise CorpusError(f"{file}: screen_context has no {name!r}.", "Restore it from the repository's audit/lexicon.yaml.")
        if name in _SCREEN_CONTEXT_WORDS:
            fields[name] = frozenset(str(w) for w in spec[name])
            continue
        try:
            fields[name] = re.compile(spec[name])
        except re.error as exc:
            raise CorpusError(f"Bad regex in {file} (screen_context.{name}): {exc}", "Fix the pattern.") from exc
    return ScreenContext(**fields)


def _role_context(spec: dict | None, macros: dict[str, str]) -> RoleContext | None:
    if not spec:
        return None
    return RoleContext(
        **{k: _compile(spec[k], macros, f"role_context.{k}")
           for k in ("negated", "first_person", "third_party", "reported_after")},
        **{k: [_compile(p, macros, f"role_context.{k}") for p in spec[k]]
           for k in ("creator_disclaimer", "creator_channel", "creator_endorsement") if k in spec},
    )
