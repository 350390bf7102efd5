"""Chainlit's data layer as configured by assistant/history.py keeps threads, messages and cards per user, in
SQLite by default and in a real (throwaway) PostgreSQL server by configuration (issue #11 defect 4)."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from tests.support.chainlit_import import imported_in_temp_app_root
from tests.support.postgres import required_postgres
from veristream import config


@pytest.fixture(scope="module")
def history():
    """assistant.history imports chainlit, which writes its config files into its app root: a temp one here."""
    with imported_in_temp_app_root("assistant.history") as module:
        yield module


def _roundtrip(history, url: str) -> None:
    import chainlit as cl
    from chainlit.context import init_http_context
    from chainlit.types import Pagination, ThreadFilter

    async def run() -> None:
        init_http_context()  # outside a websocket session the data layer writes at once
        layer = history.HistoryDataLayer(url)
        dana = await layer.create_user(cl.User(identifier="dana"))
        erin = await layer.create_user(cl.User(identifier="erin"))
        tid = str(uuid.uuid4())
        await layer.update_thread(tid, name="audit talk.vtt", user_id=dana.id)
        step = {"id": str(uuid.uuid4()), "name": "VeriStream", "type": "assistant_message", "threadId": tid,
                "output": "Audited talk — 1 finding(s)", "streaming": False, "metadata": {},
                "createdAt": "2026-12-02T07:00:00Z"}
        await layer.create_step(step)
        card = cl.CustomElement(name="FindingCard", props={"audit_id": "a1", "finding": {"id": "F1"}}, thread_id=tid,
                                for_id=step["id"], display="inline")
        await layer.create_element(card)

        thread = await layer.get_thread(tid)
        assert thread["userIdentifier"] == "dana" and await layer.get_thread_author(tid) == "dana"
        assert [s["output"] for s in thread["steps"]] == ["Audited talk — 1 finding(s)"]
        [el] = thread["elements"]
        assert el["name"] == "FindingCard" and el["props"] == {"audit_id": "a1", "finding": {"id": "F1"}}
        assert el["url"] == f"{history.FILES_ROUTE}/{el['objectKey']}" and el["objectKey"].startswith(f"{dana.id}/")
        assert history.object_path(el["objectKey"]).is_file()
        mine = await layer.list_threads(Pagination(first=10), ThreadFilter(userId=dana.id))
        assert [t["id"] for t in mine.data] == [tid]
        theirs = await layer.list_threads(Pagination(first=10), ThreadFilter(userId=erin.id))
        assert theirs.data == []
        await layer.close()

    asyncio.run(run())


def test_sqlite_by_default_keeps_threads_messages_and_cards_per_user(history, monkeypatch, tmp_path):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    monkeypatch.delenv("VERISTREAM_CHAT_DB_URL", raising=False)
    assert config.chat_db_url() == f"sqlite+aiosqlite:///{tmp_path / 'chat-history.sqlite'}"
    _roundtrip(history, config.chat_db_url())
    assert (tmp_path / "chat-history.sqlite").is_file()


def test_postgres_by_configuration(history, monkeypatch, tmp_path):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    with required_postgres() as server:
        url = server.create_database("chat_history")
        monkeypatch.setenv("VERISTREAM_CHAT_DB_URL", url)
        assert config.chat_db_url().startswith("postgresql+psycopg://")
        _roundtrip(history, config.chat_db_url())


def test_storage_keys_cannot_leave_the_files_folder(history, monkeypatch, tmp_path):
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    assert history.object_path("u1/e1/report.json") == tmp_path / "chat-files" / "u1" / "e1" / "report.json"
    for bad in ("../x", "u1/../../x", "/etc/passwd", "u1//x", "u1/./x"):
        assert history.object_path(bad) is None, bad
