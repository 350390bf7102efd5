"""The LLM judge: a configured model confirms or rejects the rules screen's candidates and may add grounded findings.

Library choice: langchain-openai's `with_structured_output(JudgeOutput, method="function_calling",
include_raw=True)` rather than instructor. The chat assistant already runs on langchain (LangGraph), so one client
stack covers OpenAI, any OpenAI-compatible server (base_url) and Azure (AzureChatOpenAI); tool calling is the most
widely supported structured-output method on compatible servers; and `include_raw=True` hands parse failures back
to us instead of retrying inside the library, so the number of calls stays bounded by this module: at most two calls
per batch of candidates (the answer, plus one repair round when it did not validate or skipped candidate ids).

What it returns: verdict CHANGES only (JudgeResult.changes and .additions). The engine (audit/stages.py) owns the
findings: it applies a change to its own rules verdict, so citations, applicability and rule text are decided in one
place, whoever judged.

Trust model -- the transcript is untrusted input and the rules engine is the baseline:
- The transcript, title and description are sent inside <transcript>/<video_description>/<video_title> tags, with
  `<` and `>` in them neutralised so the text cannot close a tag; the system prompt says they are data.
- Excerpts and times always come from the candidate or from verify_excerpt on the transcript, never from the model.
- Citations: a change may carry only a provision retrieved for that candidate (`Candidate.retrieved`); for an
  addition, one retrieved for any candidate of its batch. Anything else is dropped, logged and noted. The engine
  keeps its own citation when the model's is less specific.
- Rejections: a STRONG candidate (screen score >= STRONG_SCORE, not hedged, not balanced) cannot be removed by the
  model -- a rejection only lowers its severity one step below the category's default and records the model's
  reason. A weak candidate is dropped only with a specific reason (>= MIN_REASON_CHARS). If the transcript or
  description contains prompt-injection phrasing, model rejections are refused for every candidate (so the rules
  verdict stands), and additions grounded in the injected text are refused. A refused rejection is marked
  `refused` with the reason; the engine keeps its rules finding.
- Overrides of the rules verdict need a reason in both directions: when the rules verdict suppresses a candidate
  (hedged, balanced, ...), a model confirmation with no specific rationale (`specific` False) leaves it suppressed.
  The engine applies that rule, since only it knows the rules verdict.
- Severity: the model may move a confirmed finding at most one step from the category's default severity.
- Failure (network, timeout, HTTP error, output that does not validate twice) raises LLMError so the engine falls back
  to the rules result and says so.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from string import Template
from typing import Any, Literal

from pydantic import BaseModel, Field

from veristream.clock import clock
from veristream.config import REPO_ROOT, LLMSettings
from veristream.errors import LLMError
from veristream.models import SEVERITY_ORDER, Candidate, Origin, Segment, SpeakerProfile, Transcript, severity_rank

log = logging.getLogger(__name__)

PROMPTS_DIR = REPO_ROOT / "prompts"
BATCH_SIZE = 6
MAX_JUDGED = 60  # candidates beyond this are kept as rules findings, so a huge video cannot fan out into many calls
STRONG_SCORE = 0.8
MIN_REASON_CHARS = 15
MAX_ADDITIONS_PER_BATCH = 4
CONTEXT_CUES = 2
MAX_RULE_CHARS = 700

INJECTION_RE = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above|earlier|preceding|your) (?:instructions?|prompts?|rules)"
    r"|disregard (?:all |any |the )?(?:previous |prior |above |your )?(?:instructions?|prompts?|rules)"
    r"|forget (?:all |your )?(?:previous |prior )?instructions"
    r"|system prompt|developer message|new instructions?:"
    r"|you are (?:now )?(?:an? )?(?:ai|assistant|language model|chatgpt|compliance (?:bot|model))"
    r"|(?:report|return|output|find) (?:no|zero) (?:violations?|findings?|issues?)"
    r"|(?:do not|don't|never) (?:flag|report|cite) (?:this|anything|any)"
    r"|mark (?:this |the |everything )?(?:video |content )?(?:as )?(?:fully )?compliant",
    re.IGNORECASE,
)


# ---------------------------------------------------------------- structured output schema


class Verdict(BaseModel):
    """The model's judgement of one candidate."""

    candidate_id: str = Field(description="The candidate id exactly as given, e.g. C3.")
    decision: Literal["confirm", "reject"]
    citation: str | None = Field(
        default=None, description="For confirm: one citation copied exactly from the candidate's allowed list."
    )
    severity: Literal["critical", "high", "medium", "low"] | None = None
    rationale: str = Field(description="1-3 sentences: what was said and why it does or does not break the rule.")
    reject_reason: str | None = Field(
        default=None, description="For reject: the specific words in the transcript that negate, quote or cure it."
    )


