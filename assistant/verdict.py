"""The verdict post-check: a compliance verdict in the chat comes only from an audit result (issue #12 item 4).

A chat model that answered without calling the audit tool wrote "All clear: this video is fully compliant", and a
"no violations" summary could sit beside a CRITICAL card. The citation post-check (assistant/agent.py) did not look
at verdicts. This module finds the sentences of a model's answer that claim compliance (phrasings in
`verdict_claims.yaml`) and replaces them with what the thread's audit result says, in code:
- no audit result for the question: the claim is replaced by "no audit result, so no verdict";
- an audit whose findings contradict the claim: replaced by the findings' count and severities;
- an audit with no findings: replaced by the clean-result text, which says what was checked and that it is not a
  clearance (audit/render.py `clean_result`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from langchain_core.messages import BaseMessage, HumanMessage, ToolMessage

from assistant.store import StoredAudit
from veristream.literal import md_escape
from veristream.models import SEVERITY_ORDER

CLAIMS_FILE = Path(__file__).with_name("verdict_claims.yaml")
AUDIT_TOOLS = {"audit_video", "set_speaker_role"}  # tools whose result is a (re-)audit of a video
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")
_FINDING_ID = re.compile(r"\b(?:F\d+|finding\s+#?\d+)\b", re.I)
_WHOLE_VIDEO = re.compile(r"\b(?:video|clip|content|overall|everything|whole|entire|all\s+of\s+it|this\s+one)\b", re.I)
_DISCLAIMS = re.compile(r"\b(?:not|no|never)\s+(?:a\s+)?clearance\b", re.I)
_INNER_NEGATION = re.compile(r"\b(?:not|never|non|no\s+longer)\b|n't\b", re.I)
_RESIDUAL = re.compile(r"\b(?:other|further|additional|more|remaining|else)\b", re.I)
_SOURCE_TOKEN = re.compile(r"https?://\S+|[\w./~-]+\.(?:mp4|webm|mkv|mov|m4v|mp3|m4a|wav|vtt|srt|json3?|txt)\b", re.I)


@dataclass(frozen=True)
class Claims:
    claims: tuple[re.Pattern, ...]
    negative_claims: tuple[re.Pattern, ...]
    negation: re.Pattern
    severities: dict[str, re.Pattern]


@lru_cache(maxsize=1)
def load_claims(path: Path = CLAIMS_FILE) -> Claims:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return Claims(
        claims=tuple(re.compile(p, re.I) for p in data["claims"]),
        negative_claims=tuple(re.compile(p, re.I) for p in data["negative_claims"]),
        negation=re.compile(data["negations"], re.I),
        severities={k: re.compile(v, re.I) for k, v in data["severities"].items()},
    )


@dataclass
class Claim:
    """One sentence of the answer that claims compliance; `severity` when it is about one severity only."""

    start: int
    end: int
    text: str
    severity: str | None
    residual: bool  # "no other issues": about what lies beyond the findings already named


def find_claims(answer: str, claims: Claims | None = None) -> list[Claim]:
    """Sentences that claim the video (not one named finding) is compliant, negated phrasings excluded."""
    c = claims or load_claims()
    out = []
    for m in _SENTENCE.finditer(answer):
        sentence = m.group(0)
        hit = None
        for pattern, positive in [(p, True) for p in c.claims] + [(p, False) for p in c.negative_claims]:
            for cm in pattern.finditer(sentence):
                # a positive claim is undone by a negation before it or inside it ("is not compliant")
                negated = c.negation.search(sentence[: cm.start()]) or (
                    positive and _INNER_NEGATION.search(cm.group(0))
                )
                if not negated:
                    hit = cm
                    break
            if hit:
                break
        if hit is None:
            continue
        if _DISCLAIMS.search(sentence):
            continue  # "No finding was reported; that is not a clearance": the audit's own clean-result wording
        if _FINDING_ID.search(sentence) and not _WHOLE_VIDEO.search(sentence):
            continue  # "F2 is compliant after the re-check" speaks of one finding, not of the video
        severity = next((s for s, p in c.severities.items() if p.search(sentence)), None)
        out.append(Claim(m.start(), m.end(), sentence, severity, bool(_RESIDUAL.search(hit.group(0)))))
    return out


@dataclass
class AuditBasis:
    """The audit result a verdict in this turn may rest on, or why there is none."""

    audit: StoredAudit | None
    why_none: str = ""


def audit_basis(turn: list[BaseMessage], question: str, current: StoredAudit | None, get_audit) -> AuditBasis:
    """The audit this turn ran (its result, or its error), else the thread's current audit if the question is
    about it; a question naming another video has no audit result yet."""
    for m in reversed(turn):
        if not isinstance(m, ToolMessage) or m.name not in AUDIT_TOOLS:
            continue
        try:
            data = json.loads(str(m.content))
        except json.JSONDecodeError:
            data = {}
        if isinstance(data, dict) and data.get("audit_id"):
            audit = get_audit(str(data["audit_id"]))
            if audit is not None:
                return AuditBasis(audit)
        if isinstance(data, dict) and data.get("error"):
            return AuditBasis(None, f"the audit in this turn failed ({data['error']})")
        if m.name == "audit_video":
            return AuditBasis(None, "the audit tool returned no result in this turn")
    if current is None:
        return AuditBasis(None, "no video has been audited in this thread")
    for token in _SOURCE_TOKEN.findall(question):
        token = token.rstrip(").,;!?'\"")
        if token not in current.source_input and Path(token).name not in current.source_input:
            return AuditBasis(
                None,
                f"{token} has not been audited in this thread (the current audit is of "
                f"{Path(current.source_input).name})",
            )
    return AuditBasis(current)


def _counts(audit: StoredAudit) -> dict[str, int]:
    return {s: sum(f.severity == s for f in audit.report.findings) for s in reversed(SEVERITY_ORDER)}


def correction(basis: AuditBasis, rejected: int = 0) -> str:
    """What the audit result says, in place of a model's verdict."""
    if basis.audit is None:
        return (
            f"⚠️ VeriStream has no audit result for this, so it gives no compliance verdict: {basis.why_none}. "
            "Paste the video link or drop the file and ask for an audit; only an audit's findings say anything "
            "about compliance."
        )
    r = basis.audit.report
    title = md_escape(r.metadata.title or basis.audit.source_input)
    n = len(r.findings)
    if n == 0:
        from audit.render import clean_result

        return f"⚠️ Correction from the audit of **{title}**: {clean_result(r)}"
    parts = ", ".join(f"{k} {s}" for s, k in _counts(basis.audit).items() if k)
    review = f" ({rejected} of them rejected by a reviewer)" if rejected else ""
    return (
        f"⚠️ Correction from the audit of **{title}**: it found {n} finding(s) ({parts}){review}, so this is not "
        "a clearance. Say `list findings` to see them."
    )


