"""Issue #12 item 8: work folders (OCR frames, downloads) do not outlive SIGTERM or kill -9.

Before: the pipeline's folder was removed only by a `finally`, which neither signal runs, and nothing removed the
leftovers later.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from veristream import scratch

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys, time
from veristream import scratch
scratch.exit_on_sigterm()
with scratch.work_dir("transcribe") as d:
    (d / "f_000001.jpg").write_bytes(b"frame")
    print(d, flush=True)
    time.sleep(120)
"""


def _start_holder(tmp_path: Path) -> tuple[subprocess.Popen, Path]:
    env = {**os.environ, "TMPDIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", HOLDER], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    folder = Path(proc.stdout.readline().strip())
    assert folder.is_dir() and folder.parent == tmp_path
    return proc, folder


def _stop(proc: subprocess.Popen, sig: int) -> None:
    proc.send_signal(sig)
    proc.wait(timeout=30)


def test_sigterm_removes_the_work_folder(tmp_path):
    proc, folder = _start_holder(tmp_path)
    _stop(proc, signal.SIGTERM)
    assert not folder.exists()


def test_after_kill_9_the_next_start_removes_the_folder_but_not_a_live_ones(tmp_path):
    dead, dead_folder = _start_holder(tmp_path)
    live, live_folder = _start_holder(tmp_path)
    try:
        _stop(dead, signal.SIGKILL)
        assert dead_folder.exists()  # nothing can run on kill -9
        other = tmp_path / "someone-elses-folder"
        other.mkdir()
        removed = scratch.clean_stale(tmp_path)
        assert removed == [dead_folder] and not dead_folder.exists()
        assert live_folder.exists() and other.exists()
    finally:
        _stop(live, signal.SIGTERM)
    assert not live_folder.exists()


def test_a_folder_left_by_the_pipeline_of_an_older_version_goes_once_it_is_old(tmp_path):
    old = tmp_path / "veristream-transcribe-abc"
    old.mkdir()
    assert scratch.clean_stale(tmp_path) == []
    past = time.time() - scratch.LEGACY_AGE_S - 60
    os.utime(old, (past, past))
    assert scratch.clean_stale(tmp_path) == [old]


def test_the_pipeline_uses_a_locked_work_folder(tmp_path, monkeypatch):
    """The transcription pipeline's folder is one of these (so the cleanup above applies to it)."""
    import tempfile

    from tools.transcribe import pipeline

    seen: list[Path] = []
    real = scratch.work_dir

    def spy(kind):
        cm = real(kind)
        folder = cm.__enter__()
        seen.append(folder)
        assert (folder / scratch.LOCK_NAME).exists()

        class _CM:
            def __enter__(self):
                return folder

            def __exit__(self, *exc):
                return cm.__exit__(*exc)

        return _CM()

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(pipeline.scratch, "work_dir", spy)
    media = tmp_path / "not-media.mp4"
    media.write_bytes(b"not a video")
    with contextlib.suppress(Exception):  # only the folder's life matters here
        pipeline.transcribe(str(media))
    assert seen and not seen[0].exists()
