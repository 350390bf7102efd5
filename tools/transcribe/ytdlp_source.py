"""Everything that talks to yt-dlp: metadata, captions (no media download needed) and media downloads.

yt-dlp's own error messages are mapped to specific VeriStream errors (private, removed, age-restricted, not a
video, not found), because "ERROR: [youtube] xyz: ..." tells a chat user nothing about what to do.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yt_dlp
from yt_dlp.utils import DownloadCancelled, YoutubeDLError

from veristream import config, net
from veristream.errors import InputError, SourceUnavailableError, VeriStreamError
from veristream.models import Segment, SegmentSource

from .captions import CaptionParseError, parse_caption_text

CAPTION_EXT_ORDER = ("json3", "vtt", "srt", "srv3")  # parseable by captions.py, best first
MAX_CAPTION_BYTES = 20 * 1024 * 1024
MAX_PAGE_BYTES = 64 * net.MiB  # one page, player script or API answer while extracting metadata


class _Logger:
    """Keeps yt-dlp quiet on stdout (the CLI's JSON must stay clean) and remembers warnings."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def debug(self, msg: str) -> None:
        # yt-dlp reports "File is larger than max-filesize" through to_screen, i.e. here, not as an error.
        if not msg.startswith("[debug]"):
            self.messages.append(msg)

    def info(self, msg: str) -> None:
        self.messages.append(msg)

    def warning(self, msg: str) -> None:
        self.messages.append(msg)

    def error(self, msg: str) -> None:
        self.messages.append(msg)


def _params(gate: net.Egress | None = None, **extra: Any) -> dict[str, Any]:
    """yt-dlp options; with a gate, every request (and ffmpeg's) goes through the checking proxy."""
    params: dict[str, Any] = {
        "quiet": True,
        "no_warnings": True,
        "noprogress": True,
        "socket_timeout": config.network_timeout_s(),
        "retries": 2,
        "fragment_retries": 2,
        "extractor_retries": 1,
        "noplaylist": True,
        "cachedir": False,
        "logger": _Logger(),
        "skip_download": True,
    }
    if gate is not None:
        params["proxy"] = gate.url
    params.update(extra)
    return params


_ERROR_MAP: list[tuple[tuple[str, ...], type[VeriStreamError], str, str]] = [
    (("private video",), SourceUnavailableError, "The video is private.",
     "Ask the owner to make it public or unlisted, or audit a downloaded copy or its caption file."),
    (("confirm your age", "age-restricted", "age restricted", "inappropriate for some users"), SourceUnavailableError,
     "The video is age-restricted and cannot be fetched without signing in.",
     "Download it yourself and pass the file (or its captions) to VeriStream."),
    (("members-only", "join this channel", "available to this channel's members"), SourceUnavailableError,
     "The video is for channel members only.", "Audit a downloaded copy or its caption file instead."),
    (("has been removed", "video unavailable", "no longer available", "account associated with this video has been terminated",
      "this video does not exist", "copyright claim"), SourceUnavailableError,
     "The video has been removed or is unavailable.", "Check the link; if the video is gone, audit a saved copy."),
    (("not a bot", "sign in to confirm"), SourceUnavailableError,
     "YouTube asked for a sign-in (bot check) and refused the download.",
     "Try again later, or download the video or its captions yourself and pass the file."),
    (("live event will begin", "premieres in", "is live", "this live event"), SourceUnavailableError,
     "The video is a live stream or premiere that has not finished.", "Audit it after the broadcast ends."),
    (("unsupported url",), InputError, "This URL is not a video page VeriStream can read.",
     "Pass a YouTube link, a direct link to a media file, a page with a <video> element, or a local file."),
    (("http error 404", "http error 410"), SourceUnavailableError, "The URL was not found (HTTP 404/410).",
     "Check the link for typos."),
    (("http error 401", "http error 403"), SourceUnavailableError, "Access to the URL was refused (HTTP 401/403).",
     "The page may need a login; download the video yourself and pass the file."),
    (("timed out", "timeout"), SourceUnavailableError, "The server did not answer in time.",
     "Check your connection or raise VERISTREAM_NETWORK_TIMEOUT_S."),
    (("name or service not known", "nodename nor servname", "temporary failure in name resolution",
      "connection refused", "network is unreachable", "failed to resolve"), SourceUnavailableError,
     "The server could not be reached.", "Check the link and your network connection."),
]  # fmt: skip


def map_error(message: str, url: str) -> VeriStreamError:
    """Turn a yt-dlp error message into a specific VeriStream error (pure, table-tested)."""
    low = message.lower()
    for needles, cls, text, hint in _ERROR_MAP:
        if any(n in low for n in needles):
            return cls(f"{text} ({url})", hint)
    detail = message.replace("ERROR: ", "").strip()
    return SourceUnavailableError(f"Could not fetch {url}: {detail}", "Check the link, or pass a local file instead.")


@contextmanager
def _gated(
    url: str, allow_local: bool, deadline: float, max_bytes: int, what: str, **limits: Any
) -> Iterator[net.Egress]:
    """One stage behind the checking proxy: what the proxy stopped (a private address, the size or time limit) is
    raised instead of the symptom yt-dlp saw (a 403, a reset connection, or even a truncated "success")."""
    with net.egress(allow_local=allow_local, deadline=deadline, max_bytes=max_bytes, what=what, **limits) as gate:
        try:
            yield gate
        except (YoutubeDLError, OSError) as exc:
            gate.raise_for_violation(url)
            if isinstance(exc, DownloadCancelled):
                raise
            raise map_error(str(exc), url) from exc
        gate.raise_for_violation(url)


def _deadline(deadline: float | None) -> float:
    return deadline if deadline is not None else time.monotonic() + config.fetch_timeout_s()


def extract_info(url: str, *, allow_local: bool = False, deadline: float | None = None) -> dict[str, Any]:
    """Metadata and available captions/formats for one video, without downloading media."""
    with (
        _gated(url, allow_local, _deadline(deadline), MAX_PAGE_BYTES, "The page") as gate,
        yt_dlp.YoutubeDL(_params(gate)) as ydl,
    ):
        info = ydl.extract_info(url, download=False)
    if not info:
        raise InputError(f"No video found at {url}.", "Pass a link to a single video.")
    if info.get("_type") in {"playlist", "multi_video"}:
        entries = [e for e in info.get("entries") or [] if e]
        if len(entries) != 1:
            raise InputError(
                f"{url} holds {len(entries)} videos, not one.",
                "VeriStream audits one video at a time; pass the link of a single video.",
            )
        # A page with one <video>: the page's own title/description/id describe it better than the entry's
        # generated "Title (1)".
        merged = dict(entries[0])
        for key in ("id", "title", "description", "uploader", "channel", "webpage_url"):
            if info.get(key):
                merged[key] = info[key]
        info = merged
    if info.get("is_live") or info.get("live_status") in {"is_live", "is_upcoming"}:
        raise SourceUnavailableError(f"{url} is a live stream or upcoming premiere.", "Audit it after it has ended.")
    return info


def _lang_rank(lang: str) -> int | None:
    low = (lang or "").lower()
    if low in {"en-orig"}:
        return 0
    if low == "en":
        return 1
    if low.startswith("en-") or low.startswith("en_"):
        return 2
    if low in {"english", "eng"}:
        return 3
    return None


def pick_captions(info: dict[str, Any]) -> tuple[SegmentSource, str, dict[str, Any]] | None:
    """Best English track: manual subtitles first, then automatic captions; the most parseable format first."""
    for field, source in (("subtitles", "captions"), ("automatic_captions", "auto_captions")):
        tracks = info.get(field) or {}
        langs = sorted(
            (rank, lang) for lang in tracks if lang != "live_chat" and (rank := _lang_rank(lang)) is not None
        )
        if field == "subtitles" and not langs and len(tracks) == 1 and next(iter(tracks)) in {None, "", "und"}:
            langs = [(9, next(iter(tracks)))]  # a <track> without srclang: assume it is the page's language
        for _rank, lang in langs:
            entries = [e for e in tracks[lang] or [] if isinstance(e, dict) and (e.get("url") or e.get("data"))]
            for ext in CAPTION_EXT_ORDER:
                for entry in entries:
                    if (entry.get("ext") or "").lower() == ext:
                        return source, lang, entry
    return None


def fetch_captions(
    source: SegmentSource, entry: dict[str, Any], *, allow_local: bool = False, deadline: float | None = None
) -> list[Segment]:
    """Download and parse one caption track (small text; no media download), through the checking proxy."""
    text = entry.get("data")
    url = entry.get("url", "")
    if text is None:
        net.split_url(url)
        with (
            _gated(url, allow_local, _deadline(deadline), MAX_CAPTION_BYTES + net.MiB, "The caption track") as gate,
            yt_dlp.YoutubeDL(_params(gate)) as ydl,
        ):
            response = ydl.urlopen(url)
            raw = response.read(MAX_CAPTION_BYTES + 1)
        if len(raw) > MAX_CAPTION_BYTES:
            raise SourceUnavailableError(f"The caption track at {url} is larger than 20 MB.", "Pass a local file.")
        text = raw.decode("utf-8-sig", errors="replace")
    name = f"captions.{entry.get('ext') or 'vtt'}"
    try:
        segments, _ = parse_caption_text(name, text, source)
    except CaptionParseError as exc:
        raise SourceUnavailableError(
            f"The caption track could not be read: {exc}", "Pass a local caption or media file instead."
        ) from exc
    return segments


def download(
    url: str,
    workdir: Path,
    fmt: str,
    max_mb: float,
    deadline: float,
    on_progress: Callable[..., None] | None = None,
    *,
    allow_local: bool = False,
) -> Path:
    """Download the media into workdir (its own per-run folder) and return the file.

    yt-dlp refuses a file whose Content-Length is over the limit; the proxy also cuts a stream without one as soon
    as it passes the limit, and cuts everything at the deadline, so neither the disk nor the clock is unbounded.
    """

    def hook(status: dict[str, Any]) -> None:
        if time.monotonic() > deadline:
            raise DownloadCancelled("download deadline exceeded")
        if on_progress is not None and status.get("status") == "downloading":
            on_progress(bytes=status.get("downloaded_bytes"), total=status.get("total_bytes"))

    try:
        with _gated(url, allow_local, deadline, int(max_mb * net.MiB) + net.MiB, "The video", limit_mb=max_mb) as gate:
            params = _params(
                gate,
                skip_download=False,
                format=fmt,
                paths={"home": str(workdir), "temp": str(workdir)},
                outtmpl={"default": "media.%(ext)s"},
                max_filesize=int(max_mb * net.MiB),
                progress_hooks=[hook],
                overwrites=True,
                writesubtitles=False,
                writeautomaticsub=False,
                merge_output_format="mkv",
            )
            with yt_dlp.YoutubeDL(params) as ydl:
                info = ydl.extract_info(url, download=True)
    except DownloadCancelled as exc:
        raise SourceUnavailableError(
            f"Downloading {url} took longer than the time limit.", "Raise VERISTREAM_DOWNLOAD_TIMEOUT_S or retry later."
        ) from exc
    files = [p for p in workdir.glob("media.*") if p.is_file() and not p.name.endswith((".part", ".ytdl"))]
    if not files:
        messages = " ".join(params["logger"].messages).lower()
        size = (info or {}).get("filesize") or (info or {}).get("filesize_approx")
        if "max-filesize" in messages or "larger than max" in messages or (size and size > max_mb * 1024 * 1024):
            raise SourceUnavailableError(
                f"The video at {url} is larger than the {max_mb:.0f} MB limit.", "Raise VERISTREAM_MAX_FILE_MB."
            )
        raise SourceUnavailableError(
            f"yt-dlp produced no media file for {url}.", "Check the link or pass a local file."
        )
    return max(files, key=lambda p: p.stat().st_size)


MAX_LISTED = 5000  # entries read from one channel or playlist per run
_NESTED_LISTS = 2  # a channel page lists its tabs (Videos, Shorts, Live), each a playlist of its own


def list_entries(url: str, *, allow_local: bool = False, deadline: float | None = None) -> list[dict[str, Any]]:
    """The videos of a channel, handle or playlist by yt-dlp's flat extraction: one listing, no media, no captions.

    Nested lists (a channel's tabs) are followed up to two levels; each entry keeps yt-dlp's own fields (id, url,
    title, upload_date or timestamp when the listing gives them).
    """
    limit = _deadline(deadline)

    def one(page: str, depth: int) -> list[dict[str, Any]]:
        with (
            _gated(page, allow_local, limit, MAX_PAGE_BYTES, "The channel or playlist page") as gate,
            yt_dlp.YoutubeDL(_params(gate, extract_flat="in_playlist", noplaylist=False,
                                     playlistend=MAX_LISTED)) as ydl,
        ):
            info = ydl.extract_info(page, download=False) or {}
        return flatten_listing(info, lambda nested: one(nested, depth + 1) if depth < _NESTED_LISTS else [])

    return one(url, 0)[:MAX_LISTED]


def flatten_listing(info: dict[str, Any], follow: Callable[[str], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """Video entries of a flat-extracted listing; a nested playlist is flattened, a nested list link is followed."""
    if info.get("_type") not in {"playlist", "multi_video"}:
        return [info] if info.get("id") else []
    out: list[dict[str, Any]] = []
    for entry in info.get("entries") or []:
        if not isinstance(entry, dict):
            continue
        if entry.get("_type") in {"playlist", "multi_video"}:
            out += flatten_listing(entry, follow)
        elif entry.get("_type") == "url" and entry.get("ie_key") == "YoutubeTab" and entry.get("url"):
            out += follow(entry["url"])
        elif entry.get("id") or entry.get("url"):
            out.append(entry)
    return out
