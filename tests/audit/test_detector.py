"""The trained detector's path: windows, corpus build, a tiny model trained and exported, run torch-free in the screen."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from audit.detector import corpus
from audit.detector.metrics import per_label_metrics, pick_thresholds
from audit.detector.windows import build_windows, group_segments, model_inputs

FIXTURES = Path(__file__).parent / "fixtures" / "detector_raw"


def test_short_cues_group_until_a_window_has_enough_words():
    texts = ["so um", "this fund is", "guaranteed to double", "by next year and honestly it will", "ok"]
    assert group_segments(texts) == [(0, 2), (3, 4)]
    wins = build_windows(texts)
    assert wins[0].text == "so um this fund is guaranteed to double"
    assert wins[1].before.endswith("guaranteed to double") and wins[0].after.startswith("by next year")


def test_model_inputs_carry_role_and_disclosure_flag():
    w = build_windows(["use my code to get a free month of the app right now"])[0]
    first, second = model_inputs(w, "registered_rep", True)
    assert first.startswith("registered rep: use my code")
    assert second.startswith("[connection disclosed earlier]")


def test_corpus_build_labels_windows_and_rejects_bad_quotes(tmp_path: Path):
    raw = tmp_path / "raw"
    raw.mkdir()
    good = json.loads((FIXTURES / "clips.jsonl").read_text().splitlines()[0])
    bad = dict(good, clip_id="t9-099", labels=[{"seg": [1], "kind": "violation", "category": "guaranteed_returns",
                                                "quote": "words that are not there"}])
    (raw / "w.jsonl").write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n{not json\n")
    stats = corpus.build(raw, tmp_path / "windows.jsonl", eval_dirs=[tmp_path / "no-evals"])
    rows = [json.loads(x) for x in (tmp_path / "windows.jsonl").read_text().splitlines()]
    assert stats.clips == 2 and stats.clips_rejected == 1 and stats.labels_rejected == 1
    positive = [r for r in rows if r["categories"]]
    assert [r["clip_id"] for r in positive] == ["t1-001"]
    assert positive[0]["citations"] == ["FTC 255.1(a)"]  # an influencer's guaranteed return: the FTC's provision
    assert any(r["hard_negative"] and "negated" in r["traps"] for r in rows)


def test_windows_near_an_eval_transcript_are_removed(tmp_path: Path):
    evals = tmp_path / "evals"
    evals.mkdir()
    (evals / "x.vtt").write_text("WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n"
                                 "this fund is guaranteed to double your money by next year\n")
    raw = tmp_path / "raw"
    raw.mkdir()
    clip = {"clip_id": "t1-001", "speaker_role": "unknown",
            "segments": ["this fund is guaranteed to double your money by next year!", "totally unrelated words here ok"],
            "labels": []}
    (raw / "w.jsonl").write_text(json.dumps(clip) + "\n")
    stats = corpus.build(raw, tmp_path / "windows.jsonl", eval_dirs=[evals])
    assert stats.removed_as_eval_near_duplicates == 1 and stats.windows == 1


def test_thresholds_come_from_validation_and_metrics_count_by_label():
    probs = np.array([[0.9, 0.1], [0.7, 0.2], [0.4, 0.8], [0.3, 0.1], [0.65, 0.3], [0.6, 0.9]] * 2)
    gold = np.array([[1, 0], [1, 0], [0, 1], [0, 0], [1, 0], [0, 1]] * 2, dtype=np.float32)
    th = pick_thresholds(probs, gold, ["a", "b"])
    assert 0.6 < th["a"] <= 0.65 and th["b"] <= 0.8
    m = per_label_metrics(probs, gold, ["a", "b"], th)
    assert m["per_label"]["a"]["recall"] == 1.0 and m["micro"]["windows"] == 12


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from audit.detector.train import TrainConfig, train

    tmp = tmp_path_factory.mktemp("det")
    corpus.build(FIXTURES, tmp / "windows.jsonl", eval_dirs=[tmp / "none"])
    out = tmp / "model"
    card = train(TrainConfig(data=tmp / "windows.jsonl", out=out, tiny=True, epochs=2, val_writers=2, test_writers=2))
    assert card["windows"]["train"] and card["windows"]["val"] and card["windows"]["test"]
    return out


def test_tiny_training_exports_an_int8_model_with_a_card(tiny_model: Path):
    card = json.loads((tiny_model / "detector.json").read_text())
    assert card["labels"][-1] == "none" and set(card["thresholds"]) == set(card["labels"])
    assert {"per_label", "micro"} <= set(card["test"]) and (tiny_model / "detector.onnx").stat().st_size > 0
    assert (tiny_model / "tokenizer.json").exists() and (tiny_model / "examples.jsonl").exists()


def test_shipped_runtime_scores_without_torch_and_the_screen_uses_it(tiny_model: Path, monkeypatch):
    import subprocess
    import sys

    code = ("import sys, json; from pathlib import Path; from audit.detector.model import Detector; "
            f"d = Detector.load(Path({str(tiny_model)!r})); p = d.probabilities([('influencer: hello', '')]); "
            "print(json.dumps([p.shape[1], 'torch' in sys.modules]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    n_labels, torch_loaded = json.loads(out.stdout)
    assert n_labels == len(corpus.label_names()) + 1 and torch_loaded is False

    from audit import detect
    from audit.detector import model as detector_model

    monkeypatch.setenv("VERISTREAM_DETECTOR_DIR", str(tiny_model))
    card = json.loads((tiny_model / "detector.json").read_text())
    low = {k: 0.0 for k in card["labels"]}  # every label fires, so the path from window to candidate is exercised
    det = detector_model.Detector.load(tiny_model, thresholds=low)
    monkeypatch.setattr(detector_model, "shipped", lambda _d=None: (det, detector_model.ExampleIndex.load(tiny_model)))
    assert detect.enabled()
    hits = detect.hits_for_stream(["this fund is guaranteed to double", "your money by next year honestly"],
                                  [0, 35], [34, 67], "unregistered_influencer", False)
    assert hits and all(h.start == 0 for h in hits)
    assert any(h.example for h in hits if h.label not in ("disclosure", "risk_statement"))
    assert all(0.6 <= h.score <= 1.0 for h in hits)


def _finding(fid: str, citation: str, excerpt: str, start: float, severity: str = "high"):
    from veristream.models import Finding

    return Finding(id=fid, category="x", severity=severity, start=start, end=start + 3, excerpt=excerpt,
                   citation=citation, citation_long=citation, regulator=citation.split()[0], rule_title="t",
                   rule_text="t", rationale="r", applicability="a")


def test_findings_on_the_same_words_merge_into_one_with_related_citations():
    from audit.merge import merge_statements

    a = _finding("F1", "FINRA 2010", "this fund is guaranteed to double by next year so buy it", 10.0)
    b = _finding("F2", "FINRA 2210(d)(1)(B)", "guaranteed to double by next year", 11.0)
    c = _finding("F3", "FINRA 2210(d)(1)(F)", "a different statement entirely about targets", 40.0)
    out = merge_statements([a, b, c])
    assert [f.citation for f in out] == ["FINRA 2210(d)(1)(B)", "FINRA 2210(d)(1)(F)"]
    assert out[0].related_citations == ["FINRA 2010"]


def test_a_detector_dir_without_a_model_is_an_error_not_a_silent_fallback(tmp_path, monkeypatch):
    from audit import detect
    from veristream.errors import ConfigError

    monkeypatch.setenv("VERISTREAM_DETECTOR_DIR", str(tmp_path))
    with pytest.raises(ConfigError, match="holds no trained detector"):
        detect.enabled()


def test_the_writer_split_keeps_the_dense_rounds_draw_and_holds_out_writers_of_every_other_stratum():
    """Round 5's realistic-density writers must reach validation and test too, without moving the dense rounds'
    held-out writers (their figures stay comparable across retrains)."""
    from audit.detector.train import TrainConfig, split_writers

    cfg = TrainConfig()
    dense = [f"w{i:02d}" for i in range(1, 39)]
    before = split_writers(dense, cfg)
    sparse = [f"w{i:02d}" for i in range(39, 45)]
    after = split_writers(dense + sparse, cfg, {w: "realistic_density" for w in sparse})
    for part in ("val", "test"):
        assert [w for w in after[part] if w in dense] == before[part]
        assert len([w for w in after[part] if w in sparse]) == cfg.stratum_holdout
    assert sorted(after["train"] + after["val"] + after["test"]) == sorted(dense + sparse)
    assert not set(after["train"]) & set(after["val"] + after["test"]) and not set(after["val"]) & set(after["test"])
