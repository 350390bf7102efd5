"""Pydantic models at the boundaries between the rule base, the transcriber, the audit engine and the UI.

Every module that hands data to another module hands one of these, so the JSON that the CLI prints,
the report the chat shows and the rows an export writes all come from one definition.
"""

from __future__ import annotations

import hashlib
import json
from typing import Literal, get_args

from pydantic import BaseModel, Field

# ---------------------------------------------------------------- shared vocabulary
# Named once here so the engine, the chat and the exports cannot drift apart on what a word means.

Regulator = Literal["FTC", "SEC", "FINRA"]
REGULATORS: tuple[str, ...] = ("FTC", "SEC", "FINRA")
SegmentSource = Literal["captions", "auto_captions", "asr", "file"]
Origin = Literal["speech", "onscreen", "description"]  # where in a video a statement was found

SpeakerRole = Literal["unregistered_influencer", "ria", "registered_rep", "unknown"]
ROLES: tuple[str, ...] = get_args(SpeakerRole)
# How a role reads in a sentence ("The speaker is ...", "Speaker treated as ...").
ROLE_LABELS: dict[str, str] = {
    "unregistered_influencer": "an unregistered influencer",
    "ria": "a registered investment adviser (SEC)",
    "registered_rep": "a registered representative (FINRA)",
    "unknown": "someone of unknown registration",
}
# Which regulator's rules bind a role by registration. The FTC Guides bind by content (an endorsement or ad), not
# by registration, so no role maps to the FTC.
ROLE_REGULATOR: dict[str, str] = {"registered_rep": "FINRA", "ria": "SEC"}

Severity = Literal["critical", "high", "medium", "low"]
SEVERITY_ORDER: tuple[Severity, ...] = ("low", "medium", "high", "critical")  # mildest first


def severity_rank(severity: str) -> int:
    """Position on the scale (low = 0), so severities compare and sort; an unknown word ranks as 'high'."""
    return SEVERITY_ORDER.index(severity) if severity in SEVERITY_ORDER else 2  # type: ignore[arg-type]


def shift_severity(severity: str, steps: int) -> Severity:
    """Move a severity up (+) or down (-) the scale, clamped at the ends."""
    idx = severity_rank(severity) + steps
    return SEVERITY_ORDER[max(0, min(len(SEVERITY_ORDER) - 1, idx))]


# ---------------------------------------------------------------- rules (rag/)


class Provision(BaseModel):
    """One numbered unit of a rule (a section, paragraph, sub-paragraph or Example)."""

    citation: str  # canonical short form: "FINRA 2210(d)(1)(B)", "FTC 255.5(a)", "SEC 206(4)-1(b)(1)(i)(B)"
    citation_long: str  # "FINRA Rule 2210(d)(1)(B)", "16 CFR 255.5(a)", "17 CFR 275.206(4)-1(b)(1)(i)(B)"
    regulator: Regulator
    rule: str  # "2210", "255.5", "206(4)-1"
    title: str  # heading path joined with " > "
    heading_path: list[str] = Field(default_factory=list)
    text: str  # this provision's own text only (marker + body), without its children
    full_text: str = ""  # own text plus every descendant's text, in document order
    parent: str | None = None  # canonical citation of the parent provision
    children: list[str] = Field(default_factory=list)
    pages: list[int] = Field(default_factory=list)  # 1-based PDF pages, when ingested from a PDF
    source: str = ""  # corpus file name the provision came from


class CoverageGap(BaseModel):
    """A [GAP: ...] or [UNVERIFIED: ...] marker: a fact about coverage, never rule text."""

    kind: Literal["GAP", "UNVERIFIED"]
    regulator: Regulator
    source: str
    near: str | None = None  # citation of the provision the marker sits in or after
    note: str


class SearchHit(BaseModel):
    rank: int
    citation: str  # the chunk's own provision
    citations: list[str]  # every provision whose text the chunk contains
    title: str
    text: str
    score: float
    regulator: Regulator | None = None


# ---------------------------------------------------------------- transcripts (tools/)


class Segment(BaseModel):
    start: float
    end: float
    text: str
    source: SegmentSource


class OnscreenSpan(BaseModel):
    start: float
    end: float
    text: str


