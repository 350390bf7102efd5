"""Subcommands owned by audit/ (placeholder until its module lands)."""

from __future__ import annotations


def register(sub) -> None:  # noqa: ANN001 - argparse's private subparsers type
    """Add this area's subcommands to the `veristream` parser."""
