"""One provision by what a person typed: the payload `veristream rule CITATION --json` prints and the agent's tool returns.

A library module (not the CLI's) so tools/rule_text.py and the CLI share one lookup; it imports nothing heavy until
called, since `rule` must answer from a cold process quickly.
"""

from __future__ import annotations

import re
from typing import Any

# A closing parenthesis, then some other word, then another marker: `2210(d)(1)(B) garbage (Z)`.
_TRAILING_MARK = re.compile(r"\)[^()]*?[^\s()][^()]*\(\s*[A-Za-z0-9]{1,6}\s*\)")


def single_citation(text: str) -> str:
    """Let "show me the full text of 2210(d)(1)(B)" through: exactly one citation in the text is the one meant."""
    from rag.citations import find_citations, parse_citation
    from veristream.errors import InputError

    try:
        return parse_citation(text)
    except InputError:
        found = find_citations(text)
        if len(found) != 1:
            return text
        # "2210(d)(1)(B) garbage (Z)" is a mistyped deeper citation, not a sentence around (B): answering with (B)
        # would show another provision as if it were the one asked for (issue #12 item 15).
        if _TRAILING_MARK.search(text):
            raise InputError(
                f"Not a rule citation: {text!r} (a marker follows other text after {found[0]})",
                f"Write the citation on its own, e.g. `{found[0]}`.",
            ) from None
        return found[0]


def rule_payload(citation: str) -> dict[str, Any]:
    """The JSON the `rule` command prints (also what tools.rule_text returns)."""
    from rag.corpus import load_corpus

    corpus = load_corpus()
    provision = corpus.get(single_citation(citation))
    parents = list(reversed(corpus.ancestors(provision.citation)))  # root first, nearest parent last
    gaps = [g.model_dump() for g in corpus.gaps_for(provision.citation)]
    doc = corpus.document_for(provision)
    source = {
        "file": provision.source,
        "regulator": provision.regulator,
        "document": doc.title if doc else None,
        "as_of": doc.as_of if doc else None,
        "is_bundled": doc.is_bundled if doc else None,
        "provenance": doc.provenance if doc else None,
        "confidence": doc.confidence if doc else None,
        "pages": provision.pages,
        "gaps": gaps,
    }
    return {
        "citation": provision.citation,
        "citation_long": provision.citation_long,
        "title": provision.title,
        "text": provision.full_text,
        "own_text": provision.text,
        "children": provision.children,
        "parents": parents,
        "regulator": provision.regulator,
        "rule": provision.rule,
        "inline": provision.citation in corpus.inline,
        "source": source,
        "gaps": gaps,
        "corpus_hash": corpus.content_hash,
    }
