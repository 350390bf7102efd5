"""The watch list on a real Redis broker with real worker processes, and the faults it must survive.

One run: 200 generated caption files, 5 generated short videos (espeak-ng speech, no captions beside them, so they go
through speech-to-text) and one poison file, on 2 workers. During the run a worker is killed with SIGKILL while it
holds a video job, a replacement starts, and the broker is restarted. Then every job must have exactly one stored
report, except the poison one, which must be dead-lettered with its error, and the broker must hold nothing.

Skipped only when redis-server (or ffmpeg/espeak-ng) is absent; scripts/install.sh installs them, so CI runs it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from supervise import runner
from supervise.results import ACTIVE_STATES, ResultsStore
from tests.supervise.fixtures import caption_files, poison_file
from tests.support import redis as redis_support
from tests.tools import media_factory as mf

pytestmark = pytest.mark.skipif(not redis_support.available(), reason=redis_support.INSTALL_HINT)

REPO = Path(__file__).resolve().parents[2]
N_CAPTIONS, N_VIDEOS = 200, 5
RUN_TIMEOUT_S = 600  # a deadline for a stuck run, not a speed target (CI finishes in about 90 s)
VIDEO_LINES = (
    "This stock is guaranteed to double by next year.",
    "You cannot lose money with this fund, I promise.",
    "My clients made forty percent last month with this trade.",
    "Today we look at how index funds work.",
    "I was paid to tell you about this app.",
)


def _videos(folder: Path) -> list[Path]:
    if mf.missing_tools():
        pytest.skip(f"needs {', '.join(mf.missing_tools())} (apt-get install ffmpeg espeak-ng)")
    folder.mkdir(parents=True)
    out = []
    for i, line in enumerate(VIDEO_LINES):
        wav = mf.speech_wav(line, folder / f"v{i}.wav")
        out.append(mf.video(folder / f"v{i}.mp4", 4, [], audio=wav, size="320x180", rate=5))
        wav.unlink()
    return out


class Workers:
    """Worker processes (`veristream watch worker`), each its own OS process with its own log."""

    def __init__(self, env: dict[str, str], logs: Path):
        self.env, self.logs, self.procs = env, logs, {}

    def start(self, name: str) -> subprocess.Popen:
        log = open(self.logs / f"{name}.log", "wb")  # noqa: SIM115 - closed with the process
        proc = subprocess.Popen(
            [sys.executable, "-m", "veristream.cli", "watch", "worker", "--name", f"{name}@%h"],
            cwd=REPO, env=self.env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        self.procs[name] = proc
        return proc

    def stop_all(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs.values():
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)

    def tail(self) -> str:
        return "\n".join(f"--- {p.name}\n" + p.read_text(errors="replace")[-1500:] for p in self.logs.glob("*.log"))


def _wait_for(predicate, timeout: float, what: str, workers: Workers):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}\n{workers.tail()}")


def _broker_backlog(url: str) -> dict[str, int]:
    import redis

    r = redis.Redis.from_url(url)
    try:
        return {"media": r.llen("media"), "audit": r.llen("audit"), "unacked": r.hlen("unacked")}
    finally:
        r.close()


def test_200_captions_and_5_videos_on_2_workers_survive_kill_9_and_a_broker_restart(tmp_path, monkeypatch):
    videos = _videos(tmp_path / "videos")
    caption_files(tmp_path / "captions", N_CAPTIONS)
    poison_file(tmp_path / "captions")
    with redis_support.running_redis() as broker:
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO),
            "VERISTREAM_HOME": os.environ["VERISTREAM_HOME"],
            "VERISTREAM_QUEUE_URL": broker.url,
            "VERISTREAM_QUEUE_VISIBILITY_S": "8",  # a killed worker's job goes to another after 8 s
            "VERISTREAM_QUEUE_BACKOFF_S": "0.5",
            "OMP_NUM_THREADS": "1",
        }
        for key in ("VERISTREAM_QUEUE_URL", "VERISTREAM_QUEUE_VISIBILITY_S", "VERISTREAM_QUEUE_BACKOFF_S"):
            monkeypatch.setenv(key, env[key])
        store = ResultsStore()
        runner.add_watch(store, str(tmp_path / "videos"), owner="vic", ocr=False)  # listed first: taken first
        runner.add_watch(store, str(tmp_path / "captions"), owner="cora")
        workers = Workers(env, tmp_path)
        try:
            w1, _w2 = workers.start("w1"), workers.start("w2")
            summary = runner.run_watches(store)
            assert len(summary.enqueued) == N_CAPTIONS + N_VIDEOS + 1

            # kill -9 the first worker while it holds a video job (transcribing: speech-to-text)
            def victim():
                jobs = store.jobs(("transcribing",))
                return next((j for j in jobs if j.input.endswith(".mp4") and j.worker.endswith(f":{w1.pid}")), None)

            held = _wait_for(victim, 300, "worker 1 to take a video job", workers)
            os.kill(w1.pid, signal.SIGKILL)
            w1.wait(timeout=10)
            workers.start("w3")

            # restart the broker once some caption jobs are through
            _wait_for(lambda: store.counts().get("done", 0) >= 20, 300, "20 finished jobs", workers)
            broker.restart()
            assert store.counts().get("done", 0) < N_CAPTIONS  # the restart fell in the middle of the run

            def finished():
                counts = store.counts()
                return not any(counts.get(s) for s in ACTIVE_STATES) and counts

            counts = _wait_for(finished, RUN_TIMEOUT_S, "every job to finish", workers)
            # An ack sent while the broker was down is lost ("Couldn't ack ... ConnectionError" in the worker's log),
            # and the AOF brings the message back as unacknowledged. Once its visibility timeout (8 s) passes, the
            # broker hands it out again, a worker finds the job done and acks it. A fast run finishes inside that
            # window, so wait for the redelivery instead of stopping the workers first.
            _wait_for(lambda: _broker_backlog(broker.url) == {"media": 0, "audit": 0, "unacked": 0}, 60,
                      "the broker to hand out and drop the messages whose ack the restart lost", workers)
        finally:
            workers.stop_all()
        assert counts == {"done": N_CAPTIONS + N_VIDEOS, "dead": 1}, workers.tail()
        reports = store.report_counts()
        (dead,) = store.jobs(("dead",))
        assert dead.input.endswith("poison.vtt") and dead.error.startswith("bad input:")
        assert reports.pop(dead.job_id) == 0
        assert len(reports) == N_CAPTIONS + N_VIDEOS and set(reports.values()) == {1}  # exactly one report per job
        retried = store.job(held.job_id)
        assert retried.state == "done" and retried.attempts >= 3  # killed run + rerun of transcribe + audit
        assert not retried.worker.endswith(f":{w1.pid}")
        assert _broker_backlog(broker.url) == {"media": 0, "audit": 0, "unacked": 0}

    # every report lands in the review store with its owner
    from assistant.store import Store

    review = Store()
    assert runner.deliver(store, review) == N_CAPTIONS + N_VIDEOS
    assert len(review.audits_for("vic")) == len(videos) and len(review.audits_for("cora")) == N_CAPTIONS
    spoken = [a.report for a in review.audits_for("vic")]
    assert all(r.source.kind == "media_file" and r.metadata.duration for r in spoken)


def test_jobs_whose_messages_the_broker_lost_are_sent_again(tmp_path, monkeypatch):
    """kombu's Redis transport can lose the one message it is moving when the broker stops (seen in the restart test
    above); here three messages are deleted from the broker outright, and the workers' reconciler re-sends them."""
    caption_files(tmp_path / "captions", 3)
    with redis_support.running_redis() as broker:
        env = {**os.environ, "PYTHONPATH": str(REPO), "VERISTREAM_QUEUE_URL": broker.url,
               "VERISTREAM_QUEUE_VISIBILITY_S": "3"}  # fmt: skip
        for key in ("VERISTREAM_QUEUE_URL", "VERISTREAM_QUEUE_VISIBILITY_S"):
            monkeypatch.setenv(key, env[key])
        store = ResultsStore()
        runner.add_watch(store, str(tmp_path / "captions"), owner="cora")
        assert len(runner.run_watches(store).enqueued) == 3
        import redis

        client = redis.Redis.from_url(broker.url)
        assert client.delete("media") == 1  # every published message gone, before any worker took one
        client.close()
        assert store.counts() == {"queued": 3}
        workers = Workers(env, tmp_path)
        try:
            workers.start("w1")

            def finished():
                counts = store.counts()
                return counts == {"done": 3} and counts

            _wait_for(finished, RUN_TIMEOUT_S, "the lost jobs to be re-sent and finished", workers)
        finally:
            workers.stop_all()
        assert set(store.report_counts().values()) == {1}
        assert "re-sent 3 job(s) the broker had lost" in (tmp_path / "w1.log").read_text()
