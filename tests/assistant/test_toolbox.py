"""The Toolbox behind both chat paths: each intent's answer comes from the same tools."""

import pytest

from assistant import intents
from assistant.router import route
from assistant.ui_events import AuditShown, FileOffer
from veristream.errors import InputError


def ask(tb, text):
    return tb.handle(route(text, tb.router_state()))


def test_intents_end_to_end_on_fakes(factory, env, engine):
    tb = factory("t1")
    assert "no audit in this thread" in ask(tb, "show findings").text
    r = ask(tb, "audit talk.vtt")
    assert r.data["findings"][0]["id"] == "F1" and "[00:04](#seek-" in r.text

    r = ask(tb, "the speaker is a registered rep, audit again")
    assert r.text.startswith("Speaker set to a registered representative") and "Re-audited" in r.text
    assert engine.calls[-1] == ("audit", "registered_rep", None)
    assert sum(c[0] == "transcribe" for c in engine.calls) == 1  # the stored transcript was reused

    r = ask(tb, "recheck 1 with FTC")
    assert engine.calls[-1] == ("recheck", "F1", ["FTC"], "registered_rep") and "FTC 255.1(a)" in r.text
    r = ask(tb, "re-check finding 1 against the SEC rules")
    assert "F1 under SEC: it is **no longer a finding** — no SEC rule binds" in r.text

    assert "No critical" not in ask(tb, "list critical findings").text
    assert ask(tb, "list low findings").text.startswith("No low-severity findings")
    assert "✅ Verified" in ask(tb, "verify 'guaranteed to double'").text
    assert "❌ Not in the transcript" in ask(tb, "verify 'risk free forever'").text
    r = ask(tb, "search rules for testimonials in FTC")
    assert engine.calls[-1] == ("search", "testimonials", "FTC") and "FTC 255.2(b)" in r.text
    assert "FINRA 2210(d)(1)(B)" in ask(tb, "full text of FINRA 2210(d)(1)(B)").text
    assert "There is no finding F9" in ask(tb, "explain finding 9").text
    assert "Export as which format" in ask(tb, "export").text


def test_a_later_decision_is_in_force_and_reaches_the_export(factory, env):
    tb = factory("t2")
    ask(tb, "audit talk.vtt")
    ask(tb, "accept 1")
    ask(tb, "reject 1 because the disclaimer is on screen")
    audit = tb.current()
    current = tb.store.latest_reviews(audit.audit_id)
    assert [(r.finding_id, r.decision, r.comment) for r in current.values()] == [
        ("F1", "rejected", "the disclaimer is on screen")]
    assert [r.decision for r in tb.store.reviews(audit.audit_id)] == ["accepted", "rejected"]  # history kept
    out = ask(tb, "export csv").ui[0]
    assert isinstance(out, FileOffer) and "F1,FINRA 2210(d)(1)(B),rejected" in out.content and out.mime == "text/csv"


def test_an_older_audit_can_be_targeted_by_id_but_not_across_threads(factory, env):
    tb = factory("t3")
    ask(tb, "audit talk.vtt")
    first = tb.current().audit_id
    ask(tb, "audit talk.vtt")
    assert tb.current().audit_id != first
    assert "accepted" in tb.review("F1", "accepted", audit_id=first).text
    assert tb.store.reviews(first)[0].decision == "accepted" and not tb.store.reviews(tb.current().audit_id)
    with pytest.raises(InputError, match="not part of this thread"):
        factory("t4").review("F1", "accepted", audit_id=first)


def test_it_and_that_refer_to_the_finding_last_discussed(factory, env):
    tb = factory("t5")
    ask(tb, "audit talk.vtt")
    assert "Which finding?" in ask(tb, "why is that a problem?").text
    ask(tb, "explain finding 2")
    assert "F2 **accepted**" in ask(tb, "accept it").text
    assert ask(tb, "why is that a problem?").text.startswith("F2 applies")


