"""Errors that reach the user. Each says what went wrong and what to do next; the CLI exits non-zero."""

from __future__ import annotations


class VeriStreamError(Exception):
    """Base class: message is shown to the user as-is; `hint` says what to do about it."""

    exit_code = 2

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint

    def __str__(self) -> str:  # pragma: no cover - trivial
        base = super().__str__()
        return f"{base}\n  → {self.hint}" if self.hint else base


class InputError(VeriStreamError):
    """The user's input is wrong: a bad path, URL, citation or file."""


class ConfigError(InputError):
    """An environment variable holds a value VeriStream cannot use; the message names the variable."""


class SourceUnavailableError(VeriStreamError):
    """A video or page cannot be reached: private, removed, offline, too long."""


class CorpusError(VeriStreamError):
    """The rule corpus or its index is missing, corrupt or cannot be updated."""


class UnknownCitationError(InputError):
    def __init__(self, citation: str, suggestions: list[str]):
        hint = ("Nearest existing: " + ", ".join(suggestions)) if suggestions else "Run `veristream corpus status`."
        super().__init__(f"Unknown citation: {citation!r}", hint)
        self.suggestions = suggestions


class LLMError(VeriStreamError):
    """The configured model failed; callers fall back to the rules engine and say so."""
