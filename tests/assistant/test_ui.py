"""Real headless-browser tests of `veristream chat` on the embedded default (no LLM, no network).

The server (tests/support/chat_server.py) has a private VERISTREAM_HOME and a media folder holding a generated
caption file and a tiny webm beside it.
"""

from __future__ import annotations

import csv
import io
import os
import re
import shutil
import signal
from pathlib import Path

import pytest

from tests.support.chat_server import (
    VTT,
    Server,
    chat_folders,
    local_context,
    make_media,
    open_chat,
    require_tools,
    running_chat,
    send,
)

pytestmark = pytest.mark.ui

REPO = Path(__file__).resolve().parents[2]
# Screenshots go to a temp folder so a test run leaves the checkout clean; set VERISTREAM_UPDATE_SCREENSHOTS=1 to
# refresh the ones committed in docs/.
SHOTS = REPO / "docs" if os.environ.get("VERISTREAM_UPDATE_SCREENSHOTS") == "1" else Path(os.environ.get("TMPDIR", "/tmp"))


def _write_two_statements(server) -> None:
    """Two separate violating statements, so tests of per-finding review actions have an F1 and an F2 (talk.vtt's
    second line discloses its payment first, which the trained detector reads as cured)."""
    (server["media"] / "two.vtt").write_text(
        "WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nWelcome back, today we talk about my favourite fund.\n\n"
        "00:00:04.000 --> 00:00:08.000\nThis fund is guaranteed to double your money within a year, you cannot lose.\n\n"
        "00:00:08.000 --> 00:00:12.000\nAnd this stock is going to triple by next summer, mark my words, buy it now.\n")


def _audit_two(server, context):
    """A new thread with two.vtt audited: the page, once its F1 and F2 cards are shown."""
    from playwright.sync_api import expect

    _write_two_statements(server)
    page = open_chat(context, server["url"])
    send(page, "audit two.vtt")
    expect(page.get_by_test_id("card-F2")).to_be_visible(timeout=120000)
    return page


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root, media = chat_folders(tmp_path_factory, "ui")
    # local URLs: the URL audit fetches from a 127.0.0.1 server; no transcript cache: every audit of the same video
    # (by path, by URL, uploaded) really runs speech-to-text and OCR
    with running_chat(root, media, extra_env={"VERISTREAM_ALLOW_LOCAL_URLS": "1",
                                                       "VERISTREAM_TRANSCRIPT_CACHE": "0"}) as chat:
        yield chat


@pytest.fixture
def context(browser):
    ctx = local_context(browser, {"width": 1200, "height": 2600})  # tall: the chat scrolls inside
    yield ctx
    ctx.close()


def test_audit_seek_rule_accept_export_and_resume(server, context):
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    send(page, "audit talk.webm")
    expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=180000)  # OCR on a loaded 2-core box

    # a step per stage, with the stage names the analyst sees
    for stage in ("Resolve source", "Captions", "Screening", "Rule retrieval", "Judging", "Verification", "Report"):
        expect(page.locator(f'[id="step-{stage}"]').first).to_be_attached()
    expect(page.get_by_text(re.compile(r"Audited \*?\*?talk|Audited talk"))).to_be_visible()

    # the finding card: severity, verbatim quote, citation; its timestamp seeks the player
    ts = page.get_by_test_id("ts-F2") if page.get_by_test_id("card-F2").count() else page.get_by_test_id("ts-F1")
    start = float(ts.get_attribute("data-start"))
    video = page.get_by_test_id("player-video")
    expect(video).to_be_visible()
    ts.click()
    expect(page.get_by_test_id("player-state")).to_contain_text("jumped to")
    current = video.evaluate("v => v.currentTime")
    assert start - 0.05 <= current < start + 5, (current, start)  # it plays from there (issue #11 defect 7)
    page.screenshot(path=str(SHOTS / "screenshot-audit.png"))

    # a timestamp link in the chat text seeks the player too
    link_ts = page.locator('a[href*="#seek-"]').first
    want = float(link_ts.get_attribute("href").rsplit("-", 1)[1])
    link_ts.click()
    expect(page.get_by_test_id("player-state")).to_contain_text(f"jumped to {int(want) // 60}:{int(want) % 60:02d}")
    assert want - 0.05 <= video.evaluate("v => v.currentTime") < want + 5

    # the citation opens the rule text
    cite = page.get_by_test_id("cite-F1")
    citation = cite.inner_text().strip()
    cite.click()
    expect(page.get_by_text(re.compile(re.escape(citation) + r" — ")).first).to_be_visible(timeout=15000)

    # accept F1: the card shows the decision
    page.get_by_role("button", name="Accept F1").click()
    expect(page.get_by_test_id("review-F1")).to_contain_text("accepted by analyst", timeout=15000)

    # reject F2 with a comment (asked for by the app), and re-check F1 against the FTC rules only
    if page.get_by_test_id("card-F2").count():
        page.get_by_role("button", name="Reject F2").click()
        expect(page.get_by_test_id("review-F2")).to_contain_text("rejected by analyst", timeout=15000)
        send(page, "reject 2 because disclosed in the description")
        expect(page.get_by_test_id("review-F2")).to_contain_text("rejected by analyst", timeout=15000)
        expect(page.get_by_test_id("card-F2")).to_contain_text("disclosed in the description")
    page.get_by_role("button", name="Re-check F1").click()
    page.get_by_role("button", name="FTC", exact=True).click()
    expect(page.get_by_text("Re-checked F1 under FTC", exact=False)).to_be_visible(timeout=20000)

    # export CSV: the file element's link serves the rows, with the review decision
    page.get_by_role("button", name="Export CSV").first.click()
    link = page.get_by_role("link", name=re.compile(r"veristream-audit-.*\.csv")).first
    expect(link).to_be_visible(timeout=15000)
    body = page.request.get(link.get_attribute("href")).text()
    rows = list(csv.reader(io.StringIO(body)))
    assert len(rows) >= 2
    f1 = [r for r in rows[1:] if "F1" in r]
    assert f1 and any("accepted" in cell for cell in f1[0]), rows
    page.screenshot(path=str(SHOTS / "screenshot-review.png"))

    # a reload replays the thread from Chainlit's data layer, with its audit and review
    page.reload()
    expect(page.get_by_test_id("review-F1")).to_contain_text("accepted", timeout=30000)


