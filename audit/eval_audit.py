"""Score the audit engine against the labelled dev set (evals/audit_cases/) and write a timestamped results file.

The scorer is a set of pure functions over (labels, findings, transcript) so it can be unit-tested on synthetic
reports without depending on the engine's quality; `run_eval` is the only part that calls the engine.

Matching rule (one-to-one): a finding matches an expected item when its citation equals one of the item's any-of
citations or is a sub-paragraph of one (rag.citations.is_descendant), and its [start, end] overlaps the item's span
with a tolerance (default 2 s). A maximum one-to-one matching is used (augmenting paths), preferring exact-citation
and better-overlapping pairs, so one greedy choice cannot starve another item. Findings left unmatched are false
positives; those that would have matched an already-matched item are also reported as `duplicate`, because "same
statement reported twice" and "flagged something innocent" need different fixes.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from rag.citations import is_descendant
from veristream.config import REPO_ROOT
from veristream.errors import InputError
from veristream.models import AuditReport, Finding, Origin, SpeakerRole, Transcript

DEFAULT_CASES_DIR = REPO_ROOT / "evals" / "audit_cases"
DEFAULT_RESULTS_DIR = REPO_ROOT / "evals" / "results"
TIME_TOLERANCE_S = 2.0
DURATION_SLACK_S = 0.5  # caption end times may run a little past the metadata duration

TARGETS: dict[str, tuple[str, float]] = {
    "precision": (">=", 0.90),
    "recall": (">=", 0.85),
    "exact_citation_rate": (">=", 0.90),
    "verified_excerpt_rate": (">=", 1.0),
    "valid_timestamp_rate": (">=", 1.0),
    "compliant_with_findings_rate": ("<=", 0.10),
}


# ---------------------------------------------------------------- labels


class ExpectedItem(BaseModel):
    citations: list[str] = Field(min_length=1)  # any-of
    start_s: float
    end_s: float
    excerpt: str
    category: str
    origin: Origin = "speech"  # description items are untimed (0..0)
    optional: bool = False  # "don't care": a finding here is neither a TP nor an FP, and missing it is no FN


class CaseLabel(BaseModel):
    id: str
    compliant: bool
    speaker_role: SpeakerRole = "unknown"
    expected: list[ExpectedItem] = Field(default_factory=list)
    note: str = ""


def load_labels(cases_dir: Path) -> list[CaseLabel]:
    """Read labels.json and check every case has its caption file, so a broken dev set fails before any audit."""
    path = cases_dir / "labels.json"
    if not path.is_file():
        raise InputError(f"No labels.json in {cases_dir}.", "Pass --cases DIR pointing at a dev-set folder.")
    try:
        raw = json.loads(path.read_text())
        labels = [CaseLabel.model_validate(item) for item in raw]
    except (json.JSONDecodeError, ValidationError, TypeError) as exc:
        raise InputError(f"Malformed {path}: {exc}", "See evals/audit_cases/README.md for the schema.") from exc
    for label in labels:
        required = [e for e in label.expected if not e.optional]
        if label.compliant == bool(required):
            raise InputError(f"Case {label.id}: compliant={label.compliant} but {len(required)} required items.")
        if not (cases_dir / f"{label.id}.vtt").is_file():
            raise InputError(f"Case {label.id}: missing {label.id}.vtt in {cases_dir}.")
    return labels


# ---------------------------------------------------------------- matching (pure)


def citation_matches(citation: str, allowed: Iterable[str]) -> bool:
    return any(citation == a or is_descendant(citation, a) for a in allowed)


def overlap_s(a_start: float, a_end: float, b_start: float, b_end: float) -> float:
    """Length of the intersection of two spans (negative = the gap between them)."""
    return min(a_end, b_end) - max(a_start, b_start)


def spans_overlap(a_start: float, a_end: float, b_start: float, b_end: float, tolerance_s: float) -> bool:
    return overlap_s(a_start, a_end, b_start, b_end) >= -tolerance_s


def compatible(finding: Finding, item: ExpectedItem, tolerance_s: float = TIME_TOLERANCE_S) -> bool:
    """Citation fits and place fits: description items match description findings (no time there); timed items
    match speech/on-screen findings that overlap in time."""
    if not citation_matches(finding.citation, item.citations):
        return False
    if item.origin == "description" or finding.origin == "description":
        return item.origin == finding.origin
    return spans_overlap(finding.start, finding.end, item.start_s, item.end_s, tolerance_s)


@dataclass
class CaseMatch:
    pairs: list[tuple[int, int]]  # (finding index, expected index) for required items
    false_positives: list[int]  # finding indices
    duplicates: list[int]  # subset of false_positives compatible with an already-matched item
    false_negatives: list[int]  # indices of required expected items left unmatched
    optional_pairs: list[tuple[int, int]] = field(default_factory=list)  # findings absorbed by optional items


def match_findings(findings: list[Finding], expected: list[ExpectedItem], tolerance_s: float = TIME_TOLERANCE_S) -> CaseMatch:
    """Maximum one-to-one matching, first for required items, then optional items take what is left."""
    required = [i for i, e in enumerate(expected) if not e.optional]
    optional = [i for i, e in enumerate(expected) if e.optional]
    owner = _max_matching(findings, expected, required, set(), tolerance_s)
    opt_owner = _max_matching(findings, expected, optional, set(owner), tolerance_s)
    pairs = sorted(((f, e) for f, e in owner.items()), key=lambda p: p[1])
    optional_pairs = sorted(((f, e) for f, e in opt_owner.items()), key=lambda p: p[1])
    matched_e = {e for _, e in pairs} | {e for _, e in optional_pairs}
    fps = [i for i in range(len(findings)) if i not in owner and i not in opt_owner]
    dups = [i for i in fps if any(compatible(findings[i], expected[e], tolerance_s) for e in matched_e)]
    fns = [e for e in required if e not in matched_e]
    return CaseMatch(pairs, fps, dups, fns, optional_pairs)


def _max_matching(
    findings: list[Finding], expected: list[ExpectedItem], items: list[int], taken: set[int], tolerance_s: float
) -> dict[int, int]:
    """Kuhn's augmenting paths over `items`, never using findings in `taken`; returns finding -> item."""
    edges: dict[int, list[int]] = {}
    for e_idx in items:
        item = expected[e_idx]
        options = [
            f_idx for f_idx, f in enumerate(findings) if f_idx not in taken and compatible(f, item, tolerance_s)
        ]

        def preference(f_idx: int, item: ExpectedItem = item) -> tuple[bool, float]:
            f = findings[f_idx]
            return (f.citation not in item.citations, -overlap_s(f.start, f.end, item.start_s, item.end_s))

        edges[e_idx] = sorted(options, key=preference)
    owner: dict[int, int] = {}  # finding index -> expected index

    def augment(e_idx: int, seen: set[int]) -> bool:
        for f_idx in edges[e_idx]:
            if f_idx in seen:
                continue
            seen.add(f_idx)
            if f_idx not in owner or augment(owner[f_idx], seen):
                owner[f_idx] = e_idx
                return True
        return False

    for e_idx in items:
        augment(e_idx, set())
    return owner


