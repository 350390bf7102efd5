"""Paraphrases the screen must catch, and near-misses it must leave alone (independent of the eval dev set)."""

from __future__ import annotations

import pytest

from audit.judge_rules import REPORT_THRESHOLD
from audit.screen import screen_transcript
from tests.audit.util import make_transcript


@pytest.fixture(autouse=True)
def _lexicon_screen(monkeypatch):
    """These test the lexicon's cues and context logic; by default the trained detector adds its own candidates."""
    monkeypatch.setenv("VERISTREAM_SCREEN", "lexicon")


def cats(lines):
    return {
        sc.candidate.category
        for sc in screen_transcript(make_transcript(lines))
        if not sc.candidate.hedged and not sc.cure_reason and sc.candidate.score >= REPORT_THRESHOLD
    }


@pytest.mark.parametrize(
    ("lines", "category"),
    [
        (["You will make money on this, guaranteed."], "guaranteed_returns"),
        (["There's zero chance you lose money on this trade."], "guaranteed_returns"),
        (["This is a sure-fire way to double your money."], "guaranteed_returns"),
        (["Your principal is 100% protected."], "guaranteed_returns"),
        (["It literally cannot go to zero."], "guaranteed_returns"),
        (["I promise you'll be up 20% by Christmas."], "guaranteed_returns"),
        (["This stock will be at $300 by next year."], "performance_projection"),
        (["Expect at least 12% a year from this fund."], "performance_projection"),
        (["I'm calling it now, ETH hits 10k this cycle."], "performance_projection"),
        (["Over the next five years this will easily triple."], "performance_projection"),
        (["She made $30,000 in her first month using my system."], "atypical_results"),
        (["I went from broke to a millionaire in two years."], "atypical_results"),
        (["Results like mine are totally normal."], "atypical_results"),
        (["Here's a message from a happy client: you doubled my money in a year."], "testimonial_without_disclosure"),
        (["Click the link in the description to get started with Acme."], "undisclosed_sponsorship"),
        (["It's better than a savings account with none of the risk."], "misleading_comparison"),
        (["This fund is SEC-registered, so you know it's safe."], "implied_regulator_approval"),
        (["This annuity lets your money grow tax-free."], "tax_free_mischaracterized"),
        (["Trading on this app is totally free, no commissions."], "free_claims_omit_costs"),
    ],
)
def test_paraphrases_are_caught(lines, category):
    assert category in cats(lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Returns are not guaranteed and you could lose money."],
        ["Nobody can promise you'll make money in the market."],
        ["Thanks to Acme for making this video possible.", "Click the link in the description to get started."],
        ["I think this stock could be at $300 someday, but who knows."],
        ["A Roth IRA grows tax-free if you follow the rules."],
        ["Our newsletter is totally free, sign up on our website."],
        ["The SEC approved the first spot bitcoin ETFs in January 2024."],
        ["Past performance is no guarantee of future results."],
        ["Stocks have returned about ten percent a year historically, with big drawdowns along the way."],
    ],
)
def test_near_misses_are_left_alone(lines):
    assert cats(lines) == set()


def lexical_cats(lines, **kw):
    """Categories the lexicon alone reports (the semantic screen off), so cue coverage is tested on its own."""
    return {
        sc.candidate.category
        for sc in screen_transcript(make_transcript(lines, **kw), semantic=False)
        if not sc.candidate.hedged and not sc.cure_reason and sc.candidate.score >= REPORT_THRESHOLD
    }


