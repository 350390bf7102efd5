"""Remediation written by the model for each finding, grounded in the provision it cites, and checked in code.

Why: the category's guidance in audit/taxonomy.yaml (audit/summary.py) is the same for every finding of a category;
a reviewer asks the creator to change one statement, so with a model configured the report stage asks it for steps
and a compliant rewording of that statement, from the cited provision's verbatim text (issue #11).

One request per audit, batched over the findings; split only when the prompt would pass MAX_PROMPT_CHARS. The call
goes through the sweep's bounded round trip (audit/sweep_llm.py: the audit's call budget and deadline, retries with
backoff on 429/5xx, one repair round), and its calls and tokens are counted in `run.llm` by the report stage.

What code checks in every answer (`check`), before it replaces the guidance:
- the finding id is one of the request's findings (and the first answer for it wins);
- it names the finding's own citation (spelled any way rag/citations.py reads); the remediation is stored with that citation (`grounded_in`) and
  ends with a step to check the revision against that provision;
- the steps are there, at most MAX_STEPS, each short; the wording and basis are there and short;
- the compliant wording does not repeat the violating quote (nor most of it);
- nothing in it addresses the reviewer or the tool instead of the creator (an instruction carried over from the
  untrusted transcript).
A finding whose answer is missing or refused, or whose request failed (timeout, budget, bad format twice), keeps the
category's guidance, with `fallback_reason` saying why, and the report's notes say so too.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field

from audit.judge_llm import load_prompt, neutralise
from audit.sweep_llm import Budget, addresses_reviewer, ask
from audit.taxonomy import Taxonomy
from veristream.clock import clock
from veristream.errors import InputError, LLMError, UnknownCitationError
from veristream.models import Finding, Remediation, SpeakerProfile, Transcript

MAX_PROMPT_CHARS = 48_000  # ~12k tokens of request; past it the findings are split over several requests
MAX_RULE_CHARS = 2_000  # a cited provision's verbatim text, cut here (the longest own texts are paragraphs)
MAX_STEPS = 6
MAX_STEP_CHARS = 300
MAX_WORDING_CHARS = 600
MAX_BASIS_CHARS = 400
MIN_SHARED_WORDS = 5  # a wording sharing this many consecutive words with the quote, and most of it, repeats it
SHARED_SHARE = 0.6


# ---------------------------------------------------------------- the tool schema


class FindingRemediation(BaseModel):
    """Steps and a compliant rewording for one finding, based on its cited provision."""

    finding_id: str = Field(description="The finding id exactly as given, e.g. F2.")
    citation: str = Field(description="The finding's own citation, copied exactly, e.g. FINRA 2210(d)(1)(B).")
    steps: list[str] = Field(description="Two to five short, concrete steps for the creator, one sentence each.")
    compliant_wording: str = Field(
        description="A suggested replacement for the statement, at most three sentences; must not repeat the "
        "violating words; [placeholders] for unknown facts.")
    basis: str = Field(description="One sentence: how the change meets the cited provision's text.")


class RemediationOutput(BaseModel):
    """One remediation for every finding."""

    remediations: list[FindingRemediation] = Field(default_factory=list)


# ---------------------------------------------------------------- the request (pure)


def provision_text(finding: Finding, corpus: Any) -> tuple[str, str]:
    """(title, verbatim text) of the finding's cited provision from the bundled corpus; the finding's own copy when
    the corpus does not hold it (verification already checked it does)."""
    try:
        prov = corpus.get(finding.citation)
    except (UnknownCitationError, KeyError, AttributeError):
        return finding.rule_title, finding.rule_text
    text = prov.text if len(prov.text) >= 80 else (prov.full_text or prov.text)
    return prov.title, text


def render_provision(citation: str, title: str, text: str) -> str:
    return f"- {citation} ({title}):\n  {' '.join(text.split())[:MAX_RULE_CHARS]}"


def render_finding(f: Finding, taxonomy: Taxonomy) -> str:
    """One finding as the model reads it. The engine's rationale is left out: the category, the quote and the
    provision say what is wrong, and the rationale carries detector scores that differ between CPUs (which would
    change the request's recorded key)."""
    try:
        cat = taxonomy.get(f.category)
        name = f"{cat.name}: {cat.description}"
    except KeyError:
        name = "(a category this taxonomy does not know)"
    where = "in the description" if f.origin == "description" else f"at {clock(f.start)} ({f.origin})"
    return (f"[{f.id}] category: {f.category} - {name}\n"
            f"  severity: {f.severity} | {where}\n"
            f"  cites: {f.citation} ({f.rule_title})\n"
            f"  statement (untrusted): <statement>{neutralise(f.excerpt)}</statement>")


def build_messages(
    findings: list[Finding], transcript: Transcript, speaker: SpeakerProfile, taxonomy: Taxonomy, corpus: Any
) -> list[tuple[str, str]]:
    provisions: dict[str, str] = {}
    for f in findings:
        if f.citation not in provisions:
            provisions[f.citation] = render_provision(f.citation, *provision_text(f, corpus))
    system = load_prompt("remediate_system.md").substitute()
    user = load_prompt("remediate_user.md").substitute(
        role=speaker.role, role_set_by=speaker.set_by,
        title=neutralise(transcript.metadata.title or ""), channel=neutralise(transcript.metadata.channel or ""),
        provisions="\n".join(provisions.values()),
        findings="\n\n".join(render_finding(f, taxonomy) for f in findings),
        finding_ids=", ".join(f.id for f in findings),
    )
    return [("system", system), ("human", user)]


def batches(findings: list[Finding], size: Any, limit: int = MAX_PROMPT_CHARS) -> list[list[Finding]]:
    """The findings in as few requests as fit: one, unless `size(batch)` (the prompt's length) would pass `limit`.
    A single finding too long for the limit still goes alone (its provision text is already cut)."""
    out: list[list[Finding]] = []
    current: list[Finding] = []
    for f in findings:
        if current and size([*current, f]) > limit:
            out.append(current)
            current = []
        current.append(f)
    if current:
        out.append(current)
    return out


# ---------------------------------------------------------------- the checks (pure)


def _words(text: str) -> list[str]:
    return re.sub(r"[^\w%$]+", " ", text.lower()).split()


def _longest_shared_run(a: list[str], b: list[str]) -> int:
    best, prev = 0, [0] * (len(b) + 1)
    for x in a:
        row = [0] * (len(b) + 1)
        for j, y in enumerate(b, 1):
            if x == y:
                row[j] = prev[j - 1] + 1
                best = max(best, row[j])
        prev = row
    return best


def repeats_quote(wording: str, quote: str) -> bool:
    """The wording says the violating words again: the whole quote, or a long run that is most of it."""
    q, w = _words(quote), _words(wording)
    if not q:
        return False
    if f" {' '.join(q)} " in f" {' '.join(w)} ":
        return True
    run = _longest_shared_run(q, w)
    return run >= MIN_SHARED_WORDS and run >= math.ceil(SHARED_SHARE * len(q))


def same_provision(cited: str, citation: str) -> bool:
    """The model named the finding's own provision, however spelled ("FINRA Rule 2210(d)(1)(B)"); never its parent,
    a child or a neighbour."""
    from rag.citations import parse_citation

    try:
        return parse_citation(cited) == citation
    except InputError:
        return False


def check(answer: FindingRemediation, finding: Finding) -> str | None:
    """Why the model's remediation for `finding` may not be used (None: it may)."""
    if not same_provision(answer.citation, finding.citation):
        return f"it cites {answer.citation.strip()[:60]!r}, not the finding's own {finding.citation}"
    steps = [s.strip() for s in answer.steps if s.strip()]
    if not steps:
        return "it gives no steps"
    if len(steps) > MAX_STEPS:
        return f"it gives {len(steps)} steps (at most {MAX_STEPS})"
    if any(len(s) > MAX_STEP_CHARS for s in steps):
        return f"a step is longer than {MAX_STEP_CHARS} characters"
    wording, basis = answer.compliant_wording.strip(), answer.basis.strip()
    if not wording:
        return "it gives no compliant wording"
    if len(wording) > MAX_WORDING_CHARS:
        return f"the compliant wording is longer than {MAX_WORDING_CHARS} characters"
    if not basis or len(basis) > MAX_BASIS_CHARS:
        return "its basis in the provision is missing or too long"
    if repeats_quote(wording, finding.excerpt):
        return "the compliant wording repeats the violating quote"
    if any(addresses_reviewer(t) for t in (*steps, wording, basis)):
        return "it addresses the reviewer or the tool instead of the creator"
    return None


def model_remediation(answer: FindingRemediation, finding: Finding) -> Remediation:
    """A checked answer as the finding's remediation, ending, like the guidance, with the provision to check."""
    steps = [s.strip() for s in answer.steps if s.strip()]
    last = f"Check the revised version against {finding.citation_long} ({finding.rule_title}) before it is used."
    return Remediation(steps=[*steps, last], compliant_wording=answer.compliant_wording.strip(), source="model",
                       grounded_in=finding.citation, basis=answer.basis.strip())


@dataclass
class Outcome:
    """What the model's answers gave, per finding id: a checked remediation, or why the guidance stands in."""

    accepted: dict[str, Remediation] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)  # the answer was checked and refused
    failed: dict[str, str] = field(default_factory=dict)  # no usable answer: the request failed or skipped it
    calls: int = 0

    def reason(self, finding_id: str) -> str | None:
        return self.refused.get(finding_id) or self.failed.get(finding_id)

    def notes(self) -> list[str]:
        """What the report says about the fallbacks, one line per reason."""
        by_reason: dict[str, list[str]] = {}
        for fid, why in [*self.refused.items(), *self.failed.items()]:
            by_reason.setdefault(why, []).append(fid)
        return [f"Model remediation not used for {', '.join(ids)} ({why}); the category's guidance stands in."
                for why, ids in by_reason.items()]


