"""PDF ingestion on generated PDFs with real-world layout problems (see fixtures/pdf_builder.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag.parse import parse_document
from rag.pdf import clean_pages, clean_text_lines, pdf_to_paragraphs
from tests.rag.fixtures.pdf_builder import finra_2210_d_pdf, latin1, rule_pdf_from_text, write_pdf
from veristream.errors import InputError


@pytest.fixture(scope="module")
def parsed_pdf(tmp_path_factory: pytest.TempPathFactory):
    path = finra_2210_d_pdf(tmp_path_factory.mktemp("pdf") / "finra-2210-d.pdf")
    paragraphs = pdf_to_paragraphs(path)
    doc = parse_document(paragraphs, regulator="FINRA", source="finra-2210-d.pdf", default_rule="2210")
    return paragraphs, {p.citation: p for p in doc.provisions}, doc


def test_pdf_provisions_are_the_rule_structure(parsed_pdf) -> None:
    _, provisions, doc = parsed_pdf
    assert list(provisions) == [
        "FINRA 2210",
        "FINRA 2210(d)",
        "FINRA 2210(d)(1)",
        "FINRA 2210(d)(1)(A)",
        "FINRA 2210(d)(1)(B)",
        "FINRA 2210(d)(2)",
        "FINRA 2210(d)(3)",
        "FINRA 2210(d)(3)(A)",
        "FINRA 2210(d)(3)(B)",
        "FINRA 2210(d)(3)(C)",
    ]
    assert doc.warnings == []


def test_paragraph_straddling_a_page_break_is_whole_with_both_pages(parsed_pdf) -> None:
    _, provisions, _ = parsed_pdf
    comparisons = provisions["FINRA 2210(d)(2)"]
    assert comparisons.text == (
        "(2) Comparisons\nAny comparison in retail communications between investments or services must disclose "
        "all material differences between them, including (as applicable) investment objectives, costs and "
        "expenses, liquidity, safety, guarantees or insurance, fluctuation of principal or return, and tax features."
    )
    assert comparisons.pages == [1, 2]
    assert provisions["FINRA 2210(d)(1)(A)"].pages == [1]
    assert provisions["FINRA 2210(d)(3)(C)"].pages == [2]


def test_headers_footers_and_ecfr_debris_are_gone(parsed_pdf) -> None:
    paragraphs, provisions, _ = parsed_pdf
    text = "\n".join(p.text for p in paragraphs)
    for debris in (
        "Page 1 of 2",
        "Page 2 of 2",
        "enhanced display",
        "authoritative but unofficial",
        "up to date as of",
    ):
        assert debris not in text
    assert "FINRA Rule 2210 - Communications" not in text
    assert all("Page " not in p.full_text for p in provisions.values())


def test_marker_alone_on_its_line_gets_its_text_back(parsed_pdf) -> None:
    _, provisions, _ = parsed_pdf
    assert provisions["FINRA 2210(d)(3)(A)"].text == "(A) prominently disclose the name of the member;"
    assert provisions["FINRA 2210(d)(3)(B)"].text == (
        "(B) reflect any relationship between the member and any non-member or individual who is also named; and"
    )


def test_wrapped_citation_at_line_start_is_not_a_marker(parsed_pdf) -> None:
    _, provisions, _ = parsed_pdf
    assert provisions["FINRA 2210(d)(1)(B)"].text.endswith("described in paragraph (b)(1)(A) of this Rule.")
    assert not any("(b)" in c for c in provisions)


def test_clean_pages_rules() -> None:
    pages = [
        "Investment adviser marketing.\nBody line one of page 1\npage 1 of 3",
        "Investment adviser marketing.\n12\nBody line of page 2\npage 2 of 3",
        "Investment adviser marketing.\nBody of page 3 mentions Investment adviser marketing inside\npage 3 of 3",
    ]
    lines = [line for line, _ in clean_pages(pages) if line.strip()]
    assert lines == [
        "Body line one of page 1",
        "Body line of page 2",
        "Body of page 3 mentions Investment adviser marketing inside",
    ]
    assert [page for line, page in clean_pages(pages) if line.strip()] == [1, 2, 3]


def test_clean_text_lines_drops_ecfr_boilerplate() -> None:
    text = "17 CFR 275.206(4)-1 (enhanced display)\nThis content is from the eCFR and is authoritative but unofficial.\n(a) Text."
    assert [line for line, _ in clean_text_lines(text)] == ["(a) Text."]


def test_unreadable_pdf_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.4 this is not really a pdf")
    with pytest.raises(InputError):
        pdf_to_paragraphs(bad)


def test_pdf_without_text_is_a_clear_error(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "blank.pdf", [[]], header=None, footer=False, debris_first_page=False)
    with pytest.raises(InputError, match="no extractable text"):
        pdf_to_paragraphs(path)


# ------------------------------------------------------------------ round trip: the real rules typeset as PDFs

# SEC paragraphs whose markers the eCFR PDF's two-column layout cut off from their text (see SOURCES.md)
SEC_CUT_MARKERS = (
    "(5) Include a reference",
    "(6) Include or exclude",
    "(iii) If applicable, that compensation",
    "(B) Information contained",
    "(1) In response",
    "(i) Indicates approval",
    "(3) If applicable, describes",
    "(9) Ineligible person",
    "(ii) If the ineligible",
    "(iii) If the ineligible",
    "(ii) If using a model fee",
)
ROUND_TRIP = {
    "sec": (
        "sec-17-cfr-275-206-4-1.txt",
        "SEC",
        "206(4)-1",
        ("17 CFR 275.206(4)-1 (up to date as of 2/23/2026)", "Investment adviser marketing."),
        "(a) General prohibitions",
        37,
    ),
    "finra-2210": ("finra-2210.txt", "FINRA", "2210", ("FINRA Rule 2210. Communications with the Public",), None, 37),
    "ftc": ("ftc-16-cfr-255.txt", "FTC", None, ("16 CFR Part 255 (up to date as of 11/25/2026)",), None, 37),
    "finra-2220": ("finra-2220.txt", "FINRA", "2220", ("FINRA Rule 2220",), None, 20),
}


@pytest.mark.parametrize("width", [62, 95, 140])
@pytest.mark.parametrize("key", list(ROUND_TRIP))
def test_bundled_rule_typeset_as_pdf_parses_to_the_same_provisions(key: str, width: int, tmp_path: Path) -> None:
    """Hard-wrapped at several widths, with running headers, "page x of y", eCFR debris and (for the SEC) the
    two-column marker layout: the PDF must give exactly the provisions, texts and gap notes of the clean text."""
    name, regulator, rule, header, two_column, lines_per_page = ROUND_TRIP[key]
    text = (Path(__file__).resolve().parents[2] / "rag" / "corpus" / name).read_text(encoding="utf-8")
    expected = parse_document(text, regulator=regulator, source=name, default_rule=rule)
    pdf = rule_pdf_from_text(
        tmp_path / f"{key}.pdf",
        text,
        width=width,
        header=header,
        two_column_after=two_column,
        lines_per_page=lines_per_page,
        orphan_markers=SEC_CUT_MARKERS if key == "sec" else (),
    )
    got = parse_document(pdf_to_paragraphs(pdf), regulator=regulator, source=name, default_rule=rule)

    def norm(value: str) -> str:
        return " ".join(latin1(value).split())

    assert [p.citation for p in got.provisions] == [p.citation for p in expected.provisions]
    for want, have in zip(expected.provisions, got.provisions, strict=True):
        assert norm(have.text) == norm(want.text), want.citation
        assert have.title == latin1(want.title)
        assert have.pages, want.citation
    assert [(g.near, g.note) for g in got.gaps] == [(g.near, latin1(g.note)) for g in expected.gaps]
    pages = [p.pages[0] for p in got.provisions]
    assert pages == sorted(pages) and pages[-1] > 1
    assert got.warnings == []


def test_pdf_glyph_artefacts_are_undone() -> None:
    lines = clean_pages(["(a) A signi\ufb01cant bene\ufb01t\u00a0of a \ufb02at fee, not disclo\u00adsed."])
    assert lines == [("(a) A significant benefit of a flat fee, not disclosed.", 1)]


def test_enhanced_display_citation_on_a_text_line_keeps_the_text() -> None:
    lines = clean_pages(
        ["(a) General prohibitions. 17 CFR 275.206(4)-1(a) (enhanced display) An advertisement may not:"]
    )
    assert [" ".join(line.split()) for line, _ in lines] == ["(a) General prohibitions. An advertisement may not:"]