def test_refuses_paths_outside_the_media_folder_and_explains_unknown_requests(server, context):
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    send(page, "audit /etc/hostname")
    expect(page.get_by_text(re.compile("outside the media folder"))).to_be_visible(timeout=20000)
    send(page, "sing me a song")
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_be_visible(timeout=20000)
    send(page, "resume nosuchthread")
    expect(page.get_by_text(re.compile(r"No thread .?nosuchthread"))).to_be_visible(timeout=20000)

    # a reload shows this thread again, conversation included; Chainlit's "New chat" starts a fresh one
    old = page.get_by_test_id("thread-id").locator("code").first.inner_text()
    page.reload()
    expect(page.get_by_test_id("thread-id")).to_contain_text(old, timeout=30000)
    expect(page.get_by_text(re.compile("outside the media folder"))).to_be_visible()
    page.locator("#new-chat-button").click()
    expect(page.get_by_test_id("thread-id")).not_to_contain_text(old, timeout=30000)


def test_uploaded_caption_file_is_audited(server, context, tmp_path):
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    upload = tmp_path / "dropped talk.vtt"
    upload.write_text(VTT)
    page.locator('input[type="file"]').first.set_input_files(str(upload))
    send(page, "audit this")
    expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
    expect(page.get_by_text("No video for this source")).to_be_visible()


def test_thread_and_review_survive_a_server_restart(tmp_path, browser):
    require_tools()
    from playwright.sync_api import expect

    make_media(tmp_path / "media")
    ctx = local_context(browser, {"width": 1200, "height": 2000})
    first = Server(tmp_path, tmp_path / "media", "first")
    try:
        page = open_chat(ctx, first.url)
        thread = page.get_by_test_id("thread-id").locator("code").first.inner_text()
        send(page, "audit talk.vtt")
        expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
        send(page, "accept finding 1")
        expect(page.get_by_test_id("review-F1")).to_contain_text("accepted", timeout=15000)
        expect(page).to_have_url(re.compile(rf"/thread/{thread}$"))
        page.close()
    finally:
        first.stop()
    second = Server(tmp_path, tmp_path / "media", "second")  # a new process on the same VERISTREAM_HOME
    try:
        # the login cookie is signed with the key kept in VERISTREAM_HOME, and cookies ignore the port
        page = open_chat(ctx, f"{second.url}/thread/{thread}")
        expect(page.get_by_test_id("thread-id")).to_contain_text(thread)
        expect(page.get_by_test_id("review-F1")).to_contain_text("accepted by analyst", timeout=15000)
        expect(page.get_by_text("accept finding 1", exact=True)).to_be_visible()  # the conversation, replayed
        send(page, "show findings")
        expect(page.get_by_text("accepted by analyst", exact=False).last).to_be_visible(timeout=15000)
        page.get_by_role("button", name="Undo F1").click()  # a replayed card's buttons still update it
        expect(page.get_by_test_id("review-F1")).to_have_count(0, timeout=15000)
    finally:
        ctx.close()
        second.stop()


def test_llm_agent_path_in_the_browser_with_a_local_openai_stub(tmp_path, context):
    """With an LLM configured (here a local stub), the agent calls audit_video and its answer is post-checked."""
    require_tools()
    from playwright.sync_api import expect

    from tests.support.openai_stub import OpenAIStub, content, error, tool_call

    answer = ('F1 at 0:04: "This fund is guaranteed to double your money within a year" breaks '
              "FINRA 2210(d)(1)(B); it may also break FINRA 2210(d)(1)(F).")

    def script(req):
        names = {t["function"]["name"] for t in req.get("tools", [])}
        if "audit_video" in names:  # the chat agent
            ran = any(m.get("role") == "tool" for m in req["messages"])
            return content(answer) if ran else tool_call("audit_video", {"source": "talk.vtt"})
        return error(500, "the audit's LLM judge is not scripted here")  # the engine falls back to its rules

    make_media(tmp_path / "media")
    with OpenAIStub() as stub:
        stub.push(*[script] * 20)
        srv = Server(tmp_path, tmp_path / "media", "llm", llm_base_url=stub.base_url)
        try:
            page = open_chat(context, srv.url)
            expect(page.locator(".watermark").first).to_contain_text("Answering: stub-model on an OpenAI-compatible")
            send(page, "please audit talk.vtt for me")
            expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
            expect(page.locator('[id="step-audit_video"]').first).to_be_attached()
            expect(page.get_by_text(re.compile(r"breaks FINRA 2210\(d\)\(1\)\(B\)"))).to_be_visible(timeout=20000)
            expect(page.get_by_text(re.compile(r"also break \[citation removed\]"))).to_be_visible()
        finally:
            srv.stop()
        agent_calls = [r for r in stub.requests if any(t["function"]["name"] == "audit_video"
                                                       for t in r.get("tools", []))]
        assert len(agent_calls) == 2


