"""The offline screen: cues, negation, quotation, two-line claims, ASR spellings, numbers, disclosures, balancing."""

from __future__ import annotations

import pytest

from audit.judge_rules import REPORT_THRESHOLD
from audit.screen import screen_transcript
from tests.audit.util import make_transcript
from veristream.models import SpeakerProfile


@pytest.fixture(autouse=True)
def _lexicon_screen(monkeypatch):
    """These test the lexicon's cues and context logic; by default the trained detector adds its own candidates."""
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")


def reported(lines, **kw):
    """Candidates the judge would consider (not hedged, not cured), as (category, excerpt)."""
    out = []
    for sc in screen_transcript(make_transcript(lines, **kw)):
        if not sc.candidate.hedged and not sc.cure_reason and sc.candidate.score >= REPORT_THRESHOLD:
            out.append((sc.candidate.category, sc.candidate.excerpt))
    return out


def _speaker(role):
    return SpeakerProfile(role=role, set_by="user")


def cats(lines, **kw):
    return {c for c, _ in reported(lines, **kw)}


@pytest.mark.parametrize(
    "line",
    [
        "This fund is guaranteed to double your money.",
        "These are guaranteed returns, my friends.",
        "It's guarantied to go up.",  # ASR misspelling
        "this one is garanteed to make you money",
        "it's risk free",
        "a totally riskfree trade",
        "it's a risk-free investment",
        "you can't lose with this",
        "you cannot lose money here",
        "you can not lose",
        "a hundred percent guaranteed profit",
    ],
)
def test_guarantee_cues_and_sound_alikes(line):
    assert "guaranteed_returns" in cats([line])


@pytest.mark.parametrize(
    "line",
    [
        "Nothing is guaranteed in this market.",
        "I can't promise you won't lose money.",
        "There are no guarantees, this is not guaranteed.",
        "People say it's guaranteed but that's nonsense.",
        "Scammers will tell you it can't lose.",
        "Anyone promising guaranteed returns is lying to you.",
        "Guaranteed returns don't exist.",
        "Beware of anyone who says it's risk free.",
        "The risk-free rate is about five percent right now.",
        "Treasuries are guaranteed by the government.",
        "You can't lose more than you invest when you buy a stock.",
    ],
)
def test_negated_quoted_or_legitimate_uses_are_not_claims(line):
    assert "guaranteed_returns" not in cats([line])


def test_not_financial_advice_does_not_hedge_the_claim():
    assert "guaranteed_returns" in cats(["This isn't financial advice, but this coin is guaranteed to 10x."])
    assert "guaranteed_returns" in cats(["I'm not a financial advisor but you cannot lose on this one."])


def test_real_talk_opinion_is_not_flagged():
    assert cats(["I think this could go up over time.", "Maybe it goes higher, who knows."]) == set()


