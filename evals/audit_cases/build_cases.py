"""Build the labelled audit dev set (VTT + info.json + labels.json) from the case specs in cases_*.yaml.

Why a builder instead of hand-typed VTT: timestamps and label spans are derived from the same cue list, and every
excerpt is checked to be verbatim in the cues it claims to span, so a label can never drift from its transcript.
The specs are data: `cases_<set>.yaml` (or `cases_<set><letter>.yaml`, one per writer) hold each case's cues,
metadata and expected findings, and `filler.yaml` the neutral talk that pads every case (see README.md).
Run: `.venv/bin/python evals/audit_cases/build_cases.py` (rewrites the generated files next to this script).
"""

from __future__ import annotations

import json
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# Neutral, claim-free talk by topic (general, stocks, crypto, ...): blocks of cue lines that pad a case.
FILLER: dict[str, list[str]] = yaml.safe_load((HERE / "filler.yaml").read_text(encoding="utf-8"))
TAXONOMY = yaml.safe_load((ROOT / "audit" / "taxonomy.yaml").read_text())["categories"]
CATS = {c["id"]: c for c in TAXONOMY}
ROLE_REGULATOR = {"ria": "SEC", "registered_rep": "FINRA"}


@dataclass
class E:
    """One expected finding: the category, a verbatim excerpt, and (optionally) explicit any-of citations."""

    category: str
    excerpt: str
    cites: list[str] | None = None
    also: list[str] = field(default_factory=list)  # other categories whose citations also fit this statement
    optional: bool = False  # a finding here is neither rewarded nor penalised (repeats, arguable statements)
    origin: str = "speech"  # speech | description (description items have no time)


@dataclass
class Case:
    id: str
    role: str
    title: str
    channel: str
    cues: str  # one cue per line
    expected: list[E] = field(default_factory=list)
    description: str = ""
    endorsement: bool = False  # paid / sponsored / affiliate / free-product context, so FTC Guides bind
    style: str = "captions"  # captions | auto (lowercase, no punctuation) | rolling (YouTube auto-caption VTT)
    note: str = ""
    start: float = 0.4
    topic: str = "general"  # which neutral filler pool pads this case (filler.yaml)


def auto_text(text: str) -> str:
    """Make text look like YouTube auto-captions: lowercase, no punctuation except apostrophes."""
    text = text.lower().replace("—", " ").replace("%", " percent")
    text = re.sub(r"[^a-z0-9' $]+", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def citations_for(case: Case, item: E) -> list[str]:
    """Any-of citations under the applicability rules (see README.md)."""
    if item.cites:
        return item.cites
    cites = [c for cat in [item.category, *item.also] for c in CATS[cat]["citations"]]
    cites = list(dict.fromkeys(cites))
    if case.role == "unknown":
        return list(cites)
    out: list[str] = []
    if case.role in ROLE_REGULATOR:
        out += [c for c in cites if c.startswith(ROLE_REGULATOR[case.role])]
    if case.endorsement:
        out += [c for c in cites if c.startswith("FTC")]
    if not out:
        raise SystemExit(f"{case.id}: {item.category} has no citation applicable to role {case.role}")
    return out


def _lines(text: str) -> list[str]:
    return [ln.strip() for ln in text.strip().splitlines() if ln.strip()]


def _speech_seconds(lines: list[str]) -> float:
    return sum(max(1.6, len(ln.split()) / 2.7) + 0.12 for ln in lines)


def padded_lines(case: Case) -> list[str]:
    """Insert neutral filler after the opening cue and before the closing cue until the video is 1-4 minutes.

    The target length is drawn from a generator seeded by the case id, so rebuilding gives identical files.
    """
    lines = _lines(case.cues)
    rng = random.Random(case.id)
    target = rng.uniform(62, 200)
    pools = [list(FILLER["general"]), list(FILLER.get(case.topic, FILLER["general"]))]
    for pool in pools:
        rng.shuffle(pool)
    head, tail, turn = [], [], 0
    while _speech_seconds(lines + head + tail) < target and (pools[0] or pools[1]):
        pool = pools[turn % 2] or pools[(turn + 1) % 2]
        block = _lines(pool.pop())
        (head if turn % 2 == 0 else tail).extend(block)
        turn += 1
    return lines[:1] + head + lines[1:-1] + tail + lines[-1:]


def timed_cues(case: Case) -> list[tuple[float, float, str]]:
    lines = padded_lines(case)
    if case.style in {"auto", "rolling"}:
        lines = [auto_text(ln) for ln in lines]
    out, t = [], case.start
    for line in lines:
        dur = round(max(1.6, len(line.split()) / 2.7), 2)
        out.append((round(t, 2), round(t + dur, 2), line))
        t += dur + 0.12
    return out


def ts(sec: float) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02d}:{int(m):02d}:{s:06.3f}"


