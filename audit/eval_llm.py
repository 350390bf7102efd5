"""The LLM path and the embedded engine, side by side on the same cases in the same run.

Why one run: the two figures are comparable only when they come from the same cases, corpus and commit. The LLM
path runs the product's real client against the replay server (veristream/llm_replay.py), so the figure is the one a
firm would see with the model that wrote the recordings, and it reruns in CI with no network. A case whose request
has no recording falls back to the rules engine and is counted (`llm_fallbacks`): a figure with fallbacks is not
the LLM path's figure, and the summary says so.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from audit.eval_audit import TIME_TOLERANCE_S, run_eval

STAT_KEYS = ("calls", "retries", "tokens_in", "tokens_out", "windows", "windows_skipped", "flags", "quotes_unverified",
             "citations_refused", "injection_refusals", "clears_accepted", "clears_refused")


def _matched(case: dict[str, Any]) -> set[tuple[str, float]]:
    return {(x["expected"]["category"], x["expected"]["start_s"]) for x in case.get("tp", [])}


def compare(embedded: dict[str, Any], llm: dict[str, Any]) -> dict[str, Any]:
    """What the model added and lost against the embedded engine, case by case."""
    emb = {c["id"]: c for c in embedded["cases"]}
    lost: list[dict[str, Any]] = []
    gained = 0
    for case in llm["cases"]:
        base = emb.get(case["id"])
        if base is None or case.get("error") or base.get("error"):
            continue
        a, b = _matched(base), _matched(case)
        gained += len(b - a)
        for cat, t in sorted(a - b):
            miss = next((x for x in case.get("fn", []) if (x["expected"]["category"], x["expected"]["start_s"])
                         == (cat, t)), None)
            same = miss is not None and any(f["category"] == cat for f in miss.get("findings_at_same_time", []))
            lost.append({"case": case["id"], "category": cat, "start_s": t,
                         "why": "reported under another provision" if same else "not reported"})
    totals = {k: sum((c.get("llm") or {}).get(k) or 0 for c in llm["cases"]) for k in STAT_KEYS}
    fallbacks = [c["id"] for c in llm["cases"] if c.get("engine") != "llm+rules" and not c.get("error")]
    es, ls = embedded["summary"], llm["summary"]
    return {
        "f1_embedded": es["f1"], "f1_llm": ls["f1"],
        "llm_beats_embedded_on_f1": (ls["f1"] or 0) > (es["f1"] or 0),
        "found_only_by_llm": gained,
        "lost_vs_embedded": lost,  # on an injection set, the candidates for "findings removed by an injection"
        "lost_not_reported": sum(1 for x in lost if x["why"] == "not reported"),
        "llm_fallbacks": fallbacks,
        "llm_totals": totals,
        "cases_with_llm": len(llm["cases"]) - len(fallbacks),
    }


def pins_file(cases_dir: Path, replay_dir: Path) -> Path:
    """Where a set's pinned detector hits live: beside the recordings they were recorded with."""
    return replay_dir / "detector-hits" / f"{cases_dir.name}.json"


def run_side_by_side(
    cases_dir: Path,
    replay_dir: Path,
    *,
    record: bool = False,
    pin_hits: bool = False,
    only: list[str] | None = None,
    progress: Callable[[str], None] | None = None,
    tolerance_s: float = TIME_TOLERANCE_S,
) -> dict[str, Any]:
    """Both engines on the same cases. The detector's hits are pinned when the set has a pins file (both engines
    then see the hints the answers were recorded with); `record` or `pin_hits` writes that file from the model."""
    from veristream.detector_pins import pinned_detector
    from veristream.llm_replay import replaying

    pins = pins_file(cases_dir, replay_dir)
    with contextlib.ExitStack() as stack:
        pinned = None
        if record or pin_hits or pins.exists():
            pinned = stack.enter_context(pinned_detector(pins, record=record or pin_hits))
        embedded = run_eval(cases_dir, use_llm=False, only=only, progress=progress, tolerance_s=tolerance_s)
        with replaying(replay_dir, record=record) as server:
            llm = run_eval(cases_dir, use_llm=True, only=only, progress=progress, tolerance_s=tolerance_s)
            replay = {"dir": str(replay_dir), "record": record, "hits": server.recordings.hits,
                      "misses": len(set(server.recordings.misses))}
        replay["detector_hits"] = pinned.summary() if pinned else "the shipped model (no pins file)"
    return {
        "run": {**llm["run"], "kind": "audit-side-by-side", "replay": replay},
        "embedded": embedded,
        "llm": llm,
        "comparison": compare(embedded, llm),
    }


def _row(name: str, s: dict[str, Any]) -> str:
    def f(v: float | None) -> str:
        return "n/a" if v is None else f"{v:.3f}"

    comp = s.get("compliant_with_findings_rate")
    return (f"  {name:<9} P {f(s['precision'])}  R {f(s['recall'])}  F1 {f(s['f1'])}  exact cit "
            f"{f(s['exact_citation_rate'])}  compliant flagged {len(s['compliant_with_findings'])}/"
            f"{s['compliant_cases']} ({f(comp)})  quotes verified {f(s['verified_excerpt_rate'])}")


def format_side_by_side(payload: dict[str, Any], path: Path | None = None) -> str:
    c = payload["comparison"]
    t = c["llm_totals"]
    rep = payload["run"]["replay"]
    lines = [
        f"side by side on {payload['run']['cases_dir']} ({payload['llm']['summary']['cases']} cases), replay "
        f"{rep['dir']}: {rep['hits']} answers replayed, {rep['misses']} requests without a recording",
        _row("embedded", payload["embedded"]["summary"]),
        _row("llm", payload["llm"]["summary"]),
        f"  llm: {t['calls']} calls, {t['tokens_in']} tokens in, {t['tokens_out']} out; {t['flags']} flags, "
        f"{t['quotes_unverified']} quotes not found, {t['citations_refused']} citations outside the retrieved set "
        f"refused, {t['injection_refusals']} refused as reviewer-addressed, clearances {t['clears_accepted']} "
        f"accepted / {t['clears_refused']} refused",
        f"  found only by the llm path: {c['found_only_by_llm']}; found by the embedded engine but lost: "
        f"{len(c['lost_vs_embedded'])} ({c['lost_not_reported']} not reported, the rest under another provision)",
    ]
    if c["llm_fallbacks"]:
        lines.append(f"  NOT A CLEAN LLM FIGURE: {len(c['llm_fallbacks'])} cases fell back to the rules engine "
                     f"(no recording): {', '.join(c['llm_fallbacks'][:8])}")
    if path:
        lines.append(f"results: {path}")
    return "\n".join(lines)
