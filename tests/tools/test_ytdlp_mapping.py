"""Pure parts of the yt-dlp source: error mapping and caption-track choice (recorded info dicts)."""

import pytest

from tools.transcribe.ytdlp_source import map_error, pick_captions
from veristream.errors import InputError, SourceUnavailableError

URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"


@pytest.mark.parametrize(
    "message, cls, needle",
    [
        ("ERROR: [youtube] dQw4w9WgXcQ: Private video. Sign in if you've been granted access to this video",
         SourceUnavailableError, "private"),
        ("ERROR: [youtube] dQw4w9WgXcQ: Video unavailable. This video has been removed by the uploader",
         SourceUnavailableError, "removed"),
        ("ERROR: [youtube] dQw4w9WgXcQ: Video unavailable. This video is no longer available because the YouTube "
         "account associated with this video has been terminated.", SourceUnavailableError, "removed"),
        ("ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm your age. This video may be inappropriate for some users.",
         SourceUnavailableError, "age-restricted"),
        ("ERROR: [youtube] dQw4w9WgXcQ: Join this channel to get access to members-only content like this video",
         SourceUnavailableError, "members"),
        ("ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm you’re not a bot.", SourceUnavailableError, "bot check"),
        ("ERROR: Unsupported URL: https://example.com/about", InputError, "not a video"),
        ("ERROR: [generic] Unable to download webpage: HTTP Error 404: Not Found", SourceUnavailableError, "not found"),
        ("ERROR: [generic] Unable to download webpage: <urlopen error timed out>", SourceUnavailableError, "in time"),
        ("ERROR: something new and strange", SourceUnavailableError, "something new and strange"),
    ],
)  # fmt: skip
def test_map_error(message, cls, needle):
    err = map_error(message, URL)
    assert type(err) is cls
    assert needle in str(err).lower()
    assert URL in str(err)
    assert err.hint


def _track(ext, lang="en"):
    return {"ext": ext, "url": f"https://www.youtube.com/api/timedtext?lang={lang}&fmt={ext}"}


def test_manual_subtitles_win_over_automatic_captions():
    info = {
        "subtitles": {"en-US": [_track("vtt"), _track("srv1")], "de": [_track("vtt", "de")]},
        "automatic_captions": {"en": [_track("json3"), _track("vtt")]},
    }
    kind, lang, entry = pick_captions(info)
    assert (kind, lang, entry["ext"]) == ("captions", "en-US", "vtt")


def test_automatic_english_captions_prefer_original_and_json3():
    info = {
        "subtitles": {"live_chat": [_track("json")], "fr": [_track("vtt", "fr")]},
        "automatic_captions": {
            "de": [_track("json3", "de")],
            "en": [_track("srv1"), _track("vtt"), _track("json3")],
            "en-orig": [_track("vtt"), _track("json3")],
        },
    }
    kind, lang, entry = pick_captions(info)
    assert (kind, lang, entry["ext"]) == ("auto_captions", "en-orig", "json3")


def test_no_english_captions():
    assert pick_captions({"subtitles": {"fr": [_track("vtt", "fr")]}, "automatic_captions": {}}) is None
    assert pick_captions({}) is None
