import json
from pathlib import Path

import pytest

from tools.transcribe import load_caption_file, transcribe
from tools.transcribe.captions import (
    CaptionParseError,
    Cue,
    dedupe_rolling,
    parse_caption_text,
    parse_timestamp,
)
from veristream.errors import InputError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "media"


def texts(segments):
    return [s.text for s in segments]


@pytest.mark.parametrize(
    "value, seconds",
    [
        ("00:00:01,500", 1.5),
        ("00:00:01.500", 1.5),
        ("01:02:03.004", 3723.004),
        ("02:03.5", 123.5),
        ("1:02:03", 3723.0),
        ("00:00:01:500", 1.5),
        ("75.25", 75.25),
    ],
)
def test_parse_timestamp(value, seconds):
    assert parse_timestamp(value) == pytest.approx(seconds)


@pytest.mark.parametrize("value", ["", "ab:cd", "-00:01", "1:2:3:4:5"])
def test_parse_timestamp_rejects_garbage(value):
    with pytest.raises(CaptionParseError):
        parse_timestamp(value)


def test_youtube_rolling_auto_captions_are_deduped_into_clean_lines():
    text = (FIXTURES / "youtube_auto.en.vtt").read_text(encoding="utf-8")
    segments, _ = parse_caption_text("youtube_auto.en.vtt", text, "auto_captions")
    assert texts(segments) == [
        "hey everyone welcome back to the channel",
        "this stock is guaranteed to double",
        "by next year so buy it now",
        "to the moon",
        "I was paid by the sponsor",
        "to the moon",  # said again later: a real repeat, kept
    ]
    assert [(s.start, s.end) for s in segments[:3]] == [(0.0, 2.33), (2.34, 5.19), (5.2, 7.9)]
    assert all(s.source == "auto_captions" for s in segments)
    assert not any("<" in s.text for s in segments)


def test_dedupe_rolling_is_pure_and_uses_first_appearance():
    cues = [
        Cue(0.0, 2.0, ("", "buy<00:00:01.000><c> now</c>")),
        Cue(2.0, 2.01, ("buy now", "")),
        Cue(2.01, 4.0, ("buy now", "before<00:00:03.000><c> it</c><00:00:03.500><c> moons</c>")),
    ]
    assert dedupe_rolling(cues) == [(0.0, 2.0, "buy now"), (2.01, 4.0, "before it moons")]


def test_srt_with_bom_crlf_mixed_separators_missing_blank_lines_and_tags():
    srt = (
        "\ufeff1\r\n00:00:01,000 --> 00:00:02.500\r\n<i>This stock</i> is <b>guaranteed</b>\r\n"
        "2\r\n00:00:03,000 --> 00:00:04,000\r\n{\\an8}to double &amp; more\r\n\r\n"
        "3\r\n00:00:05,000 --> 00:00:06,000\r\n\r\n"
        "4\r\n00:00:06,000 --> 00:00:07,000\r\nLine one\r\nline two\r\n"
    )
    segments, _ = parse_caption_text("odd.srt", srt)
    assert texts(segments) == ["This stock is guaranteed", "to double & more", "Line one line two"]
    assert [(s.start, s.end) for s in segments] == [(1.0, 2.5), (3.0, 4.0), (6.0, 7.0)]
    assert {s.source for s in segments} == {"file"}


def test_overlapping_cues_are_kept_in_time_order():
    srt = (
        "1\n00:00:05,000 --> 00:00:08,000\nsecond speaker\n\n"
        "2\n00:00:01,000 --> 00:00:06,000\nfirst speaker talks over\n\n"
        "3\n00:00:05,000 --> 00:00:08,000\nsecond speaker\n"
    )
    segments, _ = parse_caption_text("overlap.srt", srt)
    assert texts(segments) == ["first speaker talks over", "second speaker"]
    assert segments[0].end > segments[1].start  # overlap preserved, exact duplicate merged


def test_plain_webvtt_with_header_note_and_settings():
    vtt = (
        "WEBVTT - my captions\n\nNOTE written by hand\n\nSTYLE\n::cue { color: red }\n\n"
        "intro\n00:01.000 --> 00:03.000 line:90%\n<v Host>Not financial advice.\n\n"
        "00:03.000 --> 00:04.000\n\n"
        "00:04.000 --> 00:06.000\nUse code MOON50\n"
    )
    segments, _ = parse_caption_text("a.vtt", vtt)
    assert texts(segments) == ["Not financial advice.", "Use code MOON50"]
    assert segments[0].start == 1.0 and segments[1].end == 6.0