# ------------------------------------------------------------------ issue #11: real media, re-check, exports, footer

SPOKEN_OVERLAYS = [("Paid partnership with CoinX", 2, 4, 40), ("Guaranteed 10x returns", 9, 12, 36)]


@pytest.fixture(scope="module")
def spoken_video(server) -> Path:
    """14 s: espeak-ng speech (tests/tools/media_factory.SCRIPT) and drawtext overlays, and NO caption file beside
    it, so the audit needs speech-to-text and OCR side by side (the path that failed in the chat, issue #11)."""
    from tests.tools import media_factory as mf

    if mf.missing_tools() or not mf.font_available():
        pytest.fail("espeak-ng, ffmpeg and fonts-dejavu-core are needed: scripts/install.sh installs them")
    work = server["root"] / "gen"
    work.mkdir(exist_ok=True)
    wav = mf.speech_wav(mf.SCRIPT, work / "speech.wav")
    video = mf.video(server["media"] / "promo.mp4", 14,
                     [mf.Overlay(t, a, b, size=size) for t, a, b, size in SPOKEN_OVERLAYS], audio=wav)
    assert not list(server["media"].glob("promo.*vtt")) and not list(server["media"].glob("promo.*srt"))
    return video


@pytest.fixture(scope="module")
def video_url(spoken_video, tmp_path_factory):
    """The same video served by a threaded HTTP server on 127.0.0.1 started here (the chat allows local URLs)."""
    import functools
    import http.server
    import threading

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format, *args):  # stdlib signature
            pass

    www = tmp_path_factory.mktemp("www")
    shutil.copy(spoken_video, www / "clip.mp4")
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(www)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/clip.mp4"
    httpd.shutdown()
    httpd.server_close()


def _expect_spoken_video_audited(page, title: str) -> None:
    """Cards for the spoken claim and the on-screen overlay, every transcription stage ran, and no error."""
    from playwright.sync_api import expect

    expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=300000)  # ASR + OCR on a loaded 2-core box
    expect(page.get_by_text(re.compile(rf"Audited \*?\*?{re.escape(title)}"))).to_be_visible()
    for stage in ("Speech-to-text", "On-screen text"):
        expect(page.locator(f'[id="step-{stage}"]').first).to_be_attached()
    quotes = " | ".join(q.inner_text() for q in page.locator('[data-testid^="quote-F"]').all())
    assert "Guaranteed 10x returns" in quotes, quotes  # read by OCR from the overlay
    # heard by speech-to-text: Whisper tiny's reading of espeak varies ("guaranteed to double" can come out as
    # "guaranteed to normal"), so the check is the stored transcript, not a particular finding
    send(page, 'verify "welcome back to the channel"')
    expect(page.get_by_text(re.compile(r"✅ Verified at .*\(speech\)"))).to_be_visible(timeout=20000)
    body = page.locator("body").inner_text()
    assert "⚠️" not in body and "OCR failed" not in body and "--no-" not in body, body[-2000:]


def test_plain_video_without_captions_is_audited(server, context, spoken_video):
    """Issue #11 defect 1: "audit clip.mp4" failed with "Called get_config outside of a runnable context"."""
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    send(page, "audit promo.mp4")
    _expect_spoken_video_audited(page, "promo")
    expect(page.get_by_test_id("player-video")).to_be_visible()


def test_video_by_url_from_a_local_server_is_audited(server, context, video_url):
    page = open_chat(context, server["url"])
    send(page, f"audit {video_url}")
    _expect_spoken_video_audited(page, "clip")


def test_uploaded_video_file_is_audited(server, context, spoken_video, tmp_path):
    page = open_chat(context, server["url"])
    upload = tmp_path / "dropped promo.mp4"
    shutil.copy(spoken_video, upload)
    page.locator('input[type="file"]').first.set_input_files(str(upload))
    send(page, "audit this")
    _expect_spoken_video_audited(page, "dropped_promo")


# One caption cue holds two guaranteed-returns statements (F1, F2): a re-check of F2 answered with F1's words.
SHARED_CUE_VTT = """WEBVTT

00:00:00.500 --> 00:00:10.000
I was paid by the platform for this video. This fund is guaranteed to double your money within a year. Honestly, you cannot lose with this stock, it is risk free. Use my referral code to get a bonus.

00:00:10.000 --> 00:00:16.000
My clients made 40 percent last year, and this stock is guaranteed to go up.
"""
F1_WORDS, F2_WORDS = "This fund is guaranteed to double your money", "Honestly, you cannot lose with this stock"


