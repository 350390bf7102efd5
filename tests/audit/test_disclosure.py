"""Disclosure timing: a late disclosure anchors the finding on the earlier pitch; description referral links."""

from __future__ import annotations

import pytest

from audit.engine import audit_transcript
from audit.judge_rules import REPORT_THRESHOLD
from audit.screen import screen_transcript
from tests.audit.util import make_transcript


@pytest.fixture(autouse=True)
def _lexicon_screen(monkeypatch):
    """These test the lexicon's cues and context logic; by default the trained detector adds its own candidates."""
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")

FILL = [(100.0 + i * 10, 109.0 + i * 10, "Now let's look at how index funds rebalance each quarter.") for i in range(60)]


def _reported(transcript):
    return [sc for sc in screen_transcript(transcript, semantic=False)
            if not sc.candidate.hedged and not sc.cure_reason and sc.candidate.score >= REPORT_THRESHOLD]


def _late(pitch, disclosure, t=720.0):
    return make_transcript(
        [(0.0, 5.0, "Today we talk about budgeting.")] + pitch + FILL + [(t, t + 6.0, disclosure)])


PITCH = [
    (20.0, 26.0, "I've been using LedgerLoop every single day and honestly it changed how I budget."),
    (26.0, 32.0, "You guys need to download LedgerLoop, it is the best budgeting app out there."),
]


def test_late_disclosure_finding_quotes_the_pitch_not_the_disclosure():
    scs = [sc for sc in _reported(_late(PITCH, "Full transparency, LedgerLoop gave me a free lifetime membership."))
           if sc.candidate.category.startswith("undisclosed")]
    assert len(scs) == 1
    cand = scs[0].candidate
    assert cand.start == 20.0 and cand.end == 32.0
    assert "download LedgerLoop" in cand.excerpt and "transparency" not in cand.excerpt
    assert any("only at 12:00" in n and "after the pitch" in n for n in scs[0].notes)


def test_lowercase_auto_caption_disclosure_names_the_brand():
    pitch = [(20.0, 25.0, "so i use quantpilot for all my trades"), (25.0, 30.0, "honestly it is the best bot out there")]
    scs = [sc for sc in _reported(_late(pitch, "oh and quantpilot sponsored this video")) if
           sc.candidate.category.startswith("undisclosed")]
    assert [(sc.candidate.start, sc.candidate.end) for sc in scs] == [(20.0, 30.0)]


def test_pitch_next_to_brand_line_joins_the_run():
    pitch = [(20.0, 25.0, "The app is called LedgerLoop."), (25.0, 30.0, "Honestly it is a total game changer, go get it.")]
    scs = [sc for sc in _reported(_late(pitch, "Full disclosure, LedgerLoop paid me for this video."))
           if sc.candidate.category.startswith("undisclosed")]
    assert [(sc.candidate.start, sc.candidate.end) for sc in scs] == [(20.0, 30.0)]


@pytest.mark.parametrize("disclosure", [
    "Full transparency, LedgerLoop gave me a free lifetime membership.",
    "This video is sponsored by LedgerLoop.",
])
def test_early_disclosure_cures_and_adds_no_pitch_finding(disclosure):
    t = make_transcript([(0.0, 5.0, disclosure)] + PITCH)
    assert not [sc for sc in _reported(t) if sc.candidate.category.startswith("undisclosed")]


def test_disclosure_at_top_of_description_cures_the_late_case():
    t = make_transcript([(0.0, 5.0, "Hi.")] + PITCH + FILL + [(720.0, 726.0, "LedgerLoop sponsored this video.")],
                        description="Sponsored by LedgerLoop. Budget tips below.")
    assert not [sc for sc in _reported(t) if sc.candidate.category.startswith("undisclosed")]


def test_no_pitch_finding_when_brand_is_only_named_neutrally():
    pitch = [(20.0, 26.0, "LedgerLoop released a new version last month.")]
    scs = [sc for sc in _reported(_late(pitch, "By the way, LedgerLoop sponsored this video."))
           if sc.candidate.category.startswith("undisclosed")]
    assert scs == []


def test_late_disclosure_engine_finding_is_verified_and_notes_the_time():
    report = audit_transcript(_late(PITCH, "Full transparency, LedgerLoop gave me a free lifetime membership."),
                              regulators=["FTC"], use_llm=False)
    found = [f for f in report.findings if f.category.startswith("undisclosed")]
    assert len(found) == 1 and found[0].verified and 20.0 <= found[0].start < 32.0
    assert "12:00" in found[0].rationale and "after the pitch" in found[0].rationale


