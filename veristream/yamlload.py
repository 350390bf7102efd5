"""Reading the bundled YAML data files with libyaml's parser when PyYAML was built with it.

Why: every cold audit parses audit/lexicon.yaml and audit/taxonomy.yaml; the pure-Python parser took ~0.2 CPU-s
for them, libyaml's ~0.02 s. CSafeLoader is SafeLoader's constructor and resolver over the C scanner, so the same
text gives the same Python objects (tests/test_yamlload.py checks every YAML file the package ships).
"""

from __future__ import annotations

from typing import Any

import yaml

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(text: str) -> Any:
    """yaml.safe_load, through libyaml when available; errors are yaml.YAMLError either way."""
    return yaml.load(text, Loader=LOADER)  # a safe loader: CSafeLoader or SafeLoader
