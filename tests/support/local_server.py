"""What the throwaway test servers (postgres.py, redis.py, chat_server.py) share: a free local port, a log's tail.

One copy, so a fix to port probing or log reading reaches every server the tests start.
"""

from __future__ import annotations

import socket
from pathlib import Path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (callers retry: a parallel run can take it first)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def log_tail(log_file: Path, n: int = 20) -> str:
    """The last n lines of a server's log, for an error message; never raises (the log may not exist yet)."""
    try:
        return "\n".join(log_file.read_text(errors="replace").splitlines()[-n:])
    except OSError:
        return "(no server log)"
