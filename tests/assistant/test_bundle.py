"""The examiner bundle (issue #11): one zip with the transcript, on-screen text, the report in JSON and HTML, the
review history, versions and SHA-256 hashes; written atomically and never over an input."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile

import pytest

from assistant import bundle
from assistant.review import ReviewQueue
from assistant.store import Store
from assistant.ui_events import FileOffer
from tests.assistant.fakes import finding, fixed_report, transcript
from veristream import cli
from veristream.errors import InputError
from veristream.models import AuditReport, OnscreenSpan

MEMBERS = {
    "transcript.json",
    "transcript.txt",
    "onscreen.json",
    "onscreen.txt",
    "report.json",
    "report.html",
    "review_history.json",
    "review_history.csv",
    "manifest.json",
    "SHA256SUMS",
}


@pytest.fixture
def audited(tmp_path):
    """A stored audit of a local video (with its hash recorded, as the transcriber does) and some review history."""
    video = tmp_path / "media" / "talk.webm"
    video.parent.mkdir()
    video.write_bytes(b"\x1aE\xdf\xa3 not really a webm, but bytes to hash" * 100)
    digest = hashlib.sha256(video.read_bytes()).hexdigest()
    t = transcript(str(video))
    t = t.model_copy(
        update={
            "source": t.source.model_copy(
                update={
                    "kind": "media_file",
                    "path": str(video),
                    "media_sha256": digest,
                    "accessed_at": "2026-12-01T09:59:00+00:00",
                }
            ),
            "onscreen": [OnscreenSpan(start=5.0, end=8.0, text="Returns guaranteed*")],
        }
    )
    report = fixed_report(
        t, [finding("F1", 4.0, "This fund is guaranteed to double your money in a year.", "FINRA 2210(d)(1)(B)")]
    )
    store = Store(tmp_path / "home" / "assistant.sqlite")
    aid = store.save_audit("t1", str(video), report, t, str(video))
    queue = ReviewQueue(store)
    queue.assign(aid, "dana", "ana")
    queue.decide(aid, "F1", "accepted", "dana", "promises a return")
    queue.close(aid, "changes_required", "dana", "remove the guarantee")
    return {"store": store, "aid": aid, "video": video, "digest": digest, "transcript": t, "tmp": tmp_path}


def _zip(path):
    with zipfile.ZipFile(path) as zf:
        return {name: zf.read(name) for name in zf.namelist()}


def test_the_bundle_holds_everything_an_examiner_asks_for(audited):
    out = bundle.write_bundle(audited["store"], audited["aid"], audited["tmp"] / "out" / "exam.zip", "lee")
    files = _zip(out)
    assert set(files) == MEMBERS
    manifest = json.loads(files["manifest.json"])
    assert manifest["hashes"]["video"]["sha256"] == audited["digest"]
    assert "checked against the file" in manifest["hashes"]["video"]["note"]
    assert manifest["hashes"]["transcript_sha256"] == audited["transcript"].sha256()
    assert manifest["hashes"]["transcript_json_sha256"] == hashlib.sha256(files["transcript.json"]).hexdigest()
    assert manifest["versions"]["corpus_hash"] == "c0ffee" and manifest["versions"]["engine"] == "rules"
    assert manifest["versions"]["bundle_written_by"].startswith("veristream")
    assert manifest["bundled_by"] == "lee" and manifest["accessed_at"] == "2026-12-01T09:59:00+00:00"
    for line in files["SHA256SUMS"].decode().splitlines():  # every member's hash checks out
        digest, name = line.split("  ", 1)
        assert hashlib.sha256(files[name]).hexdigest() == digest
    assert "[00:04-00:09] (file) This fund is guaranteed" in files["transcript.txt"].decode()
    assert "Returns guaranteed*" in files["onscreen.txt"].decode()

    history = json.loads(files["review_history.json"])
    assert [(r["finding_id"], r["decision"], r["reviewer"]) for r in history["finding_decisions"]] == [
        ("F1", "accepted", "dana")
    ]
    assert [e["action"] for e in history["audit_events"]] == ["assign", "start_review", "close"]
    assert history["disposition"]["outcome"] == "changes_required"
    assert "closed: changes required,dana,remove the guarantee" in files["review_history.csv"].decode()

    report = json.loads(files["report.json"])
    AuditReport.model_validate(report)  # the report model, plus the review keys
    assert report["findings"][0]["review"]["decision"] == "accepted" and report["disposition"]["status"] == "closed"
    assert report["summary"]["source"]["video_sha256"] == audited["digest"]
    assert report["findings"][0]["remediation"]["compliant_wording"]
    page = files["report.html"].decode()
    assert "Review history" in page and "closed: changes required" in page and audited["digest"] in page


def test_the_bundle_is_never_written_over_an_input(audited):
    store, aid = audited["store"], audited["aid"]
    before = audited["video"].read_bytes()
    for target in (audited["video"], store.path):
        with pytest.raises(InputError, match="Refusing to write the bundle over"):
            bundle.write_bundle(store, aid, target, "lee")
    assert audited["video"].read_bytes() == before
    folder = audited["tmp"] / "exams"
    folder.mkdir()
    assert bundle.write_bundle(store, aid, folder, "lee") == folder / f"veristream-examiner-{aid}.zip"


def test_a_failed_write_leaves_the_old_file_and_no_partial_one(audited, monkeypatch):
    target = audited["tmp"] / "exam.zip"
    target.write_bytes(b"the previous bundle")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(bundle.os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        bundle.write_bundle(audited["store"], audited["aid"], target, "lee")
    assert target.read_bytes() == b"the previous bundle"
    assert [p.name for p in audited["tmp"].iterdir() if p.name.endswith(".part")] == []


def test_without_a_video_file_the_bundle_says_there_is_no_video_hash(tmp_path):
    t = transcript("talk.vtt")
    report = fixed_report(t, [])
    store = Store(tmp_path / "a.sqlite")
    aid = store.save_audit("t1", "talk.vtt", report, t)
    files = {}
    with zipfile.ZipFile(io.BytesIO(bundle.bundle_bytes(store, aid, "lee"))) as zf:
        files = {n: zf.read(n) for n in zf.namelist()}
    video = json.loads(files["manifest.json"])["hashes"]["video"]
    assert video["sha256"] is None and "no video file was read" in video["note"]
    assert "no video file was read" in files["report.html"].decode()


def test_cli_and_chat_write_the_same_bundle(audited, monkeypatch, capsys):
    monkeypatch.setenv("VERISTREAM_HOME", str(audited["store"].path.parent))
    out = audited["tmp"] / "cli.zip"
    assert cli.main(["review", "bundle", audited["aid"], "--out", str(out), "--reviewer", "lee"]) == 0
    assert f"wrote {out}" in capsys.readouterr().err
    assert set(_zip(out)) == MEMBERS
    assert cli.main(["review", "bundle", audited["aid"], "--out", str(audited["video"])]) == 2
    assert "Refusing to write the bundle over" in capsys.readouterr().err

    from assistant.toolbox import Toolbox
    from tests.assistant.fakes import FakeEngine

    tb = Toolbox("t1", audited["store"], FakeEngine().caps(), reviewer="dana")
    reply = tb.handle(__import__("assistant.router", fromlist=["route"]).route("examiner bundle"))
    event = reply.ui[0]
    assert isinstance(event, FileOffer) and event.mime == "application/zip"
    with zipfile.ZipFile(io.BytesIO(event.content)) as zf:
        assert set(zf.namelist()) == MEMBERS
        assert json.loads(zf.read("manifest.json"))["bundled_by"] == "dana"