def vtt_plain(cues: list[tuple[float, float, str]]) -> str:
    parts = ["WEBVTT", ""]
    for i, (a, b, text) in enumerate(cues, 1):
        parts += [str(i), f"{ts(a)} --> {ts(b)}", text, ""]
    return "\n".join(parts)


def vtt_rolling(cues: list[tuple[float, float, str]]) -> str:
    """YouTube auto-caption layout: each line first appears word-timed, then scrolls up as the top line."""
    parts = ["WEBVTT", "Kind: captions", "Language: en", ""]
    prev = " "
    for a, b, text in cues:
        words = text.split()
        step = (b - a) / max(len(words), 1)
        timed = words[0] + "".join(f"<{ts(a + step * k)}><c> {w}</c>" for k, w in enumerate(words[1:], 1))
        parts += [f"{ts(a)} --> {ts(b - 0.01)} align:start position:0%", prev, timed, ""]
        parts += [f"{ts(b - 0.01)} --> {ts(b)} align:start position:0%", text, " ", ""]
        prev = text
    return "\n".join(parts)


def locate(cues: list[tuple[float, float, str]], excerpt: str, case_id: str) -> tuple[float, float]:
    for a, b, text in cues:
        if excerpt in text:
            return a, b
    for i in range(len(cues) - 1):
        joined = cues[i][2] + " " + cues[i + 1][2]
        if excerpt in joined:
            return cues[i][0], cues[i + 1][1]
    raise SystemExit(f"{case_id}: excerpt not verbatim in any cue or cue pair: {excerpt!r}")


def build(cases: list[Case], out: Path = HERE) -> list[dict]:
    seen: set[str] = set()
    labels = []
    for case in cases:
        if case.id in seen:
            raise SystemExit(f"duplicate case id {case.id}")
        seen.add(case.id)
        cues = timed_cues(case)
        text = vtt_rolling(cues) if case.style == "rolling" else vtt_plain(cues)
        (out / f"{case.id}.vtt").write_text(text)
        duration = round(cues[-1][1] + 1.0, 1)
        info = {
            "id": case.id,
            "title": case.title,
            "channel": case.channel,
            "description": case.description,
            "duration": duration,
            "webpage_url": f"https://www.youtube.com/watch?v={case.id}",
        }
        (out / f"{case.id}.info.json").write_text(json.dumps(info, indent=2) + "\n")
        expected = []
        for item in case.expected:
            if item.category not in CATS:
                raise SystemExit(f"{case.id}: unknown category {item.category}")
            if item.origin == "description":
                excerpt = item.excerpt
                if excerpt not in case.description:
                    raise SystemExit(f"{case.id}: description excerpt not verbatim: {excerpt!r}")
                start = end = 0.0
            else:
                excerpt = auto_text(item.excerpt) if case.style in {"auto", "rolling"} else item.excerpt
                start, end = locate(cues, excerpt, case.id)
            entry = {
                "citations": citations_for(case, item),
                "start_s": start,
                "end_s": end,
                "excerpt": excerpt,
                "category": item.category,
            }
            if item.origin != "speech":
                entry["origin"] = item.origin
            if item.optional:
                entry["optional"] = True
            expected.append(entry)
        label = {
            "id": case.id,
            "compliant": not [e for e in expected if not e.get("optional")],
            "speaker_role": case.role,
            "endorsement_context": case.endorsement,
            "caption_style": case.style,
            "expected": expected,
        }
        if case.note:
            label["note"] = case.note
        labels.append(label)
    return labels


