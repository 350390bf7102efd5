"""Report rendering: CSV rows with review columns, standalone HTML with video links, Markdown."""

from __future__ import annotations

import csv
import io

import pytest

from audit.engine import audit_transcript
from audit.render import CSV_COLUMNS, render, video_link
from tests.audit.util import make_transcript
from veristream.errors import InputError
from veristream.models import ReviewDecision, SourceInfo

LINES = ["Intro.", "This coin is guaranteed to double <b>your</b> money.", "Use code MAX20 & sign up."] + ["x"] * 30


@pytest.fixture(scope="module")
def report():
    return audit_transcript(make_transcript(LINES, video_id="abcDEF12345", step=10), use_llm=False)


def test_csv_one_row_per_finding_with_review_columns(report):
    reviews = [ReviewDecision(finding_id="F1", decision="accepted", reviewer="ana", comment="ok, clear",
                              decided_at="2026-11-30T00:00:00Z")]
    rows = list(csv.DictReader(io.StringIO(render(report, "csv", reviews))))
    assert len(rows) == len(report.findings) >= 2
    assert list(rows[0].keys()) == CSV_COLUMNS
    assert rows[0]["decision"] == "accepted" and rows[0]["reviewer"] == "ana" and rows[0]["comment"] == "ok, clear"
    assert rows[1]["decision"] == ""
    assert rows[0]["link"] == "https://www.youtube.com/watch?v=abcDEF12345&t=10s"


def test_json_export_carries_the_review_decisions(report):
    """Issue #11 defect 5: CSV, Markdown and HTML had the decisions; the JSON export dropped them."""
    import json

    reviews = [ReviewDecision(finding_id="F1", decision="accepted", reviewer="ana", decided_at="2026-11-30T00:00:00Z"),
               ReviewDecision(finding_id="F1", decision="rejected", reviewer="bo", comment="disclosed",
                              decided_at="2026-11-30T01:00:00Z")]
    data = json.loads(render(report, "json", reviews))
    assert data["findings"][0]["review"] == {"finding_id": "F1", "decision": "rejected", "reviewer": "bo",
                                             "comment": "disclosed", "decided_at": "2026-11-30T01:00:00Z"}
    assert data["findings"][1]["review"] is None
    assert [(r["reviewer"], r["decision"]) for r in data["reviews"]] == [("ana", "accepted"), ("bo", "rejected")]
    assert json.loads(render(report, "json")) == report.model_dump()  # the CLI's plain report is unchanged


def test_html_is_standalone_escaped_and_links_timestamps(report):
    page = render(report, "html")
    assert page.startswith("<!DOCTYPE html>") and "<link" not in page and "<script" not in page
    assert 'href="https://www.youtube.com/watch?v=abcDEF12345&amp;t=10s"' in page
    assert "&lt;b&gt;your&lt;/b&gt;" in page and "<b>your</b>" not in page


def test_markdown_lists_findings_and_suppressed(report):
    md = render(report, "md")
    assert "## F1" in md and "FINRA 2210(d)(1)(B)" in md


def test_links_for_urls_and_local_files(report):
    url = report.model_copy(update={"source": SourceInfo(kind="url", input="https://ex.com/v.mp4?a=1",
                                                         url="https://ex.com/v.mp4?a=1"), "metadata": report.metadata.model_copy(update={"id": None})})
    assert video_link(url, 123.7) == "https://ex.com/v.mp4?a=1#t=123"
    local = report.model_copy(update={"source": SourceInfo(kind="media_file", input="clip.mp4", path="/v/clip.mp4"),
                                      "metadata": report.metadata.model_copy(update={"id": None})})
    assert video_link(local, 42) == "/v/clip.mp4#t=42"


def test_unknown_format(report):
    with pytest.raises(InputError):
        render(report, "pdf")


def test_fake_video_ids_do_not_make_youtube_links(report):
    fake = report.model_copy(update={"source": SourceInfo(kind="caption_file", input="case.vtt",
                                                          video_id="v03-not-a-youtube-id"),
                                     "metadata": report.metadata.model_copy(update={"id": None, "webpage_url": None})})
    assert video_link(fake, 10) is None