def test_recheck_shows_the_findings_own_words(server, context):
    """Issue #11 defect 2, through the button and the typed follow-up: "Re-check F2" showed another finding's words."""
    from playwright.sync_api import expect

    (server["media"] / "shared.vtt").write_text(SHARED_CUE_VTT)
    page = open_chat(context, server["url"])
    send(page, "audit shared.vtt")
    expect(page.get_by_test_id("card-F2")).to_be_visible(timeout=120000)
    expect(page.get_by_test_id("quote-F1")).to_contain_text(F1_WORDS)
    expect(page.get_by_test_id("quote-F2")).to_contain_text(F2_WORDS)
    f1_shown = page.get_by_text(F1_WORDS).count()

    page.get_by_role("button", name="Re-check F2").click()
    page.get_by_role("button", name="FTC", exact=True).click()
    expect(page.get_by_text("Re-checked F2 under FTC", exact=False)).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("quote-F2")).to_have_count(2, timeout=15000)  # the card and the re-check's card
    expect(page.get_by_test_id("quote-F2").last).to_contain_text(F2_WORDS)

    send(page, "recheck 2 with FINRA")
    expect(page.get_by_text("Re-checked F2 under FINRA", exact=False)).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("quote-F2")).to_have_count(3, timeout=15000)
    expect(page.get_by_test_id("quote-F2").last).to_contain_text(F2_WORDS)
    assert page.get_by_text(F1_WORDS).count() == f1_shown  # F1's words were not shown as F2's


def test_json_export_has_the_review_decisions(server, context):
    """Issue #11 defect 5: the chat said "with 2 review decision(s)" but the JSON file had none."""
    import json

    from playwright.sync_api import expect

    page = _audit_two(server, context)
    page.get_by_role("button", name="Accept F1").first.click()
    expect(page.get_by_test_id("review-F1").first).to_contain_text("accepted by analyst", timeout=15000)
    send(page, "reject 2 because the risk is disclosed on screen")
    expect(page.get_by_test_id("review-F2").first).to_contain_text("rejected by analyst", timeout=15000)
    page.get_by_role("button", name="Export JSON").first.click()
    expect(page.get_by_text(re.compile(r"with 2 review decision\(s\)"))).to_be_visible(timeout=15000)
    link = page.get_by_role("link", name=re.compile(r"veristream-audit-.*\.json")).first
    expect(link).to_be_visible(timeout=15000)
    data = json.loads(page.request.get(link.get_attribute("href")).text())
    by_id = {f["id"]: f for f in data["findings"]}
    assert by_id["F1"].get("review", {}).get("decision") == "accepted", by_id["F1"]
    assert by_id["F1"]["review"]["reviewer"] == "analyst"
    assert by_id["F2"]["review"]["comment"] == "the risk is disclosed on screen"
    assert sorted((r["finding_id"], r["decision"]) for r in data["reviews"]) == [("F1", "accepted"), ("F2", "rejected")]


def test_a_clean_result_says_what_was_checked(server, context):
    """Issue #11 defect 6: "No violations found." read as a clearance, against the report's own caveat."""
    from playwright.sync_api import expect

    (server["media"] / "weather.vtt").write_text(
        "WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nWelcome back to the channel.\n\n"
        "00:00:04.000 --> 00:00:08.000\nToday we look at the weather in Lisbon this week.\n")
    page = open_chat(context, server["url"])
    send(page, "audit weather.vtt")
    expect(page.get_by_text(re.compile(r"Audited \*?\*?weather"))).to_be_visible(timeout=120000)
    reply = page.get_by_text(re.compile(r"not a clearance\. Checked: the FTC, SEC and FINRA rules; speaker role: "))
    expect(reply).to_be_visible()
    expect(reply).to_contain_text("violation categories: Guaranteed or promissory returns;")
    expect(reply).to_contain_text("found 52-64% of the labelled violations")
    expect(page.get_by_text("No violations found", exact=False)).to_have_count(0)


def test_the_footer_names_the_engine(server, context):
    """Issue #11 defect 11: the footer said "LLMs can make mistakes" with no model configured."""
    from playwright.sync_api import expect

    page = open_chat(context, server["url"])
    footer = page.locator(".watermark").first
    expect(footer).to_contain_text("offline rules engine and intent router", timeout=15000)
    expect(footer).not_to_contain_text("LLMs can make mistakes")


def test_speaker_role_stays_with_its_video_and_a_reaudit_keeps_the_decisions(server, context):
    """Issue #11 defect 3: after "the speaker is a registered rep, audit again" the next uploaded video was a rep's
    too, and the re-audit dropped the review decisions."""
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    page.get_by_role("button", name="Accept F1").first.click()
    expect(page.get_by_test_id("review-F1").first).to_contain_text("accepted by analyst", timeout=15000)

    send(page, "the speaker is a registered rep, audit again")
    expect(page.get_by_text(re.compile(r"Carried over 1 review decision\(s\) from the previous audit"))).to_be_visible(
        timeout=120000)
    expect(page.get_by_text(re.compile(r"Needs review: F2"))).to_be_visible()
    expect(page.get_by_test_id("card-F1")).to_have_count(2, timeout=15000)  # the first audit's card and the new one
    expect(page.get_by_test_id("review-F1").last).to_contain_text("accepted by analyst")
    expect(page.get_by_text("Speaker treated as a registered representative", exact=False)).to_have_count(1)

    upload = server["root"] / "next video.vtt"
    upload.write_text(VTT)
    page.locator('input[type="file"]').first.set_input_files(str(upload))
    send(page, "audit this")
    reply = page.get_by_text(re.compile(r"Audited \*?\*?next_video"))
    expect(reply).to_be_visible(timeout=120000)
    expect(reply).not_to_contain_text("registered representative")
    expect(page.get_by_text("Speaker treated as a registered representative", exact=False)).to_have_count(1)


ROLLING_VTT = """WEBVTT

00:00:01.000 --> 00:00:03.000
this stock is guaranteed

00:00:03.000 --> 00:00:05.000
this stock is guaranteed
to double by next year

00:00:05.000 --> 00:00:07.000
to double by next year
so buy it now
"""


