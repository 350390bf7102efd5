"""The review queue (issue #11): audit dispositions, assignment and tags as append-only rows, the audit list across
threads, a store from before the queue migrated without losing anything, and the chat's wording for all of it."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest

from assistant.queue_intents import route_queue
from assistant.review import ReviewQueue
from assistant.router import RouterState, route
from assistant.store import Store
from tests.assistant.fakes import finding, fixed_report, transcript
from veristream.errors import InputError
from veristream.models import AuditReport, VideoMetadata


def report(*severities: str, channel: str | None = None, title: str = "Talk") -> AuditReport:
    t = transcript()
    findings = [
        finding(f"F{i}", 4.0 * i, f"statement {i}", "FINRA 2210(d)(1)(B)", severity=s)
        for i, s in enumerate(severities, 1)
    ]
    return fixed_report(t, findings, VideoMetadata(title=title, channel=channel, duration=14.0))


@pytest.fixture
def queue(tmp_path):
    return ReviewQueue(Store(tmp_path / "assistant.sqlite"))


def test_an_audit_goes_open_in_review_closed_and_every_step_is_a_row(queue):
    aid = queue.store.save_audit("t1", "talk.vtt", report("critical", "high"), transcript())
    assert queue.disposition(aid).status == "open"
    queue.decide(aid, "F1", "accepted", "ana", "promises a return")
    assert queue.disposition(aid).status == "in_review"  # the first decision starts the review
    with pytest.raises(InputError, match="cannot be approved: F2 not reviewed"):
        queue.close(aid, "approved", "ana")
    queue.decide(aid, "F2", "rejected", "ana", "disclosed on screen")
    with pytest.raises(InputError, match=r"while F1 \(accepted\) stand"):
        queue.close(aid, "approved", "ana")
    queue.close(aid, "changes required", "bo", "remove the guarantee at 00:04")
    state = queue.disposition(aid)
    assert (state.status, state.outcome, state.closed_by) == ("closed", "changes_required", "bo")
    with pytest.raises(InputError, match="decisions are locked"):
        queue.decide(aid, "F1", "rejected", "ana")
    with pytest.raises(InputError, match="already closed"):
        queue.close(aid, "approved", "bo")
    queue.reopen(aid, "bo", "creator re-cut the video")
    queue.decide(aid, "F1", "undone", "bo")
    queue.decide(aid, "F1", "rejected", "bo", "re-cut removes the claim")
    queue.close(aid, "approved", "bo")
    assert queue.disposition(aid).outcome == "approved"

    reviews, events = queue.history(aid)
    assert [(r.finding_id, r.decision, r.reviewer) for r in reviews] == [
        ("F1", "accepted", "ana"),
        ("F2", "rejected", "ana"),
        ("F1", "undone", "bo"),
        ("F1", "rejected", "bo"),
    ]
    assert reviews[2].comment.startswith("undid accepted by ana at ")
    assert [(e.action, e.value, e.reviewer) for e in events] == [
        ("start_review", "", "ana"),
        ("close", "changes_required", "bo"),
        ("reopen", "", "bo"),
        ("close", "approved", "bo"),
    ]
    assert events[1].comment == "remove the guarantee at 00:04" and all(e.decided_at for e in events)


def test_the_database_itself_refuses_to_rewrite_history(queue):
    """Issue #11: nothing is overwritten. The old store used INSERT OR REPLACE; now no UPDATE or DELETE gets in."""
    aid = queue.store.save_audit("t1", "talk.vtt", report("high"), transcript())
    queue.decide(aid, "F1", "accepted", "ana")
    queue.assign(aid, "dana", "ana")
    con = sqlite3.connect(queue.store.path)
    for sql in (
        "UPDATE review_events SET decision='rejected'",
        "DELETE FROM review_events",
        "UPDATE audit_events SET value='eve'",
        "DELETE FROM audit_events",
    ):
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            con.execute(sql)
    con.close()
    assert queue.store.reviews(aid)[0].decision == "accepted" and queue.disposition(aid).assignee == "dana"


