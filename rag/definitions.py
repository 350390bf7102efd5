"""Definition questions ("what is a testimonial", "what counts as an advertisement") should find the definition.

Why a separate signal: a term being defined appears in dozens of provisions ("testimonial" is all over the SEC
marketing rule), so BM25 and embeddings spread the question over every provision that USES the term; the one
that DEFINES it ("(17) Testimonial means any statement ...") is what the user asked for. Rule text marks
definitions in a regular way (a short term, then `means` / `consists of`), so both sides are plain patterns.
Pure functions, no model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

# A question asking what something is, or which kind/category something falls into.
_QUESTION = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+are)|what\s+counts\s+as|(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of|define[sd]?|"
    r"definition|meaning\s+of|what\s+does\s+.{1,60}\s+mean|who\s+counts\s+as|counts\s+as|considered\s+an?)\b",
    re.IGNORECASE,
)
# "(17) Testimonial means", "(5) "Retail communication" means", "(1) "Communications" consist of".
_DEFINITION = re.compile(
    r"""^\s*(?:\(\s*[0-9a-zA-Z]{1,5}\s*\)\s*)*["“'‘]?([A-Za-z][\w\- ]{1,60}?)["”'’]?,?\s+"""
    r"""(?:means|consists?\s+of|shall\s+mean|has\s+the\s+(?:same\s+)?meaning|refers\s+to)\b"""
)


def is_definition_question(query: str) -> bool:
    return bool(_QUESTION.search(query))


def defined_term(body: str) -> str | None:
    """The term a provision defines, when its own text opens with a definition; else None."""
    match = _DEFINITION.match(body)
    return match.group(1).strip() if match else None


def definition_scores(query_tokens: set[str], is_question: bool, term_tokens: Sequence[frozenset[str]]) -> np.ndarray:
    """Per candidate: the share of its defined term's (stemmed) tokens the question contains; 0 for provisions
    that define nothing, and for every candidate when the query is not a definition question."""
    out = np.zeros(len(term_tokens), dtype=np.float32)
    if not is_question:
        return out
    for i, term in enumerate(term_tokens):
        if term:
            out[i] = len(term & query_tokens) / len(term)
    return out
