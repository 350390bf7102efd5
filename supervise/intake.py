"""What a watch covers: a channel, handle or playlist, a text file of links, a folder of media and caption files, or
one video or file, turned into items, one per video, keyed by video id or content hash.

Why keys and not inputs: the same video reached twice (in two playlists, by a youtu.be and a watch?v= link) or the
same file copied into two folders is one item, audited once. A channel is listed by yt-dlp's flat extraction (no
download); the resolver is a parameter so tests pass a fake one and never reach the network.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tools.transcribe import cache, media, urls
from tools.transcribe.pipeline import CAPTION_EXTENSIONS
from veristream.errors import InputError

# A flat listing of one channel/playlist URL: yt-dlp's entry dicts (id, url, title, upload_date or timestamp, ...).
Resolver = Callable[[str], list[dict[str, Any]]]
_HANDLE_RE = re.compile(r"^@[A-Za-z0-9._-]{3,100}$")
_LIST_PREFIXES = ("playlist", "channel", "c", "user")


@dataclass(frozen=True)
class Item:
    """One video or file to audit."""

    key: str  # youtube:<id> | <extractor>:<id> | url:<url> | sha256:<hex>
    input: str  # what tools.transcribe.transcribe() is given
    kind: str  # youtube | url | caption_file | media_file
    title: str | None = None
    published: str | None = None  # YYYY-MM-DD when known


def parse_since(text: str | None) -> str | None:
    """`--since 2026-11-01` (or 20261101) -> '2026-11-01'; a clear error otherwise."""
    if not text:
        return None
    raw = text.strip()
    for fmt in ("%Y-%m-%d", "%Y%m%d"):
        try:
            return datetime.strptime(raw, fmt).date().isoformat()
        except ValueError:
            continue
    raise InputError(f"Not a date: {text!r}.", "Give the date as YYYY-MM-DD, e.g. --since 2026-11-01.")


def normalize_spec(spec: str) -> str:
    """One spelling per watch: an absolute path for files and folders, a full URL for links and @handles."""
    text = spec.strip()
    if not text:
        raise InputError(
            "Nothing to watch.", "Give a channel, playlist or video link, a text file of links, or a folder."
        )
    if _HANDLE_RE.match(text):
        return f"https://www.youtube.com/{text}"
    ref = urls.classify(text) if not _is_listing(text) else None
    if ref is None:
        return _with_scheme(text)
    if ref.kind == "path":
        path = Path(ref.value).expanduser()
        if not path.exists():
            raise InputError(f"No such file or folder: {text}", "Give an existing file or folder, or a link.")
        return str(path.resolve())
    return ref.url or ref.value


def watch_id(spec: str) -> str:
    return hashlib.sha256(normalize_spec(spec).encode()).hexdigest()[:16]


def resolve(spec: str, since: str | None = None, resolver: Resolver | None = None) -> tuple[list[Item], list[str]]:
    """The items a watch covers now, and notes (skipped entries and why). Items are deduplicated by key."""
    norm = normalize_spec(spec)
    notes: list[str] = []
    if _is_listing(norm):
        entries = (resolver or _default_resolver)(norm)
        items = [it for e in entries if (it := _entry_item(e)) is not None]
    elif norm.startswith(("http://", "https://")):
        items = [_url_item(norm)]
    else:
        path = Path(norm)
        if path.is_dir():
            items = _folder_items(path, notes)
        elif _is_url_list(path):
            items = []
            for line in _url_lines(path):
                sub, sub_notes = resolve(line, None, resolver)
                items += sub
                notes += sub_notes
        else:
            items = [_file_item(path)]
    return _since(_unique(items), since, notes), notes


# ---------------------------------------------------------------- links


def _with_scheme(text: str) -> str:
    return text if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", text) else "https://" + text


def _is_listing(text: str) -> bool:
    """A YouTube channel, handle or playlist page (a list of videos), not one video."""
    if _HANDLE_RE.match(text):
        return True
    if not re.match(r"^(https?://)?([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)(/|$|\?)", text, re.I):
        return False
    parts = urlsplit(_with_scheme(text))
    path = [p for p in parts.path.split("/") if p]
    query = parse_qs(parts.query)
    if path[:1] == ["watch"] or (len(path) >= 2 and path[0] in ("shorts", "live", "embed", "v")):
        return False
    return bool(path and (path[0].startswith("@") or path[0] in _LIST_PREFIXES)) or ("list" in query and not path)


def _default_resolver(url: str) -> list[dict[str, Any]]:
    from tools.transcribe import ytdlp_source
    from veristream import config

    return ytdlp_source.list_entries(url, allow_local=config.allow_local_urls())


def _url_item(url: str) -> Item:
    ref = urls.classify(url)
    if ref.kind == "youtube":
        return Item(key=f"youtube:{ref.value}", input=ref.url or url, kind="youtube")
    return Item(key=f"url:{ref.url or url}", input=ref.url or url, kind="url")


def _entry_item(entry: dict[str, Any]) -> Item | None:
    vid = str(entry.get("id") or "")
    extractor = str(entry.get("ie_key") or entry.get("extractor_key") or entry.get("extractor") or "").lower()
    url = entry.get("webpage_url") or entry.get("url") or ""
    title = entry.get("title")
    published = _entry_date(entry)
    if vid and (extractor in ("", "youtube") and re.match(r"^[A-Za-z0-9_-]{11}$", vid)):
        return Item(f"youtube:{vid}", f"https://www.youtube.com/watch?v={vid}", "youtube", title, published)
    if not url:
        return None
    key = f"{extractor or 'video'}:{vid}" if vid else f"url:{url}"
    return Item(key, url, "url", title, published)


def _entry_date(entry: dict[str, Any]) -> str | None:
    raw = entry.get("upload_date") or entry.get("release_date")
    if raw and re.match(r"^\d{8}$", str(raw)):
        s = str(raw)
        return f"{s[:4]}-{s[4:6]}-{s[6:]}"
    ts = entry.get("timestamp") or entry.get("release_timestamp")
    if isinstance(ts, (int, float)):
        return datetime.fromtimestamp(ts, UTC).date().isoformat()
    return None


# ---------------------------------------------------------------- files


def _is_url_list(path: Path) -> bool:
    """A .txt file whose every non-empty, non-comment line is a link (else it is a plain-text transcript)."""
    if path.suffix.lower() not in (".txt", ".list", ".urls"):
        return False
    lines = _url_lines(path)
    return bool(lines) and all(urls._looks_like_url(line) or _HANDLE_RE.match(line) for line in lines)


def _url_lines(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8-sig", errors="replace")
    except OSError as exc:
        raise InputError(f"Cannot read {path}: {exc}", "Check the file and its permissions.") from exc
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]


def _file_kind(path: Path) -> str | None:
    suffix = path.suffix.lower()
    if path.name.endswith(".info.json"):
        return None  # yt-dlp's metadata beside a video, read with it
    if suffix in CAPTION_EXTENSIONS:
        return "caption_file"
    if suffix in media.MEDIA_EXTENSIONS:
        return "media_file"
    return None


def _file_item(path: Path) -> Item:
    kind = _file_kind(path)
    if kind is None:
        raise InputError(
            f"{path.name} is not a media or caption file.",
            "Watch a folder of videos or caption files, a text file of links, or a link.",
        )
    published = datetime.fromtimestamp(path.stat().st_mtime, UTC).date().isoformat()
    return Item(f"sha256:{cache.file_sha256(path)}", str(path), kind, path.name, published)


def _folder_items(folder: Path, notes: list[str]) -> list[Item]:
    """Media and caption files under the folder; a caption file beside a video of the same name is the video's."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    media_stems = {(p.parent, p.stem) for p in files if _file_kind(p) == "media_file"}
    items = []
    for p in files:
        kind = _file_kind(p)
        if kind is None:
            continue
        if kind == "caption_file" and ((p.parent, p.name.split(".", 1)[0]) in media_stems):
            continue  # `talk.en.vtt` beside `talk.mp4`: the video's own captions
        try:
            items.append(_file_item(p))
        except (OSError, InputError) as exc:
            notes.append(f"skipped {p.name}: {exc}")
    return items


# ---------------------------------------------------------------- filters


def _unique(items: list[Item]) -> list[Item]:
    seen: dict[str, Item] = {}
    for it in items:
        seen.setdefault(it.key, it)
    return list(seen.values())


def _since(items: list[Item], since: str | None, notes: list[str]) -> list[Item]:
    if not since:
        return items
    cutoff = date.fromisoformat(since)
    kept = [it for it in items if it.published is None or date.fromisoformat(it.published) >= cutoff]
    undated = sum(1 for it in items if it.published is None)
    if len(kept) < len(items):
        notes.append(f"{len(items) - len(kept)} item(s) published before {since} skipped")
    if undated:
        notes.append(f"{undated} item(s) without a publication date kept (the listing gives none)")
    return kept
