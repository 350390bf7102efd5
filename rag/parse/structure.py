"""Paragraphs -> a tree of Provisions following each rule's own marker ladder.

Context, not the token, decides what a marker is. The parser keeps the open levels (for `(b)(1)(i)(A)`: a letter
level expecting (c), a number level expecting (2), a roman level expecting (ii), a capital level expecting (B)) and
reads each new marker as the reading that continues an open level with the smallest jump, or opens the next deeper
level of the ladder. "(i)" after "(h)" continues the letters; "(i)" under a paragraph that ends in a colon opens
roman numerals; "(v)" after "(iv)" continues the numerals. Only a marker at the start of a paragraph opens a
provision: "paragraph (b)(1)(A)" inside a sentence is text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rag.citations import (
    LADDERS,
    join_citation,
    to_long,
)
from rag.parse.gaps import GapNote, extract_gaps, note_subject
from rag.parse.headings import detect_heading
from rag.parse.inline import find_inline_items
from rag.parse.layout import FOOTNOTE_RE, Paragraph, text_to_paragraphs
from rag.parse.markers import interpretations, leading_markers, marker_token
from veristream.models import CoverageGap, Provision

_BOILERPLATE_RE = re.compile(
    r"^(?:Title\s+\d+\s*[—–-]|Chapter\s+[IVXLC]+\s*[—–-]|Subchapter\s+[A-Z]+\s*[—–-]|PART\s+\d+\s*[—–-]|"
    r"Part\s+\d+\s*[—–-]|Authority\s*:|Source\s*:|Editorial Note|\[\d+\s+FR\s+\d+)"
)
_CFR_SECTION_RE = re.compile(r"^§\s*(\d+\.\d+(?:\(\w+\))*(?:-\d+)?)\s+(.+)$")
_FINRA_SECTION_RE = re.compile(r"^(?:Rule\s+)?(\d{4})\.\s+(.+)$")
_SUPPLEMENTARY_HEADER_RE = re.compile(r"^(?:[•·]\s*)*Supplementary Material\b", re.I)
_SUPPLEMENTARY_ITEM_RE = re.compile(r"^\.(\d{2})\s+\S")
_MAX_SKIP = 3  # a marker that jumps further than this is accepted with a warning (text may be missing)


_LIST_ITEM_END_RE = re.compile(r";\s*(?:and|or|and/or)?$")
_SENTENCE_SPLIT_RE = re.compile(r"(?<=[a-z)]{2}[.])\s+(?=[A-Z\"“])")
_RUN_IN_RE = re.compile(r"^(\(\w{1,5}\)\s+[^.:;—–()]{1,60}?)\s*[—–]\s*(\(\w{1,5}\)\s+\S.*)$", re.S)


def split_run_in_heading(text: str) -> list[str]:
    """ "(c) Examples—(1) Example 1. An ..." (eCFR prints a heading and its first child as one paragraph) -> two."""
    match = _RUN_IN_RE.match(text)
    if not match:
        return [text]
    return [match.group(1).strip() + "—", *split_run_in_heading(match.group(2))]


@dataclass(eq=False)
class _Node:
    citation: str
    rule: str
    depth: int  # 0 = section
    kind: str | None = None
    value: int = 0
    paragraphs: list[str] = field(default_factory=list)
    pages: set[int] = field(default_factory=set)
    parent: _Node | None = None
    children: list[_Node] = field(default_factory=list)
    heading: str | None = None
    heading_only: bool = False
    inline: bool = False
    implicit: bool = False  # a section opened without its heading line (text came first)
    title_prefix: list[str] = field(default_factory=list)  # headings above a root (Supplementary Material)


@dataclass
class _Block:
    owner: _Node
    text: str


@dataclass
class ParsedDocument:
    regulator: str
    source: str
    title: str | None
    provisions: list[Provision]
    gaps: list[CoverageGap]
    inline: set[str] = field(default_factory=set)  # citations whose text is also inside the parent's own text
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # boilerplate lines kept out of provisions (amendment notes...)
    merged: list[int] = field(default_factory=list)  # input paragraphs the parser joined onto the previous one


class _Parser:
    def __init__(self, regulator: str, source: str, default_rule: str | None, default_title: str | None):
        self.regulator = regulator
        self.source = source
        self.ladder = LADDERS[regulator]
        self.default_rule = default_rule
        self.default_title = default_title
        self.roots: list[_Node] = []
        self.nodes: dict[str, _Node] = {}
        self.order: list[_Node] = []
        self.blocks: list[_Block] = []
        self.stack: list[_Node] = []
        self.current: _Node | None = None
        self.gaps: list[tuple[GapNote, _Node | None]] = []
        self.warnings: list[str] = []
        self.notes: list[str] = []
        self.supplementary_of: _Node | None = None  # the rule whose Supplementary Material is being read
        self.feeding = -1  # index of the input paragraph being placed
        self.merged: list[int] = []  # input paragraphs joined onto the one before (split off by wrapped layout)

    # ------------------------------------------------------------------ building
    def _add(self, node: _Node) -> _Node:
        self.nodes[node.citation] = node
        self.order.append(node)
        if node.parent is not None:
            node.parent.children.append(node)
        return node

    def _text(self, node: _Node, text: str, pages: tuple[int, ...]) -> None:
        node.paragraphs.append(text)
        node.pages.update(pages)
        self.blocks.append(_Block(node, text))
        self.current = node

    def _append(self, node: _Node, text: str, pages: tuple[int, ...]) -> None:
        """Join text onto the node's last paragraph (it was wrongly split off by the line layout)."""
        self.merged.append(self.feeding)
        node.paragraphs[-1] = f"{node.paragraphs[-1]} {text}"
        node.pages.update(pages)
        for block in reversed(self.blocks):
            if block.owner is node:
                block.text = node.paragraphs[-1]
                break

    def _open_root(self, rule: str, title: str | None, text: str | None, pages: tuple[int, ...]) -> _Node:
        citation = join_citation(self.regulator, rule, [])
        existing = self.nodes.get(citation)
        if existing is not None and existing.implicit and not existing.children and text:
            # lines before the real heading (a page header the PDF cleaner could not recognise on a one-page
            # document, a cover line) are preamble, not rule text
            self.notes.extend(existing.paragraphs)
            self.blocks = [b for b in self.blocks if b.owner is not existing]
            existing.paragraphs, existing.implicit = [], False
            existing.heading = title.rstrip(". ") if title else existing.heading
            root = existing
        elif existing is not None:
            self.warnings.append(f"{citation} appears twice; the second heading is kept as text")
            root = existing
        else:
            root = self._add(_Node(citation, rule, 0, heading=title.rstrip(". ") if title else None))
            self.roots.append(root)
        self.stack = []
        if text:
            self._text(root, text, pages)
        self.current = root
        return root

    def _open_supplementary(self, number: str, text: str, pages: tuple[int, ...]) -> _Node:
        """FINRA ".01 Heading. Text" under "Supplementary Material": cited as FINRA 2210.01, its own root."""
        main = self.supplementary_of
        assert main is not None
        root = self._open_root(f"{main.rule}.{number}", None, text, pages)
        root.rule = main.rule
        root.title_prefix = [*([main.heading] if main.heading else []), "Supplementary Material"]
        heading, _only = detect_heading(text.split(" ", 1)[-1], True, True)
        root.heading = f".{number} {heading}" if heading else f".{number}"
        return root

    def _root(self) -> _Node:
        if self.roots:
            return self.roots[-1]
        if not self.default_rule:
            raise ValueError(f"{self.source}: text before any section heading and no rule number to file it under")
        root = self._open_root(self.default_rule, self.default_title, None, ())
        root.implicit = True
        return root

    def feed(self, paragraph: Paragraph, index: int = -1) -> None:
        self.feeding = index
        text, notes = extract_gaps(paragraph.text)
        if not text:
            for note in notes:
                self.gaps.append((note, self.current))
            return
        owner = None
        for piece in split_run_in_heading(text):
            owner = self._place(piece, paragraph.pages, paragraph.soft)
        for note in notes:
            self.gaps.append((note, owner))

    def _place(self, text: str, pages: tuple[int, ...], soft: bool = False) -> _Node | None:
        if _BOILERPLATE_RE.match(text):
            self.notes.append(text)
            return self.current
        section = self._section_heading(text)
        if section:
            self.supplementary_of = None
            return self._open_root(section[0], section[1], text, pages)
        if self.regulator == "FINRA" and self.roots and _SUPPLEMENTARY_HEADER_RE.match(text):
            self.supplementary_of = _root_of(self.roots[-1])
            self.notes.append(text)
            return self.current
        item = _SUPPLEMENTARY_ITEM_RE.match(text) if self.supplementary_of is not None else None
        if item:
            return self._open_supplementary(item.group(1), text, pages)
        root = self._root()
        if FOOTNOTE_RE.match(text):
            self._text(self.current or root, text, pages)
            return self.current
        tokens, _body, period = leading_markers(text)
        if tokens and soft and self.current is not None and self.current.paragraphs:
            choice = self._resolve(tokens[0], period, quiet=True)
            if choice is None or choice[3] > 0 or _runs_its_next_sibling_inline(text, tokens[0], choice[1]):
                # wrapped text: a marker that does not continue the ladder cleanly, or an item that runs its next
                # sibling inline ("(i) ...; and (ii) ..."), is part of an inline list or a cross-reference that
                # happened to start a line, not a new provision
                self._append(self.current, text, pages)
                return self.current
        if (
            tokens
            and period
            and self.current is not None
            and self.current.paragraphs
            and self._resolve(tokens[0], period, quiet=True) is None
        ):
            self._append(self.current, text, pages)  # "b. the total ..." wrapped onto a line start
            return self.current
        if tokens:
            node = self._open_marker(tokens, period, text)
            if node is not None:
                self._text(node, text, pages)
                node.heading_only = detect_heading(text, True, self.regulator == "FINRA")[
                    1
                ]  # provisional; finish() decides for good
                return node
        target = self._unmarked_target(root, text)
        self._text(target, text, pages)
        return target

    def _section_heading(self, text: str) -> tuple[str, str] | None:
        if self.regulator == "FINRA":
            match = _FINRA_SECTION_RE.match(text)
            return (match.group(1), match.group(2)) if match else None
        match = _CFR_SECTION_RE.match(text)
        if not match:
            return None
        number = match.group(1)
        if self.regulator == "SEC":
            number = number.removeprefix("275.")
        return number, match.group(2)

    def _unmarked_target(self, root: _Node, text: str) -> _Node:
        """Where a paragraph without a marker belongs: under a heading, or the flush text closing a list.

        Flush text ("No member may treat ..." after the (A)-(F) list of 2210(a)(4), or an eCFR "Provided that ..."
        after the last item of a list) closes the list, so it belongs to the paragraph that introduced the list.
        """
        current = self.current or root
        if current is root or current.heading_only or not current.paragraphs:
            return current
        parent = current.parent
        if (
            parent is not None
            and not current.children
            and text[:1].isupper()
            and parent.paragraphs
            and parent.paragraphs[-1].rstrip().endswith(":")
            and current.paragraphs[-1].rstrip().endswith((".", ";"))
        ):
            return parent
        return current

    def _open_marker(self, tokens: list[str], period: bool, text: str) -> _Node | None:
        choice = self._resolve(tokens[0], period)
        if choice is None:
            self.warnings.append(f"marker ({tokens[0]}) does not fit the open levels; kept as text: {text[:60]!r}")
            return None
        depth, kind, value, _skip = choice
        del self.stack[depth - 1 :]
        node = self._child(depth, kind, value, tokens[0])
        if node is None:
            return None
        for token in tokens[1:]:  # "(a)(1) Text": (a) has no text of its own
            kind = self.ladder[node.depth] if node.depth < len(self.ladder) else None
            readings = dict(interpretations(token))
            if kind is None or kind not in readings:
                break
            node = self._child(node.depth + 1, kind, readings[kind], token) or node
        return node

    def _child(self, depth: int, kind: str, value: int, token: str) -> _Node | None:
        parent = self.stack[-1] if self.stack else self._root()
        token = token.upper() if kind == "upper" else token.lower() if kind in ("lower", "roman") else token
        citation = parent.citation + f"({token})"
        if citation in self.nodes:
            self.warnings.append(f"{citation} appears twice; the second one is kept as text of the first")
            return None
        node = self._add(_Node(citation, parent.rule, depth, kind, value, parent=parent))
        self.stack.append(node)
        return node

    def _resolve(self, token: str, period: bool, quiet: bool = False) -> tuple[int, str, int, int] | None:
        """Pick the reading of a marker that continues the open levels best (see module docstring)."""
        readings = interpretations(token)
        candidates: list[tuple[int, bool, int, str, int]] = []  # (skip, is_new, depth, kind, value)
        for index, level in enumerate(self.stack):
            depth = index + 1
            if period and depth != 5:
                continue
            for kind, value in readings:
                if kind == level.kind and value > level.value:
                    candidates.append((value - level.value - 1, False, depth, kind, value))
        new_depth = len(self.stack) + 1
        if new_depth <= len(self.ladder) and (not period or new_depth == 5):
            for kind, value in readings:
                if kind == self.ladder[new_depth - 1]:
                    candidates.append((value - 1, True, new_depth, kind, value))
        if not candidates:
            return None
        best_skip = min(c[0] for c in candidates)
        if best_skip > _MAX_SKIP and not quiet:
            self.warnings.append(f"marker ({token}) skips {best_skip} items at its level; check for missing text")
        best = [c for c in candidates if c[0] == best_skip]
        news = [c for c in best if c[1]]
        olds = sorted((c for c in best if not c[1]), key=lambda c: -c[2])
        current = self.current
        introduces = bool(current and current.paragraphs and current.paragraphs[-1].rstrip().endswith((":", "—")))
        if news and (not olds or introduces or (current is not None and current.heading_only)):
            _, _, depth, kind, value = news[0]
        else:
            _, _, depth, kind, value = olds[0]
        return depth, kind, value, best_skip

    # ------------------------------------------------------------------ finishing
    def _split_flush_after_lists(self) -> None:
        """In a ";"-separated list the last item is one sentence; text after it closes the list (flush text).

        Wrapped text cannot show the paragraph break between "(F) ... institutional investor." and "No member may
        treat ..." when the item's last line is full; the list's own punctuation still shows where the item ends.
        """
        for node in list(self.order):
            items = [c for c in node.children if not c.inline]
            if len(items) < 2 or node.inline:
                continue
            last = items[-1]
            if last.children or len(last.paragraphs) != 1:
                continue
            if not all(c.paragraphs and _LIST_ITEM_END_RE.search(c.paragraphs[-1]) for c in items[:-1]):
                continue
            match = _SENTENCE_SPLIT_RE.search(last.paragraphs[0])
            if not match:
                continue
            head, tail = last.paragraphs[0][: match.start()], last.paragraphs[0][match.end() :]
            last.paragraphs[0] = head
            for index, block in enumerate(self.blocks):
                if block.owner is last:
                    block.text = head
                    self.blocks.insert(index + 1, _Block(node, tail))
                    break
            node.paragraphs.append(tail)

    def finish(self) -> ParsedDocument:
        self._split_flush_after_lists()
        for node in self.order:
            if node.depth == 0 or not node.paragraphs:
                continue
            more = bool(node.children) or len(node.paragraphs) > 1
            heading, only = detect_heading(node.paragraphs[0], more, self.regulator == "FINRA")
            node.heading, node.heading_only = heading, only and len(node.paragraphs) == 1
        self._add_inline()
        return ParsedDocument(
            regulator=self.regulator,
            source=self.source,
            title=self.roots[0].heading if self.roots else self.default_title,
            provisions=self._provisions(),
            gaps=self._gaps(),
            inline={n.citation for n in self.order if n.inline},
            warnings=self.warnings,
            notes=self.notes,
        )

    def _add_inline(self) -> None:
        for node in list(self.order):
            if node.children or not node.paragraphs or node.depth >= len(self.ladder):
                continue
            self._inline_children(node, node.paragraphs[0])

    def _inline_children(self, node: _Node, text: str) -> None:
        if node.depth >= len(self.ladder):
            return
        kind = self.ladder[node.depth]
        period = self.regulator == "FINRA" and node.depth + 1 == 5
        for token, item in find_inline_items(text, kind, period_style=period):
            citation = node.citation + f"({token})"
            if citation in self.nodes:
                continue
            child = _Node(citation, node.rule, node.depth + 1, kind, parent=node, inline=True)
            child.paragraphs = [item]
            child.pages = set(node.pages)
            # keep document order: insert right after the parent's last descendant so far
            self._add(child)
            self._inline_children(child, item)

    def _heading_path(self, node: _Node) -> list[str]:
        chain: list[_Node] = []
        walk: _Node | None = node
        while walk is not None:
            chain.append(walk)
            walk = walk.parent
        return chain[-1].title_prefix + [n.heading for n in reversed(chain) if n.heading]

    def _descendants(self, node: _Node) -> set[int]:
        ids = {id(node)}
        stack = list(node.children)
        while stack:
            child = stack.pop()
            ids.add(id(child))
            stack.extend(child.children)
        return ids

    def _provisions(self) -> list[Provision]:
        ordered = _document_order(self.roots)
        provisions: list[Provision] = []
        for node in ordered:
            own = "\n".join(node.paragraphs)
            if node.inline:
                full = own
            else:
                members = self._descendants(node)
                full = "\n".join(b.text for b in self.blocks if id(b.owner) in members)
            path = self._heading_path(node)
            provisions.append(
                Provision(
                    citation=node.citation,
                    citation_long=to_long(node.citation),
                    regulator=self.regulator,
                    rule=node.rule,
                    title=" > ".join(path),
                    heading_path=path,
                    text=own,
                    full_text=full,
                    parent=node.parent.citation if node.parent else None,
                    children=[c.citation for c in node.children],
                    pages=sorted(node.pages),
                    source=self.source,
                )
            )
        return provisions

    def _gaps(self) -> list[CoverageGap]:
        gaps = []
        for note, position in self.gaps:
            near = position.citation if position else None
            if not note.inline:
                near = self._mentioned(note.note, position) or near
            gaps.append(
                CoverageGap(kind=note.kind, regulator=self.regulator, source=self.source, near=near, note=note.note)
            )
        return gaps

    def _mentioned(self, note: str, position: _Node | None) -> str | None:
        root = _root_of(position) if position else (self.roots[0] if self.roots else None)
        return note_subject(note, self.regulator, root.citation, self.nodes) if root else None


