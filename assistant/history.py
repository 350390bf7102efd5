"""The chat's history through Chainlit's own data layer: threads, messages, steps and elements, per user.

Chainlit's SQLAlchemyDataLayer does the work (the sidebar's thread list, a reload or a restart replaying the
conversation with its cards, a thread readable only by its author). What it leaves to the app is here:
- the schema, which Chainlit documents but does not create (SQLite by default, Postgres by configuration);
- a storage client for element contents (cards' props, exported files) on the local disk, since Chainlit only
  ships S3, GCS and Azure ones; files are served back by `serve_file` to the thread's author only;
- on SQLite, JSON columns come back as text, so element props and step metadata are parsed before the UI gets them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from chainlit.data.sql_alchemy import SQLAlchemyDataLayer
from chainlit.data.storage_clients.base import BaseStorageClient

from veristream import config

FILES_ROUTE = "/veristream/files"

# Chainlit's documented SQLAlchemy schema (docs.chainlit.io/data-layers/sqlalchemy, Chainlit 2.12). On SQLite the
# UUID, JSONB and TEXT[] declarations are only names: values are stored as text.
SCHEMA = [
    """CREATE TABLE IF NOT EXISTS users (
        "id" UUID PRIMARY KEY, "identifier" TEXT NOT NULL UNIQUE, "metadata" JSONB NOT NULL, "createdAt" TEXT)""",
    """CREATE TABLE IF NOT EXISTS threads (
        "id" UUID PRIMARY KEY, "createdAt" TEXT, "name" TEXT, "userId" UUID, "userIdentifier" TEXT, "tags" TEXT[],
        "metadata" JSONB, FOREIGN KEY ("userId") REFERENCES users("id") ON DELETE CASCADE)""",
    """CREATE TABLE IF NOT EXISTS steps (
        "id" UUID PRIMARY KEY, "name" TEXT NOT NULL, "type" TEXT NOT NULL, "threadId" UUID NOT NULL,
        "parentId" UUID, "streaming" BOOLEAN NOT NULL, "waitForAnswer" BOOLEAN, "isError" BOOLEAN,
        "metadata" JSONB, "tags" TEXT[], "input" TEXT, "output" TEXT, "createdAt" TEXT, "command" TEXT,
        "start" TEXT, "end" TEXT, "generation" JSONB, "showInput" TEXT, "language" TEXT, "indent" INT,
        "defaultOpen" BOOLEAN, "autoCollapse" BOOLEAN, "modes" JSONB, "icon" TEXT,
        FOREIGN KEY ("threadId") REFERENCES threads("id") ON DELETE CASCADE)""",
    """CREATE TABLE IF NOT EXISTS elements (
        "id" UUID PRIMARY KEY, "threadId" UUID, "type" TEXT, "url" TEXT, "chainlitKey" TEXT, "name" TEXT NOT NULL,
        "display" TEXT, "objectKey" TEXT, "size" TEXT, "page" INT, "language" TEXT, "forId" UUID, "mime" TEXT,
        "props" JSONB, "autoPlay" BOOLEAN, "playerConfig" JSONB,
        FOREIGN KEY ("threadId") REFERENCES threads("id") ON DELETE CASCADE)""",
    """CREATE TABLE IF NOT EXISTS feedbacks (
        "id" UUID PRIMARY KEY, "forId" UUID NOT NULL, "threadId" UUID NOT NULL, "value" INT NOT NULL,
        "comment" TEXT, FOREIGN KEY ("threadId") REFERENCES threads("id") ON DELETE CASCADE)""",
]


def files_dir() -> Path:
    path = config.home_dir() / "chat-files"
    path.mkdir(parents=True, exist_ok=True)
    return path


_KEY = re.compile(r"[\w-]+(?:/[\w.-]+)*")


def object_path(object_key: str) -> Path | None:
    """The file of a storage key, or None for a key that could leave the folder."""
    if not _KEY.fullmatch(object_key) or any(part in ("", ".", "..") for part in object_key.split("/")):
        return None
    return files_dir() / object_key


class LocalStorageClient(BaseStorageClient):
    """Element contents as files under $VERISTREAM_HOME/chat-files/<user id>/<element id>/<name>."""

    async def upload_file(
        self,
        object_key: str,
        data: bytes | str,
        mime: str = "application/octet-stream",
        overwrite: bool = True,
        content_disposition: str | None = None,
    ) -> dict[str, Any]:
        path = object_path(object_key)
        if path is None:
            return {}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        return {"object_key": object_key, "url": f"{FILES_ROUTE}/{object_key}"}

    async def delete_file(self, object_key: str) -> bool:
        path = object_path(object_key)
        if path is not None and path.is_file():
            path.unlink()
            return True
        return False

    async def get_read_url(self, object_key: str) -> str:
        return f"{FILES_ROUTE}/{object_key}"

    async def close(self) -> None:
        return None


def _json(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


class HistoryDataLayer(SQLAlchemyDataLayer):
    """Chainlit's SQLAlchemy data layer with the schema created on first use and JSON parsed on SQLite."""

    def __init__(self, url: str | None = None):
        super().__init__(conninfo=url or config.chat_db_url(), storage_provider=LocalStorageClient())
        self._ready = False

    async def setup(self) -> None:
        if self._ready:
            return
        from sqlalchemy import text

        async with self.engine.begin() as conn:
            for ddl in SCHEMA:
                await conn.execute(text(ddl))
        self._ready = True

    async def execute_sql(self, query: str, parameters: dict):
        await self.setup()
        return await super().execute_sql(query, parameters)

    async def get_all_user_threads(self, user_id: str | None = None, thread_id: str | None = None):
        threads = await super().get_all_user_threads(user_id=user_id, thread_id=thread_id)
        for thread in threads or []:
            thread["metadata"] = _json(thread.get("metadata")) or {}
            for step in thread.get("steps", []):
                step["metadata"] = _json(step.get("metadata")) or {}
                step["generation"] = _json(step.get("generation"))
            for element in thread.get("elements", []):
                element["props"] = _json(element.get("props")) or {}
        return threads


def thread_owner_of_key(object_key: str) -> str:
    """Storage keys start with the Chainlit user id of the thread's author (see SQLAlchemyDataLayer.create_element)."""
    return object_key.split("/", 1)[0]