def test_assignment_and_tags(queue):
    aid = queue.store.save_audit("t1", "talk.vtt", report("high"), transcript())
    queue.assign(aid, "me", "ana")
    assert queue.disposition(aid).assignee == "ana"
    queue.assign(aid, "Dana", "ana", "sponsor expert")
    with pytest.raises(InputError, match="already assigned to Dana"):
        queue.assign(aid, "Dana", "bo")
    queue.tag(aid, "sponsor-review", "dana")
    queue.tag(aid, "q4 campaign", "dana")
    with pytest.raises(InputError, match="already tagged"):
        queue.tag(aid, "sponsor-review", "dana")
    with pytest.raises(InputError, match="Not a usable tag"):
        queue.tag(aid, "<script>", "dana")
    queue.tag(aid, "sponsor-review", "dana", remove=True)
    state = queue.disposition(aid)
    assert state.assignee == "Dana" and state.tags == ["q4 campaign"]
    assert [e.action for e in queue.store.audit_events(aid)] == ["assign", "assign", "tag", "tag", "untag"]


def test_the_list_filters_by_channel_status_severity_and_reviewer_across_threads(queue):
    s = queue.store
    a = s.save_audit("t1", "a.vtt", report("critical", "low", channel="Moon Money", title="A"), transcript())
    b = s.save_audit("t2", "b.vtt", report("medium", channel="Calm Finance", title="B"), transcript())
    c = s.save_audit("t2", "c.vtt", report(channel="Moon Money", title="C"), transcript())
    queue.assign(a, "Dana", "ana")
    queue.assign(b, "dana", "ana")
    queue.decide(b, "F1", "rejected", "dana")

    def ids(**kw):
        return [x.audit_id for x in queue.list(**kw)]

    assert set(ids()) == {a, b, c}
    assert ids(status="open", reviewer="DANA") == [a]  # the assignee, case-insensitive
    assert ids(status="in review") == [b]
    assert ids(severity="high") == [a]  # "high" includes critical
    assert set(ids(severity="medium")) == {a, b}
    assert set(ids(channel="moon")) == {a, c}
    assert ids(reviewer="unassigned") == [c]
    assert ids(thread_id="t1") == [a]
    row = queue.list(status="in_review")[0]
    assert (row.title, row.channel, row.findings, row.decided, row.pending) == ("B", "Calm Finance", 1, 1, 0)
    assert row.counts_by_severity == {"critical": 0, "high": 0, "medium": 1, "low": 0} and row.top_severity == "medium"
    with pytest.raises(InputError, match="Unknown status"):
        queue.list(status="pending")


# The schema as it was before the queue (commit 33a148a): no listing columns, no audit_events, no triggers.
OLD_SCHEMA = """
CREATE TABLE threads (thread_id TEXT PRIMARY KEY, current_audit TEXT, speaker_role TEXT, created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL, last_finding TEXT, speaker_for TEXT);
CREATE TABLE audits (audit_id TEXT PRIMARY KEY, thread_id TEXT NOT NULL, source_input TEXT NOT NULL,
    report_json TEXT NOT NULL, transcript_json TEXT, media_path TEXT, created_at TEXT NOT NULL);
CREATE TABLE speaker_roles (thread_id TEXT NOT NULL, source_input TEXT NOT NULL, role TEXT,
    PRIMARY KEY (thread_id, source_input));
CREATE TABLE review_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, audit_id TEXT NOT NULL, finding_id TEXT NOT NULL,
    decision TEXT NOT NULL, reviewer TEXT NOT NULL, comment TEXT NOT NULL DEFAULT '', decided_at TEXT NOT NULL);
"""


