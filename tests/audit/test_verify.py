"""verify_excerpt (pure) and verify_finding: verbatim vs paraphrase, spanning segments, times, citations."""

from __future__ import annotations

import pytest

from audit.verify import verify_finding
from rag.corpus import load_corpus
from tests.audit.util import make_transcript
from tools.verify_excerpt import verify_excerpt
from veristream.models import Finding

LINES = [(0.0, 3.0, "Welcome back, everyone!"), (3.0, 6.0, "This coin is GUARANTEED"), (6.0, 9.5, "to 10x, trust me."),
         (9.5, 12.0, "Anyway.")]


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def test_verbatim_match_ignores_case_punctuation_spacing_and_returns_exact_text():
    t = make_transcript(LINES)
    check = verify_excerpt(t, "this coin is guaranteed   to 10x trust me")
    assert check.ok and check.origin == "speech"
    assert check.matched_text == "This coin is GUARANTEED to 10x, trust me."
    assert (check.start, check.end) == (3.0, 9.5)


def test_paraphrase_fails_with_reason_and_closest_text():
    t = make_transcript(LINES)
    check = verify_excerpt(t, "this coin will surely 10x")
    assert not check.ok and "Not found verbatim" in check.reason


def test_partial_words_do_not_match():
    t = make_transcript(["I will close the position."])
    assert not verify_excerpt(t, "lose the position").ok


def test_at_tolerance():
    t = make_transcript(LINES)
    assert verify_excerpt(t, "to 10x", at=7.0).ok
    far = verify_excerpt(t, "to 10x", at=60.0, tolerance_s=5)
    assert not far.ok and "outside the video" in far.reason or "not within" in far.reason
    assert not verify_excerpt(make_transcript(LINES, duration=100), "to 10x", at=50.0).ok


def test_description_and_onscreen_origins():
    t = make_transcript(LINES, description="Use my code SAVE20!", onscreen=[(4.0, 8.0, "NOT FINANCIAL ADVICE")])
    d = verify_excerpt(t, "use my code save20")
    assert d.ok and d.origin == "description" and (d.start, d.end) == (0.0, 0.0)
    o = verify_excerpt(t, "not financial advice")
    assert o.ok and o.origin == "onscreen" and o.start == 4.0


def test_empty_excerpt():
    assert not verify_excerpt(make_transcript(LINES), " ... ").ok


def _finding(**kw) -> Finding:
    base = dict(id="F1", category="guaranteed_returns", severity="critical", start=3.0, end=9.5,
                excerpt="this coin is guaranteed to 10x", citation="FINRA 2210(d)(1)(B)", citation_long="x",
                regulator="FINRA", rule_title="x", rule_text="paraphrased rule", rationale="r", applicability="a")
    base.update(kw)
    return Finding(**base)


def test_verify_finding_replaces_excerpt_and_rule_text_and_snaps_times(corpus):
    t = make_transcript(LINES)
    ok, reason = verify_finding(_finding(start=4.0, end=5.0), t, corpus)
    assert reason is None and ok.verified
    assert ok.excerpt == "This coin is GUARANTEED to 10x"
    assert (ok.start, ok.end) == (3.0, 9.5)
    assert ok.rule_text.startswith("(B) No member may make any false")


def test_verify_finding_rejects_paraphrase_outside_times_and_unknown_citation(corpus):
    t = make_transcript(LINES)
    assert verify_finding(_finding(excerpt="this coin will surely 10x"), t, corpus)[0] is None
    none, reason = verify_finding(_finding(start=500.0, end=505.0), t, corpus)
    assert none is None and "outside the video" in reason
    none, reason = verify_finding(_finding(citation="FINRA 2210(z)(9)"), t, corpus)
    assert none is None and "unknown citation" in reason


def test_verify_finding_description_only_against_description(corpus):
    t = make_transcript(LINES, description="Guaranteed 20% returns every month")
    ok, _ = verify_finding(_finding(origin="description", excerpt="guaranteed 20% returns", start=0, end=0), t, corpus)
    assert ok and ok.origin == "description" and (ok.start, ok.end) == (0.0, 0.0)
    bad, reason = verify_finding(_finding(origin="description", excerpt="this coin is guaranteed"), t, corpus)
    assert bad is None and "description" in reason


def test_merge_adjacent_lines_of_one_claim():
    from audit.verify import merge_adjacent

    t = make_transcript([(0.0, 3.0, "Honestly this fund pays nine percent a year,"), (3.0, 6.0, "and it's locked in."),
                         (6.0, 9.0, "Next topic.")])
    a = _finding(excerpt="Honestly this fund pays nine percent a year,", start=0.0, end=3.0)
    b = _finding(excerpt="and it's locked in.", start=3.0, end=6.0)
    merged = merge_adjacent([a, b], t)
    assert len(merged) == 1 and merged[0].excerpt == "Honestly this fund pays nine percent a year, and it's locked in."
    assert (merged[0].start, merged[0].end) == (0.0, 6.0)
    c = _finding(excerpt="Next topic.", start=6.0, end=9.0)
    assert len(merge_adjacent([b, c], t)) == 2  # "locked in." ends a sentence: separate statements stay separate


def test_inline_sub_item_citation_is_accepted():
    from audit.retrieve import choose_citation
    from veristream.models import SearchHit

    hit = SearchHit(rank=1, citation="FINRA 2210(d)(4)", citations=["FINRA 2210(d)(4)", "FINRA 2210(d)(4)(B)"],
                    title="t", text="x", score=1.0, regulator="FINRA")
    assert choose_citation([hit], ["FINRA 2210(d)(4)(B)", "FINRA 2210(d)(4)(A)"]) == ("FINRA 2210(d)(4)(B)", hit)
    other = hit.model_copy(update={"citation": "FINRA 2210(d)(2)", "citations": ["FINRA 2210(d)(2)"]})
    assert choose_citation([other], ["FINRA 2210(d)(4)(B)"]) is None