class Addition(BaseModel):
    """A violation the screen missed, grounded in the speaker's exact words."""

    category: str = Field(description="A taxonomy category id.")
    excerpt: str = Field(description="The speaker's exact words, copied verbatim from the transcript.")
    citation: str = Field(description="One citation copied exactly from an allowed list in this request.")
    severity: Literal["critical", "high", "medium", "low"] | None = None
    rationale: str


class JudgeOutput(BaseModel):
    """Verdicts for every candidate, plus any grounded additions."""

    verdicts: list[Verdict] = Field(default_factory=list)
    additions: list[Addition] = Field(default_factory=list)


@dataclass(frozen=True)
class VerdictChange:
    """What the model's verdict changes about one candidate, already held to the trust rules."""

    candidate_id: str
    decision: Literal["confirm", "reject"]
    rationale: str  # confirm: why it breaks the rule; reject: the words that negate, quote or cure it
    specific: bool = False  # the rationale is specific enough to override a rules verdict that suppresses it
    severity_step: int | None = None  # steps from the category's default severity; None keeps the rules severity
    citation: str | None = None  # confirm: a provision retrieved for the candidate that the model cited
    refused: str | None = None  # reject: why this rejection may not remove a candidate the rules judge reports


@dataclass(frozen=True)
class GroundedAddition:
    """A violation the screen missed, with its excerpt and times taken from the transcript, not from the model."""

    category: str
    excerpt: str
    start: float
    end: float
    origin: Origin
    citation: str  # retrieved for a candidate of the same batch
    severity_step: int
    rationale: str

    def as_confirmation(self, candidate_id: str) -> VerdictChange:
        """An addition is a candidate the model confirmed; the engine plans it, then applies this."""
        return VerdictChange(candidate_id, "confirm", self.rationale, specific=True,
                             severity_step=self.severity_step, citation=self.citation)


@dataclass
class JudgeResult:
    changes: list[VerdictChange] = field(default_factory=list)
    additions: list[GroundedAddition] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    calls: int = 0
    model: str | None = None


# ---------------------------------------------------------------- small pure helpers


def _cat_field(cat: Any, name: str, default: Any = None) -> Any:
    """Taxonomy entries may be audit.taxonomy.Category models or plain dicts from the YAML."""
    if isinstance(cat, dict):
        return cat.get(name, default)
    return getattr(cat, name, default)


def _category(taxonomy: dict, cat_id: str) -> Any:
    if cat_id not in taxonomy:
        raise KeyError(cat_id)
    return taxonomy[cat_id]


def allowed_citations(candidate: Candidate) -> list[str]:
    """Citations retrieved for a candidate (each hit's own provision and every provision its text contains)."""
    out: list[str] = []
    for hit in candidate.retrieved:
        for cit in [hit.citation, *hit.citations]:
            if cit and cit not in out:
                out.append(cit)
    return out


def severity_step(proposed: str | None, default: str, steps: int = 1) -> int:
    """The model's severity as a step from the category default, at most `steps` away (0 when it gave none)."""
    if proposed not in SEVERITY_ORDER:
        return 0
    return min(max(severity_rank(proposed) - severity_rank(default), -steps), steps)


def specific(reason: str) -> bool:
    """A reason that quotes or names something, not "ok" or "no" (overriding the rules verdict needs one)."""
    return len(reason.strip()) >= MIN_REASON_CHARS


def neutralise(text: str) -> str:
    """Untrusted text must not be able to close or open our delimiting tags."""
    return text.replace("<", "\u2039").replace(">", "\u203a")


def injection_spans(transcript: Transcript) -> list[tuple[str, float, float, str]]:
    """Places where the video text tries to instruct the judge: (origin, start, end, text)."""
    found = []
    for seg in transcript.segments:
        if INJECTION_RE.search(seg.text):
            found.append(("speech", seg.start, seg.end, seg.text))
    for span in transcript.onscreen:
        if INJECTION_RE.search(span.text):
            found.append(("onscreen", span.start, span.end, span.text))
    for text in (transcript.metadata.description or "", transcript.metadata.title or ""):
        if INJECTION_RE.search(text):
            found.append(("description", 0.0, 0.0, text[:200]))
    # joined adjacent cues, so an instruction split across two captions is caught too
    segs = transcript.segments
    for a, b in zip(segs, segs[1:], strict=False):
        joined = f"{a.text} {b.text}"
        if INJECTION_RE.search(joined) and not (INJECTION_RE.search(a.text) or INJECTION_RE.search(b.text)):
            found.append(("speech", a.start, b.end, joined))
    return found


