"""Structure-aware parsing of rule text into Provisions: layout (lines -> paragraphs), gap markers, the marker
ladder, headings and inline sub-items. Pure functions; rag/corpus.py decides which files to feed in.
"""

from __future__ import annotations

from rag.parse.layout import Paragraph, lines_to_paragraphs, paragraphs_to_text, text_to_paragraphs
from rag.parse.structure import ParsedDocument, parse_document, settled_paragraphs

__all__ = [
    "Paragraph",
    "ParsedDocument",
    "lines_to_paragraphs",
    "paragraphs_to_text",
    "parse_document",
    "settled_paragraphs",
    "text_to_paragraphs",
]
