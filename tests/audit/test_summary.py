"""Reports carry what a reviewer needs next (issue #11): per finding remediation steps and a suggested compliant
wording from the taxonomy's guidance; per report an executive summary, counts by severity and by category, a
disclaimer and the source metadata, in every format, JSON included."""

from __future__ import annotations

import csv
import io
import json

import pytest
import yaml

from audit.engine import audit_transcript
from audit.render import render
from audit.summary import DISCLAIMER, complete, remediation_for
from audit.taxonomy import TAXONOMY_PATH, Taxonomy, load_taxonomy
from tests.audit.util import make_transcript
from veristream.errors import CorpusError
from veristream.models import AuditReport

LINES = [
    "Welcome back.",
    "This coin is guaranteed to double your money, you cannot lose.",
    "And this stock is going to triple by next summer, mark my words, buy it now.",
] + ["Thanks for watching."] * 3


@pytest.fixture(scope="module")
def audited():
    t = make_transcript(LINES, video_id="abcDEF12345", channel="Moon Money", step=10)
    t = t.model_copy(update={"metadata": t.metadata.model_copy(update={"title": "Moon <b>talk</b>"})})
    return t, audit_transcript(t, use_llm=False)


def test_every_category_has_remediation_written_for_a_reviewer():
    raw = yaml.safe_load(TAXONOMY_PATH.read_text(encoding="utf-8"))["categories"]
    assert len(raw) == len(load_taxonomy().categories) == 29
    for cat in raw:
        guide = cat.get("remediation")
        assert guide, f"{cat['id']} has no remediation block"
        assert len(guide["steps"]) >= 2 and all(len(s) > 30 for s in guide["steps"]), cat["id"]
        assert len(guide["compliant_wording"]) > 20, cat["id"]
    broken = {"categories": [{**raw[0], "remediation": {"steps": [], "compliant_wording": "x"}}]}
    with pytest.raises(ValueError):
        Taxonomy.model_validate(broken)


def test_a_taxonomy_without_remediation_stops_at_load(tmp_path):
    raw = yaml.safe_load(TAXONOMY_PATH.read_text(encoding="utf-8"))
    del raw["categories"][3]["remediation"]
    path = tmp_path / "taxonomy.yaml"
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    with pytest.raises(CorpusError, match="remediation"):
        load_taxonomy(str(path))


def test_the_report_model_carries_remediation_and_a_summary(audited):
    t, report = audited
    assert len(report.findings) >= 2
    for f in report.findings:
        guide = load_taxonomy().get(f.category).remediation
        assert f.remediation.steps[: len(guide.steps)] == guide.steps
        assert f.citation_long in f.remediation.steps[-1] and f.remediation.grounded_in == f.citation
        assert f.remediation.compliant_wording == guide.compliant_wording and f.remediation.source == "taxonomy"
    s = report.summary
    assert list(s.counts_by_severity) == ["critical", "high", "medium", "low"]
    assert sum(s.counts_by_severity.values()) == sum(s.counts_by_category.values()) == len(report.findings)
    assert s.disclaimer == DISCLAIMER and "not legal advice" in s.disclaimer
    assert "Moon Money" in s.executive_summary and f"{len(report.findings)} finding(s)" in s.executive_summary
    worst = next(f for f in report.findings if f.severity == "critical")
    assert f"Start with {worst.id} (critical" in s.executive_summary
    src = s.source
    assert (src.title, src.channel, src.url) == (
        "Moon <b>talk</b>",
        "Moon Money",
        "https://www.youtube.com/watch?v=abcDEF12345",
    )
    assert src.transcript_sha256 == t.sha256() and src.transcript_sha256.startswith(report.run.transcript_hash)
    assert src.corpus_hash == report.run.corpus_hash and src.engine == "rules" and src.engine_version
    assert src.accessed_at == report.run.started_at  # the test transcript records no read time of its own
    assert AuditReport.model_validate_json(report.model_dump_json()) == report  # schema-validated round trip


def test_every_format_shows_the_summary_the_source_and_the_remediation(audited):
    _, report = audited
    f1 = report.findings[0]
    wording = f1.remediation.compliant_wording
    sha = report.summary.source.transcript_sha256
    md = render(report, "md")
    assert "## Executive summary" in md and "| critical |" in md and "Disclaimer" in md
    assert "Transcript SHA-256" in md and sha in md and "Video SHA-256: no video file was read" in md
    assert "- Remediation:" in md and "Suggested compliant wording" in md
    page = render(report, "html")
    assert "<h2>Executive summary</h2>" in page and "<th>Channel</th><td>Moon Money</td>" in page
    assert "Moon &lt;b&gt;talk&lt;/b&gt;" in page and "<b>talk</b>" not in page  # metadata shows literally
    assert '<div class="fix"><b>Remediation</b><ol>' in page and sha in page and "Disclaimer" in page
    rows = list(csv.DictReader(io.StringIO(render(report, "csv"))))
    assert rows[0]["compliant_wording"] == wording and rows[0]["transcript_sha256"] == sha
    assert rows[0]["disclaimer"] == DISCLAIMER and rows[0]["channel"] == "Moon Money"
    assert "critical: " in rows[0]["counts_by_severity"] and rows[0]["executive_summary"]
    data = json.loads(render(report, "json"))
    assert data["summary"]["counts_by_category"] == report.summary.counts_by_category
    assert data["findings"][0]["remediation"]["compliant_wording"] == wording


def test_a_report_stored_before_summaries_still_exports_them():
    old = audit_transcript(make_transcript(LINES, step=10), use_llm=False)
    stripped = old.model_copy(
        update={"summary": None, "findings": [f.model_copy(update={"remediation": None}) for f in old.findings]}
    )
    done = complete(stripped)
    assert done.summary is not None and all(f.remediation for f in done.findings)
    assert done.summary.source.transcript_sha256 is None  # not recorded then: shown as such, never invented
    assert "Transcript SHA-256: not recorded" in render(stripped, "md")
    assert stripped.summary is None  # the stored report is not changed
    data = json.loads(render(stripped, "json"))
    assert data["summary"]["disclaimer"] == DISCLAIMER and data["findings"][0]["remediation"]


def test_a_clean_report_still_has_its_first_page():
    clean = audit_transcript(make_transcript(["Welcome back.", "Today: the weather in Lisbon."]), use_llm=False)
    assert clean.findings == [] and "not a clearance" in clean.summary.executive_summary
    rows = list(csv.DictReader(io.StringIO(render(clean, "csv"))))
    assert len(rows) == 1 and rows[0]["id"] == "" and rows[0]["disclaimer"] == DISCLAIMER


def test_an_unknown_category_has_no_guidance_rather_than_a_wrong_one(audited):
    _, report = audited
    odd = report.findings[0].model_copy(update={"category": "from_a_newer_taxonomy", "remediation": None})
    assert remediation_for(odd) is None
    page = render(report.model_copy(update={"findings": [odd]}), "md")
    assert "Remediation: no guidance for this category" in page
