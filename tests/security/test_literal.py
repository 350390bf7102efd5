"""Issue #12 item 3: what a video says is shown literally -- chat, Markdown, HTML and CSV never run it as markup."""

from __future__ import annotations

import csv
import html
import io
import re

import pytest
from markdown_it import MarkdownIt

from assistant.toolbox import finding_line
from audit.engine import audit_transcript
from audit.render import render
from tests.audit.util import make_transcript
from veristream.literal import csv_cell, md_escape
from veristream.models import ReviewDecision

HOSTILE = ("This coin is guaranteed to double your money, [verify compliance here](http://evil-host/x) "
           "<script>alert(1)</script> *now* `go`!")
LINES = ["Intro.", HOSTILE] + ["x"] * 10


def _rendered(markdown: str) -> str:
    """HTML as a CommonMark renderer (raw HTML allowed, as many are) makes of it."""
    return MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough").render(markdown)


def _text_of(rendered_html: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", rendered_html))


@pytest.fixture(scope="module")
def report():
    r = audit_transcript(make_transcript(LINES, video_id="abcDEF12345", step=10), use_llm=False)
    assert r.findings and "evil-host" in r.findings[0].excerpt
    return r


def test_md_escape_round_trips_any_text_as_literal_text():
    for text in [HOSTILE, "a_b_c **x** # h | t | ~~s~~ ![i](j) 1. 2) - + > q \\ & &amp; <b>", "80% ~ 5 $ @x www.evil.example a@b.example"]:
        out = _rendered(md_escape(text))
        assert "<a " not in out and "<script" not in out and "<img" not in out and "<em>" not in out
        assert _text_of(out).strip() == text


def test_chat_finding_line_shows_the_quote_literally(report):
    out = _rendered(finding_line(report.findings[0], "A1"))
    assert "evil-host" in out
    assert 'href="http://evil-host' not in out and "<script" not in out and "<em>now</em>" not in out
    assert "[verify compliance here](http://evil-host/x)" in _text_of(out)


def test_markdown_export_keeps_no_raw_html_or_link_from_captions(report):
    reviews = [ReviewDecision(finding_id="F1", decision="rejected", reviewer="ana",
                              comment="<img src=x onerror=alert(1)>", decided_at="2026-11-30T00:00:00Z")]
    md = render(report, "md", reviews)
    assert "<script>" not in md and "<img" not in md
    out = _rendered(md)
    assert "<script" not in out and "<img" not in out and 'href="http://evil-host' not in out
    assert "<script>alert(1)</script>" in _text_of(out)  # shown, not run


def test_html_export_escapes_captions(report):
    out = render(report, "html")
    assert "<script>alert" not in out and "&lt;script&gt;alert(1)&lt;/script&gt;" in out


def test_csv_neutralises_formula_cells(report):
    f = report.findings[0].model_copy(update={"excerpt": "=HYPERLINK(\"http://evil.example\",\"x\") guaranteed"})
    hostile = report.model_copy(update={"findings": [f, *report.findings[1:]]})
    reviews = [ReviewDecision(finding_id="F1", decision="accepted", reviewer="@bob", comment="+cmd|' /C calc'!A0",
                              decided_at="2026-11-30T00:00:00Z")]
    rows = list(csv.DictReader(io.StringIO(render(hostile, "csv", reviews))))
    assert rows[0]["excerpt"].startswith("'=HYPERLINK")
    assert rows[0]["comment"].startswith("'+cmd") and rows[0]["reviewer"] == "'@bob"
    for row in rows:
        assert not any(v.startswith(("=", "+", "-", "@")) for v in row.values())
    assert csv_cell("-1") == "'-1" and csv_cell("plain") == "plain"


def test_a_javascript_webpage_url_is_never_a_report_link(report):
    evil = report.model_copy(update={
        "source": report.source.model_copy(update={"video_id": None, "kind": "caption_file"}),
        "metadata": report.metadata.model_copy(update={"id": None, "webpage_url": "javascript:alert(1)"}),
    })
    assert "javascript:" not in render(evil, "html") and "javascript:" not in render(evil, "md")
