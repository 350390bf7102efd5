"""The transcript records which video bytes it came from and when it was read, so a report and an examiner
bundle can cite the SHA-256 of the audited video (issue #11, "Reports carry what a reviewer needs next")."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from tools.transcribe import load_caption_file, transcribe

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "media"


def test_a_local_video_records_its_sha256_and_a_cached_read_keeps_the_first_read_time(tmp_path, finfluencer_mp4):
    video = tmp_path / "vid123.mp4"
    shutil.copy(finfluencer_mp4, video)
    shutil.copy(FIXTURES / "youtube_auto.en.vtt", tmp_path / "vid123.en.vtt")
    first = transcribe(str(video), ocr=False)
    assert first.source.media_sha256 == hashlib.sha256(video.read_bytes()).hexdigest()
    assert first.source.accessed_at and first.source.accessed_at.endswith("+00:00")
    again = transcribe(str(video), ocr=False)  # from the transcript cache
    assert again.source.media_sha256 == first.source.media_sha256
    assert again.source.accessed_at == first.source.accessed_at


def test_a_caption_file_has_a_read_time_and_no_video_hash(tmp_path):
    vtt = tmp_path / "talk.vtt"
    shutil.copy(FIXTURES / "youtube_auto.en.vtt", vtt)
    t = load_caption_file(vtt)
    assert t.source.media_sha256 is None and t.source.accessed_at


def test_a_downloaded_video_records_the_hash_of_the_bytes_it_fetched(http_base, web_root):
    t = transcribe(f"{http_base}/clip.mp4", ocr=False, allow_local_urls=True)
    assert t.source.media_sha256 == hashlib.sha256((web_root / "clip.mp4").read_bytes()).hexdigest()
    captions_only = transcribe(f"{http_base}/page.html", ocr=False, allow_local_urls=True)
    assert captions_only.source.media_sha256 is None and captions_only.source.accessed_at  # nothing downloaded
