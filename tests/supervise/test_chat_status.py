"""'status of the watch list' in the chat: one intent, answered from the results store, reports delivered."""

from __future__ import annotations

import pytest

from assistant import intents
from assistant.router import route
from assistant.store import Store
from assistant.toolbox import Toolbox
from supervise import runner
from supervise.results import ResultsStore
from tests.supervise.fixtures import caption_files, poison_file
from veristream.literal import md_escape


@pytest.mark.parametrize(
    "text",
    [
        "status of the watch list",
        "how is the watchlist doing?",
        "what's on the watch-list",
        "progress of the watched channels",
        "show me the job queue",
    ],
)
def test_watch_list_phrasings_route_to_watch_status(text):
    assert route(text).kind == "watch_status"


def test_a_link_is_still_an_audit():
    assert route("audit https://youtu.be/aaaaaaaaaaa from the watch list").kind == "audit"


def test_chat_answers_the_watch_list_status_and_fills_the_reviewers_queue(tmp_path):
    review = Store()
    tb = Toolbox("t1", review, reviewer="dana")
    empty = tb.handle(route("status of the watch list"))
    assert "Nothing is on the watch list yet" in empty.text and "--" not in empty.text

    results = ResultsStore()
    caption_files(tmp_path / "m", 2)
    poison_file(tmp_path / "m", "bad_[x].vtt")
    runner.add_watch(results, str(tmp_path / "m"), owner="dana")
    runner.run_watches(results)
    reply = tb.handle(route("status of the watch list"))
    assert reply.data["counts"] == {"done": 2, "dead": 1} and reply.data["delivered"] == 2
    assert reply.text.startswith(f"**Watch list:** {md_escape('1 watch(es), 3 job(s): 2 done, 1 dead.')}")
    assert md_escape("bad input: bad_[x].vtt contains no caption text.") in reply.text  # shown literally
    assert "2 audit(s) in dana's review queue (2 new)." in reply.text
    assert len(review.audits_for("dana")) == 2
    assert tb.handle(route("status of the watch list")).data["delivered"] == 0


def test_a_channel_is_added_to_the_watch_list_from_the_chat_for_the_reviewer():
    tb = Toolbox("t1", Store(), reviewer="dana")
    intent = route("please add youtube.com/@finfluencer to the watch list")
    assert intent.kind == "watch_add" and intent.source == "https://youtube.com/@finfluencer"
    reply = tb.handle(intent)
    assert reply.data["new"] and reply.data["owner"] == "dana" and not reply.error
    assert tb.handle(route("add https://youtube.com/@finfluencer to the watchlist")).data["new"] is False
    (watch,) = ResultsStore().watches()
    assert watch.spec == "https://youtube.com/@finfluencer" and watch.owner == "dana"
    summary = runner.run_watches(ResultsStore(), resolver=lambda url: [{"id": "aaaaaaaaaaa", "ie_key": "Youtube"}],
                                 engine_version="e")  # fmt: skip
    assert summary.listed == 1  # the channel is listed (a fake resolver here) at the next run


def test_a_chat_user_cannot_add_a_server_folder():
    tb = Toolbox("t1", Store(), reviewer="dana")
    reply = tb.handle(intents.WatchAdd(source="/etc"))
    assert reply.error and "Only links" in reply.text and not ResultsStore().watches()