def test_two_line_claim_is_found_and_excerpt_spans_both_segments():
    lines = [(0.0, 2.0, "and honestly this stock is guaranteed"), (2.0, 4.5, "to double by the summer."),
             (4.5, 8.0, "Anyway, next topic.")]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "guaranteed_returns"]
    assert len(scs) == 1
    c = scs[0].candidate
    assert "guaranteed to double" in c.excerpt.replace("\n", " ")
    assert (c.start, c.end) == (0.0, 4.5)


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("You can make 30% a month with this system.", "performance_projection"),
        ("This token is gonna 10x by next year.", "performance_projection"),
        ("Bitcoin will hit 250k by December.", "performance_projection"),
        ("This is how you double your money.", "performance_projection"),
        ("I turned $1,000 into $50,000 in three months.", "atypical_results"),
        ("He went from $1,000 to $50,000 in six weeks.", "atypical_results"),
        ("My picks are up 80% this year.", "past_specific_recommendations"),
        ("Our fund is SEC approved.", "implied_regulator_approval"),
        ("Selling covered calls is basically free money.", "options_unbalanced"),
        ("Your 401k grows completely tax-free.", "tax_free_mischaracterized"),
        ("Our app is rated 4.8 out of 5 on Trustpilot.", "third_party_rating_undisclosed"),
        ("These are gross returns of 40%.", "gross_without_net"),
        ("Our backtested strategy returned 300%.", "hypothetical_performance"),
        ("Buy now before it moons!", "unjust_conduct"),
        ("Trust me, I'm a professional trader.", "unqualified_expert"),
        ("It's safer than a savings account.", "misleading_comparison"),
        ("One of my students made $20,000 last month.", "testimonial_without_disclosure"),
        ("Trade for free on this app, zero fees at all.", "free_claims_omit_costs"),
        ("I have never actually used this app myself but you should.", "not_bona_fide_user"),
        ("This is life-changing money, generational wealth.", "unbalanced_benefits"),
        ("Tell them Pomp sent you.", "undisclosed_sponsorship"),
        ("Use code MAX20 when you sign up.", "undisclosed_affiliate"),
        # phrase families added 2026-11-30 (paraphrases the first lexicon missed)
        ("Honestly there's no way this stock goes down from here.", "guaranteed_returns"),
        ("Your principal is completely safe with this one.", "guaranteed_returns"),
        ("Nvidia triples by next summer.", "performance_projection"),
        ("Remember when I told you guys to scoop up Apple at one fifty? Look at it now.",
         "past_specific_recommendations"),
        ("If you copy my trades you'll get the same results.", "atypical_results"),
        ("Excluding fees, the fund returned eighteen percent last year.", "gross_without_net"),
        ("Gains inside the annuity never get taxed.", "tax_free_mischaracterized"),
        ("With zero DTE options I flip $200 into $2,000 every week.", "options_unbalanced"),
        ("Tomorrow at nine a m sharp, everybody buy the ticker.", "unjust_conduct"),
        ("I'll be dumping my bags into your buying, so be quick.", "unjust_conduct"),
        ("There's literally no scenario where you end up with less than you started with.", "guaranteed_returns"),
        ("The distributions on these are locked in.", "guaranteed_returns"),
        ("We expect the fund to keep compounding in the low teens.", "performance_projection"),
        ("I'd be surprised if silver isn't at fifty dollars by summer.", "performance_projection"),
        ("Think of it like a CD, except it pays you double.", "misleading_comparison"),
        ("That's what happens when you follow the system.", "atypical_results"),
        ("The IRS never sees a penny of it.", "tax_free_mischaracterized"),
        ("You won't pay a dime in taxes on the interest.", "tax_free_mischaracterized"),
        ("Selling puts every week is like collecting a paycheck.", "options_unbalanced"),
        ("Every one of you put in a buy at the open, all at once.", "unjust_conduct"),
        ("Load up before I tweet it out tomorrow.", "unjust_conduct"),
        ("Honestly this stock only goes one direction.", "guaranteed_returns"),
        ("We were voted one of the best wealth management firms in Ohio.", "third_party_rating_undisclosed"),
        ("This is a ten bagger by next summer.", "performance_projection"),
        ("It's basically a savings account that pays you triple.", "misleading_comparison"),
        ("Our returns are filed with the SEC and the SEC reviews them every year.", "implied_regulator_approval"),
        ("Uncle Sam never touches it.", "tax_free_mischaracterized"),
        ("I'm a board-certified market analyst, so trust my read.", "unqualified_expert"),
        ("The token is registered with the s e c so it's legit.", "implied_regulator_approval"),
        ("A hundred thousand dollars put into our rotation model in 2008 grows to six hundred thousand.",
         "hypothetical_performance"),
        ("I'm going to start trimming next week, so this is your window, get in now.", "unjust_conduct"),
        ("Fourteen bucks today, you're looking at sixty-plus inside twelve months.", "performance_projection"),
        ("They get equity-like returns with bond-like calm.", "unbalanced_benefits"),
        ("The code is kai fifty, you get fifty bucks when you sign up.", "undisclosed_affiliate"),
        ("The worst year you'll ever see in here is a flat one.", "guaranteed_returns"),
        ("Market up, market down, that check still hits on the first.", "guaranteed_returns"),
        ("As a chartered financial analyst I can tell you. Well, I only passed level one.", "unqualified_expert"),
        ("When you check out, type max20 in the promo box.", "undisclosed_affiliate"),
        ("Why would anybody sit in a high yield savings account when this pays eleven percent?",
         "misleading_comparison"),
        ("By twenty thirty this position is paying me a twelve percent yield on cost.", "performance_projection"),
        ("Every dollar in my 401k is a dollar the government never gets to touch.", "tax_free_mischaracterized"),
        ("When all of you pile in the price jumps and that's when I take my profits.", "unjust_conduct"),
        ("That check shows up every month, seven percent a year, rain or shine.", "guaranteed_returns"),
        ("Uncle Sam never lays a finger on it.", "tax_free_mischaracterized"),
        ("I think the group is roughly a double from here inside eighteen months.", "performance_projection"),
        ("Those of you who listened back in January when I said load up on banks, well, look now.",
         "past_specific_recommendations"),
        ("The composite returned twelve percent a year before the advisory fee.", "gross_without_net"),
        ("You took my late husband's pension and turned it into more money than I can spend.",
         "testimonial_without_disclosure"),
        ("You're getting paid whether it goes up or down.", "guaranteed_returns"),
        ("Your balance only ever moves one direction and it's up.", "guaranteed_returns"),
        ("I'm calling it, this stock hits five hundred a share by Memorial Day.", "performance_projection"),
        ("Call Acme Gold and ask for their free retirement kit.", "undisclosed_sponsorship"),
        ("Grab a challenge and use tick2024 at checkout.", "undisclosed_affiliate"),
        ("I'm gonna be peeling some off into the open, I've got a lot of shares.", "unjust_conduct"),
        ("Follow the three steps, and you will be profitable.", "guaranteed_returns"),
        ("If they had found anything wrong with this fund, they'd have shut us down a long time ago.",
         "implied_regulator_approval"),
        ("Anybody who bought it when we talked is up about forty percent.", "past_specific_recommendations"),
        ("Punch in maya50 when you sign up and you'll get fifty bucks.", "undisclosed_affiliate"),
        ("We're doing a ten x from here before the halving.", "performance_projection"),
        ("If you follow the system you will replace your salary within ninety days.", "performance_projection"),
        ("Over that period it would have turned a hundred thousand dollars into one point three million.",
         "hypothetical_performance"),
        ("It's run by a seasoned team, so you can sit back and let the checks roll in.", "unbalanced_benefits"),
        ("Tom got me out of the market right before the crash.", "testimonial_without_disclosure"),
        ("We flagged Delmont Energy to you at 22 back in March and it closed at 41 yesterday.",
         "past_specific_recommendations"),
    ],
)
def test_category_cues_with_numbers(line, category):
    assert category in cats([line])


