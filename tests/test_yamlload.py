"""veristream/yamlload.py: libyaml's safe loader reads every shipped YAML file exactly as PyYAML's own does."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from veristream.yamlload import LOADER, safe_load

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted(
    p for folder in ("audit", "rag", "assistant", "tools", "veristream") for p in (ROOT / folder).rglob("*.yaml")
)


def test_libyaml_is_used_when_pyyaml_has_it():
    assert LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    assert len(SHIPPED) >= 4


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_same_objects_as_the_pure_python_safe_loader(path):
    text = path.read_text(encoding="utf-8")
    assert safe_load(text) == yaml.load(text, Loader=yaml.SafeLoader)


def test_bad_yaml_is_a_yaml_error():
    with pytest.raises(yaml.YAMLError):
        safe_load("a: [1, 2\nb: }")
