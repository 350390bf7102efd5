"""`veristream rule` and `veristream corpus ...` (placeholder; filled in by RAG-PARSE)."""

from __future__ import annotations


def register_rules(sub) -> None:  # noqa: ANN001 - argparse's private subparsers type
    """Add `rule` and `corpus` to the `veristream` parser."""
