"""Every outbound fetch of a user-supplied URL goes through here: address checks, pinning, size and time limits.

Why a proxy: yt-dlp fetches many URLs we never see (redirect hops, `<track>` captions, manifests, fragments,
thumbnails), and it resolves host names itself, so checking the first URL is not enough (issue #12, item 1), and
even a checked name can resolve to another address at connection time (DNS rebinding). `Egress` is a small HTTP
proxy on 127.0.0.1 that yt-dlp (and ffmpeg, through yt-dlp) must use for every request. For each connection it
resolves the host once, refuses it when any address is local or private (unless allowed), and connects to that very
address, so the address checked is the address used. HTTPS goes through CONNECT, so TLS, SNI and certificate checks
stay end to end with the real host name.

Because all bytes pass through it, the proxy is also where the size limit is enforced while streaming (a response
without Content-Length cannot fill the disk, item 5) and where each stage gets one overall deadline, however slowly
a server drips its headers or body (item 6).
"""

from __future__ import annotations

import ipaddress
import selectors
import socket
import socketserver
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from veristream import config
from veristream.errors import InputError, SourceUnavailableError

MiB = 1024 * 1024
_HEAD_LIMIT = 64 * 1024  # request or response head; anything longer is not a sane HTTP message
_TICK_S = 0.2  # how often a waiting relay looks at the deadline
_HOP_HEADERS = {b"connection", b"keep-alive", b"proxy-connection", b"proxy-authorization", b"te", b"upgrade"}


def is_public_address(address: str) -> bool:
    """False for loopback, private, link-local, multicast, reserved and unspecified addresses."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return not (
        ip.is_loopback or ip.is_private or ip.is_link_local or ip.is_multicast or ip.is_reserved or ip.is_unspecified
    )


def resolve(host: str, port: int, timeout: float) -> list[tuple[int, str]]:
    """(family, address) pairs for host, from one getaddrinfo call with a deadline (it has none of its own)."""
    result: dict[str, object] = {}

    def lookup() -> None:
        try:
            result["infos"] = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
        except (OSError, UnicodeError) as exc:
            result["error"] = exc

    thread = threading.Thread(target=lookup, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        raise SourceUnavailableError(f"Looking up {host!r} took longer than {timeout:.0f}s.", "Check your network.")
    if "error" in result:
        raise SourceUnavailableError(
            f"Cannot resolve host {host!r}: {result['error']}", "Check the link and your network connection."
        )
    pairs: list[tuple[int, str]] = []
    for info in result["infos"]:  # type: ignore[union-attr]
        pair = (int(info[0]), str(info[4][0]))
        if pair not in pairs:
            pairs.append(pair)
    if not pairs:
        raise SourceUnavailableError(f"Cannot resolve host {host!r}.", "Check the link and your network connection.")
    return pairs


def refusal(url: str, host: str, address: str) -> InputError:
    """The error for a URL whose host is local or private; one wording wherever the check runs."""
    return InputError(
        f"Refusing to fetch {url}: {host} resolves to a local or private address ({address}).",
        "If you trust this address, pass --allow-local-urls or set VERISTREAM_ALLOW_LOCAL_URLS=1.",
        chat_hint="Upload the file in the chat instead; or, if this address is trusted, whoever runs the "
        "chat server can allow local addresses (VERISTREAM_ALLOW_LOCAL_URLS=1).",
    )


def checked_addresses(url: str, host: str, port: int, allow_local: bool, timeout: float) -> list[tuple[int, str]]:
    """Resolve host once and refuse it when any answer is local or private; the caller connects to these only."""
    pairs = resolve(host, port, timeout)
    if not allow_local:
        for _family, address in pairs:
            if not is_public_address(address):
                raise refusal(url, host, address)
    return pairs


def split_url(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of an http(s) URL; InputError for anything unparseable instead of a ValueError."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise InputError(f"Malformed URL {url!r}: {exc}.", "Check the link; copy it again from the browser.") from exc
    scheme = parts.scheme.lower()
    if not parts.hostname:
        raise InputError(f"URL has no host: {url}", "Pass a full link such as https://example.com/video.mp4.")
    return scheme, parts.hostname, port or (443 if scheme == "https" else 80)


def check_url_allowed(url: str, allow_local: bool) -> None:
    """Early, clear refusal of a URL whose host is local or private (the proxy checks every later hop too)."""
    _scheme, host, port = split_url(url)
    if not allow_local:
        checked_addresses(url, host, port, False, config.network_timeout_s())


# ------------------------------------------------------------------ the checking proxy


@dataclass
class _Limits:
    allow_local: bool
    deadline: float
    max_bytes: int  # per connection, upstream to client
    max_total: int  # over the whole stage
    what: str
    limit_mb: float  # the limit as the user set it, for the message


@dataclass
class EgressLog:
    """What the proxy refused or cut, so the caller can raise the real reason instead of yt-dlp's symptom."""

    refused: list[InputError] = field(default_factory=list)
    over_size: bool = False
    timed_out: bool = False
    total_bytes: int = 0
    connections: list[tuple[str, str, int]] = field(default_factory=list)  # (host, address, port) connected to


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, limits: _Limits) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.limits = limits
        self.log = EgressLog()
        self.lock = threading.Lock()
        self.open_sockets: set[socket.socket] = set()
        self.closed = False

    def track(self, sock: socket.socket) -> None:
        with self.lock:
            if self.closed:
                sock.close()
                raise OSError("egress closed")
            self.open_sockets.add(sock)

    def close_all(self) -> None:
        with self.lock:
            self.closed = True
            sockets, self.open_sockets = list(self.open_sockets), set()
        for sock in sockets:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()


