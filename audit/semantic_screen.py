"""Semantic screen: catch paraphrased violations the lexicon's phrasing-bound cues miss.

Why: regex cues generalise poorly to new phrasings ("my mentee cleared six figures" vs "my student made $40k").
Here every window of one or two adjacent caption segments (sentences, for the description) is embedded with the
bundled static model2vec model (rag.embed, torch-free) and compared with the exemplar sentences in
audit/exemplars.yaml. A window is a candidate for a category when

    max similarity to the category's positives >= MIN_POSITIVE_SIM, and
    that minus the max similarity to its negatives (plus the shared negatives) >= MIN_MARGIN.

Semantic candidates are the screen's least certain evidence, so they must survive more than lexical ones:
- the window itself must not negate, warn, quote, ask, hedge (for categories with hedge_modals), state a risk or
  disclose a connection -- checks that for a lexical cue only look before/after the cue;
- the usual context checks still run afterwards (balancing, cures, disclosure timing, applicability, verification);
- the window must match the category's topic patterns (`anchor:`, a regex or a list that must all match, e.g.
  a client/student word AND a result word for testimonials), so a sentence that is merely "about money" in the
  same register cannot match;
- unbalanced_benefits and performance_projection have no exemplars (in real analysis videos almost every upbeat
  or forward-looking sentence resembles them), and a sponsorship/affiliate window needs an ad signal somewhere in
  the transcript;
- a window that overlaps any lexical candidate is left to the lexicon (which understood the statement better);
- the score is SEMANTIC_SCORE (just above the report threshold) and severity one step lower, with the closest
  exemplar and its similarity in the cue text, so an analyst sees why it was raised.

Thresholds were chosen by 5-fold cross-validation over the dev cases with the lexicon switched off (F0.5, see
`python -m audit.semantic_tune`), never on held-out cases. VERISTREAM_SEMANTIC_SCREEN=0 turns the screen off.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import yaml

from veristream.errors import CorpusError

EXEMPLARS_PATH = Path(__file__).with_name("exemplars.yaml")
MIN_POSITIVE_SIM = 0.65
MIN_MARGIN = 0.08
SEMANTIC_SCORE = 0.62
MAX_WINDOW_SEGMENTS = 2
MIN_WINDOW_WORDS = 4
MAX_WINDOW_CHARS = 260

_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


@dataclass(frozen=True)
class ExemplarSet:
    """Embedded exemplars: one row per sentence, with its category index (shared negatives: -1)."""

    categories: list[str]
    requires_role: dict[str, str]
    anchors: dict[str, list[re.Pattern[str]]]
    pos_vecs: np.ndarray
    pos_cat: np.ndarray
    pos_text: list[str]
    neg_vecs: np.ndarray
    neg_cat: np.ndarray


@dataclass(frozen=True)
class SemanticHit:
    """A window close to a category's positive exemplars."""

    category: str
    start: int  # offsets in the stream text
    end: int
    first_part: int
    last_part: int
    similarity: float
    margin: float
    exemplar: str