# ---------------------------------------------------------------- excerpt / timestamp validity (pure)


@dataclass
class Validity:
    excerpt_ok: bool
    timestamps_ok: bool
    reason: str = ""


def check_finding(finding: Finding, transcript: Transcript, tolerance_s: float = TIME_TOLERANCE_S) -> Validity:
    """Re-verify a finding independently of the engine's own `verified` flag.

    The excerpt must be found in the transcript (tools.verify_excerpt); the span must sit inside the video; and for
    speech/on-screen findings the verified quote's time must agree with the reported span.
    """
    from tools.verify_excerpt import locate, verify_excerpt

    check = verify_excerpt(transcript, finding.excerpt)  # exists anywhere, modulo case/punctuation/spacing
    duration = transcript.duration
    in_bounds = 0.0 <= finding.start <= finding.end <= duration + DURATION_SLACK_S
    reasons = []
    if not check.ok:
        reasons.append(f"excerpt not found: {check.reason or ''}".strip())
    if not in_bounds:
        reasons.append(f"span {finding.start:.2f}-{finding.end:.2f} outside 0-{duration:.2f}")
    agrees = True
    if check.ok and finding.origin != "description":
        nearest = locate(transcript, finding.excerpt, at=finding.start)[0]  # the occurrence nearest the finding
        if nearest.origin != "description":
            agrees = spans_overlap(finding.start, finding.end, nearest.start, nearest.end, tolerance_s)
            if not agrees:
                reasons.append(f"span disagrees with the quote's time {nearest.start:.2f}-{nearest.end:.2f}")
    return Validity(check.ok, in_bounds and agrees, "; ".join(reasons))