def _reply(sock: socket.socket, status: str, text: str) -> None:
    body = text.encode()
    head = f"HTTP/1.1 {status}\r\nContent-Type: text/plain\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    with suppress(OSError):
        sock.sendall(head.encode() + body)


def _rewrite_head(head: bytes, first_line: bytes | None = None) -> bytes:
    """Drop hop-by-hop headers and ask for `Connection: close`: one request per upstream connection."""
    lines = head.split(b"\r\n")
    out = [first_line if first_line is not None else lines[0]]
    for line in lines[1:]:
        if not line:
            continue
        name = line.split(b":", 1)[0].strip().lower()
        if name not in _HOP_HEADERS:
            out.append(line)
    out.append(b"Connection: close")
    return b"\r\n".join(out) + b"\r\n\r\n"


class _Handler(socketserver.BaseRequestHandler):
    server: _Server

    def _remaining(self) -> float:
        return self.server.limits.deadline - time.monotonic()

    def _read_head(self, sock: socket.socket) -> tuple[bytes, bytes]:
        """(head, bytes after it), waiting no longer than the deadline."""
        data = b""
        while b"\r\n\r\n" not in data:
            if len(data) > _HEAD_LIMIT:
                raise ValueError("request head too long")
            remaining = self._remaining()
            if remaining <= 0:
                raise TimeoutError
            sock.settimeout(min(remaining, _TICK_S * 5))
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                continue
            if not chunk:
                raise ConnectionError("client closed")
            data += chunk
        head, rest = data.split(b"\r\n\r\n", 1)
        return head, rest

    def handle(self) -> None:
        client: socket.socket = self.request
        limits = self.server.limits
        try:
            self.server.track(client)
        except OSError:  # the stage is over: a retry after the deadline is refused here
            if self._remaining() <= 0:
                self.server.log.timed_out = True
            return
        if self._remaining() <= 0:
            self.server.log.timed_out = True
            _reply(client, "504 Gateway Timeout", f"VeriStream: {limits.what} took longer than its time limit")
            return
        try:
            head, rest = self._read_head(client)
        except TimeoutError:
            self.server.log.timed_out = True
            return
        except (OSError, ValueError):
            return
        request_line = head.split(b"\r\n", 1)[0].decode("latin-1")
        try:
            method, target, version = request_line.split(" ", 2)
        except ValueError:
            _reply(client, "400 Bad Request", "VeriStream: malformed request")
            return
        if method.upper() == "CONNECT":
            host, _, port_text = target.rpartition(":")
            host = host.strip("[]")
            url = f"https://{target}"
            try:
                port = int(port_text)
            except ValueError:
                _reply(client, "400 Bad Request", "VeriStream: malformed CONNECT target")
                return
        else:
            url = target
            try:
                scheme, host, port = split_url(target)
            except InputError:
                _reply(client, "400 Bad Request", "VeriStream: the proxy needs absolute http URLs")
                return
            if scheme != "http":
                _reply(client, "400 Bad Request", f"VeriStream: unsupported scheme {scheme!r}")
                return
        upstream = self._connect(client, url, host, port)
        if upstream is None:
            return
        if method.upper() == "CONNECT":
            try:
                client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            except OSError:
                return
            self._relay(client, upstream, rest, rewrite_response=False)
        else:
            parts = urlsplit(target)
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            first = f"{method} {path} {version}".encode("latin-1")
            self._relay(client, upstream, _rewrite_head(head, first) + rest, rewrite_response=True)

    def _connect(self, client: socket.socket, url: str, host: str, port: int) -> socket.socket | None:
        limits = self.server.limits
        try:
            pairs = checked_addresses(
                url, host, port, limits.allow_local, max(0.1, min(config.network_timeout_s(), self._remaining()))
            )
        except InputError as exc:
            self.server.log.refused.append(exc)
            _reply(client, "403 Forbidden", f"VeriStream refused this address: {exc.args[0]}")
            return None
        except SourceUnavailableError as exc:
            _reply(client, "502 Bad Gateway", f"VeriStream: {exc.args[0]}")
            return None
        last: OSError | None = None
        for family, address in pairs:  # connect to the checked address itself: no second lookup
            timeout = min(config.network_timeout_s(), self._remaining())
            if timeout <= 0:
                self.server.log.timed_out = True
                return None
            sock = socket.socket(family, socket.SOCK_STREAM)
            try:
                self.server.track(sock)
                sock.settimeout(timeout)
                sock.connect((address, port))
            except OSError as exc:
                sock.close()
                last = exc
                continue
            self.server.log.connections.append((host, address, port))
            return sock
        _reply(client, "502 Bad Gateway", f"VeriStream: cannot connect to {host}:{port}: {last}")
        return None

    def _relay(self, client: socket.socket, upstream: socket.socket, first: bytes, rewrite_response: bool) -> None:
        """Copy bytes both ways until either side closes, the size limit is hit or the deadline passes."""
        server, limits = self.server, self.server.limits
        received = 0
        pending_head = b"" if rewrite_response else None
        try:
            if first:
                upstream.sendall(first)
            client.setblocking(False)
            upstream.setblocking(False)
            with selectors.DefaultSelector() as sel:
                sel.register(client, selectors.EVENT_READ, upstream)
                sel.register(upstream, selectors.EVENT_READ, client)
                while True:
                    remaining = self._remaining()
                    if remaining <= 0:
                        server.log.timed_out = True
                        return
                    for key, _ in sel.select(min(_TICK_S, remaining)):
                        src: socket.socket = key.fileobj  # type: ignore[assignment]
                        dst: socket.socket = key.data
                        try:
                            chunk = src.recv(65536)
                        except (BlockingIOError, InterruptedError):
                            continue
                        if not chunk:
                            return
                        if src is upstream:
                            received += len(chunk)
                            with server.lock:
                                server.log.total_bytes += len(chunk)
                                total = server.log.total_bytes
                            if received > limits.max_bytes or total > limits.max_total:
                                server.log.over_size = True
                                return
                            if pending_head is not None:
                                pending_head += chunk
                                if b"\r\n\r\n" not in pending_head:
                                    if len(pending_head) > _HEAD_LIMIT:
                                        return
                                    continue
                                head, body = pending_head.split(b"\r\n\r\n", 1)
                                chunk, pending_head = _rewrite_head(head) + body, None
                        dst.setblocking(True)
                        dst.settimeout(max(0.1, min(self._remaining(), config.network_timeout_s())))
                        dst.sendall(chunk)
                        dst.setblocking(False)
        except OSError:
            return
        finally:
            for sock in (client, upstream):
                with suppress(OSError):
                    sock.close()