def test_rolling_two_line_captions_are_read_once(server, context):
    """Issue #11 defect 9: each cue repeated the previous cue's last line and the transcript came out word-doubled."""
    from playwright.sync_api import expect

    (server["media"] / "rolling.vtt").write_text(ROLLING_VTT)
    page = open_chat(context, server["url"])
    send(page, "audit rolling.vtt")
    expect(page.get_by_text(re.compile(r"Audited \*?\*?rolling"))).to_be_visible(timeout=120000)
    send(page, 'verify "this stock is guaranteed to double by next year so buy it now"')
    expect(page.get_by_text(re.compile(r"✅ Verified at .*this stock is guaranteed to double by next year so buy it now")))\
        .to_be_visible(timeout=20000)
    send(page, 'verify "guaranteed this stock is guaranteed"')
    expect(page.get_by_text(re.compile(r"❌ Not in the transcript: .guaranteed this stock is guaranteed"))).to_be_visible(
        timeout=20000)
    quotes = " | ".join(q.inner_text() for q in page.locator('[data-testid^="quote-F"]').all())
    assert "guaranteed this stock" not in quotes and "year to double by next" not in quotes, quotes


def test_reject_takes_its_reason_in_the_same_click_and_escalate_and_undo_are_rows(server, context):
    """Issue #11 defect 10 (Reject recorded a bare rejection and asked for the reason afterwards) and item 5 (the
    card's accept / reject / escalate / undo, each a new row of the history the export shows)."""
    import json

    from playwright.sync_api import expect

    page = _audit_two(server, context)
    page.get_by_test_id("reason-F2").fill("disclosed in the description")
    page.get_by_role("button", name="Reject F2").click()
    expect(page.get_by_test_id("review-F2")).to_contain_text("rejected by analyst", timeout=15000)
    expect(page.get_by_test_id("card-F2")).to_contain_text("Reviewer: disclosed in the description")
    expect(page.get_by_text(re.compile(r"F2 \*?\*?rejected\*?\*? by analyst at .*disclosed in the description"))) \
        .to_be_visible()
    expect(page.get_by_test_id("reason-F2")).to_have_value("")

    page.get_by_role("button", name="Escalate F1").click()
    expect(page.get_by_test_id("review-F1")).to_contain_text("escalated by analyst", timeout=15000)
    page.get_by_role("button", name="Undo F1").click()
    expect(page.get_by_text("F1: undid the escalation", exact=False)).to_be_visible(timeout=15000)
    expect(page.get_by_test_id("review-F1")).to_have_count(0, timeout=15000)

    page.get_by_role("button", name="Export JSON").first.click()
    link = page.get_by_role("link", name=re.compile(r"veristream-audit-.*\.json")).first
    expect(link).to_be_visible(timeout=15000)
    data = json.loads(page.request.get(link.get_attribute("href")).text())
    assert [(r["finding_id"], r["decision"]) for r in data["reviews"]] == [
        ("F2", "rejected"), ("F1", "escalated"), ("F1", "undone")], data["reviews"]
    assert data["reviews"][0]["comment"] == "disclosed in the description"
    by_id = {f["id"]: f for f in data["findings"]}
    assert by_id["F1"]["review"] is None and by_id["F2"]["review"]["decision"] == "rejected"


def test_a_message_typed_before_the_session_is_ready_is_answered(server, context):
    """Issue #11 defect 8: a message sent as soon as the page showed (before the welcome) was lost: the submit
    button is disabled then, and Enter cleared the text. It is queued now, and reaches the session's thread. (This
    one was intermittent, about one run in six: the tests below pin down each way it was lost.)"""
    from playwright.sync_api import expect

    def type_at_once(text, path=""):
        page = context.new_page()
        page.goto(server["url"] + path)
        expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
        page.locator("#chat-input").fill(text)  # at once, without waiting for the welcome
        page.locator("#chat-input").press("Enter")
        return page

    page = type_at_once("help")
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("queued-note")).to_have_count(0)
    page.close()

    # a resumed thread's start renders its audit first, which leaves longer to type; the message must reach it
    first = open_chat(context, server["url"])
    send(first, "audit talk.vtt")
    expect(first.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
    thread = first.get_by_test_id("thread-id").locator("code").first.inner_text()
    first.close()
    page = type_at_once("list findings", f"/thread/{thread}")
    expect(page.get_by_text(re.compile(r"^\d+ finding\(s\):"))).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("thread-id")).to_contain_text(thread)
    expect(page.get_by_text("There is no audit in this thread yet", exact=False)).to_have_count(0)


def test_a_message_typed_before_the_session_starts_and_sent_after_is_answered(server, context):
    """Issue #11 defect 8, made deterministic: Chainlit mounts a new, empty composer when the session starts, which
    wiped text typed before it, so an Enter pressed just after found nothing to send (the intermittent loss of the
    test above: the start landed between its fill and its Enter). The session is held back here until the text is
    typed; the text must survive the start and be answered, and the composer must be empty after sending."""
    from playwright.sync_api import expect

    page = context.new_page()
    held: list = []

    def hold(route):  # the socket's first (polling) request waits until released below
        held.append(route)

    page.route("**/ws/socket.io/**", hold)
    page.goto(server["url"])
    expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
    page.locator("#chat-input").fill("help")
    for _ in range(200):  # route handlers run while Playwright is called
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the page never opened its socket"
    expect(page.get_by_test_id("thread-id")).to_have_count(0)  # the session has not started yet
    for route in held:
        route.continue_()
    page.unroute("**/ws/socket.io/**")
    expect(page.get_by_test_id("thread-id")).to_be_visible(timeout=30000)  # it has started now
    expect(page.locator("#chat-input")).to_have_value("help")  # what was typed is still there
    page.locator("#chat-input").press("Enter")
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_be_visible(timeout=30000)
    expect(page.locator("#chat-input")).to_have_value("")  # and it is not put back once sent
    page.wait_for_timeout(1000)  # nor a moment later (the composer may mount again after the first message)
    expect(page.locator("#chat-input")).to_have_value("")
    page.close()


