"""What the app hands the VideoPlayer element for each kind of source (YouTube can only be checked as props here)."""


import pytest

from assistant.store import StoredAudit
from tests.assistant.fakes import FakeEngine, transcript
from tests.support.chainlit_import import imported_in_temp_app_root
from veristream.models import SourceInfo


@pytest.fixture(scope="module")
def app():
    """Import the Chainlit app with its app root in a temp dir: importing chainlit writes .chainlit/ and .files/."""
    with imported_in_temp_app_root("assistant.app") as module:
        yield module


def stored(source: SourceInfo, media_path=None) -> StoredAudit:
    t = transcript()
    report = FakeEngine().audit_transcript(t).model_copy(update={"source": source})
    return StoredAudit("a1", "t1", source.input, report, t, media_path, "now")


def test_youtube_gets_an_embed_with_markers(app):
    p = app.player_props(stored(SourceInfo(kind="youtube", input="https://youtu.be/abcdefghijk", video_id="abcdefghijk")))
    assert p["kind"] == "youtube" and p["video_id"] == "abcdefghijk"
    assert [m["id"] for m in p["markers"]] == ["F1", "F2"] and p["markers"][0]["t"] == 4.0


def test_local_file_is_served_by_audit_id_and_caption_only_has_no_video(app):
    p = app.player_props(stored(SourceInfo(kind="media_file", input="v.webm", path="/m/v.webm"), media_path="/m/v.webm"))
    assert p["kind"] == "file" and p["src"] == app.MEDIA_ROUTE.format(audit_id="a1")
    assert app.player_props(stored(SourceInfo(kind="caption_file", input="t.vtt")))["kind"] == "none"
    p = app.player_props(stored(SourceInfo(kind="url", input="https://x.test/v.mp4", url="https://x.test/v.mp4")))
    assert p["kind"] == "url" and p["src"] == "https://x.test/v.mp4"


def test_decisions_are_recorded_under_the_threads_user_or_the_configured_local_reviewer(app, monkeypatch, tmp_path):
    """Issue #11 (reviewer identity): every decision was recorded as "analyst". Now the thread's owner, the
    logged-in user, is the reviewer; a thread with no login user falls back to VERISTREAM_REVIEWER."""
    from assistant.store import Store

    monkeypatch.setattr(app, "_store", Store(tmp_path / "assistant.sqlite"))
    monkeypatch.setenv("VERISTREAM_REVIEWER", "local-reviewer")
    assert app.store().claim_thread("t-dana", "dana") == "dana"
    assert app.store().claim_thread("t-dana", "erin") == "dana"  # a thread id alone does not hand it over
    assert app.toolbox("t-dana").reviewer == "dana"
    assert app.toolbox("t-unclaimed").reviewer == "local-reviewer"


def test_a_caption_file_whose_info_json_names_a_youtube_video_gets_its_embed(app, tmp_path):
    """Issue #11 defect 7: `talk.vtt` + `talk.info.json` (webpage_url on YouTube) said "No video for this source"."""
    import json

    from tools.transcribe.pipeline import load_caption_file

    (tmp_path / "talk.vtt").write_text("WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nThis fund is guaranteed to double.\n")
    (tmp_path / "talk.info.json").write_text(json.dumps(
        {"id": "dQw4w9WgXcQ", "title": "Talk", "webpage_url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"}))
    t = load_caption_file(tmp_path / "talk.vtt")
    report = FakeEngine().report(t)
    p = app.player_props(StoredAudit("a1", "t1", str(tmp_path / "talk.vtt"), report, t, None, "now"))
    assert p["kind"] == "youtube" and p["video_id"] == "dQw4w9WgXcQ"


def test_only_a_real_youtube_url_and_id_make_an_embed(app):
    def props(url, vid="dQw4w9WgXcQ"):
        r = FakeEngine().report(transcript()).model_copy(update={"source": SourceInfo(kind="caption_file", input="t.vtt")})
        r.metadata = r.metadata.model_copy(update={"webpage_url": url, "id": vid})
        return app.player_props(StoredAudit("a1", "t1", "t.vtt", r, None, None, "now"))

    assert props("https://youtu.be/dQw4w9WgXcQ")["video_id"] == "dQw4w9WgXcQ"
    assert props("https://evil.test/watch?v=dQw4w9WgXcQ")["kind"] == "none"  # not YouTube
    assert props("https://www.youtube.com/watch?v=x%22onload", vid='x"><script>')["kind"] == "none"  # not an id