@pytest.mark.parametrize(
    ("lines", "category"),
    [
        # regulator approval: passive voice, other verbs and regulators, "stamp of approval"
        (["Our returns have been approved by the SEC."], "implied_regulator_approval"),
        (["Our results are audited and verified by the SEC, so you know they're real."], "implied_regulator_approval"),
        (["We have the SEC's stamp of approval."], "implied_regulator_approval"),
        (["The CFTC guarantees this platform."], "implied_regulator_approval"),
        # coordinated buying: word-number and digit clock times, either order
        (["Everybody buy at nine thirty sharp tomorrow."], "unjust_conduct"),
        (["At 10 am sharp everyone hits the buy button."], "unjust_conduct"),
        (["I want all of you to hit the buy button at the same moment on Monday."], "unjust_conduct"),
        (["Tomorrow everyone piles in at ten a.m. sharp."], "unjust_conduct"),
        (["We're all going in at 9:30, right at the open."], "unjust_conduct"),
        # pitches: broader verbs before "link below", vanity URLs and codes (descriptions too)
        (["Go get the Acme card, the link is in the description, it's the best card I've ever had."],
         "undisclosed_sponsorship"),
        (["Try QuantPilot: quantpilot.io/maya"], "undisclosed_sponsorship"),
        (["Get a 60,000 point bonus when you apply at acmecard.com"], "undisclosed_sponsorship"),
        (["Get 20% off your challenge with code JORDAN20."], "undisclosed_affiliate"),
        (["Open your account: https://broker.com/invite/kim22"], "undisclosed_affiliate"),
        (["The card I use: acmecard.com/?ref=kim"], "undisclosed_affiliate"),
        # atypical results: quitting a job, "like me", "six figures"
        (["One of my mentees quit her job after two months with my program."], "atypical_results"),
        (["You'll make six figures like my students if you just follow the steps."], "atypical_results"),
        (["My student made six figures in his first year."], "atypical_results"),
    ],
)
def test_broadened_cues_catch_variants(lines, category):
    assert category in lexical_cats(lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Bitcoin ETFs were approved by the SEC last year."],
        ["I'll be at the office at nine am, everyone is welcome to buy me coffee."],
        ["We shipped this feature with code review and tests."],
        ["Check out my course at mysite.com/course"],
        ["If you want to open an account with us, the link is in the description."],
        ["Read more about it on acme.com."],
        ["I'm going in at noon, I think."],
        ["Sources: https://www.sec.gov/news/press-release?year=2024"],
        ["Read it at example.com/blog/post-1"],
        ["Check out the full story at example.com/news/today"],
    ],
)
def test_broadened_cues_leave_near_misses_alone(lines):
    assert lexical_cats(lines) == set()


@pytest.mark.parametrize(
    ("lines", "category"),
    [
        (["This trade is bulletproof, you simply can't go wrong."], "guaranteed_returns"),
        (["There is zero downside to this play, it's ironclad."], "guaranteed_returns"),
        (["Your money is completely safe here and the yield is locked at twelve percent."], "guaranteed_returns"),
        (["Did you know the fund is guaranteed to return eight percent?"], "guaranteed_returns"),
        # spelled-out compound numbers ("five hundred", "two hundred and ten")
        (["Mark my words, this stock will be worth five hundred bucks by next summer."], "performance_projection"),
        (["Bitcoin is heading to two hundred k before the halving."], "performance_projection"),
        (["I fully expect this to double within eighteen months."], "performance_projection"),
        (["Since the March 2020 low our fund is up two hundred and ten percent."], "cherry_picked_performance"),
        (["With this annuity you'll never owe a penny of tax on your gains."], "tax_free_mischaracterized"),
        (["Your gains compound tax-exempt forever in this policy."], "tax_free_mischaracterized"),
        (["It doesn't cost you a dime to trade here."], "free_claims_omit_costs"),
        (["There are zero fees on every trade you make."], "free_claims_omit_costs"),
        (["Remember when I told you to buy Nvidia at ninety? It's at four hundred now."],
         "past_specific_recommendations"),
        (["Our firm is a top-rated, award-winning wealth manager."], "third_party_rating_undisclosed"),
        (["Had you followed our signals for the past decade, you'd have beaten the market by ten points a year."],
         "hypothetical_performance"),
        (["Selling weekly puts is like collecting rent, easy income every Friday."], "options_unbalanced"),
        (["Most of my students make back the course fee in their first week."], "atypical_results"),
    ],
)
def test_synonyms_and_number_forms(lines, category):
    assert category in lexical_cats(lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["The company has a bulletproof balance sheet."],
        ["Municipal bond interest is generally tax-exempt at the federal level."],
        ["You don't have to pay taxes on the dividends every year."],
        ["I expect inflation to hit three percent next year."],
        ["Nobody expects the stock to double overnight."],
        ["Had you asked me ten years ago, I'd have said the same."],
        ["Is this fund guaranteed to return eight percent?"],
    ],
)
def test_synonym_cues_leave_near_misses_alone(lines):
    assert lexical_cats(lines) == set()
