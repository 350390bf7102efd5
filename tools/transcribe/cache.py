"""On-disk cache of finished transcripts, so a re-audit of the same video does not download or transcribe again.

Keyed by video ID or file content hash plus every option that changes the output. Writes are atomic
(temp file in the same directory + os.replace), so concurrent runs never see half a file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from veristream import config
from veristream.models import Transcript

CACHE_VERSION = 3  # 3: transcripts carry their language evidence (#12 item 12); older ones lack it


def cache_key(identity: str, options: dict) -> str:
    payload = json.dumps({"v": CACHE_VERSION, "id": identity, "opts": options}, sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def _path(key: str) -> Path:
    folder = config.cache_dir() / "transcripts"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{key}.json"


def enabled() -> bool:
    """VERISTREAM_TRANSCRIPT_CACHE=0 turns the cache off (e.g. to re-run a video after its captions changed)."""
    return config.transcript_cache()


def get(key: str) -> Transcript | None:
    """The cached transcript, or None (a corrupt entry is treated as a miss and removed)."""
    if not enabled():
        return None
    path = _path(key)
    try:
        return Transcript.model_validate_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValidationError, ValueError):
        with contextlib.suppress(OSError):
            path.unlink()
        return None


def put(key: str, transcript: Transcript) -> None:
    if not enabled():
        return
    path = _path(key)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(transcript.model_dump_json())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def file_sha256(path: Path, chunk: int = 1 << 20) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(chunk):
            digest.update(block)
    return digest.hexdigest()
