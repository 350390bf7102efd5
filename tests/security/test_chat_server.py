"""Issue #12 item 2: the chat server accepted any origin with credentials, had no login, and a thread id alone
resumed another user's thread.

Now: only the served origin (VERISTREAM_ALLOWED_ORIGINS) is answered, over HTTP and websockets; login is on
whenever the server listens beyond loopback (Chainlit password auth, or header auth behind a proxy); a thread,
its media and its files belong to the user who started it; and each review decision carries that user's name.
The servers here listen on 127.0.0.1 with login switched on by configuration.
"""

from __future__ import annotations

import functools
import http.client
import http.server
import json
import re
import sqlite3
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from assistant import auth
from tests.support.chat_server import chat_folders, local_context, require_tools, running_chat, send
from veristream import config
from veristream.errors import ConfigError, VeriStreamError

PASSWORDS = {"dana": "dana-secret-1", "erin": "erin-secret-2"}
TWO = ("WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nWelcome back, today we talk about my favourite fund.\n\n"
       "00:00:04.000 --> 00:00:08.000\nThis fund is guaranteed to double your money within a year, you cannot lose.\n")


def _request(url: str, method: str = "GET", headers: dict | None = None, body: bytes | None = None):
    """(status, headers, body) of one request; HTTP errors are answers too."""
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, dict(r.headers), r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode("utf-8", "replace")


@pytest.fixture(scope="module")
def chat(tmp_path_factory):
    """A chat server with password login (two users) on 127.0.0.1."""
    root, media = chat_folders(tmp_path_factory, "secure-chat")
    (media / "talk.vtt").write_text(TWO)
    users = root / "users.yaml"
    for name, password in PASSWORDS.items():
        auth.save_user(name, password, users)
    with running_chat(root, media, "secure", extra_env={"VERISTREAM_AUTH": "password",
                                                        "VERISTREAM_USERS_FILE": str(users)}) as chat:
        yield chat


def _login(browser, url: str, name: str):
    """A browser context logged in through Chainlit's own login form."""
    from playwright.sync_api import expect

    ctx = local_context(browser, {"width": 1200, "height": 2200})
    page = ctx.new_page()
    page.goto(url)
    page.locator("#email").fill(name, timeout=30000)
    page.locator("#password").fill(PASSWORDS[name])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_test_id("user-name")).to_have_text(name, timeout=30000)
    return ctx, page


# ------------------------------------------------------------------ origins (HTTP client with a foreign Origin)


def test_a_foreign_origin_is_refused_over_http_and_websocket(chat):
    url = chat["url"]
    status, headers, _ = _request(f"{url}/auth/config", headers={"Origin": "http://127.0.0.1:1"})
    assert status == 403 and "access-control-allow-origin" not in {k.lower() for k in headers}
    status, headers, _ = _request(f"{url}/auth/config", headers={"Origin": url})
    assert status == 200 and headers.get("access-control-allow-origin") == url  # the served origin, not `*`
    status, _, _ = _request(f"{url}/project/threads", "OPTIONS", headers={
        "Origin": "http://evil.example", "Access-Control-Request-Method": "POST"})
    assert status in (400, 403)
    status, _, _ = _request(f"{url}/ws/socket.io/?EIO=4&transport=polling", headers={"Origin": "http://evil.example"})
    assert status in (400, 403)

    host, port = url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)  # a websocket upgrade from a foreign page
    conn.request("GET", "/ws/socket.io/?EIO=4&transport=websocket", headers={
        "Origin": "http://127.0.0.1:1", "Upgrade": "websocket", "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13"})
    assert conn.getresponse().status != 101
    conn.close()


def test_login_is_required_and_checked(chat):
    url = chat["url"]
    assert _request(f"{url}/user")[0] == 401
    body = json.dumps({"pagination": {"first": 20}, "filter": {}}).encode()
    assert _request(f"{url}/project/threads", "POST", {"Content-Type": "application/json"}, body)[0] == 401
    form = {"Content-Type": "application/x-www-form-urlencoded", "Origin": url}
    assert _request(f"{url}/login", "POST", form, b"username=dana&password=wrong-password")[0] == 401
    assert _request(f"{url}/login", "POST", form, b"username=mallory&password=dana-secret-1")[0] == 401
    status, headers, _ = _request(f"{url}/login", "POST", form, b"username=dana&password=dana-secret-1")
    assert status == 200 and "access_token=" in headers.get("set-cookie", "")
    assert _request(f"{url}/auth/header", "POST", {"Origin": url, "X-Forwarded-User": "dana"})[0] in (400, 401, 404)


# ------------------------------------------------------------------ a thread belongs to its user; reviewer identity