def window_indices(segments: list[Segment], batch: list[Candidate], context: int = CONTEXT_CUES) -> list[int]:
    """Segment indices shown to the model: every cue a candidate overlaps, plus `context` cues either side."""
    keep: set[int] = set()
    for cand in batch:
        hits = [i for i, s in enumerate(segments) if s.end >= cand.start - 0.01 and s.start <= cand.end + 0.01]
        if not hits:
            continue
        keep.update(range(max(0, min(hits) - context), min(len(segments), max(hits) + context + 1)))
    return sorted(keep)


def render_transcript(segments: list[Segment], indices: list[int]) -> str:
    lines, prev = [], None
    for i in indices:
        if prev is not None and i != prev + 1:
            lines.append("[...]")
        s = segments[i]
        lines.append(f"[{i + 1}] {clock(s.start)}-{clock(s.end)} {neutralise(s.text)}")
        prev = i
    return "\n".join(lines)


def _rule_text(citation: str, corpus: Any, hits: Iterable[Any]) -> tuple[str, str, str]:
    """(citation_long, title, text) from the corpus, falling back to the retrieved hit."""
    from rag.citations import to_long

    if corpus is not None:
        try:
            prov = corpus.get(citation)
            text = prov.text if len(prov.text) >= 80 else (prov.full_text or prov.text)
            return prov.citation_long, prov.title, text
        except Exception:  # unknown citation falls back to the retrieved text below
            pass
    for hit in hits:
        if citation == hit.citation or citation in hit.citations:
            return to_long(citation), hit.title, hit.text
    return to_long(citation), citation, ""


def render_candidates(batch: list[Candidate], taxonomy: dict, corpus: Any) -> str:
    blocks = []
    for cand in batch:
        cat = _category(taxonomy, cand.category)
        lines = [
            f"[{cand.id}] category: {cand.category} - {_cat_field(cat, 'name', '')}: {_cat_field(cat, 'description', '')}",
            f"  time {clock(cand.start)}-{clock(cand.end)} | origin {cand.origin} | screen score {cand.score:.2f} | "
            f"hedged {'yes' if cand.hedged else 'no'} | balanced {'yes' if cand.balanced else 'no'}",
            f"  screen cue: {neutralise(cand.cue)!r}",
            f"  excerpt (untrusted): \u00ab{neutralise(cand.excerpt)}\u00bb",
            "  allowed citations: "
            + (", ".join(allowed_citations(cand)) or "none retrieved (you cannot change this candidate's citation)"),
        ]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def render_rules(batch: list[Candidate], corpus: Any) -> str:
    """Each retrieved provision's text once per request, however many candidates retrieved it."""
    lines, seen = [], set()
    for cand in batch:
        for cit in allowed_citations(cand):
            if cit in seen:
                continue
            seen.add(cit)
            _, title, text = _rule_text(cit, corpus, cand.retrieved)
            lines.append(f"- {cit} ({title}): {' '.join(text.split())[:MAX_RULE_CHARS]}")
    return "\n".join(lines) or "(none)"


