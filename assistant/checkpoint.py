"""Where chat threads are checkpointed: SQLite under VERISTREAM_HOME by default, Postgres by configuration.

VERISTREAM_CHECKPOINT_URL=postgresql://user:pass@host/db switches to langgraph-checkpoint-postgres; anything else
(or unset) uses $VERISTREAM_HOME/checkpoints.sqlite. The async savers bind to the event loop they are created in,
so they are created lazily, inside the loop that uses them (Chainlit's), and cached per loop.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

from veristream import config
from veristream.errors import VeriStreamError

_async_savers: dict[int, tuple[Any, AsyncExitStack]] = {}


def checkpoint_url() -> str | None:
    return os.environ.get("VERISTREAM_CHECKPOINT_URL", "").strip() or None


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
            from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
        except ImportError as exc:  # pragma: no cover - pinned in requirements.lock
            raise VeriStreamError("langgraph-checkpoint-postgres is not installed.", "pip install -r requirements.lock") from exc
        try:
            saver = await stack.enter_async_context(AsyncPostgresSaver.from_conn_string(url))
            await saver.setup()
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


async def close_async_saver() -> None:
    loop = asyncio.get_running_loop()
    cached = _async_savers.pop(id(loop), None)
    if cached is not None:
        await cached[1].aclose()
