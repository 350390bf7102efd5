"""The buttons of a message are kept in its metadata and read back, bound to the same message, on replay (the
browser test in test_ui.py shows them drawn and working after a reload)."""

from __future__ import annotations

from assistant.message_actions import METADATA_KEY, StoredAction, stored_actions


def test_stored_buttons_come_back_on_their_own_message_and_malformed_ones_are_skipped():
    export = StoredAction(name="export", payload={"audit_id": "a1", "fmt": "csv"}, label="Export CSV",
                          icon="download").model_dump()
    thread = {"steps": [
        {"id": "m1", "type": "assistant_message", "metadata": {METADATA_KEY: [export]}},
        {"id": "m2", "type": "user_message", "metadata": {}},
        {"id": "m3", "type": "assistant_message", "metadata": {METADATA_KEY: [{"label": "no name"}, export]}},
        {"id": "m4", "type": "assistant_message", "metadata": None},
    ]}
    actions = stored_actions(thread)
    assert [(a.forId, a.name, a.payload, a.label, a.icon) for a in actions] == [
        ("m1", "export", {"audit_id": "a1", "fmt": "csv"}, "Export CSV", "download"),
        ("m3", "export", {"audit_id": "a1", "fmt": "csv"}, "Export CSV", "download"),
    ]
    assert len({a.id for a in actions}) == 2  # each restored button is a new action
    assert stored_actions({}) == []
