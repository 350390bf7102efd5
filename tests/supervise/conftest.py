import pytest

from supervise import tasks


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    """Own home (results and review stores), no broker (the embedded mode) unless a test sets one, quick retries."""
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("VERISTREAM_QUEUE_URL", raising=False)
    monkeypatch.delenv("VERISTREAM_RESULTS_URL", raising=False)
    monkeypatch.setenv("VERISTREAM_QUEUE_BACKOFF_S", "0.1")
    monkeypatch.setenv("VERISTREAM_REVIEWER", "analyst")
    tasks._APPS.clear()
    yield
    tasks._APPS.clear()
