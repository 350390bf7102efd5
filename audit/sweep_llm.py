"""The LLM sweep: with a model configured, the model reads the whole transcript, not only the screen's candidates.

Why: a judge that sees only the screen's candidates cannot find what the screen missed (5 of 36 videos of an outside
set had no candidate at all, so the model was never asked), and may cite only provisions retrieved for some
candidate. Here the model reads every window of the video and the screen's candidates are hints.

Two phases, both with structured output through langchain-openai (tool calling, `include_raw=True` so parse
failures come back to us and the number of calls stays bounded here):
1. Sweep: per window of about three minutes (with overlap, the video's metadata and its on-screen text), the model
   flags possible violations (category, verbatim quote, reason) and, for every hint, flags it or clears it with the
   transcript words that cure it.
2. Ground: per batch of flagged statements, the engine retrieves provisions for each (rule-targeted, for the
   regulators that bind the speaker, plus a provision the model named when it exists in the corpus), and the model
   picks one provision from that list and says whether it binds the speaker.

What the model cannot do (the engine, audit/stages.py, applies these rules; this module only asks and parses):
- cite a provision that was not retrieved for the statement;
- place a quote: times and text come from the transcript (tools/verify_excerpt.py), and a quote that is not there,
  or lies in text that tries to instruct the reviewer, is dropped;
- change the speaker's role or whom a rule binds when the analyst set the role;
- remove a rules finding without evidence: a clearance must quote transcript words that are really there and are
  not part of an instruction aimed at the reviewer.

Bounded: at most `max_calls` calls per audit (VERISTREAM_LLM_MAX_CALLS), the client's per-call timeout, an overall
deadline (VERISTREAM_LLM_DEADLINE_S), and up to two retries with backoff on HTTP 429 and 5xx. Any failure raises
LLMError and the engine keeps the rules result, and says so.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from audit.judge_llm import load_prompt, neutralise
from veristream.clock import clock
from veristream.errors import LLMError
from veristream.models import SEVERITY_ORDER, Segment, SpeakerProfile, Transcript

WINDOW_S = 180.0
OVERLAP_S = 20.0
GROUND_BATCH = 8
MAX_RULE_CHARS = 700
MAX_DESCRIPTION_CHARS = 3000
RETRY_BACKOFF_S = (1.0, 3.0)
MIN_REASON_CHARS = 15

# Phrases that address the reviewer rather than the audience. A clearance may not rest on them and a flag inside
# them is refused. Written from general prompt-injection practice before the injection evaluation set was read.
REVIEWER_ADDRESS_RE = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above|earlier|preceding|your) (?:instructions?|prompts?|rules)"
    r"|disregard (?:all |any |the )?(?:previous |prior |above |your )?(?:instructions?|prompts?|rules)"
    r"|(?:system|developer) (?:prompt|message|note)|new instructions?|</?(?:system|transcript|assistant)\b"
    r"|\b(?:ai|a\.i\.|automated|llm|bot|machine)\b[^.]{0,40}\b(?:review\w*|compliance|checker|tool|model|scanner|audit\w*)"
    r"|(?:pre-?approved|already (?:been )?approved|reviewed and approved|approved by (?:our |the )?compliance)"
    r"|(?:return|report|output|find|flag) (?:no|zero|nothing|none)\b|(?:do not|don't|never) (?:flag|report|cite)"
    r"|mark (?:this |the |everything )?(?:video |content )?(?:as )?(?:fully )?compliant"
    r"|speaker_role|\"verdict\"|exempt from (?:finra|sec|ftc)|safe harbou?r",
    re.IGNORECASE,
)


# ---------------------------------------------------------------- structured output schemas


class Flag(BaseModel):
    """One possible violation the model found, with the speaker's exact words."""

    category: str = Field(description="A category id from the checkpoint list.")
    excerpt: str = Field(description="The exact words, copied character for character from the transcript.")
    origin: Literal["speech", "description", "onscreen"] = "speech"
    hint: str | None = Field(default=None, description="The hint id this flag confirms, e.g. C3, if any.")
    reason: str = Field(description="One sentence: what is claimed and which checkpoint it breaks.")
    provision_hint: str | None = Field(default=None, description="Optional: a more exact provision, e.g. SEC 206(4)-1(d)(2).")


class Clear(BaseModel):
    """A hint the model judges not to be a violation, with the words that show it."""

    hint: str = Field(description="The hint id, e.g. C3.")
    evidence: str = Field(description="Exact transcript words that show it is not a violation.")
    reason: str = Field(description="Why those words cure, negate or show there is no claim.")


class SweepOutput(BaseModel):
    """Every possible violation in the window, and a verdict on every hint."""

    flags: list[Flag] = Field(default_factory=list)
    clears: list[Clear] = Field(default_factory=list)


