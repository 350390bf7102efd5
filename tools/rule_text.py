"""rule-text: the agent's tool for reading a rule provision verbatim, by citation.

The agent must quote rule text from the corpus, never from memory, so this returns exactly what `veristream rule
CITATION --json` prints, typed. An unknown citation raises UnknownCitationError whose `suggestions` name the
nearest existing provisions, so the agent can correct itself instead of inventing a sub-paragraph.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from veristream.models import CoverageGap


class RuleSource(BaseModel):
    file: str
    regulator: str
    document: str | None = None
    as_of: str | None = None
    is_bundled: bool | None = None
    provenance: str | None = None
    confidence: str | None = None
    pages: list[int] = Field(default_factory=list)
    gaps: list[CoverageGap] = Field(default_factory=list)


class RuleText(BaseModel):
    citation: str  # canonical short form, e.g. "FINRA 2210(d)(1)(B)"
    citation_long: str  # "FINRA Rule 2210(d)(1)(B)"
    title: str  # heading path, e.g. "Communications with the Public > Content Standards > General Standards"
    text: str  # the whole provision including its sub-paragraphs
    own_text: str  # this provision's own paragraph(s) only
    children: list[str]
    parents: list[str]  # ancestor citations, root first, nearest parent last
    regulator: str
    rule: str
    inline: bool = False  # printed inline inside the parent paragraph in the source
    source: RuleSource
    gaps: list[CoverageGap] = Field(default_factory=list)  # GAP/UNVERIFIED notes in or under this provision
    corpus_hash: str


def rule_text(citation: str) -> RuleText:
    """Full text of one provision. Accepts what people type: "2210(d)(1)(B)", "16 CFR 255.5(a)", "Rule 206(4)-1(a)"."""
    from rag.rule_lookup import rule_payload

    return RuleText.model_validate(rule_payload(citation))