def load_prompt(name: str) -> Template:
    path = PROMPTS_DIR / name
    try:
        return Template(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise LLMError(f"Prompt template missing: {path}", "Reinstall VeriStream; prompts/ ships with it.") from exc


def build_messages(
    transcript: Transcript, batch: list[Candidate], speaker: SpeakerProfile, taxonomy: dict, corpus: Any
) -> list[tuple[str, str]]:
    system = load_prompt("judge_system.md").substitute()
    user = load_prompt("judge_user.md").substitute(
        role=speaker.role,
        role_set_by=speaker.set_by,
        role_evidence="; ".join(neutralise(e) for e in speaker.evidence) or "none",
        title=neutralise(transcript.metadata.title or ""),
        channel=neutralise(transcript.metadata.channel or ""),
        description=neutralise((transcript.metadata.description or "")[:3000]),
        candidates=render_candidates(batch, taxonomy, corpus),
        rules=render_rules(batch, corpus),
        transcript=render_transcript(transcript.segments, window_indices(transcript.segments, batch)),
        candidate_ids=", ".join(c.id for c in batch),
    )
    return [("system", system), ("human", user)]


# ---------------------------------------------------------------- policy: verdicts -> changes (pure)


def is_strong(cand: Candidate) -> bool:
    return cand.score >= STRONG_SCORE and not cand.hedged and not cand.balanced


def _refused(cand: Candidate, reason: str, injections: list[tuple[str, float, float, str]]) -> str | None:
    """Why a rejection may not remove the candidate (None: it may)."""
    if injections:
        return "the transcript contains instructions aimed at the reviewer, so model rejections are ignored"
    if is_strong(cand):
        return "high-confidence screen match; a model rejection only lowers severity"
    if not specific(reason):
        return "the model rejected it without a specific reason"
    return None


def verdict_changes(
    transcript: Transcript,
    batch: list[Candidate],
    output: JudgeOutput,
    taxonomy: dict,
    injections: list[tuple[str, float, float, str]] | None = None,
) -> JudgeResult:
    """Hold the model's answer for one batch to the trust rules in the module docstring; say what it changes."""
    from tools.verify_excerpt import verify_excerpt

    injections = injections or []
    result = JudgeResult()
    by_id = {c.id: c for c in batch}
    verdicts: dict[str, Verdict] = {}
    for v in output.verdicts:
        if v.candidate_id not in by_id:
            result.notes.append(f"LLM judged unknown candidate {v.candidate_id!r}; ignored.")
        elif v.candidate_id not in verdicts:
            verdicts[v.candidate_id] = v
    for cand in batch:
        v = verdicts.get(cand.id)
        if v is None:
            result.notes.append(f"LLM gave no verdict for {cand.id}; kept the rules result.")
            continue
        if v.decision == "confirm":
            citation = None
            if v.citation and v.citation in allowed_citations(cand):
                citation = v.citation
            elif v.citation:
                log.warning("LLM cited %r for %s, which was not retrieved for it; dropped", v.citation, cand.id)
                result.notes.append(f"LLM cited {v.citation!r} for {cand.id}, not retrieved for it; "
                                    "kept the engine's citation.")
            default = _cat_field(_category(taxonomy, cand.category), "severity", "high")
            rationale = (v.rationale or "").strip()
            result.changes.append(VerdictChange(cand.id, "confirm", rationale[:1200], specific=specific(rationale),
                                                severity_step=severity_step(v.severity, default), citation=citation))
            continue
        reason = (v.reject_reason or v.rationale or "").strip()
        refused = _refused(cand, reason, injections)
        step = -1 if refused and is_strong(cand) and not injections else None
        result.changes.append(VerdictChange(cand.id, "reject", reason, specific=specific(reason),
                                            severity_step=step, refused=refused))

    batch_allowed = {cit for c in batch for cit in allowed_citations(c)}
    for add in output.additions[:MAX_ADDITIONS_PER_BATCH]:
        why = _refuse_addition(add, taxonomy, batch_allowed, transcript, injections)
        if why:
            log.warning("LLM addition refused: %s", why)
            result.notes.append(f"LLM addition refused: {why}.")
            continue
        check = verify_excerpt(transcript, add.excerpt)
        default = _cat_field(_category(taxonomy, add.category), "severity", "high")
        result.additions.append(GroundedAddition(
            category=add.category, excerpt=check.matched_text or add.excerpt, start=check.start or 0.0,
            end=check.end or 0.0, origin=check.origin or "speech", citation=add.citation,
            severity_step=severity_step(add.severity, default), rationale=add.rationale.strip()[:1200]))
    return result


def _refuse_addition(
    add: Addition,
    taxonomy: dict,
    allowed: set[str],
    transcript: Transcript,
    injections: list[tuple[str, float, float, str]],
) -> str | None:
    from tools.verify_excerpt import verify_excerpt

    if add.category not in taxonomy:
        return f"unknown category {add.category!r}"
    if add.citation not in allowed:
        return f"citation {add.citation!r} was not retrieved for this batch"
    check = verify_excerpt(transcript, add.excerpt)
    if not check.ok:
        return f"excerpt not found in the transcript: {add.excerpt[:80]!r}"
    start, end = check.start or 0.0, check.end or 0.0
    for origin, a, b, _text in injections:
        if origin == check.origin and (origin == "description" or (start <= b and end >= a)):
            return "excerpt lies in text that tries to instruct the reviewer"
    return None


# ---------------------------------------------------------------- the model round trip


def _invoke(structured: Any, messages: list[Any]) -> dict[str, Any]:
    from audit.llm_client import CONFIG_HINT, describe_failure

    try:
        return structured.invoke(messages)
    except LLMError:
        raise
    except Exception as exc:  # every client/network failure becomes LLMError for the fallback
        raise LLMError(f"LLM call failed: {describe_failure(exc)}", CONFIG_HINT) from exc


def judge_batch(llm: Any, messages: list[Any], batch: list[Candidate]) -> tuple[JudgeOutput, int]:
    """At most two calls: the answer, then one repair round if it did not validate or skipped candidate ids."""
    structured = llm.with_structured_output(JudgeOutput, method="function_calling", include_raw=True)
    out = _invoke(structured, messages)
    calls = 1
    parsed: JudgeOutput | None = out.get("parsed")
    ids = [c.id for c in batch]
    if parsed is not None:
        missing = [i for i in ids if i not in {v.candidate_id for v in parsed.verdicts}]
        if not missing:
            return parsed, calls
        repair = (f"You gave no verdict for {', '.join(missing)}. Call JudgeOutput again with a verdict for each of "
                  f"these candidate ids: {', '.join(missing)}.")
    else:
        error = str(out.get("parsing_error") or "no JudgeOutput tool call")[:400]
        repair = (f"Your previous answer could not be used ({error}). Call the JudgeOutput tool with one verdict "
                  f"for each candidate id: {', '.join(ids)}.")
    second = _invoke(structured, [*messages, ("human", repair)])
    calls += 1
    fixed: JudgeOutput | None = second.get("parsed")
    if fixed is None:
        raise LLMError(
            "The LLM's answer did not match the expected format twice: "
            f"{str(second.get('parsing_error') or 'no tool call')[:200]}",
            "The model may not support tool calling; set VERISTREAM_LLM_MODEL to one that does, or VERISTREAM_LLM=none.",
        )
    if parsed is None:
        return fixed, calls
    seen = {v.candidate_id for v in parsed.verdicts}
    merged = JudgeOutput(
        verdicts=[*parsed.verdicts, *[v for v in fixed.verdicts if v.candidate_id not in seen]],
        additions=[*parsed.additions, *fixed.additions],
    )
    return merged, calls


def judge_candidates(
    transcript: Transcript,
    candidates: list[Candidate],
    speaker: SpeakerProfile,
    taxonomy: dict,
    settings: LLMSettings,
    *,
    llm: Any = None,
    corpus: Any = None,
) -> JudgeResult:
    """Judge every candidate in batches; return the verdict changes, grounded additions and notes.

    Candidates beyond MAX_JUDGED are not sent (they keep their rules verdicts), so a huge video cannot fan out into
    many calls. Raises LLMError on any model failure so the engine keeps the rules verdicts.
    """
    from audit.llm_client import make_chat_model

    if settings.provider == "none" and llm is None:
        raise LLMError("No LLM is configured.", "Set OPENAI_API_KEY or AZURE_OPENAI_* to use the LLM judge.")
    unknown = sorted({c.category for c in candidates} - set(taxonomy))
    if unknown:
        raise LLMError(f"Candidates use categories missing from the taxonomy: {', '.join(unknown)}")
    if corpus is None:
        try:
            from rag.corpus import load_corpus

            corpus = load_corpus()
        except Exception as exc:  # rule text then comes from the retrieved hits
            log.warning("corpus unavailable for the LLM judge (%s); using retrieved text", exc)
    llm = llm or make_chat_model(settings)
    injections = injection_spans(transcript)
    total = JudgeResult(model=settings.model)
    if injections:
        where = ", ".join(f"{o} {clock(a)}" for o, a, _, _ in injections[:5])
        total.notes.append(f"Possible prompt injection in the video text ({where}); LLM rejections were ignored.")
    judged, overflow = candidates[:MAX_JUDGED], candidates[MAX_JUDGED:]
    for i in range(0, len(judged), BATCH_SIZE):
        batch = judged[i : i + BATCH_SIZE]
        messages = build_messages(transcript, batch, speaker, taxonomy, corpus)
        output, calls = judge_batch(llm, messages, batch)
        total.calls += calls
        part = verdict_changes(transcript, batch, output, taxonomy, injections)
        total.changes += part.changes
        total.additions += part.additions
        total.notes += part.notes
    if overflow:
        total.notes.append(f"{len(overflow)} candidates beyond {MAX_JUDGED} were not sent to the LLM.")
    return total