class Pick(BaseModel):
    """The provision one flagged statement breaks, chosen from its retrieved list."""

    item: str = Field(description="The item id exactly as given, e.g. I2.")
    citation: str | None = Field(default=None, description="One provision copied exactly from this item's list.")
    binds: bool = True
    not_binding_reason: str | None = None
    severity: Literal["critical", "high", "medium", "low"] | None = None
    rationale: str = Field(description="1-3 sentences: what was said and why it breaks the cited provision.")


class GroundOutput(BaseModel):
    """One pick for every item."""

    picks: list[Pick] = Field(default_factory=list)


# ---------------------------------------------------------------- windows (pure)


@dataclass(frozen=True)
class Window:
    number: int
    start: float
    end: float
    indices: list[int]  # segment indices


def windows(segments: list[Segment], size_s: float = WINDOW_S, overlap_s: float = OVERLAP_S) -> list[Window]:
    """Windows of about `size_s` seconds, each starting `overlap_s` before the previous one ends."""
    if not segments:
        return [Window(1, 0.0, 0.0, [])]
    out: list[Window] = []
    t = segments[0].start
    last = segments[-1].end
    while True:
        idx = [i for i, s in enumerate(segments) if s.end > t and s.start < t + size_s]
        if idx:
            out.append(Window(len(out) + 1, segments[idx[0]].start, segments[idx[-1]].end, idx))
        if t + size_s >= last:
            break
        t += size_s - overlap_s
    return out


def render_window(segments: list[Segment], indices: list[int]) -> str:
    return "\n".join(f"[{i + 1}] {clock(segments[i].start)} {neutralise(segments[i].text)}" for i in indices)


def addresses_reviewer(text: str) -> bool:
    return bool(REVIEWER_ADDRESS_RE.search(text))


def render_checkpoints(taxonomy: Any) -> str:
    lines = []
    for cat in taxonomy.categories:
        lines.append(f"- {cat.id}: {cat.name}. {cat.description} [{', '.join(cat.citations)}]")
    return "\n".join(lines)


# ---------------------------------------------------------------- what the engine hands in and gets back


@dataclass(frozen=True)
class Hint:
    id: str
    category: str
    excerpt: str
    start: float
    end: float
    origin: str
    verdict: str  # the rules verdict, in words


@dataclass(frozen=True)
class GroundItem:
    id: str
    category: str
    category_name: str
    default_severity: str
    excerpt: str
    context: str
    reason: str
    applicability: str
    provisions: list[tuple[str, str, str]]  # (citation, title, text)


@dataclass
class Usage:
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    retries: int = 0

    def add(self, raw: Any) -> None:
        meta = getattr(raw, "usage_metadata", None) or {}
        self.tokens_in += int(meta.get("input_tokens") or 0)
        self.tokens_out += int(meta.get("output_tokens") or 0)


@dataclass
class Budget:
    """Calls and wall-clock left for this audit's model work."""

    max_calls: int
    deadline_s: float
    t0: float = field(default_factory=time.monotonic)
    usage: Usage = field(default_factory=Usage)

    def check(self) -> None:
        if self.usage.calls >= self.max_calls:
            raise LLMError(f"The audit reached its limit of {self.max_calls} model calls.",
                           "Raise VERISTREAM_LLM_MAX_CALLS for long videos.")
        if time.monotonic() - self.t0 > self.deadline_s:
            raise LLMError(f"The model work passed its {self.deadline_s:g} s deadline.",
                           "Raise VERISTREAM_LLM_DEADLINE_S, or use a faster model.")

    def windows_affordable(self, n_windows: int, reserve: int) -> int:
        return max(0, min(n_windows, self.max_calls - self.usage.calls - reserve))


# ---------------------------------------------------------------- the model round trip


def _retryable(exc: BaseException) -> bool:
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    return status == 429 or (isinstance(status, int) and status >= 500)


def _call(structured: Any, messages: list[Any], budget: Budget) -> dict[str, Any]:
    from audit.llm_client import CONFIG_HINT, describe_failure

    for attempt in range(len(RETRY_BACKOFF_S) + 1):
        budget.check()
        budget.usage.calls += 1
        try:
            out = structured.invoke(messages)
        except LLMError:
            raise
        except Exception as exc:  # every client/network failure becomes LLMError for the fallback
            if _retryable(exc) and attempt < len(RETRY_BACKOFF_S):
                budget.usage.retries += 1
                time.sleep(RETRY_BACKOFF_S[attempt])
                continue
            raise LLMError(f"LLM call failed: {describe_failure(exc)}", CONFIG_HINT) from exc
        budget.usage.add(out.get("raw"))
        return out
    raise LLMError("LLM call failed after retries.", CONFIG_HINT)  # pragma: no cover - the loop returns or raises