class Egress:
    """A running checking proxy for one stage; `url` goes into yt-dlp's `proxy` option."""

    def __init__(self, server: _Server) -> None:
        self._server = server
        host, port = server.server_address[:2]
        self.url = f"http://{host}:{port}"

    @property
    def log(self) -> EgressLog:
        return self._server.log

    def raise_for_violation(self, url: str) -> None:
        """Raise what the proxy stopped, in order of importance; no-op when every fetch was in bounds."""
        log, limits = self._server.log, self._server.limits
        if log.refused:
            raise log.refused[0]
        if log.over_size:
            raise SourceUnavailableError(
                f"{limits.what} at {url} is larger than the {limits.limit_mb:g} MB limit (stopped while downloading).",
                "Raise VERISTREAM_MAX_FILE_MB, or pass a local file.",
            )
        if log.timed_out:
            raise SourceUnavailableError(
                f"{limits.what} from {url} took longer than its time limit.",
                "Retry later, or raise VERISTREAM_FETCH_TIMEOUT_S / VERISTREAM_DOWNLOAD_TIMEOUT_S.",
                chat_hint="The server is too slow; retry later, or upload the file instead.",
            )


@contextmanager
def egress(
    *,
    allow_local: bool,
    deadline: float,
    max_bytes: int,
    what: str,
    max_total: int | None = None,
    limit_mb: float | None = None,
) -> Iterator[Egress]:
    """Run a checking proxy on 127.0.0.1 for the duration of one stage; every socket closes when it ends.

    - allow_local: let local and private addresses through (the user trusts them; still pinned and limited).
    - deadline: time.monotonic() value after which every open connection is cut and new ones are refused.
    - max_bytes: most bytes one connection may receive; max_total: most for the stage (default 2 x max_bytes + 64 MiB,
      room for a video and an audio format plus pages).
    """
    limits = _Limits(
        allow_local, deadline, max_bytes, max_total or 2 * max_bytes + 64 * MiB, what, limit_mb or max_bytes / MiB
    )
    server = _Server(limits)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": _TICK_S}, daemon=True)
    thread.start()
    watchdog_stop = threading.Event()

    def watchdog() -> None:  # at the deadline, cut whatever is still open so no reader waits past it
        while not watchdog_stop.wait(max(0.0, min(_TICK_S, deadline - time.monotonic()))):
            if time.monotonic() >= deadline:
                with server.lock:
                    busy = bool(server.open_sockets)
                if busy:
                    server.log.timed_out = True
                server.close_all()
                return

    guard = threading.Thread(target=watchdog, daemon=True)
    guard.start()
    try:
        yield Egress(server)
    finally:
        watchdog_stop.set()
        server.shutdown()
        server.server_close()
        server.close_all()


