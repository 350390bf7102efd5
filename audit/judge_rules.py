"""The embedded judge: deterministic verdicts on screened candidates, no model needed.

Verdict order (first that applies): not the speaker's own claim (negated, quoted, warned against, hedged, asked)
-> cured (balanced by a nearby risk statement, required disclosure given, disclosed early) -> too weak
(score < REPORT_THRESHOLD) -> finding. Severity is the taxonomy default, +1 for a very strong cue
(score >= RAISE_THRESHOLD: strong cue plus certainty words), -1 for a soft hedge ("I think") and any shift the
screen recorded (late disclosure below the description fold, a projection that is balanced).
The rationale quotes the matched cue and a short phrase of the cited provision's own text.
"""

from __future__ import annotations

import re

from audit.geometry import Screened
from audit.taxonomy import Category
from veristream.clock import clock as _clock
from veristream.models import Finding, Provision, shift_severity

REPORT_THRESHOLD = 0.6
RAISE_THRESHOLD = 0.95
MAX_RULE_PHRASE = 220
_SENTENCE = re.compile(r"(?<=[.;:])\s+")


def rule_phrase(text: str, terms: list[str]) -> str:
    """The sentence of the rule text sharing the most terms with the category, shortened at a word boundary."""
    body = re.sub(r"^\s*\([^)]*\)\s*", "", text.strip())
    body = re.sub(r"^\s*\d{4}\.\s+[^\n]*\n+", "", body)  # a rule heading line such as "2010. Standards ..."
    sentences = [s.strip() for s in _SENTENCE.split(body) if s.strip()] or [body]
    low_terms = [t.lower() for t in terms]

    def score(s: str) -> int:
        low = s.lower()
        return sum(1 for t in low_terms if t in low)

    best = max(sentences, key=lambda s: (score(s), -sentences.index(s)))
    if len(best) > MAX_RULE_PHRASE:
        cut = best[:MAX_RULE_PHRASE].rsplit(" ", 1)[0]
        best = cut.rstrip(",;:") + " …"
    return best


def severity_for(sc: Screened, category: Category) -> str:
    steps = sc.severity_shift
    if sc.candidate.score >= RAISE_THRESHOLD:
        steps += 1
    if "soft hedge" in sc.notes:
        steps -= 1
    return shift_severity(category.severity, steps)


def rationale(sc: Screened, category: Category, provision: Provision, terms: list[str]) -> str:
    cand = sc.candidate
    where = {"speech": f"At {_clock(cand.start)} the speaker says", "onscreen": f"At {_clock(cand.start)} the screen shows",
             "description": "The video description says"}[cand.origin]
    excerpt = cand.excerpt if len(cand.excerpt) <= 200 else cand.excerpt[:197].rsplit(" ", 1)[0] + " …"
    text = (
        f'{where} "{excerpt}" — {category.name.lower()}: {cand.cue}. '
        f'{provision.citation} says: "{rule_phrase(provision.text, terms)}"'
    )
    notes = [n for n in sc.notes if n != "soft hedge"]
    if "soft hedge" in sc.notes:
        notes.append("framed as opinion ('I think'), so severity is one step lower")
    if notes:
        text += " Note: " + "; ".join(notes) + "."
    return text


def judge(
    sc: Screened, category: Category, provision: Provision, applicability: str, terms: list[str]
) -> tuple[Finding, str | None]:
    """A finding for the candidate, and the reason it is suppressed (None when it is reported)."""
    cand = sc.candidate
    finding = Finding(
        id="",
        category=cand.category,
        severity=severity_for(sc, category),  # type: ignore[arg-type]
        start=cand.start,
        end=cand.end,
        excerpt=cand.excerpt,
        context=cand.context,
        citation=provision.citation,
        citation_long=provision.citation_long,
        regulator=provision.regulator,
        rule_title=provision.title,
        rule_text=provision.text,
        rationale=rationale(sc, category, provision, terms),
        applicability=applicability,
        engine="rules",
        verified=False,
        origin=cand.origin,
    )
    if sc.hedge_reason:
        return finding, f"not the speaker's own claim: {sc.hedge_reason}"
    if sc.cure_reason:
        return finding, sc.cure_reason
    if cand.score < REPORT_THRESHOLD:
        return finding, f"weak cue (screen score {cand.score:.2f} < {REPORT_THRESHOLD})"
    return finding, None
