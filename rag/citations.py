"""Citation strings: what people type -> one canonical short form, and back to the official long form.

Canonical short forms are what every other module stores and compares:
`FTC 255.5(a)`, `SEC 206(4)-1(b)(1)(i)(B)`, `FINRA 2210(d)(1)(B)`, section level `FTC 255.5`, `SEC 206(4)-1`,
`FINRA 2010`. The case of each paragraph marker follows the rule's own ladder (FINRA's third level is upper case,
the CFR's fourth), so `2210(D)(1)(b)` and `2210(d)(1)(B)` name the same provision.
Pure functions only: no corpus access, so the parser, the search index and the CLI can all use them cheaply.
"""

from __future__ import annotations

import re

from veristream.errors import InputError

# Marker kind per depth below the section, per regulator. FINRA's fifth level is printed "a." in the rule text
# and cited here as "(a)". "roman" means lower-case roman numerals, "arabic" digits.
LADDERS: dict[str, tuple[str, ...]] = {
    "FTC": ("lower", "arabic", "roman", "upper", "arabic"),
    "SEC": ("lower", "arabic", "roman", "upper", "arabic"),
    "FINRA": ("lower", "arabic", "upper", "roman", "lower"),
}

LONG_PREFIX = {"FTC": "16 CFR ", "SEC": "17 CFR 275.", "FINRA": "FINRA Rule "}

_DASH = "-\u2010\u2011\u2012\u2013\u2014"
_FTC_CORE = r"255(?:\.\d{1,3})?"
_SEC_CORE = rf"(?:275\s*\.\s*)?206\s*\(\s*4\s*\)\s*[{_DASH}]\s*1"
_FINRA_CORE = r"\d{4}(?:\.\d{2})?"  # 2210, or Supplementary Material 3110.06
_MARK = r"\(\s*[A-Za-z0-9]{1,6}\s*\)"
_MARKS = rf"(?:\s*{_MARK})*"

_CORE_RE = re.compile(
    rf"(?P<core>{_SEC_CORE}|{_FTC_CORE}|{_FINRA_CORE})(?P<marks>{_MARKS})(?P<tail>\s*[a-z]\.(?=\s|$))?\s*$"
)
_MARK_RE = re.compile(r"\(\s*([A-Za-z0-9]{1,6})\s*\)")
# Words allowed in front of the number, and which regulator each one names (None: says nothing).
_PREFIX_WORDS: dict[str, str | None] = {
    "ftc": "FTC",
    "finra": "FINRA",
    "nasd": "FINRA",
    "sec": "SEC",
    "rule": None,
    "rules": None,
    "section": None,
    "sect": None,
    "part": None,
    "paragraph": None,
    "para": None,
    "cfr": None,
    "title": None,
    "16": "FTC",
    "17": "SEC",
    "guide": None,
    "guides": None,
}
_ROMAN_RE = re.compile(r"^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$")

# Free-text finder: a prefix word (optional) then a core then markers. Bare 4-digit numbers and bare 255.x need a
# prefix or at least one marker, so years and prices are not mistaken for citations.
_ANY_CORE = rf"(?:{_SEC_CORE}|{_FTC_CORE}|{_FINRA_CORE})"
_FIND_RE = re.compile(
    r"(?P<cite>"
    rf"(?:FTC|SEC|FINRA|NASD|1[67]\s*C\.?\s*F\.?\s*R\.?)\s*(?:Rules?|Part|Section)?\s*§*\s*{_ANY_CORE}(?:\s*{_MARK})*"
    rf"|(?:Rules?|§+)\s*{_ANY_CORE}(?:\s*{_MARK})*"
    rf"|{_SEC_CORE}(?:\s*{_MARK})*"
    rf"|(?:{_FTC_CORE}|{_FINRA_CORE})(?:{_MARK})+"
    r")(?![\w(])",
    re.IGNORECASE,
)


def _is_roman(token: str) -> bool:
    return bool(token) and bool(_ROMAN_RE.match(token.lower()))


def _normalise_marker(token: str, kind: str | None) -> str:
    """Give a marker the case its ladder position uses; leave it alone when it does not fit that kind."""
    if kind == "upper" and token.isalpha():
        return token.upper()
    if kind in ("lower", "roman") and token.isalpha():
        return token.lower()
    return token


def _clean(text: str) -> str:
    text = text.replace("\u00a0", " ").replace("§", " § ").strip()
    text = re.sub(r"[\s,;:?!]+$", "", text)
    text = re.sub(rf"[{_DASH}]", "-", text)
    return re.sub(r"\s+", " ", text)


