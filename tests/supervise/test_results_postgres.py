"""The results store on a real throwaway Postgres (VERISTREAM_RESULTS_URL): the same jobs, one report per job."""

from __future__ import annotations

import pytest

from supervise import runner
from supervise.results import ResultsStore
from tests.supervise.fixtures import caption_files, poison_file
from tests.support.postgres import PostgresUnavailable, running_postgres


@pytest.fixture(scope="module")
def pg():
    try:
        with running_postgres() as server:
            yield server
    except PostgresUnavailable as exc:
        pytest.skip(str(exc))


def test_watch_run_on_postgres_results(pg, tmp_path, monkeypatch):
    monkeypatch.setenv("VERISTREAM_RESULTS_URL", pg.create_database("watch1"))
    caption_files(tmp_path / "m", 3)
    poison_file(tmp_path / "m")
    store = ResultsStore()
    assert store.url and store.path is None
    runner.add_watch(store, str(tmp_path / "m"), owner="pat")
    first = runner.run_watches(store)
    assert len(first.enqueued) == 4
    assert store.counts() == {"done": 3, "dead": 1}
    assert sorted(store.report_counts().values()) == [0, 1, 1, 1]
    assert runner.run_watches(store).enqueued == []  # a second store on the same database sees the same jobs
    (done,) = store.jobs(("done",))[:1]
    assert not store.save_report(done.job_id, "{}", 0)  # a duplicate run stores nothing
    assert ResultsStore().report_counts() == store.report_counts()
    pg.restart()  # every call opens its own connection: a restarted server is simply used again
    assert ResultsStore().counts() == {"done": 3, "dead": 1}
