"""The corpus label review (evals/label_review.py): the sample hides the labels, the score counts agreement."""

from __future__ import annotations

import json

from evals import label_review

CLIP = {
    "clip_id": "w99-001", "platform": "YouTube", "speaker_role": "registered_rep", "title": "t", "description": "d",
    "segments": ["hi all", "this fund cannot lose", "nothing is guaranteed though", "bye"],
    "labels": [
        {"seg": [1], "kind": "violation", "category": "guaranteed_returns", "quote": "this fund cannot lose"},
        {"seg": [2], "kind": "hard_negative", "near": "guaranteed_returns", "trap": "negated",
         "quote": "nothing is guaranteed though"},
    ],
}


def test_the_sample_marks_the_statement_but_never_shows_its_label(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    (src / "w99.jsonl").write_text(json.dumps(CLIP) + "\n", encoding="utf-8")
    assert label_review.sample(src, tmp_path / "out") == 2
    items = (tmp_path / "out" / "items.md").read_text(encoding="utf-8")
    assert ">> 1: this fund cannot lose" in items and ">> 2: nothing is guaranteed though" in items
    assert "guaranteed_returns" not in items and "hard_negative" not in items and "negated" not in items


def test_the_score_counts_agreement_by_label_kind(tmp_path):
    key = [{"item": 1, "kind": "violation", "category": "guaranteed_returns", "clip": "c", "writer": "w", "quote": "q"},
           {"item": 2, "kind": "hard_negative", "category": None, "clip": "c", "writer": "w", "quote": "q"},
           {"item": 3, "kind": "violation", "category": "gross_without_net", "clip": "c", "writer": "w", "quote": "q"}]
    answers = [{"item": 1, "verdict": "violation", "category": "guaranteed_returns"},
               {"item": 2, "verdict": "violation", "category": "guaranteed_returns"},
               {"item": 3, "verdict": "fine"}]
    (tmp_path / "key.jsonl").write_text("".join(json.dumps(k) + "\n" for k in key), encoding="utf-8")
    (tmp_path / "answers.jsonl").write_text("".join(json.dumps(a) + "\n" for a in answers), encoding="utf-8")
    result = label_review.score(tmp_path / "key.jsonl", tmp_path / "answers.jsonl")
    assert result["violation_confirmed_same_category"] == 1
    assert result["violation_judged_fine"] == 1
    assert result["hard_negative_judged_violation"] == 1
    assert [d["item"] for d in result["disagreements"]] == [2, 3]
