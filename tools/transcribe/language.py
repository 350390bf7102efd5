"""Is this transcript English? The engine reads English only (issue #12 item 12).

A Spanish video used to come back "No violations found" with exit 0: the bundled English-only speech model (tiny.en)
turns any speech into fluent invented English, and the screen finds nothing in Spanish captions. So the language is
learnt wherever it can be, cheaply and offline:
- speech: a multilingual Whisper model (VERISTREAM_WHISPER_MODEL_DIR) reports the detected language and its
  probability; the bundled English-only model cannot, but its mean log-probability falls far below Whisper's own
  "failed decode" line on speech it cannot read (measured figures in languages.yaml);
- caption files: a WebVTT `Language:` header, a yt-dlp file name (`talk.es.vtt`) or the `language` of the
  `<stem>.info.json` beside it;
- any text: the share of English function words, and non-Latin scripts (languages.yaml).

`require_english` is called when an audit starts and refuses a transcript that is not English with a message that
names the language and says what to do; VERISTREAM_LANGUAGE_CHECK=off lets it run, with a note in the report.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from veristream.errors import InputError
from veristream.models import LanguageEvidence, Segment, Transcript

DATA_FILE = Path(__file__).with_name("languages.yaml")
LANGUAGE_NOTE_PREFIX = "Language check off:"  # the report note of an audit run on a transcript that is not English
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)
_TAG = re.compile(r"^([a-z]{2,3})(?:[-_][A-Za-z0-9]{2,8})*$")
_SCRIPTS = ("CYRILLIC", "CJK", "HIRAGANA", "KATAKANA", "HANGUL", "ARABIC", "HEBREW", "DEVANAGARI", "GREEK", "THAI")
_SCRIPT_LANG = {"CYRILLIC": "ru", "CJK": "zh", "HIRAGANA": "ja", "KATAKANA": "ja", "HANGUL": "ko", "ARABIC": "ar",
                "HEBREW": "he", "DEVANAGARI": "hi", "GREEK": "el", "THAI": "th"}  # fmt: skip


@dataclass(frozen=True)
class LanguageData:
    names: dict[str, str]
    words: dict[str, frozenset[str]]
    english_share_min: float
    english_share_floor: float
    other_share_min: float
    min_words: int
    asr_logprob_min: float
    asr_unreadable_share_max: float
    detect_probability_min: float


@lru_cache(maxsize=1)
def data() -> LanguageData:
    raw = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
    t = raw["thresholds"]
    return LanguageData(
        names={str(k): str(v) for k, v in raw["names"].items()},
        words={str(k): frozenset(str(w).lower() for w in v) for k, v in raw["function_words"].items()},
        english_share_min=float(t["english_share_min"]),
        english_share_floor=float(t["english_share_floor"]),
        other_share_min=float(t["other_share_min"]),
        min_words=int(t["min_words"]),
        asr_logprob_min=float(t["asr_logprob_min"]),
        asr_unreadable_share_max=float(t["asr_unreadable_share_max"]),
        detect_probability_min=float(t["detect_probability_min"]),
    )


def language_name(code: str | None) -> str:
    if not code:
        return "a language other than English"
    return data().names.get(code, f"language “{code}”")


def tag_code(tag: str | None) -> str | None:
    """'es', 'es-419', 'de_DE', 'en-orig' -> the primary code; None for anything that is not a language tag."""
    m = _TAG.match((tag or "").strip())
    if not m:
        return None
    code = m.group(1).lower()
    return "en" if code == "eng" else code


def from_tag(tag: str | None, method: str, where: str) -> LanguageEvidence | None:
    code = tag_code(tag)
    if code is None or code in {"und", "mul", "zxx"}:
        return None
    return LanguageEvidence(code=code, english=code == "en", method=method, detail=f"{where}: {tag}")  # type: ignore[arg-type]


# ------------------------------------------------------------------ text


def from_text(texts: Iterable[str]) -> LanguageEvidence | None:
    """The cheap text heuristic; None when there are too few words to judge."""
    d = data()
    text = " ".join(texts)
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) >= 20:
        scripts: dict[str, int] = {}
        for ch in letters:
            if ord(ch) < 0x250:
                continue
            name = unicodedata.name(ch, "")
            script = next((s for s in _SCRIPTS if name.startswith(s)), None)
            if script:
                scripts[script] = scripts.get(script, 0) + 1
        if scripts:
            script, n = max(scripts.items(), key=lambda kv: kv[1])
            if n >= 0.3 * len(letters):
                code = _SCRIPT_LANG[script]
                return LanguageEvidence(
                    code=code,
                    english=False,
                    method="text",
                    detail=f"{100 * n // len(letters)}% of the letters are {script.title()}",
                )
    words = [w.lower() for w in _WORD.findall(text)]
    if len(words) < d.min_words:
        return None
    shares = {code: sum(w in vocab for w in words) / len(words) for code, vocab in d.words.items()}
    en = shares.pop("en", 0.0)
    best, best_share = max(shares.items(), key=lambda kv: kv[1])
    if en >= d.english_share_min and en >= best_share:
        return LanguageEvidence(
            code="en", english=True, method="text", detail=f"{en:.0%} of {len(words)} words are English function words"
        )
    code = best if best_share >= d.other_share_min and best_share > en else None
    if code is None and not (en < d.english_share_floor and len(words) >= 30):
        return None  # few English function words, but no other language either: undecided, never refused
    detail = f"only {en:.0%} of {len(words)} words are English function words" + (
        f"; {best_share:.0%} are {language_name(best)} ones" if code else ""
    )
    return LanguageEvidence(code=code, english=False, method="text", detail=detail)


# ------------------------------------------------------------------ speech


def from_asr(
    segments: list[Segment],
    decodes: list[tuple[float, float, float]],
    detected: tuple[str, float] | None,
    multilingual: bool,
) -> LanguageEvidence | None:
    """Evidence from a speech-to-text run: a multilingual model's detection, else how much of the speech the
    English-only model failed to decode (`decodes`: (duration, avg_logprob, temperature) per segment).

    A segment is unreadable when Whisper had to fall back from its deterministic decode to sampling (temperature
    above 0: the decode failed its log-probability or compression check) or still scored under the log-probability
    line. The log-probability alone is not enough: a lucky sampled decode can score above it.
    """
    d = data()
    if multilingual and detected is not None:
        code, p = detected
        if p >= d.detect_probability_min:
            return LanguageEvidence(
                code=code,
                english=code == "en",
                probability=round(p, 3),
                method="asr_detect",
                detail=f"detected by the speech model with probability {p:.2f}",
            )
        return None
    total = sum(dur for dur, _, _ in decodes)
    if not segments or total <= 0:
        return None
    unreadable = sum(dur for dur, lp, temp in decodes if temp > 0 or lp < d.asr_logprob_min) / total
    mean = sum(dur * lp for dur, lp, _ in decodes) / total
    english = unreadable < d.asr_unreadable_share_max
    return LanguageEvidence(
        code="en" if english else None,
        english=english,
        method="asr_confidence",
        detail=f"it failed to decode {unreadable:.0%} of the speech, mean log-probability {mean:.2f}",
    )


# ------------------------------------------------------------------ the decision


def assess(transcript: Transcript) -> LanguageEvidence | None:
    """The evidence that decides; the text heuristic runs on caption text (never on invented ASR text)."""
    ev = transcript.language
    if ev is not None and ev.method in {"asr_detect", "asr_confidence"}:
        return ev  # the English-only model writes English whatever it hears: its text proves nothing
    text_ev = from_text(s.text for s in transcript.segments)
    if text_ev is None:
        return ev
    if text_ev.english:
        return text_ev  # enough English words: the engine can read it, whatever a tag says
    return ev if ev is not None and not ev.english else text_ev  # a tag that agrees names the language


def problem(transcript: Transcript) -> LanguageEvidence | None:
    """The evidence that the transcript is not English, or None."""
    ev = assess(transcript)
    return ev if ev is not None and not ev.english else None


def describe(ev: LanguageEvidence) -> str:
    """How it is known, for a message: "the speech model could not read it: mean log-probability -2.97 …"."""
    how = {
        "asr_detect": "the speech model detected it",
        "asr_confidence": "the English-only speech model could not read it",
        "caption_tag": "the caption file says so",
        "file_name": "the caption file's name says so",
        "metadata": "the video's metadata says so",
        "text": "the words are not English",
    }[ev.method]
    return f"{how}: {ev.detail}"


def require_english(transcript: Transcript, name: str) -> str | None:
    """Raise when the transcript is not English; with VERISTREAM_LANGUAGE_CHECK=off return the report's note."""
    from veristream import config

    ev = problem(transcript)
    if ev is None:
        return None
    what = f"The speech in {name} is {language_name(ev.code) if ev.code else 'not in English'}"
    because = describe(ev)
    if not config.language_check():
        return (
            f"{LANGUAGE_NOTE_PREFIX} {what} ({because}). VeriStream's engine reads English only, so this report "
            "says nothing about compliance; a missing finding is no clearance."
        )
    raise InputError(
        f"{what} ({because}). VeriStream reads English only, so it cannot audit this video; a 'no violations' result "
        "would be meaningless.",
        "Audit an English caption file or transcript of the video (for example its English subtitles or a "
        "translation), or set VERISTREAM_LANGUAGE_CHECK=off to audit it anyway with a warning in the report.",
        chat_hint="Upload an English caption file or transcript of the video (for example its English subtitles, or "
        "a translation) and audit that instead.",
    )


# ------------------------------------------------------------------ caption files

_VTT_LANGUAGE = re.compile(r"^Language:\s*(\S+)\s*$", re.I | re.M)


def caption_file_language(file: Path, text: str, sidecar: dict | None) -> LanguageEvidence | None:
    """A caption file's own word on its language: the WebVTT header, a yt-dlp name (`talk.es.vtt`), then the
    `language` of its info.json. The text heuristic runs later, on the parsed words (`assess`)."""
    if text.lstrip("\ufeff").lstrip().startswith("WEBVTT"):
        header = re.split(r"\n\s*\n", text, maxsplit=1)[0]
        m = _VTT_LANGUAGE.search(header)
        if m and (ev := from_tag(m.group(1), "caption_tag", "WebVTT header Language")):
            return ev
    parts = file.name.split(".")
    if len(parts) >= 3:  # talk.es.vtt, talk.en-orig.vtt: only known language codes, not any short word
        code = tag_code(parts[-2])
        if code is not None and code in data().names:
            return from_tag(parts[-2], "file_name", f"file name {file.name}")
    if sidecar:
        return from_tag(sidecar.get("language"), "metadata", "info.json language")
    return None