def test_a_pitch_reported_as_someone_elses_is_not_a_claim():
    assert "guaranteed_returns" not in cats(["and his whole pitch is quote it literally cannot lose end quote"])
    assert "guaranteed_returns" in cats(["it literally cannot lose"])


def test_viewer_questions_and_income_disclosures_are_not_claims():
    assert "implied_regulator_approval" not in cats(["someone's asking is this coin sec approved, no it is not"])
    assert "tax_free_mischaracterized" not in cats(["Growth in the annuity is tax-deferred, not tax-free."])
    line = "Our income disclosure: the median student earned zero dollars from trading last year."
    assert "testimonial_without_disclosure" not in cats([line])


def test_spoken_hundreds_with_and_are_numbers():
    from audit.lexicon import load_lexicon

    pct = load_lexicon().categories["cherry_picked_performance"].cues
    assert any(c.pattern.search("since the bottom we are up a hundred and twelve percent") for c in pct)


def test_negation_does_not_reach_past_and_with_a_new_subject():
    line = "you buy them you never sell and the checks just keep showing up in the mailbox"
    assert "unbalanced_benefits" in cats([line])
    assert "guaranteed_returns" not in cats(["it's not safe and guaranteed, nothing is"])


def test_quoted_ad_is_not_the_speakers_claim_but_a_read_out_client_quote_is():
    ad = ['The ad says, and I\'m quoting, "Never worry again. Guaranteed income for life with this fund."']
    assert "guaranteed_returns" not in cats(ad)
    client = ['One client wrote to us, "Never worry again. Guaranteed income for life with this fund."']
    assert "guaranteed_returns" in cats(client)


def test_reported_beliefs_and_employer_match_are_not_claims():
    assert "guaranteed_returns" not in cats(["People hear preferred return and think it's a guaranteed eight percent."])
    assert "guaranteed_returns" not in cats(["The employer match alone is free money, so at least get that."])
    assert "free_claims_omit_costs" not in cats(["Some people pay zero federal tax on qualified dividends from ETFs."])