# ---------------------------------------------------------------- per case and overall scores (pure)


def _finding_brief(f: Finding) -> dict[str, Any]:
    return {
        "id": f.id,
        "category": f.category,
        "citation": f.citation,
        "start": f.start,
        "end": f.end,
        "excerpt": f.excerpt,
        "engine": f.engine,
        "verified": f.verified,
        "origin": f.origin,
        "severity": f.severity,
    }


@dataclass
class CaseResult:
    id: str
    compliant: bool
    speaker_role: str
    tp: list[dict[str, Any]] = field(default_factory=list)
    fp: list[dict[str, Any]] = field(default_factory=list)
    fn: list[dict[str, Any]] = field(default_factory=list)
    optional: list[dict[str, Any]] = field(default_factory=list)  # findings on "don't care" items (not scored)
    exact_citations: int = 0
    n_findings: int = 0
    excerpts_verified: int = 0
    timestamps_valid: int = 0
    invalid: list[dict[str, Any]] = field(default_factory=list)
    engine: str = ""
    notes: list[str] = field(default_factory=list)
    suppressed: int = 0
    elapsed_s: float = 0.0
    error: str | None = None
    inferred_role: str | None = None  # only when the engine inferred the role
    llm: dict[str, Any] | None = None  # the report's LLMStats when a model took part

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items()}


def score_case(
    label: CaseLabel, findings: list[Finding], transcript: Transcript, tolerance_s: float = TIME_TOLERANCE_S
) -> CaseResult:
    result = CaseResult(label.id, label.compliant, label.speaker_role, n_findings=len(findings))
    match = match_findings(findings, label.expected, tolerance_s)
    for f_idx, e_idx in match.pairs:
        f, item = findings[f_idx], label.expected[e_idx]
        exact = f.citation in item.citations
        result.exact_citations += exact
        result.tp.append({"finding": _finding_brief(f), "expected": item.model_dump(), "exact_citation": exact})
    for f_idx, e_idx in match.optional_pairs:
        result.optional.append({"finding": _finding_brief(findings[f_idx]), "expected": label.expected[e_idx].model_dump()})
    dups = set(match.duplicates)
    for f_idx in match.false_positives:
        result.fp.append({"finding": _finding_brief(findings[f_idx]), "duplicate": f_idx in dups})
    for e_idx in match.false_negatives:
        item = label.expected[e_idx]
        near = [
            _finding_brief(f)
            for f in findings
            if spans_overlap(f.start, f.end, item.start_s, item.end_s, tolerance_s)
        ]
        result.fn.append({"expected": item.model_dump(), "findings_at_same_time": near})
    for f in findings:
        validity = check_finding(f, transcript, tolerance_s)
        result.excerpts_verified += validity.excerpt_ok
        result.timestamps_valid += validity.timestamps_ok
        if not (validity.excerpt_ok and validity.timestamps_ok):
            result.invalid.append({"finding": _finding_brief(f), "reason": validity.reason})
    return result