@pytest.mark.parametrize("link", [
    "https://stackly.app/join/tyler", "https://amzn.to/3xYz12", "https://www.cardco.com/apply?tag=tyler-20",
    "join.robinhood.com/tylerm12", "https://a.webull.com/i/Tyler123", "https://www.m1.com/?referral_id=abc",
    "https://www.coindrift.example/invite/SAM50", "https://skillshop.com/course?coupon=TYLER50",
])
def test_description_referral_link_without_disclosure_is_found(link):
    t = make_transcript(["Today we compare brokers."], description=f"Open an account: {link}\nMusic by someone")
    desc = [sc.candidate for sc in _reported(t) if sc.candidate.origin == "description"]
    assert len(desc) == 1 and desc[0].category == "undisclosed_affiliate"
    assert (desc[0].start, desc[0].end) == (0.0, 0.0) and link.split("?")[0] in desc[0].excerpt


@pytest.mark.parametrize("link", ["https://www.sec.gov/reports/abc", "https://twitter.com/tyler",
                                  "https://reddit.com/r/investing", "https://example.com/blog/how-bonds-work"])
def test_ordinary_description_links_are_not_referrals(link):
    t = make_transcript(["Today we compare brokers."], description=f"Further reading: {link}")
    assert not [sc for sc in _reported(t) if sc.candidate.origin == "description"]


def test_description_referral_link_is_cured_by_disclosure():
    t = make_transcript(["Today we compare brokers."],
                        description="Affiliate links: I earn a commission. Open an account: https://stackly.app/join/tyler")
    assert not [sc for sc in _reported(t) if sc.candidate.origin == "description"]


def _with_channel(description, channel):
    t = make_transcript(["Today we compare brokers."], description=description)
    t.metadata.channel = channel
    return t


@pytest.mark.parametrize("description", [
    "Broker I use: https://broker.example/maya\nMusic: someone", "Card: cardco.example/apply?id=maya22"])
def test_description_link_carrying_the_channel_name_is_an_affiliate_link(description):
    desc = [sc.candidate for sc in _reported(_with_channel(description, "Maya Trades"))
            if sc.candidate.origin == "description"]
    assert [c.category for c in desc] == ["undisclosed_affiliate"]
    assert (desc[0].start, desc[0].end) == (0.0, 0.0) and desc[0].excerpt in description


@pytest.mark.parametrize("description", [
    "My course: mayatrades.example/course",  # the channel's own site
    "Follow me: instagram.com/maya",  # social profile
    "Charts: https://tradingview.example/trades",  # a generic channel word, not a handle
    "Sponsored by Broker. Open an account: broker.example/maya",  # disclosed at the top
])
def test_channel_name_links_that_are_not_undisclosed_connections(description):
    assert not [sc for sc in _reported(_with_channel(description, "Maya Trades")) if sc.candidate.origin == "description"]


def test_late_disclosure_makes_the_earlier_pitch_an_endorsement_for_an_influencer():
    pitch = [(70.0, 76.0, "I've been using TradeNest for about a year now."),
             (76.0, 82.0, "Honestly it is a total game changer, go get it.")]
    t = make_transcript([(0.0, 5.0, "Welcome back.")] + pitch + FILL
                        + [(720.0, 726.0, "Full transparency, TradeNest gave me a free lifetime membership.")])
    report = audit_transcript(t, speaker_role="unregistered_influencer", use_llm=False)
    found = [f for f in report.findings if f.category.startswith("undisclosed")]
    assert [f.start for f in found] == [70.0]
    assert "disclosed at 12:00" in found[0].applicability


def test_late_pitch_window_reaches_the_call_to_action():
    pitch = [(10.0, 18.0, "Today I want to show you the app I use for every trade."),
             (20.0, 28.0, "It's called TradeNest and it has honestly changed how I trade."),
             (30.0, 38.0, "The screener finds breakouts before anyone else."),
             (40.0, 48.0, "You guys need to check it out, it is the best tool out there.")]
    scs = [sc for sc in _reported(_late(pitch, "Full transparency, TradeNest gave me a free lifetime membership."))
           if sc.candidate.category.startswith("undisclosed")]
    assert len(scs) == 1 and scs[0].candidate.end == 48.0
    assert "You guys need to check it out" in scs[0].candidate.excerpt
