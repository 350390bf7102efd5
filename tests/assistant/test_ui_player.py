"""Issue #11 defect 7, in a real headless browser: the player stays in view and plays from a clicked timestamp, and a
caption file whose info.json names a YouTube video gets that video's embed. Nothing leaves 127.0.0.1: the context
aborts every other request, so the embed is checked by its element and src, never loaded."""

from __future__ import annotations

import json

import pytest

from tests.support.chat_server import chat_folders, local_context, open_chat, running_chat, send

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root, media = chat_folders(tmp_path_factory, "ui-player")
    (media / "yt.vtt").write_text(
        "WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nThis fund is guaranteed to double your money within a year, "
        "you cannot lose.\n"
    )
    (media / "yt.info.json").write_text(
        json.dumps(
            {
                "id": "dQw4w9WgXcQ",
                "title": "A YouTube talk",
                "webpage_url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                "extractor_key": "Youtube",
            }
        )
    )
    with running_chat(root, media) as chat:
        yield chat


@pytest.fixture
def context(browser):
    """A short window, so the chat scrolls the player out of view; every request off 127.0.0.1 is aborted."""
    outside: list[str] = []
    ctx = local_context(browser, {"width": 1100, "height": 700}, outside)
    ctx.outside = outside
    yield ctx
    ctx.close()


def test_a_clicked_timestamp_docks_the_player_in_view_and_plays(server, context):
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    send(page, "audit talk.webm")
    card = page.get_by_test_id("card-F1")
    expect(card).to_be_visible(timeout=180000)
    for text in ("list findings", "help"):  # more messages: the player scrolls up out of the window
        send(page, text)
    expect(page.get_by_text("Here is what I can do").first).to_be_visible(timeout=20000)
    player = page.get_by_test_id("video-player")
    video = page.get_by_test_id("player-video")
    ts = page.get_by_test_id("ts-F1")
    ts.scroll_into_view_if_needed()
    assert not _in_view(page, video), "the test needs the player scrolled out of view before the click"
    start = float(ts.get_attribute("data-start"))

    ts.click()
    expect(player).to_have_attribute("data-docked", "true")
    assert _in_view(page, video), "the docked player is in the window"
    page.wait_for_function(
        "() => { const v = document.querySelector('[data-testid=player-video]'); "
        "return v && !v.paused && v.currentTime > 0; }",
        timeout=15000,
    )
    now = video.evaluate("v => v.currentTime")
    assert start <= now < start + 10, (start, now)

    page.get_by_test_id("player-undock").click()
    expect(player).to_have_attribute("data-docked", "false")


def test_a_caption_file_with_youtube_metadata_gets_the_embed(server, context):
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    send(page, "audit yt.vtt")
    frame = page.get_by_test_id("player-youtube")
    expect(frame).to_be_attached(timeout=120000)
    src = frame.get_attribute("src")
    assert src.startswith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?"), src
    assert page.get_by_text("No video for this source").count() == 0
    assert all("127.0.0.1" not in u for u in context.outside)  # the embed was asked for, and aborted: no network


def _in_view(page, locator) -> bool:
    box = locator.bounding_box()
    vp = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= vp["height"]
