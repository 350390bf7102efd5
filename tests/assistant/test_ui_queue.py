"""Browser test of what the review queue adds to the page: the "Examiner bundle" button beside the exports, and the
queue answered in the chat ("show audits in review assigned to dana"). One small test; the rest is unit-tested."""

from __future__ import annotations

import io
import json
import re
import zipfile

import pytest

from tests.assistant.test_ui import (  # noqa: F401 - the fixtures are used by name
    SHOTS,
    _audit_two,
    context,
    server,
)
from tests.support.chat_server import send

pytestmark = pytest.mark.ui


def test_assign_list_the_queue_and_download_the_examiner_bundle(server, context):  # noqa: F811
    from playwright.sync_api import expect

    page = _audit_two(server, context)
    page.get_by_role("button", name="Accept F1").first.click()
    expect(page.get_by_test_id("review-F1").first).to_contain_text("accepted by analyst", timeout=15000)
    send(page, "assign this to Dana")
    expect(page.get_by_text(re.compile(r"assigned to Dana by analyst"))).to_be_visible(timeout=15000)
    send(page, "show audits in review assigned to dana")
    listing = page.get_by_text(re.compile(r"1 audit\(s\) in review, assigned to dana"))
    expect(listing).to_be_visible(timeout=15000)
    expect(page.get_by_text(re.compile(r"in review · Dana · \d+ (?:critical|high|medium)"))).to_be_visible()
    page.screenshot(path=str(SHOTS / "screenshot-queue.png"), clip={"x": 0, "y": 0, "width": 1200, "height": 420})

    page.get_by_role("button", name="Examiner bundle").first.click()
    link = page.get_by_role("link", name=re.compile(r"veristream-examiner-.*\.zip")).first
    expect(link).to_be_visible(timeout=20000)
    body = page.request.get(link.get_attribute("href")).body()
    with zipfile.ZipFile(io.BytesIO(body)) as zf:
        names = set(zf.namelist())
        history = json.loads(zf.read("review_history.json"))
        manifest = json.loads(zf.read("manifest.json"))
    assert {"transcript.json", "onscreen.txt", "report.json", "report.html", "manifest.json", "SHA256SUMS"} <= names
    assert [(r["finding_id"], r["decision"], r["reviewer"]) for r in history["finding_decisions"]] == [
        ("F1", "accepted", "analyst")
    ]
    assert history["disposition"] == {**history["disposition"], "status": "in_review", "assignee": "Dana"}
    assert manifest["hashes"]["transcript_sha256"] and manifest["bundled_by"] == "analyst"
