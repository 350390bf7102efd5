"""The judge stage's sweep path: the model reads the whole transcript; the engine applies its answers under rules.

audit/sweep_llm.py asks (windows, prompts, schemas, the bounded round trip). This module decides what the answers
may change, in one place, so the trust rules read top to bottom:

1. Every window is swept; the rules engine's cited candidates are shown as hints, each in exactly one window.
2. A flag becomes a finding only if its quote is found in the transcript (text and times come from there), it does
   not lie in text addressed to the reviewer, and the engine's applicability says a rule binds the speaker. A flag
   on a hint confirms that candidate (its rules suppression, e.g. "hedged", is overridden by the model's reason).
3. Each flagged statement is grounded: the model picks a provision from those retrieved for it. A pick outside that
   list is refused and counted; the engine's citation stands.
4. A hint the model clears is removed only with evidence: quoted transcript words that are really there and do not
   address the reviewer. A hint the model neither flags nor clears keeps its rules verdict.
5. When the analyst set the speaker's role, the model's "does not bind" cannot remove a finding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from audit import candidate, retrieve, rulebase, sweep_llm
from audit.geometry import Screened
from audit.judge_llm import VerdictChange, severity_step
from audit.run import AuditRun, Plan
from audit.sweep_llm import Budget, Flag, GroundItem, Hint, Window
from audit.taxonomy import regulator_of
from veristream import config
from veristream.errors import UnknownCitationError
from veristream.models import Candidate, LLMStats, SearchHit, SuppressedFinding, Transcript

MAX_PROVISIONS = 6
TIME_SLACK_S = 2.0


@dataclass
class Item:
    """A flagged statement on its way to a finding."""

    flag: Flag
    plan: Plan
    from_hint: bool
    provisions: list[tuple[str, str, str]]
    ground_id: str = ""


def sweep_judge(run: AuditRun, judged: list[Plan], settings: config.LLMSettings, llm: Any = None) -> None:
    """Sweep, ground and apply; raises LLMError (the caller keeps the rules verdicts) when the model fails."""
    from audit.llm_client import make_chat_model

    llm = llm or make_chat_model(settings)
    marks = len(run.findings), len(run.suppressed), len(run.notes)
    try:
        _sweep(run, judged, settings, llm)
    except BaseException:
        del run.findings[marks[0]:], run.suppressed[marks[1]:], run.notes[marks[2]:]
        raise


def _sweep(run: AuditRun, judged: list[Plan], settings: config.LLMSettings, llm: Any) -> None:
    stats = LLMStats(mode="sweep")
    budget = Budget(max_calls=config.llm_max_calls(), deadline_s=config.llm_deadline_s())
    run.llm_budget = budget  # the report stage's remediation request spends from the same calls and deadline
    wins = sweep_llm.windows(run.transcript.segments)
    reserve = math.ceil(max(1, len(wins)) / 2)  # leave room for grounding batches
    afford = budget.windows_affordable(len(wins), reserve)
    stats.windows, stats.windows_skipped = afford, len(wins) - afford
    hints = _hints_by_window(judged, wins[:afford])
    flags: list[Flag] = []
    clears: dict[str, sweep_llm.Clear] = {}
    for w in wins[:afford]:
        msgs = sweep_llm.sweep_messages(run.transcript, w, len(wins), hints[w.number], run.speaker, run.book.taxonomy)
        out = sweep_llm.sweep_window(llm, msgs, budget)
        flags += out.flags
        shown = {h.id for h in hints[w.number]}
        clears.update({c.hint: c for c in out.clears if c.hint in shown and c.hint not in clears})
    stats.flags = len(flags)
    items = _items(run, judged, flags, stats)
    for n, it in enumerate(items, 1):
        it.ground_id = f"I{n}"
    ground = [_ground_item(it, run) for it in items]
    picks = sweep_llm.ground_items(llm, run.transcript, ground, run.speaker, budget) if ground else {}
    _apply(run, judged, items, picks, clears, stats)
    if stats.windows_skipped:
        run.notes.append(f"{stats.windows_skipped} of {len(wins)} windows were not read by the model "
                         f"(call limit {budget.max_calls}); their screen candidates keep the rules verdicts.")
    stats.calls, stats.retries = budget.usage.calls, budget.usage.retries
    stats.tokens_in, stats.tokens_out = budget.usage.tokens_in, budget.usage.tokens_out
    price_in, price_out = config.llm_prices()
    if price_in is not None and price_out is not None:
        stats.cost_usd = round((stats.tokens_in * price_in + stats.tokens_out * price_out) / 1e6, 6)
    run.llm = stats
    run.engine, run.model = "llm+rules", settings.model


# ---------------------------------------------------------------- hints and flags


def _hints_by_window(judged: list[Plan], wins: list[Window]) -> dict[int, list[Hint]]:
    """Each cited candidate is a hint in exactly one window: the first that holds its start (description: the first)."""
    out: dict[int, list[Hint]] = {w.number: [] for w in wins}
    for p in judged:
        c = p.candidate
        w = next((w for w in wins if c.origin == "description" or w.start - 0.01 <= c.start <= w.end + 0.01), None)
        if w is None:
            continue
        j = p.judgement
        verdict = "reported" if j is not None and j.reason is None else f"suppressed ({j.reason if j else p.reason})"
        out[w.number].append(Hint(c.id, c.category, c.excerpt, c.start, c.end, c.origin, verdict))
    return out


def _addresses_reviewer(transcript: Transcript, text: str, origin: str, start: float, end: float) -> bool:
    """The matched words, or a cue they lie in, speak to the reviewer rather than the audience."""
    if sweep_llm.addresses_reviewer(text):
        return True
    if origin == "speech":
        return any(sweep_llm.addresses_reviewer(s.text) for s in transcript.segments
                   if s.end >= start - 0.01 and s.start <= end + 0.01)
    if origin == "onscreen":
        return any(sweep_llm.addresses_reviewer(s.text) for s in transcript.onscreen
                   if s.end >= start - 0.01 and s.start <= end + 0.01)
    desc = transcript.metadata.description or ""
    at = desc.lower().find(text.lower()[:40])
    line = desc[desc.rfind("\n", 0, max(at, 0)) + 1 : desc.find("\n", at) if at >= 0 and "\n" in desc[at:] else None]
    return at >= 0 and sweep_llm.addresses_reviewer(line)


def _near(c: Candidate, origin: str, start: float, end: float) -> bool:
    if c.origin != origin:
        return False
    return origin == "description" or (start <= c.end + TIME_SLACK_S and end >= c.start - TIME_SLACK_S)


def _items(run: AuditRun, judged: list[Plan], flags: list[Flag], stats: LLMStats) -> list[Item]:
    """Flags placed in the transcript and matched to a hint or planned as new candidates; one item per statement."""
    from tools.verify_excerpt import verify_excerpt

    by_id = {p.candidate.id: p for p in judged}
    items: list[Item] = []
    for n, flag in enumerate(flags, 1):
        if flag.category not in run.book.taxonomy.as_dict():
            run.notes.append(f"LLM flag refused: unknown category {flag.category!r}.")
            continue
        check = verify_excerpt(run.transcript, flag.excerpt)
        if not check.ok:
            stats.quotes_unverified += 1
            run.notes.append(f"LLM flag dropped: quote not found in the transcript ({flag.excerpt[:80]!r}).")
            continue
        origin, start, end = check.origin or "speech", check.start or 0.0, check.end or 0.0
        text = check.matched_text or flag.excerpt
        if _addresses_reviewer(run.transcript, text, origin, start, end):
            stats.injection_refusals += 1
            run.notes.append("LLM flag refused: its quote lies in text addressed to the reviewer.")
            continue
        hinted = by_id.get(flag.hint or "")
        plan = hinted if hinted is not None and _near(hinted.candidate, origin, start, end) else next(
            (p for p in judged if p.candidate.category == flag.category and _near(p.candidate, origin, start, end)),
            None)
        if any(it.plan is plan for it in items if plan is not None) or any(
            it.plan.candidate.category == flag.category and _near(it.plan.candidate, origin, start, end)
            for it in items
        ):
            continue  # the same concern seen again, e.g. in an overlapping window
        from_hint = plan is not None
        if plan is None:
            cand = Candidate(id=f"L{n}", category=flag.category, start=start, end=end, excerpt=text,
                             context=_context(run.transcript, start, end), origin=origin,  # type: ignore[arg-type]
                             cue="the language model's sweep")
            plan = candidate.plan_candidate(Screened(cand), run.book, run.speaker, run.scope,
                                            candidate.evidence_near(run, cand))
            if plan.citation is None:
                run.suppressed.append(SuppressedFinding(finding=candidate.placeholder_finding(plan, run.book),
                                                        reason=candidate.uncited_reason(plan)))
                continue
        items.append(Item(flag, plan, from_hint, _provisions(plan, flag, run)))
    return items


def _context(transcript: Transcript, start: float, end: float) -> str:
    segs = transcript.segments
    idx = [i for i, s in enumerate(segs) if s.end >= start - 0.01 and s.start <= end + 0.01]
    if not idx:
        return ""
    return " ".join(s.text for s in segs[max(0, idx[0] - 1) : idx[-1] + 2])


def _provisions(plan: Plan, flag: Flag, run: AuditRun) -> list[tuple[str, str, str]]:
    """Rule-targeted retrieval for every regulator that binds the speaker, plus the provision the model named."""
    book = run.book
    hits: list[SearchHit] = []
    for reg in plan.applicability.regulators:
        hits += retrieve.retrieve(book.lex(plan.category), plan.category, reg, book.corpus.content_hash)
    listed = [c for c in plan.category.citations if regulator_of(c) in plan.applicability.regulators]
    found = [*listed, *(h.citation for h in sorted(hits, key=lambda h: h.rank))]
    named = (flag.provision_hint or "").strip()
    if named and regulator_of(named) in plan.applicability.regulators:
        found.insert(len(listed), named)
    out: list[tuple[str, str, str]] = []
    if plan.citation:
        found.insert(0, plan.citation)
    found = [c for c in dict.fromkeys(found) if not any(o != c and rulebase.is_descendant(o, c) for o in found)]
    for cit in found:  # a parent whose sub-paragraph is listed is left out: the narrower provision is the citation
        if len(out) >= MAX_PROVISIONS:
            continue
        try:
            prov = book.corpus.get(cit)
        except UnknownCitationError:
            continue
        text = prov.text if len(prov.text) >= 80 else (prov.full_text or prov.text)
        out.append((prov.citation, prov.title, text))
    plan.candidate.retrieved = [*plan.candidate.retrieved, *(
        SearchHit(rank=90 + i, citation=c, citations=[c], title=t, text=x[:400], score=0.0,
                  regulator=regulator_of(c))  # type: ignore[arg-type]
        for i, (c, t, x) in enumerate(out) if c not in {h.citation for h in plan.candidate.retrieved})]
    return out


def _ground_item(it: Item, run: AuditRun) -> GroundItem:
    cat = it.plan.category
    return GroundItem(it.ground_id, cat.id, cat.name, cat.severity, it.plan.candidate.excerpt,
                      _context(run.transcript, it.plan.candidate.start, it.plan.candidate.end), it.flag.reason,
                      it.plan.applicability.text, it.provisions)


# ---------------------------------------------------------------- applying the answers


def _apply(run: AuditRun, judged: list[Plan], items: list[Item], picks: dict[str, sweep_llm.Pick],
           clears: dict[str, sweep_llm.Clear], stats: LLMStats) -> None:
    flagged = {id(it.plan) for it in items}
    for it in items:
        _apply_item(run, it, picks.get(it.ground_id), stats)
    for p in judged:
        if id(p) in flagged:
            continue
        clear = clears.get(p.candidate.id)
        if clear is None or p.judgement is None or p.judgement.reason is not None:
            candidate.rules_verdict(p, run.findings, run.suppressed)
            continue
        refused = _refuse_clear(run, clear)
        if refused:
            stats.clears_refused += 1
            run.notes.append(f"Kept {p.candidate.id} despite an LLM clearance: {refused}.")
            candidate.rules_verdict(p, run.findings, run.suppressed)
        else:
            stats.clears_accepted += 1
            run.suppressed.append(SuppressedFinding(
                finding=p.judgement.finding,
                reason=f"LLM cleared it: {clear.reason.strip()} (evidence: \u00ab{clear.evidence.strip()}\u00bb)"))


def _refuse_clear(run: AuditRun, clear: sweep_llm.Clear) -> str | None:
    from tools.verify_excerpt import verify_excerpt

    if not sweep_llm.specific(clear.reason):
        return "it gave no specific reason"
    check = verify_excerpt(run.transcript, clear.evidence)
    if not check.ok:
        return "its evidence is not in the transcript"
    if _addresses_reviewer(run.transcript, check.matched_text or clear.evidence, check.origin or "speech",
                           check.start or 0.0, check.end or 0.0):
        return "its evidence is text addressed to the reviewer"
    return None


def _apply_item(run: AuditRun, it: Item, pick: sweep_llm.Pick | None, stats: LLMStats) -> None:
    p = it.plan
    if p.judgement is None:
        p.judgement = candidate.judge_plan(p, run.book)
    reported_by_rules = it.from_hint and p.judgement.reason is None
    allowed = {c for c, _, _ in it.provisions}
    citation = p.citation
    if pick is not None and pick.citation:
        if pick.citation in allowed:
            citation = pick.citation
        else:
            stats.citations_refused += 1
            run.notes.append(f"LLM cited {pick.citation!r} for {p.candidate.id}, which was not retrieved for it; "
                             f"kept {p.citation}.")
    elif pick is not None and not reported_by_rules:
        run.suppressed.append(SuppressedFinding(finding=p.judgement.finding,
                                                reason=f"LLM found no retrieved provision that fits: {pick.rationale}"))
        return
    if pick is not None and not pick.binds and sweep_llm.specific(pick.not_binding_reason):
        if run.speaker.set_by == "user":
            run.notes.append(f"LLM said {citation} does not bind the speaker ({pick.not_binding_reason}); the role "
                             "was set by the analyst, so the engine's applicability stands.")
        elif not reported_by_rules:
            run.suppressed.append(SuppressedFinding(finding=p.judgement.finding,
                                                    reason=f"LLM: the rule does not bind: {pick.not_binding_reason}"))
            return
    rationale = (pick.rationale if pick is not None and pick.rationale.strip() else it.flag.reason).strip()[:1200]
    step = severity_step(pick.severity if pick else None, p.category.severity)
    change = VerdictChange(p.candidate.id, "confirm", rationale, specific=True, severity_step=step, citation=citation)
    run.findings.append(candidate.confirmed(p, change, run.book, run.notes))