def test_tax_free_money_is_a_tax_claim_not_a_guarantee():
    got = cats(["Roll the old 401k into a traditional IRA and from then on it's tax free money."])
    assert "guaranteed_returns" not in got and "tax_free_mischaracterized" in got


def test_negation_scope_ends_at_which_means_and_viewer_conditions():
    line = "it's just math, not market dependent which means your eighteen percent is locked in"
    assert "guaranteed_returns" in cats([line])
    assert "undisclosed_affiliate" in cats(["if you're not on kestrel yet sign up with my code orbit"])


def test_a_free_product_statement_is_itself_the_disclosure():
    lines = ["hey all, quick disclosure first, Vaultkey sent me this wallet for free", "it's a solid wallet"]
    assert "undisclosed_sponsorship" not in cats(lines)
    assert "tax_free_mischaracterized" not in cats(["Growth in the annuity is tax deferred, which is not the same "
                                                    "thing as tax free."])


def test_rhetorical_remember_when_is_a_claim():
    line = "Remember back in March when I told everybody to back up the truck on that ETF at forty? Look at it now."
    assert "past_specific_recommendations" in cats([line])


def test_sarcastic_agreement_is_not_a_claim():
    line = "oh yeah totally free money that's exactly why my account went from six grand to eleven hundred"
    assert not cats([line]) & {"guaranteed_returns", "free_claims_omit_costs"}
    assert "guaranteed_returns" in cats(["this trade is totally free money"])


def test_licence_claim_counts_only_when_denied_elsewhere():
    line = "As a licensed stockbroker, I can tell you this app is the best."
    denied = "Not financial advice. I am not licensed or registered with any regulator."
    assert "unqualified_expert" in cats([line], description=denied)
    assert "unqualified_expert" not in cats([line], description="Thanks for watching.")


def test_comparison_that_names_the_difference_is_cured():
    line = "A bond fund can pay more than a savings account, but they are very different products."
    assert "misleading_comparison" not in cats([line])
    assert "misleading_comparison" in cats(["A bond fund pays more than a savings account."])


def test_odd_multi_year_window_is_flagged_for_advisers_only():
    line = "Over the past three years our portfolios averaged fourteen percent a year after fees."
    got = {sc.candidate.category for sc in screen_transcript(make_transcript([line]), speaker=_speaker("ria"))}
    assert "cherry_picked_performance" in got
    got = {sc.candidate.category for sc in screen_transcript(make_transcript([line]), speaker=_speaker("unknown"))}
    assert "cherry_picked_performance" not in got


def test_hedged_projection_is_not_a_claim():
    assert "performance_projection" not in cats(["If things go well it could double by next year."])
    assert "performance_projection" not in cats(["Bitcoin might hit 250k by December."])


def test_inflation_rates_are_not_return_projections():
    assert cats(["Inflation was running at 1% a month back then."]) == set()


def test_risk_statement_next_to_benefit_balances_it():
    lines = ["Selling covered calls is a weekly paycheck.", "But you can lose money if the stock drops hard."]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "options_unbalanced"]
    assert scs and scs[0].candidate.balanced and "risk statement" in scs[0].cure_reason


def test_risk_statement_far_away_does_not_balance():
    lines = ["Selling covered calls is a weekly paycheck."] + ["We talk about other stuff."] * 10 + [
        "You can lose money."
    ]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "options_unbalanced"]
    assert scs and not scs[0].candidate.balanced and scs[0].cure_reason is None


def test_negated_risk_statement_does_not_balance():
    lines = ["This is life-changing money.", "And it's not risky at all."]
    assert "unbalanced_benefits" in cats(lines)


def test_early_sponsor_disclosure_cures_the_pitch():
    lines = ["This video is sponsored by Acme Invest.", "Go to acme.com/max to get started."]
    assert "undisclosed_sponsorship" not in cats(lines)