def _regulator_from_prefix(prefix: str, core_regulator: str) -> str:
    words = re.findall(r"[a-z0-9]+", prefix.lower().replace("c.f.r", "cfr").replace("§", " "))
    named: set[str] = set()
    for word in words:
        if word not in _PREFIX_WORDS:
            raise InputError(f"Not a rule citation: unexpected {word!r} in {prefix.strip()!r}")
        regulator = _PREFIX_WORDS[word]
        if word == "sec" and core_regulator == "FTC":
            regulator = None  # "Sec. 255.5" means "section"
        if regulator:
            named.add(regulator)
    if named - {core_regulator}:
        raise InputError(
            f"Citation names {', '.join(sorted(named))} but the number belongs to {core_regulator}",
            "FTC cites 16 CFR 255.x, SEC cites 17 CFR 275.206(4)-1, FINRA cites four-digit rule numbers.",
        )
    return core_regulator


def split_citation(canonical: str) -> tuple[str, str, list[str]]:
    """`FINRA 2210(d)(1)(B)` -> ("FINRA", "2210", ["d", "1", "B"]). Input must already be canonical."""
    regulator, _, rest = canonical.partition(" ")
    if regulator == "SEC":
        rule, marks = "206(4)-1", rest[len("206(4)-1") :]
    else:
        cut = rest.find("(")
        rule, marks = (rest, "") if cut < 0 else (rest[:cut], rest[cut:])
    return regulator, rule, _MARK_RE.findall(marks)


def join_citation(regulator: str, rule: str, markers: list[str] | tuple[str, ...]) -> str:
    return f"{regulator} {rule}" + "".join(f"({m})" for m in markers)


def parse_citation(text: str) -> str:
    """Turn what a person types into the canonical short form, or raise InputError saying why it is not one."""
    if not text or not text.strip():
        raise InputError("Empty citation", "Try e.g. `FINRA 2210(d)(1)(B)`, `SEC 206(4)-1(a)(1)` or `FTC 255.5(a)`.")
    cleaned = _clean(text)
    match = _CORE_RE.search(cleaned)
    if not match:
        raise InputError(
            f"Not a rule citation: {text!r}",
            "Try e.g. `FINRA 2210(d)(1)(B)`, `SEC 206(4)-1(a)(1)`, `16 CFR 255.5(a)` or `FINRA 2010`.",
        )
    core = re.sub(r"\s+", "", match.group("core"))
    if "206(4)-1" in core:
        regulator, rule = "SEC", "206(4)-1"
    elif core.startswith("255") and (core == "255" or "." in core):
        regulator, rule = "FTC", core
    elif re.fullmatch(r"\d{4}(?:\.\d{2})?", core):
        regulator, rule = "FINRA", core
    else:  # pragma: no cover - the regex only admits the three shapes
        raise InputError(f"Not a rule citation: {text!r}")
    _regulator_from_prefix(cleaned[: match.start()], regulator)
    markers = _MARK_RE.findall(match.group("marks"))
    if match.group("tail"):
        markers.append(match.group("tail").strip()[0])
    ladder = LADDERS[regulator]
    markers = [_normalise_marker(m, ladder[i] if i < len(ladder) else None) for i, m in enumerate(markers)]
    return join_citation(regulator, rule, markers)


def to_long(canonical: str) -> str:
    """The form the regulator itself uses: `16 CFR 255.5(a)`, `17 CFR 275.206(4)-1(a)`, `FINRA Rule 2210(d)`."""
    regulator, _, rest = canonical.partition(" ")
    if regulator not in LONG_PREFIX:
        raise InputError(f"Not a canonical citation: {canonical!r}")
    return LONG_PREFIX[regulator] + rest


def is_descendant(child: str, ancestor: str) -> bool:
    """True when `child` is strictly inside `ancestor` (FINRA 2210(d)(1)(B) is inside FINRA 2210(d))."""
    return child != ancestor and child.startswith(ancestor) and child[len(ancestor)] == "("


def parent_citation(canonical: str) -> str | None:
    """One level up: `FINRA 2210(d)(1)` -> `FINRA 2210(d)`; a section has no parent."""
    regulator, rule, markers = split_citation(canonical)
    return join_citation(regulator, rule, markers[:-1]) if markers else None


def find_citations(text: str) -> list[str]:
    """Canonical citations mentioned in free text, in order of first mention, without duplicates."""
    found: list[str] = []
    for match in _FIND_RE.finditer(text or ""):
        try:
            canonical = parse_citation(match.group("cite"))
        except InputError:
            continue
        if canonical not in found:
            found.append(canonical)
    return found


def marker_kind_fits(token: str, kind: str) -> bool:
    """Whether a marker token can be an item of a ladder level of this kind (used by the parser's context logic)."""
    if kind == "arabic":
        return token.isdigit()
    if kind == "roman":
        return token.islower() and _is_roman(token)
    if kind == "lower":
        return token.islower() and token.isalpha() and len(token) == 1
    if kind == "upper":
        return token.isupper() and token.isalpha() and len(token) == 1
    return False