def test_json3():
    data = {
        "events": [
            {"tStartMs": 0, "dDurationMs": 1500, "segs": [{"utf8": "this stock"}, {"utf8": " will"}]},
            {"tStartMs": 1500, "dDurationMs": 10, "aAppend": 1, "segs": [{"utf8": "\n"}]},
            {"tStartMs": 1600, "dDurationMs": 2000, "segs": [{"utf8": "double"}]},
            {"tStartMs": 4000, "dDurationMs": 500},
        ]
    }
    segments, _ = parse_caption_text("x.json3", json.dumps(data), "auto_captions")
    assert [(s.start, s.end, s.text) for s in segments] == [(0.0, 1.5, "this stock will"), (1.6, 3.6, "double")]


def test_whisper_json_and_bare_list():
    data = {
        "segments": [{"start": 0.0, "end": 2.5, "text": " Guaranteed returns."}, {"start": 3, "end": 4, "text": ""}]
    }
    segments, _ = parse_caption_text("w.json", json.dumps(data))
    assert [(s.start, s.end, s.text) for s in segments] == [(0.0, 2.5, "Guaranteed returns.")]
    segments, _ = parse_caption_text("w.json", json.dumps(data["segments"]))
    assert len(segments) == 1


@pytest.mark.parametrize(
    "text, expected",
    [
        ("[00:00:00.000 --> 00:00:02.160]   Welcome back.\n[00:00:02.160 --> 00:00:05.000]   Buy now.\n",
         [(0.0, 2.16, "Welcome back."), (2.16, 5.0, "Buy now.")]),
        ("[00:05] This stock\n[00:09] will double.\ncontinued line\n",
         [(5.0, 9.0, "This stock"), (9.0, 10.6, "will double. continued line")]),
        ("0:01:02 - hello there\n", [(62.0, 63.0, "hello there")]),
    ],
)  # fmt: skip
def test_timestamped_text(text, expected):
    segments, _ = parse_caption_text("t.txt", text)
    assert [(s.start, s.end, s.text) for s in segments] == expected


def test_untimed_text_gets_estimated_sequential_times():
    segments, _ = parse_caption_text("t.txt", "This stock will double. I own it!\nBuy now.")
    assert texts(segments) == ["This stock will double.", "I own it!", "Buy now."]
    assert segments[0].start == 0.0
    assert all(a.end <= b.start for a, b in zip(segments, segments[1:], strict=False))


@pytest.mark.parametrize(
    "name, content, needle",
    [
        ("bad.json", "{not json", "invalid json"),
        ("bad.json", json.dumps({"foo": 1}), "segments"),
        ("bad.json", json.dumps({"segments": [{"start": 0, "text": "x"}]}), "start/end/text"),
        ("bad.json", json.dumps({"segments": [{"start": "soon", "end": 1, "text": "x"}]}), "bad time"),
        ("bad.srt", "just some words\nwithout any timing\n", "timing"),
        ("bad.vtt", "00:00:01.000 --> 00:00:02.000\nno header\n", "webvtt"),
    ],
)
def test_malformed_files_raise_input_error_naming_the_file(tmp_path, name, content, needle):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as exc:
        load_caption_file(path)
    assert name in str(exc.value)
    assert needle in str(exc.value).lower()
    assert exc.value.hint


def test_empty_caption_file_is_an_error_not_an_empty_transcript(tmp_path):
    path = tmp_path / "empty.vtt"
    path.write_text("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n", encoding="utf-8")
    with pytest.raises(InputError, match="no caption text"):
        load_caption_file(path)


def test_binary_file_with_caption_extension(tmp_path):
    path = tmp_path / "x.srt"
    path.write_bytes(b"\x00\x01\x02\xff\xfe" * 100)
    with pytest.raises(InputError):
        load_caption_file(path)


def test_missing_file():
    with pytest.raises(InputError, match="No such file"):
        load_caption_file("/nonexistent/captions.vtt")


