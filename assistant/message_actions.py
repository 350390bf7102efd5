"""Buttons on a chat message that survive a reload, a restart or a resumed thread.

Chainlit's data layer keeps a thread's messages and elements but not the `cl.Action`s sent with a message (Chainlit
issues #1489 and #2477: `Message.to_dict` has no actions), so after a reload the export buttons, the re-check's
regulator choice and "Run it again" were gone. Each message sent here keeps its buttons in its own metadata, which
the data layer stores with the message; when the thread is replayed, `stored_actions` reads them back and the app
sends them again, attached to the same message. A button's payload names its audit and finding, so a restored
button acts on what the original did. (The finding cards' buttons live in the card element itself and need none
of this.)
"""

from __future__ import annotations

import logging
from typing import Any

import chainlit as cl
from pydantic import BaseModel, ValidationError

logger = logging.getLogger("veristream.chat")
METADATA_KEY = "vs_actions"


class StoredAction(BaseModel):
    """What a button needs to be drawn again: its callback name, payload and looks (its id and message are new)."""

    name: str
    payload: dict[str, Any]
    label: str = ""
    tooltip: str = ""
    icon: str | None = None


def message(content: str, actions: list[cl.Action]) -> cl.Message:
    """A message whose buttons are stored with it."""
    kept = [StoredAction(name=a.name, payload=a.payload, label=a.label, tooltip=a.tooltip, icon=a.icon).model_dump()
            for a in actions]
    return cl.Message(content=content, actions=actions, metadata={METADATA_KEY: kept})


def stored_actions(thread: dict) -> list[cl.Action]:
    """The buttons of every message in a replayed thread, each bound to its message again."""
    actions = []
    for step in thread.get("steps") or []:
        metadata = step.get("metadata")
        kept = metadata.get(METADATA_KEY) if isinstance(metadata, dict) else None
        for raw in kept if isinstance(kept, list) else []:
            try:
                spec = StoredAction.model_validate(raw)
            except ValidationError:
                logger.warning("a stored button of message %s is malformed; it is not restored", step.get("id"))
                continue
            actions.append(cl.Action(**spec.model_dump(), forId=step["id"]))
    return actions


async def send_again(actions: list[cl.Action]) -> None:
    """Draw restored buttons on their messages (call once the page has the replayed thread)."""
    for action in actions:
        await action.send(for_id=action.forId)