def write_set(cases: list[Case], out: Path) -> list[dict]:
    out.mkdir(exist_ok=True)
    for old in list(out.glob("*.vtt")) + list(out.glob("*.info.json")):
        old.unlink()
    labels = build(cases, out)
    (out / "labels.json").write_text(json.dumps(labels, indent=2) + "\n")
    covered = {e["category"] for lab in labels for e in lab["expected"]}
    n_ok = sum(lab["compliant"] for lab in labels)
    n_req = sum(not e.get("optional") for lab in labels for e in lab["expected"])
    print(f"{out.name}: {len(labels)} cases ({n_ok} compliant), {n_req} required expected findings, "
          f"categories covered {len(covered)}/{len(CATS)}")
    return labels


# Extra sets, each `cases_<name>*.yaml` next to this script built into `<name>/`, in the order they were written.
# Tuning sets must cover every category; sealed sets are added to the repo only with their first results.
TUNING_SETS = ("dev2", "dev3", "dev4", "dev5")
SEALED_SETS = ("sealed", "sealed2", "sealed3", "sealed4", "sealed5", "sealed6", "sealed7", "sealed8", "sealed9", "inject1", "sealed10", "sealed11", "sealed12", "sealed13", "sealed14", "sealed15")


def case_from_data(row: dict) -> Case:
    """One case from a YAML set file (the format of briefs/sealed.md)."""
    expected = [E(category=e["category"], excerpt=e["excerpt"], cites=e.get("cites"), also=e.get("also", []),
                  optional=bool(e.get("optional", False)), origin=e.get("origin", "speech"))
                for e in row.get("expected") or []]
    return Case(id=row["id"], role=row["role"], title=row["title"], channel=row.get("channel", ""), cues=row["cues"],
                expected=expected, description=(row.get("description") or "").strip(),
                endorsement=bool(row.get("endorsement", False)), style=row.get("style", "captions"),
                note=row.get("note", ""), topic=row.get("topic", "general"))


def load_yaml_cases(name: str) -> list[Case]:
    """`cases_<name>.yaml` and `cases_<name><letter>.yaml` next to this script (one file per writer), in name order."""
    cases: list[Case] = []
    pattern = re.compile(rf"cases_{re.escape(name)}[a-z]?")
    for path in sorted(p for p in HERE.glob(f"cases_{name}*.yaml") if pattern.fullmatch(p.stem)):
        cases += [case_from_data(row) for row in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]]
    return cases


def main() -> int:
    dev = write_set(load_yaml_cases("violations") + load_yaml_cases("compliant") + load_yaml_cases("devextra"), HERE)
    heldout = load_yaml_cases("heldout")
    write_set(heldout, HERE / "heldout")
    sets = {"dev": {lab["id"] for lab in dev}, "heldout": {c.id for c in heldout}}
    tuning: dict[str, list[dict]] = {}
    for name in SEALED_SETS + TUNING_SETS:
        cases = load_yaml_cases(name)
        if not cases:
            continue
        labels = write_set(cases, HERE / name)
        sets[name] = {lab["id"] for lab in labels}
        if name in TUNING_SETS:
            tuning[name] = labels
    names = list(sets)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if sets[a] & sets[b]:
                raise SystemExit(f"ids in both {a} and {b}: {sorted(sets[a] & sets[b])}")
    for name, labels in tuning.items():
        missing2 = sorted({c for c, v in CATS.items() if not v.get("added")} - {e["category"] for lab in labels for e in lab["expected"] if not e.get("optional")})
        if missing2:
            print(f"{name} set misses categories:", ", ".join(missing2))
            return 1
    missing = sorted(set(CATS) - {e["category"] for lab in dev for e in lab["expected"]})
    if missing:
        print("dev set misses categories:", ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
