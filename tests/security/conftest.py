"""The security suite's harness: a socket guard with a fake resolver, and hostile servers on 127.0.0.1.

Nothing here may touch a real network. `net` (autouse) replaces `socket.getaddrinfo` with scripted answers and
wraps `socket.socket.connect`: loopback connections go through, a "public" address is routed to a local server
only when a test routes it, and every other connection is refused and fails the test.
"""

from __future__ import annotations

import contextlib
import http.server
import ipaddress
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

PUBLIC_IP = "93.184.216.34"  # looks public to the checks; the guard routes it to a local server
PUBLIC_IP_2 = "93.184.216.35"


@dataclass
class FakeNetwork:
    """Scripted DNS and routing. `answer(host, [a], [b])`: first lookup gives a, every later one b."""

    answers: dict[str, list[list[str]]] = field(default_factory=dict)
    lookups: list[str] = field(default_factory=list)
    routes: dict[tuple[str, int], int] = field(default_factory=dict)
    connects: list[tuple[str, int]] = field(default_factory=list)
    blocked: list[tuple[str, int]] = field(default_factory=list)

    def answer(self, host: str, *answers: list[str]) -> None:
        self.answers[host.lower()] = [list(a) for a in answers]

    def route(self, address: str, port: int, to_port: int) -> None:
        """Connections to (address, port) reach the server on 127.0.0.1:to_port."""
        self.routes[(address, port)] = to_port


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return False
    return True


@pytest.fixture(autouse=True)
def net(monkeypatch, tmp_path):
    """Socket guard + fake resolver for every security test; fails the test if anything tried a real network."""
    fake = FakeNetwork()
    real_getaddrinfo = socket.getaddrinfo
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):  # socket's signature
        name = host.decode() if isinstance(host, bytes) else (host or "")
        fake.lookups.append(name)
        scripted = fake.answers.get(name.lower())
        if scripted is not None:
            addresses = scripted.pop(0) if len(scripted) > 1 else scripted[0]
            port_number = int(port or 0)
            return [
                (
                    socket.AF_INET6 if ":" in a else socket.AF_INET,
                    socket.SOCK_STREAM,
                    socket.IPPROTO_TCP,
                    "",
                    (a, port_number, 0, 0) if ":" in a else (a, port_number),
                )
                for a in addresses
            ]
        if name in {"localhost", ""} or _is_ip(name):
            return real_getaddrinfo(host, port, family, type, proto, flags)
        raise socket.gaierror(socket.EAI_NONAME, f"fake resolver: no answer scripted for {name!r}")

    def target(self, address):
        if self.family not in (socket.AF_INET, socket.AF_INET6):
            return address
        host, port = address[0], int(address[1])
        fake.connects.append((host, port))
        if (host, port) in fake.routes:
            return ("127.0.0.1", fake.routes[(host, port)])
        if _is_ip(host) and ipaddress.ip_address(host.split("%", 1)[0]).is_loopback:
            return address
        fake.blocked.append((host, port))
        raise ConnectionRefusedError(f"socket guard: connection to {host}:{port} blocked (not loopback)")

    def connect(self, address):
        return real_connect(self, target(self, address))

    def connect_ex(self, address):
        return real_connect_ex(self, target(self, address))

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VERISTREAM_TRANSCRIPT_CACHE", "0")
    for name in ("VERISTREAM_ALLOW_LOCAL_URLS", "VERISTREAM_CACHE_DIR", "http_proxy", "https_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    yield fake
    assert not fake.blocked, f"a connection left loopback: {fake.blocked}"


Route = Callable[[http.server.BaseHTTPRequestHandler], None]


class Hostile:
    """A threaded HTTP server on 127.0.0.1 whose paths run scripted handlers; counts hits per path."""

    def __init__(self, routes: dict[str, Route]) -> None:
        self.routes = routes
        self.hits: list[str] = []
        self.stop = threading.Event()
        self.sent = 0
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format, *args):  # stdlib signature
                pass

            def _any(self) -> None:
                path = self.path.split("?", 1)[0]
                if "://" in path:  # an absolute-form request means someone used us as a proxy
                    path = "/" + path.split("://", 1)[1].split("/", 1)[-1]
                outer.hits.append(path)
                route = outer.routes.get(path)
                if route is None:
                    self.send_error(404)
                    return
                with contextlib.suppress(OSError):
                    route(self)

            do_GET = do_HEAD = _any  # stdlib naming

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.stop.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hostile():
    """Factory: hostile({path: handler}) -> a running Hostile server, closed after the test."""
    servers: list[Hostile] = []

    def make(routes: dict[str, Route]) -> Hostile:
        server = Hostile(routes)
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.close()


def body(
    content: bytes | str, content_type: str = "text/html", status: int = 200, headers: dict | None = None
) -> Route:
    """A route that answers with a fixed body."""
    data = content.encode() if isinstance(content, str) else content

    def route(h: http.server.BaseHTTPRequestHandler) -> None:
        h.send_response(status)
        h.send_header("Content-Type", content_type)
        h.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            h.send_header(name, value)
        h.end_headers()
        if h.command != "HEAD":
            h.wfile.write(data)

    return route


def redirect(location: str) -> Route:
    def route(h: http.server.BaseHTTPRequestHandler) -> None:
        h.send_response(302)
        h.send_header("Location", location)
        h.send_header("Content-Length", "0")
        h.end_headers()

    return route


VTT_SECRET = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nINTERNAL SECRET guaranteed to double\n"
VTT_PUBLIC = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello from the public server.\n"
