"""What a reviewer needs next, added to every report: remediation per finding and a first page per report.

Per finding: remediation steps and a suggested compliant wording, offline from the category's guidance in
audit/taxonomy.yaml, tied to the provision the finding cites. Per report: an executive summary, counts by
severity and by category, the disclaimer, and the source metadata an examiner asks for (title, channel, URL,
when it was read, SHA-256 of the video and the transcript, engine and model, corpus hash).

The report stage fills these in (audit/stages.py); `complete` fills whatever an older stored report lacks, so
every export shows them whatever its age.
"""

from __future__ import annotations

from collections import Counter
from importlib import metadata as importlib_metadata

from audit.taxonomy import Taxonomy, load_taxonomy
from veristream.clock import clock
from veristream.models import (
    ROLE_LABELS,
    SEVERITY_ORDER,
    AuditReport,
    Finding,
    Remediation,
    ReportSource,
    ReportSummary,
    Transcript,
    severity_rank,
)

DISCLAIMER = (
    "This report was produced by an automated tool from the bundled primary rule text (FTC 16 CFR Part 255, SEC "
    "17 CFR 275.206(4)-1, FINRA Rules 2210, 2220 and 2010). It is not legal advice and not a clearance: every "
    "finding, every remediation step and every suggested wording must be reviewed by a qualified compliance "
    "professional against the facts, and a missing finding does not mean the video complies. The bundled rule text "
    "has known gaps, listed in the report where they touch its citations."
)


def engine_version() -> str:
    """The installed VeriStream version, so a report can be tied to the code that wrote it."""
    try:
        return f"veristream {importlib_metadata.version('veristream')}"
    except importlib_metadata.PackageNotFoundError:
        return "veristream (not installed as a package)"


def remediation_for(finding: Finding, taxonomy: Taxonomy | None = None) -> Remediation | None:
    """The category's guidance, with a last step that names the provision the finding cites; None for an unknown
    category (a report from a newer taxonomy), which renders as "no guidance for this category"."""
    taxonomy = taxonomy or load_taxonomy()
    try:
        guide = taxonomy.get(finding.category).remediation
    except KeyError:
        return None
    check = f"Check the revised version against {finding.citation_long} ({finding.rule_title}) before it is used."
    return Remediation(
        steps=[*guide.steps, check],
        compliant_wording=guide.compliant_wording,
        source="taxonomy",
        grounded_in=finding.citation,
    )


def _url(report: AuditReport) -> str | None:
    """The video's web address (never a local path): its page, the fetched URL, or the link the analyst gave."""
    for url in (report.metadata.webpage_url, report.source.url, report.source.input):
        if url and url.lower().startswith(("http://", "https://")):
            return url
    return None


def report_source(report: AuditReport, transcript: Transcript | None = None) -> ReportSource:
    return ReportSource(
        title=report.metadata.title,
        channel=report.metadata.channel,
        url=_url(report),
        input=report.source.input,
        accessed_at=report.source.accessed_at or report.run.started_at,
        video_sha256=report.source.media_sha256,
        transcript_sha256=transcript.sha256() if transcript is not None else None,
        engine=report.run.engine,
        model=report.run.model,
        engine_version=engine_version(),
        corpus_hash=report.run.corpus_hash,
    )


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def executive_summary(report: AuditReport, taxonomy: Taxonomy | None = None) -> str:
    """Three or four sentences a reviewer reads first: what was audited, what was found, what to look at first."""
    taxonomy = taxonomy or load_taxonomy()
    names = {c.id: c.name for c in taxonomy.categories}
    title = report.metadata.title or report.source.input
    regs = _and(list(report.run.regulators or ("FTC", "SEC", "FINRA")))
    role = ROLE_LABELS.get(report.speaker.role, report.speaker.role)
    engine = (
        "the offline rules engine"
        if report.run.engine == "rules"
        else (f"an LLM judge ({report.run.model})" if report.run.model else f"the {report.run.engine} engine")
    )
    head = (
        f"“{title}”"
        + (f" ({report.metadata.channel})" if report.metadata.channel else "")
        + f" was checked against the {regs} rules by {engine}, treating the speaker as {role}"
        f" ({report.speaker.set_by})."
    )
    findings = report.findings
    if not findings:
        return (
            f"{head} No finding was reported. That is not a clearance: the engine misses violations worded in "
            "ways it has not seen, so the video still needs a reviewer's look."
        )
    by_sev = Counter(f.severity for f in findings)
    counts = _and([f"{by_sev[s]} {s}" for s in reversed(SEVERITY_ORDER) if by_sev[s]])
    worst = sorted(findings, key=lambda f: (-severity_rank(f.severity), f.start))[0]
    where = "in the description" if worst.origin == "description" else f"at {clock(worst.start)}"
    cats = Counter(f.category for f in findings).most_common(2)
    top = _and([f"{names.get(c, c).lower()} ({n})" for c, n in cats])
    text = (
        f"{head} It reported {len(findings)} finding(s): {counts}. Start with {worst.id} ({worst.severity}, "
        f"{where}, {worst.citation}). Most frequent: {top}."
    )
    if report.coverage_gaps:
        text += f" {len(report.coverage_gaps)} gap(s) in the bundled rule text touch these citations."
    return text + " Each finding needs a reviewer's decision before the video is used."


def build_summary(
    report: AuditReport, transcript: Transcript | None = None, taxonomy: Taxonomy | None = None
) -> ReportSummary:
    by_cat = Counter(f.category for f in report.findings)
    return ReportSummary(
        executive_summary=executive_summary(report, taxonomy),
        counts_by_severity={s: sum(f.severity == s for f in report.findings) for s in reversed(SEVERITY_ORDER)},
        counts_by_category=dict(sorted(by_cat.items(), key=lambda kv: (-kv[1], kv[0]))),
        disclaimer=DISCLAIMER,
        source=report_source(report, transcript),
    )


def complete(report: AuditReport, transcript: Transcript | None = None) -> AuditReport:
    """The report with remediation on every finding and a summary; a copy, the stored report is left as it was."""
    if report.summary is not None and all(f.remediation is not None for f in report.findings):
        return report
    taxonomy = load_taxonomy()
    findings = [
        f if f.remediation is not None else f.model_copy(update={"remediation": remediation_for(f, taxonomy)})
        for f in report.findings
    ]
    done = report.model_copy(update={"findings": findings})
    if done.summary is None:
        done = done.model_copy(update={"summary": build_summary(done, transcript, taxonomy)})
    return done