def test_a_message_typed_before_a_thread_is_replayed_stays_with_its_answer(server, context):
    """Issue #11 defect 8, the resumed thread of the first test above made deterministic: Chainlit enables the
    composer while it resumes a thread, then replaces the page's messages with the replayed thread, which took a
    message sent in between away with its answer. Here the replay is held back until the message is sent."""
    from playwright.sync_api import expect

    first = open_chat(context, server["url"])
    send(first, "help")
    expect(first.get_by_text("Here is what I can do:", exact=False)).to_have_count(1, timeout=30000)
    thread = first.get_by_test_id("thread-id").locator("code").first.inner_text()
    first.close()

    page = context.new_page()
    held: list = []
    state: dict = {"hold": True, "ws": None}

    def socket(ws):
        state["ws"] = ws
        server_side = ws.connect_to_server()

        def to_page(frame):  # from the replayed thread on, the server's frames wait while held
            if state["hold"] and (held or '"resume_thread"' in str(frame)):
                held.append(frame)
            else:
                ws.send(frame)

        server_side.on_message(to_page)

    page.route_web_socket("**/ws/socket.io/**", socket)
    page.goto(f"{server['url']}/thread/{thread}")
    expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
    for _ in range(200):  # route handlers run while Playwright is called
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the replayed thread did not come over the websocket: the hold was not exercised"
    page.locator("#chat-input").fill("help")
    page.locator("#chat-input").press("Enter")
    page.wait_for_timeout(1000)  # time for a message sent now to reach the server and be answered
    state["hold"] = False
    for frame in held:
        state["ws"].send(frame)
    # the replayed answer and the new one (shown under its question: without it in the page, it is not shown)
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_have_count(2, timeout=30000)
    expect(page.locator("#chat-input")).to_have_value("")
    page.close()


def test_a_message_typed_before_a_reload_is_sent_after_it(server, context):
    """Issue #11 defect 8: on a browser's first visit Chainlit shows the composer and then reloads the page through
    /login (its header login), so a message typed in that moment went with the page; another cause of the test
    above failing one run in six. Here the session is held back, the message queued, and the page reloaded: the
    reloaded page must still send it, once."""
    from playwright.sync_api import expect

    page = context.new_page()
    page.route("**/ws/socket.io/**", lambda route: None)  # held: the session cannot start on this page
    page.goto(server["url"])
    expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
    page.locator("#chat-input").fill("help")
    page.locator("#chat-input").press("Enter")
    expect(page.get_by_test_id("queued-note")).to_be_visible()
    page.unroute("**/ws/socket.io/**")  # the held request goes with the page
    page.reload()
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("queued-note")).to_have_count(0)
    expect(page.locator("#chat-input")).to_have_value("")
    expect(page).to_have_url(re.compile(r"/thread/"), timeout=15000)  # the thread now has its message
    page.reload()  # sent once: not again after another reload
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_have_count(1, timeout=30000)
    page.wait_for_timeout(1500)
    expect(page.get_by_text("Here is what I can do:", exact=False)).to_have_count(1)
    expect(page.locator("#chat-input")).to_have_value("")
    page.close()


def test_a_message_typed_before_the_page_script_loads_is_answered(server, context):
    """Issue #11 defect 8: public/queue-input.js arrives 2 s late. The message typed and sent at once must still be
    answered, however late the script is: the page must not take a keystroke the script cannot see. (It is loaded
    `defer` before Chainlit's module bundle, which the browser runs after it, so the composer waits for it.)"""
    import http.server
    import threading
    import time
    import urllib.request

    from playwright.sync_api import expect

    class Late(http.server.BaseHTTPRequestHandler):
        """Relays a request to the chat server 2 s late."""

        def do_GET(self):
            time.sleep(2)
            with urllib.request.urlopen(server["url"] + self.path, timeout=10) as r:
                body, kind = r.read(), r.headers.get("Content-Type", "text/javascript")
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Late)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    late = f"http://127.0.0.1:{httpd.server_address[1]}"
    try:
        page = context.new_page()
        asked: list[str] = []

        def delay(route):  # a page route runs before the context's; a redirect, so no Playwright call waits 2 s
            asked.append(route.request.url)
            route.fulfill(status=307, headers={"Location": late + "/public/queue-input.js"})

        page.route("**/public/queue-input.js", delay)
        page.goto(server["url"])
        expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
        page.locator("#chat-input").fill("help")  # at once, without waiting for the welcome
        page.locator("#chat-input").press("Enter")
        expect(page.get_by_text("Here is what I can do:", exact=False)).to_be_visible(timeout=30000)
        expect(page.get_by_test_id("queued-note")).to_have_count(0)
        assert asked, "the page did not ask for public/queue-input.js: the delay was not exercised"
        page.close()
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_the_router_understands_everyday_phrasings_and_asks_when_unsure(server, context):
    """Issue #11, the router: "what's wrong with the third one", "escalate 2", "undo ..." dumped the help text."""
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    send(page, "escalate 2")
    expect(page.get_by_test_id("review-F2")).to_contain_text("escalated by analyst", timeout=15000)
    send(page, "undo the escalation of 2")
    expect(page.get_by_text("F2: undid the escalation", exact=False)).to_be_visible(timeout=15000)
    expect(page.get_by_test_id("review-F2")).to_have_count(0, timeout=15000)
    send(page, "can you tell me why the second one was flagged")
    expect(page.get_by_text(re.compile(r"F2 · [A-Z]+ · ")).first).to_be_visible(timeout=20000)  # the explanation
    send(page, "that video report thing")
    expect(page.get_by_text(re.compile(r"Did you mean to audit a video .*, or to export the report"))).to_be_visible(
        timeout=20000)
    assert "Here is what I can do" not in page.locator("body").inner_text()


