"""Issue #12 item 14: what the app keeps in the Chainlit user session must survive Chainlit's own JSON encoding.

When a tab closes, Chainlit persists the session with `clean_metadata` (json.dumps); the cards were stored under
(audit_id, finding_id) tuple keys, so that raised `TypeError: keys must be str ... not tuple` and the session was
never cleared.
"""

from __future__ import annotations

import asyncio

from tests.assistant.fakes import transcript
from tests.assistant.test_app_props import app, stored  # noqa: F401 - the module-scoped app fixture
from veristream.models import SourceInfo


class _Session(dict):
    def set(self, key, value):  # Chainlit's user_session API
        self[key] = value


class _Sent:
    def __init__(self, *args, **kwargs) -> None:
        self.props = kwargs.get("props", {})

    async def send(self):
        return self

    async def update(self):
        return self


def test_the_session_after_showing_cards_is_json_persistable(app, monkeypatch):  # noqa: F811
    from chainlit.session import clean_metadata  # after the app fixture: importing chainlit writes into its root

    session = _Session()
    monkeypatch.setattr(app.cl, "user_session", session)
    monkeypatch.setattr(app.cl, "Message", _Sent)
    monkeypatch.setattr(app.cl, "CustomElement", _Sent)

    class _Store:
        def reviews(self, audit_id):
            return []

        def latest_reviews(self, audit_id):
            return {}

    monkeypatch.setattr(app, "store", lambda: _Store())
    audit = stored(SourceInfo(kind="caption_file", input="talk.vtt"))
    assert transcript() and audit.report.findings
    asyncio.run(app.render_audit(audit))
    assert session["vs_cards"], "cards were kept for later review updates"
    clean_metadata(dict(session))  # raised TypeError with tuple keys
    asyncio.run(app.refresh_card(audit.audit_id, audit.report.findings[0].id))  # the key still finds the card
