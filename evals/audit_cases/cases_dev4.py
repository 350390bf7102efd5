"""Fourth tuning set (dev4): news-reaction streamers, options "income" educators, crypto founders' AMAs, brokerage
"market minutes", 20-40 second Shorts and a two-host podcast where one host pushes back.

Written from the rule text (FINRA 2210/2220/2010, SEC 206(4)-1, FTC 16 CFR 255) and audit/taxonomy.yaml only, without
reading the engine's lexicon, exemplars or screens, so the engine can be tuned to generalise beyond its own phrasing.
Violations are mostly implied (certainty without "guaranteed", forecasts without "will", sponsors revealed by context
or a code, oblique brags about past calls, inflated credentials, numbers spoken as words, ASR slips).
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="d4-01-unknown-earnings-live-leaves-turn",
        topic="stocks",
        role="unknown",
        style="auto",
        title="CORVANE EARNINGS LIVE — I can't believe these numbers",
        channel="Tape Reader Tony",
        description="Live reaction to Corvane (CVNE) Q3 earnings. Memberships: hit the join button.\n"
        "Business inquiries: tony@tapereadertony.com",
        cues="""
        Yo yo yo we are live, chat is flying, Corvane numbers just hit the tape.
        Okay, revenue, three point one billion versus two point eight expected, that's a monster beat.
        Data center up ninety percent year over year, guidance raised, let me pull up the after-hours.
        After hours we're up eleven percent, and honestly that's the market being asleep.
        Anybody who was on the stream in March when I said back up the truck at forty one,
        you already know, I'm not gonna say it, you're welcome, enjoy the view.
        Chat's asking is it too late. Listen to me.
        This is a two hundred dollar stock before the leaves turn,
        and I'm not even entertaining the other side of that conversation.
        Bears had their shot at sixty, they blew it.
        Alright let me read the call highlights, CFO's talking margins.
        Gross margin seventy four, that's, yeah, that's fine.
        Smash the like, I'm gonna stay on for the conference call, see you in there.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "when I said back up the truck at forty one, you already know",
            ),
            E(
                "performance_projection",
                "This is a two hundred dollar stock before the leaves turn, and I'm not even entertaining the other side",
            ),
        ],
        note="Live earnings reaction. The March call is bragged about obliquely ('you already know... you're "
        "welcome') with no losers shown; the price target has no 'will' and is split over two cues. Role unknown "
        "(no registration cue), so every citation of each category applies.",
    ),
    Case(
        id="d4-02-unknown-put-selling-insurance-company",
        topic="options",
        role="unknown",
        style="rolling",
        endorsement=True,
        title="Weekly Put Selling — Full Screen Share (my exact process)",
        channel="Theta Garden with Rhea",
        description="Join the Theta Garden mentorship: thetagarden.co/join\nEducational content only.",
        cues="""
        Hey gardeners, Rhea here, let me share my screen real quick.
        Okay so you should see my broker's option chain, this is the ticker we've been working all month.
        I'm looking at the thirty delta put expiring Friday, premium is one eighty-five.
        Now here's how I want you to think about this.
        When you sell this put you're the insurance company, you're the one collecting the check,
        and the worst that ever happens is you get handed a great company at a discount.
        That's it. That's the whole downside. I sleep like a baby.
        I'll click sell to open, limit at one eighty, and there we go, filled.
        So one of my mentorship members, Dana, she started in January,
        she's now clearing about nine grand a month from this exact setup,
        and honestly that's the path for anybody in here who just follows the process.
        Next week I'll show you how I roll these when they get tested.
        Mentorship link is down below, doors close Sunday, see you next week.
        """,
        expected=[
            E(
                "options_unbalanced",
                "the worst that ever happens is you get handed a great company at a discount",
            ),
            E("options_unbalanced", "That's it. That's the whole downside.", optional=True),
            E(
                "atypical_results",
                "she's now clearing about nine grand a month from this exact setup, and honestly that's the path "
                "for anybody in here who just follows the process",
                also=["testimonial_without_disclosure"],
            ),
        ],
        note="Screen-share options educator selling her own mentorship (endorsement context). Assignment at the "
        "strike is presented as the whole downside, omitting that the stock can fall far below it. A member's "
        "result is offered as 'the path for anybody' with no typical-results disclosure. The 'whole downside' "
        "follow-up repeats the first claim, so it is optional.",
    ),
    Case(
        id="d4-03-unknown-founder-ama-arithmetic-unlock",
        topic="crypto",
        role="unknown",
        style="auto",
        title="Kelvara AMA #14 — staking, unlocks, listing date",
        channel="Kelvara Protocol",
        description="Monthly community AMA with founder Jonas Brekke. Not financial advice. Docs: kelvara.xyz/docs",
        cues="""
        Alright, gm gm everybody, thanks for joining AMA number fourteen.
        First question from the Telegram, from user moonpilot, is the fourteen percent staking APY real.
        Great question. So the rewards come out of protocol fees, not out of thin air.
        Fourteen percent isn't a projection, it's just arithmetic,
        it lands in your wallet every epic, that's how the contract is written.
        Next question, from Sara, about the team unlock on Friday.
        Yeah so the team cliff ends Friday, and look, some of us are gonna take a little off the table, we've been building three years.
        But honestly, for you guys, this is the dip you want to be loading before the tier one listing.
        Don't let the unlock noise shake you out, buy it while it's cheap.
        Okay, next, someone's asking about the bridge audit, that's coming next month.
        Thanks everyone, see you at AMA fifteen.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "Fourteen percent isn't a projection, it's just arithmetic, it lands in your wallet every epic",
                also=["performance_projection"],
            ),
            E(
                "unjust_conduct",
                "some of us are gonna take a little off the table, we've been building three years. But honestly, "
                "for you guys, this is the dip you want to be loading",
            ),
            E("unjust_conduct", "Don't let the unlock noise shake you out, buy it while it's cheap.", optional=True),
        ],
        note="Founder AMA. A fee-funded yield is called 'just arithmetic' (certain) although fees vary; 'epoch' is "
        "mis-transcribed as 'epic'. The founder says the team is selling at the unlock and in the next breath tells "
        "holders to load up: urging buyers while insiders sell (FINRA 2010 for an unknown role). The repeat "
        "'buy it while it's cheap' is optional.",
    ),
    Case(
        id="d4-04-rep-market-minute-fed-pause-balanced",
        topic="advisers",
        role="registered_rep",
        title="Market Minute: What the Fed pause means for your bond holdings",
        channel="Northgate Securities",
        description="Jenna Ruiz is a registered representative of Northgate Securities LLC, member FINRA/SIPC.\n"
        "General education, not a recommendation. Investing involves risk, including loss of principal.",
        cues="""
        Hi, I'm Jenna Ruiz with Northgate Securities, member FINRA and SIPC, and this is your Market Minute.
        The Fed held rates steady this week, and a lot of you have asked what that means for bonds you already own.
        When rates stop rising, existing bond prices tend to settle down, but nobody, including us, knows the next move.
        If rates fall, longer bonds would gain the most; if they rise again, those same bonds would lose the most.
        Shorter maturities move less in both directions, and they give you less income if rates drop.
        Corporate bonds pay more than Treasuries because they can default, and that extra yield is the price of that risk.
        So before you change anything, look at when you'll need the money and how much price movement you can sit through.
        If you'd like to talk it through, reach out to your Northgate advisor. Thanks for watching.
        """,
        note="Compliant: firm named, no forecast ('nobody, including us, knows'), gains and losses stated "
        "symmetrically, and the extra corporate yield is tied to default risk.",
    ),
    Case(
        id="d4-05-influencer-short-free-stock-my-code",
        topic="apps",
        role="unregistered_influencer",
        style="auto",
        endorsement=True,
        title="free stock glitch?? #shorts",
        channel="mayaspends",
        description="follow for more money tips 💸",
        cues="""
        POV you just found out brokerages give you free stock for signing up.
        Tradely gave me a share of something random, mine was worth like forty bucks.
        Sign up with my code MAYA40 and you get one too, it's in my bio.
        Go go go before they stop doing it.
        """,
        expected=[
            E("undisclosed_affiliate", "Sign up with my code MAYA40 and you get one too"),
        ],
        note="Short clip. A personal referral code ('my code') implies the creator is paid per sign-up; nothing "
        "says so. The code is only spoken (and 'in my bio'), not in the description, so there is no description "
        "item. Unregistered influencer in an endorsement context: FTC only.",
    ),
    Case(
        id="d4-06-ria-podcast-before-fees-convenient-start",
        topic="advisers",
        role="ria",
        title="Ep. 112 — Our year in review (and why we stayed overweight tech)",
        channel="The Two Fiduciaries Podcast",
        description="Mark Ellison and Priya Nand are investment adviser representatives of Ellison Nand Wealth "
        "Partners, an SEC-registered investment adviser. Registration does not imply a certain level of skill or "
        "training.",
        cues="""
        >> Welcome back to The Two Fiduciaries, I'm Mark.
        >> And I'm Priya, and Mark has been dying to talk about the numbers all week.
        >> I have! Our growth portfolio finished the year up twenty-three point four percent before fees.
        >> Before fees, Mark. You have to give people the after-fee number too.
        >> Sure, sure, it's in the deck somewhere, people can email us. The point is it was a great year.
        >> And if you measure from the October twenty-two low, which is when we went overweight tech,
        the portfolio is up seventy-one percent. Seventy-one!
        >> That's a very convenient starting point.
        >> It's the starting point that matters, that's when we made the call.
        >> Okay, moving on before compliance calls us. Listener question time.
        >> Someone asks whether to rebalance in December or January, and honestly, it depends on taxes.
        >> That's the show, thanks for listening.
        """,
        expected=[
            E(
                "gross_without_net",
                "Our growth portfolio finished the year up twenty-three point four percent before fees.",
            ),
            E(
                "cherry_picked_performance",
                "if you measure from the October twenty-two low, which is when we went overweight tech, the "
                "portfolio is up seventy-one percent",
            ),
        ],
        note="Two-host RIA podcast. The co-host's pushback ('You have to give people the after-fee number') does "
        "not cure the gross figure: the net number is never given. The period is chosen from the market low with "
        "no 1/5/10-year returns, and the co-host's 'convenient starting point' objection is brushed off.",
    ),
    Case(
        id="d4-07-influencer-short-unsponsored-price-opinion",
        topic="stocks",
        role="unregistered_influencer",
        style="auto",
        title="my honest take on Halvorsen Foods #shorts",
        channel="jt invests",
        description="not sponsored. just my opinion.",
        cues="""
        Halvorsen Foods at thirty two bucks is a steal and I'm not even joking.
        I bought more this morning with my own money, nobody's paying me to say this.
        I think it's a fifty dollar stock in a year or two, could be wrong, I've been wrong before.
        Do your own research, bye.
        """,
        note="Compliant under the applicability rules: an unregistered influencer with no payment, code, link or "
        "free product, so neither FINRA, the SEC nor the FTC Guides bind the opinion. Tempting: 'a steal', a "
        "price opinion and 'I bought more'.",
    ),
    Case(
        id="d4-08-influencer-fed-day-they-reached-out",
        topic="stocks",
        role="unregistered_influencer",
        style="rolling",
        endorsement=True,
        title="Powell Speaks — LIVE market reaction",
        channel="The Open Bell with Marcus",
        description="Live every Fed day. Memberships open.",
        cues="""
        Alright we are live, Powell steps up to the podium in about two minutes.
        While we wait, real quick, the charts you're looking at tonight are all Ledgerline,
        the team over there reached out a few weeks back and set me up with the pro tier,
        and it's honestly the cleanest charting I've ever used, the heatmaps are unreal.
        If you want it, hit the link pinned in chat, first month's on them if you use it tonight.
        Okay here he is. Rates unchanged, as expected.
        He's saying the committee remains attentive to inflation risks, nothing new there.
        Futures kind of shrugging, ten-year barely moving.
        Honestly, boring Fed day, which is fine.
        That's it for tonight, thanks for hanging out.
        """,
        expected=[
            E(
                "undisclosed_sponsorship",
                "If you want it, hit the link pinned in chat, first month's on them if you use it tonight.",
                also=["undisclosed_affiliate"],
            ),
            E("undisclosed_sponsorship", "it's honestly the cleanest charting I've ever used", optional=True),
        ],
        note="The free pro tier is revealed only by context ('reached out ... set me up with the pro tier'), "
        "which is not a clear disclosure that he got the product free or is paid; the pitch is the pinned link. "
        "The praise before the pitch is optional.",
    ),
    Case(
        id="d4-09-rep-preferreds-no-firm-name",
        topic="retirement",
        role="registered_rep",
        title="Market Minute: the income trick retirees overlook",
        channel="Ben Okafor | Income Planning",
        description="Ben Okafor, registered representative. Call 555-0142 to book a review.",
        cues="""
        Hey, Ben Okafor here with your Friday market minute.
        Everybody's chasing tech, and the retirees I work with are quietly collecting checks from preferred shares.
        Preferreds sit right between a stock and a bond, you get the steady payout of a bond
        and you're paid ahead of the common shareholders, so it's the comfortable middle seat.
        A lot of the bank preferreds out there are paying six and a half, seven percent right now.
        For somebody living off their portfolio, that's the check that shows up whether the market's up or down.
        We've been putting a sleeve of these into a lot of our income accounts this year.
        If you want to see what a preferred ladder would look like for you, call my office and we'll run it.
        Have a great weekend.
        """,
        expected=[
            E(
                "unbalanced_benefits",
                "you get the steady payout of a bond and you're paid ahead of the common shareholders, so it's the "
                "comfortable middle seat",
            ),
            E(
                "guaranteed_returns",
                "that's the check that shows up whether the market's up or down",
                also=["unbalanced_benefits"],
                optional=True,
            ),
            E(
                "missing_member_name",
                "If you want to see what a preferred ladder would look like for you, call my office and we'll run it.",
            ),
        ],
        note="Registered rep promoting preferred shares with no member firm named anywhere (speech or "
        "description). Benefits only: no call risk, rate risk, dividend suspension or subordination to bonds. "
        "'Shows up whether the market's up or down' implies a certain dividend; arguable next to the unbalanced "
        "item, so optional. The missing firm name is anchored at the call to action.",
    ),
    Case(
        id="d4-10-unknown-founder-ama-looked-at-and-cleared",
        topic="crypto",
        role="unknown",
        title="Founder AMA: Is ORBITAL legit? Answering the FUD",
        channel="Orbital Finance",
        description="Live AMA with Orbital founder Theo Vance. Tokens involve risk.",
        cues="""
        Hey everyone, Theo here, let's get into your questions, there's a lot of FUD going around so let's clear it up.
        First one: 'is Orbital even legal?' Yes, a hundred percent.
        Our lawyers filed everything with the S.E.C. back in the spring and nobody's come back with a single problem,
        so as far as the regulators are concerned, Orbital has been looked at and cleared.
        Second question: 'why should we trust your tokenomics?'
        Fair. I'm a chartered financial analyst by training, I passed level one in twenty nineteen,
        so I built the emission schedule the same way I'd model any company's cash flows.
        Third question, about the mobile wallet, it's in beta, should ship next quarter.
        Okay that's all the time we have, thanks for coming, stay based.
        """,
        expected=[
            E(
                "implied_regulator_approval",
                "nobody's come back with a single problem, so as far as the regulators are concerned, Orbital has "
                "been looked at and cleared",
            ),
            E(
                "unqualified_expert",
                "I'm a chartered financial analyst by training, I passed level one in twenty nineteen",
            ),
        ],
        note="Silence after a filing is presented as regulatory clearance. 'Chartered financial analyst' after "
        "passing level one is an inflated credential (the charter needs all three levels plus experience), used "
        "to vouch for the tokenomics.",
    ),
    Case(
        id="d4-11-rep-cash-secured-puts-both-sides",
        topic="options",
        role="registered_rep",
        title="Options 101 Webinar: Cash-secured puts, the good and the bad",
        channel="Larkspur Brokerage",
        description="Presented by Omar Haddad, registered representative of Larkspur Brokerage Inc., member "
        "FINRA/SIPC. Options involve risk and are not suitable for all investors. Read Characteristics and Risks of "
        "Standardized Options before trading: larkspur.com/odd",
        cues="""
        Hi, Omar Haddad with Larkspur Brokerage, member FINRA and SIPC. Today: cash-secured puts.
        Before anything else, options carry real risk and aren't right for everyone; the options disclosure document is linked below.
        On my screen is a put with a fifty strike. Selling it pays me a premium today, say a dollar fifty.
        In exchange, I've agreed to buy the stock at fifty if it's below that at expiration.
        If the stock drops to thirty, I still pay fifty. My loss is eighteen fifty a share after the premium, and that's real money.
        The premium is the most I can make. The loss can be most of the fifty.
        People call this income, but it's income you earn by taking on that downside, it's not a paycheck.
        Also remember contract fees and taxes on the premium; on our platform the fees show before you submit.
        Questions go in the Q and A box. Thanks for joining.
        """,
        note="Near-miss: the same put-selling screen share as d4-02 but balanced: the maximum gain, a worked "
        "large loss, 'not a paycheck', fees and taxes, and the options disclosure document.",
    ),
    Case(
        id="d4-12-unknown-short-annuity-no-tax-form",
        topic="retirement",
        role="unknown",
        style="auto",
        title="the tax hack rich people don't want you to know #shorts",
        channel="coinflip carter",
        description="#money #retirement #annuity",
        cues="""
        Rich people put money in a variable and nuity and here's why.
        Every dollar of growth inside it compounds and you never fill out a tax form on it, ever.
        No capital gains, no dividend tax, it's just yours.
        Follow for part two.
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "you never fill out a tax form on it, ever. No capital gains, no dividend tax, it's just yours",
            ),
        ],
        note="Short clip. Variable-annuity growth is tax-deferred, taxed as ordinary income on withdrawal; 'never "
        "fill out a tax form on it, ever' calls it tax-free. Split over two cues; 'annuity' mis-transcribed in the "
        "first cue.",
    ),
    Case(
        id="d4-13-unknown-podcast-bot-code-not-one-red-month",
        topic="apps",
        role="unknown",
        style="auto",
        endorsement=True,
        title="Ep 48: We tried a trading bot for 18 months",
        channel="Bull and Bother Podcast",
        description="Two friends, zero filter, talking markets every Tuesday. Merch: bullandbother.shop",
        cues="""
        welcome to bull and bother, I'm Deke, he's Sam, let's go.
        So Sam, you've been running that bot, Quantrell, for what, a year and a half now?
        Eighteen months, and get this, not one red month. Not one.
        I don't see why that changes for anybody who starts now, the thing just reads the market better than we do.
        Okay see, that's where you lose me. Markets change, man.
        Sure, but it adapts. Anyway, if people want to try it,
        code BOTHER at checkout gets you thirty percent off the first three months.
        Wait, are they paying us for this? Because
        Next topic! Let's talk about the jobs report.
        Payrolls came in hot again, wages up four point one percent.
        That's the show, see you Tuesday.
        """,
        expected=[
            E(
                "performance_projection",
                "not one red month. Not one. I don't see why that changes for anybody who starts now",
            ),
            E(
                "undisclosed_sponsorship",
                "if people want to try it, code BOTHER at checkout gets you thirty percent off the first three months",
                also=["undisclosed_affiliate"],
            ),
        ],
        note="Two-host podcast. An 18-month streak is said to carry over to new users (implies past performance "
        "will recur); the co-host's 'markets change' pushback is waved off. A podcast-named code is the pitch; the "
        "co-host's cut-off 'are they paying us for this?' shows a relationship that is never disclosed.",
    ),
    Case(
        id="d4-14-unknown-founder-ama-no-its-not-guaranteed",
        topic="crypto",
        role="unknown",
        style="auto",
        title="Kestrel AMA — yields, unlocks and the regulator question",
        channel="Kestrel Network",
        description="Community AMA with Kestrel co-founder Ana Liu. Team holdings and the unlock schedule: "
        "kestrel.network/transparency. Nothing here is investment advice; tokens can lose all their value.",
        cues="""
        hi everyone Ana here, let's do questions from the forum.
        First: is the staking yield guaranteed? No. It's paid from network fees, and fees went down forty percent last quarter, so the yield went down too.
        It could go lower again, and the token price can fall a lot faster than any yield makes up for.
        Second: are insiders selling? I personally hold about two percent of supply, my unlock is in March,
        and the schedule and every team wallet are public on the transparency page, so you can watch for yourself.
        Third: someone in Discord said we're SEC approved. We're not. No regulator has approved this token, and if anyone tells you otherwise, they're wrong.
        Last: price predictions. I don't make them, and you shouldn't trust anyone in crypto who does.
        Thanks for the questions, see you next month.
        """,
        note="Near-miss to d4-03 and d4-10: 'guaranteed' and 'SEC approved' appear only to be denied, the yield's "
        "fall is stated, insider holdings and unlocks are disclosed without urging anyone to buy, and no price "
        "prediction is made.",
    ),
    Case(
        id="d4-15-rep-market-minute-house-view-new-years",
        topic="advisers",
        role="registered_rep",
        title="Market Minute: Where we see stocks ending the year",
        channel="Calder Brook Securities",
        description="Gavin Price is a registered representative with Calder Brook Securities, member FINRA/SIPC.",
        cues="""
        Good morning, Gavin Price, Calder Brook Securities, member FINRA/SIPC, with your market minute.
        Quick one today. Our strategy team's house view has the S&P finishing the year right around sixty-two hundred,
        so from where we sit this morning, that's roughly another eleven percent in your pocket by New Year's.
        Plenty of you have cash on the sidelines, and that's a conversation worth having one on one.
        Call your Calder Brook advisor and we'll talk it through.
        Have a good week.
        """,
        expected=[
            E(
                "performance_projection",
                "has the S&P finishing the year right around sixty-two hundred, so from where we sit this morning, "
                "that's roughly another eleven percent in your pocket by New Year's",
            ),
        ],
        note="Registered rep relaying the firm's index target to a mass audience and turning it into 'eleven "
        "percent in your pocket': a projection, not a research report with valuation method and risks. Firm "
        "named, so no missing-name item.",
    ),
    Case(
        id="d4-16-rep-zero-dte-clock-works-for-me",
        topic="options",
        role="registered_rep",
        style="rolling",
        title="Live: Trading 0DTE SPX for income — screen share",
        channel="Brightwater Invest",
        description="Hosted by Kyle Brandt, registered representative, Brightwater Securities LLC, member "
        "FINRA/SIPC. Options involve risk.",
        cues="""
        What's up traders, Kyle Brandt with Brightwater Securities, member FINRA SIPC, screen share time.
        So it's one fifteen, and I'm selling the SPX call spread that expires today, same-day expiry.
        Here's why I love zero-day: time decay is the fastest in the last few hours,
        so every minute the clock ticks, that premium melts straight into my account. The clock works for me.
        I do this every afternoon, it's like clocking in for a shift.
        And options trades are totally free on the Brightwater app, you keep every penny of that premium.
        Okay, filled at a dollar ten, I'll check back at close.
        See you at tomorrow's session.
        """,
        expected=[
            E("options_unbalanced", "every minute the clock ticks, that premium melts straight into my account"),
            E("options_unbalanced", "I do this every afternoon, it's like clocking in for a shift.", optional=True),
            E(
                "free_claims_omit_costs",
                "options trades are totally free on the Brightwater app, you keep every penny of that premium",
            ),
        ],
        note="Same-day options sold as a paycheck: only the decay is described, never the loss if the index moves "
        "through the spread. 'Options involve risk' in the description does not balance the spoken pitch. 'Totally "
        "free ... every penny' omits regulatory and exchange fees and order-flow payments. The shift analogy is "
        "optional (repeat).",
    ),
    Case(
        id="d4-17-unknown-earnings-guidance-their-number",
        topic="stocks",
        role="unknown",
        title="Dunmore Retail earnings reaction — guidance up, but...",
        channel="Headline Hour",
        description="Daily market headlines and reactions. Opinions only; I hold no position in DMRT.",
        cues="""
        Welcome back to Headline Hour. Dunmore Retail just reported, let's read it together.
        Sales up six percent, earnings a nickel above estimates, and they raised full-year guidance to twelve percent growth.
        Now, twelve percent is their number, not mine, and companies miss their own guidance all the time.
        Dunmore cut guidance twice last year, so I'd take this with a grain of salt.
        For the record, I said I liked this stock at sixty last spring. It went to forty-four before it came back. I was early, and for a long time I was just wrong.
        Stock's up four percent after hours, which can reverse by morning.
        I'm not telling anyone to buy or sell this. I'm telling you what the report says.
        That's the headline, see you tomorrow.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "I said I liked this stock at sixty last spring. It went to forty-four before it came back.",
                optional=True,
            ),
        ],
        note="Near-miss news reaction: the company's guidance is attributed and discounted, and the host's own past "
        "call is told with its drawdown and 'I was just wrong'. Whether one balanced past call still needs the full "
        "list of picks is arguable, so that item is optional and the case counts as compliant.",
    ),
    Case(
        id="d4-18-influencer-short-student-only-difference",
        topic="stocks",
        role="unregistered_influencer",
        style="auto",
        endorsement=True,
        title="he turned $2k into $40k 🤯 #shorts",
        channel="swingkid academy",
        description="Swing Kid Academy: swingkidacademy.com (my course)",
        cues="""
        My student Marco, nineteen years old, started with two grand in May.
        By August he had forty thousand in that account.
        Same lessons, same setups, you're literally the only difference between you and him.
        Academy link in my bio.
        """,
        expected=[
            E(
                "atypical_results",
                "By August he had forty thousand in that account. Same lessons, same setups, you're literally the "
                "only difference between you and him",
                also=["testimonial_without_disclosure"],
            ),
        ],
        note="Short clip selling the creator's own course. One student's twentyfold summer is presented as what any "
        "viewer gets ('you're the only difference') with no statement of typical results.",
    ),
    Case(
        id="d4-19-ria-podcast-top-fifty-and-donna",
        topic="advisers",
        role="ria",
        title="Ep. 57 — Listener mailbag and a little bragging",
        channel="Money on the Porch",
        description="Hosted by Claire Boone and Russ Tate of Porchlight Advisory, a registered investment adviser.",
        cues="""
        >> Welcome to Money on the Porch, I'm Claire, here with Russ.
        >> Before the mailbag, Claire won't let me brag, so I'm going to brag anyway.
        We got named one of the top fifty wealth firms in the country, which, you know, nice.
        >> Which list, Russ? People are going to ask.
        >> One of the big ones, it doesn't matter, it's a good list.
        And speaking of happy people, Donna, who's been with us since twenty eighteen, texted me this week,
        she said, and I'm quoting, you two turned my retirement from a maybe into a definitely.
        >> Okay, that one I'll let you read. Mailbag time.
        First question is about paying off a mortgage at three percent. Short answer, it depends.
        >> Thanks for listening, y'all.
        """,
        expected=[
            E("third_party_rating_undisclosed", "We got named one of the top fifty wealth firms in the country"),
            E(
                "testimonial_without_disclosure",
                "Donna, who's been with us since twenty eighteen, texted me this week, she said, and I'm quoting, you "
                "two turned my retirement from a maybe into a definitely",
            ),
        ],
        note="RIA podcast. The ranking has no source, date or period, and the co-host's 'which list?' is refused. "
        "A client's praise is read out; her client status is implied but nothing says whether she was compensated "
        "or has conflicts.",
    ),
    Case(
        id="d4-20-rep-is-my-cash-safe-fdic-sipc",
        topic="apps",
        role="registered_rep",
        title="Market Minute: Is my cash safe at a brokerage?",
        channel="Fairhaven Investments",
        description="Luis Ortega is a registered representative of Fairhaven Investments LLC, member FINRA/SIPC. "
        "SIPC protection is not FDIC insurance and does not protect against market losses.",
        cues="""
        Hi, Luis Ortega with Fairhaven Investments, member FINRA and SIPC. Today, a question I get a lot: is my cash safe here?
        Cash in our bank sweep program goes to partner banks, and it's FDIC insured up to the limits, two hundred fifty thousand per depositor, per bank, per ownership category.
        That insurance covers a bank failing. It doesn't cover anything you invest in.
        Your stocks and funds are covered by SIPC if a brokerage fails, up to five hundred thousand, but SIPC doesn't protect you from the market going down.
        Money market funds are a different thing again: they aim to hold a dollar a share, but they're not insured and they're not guaranteed.
        The sweep yield is also lower than a lot of money market funds, so there's a real trade-off.
        Questions? Talk to your Fairhaven rep. Thanks for watching.
        """,
        note="Near-miss: 'insured', 'SIPC' and 'not guaranteed' used accurately, and the sweep/money-market "
        "comparison states the material differences (insurance, yield).",
    ),
    Case(
        id="d4-21-unknown-presale-ama-host-generous",
        topic="crypto",
        role="unknown",
        style="rolling",
        endorsement=True,
        title="VEYRA PRESALE AMA with the team 🚀",
        channel="Altcoin Alley",
        description="Today's AMA is with the Veyra team.",
        cues="""
        Altcoin Alley fam, welcome in, huge AMA tonight.
        Big thank you to the Veyra team for bringing me on to host this, they've been super generous with us,
        and you'll see why I'm so excited in a second.
        So the presale is open till Thursday, and guys, get in before Thursday, link's pinned.
        Asked the dev what happens at listing, and the way they've set it up,
        the listing price is set above the presale price, so presale buyers are in the green from the first candle, it can't open below what you paid.
        That's why I'm in, personally.
        Alright, next question for the team, about the roadmap.
        Okay that's our time, thanks Veyra, thanks fam.
        """,
        expected=[
            E("undisclosed_sponsorship", "they've been super generous with us", optional=True),
            E("undisclosed_sponsorship", "get in before Thursday, link's pinned"),
            E(
                "guaranteed_returns",
                "presale buyers are in the green from the first candle, it can't open below what you paid",
                also=["performance_projection"],
            ),
        ],
        note="Hired AMA host: 'bringing me on ... super generous with us' hints at payment without disclosing it, "
        "then the presale pitch. A planned listing price does not fix the trading price, so 'can't open below what "
        "you paid' is a certainty claim. The 'generous' line (first mention, before the pitch) is optional.",
    ),
    Case(
        id="d4-22-unknown-halted-squeeze-everyone-hit-ask",
        topic="stocks",
        role="unknown",
        style="auto",
        title="$ZNTH SQUEEZE IS ON — LIVE",
        channel="Penny Patrol Live",
        description="Live trading room. Not financial advice.",
        cues="""
        We're live, ZNTH is halted up, chat is going nuts.
        I loaded two hundred thousand shares yesterday at thirty cents, so yeah, I'm in.
        When it reopens I need every single one of you hitting the ask, every single one,
        we push it through a dollar and the shorts have to cover, that's how this works.
        And don't worry about me, I'll let you know when I'm out. Probably.
        This goes to three bucks, easy.
        Okay it's reopening, go go go.
        Let's get it, see you next stream.
        """,
        expected=[
            E(
                "unjust_conduct",
                "I need every single one of you hitting the ask, every single one, we push it through a dollar and "
                "the shorts have to cover",
            ),
            E("performance_projection", "This goes to three bucks, easy.", optional=True),
        ],
        note="Coordinated buying of a halted penny stock the host loaded the day before, with a vague promise to "
        "say when he sells: pump-style conduct (FINRA 2010 applies for an unknown role). The price call is "
        "secondary, so optional.",
    ),
    Case(
        id="d4-23-rep-been-through-the-regulators-nontraded-reit",
        topic="retirement",
        role="registered_rep",
        title="Why our clients trust us (and the income product they love)",
        channel="Westmark Capital Securities",
        description="Renee Walsh is a registered representative of Westmark Capital Securities, member FINRA/SIPC.",
        cues="""
        Hi, I'm Renee Walsh with Westmark Capital Securities, member FINRA SIPC.
        People ask me why they should trust us over some guy on the internet.
        Simple. Everyone on our team is FINRA registered, so what we recommend
        has already been through the regulators. You're not getting some random opinion.
        One thing we've been recommending a lot is a non-traded real estate fund that pays seven percent, mailed to you monthly.
        It doesn't jump around with the stock market every day, so it's a calm place to park retirement money.
        Give us a call and we'll walk you through it.
        Thanks for watching.
        """,
        expected=[
            E(
                "implied_regulator_approval",
                "Everyone on our team is FINRA registered, so what we recommend has already been through the "
                "regulators",
            ),
            E(
                "unbalanced_benefits",
                "a non-traded real estate fund that pays seven percent, mailed to you monthly. It doesn't jump around "
                "with the stock market every day, so it's a calm place to park retirement money.",
            ),
        ],
        note="Registration turned into regulatory vetting of recommendations (FINRA 2210(e)). The non-traded fund "
        "is pitched on its smooth price and payout without its illiquidity, appraisal-based pricing or "
        "distributions that can be cut or paid from capital.",
    ),
    Case(
        id="d4-24-influencer-short-paid-upfront-fee-named",
        topic="apps",
        role="unregistered_influencer",
        style="rolling",
        endorsement=True,
        title="Finchly review (paid) #shorts",
        channel="budgetbea",
        description="Paid partnership with Finchly. I was paid for this video.",
        cues="""
        Quick heads up, Finchly paid me for this video, this is an ad.
        I've used their round-up savings for about eight months, that part's genuinely nice.
        What I don't love: the three dollar monthly fee eats most of the interest if your balance is small.
        If you still want it, there's a link in my bio. It's an ad, like I said.
        """,
        note="Near-miss short: the payment is disclosed in the first words, the creator is a real user, and the fee "
        "is named before the link.",
    ),
    Case(
        id="d4-25-unknown-condor-desk-intern-backtest",
        topic="options",
        role="unknown",
        style="auto",
        endorsement=True,
        title="The iron condor system that pays my bills",
        channel="Condor Club with Nate",
        description="Get the Condor Club system: condorclub.io (my course).",
        cues="""
        hey everybody Nate here, screen share is up, let's talk iron conders.
        So a lot of you know my background, I ran an options desk at a prop firm for six years,
        well okay technically I was the intern and then I was on the desk, but same thing, I know how the pros do it.
        Anyway here's the system, I ran it back over twenty years of SPX data,
        and the back test comes out to thirty one percent a year with only two losing years.
        If you'd been running this since two thousand five you'd have turned ten grand into about two million.
        Now let's look at today's setup, I'm looking at the forty five day expiry.
        Course link is below, see you inside.
        """,
        expected=[
            E(
                "unqualified_expert",
                "I ran an options desk at a prop firm for six years, well okay technically I was the intern",
            ),
            E(
                "hypothetical_performance",
                "the back test comes out to thirty one percent a year with only two losing years",
            ),
            E(
                "hypothetical_performance",
                "you'd have turned ten grand into about two million",
                optional=True,
            ),
        ],
        note="Options course seller. 'Ran an options desk' is walked back to an internship but still used as "
        "authority. A back-tested annual return is shown to a mass audience; the dollar-growth line restates the "
        "same back test, so it is optional.",
    ),
    Case(
        id="d4-26-unknown-podcast-banks-cannot-go-lower-retracted",
        topic="stocks",
        role="unknown",
        style="auto",
        title="Ep 91 — are bank stocks a buy?",
        channel="Two Guys One Ticker",
        description="Two friends arguing about stocks. Opinions only.",
        cues="""
        welcome to two guys one ticker, I'm Luca, that's Ren.
        Okay Ren, regional banks. I'm gonna say it, at these prices they cannot go lower.
        Cannot? Luca, we watched three of them go to zero in twenty twenty three.
        And in oh eight plenty of them got cut in half and then cut in half again.
        Okay, fair, fair. Strike that. They can absolutely go lower, I just think they're cheap.
        Cheap can get cheaper. And if deposits run again, cheap doesn't matter.
        Yeah, that's true, I own a little and I'm fine if it drops, but nobody should bet the farm on it.
        Alright, that's the episode.
        """,
        expected=[
            E("guaranteed_returns", "at these prices they cannot go lower", optional=True),
        ],
        note="Podcast banter: a 'cannot go lower' claim is challenged by the co-host and explicitly retracted two "
        "cues later, with the risk restated. Reporting the original line is defensible, so it is optional; the "
        "case counts as compliant.",
    ),
    Case(
        id="d4-27-influencer-short-paycheck-app-waitlist",
        topic="apps",
        role="unregistered_influencer",
        style="rolling",
        endorsement=True,
        title="the app I put EVERYTHING in (ad) #shorts",
        channel="dollar dre",
        description="#ad Stackwise partnership",
        cues="""
        Ad, Stackwise is sponsoring this one.
        This is the app my entire paycheck goes into, every single dollar, every two weeks.
        I literally haven't even got off the waitlist myself yet but everybody says it's fire.
        Link in bio.
        """,
        expected=[
            E("not_bona_fide_user", "This is the app my entire paycheck goes into, every single dollar, every two weeks."),
        ],
        note="Short clip with the sponsorship disclosed, so no sponsorship item; but the creator claims to use the "
        "app with every paycheck and then admits being on the waitlist.",
    ),
    Case(
        id="d4-28-rep-power-names-nobody-laughing-dale",
        topic="stocks",
        role="registered_rep",
        style="rolling",
        title="Market Minute: Utilities still have room?",
        channel="Marcus Hale — Ridgeline Securities",
        description="Marcus Hale, registered representative, Ridgeline Securities Inc., member FINRA/SIPC.",
        cues="""
        Hey it's Marcus Hale, Ridgeline Securities, member FINRA SIPC, here's your market minute.
        So, utilities. Remember back in February when I was banging the table on the power names and everybody laughed?
        Yeah. Nobody's laughing now. Those three are up between thirty and fifty percent since then.
        My client Dale said it best on the phone last week,
        Marcus made me more in one year than my last guy did in ten.
        Anyway, utilities still look reasonably priced to me relative to the market.
        If you want to talk about your portfolio, give me a call at Ridgeline.
        Have a great week.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "when I was banging the table on the power names and everybody laughed? Yeah. Nobody's laughing now. "
                "Those three are up between thirty and fifty percent since then.",
            ),
            E(
                "testimonial_without_disclosure",
                "My client Dale said it best on the phone last week, Marcus made me more in one year than my last guy "
                "did in ten.",
            ),
        ],
        note="Rep's market minute. Three past winners are bragged about without the rest of the list; a client's "
        "praise of the rep's performance is quoted with no testimonial disclosures. Spoken in auto-caption style, "
        "the quote has no quotation marks.",
    ),
    Case(
        id="d4-29-unknown-reading-sec-complaint-locked-in",
        topic="stocks",
        role="unknown",
        style="auto",
        title="SEC charges 'guaranteed returns' fund — reading the complaint",
        channel="Headline Hour",
        description="Daily market headlines. Source: SEC litigation release, linked on screen.",
        cues="""
        okay big headline today, the s e c just charged a fund manager in Florida.
        according to the complaint, he told investors, quote, your twenty percent is locked in no matter what the market does, end quote.
        it wasn't locked in, obviously, the money went to his boat and his lake house.
        so here's my rule: anyone who promises you a fixed number on an investment that isn't a Treasury or a CD, walk away.
        and if someone tells you the SEC approved their fund, the SEC doesn't approve investments, registering with it isn't a stamp of approval.
        anyway, that's the headline, stay skeptical.
        """,
        note="Near-miss: a fraudster's 'locked in' promise is quoted from a complaint and refuted; 'SEC approved' "
        "appears only to be denied. 'S e c' is an ASR slip.",
    ),
    Case(
        id="d4-30-unknown-founder-vault-savings-account-that-pays",
        topic="crypto",
        role="unknown",
        title="Harbor Vault explained — better than your bank?",
        channel="Harbor Protocol",
        description="Harbor Vault is a USDC yield vault. Founder Q&A.",
        cues="""
        Hey everyone, Lena from Harbor, founder, doing a quick Q&A from the community channel.
        Top question: how is the vault different from my bank account?
        Honestly, think of it as a savings account that actually pays you.
        Your bank gives you half a percent, the vault's been paying eight, and your dollars stay dollars the whole time.
        You can pull out whenever you want, same as your bank, just with a real rate.
        Next question: what chains are you on? Right now Ethereum and Base, more coming.
        Thanks for the questions, keep them coming.
        """,
        expected=[
            E(
                "misleading_comparison",
                "think of it as a savings account that actually pays you. Your bank gives you half a percent, the "
                "vault's been paying eight, and your dollars stay dollars the whole time.",
            ),
            E(
                "unbalanced_benefits",
                "You can pull out whenever you want, same as your bank, just with a real rate.",
                also=["misleading_comparison"],
                optional=True,
            ),
        ],
        note="A stablecoin yield vault compared with a bank savings account without the material differences (no "
        "deposit insurance, smart-contract and de-peg risk, variable yield). The withdrawal line continues the same "
        "comparison, so it is optional.",
    ),
    Case(
        id="d4-31-ria-podcast-net-first-rating-sourced",
        topic="advisers",
        role="ria",
        title="Ep. 58 — How our balanced portfolio actually did",
        channel="Money on the Porch",
        description="Porchlight Advisory is a registered investment adviser. Performance is net of our maximum 1% "
        "advisory fee; gross returns are shown alongside. Past performance does not guarantee future results. "
        "Rating: Hartwell Fiduciary Review 'Top 100 Independent Advisers', published March 2026, covering calendar "
        "2025; Porchlight paid a $500 application fee; based on assets, growth and compliance history, not client "
        "returns.",
        cues="""
        >> Welcome back to Money on the Porch. Russ, you promised listeners numbers.
        >> I did. Our balanced composite, after our fees, returned six point one percent over one year,
        five point four a year over five years, and five point nine a year over ten, all through the end of June.
        >> And the gross numbers?
        >> Before fees, about one point one higher each period, and they're side by side on the screen. Past results don't promise anything about next year.
        >> And the rating you keep bringing up?
        >> The Hartwell Fiduciary Review put us in its top one hundred in March of this year, covering twenty twenty-five. We paid a five hundred dollar fee to apply, and it's based on things like assets and compliance history, not returns.
        >> There, that wasn't so hard. Thanks for listening.
        """,
        note="Near-miss to d4-06 and d4-19 (same hosts' style): net 1/5/10-year returns first, gross beside them, "
        "and the rating with its source, date, period, fee and criteria.",
    ),
    Case(
        id="d4-32-unknown-covered-calls-tallis-ref-link",
        topic="options",
        role="unknown",
        style="rolling",
        endorsement=True,
        title="How I pick strikes for weekly covered calls (screen share)",
        channel="Theta Tom",
        description="Open your account at Tallis Brokerage and get up to $300: tallis.com/open?ref=thetatom\n"
        "Charts: my own setup.",
        cues="""
        Hey it's Theta Tom, screen share's up, let's pick some strikes.
        So this is my account at Tallis, I've been with them for years.
        If you don't have an options account yet, open one at Tallis with the link in the description,
        they'll throw up to three hundred bucks into your account, and it takes like five minutes.
        Okay, here's the covered call on the position, I like the strike just above resistance.
        The premium's about one percent for the week, and if it gets called away, I'm fine with that price.
        That's how I pick strikes. See you next Monday.
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "open one at Tallis with the link in the description, they'll throw up to three hundred bucks into "
                "your account",
            ),
            E(
                "undisclosed_affiliate",
                "Open your account at Tallis Brokerage and get up to $300: tallis.com/open?ref=thetatom",
                origin="description",
            ),
        ],
        note="The '?ref=thetatom' link pays the creator per account opened; neither the spoken pitch nor the "
        "description says so. He is a real user, so no bona fide item.",
    ),
    Case(
        id="d4-33-unknown-short-covered-call-etf-check-hits",
        topic="stocks",
        role="unknown",
        style="auto",
        title="12% a year paid monthly?? covered call ETF #shorts",
        channel="yieldgoblin",
        description="#dividends #passiveincome",
        cues="""
        This e t f pays me twelve percent a year, paid every single month.
        Market up, market down, market sideways, that check still hits on the first.
        Two hundred grand in here and I never have to work again.
        Follow for more.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "Market up, market down, market sideways, that check still hits on the first.",
                also=["unbalanced_benefits"],
            ),
            E(
                "performance_projection",
                "Two hundred grand in here and I never have to work again.",
                optional=True,
            ),
        ],
        note="Short clip. Covered-call fund distributions vary with premiums and can come from capital; 'that check "
        "still hits' in every market is a certainty claim without the word 'guaranteed'. The 'never work again' "
        "line is arguable, so optional.",
    ),
    Case(
        id="d4-34-rep-what-member-finra-means",
        topic="advisers",
        role="registered_rep",
        style="rolling",
        title="Market Minute: What 'member FINRA' actually means",
        channel="Alder & Pine Securities",
        description="Tom Reyes is a registered representative of Alder & Pine Securities LLC, member FINRA/SIPC.",
        cues="""
        Hi, Tom Reyes with Alder and Pine Securities, member FINRA and SIPC. Quick one today.
        You see member FINRA at the bottom of every ad we run. Here's what it means, and what it doesn't.
        Every brokerage that deals with the public has to be a FINRA member. It's a requirement, not a badge.
        FINRA writes rules and examines firms, but it doesn't approve our recommendations or vouch for any product we sell.
        Same with the SEC: being registered doesn't mean anyone signed off on our advice.
        So judge us on costs, service and how we handle risk, not on the logo.
        Thanks for watching.
        """,
        note="Near-miss to d4-23: FINRA membership and SEC registration are mentioned only to say they are not "
        "approval.",
    ),
    Case(
        id="d4-35-influencer-sponsored-never-sat-cmt",
        topic="stocks",
        role="unregistered_influencer",
        endorsement=True,
        title="Best charting platform for beginners? (sponsored)",
        channel="Chart School with Dev",
        description="This video is sponsored by Ledgerline. Try it: ledgerline.io/dev (sponsored link).",
        cues="""
        Hey, Dev here. Upfront: this video is sponsored by Ledgerline, they paid me to make it.
        I've been charting on Ledgerline for about two years, it's what I use every morning.
        And as a certified market technician, well, I never actually sat the CMT exams, but I know the material cold,
        I can tell you this is the most professional-grade platform a beginner can get.
        The alerts are great, the drawing tools are great. The mobile app is slower than I'd like.
        Link's in the description, and again, it's a sponsored link.
        See you next time.
        """,
        expected=[
            E(
                "unqualified_expert",
                "as a certified market technician, well, I never actually sat the CMT exams, but I know the material "
                "cold, I can tell you this is the most professional-grade platform",
            ),
        ],
        note="Sponsorship disclosed up front and the speaker is a real user, so only the expertise is at issue: an "
        "endorsement resting on a credential he admits he does not hold (FTC 255.3).",
    ),
    Case(
        id="d4-36-ria-podcast-client-story-fine-print-aloud",
        topic="advisers",
        role="ria",
        title="Ep. 113 — A client's story (with the fine print)",
        channel="The Two Fiduciaries Podcast",
        description="Ellison Nand Wealth Partners is an SEC-registered investment adviser. The client featured is a "
        "current client, received no compensation, and has no other relationship with the firm. Her experience is "
        "not representative of all clients and is no guarantee of future results.",
        cues="""
        >> Welcome back, Priya's in charge today, so we're doing this properly.
        >> We are. Today we have a short story from a client, and first the fine print, out loud:
        Jo is a current client, we didn't pay her or give her anything for this, and she has no other business with us.
        Her experience isn't typical of every client, and it says nothing about future returns.
        >> Can I say it's a great story though?
        >> You may. Jo told us that having a plan meant she stopped checking her account every day, and that's the part she valued most.
        >> Which, honestly, is the best thing anyone's said about us. The fine print's in the description too.
        >> Thanks for listening.
        """,
        note="Near-miss to d4-19: the client testimonial is preceded by the spoken disclosures (current client, "
        "not compensated, no conflicts, not typical) and is about the experience, not returns.",
    ),
]
