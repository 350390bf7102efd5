"""Rule text from PDFs (and pasted text): remove the page furniture, join the pages, then split into paragraphs.

"Join pages first, then split": a paragraph that straddles a page break (FINRA 2210(d)(2) in the official PDF) only
comes out whole if the running header/footer of the next page is removed before lines are joined. Furniture is what
repeats on most pages at the top or bottom (headers, footers, "Page x of y"), plus the citation-tool debris the eCFR
prints ("(enhanced display)" lines, "This content is from the eCFR and is authoritative but unofficial.").
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from rag.parse.layout import Paragraph, lines_to_paragraphs
from veristream.errors import InputError

_EDGE = 3  # lines at the top and bottom of a page that may be running headers or footers
_PAGE_OF_RE = re.compile(r"^\s*(?:-\s*)?page\s+\d+\s*(?:of|/)\s*\d+\s*(?:-\s*)?$", re.I)
_LONE_NUMBER_RE = re.compile(r"^\s*(?:-\s*)?\d{1,4}\s*(?:-\s*)?$")
_DEBRIS_LINE_RES = (
    re.compile(r"^\s*Displaying title \d+", re.I),
    re.compile(r"^\s*(?:up to date as of|as of) \d{1,2}/\d{1,2}/\d{4}\s*$", re.I),
)
# removed as phrases, not whole lines: text extraction can put them on the same line as rule text
_DEBRIS_PHRASES = (
    re.compile(r"This content is from the eCFR and is authoritative but unofficial\.?", re.I),
    re.compile(
        r"(?:(?:\b\d+\s+CFR|\bFINRA\s+Rule|§)\s*[\w.]+(?:\(\w+\))*(?:-\d+(?:\(\w+\))*)?\s*)?\(enhanced display\)",
        re.I,
    ),
)


def _norm(line: str) -> str:
    return re.sub(r"\d+", "#", " ".join(line.split()).lower())


def _is_debris(line: str) -> bool:
    return bool(_PAGE_OF_RE.match(line)) or any(p.search(line) for p in _DEBRIS_LINE_RES)


_GLYPHS = str.maketrans(
    {
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\u00ad": None,
        "\u00a0": " ",
        "\u2002": " ",
        "\u2003": " ",
        "\u2009": " ",
    }
)


def _strip_phrases(line: str) -> str:
    """Remove boilerplate phrases and undo PDF glyph artefacts (ligatures, soft hyphens, odd spaces)."""
    line = line.translate(_GLYPHS)
    for pattern in _DEBRIS_PHRASES:
        line = pattern.sub("", line)
    return line


def clean_pages(pages: list[str]) -> list[tuple[str, int]]:
    """Page texts -> (line, 1-based page) with running headers/footers and citation-tool debris removed."""
    split = [[line for line in (page or "").splitlines()] for page in pages]
    edges: Counter[str] = Counter()
    for lines in split:
        nonblank = [ln for ln in lines if ln.strip()]
        edges.update({_norm(ln) for ln in nonblank[:_EDGE] + nonblank[-_EDGE:]})
    threshold = max(2, (len(split) + 1) // 2)
    running = {key for key, count in edges.items() if count >= threshold} if len(split) > 1 else set()

    out: list[tuple[str, int]] = []
    for number, lines in enumerate(split, start=1):
        nonblank_idx = [i for i, ln in enumerate(lines) if ln.strip()]
        edge_idx = set(nonblank_idx[:_EDGE] + nonblank_idx[-_EDGE:])
        for i, line in enumerate(lines):
            if i in edge_idx and (_norm(line) in running or _LONE_NUMBER_RE.match(line)):
                continue
            if _is_debris(line):
                continue
            line = _strip_phrases(line)
            if not line.strip() and lines[i].strip():
                continue  # the line was only boilerplate
            out.append((line, number))
    return out


def clean_text_lines(text: str) -> list[tuple[str, int | None]]:
    """Pasted or exported text: the same debris rules, without page structure."""
    out: list[tuple[str, int | None]] = []
    for line in text.splitlines():
        if _is_debris(line):
            continue
        stripped = _strip_phrases(line)
        if not stripped.strip() and line.strip():
            continue
        out.append((stripped, None))
    return out


def pdf_page_texts(path: str | Path) -> list[str]:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted:
            raise InputError(f"{path} is encrypted", "Save an unencrypted copy of the PDF and add that.")
        texts = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, OSError, ValueError) as exc:
        raise InputError(f"Cannot read PDF {path}: {exc}", "Check that the file is a valid PDF.") from exc
    if not any(t.strip() for t in texts):
        raise InputError(f"{path} has no extractable text (a scanned PDF?)", "Add a text-based PDF or a .txt copy.")
    return texts


def pdf_to_paragraphs(path: str | Path) -> list[Paragraph]:
    """Paragraphs of a rule PDF, each with the pages it appears on."""
    return lines_to_paragraphs(clean_pages(pdf_page_texts(path)))


def text_file_to_paragraphs(text: str) -> list[Paragraph]:
    return lines_to_paragraphs(clean_text_lines(text))
