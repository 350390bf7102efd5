"""Video metadata from yt-dlp info dicts and from `<stem>.info.json` sidecar files.

The description matters to the audit (sponsor disclosures, #ad, affiliate links), so it is always carried over.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from veristream.errors import InputError
from veristream.models import VideoMetadata


def from_info(info: dict[str, Any]) -> VideoMetadata:
    """Map a yt-dlp info dict (or the same keys from a sidecar) onto VideoMetadata."""
    duration = info.get("duration")
    try:
        duration = float(duration) if duration is not None else None
    except (TypeError, ValueError):
        duration = None
    ident = info.get("id") or info.get("display_id")
    title = info.get("title") or info.get("fulltitle")
    if title and info.get("extractor_key") == "HTML5MediaEmbed":
        title = re.sub(r" \(1\)$", "", title)  # yt-dlp numbers <video> elements of a page; one video needs no "(1)"
    return VideoMetadata(
        id=str(ident) if ident is not None else None,
        title=title,
        channel=info.get("channel") or info.get("uploader") or info.get("creator"),
        description=info.get("description"),
        duration=duration,
        webpage_url=info.get("webpage_url") or info.get("original_url"),
    )


def sidecar_path(path: Path) -> Path | None:
    """`video.mp4` -> `video.info.json` (yt-dlp's --write-info-json name), also `video.mp4.info.json`."""
    for candidate in (path.with_name(path.stem + ".info.json"), path.with_name(path.name + ".info.json")):
        if candidate.is_file():
            return candidate
    # Caption files from yt-dlp are named `<stem>.<lang>.vtt`: strip the language too.
    stem = path.stem
    if "." in stem:
        candidate = path.with_name(stem.rsplit(".", 1)[0] + ".info.json")
        if candidate.is_file():
            return candidate
    return None


def read_sidecar(path: Path) -> dict[str, Any] | None:
    """The sidecar info dict beside a local file, None when there is none."""
    side = sidecar_path(path)
    if side is None:
        return None
    try:
        data = json.loads(side.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"Cannot read metadata file {side}: {exc}", "Fix or delete the .info.json file.") from exc
    if not isinstance(data, dict):
        raise InputError(f"Metadata file {side} is not a JSON object.", "Fix or delete the .info.json file.")
    return data
