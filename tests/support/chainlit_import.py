"""Import a module that imports chainlit without it writing into the repo: chainlit writes .chainlit/ and .files/
into its app root (CHAINLIT_APP_ROOT) on import, so the import runs with a temp app root, restored afterwards."""

from __future__ import annotations

import importlib
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType


@contextmanager
def imported_in_temp_app_root(module: str) -> Iterator[ModuleType]:
    """Yield `module`, imported while CHAINLIT_APP_ROOT names a temp dir; the variable is put back on exit."""
    with tempfile.TemporaryDirectory() as root:
        old = os.environ.get("CHAINLIT_APP_ROOT")
        os.environ["CHAINLIT_APP_ROOT"] = root
        try:
            yield importlib.import_module(module)
        finally:
            if old is None:
                os.environ.pop("CHAINLIT_APP_ROOT", None)
            else:
                os.environ["CHAINLIT_APP_ROOT"] = old
