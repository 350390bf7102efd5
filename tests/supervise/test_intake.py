"""Intake: what a watch covers, deduplicated by video id and content hash; channels through a fake resolver."""

from __future__ import annotations

import pytest

from supervise import intake
from tests.supervise.fixtures import caption_files
from tools.transcribe.ytdlp_source import flatten_listing
from veristream.errors import InputError


def _channel(*entries):
    return lambda url: [dict(e) for e in entries]


def test_folder_dedupes_by_content_hash_and_keeps_a_videos_own_captions(tmp_path):
    files = caption_files(tmp_path / "m", 3)
    (tmp_path / "m" / "copy.vtt").write_bytes(files[0].read_bytes())  # same content, other name
    (tmp_path / "m" / "talk.mp4").write_bytes(b"\0" * 64)
    (tmp_path / "m" / "talk.en.vtt").write_text(files[1].read_text())  # the video's sidecar captions
    (tmp_path / "m" / "talk.info.json").write_text("{}")
    (tmp_path / "m" / "notes.pdf").write_text("x")
    items, _ = intake.resolve(str(tmp_path / "m"))
    kinds = sorted(i.kind for i in items)
    assert kinds == ["caption_file"] * 3 + ["media_file"]
    assert len({i.key for i in items}) == 4
    assert all(i.key.startswith("sha256:") for i in items)
    assert not any(i.input.endswith(("talk.en.vtt", "info.json", "notes.pdf")) for i in items)


def test_text_file_of_links_and_a_handle_dedupe_by_video_id(tmp_path):
    listing = tmp_path / "links.txt"
    listing.write_text(
        "# partners\nhttps://youtu.be/aaaaaaaaaaa\nhttps://www.youtube.com/watch?v=aaaaaaaaaaa\n@finfluencer\n"
    )
    resolver = _channel(
        {"id": "bbbbbbbbbbb", "ie_key": "Youtube", "title": "B", "upload_date": "20261120"},
        {"id": "aaaaaaaaaaa", "ie_key": "Youtube", "title": "A"},
    )
    items, _ = intake.resolve(str(listing), resolver=resolver)
    assert [i.key for i in items] == ["youtube:aaaaaaaaaaa", "youtube:bbbbbbbbbbb"]
    assert items[1].input == "https://www.youtube.com/watch?v=bbbbbbbbbbb"


def test_plain_text_transcript_is_a_file_not_a_link_list(tmp_path):
    t = tmp_path / "talk.txt"
    t.write_text("This stock is guaranteed to double.\n")
    items, _ = intake.resolve(str(t))
    assert [i.kind for i in items] == ["caption_file"]


def test_since_skips_older_videos_and_keeps_undated_ones():
    resolver = _channel(
        {"id": "old00000000", "ie_key": "Youtube", "upload_date": "20261001"},
        {"id": "new00000000", "ie_key": "Youtube", "timestamp": 1795000000},  # 2026-11-18
        {"id": "undated0000", "ie_key": "Youtube"},
    )
    items, notes = intake.resolve("https://www.youtube.com/@somebody/videos", "2026-11-01", resolver)
    assert [i.key for i in items] == ["youtube:new00000000", "youtube:undated0000"]
    assert any("before 2026-11-01" in n for n in notes) and any("without a publication date" in n for n in notes)


def test_channel_listing_follows_tabs_and_flattens_nested_playlists():
    calls = []

    def follow(url):
        calls.append(url)
        return [{"id": "shorts00001", "ie_key": "Youtube"}]

    info = {
        "_type": "playlist",
        "id": "UC1",
        "entries": [
            {"_type": "playlist", "id": "videos", "entries": [{"id": "vid00000001", "ie_key": "Youtube", "url": "x"}]},
            {"_type": "url", "ie_key": "YoutubeTab", "url": "https://www.youtube.com/@x/shorts"},
            None,
        ],
    }
    entries = flatten_listing(info, follow)
    assert [e["id"] for e in entries] == ["vid00000001", "shorts00001"]
    assert calls == ["https://www.youtube.com/@x/shorts"]


def test_bad_specs_fail_with_what_to_do(tmp_path):
    with pytest.raises(InputError, match="No such file"):
        intake.normalize_spec(str(tmp_path / "missing"))
    with pytest.raises(InputError, match="YYYY-MM-DD"):
        intake.parse_since("last week")
    assert intake.normalize_spec("@finfluencer") == "https://www.youtube.com/@finfluencer"
