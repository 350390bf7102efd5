"""Pinned detector hits (veristream/detector_pins.py): a recorded LLM figure must replay after a retrain."""

from __future__ import annotations

import json

import numpy as np

from audit import detect
from audit.detector.windows import Window
from veristream.detector_pins import pinned_detector


def _fake_model(calls: list):
    def hits_for_stream(texts, offsets, ends, role, disclosed):
        calls.append(tuple(texts))
        w = Window(0, 0, texts[0], "", "")
        return [detect.DetectorHit("guaranteed_returns", float(np.float32(0.8123)), 0.35, w, 0, len(texts[0]),
                                   "a training line", np.float32(0.77))]
    return hits_for_stream


def test_recorded_hits_are_served_in_place_of_a_changed_model_and_misses_are_counted(tmp_path, monkeypatch):
    pins = tmp_path / "detector-hits" / "set.json"
    calls: list = []
    monkeypatch.setattr(detect, "hits_for_stream", _fake_model(calls))
    with pinned_detector(pins, record=True):
        first = detect.hits_for_stream(["it cannot lose"], [0], [14], "ria", False)
    assert json.loads(pins.read_text())  # written on exit

    def retrained(*args, **kwargs):
        calls.append("retrained")
        return []

    monkeypatch.setattr(detect, "hits_for_stream", retrained)
    with pinned_detector(pins, record=False) as state:
        again = detect.hits_for_stream(["it cannot lose"], [0], [14], "ria", False)
        other = detect.hits_for_stream(["another stream"], [0], [14], "ria", False)
    assert again == first and again[0].cue == first[0].cue and other == []
    assert state.summary()["streams_served"] == 1 and state.summary()["streams_missing"] == 1
    assert detect.hits_for_stream is retrained  # restored on exit


def test_recording_merges_with_the_streams_already_pinned(tmp_path, monkeypatch):
    pins = tmp_path / "set.json"
    monkeypatch.setattr(detect, "hits_for_stream", _fake_model([]))
    with pinned_detector(pins, record=True):
        detect.hits_for_stream(["one"], [0], [3], "ria", False)
    with pinned_detector(pins, record=True):
        detect.hits_for_stream(["two"], [0], [3], "ria", False)
    assert len(json.loads(pins.read_text())) == 2


def test_a_corrupt_pins_file_is_a_clear_error_not_a_traceback(tmp_path):
    import pytest

    from veristream.errors import InputError

    pins = tmp_path / "set.json"
    pins.write_text("{bad")
    with pytest.raises(InputError, match="cannot be read") as err, pinned_detector(pins, record=False):
        pass
    assert "--pin-detector-hits" in err.value.hint


def test_pinning_without_a_replay_is_refused_by_the_cli(tmp_path, capsys):
    from veristream.cli import main

    cases = tmp_path / "cases"
    cases.mkdir()
    assert main(["eval", "audit", "--pin-detector-hits", "--cases", str(cases)]) != 0
    assert "--llm-replay" in capsys.readouterr().err
