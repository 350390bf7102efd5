"""The project's capabilities as one injectable bundle, so the agent and the UI can be tested with small fakes.

The defaults import the real modules lazily (tools/, audit/, rag/): importing the assistant stays cheap and a
missing area fails with a clear message at the moment it is needed, not at import time.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from veristream.errors import VeriStreamError


def _lazy(module: str, attr: str) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            fn = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as exc:
            raise VeriStreamError(
                f"{module}.{attr} is not available: {exc}", "Reinstall VeriStream (scripts/install.sh)."
            ) from exc
        return fn(*args, **kwargs)

    call.__name__ = attr
    return call


def _provision(citation: str) -> Any:
    from rag.corpus import load_corpus

    return load_corpus().get(citation)


@dataclass
class Capabilities:
    """Every outside function the assistant calls. Tests replace single fields with fakes."""

    transcribe: Callable[..., Any] = field(default_factory=lambda: _lazy("tools.transcribe", "transcribe"))
    load_caption_file: Callable[..., Any] = field(default_factory=lambda: _lazy("tools.transcribe", "load_caption_file"))
    # the audit graph runs the engine's stages itself: start_audit builds the AuditRun, audit_stage runs one stage
    start_audit: Callable[..., Any] = field(default_factory=lambda: _lazy("audit.stages", "start"))
    audit_stage: Callable[..., Any] = field(default_factory=lambda: _lazy("audit.stages", "run_stage"))
    recheck_finding: Callable[..., Any] = field(default_factory=lambda: _lazy("audit.engine", "recheck_finding"))
    explain_finding: Callable[..., Any] = field(default_factory=lambda: _lazy("audit.engine", "explain_finding"))
    render: Callable[..., Any] = field(default_factory=lambda: _lazy("audit.render", "render"))
    search_rules: Callable[..., Any] = field(default_factory=lambda: _lazy("tools.search_rules", "search_rules"))
    provision: Callable[[str], Any] = _provision
    verify_excerpt: Callable[..., Any] = field(default_factory=lambda: _lazy("tools.verify_excerpt", "verify_excerpt"))
    find_citations: Callable[[str], list[str]] = field(
        default_factory=lambda: _lazy("rag.citations", "find_citations")
    )
    parse_citation: Callable[[str], str] = field(default_factory=lambda: _lazy("rag.citations", "parse_citation"))
