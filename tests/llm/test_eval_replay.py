"""The LLM path's figure reruns in CI: recorded strong-model answers replayed through the real client, no network.

For one case of every recorded set, the side-by-side evaluation must find a recording for every request and
reproduce the case's result in the committed results file of its set's latest full replay. A change to a prompt, schema or retrieval gives
new request keys and fails here, instead of silently scoring a stale answer. The detector's hits are served from the
set's pins file (evals/llm_recordings/detector-hits/, veristream/detector_pins.py), so a retrained detector does
not strand the recordings: the model itself is made unavailable here, and any stream without pinned hits fails.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit import detect
from audit.eval_llm import run_side_by_side

ROOT = Path(__file__).resolve().parents[2]
RECORDINGS = ROOT / "evals" / "llm_recordings"
RESULTS = ROOT / "evals" / "results"

CASES = [  # (set folder, case id, the first-run results file that holds it)
    ("evals/audit_cases", "v43-rep-sipc-cannot-lose", "audit-llm-20261202T073025Z.json"),
    ("evals/audit_cases/sealed8", "s8a-01-webinar-composite-gross-and-covid-window", "audit-llm-20261202T073213Z.json"),
    # recorded for the 38-writer detector's hints (pinned), replayed after the subsume fix (audit/screen.py::_subsume)
    ("evals/audit_cases/sealed10", "s10a-01-meme-squeeze-app-trip", "audit-llm-20261203T084042Z.json"),
    ("evals/audit_cases/sealed11", "s11a-01-two-cents-tallyfin-sponsor-read", "audit-llm-20261203T084049Z.json"),
    ("evals/audit_cases/sealed12", "s12a-02-app-review-late-partner-shoutout", "audit-llm-20261203T084056Z.json"),
    # recorded for the 44-writer detector's hints (pinned), same replay
    ("evals/audit_cases/sealed13", "s13b-13-self-styled-expert-staking-stream", "audit-llm-20261203T084104Z.json"),
    ("evals/audit_cases/sealed15", "s15b-09-rep-microcap-hype", "audit-llm-20261203T084118Z.json"),
]


def _key(case: dict) -> tuple:
    return (sorted((x["finding"]["category"], x["finding"]["citation"], x["finding"]["start"]) for x in case["tp"]),
            sorted((x["finding"]["category"], x["finding"]["start"]) for x in case["fp"]), len(case["fn"]))


@pytest.mark.parametrize(("cases_dir", "case_id", "results_file"), CASES, ids=[c[1][:12] for c in CASES])
def test_recorded_answers_replay_the_first_run(cases_dir, case_id, results_file, monkeypatch):
    def no_model(*args, **kwargs):
        raise AssertionError("a stream without pinned detector hits: re-pin with --pin-detector-hits")

    monkeypatch.setattr(detect, "hits_for_stream", no_model)
    payload = run_side_by_side(ROOT / cases_dir, RECORDINGS, only=[case_id])
    assert payload["run"]["replay"]["detector_hits"]["streams_missing"] == 0
    assert payload["run"]["replay"]["misses"] == 0, "a request has no recording: see evals/llm_recordings/README.md"
    case = payload["llm"]["cases"][0]
    assert case["engine"] == "llm+rules" and case["llm"]["calls"] >= 1
    first = next(c for c in json.loads((RESULTS / results_file).read_text())["llm"]["cases"] if c["id"] == case_id)
    assert _key(case) == _key(first)
