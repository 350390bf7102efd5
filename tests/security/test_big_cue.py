"""Issue #12 item 7: one huge caption cue must not make verification or screening quadratic.

Speed figures live in benchmarks/bench_big_cue.py; these tests check behaviour (how much work a lookup does, that
it finds the same text the regex would) and that a 1 MB single-cue file audits end to end, with a generous
subprocess timeout so a slow shared machine does not fail them.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from audit import geometry, screen
from tests.audit.util import make_transcript
from tests.tools.media_factory import BIG_CUE_SENTENCES, long_text
from tools import verify_excerpt as ve

ROOT = Path(__file__).resolve().parents[2]


def _big_text(chars: int, seed: int = 3) -> str:
    return long_text(BIG_CUE_SENTENCES, chars, seed)


def test_a_quote_repeated_thousands_of_times_in_one_cue_is_one_match_found_without_a_scan(monkeypatch):
    """Before: every quote was a regex scan of the whole text listing every occurrence (thousands per quote)."""
    t = make_transcript([(0.0, 600.0, _big_text(300_000))])
    scans = []
    real = ve._pattern
    monkeypatch.setattr(ve, "_pattern", lambda e: scans.append(e) or real(e))
    for sentence in BIG_CUE_SENTENCES:
        matches = ve.locate(t, sentence, origin="speech", at=10.0, window_s=60.0)
        assert len(matches) == 1  # same part, same times: later occurrences add nothing
        assert matches[0].text == sentence and (matches[0].start, matches[0].end) == (0.0, 600.0)
    assert scans == []


def _regex_first(text: str, excerpt: str) -> str | None:
    """The reference: the old scan's first match, mapped back to the original text."""
    norm, idx = ve.normalize_with_map(text)
    m = ve._pattern(ve.normalize(excerpt)).search(norm)
    if m is None:
        return None
    o_start, o_end = idx[m.start()], idx[m.end() - 1] + 1
    while o_end < len(text) and text[o_end] in ve._TRAILING_PUNCT:
        o_end += 1
    return text[o_start:o_end]


@pytest.mark.parametrize("seed", range(6))
def test_the_index_finds_what_the_regex_scan_finds(seed):
    """Random texts (ASCII and not, repeated words, partial words) and quotes cut from them, or not in them."""
    rng = random.Random(seed)
    vocab = ["the", "money", "is", "guaranteed", "caf\u00e9", "na\u00efve", "10x", "ha", "hah", "x", "\u00e9t\u00e9"]
    words = [rng.choice(vocab) for _ in range(400)]
    text = " ".join(w + rng.choice(["", "", ",", ".", "!"]) for w in words)
    cues = [(float(i), float(i + 1), " ".join(text.split()[i * 20 : (i + 1) * 20])) for i in range(20)]
    t = make_transcript(cues)
    speech = ve.searchable_spans(t, "speech")[0].text
    for _ in range(150):
        i = rng.randrange(len(words))
        k = rng.randint(1, 5)
        quote = " ".join(words[i : i + k]) if rng.random() < 0.8 else rng.choice(vocab)[1:] + " " + rng.choice(vocab)
        expected = _regex_first(speech, quote)
        got = ve.locate(t, quote, origin="speech")
        assert (got[0].text if got else None) == expected, quote
        if got:
            assert re.sub(r"\W", "", got[0].text.lower()).replace("_", "")


def _old_dedupe(found: list) -> list:
    """The pairwise loop _dedupe replaced, as the reference for what it keeps."""
    kept: list = []
    for sc in sorted(found, key=lambda s: (s.candidate.origin, s.excerpt_span[0], -s.excerpt_span[1])):
        a0, a1 = sc.excerpt_span
        for i, other in enumerate(kept):
            b0, b1 = other.excerpt_span
            if other.candidate.origin != sc.candidate.origin or not (b0 <= a0 and a1 <= b1 or a0 <= b0 and b1 <= a1):
                continue
            wide = other if (b1 - b0) >= (a1 - a0) else sc
            best = sc if screen._better(sc, other) else other
            if best is not wide:
                best.candidate.excerpt = wide.candidate.excerpt
                best.excerpt_span, best.part_range = wide.excerpt_span, wide.part_range
            kept[i] = best
            break
        else:
            kept.append(sc)
    return kept


def _screened(rng: random.Random, n: int) -> list:
    from veristream.models import Candidate

    out = []
    for i in range(n):
        a = rng.randrange(0, 2000)
        b = a + rng.randrange(0, 120)
        cand = Candidate(id=str(i), category="c", start=0.0, end=1.0, excerpt=f"{a}-{b}", context="", cue="x",
                         origin=rng.choice(["speech", "speech", "onscreen"]), score=rng.random(),
                         hedged=rng.random() < 0.3)
        out.append(geometry.Screened(cand, excerpt_span=(a, b)))
    return out


@pytest.mark.parametrize("seed", range(5))
def test_dedupe_keeps_what_the_pairwise_loop_kept(seed):
    """_dedupe now compares a candidate only with kept ones still open at its start; the result is unchanged."""
    new = screen._dedupe(_screened(random.Random(seed), 400))
    old = _old_dedupe(_screened(random.Random(seed), 400))
    assert [(s.candidate.id, s.excerpt_span) for s in new] == [(s.candidate.id, s.excerpt_span) for s in old]


def test_semantic_overlap_test_agrees_with_a_scan():
    rng = random.Random(5)
    spans = [(a, a + rng.randrange(0, 300)) for a in (rng.randrange(0, 5000) for _ in range(300))]
    taken = geometry.TakenSpans(list(spans))
    for _ in range(500):
        s0 = rng.randrange(0, 5200)
        s1 = s0 + rng.randrange(1, 200)
        assert taken.overlaps(s0, s1) == any(s0 < b and a < s1 for a, b in spans)
        if rng.random() < 0.1:
            taken.append((s0, s1))
            spans.append((s0, s1))


def test_a_one_megabyte_single_cue_caption_file_audits_end_to_end(tmp_path):
    """Before: a 0.5 MB cue kept an audit busy for more than 5 minutes; the generous timeout only catches that."""
    vtt = tmp_path / "big.vtt"
    vtt.write_text("WEBVTT\n\n00:00:00.000 --> 00:10:00.000\n" + _big_text(1_000_000) + "\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "veristream.cli", "audit", str(vtt), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=420, check=False,
    )
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    report = json.loads(proc.stdout.splitlines()[0])
    assert any(f["category"] == "guaranteed_returns" for f in report["findings"])
    for f in report["findings"]:
        assert f["excerpt"] in vtt.read_text(encoding="utf-8")