def _ratio(num: float, den: float) -> float | None:
    return round(num / den, 4) if den else None


def summarize(results: list[CaseResult]) -> dict[str, Any]:
    """Micro-averaged metrics over all cases, plus per-category and per-role breakdowns."""
    scored = [r for r in results if r.error is None]
    tp = sum(len(r.tp) for r in scored)
    fp = sum(len(r.fp) for r in scored)
    fn = sum(len(r.fn) for r in scored)
    n_find = sum(r.n_findings for r in scored)
    precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
    f1 = round(2 * precision * recall / (precision + recall), 4) if precision and recall else 0.0
    compliant = [r for r in scored if r.compliant]
    summary: dict[str, Any] = {
        "cases": len(results),
        "cases_scored": len(scored),
        "cases_failed": [r.id for r in results if r.error is not None],
        "findings": n_find,
        "tp": tp,
        "fp": fp,
        "fp_duplicates": sum(1 for r in scored for x in r.fp if x["duplicate"]),
        "fn": fn,
        "optional_matched": sum(len(r.optional) for r in scored),
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "exact_citation_rate": _ratio(sum(r.exact_citations for r in scored), tp),
        "verified_excerpt_rate": _ratio(sum(r.excerpts_verified for r in scored), n_find),
        "valid_timestamp_rate": _ratio(sum(r.timestamps_valid for r in scored), n_find),
        "engine_verified_rate": _ratio(sum(1 for r in scored for x in r.tp + r.fp + r.optional if x["finding"]["verified"]), n_find),
        "compliant_cases": len(compliant),
        "compliant_with_findings": [r.id for r in compliant if r.n_findings - len(r.optional)],
        "compliant_with_findings_rate": _ratio(
            sum(1 for r in compliant if r.n_findings - len(r.optional)), len(compliant)
        ),
    }
    summary["targets"] = targets_met(summary)
    summary["per_category"] = per_category(scored)
    summary["per_role"] = per_role(scored)
    return summary


