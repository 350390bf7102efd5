"""Issue #12 item 1: no URL the product fetches may reach this machine or the private network unless allowed.

The page is served by a "public" host (a scripted name that resolves to a public address the guard routes to a
local server). The internal service is a second local server that must never see a request.
"""

from __future__ import annotations

import pytest

from tests.security.conftest import PUBLIC_IP, VTT_PUBLIC, VTT_SECRET, body, redirect
from tools.transcribe import transcribe
from veristream import net as vnet
from veristream.errors import InputError, SourceUnavailableError


@pytest.fixture
def internal(hostile):
    """The service an attacker wants to read: only reachable on loopback."""
    return hostile({"/secret.vtt": body(VTT_SECRET, "text/vtt"), "/talk.vtt": body(VTT_SECRET, "text/vtt")})


def _public(net, hostile, routes, name="video.example", port=None):
    server = hostile(routes)
    port = port or server.port
    net.answer(name, [PUBLIC_IP])
    net.route(PUBLIC_IP, port, server.port)
    return server, f"http://{name}:{port}"


def test_track_pointing_at_loopback_is_never_fetched(net, hostile, internal):
    page = (
        "<html><head><title>Clip</title></head><body><video controls><source src='clip.mp4' type='video/mp4'>"
        f"<track kind='captions' src='http://127.0.0.1:{internal.port}/secret.vtt' srclang='en'></video></body></html>"
    )
    _server, base = _public(net, hostile, {"/page.html": body(page)})
    with pytest.raises(InputError, match="local or private address"):
        transcribe(f"{base}/page.html", ocr=False, asr=False, allow_local_urls=False)
    assert internal.hits == []


def test_redirect_from_public_to_private_is_refused(net, hostile, internal):
    _server, base = _public(net, hostile, {"/go.vtt": redirect(f"http://127.0.0.1:{internal.port}/secret.vtt")})
    with pytest.raises(InputError, match="local or private address"):
        transcribe(f"{base}/go.vtt", ocr=False, asr=False, allow_local_urls=False)
    assert internal.hits == []


def test_redirect_to_a_name_that_resolves_private_is_refused(net, hostile, internal):
    net.answer("intranet.example", ["10.1.2.3"])
    _server, base = _public(net, hostile, {"/go.vtt": redirect("http://intranet.example/secret.vtt")})
    with pytest.raises(InputError, match="10.1.2.3"):
        transcribe(f"{base}/go.vtt", ocr=False, asr=False, allow_local_urls=False)
    assert internal.hits == []


def test_dns_rebinding_public_then_private_does_not_reach_the_internal_service(net, hostile, internal):
    """The name answers public for the check, then 127.0.0.1: the connection must not follow the second answer."""
    public = hostile({"/talk.vtt": body(VTT_PUBLIC, "text/vtt")})
    net.answer("rebind.example", [PUBLIC_IP], ["127.0.0.1"])
    net.route(PUBLIC_IP, internal.port, public.port)  # same port as the internal service, on the public address
    try:
        transcript = transcribe(f"http://rebind.example:{internal.port}/talk.vtt", ocr=False, asr=False)
    except (InputError, SourceUnavailableError):
        transcript = None
    assert internal.hits == []
    if transcript is not None:
        assert "INTERNAL" not in " ".join(s.text for s in transcript.segments)


def test_checked_fetch_connects_to_the_address_it_checked(net, hostile, internal):
    """Pinning: one lookup per connection, and the connection goes to that answer (public), not a fresh one."""
    public = hostile({"/talk.vtt": body(VTT_PUBLIC, "text/vtt")})
    net.answer("rebind.example", [PUBLIC_IP], ["127.0.0.1"])
    net.route(PUBLIC_IP, internal.port, public.port)
    data = vnet.fetch(
        f"http://rebind.example:{internal.port}/talk.vtt", allow_local=False, timeout_s=10, max_bytes=1 << 20
    )
    assert b"public server" in data
    assert internal.hits == [] and public.hits == ["/talk.vtt"]
    assert net.lookups.count("rebind.example") == 1


def test_checked_fetch_refuses_a_redirect_to_loopback(net, hostile, internal):
    _server, base = _public(net, hostile, {"/go": redirect(f"http://127.0.0.1:{internal.port}/secret.vtt")})
    with pytest.raises(InputError, match="local or private address"):
        vnet.fetch(f"{base}/go", allow_local=False, timeout_s=10, max_bytes=1 << 20)
    assert internal.hits == []


def test_allowed_local_urls_still_work_through_the_proxy(net, hostile):
    page = (
        "<html><head><title>Clip</title></head><body><video controls><source src='clip.mp4' type='video/mp4'>"
        "<track kind='captions' src='talk.vtt' srclang='en'></video></body></html>"
    )
    local = hostile({"/page.html": body(page), "/talk.vtt": body(VTT_SECRET, "text/vtt")})
    transcript = transcribe(f"http://127.0.0.1:{local.port}/page.html", ocr=False, asr=False, allow_local_urls=True)
    assert "INTERNAL SECRET" in transcript.segments[0].text  # reached, because the user allowed local addresses
    assert local.hits == ["/page.html", "/talk.vtt"]


@pytest.mark.parametrize("url", ["http://[::1", "http://[::1]:99999/x.mp4", "http://exa mple.com:abc/x"])
def test_malformed_urls_are_input_errors_not_tracebacks(url):
    with pytest.raises(InputError):
        transcribe(url, ocr=False, asr=False)
