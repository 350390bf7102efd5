"""Every environment variable is read in veristream/config.py only (README, "How we like the code").

Why a test: a read elsewhere escapes config's parsers (one on/off parser, checked numbers, errors that name the
variable) and the list of settings in one place. Writes stay allowed (a benchmark or the LLM replay sets a
variable for what it runs next, through config where a value must be put back); a copy of the whole environment
for a child process is config.environment(). The test harness's own switches under tests/ are not product code.
"""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WRITES = {"update", "pop", "clear"}  # os.environ.<these>(...) as a statement: the value is not used


def env_reads(source: str) -> list[int]:
    """Line numbers where `source` reads the environment: os.getenv, os.environ read or copied, or imported."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "os" and any(
                a.name in ("environ", "environb", "getenv", "getenvb") for a in node.names):
            lines.append(node.lineno)
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "os"):
            continue
        if node.attr in ("getenv", "getenvb"):
            lines.append(node.lineno)
        elif node.attr in ("environ", "environb"):
            up = parents.get(node)
            if isinstance(up, ast.Subscript) and isinstance(up.ctx, ast.Store | ast.Del):
                continue  # os.environ[k] = v, del os.environ[k]
            call = parents.get(up)
            if isinstance(up, ast.Attribute) and up.attr in WRITES and isinstance(parents.get(call), ast.Expr):
                continue  # os.environ.update(...), os.environ.pop(k, None) as a statement
            lines.append(node.lineno)
    return sorted(lines)


def test_no_module_outside_config_reads_the_environment():
    tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True)
    files = [ROOT / f for f in tracked.stdout.split() if not f.startswith("tests/") and f != "veristream/config.py"]
    assert len(files) > 100
    found = {str(f.relative_to(ROOT)): lines for f in files if (lines := env_reads(f.read_text(encoding="utf-8")))}
    assert found == {}, "read the environment in veristream/config.py instead"


def test_the_check_tells_reads_from_writes():
    reads = """import os
from os import getenv
a = os.environ.get("A")
b = os.getenv("B")
c = {**os.environ}
d = "D" in os.environ
e = os.environ["E"]
f = os.environ.pop("F", None)
"""
    writes = """import os
os.environ["A"] = "1"
del os.environ["B"]
os.environ.update({"C": "1"})
os.environ.pop("D", None)
"""
    assert env_reads(reads) == [2, 3, 4, 5, 6, 7, 8]
    assert env_reads(writes) == []