def test_a_store_from_before_the_queue_migrates_without_losing_anything(tmp_path):
    path = tmp_path / "old.sqlite"
    con = sqlite3.connect(path)
    con.executescript(OLD_SCHEMA)
    old = report("critical", "medium", channel="Moon Money", title="Old talk")
    con.execute("INSERT INTO threads VALUES ('t1', 'a1', 'ria', '2026-11-01', '2026-11-01', 'F2', 'talk.vtt')")
    con.execute("INSERT INTO speaker_roles VALUES ('t1', 'talk.vtt', 'ria')")
    con.execute(
        "INSERT INTO audits VALUES ('a1', 't1', 'talk.vtt', ?, ?, NULL, '2026-11-01T09:00:00+00:00')",
        (old.model_dump_json(), transcript().model_dump_json()),
    )
    con.execute(
        "INSERT INTO review_events(audit_id, finding_id, decision, reviewer, comment, decided_at) "
        "VALUES ('a1', 'F1', 'accepted', 'ana', 'clear', '2026-11-01T10:00:00+00:00')"
    )
    con.commit()
    con.close()

    queue = ReviewQueue(Store(path))
    audit = queue.store.get_audit("a1")
    assert audit.report == old and audit.transcript == transcript()
    assert queue.store.speaker_role("t1", "talk.vtt") == "ria" and queue.store.last_finding("t1") == "F2"
    assert [(r.decision, r.reviewer, r.comment) for r in queue.store.reviews("a1")] == [("accepted", "ana", "clear")]
    [row] = queue.list(channel="moon money", severity="critical")
    assert (row.audit_id, row.title, row.decided, row.pending, row.disposition.status) == (
        "a1",
        "Old talk",
        1,
        1,
        "open",
    )
    queue.assign("a1", "dana", "bo")
    Store(path)  # opening it again changes nothing
    assert queue.disposition("a1").assignee == "dana" and len(queue.store.reviews("a1")) == 1
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == 2
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        con.execute("DELETE FROM review_events")
    con.close()


# ------------------------------------------------------------------ the chat


def ask(tb, text):
    return tb.handle(route(text, tb.router_state()))


def test_the_chat_works_the_queue_under_the_reviewers_name(factory, env):
    tb = factory("q1")
    tb.reviewer = "ana"  # the chat passes the logged-in user; the default comes from VERISTREAM_REVIEWER
    ask(tb, "audit talk.vtt")
    aid = tb.current().audit_id
    r = ask(tb, "assign this to Dana")
    assert "assigned to **Dana** by ana" in r.text
    assert aid in ask(tb, "show open audits assigned to dana").text
    assert "No audits in review, assigned to dana." in ask(tb, "which audits are in review assigned to dana?").text
    ask(tb, "accept 1")
    assert aid in ask(tb, "show audits in review assigned to Dana").text
    assert "cannot be approved" in ask(tb, "close this audit as approved").text
    r = ask(tb, "close this audit as changes required because the guarantee must go")
    assert "now **closed (changes required)** — by ana" in r.text and "the guarantee must go" in r.text
    assert "decisions are locked" in ask(tb, "reject 1").text
    assert "in review" in ask(tb, "reopen this audit because the creator asked").text
    assert ask(tb, "tag this audit as sponsor-review").data["tags"] == ["sponsor-review"]
    history = [(e.action, e.reviewer) for e in tb.store.audit_events(aid)]
    assert history == [("assign", "ana"), ("start_review", "ana"), ("close", "ana"), ("reopen", "ana"), ("tag", "ana")]
    out = ask(tb, "export json").ui[0]  # the fake renderer is handed the audit events too
    assert out.name.endswith(".json")


