"""A throwaway PostgreSQL server for tests, started from the Debian `postgresql` binaries.

Why a real server: the Postgres checkpointer (langgraph-checkpoint-postgres + psycopg) has its own schema migrations,
connection handling and serialization path; only a real server shows whether a chat thread survives a restart.

Postgres refuses to run as root, and CI runs as root, so as root every server command runs as the `postgres` system
user (created by the Debian package) through `runuser`, with the data directory chowned to it. The server listens
only on 127.0.0.1 on a free port, keeps its unix socket inside the temp directory (never /var/run/postgresql), trusts
local connections, and is stopped and deleted at exit even when the test fails.

Usage:
    with running_postgres() as server:
        server.url            # postgresql://postgres@127.0.0.1:<port>/postgres
        server.create_database("t1")  # -> URL of a fresh, empty database
        server.restart()               # drops all client connections
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.local_server import free_port, log_tail

INSTALL_HINT = "Run scripts/install.sh (it installs Debian's `postgresql` package), or `apt-get install -y postgresql`."
SERVICE_USER = "postgres"
TIMEOUT_S = 30


class PostgresUnavailable(RuntimeError):
    """The server binaries or the service user are missing, or the server did not start (message says which)."""


def find_bin_dir() -> Path:
    """The newest /usr/lib/postgresql/<ver>/bin holding initdb and pg_ctl (Debian keeps them off PATH)."""
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=_version_key, reverse=True)
    for d in candidates:
        if os.access(Path(d) / "initdb", os.X_OK) and os.access(Path(d) / "pg_ctl", os.X_OK):
            return Path(d)
    on_path = shutil.which("initdb"), shutil.which("pg_ctl")
    if all(on_path) and Path(on_path[0]).parent == Path(on_path[1]).parent:
        return Path(on_path[0]).parent
    raise PostgresUnavailable(f"initdb/pg_ctl not found under /usr/lib/postgresql/*/bin or on PATH. {INSTALL_HINT}")


def _version_key(path: str) -> tuple[int, ...]:
    ver = Path(path).parent.name
    return tuple(int(p) for p in ver.split(".") if p.isdigit()) or (0,)


@dataclass
class PostgresServer:
    bin_dir: Path
    base: Path
    port: int
    as_user: str | None

    @property
    def data_dir(self) -> Path:
        return self.base / "data"

    @property
    def socket_dir(self) -> Path:
        return self.base / "sock"

    @property
    def log_file(self) -> Path:
        return self.base / "server.log"

    @property
    def url(self) -> str:
        return self.url_for("postgres")

    def url_for(self, dbname: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{dbname}?connect_timeout=5"

    def run(self, *args: str, timeout: float = TIMEOUT_S) -> subprocess.CompletedProcess:
        """Run a server binary, as the service user when we are root; cwd is ours so it never needs /root."""
        cmd = [str(self.bin_dir / args[0]), *args[1:]]
        if self.as_user:
            cmd = ["runuser", "-u", self.as_user, "--", *cmd]
        return subprocess.run(cmd, cwd=self.base, capture_output=True, text=True, timeout=timeout, check=False)

    def create_database(self, name: str) -> str:
        """A fresh database, so tests never see each other's checkpoints."""
        import psycopg
        from psycopg import sql

        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(name)))
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return self.url_for(name)

    def restart(self) -> None:
        """Restart the server (same port and options), dropping every client connection, as an upgrade would."""
        _check(self.run("pg_ctl", "restart", "-D", str(self.data_dir), "-l", str(self.log_file), "-m", "fast",
                        "-w", "-t", "20", timeout=25), "pg_ctl restart", self)

    def log_tail(self, n: int = 20) -> str:
        return log_tail(self.log_file, n)


def _service_user() -> str | None:
    """None when we may run Postgres ourselves; the `postgres` user when we are root."""
    if os.geteuid() != 0:
        return None
    import pwd

    try:
        pwd.getpwnam(SERVICE_USER)
    except KeyError as exc:
        raise PostgresUnavailable(f"running as root but there is no `{SERVICE_USER}` system user. {INSTALL_HINT}") \
            from exc
    if not shutil.which("runuser"):
        raise PostgresUnavailable("running as root and `runuser` (util-linux) is missing; cannot drop privileges.")
    return SERVICE_USER


def _check(proc: subprocess.CompletedProcess, what: str, server: PostgresServer) -> None:
    if proc.returncode != 0:
        raise PostgresUnavailable(
            f"{what} failed (exit {proc.returncode}): {proc.stderr.strip() or proc.stdout.strip()}\n"
            f"server log:\n{server.log_tail()}")


def _stop(server: PostgresServer) -> None:
    """Fast stop, then SIGKILL the postmaster if pg_ctl could not; never raises (teardown must finish)."""
    try:
        proc = server.run("pg_ctl", "stop", "-D", str(server.data_dir), "-m", "immediate", "-w", "-t", "10",
                          timeout=15)
        if proc.returncode == 0:
            return
    except (subprocess.TimeoutExpired, OSError):
        pass
    try:
        pid = int((server.data_dir / "postmaster.pid").read_text().splitlines()[0])
        os.kill(pid, signal.SIGKILL)
    except (OSError, ValueError, IndexError):
        pass


@contextmanager
def running_postgres() -> Iterator[PostgresServer]:
    """Start a private server, yield it, always stop it and delete its directory."""
    bin_dir = find_bin_dir()
    as_user = _service_user()
    base = Path(tempfile.mkdtemp(prefix="veristream-pg-"))  # under /tmp so the service user can reach it
    server = PostgresServer(bin_dir=bin_dir, base=base, port=0, as_user=as_user)
    started = False
    try:
        server.socket_dir.mkdir()
        if as_user:
            shutil.chown(base, user=as_user, group=as_user)
            shutil.chown(server.socket_dir, user=as_user, group=as_user)
        _check(server.run("initdb", "-D", str(server.data_dir), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                          "--no-sync"), "initdb", server)
        for attempt in range(3):  # the free port can be taken between probing and binding by a parallel run
            server.port = free_port()
            opts = (f"-c listen_addresses=127.0.0.1 -p {server.port} -k {server.socket_dir} "
                    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=20")
            started = True  # from here on a half-started server must be stopped
            proc = server.run("pg_ctl", "start", "-D", str(server.data_dir), "-l", str(server.log_file),
                              "-o", opts, "-w", "-t", "20", timeout=25)
            if proc.returncode == 0 or "could not bind" not in server.log_tail() or attempt == 2:
                break
            _stop(server)
        _check(proc, "pg_ctl start", server)
        yield server
    finally:
        if started:
            _stop(server)
        shutil.rmtree(base, ignore_errors=True)


@contextmanager
def required_postgres() -> Iterator[PostgresServer]:
    """running_postgres() for tests that must not skip: a server that cannot start FAILS the test, with the reason
    (scripts/install.sh installs Postgres, so its absence is a broken setup, not an option)."""
    import pytest

    try:
        with running_postgres() as server:
            yield server
    except PostgresUnavailable as exc:
        pytest.fail(f"Cannot start the test PostgreSQL server: {exc}", pytrace=False)
