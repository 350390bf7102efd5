"""The yt-dlp path for real, against a local HTTP server on 127.0.0.1 (no internet)."""

import pytest

from tools.transcribe import transcribe
from veristream.errors import InputError, SourceUnavailableError


def test_page_with_video_and_track_gives_captions_and_og_metadata_without_download(http_base):
    events = []
    t = transcribe(
        f"{http_base}/page.html", ocr=False, allow_local_urls=True, progress=lambda s, i: events.append((s, i))
    )
    assert t.transcript_source == "captions"
    assert [s.text for s in t.segments] == [
        "Hey everyone, welcome back.",
        "This stock is guaranteed to double by next year.",
    ]
    assert t.metadata.title == "Double your money"
    assert "#ad" in t.metadata.description
    assert t.source.kind == "url" and t.source.url == f"{http_base}/page.html"
    assert ("download", {"status": "skipped", "reason": "captions found and OCR disabled"}) in events


def test_local_urls_are_refused_without_the_flag(http_base):
    with pytest.raises(InputError) as exc:
        transcribe(f"{http_base}/page.html", ocr=False)
    assert "local or private address" in str(exc.value)
    assert "--allow-local-urls" in exc.value.hint


def test_env_var_allows_local_urls(http_base, monkeypatch):
    monkeypatch.setenv("VERISTREAM_ALLOW_LOCAL_URLS", "1")
    assert transcribe(f"{http_base}/page.html", ocr=False).transcript_source == "captions"


def test_unreachable_caption_track_without_asr_is_reported(http_base):
    events = []
    with pytest.raises(SourceUnavailableError, match="not found"):
        transcribe(
            f"{http_base}/broken-track.html",
            asr=False,
            ocr=False,
            allow_local_urls=True,
            progress=lambda s, i: events.append((s, i)),
        )
    captions_end = [i for s, i in events if s == "captions" and i["status"] == "end"][0]
    assert "fetch_error" in captions_end and captions_end["found"] is False


def test_failed_download_with_captions_suggests_no_ocr(http_base, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_FILE_MB", "0.01")  # the video is too big to download for OCR
    with pytest.raises(SourceUnavailableError) as exc:
        transcribe(f"{http_base}/page.html", allow_local_urls=True)
    assert "captions were found" in str(exc.value) and "--no-ocr" in exc.value.hint


def test_404(http_base):
    with pytest.raises(SourceUnavailableError, match="not found"):
        transcribe(f"{http_base}/missing.mp4", allow_local_urls=True)


def test_html_page_without_video(http_base):
    with pytest.raises(InputError, match="not a video page"):
        transcribe(f"{http_base}/about.html", allow_local_urls=True)


def test_direct_media_url_without_captions_and_no_asr(http_base):
    with pytest.raises(InputError, match="no English captions and speech-to-text is disabled"):
        transcribe(f"{http_base}/clip.mp4", asr=False, ocr=False, allow_local_urls=True)


def test_duration_limit_enforced_when_metadata_has_no_duration(http_base, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_DURATION_S", "5")
    with pytest.raises(SourceUnavailableError, match=r"00:14 long, over the 00:05 limit"):
        transcribe(f"{http_base}/clip.mp4", ocr=False, allow_local_urls=True)


def test_download_size_limit(http_base, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_FILE_MB", "0.01")
    with pytest.raises(SourceUnavailableError, match="larger than"):
        transcribe(f"{http_base}/clip.mp4", ocr=False, allow_local_urls=True)


@pytest.mark.slow
def test_direct_media_url_downloads_and_runs_speech_to_text(http_base):
    t = transcribe(f"{http_base}/clip.mp4", ocr=False, allow_local_urls=True)
    assert t.transcript_source == "asr"
    text = " ".join(s.text for s in t.segments).lower()
    assert "guaranteed" in text and "sponsor" in text


@pytest.mark.slow
def test_unreachable_caption_track_falls_back_to_speech_to_text(http_base):
    t = transcribe(f"{http_base}/broken-track.html", ocr=False, allow_local_urls=True)
    assert t.transcript_source == "asr"
    assert "guaranteed" in " ".join(s.text for s in t.segments).lower()


@pytest.mark.slow
def test_page_with_ocr_downloads_video_and_reads_overlays(http_base):
    t = transcribe(f"{http_base}/page.html", allow_local_urls=True)
    assert t.transcript_source == "captions"
    assert [(s.start, s.end) for s in t.onscreen] == [(2.0, 4.0), (6.0, 8.0)]
