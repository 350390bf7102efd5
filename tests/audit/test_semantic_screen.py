"""The semantic screen: exemplar data is sound, paraphrases no cue lists are found, and it never overrides context.

Sentences here are written for these tests (not taken from the exemplars or the eval cases). The lexical cues are
switched off where a test is about what the embedding screen finds on its own.
"""

from __future__ import annotations

from unittest import mock

import pytest
import yaml

from audit import screen
from audit import semantic_screen as ss
from audit.judge_rules import REPORT_THRESHOLD
from audit.lexicon import load_lexicon
from audit.taxonomy import load_taxonomy
from tests.audit.util import make_transcript
from veristream.errors import CorpusError
from veristream.models import SpeakerProfile


@pytest.fixture(autouse=True)
def _lexicon_screen(monkeypatch):
    """The embedding screen runs only in the lexicon engine; the trained detector replaces it by default."""
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")


def reported(lines, role="unknown", *, lexical=True, semantic=True, **kw):
    tr = make_transcript(lines, **kw)
    speaker = SpeakerProfile(role=role, set_by="user")
    if lexical:
        found = screen.screen_transcript(tr, speaker, semantic=semantic)
    else:
        with mock.patch.object(screen, "_cue_matches", lambda *a, **k: []):
            found = screen.screen_transcript(tr, speaker, semantic=semantic)
    return [sc for sc in found if not sc.candidate.hedged and not sc.cure_reason
            and sc.candidate.score >= REPORT_THRESHOLD]


def test_exemplar_categories_exist_and_every_positive_passes_its_own_anchor():
    ex = ss.load_exemplars()
    taxonomy_ids = {c.id for c in load_taxonomy().categories}
    lexicon_ids = set(load_lexicon().categories)
    assert set(ex.categories) <= taxonomy_ids & lexicon_ids
    for text, idx in zip(ex.pos_text, ex.pos_cat, strict=True):
        cid = ex.categories[idx]
        assert all(a.search(text) for a in ex.anchors[cid]), (cid, text)
    counts = {cid: int((ex.pos_cat == i).sum()) for i, cid in enumerate(ex.categories)}
    assert min(counts.values()) >= 5
    assert ex.pos_vecs.shape[0] == len(ex.pos_text) and ex.neg_vecs.shape[0] == len(ex.neg_cat)


def test_bad_exemplar_file_fails_loudly(tmp_path):
    bad = tmp_path / "ex.yaml"
    bad.write_text(yaml.safe_dump({"categories": {"guaranteed_returns": {"positive": ["x y z w"], "anchor": "("}}}))
    with pytest.raises(CorpusError, match="anchor"):
        ss.load_exemplars(str(bad))
    missing = tmp_path / "none.yaml"
    missing.write_text("categories: {guaranteed_returns: {anchor: 'x'}}\n")
    with pytest.raises(CorpusError, match="no positive"):
        ss.load_exemplars(str(missing))


def test_windows_cover_one_and_two_segments_and_skip_tiny_ones():
    text = "ok\nthis is the first line\nand this is the second"
    offs = [0, 3, 24]
    ends = [2, 23, len(text)]
    wins = ss.windows(text, offs, ends, "speech")
    spans = {(a, b) for a, b, _, _ in wins}
    assert (3, 23) in spans and (3, len(text)) in spans and (24, len(text)) in spans
    assert all(len(text[a:b].split()) >= ss.MIN_WINDOW_WORDS for a, b, _, _ in wins)


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("One of my coaching members banked thirty grand in his first two months, and you can do it too.",
         "atypical_results"),
        ("Our simulated trading system turned twenty thousand into half a million over the last decade.",
         "hypothetical_performance"),
        ("Our fund was reviewed and approved by FINRA, which means it is safe.", "implied_regulator_approval"),
    ],
)
def test_semantic_screen_alone_finds_unlisted_paraphrases(line, category):
    found = reported([line], lexical=False)
    assert category in {sc.candidate.category for sc in found}
    sc = next(s for s in found if s.candidate.category == category)
    assert sc.candidate.cue.startswith("semantic match")
    assert sc.severity_shift == -1 and sc.candidate.score == ss.SEMANTIC_SCORE
    assert sc.candidate.excerpt == line  # verbatim caption text, so verification can find it


