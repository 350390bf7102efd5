"""Lines -> paragraphs. Rule text arrives hard-wrapped (PDF, HTML, pasted text) or one paragraph per line (the
bundled files); both must end up as one paragraph per block before the marker ladder is applied.

A line opens a new paragraph only where the layout says so: after a blank line, at a section heading, or at a
paragraph marker when the previous line ended a sentence or clause. That is what keeps a citation such as
"paragraph\n(b)(1) of this section" that happens to wrap onto a new line from being read as a new provision.
Markers that a two-column layout printed alone on their own line are queued and put back in front of the next
paragraph that has no marker of its own, in order.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

MARKER_START_RE = re.compile(r"^(?:\(\s*[A-Za-z0-9]{1,5}\s*\))+(?=\s|$)|^[a-z]\.\s")
ORPHAN_MARKER_RE = re.compile(r"^(?:\(\s*[A-Za-z0-9]{1,5}\s*\))+$")
SECTION_START_RE = re.compile(r"^(?:§\s*\d+\.\S+\s|(?:Rule\s+)?\d{4}\.\s+[A-Z])")
FOOTNOTE_RE = re.compile(r"^[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s*\S")
GAP_START_RE = re.compile(r"^\[(?:GAP|UNVERIFIED)\s*:")
SUPPLEMENTARY_RE = re.compile(r"^(?:[•·]\s*)*Supplementary Material\b|^\.\d{2}\s+\S", re.I)
BOILERPLATE_START_RE = re.compile(
    r"^(?:(?:Title|Chapter|Subchapter|Part|PART)\s+[0-9IVXLCA-Z]+\s*[—–-]|\[\d+\s+FR\s+\d+|Authority:|Source:)"
)
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "into",
        "of",
        "on",
        "or",
        "the",
        "to",
        "with",
        "under",
        "upon",
        "than",
        "prior",
        "vs",
        "via",
        "per",
    ]
)


@dataclass
class Paragraph:
    text: str
    pages: tuple[int, ...] = field(default_factory=tuple)
    # True when only a marker at the start of a wrapped line (no blank line, no heading before it) split this
    # paragraph off: it may just as well be an inline item, so the parser may join it back (see structure.py)
    soft: bool = False


def ends_clause(line: str) -> bool:
    """Whether a line ends a sentence or list item, so a marker on the next line starts a new paragraph."""
    stripped = line.rstrip()
    if re.search(r"[.:;—]$|[.;:]\s*[\"”’)]$", stripped):
        return True
    return bool(re.search(r";\s*(?:and|or|and/or)$", stripped))


def is_title_like(text: str, max_words: int = 16) -> bool:
    """Short Title Case phrase without closing punctuation: "(d) Content Standards", "Spot-Check Procedures"."""
    body = MARKER_START_RE.sub("", text.strip()).strip()
    if not body or re.search(r"[.;:,]$", body) or re.search(r"[.;:][\"”’]?\s+\S", body):
        return False  # ends like a sentence, or holds a sentence break inside: not a heading
    words = re.findall(r"[A-Za-z][A-Za-z'’\-®]*", body)
    if not words or len(words) > max_words or not words[0][0].isupper():
        return False
    return all(w[0].isupper() or w.lower() in _STOPWORDS for w in words)


def is_heading_line(line: str) -> bool:
    stripped = line.strip()
    if SECTION_START_RE.match(stripped + " "):
        return True
    return bool(MARKER_START_RE.match(stripped)) and is_title_like(stripped)


def _joins(prev: str, line: str) -> str:
    if prev.endswith("-") and line[:1].islower():
        return prev + line  # "calendar year-" + "end"
    return prev + " " + line


def text_to_paragraphs(text: str) -> list[Paragraph]:
    return lines_to_paragraphs([(line, None) for line in text.splitlines()])


def lines_to_paragraphs(lines: list[tuple[str, int | None]]) -> list[Paragraph]:
    """Join wrapped lines into paragraphs; each line carries its 1-based PDF page (or None)."""
    lengths = sorted(len(text.strip()) for text, _ in lines if text.strip())
    # wrapped text (PDF, pasted) never has very long lines; one-paragraph-per-line text (the bundled files) does
    hard_wrapped = bool(lengths) and lengths[int(0.9 * (len(lengths) - 1))] < 200
    typical = statistics.median(lengths) if lengths else 0

    paragraphs: list[Paragraph] = []
    buf: list[str] = []
    pages: list[int] = []
    pending_markers: list[str] = []
    blank_before = False
    last_line = ""
    soft = False

    def flush() -> None:
        if buf:
            paragraphs.append(Paragraph(" ".join(buf).strip(), tuple(sorted(set(pages))), soft))
        buf.clear()
        pages.clear()

    for raw, page in lines:
        line = " ".join(raw.split())
        if not line:
            blank_before = True
            continue
        if ORPHAN_MARKER_RE.match(line):
            flush()
            pending_markers.append(line.replace(" ", ""))
            blank_before, last_line, soft = False, "", False
            continue
        prev = buf[-1] if buf else ""
        new = not buf or _starts_paragraph(
            prev, last_line, line, blank_before, hard_wrapped, typical, bool(pending_markers)
        )
        if new:
            flush()
            soft = bool(
                prev
                and hard_wrapped
                and not blank_before
                and MARKER_START_RE.match(line)
                and not is_heading_line(prev)
                and not prev.endswith("]")  # after a [GAP: ...] note a jump in the numbering is expected
            )

            if pending_markers and _takes_queued_marker(line):
                line = f"{pending_markers.pop(0)} {line}"
            buf.append(line)
        else:
            buf[-1] = _joins(buf[-1], line)
        if page is not None:
            pages.append(page)
        blank_before = False
        last_line = line
    flush()
    # markers never matched with text stay visible rather than silently vanishing
    paragraphs.extend(Paragraph(marker) for marker in pending_markers)
    return paragraphs


def _starts_paragraph(
    prev: str, last_line: str, line: str, blank: bool, hard_wrapped: bool, typical: float, queued: bool
) -> bool:
    """`prev` is the paragraph so far, `last_line` its last physical line."""
    if GAP_START_RE.match(line) or FOOTNOTE_RE.match(line) or BOILERPLATE_START_RE.match(line):
        return True
    if SECTION_START_RE.match(line + " ") or SUPPLEMENTARY_RE.match(line):
        # "§ 255.2 ..." also starts wrapped lines of cross-references; a heading follows a finished paragraph
        return (
            blank
            or ends_clause(prev)
            or prev.endswith("]")
            or is_title_like(prev, 20)
            or bool(BOILERPLATE_START_RE.match(prev))
        )
    if blank:
        # a blank line inside a sentence (page furniture removed) does not end the paragraph
        return not (line[:1].islower() and not ends_clause(prev))
    if is_heading_line(prev):
        # a heading wrapped onto a second line ("... Retail Communications" / "Prior to First Use") continues
        return not (is_title_like(line) and not MARKER_START_RE.match(line) and is_heading_line(f"{prev} {line}"))
    if GAP_START_RE.match(prev) and prev.endswith("]"):
        return True
    if MARKER_START_RE.match(line):
        return ends_clause(prev) or prev.endswith("]")
    if queued and ends_clause(prev):
        return True  # the text of a marker printed alone earlier (two-column layout)
    # a short last line ends the paragraph; the next starts a new one
    return hard_wrapped and line[:1].isupper() and bool(re.search(r"[.:]$", prev)) and len(last_line) < 0.7 * typical


def _takes_queued_marker(line: str) -> bool:
    return not any(
        pattern.match(line) for pattern in (MARKER_START_RE, GAP_START_RE, FOOTNOTE_RE, BOILERPLATE_START_RE)
    ) and not SECTION_START_RE.match(line + " ")


def paragraphs_to_text(paragraphs: list[Paragraph]) -> str:
    """The on-disk corpus format: one paragraph per line, blank line between paragraphs."""
    return "\n\n".join(p.text for p in paragraphs) + "\n"
