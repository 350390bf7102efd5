"""The retrieval evaluation: metrics, case checks, and a new timestamped results file on every run."""

from __future__ import annotations

import json

import pytest

from rag.eval_retrieval import check_expected, first_correct_rank, load_cases, metrics, run_eval, write_results
from veristream.errors import InputError
from veristream.models import SearchHit


def hit(rank: int, citation: str, *also: str) -> SearchHit:
    return SearchHit(rank=rank, citation=citation, citations=[citation, *also], title="", text="", score=1.0)


def test_rank_counts_a_hit_whose_chunk_contains_an_expected_citation():
    hits = [hit(1, "FTC 255.1(a)"), hit(2, "SEC 206(4)-1(d)(1)", "SEC 206(4)-1(d)(1)(i)")]
    assert first_correct_rank(hits, ["SEC 206(4)-1(d)(1)(i)"]) == 2
    assert first_correct_rank(hits, ["FTC 255.5(a)"]) is None


def test_metrics():
    rows = [
        {"rank": 1, "top_citation_expected": True, "mean_citations": 1.0},
        {"rank": 3, "top_citation_expected": False, "mean_citations": 2.0},
        {"rank": None, "top_citation_expected": False, "mean_citations": 3.0},
        {"rank": 5, "top_citation_expected": False, "mean_citations": 2.0},
    ]
    m = metrics(rows)
    assert (m["recall@1"], m["recall@3"], m["recall@5"]) == (0.25, 0.5, 0.75)
    assert m["mrr"] == pytest.approx((1 + 1 / 3 + 1 / 5) / 4, abs=1e-4)
    assert m["exact@1"] == 0.25 and m["mean_citations_per_hit"] == 2.0


def test_bundled_cases_are_well_formed_and_cover_every_rule(tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    from rag.corpus import clear_memo, load_corpus

    clear_memo()
    cases = load_cases()
    assert len(cases) >= 80
    assert 0.25 <= sum(c["regulator"] is None for c in cases) / len(cases) <= 0.4
    check_expected(cases, set(load_corpus().provisions))
    clear_memo()
    expected = {e for c in cases for e in c["expected"]}
    for prefix in [f"FTC 255.{i}" for i in range(7)] + ["SEC 206(4)-1(a)", "SEC 206(4)-1(b)", "SEC 206(4)-1(c)"]:
        assert any(e.startswith(prefix) for e in expected), prefix
    for prefix in ["SEC 206(4)-1(d)", *(f"FINRA 2210({x})" for x in "abcdefg"), "FINRA 2220", "FINRA 2010"]:
        assert any(e.startswith(prefix) for e in expected), prefix


def test_unknown_expected_citation_is_reported():
    with pytest.raises(InputError, match="FTC 255.9"):
        check_expected([{"id": "x", "expected": ["FTC 255.9(z)"]}], {"FTC 255.5(a)"})


def test_bad_cases_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"id": "a", "query": "q", "expected": []}]))
    with pytest.raises(InputError, match="no expected"):
        load_cases(bad)
    with pytest.raises(InputError):
        load_cases(tmp_path / "missing.json")


def test_results_files_are_never_overwritten(tmp_path):
    first = write_results({"run": 1}, tmp_path)
    second = write_results({"run": 2}, tmp_path)
    assert first != second and first.name.startswith("retrieval-") and second.name.endswith(".json")
    assert json.loads(first.read_text()) == {"run": 1}


def test_run_eval_writes_a_new_file_each_run_with_both_chunkers(tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    from rag.corpus import clear_memo
    from rag.index import clear_cache

    clear_memo()
    clear_cache()
    cases = tmp_path / "cases.json"
    cases.write_text(
        json.dumps(
            [
                {"id": "a", "query": "youtuber didn't mention he was paid", "regulator": "FTC", "expected": ["FTC 255.5(a)"]},
                {"id": "b", "query": "back-tested returns shown to the public", "regulator": None,
                 "expected": ["SEC 206(4)-1(d)(6)", "SEC 206(4)-1(e)(8)(i)(B)"]},
            ]
        )
    )
    out = tmp_path / "results"
    results, path1 = run_eval(cases, out)
    _, path2 = run_eval(cases, out)
    clear_cache()
    clear_memo()
    assert path1 != path2 and len(list(out.glob("retrieval-*.json"))) == 2
    saved = json.loads(path1.read_text())
    assert set(saved["overall"]) == {"structured", "baseline_fixed_1400"}
    assert {"recall@1", "recall@3", "recall@5", "mrr"} <= set(saved["overall"]["structured"])
    assert saved["corpus_hash"] and saved["model"] == "m2v-minilm-256"
    assert [c["id"] for c in saved["per_case"]] == ["a", "b"]
    assert "rank" in saved["per_case"][0]["structured"] and "rank" in saved["per_case"][0]["baseline_fixed_1400"]
