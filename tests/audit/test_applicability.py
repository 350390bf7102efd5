"""Applicability: which regulator's provision is cited, and whether it binds the speaker."""

from __future__ import annotations

from audit.applicability import decide
from audit.engine import audit_transcript
from audit.roles import infer_speaker
from audit.taxonomy import load_taxonomy
from tests.audit.util import make_transcript

ALL = ["FTC", "SEC", "FINRA"]


def cat(cid):
    return load_taxonomy().get(cid)


def test_registered_rep_gets_finra():
    app = decide(cat("guaranteed_returns"), "registered_rep", ALL, [])
    assert app.binds and app.regulators[0] == "FINRA"


def test_ria_gets_sec_and_sec_only_category_binds_ria_only():
    assert decide(cat("guaranteed_returns"), "ria", ALL, []).regulators[0] == "SEC"
    assert decide(cat("gross_without_net"), "ria", ALL, []).binds
    rep = decide(cat("gross_without_net"), "registered_rep", ALL, [])
    assert not rep.binds and rep.reason.startswith("rule does not bind registered_rep")


def test_unregistered_influencer_bound_only_by_ftc_in_endorsement_context():
    no_ad = decide(cat("guaranteed_returns"), "unregistered_influencer", ALL, [])
    assert not no_ad.binds and "rule does not bind unregistered_influencer" in no_ad.reason
    ad = decide(cat("guaranteed_returns"), "unregistered_influencer", ALL, ["sponsored by Acme"])
    assert ad.binds and ad.regulators == ["FTC"]
    spons = decide(cat("undisclosed_sponsorship"), "unregistered_influencer", ALL, [], self_endorsing=True)
    assert spons.binds and spons.regulators == ["FTC"]


def test_unknown_role_prefers_finra_and_says_what_it_depends_on():
    app = decide(cat("guaranteed_returns"), "unknown", ALL, [])
    assert app.regulators[0] == "FINRA"
    assert app.text.startswith("Applies if the speaker is a FINRA member firm or an associated person")
    assert "SEC 206(4)-1(a)(1)" in app.text


def test_the_unknown_role_note_names_no_cli_flag():
    """Finding cards in the chat show this text; a chat user cannot pass --speaker-role (issue #11)."""
    from veristream.errors import mentions_cli

    text = decide(cat("guaranteed_returns"), "unknown", ALL, []).text
    assert "set the role and audit again" in text and not mentions_cli(text)


def test_unknown_role_ftc_primary_category_cites_ftc():
    app = decide(cat("undisclosed_sponsorship"), "unknown", ALL, [], self_endorsing=True)
    assert app.regulators[0] == "FTC" and "whatever their registration" in app.text
    no_ad = decide(cat("not_bona_fide_user"), "unknown", ALL, [])
    assert not no_ad.binds and "none was found near this statement" in no_ad.reason
    assert decide(cat("not_bona_fide_user"), "unknown", ALL, ["sponsored by Acme"]).binds


def test_regulator_scope_restricts():
    app = decide(cat("guaranteed_returns"), "unknown", ["SEC"], [])
    assert app.regulators == ["SEC"]
    none = decide(cat("not_bona_fide_user"), "unknown", ["SEC", "FINRA"], [])
    assert not none.binds and "not in the selected rulebooks" in none.reason


def test_role_inference_records_verbatim_evidence():
    rep = infer_speaker(make_transcript(["Hi, I'm Dan.", "Securities offered through Acme Securities, member FINRA/SIPC."]))
    assert rep.role == "registered_rep" and rep.set_by == "inferred"
    assert rep.evidence[0] == "Securities offered through Acme Securities, member FINRA/SIPC."
    ria = infer_speaker(make_transcript(["I'm a CFP at our RIA, a registered investment adviser."]))
    assert ria.role == "ria"
    inf = infer_speaker(make_transcript(["I'm not a financial advisor, just a guy with a camera."]))
    assert inf.role == "unregistered_influencer"
    assert infer_speaker(make_transcript(["Markets were up today."])).role == "unknown"


def test_engine_suppresses_rules_that_do_not_bind_the_user_set_role():
    t = make_transcript(["This coin is guaranteed to double your money."])
    report = audit_transcript(t, speaker_role="unregistered_influencer", use_llm=False)
    assert report.speaker.set_by == "user"
    assert report.findings == []
    assert any(s.reason.startswith("rule does not bind unregistered_influencer") for s in report.suppressed)
    rep = audit_transcript(t, speaker_role="registered_rep", use_llm=False)
    assert [f.citation for f in rep.findings] == ["FINRA 2210(d)(1)(B)"]
    ria = audit_transcript(t, speaker_role="ria", use_llm=False)
    assert [f.citation for f in ria.findings] == ["SEC 206(4)-1(a)(1)"]


def test_engine_regulators_filter():
    t = make_transcript(["This coin is guaranteed to double your money. Use code MAX20 to sign up."])
    report = audit_transcript(t, regulators=["FTC"], use_llm=False)
    assert report.findings and {f.regulator for f in report.findings} == {"FTC"}


def test_endorsement_context_is_local_and_ignores_negated_sponsor_talk():
    from audit.disclosure import endorsement_context

    assert endorsement_context(make_transcript(["This is a podcast with no sponsors, no advertising."])).marks == []
    assert endorsement_context(make_transcript(["This video is not sponsored."])).marks == []
    early = endorsement_context(make_transcript(["This video is sponsored by Acme."] + ["talk"] * 100))
    assert early.whole_video and early.evidence_for(400, 405, "speech")
    mid = [(i * 10.0, i * 10.0 + 9, "talk") for i in range(100)]
    mid[50] = (500.0, 509.0, "This episode is brought to you by Acme.")
    ctx = endorsement_context(make_transcript(mid))
    assert not ctx.whole_video
    assert ctx.evidence_for(560, 565, "speech") and not ctx.evidence_for(50, 55, "speech")