def test_audit_without_a_source_asks_for_one_or_reruns_on_request(factory, env, engine):
    tb = factory("t6")
    assert "Paste a video link" in ask(tb, "audit this").text
    ask(tb, "audit talk.vtt")
    assert "Say `audit again`" in ask(tb, "audit this").text
    n = sum(c[0] == "audit" for c in engine.calls)
    assert "2 finding(s)" in ask(tb, "audit again").text
    assert sum(c[0] == "audit" for c in engine.calls) == n + 1


def test_a_transcription_error_shows_the_chats_hint_not_a_cli_flag(factory, env, engine):
    """Issue #11: the chat said "→ Pass --no-ocr to skip on-screen text." to a user who has no command line."""
    from veristream.errors import VeriStreamError

    def broken(source, **kw):
        raise VeriStreamError("On-screen text OCR failed (RuntimeError: boom).", "Pass --no-ocr to skip on-screen text.",
                              chat_hint="Upload the video's caption file instead.")

    (env / "media" / "clip.mp4").write_bytes(b"not really a video")
    engine.transcribe = broken
    r = ask(factory("t7"), "audit clip.mp4")
    assert r.error and "--no-ocr" not in r.text and "--no-ocr" not in r.data["error"]
    assert r.text == "⚠️ On-screen text OCR failed (RuntimeError: boom).\n\n→ Upload the video's caption file instead."


def test_recheck_never_shows_another_findings_words(factory, env, engine):
    """Issue #11: "Re-check F2 → FTC" answered with F1's quote when the result did not name F2."""
    from tests.assistant.fakes import finding, recheck_report
    from veristream.models import SuppressedFinding

    tb = factory("t8")
    ask(tb, "audit talk.vtt")
    report = tb.current().report
    f1, f2 = report.findings
    other = finding("F1", f1.start, f1.excerpt, "FTC 255.1(a)", "FTC")

    def recheck(result, text):  # a Toolbox binds the engine's methods when it is made
        engine.recheck_finding = lambda *a, **kw: result(*a, **kw)
        return ask(factory("t8"), text)

    r = recheck(lambda *a, **kw: recheck_report(report, [other]), "recheck 2 with FTC")
    assert r.error and f1.excerpt not in r.text and "F2" in r.text

    r = recheck(lambda *a, **kw: recheck_report(report, suppressed=[SuppressedFinding(finding=other,
                                                                                    reason="F1's own reason")]),
                "recheck 2 with FINRA")
    assert "F2 under FINRA: it is **no longer a finding**." in r.text and "F1's own reason" not in r.text

    moved = finding("F2", f1.start, f1.excerpt, "FTC 255.1(a)", "FTC")  # right id, another statement's words
    r = recheck(lambda *a, **kw: recheck_report(report, [moved]), "recheck 2 with FTC")
    assert r.error and "another statement" in r.text and "Re-checked F2 under FTC:\n" not in r.text

    r = recheck(lambda rep, fid, **kw: recheck_report(rep, [finding(fid, f2.start, f2.excerpt, "FTC 255.5(b)", "FTC")]),
                "recheck 2 with FTC")
    assert not r.error and f2.excerpt in r.text and "FTC 255.5(b)" in r.text


def test_a_clean_audit_says_what_was_checked_not_no_violations(factory, env, engine):
    """Issue #11 defect 6: a clean result must not read as a clearance."""
    from audit.render import RULES_ENGINE_CAVEAT

    full = engine.report

    def clean(t, role):
        report = full(t, role)
        return report.model_copy(update={"findings": [], "run": report.run.model_copy(update={"regulators": ["FTC"]})})

    engine.report = clean
    r = ask(factory("t9"), "audit talk.vtt")
    assert "0 finding(s)" in r.text and "No violations found" not in r.text
    assert "not a clearance. Checked: the FTC rules; speaker role: unknown (default);" in r.text
    assert "violation categories: Guaranteed or promissory returns;" in r.text and RULES_ENGINE_CAVEAT in r.text


