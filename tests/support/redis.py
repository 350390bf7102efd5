"""A throwaway Redis server for tests, from Debian's `redis-server`, on 127.0.0.1 and a free port, in a temp dir.

Why a real server: the queue's promises (a killed worker's job handed to another, no job lost when the broker
restarts) live in the broker and in kombu's Redis transport; only a real server shows them. The server writes an
append-only file with fsync on every write, so a restart keeps every queued and unacknowledged message, as a
production broker configured for durability does.

Usage:
    with running_redis() as server:
        server.url        # redis://127.0.0.1:<port>/0
        server.restart()  # stop (SIGTERM: flushes the AOF) and start again on the same port and data
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tests.support.local_server import free_port, log_tail

INSTALL_HINT = "Run scripts/install.sh (it installs Debian's `redis-server`), or `apt-get install -y redis-server`."
START_TIMEOUT_S = 15


class RedisUnavailable(RuntimeError):
    """redis-server is missing or did not start (the message says which)."""


def available() -> bool:
    return shutil.which("redis-server") is not None


@dataclass
class RedisServer:
    base: Path
    port: int
    proc: subprocess.Popen | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def log_file(self) -> Path:
        return self.base / "redis.log"

    def start(self) -> None:
        cmd = ["redis-server", "--bind", "127.0.0.1", "--port", str(self.port), "--dir", str(self.base),
               "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--daemonize", "no",
               "--logfile", str(self.log_file), "--protected-mode", "yes"]  # fmt: skip
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)  # fmt: skip
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RedisUnavailable(f"redis-server exited with {self.proc.returncode}:\n{self.log_tail()}")
            if self.ping():
                return
            time.sleep(0.05)
        raise RedisUnavailable(f"redis-server did not answer within {START_TIMEOUT_S} s:\n{self.log_tail()}")

    def ping(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
                s.sendall(b"PING\r\n")
                return s.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        """SIGTERM (Redis flushes its append-only file and exits), SIGKILL if it does not within 10 s."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=5)

    def restart(self, down_s: float = 1.0) -> None:
        """Stop, stay down for down_s (clients see refused connections), start again on the same port and data."""
        self.stop()
        time.sleep(down_s)
        self.start()

    def log_tail(self, n: int = 20) -> str:
        return log_tail(self.log_file, n)


@contextmanager
def running_redis() -> Iterator[RedisServer]:
    """Start a private server, yield it, always stop it and delete its directory."""
    if not available():
        raise RedisUnavailable(f"redis-server not found. {INSTALL_HINT}")
    base = Path(tempfile.mkdtemp(prefix="veristream-redis-"))
    server = RedisServer(base=base, port=0)
    try:
        for attempt in range(3):  # the free port can be taken between probing and binding by a parallel run
            server.port = free_port()
            try:
                server.start()
                break
            except RedisUnavailable:
                server.stop()
                if attempt == 2:
                    raise
        yield server
    finally:
        server.stop()
        shutil.rmtree(base, ignore_errors=True)
