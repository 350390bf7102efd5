"""`[GAP: ...]` / `[UNVERIFIED: ...]` notes: facts about coverage that must never be indexed as rule text."""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPEN_RE = re.compile(r"\[(GAP|UNVERIFIED)\s*:")


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