def test_the_speaker_role_belongs_to_the_video_not_the_thread(factory, env, engine):
    """Issue #11 defect 3: after "the speaker is a registered rep, audit again", the next video was a rep's too."""
    (env / "media" / "other.vtt").write_text((env / "media" / "talk.vtt").read_text())
    tb = factory("role")
    ask(tb, "audit talk.vtt")
    ask(tb, "the speaker is a registered rep, audit again")
    assert engine.calls[-1] == ("audit", "registered_rep", None)
    r = ask(tb, "audit other.vtt")
    assert engine.calls[-1] == ("audit", None, None), engine.calls[-1]  # inferred for the new video
    assert r.data["speaker_role"] == "unknown"
    ask(tb, "recheck 1 with FTC")
    assert engine.calls[-1] == ("recheck", "F1", ["FTC"], None)
    ask(tb, "audit again")  # the same video again: still not a rep's
    assert engine.calls[-1] == ("audit", None, None)
    ask(tb, "audit talk.vtt")  # the first video keeps the role the analyst gave it
    assert engine.calls[-1] == ("audit", "registered_rep", None)


def test_a_role_given_before_any_audit_applies_to_the_next_video_only(factory, env, engine):
    (env / "media" / "other.vtt").write_text((env / "media" / "talk.vtt").read_text())
    tb = factory("role2")
    ask(tb, "the speaker is an RIA")
    ask(tb, "audit talk.vtt")
    assert engine.calls[-1] == ("audit", "ria", None)
    ask(tb, "audit other.vtt")
    assert engine.calls[-1] == ("audit", None, None)


def test_a_reaudit_carries_decisions_over_by_quote_and_citation(factory, env, engine):
    """Issue #11 defect 3: a re-audit dropped the review decisions."""
    tb = factory("carry")
    ask(tb, "audit talk.vtt")
    first = tb.current().audit_id
    ask(tb, "reject 1 because the disclaimer is on screen")
    real = engine.report

    def changed(t, role):  # the re-audit cites F2 differently: its decision must not carry over
        report = real(t, role)
        report.findings[1].citation = "FTC 255.1(a)"
        return report

    engine.report = changed
    ask(tb, "accept 2")
    r = ask(tb, "the speaker is a registered rep, audit again")
    new = tb.current().audit_id
    assert new != first
    latest = tb.store.latest_reviews(new)
    assert set(latest) == {"F1"} and latest["F1"].decision == "rejected"
    assert latest["F1"].comment.startswith("the disclaimer is on screen")
    assert "carried over" in latest["F1"].comment and first in latest["F1"].comment
    assert "Carried over 1 review decision(s)" in r.text and "Needs review: F2" in r.text


def test_review_history_is_append_only_with_escalate_and_undo(factory, env):
    """Issue #11 item 5: every decision is a new row (an INSERT OR REPLACE overwrote them); undo is a new row too."""
    tb = factory("hist")
    ask(tb, "audit talk.vtt")
    audit_id = tb.current().audit_id
    ask(tb, "accept 1")
    ask(tb, "reject 1 because the disclaimer is on screen")
    assert tb.store.latest_reviews(audit_id)["F1"].decision == "rejected"
    r = tb.undo("F1")
    assert "undid the rejection" in r.text.lower() and "now: accepted" in r.text.lower()
    assert tb.store.latest_reviews(audit_id)["F1"].decision == "accepted"
    tb.review("F2", "escalated", "ask legal")
    history = tb.store.reviews(audit_id)
    assert [(x.finding_id, x.decision) for x in history] == [
        ("F1", "accepted"), ("F1", "rejected"), ("F1", "undone"), ("F2", "escalated")]
    assert all(x.reviewer == "analyst" and x.decided_at for x in history)
    assert "undid rejected" in history[2].comment
    tb.undo("F1")
    assert "F1" not in tb.store.latest_reviews(audit_id)
    assert "Nothing to undo" in tb.handle(intents.Undo(finding_id="F1")).text
    out = tb.export("csv")
    assert "with 1 review decision(s) (5 in the history)" in out.text


