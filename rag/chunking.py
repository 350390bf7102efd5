"""Turn provisions into retrieval chunks: structure-aware (the product) and fixed-size (the baseline it must beat).

Why structure-aware: an audit finding must cite one sub-paragraph, so a chunk must be about one provision and
carry ITS citation in the embedded header. A child's chunk also carries its parents' intro sentences
("(d) Performance. An investment adviser may not include in any advertisement:") so it reads as a complete rule.
The fixed-size baseline exists only to measure what that structure buys, in the same evaluation run.
Pure functions: no corpus loading, no model, so they are cheap to test on hand-made provisions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field

from veristream.models import Provision

# Bump when chunk text, headers or citations change: the on-disk index key includes it, so old indexes rebuild.
CHUNKER_VERSION = "structured-v2"
BASELINE_VERSION = "fixed-1400-250-v1"

MAX_CHUNK_CHARS = 1500  # longer provisions are split at sentence boundaries
MERGE_SUBTREE_CHARS = 450  # a parent whose whole subtree is this short becomes one chunk with its children
CONTEXT_CHARS = 400  # at most this much of each ancestor's intro is carried into a child's chunk
BASELINE_SIZE = 1400
BASELINE_OVERLAP = 250

# Abbreviations that end in a period but do not end a sentence in these rules.
_ABBREV = {
    "u.s.c",
    "u.s",
    "e.g",
    "i.e",
    "inc",
    "corp",
    "co",
    "no",
    "nos",
    "stat",
    "fr",
    "sec",
    "secs",
    "cf",
    "etc",
    "vs",
    "mr",
    "ms",
    "dr",
    "jr",
    "st",
    "art",
    "par",
    "para",
    "seq",
    "approx",
    "al",
}
_SENTENCE_END = re.compile(r"(?<=[.!?;:])[\"”’)]*\s+(?=[\"“(A-Z0-9§])")
_SECTION_HEADING = re.compile(r"^\s*(?:§\s*)?\d[\d.()\-]*\.?\s+[^\n.;:]{1,80}\.?\s*$")
_RULE_VERB = re.compile(r"\b(?:must|may|shall|should|will|is|are|be|means|include|includes)\b", re.IGNORECASE)
_MARKER_ONLY = re.compile(r"^\s*(?:§\s*)?(?:\(\s*[A-Za-z0-9]{1,6}\s*\)\s*|[\d.]+\s*)+")


@dataclass(frozen=True)
class Chunk:
    """One unit of retrieval: what is embedded (`header` + `text`) and what a hit reports."""

    id: str
    citation: str  # the chunk's own provision (baseline: the rule id)
    citations: tuple[str, ...]  # every provision whose text the chunk contains
    regulator: str
    title: str  # heading path of the chunk's own provision
    header: str  # "[FINRA 2210(d)(1)(B) | Communications with the Public > Content Standards > ...]"
    text: str  # context from ancestors + the provision's own text (or a window of the rule file, baseline)
    body: str = ""  # the provision's own text only (what the reranker compares the query against)
    kind: str = "structured"
    extra: dict = field(default_factory=dict)

    @property
    def embed_text(self) -> str:
        return f"{self.header}\n{self.text}"

    def to_dict(self) -> dict:
        data = asdict(self)
        data["citations"] = list(self.citations)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Chunk:
        return cls(**{**data, "citations": tuple(data["citations"])})


# ---------------------------------------------------------------- sentences


def split_sentences(text: str) -> list[str]:
    """Split at sentence ends (also ';' and ':', which end clauses in enumerated rule text), keeping every char.

    `"".join(split_sentences(t)) == t`, so splitting and rejoining never loses or reorders text.
    """
    pieces: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        end = match.start()
        before = text[start:end]
        last_word = re.split(r"\s+", before.strip())[-1] if before.strip() else ""
        if last_word.endswith(".") and last_word.rstrip(".").lower().lstrip('(“"') in _ABBREV:
            continue
        if re.search(r"\b[A-Za-z]\.$", last_word):  # initials and "a." list markers
            continue
        pieces.append(text[start : match.end()])
        start = match.end()
    if start < len(text):
        pieces.append(text[start:])
    return [p for p in pieces if p]


def pack_sentences(text: str, limit: int = MAX_CHUNK_CHARS) -> list[str]:
    """Group whole sentences into about-equal pieces of at most `limit` chars (one over-long sentence stays whole).

    About-equal, so a 1,600-char provision becomes two 800-char chunks, not 1,480 + a stray 120-char tail.
    """
    text = text.strip()
    if len(text) <= limit:
        return [text]
    target = len(text) / math.ceil(len(text) / limit)
    pieces: list[str] = []
    current = ""
    for sentence in split_sentences(text):
        if current and len(current) + len(sentence) > limit:
            pieces.append(current.strip())
            current = ""
        current += sentence
        if len(current) >= target:
            pieces.append(current.strip())
            current = ""
    if current.strip():
        pieces.append(current.strip())
    return pieces


def leading_sentences(text: str, limit: int = CONTEXT_CHARS) -> str:
    """Whole sentences from the start of `text` up to `limit` chars.

    Always reaches the first substantive sentence, even past the limit: "(b) Testimonials and endorsements."
    alone says nothing, the sentence after it is the rule the children qualify.
    """
    out = ""
    substantive = False
    for sentence in split_sentences(text.strip()):
        if substantive and len(out) + len(sentence) > limit:
            break
        out += sentence
        substantive = substantive or len(_MARKER_ONLY.sub("", sentence).strip()) >= 40
    return out.strip()


def is_heading_only(text: str) -> bool:
    """'(d) Content Standards' is a heading, not a rule: indexing it alone would only add noise."""
    if _SECTION_HEADING.match(text) and not _RULE_VERB.search(text):  # "§ 255.2 Consumer endorsements."
        return True
    body = _MARKER_ONLY.sub("", text).strip()
    if not body:
        return True
    return (
        len(body) < 80
        and body[0].isupper()
        and not re.search(r"[.:;,]\s*$", body)
        and not re.search(r"\b(?:and|or)\s*$", body)
    )


# ---------------------------------------------------------------- structure-aware chunker


def make_header(citation: str, title: str) -> str:
    return f"[{citation} | {title}]" if title else f"[{citation}]"


def _ancestors(provision: Provision, by_citation: dict[str, Provision]) -> list[Provision]:
    """Parents from the outermost down, excluding the section root (its heading is already in the header)."""
    chain: list[Provision] = []
    parent = provision.parent
    while parent and parent in by_citation:
        node = by_citation[parent]
        chain.append(node)
        parent = node.parent
    chain.reverse()
    return chain[1:] if chain and chain[0].parent is None else chain


def _context(provision: Provision, by_citation: dict[str, Provision]) -> tuple[str, list[str]]:
    """Intro sentences of each ancestor, and the ancestors whose whole own text that context contains."""
    parts: list[str] = []
    whole: list[str] = []
    for node in _ancestors(provision, by_citation):
        own = node.text.strip()
        if not own:
            continue
        intro = leading_sentences(own)
        parts.append(intro)
        if intro == own:
            whole.append(node.citation)
    return "\n".join(parts), whole


def _descendants(provision: Provision, by_citation: dict[str, Provision]) -> list[Provision]:
    out: list[Provision] = []
    for child in provision.children:
        node = by_citation.get(child)
        if node is not None:
            out.append(node)
            out.extend(_descendants(node, by_citation))
    return out


def is_inline(provision: Provision, by_citation: dict[str, Provision]) -> bool:
    """A sub-paragraph printed inside its parent's sentence ("must disclose: (i) ...; (ii) ...").

    Its text is already in the parent's own text, so it gets no chunk of its own (that would be a near
    duplicate); the parent's chunk lists it in `citations` instead.
    """
    parent = by_citation.get(provision.parent or "")
    own = provision.text.strip()
    return bool(parent is not None and own and own in parent.text)


def _inline_children(provision: Provision, by_citation: dict[str, Provision]) -> list[str]:
    out: list[str] = []
    for child in provision.children:
        node = by_citation.get(child)
        if node is not None and is_inline(node, by_citation):
            out.append(node.citation)
            out.extend(_inline_children(node, by_citation))
    return out


def _subtree_text(provision: Provision, by_citation: dict[str, Provision]) -> str:
    nodes = [provision, *_descendants(provision, by_citation)]
    return "\n".join(n.text.strip() for n in nodes if n.text.strip() and not is_inline(n, by_citation))


def chunk_provisions(provisions: Sequence[Provision]) -> list[Chunk]:
    """One chunk per provision (long ones split at sentences; tiny subtrees kept whole), in document order."""
    by_citation = {p.citation: p for p in provisions}
    covered: set[str] = set()
    chunks: list[Chunk] = []
    for provision in provisions:
        if provision.citation in covered or is_inline(provision, by_citation):
            continue
        context, context_citations = _context(provision, by_citation)
        is_root = provision.parent is None
        if provision.children and not is_root:
            subtree = _subtree_text(provision, by_citation)
            if len(subtree) <= MERGE_SUBTREE_CHARS:
                descendants = [d.citation for d in _descendants(provision, by_citation)]
                covered.update(descendants)
                chunks.extend(
                    _emit(provision, subtree, context, [*context_citations, provision.citation, *descendants])
                )
                continue
        own = provision.text.strip()
        if not own or is_heading_only(own):
            continue
        inline = _inline_children(provision, by_citation)
        chunks.extend(_emit(provision, own, context, [*context_citations, provision.citation, *inline]))
    return chunks


def _emit(provision: Provision, body: str, context: str, citations: list[str]) -> list[Chunk]:
    header = make_header(provision.citation, provision.title)
    unique = tuple(dict.fromkeys(citations))
    out = []
    for i, piece in enumerate(pack_sentences(body)):
        text = f"{context}\n{piece}" if context else piece
        out.append(
            Chunk(
                id=f"{provision.citation}#{i}",
                citation=provision.citation,
                citations=unique,
                regulator=provision.regulator,
                title=provision.title,
                header=header,
                text=text,
                body=piece,
            )
        )
    return out


# ---------------------------------------------------------------- fixed-size baseline


def _by_source(provisions: Iterable[Provision]) -> dict[str, list[Provision]]:
    groups: dict[str, list[Provision]] = {}
    for p in provisions:
        groups.setdefault(p.source or p.regulator, []).append(p)
    return groups


def chunk_fixed(
    provisions: Sequence[Provision], size: int = BASELINE_SIZE, overlap: int = BASELINE_OVERLAP
) -> list[Chunk]:
    """Fixed windows over each rule file's text (its provisions' own text in document order, markers removed).

    A window's `citations` are every provision whose text overlaps it, so it is scored exactly like a
    structured chunk; its header names the rule(s) only, as a naive splitter would know nothing finer.
    """
    if overlap >= size:
        raise ValueError("overlap must be smaller than size")
    chunks: list[Chunk] = []
    for source, group in _by_source(provisions).items():
        spans: list[tuple[int, int, Provision]] = []
        text = ""
        for p in group:
            own = p.text.strip()
            if not own:
                continue
            if text:
                text += "\n\n"
            spans.append((len(text), len(text) + len(own), p))
            text += own
        step = size - overlap
        start = 0
        n = 0
        while start < len(text):
            end = min(start + size, len(text))
            inside = [p for s, e, p in spans if s < end and e > start]
            rules = list(dict.fromkeys(f"{p.regulator} {p.rule}" for p in inside))
            regulator = inside[0].regulator
            rule_ids = [r.split(" ", 1)[1] for r in rules]
            chunks.append(
                Chunk(
                    id=f"baseline:{source}#{n}",
                    citation=rules[0],
                    citations=tuple(p.citation for p in inside),
                    regulator=regulator,
                    title=", ".join(rules),
                    header=f"[{regulator} {', '.join(rule_ids)}]",
                    text=text[start:end],
                    body=text[start:end],
                    kind="baseline",
                )
            )
            n += 1
            if end == len(text):
                break
            start += step
    return chunks
