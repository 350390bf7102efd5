"""A `veristream chat` server and a headless Chromium for the browser tests (tests/assistant/test_ui*.py,
tests/security/test_chat_server.py).

Why one module: every browser test starts the same server the same way (through the CLI, which strips CI/DEBUG/...
and gives the server its own app root, with a private VERISTREAM_HOME and media folder), drives Debian's chromium
with the same flags, keeps every request on 127.0.0.1, and types through the same `send()`, which retries a
disabled submit button on a loaded machine.

Usage:
    with running_chat(root, media, extra_env={...}) as chat:   # chat["url"], chat["root"], chat["media"]
        ctx = local_context(browser, {"width": 1200, "height": 2000})
        page = open_chat(ctx, chat["url"]); send(page, "audit talk.vtt")
The `browser` fixture (tests/conftest.py) launches one Chromium per test module.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.support.local_server import free_port

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--mute-audio",
               "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
VTT = """WEBVTT

00:00:00.500 --> 00:00:04.000
Welcome back, today we talk about my favourite fund.

00:00:04.000 --> 00:00:08.000
This fund is guaranteed to double your money within a year, you cannot lose.

00:00:08.000 --> 00:00:12.000
I was paid by the platform for this video but use my referral code to sign up and get a bonus.

00:00:12.000 --> 00:00:16.000
Thanks for watching and see you next week.
"""


def make_media(media: Path) -> None:
    media.mkdir(exist_ok=True)
    (media / "talk.vtt").write_text(VTT)
    if not (media / "talk.webm").exists():
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
                        "testsrc=duration=16:size=320x240:rate=10", "-c:v", "libvpx", "-b:v", "100k", "-g", "10",
                        str(media / "talk.webm")], check=True, timeout=60)


class Server:
    """`veristream chat` in its own process group, on a free port, with a private home and media folder."""

    def __init__(self, root: Path, media: Path, name: str = "server", llm_base_url: str | None = None,
                 extra_env: dict[str, str] | None = None):
        self.root, self.media, self.log_path = root, media, root / f"{name}.log"
        port = free_port()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VERISTREAM_", "OPENAI_", "AZURE_OPENAI_"))}
        env.update(VERISTREAM_HOME=str(root / "home"), VERISTREAM_MEDIA_DIR=str(media), VERISTREAM_LLM="none",
                   CI="true")  # CI=true must not reach `chainlit run` (it would switch on --ci mode)
        if llm_base_url:  # --ci mode would replace this key with a fake one and silently disable the LLM
            del env["VERISTREAM_LLM"]
            env.update(OPENAI_API_KEY="sk-test-stub", OPENAI_BASE_URL=llm_base_url, VERISTREAM_LLM_MODEL="stub-model")
        env.update(extra_env or {})
        self.log = open(self.log_path, "w")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "veristream.cli", "chat", "--headless", "--port", str(port)],
            cwd=root, env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self.url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self.stop()
                pytest.fail(f"veristream chat exited early:\n{self.log_path.read_text()}")
            try:
                with urllib.request.urlopen(self.url, timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        self.stop()
        pytest.fail(f"veristream chat did not answer within 60 s:\n{self.log_path.read_text()}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        self.log.close()
        assert "Running in CI mode" not in self.log_path.read_text()


def require_tools() -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail("chromium is not installed: the UI tests need it (scripts/install.sh runs apt-get install chromium)")
    if shutil.which("ffmpeg") is None:
        pytest.fail("ffmpeg is not installed: scripts/install.sh installs it")


def chat_folders(tmp_path_factory, name: str) -> tuple[Path, Path]:
    """A module's server root and its media folder (talk.vtt and talk.webm), once the tools are known present."""
    require_tools()
    root = tmp_path_factory.mktemp(name)
    make_media(root / "media")
    return root, root / "media"


@contextmanager
def running_chat(root: Path, media: Path, name: str = "server", **server_args) -> Iterator[dict]:
    """A server for the length of a `with` (a module fixture's setup and teardown): its url, root and media."""
    srv = Server(root, media, name, **server_args)
    try:
        yield {"url": srv.url, "root": root, "media": media, "server": srv}
    finally:
        srv.stop()


@contextmanager
def launched_browser() -> Iterator:
    """Debian's chromium, headless, through Playwright (no `playwright install`)."""
    require_tools()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
        try:
            yield b
        finally:
            b.close()


def local_context(browser, viewport: dict, outside: list[str] | None = None):
    """A browser context whose requests off 127.0.0.1 are aborted (and listed in `outside`, when given)."""
    ctx = browser.new_context(viewport=viewport)

    def gate(route):
        url = route.request.url
        if url.startswith(("http://127.0.0.1", "ws://127.0.0.1")):
            route.continue_()
        else:
            if outside is not None:
                outside.append(url)
            route.abort()

    ctx.route("**/*", gate)
    return ctx


def open_chat(ctx, url):
    from playwright.sync_api import expect

    page = ctx.new_page()
    page.goto(url)
    expect(page.locator("#chat-input")).to_be_visible(timeout=30000)
    expect(page.get_by_test_id("thread-id")).to_be_visible(timeout=20000)
    return page


def send(page, text, within_s: float = 120):
    """Type and submit, retrying until the chat takes the message.

    On a loaded 2-core box the composer can re-mount (clearing what was typed, so the submit button stays disabled)
    or still be busy with the previous answer; a short click timeout plus a refill covers both, and the message
    counts as sent only once the composer has emptied with the submit button clicked.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    box, submit = page.locator("#chat-input"), page.locator("#chat-submit")
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if box.inner_text().strip() != text:
            box.fill(text)
        try:
            submit.click(timeout=5000)
        except PlaywrightTimeout:
            continue  # disabled: the composer was re-mounted empty or the last answer is still running
        try:
            expect(box).to_have_text("", timeout=15000)  # generous: a refill after a slow send would send it twice
            return
        except AssertionError:
            continue
    raise AssertionError(f"the chat did not accept the message {text!r} within {within_s:.0f} s")
