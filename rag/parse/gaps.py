"""`[GAP: ...]` / `[UNVERIFIED: ...]` notes: facts about coverage that must never be indexed as rule text."""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

from rag.citations import LADDERS, is_descendant, marker_kind_fits, parent_citation, parse_citation, split_citation
from veristream.errors import InputError

_OPEN_RE = re.compile(r"\[(GAP|UNVERIFIED)\s*:")
_MENTION_RE = re.compile(
    r"§+\s*(?P<sec>\d+\.\d+(?:\(4\)-1)?)(?P<secmarks>(?:\(\w{1,5}\))*)"
    r"|(?:FINRA\s+)?Rule\s+(?P<rule>\d{4})(?P<rulemarks>(?:\(\w{1,5}\))*)"
    r"|(?<![\w)])(?P<rel>(?:\(\w{1,5}\))+)"
)


@dataclass(frozen=True)
class GapNote:
    kind: str  # "GAP" | "UNVERIFIED"
    note: str
    inline: bool  # True when rule text shares the paragraph (the paragraph breaks off part-way)


def extract_gaps(text: str) -> tuple[str, list[GapNote]]:
    """Remove every gap note from a paragraph; brackets inside a note are balanced so quoted "[...]" survive."""
    notes: list[tuple[str, str]] = []
    pieces: list[str] = []
    pos = 0
    while (match := _OPEN_RE.search(text, pos)) is not None:
        depth, end = 0, len(text)
        for i in range(match.start(), len(text)):
            if text[i] == "[":
                depth += 1
            elif text[i] == "]":
                depth -= 1
                if depth == 0:
                    end = i + 1
                    break
        pieces.append(text[pos : match.start()])
        notes.append(
            (match.group(1), text[match.end() : end - 1 if end <= len(text) and text[end - 1] == "]" else end])
        )
        pos = end
    pieces.append(text[pos:])
    cleaned = re.sub(r"[ \t]+", " ", "".join(pieces)).strip()
    return cleaned, [GapNote(kind, " ".join(note.split()), bool(cleaned)) for kind, note in notes]


def note_subject(note: str, regulator: str, section: str, existing: Container[str]) -> str | None:
    """The provision a standalone note is about: the most specific provision of `section` that the note cites,
    each citation walked up to its nearest existing ancestor ("(d)(7)(B) not found" -> FINRA 2210(d)(7)).

    Relative citations like "(b)(3)(ii)" are read against the last section the note named ("§ 255.4"), else
    against `section`. Citations of other sections (cross-references) are ignored. None when nothing fits.
    """
    base = section
    best, best_depth = None, -1
    for match in _MENTION_RE.finditer(note):
        try:
            if match.group("sec"):
                prefix = "16 CFR " if regulator == "FTC" else "17 CFR "
                base = parse_citation(prefix + match.group("sec"))
                citation = parse_citation(prefix + match.group("sec") + (match.group("secmarks") or ""))
            elif match.group("rule"):
                base = parse_citation(f"FINRA {match.group('rule')}")
                citation = parse_citation(f"FINRA {match.group('rule')}{match.group('rulemarks') or ''}")
            else:
                tokens = re.findall(r"\((\w{1,5})\)", match.group("rel"))
                if len(tokens) == 1 and not marker_kind_fits(tokens[0], LADDERS[regulator][0]):
                    continue  # a lone "(A)" in prose is not a paragraph of this rule
                citation = parse_citation(base + match.group("rel"))
        except InputError:
            continue  # a note is free text; an odd mention is simply not used
        walk: str | None = citation
        while walk and walk not in existing:
            walk = parent_citation(walk)
        if walk is None or not (walk == section or is_descendant(walk, section)):
            continue
        depth = len(split_citation(walk)[2])
        if depth > best_depth:
            best, best_depth = walk, depth
    return best