def _runs_its_next_sibling_inline(text: str, token: str, kind: str) -> bool:
    """ "(i) updates ...; and (ii) non-predictive ..." holds its own next sibling: it was never its own paragraph."""
    value = dict(interpretations(token)).get(kind)
    if value is None:
        return False
    following = marker_token(value + 1, kind)
    match = re.search(rf"(?:[;.]|;\s*(?:and|or))\s+\({re.escape(following)}\)\s", text)
    return match is not None


def _root_of(node: _Node) -> _Node:
    while node.parent is not None:
        node = node.parent
    return node


def _document_order(roots: list[_Node]) -> list[_Node]:
    out: list[_Node] = []

    def walk(node: _Node) -> None:
        out.append(node)
        for child in node.children:
            walk(child)

    for root in roots:
        walk(root)
    return out


def parse_document(
    paragraphs: list[Paragraph] | str,
    *,
    regulator: str,
    source: str,
    default_rule: str | None = None,
    default_title: str | None = None,
) -> ParsedDocument:
    """Parse one rule document. `default_rule` files text that comes before any section heading."""
    if isinstance(paragraphs, str):
        paragraphs = text_to_paragraphs(paragraphs)
    parser = _Parser(regulator, source, default_rule, default_title)
    for index, paragraph in enumerate(paragraphs):
        parser.feed(paragraph, index)
    parsed = parser.finish()
    parsed.merged = parser.merged
    return parsed


def settled_paragraphs(paragraphs: list[Paragraph], parsed: ParsedDocument) -> list[Paragraph]:
    """The paragraphs as the parser finally grouped them: what a cleaned copy of the text must contain so that it
    parses the same way again without the layout hints (`soft`) that only wrapped input carries."""
    out: list[Paragraph] = []
    merged = set(parsed.merged)
    for index, paragraph in enumerate(paragraphs):
        if index in merged and out:
            last = out[-1]
            out[-1] = Paragraph(f"{last.text} {paragraph.text}", tuple(sorted(set(last.pages) | set(paragraph.pages))))
        else:
            out.append(Paragraph(paragraph.text, paragraph.pages))
    return out
