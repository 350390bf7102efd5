"""Temporary work folders (downloads, extracted audio, OCR frames) that do not outlive their process (#12 item 8).

A `finally: rmtree` cleans up after an error, but not after kill -9, and not after SIGTERM unless something turns
the signal into an exception. So:
- each folder holds a `.lock` file with an exclusive flock for as long as its process uses it; the kernel drops
  the lock when the process dies, however it dies;
- `clean_stale()` removes every VeriStream work folder whose lock is free (its owner is gone), and runs before
  each new folder is made, i.e. on the next start of any transcription, CLI or chat;
- `exit_on_sigterm()` makes SIGTERM raise SystemExit in the main thread, so the `finally` blocks run.
Folders that are not VeriStream's (other prefixes) are never touched.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

PREFIX = "veristream-work-"
LEGACY_PREFIXES = ("veristream-transcribe-",)  # folders of versions without a lock: removed once old enough
LEGACY_AGE_S = 6 * 3600.0
LOCK_NAME = ".lock"


def _owner_alive(folder: Path) -> bool:
    """True while some process holds the folder's lock (or is still creating it)."""
    lock = folder / LOCK_NAME
    try:
        fd = os.open(lock, os.O_RDWR)
    except FileNotFoundError:
        # mkdtemp and the lock's creation are two steps: a lock-less folder is only stale once it is not brand new.
        try:
            return time.time() - folder.stat().st_mtime < 60
        except OSError:
            return True
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def clean_stale(root: Path | None = None) -> list[Path]:
    """Remove the work folders of processes that are gone; returns what was removed."""
    base = Path(root or tempfile.gettempdir())
    removed: list[Path] = []
    try:
        entries = list(base.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        try:
            if not entry.is_dir() or entry.is_symlink():
                continue
            if name.startswith(PREFIX):
                stale = not _owner_alive(entry)
            elif name.startswith(LEGACY_PREFIXES):
                stale = now - entry.stat().st_mtime > LEGACY_AGE_S
            else:
                continue
        except OSError:
            continue
        if stale:
            shutil.rmtree(entry, ignore_errors=True)
            removed.append(entry)
    return removed


@contextlib.contextmanager
def work_dir(kind: str) -> Iterator[Path]:
    """A fresh, locked work folder, removed on exit; stale folders of dead processes are removed first."""
    clean_stale()
    folder = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{kind}-"))
    fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        os.close(fd)


def exit_on_sigterm() -> None:
    """SIGTERM becomes SystemExit(143) in the main thread, so every `finally` (and work_dir) cleans up."""

    def handler(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    with contextlib.suppress(ValueError):  # not the main thread: leave the handler as it is
        if signal.getsignal(signal.SIGTERM) in (signal.SIG_DFL, None):
            signal.signal(signal.SIGTERM, handler)
