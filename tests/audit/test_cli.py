"""`veristream audit` / `verify-excerpt` on a caption file fixture."""

from __future__ import annotations

import json
from pathlib import Path

from veristream.cli import main

FIXTURE = str(Path(__file__).parent / "fixtures" / "pitch.vtt")
FINDING_KEYS = {"id", "category", "severity", "start", "end", "excerpt", "context", "citation", "citation_long",
                "regulator", "rule_title", "rule_text", "rationale", "applicability", "engine", "verified"}


def test_audit_json_shape(capsys, monkeypatch):
    monkeypatch.setenv("VERISTREAM_LLM", "none")
    assert main(["audit", FIXTURE, "--json"]) == 0
    lines = [ln for ln in capsys.readouterr().out.splitlines() if ln.strip()]
    assert len(lines) == 1
    rep = json.loads(lines[0])
    assert {"source", "metadata", "speaker", "findings", "suppressed", "run"} <= rep.keys()
    assert {"engine", "model", "corpus_hash", "transcript_hash", "started_at", "elapsed_s"} <= rep["run"].keys()
    assert rep["findings"] and rep["findings"][0].keys() >= FINDING_KEYS
    f = rep["findings"][0]
    assert f["citation"] == "FINRA 2210(d)(1)(B)" and f["verified"] is True
    assert f["excerpt"] == "This coin is guaranteed to 10x by next year." and (f["start"], f["end"]) == (1.0, 7.0)


def test_multiple_sources_one_failing(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("VERISTREAM_LLM", "none")
    code = main(["audit", FIXTURE, str(tmp_path / "missing.vtt"), FIXTURE, "--json", "--regulators", "FTC"])
    captured = capsys.readouterr()
    assert code == 1
    assert len([ln for ln in captured.out.splitlines() if ln.strip()]) == 2
    assert "missing.vtt" in captured.err


def test_out_file_and_formats(tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_LLM", "none")
    out = tmp_path / "r.csv"
    assert main(["audit", FIXTURE, "--format", "csv", "--out", str(out), "--speaker-role", "registered_rep"]) == 0
    assert out.read_text().startswith("source,id,category")


def test_verify_excerpt_cli(capsys):
    assert main(["verify-excerpt", FIXTURE, "coin is GUARANTEED to 10x", "--at", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] and data["matched_text"] == "coin is guaranteed to 10x" and data["start"] == 1.0
    assert main(["verify-excerpt", FIXTURE, "this coin will surely 10x"]) == 1
