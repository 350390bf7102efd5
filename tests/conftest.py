"""Fixtures shared across test folders."""

from __future__ import annotations

import pytest

from tests.support.chat_server import launched_browser


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per test module, for the browser tests (tests/support/chat_server.py)."""
    with launched_browser() as b:
        yield b
