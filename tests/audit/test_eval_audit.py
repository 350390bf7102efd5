"""The audit eval's scorer on synthetic reports: it must be right whatever the engine's quality."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit.eval_audit import (
    CaseLabel,
    ExpectedItem,
    check_finding,
    format_summary,
    load_labels,
    match_findings,
    run_eval,
    score_case,
    summarize,
    write_results,
)
from veristream.errors import InputError
from veristream.models import (
    AuditReport,
    Finding,
    RunInfo,
    Segment,
    SourceInfo,
    SpeakerProfile,
    Transcript,
    VideoMetadata,
)

REPO = Path(__file__).resolve().parents[2]


def transcript(duration: float = 30.0) -> Transcript:
    return Transcript(
        source=SourceInfo(kind="caption_file", input="x.vtt"),
        metadata=VideoMetadata(duration=duration),
        transcript_source="file",
        segments=[
            Segment(start=0.0, end=4.0, text="Hi everyone, welcome back.", source="file"),
            Segment(start=4.1, end=9.0, text="This fund is guaranteed to pay you nine percent a year,", source="file"),
            Segment(start=9.1, end=14.0, text="you cannot lose your principal.", source="file"),
            Segment(start=14.1, end=20.0, text="Tesla is going to five hundred by March.", source="file"),
        ],
    )


def finding(citation: str, start: float, end: float, excerpt: str = "guaranteed to pay you", **kw) -> Finding:
    base = dict(
        id=kw.pop("id", "F1"),
        category=kw.pop("category", "guaranteed_returns"),
        severity="high",
        start=start,
        end=end,
        excerpt=excerpt,
        citation=citation,
        citation_long=citation,
        regulator=citation.split()[0],
        rule_title="t",
        rule_text="t",
        rationale="r",
        applicability="a",
    )
    base.update(kw)
    return Finding(**base)


def item(citations: list[str], start: float, end: float, category: str = "guaranteed_returns") -> ExpectedItem:
    return ExpectedItem(citations=citations, start_s=start, end_s=end, excerpt="x", category=category)


def test_exact_citation_and_time_overlap_is_a_true_positive():
    m = match_findings([finding("FINRA 2210(d)(1)(B)", 4.1, 9.0)], [item(["FINRA 2210(d)(1)(B)"], 4.1, 14.0)])
    assert m.pairs == [(0, 0)] and not m.false_positives and not m.false_negatives


def test_sub_paragraph_matches_but_parent_and_sibling_do_not():
    expected = [item(["SEC 206(4)-1(b)(1)(i)"], 4.0, 9.0)]
    assert match_findings([finding("SEC 206(4)-1(b)(1)(i)(B)", 4.0, 9.0)], expected).pairs == [(0, 0)]
    assert match_findings([finding("SEC 206(4)-1(b)(1)", 4.0, 9.0)], expected).pairs == []
    assert match_findings([finding("SEC 206(4)-1(b)(1)(ii)", 4.0, 9.0)], expected).pairs == []
    # "FINRA 2210(d)(1)(B)" must not count as inside "FINRA 2210(d)(1)(B)x"-style prefixes of other numbers
    assert match_findings([finding("FINRA 22100", 4.0, 9.0)], [item(["FINRA 2210"], 4.0, 9.0)]).pairs == []


def test_any_of_citations():
    expected = [item(["FINRA 2210(d)(1)(B)", "SEC 206(4)-1(a)(1)", "FTC 255.1(a)"], 4.0, 9.0)]
    assert match_findings([finding("FTC 255.1(a)", 4.0, 9.0)], expected).pairs == [(0, 0)]


@pytest.mark.parametrize(("start", "end", "ok"), [(15.5, 16.0, True), (16.5, 18.0, False), (1.0, 2.5, True)])
def test_time_tolerance_is_two_seconds(start: float, end: float, ok: bool):
    m = match_findings([finding("FTC 255.5(a)", start, end)], [item(["FTC 255.5(a)"], 4.5, 14.0)], tolerance_s=2.0)
    assert bool(m.pairs) is ok


def test_one_to_one_second_finding_on_same_item_is_a_duplicate_false_positive():
    fs = [finding("FINRA 2210(d)(1)(B)", 4.1, 9.0, id="F1"), finding("FINRA 2210(d)(1)(B)", 9.1, 14.0, id="F2")]
    m = match_findings(fs, [item(["FINRA 2210(d)(1)(B)"], 4.1, 14.0)])
    assert len(m.pairs) == 1 and len(m.false_positives) == 1 and m.duplicates == m.false_positives


def test_maximum_matching_beats_greedy():
    # F0 fits both items, F1 fits only item 0: a greedy pass giving F0 to item 0 would leave item 1 unmatched.
    fs = [finding("FTC 255.5(a)", 5.0, 9.0, id="F0"), finding("FTC 255.5(a)", 1.0, 3.0, id="F1")]
    items = [item(["FTC 255.5(a)"], 2.0, 6.0), item(["FTC 255.5(a)"], 8.0, 12.0)]
    m = match_findings(fs, items)
    assert sorted(m.pairs) == [(0, 1), (1, 0)] and not m.false_negatives


def test_exact_citation_pair_is_preferred():
    fs = [finding("FINRA 2210(d)(1)(B)", 4.0, 9.0, id="F0"), finding("FINRA 2210(d)(1)", 4.0, 9.0, id="F1")]
    m = match_findings(fs, [item(["FINRA 2210(d)(1)(B)", "FINRA 2210(d)(1)"], 4.0, 9.0)])
    assert m.pairs == [(0, 0)] or m.pairs == [(1, 0)]
    fs2 = [finding("FINRA 2210(d)(1)(B)(x)", 4.0, 9.0, id="F0"), finding("FINRA 2210(d)(1)(B)", 4.0, 9.0, id="F1")]
    assert match_findings(fs2, [item(["FINRA 2210(d)(1)(B)"], 4.0, 9.0)]).pairs == [(1, 0)]


def test_optional_items_absorb_findings_without_scoring_them():
    items = [item(["FTC 255.5(a)"], 4.0, 9.0), item(["FTC 255.5(a)"], 20.0, 24.0).model_copy(update={"optional": True})]
    fs = [finding("FTC 255.5(a)", 4.0, 9.0, id="F1"), finding("FTC 255.5(a)", 20.0, 24.0, id="F2")]
    m = match_findings(fs, items)
    assert m.pairs == [(0, 0)] and m.optional_pairs == [(1, 1)] and not m.false_positives and not m.false_negatives
    # an optional item never steals the finding a required item needs, and missing it is no false negative
    m2 = match_findings([finding("FTC 255.5(a)", 5.0, 21.0)], [items[1], items[0]])
    assert m2.pairs == [(0, 1)] and not m2.optional_pairs and not m2.false_negatives


def test_description_items_match_description_findings_only():
    desc = item(["FTC 255.5(a)"], 0.0, 0.0).model_copy(update={"origin": "description"})
    in_desc = finding("FTC 255.5(a)", 0.0, 0.0, origin="description")
    in_speech = finding("FTC 255.5(a)", 0.0, 1.0)
    assert match_findings([in_desc], [desc]).pairs == [(0, 0)]
    assert match_findings([in_speech], [desc]).pairs == []
    assert match_findings([in_desc], [item(["FTC 255.5(a)"], 0.0, 1.0)]).pairs == []


def test_check_finding_reverifies_excerpt_and_timestamps():
    t = transcript()
    good = check_finding(finding("FTC 255.1(a)", 4.1, 9.0, excerpt="guaranteed to pay you nine percent"), t)
    assert good.excerpt_ok and good.timestamps_ok
    invented = check_finding(finding("FTC 255.1(a)", 4.1, 9.0, excerpt="risk-free money machine"), t)
    assert not invented.excerpt_ok
    outside = check_finding(finding("FTC 255.1(a)", 25.0, 45.0, excerpt="guaranteed to pay you"), t)
    assert outside.excerpt_ok and not outside.timestamps_ok
    wrong_place = check_finding(finding("FTC 255.1(a)", 0.0, 2.0, excerpt="Tesla is going to five hundred"), t)
    assert wrong_place.excerpt_ok and not wrong_place.timestamps_ok


def test_score_case_and_summary_numbers():
    t = transcript()
    label = CaseLabel(
        id="a",
        compliant=False,
        speaker_role="registered_rep",
        expected=[item(["FINRA 2210(d)(1)(B)"], 4.1, 14.0), item(["FINRA 2210(d)(1)(F)"], 14.1, 20.0, "performance_projection")],
    )
    fs = [
        finding("FINRA 2210(d)(1)(B)", 4.1, 9.0, excerpt="guaranteed to pay you nine percent", id="F1"),
        finding("FINRA 2210(d)(1)(D)", 0.0, 4.0, excerpt="welcome back", id="F2", category="unbalanced_benefits"),
    ]
    r1 = score_case(label, fs, t)
    assert (len(r1.tp), len(r1.fp), len(r1.fn), r1.exact_citations) == (1, 1, 1, 1)
    assert r1.excerpts_verified == 2 and r1.timestamps_valid == 2
    clean = score_case(CaseLabel(id="b", compliant=True, speaker_role="ria"), [], t)
    noisy = score_case(CaseLabel(id="c", compliant=True, speaker_role="ria"), [fs[1]], t)
    s = summarize([r1, clean, noisy])
    assert (s["tp"], s["fp"], s["fn"]) == (1, 2, 1)
    assert s["precision"] == pytest.approx(1 / 3, abs=1e-3) and s["recall"] == 0.5
    assert s["compliant_with_findings"] == ["c"] and s["compliant_with_findings_rate"] == 0.5
    assert s["targets"]["compliant_with_findings_rate"]["met"] is False
    assert s["per_category"]["performance_projection"] == {"expected": 1, "tp": 0, "recall": 0.0, "fp": 0}
    assert s["per_category"]["unbalanced_benefits"]["fp"] == 2


def test_summary_with_no_findings_reports_none_not_perfect():
    s = summarize([score_case(CaseLabel(id="b", compliant=True), [], transcript())])
    assert s["precision"] is None and s["verified_excerpt_rate"] is None
    assert s["targets"]["precision"]["met"] is False


def test_write_results_never_overwrites(tmp_path: Path):
    a = write_results({"x": 1}, tmp_path)
    b = write_results({"x": 2}, tmp_path)
    assert a != b and json.loads(a.read_text()) == {"x": 1} and json.loads(b.read_text()) == {"x": 2}
    assert a.name.startswith("audit-") and a.name.endswith("Z.json")


def _tiny_dev_set(folder: Path, labels: list[dict]) -> Path:
    vtt = "WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nThis fund is guaranteed to pay nine percent.\n\n" \
          "2\n00:00:04.100 --> 00:00:08.000\nThanks for watching.\n"
    for lab in labels:
        (folder / f"{lab['id']}.vtt").write_text(vtt)
    (folder / "labels.json").write_text(json.dumps(labels))
    return folder


def test_load_labels_rejects_bad_sets(tmp_path: Path):
    with pytest.raises(InputError):
        load_labels(tmp_path)
    (tmp_path / "labels.json").write_text("[{\"id\": 1}]")
    with pytest.raises(InputError):
        load_labels(tmp_path)
    _tiny_dev_set(tmp_path, [{"id": "a", "compliant": True, "expected": [
        {"citations": ["FTC 255.1(a)"], "start_s": 0, "end_s": 4, "excerpt": "x", "category": "guaranteed_returns"}]}])
    with pytest.raises(InputError, match="compliant"):
        load_labels(tmp_path)


def test_run_eval_with_a_fake_engine_passes_labelled_role_and_records_errors(tmp_path: Path):
    labels = [
        {"id": "hit", "compliant": False, "speaker_role": "registered_rep", "expected": [
            {"citations": ["FINRA 2210(d)(1)(B)"], "start_s": 0, "end_s": 4,
             "excerpt": "guaranteed to pay nine percent", "category": "guaranteed_returns"}]},
        {"id": "boom", "compliant": True, "speaker_role": "ria", "expected": []},
    ]
    _tiny_dev_set(tmp_path, labels)
    seen: list[tuple[str | None, bool | None]] = []

    def fake_audit(t: Transcript, *, speaker_role=None, use_llm=None, **_):
        seen.append((speaker_role, use_llm))
        if speaker_role == "ria":
            raise RuntimeError("engine broke")
        f = finding("FINRA 2210(d)(1)(B)", 0.0, 4.0, excerpt="guaranteed to pay nine percent", verified=True)
        return AuditReport(
            source=t.source,
            metadata=t.metadata,
            speaker=SpeakerProfile(role=speaker_role, set_by="user"),
            findings=[f],
            run=RunInfo(engine="rules", corpus_hash="abc", transcript_hash="t", started_at="now", elapsed_s=0.1),
        )

    payload = run_eval(tmp_path, use_llm=False, audit_fn=fake_audit)
    assert seen == [("registered_rep", False), ("ria", False)]
    s = payload["summary"]
    assert s["tp"] == 1 and s["precision"] == 1.0 and s["recall"] == 1.0 and s["exact_citation_rate"] == 1.0
    assert s["verified_excerpt_rate"] == 1.0 and s["valid_timestamp_rate"] == 1.0
    assert s["cases_failed"] == ["boom"] and "engine broke" in payload["cases"][1]["error"]
    assert payload["run"]["corpus_hash"] == ["abc"] and payload["run"]["engines"] == {"rules": 1}


# ---------------------------------------------------------------- the shipped dev set itself


@pytest.mark.parametrize("folder", ["audit_cases", "audit_cases/heldout", "audit_cases/sealed"])
def test_shipped_dev_set_is_consistent(folder: str):
    """Every label uses taxonomy ids and corpus citations, and every excerpt is verbatim at its labelled time."""
    from audit.taxonomy import load_taxonomy
    from rag.corpus import load_corpus
    from tools.transcribe import load_caption_file
    from tools.verify_excerpt import verify_excerpt

    cases = REPO / "evals" / folder
    labels = load_labels(cases)
    heldout = folder.endswith(("heldout", "sealed"))
    assert len(labels) >= (15 if heldout else 40) and sum(lab.compliant for lab in labels) >= (5 if heldout else 15)
    taxonomy = load_taxonomy().as_dict()
    corpus = load_corpus()
    covered = set()
    for lab in labels:
        t = load_caption_file(cases / f"{lab.id}.vtt")
        assert t.metadata.title, lab.id
        for e in lab.expected:
            covered.add(e.category)
            assert set(e.citations) <= {c for cat in taxonomy.values() for c in cat.citations}, (lab.id, e.citations)
            assert set(e.citations) & set(taxonomy[e.category].citations), (lab.id, e.citations)
            for c in e.citations:
                corpus.get(c)
            check = verify_excerpt(t, e.excerpt, at=e.start_s)
            assert check.ok, (lab.id, e.excerpt, check.reason)
            assert check.origin == e.origin, (lab.id, e.excerpt)
            assert abs(check.start - e.start_s) < 0.5 and abs(check.end - e.end_s) < 0.5, (lab.id, e.excerpt)
            if lab.speaker_role == "unregistered_influencer":
                assert all(c.startswith("FTC") for c in e.citations), lab.id
    assert heldout or covered == set(taxonomy)


def test_run_eval_infer_role_scores_role_accuracy(tmp_path: Path):
    labels = [{"id": "a", "compliant": True, "speaker_role": "ria", "expected": []},
              {"id": "b", "compliant": True, "speaker_role": "unknown", "expected": []}]
    _tiny_dev_set(tmp_path, labels)
    roles_passed = []

    def fake_audit(t: Transcript, *, speaker_role=None, use_llm=None, **_):
        roles_passed.append(speaker_role)
        return AuditReport(source=t.source, metadata=t.metadata, speaker=SpeakerProfile(role="unknown"), findings=[],
                           run=RunInfo(engine="rules", corpus_hash="h", transcript_hash="t", started_at="now",
                                       elapsed_s=0.0))

    payload = run_eval(tmp_path, audit_fn=fake_audit, infer_role=True)
    assert roles_passed == [None, None]
    assert payload["summary"]["role_accuracy"] == 0.5 and payload["summary"]["role_confusions"] == {"ria->unknown": 1}


def test_summary_lists_misses_and_false_positives_per_case_in_case_order():
    """The text summary's `missed:` and `false positives:` sections (issue #10 moved them into one helper)."""
    summary = {"cases_scored": 2, "cases": 2, "findings": 2, "tp": 0, "fp": 2, "fp_duplicates": 1, "fn": 1,
               "targets": {}, "f1": None, "cases_failed": [], "compliant_with_findings": [], "per_category": {}}
    fp = {"category": "guaranteed_returns", "citation": "FINRA 2210(d)(1)(B)", "start": 12.4, "excerpt": "x" * 80}
    payload = {
        "summary": summary,
        "run": {"engines": ["rules"]},
        "cases": [
            {"id": "c1", "fn": [{"expected": {"start_s": 3.6, "category": "testimonials",
                                              "citations": ["SEC 206(4)-1(b)", "FTC 255.2"]},
                                 "findings_at_same_time": []}],
             "fp": [{"finding": fp, "duplicate": False}]},
            {"id": "c2", "fp": [{"finding": fp, "duplicate": True}]},
        ],
    }
    lines = format_summary(payload).splitlines()
    at = lines.index("missed:")
    assert lines[at:] == [
        "missed:",
        "  c1 @4s testimonials (SEC 206(4)-1(b)|FTC 255.2) -> nothing",
        "false positives:",
        f"  c1 @12s guaranteed_returns FINRA 2210(d)(1)(B): {'x' * 70!r}",
        f"  c2 @12s guaranteed_returns FINRA 2210(d)(1)(B) [duplicate]: {'x' * 70!r}",
    ]
    payload["cases"] = [{"id": "c1"}]
    assert "missed:" not in format_summary(payload) and "false positives:" not in format_summary(payload)