def test_late_sponsor_disclosure_does_not_cure_and_is_noted():
    lines = [(10.0, 15.0, "Go to acme.com/max to get started.")] + [
        (20.0 + i * 10, 29.0 + i * 10, "More market talk here.") for i in range(70)
    ] + [(720.0, 725.0, "By the way this video was sponsored by Acme.")]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "undisclosed_sponsorship"]
    assert scs and scs[0].cure_reason is None
    assert any("only at 12:00" in n for n in scs[0].notes)


def test_disclosure_right_after_the_call_to_action_is_late():
    """"Oh, and full transparency, they gave me a free membership" after the pitch: the viewer heard the pitch first."""
    lines = [(10.0, 14.0, "Head to acme dot com slash max and grab the annual plan."),
             (14.2, 18.0, "It has screeners, alerts, all of it."),
             (18.2, 22.0, "Oh, and full transparency, Acme gave me a free lifetime membership.")]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "undisclosed_sponsorship"
           and sc.candidate.start == 10.0]
    assert scs and scs[0].cure_reason is None
    same_line = [(10.0, 14.0, "Acme sponsored this video, head to acme dot com slash max for the annual plan.")]
    assert "undisclosed_sponsorship" not in cats(same_line)


def test_link_to_the_channels_own_site_needs_no_connection_disclosure():
    lines = ["Schedule a free consultation at summitridge.com/consult to get started."]
    assert "undisclosed_sponsorship" not in cats(lines, channel="Summit Ridge Wealth")
    scs = [sc for sc in screen_transcript(make_transcript(lines, channel="Summit Ridge Wealth"))
           if sc.candidate.category == "undisclosed_sponsorship"]
    assert scs and "own site" in (scs[0].cure_reason or "")
    assert "undisclosed_sponsorship" in cats(lines, channel="Maya Trades")  # someone else's site: still a pitch


def test_pitch_for_a_product_the_speaker_calls_their_own_is_not_a_sponsorship():
    lines = ["Everything I teach is inside my mentorship.", "Join the Apex Mentorship at apexmentor.com/join today."]
    assert "undisclosed_sponsorship" not in cats(lines)
    coded = ["Everything I teach is inside my mentorship.", "Join the Apex Mentorship with code MAX20 at checkout."]
    assert "undisclosed_affiliate" in cats(coded)  # a personal code: someone else pays per signup


def test_registration_that_is_denied_to_mean_approval_is_not_flagged():
    line = "We're registered with the SEC, but that doesn't mean the SEC has reviewed or approved us."
    assert "implied_regulator_approval" not in cats([line])


def test_disclosure_at_top_of_description_cures_spoken_pitch():
    lines = ["Use code MAX20 when you sign up."]
    assert "undisclosed_affiliate" not in cats(lines, description="Sponsored by Acme. Links below.")
    far = "Great video about markets. " * 20 + "Affiliate links: I earn a commission."
    scs = [sc for sc in screen_transcript(make_transcript(lines, description=far))
           if sc.candidate.category == "undisclosed_affiliate"]
    assert scs and scs[0].cure_reason is None and scs[0].severity_shift == -1


def test_onscreen_disclosure_counts():
    lines = ["Use code MAX20 when you sign up."]
    assert "undisclosed_affiliate" not in cats(lines, onscreen=[(0.0, 4.0, "#ad Paid partnership with Acme")])


def test_description_claim_is_timed_zero_with_description_origin():
    scs = screen_transcript(make_transcript(["Hello."], description="Our signals are guaranteed to make money."))
    desc = [sc.candidate for sc in scs if sc.candidate.origin == "description"]
    assert desc and (desc[0].start, desc[0].end) == (0.0, 0.0)
    assert desc[0].excerpt == "Our signals are guaranteed to make money."


def test_onscreen_claim_found():
    scs = screen_transcript(make_transcript(["Hello."], onscreen=[(3.0, 6.0, "GUARANTEED 20% RETURNS")]))
    on = [sc.candidate for sc in scs if sc.candidate.origin == "onscreen"]
    assert on and on[0].category == "guaranteed_returns" and on[0].start == 3.0


def test_claims_disowned_by_the_neighbouring_sentence_are_not_claims():
    lines = ["I'm not predicting the price.", "I'm not telling you Bitcoin is going to hit 100,000.",
             "It's going to hit 250,000.", "It's going to hit a million dollars in 90 days.",
             "Like that guy on Twitter is saying."]
    assert "performance_projection" not in cats(lines)


