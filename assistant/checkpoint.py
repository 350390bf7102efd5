"""Where chat threads are checkpointed: SQLite under VERISTREAM_HOME by default, Postgres by configuration.

VERISTREAM_CHECKPOINT_URL=postgresql://user:pass@host/db switches to langgraph-checkpoint-postgres; anything else
(or unset) uses $VERISTREAM_HOME/checkpoints.sqlite. The async savers bind to the event loop they are created in,
so they are created lazily, inside the loop that uses them (Chainlit's), and cached per loop.
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

from veristream import config
from veristream.errors import VeriStreamError

_async_savers: dict[int, tuple[Any, AsyncExitStack]] = {}
PG_POOL_SIZE = 5  # concurrent chat turns that may write checkpoints at once; more wait up to the timeout
PG_POOL_TIMEOUT_S = 10.0


def checkpoint_url() -> str | None:
    return config.checkpoint_url()


def sqlite_path() -> Path:
    return config.home_dir() / "checkpoints.sqlite"


def _is_postgres(url: str | None) -> bool:
    return bool(url) and url.startswith(("postgres://", "postgresql://"))


def sync_saver(path: str | Path | None = None):
    """A SqliteSaver for scripts and tests (the app uses the async one)."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    return SqliteSaver(sqlite3.connect(str(path or sqlite_path()), check_same_thread=False))


async def get_async_saver() -> Any:
    """The checkpointer for the running event loop, created on first use."""
    loop = asyncio.get_running_loop()
    cached = _async_savers.get(id(loop))
    if cached is not None:
        return cached[0]
    stack = AsyncExitStack()
    url = checkpoint_url()
    if _is_postgres(url):
        try:
            saver = await _open_postgres_saver(url, stack)
        except VeriStreamError:
            await stack.aclose()
            raise
        except Exception as exc:
            await stack.aclose()
            raise VeriStreamError(f"Cannot open the Postgres checkpointer: {exc}",
                                  "Check VERISTREAM_CHECKPOINT_URL, or unset it to use SQLite.") from exc
    else:
        if url:
            raise VeriStreamError(f"Unsupported VERISTREAM_CHECKPOINT_URL: {url}",
                                  "Use postgresql://... or leave it unset for SQLite under VERISTREAM_HOME.")
        import aiosqlite
        from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

        conn = await aiosqlite.connect(str(sqlite_path()))
        stack.push_async_callback(conn.close)
        saver = AsyncSqliteSaver(conn)
    _async_savers[id(loop)] = (saver, stack)
    return saver


async def _open_postgres_saver(url: str, stack: AsyncExitStack) -> Any:
    """An AsyncPostgresSaver over a small checked pool, after one direct connection has created the tables.

    Why a pool and not AsyncPostgresSaver.from_conn_string: that holds ONE connection for the app's lifetime, so a
    Postgres restart or an idle-connection reaper left every later chat turn failing with "the connection is closed"
    until the app itself was restarted (seen against a real server). The pool checks each connection on checkout and
    replaces dead ones. The direct connection first makes a wrong URL fail at once with the driver's own message,
    instead of the pool retrying in the background until a timeout.
    """
    try:
        from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
        from psycopg import AsyncConnection
        from psycopg.rows import dict_row
        from psycopg_pool import AsyncConnectionPool
    except ImportError as exc:  # pragma: no cover - pinned in requirements.lock
        raise VeriStreamError("langgraph-checkpoint-postgres is not installed.", "pip install -r requirements.lock") from exc
    kwargs = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}  # what the saver requires
    async with await AsyncConnection.connect(url, **kwargs) as conn:
        await AsyncPostgresSaver(conn).setup()
    pool = AsyncConnectionPool(url, min_size=1, max_size=PG_POOL_SIZE, kwargs=kwargs, open=False,
                               check=AsyncConnectionPool.check_connection, timeout=PG_POOL_TIMEOUT_S)
    await pool.open(wait=True, timeout=PG_POOL_TIMEOUT_S)
    stack.push_async_callback(pool.close)
    return AsyncPostgresSaver(pool)


async def close_async_saver() -> None:
    loop = asyncio.get_running_loop()
    cached = _async_savers.pop(id(loop), None)
    if cached is not None:
        await cached[1].aclose()