class VideoMetadata(BaseModel):
    id: str | None = None
    title: str | None = None
    channel: str | None = None
    description: str | None = None
    duration: float | None = None
    webpage_url: str | None = None


class SourceInfo(BaseModel):
    kind: Literal["youtube", "url", "media_file", "caption_file"]
    input: str  # what the user passed
    video_id: str | None = None  # YouTube ID when known
    path: str | None = None  # local file when there is one
    url: str | None = None
    # SHA-256 of the video bytes that were read (a local file or the download); None when no video was read
    # (a caption file, or captions fetched without the media). An examiner needs it to tie a report to one file.
    media_sha256: str | None = None
    accessed_at: str | None = None  # UTC ISO time the source was first read (a cached transcript keeps its time)


LanguageMethod = Literal["asr_detect", "asr_confidence", "caption_tag", "file_name", "metadata", "text"]


class LanguageEvidence(BaseModel):
    """What is known about the language of a transcript's speech, and how it was learnt (issue #12 item 12).

    The engine reads English only; an audit refuses a transcript whose evidence says it is not English, because a
    clean result from a language it cannot read would be read as a clearance (tools/transcribe/language.py).
    """

    code: str | None = None  # ISO 639-1 ("en", "es"); None when the speech is not English but its language unknown
    english: bool
    probability: float | None = None  # a multilingual speech model's probability for `code`
    method: LanguageMethod
    detail: str = ""  # e.g. "mean log-probability -2.97 over 18 segments", "WebVTT header Language: es"


class Transcript(BaseModel):
    source: SourceInfo
    metadata: VideoMetadata = Field(default_factory=VideoMetadata)
    transcript_source: SegmentSource
    segments: list[Segment]
    onscreen: list[OnscreenSpan] = Field(default_factory=list)
    language: LanguageEvidence | None = None  # set by the transcriber when it learnt something about the language

    def content_hash(self) -> str:
        """Hash of what an audit reads, so a report can be traced to the exact transcript."""
        return self.sha256()[:16]

    def sha256(self) -> str:
        """The full SHA-256 of what an audit reads (content_hash is its first 16 hex digits)."""
        payload = json.dumps(
            {
                "segments": [s.model_dump() for s in self.segments],
                "onscreen": [o.model_dump() for o in self.onscreen],
                "description": self.metadata.description,
            },
            sort_keys=True,
        )
        return hashlib.sha256(payload.encode()).hexdigest()

    @property
    def duration(self) -> float:
        """Known video length, else the end of the last segment or span."""
        if self.metadata.duration:
            return float(self.metadata.duration)
        ends = [s.end for s in self.segments] + [o.end for o in self.onscreen]
        return max(ends, default=0.0)


# ---------------------------------------------------------------- audit (audit/)


RemediationSource = Literal["taxonomy", "model"]
# How the source of a remediation reads where it is shown.
REMEDIATION_SOURCE_LABELS: dict[str, str] = {
    "taxonomy": "the category's guidance (audit/taxonomy.yaml)",
    "model": "the language model, checked against the cited provision",
}


class Remediation(BaseModel):
    """What a compliance reviewer can ask the creator to change for one finding.

    Offline it is the category's guidance in audit/taxonomy.yaml; with a model configured, the model writes it for the
    finding from the cited provision's text (audit/remediate.py) and code checks it, else the guidance stands in and
    `fallback_reason` says why.
    """

    steps: list[str] = Field(min_length=1)
    compliant_wording: str  # a suggested replacement, to adapt to the facts; never a guarantee of compliance
    source: RemediationSource = "taxonomy"
    grounded_in: str | None = None  # the provision it was written for (always the finding's own citation)
    basis: str | None = None  # model: how the change meets the cited provision, in the model's words
    fallback_reason: str | None = None  # guidance standing in for a model answer: why that answer was not used


class SpeakerProfile(BaseModel):
    role: SpeakerRole = "unknown"
    set_by: Literal["user", "inferred", "default"] = "default"
    evidence: list[str] = Field(default_factory=list)  # verbatim cues that led to the role
    reason: str | None = None  # why the inference chose this role (or stayed unknown); optional


