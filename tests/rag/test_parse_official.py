"""The official-page converters on whole rules: the bundled text, re-published as eCFR XML or as a FINRA rulebook
page, must parse to the same provisions as the bundled file itself."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from rag.parse import parse_document
from rag.parse.official import ecfr_xml_to_paragraphs, finra_html_to_paragraphs
from tests.rag.fixtures.official_pages import finra_page
from veristream.errors import CorpusError

CORPUS = Path(__file__).resolve().parents[2] / "rag" / "corpus"


def _rule_paragraphs(name: str) -> list[str]:
    """The bundled file's paragraphs without its [GAP]/[UNVERIFIED] notes (our own convention, not the source's)."""
    text = (CORPUS / name).read_text(encoding="utf-8")
    return [p.strip() for p in text.splitlines() if p.strip() and not p.strip().startswith(("[GAP", "[UNVERIFIED"))]


def _without_notes(text: str) -> str:
    return re.sub(r"\s*\[(?:GAP|UNVERIFIED):[^\]]*\]", "", text)


def _as_ecfr_xml(paragraphs: list[str]) -> str:
    """eCFR shape: the section in DIV8, HEAD for the § line, <I> around paragraph headings, CITA for the FR note."""
    body = []
    for p in paragraphs:
        if p.startswith("§"):
            body.append(f"<HEAD>{html.escape(p)}</HEAD>")
        elif p.startswith("[") and " FR " in p:
            body.append(f"<CITA>{html.escape(p)}</CITA>")
        elif re.match(r"^(Title|Chapter|Part) ", p):
            continue  # hierarchy lines are not part of a DIV8
        else:
            marked = re.sub(r"^(\([^)]+\)) ([A-Z][a-z\- ]{2,40}\.) ", r"\1 <I>\2</I> ", html.escape(p, quote=False))
            marked = re.sub(r"^\((\d+)\)", r"(<I>\1</I>)", marked) if "(C)(1)" in p else marked
            body.append(f"<P>{marked}</P>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<DIV8 N="275.206(4)-1" TYPE="SECTION">\n'
        + "\n".join(body)
        + "\n</DIV8>"
    )


def test_sec_rule_republished_as_ecfr_xml_parses_the_same() -> None:
    name = "sec-17-cfr-275-206-4-1.txt"
    expected = parse_document(
        (CORPUS / name).read_text(encoding="utf-8"), regulator="SEC", source=name, default_rule="206(4)-1"
    )
    got = parse_document(
        ecfr_xml_to_paragraphs(_as_ecfr_xml(_rule_paragraphs(name))),
        regulator="SEC",
        source=name,
        default_rule="206(4)-1",
    )
    assert [(p.citation, p.text, p.title) for p in got.provisions] == [
        (p.citation, p.text, p.title) for p in expected.provisions
    ]
    assert got.warnings == []


@pytest.mark.parametrize("name", ["finra-2210.txt", "finra-2220.txt", "finra-2010.txt"])
def test_finra_rule_republished_as_a_rulebook_page_parses_the_same(name: str) -> None:
    paragraphs = _rule_paragraphs(name)
    rule, title = re.match(r"^(\d{4})\. (.+)$", paragraphs[0]).groups()
    body = "\n".join(f"<p>{html.escape(_without_notes(p))}</p>" for p in paragraphs[1:])
    page = finra_page(rule, title, body)
    converted, notes = finra_html_to_paragraphs(page, rule)
    assert any("Amended by" in n for n in notes)
    expected = parse_document(
        (CORPUS / name).read_text(encoding="utf-8"), regulator="FINRA", source=name, default_rule=rule
    )
    got = parse_document(converted, regulator="FINRA", source=name, default_rule=rule)
    assert [(p.citation, p.title) for p in got.provisions] == [(p.citation, p.title) for p in expected.provisions]
    for want, have in zip(expected.provisions, got.provisions, strict=True):
        assert have.text == _without_notes(want.text), want.citation


def test_converters_refuse_answers_of_the_wrong_shape() -> None:
    with pytest.raises(CorpusError, match="not valid XML"):
        ecfr_xml_to_paragraphs("<DIV8><P>unclosed")
    with pytest.raises(CorpusError, match="no sections"):
        ecfr_xml_to_paragraphs("<DIV5 N='255'><HEAD>PART 255</HEAD></DIV5>")
    with pytest.raises(CorpusError, match="heading"):
        finra_html_to_paragraphs("<html><body><p>Page not found</p></body></html>", "2210")
