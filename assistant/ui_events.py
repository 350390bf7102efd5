"""What a chat answer asks the UI to show besides its text: one small frozen dataclass per kind.

The Toolbox returns these in `Reply.ui`; the chat graph streams them (assistant/agent.py); the Chainlit app
(assistant/app.py) draws them as the audit's player and cards, a re-check card, a refreshed card, a file or a
menu. A typed event cannot miss a field or carry a misspelt kind, which the dicts they replace could; and a kind
the app does not draw (a listing, an explanation) is still a named type, so a consumer can start drawing it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, get_args


@dataclass(frozen=True)
class AuditShown:
    """An audit to show whole: its player, one card per finding, its export buttons."""

    audit_id: str


@dataclass(frozen=True)
class FindingsListed:
    """Findings the answer listed (in its text); the app draws nothing more for them today."""

    audit_id: str
    ids: tuple[str, ...]


@dataclass(frozen=True)
class FindingExplained:
    """A finding the answer explained (in its text)."""

    audit_id: str
    finding_id: str


@dataclass(frozen=True)
class RuleShown:
    """A provision whose text the answer gave."""

    citation: str


@dataclass(frozen=True)
class RecheckCard:
    """The advisory re-check of a finding, drawn as a card without review buttons."""

    audit_id: str
    finding: dict[str, Any]  # Finding.model_dump(): the card's props, as the cards of the audit get them


@dataclass(frozen=True)
class PlayerCue:
    """A verified time in the audit's video the player can seek to."""

    audit_id: str
    t: float


@dataclass(frozen=True)
class ReviewChanged:
    """A finding's decision changed (undone included): every card of that finding is redrawn."""

    audit_id: str
    finding_id: str
    decision: str


@dataclass(frozen=True)
class ExportMenu:
    """The export formats of an audit, offered as buttons."""

    audit_id: str


@dataclass(frozen=True)
class FileOffer:
    """A file to hand to the analyst (an export, the examiner bundle)."""

    name: str
    content: str | bytes
    mime: str


UiEvent = (AuditShown | FindingsListed | FindingExplained | RuleShown | RecheckCard | PlayerCue | ReviewChanged
           | ExportMenu | FileOffer)
UI_EVENT_TYPES: tuple[type, ...] = get_args(UiEvent)  # for isinstance() on what the chat graph streams