# ------------------------------------------------------------------ issue #11 defect 4, issue #12 item 13


def test_reload_shows_the_conversation_the_sidebar_lists_it_and_audits_can_be_reopened(server, context):
    """Issue #11 defect 4: a reload kept only "44 earlier message(s)…" and the last audit; "list audits" and "go back
    to the first audit" were not understood. Chainlit's data layer now keeps the messages and the cards."""
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    thread = page.get_by_test_id("thread-id").locator("code").first.inner_text()
    send(page, "audit talk.vtt")
    expect(page.get_by_text(re.compile(r"Audited \*?\*?talk"))).to_be_visible(timeout=120000)
    send(page, "list audits")
    expect(page.get_by_text(re.compile(r"2 audit\(s\) in this thread"))).to_be_visible(timeout=20000)
    expect(page.get_by_text(re.compile(r"^two — 2 finding\(s\), "))).to_be_visible()
    expect(page.get_by_text(re.compile(r"talk — \d+ finding\(s\), .*← current"))).to_be_visible()
    send(page, "go back to the first audit")
    expect(page.get_by_text(re.compile(r"Opened audit 1 of 2\. Audited \*?\*?two"))).to_be_visible(timeout=20000)
    send(page, "list findings")  # follow-ups now talk about the first audit (two statements)
    expect(page.get_by_text(re.compile(r"^2 finding\(s\):"))).to_be_visible(timeout=20000)

    page.reload()
    expect(page).to_have_url(re.compile(rf"/thread/{thread}$"))
    for text in ("audit two.vtt", "audit talk.vtt", "list audits", "go back to the first audit"):  # what was typed
        expect(page.get_by_text(text, exact=True).first).to_be_visible(timeout=30000)
    expect(page.get_by_text(re.compile(r"Opened audit 1 of 2"))).to_be_visible()
    expect(page.get_by_test_id("card-F2").first).to_be_visible()  # the cards are replayed too
    assert page.get_by_test_id("card-F1").count() >= 3  # two.vtt's, talk.vtt's and two.vtt's again
    expect(page.locator(f'a[href$="/thread/{thread}"]').first).to_be_visible()  # the sidebar lists the thread
    page.get_by_role("button", name="Accept F2").last.click()  # a replayed card's review bar still works
    expect(page.get_by_test_id("review-F2").first).to_contain_text("accepted by analyst", timeout=15000)
    send(page, "open audit 3")
    expect(page.get_by_text(re.compile(r"There is no audit 3 in this thread"))).to_be_visible(timeout=20000)


def test_an_audit_cut_off_by_a_restart_is_marked_interrupted_and_can_be_run_again(tmp_path, browser):
    """Issue #12 item 13: an in-flight chat audit was lost without a word on restart, and the page showed the
    previous audit as current."""
    require_tools()
    import functools
    import http.server
    import threading

    from playwright.sync_api import expect

    from tests.tools import media_factory as mf

    if mf.missing_tools() or not mf.font_available():
        pytest.fail("espeak-ng, ffmpeg and fonts-dejavu-core are needed: scripts/install.sh installs them")
    wav = mf.speech_wav("This fund is guaranteed to double your money.", tmp_path / "speech.wav")
    clip = mf.video(tmp_path / "clip.mp4", 4, [mf.Overlay("Guaranteed 10x returns", 0, 4, size=40)], audio=wav)
    release = threading.Event()  # until set, the video drips one byte a second and never ends
    asked = threading.Event()

    class Slow(http.server.BaseHTTPRequestHandler):
        def log_message(self, format, *args):  # stdlib signature
            pass

        def do_GET(self):  # stdlib naming
            body = clip.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "video/mp4")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if release.is_set():
                self.wfile.write(body)
                return
            asked.set()
            for byte in body:
                if release.wait(1):
                    return
                self.wfile.write(bytes([byte]))

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Slow))
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/slow-clip.mp4"
    make_media(tmp_path / "media")
    env = {"VERISTREAM_ALLOW_LOCAL_URLS": "1", "VERISTREAM_TRANSCRIPT_CACHE": "0"}
    ctx = local_context(browser, {"width": 1200, "height": 2000})
    first = Server(tmp_path, tmp_path / "media", "first", extra_env=env)
    try:
        page = open_chat(ctx, first.url)
        thread = page.get_by_test_id("thread-id").locator("code").first.inner_text()
        send(page, "audit talk.vtt")
        expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
        send(page, f"audit {url}")
        assert asked.wait(120), "the second audit never fetched its captions"
        os.killpg(first.proc.pid, signal.SIGKILL)  # the server dies in the middle of the audit
        first.proc.wait(timeout=20)
        page.close()
    finally:
        first.stop()
    release.set()
    second = Server(tmp_path, tmp_path / "media", "second", extra_env=env)
    try:
        page = open_chat(ctx, f"{second.url}/thread/{thread}")
        notice = page.get_by_text(re.compile(r"The audit of .*slow-clip\.mp4.* was interrupted"))
        expect(notice).to_be_visible(timeout=30000)
        expect(notice).to_contain_text("The findings shown above are from the earlier audit of talk, not this video.")
        page.get_by_role("button", name="Run it again").click()
        expect(page.get_by_text(re.compile(r"Audited \*?\*?slow-clip"))).to_be_visible(timeout=300000)
        page.reload()  # once it has run again, the offer is gone
        expect(page.get_by_text(re.compile(r"Audited \*?\*?slow-clip"))).to_be_visible(timeout=30000)
        expect(page.get_by_role("button", name="Run it again")).to_have_count(0)
    finally:
        ctx.close()
        second.stop()
        httpd.shutdown()
        httpd.server_close()


