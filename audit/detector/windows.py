"""Utterance windows: the unit the detector scores, built the same way from training clips and from transcripts.

A window's target is 1-3 consecutive caption segments, grouped until it holds MIN_WORDS words, so short
auto-caption cues and sentence-long ASR segments give targets of similar size. Its neighbours are the context.
Training and run time share this module so the model never sees inputs shaped differently from what it learned.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_WORDS = 9
MAX_SEGMENTS = 3
CONTEXT_WORDS = 24

ROLE_WORDS = {
    "unregistered_influencer": "influencer",
    "registered_rep": "registered rep",
    "ria": "adviser",
    "unknown": "speaker",
}
DISCLOSED_MARK = "[connection disclosed earlier]"


@dataclass(frozen=True)
class Window:
    """Segments first..last (inclusive) as the target, with the text before and after as context."""

    first: int
    last: int
    text: str
    before: str
    after: str


def group_segments(texts: list[str]) -> list[tuple[int, int]]:
    """Greedy groups of consecutive segments holding at least MIN_WORDS words (at most MAX_SEGMENTS each)."""
    groups: list[tuple[int, int]] = []
    i = 0
    while i < len(texts):
        j, words = i, len(texts[i].split())
        while words < MIN_WORDS and j + 1 < len(texts) and j - i + 1 < MAX_SEGMENTS:
            j += 1
            words += len(texts[j].split())
        groups.append((i, j))
        i = j + 1
    return groups


def _tail(text: str, n: int) -> str:
    words = text.split()
    return " ".join(words[-n:])


def _head(text: str, n: int) -> str:
    words = text.split()
    return " ".join(words[:n])


def build_windows(texts: list[str]) -> list[Window]:
    """One window per segment group; context is the neighbouring groups, clipped to CONTEXT_WORDS each."""
    groups = group_segments(texts)
    joined = [" ".join(t.strip() for t in texts[a : b + 1]) for a, b in groups]
    out: list[Window] = []
    for k, (a, b) in enumerate(groups):
        before = _tail(joined[k - 1], CONTEXT_WORDS) if k > 0 else ""
        after = _head(joined[k + 1], CONTEXT_WORDS) if k + 1 < len(groups) else ""
        out.append(Window(a, b, joined[k], before, after))
    return out


def model_inputs(window: Window, role: str, disclosed: bool) -> tuple[str, str]:
    """The (first, second) text pair the encoder reads: role and target first, context second."""
    first = f"{ROLE_WORDS.get(role, 'speaker')}: {window.text}"
    context = f"{window.before} | {window.after}".strip(" |")
    second = f"{DISCLOSED_MARK} {context}" if disclosed else context
    return first, second
