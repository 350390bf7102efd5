"""Tell what a user pasted (YouTube link, other URL or local path) and whether we may fetch it.

Pure functions except `check_url_allowed`, which resolves the host: a URL that points at this machine or the
private network is refused by default, because a chat user could otherwise make the server read internal pages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from veristream import net
from veristream.errors import InputError

YOUTUBE_HOSTS = {
    "youtube.com",
    "www.youtube.com",
    "m.youtube.com",
    "music.youtube.com",
    "youtube-nocookie.com",
    "www.youtube-nocookie.com",
}
SHORT_HOSTS = {"youtu.be", "www.youtu.be"}
_ID_RE = re.compile(r"^[A-Za-z0-9_-]{11}$")
_PATH_ID_PREFIXES = ("shorts", "live", "embed", "v", "e")
_CHANNEL_PREFIXES = ("channel", "c", "user")


@dataclass(frozen=True)
class SourceRef:
    """What kind of thing the user passed, normalised."""

    kind: str  # "youtube" | "url" | "path"
    value: str  # video ID, absolute URL, or path as given
    url: str | None = None


def _with_scheme(text: str) -> str:
    """People paste `youtube.com/watch?v=…` or `www.…` without a scheme."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", text):
        return text
    return "https://" + text


def _looks_like_url(text: str) -> bool:
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", text):
        return True
    host = text.split("/", 1)[0].lower()
    return host in YOUTUBE_HOSTS or host in SHORT_HOSTS or host.startswith("www.")


def youtube_video_id(url: str) -> str | None:
    """The 11-character video ID of a YouTube link, None if the URL is not on a YouTube host.

    Raises InputError for YouTube links that are not a single video (playlist, channel, home page), so the user
    learns that we audit one video at a time instead of getting a confusing download error.
    """
    parts = urlsplit(_with_scheme(url.strip()))
    host = (parts.hostname or "").lower()
    path_parts = [p for p in parts.path.split("/") if p]
    query = parse_qs(parts.query)
    if host in SHORT_HOSTS:
        if path_parts and _ID_RE.match(path_parts[0]):
            return path_parts[0]
        raise InputError(f"Not a YouTube video link: {url}", "A youtu.be link must look like https://youtu.be/VIDEOID.")
    if host not in YOUTUBE_HOSTS:
        return None
    if path_parts[:1] == ["watch"] or (not path_parts and "v" in query):
        vid = (query.get("v") or [""])[0]
        if _ID_RE.match(vid):
            return vid
        raise InputError(
            f"YouTube link without a valid video ID: {url}", "Copy the link from the video's Share button."
        )
    if len(path_parts) >= 2 and path_parts[0] in _PATH_ID_PREFIXES and _ID_RE.match(path_parts[1]):
        return path_parts[1]
    if path_parts[:1] == ["playlist"] or (not path_parts and "list" in query):
        raise InputError(
            f"This is a YouTube playlist, not a video: {url}",
            "VeriStream audits one video at a time; open a video in the playlist and paste its link.",
        )
    if path_parts and (path_parts[0].startswith("@") or path_parts[0] in _CHANNEL_PREFIXES):
        raise InputError(
            f"This is a YouTube channel, not a video: {url}",
            "VeriStream audits one video at a time; open one of the channel's videos and paste its link.",
        )
    raise InputError(
        f"Not a YouTube video link: {url}", "Paste a link to a single video, e.g. https://youtu.be/VIDEOID."
    )


def classify(source: str) -> SourceRef:
    """Decide whether `source` is a YouTube video, another URL or a local path."""
    text = source.strip()
    if not text:
        raise InputError("No source given.", "Pass a YouTube link, a media URL, a video file or a caption file.")
    if text.lower().startswith("file://"):
        return SourceRef("path", urlsplit(text).path)
    if not _looks_like_url(text):
        return SourceRef("path", text)
    url = _with_scheme(text)
    scheme, _host, _port = net.split_url(url)  # `http://[::1` or a bad port: a clear InputError, not a ValueError
    if scheme not in {"http", "https"}:
        raise InputError(f"Unsupported URL scheme {scheme!r}: {text}", "Use an http(s) link or a local file path.")
    vid = youtube_video_id(url)
    if vid:
        return SourceRef("youtube", vid, f"https://www.youtube.com/watch?v={vid}")
    return SourceRef("url", url, url)


# The checks live in veristream.net, shared by every fetch; these names stay for existing callers.
is_public_address = net.is_public_address
check_url_allowed = net.check_url_allowed