@pytest.mark.ui
def test_a_thread_belongs_to_its_user_and_decisions_name_the_reviewer(chat, browser):
    from playwright.sync_api import expect

    url = chat["url"]
    dana, page = _login(browser, url, "dana")
    try:
        thread = page.get_by_test_id("thread-id").locator("code").first.inner_text()
        send(page, "audit talk.vtt")
        expect(page.get_by_test_id("card-F1")).to_be_visible(timeout=120000)
        page.get_by_role("button", name="Accept F1").click()
        expect(page.get_by_test_id("review-F1")).to_contain_text("accepted by dana", timeout=15000)
        page.get_by_role("button", name="Export JSON").first.click()
        link = page.get_by_role("link", name=re.compile(r"veristream-audit-.*\.json")).first
        expect(link).to_be_visible(timeout=15000)
        data = json.loads(page.request.get(link.get_attribute("href")).text())
        assert [(r["finding_id"], r["decision"], r["reviewer"]) for r in data["reviews"]] == [("F1", "accepted", "dana")]
        media = page.get_by_test_id("player-video").get_attribute("src")
        assert media and page.request.get(url + media).status == 200
        assert page.request.get(f"{url}/project/thread/{thread}").status == 200
    finally:
        dana.close()

    # the element files Chainlit's data layer stored for dana's thread (the cards' props, the export)
    with sqlite3.connect(Path(chat["root"]) / "home" / "chat-history.sqlite") as db:
        keys = [k for (k,) in db.execute('SELECT "objectKey" FROM elements WHERE "threadId"=?', (thread,)) if k]
    assert keys, "the data layer kept no elements for the thread"

    erin, page = _login(browser, url, "erin")
    try:
        assert page.request.get(f"{url}/project/thread/{thread}").status in (401, 403, 404)
        assert page.request.get(url + media).status == 404
        assert all(page.request.get(f"{url}/veristream/files/{k}").status == 404 for k in keys)
        send(page, f"resume {thread}")
        expect(page.get_by_text(re.compile(rf"No thread .?{thread}.? of yours"))).to_be_visible(timeout=20000)
        send(page, "list findings")  # erin's own thread has no audit: dana's is not reachable from here
        expect(page.get_by_text("There is no audit in this thread yet", exact=False)).to_be_visible(timeout=20000)
    finally:
        erin.close()

    dana, page = _login(browser, url, "dana")
    try:
        assert all(page.request.get(f"{url}/veristream/files/{k}").status == 200 for k in keys)
    finally:
        dana.close()


