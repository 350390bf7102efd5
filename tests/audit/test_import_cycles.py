"""The audit package imports without cycles, counting the imports inside functions too.

Why: a cycle dodged by a lazy import (audit/stages.py used to import audit/sweep.py inside the judge stage, because
the sweep imported the stages' helpers) works until someone moves the import to the top, and hides which module
owns what. The shared pieces live in audit/run.py and audit/candidate.py instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _graph(package: str) -> dict[str, set[str]]:
    files = {".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): f
             for f in (ROOT / package).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                deps |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
            elif isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
        graph[name] = {d for d in deps if d in files and d != name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    done: set[str] = set()

    def visit(mod: str, path: list[str]) -> list[str] | None:
        for dep in sorted(graph[mod]):
            if dep in path:
                return [*path[path.index(dep):], dep]
            if dep not in done and (found := visit(dep, [*path, dep])):
                return found
        done.add(mod)
        return None

    for mod in sorted(graph):
        if found := visit(mod, [mod]):
            return found
    return None


def test_the_audit_package_has_no_import_cycle():
    assert _cycle(_graph("audit")) is None


def test_the_check_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]