# ------------------------------------------------------------------ issue #10 item 7, issue #11 (buttons after reload)


def _export_json(page, button) -> dict:
    """Click an export button and read the JSON report it offers (the newest file link of the page)."""
    import json

    from playwright.sync_api import expect

    links = page.get_by_role("link", name=re.compile(r"veristream-audit-.*\.json"))
    before = links.count()
    button.click()
    expect(links).to_have_count(before + 1, timeout=20000)
    return json.loads(page.request.get(links.last.get_attribute("href")).text())


def test_the_card_shows_what_to_change_and_a_compliant_wording(server, context):
    """Issue #10 item 7: every export carried each finding's remediation steps and suggested wording, but the chat's
    finding card did not show them."""
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    report = _export_json(page, page.get_by_role("button", name="Export JSON").first)
    assert report["findings"], report
    for f in report["findings"]:
        remedy = f["remediation"]
        box = page.get_by_test_id(f"remediation-{f['id']}")
        expect(box).to_be_visible()
        for step in remedy["steps"]:
            expect(box).to_contain_text(step)
        expect(page.get_by_test_id(f"wording-{f['id']}")).to_contain_text(remedy["compliant_wording"])
        expect(page.get_by_test_id(f"card-{f['id']}")).to_contain_text("Suggested wording")
        assert remedy["source"] == "taxonomy"  # no model here: the card says where the advice came from
        expect(page.get_by_test_id(f"remediation-source-{f['id']}")).to_contain_text("the category's guidance")


def test_message_buttons_survive_a_reload_and_act_on_their_own_audit(server, context):
    """Issue #11: Chainlit's data layer keeps messages and cards but not the buttons sent with a message, so after a
    reload the export buttons and the re-check's regulator choice were gone. The cards' review buttons must still
    record each decision for their own finding of their own audit."""
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    send(page, "audit talk.vtt")
    expect(page.get_by_text(re.compile(r"Audited \*?\*?talk"))).to_be_visible(timeout=120000)
    expect(page.get_by_role("button", name="Export JSON")).to_have_count(2, timeout=20000)
    page.get_by_role("button", name="Re-check F2").first.click()  # two.vtt's F2: the regulator choice
    expect(page.get_by_role("button", name="FTC", exact=True)).to_be_visible(timeout=20000)

    page.reload()
    expect(page.get_by_test_id("card-F2").first).to_be_visible(timeout=30000)
    exports = page.get_by_role("button", name="Export JSON")
    expect(exports).to_have_count(2, timeout=20000)  # one per audit, on their own messages
    expect(page.get_by_role("button", name="Examiner bundle")).to_have_count(2)
    expect(page.get_by_role("button", name="FTC", exact=True)).to_have_count(1)

    # the replayed cards: two.vtt's F2 rejected with a reason, talk.vtt's F1 (the last card F1) accepted
    page.get_by_test_id("reason-F2").first.fill("disclosed after the reload")
    page.get_by_role("button", name="Reject F2").first.click()
    expect(page.get_by_test_id("review-F2").first).to_contain_text("rejected by analyst", timeout=15000)
    page.get_by_role("button", name="Accept F1").last.click()
    expect(page.get_by_test_id("review-F1").last).to_contain_text("accepted by analyst", timeout=15000)
    expect(page.get_by_test_id("review-F1")).to_have_count(1)  # two.vtt's F1 is untouched

    # the restored export buttons export their own audit, with the decisions made on its cards only
    first, second = _export_json(page, exports.first), _export_json(page, exports.last)
    def source(report):
        return report["source"].get("path") or report["source"]["input"]

    assert source(first).endswith("two.vtt") and source(second).endswith("talk.vtt"), (source(first), source(second))
    assert [(r["finding_id"], r["decision"], r["comment"]) for r in first["reviews"]] == [
        ("F2", "rejected", "disclosed after the reload")], first["reviews"]
    assert [(r["finding_id"], r["decision"]) for r in second["reviews"]] == [("F1", "accepted")], second["reviews"]

    page.get_by_role("button", name="FTC", exact=True).click()  # the restored regulator choice re-checks two's F2
    expect(page.get_by_text("Re-checked F2 under FTC", exact=False)).to_be_visible(timeout=20000)