class _AlwaysProxy(urllib.request.ProxyHandler):
    """urllib's ProxyHandler skips the proxy for hosts in $no_proxy (often localhost): that would skip the checks."""

    def proxy_open(self, req, proxy, type):  # urllib's signature
        req.set_proxy(urlsplit(proxy).netloc, type)


def fetch(url: str, *, allow_local: bool, timeout_s: float, max_bytes: int, accept: str = "*/*") -> bytes:
    """GET one URL through a checking proxy (pinned address, redirects checked, size and time bounded)."""
    split_url(url)
    with egress(allow_local=allow_local, deadline=time.monotonic() + timeout_s, max_bytes=max_bytes, what=url) as gate:
        opener = urllib.request.build_opener(_AlwaysProxy({"http": gate.url, "https": gate.url}))
        request = urllib.request.Request(url, headers={"Accept": accept, "User-Agent": "veristream/0.1"})
        try:
            with opener.open(request, timeout=config.network_timeout_s()) as response:
                data = response.read(max_bytes + 1)
        except (urllib.error.URLError, OSError) as exc:
            gate.raise_for_violation(url)
            raise SourceUnavailableError(f"Could not fetch {url}: {exc}", "Check the link and your network.") from exc
        gate.raise_for_violation(url)
    if len(data) > max_bytes:
        raise SourceUnavailableError(f"{url} is larger than {max_bytes / MiB:.0f} MB.", "Pass a local file.")
    return data
