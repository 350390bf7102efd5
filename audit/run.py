"""The typed run every audit stage fills in: the reference data, one plan per candidate, and the run itself.

Why its own module: the stages (audit/stages.py), the per-candidate steps (audit/candidate.py) and the sweep
(audit/sweep.py) all read and write these types; keeping them here lets each of those import them without importing
the others (the stages used to import the sweep lazily to dodge a cycle).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from audit import rulebase
from audit.applicability import Applicability
from audit.disclosure import EndorsementContext
from audit.geometry import Screened
from audit.lexicon import CategoryLexicon, Lexicon, load_lexicon
from audit.taxonomy import Category, Taxonomy, load_taxonomy
from veristream.models import AuditReport, Candidate, Finding, LLMStats, SpeakerProfile, SuppressedFinding, Transcript

Progress = Callable[[str, dict], None]


@dataclass(frozen=True)
class RuleBook:
    """The reference data every stage reads; loaded once per run so a stage never reaches for a global."""

    taxonomy: Taxonomy
    lexicon: Lexicon
    corpus: Any  # rag.corpus.Corpus

    @classmethod
    def load(cls) -> RuleBook:
        return cls(load_taxonomy(), load_lexicon(), rulebase.corpus())

    def lex(self, category: Category) -> CategoryLexicon:
        return self.lexicon.categories[category.id]


@dataclass
class Judgement:
    """The rules judge's verdict on one cited candidate."""

    finding: Finding
    reason: str | None = None  # why it is not reported; None: report it


@dataclass
class Plan:
    """What the plan stage decided for one candidate: whom the rule binds and which provision it cites."""

    screened: Screened
    category: Category
    applicability: Applicability
    evidence: list[str]  # endorsement/ad evidence near the statement, verbatim
    citation: str | None = None  # None: nothing may be cited, `reason` says why
    reason: str | None = None
    judgement: Judgement | None = None  # set by the judge stage when there is a citation

    @property
    def candidate(self) -> Candidate:
        return self.screened.candidate


@dataclass
class AuditRun:
    """One audit in progress: the inputs, and what each stage has added so far."""

    transcript: Transcript
    speaker: SpeakerProfile
    scope: list[str]  # the regulators whose rules may be cited
    book: RuleBook
    endorsement: EndorsementContext
    use_llm: bool | None = None  # None: use the LLM judge when one is configured
    # None: the model writes remediation when it takes part (use_llm not False) and VERISTREAM_LLM_REMEDIATION is on
    llm_remediation: bool | None = None
    candidates: list[Screened] = field(default_factory=list)
    plans: list[Plan] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    suppressed: list[SuppressedFinding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)  # stage -> elapsed ms
    engine: str = "rules"
    model: str | None = None
    llm: LLMStats | None = None  # what the model work cost and what the trust rules did with it
    llm_budget: Any = None  # audit.sweep_llm.Budget of this audit's model work, once the sweep has started one
    llm_failed: str | None = None  # why the model judge failed in this audit (then remediation does not ask it)
    started_at: str = ""
    t0: float = field(default_factory=time.perf_counter)
    report: AuditReport | None = None
