"""`subsumes:` in the lexicon: a stronger category takes over a statement only when it is at least as well supported."""

from __future__ import annotations

from audit.geometry import Screened
from audit.lexicon import load_lexicon
from audit.screen import _subsume
from veristream.models import Candidate

WORDS = "This fund is guaranteed to double your money within a year, you cannot lose."


def _cand(category: str, score: float) -> Screened:
    return Screened(Candidate(id="", category=category, start=4.0, end=8.0, excerpt=WORDS, score=score))


def test_a_weak_detector_guess_does_not_take_a_listed_cue_s_statement_over():
    """A re-audit as a registered rep turned "guaranteed to double" into an options finding (p=0.44 just over its
    threshold), and the analyst's decision on it no longer carried over (issue #11 defect 3's browser test)."""
    kept = _subsume([_cand("guaranteed_returns", 0.9), _cand("options_unbalanced", 0.63)], load_lexicon())
    assert {sc.candidate.category for sc in kept} == {"guaranteed_returns", "options_unbalanced"}


def test_a_stronger_covering_category_still_subsumes():
    kept = _subsume([_cand("guaranteed_returns", 0.7), _cand("options_unbalanced", 0.9)], load_lexicon())
    assert [sc.candidate.category for sc in kept] == ["options_unbalanced"]
