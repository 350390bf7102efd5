"""Official rule pages -> the paragraphs the parser reads: eCFR versioner XML and FINRA rulebook HTML.

Pure conversions (no network): rag/update.py fetches, these functions only read what came back, so they are
tested on recorded-shape fixtures. Both raise CorpusError when the answer does not have the expected shape, so a
changed page layout is reported instead of silently producing an empty or wrong rule.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

from rag.parse.layout import Paragraph
from veristream.errors import CorpusError

_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def _raw_text(element: ET.Element) -> str:
    """Text of an element with <SU> footnote numbers as superscripts, so the parser sees "¹ Staff ..." footnotes."""
    parts = [element.text or ""]
    for child in element:
        inner = _raw_text(child)
        parts.append(inner.translate(_SUPERSCRIPT) if child.tag == "SU" else inner)
        parts.append(child.tail or "")
    return "".join(parts)


def _text_of(element: ET.Element) -> str:
    return " ".join(_raw_text(element).split())


def ecfr_xml_to_paragraphs(xml: bytes | str) -> list[Paragraph]:
    """eCFR versioner XML (DIV5 part / DIV8 sections with HEAD and P) -> the paragraphs the parser reads."""
    try:
        root = ET.fromstring(xml)
    except ET.ParseError as exc:
        raise CorpusError(f"The eCFR answer is not valid XML: {exc}") from exc
    out: list[Paragraph] = []
    sections = [root] if root.tag == "DIV8" else list(root.iter("DIV8"))
    if not sections:
        raise CorpusError("The eCFR answer has no sections (DIV8)")
    for part in root.iter("DIV5"):
        head = part.find("HEAD")
        if head is not None:
            out.append(Paragraph(_text_of(head)))
        for tag in ("AUTH", "SOURCE"):
            block = part.find(tag)
            if block is not None:
                out.append(Paragraph(_text_of(block)))
    for section in sections:
        for element in section.iter():
            if element.tag == "HEAD":
                out.append(Paragraph(_text_of(element)))
            elif element.tag in ("P", "FP"):
                text = _text_of(element)
                if text:
                    out.append(Paragraph(text))
            elif element.tag == "CITA":
                out.append(Paragraph(_text_of(element)))
    return out


class _BlockText(HTMLParser):
    """HTML -> a list of text blocks, one per paragraph-like element; navigation and scripts are skipped."""

    BLOCK = {
        "p",
        "div",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "br",
        "tr",
        "section",
        "article",
        "blockquote",
        "dd",
        "dt",
        "table",
        "ul",
        "ol",
    }
    SKIP = {
        "script",
        "style",
        "nav",
        "header",
        "footer",
        "noscript",
        "form",
        "button",
        "select",
        "svg",
        "head",
        "title",
        "aside",
    }

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self._buf: list[str] = []
        self._skip = 0

    def _flush(self) -> None:
        text = " ".join("".join(self._buf).split())
        if text:
            self.blocks.append(text)
        self._buf = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.SKIP:
            self._skip += 1
        elif tag in self.BLOCK:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIP:
            self._skip = max(0, self._skip - 1)
        elif tag in self.BLOCK:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self._buf.append(data.replace("\u00a0", " "))

    def close(self) -> None:
        super().close()
        self._flush()


# where the rule text ends on a rulebook page (Supplementary Material is part of the rule and is kept)
_FINRA_END_RE = re.compile(
    r"^(?:Amended by|Adopted by|Selected Notices?|Cross References?|Versions|Rule History)\b", re.I
)


def html_to_paragraphs(html: str) -> list[Paragraph]:
    """Every text block of an HTML page (menus, headers and scripts skipped), one paragraph each."""
    parser = _BlockText()
    parser.feed(html)
    parser.close()
    return [Paragraph(block) for block in parser.blocks]


def finra_html_to_paragraphs(html: str, rule: str) -> tuple[list[Paragraph], list[str]]:
    """A FINRA rulebook page -> the rule's paragraphs (from its "2210. Title" heading to the end of the rule).

    The heading may also appear in menus or lists of related rules; the rule starts at the occurrence that is
    followed by rule text rather than by another rule's heading, and ends at the history/notes blocks or at the
    next rule's heading.
    """
    parser = _BlockText()
    parser.feed(html)
    parser.close()
    blocks = parser.blocks
    heading = re.compile(rf"^(?:Rule\s+)?{re.escape(rule)}\.\s+\S")
    any_rule = re.compile(r"^(?:Rule\s+)?\d{4}\.\s+[A-Z]")
    starts = [i for i, b in enumerate(blocks) if heading.match(b)]
    start = next((i for i in starts if i + 1 < len(blocks) and not any_rule.match(blocks[i + 1])), None)
    if start is None:
        raise CorpusError(
            f"The FINRA page has no '{rule}. <title>' heading followed by rule text; the page layout may have changed"
        )
    notes: list[str] = []
    out: list[Paragraph] = [Paragraph(blocks[start])]
    for block in blocks[start + 1 :]:
        if _FINRA_END_RE.match(block) or any_rule.match(block):
            notes.append(f"rule text ends before: {block[:60]!r}")
            break
        out.append(Paragraph(block))
    return out, notes