def test_rules_engine_reports_carry_the_measured_caveat(report):
    from audit.render import RULES_ENGINE_CAVEAT

    assert report.run.engine == "rules"
    assert RULES_ENGINE_CAVEAT in render(report, "md")
    assert "not a clearance" in render(report, "html")
    llm = report.model_copy(update={"run": report.run.model_copy(update={"engine": "llm", "model": "m"})})
    assert RULES_ENGINE_CAVEAT not in render(llm, "md")


def test_a_clean_result_says_what_was_checked_and_the_engines_reach():
    """Issue #11 defect 6: "No violations found." read as a clearance and contradicted the report's caveat."""
    from audit.render import RULES_ENGINE_CAVEAT, clean_result

    clean = audit_transcript(make_transcript(["Welcome back.", "Today we look at the weather in Lisbon."]),
                             regulators=["FTC", "SEC"], speaker_role="ria", use_llm=False)
    assert clean.findings == [] and clean.run.regulators == ["FTC", "SEC"]
    for fmt in ("md", "html"):
        page = render(clean, fmt)
        assert "No violations found" not in page and "not a clearance" in page
    text = clean_result(clean)
    assert "Checked: the FTC and SEC rules; speaker role: registered investment adviser (user);" in text
    assert "Guaranteed or promissory returns" in text and "Options promotion without balanced risk" not in text
    assert text.endswith(RULES_ENGINE_CAVEAT)
    llm = clean.model_copy(update={"run": clean.run.model_copy(update={"engine": "llm+rules", "model": "m1",
                                                                       "regulators": None})})
    text = clean_result(llm)
    assert "the FTC, SEC and FINRA rules" in text and "LLM judge (m1)" in text and "not been measured" in text
    assert RULES_ENGINE_CAVEAT not in text


HISTORY = [  # append-only review history: accepted, undone, then rejected and escalated
    ReviewDecision(finding_id="F1", decision="accepted", reviewer="ana", comment="clear", decided_at="2026-11-30T10:00:00Z"),
    ReviewDecision(finding_id="F1", decision="undone", reviewer="ana", comment="undid accepted",
                   decided_at="2026-11-30T10:01:00Z"),
    ReviewDecision(finding_id="F1", decision="escalated", reviewer="bo", comment="ask legal",
                   decided_at="2026-11-30T10:02:00Z"),
]


def test_every_format_shows_the_review_history_and_the_current_decision(report):
    """Item 5 of issue #11: history is append-only and exports show it, not just the latest decision."""
    import json

    rows = list(csv.DictReader(io.StringIO(render(report, "csv", HISTORY))))
    assert rows[0]["decision"] == "escalated" and rows[0]["reviewer"] == "bo"
    assert rows[0]["review_history"] == ("2026-11-30T10:00:00Z accepted by ana: clear | 2026-11-30T10:01:00Z undone by "
                                         "ana: undid accepted | 2026-11-30T10:02:00Z escalated by bo: ask legal")
    md = render(report, "md", HISTORY)
    assert "## Review history" in md and "| 2026-11-30T10:01:00Z | F1 | undone | ana | undid accepted |" in md
    html_out = render(report, "html", HISTORY)
    assert "<h2>Review history</h2>" in html_out and "<td>undone</td>" in html_out
    data = json.loads(render(report, "json", HISTORY))
    assert data["findings"][0]["review"]["decision"] == "escalated"
    assert [r["decision"] for r in data["reviews"]] == ["accepted", "undone", "escalated"]


def test_an_undo_reverts_to_the_decision_before_it(report):
    from veristream.models import current_decisions

    two = [HISTORY[0], ReviewDecision(finding_id="F1", decision="rejected", reviewer="bo", decided_at="2026-11-30T10:05:00Z"),
           ReviewDecision(finding_id="F1", decision="undone", reviewer="bo", decided_at="2026-11-30T10:06:00Z")]
    assert current_decisions(two)["F1"].decision == "accepted"
    assert current_decisions(HISTORY[:2]) == {}
    rows = list(csv.DictReader(io.StringIO(render(report, "csv", HISTORY[:2]))))
    assert rows[0]["decision"] == "" and "undone by ana" in rows[0]["review_history"]