def targets_met(summary: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out = {}
    for metric, (op, goal) in TARGETS.items():
        value = summary.get(metric)
        met = value is not None and (value >= goal if op == ">=" else value <= goal)
        out[metric] = {"value": value, "target": f"{op} {goal}", "met": met}
    return out


def per_category(results: list[CaseResult]) -> dict[str, dict[str, Any]]:
    """Recall by expected category; false positives by the finding's category."""
    exp: Counter[str] = Counter()
    hit: Counter[str] = Counter()
    fps: Counter[str] = Counter()
    for r in results:
        for x in r.tp:
            exp[x["expected"]["category"]] += 1
            hit[x["expected"]["category"]] += 1
        for x in r.fn:
            exp[x["expected"]["category"]] += 1
        for x in r.fp:
            fps[x["finding"]["category"]] += 1
    cats = sorted(set(exp) | set(fps))
    return {c: {"expected": exp[c], "tp": hit[c], "recall": _ratio(hit[c], exp[c]), "fp": fps[c]} for c in cats}


def per_role(results: list[CaseResult]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for role in sorted({r.speaker_role for r in results}):
        rs = [r for r in results if r.speaker_role == role]
        tp, fp, fn = (sum(len(getattr(r, k)) for r in rs) for k in ("tp", "fp", "fn"))
        out[role] = {"cases": len(rs), "tp": tp, "fp": fp, "fn": fn, "precision": _ratio(tp, tp + fp),
                     "recall": _ratio(tp, tp + fn)}
    return out


# ---------------------------------------------------------------- running the engine


AuditFn = Callable[..., AuditReport]


def _default_audit() -> AuditFn:
    """The engine with model remediation off: the evaluation scores detection, not remediation, and a recorded
    figure (evals/llm_recordings) must replay with the same requests it was recorded with."""
    from functools import partial

    from audit.engine import audit_transcript

    return partial(audit_transcript, llm_remediation=False)


def run_eval(
    cases_dir: Path = DEFAULT_CASES_DIR,
    *,
    use_llm: bool | None = None,
    only: list[str] | None = None,
    audit_fn: AuditFn | None = None,
    progress: Callable[[str], None] | None = None,
    tolerance_s: float = TIME_TOLERANCE_S,
    infer_role: bool = False,
) -> dict[str, Any]:
    """Audit every case and score it.

    By default the LABELLED speaker role is passed to the engine, so the scores measure finding quality, not role
    inference. With infer_role=True the engine infers the role itself (scored against the same labels) and the
    summary adds role-inference accuracy. A case whose audit raises is recorded with its error and left out of
    the metrics, never silently dropped.
    """
    from tools.transcribe import load_caption_file

    labels = load_labels(cases_dir)
    if only:
        unknown = sorted(set(only) - {lab.id for lab in labels})
        if unknown:
            raise InputError(f"Unknown case id(s): {', '.join(unknown)}")
        labels = [lab for lab in labels if lab.id in only]
    audit = audit_fn or _default_audit()
    started = datetime.now(UTC)
    results: list[CaseResult] = []
    engines: Counter[str] = Counter()
    models: set[str] = set()
    corpus_hashes: set[str] = set()
    for n, label in enumerate(labels, 1):
        if progress:
            progress(f"[{n}/{len(labels)}] {label.id}")
        transcript = load_caption_file(cases_dir / f"{label.id}.vtt")
        t0 = time.perf_counter()
        try:
            report = audit(transcript, speaker_role=None if infer_role else label.speaker_role, use_llm=use_llm)
        except Exception as exc:  # recorded per case and reported; the run goes on
            result = CaseResult(label.id, label.compliant, label.speaker_role, error=f"{type(exc).__name__}: {exc}")
            result.elapsed_s = round(time.perf_counter() - t0, 3)
            results.append(result)
            continue
        result = score_case(label, report.findings, transcript, tolerance_s)
        result.elapsed_s = round(time.perf_counter() - t0, 3)
        result.engine = report.run.engine
        result.notes = list(report.run.notes)
        result.suppressed = len(report.suppressed)
        result.inferred_role = report.speaker.role if infer_role else None
        result.llm = report.run.llm.model_dump() if report.run.llm else None
        engines[report.run.engine] += 1
        if report.run.model:
            models.add(report.run.model)
        corpus_hashes.add(report.run.corpus_hash)
        results.append(result)
    finished = datetime.now(UTC)
    summary = summarize(results)
    if infer_role:
        inferred = [r for r in results if r.inferred_role is not None]
        summary["role_accuracy"] = _ratio(sum(r.inferred_role == r.speaker_role for r in inferred), len(inferred))
        summary["role_confusions"] = dict(Counter(
            f"{r.speaker_role}->{r.inferred_role}" for r in inferred if r.inferred_role != r.speaker_role))
    return {
        "run": {
            "kind": "audit",
            "started_at": started.isoformat(timespec="seconds"),
            "finished_at": finished.isoformat(timespec="seconds"),
            "elapsed_s": round((finished - started).total_seconds(), 2),
            "cases_dir": str(cases_dir),
            "labels_sha256": hashlib.sha256((cases_dir / "labels.json").read_bytes()).hexdigest()[:16],
            "speaker_role": "inferred by the engine" if infer_role else "labelled (passed to the engine from labels.json)",
            "use_llm": use_llm,
            "engines": dict(engines),
            "models": sorted(models),
            "corpus_hash": sorted(corpus_hashes),
            "time_tolerance_s": tolerance_s,
            **git_info(),
        },
        "summary": summary,
        "cases": [r.as_dict() for r in results],
    }


def git_info() -> dict[str, Any]:
    """The commit the engine ran from, so a results file can be traced to code (None outside a git checkout)."""
    def git(*args: str) -> str | None:
        try:
            out = subprocess.run(["git", *args], cwd=REPO_ROOT, capture_output=True, text=True, timeout=10, check=True)
        except (OSError, subprocess.SubprocessError):
            return None
        return out.stdout.strip()

    status = git("status", "--porcelain", "--", "audit", "rag", "tools", "veristream", "prompts")
    return {"git_commit": git("rev-parse", "HEAD"), "git_dirty": bool(status) if status is not None else None}


def write_results(payload: dict[str, Any], results_dir: Path = DEFAULT_RESULTS_DIR, kind: str = "audit") -> Path:
    """Write evals/results/<kind>-YYYYmmddTHHMMSSZ.json; never overwrites (exclusive create, suffix on a clash)."""
    results_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    text = json.dumps(payload, indent=2, default=str) + "\n"
    for n in range(100):
        path = results_dir / (f"{kind}-{stamp}.json" if n == 0 else f"{kind}-{stamp}-{n}.json")
        try:
            with path.open("x") as fh:
                fh.write(text)
            return path
        except FileExistsError:
            continue
    raise InputError(f"Could not create a new results file in {results_dir}.")


# ---------------------------------------------------------------- text summary


def _case_section(
    payload: dict[str, Any], key: str, title: str, line: Callable[[str, dict[str, Any]], str]
) -> list[str]:
    """The title and one line per entry under `key` ("fn" or "fp") of every case, in case order; nothing at all
    when no case has one."""
    entries = [(r["id"], x) for r in payload["cases"] for x in r.get(key, [])]
    return [title, *(line(cid, x) for cid, x in entries)] if entries else []


def _miss_line(cid: str, x: dict[str, Any]) -> str:
    e = x["expected"]
    got = ", ".join(f"{f['category']}:{f['citation']}" for f in x["findings_at_same_time"]) or "nothing"
    return f"  {cid} @{e['start_s']:.0f}s {e['category']} ({'|'.join(e['citations'])}) -> {got}"


def _false_positive_line(cid: str, x: dict[str, Any]) -> str:
    f = x["finding"]
    dup = " [duplicate]" if x["duplicate"] else ""
    return f"  {cid} @{f['start']:.0f}s {f['category']} {f['citation']}{dup}: {f['excerpt'][:70]!r}"


def format_summary(payload: dict[str, Any], path: Path | None = None) -> str:
    s = payload["summary"]
    run = payload["run"]

    def pct(v: float | None) -> str:
        return "n/a" if v is None else f"{v:.3f}"

    lines = [
        f"audit eval: {s['cases_scored']}/{s['cases']} cases, engines {run['engines']}, "
        f"commit {(run.get('git_commit') or '?')[:10]}{' (dirty)' if run.get('git_dirty') else ''}",
        f"findings {s['findings']}  TP {s['tp']}  FP {s['fp']} (duplicates {s['fp_duplicates']})  FN {s['fn']}",
    ]
    for metric, t in s["targets"].items():
        lines.append(f"  {metric:<30} {pct(t['value']):>6}  target {t['target']:<7} {'ok' if t['met'] else 'MISS'}")
    lines.append(f"  {'f1':<30} {pct(s['f1']):>6}")
    if "role_accuracy" in s:
        lines.append(f"  {'role_accuracy (inferred)':<30} {pct(s['role_accuracy']):>6}  {s['role_confusions']}")
    if s["cases_failed"]:
        lines.append("cases that raised: " + ", ".join(s["cases_failed"]))
    if s["compliant_with_findings"]:
        lines.append("compliant cases with findings: " + ", ".join(s["compliant_with_findings"]))
    lines.append("per category (expected / tp / recall / fp):")
    for cat, c in s["per_category"].items():
        lines.append(f"  {cat:<32} {c['expected']:>3} {c['tp']:>3} {pct(c['recall']):>6} {c['fp']:>3}")
    lines += _case_section(payload, "fn", "missed:", _miss_line)
    lines += _case_section(payload, "fp", "false positives:", _false_positive_line)
    if path:
        lines.append(f"results: {path}")
    return "\n".join(lines)