class Finding(BaseModel):
    id: str  # "F1", "F2", ... stable within one report
    category: str  # taxonomy id, see audit/taxonomy.yaml
    severity: Severity
    start: float
    end: float
    excerpt: str  # exact transcript text
    context: str = ""  # surrounding transcript text
    citation: str
    citation_long: str
    regulator: Regulator
    rule_title: str
    rule_text: str
    rationale: str
    applicability: str  # who the rule binds and whether it binds this speaker
    engine: Literal["rules", "llm"] = "rules"
    verified: bool = False
    origin: Origin = "speech"
    related_citations: list[str] = Field(default_factory=list)  # other provisions the same statement touches
    # The verbatim endorsement/ad evidence the applicability decision saw near the statement, so a re-check can
    # decide again once the transcript is gone (never parsed back out of the applicability prose).
    endorsement_evidence: list[str] = Field(default_factory=list)
    # What to change and how it could read instead; filled by the report stage (audit/summary.py, audit/remediate.py).
    remediation: Remediation | None = None


class Candidate(BaseModel):
    """A possible violation found by the screen, before judging and verification."""

    id: str  # "C1", ...
    category: str  # taxonomy id
    start: float
    end: float
    excerpt: str  # exact transcript text (may span two adjacent segments)
    context: str = ""
    cue: str = ""  # the pattern or lexicon entry that fired, for the rationale
    origin: Origin = "speech"
    score: float = 0.0  # screen confidence 0..1
    hedged: bool = False  # negated, hedged or quoted someone else
    balanced: bool = False  # a risk statement or disclosure sits close enough to balance it
    queries: list[str] = Field(default_factory=list)  # rule-targeted retrieval queries
    retrieved: list[SearchHit] = Field(default_factory=list)  # provisions retrieved for it (citable set)


class SuppressedFinding(BaseModel):
    finding: Finding
    reason: str


class LLMStats(BaseModel):
    """What the model work of one audit cost and what the trust rules did with its answers."""

    mode: str  # "sweep" or "judge"
    calls: int = 0
    retries: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float | None = None  # at the configured per-token prices; None when no price is set
    windows: int = 0  # sweep windows read by the model
    windows_skipped: int = 0  # beyond the call budget (their candidates keep the rules verdicts)
    flags: int = 0
    quotes_unverified: int = 0  # flags dropped because the quote is not in the transcript
    citations_refused: int = 0  # model citations outside the provisions retrieved for the statement
    injection_refusals: int = 0  # flags or clearances refused because they rest on text addressed to the reviewer
    clears_accepted: int = 0  # rules findings removed by an evidenced clearance
    clears_refused: int = 0
    # the report stage's one request for remediation (audit/remediate.py); its calls and tokens are in the totals above
    remediation_calls: int = 0
    remediations_accepted: int = 0  # findings whose remediation is the model's, after the checks
    remediations_refused: int = 0  # model answers refused by the checks (the category's guidance stands in)


class RunInfo(BaseModel):
    engine: str  # "rules" or "llm+rules" (fallback noted in notes)
    model: str | None = None
    corpus_hash: str
    transcript_hash: str
    started_at: str
    elapsed_s: float
    notes: list[str] = Field(default_factory=list)
    # The rulebooks this audit checked, so a clean result can say what it covered; None in older reports.
    regulators: list[Regulator] | None = None
    llm: LLMStats | None = None  # set when a model took part


class ReportSource(BaseModel):
    """Where a report came from, in one block an examiner can read: what was audited, when, by which engine."""

    title: str | None = None
    channel: str | None = None
    url: str | None = None  # the video's web address when there is one (never a local path)
    input: str  # what the analyst gave
    accessed_at: str | None = None
    video_sha256: str | None = None  # None: no video file was read (say so where shown)
    transcript_sha256: str | None = None  # None in reports stored before it was recorded (run.transcript_hash stands)
    engine: str
    model: str | None = None
    engine_version: str | None = None  # the VeriStream package version that wrote the report
    corpus_hash: str


class ReportSummary(BaseModel):
    """The report's first page: an executive summary, counts, the disclaimer and the source metadata."""

    executive_summary: str
    counts_by_severity: dict[str, int]  # every severity, gravest first, zeros included
    counts_by_category: dict[str, int]  # categories with at least one finding, most findings first
    disclaimer: str
    source: ReportSource


