"""The structure-aware parser on every bundled rule, and on small synthetic texts for each hard case."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from rag.parse import parse_document, text_to_paragraphs

CORPUS = Path(__file__).resolve().parents[2] / "rag" / "corpus"
FILES = {
    "ftc": ("ftc-16-cfr-255.txt", "FTC", None),
    "sec": ("sec-17-cfr-275-206-4-1.txt", "SEC", "206(4)-1"),
    "2210": ("finra-2210.txt", "FINRA", "2210"),
    "2220": ("finra-2220.txt", "FINRA", "2220"),
    "2010": ("finra-2010.txt", "FINRA", "2010"),
}


@cache
def parsed(key: str):
    name, regulator, rule = FILES[key]
    return parse_document(
        (CORPUS / name).read_text(encoding="utf-8"), regulator=regulator, source=name, default_rule=rule
    )


@cache
def provisions(key: str) -> dict:
    return {p.citation: p for p in parsed(key).provisions}


def all_provisions() -> dict:
    out: dict = {}
    for key in FILES:
        out.update(provisions(key))
    return out


# ------------------------------------------------------------------ real corpus: known provisions


@pytest.mark.parametrize(
    ("citation", "start"),
    [
        ("FINRA 2210(d)(1)(B)", "(B) No member may make any false, exaggerated"),
        ("FINRA 2210(d)(1)(F)(iii)", "(iii) A price target contained in a research report"),
        ("FINRA 2210(a)(4)(F)", "(F) person acting solely on behalf of any such institutional investor."),
        ("FINRA 2210(c)(7)(I)", "(I) Any reprint or excerpt of any article"),
        ("FINRA 2210(c)(7)(M)", "(M) Retail communications that are posted on an online interactive"),
        ("FINRA 2210(d)(6)(B)", "(B) Retail communications or correspondence providing any testimonial"),
        ("FINRA 2210(d)(7)(C)", "(C) A retail communication or correspondence may not refer"),
        ("FINRA 2210(e)", "(e) Limitations on Use of FINRA's Name"),
        ("FINRA 2210(f)(4)", "(4) Any scripts, slides, handouts"),
        ("FINRA 2220(a)(1)(C)", '(C) "Retail Communication." Any "Retail Communication"'),
        ("FINRA 2220(b)(4)", "(4) Copies of the options communications shall be retained"),
        ("FINRA 2010", "2010. Standards of Commercial Honor and Principles of Trade"),
        ("SEC 206(4)-1", "§ 275.206(4)-1 Investment adviser marketing."),
        ("SEC 206(4)-1(a)(4)", "(4) Discuss any potential benefits to clients"),
        ("SEC 206(4)-1(b)(1)(i)(B)", "(B) That cash or non-cash compensation was provided"),
        ("SEC 206(4)-1(e)(1)(i)(C)(1)", "(1) In response to an unsolicited request"),
        ("SEC 206(4)-1(e)(4)(v)", "(v) A Commission order that a person cease and desist"),
        ("SEC 206(4)-1(e)(4)(vi)(B)(2)", "(2) For a period of ten years following the date"),
        ("SEC 206(4)-1(e)(8)(ii)(A)(3)", "(3) If applicable, describes the universe of investments"),
        ("SEC 206(4)-1(e)(18)", "(18) Third-party rating means a rating or ranking"),
        ("FTC 255.0(a)", "(a) The Guides in this part represent administrative interpretations"),
        ("FTC 255.1(c)", "(c) When the advertisement represents that the endorser uses the endorsed product"),
        ("FTC 255.3(c)(1)", "(1) Example 1. An endorsement of a particular automobile"),
        ("FTC 255.4(b)(3)(i)", "(i) A third-party company operates a wireless headphone review website"),
        ("FTC 255.5(a)", "(a) When there exists a connection between the endorser and the seller"),
        ("FTC 255.6", "§ 255.6 Endorsements directed to children."),
    ],
)
def test_known_provisions_exist_with_the_right_text(citation: str, start: str) -> None:
    provision = all_provisions()[citation]
    assert provision.text.startswith(start)
    assert provision.full_text.startswith(provision.text.split("\n")[0])


def test_counts_per_rule() -> None:
    # exact counts pin the tree shape; a parser change that adds or loses provisions must be looked at
    assert len(provisions("sec")) == 116
    assert len(provisions("2210")) == 124  # incl. 18 inline sub-items
    assert len(provisions("2220")) == 14
    assert len(provisions("ftc")) == 31
    assert len(provisions("2010")) == 1
    assert len(parsed("2210").inline) == 18
    assert [c for c in provisions("ftc") if c.count("(") == 0] == [f"FTC 255.{i}" for i in range(7)]


def test_every_sec_paragraph_of_e_is_present() -> None:
    sec = provisions("sec")
    assert [c for c in sec if sec[c].parent == "SEC 206(4)-1(e)"] == [f"SEC 206(4)-1(e)({i})" for i in range(1, 19)]
    assert [c for c in sec if sec[c].parent == "SEC 206(4)-1"] == [f"SEC 206(4)-1({x})" for x in "abcde"]


def test_tree_links_are_consistent() -> None:
    everything = all_provisions()
    for citation, provision in everything.items():
        for child in provision.children:
            assert everything[child].parent == citation
        if provision.parent:
            assert citation in everything[provision.parent].children
        assert provision.citation_long
        assert provision.title


def test_titles_join_rule_title_and_headings() -> None:
    p = all_provisions()
    assert p["FINRA 2210(d)(1)(B)"].title == "Communications with the Public > Content Standards > General Standards"
    assert p["FINRA 2210(d)(1)(B)"].heading_path == [
        "Communications with the Public",
        "Content Standards",
        "General Standards",
    ]
    assert p["SEC 206(4)-1(a)(1)"].title == "Investment adviser marketing > General prohibitions"
    assert p["SEC 206(4)-1(b)(1)(i)(B)"].title == (
        "Investment adviser marketing > Testimonials and endorsements > Required disclosures"
    )
    assert p["FTC 255.5(a)"].title == "Disclosure of material connections"
    assert p["FTC 255.3(c)(1)"].title == "Expert endorsements > Examples > Example 1"
    assert p["FINRA 2220(b)(1)"].title.endswith("> Retail Communications")
    # a list item that happens to be one short sentence is not a heading
    assert p["SEC 206(4)-1(a)(7)"].title == "Investment adviser marketing > General prohibitions"
    assert p["FINRA 2210(c)(7)(J)"].title.endswith("Exclusions from Filing Requirements")
    # FINRA headings are Title Case; a plain first sentence is not one
    assert not p["FINRA 2210(c)(2)(B)"].title.endswith("security futures")


def test_section_intro_and_unmarked_paragraphs_are_placed_where_they_belong() -> None:
    p = all_provisions()
    assert "As a means reasonably designed" in p["SEC 206(4)-1"].text
    assert "For purposes of this Rule and any interpretation thereof:" in p["FINRA 2210(a)"].text
    # flush text after the (A)-(F) list closes (a)(4), not (F)
    assert "No member may treat a communication" in p["FINRA 2210(a)(4)"].text
    assert "No member may treat" not in p["FINRA 2210(a)(4)(F)"].text
    assert p["FINRA 2210(e)"].text.endswith("or any specific security.")
    assert "A member, in the conduct of its business" in p["FINRA 2010"].text
    # the FTC footnote belongs to the paragraph it follows
    assert "¹ Staff business guidance" in p["FTC 255.0(a)"].text
    # boilerplate is not rule text
    everything = "\n".join(x.full_text for x in p.values())
    for boilerplate in ("Title 17 —", "Chapter I —", "Authority:", "Source: 88 FR", "[86 FR 13024", "PART 255"):
        assert boilerplate not in everything
    assert "Title 16" in parsed("ftc").notes[0]


def test_full_text_contains_descendants_in_order() -> None:
    p = all_provisions()
    full = p["FINRA 2210(d)(1)"].full_text
    positions = [full.index(f"({x}) ") for x in "ABCDEF"]
    assert positions == sorted(positions)
    assert "(iii) A price target" in full
    assert p["FINRA 2210(d)(1)(B)"].full_text == p["FINRA 2210(d)(1)(B)"].text
    # inline sub-items are not repeated in the parent's full text
    assert p["FINRA 2210(d)(6)(B)"].full_text.count("(iii) If more than $100") == 1


# ------------------------------------------------------------------ gaps


def test_no_gap_marker_survives_in_any_provision_text() -> None:
    for provision in all_provisions().values():
        for field in (provision.text, provision.full_text, provision.title):
            assert "[GAP" not in field and "[UNVERIFIED" not in field and "GAP:" not in field


def test_gaps_are_recorded_with_the_provision_they_sit_in_or_after() -> None:
    ftc = parsed("ftc").gaps
    assert len(ftc) == 14 and all(g.kind == "GAP" and g.regulator == "FTC" for g in ftc)
    near = [g.near for g in parsed("2210").gaps]
    assert near == [
        "FINRA 2210(d)(5)(A)",  # "(d)(5) after (A)": the most specific provision the note names
        "FINRA 2210(d)(7)(A)",  # the UNVERIFIED note about (d)(7)(A) sits before it
        "FINRA 2210(d)(7)",  # (d)(7)(B) is missing: filed under its nearest existing ancestor
        "FINRA 2210(d)",
        "FINRA 2210(e)",
        "FINRA 2210(f)",
        "FINRA 2210",  # "whether Rule 2210 has any Supplementary Material": about the whole rule
    ]
    kinds = [g.kind for g in parsed("2210").gaps]
    assert kinds.count("UNVERIFIED") == 2
    # inline gaps: the paragraph breaks off part-way; the text before the marker is kept
    ftc_near = {g.near for g in ftc}
    assert {"FTC 255.0(c)", "FTC 255.0(f)", "FTC 255.1(d)", "FTC 255.3(c)(1)", "FTC 255.5(b)(1)"} <= ftc_near
    assert all_provisions()["FTC 255.0(c)"].text.endswith("The term endorsements is therefore")
    assert [g.near for g in parsed("2220").gaps][0] == "FINRA 2220(b)(4)"
    assert parsed("sec").gaps == []


# ------------------------------------------------------------------ inline sub-items


def test_inline_items_are_children_and_stay_in_the_parent_text() -> None:
    p = all_provisions()
    parent = p["FINRA 2210(d)(6)(B)"]
    assert parent.children == [f"FINRA 2210(d)(6)(B)({x})" for x in ("i", "ii", "iii")]
    assert "(ii) The fact that the testimonial is no guarantee" in parent.text
    assert p["FINRA 2210(d)(6)(B)(iii)"].text == (
        "(iii) If more than $100 in value is paid for the testimonial, the fact that it is a paid testimonial."
    )
    # the last item ends at its sentence; the trailing sentence belongs to the parent only
    last = p["FINRA 2210(b)(1)(B)(iii)"].text
    assert last.endswith("technical expertise in the particular product area.")
    assert "A Supervisory Analyst may not" not in last
    # nested inline a./b. items under (d)(5)(A)(ii)
    assert p["FINRA 2210(d)(5)(A)(ii)(b)"].text.startswith("b. the total annual fund operating expense ratio")
    assert {"FINRA 2210(c)(7)(B)(ii)", "FINRA 2210(c)(7)(I)(iii)", "FINRA 2210(d)(7)(A)(iii)"} <= set(p)


def test_citations_inside_text_are_not_markers() -> None:
    p = all_provisions()
    # "Rules 2241(a)(11)(A) and 2242(a)(3)(A)" and "paragraph (b)(1)(A)" must not open provisions
    assert "FINRA 2210(b)(1)(B)(A)" not in p
    assert not any(c.startswith("FINRA 2210(b)(1)(A)(") for c in p)
    assert "FINRA 2210(a)(4)(A)(c)" not in p


# ------------------------------------------------------------------ synthetic: roman numeral vs letter


def _cites(text: str, regulator: str = "SEC", rule: str = "206(4)-1") -> list[str]:
    doc = parse_document(text, regulator=regulator, source="t.txt", default_rule=rule)
    return [p.citation.split(" ", 1)[1] for p in doc.provisions]


def test_i_after_h_is_a_letter() -> None:
    letters = "\n\n".join(f"({c}) Paragraph {c} text." for c in "abcdefghij")
    assert _cites(letters)[-3:] == ["206(4)-1(h)", "206(4)-1(i)", "206(4)-1(j)"]


def test_v_after_iv_and_x_after_ix_are_numerals() -> None:
    romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi"]
    body = "\n\n".join(f"({r}) Item {r};" for r in romans)
    cites = _cites(f"(a) Intro.\n\n(1) List of things:\n\n{body}")
    assert cites[-11:] == [f"206(4)-1(a)(1)({r})" for r in romans]


def test_v_continues_letters_when_the_letters_expect_it() -> None:
    letters = "\n\n".join(f"({c}) Paragraph {c}." for c in "abcdefghijklmnopqrstuvw")
    cites = _cites(letters)
    assert cites[-3:] == ["206(4)-1(u)", "206(4)-1(v)", "206(4)-1(w)"]


def test_i_under_a_colon_opens_numerals_even_when_letters_expect_i() -> None:
    text = "\n\n".join(f"({c}) Paragraph {c}." for c in "abcdefg")
    text += "\n\n(h) Paragraph h.\n\n(1) Item one.\n\n(A) Capital item that lists:\n\n(i) deeper numeral;\n\n(ii) next."
    finra = _cites(text, "FINRA", "2210")
    assert finra[-2:] == ["2210(h)(1)(A)(i)", "2210(h)(1)(A)(ii)"]


def test_i_after_h_with_open_deeper_levels_without_colon_is_a_letter() -> None:
    text = "\n\n".join(f"({c}) Paragraph {c}." for c in "abcdefgh")
    text += "\n\n(1) Item one.\n\n(A) Capital item.\n\n(i) Paragraph i."
    assert _cites(text, "FINRA", "2210")[-1] == "2210(i)"


def test_sec_fifth_level_numerals_and_return_to_roman() -> None:
    text = (
        "(e) Definitions.\n\n(1) Advertisement means:\n\n(i) Any communication, but does not include:\n\n"
        "(A) One;\n\n(C) A communication that is provided:\n\n(1) In response; or\n\n(2) One-on-one; and\n\n"
        "(ii) Any endorsement.\n\n(2) De minimis compensation means little."
    )
    assert _cites(text) == [
        "206(4)-1",
        "206(4)-1(e)",
        "206(4)-1(e)(1)",
        "206(4)-1(e)(1)(i)",
        "206(4)-1(e)(1)(i)(A)",
        "206(4)-1(e)(1)(i)(C)",
        "206(4)-1(e)(1)(i)(C)(1)",
        "206(4)-1(e)(1)(i)(C)(2)",
        "206(4)-1(e)(1)(ii)",
        "206(4)-1(e)(2)",
    ]


def test_real_corpus_roman_and_letter_cases() -> None:
    p = all_provisions()
    # (c)(7) lists (A)...(M): its (I) is a capital letter, and the (i) inside (I) is an inline numeral
    assert [c.rsplit("(", 1)[1][:-1] for c in p["FINRA 2210(c)(7)"].children] == list("ABCDEFGHIJKLM")
    assert p["FINRA 2210(c)(7)(I)(i)"].text.startswith("(i) the publisher is not an affiliate")
    # SEC (e)(4)(v) comes after (iv) (a numeral, not the letter v); (e)(8)(ii) follows (e)(8)(i)(C)
    assert p["SEC 206(4)-1(e)(4)(v)"].parent == "SEC 206(4)-1(e)(4)"
    assert p["SEC 206(4)-1(e)(8)(ii)"].parent == "SEC 206(4)-1(e)(8)"
    assert p["SEC 206(4)-1(b)(4)(iii)(C)"].parent == "SEC 206(4)-1(b)(4)(iii)"
    assert "SEC 206(4)-1(i)" not in p and "SEC 206(4)-1(v)" not in p


def test_wrapped_text_and_markers_in_plain_text() -> None:
    text = (
        "2210. Communications with the Public\n\n(d) Content Standards\n(1) General Standards\n"
        "(A) Members may not make any claim described in paragraph\n(b)(1)(A) of this Rule or any other\n"
        "rule.\n(B) Next item."
    )
    doc = parse_document(text, regulator="FINRA", source="t.txt", default_rule="2210")
    cites = [p.citation for p in doc.provisions]
    assert cites == ["FINRA 2210", "FINRA 2210(d)", "FINRA 2210(d)(1)", "FINRA 2210(d)(1)(A)", "FINRA 2210(d)(1)(B)"]
    assert doc.provisions[3].text.endswith("paragraph (b)(1)(A) of this Rule or any other rule.")


def test_orphan_markers_are_put_back_in_order() -> None:
    paragraphs = text_to_paragraphs(
        "(a) General prohibitions. An advertisement may not:\n(1)\n(2)\n"
        "Include any untrue statement;\nInclude a material statement of fact; or\n(3) Otherwise mislead."
    )
    assert [p.text for p in paragraphs] == [
        "(a) General prohibitions. An advertisement may not:",
        "(1) Include any untrue statement;",
        "(2) Include a material statement of fact; or",
        "(3) Otherwise mislead.",
    ]


def test_text_before_any_heading_without_a_rule_number_is_an_error() -> None:
    with pytest.raises(ValueError):
        parse_document("(a) Some text.", regulator="FTC", source="t.txt", default_rule=None)


def test_ecfr_run_in_heading_is_split_from_its_first_child() -> None:
    text = (
        "§ 255.3 Expert endorsements.\n\n(a) Text of a.\n\n(c) Examples—(1) Example 1. An endorsement of a car.\n\n"
        "(2) Example 2. Another one."
    )
    doc = parse_document(text, regulator="FTC", source="t.txt")
    by = {p.citation: p for p in doc.provisions}
    assert list(by) == ["FTC 255.3", "FTC 255.3(a)", "FTC 255.3(c)", "FTC 255.3(c)(1)", "FTC 255.3(c)(2)"]
    assert by["FTC 255.3(c)(1)"].title == "Expert endorsements > Examples > Example 1"
    assert by["FTC 255.3(c)(1)"].text == "(1) Example 1. An endorsement of a car."


def test_flush_proviso_after_the_last_item_belongs_to_the_list_paragraph() -> None:
    text = (
        "(d) Performance.\n\n(6) Any hypothetical performance unless the adviser:\n\n(i) Adopts policies;\n\n"
        "(ii) Provides information;\n\nProvided that the adviser need not comply with paragraph (d)(2)."
    )
    doc = parse_document(text, regulator="SEC", source="t.txt", default_rule="206(4)-1")
    by = {p.citation: p for p in doc.provisions}
    assert by["SEC 206(4)-1(d)(6)"].text.endswith("Provided that the adviser need not comply with paragraph (d)(2).")
    assert "Provided" not in by["SEC 206(4)-1(d)(6)(ii)"].text
    assert by["SEC 206(4)-1(d)(6)"].full_text.index("(ii)") < by["SEC 206(4)-1(d)(6)"].full_text.index("Provided")


def test_note_subject_picks_the_most_specific_provision_of_its_own_section() -> None:
    from rag.parse.gaps import note_subject

    existing = {
        "FTC 255.1",
        "FTC 255.1(d)",
        "FTC 255.3",
        "FTC 255.3(b)",
        "FTC 255.4",
        "FTC 255.4(b)",
        "FTC 255.4(b)(3)",
    }
    cross_refs = "§ 255.1(e) (see the cross-references in §§ 255.3(b) and 255.4(a)) not found"
    assert note_subject(cross_refs, "FTC", "FTC 255.1", existing) == "FTC 255.1"
    rest = "the rest of Example 3 of § 255.4 (from (b)(3)(ii), if any) not found"
    assert note_subject(rest, "FTC", "FTC 255.4", existing) == "FTC 255.4(b)(3)"
    assert note_subject("no citation here", "FTC", "FTC 255.4", existing) is None
    finra = {"FINRA 2210", "FINRA 2210(d)", "FINRA 2210(d)(7)", "FINRA 2210(d)(7)(A)"}
    assert note_subject("paragraph (d)(7)(B) not found", "FINRA", "FINRA 2210", finra) == "FINRA 2210(d)(7)"
    assert note_subject("after (A) nothing", "FINRA", "FINRA 2210", finra) is None  # "(A)" alone is prose


def test_finra_supplementary_material_items_are_their_own_citable_provisions() -> None:
    text = (
        "2210. Communications with the Public\n\n(a) Definitions\n\n(1) Text of (a)(1).\n\n"
        "• • • Supplementary Material: --------------\n\n"
        ".01 Use of Investment Company Rankings. A member may use rankings if:\n\n(a) the ranking is fair; and\n\n"
        "(b) the source is named.\n\n.02 Another Item. More text."
    )
    doc = parse_document(text, regulator="FINRA", source="t.txt", default_rule="2210")
    by = {p.citation: p for p in doc.provisions}
    assert list(by) == [
        "FINRA 2210",
        "FINRA 2210(a)",
        "FINRA 2210(a)(1)",
        "FINRA 2210.01",
        "FINRA 2210.01(a)",
        "FINRA 2210.01(b)",
        "FINRA 2210.02",
    ]
    assert by["FINRA 2210.01"].rule == "2210" and by["FINRA 2210.01"].parent is None
    assert by["FINRA 2210.01(b)"].title == (
        "Communications with the Public > Supplementary Material > .01 Use of Investment Company Rankings"
    )
    assert "Supplementary" not in by["FINRA 2210(a)(1)"].full_text
    assert by["FINRA 2210.01"].full_text.endswith("(b) the source is named.")