def contradicts(claim: Claim, basis: AuditBasis) -> bool:
    """Whether the claim is not backed by the audit result."""
    if basis.audit is None:
        return True
    findings = basis.audit.report.findings
    if not findings:
        return not claim.residual  # a clean result is no clearance; "no other issues" has nothing to add
    if claim.residual:
        return False  # "no other issues" after the findings were named
    if claim.severity is not None:
        return any(f.severity == claim.severity for f in findings)
    return True


def check_verdicts(
    answer: str,
    turn: list[BaseMessage],
    question: str,
    current: StoredAudit | None,
    get_audit,
    rejected_of=lambda audit: 0,
) -> tuple[str, int]:
    """The answer with unbacked compliance claims replaced; the number of claims replaced."""
    claims = find_claims(answer)
    if not claims:
        return answer, 0
    basis = audit_basis(turn, question, current, get_audit)
    bad = [c for c in claims if contradicts(c, basis)]
    if not bad:
        return answer, 0
    fix = correction(basis, rejected_of(basis.audit) if basis.audit is not None else 0)
    out, pos = [], 0
    for i, c in enumerate(bad):
        out.append(answer[pos : c.start])
        if i == 0:
            lead = answer[c.start : c.end][: len(c.text) - len(c.text.lstrip())]
            out.append(lead + fix)
        pos = c.end
    out.append(answer[pos:])
    return re.sub(r"[ \t]{2,}", " ", "".join(out)).strip(), len(bad)


def last_question(messages: list[BaseMessage]) -> str:
    return next((str(m.content) for m in reversed(messages) if isinstance(m, HumanMessage)), "")
