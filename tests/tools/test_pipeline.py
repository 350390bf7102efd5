"""transcribe() on local files: routing, limits, errors, cache, temp dirs, CLI. No model needed here."""

import json
import shutil
import threading
from pathlib import Path

import pytest

from tools.transcribe import pipeline, transcribe
from veristream import cli, config, scratch
from veristream.errors import InputError, SourceUnavailableError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "media"


@pytest.fixture
def video_with_sidecars(tmp_path, finfluencer_mp4):
    """A downloaded-with-yt-dlp layout: video + <stem>.en.vtt + <stem>.info.json."""
    video = tmp_path / "vid123.mp4"
    shutil.copy(finfluencer_mp4, video)
    shutil.copy(FIXTURES / "youtube_auto.en.vtt", tmp_path / "vid123.en.vtt")
    info = {
        "id": "vid123",
        "title": "This stock will double",
        "channel": "Moon Money",
        "description": "Sponsored by CoinX #ad. Affiliate link: https://example.com/?ref=moon",
        "duration": 14,
        "webpage_url": "https://www.youtube.com/watch?v=vid123vid12",
    }
    (tmp_path / "vid123.info.json").write_text(json.dumps(info), encoding="utf-8")
    return video


@pytest.fixture
def recorded_workdirs(monkeypatch):
    made: list[Path] = []
    real = scratch.tempfile.mkdtemp  # the pipeline makes its work folder with veristream.scratch

    def spy(*args, **kwargs):
        path = real(*args, **kwargs)
        made.append(Path(path))
        return path

    monkeypatch.setattr(scratch.tempfile, "mkdtemp", spy)
    return made


def test_local_video_uses_sidecar_captions_and_metadata_then_cache(video_with_sidecars, recorded_workdirs):
    events = []
    first = transcribe(str(video_with_sidecars), ocr=False, progress=lambda s, i: events.append((s, i)))
    assert first.transcript_source == "auto_captions"
    assert first.segments[1].text == "this stock is guaranteed to double"
    assert first.metadata.channel == "Moon Money" and "#ad" in first.metadata.description
    assert first.source.kind == "media_file" and first.source.path == str(video_with_sidecars)
    assert first.source.video_id == "vid123"  # the sidecar says it came from YouTube
    assert ("asr", {"status": "skipped", "reason": "captions found"}) in events
    assert events[-1][0] == "done" and events[-1][1]["cached"] is False

    events.clear()
    again = transcribe(str(video_with_sidecars), ocr=False, progress=lambda s, i: events.append((s, i)))
    assert events[-1][1]["cached"] is True
    assert again.segments == first.segments

    (video_with_sidecars.parent / "vid123.en.vtt").unlink()  # captions removed: the cached transcript is stale
    (video_with_sidecars.parent / "vid123.srt").write_text("1\n00:00:01,000 --> 00:00:02,000\nNew.\n", "utf-8")
    changed = transcribe(str(video_with_sidecars), ocr=False)
    assert [s.text for s in changed.segments] == ["New."]
    assert all(not d.exists() for d in recorded_workdirs)


def test_cache_can_be_turned_off_and_corrupt_entries_are_ignored(video_with_sidecars, monkeypatch):
    events = []
    transcribe(video_with_sidecars, ocr=False)  # a Path is accepted too
    for entry in (Path(pipeline.config.cache_dir()) / "transcripts").glob("*.json"):
        entry.write_text("{corrupt", encoding="utf-8")
    again = transcribe(str(video_with_sidecars), ocr=False, progress=lambda s, i: events.append((s, i)))
    assert events[-1][1]["cached"] is False and again.segments
    monkeypatch.setenv("VERISTREAM_TRANSCRIPT_CACHE", "0")
    events.clear()
    transcribe(str(video_with_sidecars), ocr=False, progress=lambda s, i: events.append((s, i)))
    assert events[-1][1]["cached"] is False


def test_no_captions_and_no_asr_is_an_error(finfluencer_mp4):
    with pytest.raises(InputError) as exc:
        transcribe(str(finfluencer_mp4), ocr=False, asr=False)
    assert "speech-to-text is disabled" in str(exc.value)
    assert "--no-asr" in exc.value.hint


def test_video_with_nothing_to_audit_is_an_error(silent_mp4):
    with pytest.raises(SourceUnavailableError, match="No speech and no on-screen text"):
        transcribe(str(silent_mp4), ocr=False)