class AuditReport(BaseModel):
    source: SourceInfo
    metadata: VideoMetadata
    speaker: SpeakerProfile
    findings: list[Finding]
    suppressed: list[SuppressedFinding] = Field(default_factory=list)
    coverage_gaps: list[str] = Field(default_factory=list)  # gaps in the rule text that touch this audit
    run: RunInfo
    summary: ReportSummary | None = None  # filled by audit/summary.py; None in reports stored before it existed


class ExcerptCheck(BaseModel):
    """Result of verify-excerpt: whether a quote exists verbatim in a transcript, and where."""

    ok: bool
    excerpt: str
    matched_text: str | None = None  # exact transcript text that matched
    start: float | None = None
    end: float | None = None
    origin: Origin | None = None
    reason: str | None = None  # why it failed


class ReviewDecision(BaseModel):
    """One row of a finding's append-only review history. `undone` reverts the decision before it."""

    finding_id: str
    decision: Literal["accepted", "rejected", "escalated", "undone"]
    reviewer: str
    comment: str = ""
    decided_at: str


def current_decisions(history: list[ReviewDecision]) -> dict[str, ReviewDecision]:
    """Each finding's decision in force after replaying its history in order (an `undone` row pops the last one).

    History is append-only (issue #11: a firm must show who decided what and when), so the current state is
    derived, never stored; stable-sorting by time keeps rows decided in the same second in insertion order.
    """
    stacks: dict[str, list[ReviewDecision]] = {}
    for r in sorted(history, key=lambda r: r.decided_at):
        stack = stacks.setdefault(r.finding_id, [])
        if r.decision == "undone":
            if stack:
                stack.pop()
        else:
            stack.append(r)
    return {fid: stack[-1] for fid, stack in stacks.items() if stack}


# ---------------------------------------------------------------- the review queue (assistant/review.py)

AuditStatus = Literal["open", "in_review", "closed"]
AUDIT_STATUSES: tuple[str, ...] = get_args(AuditStatus)
AuditOutcome = Literal["approved", "changes_required", "escalated"]
AUDIT_OUTCOMES: tuple[str, ...] = get_args(AuditOutcome)
STATUS_LABELS: dict[str, str] = {"open": "open", "in_review": "in review", "closed": "closed",
                                 "approved": "approved", "changes_required": "changes required",
                                 "escalated": "escalated"}
AuditAction = Literal["start_review", "close", "reopen", "assign", "tag", "untag"]


class AuditEvent(BaseModel):
    """One row of an audit's append-only disposition history (status, assignment, tags)."""

    audit_id: str
    action: AuditAction
    value: str = ""  # close: the outcome; assign: the assignee ("" unassigns); tag/untag: the tag
    reviewer: str
    comment: str = ""
    decided_at: str


class AuditDisposition(BaseModel):
    """An audit's state, derived by replaying its events (never stored, so nothing is overwritten)."""

    status: AuditStatus = "open"
    outcome: AuditOutcome | None = None
    assignee: str | None = None
    tags: list[str] = Field(default_factory=list)
    closed_by: str | None = None
    closed_at: str | None = None


def current_disposition(events: list[AuditEvent]) -> AuditDisposition:
    """Replay an audit's events in order; the store appends only valid transitions (assistant/review.py)."""
    state = AuditDisposition()
    for ev in events:
        if ev.action == "start_review":
            state.status = "in_review"
        elif ev.action == "close":
            state.status, state.outcome = "closed", ev.value  # type: ignore[assignment]
            state.closed_by, state.closed_at = ev.reviewer, ev.decided_at
        elif ev.action == "reopen":
            state.status, state.outcome, state.closed_by, state.closed_at = "in_review", None, None, None
        elif ev.action == "assign":
            state.assignee = ev.value or None
        elif ev.action == "tag" and ev.value not in state.tags:
            state.tags.append(ev.value)
        elif ev.action == "untag" and ev.value in state.tags:
            state.tags.remove(ev.value)
    return state


class AuditListing(BaseModel):
    """One row of the audit list across threads (`veristream review list`, "show open audits assigned to dana")."""

    audit_id: str
    thread_id: str
    source: str
    title: str | None = None
    channel: str | None = None
    created_at: str
    findings: int
    counts_by_severity: dict[str, int]
    top_severity: Severity | None = None
    decided: int  # findings with a decision in force
    pending: int  # findings no one has decided yet
    disposition: AuditDisposition
    last_activity: str  # the latest of: saved, a finding decision, a status/assignment/tag event
