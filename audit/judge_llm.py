"""The LLM judge: a configured model confirms or rejects the rules screen's candidates and may add grounded findings.

Library choice: langchain-openai's `with_structured_output(JudgeOutput, method="function_calling",
include_raw=True)` rather than instructor. The chat assistant already runs on langchain (LangGraph), so one client
stack covers OpenAI, any OpenAI-compatible server (base_url) and Azure (AzureChatOpenAI); tool calling is the most
widely supported structured-output method on compatible servers; and `include_raw=True` hands parse failures back
to us instead of retrying inside the library, so the number of calls stays bounded by this module: at most two calls
per batch of candidates (the answer, plus one repair round when it did not validate or skipped candidate ids).

Trust model -- the transcript is untrusted input and the rules engine is the baseline:
- The transcript, title and description are sent inside <transcript>/<video_description>/<video_title> tags, with
  `<` and `>` in them neutralised so the text cannot close a tag; the system prompt says they are data.
- Excerpts and times always come from the candidate or from verify_excerpt on the transcript, never from the model.
- Citations: a finding may carry only a provision retrieved for that candidate (`Candidate.retrieved`); for an
  addition, one retrieved for any candidate of its batch. Anything else is dropped, logged and noted.
- Rejections: a STRONG candidate (screen score >= STRONG_SCORE, not hedged, not balanced) cannot be removed by the
  model -- a rejection only lowers its severity one step and records the model's reason. A weak candidate is dropped
  only with a specific reason (>= MIN_REASON_CHARS). If the transcript or description contains prompt-injection
  phrasing, model rejections are ignored for every candidate the screen did not itself mark hedged (so the rules
  baseline stands), and additions grounded in the injected text are refused.
- Overrides of the rules verdict need a reason in both directions: when the rules baseline suppresses a candidate
  (hedged, balanced, ...), a model confirmation with no specific rationale (< MIN_REASON_CHARS) leaves it suppressed.
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

from rag.citations import is_descendant
from veristream.clock import clock
from veristream.config import REPO_ROOT, LLMSettings
from veristream.errors import LLMError
from veristream.models import Candidate, Finding, Segment, Severity, SpeakerProfile, SuppressedFinding, Transcript

log = logging.getLogger(__name__)

PROMPTS_DIR = REPO_ROOT / "prompts"
BATCH_SIZE = 6
MAX_JUDGED = 60  # candidates beyond this are kept as rules findings, so a huge video cannot fan out into many calls
STRONG_SCORE = 0.8
MIN_REASON_CHARS = 15
MAX_ADDITIONS_PER_BATCH = 4
CONTEXT_CUES = 2
MAX_RULE_CHARS = 700
SEVERITIES: tuple[str, ...] = ("low", "medium", "high", "critical")
ROLE_REGULATOR = {"ria": "SEC", "registered_rep": "FINRA", "unregistered_influencer": "FTC"}

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


@dataclass
class JudgeResult:
    findings: list[Finding]
    rejected: list[SuppressedFinding] = field(default_factory=list)
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


def regulator_of(citation: str) -> str:
    return citation.split(" ", 1)[0]


def default_citation(candidate: Candidate, category: Any, speaker: SpeakerProfile) -> str:
    """The rules engine's choice when the model gives none: the taxonomy's preferred citation for the regulator
    that binds the speaker, if it was retrieved; else a retrieved citation of a binding regulator; else the first."""
    allowed = allowed_citations(candidate)
    listed = list(_cat_field(category, "citations", []) or [])
    bound = ROLE_REGULATOR.get(speaker.role)
    ordered = sorted(listed, key=lambda c: regulator_of(c) != bound) if bound else listed
    for cit in ordered:
        if cit in allowed:
            return cit
    for cit in allowed:
        if bound is None or regulator_of(cit) == bound:
            return cit
    if allowed:
        return allowed[0]
    if ordered:
        return ordered[0]
    raise LLMError(f"Candidate {candidate.id} has no citation to report.")


def clamp_severity(proposed: str | None, default: str, steps: int = 1) -> Severity:
    """The model may move severity at most `steps` away from the taxonomy default."""
    base = SEVERITIES.index(default) if default in SEVERITIES else 2
    if proposed not in SEVERITIES:
        return SEVERITIES[base]  # type: ignore[return-value]
    idx = min(max(SEVERITIES.index(proposed), base - steps), base + steps)
    return SEVERITIES[idx]  # type: ignore[return-value]


def lower_severity(severity: str) -> Severity:
    idx = SEVERITIES.index(severity) if severity in SEVERITIES else 2
    return SEVERITIES[max(idx - 1, 0)]  # type: ignore[return-value]


def applicability_text(regulator: str, speaker: SpeakerProfile) -> str:
    role, how = speaker.role, speaker.set_by
    if regulator == "FTC":
        return (
            "FTC Endorsement Guides bind advertisers and endorsers when the content is an endorsement or "
            f"advertisement; speaker role {role} ({how}) - applies if this is an endorsement or ad."
        )
    if regulator == "SEC":
        if role == "ria":
            return f"SEC Marketing Rule binds registered investment advisers; the speaker is an RIA ({how}): applies."
        return (
            "SEC Marketing Rule binds registered investment advisers and the promoters they pay; "
            f"speaker role {role} ({how}) - depends on whether an adviser is behind this communication."
        )
    if role == "registered_rep":
        return f"FINRA rules bind member firms and associated persons; the speaker is a registered rep ({how}): applies."
    return (
        "FINRA rules bind member firms and their associated persons; "
        f"speaker role {role} ({how}) - depends on whether the speaker is associated with a member firm."
    )


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
        except Exception:  # noqa: BLE001 - unknown citation falls back to the retrieved text below
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


# ---------------------------------------------------------------- policy: verdicts -> findings (pure)


def _rules_rationale(cand: Candidate, cat: Any) -> str:
    cue = f" (screen matched {cand.cue!r})" if cand.cue else ""
    return f"{_cat_field(cat, 'name', cand.category)}{cue}."


def _make_finding(
    *,
    cand_like: Candidate,
    category: str,
    citation: str,
    severity: Severity,
    rationale: str,
    engine: Literal["rules", "llm"],
    speaker: SpeakerProfile,
    corpus: Any,
    hits: Iterable[Any],
    verified: bool,
) -> Finding:
    citation_long, title, text = _rule_text(citation, corpus, hits)
    regulator = regulator_of(citation)
    return Finding(
        id="F0",
        category=category,
        severity=severity,
        start=cand_like.start,
        end=cand_like.end,
        excerpt=cand_like.excerpt,
        context=cand_like.context,
        citation=citation,
        citation_long=citation_long,
        regulator=regulator,  # type: ignore[arg-type]
        rule_title=title,
        rule_text=text,
        rationale=rationale.strip()[:1200],
        applicability=applicability_text(regulator, speaker),
        engine=engine,
        verified=verified,
        origin=cand_like.origin,
    )


def is_strong(cand: Candidate) -> bool:
    return cand.score >= STRONG_SCORE and not cand.hedged and not cand.balanced


def apply_verdicts(
    transcript: Transcript,
    batch: list[Candidate],
    output: JudgeOutput,
    speaker: SpeakerProfile,
    taxonomy: dict,
    corpus: Any = None,
    injections: list[tuple[str, float, float, str]] | None = None,
    baseline: dict[str, str | None] | None = None,
) -> JudgeResult:
    """Turn the model's verdicts into findings under the trust rules in the module docstring.

    `baseline` (optional) is the rules judge's verdict per candidate id: None = it would report it, a string = it
    would suppress it for that reason. When given, it decides what happens to candidates the model skipped and to
    rejections the trust rules refuse; without it, a kept candidate is reported unless the screen marked it hedged.
    """
    from tools.verify_excerpt import verify_excerpt

    injections = injections or []
    result = JudgeResult(findings=[])
    by_id = {c.id: c for c in batch}
    verdicts: dict[str, Verdict] = {}
    for v in output.verdicts:
        if v.candidate_id not in by_id:
            result.notes.append(f"LLM judged unknown candidate {v.candidate_id!r}; ignored.")
        elif v.candidate_id not in verdicts:
            verdicts[v.candidate_id] = v
    batch_allowed = {cit for c in batch for cit in allowed_citations(c)}
    all_hits = [h for c in batch for h in c.retrieved]

    for cand in batch:
        cat = _category(taxonomy, cand.category)
        default_sev = _cat_field(cat, "severity", "high")
        base_cit = default_citation(cand, cat, speaker)
        verified = verify_excerpt(transcript, cand.excerpt).ok
        common = dict(cand_like=cand, category=cand.category, speaker=speaker, corpus=corpus, hits=cand.retrieved,
                      verified=verified)
        rules_reason = baseline.get(cand.id) if baseline is not None else None
        rules_suppress = baseline is not None and rules_reason is not None
        v = verdicts.get(cand.id)
        if v is None:
            result.notes.append(f"LLM gave no verdict for {cand.id}; kept the rules result.")
            kept = _make_finding(citation=base_cit, severity=default_sev,  # type: ignore[arg-type]
                                 rationale=_rules_rationale(cand, cat), engine="rules", **common)
            if rules_suppress:
                result.rejected.append(SuppressedFinding(finding=kept, reason=str(rules_reason)))
            else:
                result.findings.append(kept)
            continue
        if v.decision == "confirm" and rules_suppress and len((v.rationale or "").strip()) < MIN_REASON_CHARS:
            # overriding the rules verdict in either direction needs a specific reason
            kept = _make_finding(citation=base_cit, severity=default_sev,  # type: ignore[arg-type]
                                 rationale=_rules_rationale(cand, cat), engine="rules", **common)
            result.rejected.append(SuppressedFinding(finding=kept, reason=str(rules_reason)))
            result.notes.append(f"LLM confirmed {cand.id} without a specific reason; kept the rules verdict.")
            continue
        if v.decision == "confirm":
            citation = base_cit
            if v.citation:
                if v.citation in allowed_citations(cand) and is_descendant(base_cit, v.citation):
                    result.notes.append(f"LLM cited {v.citation} for {cand.id}; kept the more specific {base_cit}.")
                elif v.citation in allowed_citations(cand):
                    citation = v.citation
                else:
                    log.warning("LLM cited %r for %s, which was not retrieved for it; dropped", v.citation, cand.id)
                    result.notes.append(f"LLM cited {v.citation!r} for {cand.id}, not retrieved for it; "
                                        f"used {base_cit}.")
            result.findings.append(_make_finding(citation=citation, severity=clamp_severity(v.severity, default_sev),
                                                 rationale=v.rationale or _rules_rationale(cand, cat), engine="llm",
                                                 **common))
            continue
        reason = (v.reject_reason or v.rationale or "").strip()
        keep_why = None
        if rules_suppress:
            keep_why = None  # the rules baseline drops it too, so the model's rejection changes nothing
        elif injections and (baseline is not None or not cand.hedged):
            keep_why = "the transcript contains instructions aimed at the reviewer, so model rejections are ignored"
        elif is_strong(cand) and not rules_suppress:
            keep_why = "high-confidence screen match; a model rejection only lowers severity"
        elif len(reason) < MIN_REASON_CHARS and not rules_suppress:
            keep_why = "the model rejected it without a specific reason"
        if keep_why:
            severity = lower_severity(default_sev) if (is_strong(cand) and not injections) else default_sev
            rationale = f"{_rules_rationale(cand, cat)} A language model disagreed ({reason or 'no reason'}); kept " \
                        f"because {keep_why}."
            result.findings.append(_make_finding(citation=base_cit, severity=severity,  # type: ignore[arg-type]
                                                 rationale=rationale, engine="rules", **common))
            result.notes.append(f"Kept {cand.id} despite LLM rejection: {keep_why}.")
        else:
            dropped = _make_finding(citation=base_cit, severity=default_sev,  # type: ignore[arg-type]
                                    rationale=_rules_rationale(cand, cat), engine="rules", **common)
            result.rejected.append(SuppressedFinding(finding=dropped, reason=f"LLM rejected: {reason}"))

    taken = [(f.category, f.start, f.end) for f in result.findings]
    for add in output.additions[:MAX_ADDITIONS_PER_BATCH]:
        why = _refuse_addition(add, taxonomy, batch_allowed, transcript, injections, taken)
        if why:
            log.warning("LLM addition refused: %s", why)
            result.notes.append(f"LLM addition refused: {why}.")
            continue
        check = verify_excerpt(transcript, add.excerpt)
        cat = _category(taxonomy, add.category)
        grounded = Candidate(id="A", category=add.category, start=check.start or 0.0, end=check.end or 0.0,
                             excerpt=check.matched_text or add.excerpt, origin=check.origin or "speech")
        result.findings.append(_make_finding(
            cand_like=grounded, category=add.category, citation=add.citation,
            severity=clamp_severity(add.severity, _cat_field(cat, "severity", "high")), rationale=add.rationale,
            engine="llm", speaker=speaker, corpus=corpus, hits=all_hits, verified=True))
        taken.append((add.category, grounded.start, grounded.end))
    return result


def _refuse_addition(
    add: Addition,
    taxonomy: dict,
    allowed: set[str],
    transcript: Transcript,
    injections: list[tuple[str, float, float, str]],
    taken: list[tuple[str, float, float]],
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
    if any(cat == add.category and start <= b + 1 and end >= a - 1 for cat, a, b in taken):
        return f"duplicate of an existing {add.category} finding"
    return None


# ---------------------------------------------------------------- the model round trip


def _invoke(structured: Any, messages: list[Any]) -> dict[str, Any]:
    from audit.llm_client import CONFIG_HINT, describe_failure

    try:
        return structured.invoke(messages)
    except LLMError:
        raise
    except Exception as exc:  # noqa: BLE001 - every client/network failure becomes LLMError for the fallback
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
    baseline: dict[str, str | None] | None = None,
) -> JudgeResult:
    """Judge every candidate in batches; return findings, model rejections (for `suppressed`) and notes.

    `baseline`: the rules judge's verdict per candidate id (None = report, str = suppress reason); see apply_verdicts.
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
        except Exception as exc:  # noqa: BLE001 - rule text then comes from the retrieved hits
            log.warning("corpus unavailable for the LLM judge (%s); using retrieved text", exc)
    llm = llm or make_chat_model(settings)
    injections = injection_spans(transcript)
    total = JudgeResult(findings=[], model=settings.model)
    if injections:
        where = ", ".join(f"{o} {clock(a)}" for o, a, _, _ in injections[:5])
        total.notes.append(f"Possible prompt injection in the video text ({where}); LLM rejections were ignored.")
    judged, overflow = candidates[:MAX_JUDGED], candidates[MAX_JUDGED:]
    for i in range(0, len(judged), BATCH_SIZE):
        batch = judged[i : i + BATCH_SIZE]
        messages = build_messages(transcript, batch, speaker, taxonomy, corpus)
        output, calls = judge_batch(llm, messages, batch)
        total.calls += calls
        part = apply_verdicts(transcript, batch, output, speaker, taxonomy, corpus, injections, baseline)
        total.findings += part.findings
        total.rejected += part.rejected
        total.notes += part.notes
    if overflow:
        total.notes.append(f"{len(overflow)} candidates beyond {MAX_JUDGED} were not sent to the LLM.")
        keep = apply_verdicts(transcript, overflow, JudgeOutput(), speaker, taxonomy, corpus, injections, baseline)
        total.findings += keep.findings
        total.rejected += keep.rejected
    total.findings.sort(key=lambda f: (f.start, f.end))
    for n, f in enumerate(total.findings, 1):
        f.id = f"F{n}"
    return total


def judge_with_llm(
    transcript: Transcript,
    candidates: list[Candidate],
    speaker: SpeakerProfile,
    taxonomy: dict,
    settings: LLMSettings,
) -> list[Finding]:
    """The engine's entry point: judged findings (engine="llm" where the model confirmed or added them).

    Raises LLMError on any model failure so the caller falls back to the rules result. Use judge_candidates for
    the rejected candidates and notes as well.
    """
    return judge_candidates(transcript, candidates, speaker, taxonomy, settings).findings