def test_corrupt_media_file(tmp_path, recorded_workdirs):
    bad = tmp_path / "broken.mp4"
    bad.write_bytes(b"\x00\x00\x00\x18ftypmp42" + b"garbage" * 200)
    with pytest.raises(InputError, match="not a readable media file"):
        transcribe(str(bad), ocr=False)
    assert recorded_workdirs and all(not d.exists() for d in recorded_workdirs)


def test_failed_stage_is_reported_to_progress(tmp_path):
    bad = tmp_path / "broken.mp4"
    bad.write_bytes(b"not a video at all" * 50)
    events = []
    with pytest.raises(InputError):
        transcribe(str(bad), progress=lambda s, i: events.append((s, i)))
    stage, info = events[-1]
    assert info["status"] == "error" and "not a readable media file" in info["error"]


def test_unsupported_file_type(tmp_path):
    doc = tmp_path / "notes.docx"
    doc.write_text("hello", encoding="utf-8")
    with pytest.raises(InputError, match="not a readable media file"):
        transcribe(str(doc))


def test_missing_path_and_directory(tmp_path):
    with pytest.raises(InputError, match="No such file"):
        transcribe(str(tmp_path / "nope.mp4"))
    with pytest.raises(InputError, match="Not a file"):
        transcribe(str(tmp_path))


def test_duration_limit(finfluencer_mp4, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_DURATION_S", "5")
    with pytest.raises(SourceUnavailableError, match=r"00:14 long, over the 00:05 limit"):
        transcribe(str(finfluencer_mp4), ocr=False)


def test_file_size_limit(finfluencer_mp4, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_FILE_MB", "0.01")
    with pytest.raises(InputError, match="MB limit"):
        transcribe(str(finfluencer_mp4), ocr=False)


def test_two_runs_at_once_use_separate_temp_dirs(video_with_sidecars, tmp_path, recorded_workdirs):
    other_dir = tmp_path / "other"
    other_dir.mkdir()
    other = other_dir / "second.mp4"
    shutil.copy(video_with_sidecars, other)
    (other_dir / "second.srt").write_text("1\n00:00:01,000 --> 00:00:03,000\nA different video.\n", encoding="utf-8")
    results: dict[str, object] = {}

    def run(name, path):
        try:
            results[name] = transcribe(str(path), ocr=False)
        except Exception as exc:  # surfaced by the assertions below
            results[name] = exc

    threads = [
        threading.Thread(target=run, args=("a", video_with_sidecars)),
        threading.Thread(target=run, args=("b", other)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert results["a"].transcript_source == "auto_captions"
    assert [s.text for s in results["b"].segments] == ["A different video."]
    assert len(recorded_workdirs) == 2 and len(set(recorded_workdirs)) == 2
    assert all(not d.exists() for d in recorded_workdirs)


def test_cli_json_on_caption_file(tmp_path, capsys):
    src = tmp_path / "talk.srt"
    src.write_text("1\n00:00:01,000 --> 00:00:02,500\nThis stock is guaranteed.\n", encoding="utf-8")
    assert cli.main(["transcribe", str(src), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"source", "metadata", "transcript_source", "segments", "onscreen", "language"}
    assert set(data["metadata"]) == {"id", "title", "channel", "description", "duration", "webpage_url"}
    assert data["transcript_source"] == "file"
    assert data["segments"] == [{"start": 1.0, "end": 2.5, "text": "This stock is guaranteed.", "source": "file"}]


def test_cli_human_output_and_error_exit(tmp_path, capsys):
    src = tmp_path / "talk.srt"
    src.write_text("1\n00:01:01,000 --> 00:01:02,500\nBuy now.\n", encoding="utf-8")
    assert cli.main(["transcribe", str(src)]) == 0
    assert "[01:01-01:02] Buy now." in capsys.readouterr().out
    assert cli.main(["transcribe", str(tmp_path / "missing.vtt")]) != 0
    assert "No such file" in capsys.readouterr().err
    assert cli.main(["transcribe", "https://www.youtube.com/playlist?list=PL123"]) != 0
    assert "playlist" in capsys.readouterr().err


@pytest.mark.parametrize(
    "name, value", [("VERISTREAM_OCR_FPS", "fast"), ("VERISTREAM_OCR_FPS", "0"), ("VERISTREAM_ASR_BEAM", "x")]
)
def test_bad_settings_are_clear_errors(monkeypatch, name, value):
    from tools.transcribe import media

    monkeypatch.setenv(name, value)
    with pytest.raises(InputError, match=name):
        media.ocr_fps() if "OCR" in name else config.asr_beam()
