"""Role inference: each cue family, and the sentences that must NOT set the speaker's role."""

from __future__ import annotations

import pytest

from audit.roles import infer_speaker
from tests.audit.util import make_transcript

CHANNEL = ["What's up guys, welcome back to the channel.", "Let me know in the comments what you think."]


def role(lines, description=None):
    return infer_speaker(make_transcript(lines, description=description))


@pytest.mark.parametrize("line", [
    "Securities offered through Acme Securities, member FINRA/SIPC.",
    "I'm a registered representative with Acme Securities.",
    "I hold my Series 7 and Series 66 licenses.",
    "Our broker-dealer reviews every video before it goes out.",
    "Acme Securities is a FINRA member.",
])
def test_registered_rep_cues(line):
    sp = role(["Hi, I'm Dan.", line])
    assert sp.role == "registered_rep" and sp.set_by == "inferred"
    assert sp.evidence[0] == line and sp.reason


@pytest.mark.parametrize("line", [
    "Advisory services offered through Oak Wealth LLC.",
    "Oak Wealth is a registered investment adviser.",
    "We're a fee-only fiduciary adviser registered with the SEC.",
    "Our Form ADV is on our website.",
    "I'm an investment adviser representative of Oak Wealth.",
])
def test_ria_cues(line):
    sp = role(["Hi, I'm Sam.", line])
    assert sp.role == "ria"
    assert sp.evidence[0] == line


@pytest.mark.parametrize("line", [
    "I'm not a financial advisor, just a guy with a camera.",
    "I am not licensed to give advice.",
    "I'm not a registered investment adviser.",
    "I'm not a registered rep, I just trade my own account.",
    "I never finished the Series 7, so I'm just a regular guy.",
])
def test_self_disclaimer_alone_is_unregistered(line):
    sp = role([line, "Markets were up today."])
    assert sp.role == "unregistered_influencer"
    assert sp.evidence[0] == line


@pytest.mark.parametrize("disclaimer", [
    "Not financial advice, do your own research.",
    "This is just my opinion.",
    "For entertainment purposes only.",
    "This video is sponsored by Coinly.",
    "Not sponsored, I pay for it myself.",
    "Use my code SAVE20 when you sign up.",
])
def test_creator_channel_plus_creator_disclaimer_is_unregistered(disclaimer):
    sp = role(CHANNEL + [disclaimer])
    assert sp.role == "unregistered_influencer"
    assert disclaimer in sp.evidence and "no registration cue" in sp.reason


def test_disclaimer_in_description_counts():
    assert role(CHANNEL, description="Not financial advice.").role == "unregistered_influencer"


def test_channel_talk_alone_stays_unknown_and_says_why():
    sp = role(CHANNEL + ["Today we look at index fund returns."])
    assert sp.role == "unknown" and sp.set_by == "default"
    assert "nothing says whether the speaker is registered" in sp.reason
    assert CHANNEL[0] in sp.evidence


def test_no_cue_at_all_is_unknown():
    sp = role(["Markets were up today."])
    assert sp.role == "unknown" and sp.evidence == [] and "no self-description" in sp.reason


def test_registration_beats_creator_disclaimers():
    sp = role(CHANNEL + ["Not financial advice.", "Securities offered through Acme Securities, member FINRA/SIPC."])
    assert sp.role == "registered_rep"


@pytest.mark.parametrize("line", [
    "My advisor, a registered rep, told me to buy bonds.",
    "A registered rep told me this fund can't lose.",
    "They said they're registered with the SEC.",
    "Ask your registered investment adviser before you buy.",
    "If you want help, find a registered investment adviser.",
    "He's a registered representative at some big bank.",
])
def test_quoted_or_third_party_registration_does_not_set_role(line):
    sp = role([line])
    assert sp.role == "unknown"
    assert line in sp.evidence and "someone else" in sp.reason


def test_quoted_registration_does_not_override_creator_reading():
    sp = role(CHANNEL + ["Not financial advice.", "My buddy, a registered rep, says it's a good fund."])
    assert sp.role == "unregistered_influencer"


def test_sponsor_legend_registration_is_the_sponsors():
    sp = role(CHANNEL + ["Not financial advice."],
              description="Sponsored by Acorny. Acorny Advisers LLC is an SEC registered investment adviser.")
    assert sp.role == "unregistered_influencer"


def test_dually_registered_tie_goes_to_registered_rep_and_keeps_both_in_evidence():
    rep_line = "Securities offered through Acme Securities, member FINRA/SIPC."
    ria_line = "Advisory services offered through Oak Wealth, a registered investment adviser."
    sp = role(["Hi, I'm Dan.", rep_line, ria_line])
    assert sp.role == "registered_rep" and "both registrations" in sp.reason
    assert rep_line in sp.evidence and ria_line in sp.evidence


def test_more_ria_cues_win_over_one_rep_cue():
    sp = role(["Oak Wealth is a registered investment adviser.", "Our Form ADV is online.",
               "Some of our advisers also hold a Series 7."])
    assert sp.role == "ria"


def test_podcast_host_with_not_financial_advice_is_unregistered():
    sp = role(["Welcome to this episode of the podcast.", "Again, not financial advice."])
    assert sp.role == "unregistered_influencer"


@pytest.mark.parametrize("line", [
    "If you have questions, I'm a registered representative with Acme Securities.",
    "I'm not just a registered rep, I also teach.",
    "Dan Kowalski here, registered rep with Acme Securities.",
])
def test_own_registration_in_a_longer_sentence_still_counts(line):
    assert role([line]).role == "registered_rep"


@pytest.mark.parametrize("line", [
    "My advisor, who is a registered investment adviser, says bonds are boring.",
    "According to my neighbor, he is a registered rep.",
])
def test_apposition_and_reported_registration_are_someone_elses(line):
    assert role([line]).role == "unknown"


def test_no_longer_registered_is_unregistered():
    assert role(["I'm no longer a registered rep, so this is just me talking."]).role == "unregistered_influencer"


def test_registration_legend_in_a_paid_endorsement_is_the_advertisers():
    sp = role(CHANNEL + ["Sign up with my link below and get a bonus.",
                         "Wealthly Advisers LLC is an SEC-registered investment adviser."])
    assert sp.role == "unregistered_influencer"
    without_pitch = role(["Wealthly Advisers LLC is an SEC-registered investment adviser."])
    assert without_pitch.role == "ria"  # a firm's own legend, nothing says it is someone else's


def test_first_person_registration_survives_a_sponsor_read():
    sp = role(["This video is sponsored by Coinly.", "I'm a registered representative with Acme Securities."])
    assert sp.role == "registered_rep"


def test_not_sponsored_is_not_an_endorsement():
    sp = role(["This video is not sponsored by anyone.", "Oak Wealth is a registered investment adviser."])
    assert sp.role == "ria"


def test_unpunctuated_asr_keeps_the_speakers_own_registration():
    asr = ("so if you have been following along you know your questions matter to me and anyway "
           "i'm a registered rep with acme securities member finra sipc so let's get into it")
    assert role([asr]).role == "registered_rep"


def test_as_i_said_is_not_reported_speech():
    assert role(["As I said, I'm a registered investment adviser."]).role == "ria"


def test_self_introduction_as_your_rep_counts():
    assert role(["Hi, I'm Dan, your local registered representative."]).role == "registered_rep"
    assert role(["Ask your registered representative first."]).role == "unknown"


def test_someone_else_negated_is_not_the_speaker_disclaiming():
    assert role(["I checked, and he's not a registered rep."]).role == "unknown"
