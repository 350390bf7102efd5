import socket

import pytest

from tools.transcribe import urls
from veristream.errors import InputError

VID = "dQw4w9WgXcQ"


@pytest.mark.parametrize(
    "link",
    [
        f"https://www.youtube.com/watch?v={VID}",
        f"http://youtube.com/watch?v={VID}",
        f"youtube.com/watch?v={VID}",
        f"www.youtube.com/watch?v={VID}",
        f"https://www.youtube.com/watch?v={VID}&t=42s",
        f"https://www.youtube.com/watch?feature=share&v={VID}",
        f"https://www.youtube.com/watch?v={VID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3",
        f"https://m.youtube.com/watch?v={VID}",
        f"https://music.youtube.com/watch?v={VID}&si=abc",
        f"https://youtu.be/{VID}",
        f"youtu.be/{VID}?si=Xy12_ab",
        f"https://youtu.be/{VID}?t=10",
        f"https://www.youtube.com/shorts/{VID}",
        f"https://youtube.com/shorts/{VID}?si=abc",
        f"https://www.youtube.com/live/{VID}?feature=share",
        f"https://www.youtube.com/embed/{VID}?start=5",
        f"https://www.youtube-nocookie.com/embed/{VID}",
        f"https://www.youtube.com/v/{VID}",
        f"  https://www.youtube.com/watch?v={VID}  ",
    ],
)
def test_youtube_forms_normalise_to_video_id(link):
    ref = urls.classify(link)
    assert ref.kind == "youtube"
    assert ref.value == VID
    assert ref.url == f"https://www.youtube.com/watch?v={VID}"


@pytest.mark.parametrize(
    "link, word",
    [
        ("https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG", "playlist"),
        ("youtube.com/playlist?list=PL123", "playlist"),
        ("https://www.youtube.com/@SomeFinfluencer", "channel"),
        ("https://www.youtube.com/@SomeFinfluencer/videos", "channel"),
        ("https://www.youtube.com/channel/UC1234567890abcdefghij", "channel"),
        ("https://www.youtube.com/c/SomeChannel", "channel"),
        ("https://www.youtube.com/user/someuser", "channel"),
        ("https://www.youtube.com/", "not a youtube video"),
        ("https://www.youtube.com/watch?v=short", "video id"),
        ("https://youtu.be/", "not a youtube video"),
    ],
)
def test_non_video_youtube_links_are_rejected_with_a_reason(link, word):
    with pytest.raises(InputError) as exc:
        urls.classify(link)
    assert word in str(exc.value).lower()


@pytest.mark.parametrize(
    "text, kind",
    [
        ("https://vimeo.com/123", "url"),
        ("http://127.0.0.1:8000/video.mp4", "url"),
        ("clip.mp4", "path"),
        ("/tmp/some dir/clip.vtt", "path"),
        ("file:///tmp/clip.mp4", "path"),
    ],
)
def test_classify_other_sources(text, kind):
    assert urls.classify(text).kind == kind


def test_classify_rejects_empty_and_odd_schemes():
    with pytest.raises(InputError):
        urls.classify("   ")
    with pytest.raises(InputError, match="scheme"):
        urls.classify("ftp://example.com/video.mp4")


@pytest.mark.parametrize(
    "address, public",
    [
        ("127.0.0.1", False),
        ("10.1.2.3", False),
        ("192.168.0.10", False),
        ("172.16.5.4", False),
        ("169.254.169.254", False),
        ("::1", False),
        ("fe80::1", False),
        ("::ffff:127.0.0.1", False),
        ("0.0.0.0", False),
        ("8.8.8.8", True),
        ("2606:4700:4700::1111", True),
    ],
)
def test_public_address_table(address, public):
    assert urls.is_public_address(address) is public


def test_local_url_refused_unless_allowed():
    with pytest.raises(InputError) as exc:
        urls.check_url_allowed("http://127.0.0.1:9/x.mp4", allow_local=False)
    assert "--allow-local-urls" in exc.value.hint
    urls.check_url_allowed("http://127.0.0.1:9/x.mp4", allow_local=True)  # no error


def test_hostname_resolving_to_private_address_is_refused(monkeypatch):
    def fake_getaddrinfo(host, *args, **kwargs):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.0.0.7", 0))]

    monkeypatch.setattr(socket, "getaddrinfo", fake_getaddrinfo)
    with pytest.raises(InputError, match="private"):
        urls.check_url_allowed("https://intranet.example/video.mp4", allow_local=False)
