"""audit/lexicon.py compiles its patterns on first use: every shipped pattern must compile, and a bad one still
names its place in the file."""

from __future__ import annotations

import dataclasses
import re

import pytest

from audit.lexicon import LazyPattern, load_lexicon
from veristream.errors import CorpusError


def _patterns(obj, seen: set[int]):
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, LazyPattern | re.Pattern):
        yield obj
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from _patterns(getattr(obj, f.name), seen)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _patterns(v, seen)
    elif isinstance(obj, list | tuple):
        for v in obj:
            yield from _patterns(v, seen)


def test_every_shipped_pattern_compiles():
    lazy = [p for p in _patterns(load_lexicon(), set()) if isinstance(p, LazyPattern)]
    assert len(lazy) > 400
    for p in lazy:
        assert p.compiled().flags & re.IGNORECASE


def test_a_lazy_pattern_is_the_pattern_re_compiles():
    p = LazyPattern(r"guarantee[ds]?\b", "test")
    ref = re.compile(r"guarantee[ds]?\b", re.IGNORECASE)
    text = "It is GUARANTEED, guarantees, guarantee."
    assert [m.span() for m in p.finditer(text)] == [m.span() for m in ref.finditer(text)]
    assert p.search(text, 5).span() == ref.search(text, 5).span()
    assert p.sub("x", text) == ref.sub("x", text)
    assert p.pattern == ref.pattern and p.compiled() is p.compiled()


def test_a_bad_pattern_names_its_place_when_first_used():
    p = LazyPattern(r"(unclosed", "guaranteed_returns.promise")
    with pytest.raises(CorpusError, match=r"guaranteed_returns\.promise"):
        p.search("anything")