@pytest.mark.ui
def test_a_page_on_another_origin_cannot_use_the_logged_in_session(chat, browser):
    """The second origin: a page on another local port, in a browser where dana is logged in (cookies ignore the
    port, so the browser sends hers), tries to read her threads and to open the chat's websocket."""
    www = Path(chat["root"]) / "www"
    www.mkdir(exist_ok=True)
    (www / "evil.html").write_text("<html><body>another origin</body></html>")
    quiet = type("Quiet", (http.server.SimpleHTTPRequestHandler,), {"log_message": lambda *a: None})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(quiet, directory=str(www)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    dana, page = _login(browser, chat["url"], "dana")
    try:
        evil = dana.new_page()
        evil.goto(f"http://127.0.0.1:{httpd.server_address[1]}/evil.html")
        out = evil.evaluate("""async (chat) => {
            const out = {};
            try {
              const r = await fetch(chat + "/project/threads", {method: "POST", credentials: "include",
                headers: {"Content-Type": "application/json"}, body: JSON.stringify({pagination: {first: 20}, filter: {}})});
              out.threads = "read " + r.status + " " + (await r.text()).slice(0, 200);
            } catch (e) { out.threads = "blocked"; }
            try {
              const r = await fetch(chat + "/user", {credentials: "include"});
              out.user = "read " + r.status + " " + (await r.text()).slice(0, 200);
            } catch (e) { out.user = "blocked"; }
            out.ws = await new Promise((done) => {
              const ws = new WebSocket(chat.replace("http", "ws") + "/ws/socket.io/?EIO=4&transport=websocket");
              ws.onopen = () => done("open"); ws.onerror = () => done("error"); ws.onclose = () => done("closed");
            });
            return out;
        }""", chat["url"])
        assert out == {"threads": "blocked", "user": "blocked", "ws": "error"}, out
    finally:
        dana.close()
        httpd.shutdown()
        httpd.server_close()


def test_header_auth_behind_a_proxy_takes_the_user_from_the_header(tmp_path):
    require_tools()
    with running_chat(tmp_path, tmp_path / "media", "header", extra_env={
            "VERISTREAM_AUTH": "header", "VERISTREAM_AUTH_HEADER": "X-Remote-User"}) as chat:
        url = chat["url"]
        assert _request(f"{url}/auth/header", "POST", {"Origin": url})[0] == 401
        assert _request(f"{url}/auth/header", "POST", {"Origin": url, "X-Remote-User": "bad name!"})[0] == 401
        status, headers, _ = _request(f"{url}/auth/header", "POST", {"Origin": url, "X-Remote-User": "priya"})
        assert status == 200
        token = re.search(r"access_token=([^;]+)", headers["set-cookie"]).group(1)
        status, _, body = _request(f"{url}/user", headers={"Cookie": f"access_token={token}"})
        assert status == 200 and json.loads(body)["identifier"] == "priya"


# ------------------------------------------------------------------ what `veristream chat` refuses to start


@pytest.fixture
def chat_cli(monkeypatch, tmp_path):
    from assistant import cli

    for name in ("VERISTREAM_AUTH", "VERISTREAM_ALLOWED_ORIGINS", "VERISTREAM_USERS_FILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("VERISTREAM_USERS_FILE", str(tmp_path / "users.yaml"))
    return cli


def test_no_login_is_refused_beyond_loopback(chat_cli, monkeypatch, tmp_path):
    monkeypatch.setenv("VERISTREAM_AUTH", "local")
    with pytest.raises(VeriStreamError, match="without login"):
        chat_cli.security_env("10.0.0.5", 8000)
    monkeypatch.delenv("VERISTREAM_AUTH")
    with pytest.raises(VeriStreamError, match="has no users"):  # off loopback, login is on by default
        chat_cli.security_env("10.0.0.5", 8000)
    auth.save_user("dana", "dana-secret-1", tmp_path / "users.yaml")
    env = chat_cli.security_env("10.0.0.5", 8000)
    assert env["VERISTREAM_AUTH"] == "password" and env["VERISTREAM_ALLOWED_ORIGINS"] == "http://10.0.0.5:8000"
    with pytest.raises(VeriStreamError, match="cannot tell its own origin"):
        chat_cli.security_env("0.0.0.0", 8000)
    monkeypatch.setenv("VERISTREAM_ALLOWED_ORIGINS", "https://veristream.example.com")
    assert chat_cli.security_env("0.0.0.0", 8000)["VERISTREAM_ALLOWED_ORIGINS"] == "https://veristream.example.com"
    monkeypatch.setenv("VERISTREAM_AUTH", "local")  # a proxy's public origin in front of a login-free chat
    with pytest.raises(VeriStreamError, match="without login"):
        chat_cli.security_env("127.0.0.1", 8000)
    monkeypatch.delenv("VERISTREAM_AUTH")
    monkeypatch.delenv("VERISTREAM_ALLOWED_ORIGINS")
    local = chat_cli.security_env("127.0.0.1", 8000)
    assert local["VERISTREAM_AUTH"] == "local"
    assert local["VERISTREAM_ALLOWED_ORIGINS"] == "http://127.0.0.1:8000,http://localhost:8000"


def test_origins_and_users_files_are_validated(monkeypatch, tmp_path):
    for bad in ("*", "http://a.example/path", "a.example"):
        monkeypatch.setenv("VERISTREAM_ALLOWED_ORIGINS", bad)
        with pytest.raises(ConfigError, match="not an origin"):
            config.allowed_origins("http://127.0.0.1:8000")
    monkeypatch.setenv("VERISTREAM_AUTH", "nobody")
    with pytest.raises(ConfigError, match="VERISTREAM_AUTH"):
        config.auth_mode("127.0.0.1")
    users = tmp_path / "users.yaml"
    auth.save_user("dana", "dana-secret-1", users)
    assert "dana-secret-1" not in users.read_text() and oct(users.stat().st_mode & 0o777) == "0o600"
    assert auth.verify("dana", "dana-secret-1", users) == "dana"
    assert auth.verify("dana", "dana-secret-2", users) is None and auth.verify("erin", "x", users) is None
    users.write_text("users: [{name: dana}]")
    with pytest.raises(ConfigError, match="not valid"):
        auth.load_users(users)


def test_chat_user_stores_a_hash_read_from_stdin(tmp_path):
    import subprocess
    import sys

    users = tmp_path / "users.yaml"
    run = subprocess.run([sys.executable, "-m", "veristream.cli", "chat-user", "dana", "--file", str(users)],
                         input="dana-secret-1\n", capture_output=True, text=True, timeout=120,
                         env={"PATH": "/usr/bin:/bin", "VERISTREAM_HOME": str(tmp_path / "home"),
                              "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert run.returncode == 0, run.stderr
    assert auth.verify("dana", "dana-secret-1", users) == "dana" and "dana-secret-1" not in users.read_text()
    short = subprocess.run([sys.executable, "-m", "veristream.cli", "chat-user", "erin", "--file", str(users)],
                           input="short\n", capture_output=True, text=True, timeout=120,
                           env={"PATH": "/usr/bin:/bin", "VERISTREAM_HOME": str(tmp_path / "home"),
                                "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert short.returncode != 0 and "shorter than 8" in short.stderr + short.stdout
    assert "Traceback" not in short.stderr
