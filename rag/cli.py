"""Subcommands owned by rag/: rules and corpus (cli_rules.py), search and retrieval evals (cli_search.py).

Each engineer's subcommands live in their own module so this file only wires them together. Imports are done
inside register() so a missing or broken sibling module never takes the whole `veristream` command down with it.
"""

from __future__ import annotations


def register(sub) -> None:  # argparse's private subparsers type
    """Add this area's subcommands to the `veristream` parser."""
    from rag.cli_rules import register_rules
    from rag.cli_search import register_search

    register_rules(sub)
    register_search(sub)


def register_eval(eval_sub) -> None:  # argparse's private subparsers type
    """Add `eval retrieval` (rag/cli_search.py)."""
    from rag.cli_search import register_eval as register_search_eval

    register_search_eval(eval_sub)