def ask(llm: Any, schema: type[BaseModel], messages: list[Any], budget: Budget) -> BaseModel:
    """The answer, with one repair round when it does not validate."""
    structured = llm.with_structured_output(schema, method="function_calling", include_raw=True)
    out = _call(structured, messages, budget)
    if out.get("parsed") is not None:
        return out["parsed"]
    error = str(out.get("parsing_error") or f"no {schema.__name__} tool call")[:400]
    repair = f"Your previous answer could not be used ({error}). Call the {schema.__name__} tool again."
    out = _call(structured, [*messages, ("human", repair)], budget)
    if out.get("parsed") is None:
        raise LLMError(f"The LLM's answer did not match {schema.__name__} twice.",
                       "The model may not support tool calling; choose one that does, or set VERISTREAM_LLM=none.")
    return out["parsed"]


def sweep_messages(
    transcript: Transcript, window: Window, n_windows: int, hints: list[Hint], speaker: SpeakerProfile, taxonomy: Any
) -> list[tuple[str, str]]:
    segs = transcript.segments
    onscreen = [s for s in transcript.onscreen if s.end >= window.start and s.start <= window.end]
    hint_lines = [f"[{h.id}] {h.category} at {clock(h.start)} ({h.origin}); screen verdict: {h.verdict}\n"
                  f"  \u00ab{neutralise(h.excerpt)}\u00bb" for h in hints]
    system = load_prompt("sweep_system.md").substitute(checkpoints=render_checkpoints(taxonomy))
    user = load_prompt("sweep_user.md").substitute(
        role=speaker.role, role_set_by=speaker.set_by,
        role_evidence="; ".join(neutralise(e) for e in speaker.evidence) or "none",
        title=neutralise(transcript.metadata.title or ""), channel=neutralise(transcript.metadata.channel or ""),
        description=neutralise((transcript.metadata.description or "")[:MAX_DESCRIPTION_CHARS]),
        onscreen="\n".join(f"{clock(s.start)} {neutralise(s.text)}" for s in onscreen) or "(none)",
        window_no=window.number, window_count=n_windows, window_start=clock(window.start),
        window_end=clock(window.end), transcript=render_window(segs, window.indices) or "(no speech)",
        hints="\n".join(hint_lines) or "(none)", hint_ids=", ".join(h.id for h in hints) or "none",
    )
    return [("system", system), ("human", user)]


def ground_messages(transcript: Transcript, items: list[GroundItem], speaker: SpeakerProfile) -> list[tuple[str, str]]:
    blocks = []
    for it in items:
        provs = "\n".join(f"    - {c} ({t}): {' '.join(x.split())[:MAX_RULE_CHARS]}" for c, t, x in it.provisions)
        blocks.append(
            f"[{it.id}] category: {it.category} - {it.category_name} (default severity {it.default_severity})\n"
            f"  statement (untrusted): \u00ab{neutralise(it.excerpt)}\u00bb\n"
            f"  context (untrusted): \u00ab{neutralise(it.context)}\u00bb\n"
            f"  why it was flagged: {neutralise(it.reason)}\n"
            f"  whom the rules bind here (engine): {it.applicability}\n"
            f"  provisions you may cite:\n{provs}")
    system = load_prompt("ground_system.md").substitute()
    user = load_prompt("ground_user.md").substitute(
        role=speaker.role, role_set_by=speaker.set_by,
        role_evidence="; ".join(neutralise(e) for e in speaker.evidence) or "none",
        title=neutralise(transcript.metadata.title or ""), channel=neutralise(transcript.metadata.channel or ""),
        items="\n\n".join(blocks), item_ids=", ".join(it.id for it in items),
    )
    return [("system", system), ("human", user)]


def sweep_window(llm: Any, messages: list[Any], budget: Budget) -> SweepOutput:
    out = ask(llm, SweepOutput, messages, budget)
    assert isinstance(out, SweepOutput)
    return out


def ground_items(llm: Any, transcript: Transcript, items: list[GroundItem], speaker: SpeakerProfile,
                 budget: Budget) -> dict[str, Pick]:
    """Picks by item id, in batches; an item the model skipped has no pick (the engine keeps its own citation)."""
    picks: dict[str, Pick] = {}
    for i in range(0, len(items), GROUND_BATCH):
        batch = items[i : i + GROUND_BATCH]
        out = ask(llm, GroundOutput, ground_messages(transcript, batch, speaker), budget)
        assert isinstance(out, GroundOutput)
        ids = {it.id for it in batch}
        for p in out.picks:
            if p.item in ids and p.item not in picks:
                picks[p.item] = p
    return picks


def severity_of(proposed: str | None) -> str | None:
    return proposed if proposed in SEVERITY_ORDER else None


def specific(reason: str | None) -> bool:
    return bool(reason) and len(reason.strip()) >= MIN_REASON_CHARS
