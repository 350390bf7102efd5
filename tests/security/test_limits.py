"""Issue #12 items 5-6: hostile servers cannot fill the disk or hold an audit past its deadline."""

from __future__ import annotations

import time

import pytest

from tests.security.conftest import PUBLIC_IP
from tools.transcribe import transcribe
from veristream.errors import SourceUnavailableError

DRIP_CAP_S = 20  # a dripping server gives up after this, so an unfixed product fails the test instead of hanging


def _routed(net, server, name="media.example"):
    net.answer(name, [PUBLIC_IP])
    net.route(PUBLIC_IP, server.port, server.port)
    return f"http://{name}:{server.port}"


def _endless(cap_bytes: int):
    """200 video/mp4 with no Content-Length, then bytes until the client goes away (or cap_bytes)."""

    def route(h) -> None:
        h.close_connection = True
        h.send_response(200)
        h.send_header("Content-Type", "video/mp4")
        h.send_header("Connection", "close")
        h.end_headers()
        if h.command == "HEAD":
            return
        chunk = b"\0" * 65536
        while h.server_ref.sent < cap_bytes and not h.server_ref.stop.is_set():
            h.wfile.write(chunk)
            h.server_ref.sent += len(chunk)

    return route


def _drip(after_first: bool, part: str = "headers"):
    """Send one byte of the headers (or of an HTML body) every 0.3 s; from the second request on, when after_first."""
    state = {"n": 0}

    def route(h) -> None:
        state["n"] += 1
        h.close_connection = True
        if after_first and state["n"] == 1:
            h.send_response(200)
            h.send_header("Content-Type", "video/mp4")
            h.send_header("Content-Length", str(10 * 1024 * 1024))
            h.end_headers()
            return
        t0 = time.monotonic()
        data = b"HTTP/1.1 200 OK\r\nContent-Type: video/mp4\r\nX-Pad: " + b"a" * 10_000
        if part == "body":
            h.send_response(200)
            h.send_header("Content-Type", "text/html")
            h.send_header("Content-Length", "10000")
            h.end_headers()
            h.wfile.flush()
            data = b"<html>" + b" " * 9994
        for byte in data:
            if h.server_ref.stop.is_set() or time.monotonic() - t0 > DRIP_CAP_S:
                return
            h.wfile.write(bytes([byte]))
            h.wfile.flush()
            time.sleep(0.3)

    return route


@pytest.fixture
def server_with(hostile):
    def make(routes):
        server = hostile({})
        for path, route in routes.items():

            def bound(h, route=route, server=server):
                h.server_ref = server
                route(h)

            server.routes[path] = bound
        return server

    return make


def test_stream_without_content_length_is_cut_at_the_size_limit(net, server_with, monkeypatch):
    monkeypatch.setenv("VERISTREAM_MAX_FILE_MB", "1")
    server = server_with({"/endless.mp4": _endless(cap_bytes=64 * 1024 * 1024)})
    with pytest.raises(SourceUnavailableError, match="larger than the 1 MB limit"):
        transcribe(f"{_routed(net, server)}/endless.mp4", ocr=False)
    assert server.sent < 24 * 1024 * 1024, f"{server.sent} bytes were streamed against a 1 MB limit"


@pytest.mark.parametrize("part", ["headers", "body"])
def test_page_dripping_bytes_hits_the_fetch_deadline(net, server_with, monkeypatch, part):
    monkeypatch.setenv("VERISTREAM_NETWORK_TIMEOUT_S", "1")
    monkeypatch.setenv("VERISTREAM_FETCH_TIMEOUT_S", "2")
    server = server_with({"/page.html": _drip(after_first=False, part=part)})
    t0 = time.monotonic()
    with pytest.raises(SourceUnavailableError, match="time limit|in time"):
        transcribe(f"{_routed(net, server)}/page.html", ocr=False)
    assert time.monotonic() - t0 < 8


def test_download_dripping_its_headers_hits_the_download_deadline(net, server_with, monkeypatch):
    monkeypatch.setenv("VERISTREAM_NETWORK_TIMEOUT_S", "1")
    monkeypatch.setenv("VERISTREAM_DOWNLOAD_TIMEOUT_S", "2")
    server = server_with({"/clip.mp4": _drip(after_first=True)})
    t0 = time.monotonic()
    with pytest.raises(SourceUnavailableError, match="time limit|in time"):
        transcribe(f"{_routed(net, server)}/clip.mp4", ocr=False)
    assert time.monotonic() - t0 < 8
