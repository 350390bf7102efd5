"""Chat threads checkpointed in a real PostgreSQL server survive a restart (new saver, new graph, new store).

The server is a throwaway one started by this module (tests/support/postgres.py). Missing Postgres binaries FAIL the
run rather than skip it: scripts/install.sh installs them, so their absence is a broken setup, not an option.
"""

import asyncio

import psycopg
import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.postgres import PostgresSaver

from assistant import checkpoint
from assistant.agent import build_chat_graph
from assistant.store import Store
from assistant.toolbox import Toolbox
from tests.support.postgres import PostgresUnavailable, required_postgres, running_postgres
from veristream.errors import VeriStreamError


@pytest.fixture(scope="session")
def pg_server():
    with required_postgres() as server:
        yield server


@pytest.fixture
def pg_url(pg_server, request, monkeypatch):
    """A fresh database per test, exported the way users configure it."""
    url = pg_server.create_database(request.node.name.lower()[:60])
    monkeypatch.setenv("VERISTREAM_CHECKPOINT_URL", url)
    return url


def restarted_factory(env, engine):
    """What a restarted process builds: a new Store object on the same artefact file."""
    store = Store(env / "home" / "assistant.sqlite")
    return lambda tid, emit: Toolbox(tid, store, engine.caps(), emit)


def humans(messages) -> list[str]:
    return [m.content for m in messages if isinstance(m, HumanMessage)]


def checkpoint_rows(url: str, thread_id: str) -> int:
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = %s", (thread_id,)).fetchone()[0]


def test_async_postgres_saver_resumes_a_thread_after_restart(factory, env, engine, pg_url):
    cfg = {"configurable": {"thread_id": "pg-async"}}

    async def session(toolbox_for, texts):
        """One process lifetime: the app's saver for this loop, a graph, some turns, then close."""
        try:
            saver = await checkpoint.get_async_saver()
            graph = build_chat_graph(toolbox_for, checkpointer=saver)
            before = (await graph.aget_state(cfg)).values.get("messages", [])
            replies = []
            for text in texts:
                out = await graph.ainvoke({"messages": [HumanMessage(text)]}, cfg)
                replies.append(out["messages"][-1].content)
            return type(saver).__name__, before, replies
        finally:
            await checkpoint.close_async_saver()

    kind, before, replies = asyncio.run(session(factory, ["audit talk.vtt", "list critical findings"]))
    assert kind == "AsyncPostgresSaver" and before == []
    assert "2 finding(s)" in replies[0] and "FINRA 2210(d)(1)(B)" in replies[0]
    assert "F1" in replies[1]

    # Restart: a new event loop, so a new saver and connection; a new graph and store.
    kind, before, replies = asyncio.run(session(restarted_factory(env, engine), ["why does finding 1 apply?"]))
    assert kind == "AsyncPostgresSaver"
    assert humans(before) == ["audit talk.vtt", "list critical findings"] and len(before) == 4
    assert replies[0].startswith("F1 applies") and "FINRA 2210(d)(1)(B)" in replies[0]
    assert checkpoint_rows(pg_url, "pg-async") > 0
    assert not checkpoint.sqlite_path().exists()  # Postgres configured: SQLite never touched


def test_async_saver_survives_a_postgres_restart_without_an_app_restart(factory, env, pg_server, pg_url):
    """The app keeps one saver per event loop for its whole life; a database restart must not break it for good."""
    cfg = {"configurable": {"thread_id": "pg-bounce"}}

    async def go():
        try:
            graph = build_chat_graph(factory, checkpointer=await checkpoint.get_async_saver())
            await graph.ainvoke({"messages": [HumanMessage("audit talk.vtt")]}, cfg)
            # Concurrent threads share the saver (Chainlit serves several users from one loop).
            others = await asyncio.gather(*[
                graph.ainvoke({"messages": [HumanMessage("list findings")]}, {"configurable": {"thread_id": f"c{i}"}})
                for i in range(4)])
            pg_server.restart()
            again = await graph.ainvoke({"messages": [HumanMessage("why does finding 1 apply?")]}, cfg)
            return others, again["messages"]
        finally:
            await checkpoint.close_async_saver()

    others, msgs = asyncio.run(go())
    assert all("no audit in this thread" in o["messages"][-1].content for o in others)
    assert humans(msgs) == ["audit talk.vtt", "why does finding 1 apply?"]
    assert msgs[-1].content.startswith("F1 applies")


def test_sync_postgres_saver_resumes_a_thread_after_restart(factory, env, engine, pg_url):
    """checkpoint.sync_saver is SQLite-only; this checks the chat graph's state round-trips the sync Postgres saver."""
    cfg = {"configurable": {"thread_id": "pg-sync"}}

    with PostgresSaver.from_conn_string(pg_url) as saver:
        saver.setup()
        graph = build_chat_graph(factory, checkpointer=saver)
        first = graph.invoke({"messages": [HumanMessage("audit talk.vtt")]}, cfg)["messages"][-1].content
        second = graph.invoke({"messages": [HumanMessage("accept finding 1")]}, cfg)["messages"][-1].content
    assert "2 finding(s)" in first and "accepted" in second

    with PostgresSaver.from_conn_string(pg_url) as saver:  # restart: new connection, graph and store
        graph = build_chat_graph(restarted_factory(env, engine), checkpointer=saver)
        state = graph.get_state(cfg)
        assert humans(state.values["messages"]) == ["audit talk.vtt", "accept finding 1"]
        reply = graph.invoke({"messages": [HumanMessage("why does finding 1 apply?")]}, cfg)["messages"][-1].content
        assert reply.startswith("F1 applies") and "FINRA 2210(d)(1)(B)" in reply
        reply = graph.invoke({"messages": [HumanMessage("show findings")]}, cfg)["messages"][-1].content
        assert "accepted by analyst" in reply
        assert len(graph.get_state(cfg).values["messages"]) == 8
        other = graph.get_state({"configurable": {"thread_id": "pg-other"}}).values
        assert other.get("messages", []) == []
    assert checkpoint_rows(pg_url, "pg-sync") > 0


def test_missing_postgres_binaries_fail_with_the_install_hint(monkeypatch):
    import tests.support.postgres as pg

    monkeypatch.setattr(pg.glob, "glob", lambda pattern: [])
    monkeypatch.setattr(pg.shutil, "which", lambda name: None)
    with pytest.raises(PostgresUnavailable, match="scripts/install.sh"), running_postgres():
        pass


def test_a_database_that_does_not_exist_fails_loudly_and_is_not_cached(pg_server, env, monkeypatch):
    monkeypatch.setenv("VERISTREAM_CHECKPOINT_URL", pg_server.url_for("no_such_db"))

    async def go():
        with pytest.raises(VeriStreamError, match='Postgres checkpointer.*"no_such_db" does not exist'):
            await checkpoint.get_async_saver()
        assert id(asyncio.get_running_loop()) not in checkpoint._async_savers

    asyncio.run(go())
