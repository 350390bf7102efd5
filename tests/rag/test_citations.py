"""Citation normalisation: what people type -> canonical short form -> official long form."""

from __future__ import annotations

import pytest

from rag.citations import find_citations, is_descendant, parent_citation, parse_citation, split_citation, to_long
from veristream.errors import InputError

TYPED = [
    ("2210(d)(1)(B)", "FINRA 2210(d)(1)(B)"),
    ("FINRA Rule 2210(d)(1)(B)", "FINRA 2210(d)(1)(B)"),
    ("Rule 2210(d)(1)(B)", "FINRA 2210(d)(1)(B)"),
    ("finra rule 2210 (d) (1) (b)", "FINRA 2210(d)(1)(B)"),
    ("2210(D)(1)(b)", "FINRA 2210(d)(1)(B)"),
    ("16 CFR 255.5(a)", "FTC 255.5(a)"),
    ("16 C.F.R. § 255.5(a)", "FTC 255.5(a)"),
    ("§ 255.5(a)", "FTC 255.5(a)"),
    ("255.5(a)", "FTC 255.5(a)"),
    ("Sec. 255.5", "FTC 255.5"),
    ("FTC 255.5", "FTC 255.5"),
    ("ftc 255.3(c)(1)", "FTC 255.3(c)(1)"),
    ("Rule 206(4)-1(a)(4)", "SEC 206(4)-1(a)(4)"),
    ("17 CFR 275.206(4)-1(a)(4)", "SEC 206(4)-1(a)(4)"),
    ("SEC 206(4)-1(b)(1)(i)(B)", "SEC 206(4)-1(b)(1)(i)(B)"),
    ("sec 206 (4)-1 (B)(1)(I)(b)", "SEC 206(4)-1(b)(1)(i)(B)"),
    ("17 CFR 275.206(4)\u20131(e)(1)(i)(C)(1)", "SEC 206(4)-1(e)(1)(i)(C)(1)"),
    ("SEC 206(4)-1", "SEC 206(4)-1"),
    ("FINRA 2010", "FINRA 2010"),
    ("2220(a)(1)(C)", "FINRA 2220(a)(1)(C)"),
    ("FINRA 2210(d)(5)(A)(ii)a.", "FINRA 2210(d)(5)(A)(ii)(a)"),
    ("  FINRA 2210 ", "FINRA 2210"),
    ("FINRA 2210(d)(1)(B)?", "FINRA 2210(d)(1)(B)"),
    ("FINRA Rule 3110.06", "FINRA 3110.06"),
    ("2210.01(a)", "FINRA 2210.01(a)"),
]


@pytest.mark.parametrize(("typed", "canonical"), TYPED)
def test_parse_citation_table(typed: str, canonical: str) -> None:
    assert parse_citation(typed) == canonical
    assert parse_citation(canonical) == canonical  # canonical is a fixed point


@pytest.mark.parametrize(
    ("canonical", "long"),
    [
        ("FTC 255.5(a)", "16 CFR 255.5(a)"),
        ("SEC 206(4)-1(b)(1)(i)(B)", "17 CFR 275.206(4)-1(b)(1)(i)(B)"),
        ("FINRA 2210(d)(1)(B)", "FINRA Rule 2210(d)(1)(B)"),
        ("FINRA 2010", "FINRA Rule 2010"),
        ("SEC 206(4)-1", "17 CFR 275.206(4)-1"),
    ],
)
def test_to_long(canonical: str, long: str) -> None:
    assert to_long(canonical) == long
    assert parse_citation(long) == canonical  # the long form reads back


@pytest.mark.parametrize("bad", ["", "   ", "hello", "SEC 2210", "16 CFR 206(4)-1", "FINRA 255.5", "banana 2210(d)"])
def test_parse_citation_rejects_with_a_hint(bad: str) -> None:
    with pytest.raises(InputError) as info:
        parse_citation(bad)
    assert info.value.hint or "citation" in str(info.value).lower()


def test_descendants_and_parents() -> None:
    assert is_descendant("FINRA 2210(d)(1)(B)", "FINRA 2210(d)")
    assert is_descendant("FINRA 2210(d)", "FINRA 2210")
    assert not is_descendant("FINRA 2210(d)", "FINRA 2210(d)")
    assert not is_descendant("FINRA 22100", "FINRA 2210")
    assert not is_descendant("FTC 255.50(a)", "FTC 255.5")
    assert not is_descendant("FINRA 2210(d)", "FINRA 2210(d)(1)")
    assert parent_citation("SEC 206(4)-1(a)(1)") == "SEC 206(4)-1(a)"
    assert parent_citation("SEC 206(4)-1(a)") == "SEC 206(4)-1"
    assert parent_citation("SEC 206(4)-1") is None
    assert split_citation("SEC 206(4)-1(e)(1)(i)(C)(1)") == ("SEC", "206(4)-1", ["e", "1", "i", "C", "1"])


def test_find_citations_in_free_text() -> None:
    text = (
        "show me the full text of 2210(d)(1)(B), then FTC 255.5 and 17 CFR 275.206(4)-1(a)(4); "
        "in 2010 they paid $255.50; also Rule 2010 and § 255.1(c)."
    )
    assert find_citations(text) == [
        "FINRA 2210(d)(1)(B)",
        "FTC 255.5",
        "SEC 206(4)-1(a)(4)",
        "FINRA 2010",
        "FTC 255.1(c)",
    ]
    assert find_citations("show me 2210(d)(1)(B) and 2210(d)(1)(B) again") == ["FINRA 2210(d)(1)(B)"]
    assert find_citations("nothing here from 2021, costs 255.5 dollars") == []
    assert find_citations("subject to Rules 3110(b) and 3110.06 through .09") == ["FINRA 3110(b)"]
    assert find_citations("see Rule 3110.06") == ["FINRA 3110.06"]
