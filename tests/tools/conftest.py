"""Session fixtures: real media generated offline (espeak-ng + ffmpeg) and a local HTTP server on 127.0.0.1."""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from pathlib import Path

import pytest

from tests.tools import media_factory as mf


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Each test gets its own VeriStream home/cache so cached transcripts never leak between tests."""
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("VERISTREAM_CACHE_DIR", raising=False)
    monkeypatch.delenv("VERISTREAM_ALLOW_LOCAL_URLS", raising=False)
    monkeypatch.delenv("VERISTREAM_WHISPER_MODEL_DIR", raising=False)
    monkeypatch.delenv("VERISTREAM_OCR_FPS", raising=False)


def _need_tools() -> None:
    missing = mf.missing_tools()
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install ffmpeg espeak-ng)")


def _need_font() -> None:
    if not mf.font_available():
        pytest.skip(f"drawtext needs {mf.FONT} (apt-get install fonts-dejavu-core)")


@pytest.fixture(scope="session")
def media_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("media")


@pytest.fixture(scope="session")
def speech_wav(media_dir) -> Path:
    _need_tools()
    return mf.speech_wav(mf.SCRIPT, media_dir / "speech.wav")


OVERLAYS = [
    mf.Overlay("Paid partnership with CoinX", 2, 4, size=40),
    mf.Overlay("Not financial advice. Investing involves risk.", 6, 8, size=20, y="h-40"),
]


@pytest.fixture(scope="session")
def finfluencer_mp4(media_dir, speech_wav) -> Path:
    """14 s: espeak speech + a 40 px sponsor overlay (2-4 s) + a small 20 px disclaimer (6-8 s)."""
    _need_font()
    return mf.video(media_dir / "finfluencer.mp4", 14, OVERLAYS, audio=speech_wav)


@pytest.fixture(scope="session")
def silent_mp4(media_dir) -> Path:
    """6 s of a plain colour, no audio, no text: nothing to audit."""
    _need_tools()
    return mf.video(media_dir / "silent.mp4", 6)


@pytest.fixture(scope="session")
def web_root(media_dir, finfluencer_mp4) -> Path:
    root = media_dir / "www"
    root.mkdir()
    shutil.copy(finfluencer_mp4, root / "clip.mp4")
    (root / "clip.vtt").write_text(
        "WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHey everyone, welcome back.\n\n"
        "00:00:02.000 --> 00:00:05.000\nThis stock is guaranteed to double by next year.\n",
        encoding="utf-8",
    )
    (root / "page.html").write_text(
        "<html><head><title>Finfluencer clip</title>\n"
        '<meta property="og:title" content="Double your money">\n'
        '<meta property="og:description" content="Sponsored by CoinX. #ad Use code MOON50">\n'
        '</head><body><video controls><source src="clip.mp4" type="video/mp4">'
        '<track kind="captions" src="clip.vtt" srclang="en" label="English"></video></body></html>\n',
        encoding="utf-8",
    )
    (root / "broken-track.html").write_text(
        "<html><head><title>Broken captions</title></head><body><video controls>"
        '<source src="clip.mp4" type="video/mp4"><track kind="captions" src="missing.vtt" srclang="en"></video>'
        "</body></html>\n",
        encoding="utf-8",
    )
    (root / "about.html").write_text(
        "<html><head><title>About us</title></head><body><p>We are a blog. No video here.</p></body></html>\n",
        encoding="utf-8",
    )
    return root


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # stdlib signature
        pass


@pytest.fixture(scope="session")
def http_base(web_root):
    """A threaded static server on 127.0.0.1 (port 0), shut down at the end of the session."""
    handler = functools.partial(_QuietHandler, directory=str(web_root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
