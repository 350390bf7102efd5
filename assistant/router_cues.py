"""The router's strong cue rules, loaded from assistant/router_data/cues.yaml.

Why a data file: the cue words are the part of the router that grows with every new writer's phrasings, and
they are easier to review and extend as a list than as nested Python conditionals. The loader checks the file's
shape once (pydantic) so a typo fails loudly at start-up with the rule's position, not as a wrong answer later.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

CUES = Path(__file__).resolve().parent / "router_data" / "cues.yaml"
MARKERS = ("@url", "@citation", "@finding")


class CueRule(BaseModel):
    """One rule: any/all/unless lists of regexes or markers; the first matching rule names the intent."""

    model_config = ConfigDict(extra="forbid")
    intent: str
    any: list[str] = []
    all: list[str] = []
    unless: list[str] = []

    @field_validator("any", "all", "unless")
    @classmethod
    def _compiles(cls, patterns: list[str]) -> list[str]:
        for p in patterns:
            if p not in MARKERS:
                re.compile(p)
        return patterns


@lru_cache(maxsize=1)
def load_rules(path: Path = CUES) -> tuple[CueRule, ...]:
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    try:
        return tuple(CueRule.model_validate(r) for r in raw)
    except (ValidationError, re.error) as e:
        raise ValueError(f"{path} has a malformed cue rule: {e}. Fix the rule or revert the file.") from e


def match(text: str, markers: dict[str, Callable[[], bool]]) -> str | None:
    """The intent of the first rule that matches `text`, or None. `markers` answers @url/@citation/@finding."""

    def hit(p: str) -> bool:
        return markers[p]() if p in MARKERS else re.search(p, text, re.I) is not None

    for rule in load_rules():
        if rule.any and not any(hit(p) for p in rule.any):
            continue
        if not all(hit(p) for p in rule.all):
            continue
        if any(hit(p) for p in rule.unless):
            continue
        return rule.intent
    return None
