"""The embedded default: the same Celery tasks run in this process, with no broker or other service."""

from __future__ import annotations

import pytest

from assistant.store import Store
from supervise import runner, tasks
from supervise.results import ResultsStore
from tests.supervise.fixtures import caption_files, poison_file


@pytest.fixture
def store():
    return ResultsStore()


def _ids(store, state):
    return {j.job_id for j in store.jobs((state,))}


def test_watch_run_audits_each_new_item_once_and_delivers_it_to_its_owner(tmp_path, store):
    files = caption_files(tmp_path / "m", 4)
    (tmp_path / "m" / "dup.vtt").write_bytes(files[2].read_bytes())
    runner.add_watch(store, str(tmp_path / "m"), owner="dana", role="registered_rep")
    first = runner.run_watches(store)
    assert first.listed == 4 and len(first.enqueued) == 4
    assert set(store.report_counts().values()) == {1}
    assert _ids(store, "done") == set(first.enqueued)

    again = runner.run_watches(store)  # nothing new: nothing enqueued, no second report
    assert again.enqueued == [] and again.known == 4
    assert set(store.report_counts().values()) == {1}

    review = Store()
    assert runner.deliver(store, review) == 4
    assert runner.deliver(store, review) == 0  # idempotent
    queued = review.audits_for("dana")
    assert {a.audit_id for a in queued} == set(first.enqueued)
    assert all(a.owner == "dana" and a.thread_id == "watch:dana" for a in queued)
    assert all(a.report.speaker.role == "registered_rep" for a in queued)
    assert any(a.report.findings for a in queued)


def test_new_engine_version_reaudits_and_keeps_both_reports(tmp_path, store):
    caption_files(tmp_path / "m", 2)
    runner.add_watch(store, str(tmp_path / "m"))
    old = runner.run_watches(store, engine_version="test-1")
    new = runner.run_watches(store, engine_version="test-2")
    assert len(old.enqueued) == len(new.enqueued) == 2 and not set(old.enqueued) & set(new.enqueued)
    counts = store.report_counts()
    assert len(counts) == 4 and set(counts.values()) == {1}
    corpus = runner.run_watches(store, engine_version="test-2", corpus_hash="other-corpus")
    assert len(corpus.enqueued) == 2
    assert {j.engine_version for j in store.jobs()} == {"test-1", "test-2"}


def test_job_id_is_source_corpus_and_engine():
    a = runner.job_id("sha256:x", "c1", "e1")
    assert a == runner.job_id("sha256:x", "c1", "e1")
    assert (
        len(
            {
                a,
                runner.job_id("sha256:y", "c1", "e1"),
                runner.job_id("sha256:x", "c2", "e1"),
                runner.job_id("sha256:x", "c1", "e2"),
            }
        )
        == 4
    )


def test_poison_input_is_dead_lettered_with_its_error_and_does_not_block_the_rest(tmp_path, store):
    caption_files(tmp_path / "m", 3)
    poison_file(tmp_path / "m")
    runner.add_watch(store, str(tmp_path / "m"))
    summary = runner.run_watches(store)
    dead = store.jobs(("dead",))
    assert len(dead) == 1 and dead[0].input.endswith("poison.vtt")
    assert dead[0].error.startswith("bad input:") and "poison.vtt" in dead[0].error
    assert dead[0].attempts == 1  # a bad input is not retried
    assert len(_ids(store, "done")) == 3 and len(summary.enqueued) == 4
    assert not store.has_report(dead[0].job_id)
    lines = runner.status_lines(runner.status(store))
    assert lines[0].endswith("3 done, 1 dead.") and "bad input" in lines[1]


def test_a_transient_failure_is_retried_then_succeeds(tmp_path, store, monkeypatch):
    caption_files(tmp_path / "m", 1)
    import tools.transcribe as tt

    real, calls = tt.transcribe, []

    def flaky(source, **kw):
        calls.append(source)
        if len(calls) < 3:
            raise OSError("connection reset by peer")
        return real(source, **kw)

    monkeypatch.setattr(tt, "transcribe", flaky)
    runner.add_watch(store, str(tmp_path / "m"))
    (jid,) = runner.run_watches(store).enqueued
    job = store.job(jid)
    assert job.state == "done" and len(calls) == 3 and store.report_counts()[jid] == 1


def test_a_failure_that_persists_goes_dead_after_the_retries(tmp_path, store, monkeypatch):
    monkeypatch.setenv("VERISTREAM_QUEUE_MAX_RETRIES", "2")
    caption_files(tmp_path / "m", 1)
    import tools.transcribe as tt

    def broken(source, **kw):
        raise OSError("disk on fire")

    monkeypatch.setattr(tt, "transcribe", broken)
    runner.add_watch(store, str(tmp_path / "m"))
    (jid,) = runner.run_watches(store).enqueued
    job = store.job(jid)
    assert job.state == "dead" and job.attempts == 3
    assert job.error == "failed 3 times: OSError: disk on fire"
    monkeypatch.undo()
    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path / "home"))
    assert runner.retry_dead(store) == [jid]
    assert store.job(jid).state == "done"


def test_a_job_whose_worker_keeps_dying_goes_dead(tmp_path, store, monkeypatch):
    """A run is counted when it starts: a job started more often than the retries allow is not started again."""
    caption_files(tmp_path / "m", 1)
    runner.add_watch(store, str(tmp_path / "m"))
    with monkeypatch.context() as m:
        m.setattr(tasks, "enqueue", lambda job_id, task=tasks.TRANSCRIBE: None)  # published, never delivered
        runner.run_watches(store)
    (job,) = store.jobs()
    for _ in range(5):  # five runs that never finished (what kill -9 leaves behind)
        store.begin_attempt(job.job_id, "transcribing", "w", new_stage=False)
    tasks.enqueue(job.job_id)
    job = store.job(job.job_id)
    assert job.state == "dead" and "started 5 times without finishing" in job.error


def test_worker_needs_a_broker(capsys):
    from veristream.cli import main

    assert main(["watch", "worker"]) != 0
    assert "VERISTREAM_QUEUE_URL" in capsys.readouterr().err


def test_an_interrupted_embedded_run_is_finished_by_the_next_run(tmp_path, store, monkeypatch):
    caption_files(tmp_path / "m", 2)
    runner.add_watch(store, str(tmp_path / "m"))
    with monkeypatch.context() as m:
        m.setattr(tasks, "enqueue", lambda job_id, task=tasks.TRANSCRIBE: None)  # the process died before running them
        first = runner.run_watches(store)
    assert store.counts() == {"queued": 2}
    again = runner.run_watches(store)
    assert again.enqueued == [] and again.requeued == 2
    assert store.counts() == {"done": 2} and set(store.report_counts()) == set(first.enqueued)


def test_a_report_says_when_another_engine_audited_the_job(tmp_path, store):
    caption_files(tmp_path / "m", 1)
    runner.add_watch(store, str(tmp_path / "m"))
    (jid,) = runner.run_watches(store, engine_version="an-older-release").enqueued
    from veristream.models import AuditReport

    notes = AuditReport.model_validate_json(store.report_json(jid)).run.notes
    assert any(n.startswith("Audited by engine ") and n.endswith("created for an-older-release.") for n in notes)
