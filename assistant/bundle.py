"""The examiner bundle: one zip that lets someone outside the tool check an audit without running it.

It holds the transcript and the on-screen text (JSON and plain text), the report (JSON and HTML, with the review
history), the review history on its own (JSON and CSV: finding decisions, status, assignment, tags), the engine
and corpus versions, SHA-256 hashes of the video and the transcript, and a SHA256SUMS list of every member.
`veristream review bundle AUDIT_ID --out FILE.zip` writes it; so does the chat's "Examiner bundle" button.

The file is written atomically (a temporary file in the target folder, then a rename), so an examiner never
receives half a zip, and it is never written over one of the audit's inputs.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import tempfile
import zipfile
from datetime import UTC, datetime
from pathlib import Path

from assistant.review import ReviewQueue
from assistant.store import Store, StoredAudit
from audit.render import render_html, render_json, review_trail
from audit.summary import complete, engine_version
from veristream.clock import clock
from veristream.errors import InputError
from veristream.literal import csv_cell
from veristream.models import Transcript, current_decisions, current_disposition

BUNDLE_FORMAT = 1  # bump when members change meaning


def bundle_name(audit_id: str) -> str:
    return f"veristream-examiner-{audit_id}.zip"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _lines(transcript: Transcript) -> str:
    speech = [f"[{clock(s.start)}-{clock(s.end)}] ({s.source}) {s.text}" for s in transcript.segments]
    return "\n".join(speech) + ("\n" if speech else "")


def _onscreen_lines(transcript: Transcript) -> str:
    spans = [f"[{clock(o.start)}-{clock(o.end)}] {o.text}" for o in transcript.onscreen]
    return "\n".join(spans) + ("\n" if spans else "")


def _video_hash(audit: StoredAudit) -> dict:
    """The video's SHA-256 as recorded when it was read, checked against the file if it is still there."""
    recorded = audit.report.source.media_sha256
    path = Path(audit.media_path) if audit.media_path else None
    now = _file_sha256(path) if path is not None and path.is_file() else None
    if recorded and now and recorded != now:
        note = f"the file {path.name} has changed since the audit: its SHA-256 now is {now}"
    elif recorded:
        note = "recorded when the video was read for the audit" + (" and checked against the file" if now else "")
    elif now:
        note = f"computed from {path.name} when the bundle was written (the audit read captions beside it)"
    else:
        note = "no video file was read for this audit (captions or a transcript only), so there is no video hash"
    return {"sha256": recorded or now, "file_sha256_now": now, "note": note}


def _history_csv(audit: StoredAudit, store: Store) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["when", "subject", "decision", "reviewer", "comment"])
    for row in review_trail(store.reviews(audit.audit_id), store.audit_events(audit.audit_id)):
        writer.writerow([csv_cell(str(cell)) for cell in row])
    return buf.getvalue()


def bundle_members(store: Store, audit_id: str, bundled_by: str) -> dict[str, bytes]:
    """Every member of the bundle, by name; `bundled_by` is the reviewer who asked for it."""
    audit = ReviewQueue(store).audit(audit_id)  # or the error that says how to find the ids
    if audit.transcript is None:
        raise InputError(
            f"Audit {audit_id} has no stored transcript, so its bundle would be incomplete.",
            "Audit the video again, then write the bundle of the new audit.",
        )
    reviews, events = store.reviews(audit_id), store.audit_events(audit_id)
    report = complete(audit.report, audit.transcript)
    transcript_json = audit.transcript.model_dump_json(indent=1).encode()
    members: dict[str, bytes] = {
        "transcript.json": transcript_json,
        "transcript.txt": _lines(audit.transcript).encode(),
        "onscreen.json": json.dumps([o.model_dump() for o in audit.transcript.onscreen], indent=1).encode(),
        "onscreen.txt": _onscreen_lines(audit.transcript).encode(),
        "report.json": render_json(report, reviews, events).encode(),
        "report.html": render_html(report, reviews, events).encode(),
        "review_history.json": json.dumps(
            {
                "finding_decisions": [r.model_dump() for r in reviews],
                "decisions_in_force": {k: v.model_dump() for k, v in current_decisions(reviews).items()},
                "audit_events": [e.model_dump() for e in events],
                "disposition": current_disposition(events).model_dump(),
            },
            indent=1,
            ensure_ascii=False,
        ).encode(),
        "review_history.csv": _history_csv(audit, store).encode(),
    }
    manifest = {
        "bundle_format": BUNDLE_FORMAT,
        "audit_id": audit.audit_id,
        "thread_id": audit.thread_id,
        "source": audit.source_input,
        "title": report.metadata.title,
        "channel": report.metadata.channel,
        "audited_at": report.run.started_at,
        "accessed_at": report.source.accessed_at,
        "bundled_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "bundled_by": bundled_by,
        "versions": {
            "engine": report.run.engine,
            "model": report.run.model,
            "report_engine_version": report.summary.source.engine_version if report.summary else None,
            "bundle_written_by": engine_version(),
            "corpus_hash": report.run.corpus_hash,
        },
        "hashes": {
            "video": _video_hash(audit),
            "transcript_sha256": audit.transcript.sha256(),  # of what the audit read: segments, on-screen, description
            "transcript_hash_in_report": report.run.transcript_hash,  # its first 16 hex digits, as the report has it
            "transcript_json_sha256": _sha256(transcript_json),
        },
        "members": {name: _sha256(data) for name, data in members.items()},
    }
    members["manifest.json"] = json.dumps(manifest, indent=1, ensure_ascii=False).encode()
    members["SHA256SUMS"] = "".join(f"{_sha256(data)}  {name}\n" for name, data in members.items()).encode()
    return members


def bundle_bytes(store: Store, audit_id: str, bundled_by: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in bundle_members(store, audit_id, bundled_by).items():
            zf.writestr(name, data)
    return buf.getvalue()


def _inputs(store: Store, audit: StoredAudit) -> list[Path]:
    """Files the bundle must never replace: the audited file, its video, the transcript's file and the store."""
    paths = [store.path, Path(audit.source_input)]
    paths += [Path(p) for p in (audit.media_path, audit.report.source.path) if p]
    if audit.transcript is not None and audit.transcript.source.path:
        paths.append(Path(audit.transcript.source.path))
    return paths


def target_path(store: Store, audit_id: str, out: str | Path) -> Path:
    """Where the bundle goes: a folder gets `veristream-examiner-<id>.zip`; an input of the audit is refused."""
    audit = ReviewQueue(store).audit(audit_id)  # or the error that says how to find the ids
    path = Path(out).expanduser()
    if path.is_dir():
        path = path / bundle_name(audit_id)
    resolved = path.resolve()
    for candidate in _inputs(store, audit):
        if candidate.expanduser().exists() and candidate.expanduser().resolve() == resolved:
            raise InputError(
                f"Refusing to write the bundle over {candidate}: it is an input of audit {audit_id}.",
                "Pass another --out file name, e.g. --out examiner.zip.",
            )
    return path


def write_bundle(store: Store, audit_id: str, out: str | Path, bundled_by: str) -> Path:
    """Write the bundle to `out` atomically; returns the path written."""
    path = target_path(store, audit_id, out)
    data = bundle_bytes(store, audit_id, bundled_by)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path
