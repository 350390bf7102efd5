"""Issue #12 items 9, 11 and 15: bad or hostile input gets a clear refusal, never a traceback or a silent pass."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tools.transcribe import load_caption_file
from tools.verify_excerpt import verify_excerpt
from veristream import config
from veristream.cli import main
from veristream.errors import InputError

VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThis stock is guaranteed to double by next year.\n"


@pytest.fixture
def vtt(tmp_path: Path) -> Path:
    path = tmp_path / "talk.en.vtt"
    path.write_text(VTT, encoding="utf-8")
    return path


# ------------------------------------------------------------------ item 9: --out


def test_out_over_the_input_is_refused_and_the_input_kept(vtt: Path, capsys) -> None:
    assert main(["audit", str(vtt), "--no-llm", "--no-ocr", "--out", str(vtt)]) == 2
    assert "over the input" in capsys.readouterr().err
    assert vtt.read_text(encoding="utf-8") == VTT


def test_out_over_the_input_through_another_spelling_is_refused(vtt: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(vtt.parent)
    assert main(["audit", "talk.en.vtt", "--no-llm", "--out", f"../{vtt.parent.name}/talk.en.vtt"]) == 2
    assert vtt.read_text(encoding="utf-8") == VTT


def test_out_naming_a_directory_writes_inside_it(vtt: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")
    folder = tmp_path / "reports"
    folder.mkdir()
    assert main(["audit", str(vtt), "--no-llm", "--json", "--out", str(folder)]) == 0
    report = json.loads((folder / "veristream-report.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert report["findings"]


# ------------------------------------------------------------------ item 11: non-finite times


@pytest.mark.parametrize("flags", [["--at", "nan"], ["--at", "inf"], ["--at", "2", "--tolerance", "inf"]])
def test_verify_excerpt_refuses_non_finite_times(vtt: Path, flags: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["verify-excerpt", str(vtt), "guaranteed to double", *flags])
    assert exc.value.code == 2
    assert "finite" in capsys.readouterr().err


@pytest.mark.parametrize("at, tolerance", [(float("nan"), 5.0), (2.0, float("inf")), (2.0, float("nan"))])
def test_verify_excerpt_tool_refuses_non_finite_times(vtt: Path, at: float, tolerance: float) -> None:
    transcript = load_caption_file(vtt)
    with pytest.raises(InputError, match="finite"):
        verify_excerpt(transcript, "guaranteed to double", at=at, tolerance_s=tolerance)


@pytest.mark.parametrize(
    "content",
    [
        '{"segments": [{"start": NaN, "end": 2, "text": "guaranteed returns"}]}',
        '{"segments": [{"start": 1, "end": Infinity, "text": "guaranteed returns"}]}',
        '{"segments": [{"start": 1, "end": 1e400, "text": "guaranteed returns"}]}',
        '{"events": [{"tStartMs": 1e400, "dDurationMs": 10, "segs": [{"utf8": "guaranteed"}]}]}',
        "[00:00:01 --> nan] guaranteed returns\n",
    ],
)
def test_caption_files_with_non_finite_times_are_refused(tmp_path: Path, content: str) -> None:
    path = tmp_path / ("captions.json" if content.startswith("{") else "captions.txt")
    path.write_text(content, encoding="utf-8")
    try:
        transcript = load_caption_file(path)
    except InputError:
        return
    times = [t for s in transcript.segments for t in (s.start, s.end)]
    assert all(math.isfinite(t) for t in times), times


# ------------------------------------------------------------------ item 15: messages, not tracebacks


def test_deeply_nested_json_caption_is_a_message(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    with pytest.raises(InputError, match="nested too deeply|Malformed"):
        load_caption_file(path)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_caption_file_is_decoded(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "talk.vtt"
    path.write_bytes(VTT.encode(encoding))
    transcript = load_caption_file(path)
    assert transcript.segments[0].text == "This stock is guaranteed to double by next year."


@pytest.mark.parametrize(
    "name, reader",
    [
        ("VERISTREAM_MAX_FILE_MB", config.max_file_mb),
        ("VERISTREAM_LLM_TIMEOUT_S", config.llm_settings),
        ("VERISTREAM_NETWORK_TIMEOUT_S", config.network_timeout_s),
        ("VERISTREAM_MAX_DURATION_S", config.max_duration_s),
    ],
)
@pytest.mark.parametrize("value", ["abc", "nan", "-5"])
def test_non_numeric_settings_are_input_errors(monkeypatch, name: str, reader, value: str) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(InputError, match=name):
        reader()


def test_non_numeric_setting_gives_a_cli_message(vtt: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("VERISTREAM_MAX_FILE_MB", "lots")
    assert main(["audit", str(vtt), "--no-llm"]) != 0
    assert "VERISTREAM_MAX_FILE_MB" in capsys.readouterr().err


def test_rule_with_trailing_garbage_is_refused(capsys) -> None:
    assert main(["rule", "FINRA 2210(d)(1)(B) garbage (Z)"]) == 2
    assert "Not a rule citation" in capsys.readouterr().err


def test_rule_inside_a_sentence_still_works(capsys) -> None:
    assert main(["rule", "full text of 2210(d)(1)(B)", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["citation"] == "FINRA 2210(d)(1)(B)"
