"""Nearest-example intent scores for chat messages the router's patterns do not recognise.

Why nearest examples and not more regexes: the patterns were written against one developer's phrasings and
missed a third to two fifths of what independent writers typed (evals/router/README.md). A vote among the most
similar labelled examples (assistant/router_data/examples.jsonl) generalises to new wording without an LLM.
Similarity mixes character n-gram TF-IDF (survives typos and shorthand: "rechk", "pkg", "pls") with the bundled
model2vec sentence embedding (rag/embed.py: synonyms such as "label" ~ "tag"). Everything is built once per
process from the data file, so the result is a pure function of the text.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

EXAMPLES = Path(__file__).resolve().parent / "router_data" / "examples.jsonl"
K = 5  # neighbours that vote
CHAR_WEIGHT = 0.5  # share of the character n-gram similarity in the mix (the rest: the sentence embedding)

_MEDIA = re.compile(r"https?://\S+|\S*youtu\.?be\S*|\S+\.(?:mp4|mov|vtt|srt|webm|mkv|mp3|wav|m4a|txt)\b", re.I)
_FID = re.compile(r"\bf\d{1,3}\b|#\s*\d{1,3}\b", re.I)


def normalise(text: str) -> str:
    """Lower-case, and replace links/files and finding ids by placeholder words so they vote as a kind."""
    t = _MEDIA.sub(" videolink ", text.lower())
    return re.sub(r"\s+", " ", _FID.sub(" finding ", t)).strip()


def _grams(text: str) -> Counter:
    t = f" {text} "
    grams: Counter = Counter(t[i : i + n] for n in (3, 4, 5) for i in range(len(t) - n + 1))
    grams.update("w:" + w for w in re.findall(r"\w+", text))
    return grams


@dataclass(frozen=True)
class _Index:
    labels: tuple[str, ...]
    texts: tuple[str, ...]
    vocab: dict[str, int]
    idf: np.ndarray
    chars: np.ndarray  # rows: examples, L2-normalised TF-IDF
    embeds: np.ndarray  # rows: examples, L2-normalised sentence vectors


def _char_matrix(texts: list[str], vocab: dict[str, int], idf: np.ndarray) -> np.ndarray:
    m = np.zeros((len(texts), len(vocab)), dtype=np.float32)
    for row, text in enumerate(texts):
        for gram, count in _grams(text).items():
            if (col := vocab.get(gram)) is not None:
                m[row, col] = 1.0 + math.log(count)
    m *= idf
    m /= np.linalg.norm(m, axis=1, keepdims=True) + 1e-9
    return m


def load_examples(path: Path = EXAMPLES) -> list[dict]:
    if not path.is_file():
        raise FileNotFoundError(f"Router examples not found at {path}; run scripts/build_router_examples.py.")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@lru_cache(maxsize=1)
def _index() -> _Index:
    from rag.embed import embed

    rows = load_examples()
    texts = [normalise(r["text"]) for r in rows]
    df: Counter = Counter(g for t in texts for g in set(_grams(t)))
    vocab = {g: i for i, g in enumerate(sorted(df))}
    idf = np.array([math.log((1 + len(texts)) / (1 + df[g])) + 1.0 for g in sorted(df)], dtype=np.float32)
    return _Index(
        tuple(r["intent"] for r in rows), tuple(texts), vocab, idf, _char_matrix(texts, vocab, idf), embed(texts)
    )


def rank(text: str) -> list[tuple[str, float]]:
    """Intents by vote (sum of the similarities of the K nearest examples), best first, with the best single
    similarity of each intent's voters folded in as a confidence the caller can threshold."""
    from rag.embed import embed

    ix = _index()
    t = normalise(text)
    sims = CHAR_WEIGHT * (ix.chars @ _char_matrix([t], ix.vocab, ix.idf)[0]) + (1 - CHAR_WEIGHT) * (
        ix.embeds @ embed([t])[0]
    )
    votes: Counter = Counter()
    for j in np.argsort(-sims, kind="stable")[:K]:
        votes[ix.labels[j]] += float(sims[j])
    return sorted(votes.items(), key=lambda kv: -kv[1])


_WORD = re.compile(r"[a-z]{4,}")
_QUOTED_SPAN = re.compile(r"[\"“'‘][^\"“”'‘’]*[\"”'’]")


TYPO_RATIO = 4  # a known word this many times rarer than a close neighbour is read as that neighbour's typo


@lru_cache(maxsize=1)
def _word_counts() -> Counter:
    """How many examples use each word. Writers share typos ("verfy" is in two writers' files), so a word's count
    against its close neighbours', not its mere presence, says whether it is a word."""
    return Counter(w for r in load_examples() for w in set(re.findall(r"[a-z]+", r["text"].lower())))


def _vocabulary() -> frozenset[str]:
    """Words used in at least two examples."""
    return frozenset(w for w, n in _word_counts().items() if n >= 2)


def _typo_of(word: str, vocab: frozenset[str]) -> str | None:
    """The word this one is a typo of, if any: an unknown word's closest known word, or a known but rare word's
    much more common close neighbour."""
    from difflib import get_close_matches

    counts = _word_counts()
    if word not in vocab:
        best = get_close_matches(word, vocab, n=1, cutoff=0.8)
        return best[0] if best else None
    near = [w for w in get_close_matches(word, vocab, n=3, cutoff=0.8) if w != word]
    common = [w for w in near if counts[w] >= TYPO_RATIO * counts[word]]
    return common[0] if common else None


def correct_typos(text: str) -> str:
    """Replace lower-case words the examples never use by the closest word they do ("explian" -> "explain",
    "assing" -> "assign"), leaving quoted words, capitalised names, ids and short words alone. Used only as a
    second reading when the first found nothing, so a wrong correction cannot spoil a message that was understood.
    """
    vocab = _vocabulary()
    protected = [m.span() for m in _QUOTED_SPAN.finditer(text)]
    out, last = [], 0
    for m in re.finditer(r"(?<![\w-])[a-z]{4,}(?![\w-])", text):
        if any(a <= m.start() < b for a, b in protected):
            continue
        if best := _typo_of(m.group(0), vocab):
            out.append(text[last : m.start()] + best)
            last = m.end()
    return "".join(out) + text[last:]