@pytest.mark.parametrize(
    "line",
    [
        "You can't miss the parties at the conference.",
        "I haven't used it recently, but I should try it again.",
        "It's a yield, and you could do the same thing with stocks.",
        "The winners generate enormous returns, but the median stock underperforms.",
    ],
)
def test_ordinary_talk_is_not_flagged(line):
    assert cats([line]) == set()


def test_recurrence_and_supported_past_pick():
    assert "performance_projection" in cats(["Historically, every time this has happened, the price has risen within days."])
    lines = ["And as I mentioned, Acme I had rated as the best stock to buy.", "It's up 60% this year."]
    assert "past_specific_recommendations" in cats(lines)
    assert "past_specific_recommendations" not in cats(["I had rated Acme as the best stock to buy in my last video."])


def test_spoken_vanity_url_pitch_and_sponsor_of_the_show():
    pitch = ["Cancel your unwanted subscriptions by going to acmemoney.com/atc for the show."]
    assert "undisclosed_sponsorship" in cats(pitch)
    disclosed = ["I got a report from Acme Money, who's the sponsor of the show today."] + pitch
    assert "undisclosed_sponsorship" not in cats(disclosed)
    assert "undisclosed_sponsorship" not in cats(["Sign up for my newsletter, go to mysite.com/news on our website."])


def test_word_numbers_and_subject_first_guarantees():
    assert "guaranteed_returns" in cats(["the returns are garanteed two percent daily"])
    assert "guaranteed_returns" in cats(["It pays a steady seven percent, and that seven percent is locked in."])
    assert "guaranteed_returns" not in cats(["Dividends are never guaranteed, companies can cut them."])
    assert "guaranteed_returns" not in cats(["And the honest answer is, I can't guarantee any return."])


def test_unpunctuated_auto_captions_keep_context_to_the_line():
    lines = ["im in a big bag already not gonna lie", "this ones garanteed to ten x by sunday",
             "so everybody ape in at the same time"]
    found = cats(lines)
    assert "guaranteed_returns" in found and "unjust_conduct" in found


def test_support_window_and_role_gated_cue():
    assert "options_unbalanced" in cats(["You sell a call against your shares.", "It's basically a weekly paycheck."])
    assert "options_unbalanced" not in cats(["My job is basically a weekly paycheck."])
    from audit.screen import screen_transcript as screen
    from veristream.models import SpeakerProfile

    t = make_transcript(["Now as a certified financial planner, I've reviewed every platform out there."])
    influencer = SpeakerProfile(role="unregistered_influencer", set_by="user")
    assert any(sc.candidate.category == "unqualified_expert" for sc in screen(t, influencer))
    assert not any(sc.candidate.category == "unqualified_expert" for sc in screen(t, SpeakerProfile(role="ria")))


def test_one_candidate_per_sentence_and_category():
    lines = [(0.0, 3.0, "this fund is guaranteed to pay you nine percent a year,"),
             (3.0, 6.0, "you cannot lose your principal, it just sits there.")]
    scs = [sc for sc in screen_transcript(make_transcript(lines)) if sc.candidate.category == "guaranteed_returns"]
    assert len(scs) == 1 and scs[0].candidate.excerpt.endswith("it just sits there.")


def test_screen_context_data_is_compiled_as_written():
    """lexicon.yaml `screen_context:` (pitch, call to action, brand, own-product, illustration, rhetorical patterns and
    word lists) runs on lower-cased text exactly as the code it came from: case-sensitive, no macros, and the YAML
    words that look like booleans stay words."""
    import re

    from audit.lexicon import load_lexicon

    ctx = load_lexicon().screen_context
    patterns = [ctx.illustration, ctx.instruction_if, ctx.rhetorical, ctx.brand_after, ctx.brand_before, ctx.pitch,
                ctx.cta, ctx.own_product, ctx.personal_code]
    assert all(not p.flags & re.IGNORECASE for p in patterns)
    assert ctx.pitch.search("honestly i use it every day") and not ctx.pitch.search("HONESTLY I USE IT EVERY DAY")
    assert "on" in ctx.generic_channel_words and "yes" in ctx.not_brand
    assert ctx.own_product.search("join my mentorship today").group(1) == "mentorship"
