"""Model remediation (issue #11) on recorded answers of a strong model, through the real ChatOpenAI client.

One audit of a real caption file with three clear violations (a guaranteed return, a misleading comparison, a
missing member name; tests/fixtures/remediation_recordings/media/) runs with the rules judge (use_llm=False: the
sweep has its own recorded figure, evals/llm_recordings) and model remediation on, so its one model request is the
report stage's remediation request. Replay is exact: a changed remediation prompt, tool schema or finding fails here
with the request's key instead of passing on a stale answer.

The answers are written blind (evals/llm_recordings/README.md, "The brief the answering sessions read"): the
answering session sees only pending/<key>.md. Until they exist the test is skipped, with that reason.

The detector's hits are pinned (`detector-hits.json`, veristream/detector_pins.py; written in record mode, or with
VERISTREAM_PIN_DETECTOR=1, from the shipped model): the int8 scores differ slightly between CPUs with and without
AVX-512 VNNI (evals/llm_recordings/README.md), and a retrained detector gives other findings, either of which would
change the request. Every other stage runs for real, and a stream without pinned hits fails the test.

To (re-)record: `VERISTREAM_RECORD=1 .venv/bin/python -m pytest tests/llm/test_remediation_recorded.py` writes the
request to tests/fixtures/remediation_recordings/pending/<key>.json (+ .md); once answers/<key>.json is written,
`python -m veristream.cli llm import-answers tests/fixtures/remediation_recordings --by WHO` makes it a recording.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from audit.engine import audit_transcript
from audit.remediate import repeats_quote
from tools.transcribe import load_caption_file
from veristream.detector_pins import pin_requested, pinned_detector
from veristream.llm_replay import replaying

RECORDINGS = Path(__file__).resolve().parent.parent / "fixtures" / "remediation_recordings"
CAPTIONS = RECORDINGS / "media" / "income_fund.vtt"
PINS = RECORDINGS / "detector-hits.json"
RECORD = os.environ.get("VERISTREAM_RECORD") == "1"
PIN = pin_requested(RECORD)
RECORDED = (RECORDINGS / "recordings").is_dir() and any((RECORDINGS / "recordings").glob("*.json"))

pytestmark = pytest.mark.skipif(
    not RECORD and not RECORDED,
    reason="no recorded remediation answers yet: the request in tests/fixtures/remediation_recordings/pending/ "
           "awaits a blind answering session, then `veristream llm import-answers` (see this file's docstring)",
)


def test_recorded_remediation_is_the_models_and_grounded_in_each_findings_citation(monkeypatch):
    monkeypatch.delenv("VERISTREAM_LLM_REMEDIATION", raising=False)
    transcript = load_caption_file(CAPTIONS)
    with pinned_detector(PINS, record=PIN) as pinned, replaying(RECORDINGS, record=RECORD, model="recorded") as server:
        report = audit_transcript(transcript, speaker_role="registered_rep", use_llm=False, llm_remediation=True)
    assert PIN or not pinned.misses, "a stream without pinned detector hits: rerun with VERISTREAM_PIN_DETECTOR=1"
    if RECORD:
        pytest.skip(f"record mode: {len(set(server.recordings.misses))} request(s) written to pending/")
    assert not server.recordings.misses, (
        f"no recording for request(s) {sorted(set(server.recordings.misses))}: the remediation prompt, schema or the "
        "audit's findings changed; re-record (see this file's docstring)")
    assert len(report.findings) >= 2
    assert report.run.llm is not None and report.run.llm.remediation_calls == 1 and report.run.llm.tokens_in > 0
    for f in report.findings:
        fix = f.remediation
        assert fix is not None and fix.source == "model", (f.id, fix.fallback_reason if fix else None)
        assert fix.grounded_in == f.citation and f.citation_long in fix.steps[-1]
        assert fix.basis and fix.fallback_reason is None and len(fix.steps) >= 2
        assert not repeats_quote(fix.compliant_wording, f.excerpt)
    assert not any("guidance stands in" in n for n in report.run.notes)