def _read(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CorpusError(f"Cannot read the exemplar file {path}: {exc}", "Fix or restore audit/exemplars.yaml.") from exc
    if not isinstance(data, dict) or not isinstance(data.get("categories"), dict):
        raise CorpusError(f"{path} has no `categories:` mapping.", "See the header of audit/exemplars.yaml.")
    return data


@lru_cache(maxsize=2)
def load_exemplars(path: str | None = None) -> ExemplarSet:
    """Embed every exemplar once per process (a few hundred sentences: milliseconds)."""
    from rag.embed import embed

    data = _read(Path(path) if path else EXEMPLARS_PATH)
    cats = list(data["categories"])
    pos_text: list[str] = []
    pos_cat: list[int] = []
    neg_text: list[str] = []
    neg_cat: list[int] = []
    roles: dict[str, str] = {}
    anchors: dict[str, list[re.Pattern[str]]] = {}
    for i, cid in enumerate(cats):
        spec = data["categories"][cid] or {}
        if not spec.get("positive"):
            raise CorpusError(f"Exemplar category {cid!r} has no positive sentences.", "Add some or remove it.")
        for s in spec["positive"]:
            pos_text.append(str(s))
            pos_cat.append(i)
        for s in spec.get("negative", []) or []:
            neg_text.append(str(s))
            neg_cat.append(i)
        if spec.get("requires_role"):
            roles[cid] = spec["requires_role"]
        if not spec.get("anchor"):
            raise CorpusError(f"Exemplar category {cid!r} has no `anchor:` pattern.", "Add the topic words it needs.")
        try:
            raw = spec["anchor"] if isinstance(spec["anchor"], list) else [spec["anchor"]]
            anchors[cid] = [re.compile(a, re.IGNORECASE) for a in raw]
        except re.error as exc:
            raise CorpusError(f"Bad anchor regex for {cid!r} in audit/exemplars.yaml: {exc}", "Fix the pattern.") from exc
    for s in data.get("shared_negative", []) or []:
        neg_text.append(str(s))
        neg_cat.append(-1)
    return ExemplarSet(cats, roles, anchors, embed(pos_text), np.asarray(pos_cat), pos_text, embed(neg_text),
                       np.asarray(neg_cat))


def windows(text: str, part_offsets: list[int], part_end: list[int], origin: str) -> list[tuple[int, int, int, int]]:
    """(start, end, first_part, last_part) of 1..MAX_WINDOW_SEGMENTS adjacent parts; sentences of a single part
    (the description, long on-screen blocks) are split so a window stays one claim."""
    out: list[tuple[int, int, int, int]] = []
    n = len(part_offsets)
    for first in range(n):
        if origin == "description" or part_end[first] - part_offsets[first] > MAX_WINDOW_CHARS:
            for m in _SENTENCE.finditer(text, part_offsets[first], part_end[first]):
                if m.group(0).strip():
                    out.append((m.start(), m.end(), first, first))
            continue
        for last in range(first, min(n, first + MAX_WINDOW_SEGMENTS)):
            out.append((part_offsets[first], part_end[last], first, last))
    return [w for w in out if len(text[w[0] : w[1]].split()) >= MIN_WINDOW_WORDS]


def score(texts: list[str], ex: ExemplarSet) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per text and category: max positive similarity, max negative similarity, index of the best positive."""
    from rag.embed import embed

    n, c = len(texts), len(ex.categories)
    if n == 0:
        return np.zeros((0, c)), np.zeros((0, c)), np.zeros((0, c), dtype=int)
    vecs = embed(texts)
    pos = vecs @ ex.pos_vecs.T
    neg = vecs @ ex.neg_vecs.T
    shared = ex.neg_cat == -1
    shared_max = neg[:, shared].max(axis=1) if shared.any() else np.full(n, -1.0)
    max_pos = np.full((n, c), -1.0)
    max_neg = np.tile(shared_max[:, None], (1, c))
    best = np.zeros((n, c), dtype=int)
    for j in range(c):
        cols = np.flatnonzero(ex.pos_cat == j)
        sub = pos[:, cols]
        arg = sub.argmax(axis=1)
        max_pos[:, j] = sub[np.arange(n), arg]
        best[:, j] = cols[arg]
        ncols = ex.neg_cat == j
        if ncols.any():
            max_neg[:, j] = np.maximum(max_neg[:, j], neg[:, ncols].max(axis=1))
    return max_pos, max_neg, best


def hits(
    text: str,
    part_offsets: list[int],
    part_end: list[int],
    origin: str,
    role: str = "unknown",
    *,
    min_positive: float | None = None,
    min_margin: float | None = None,
    ex: ExemplarSet | None = None,
) -> list[SemanticHit]:
    """Non-overlapping windows per category above both thresholds, best margin first."""
    ex = ex or load_exemplars()
    min_positive = MIN_POSITIVE_SIM if min_positive is None else min_positive
    min_margin = MIN_MARGIN if min_margin is None else min_margin
    wins = windows(text, part_offsets, part_end, origin)
    if not wins:
        return []
    max_pos, max_neg, best = score([text[a:b] for a, b, _, _ in wins], ex)
    out: list[SemanticHit] = []
    for j, cid in enumerate(ex.categories):
        need = ex.requires_role.get(cid)
        if need and need != role:
            continue
        margin = max_pos[:, j] - max_neg[:, j]
        ok = np.flatnonzero((max_pos[:, j] >= min_positive) & (margin >= min_margin))
        taken: list[tuple[int, int]] = []
        for i in sorted(ok, key=lambda k: -margin[k]):
            a, b, p0, p1 = wins[i]
            if not all(anchor.search(text, a, b) for anchor in ex.anchors[cid]):
                continue
            if any(a < tb and ta < b for ta, tb in taken):
                continue
            taken.append((a, b))
            out.append(SemanticHit(cid, a, b, p0, p1, float(max_pos[i, j]), float(margin[i]),
                                   ex.pos_text[best[i, j]]))
    return out
