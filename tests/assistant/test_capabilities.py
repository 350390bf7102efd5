"""Every capability's Protocol matches the real function behind it and the test fake that replaces it.

No type checker runs in CI, so the signatures are compared here: a fake that drifts from the engine (a missing
keyword, another return type) would otherwise keep the chat's tests green while the real call fails.
"""

from __future__ import annotations

import importlib
import inspect
from dataclasses import fields
from typing import get_type_hints

import pytest

from assistant.capabilities import REAL, Capabilities
from tests.assistant.fakes import FakeEngine

P = inspect.Parameter


def _params(fn) -> list[inspect.Parameter]:
    return [p for p in inspect.signature(fn).parameters.values() if p.name != "self"]


def mismatches(fn, proto: type) -> list[str]:
    """How a call written against `proto` would fail on `fn`: positions, keyword names, defaults, return type."""
    want, have = _params(proto.__call__), _params(fn)
    by_name = {p.name: p for p in have}
    var_pos = any(p.kind is P.VAR_POSITIONAL for p in have)
    var_kw = any(p.kind is P.VAR_KEYWORD for p in have)
    positional = [p for p in have if p.kind in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD)]
    out = []
    for i, w in enumerate(want):
        if w.kind is P.POSITIONAL_ONLY:  # passed by position: any name will do
            h = positional[i] if i < len(positional) else None
            if h is None and not var_pos:
                out.append(f"takes no argument {i + 1} ({w.name})")
        else:  # passed by keyword (and, for a positional-or-keyword one, maybe by position)
            h = by_name.get(w.name)
            if h is None and not var_kw:
                out.append(f"no parameter {w.name}")
            elif h is not None and w.kind is P.POSITIONAL_OR_KEYWORD and not var_pos and positional.index(h) != i:
                out.append(f"{w.name} is not its parameter {i + 1}")
        if h is not None and w.default is not P.empty and h.default is P.empty:
            out.append(f"{w.name} has no default")
    n_pos = sum(w.kind is not P.KEYWORD_ONLY for w in want)
    names = {w.name for w in want if w.kind is not P.POSITIONAL_ONLY}
    out += [f"requires {h.name}, which the Protocol does not pass" for i, h in enumerate(have)
            if h.default is P.empty and h.kind not in (P.VAR_POSITIONAL, P.VAR_KEYWORD)
            and not (h in positional and positional.index(h) < n_pos) and h.name not in names]
    ret, got = inspect.signature(proto.__call__).return_annotation, inspect.signature(fn).return_annotation
    if got is not inspect.Signature.empty and got != ret:
        out.append(f"returns {got}, not {ret}")
    return out


PROTOCOLS = get_type_hints(Capabilities)


@pytest.mark.parametrize("name", [f.name for f in fields(Capabilities)])
def test_the_real_function_matches_its_protocol(name):
    module, attr = REAL[name]
    real = getattr(importlib.import_module(module), attr)
    assert mismatches(real, PROTOCOLS[name]) == []


@pytest.mark.parametrize("name", [n for n, v in vars(FakeEngine().caps()).items() if inspect.ismethod(v)])
def test_the_fake_matches_its_protocol(name):
    fake = getattr(FakeEngine().caps(), name)
    assert mismatches(fake, PROTOCOLS[name]) == []


def test_the_check_sees_a_drifted_fake():
    def recheck(report, fid, regulators=None):  # the keyword speaker_role is missing
        return None

    assert mismatches(recheck, PROTOCOLS["recheck_finding"]) == ["no parameter speaker_role"]
    assert mismatches(lambda report, finding_id, **kw: None, PROTOCOLS["recheck_finding"]) == []
    assert mismatches(lambda report: None, PROTOCOLS["explain_finding"]) == ["takes no argument 2 (finding_id)"]
    assert mismatches(lambda text, strict: None, PROTOCOLS["parse_citation"]) == [
        "requires strict, which the Protocol does not pass"]