def apply_answers(output: RemediationOutput, batch: list[Finding], outcome: Outcome) -> None:
    """Hold one request's answers to the checks; findings the answer skipped are marked failed."""
    by_id = {f.id: f for f in batch}
    seen: set[str] = set()
    for ans in output.remediations:
        fid = ans.finding_id.strip()
        if fid not in by_id or fid in seen:
            continue  # an unknown id has no finding to attach to; a second answer for one finding is ignored
        seen.add(fid)
        why = check(ans, by_id[fid])
        if why:
            outcome.refused[fid] = f"the model's answer was refused: {why}"
        else:
            outcome.accepted[fid] = model_remediation(ans, by_id[fid])
    for fid in by_id:
        if fid not in seen:
            outcome.failed[fid] = "the model gave no remediation for it"


# ---------------------------------------------------------------- the round trip


def remediate(
    findings: list[Finding],
    transcript: Transcript,
    speaker: SpeakerProfile,
    taxonomy: Taxonomy,
    corpus: Any,
    llm: Any,
    budget: Budget,
) -> Outcome:
    """Ask the model for every finding's remediation (one request unless too long) and check each answer.

    Never raises for a model failure: a failed request marks its findings failed, with the reason, and the next
    request (if the findings were split) is still tried while the budget and deadline allow.
    """
    outcome = Outcome()
    calls0 = budget.usage.calls

    def size(batch: list[Finding]) -> int:
        return sum(len(text) for _, text in build_messages(batch, transcript, speaker, taxonomy, corpus))

    for batch in batches(findings, size, MAX_PROMPT_CHARS):
        try:
            out = ask(llm, RemediationOutput, build_messages(batch, transcript, speaker, taxonomy, corpus), budget)
        except LLMError as exc:
            why = f"the request failed: {str(exc).splitlines()[0]}"
            outcome.failed.update({f.id: why for f in batch})
            continue
        assert isinstance(out, RemediationOutput)
        apply_answers(out, batch, outcome)
    outcome.calls = budget.usage.calls - calls0
    return outcome