@pytest.mark.parametrize(
    "line",
    [
        "Nobody should expect to make thirty grand in their first two months like some members claim.",
        "Scammers tell you the regulators signed off on their fund, so your money is protected.",
        "Could a simulated system turn twenty thousand into half a million? Maybe, in a back-test.",
        "Let's say you invest two hundred dollars a month, here's how the money compounds.",
        "I picked up groceries and paid my phone bill this morning.",
        "The Fed raised rates again and bond prices fell this week.",
    ],
)
def test_semantic_screen_respects_negation_quotes_hedges_and_ordinary_talk(line):
    assert reported([line], lexical=False) == []


def test_semantic_candidates_never_duplicate_a_lexical_candidate():
    line = "This fund is guaranteed to pay you nine percent a year."
    found = reported([line])
    assert [sc.candidate.cue.startswith("semantic") for sc in found] == [False]


def test_semantic_screen_can_be_switched_off(monkeypatch):
    line = "One of my coaching members banked thirty grand in his first two months, and you can do it too."
    monkeypatch.setenv("VERISTREAM_SEMANTIC_SCREEN", "0")
    assert not screen.semantic_enabled()
    with mock.patch.object(screen, "_cue_matches", lambda *a, **k: []):
        assert screen.screen_transcript(make_transcript([line])) == []
    monkeypatch.setenv("VERISTREAM_SEMANTIC_SCREEN", "1")
    assert screen.semantic_enabled()


def test_semantic_sponsorship_needs_an_ad_signal():
    pitch = "Go open your account with this broker today, the link is right there for you to check it out."
    assert "undisclosed_sponsorship" not in {sc.candidate.category for sc in reported([pitch], lexical=False)}


def test_role_gated_exemplars_only_apply_to_that_role():
    ex = ss.load_exemplars()
    assert ex.requires_role.get("unqualified_expert") == "unregistered_influencer"
    text = "Speaking as a seasoned professional money manager, trust me, this is the one to buy."
    hits = ss.hits(text, [0], [len(text)], "speech", role="registered_rep")
    assert all(h.category != "unqualified_expert" for h in hits)


def test_semantic_finding_goes_through_the_engine_verified_and_one_step_lower(monkeypatch):
    from audit.engine import audit_transcript
    from veristream.models import shift_severity

    line = "Our simulated trading system turned twenty thousand into half a million over the last decade."
    tr = make_transcript(["Welcome back, today is about our strategy.", line, "Thanks for watching."])
    with mock.patch.object(screen, "_cue_matches", lambda *a, **k: []):
        report = audit_transcript(tr, speaker_role="ria", use_llm=False)
    found = [f for f in report.findings if f.category == "hypothetical_performance"]
    assert len(found) == 1
    f = found[0]
    assert f.verified and f.excerpt == line and f.start == 5.0
    assert "found by meaning" in f.rationale and "semantic match" in f.rationale
    category = load_taxonomy().get("hypothetical_performance")
    assert f.severity == shift_severity(category.severity, -1)


def test_cross_validation_picks_the_point_that_wins_on_the_other_folds():
    from audit.semantic_tune import cross_validate, f_beta

    assert f_beta(0, 0, 5) == 0.0
    assert f_beta(8, 2, 8) > f_beta(10, 10, 6)  # precision counts double
    cases = [f"c{i}" for i in range(10)]
    precise = {c: (1, 0, 1) for c in cases}
    noisy = {c: (2, 3, 0) for c in cases}
    best, lines = cross_validate({(0.7, 0.1): precise, (0.6, 0.06): noisy}, folds=5)
    assert best == (0.7, 0.1) and len(lines) == 5