def test_caption_file_uses_info_json_sidecar(tmp_path):
    (tmp_path / "abc123.en.vtt").write_text(
        (FIXTURES / "youtube_auto.en.vtt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    info = {
        "id": "abc123",
        "title": "Stock to 10x",
        "uploader": "Finfluencer",
        "description": "Paid partnership. #ad affiliate link: https://example.com/?ref=me",
        "duration": 15,
        "webpage_url": "https://www.youtube.com/watch?v=abc123abc12",
    }
    (tmp_path / "abc123.info.json").write_text(json.dumps(info), encoding="utf-8")
    transcript = load_caption_file(tmp_path / "abc123.en.vtt")
    assert transcript.metadata.title == "Stock to 10x"
    assert transcript.metadata.channel == "Finfluencer"
    assert "#ad" in transcript.metadata.description
    assert transcript.metadata.duration == 15.0
    assert transcript.source.kind == "caption_file"
    assert transcript.transcript_source == "file"
    assert len(transcript.segments) == 6


def test_transcribe_json_output_reads_back(tmp_path):
    src = tmp_path / "a.srt"
    src.write_text("1\n00:00:01,000 --> 00:00:02,000\nHello\n", encoding="utf-8")
    first = transcribe(str(src))
    saved = tmp_path / "saved.json"
    data = first.model_dump(mode="json")
    data["onscreen"] = [{"start": 1.0, "end": 3.0, "text": "Not financial advice"}]
    saved.write_text(json.dumps(data), encoding="utf-8")
    again = load_caption_file(saved)
    assert again.segments == first.segments
    assert again.onscreen[0].text == "Not financial advice"


def test_transcribe_caption_file_reports_progress(tmp_path):
    src = tmp_path / "a.srt"
    src.write_text("1\n00:00:01,000 --> 00:00:02,000\nHello\n", encoding="utf-8")
    events = []
    transcript = transcribe(str(src), progress=lambda stage, info: events.append((stage, info["status"])))
    assert transcript.segments[0].text == "Hello"
    assert ("resolve", "start") in events and ("captions", "end") in events
    assert events[-1] == ("done", "end")
    assert ("asr", "skipped") in events


def test_srt_embedded_in_markdown_fence():
    md = "---\ntitle: Episode 1\n---\n```text\n1\n00:00:00,000 --> 00:00:06,000\nHey stackers.\n\n2\n00:00:06,000 --> 00:00:09,000\nNot financial advice.\n```\n"
    segments, _ = parse_caption_text("episode.md", md)
    assert texts(segments) == ["Hey stackers.", "Not financial advice."]


ROLLING_TWO_LINE = [  # issue #11 defect 9: each cue repeats the previous cue's last line on top
    ("00:00:01.000", "00:00:03.000", "this stock is guaranteed"),
    ("00:00:03.000", "00:00:05.000", "this stock is guaranteed\nto double by next year"),
    ("00:00:05.000", "00:00:07.000", "to double by next year\nso buy it now"),
]


@pytest.mark.parametrize("fmt", ["vtt", "srt"])
def test_rolling_two_line_captions_are_not_word_doubled(fmt):
    """Issue #11 defect 9: the non-YouTube rolling form came out word-doubled."""
    if fmt == "vtt":
        text = "WEBVTT\n\n" + "\n\n".join(f"{a} --> {b}\n{t}" for a, b, t in ROLLING_TWO_LINE) + "\n"
    else:
        text = "\n\n".join(f"{i}\n{a.replace('.', ',')} --> {b.replace('.', ',')}\n{t}"
                           for i, (a, b, t) in enumerate(ROLLING_TWO_LINE, 1)) + "\n"
    segments, _ = parse_caption_text(f"talk.{fmt}", text, "file")
    assert texts(segments) == ["this stock is guaranteed", "to double by next year", "so buy it now"]
    assert [s.start for s in segments] == [1.0, 3.0, 5.0]
    assert " ".join(texts(segments)) == "this stock is guaranteed to double by next year so buy it now"


def test_two_line_captions_that_do_not_roll_keep_both_lines():
    text = ("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nthis stock is guaranteed\nto double\n\n"
            "00:00:03.000 --> 00:00:05.000\nby next year\nso buy it now\n")
    segments, _ = parse_caption_text("talk.vtt", text, "file")
    assert texts(segments) == ["this stock is guaranteed to double", "by next year so buy it now"]