def test_a_store_from_before_the_history_keeps_its_decisions(tmp_path):
    import sqlite3

    from assistant.store import Store

    path = tmp_path / "old.sqlite"
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE reviews (audit_id TEXT NOT NULL, finding_id TEXT NOT NULL, decision TEXT NOT NULL,"
                      " reviewer TEXT NOT NULL, comment TEXT NOT NULL DEFAULT '', decided_at TEXT NOT NULL,"
                      " PRIMARY KEY (audit_id, finding_id));"
                      "INSERT INTO reviews VALUES ('a1', 'F1', 'rejected', 'ana', 'disclosed', '2026-01-01T00:00:00+00:00');")
    con.close()
    store = Store(path)
    store.record_review("a1", "F1", "accepted", "bo")
    assert [(r.decision, r.reviewer) for r in store.reviews("a1")] == [("rejected", "ana"), ("accepted", "bo")]


def test_list_audits_and_open_audit_n(factory, env):
    """Issue #11 defect 4: "list audits" and "go back to the first audit" were not understood."""
    tb = factory("t-audits")
    assert "no audit in this thread" in ask(tb, "list audits").text
    ask(tb, "audit talk.vtt")
    first = tb.current().audit_id
    ask(tb, "accept 1")
    ask(tb, "audit talk.vtt")
    r = ask(tb, "list audits")
    assert r.text.startswith("2 audit(s) in this thread:") and r.text.count("← current") == 1
    assert [a["n"] for a in r.data["audits"]] == [1, 2] and r.data["audits"][0]["audit_id"] == first
    r = ask(tb, "go back to the first audit")
    assert r.text.startswith("Opened audit 1 of 2. Audited") and tb.current().audit_id == first
    assert r.ui == [AuditShown(first)]
    assert "accepted" in ask(tb, "list findings").text  # follow-ups talk about the first audit now
    assert "There is no audit 3" in ask(tb, "open audit 3").text
    assert ask(tb, "open the last audit").text.startswith("Opened audit 2 of 2")
    other = factory("t-other")
    other.store.set_current_audit("t-other", first)  # another thread's audit cannot be made current
    assert other.current() is None


def test_a_run_is_recorded_and_one_cut_off_by_a_dead_process_is_interrupted(factory, env):
    """Issue #12 item 13: the store knows an audit was running when its server went away."""
    import subprocess
    import sys

    tb = factory("t-runs")
    ask(tb, "audit talk.vtt")
    assert tb.store.interrupted_run("t-runs") is None  # finished runs are `done`
    run_id = tb.store.start_run("t-runs", "/media/promo.mp4")
    assert tb.store.interrupted_run("t-runs") is None  # running in this (live) process
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True, timeout=30)
    with tb.store._connect() as con:  # the run as a finished server process left it
        con.execute("UPDATE audit_runs SET pid=? WHERE run_id=?", (int(dead.stdout), run_id))
    run = tb.store.interrupted_run("t-runs")
    assert run is not None and run.run_id == run_id and run.source_input == "/media/promo.mp4"
    ask(tb, "audit talk.vtt")  # running it (or anything) again: the latest run is done, the offer goes
    assert tb.store.interrupted_run("t-runs") is None


def test_every_intent_kind_has_a_handler():
    """The router's tagged union (assistant/intents.py) is closed: each class is answered by exactly one row."""
    from assistant.toolbox import _HANDLERS

    assert set(_HANDLERS) == set(intents.INTENTS.values())
    assert all(cls.kind == kind for kind, cls in intents.INTENTS.items()) and len(intents.INTENTS) == 23