@pytest.mark.parametrize(
    "text, kind, slots",
    [
        ("show open audits assigned to dana", "queue", {"status": "open", "reviewer": "dana"}),
        ("which audits are in review?", "queue", {"status": "in_review"}),
        ("list closed audits", "queue", {"status": "closed"}),
        ("my queue", "queue", {"reviewer": "me"}),
        ("show high severity audits from channel Moon Money", "queue", {"severity": "high", "channel": "Moon Money"}),
        ("show unassigned audits", "queue", {"reviewer": "unassigned"}),
        ("close this audit as approved", "disposition", {"action": "close", "outcome": "approved"}),
        (
            "mark the audit changes required: remove the guarantee",
            "disposition",
            {"outcome": "changes required", "comment": "remove the guarantee"},
        ),
        ("approve this audit", "disposition", {"outcome": "approve"}),
        ("reopen this audit", "disposition", {"action": "reopen"}),
        ("start review", "disposition", {"action": "start_review"}),
        ("tag this audit as sponsor-review", "tag", {"tag": "sponsor-review"}),
        ("untag this audit q4", "tag", {"tag": "q4", "remove": True}),
        ("examiner bundle", "bundle", {}),
        ("download the evidence bundle", "bundle", {}),
    ],
)
def test_queue_phrasings(text, kind, slots):
    got = route(text, RouterState(has_audit=True, finding_ids=("F1", "F2")))
    assert got.kind == kind, got
    for key, want in slots.items():
        assert getattr(got, key) == want, (key, got)


@pytest.mark.parametrize(
    "text",
    ["list audits", "open audit 2", "assign this to Dana", "approve 2", "escalate 2", "show findings", "export csv"],
)
def test_the_queue_leaves_other_requests_to_the_router(text):
    assert route_queue(text) is None


def test_listing_json_is_what_the_cli_prints(queue, capsys, monkeypatch, tmp_path):
    from veristream import cli

    aid = queue.store.save_audit("t1", "talk.vtt", report("high", channel="Moon Money"), transcript())
    assert cli.main(["review", "assign", aid, "dana", "--reviewer", "ana", "--store", str(queue.store.path)]) == 0
    assert (
        cli.main(
            [
                "review",
                "decide",
                aid,
                "1",
                "accept",
                "--reviewer",
                "dana",
                "--comment",
                "clear",
                "--store",
                str(queue.store.path),
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert (
        cli.main(
            [
                "review",
                "list",
                "--status",
                "in_review",
                "--severity",
                "high",
                "--reviewer",
                "dana",
                "--json",
                "--store",
                str(queue.store.path),
            ]
        )
        == 0
    )
    [line] = capsys.readouterr().out.splitlines()
    row = json.loads(line)
    assert row["audit_id"] == aid and row["disposition"]["assignee"] == "dana" and row["decided"] == 1
    assert cli.main(["review", "close", aid, "--outcome", "approved", "--store", str(queue.store.path)]) == 2
    assert "cannot be approved while F1 (accepted) stand" in capsys.readouterr().err
    monkeypatch.setenv("VERISTREAM_REVIEWER", "lee")  # the default reviewer comes from configuration
    assert cli.main(["review", "close", aid, "--outcome", "changes_required", "--store", str(queue.store.path)]) == 0
    assert queue.disposition(aid).closed_by == "lee"
    assert cli.main(["review", "show", aid, "--store", str(queue.store.path)]) == 0
    out = capsys.readouterr().out
    assert "closed (changes required)" in out and re.search(r"F1\s+accepted by dana: clear", out)


def test_the_history_reads_in_the_order_things_happened(queue):
    """Rows are timed to the second: the automatic "review started" goes before the decision that caused it."""
    from audit.render import render

    aid = queue.store.save_audit("t1", "talk.vtt", report("high"), transcript())
    queue.assign(aid, "dana", "ana")
    queue.decide(aid, "F1", "accepted", "dana")
    queue.close(aid, "changes_required", "dana")
    md = render(queue.audit(aid).report, "md", *queue.history(aid))
    order = [
        md.index(x)
        for x in (
            "| audit | assigned to dana |",
            "| audit | review started |",
            "| F1 | accepted |",
            "| audit | closed\\: changes required |",
        )
    ]
    assert order == sorted(order), md
    assert "Audit status: closed (changes required) by dana at 20" in md
