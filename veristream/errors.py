"""Errors that reach the user. Each says what went wrong and what to do next; the CLI exits non-zero."""

from __future__ import annotations

import re
from typing import Literal

Surface = Literal["cli", "chat"]

# What only a command line user can act on: a flag (`--no-ocr`) or a `veristream ...` command. A chat user cannot
# pass either, so such a hint is never shown in the chat (issue #11: "Pass --no-ocr" in the chat).
_CLI_ONLY = re.compile(r"(?<![\w-])--[a-z][\w-]*|`veristream\b|\bveristream (?:audit|transcribe|corpus|rule|search)\b")


def mentions_cli(text: str | None) -> bool:
    """True when `text` tells the reader to use a CLI flag or command."""
    return bool(text and _CLI_ONLY.search(text))


class VeriStreamError(Exception):
    """Base class: message is shown to the user as-is; a hint says what to do about it, where it is shown.

    `hint` is written for the command line (it may name flags); `chat_hint` is what a chat user can do instead.
    Without a chat hint the chat shows the CLI hint only when it names no flag or command (`hint_for`).
    """

    exit_code = 2

    def __init__(self, message: str, hint: str | None = None, *, chat_hint: str | None = None):
        super().__init__(message)
        self.hint = hint
        self.chat_hint = chat_hint

    def hint_for(self, surface: Surface) -> str | None:
        """The hint that fits `surface`: the CLI's as written, the chat's without any CLI flag or command."""
        if surface == "cli":
            return self.hint
        if self.chat_hint:
            return self.chat_hint
        return None if mentions_cli(self.hint) else self.hint

    def user_text(self, surface: Surface) -> str:
        """Message and the hint for `surface`, as that surface shows them."""
        hint = self.hint_for(surface)
        if surface == "chat":
            return f"{self.args[0]}\n\n→ {hint}" if hint else str(self.args[0])
        return f"{self.args[0]}\n  → {hint}" if hint else str(self.args[0])

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
