"""The project's capabilities as one injectable bundle, so the agent and the UI can be tested with small fakes.

Each capability has a real signature (the Protocols below, with the engine's own types), so a fake that drifts from
the engine is a visible mismatch (tests/assistant/test_capabilities.py checks the real functions and the fakes
against them), and the toolbox reads one declared result type instead of guessing shapes. The arguments the
assistant passes by position are positional-only (before `/`): their names are the implementation's own.

The defaults import the real modules lazily (tools/, audit/, rag/): importing the assistant stays cheap and a
missing area fails with a clear message at the moment it is needed, not at import time. The types are imported
for the checker only, for the same reason.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from veristream.errors import VeriStreamError

if TYPE_CHECKING:
    from audit.run import AuditRun
    from veristream.models import (
        AuditEvent,
        AuditReport,
        ExcerptCheck,
        Provision,
        ReviewDecision,
        SearchHit,
        Transcript,
    )

Progress = Callable[[str, dict], None]  # progress(stage, info), as tools/transcribe and audit/stages report it


class Transcribe(Protocol):
    """tools.transcribe.transcribe: a link, media file or caption file as a Transcript."""

    def __call__(self, source: str, /, *, ocr: bool = True, asr: bool = True, allow_local_urls: bool | None = None,
                 progress: Progress | None = None) -> Transcript: ...


class LoadCaptionFile(Protocol):
    """tools.transcribe.load_caption_file: an uploaded caption or transcript file as a Transcript."""

    def __call__(self, path: str | Path, /) -> Transcript: ...


class StartAudit(Protocol):
    """audit.stages.start: check the inputs and set up the run the stages fill in."""

    def __call__(self, transcript: Transcript, /, *, speaker_role: str | None = None,
                 regulators: list[str] | str | None = None, use_llm: bool | None = None) -> AuditRun: ...


class AuditStage(Protocol):
    """audit.stages.run_stage: one stage by the name its progress events carry; the report stage sets run.report."""

    def __call__(self, name: str, run: AuditRun, progress: Progress | None = None, /) -> AuditRun: ...


class RecheckFinding(Protocol):
    """audit.engine.recheck_finding: a small report holding only the re-checked finding, under its own id: in
    `findings` when it still applies, in `suppressed` with the reason when it no longer does."""

    def __call__(self, report: AuditReport, finding_id: str, /, *, regulators: list[str] | None = None,
                 speaker_role: str | None = None) -> AuditReport: ...


class ExplainFinding(Protocol):
    """audit.engine.explain_finding: why a finding applies, in words."""

    def __call__(self, report: AuditReport, finding_id: str, /) -> str: ...


class Render(Protocol):
    """audit.render.render: the report as csv, json, md or html, with its review history and audit events."""

    def __call__(self, report: AuditReport, fmt: str, /, reviews: list[ReviewDecision] | None = None,
                 events: list[AuditEvent] | None = None) -> str: ...


class SearchRules(Protocol):
    """tools.search_rules.search_rules: the k provisions nearest a query, optionally of one regulator."""

    def __call__(self, query: str, /, regulator: str | None = None, k: int = 5) -> list[SearchHit]: ...


class LookUpProvision(Protocol):
    """rag.corpus: the bundled provision for a citation (raises UnknownCitationError naming the nearest)."""

    def __call__(self, citation: str, /) -> Provision: ...


class VerifyExcerpt(Protocol):
    """tools.verify_excerpt.verify_excerpt: is `excerpt` in the transcript verbatim (near `at`, when given)."""

    def __call__(self, transcript: Transcript, excerpt: str, /, at: float | None = None) -> ExcerptCheck: ...


class FindCitations(Protocol):
    """rag.citations.find_citations: the canonical citations mentioned in free text, in order."""

    def __call__(self, text: str, /) -> list[str]: ...


class ParseCitation(Protocol):
    """rag.citations.parse_citation: what a person typed as the canonical citation, or InputError saying why not."""

    def __call__(self, text: str, /) -> str: ...


def _lazy(module: str, attr: str) -> Any:
    """The real `module.attr`, imported at its first call (typed by the field it fills)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            fn = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as exc:
            raise VeriStreamError(
                f"{module}.{attr} is not available: {exc}", "Reinstall VeriStream (scripts/install.sh)."
            ) from exc
        return fn(*args, **kwargs)

    call.__name__ = attr
    return call


def _provision(citation: str) -> Provision:
    from rag.corpus import load_corpus

    return load_corpus().get(citation)


# The real function behind each capability's default (module, attribute); tests check their signatures.
REAL: dict[str, tuple[str, str]] = {
    "transcribe": ("tools.transcribe", "transcribe"),
    "load_caption_file": ("tools.transcribe", "load_caption_file"),
    # the audit graph runs the engine's stages itself: start_audit builds the AuditRun, audit_stage runs one stage
    "start_audit": ("audit.stages", "start"),
    "audit_stage": ("audit.stages", "run_stage"),
    "recheck_finding": ("audit.engine", "recheck_finding"),
    "explain_finding": ("audit.engine", "explain_finding"),
    "render": ("audit.render", "render"),
    "search_rules": ("tools.search_rules", "search_rules"),
    "provision": ("assistant.capabilities", "_provision"),
    "verify_excerpt": ("tools.verify_excerpt", "verify_excerpt"),
    "find_citations": ("rag.citations", "find_citations"),
    "parse_citation": ("rag.citations", "parse_citation"),
}


def _real(name: str) -> Any:
    return field(default_factory=lambda: _lazy(*REAL[name]))


@dataclass
class Capabilities:
    """Every outside function the assistant calls, each typed by its Protocol. Tests replace single fields."""

    transcribe: Transcribe = _real("transcribe")
    load_caption_file: LoadCaptionFile = _real("load_caption_file")
    start_audit: StartAudit = _real("start_audit")
    audit_stage: AuditStage = _real("audit_stage")
    recheck_finding: RecheckFinding = _real("recheck_finding")
    explain_finding: ExplainFinding = _real("explain_finding")
    render: Render = _real("render")
    search_rules: SearchRules = _real("search_rules")
    provision: LookUpProvision = _provision
    verify_excerpt: VerifyExcerpt = _real("verify_excerpt")
    find_citations: FindCitations = _real("find_citations")
    parse_citation: ParseCitation = _real("parse_citation")
