import pytest

from assistant.store import Store
from assistant.toolbox import Toolbox
from tests.assistant.fakes import LINES, FakeEngine


@pytest.fixture
def env(tmp_path, monkeypatch):
    """A private VERISTREAM_HOME and media folder holding a small caption file."""
    home, media = tmp_path / "home", tmp_path / "media"
    media.mkdir()
    monkeypatch.setenv("VERISTREAM_HOME", str(home))
    monkeypatch.setenv("VERISTREAM_MEDIA_DIR", str(media))
    vtt = "WEBVTT\n\n" + "\n".join(
        f"00:00:{a:06.3f} --> 00:00:{b:06.3f}\n{t}\n" for a, b, t in LINES)
    (media / "talk.vtt").write_text(vtt)
    return tmp_path


@pytest.fixture
def engine():
    return FakeEngine()


@pytest.fixture
def factory(env, engine):
    store = Store(env / "home" / "assistant.sqlite")
    events: list = []

    def make(thread_id, emit=None):
        def both(ev):
            events.append(ev)
            if emit:
                emit(ev)
        return Toolbox(thread_id, store, engine.caps(), both)

    make.events = events
    make.store = store
    return make
