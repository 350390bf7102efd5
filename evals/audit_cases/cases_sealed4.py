"""SEALED evaluation set 4 (sealed4): written independently of the engine (no lexicon, exemplars, screens or other
sets' cases were read), from the rule texts and audit/taxonomy.yaml only. Kept outside the repository.

Cases with and without violations are interleaved; ids are numbered w01..w30 in list order at the bottom.
"""

from __future__ import annotations

from build_cases import Case, E

_CASES: list[Case] = [
    Case(
        id="tiktok-staking-vault",
        role="unregistered_influencer",
        topic="crypto",
        style="auto",
        endorsement=True,
        title="this staking rate is insane #crypto #passiveincome",
        channel="jaylenstacks",
        description="not financial advice | daily crypto + money tips | ATL",
        cues="""
        Yo it's Jaylen, quick one before my shift.
        So Corvex Exchange has this staking vault paying eighteen percent a year on stablecoins.
        And I'm dead serious, this can't lose, it's a stablecoin, it literally doesn't move.
        You just park it there and watch it stack every single day.
        Use my code JAYSTACKS when you sign up so you get the boosted rate.
        I moved my whole tax refund in there last week.
        Drop a comment if you want part two on the other vaults.
        Follow for more.
        """,
        expected=[
            E("guaranteed_returns", "this can't lose, it's a stablecoin, it literally doesn't move"),
            E("undisclosed_affiliate", "Use my code JAYSTACKS when you sign up"),
        ],
        note="Explicit: a 'can't lose' claim on a yield product and a personal referral code pushed with no disclosure "
        "that the code pays the creator. Influencer with an affiliate context, so FTC citations only.",
    ),
    Case(
        id="ria-growth-webinar",
        role="ria",
        topic="advisers",
        title="Q3 Client Webinar: How Our Growth Strategy Works",
        channel="Harborview Wealth Partners",
        description="Harborview Wealth Partners, LLC is an SEC-registered investment adviser. Registration does not "
        "imply a certain level of skill or training. Recorded public webinar.",
        cues="""
        Good evening everyone, I'm Priya Natarajan, chief investment officer here at Harborview.
        Let me start with the number everyone asks about.
        Our Concentrated Growth strategy returned thirty-one point four percent over the last twelve months, and that's before our management fee and fund expenses.
        We think that speaks for itself.
        And if you look at it from the October 2022 low through the end of this June, the composite is up ninety-six percent.
        Those are the two windows I'd point you to when you're comparing us against anyone else.
        We'll take questions in the chat after a few slides on how we rebalance.
        Thanks for joining us tonight.
        """,
        expected=[
            E("gross_without_net", "returned thirty-one point four percent over the last twelve months, and that's "
              "before our management fee and fund expenses"),
            E("cherry_picked_performance", "from the October 2022 low through the end of this June, the composite "
              "is up ninety-six percent"),
            E("cherry_picked_performance", "Those are the two windows I'd point you to", optional=True),
        ],
        note="Explicit gross-only figure (no net of equal prominence); implied cherry-pick: a trough-to-date window "
        "with no 1/5/10-year periods. The 'two windows' remark restates the choice, so optional.",
    ),
    Case(
        id="rep-fixed-annuity-guarantee",
        role="registered_rep",
        topic="retirement",
        title="What 'Guaranteed' Really Means In A Fixed Annuity",
        channel="Nora Feldman | Cascade Point Securities",
        description="Nora Feldman is a registered representative of Cascade Point Securities, member FINRA/SIPC. "
        "Annuity guarantees are backed by the issuing insurer's claims-paying ability.",
        cues="""
        Hi, Nora Feldman here with Cascade Point Securities.
        You'll hear the word guaranteed a lot with fixed annuities, so let's be precise about it.
        The rate is guaranteed by the insurance company, which means it's only as good as that insurer's ability to pay its claims, it is not FDIC insured and it's not backed by any government agency.
        You also give up liquidity, most of these have surrender charges for six or seven years if you pull out more than the free withdrawal amount.
        And the interest grows tax-deferred, not tax-free, you'll owe ordinary income tax when you take it out, plus a ten percent penalty before fifty-nine and a half in most cases.
        So it can make sense for part of a plan, but it's a trade-off, not a free lunch.
        If you want to compare a few, our office can walk through the contracts with you.
        Thanks for watching.
        """,
        note="Near-miss: 'guaranteed', 'tax-free' and 'free' used correctly: insurer claims-paying ability, no FDIC or "
        "government backing, surrender charges, tax-deferred with the applicable taxes named; firm named.",
    ),
    Case(
        id="rep-calling-it-memorial-day",
        role="registered_rep",
        topic="stocks",
        title="I'm Calling It: ARCS $500 By Memorial Day",
        channel="Derek Voss Markets",
        description="Derek Voss is a registered representative. Securities offered through a registered "
        "broker-dealer, member FINRA/SIPC. Not an offer to buy or sell any security.",
        cues="""
        What's up everybody, Derek Voss here, Series 7 and 66 licensed, been doing this eleven years.
        I've been sitting on this one for a while so let me just say it.
        I'm calling it right now, Arclight Semiconductor hits five hundred a share by Memorial Day.
        It's at three-forty today, so do the math on that.
        My clients have been building positions all month and I'd be doing the same if I were you.
        If you want to open an account with me, the number's on the screen, give the office a call.
        Have a good one.
        """,
        expected=[
            E("performance_projection", "I'm calling it right now, Arclight Semiconductor hits five hundred a share "
              "by Memorial Day"),
            E("missing_member_name", "Derek Voss here, Series 7 and 66 licensed"),
        ],
        note="Explicit price target to a mass audience by a registered rep. The rep identifies himself and solicits "
        "accounts without ever naming his member firm (speech or description); anchored at the self-introduction.",
    ),
    Case(
        id="premarket-stream-helixo",
        role="unknown",
        topic="stocks",
        style="rolling",
        title="LIVE pre-market | small cap runners | HLXO watch",
        channel="GapGodTrades",
        description="Live every weekday 8:45am ET. Discord for members. Trading is risky, do your own research.",
        cues="""
        Alright we're live, good morning chat, grab your coffee.
        Everybody's asking about Helixo, HLXO, the little biotech, yeah I've been in it since forty cents.
        Here's the deal, I want every single one of you in this before the bell, all of you, at the open, market orders, we push this thing together.
        Chat's going crazy, love it, keep the rockets coming.
        And look, I'm gonna be peeling some off into the open, I've got a lot of shares and somebody has to take the other side, that's just how it works.
        So get your orders in, seriously, don't be the guy watching from the sidelines.
        Okay let's look at the other gappers.
        """,
        expected=[
            E("unjust_conduct", "I'm gonna be peeling some off into the open, I've got a lot of shares"),
            E("unjust_conduct", "I want every single one of you in this before the bell", optional=True),
        ],
        note="Implied pump-and-dump: the host urges a coordinated market-order buy at the open and casually says he "
        "will be selling his large position into it. The selling line is the required anchor; the urging line is "
        "part of the same conduct, so optional. Role unknown (no registration cues).",
    ),
    Case(
        id="kenji-car-price-opinion",
        role="unregistered_influencer",
        topic="stocks",
        style="auto",
        title="my honest take on verdant robotics at 300",
        channel="kenji invests",
        description="I'm just a guy who likes stocks. Not a financial advisor, nobody pays me for these videos.",
        cues="""
        Hey it's Kenji, coming at you from my car because it's the only quiet place in my apartment.
        People keep asking if I think Verdant Robotics can get to three hundred.
        Could it? Maybe, if the warehouse contracts come through, but I could easily see it back at ninety too, and honestly I've been wrong on this name twice already.
        I own a small position, like two percent of my portfolio, and I'm not adding right now.
        Nobody's paying me for this and I don't have any links, it's just my opinion.
        Please don't buy something because a guy in a Honda Civic said so.
        Alright, later.
        """,
        note="Near-miss: a hedged price opinion from an unregistered, unsponsored creator with no links or codes; no "
        "endorsement context, so no applicable rule.",
    ),
    Case(
        id="gold-ira-scottsdale",
        role="unregistered_influencer",
        topic="retirement",
        endorsement=True,
        title="Why I'm Moving Part Of My Retirement Into Gold (Honest Thoughts)",
        channel="Brenda Okafor | Money After 50",
        description="Brenda talks money, retirement and life after 50. Not a financial advisor. Business inquiries: "
        "brenda@moneyafter50.tv",
        cues="""
        Hi friends, it's Brenda, and today's a little different, I'm coming to you from Scottsdale.
        So I've been thinking a lot about what happens to my IRA if the dollar keeps sliding.
        And honestly the folks at Sterling Vault Metals made this so easy, you call, they handle the rollover paperwork, done.
        If you're over fifty and nervous about your savings, call Sterling Vault and ask for their free retirement kit, the number's on screen.
        I know a lot of you have been asking me about this.
        And a big thank you to the whole Sterling Vault team for flying me out here and putting me up this week, what a treat.
        Okay, let's talk about the rest of my plan.
        See you next Sunday, friends.
        """,
        expected=[
            E("undisclosed_sponsorship", "call Sterling Vault and ask for their free retirement kit, the number's on "
              "screen"),
            E("undisclosed_sponsorship", "the folks at Sterling Vault Metals made this so easy", optional=True),
        ],
        note="Implied sponsorship: the material connection (a paid trip) is revealed only after the pitch, as a "
        "thank-you. Anchored at the call to action; the earlier first mention is optional.",
    ),
    Case(
        id="rep-401k-enrollment",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="max out your 401k in 2027 (here's why)",
        channel="Luis Ortega - Summit Ridge Financial",
        description="Luis Ortega, registered representative, Summit Ridge Financial Services, Inc., member "
        "FINRA/SIPC. Tel 555-0142.",
        cues="""
        Hey it's Luis with Summit Ridge Financial, and it's enrollment season so let's talk 401k.
        The limit went up again this year, which is great news.
        Here's the thing people miss, everything in your 401k grows completely tax-free, every dollar, every year, forever.
        So the more you put in, the more of it you keep, it's that simple.
        If your plan has a match, that's free money on top.
        Call me and we'll go over your options and what a rollover could look like.
        Take care, everybody.
        """,
        expected=[
            E("tax_free_mischaracterized", "everything in your 401k grows completely tax-free, every dollar, every "
              "year, forever"),
        ],
        note="Explicit: tax-deferred 401k growth called tax-free with no mention of tax on withdrawal. 'Free money' "
        "for an employer match is not a free-product claim and is not labelled.",
    ),
    Case(
        id="podcast-bitcoin-income-fund",
        role="unknown",
        topic="crypto",
        title="Ep. 112 - The Bitcoin Income Fund Everyone's Sleeping On",
        channel="The Side Hustle Ledger Podcast",
        description="Weekly conversations about money, crypto and building wealth. Guests' views are their own.",
        cues="""
        Welcome back to the Side Hustle Ledger, I'm Tasha and today I've got Greg from Northmark Digital with me.
        Greg, people are nervous about crypto, so what makes your income fund different?
        >> Look, the biggest thing is it's SEC approved, so this isn't some offshore thing, the government's signed off on it.
        >> That's huge for a lot of our listeners.
        >> Right, and the monthly payouts have been ten to twelve percent annualized since launch.
        And with the covered-call overlay on the bitcoin exposure, you're getting paid whether it goes up or down.
        >> Where can people learn more?
        >> Northmark Funds dot com, and thanks for having me.
        """,
        expected=[
            E("implied_regulator_approval", "it's SEC approved, so this isn't some offshore thing, the government's "
              "signed off on it"),
            E("guaranteed_returns", "you're getting paid whether it goes up or down", also=["options_unbalanced"]),
            E("cherry_picked_performance", "the monthly payouts have been ten to twelve percent annualized since "
              "launch", optional=True),
        ],
        note="Explicit 'SEC approved'; implied certainty of income from a covered-call overlay (also fits the options "
        "citations). The since-launch payout range is arguable (no standard periods), so optional. The guest's "
        "registration is unknown.",
    ),
    Case(
        id="ria-annual-performance-report",
        role="ria",
        topic="advisers",
        title="Our 2026 Performance Report, Explained",
        channel="Whitman & Adair Capital Management",
        description="Whitman & Adair Capital Management is an SEC-registered investment adviser. Performance figures "
        "are for the Core Balanced composite as of December 31, 2026. Past performance does not guarantee future "
        "results.",
        cues="""
        Hello, I'm Denise Adair, and this is our annual look at how the Core Balanced composite did.
        After all fees, the composite returned six point one percent for the one-year period, five point four percent a year over five years, and six point eight percent a year over ten years, all through December 31st.
        Before fees, those same figures were seven point one, six point four and seven point eight.
        Over the same periods, our blended benchmark returned six point nine, five point one and six point five, so we trailed it this year.
        Past performance doesn't guarantee future results, and you can lose money with us, including in years like 2022 when the composite fell eleven percent.
        We were also named to the 2026 Financial Planning Review list of top independent advisers, based on assets and growth data for calendar 2025; we paid a fee to use the logo, and the list doesn't reflect client experience.
        Questions are welcome, just email our office.
        Thank you.
        """,
        note="Near-miss: net-first 1/5/10-year returns with gross beside them, a benchmark, a losing year, and a "
        "rating with its date, period, creator and the fee paid.",
    ),
    Case(
        id="income-blueprint-training",
        role="unregistered_influencer",
        topic="options",
        endorsement=True,
        title="How My Students Replace Their Salary With Options Income (FREE Training)",
        channel="Marcus Bell Wealth Academy",
        description="Enroll in the Income Blueprint: marcusbellacademy.com/enroll",
        cues="""
        What's going on, Marcus Bell here, and welcome to the free training.
        Before we get into it, I want you to see what's possible.
        My students make ten grand a month, easy, most of them inside their first ninety days.
        Kevin was driving for a delivery app in January, now he's doing fourteen thousand a month from his couch.
        That's what the Income Blueprint does, it's a system, and systems don't care who you are.
        Enrollment closes Friday at midnight, the link's on the page.
        I'll see you inside.
        """,
        expected=[
            E("atypical_results", "My students make ten grand a month, easy, most of them inside their first ninety "
              "days"),
            E("atypical_results", "now he's doing fourteen thousand a month from his couch", optional=True),
        ],
        note="Explicit: student income presented as typical to sell the speaker's own course (endorsement context). "
        "The single student story beside it is the same problem in anecdote form, so optional. The enrol link is "
        "the seller's own product, not an affiliate link.",
    ),
    Case(
        id="ria-anniversary-dinner",
        role="ria",
        topic="advisers",
        title="Lakeshore Capital Advisors - 20th Anniversary Client Celebration (Highlights)",
        channel="Lakeshore Capital Advisors",
        description="Lakeshore Capital Advisors is a registered investment adviser. Highlights from our anniversary "
        "celebration, shared publicly.",
        cues="""
        Thank you all for coming, twenty years, I can hardly believe it.
        I'm Tom Reddick, founder, and I want to start with a story.
        Dolores is here tonight, Dolores, wave, she came to us in 2009 with a shoebox of statements and a lot of worry.
        Last month she told me she's never felt more secure in her life, and she said, Tom, you made my retirement, and I'll never forget that.
        That's why we do this work.
        And you may have seen we were recognized as one of the top wealth managers in the Midwest again this year.
        We're very proud of that, and it's because of all of you.
        Enjoy dinner, and thank you.
        """,
        expected=[
            E("testimonial_without_disclosure", "she said, Tom, you made my retirement"),
            E("third_party_rating_undisclosed", "we were recognized as one of the top wealth managers in the Midwest "
              "again this year"),
        ],
        note="Implied: a client's praise retold in a public video with no statement of compensation, conflicts or "
        "representativeness; and a ranking with no source, date or period.",
    ),
    Case(
        id="budgeting-app-six-months",
        role="unregistered_influencer",
        topic="apps",
        endorsement=True,
        title="I Tried Budgeting With Penny Jar For 6 Months",
        channel="Aisha Rahman",
        description="Affiliate disclosure: the Penny Jar link below is an affiliate link, and I earn a commission if "
        "you sign up. pennyjar.app/r/aisha",
        cues="""
        Hi everyone, Aisha here, and I'm finally doing the Penny Jar review you've been asking for.
        Quick heads up before anything else, I have an affiliate link for Penny Jar, so if you sign up through it, they pay me a commission.
        I've been using it since last spring for my own budget, and I'll show you my actual screens in a second.
        The basic plan is free, the premium tier is four ninety-nine a month, and the round-up investing feature charges a dollar a month on small balances, which adds up.
        What I like is the bill calendar, what I don't like is the sync breaks with my credit union about once a week.
        If you want to try it, the link's in the description, and if you'd rather not use my link, just search for it in the app store.
        Okay, let's look at the screens.
        See you next time.
        """,
        note="Near-miss: affiliate link disclosed in speech before the pitch and in the description; the reviewer "
        "uses the app; 'free' tier stated with the paid tiers and fees.",
    ),
    Case(
        id="rep-weekly-puts",
        role="registered_rep",
        topic="options",
        style="rolling",
        title="Getting Paid To Wait: My Favorite Weekly Income Trade",
        channel="Angela Ruiz | Keystone Harbor Securities",
        description="Angela Ruiz is a registered representative of Keystone Harbor Securities, LLC, member "
        "FINRA/SIPC.",
        cues="""
        Hi everyone, Angela Ruiz with Keystone Harbor Securities, thanks for tuning in.
        Today I want to show you the trade that pays my clients every single Friday.
        We sell puts on stocks we'd be happy to own anyway, and the premium just lands in the account, it's like collecting rent from the market.
        Every week, the check shows up, and you don't even need the stock to go up.
        Honestly, once you see it work you'll wonder why you ever just bought and held.
        If you'd like to get set up for options trading, give our office a ring.
        Have a great week.
        """,
        expected=[
            E("options_unbalanced", "the premium just lands in the account, it's like collecting rent from the "
              "market"),
            E("options_unbalanced", "Every week, the check shows up, and you don't even need the stock to go up",
              also=["guaranteed_returns"], optional=True),
        ],
        note="Implied: put-selling framed as rent with no mention of assignment, losses if the stock falls, or "
        "options risk disclosure. The weekly-check line repeats the pitch with a certainty flavour, so optional.",
    ),
    Case(
        id="app-no-catch",
        role="unknown",
        topic="apps",
        style="auto",
        title="this trading app is 100% free (no catch)",
        channel="Money With Dre",
        description="Download Tradeloop and start investing today. #investing #stocks",
        cues="""
        What's up y'all, it's Dre, and I found the app.
        Tradeloop, zero commissions, zero account fees, zero anything, it's completely free to trade, there is no catch.
        Like they genuinely don't make a single cent off you, I looked.
        You can buy fractional shares with like five bucks.
        And the crypto side is free too, same deal.
        Go download it, it takes two minutes to open an account.
        Peace.
        """,
        expected=[
            E("free_claims_omit_costs", "it's completely free to trade, there is no catch"),
            E("free_claims_omit_costs", "they genuinely don't make a single cent off you", optional=True),
            E("free_claims_omit_costs", "the crypto side is free too", optional=True),
        ],
        note="Explicit 'free, no catch' claim omitting order-flow payments, spreads and other costs. The follow-up "
        "lines repeat it, so optional. Role unknown.",
    ),
    Case(
        id="rep-roth-vs-traditional",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="roth vs traditional ira which one is tax free",
        channel="Devon Brooks - Riverside Capital Securities",
        description="Devon Brooks is a registered representative with Riverside Capital Securities, member "
        "FINRA/SIPC. Not tax advice; consult a tax professional.",
        cues="""
        Hey everybody, Devon Brooks with Riverside Capital Securities, let's clear something up.
        A traditional IRA is tax-deferred, you may get a deduction now but you pay ordinary income tax when you withdraw.
        A Roth IRA is funded with after-tax money, and qualified withdrawals are free of federal income tax, that means you're fifty-nine and a half and the account's been open five years.
        Pull earnings out before that and you can owe tax and a ten percent penalty, and your state might treat it differently.
        Neither one is better for everyone, it depends on your bracket now versus later.
        If you want to run your own numbers, our office can help.
        Take care.
        """,
        note="Near-miss: tax-free treatment stated with its conditions and the taxes that do apply; firm named.",
    ),
    Case(
        id="robo-portfolio-sponsored",
        role="unregistered_influencer",
        topic="apps",
        endorsement=True,
        title="The App That Runs My Entire Portfolio (Sponsored)",
        channel="Chloe Tran",
        description="This video is sponsored by Stackwise. Stackwise is an SEC-registered investment adviser. "
        "Investing involves risk.",
        cues="""
        Hey guys, Chloe here, and this video is sponsored by Stackwise, thank you Stackwise.
        So I get asked all the time how I invest, and the honest answer is this app.
        Stackwise runs my entire portfolio, I set it up once and I literally never think about it.
        The auto-rebalancing is so nice and the fees are a quarter percent a year.
        Fun fact, all my actual money is still sitting at my old brokerage because I never got around to moving it, I should really do that.
        Anyway, Stackwise, go check it out.
        Love you guys, bye.
        """,
        expected=[
            E("not_bona_fide_user", "Stackwise runs my entire portfolio, I set it up once and I literally never think "
              "about it"),
        ],
        note="Implied: the sponsored endorser claims to invest through the product, then reveals her money is "
        "elsewhere. Sponsorship is disclosed up front, so no sponsorship finding.",
    ),
    Case(
        id="rep-retirement-income-planner",
        role="registered_rep",
        topic="retirement",
        title="Retirement Income Planning With A Certified Expert",
        channel="Gary Whitfield, Retirement Income Strategist",
        description="Gary Whitfield offers securities through Pinecrest Investor Services, member FINRA/SIPC. "
        "Insurance products through Whitfield Agency.",
        cues="""
        Hello and welcome, I'm Gary Whitfield with Pinecrest Investor Services.
        A lot of people ask what makes me different from the guy at the bank.
        Well, I'm a certified financial planner in every way that counts, I did the whole course years ago, I just never bothered sitting for the exam.
        And I've been doing retirement income for almost thirty years, so I've seen every kind of market.
        Today let's talk about how to think about withdrawals in the first five years of retirement.
        The order you pull from your accounts matters a lot, and we'll get into that.
        Thanks for watching, and call the office if you'd like a review.
        """,
        expected=[
            E("unqualified_expert", "I'm a certified financial planner in every way that counts, I did the whole "
              "course years ago, I just never bothered sitting for the exam",
              cites=["FINRA 2210(d)(6)(A)", "FINRA 2210(d)(1)(B)"]),
        ],
        note="Implied inflated credential: claims CFP status he does not hold. Canonical FINRA citation plus "
        "2210(d)(1)(B) (false or misleading statement), which fits the words equally.",
    ),
    Case(
        id="scam-ad-breakdown",
        role="unknown",
        topic="crypto",
        title="I Got This Ad 40 Times This Week - Here's What's Wrong With It",
        channel="Scam Watch with Linda",
        description="Consumer education. Report investment fraud at sec.gov/tcr. I do not accept sponsorships.",
        cues="""
        Hi, it's Linda, and I want to show you an ad that's been following me around all week.
        It says, and I'm quoting, our crypto fund is SEC approved and guarantees three percent a week.
        Two problems. First, the SEC does not approve or endorse any investment, so anyone telling you they're SEC approved is either confused or lying.
        Second, nobody can guarantee three percent a week, that's over three hundred percent a year, and the only thing you can count on there is losing your deposit.
        If you see this ad, report it, and please send this video to your parents.
        Thanks for watching, stay safe.
        """,
        note="Near-miss: 'SEC approved' and a guaranteed weekly return are quoted from a scam ad and refuted.",
    ),
    Case(
        id="ria-tactical-model-backtest",
        role="ria",
        topic="advisers",
        title="Our Tactical Model: $100K to $1.38 Million (2005-2025)",
        channel="Granite Peak Investment Counsel",
        description="Granite Peak Investment Counsel is a registered investment adviser. Educational content for "
        "the general public.",
        cues="""
        Hi, I'm Colin Mercer, portfolio manager at Granite Peak Investment Counsel.
        I want to walk you through the tactical model we're rolling out to new clients this fall.
        We back-tested it from 2005 through 2025, and a hundred thousand dollars would have grown to one point three eight million, straight through the financial crisis.
        That's roughly fourteen percent a year, against about ten for the S&P 500.
        The model shifts between stocks, Treasuries and cash based on trend signals.
        If you'd like to see whether it fits your situation, book a call on our website.
        Thanks for watching.
        """,
        expected=[
            E("hypothetical_performance", "We back-tested it from 2005 through 2025, and a hundred thousand dollars "
              "would have grown to one point three eight million"),
            E("hypothetical_performance", "roughly fourteen percent a year, against about ten for the S&P 500",
              also=["misleading_comparison"], optional=True),
        ],
        note="Explicit back-tested growth figure shown to the general public. The annualised comparison with the "
        "index restates the hypothetical, so optional.",
    ),
    Case(
        id="two-guys-one-ticker",
        role="unknown",
        topic="stocks",
        style="auto",
        title="we need to talk about what's coming",
        channel="Two Guys One Ticker",
        description="Two friends from Ohio talking markets every Thursday. Entertainment only.",
        cues="""
        Alright we're rolling, welcome back to Two Guys One Ticker.
        So before anything, I gotta bring up the refinery call.
        Back in February when I said load up on Ridgeline Energy at twenty-two, a lot of you laughed at me, and it closed at fifty-one yesterday, so.
        Yeah, some of you owe me a beer for that one.
        Anyway, this week I'm looking at Cobalt Freight, and I'm not gonna dance around it.
        By the time the kids go back to school, Cobalt is a double from here, that's just where it's headed.
        Alright, let's get into listener mail.
        Catch you next week.
        """,
        expected=[
            E("past_specific_recommendations", "when I said load up on Ridgeline Energy at twenty-two, a lot of you "
              "laughed at me, and it closed at fifty-one yesterday"),
            E("performance_projection", "By the time the kids go back to school, Cobalt is a double from here, "
              "that's just where it's headed"),
            E("past_specific_recommendations", "some of you owe me a beer for that one", optional=True),
        ],
        note="A single winning past call with no record of the others, then a seasonal doubling stated as fact "
        "(certainty without price-target words). The beer remark repeats the brag, so optional. Role unknown.",
    ),
    Case(
        id="rep-covered-call-tradeoffs",
        role="registered_rep",
        topic="options",
        style="rolling",
        title="Covered Calls: The Income Is Real, So Are The Trade-offs",
        channel="Jamal Pierce | Northfield Brokerage Services",
        description="Jamal Pierce is a registered representative of Northfield Brokerage Services, LLC, member "
        "FINRA/SIPC. Options involve risk and are not suitable for all investors. Read Characteristics and Risks "
        "of Standardized Options before trading.",
        cues="""
        Hey folks, Jamal Pierce here from Northfield Brokerage Services.
        Covered calls get sold as free income, so let's talk about what you actually give up.
        You collect a premium, yes, but if the stock rips past your strike, your upside is capped and your shares get called away.
        And if the stock drops, the premium only cushions a little, you still carry nearly all the downside of owning it.
        There are also commissions and tax consequences when shares get called, and you need options approval and the options disclosure document first.
        So it's a tool, not a paycheck, and in a falling market it can feel like picking up pennies.
        If you want to talk it through, reach out to our office.
        See you next week.
        """,
        note="Near-miss: 'free income' is named only to be corrected; capped upside, downside, costs, taxes and the "
        "options disclosure document are covered; firm named.",
    ),
    Case(
        id="ria-income-plus-vs-cds",
        role="ria",
        topic="retirement",
        title="Why We're Moving Clients Out of CDs",
        channel="Meridian Oak Wealth Advisors",
        description="Meridian Oak Wealth Advisors is an SEC-registered investment adviser.",
        cues="""
        Hi, I'm Rachel Kim, a partner at Meridian Oak Wealth Advisors.
        With CD rates coming down, a lot of clients have asked what we're doing instead.
        Our Income Plus portfolio is basically a CD with better manners, same peace of mind, but it's paying around seven percent instead of four.
        It's built from high-yield bonds and private credit, so the income is just really dependable.
        It's been a great fit for folks who want their money working harder.
        If you'd like a second opinion on your cash, reach out to our team.
        Thanks so much.
        """,
        expected=[
            E("misleading_comparison", "basically a CD with better manners, same peace of mind, but it's paying "
              "around seven percent instead of four"),
            E("unbalanced_benefits", "It's built from high-yield bonds and private credit, so the income is just "
              "really dependable"),
        ],
        note="Implied: a credit portfolio likened to an insured CD without the differences (no FDIC insurance, "
        "credit and liquidity risk, price swings), and its income praised with no risks at all.",
    ),
    Case(
        id="rep-market-linked-notes",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="the investment that only goes one direction",
        channel="Ray Delgado | Sunbelt Financial Group",
        description="Ray Delgado, registered representative of Sunbelt Financial Group, member FINRA/SIPC.",
        cues="""
        Hey everybody, Ray Delgado here with Sunbelt Financial Group.
        I want to tell you about the market-linked notes we've been placing for clients.
        You get a piece of the S&P's upside, and on the other side, your balance only ever moves one direction, and it's up.
        Bad year in the market? Doesn't touch you.
        My oldest client is eighty-one and she's got a big chunk in these.
        Call the office and we'll see what's available this month.
        Take care.
        """,
        expected=[
            E("guaranteed_returns", "your balance only ever moves one direction, and it's up"),
            E("guaranteed_returns", "Bad year in the market? Doesn't touch you.", optional=True),
        ],
        note="Implied certainty for structured notes (issuer credit risk, caps, illiquidity ignored) without the word "
        "guaranteed. The next line repeats it, so optional.",
    ),
    Case(
        id="ria-omaha-no-backtests",
        role="ria",
        topic="advisers",
        style="auto",
        title="why we don't show you backtests",
        channel="Prairie Lantern Advisors",
        description="Prairie Lantern Advisors is a registered investment adviser. This video is educational and is "
        "not an offer of advisory services.",
        cues="""
        Hi, I'm Walt Jensen, I've been an adviser here in Omaha since 1994, and I get this question a lot.
        People see other firms' back-tested charts, a hundred grand turning into millions, and ask why we don't post ours.
        Honestly, a back-test is a model somebody tuned until it looked good on the past, no real money was ever invested in it, and nobody paid the real fees or trading costs.
        So we just don't put hypothetical numbers in front of the public, period.
        What we will show you, if you become a client and ask, is our actual composite after fees, good years and bad.
        If that sounds like your kind of firm, give us a call.
        Thanks for listening.
        """,
        note="Near-miss: back-tests and hypothetical growth are discussed only to explain why the firm does not show "
        "them; no figures are presented.",
    ),
    Case(
        id="futures-stream-funded",
        role="unregistered_influencer",
        topic="general",
        style="rolling",
        endorsement=True,
        title="LIVE NQ scalping | passing my funded challenge",
        channel="TickTakerTV",
        description="Live futures trading Mon-Fri. Not financial advice. Trading futures involves substantial risk "
        "of loss.",
        cues="""
        We're live, what's up chat, futures open, let's get it.
        Quick thing for everybody asking how to get funded, go grab a challenge at Apexline Funding, use TICKTAKER at checkout for thirty percent off.
        I've passed three of their accounts this year, payouts hit in like two days.
        Okay NQ is pushing into the overnight high, watching this level.
        Shoutout Apexline again for keeping the stream running, seriously, couldn't do this without them.
        Alright we'll see what the open gives us.
        Later chat.
        """,
        expected=[
            E("undisclosed_sponsorship", "go grab a challenge at Apexline Funding, use TICKTAKER at checkout for "
              "thirty percent off", also=["undisclosed_affiliate"]),
            E("atypical_results", "I've passed three of their accounts this year, payouts hit in like two days",
              optional=True),
        ],
        note="Sponsorship implied: the funder is revealed as paying for the stream only after the pitch with a "
        "personal code (also fits the affiliate citations). The streamer's own pass record is arguably an atypical "
        "result, so optional.",
    ),
    Case(
        id="beginner-broker-pick",
        role="unknown",
        topic="apps",
        endorsement=True,
        title="Best Brokerage For Beginners In 2027 (My Pick)",
        channel="Marcus Lindqvist",
        description="Open your Fidelio account here: fidelio.com/join?ref=MLINDQ22\n\nMy camera: Lumix S5\n"
        "Music: Epidemic Sound",
        cues="""
        Hey, Marcus here, and today I'm answering the question I get most, which broker should a beginner use.
        I've tried five of them over the years, and I keep coming back to Fidelio.
        The app is clean, the research tools are solid, and you can set up automatic investing in a few taps.
        If you want to start with Fidelio, use my link below, it's the first one in the description.
        It takes about ten minutes and you'll want your ID handy.
        Alright, let me know in the comments which broker you're using.
        See you in the next one.
        """,
        expected=[
            E("undisclosed_affiliate", "use my link below, it's the first one in the description"),
            E("undisclosed_affiliate", "Open your Fidelio account here: fidelio.com/join?ref=MLINDQ22",
              origin="description"),
        ],
        note="Explicit: a referral link pushed in speech and placed in the description with no disclosure that it "
        "pays the creator. Role unknown.",
    ),
    Case(
        id="app-fine-print",
        role="unknown",
        topic="apps",
        style="auto",
        title="commission free doesn't mean free here's how these apps get paid",
        channel="Frugal Fernando",
        description="Breaking down the fine print. No sponsors, no affiliate links.",
        cues="""
        What's up everybody, Fernando here, and today we're reading the fine print so you don't have to.
        Almost every app now says commission-free stock trades, and that part's true, there's no ticket charge.
        But they still get paid, mostly through payment for order flow, interest on your cash, and margin lending.
        On crypto the spread is the fee, it can be one to two percent baked into the price you see.
        And watch for the transfer-out fee, a lot of them charge seventy-five to a hundred bucks if you leave.
        So commission-free, sure, just not free.
        Alright that's it, see you Friday.
        """,
        note="Near-miss: 'commission-free' and 'free' with the costs spelled out (order flow, cash interest, spreads, "
        "transfer fees).",
    ),
    Case(
        id="rep-year-in-review",
        role="registered_rep",
        topic="stocks",
        title="2026 Year In Review With Bayline Securities",
        channel="Bayline Securities",
        description="Bayline Securities, Inc., member FINRA/SIPC. Hosted by Sam Ellison, registered representative.",
        cues="""
        Hey everyone, Sam Ellison at Bayline Securities, and it's year-in-review time.
        What a year, right?
        If you sat in on our January call and did what we talked about with the two regional banks and the uranium miner, I don't need to tell you how your December looked.
        I had a client, retired schoolteacher, tell me at our holiday party, Sam, this was the best year of my life financially, and she's not one for exaggerating.
        We're getting ready for next year's call in a few weeks, so keep an eye out for the invite.
        As always, thanks for trusting us.
        Happy holidays.
        """,
        expected=[
            E("past_specific_recommendations", "did what we talked about with the two regional banks and the uranium "
              "miner, I don't need to tell you how your December looked"),
            E("testimonial_without_disclosure", "Sam, this was the best year of my life financially"),
        ],
        note="Implied: past winning picks alluded to by outcome only, with no full list; a client's praise relayed "
        "without any testimonial disclosures.",
    ),
    Case(
        id="emergency-fund-sponsored",
        role="unregistered_influencer",
        topic="general",
        endorsement=True,
        title="Where I Keep My Emergency Fund at 67 (Sponsored by Harbor Federal Bank)",
        channel="Retired Engineer Ron",
        description="This video is sponsored by Harbor Federal Bank (paid partnership): harborfederalbank.com/ron. "
        "I'm a retired engineer, not a financial adviser. Harbor Federal Bank, Member FDIC.",
        cues="""
        Howdy, Ron here, retired engineer out of Tulsa, and first off, this video is paid for by Harbor Federal Bank, they sponsored it.
        I'm not a financial adviser, just a fella who spent forty years doing spreadsheets for a pipeline company.
        I do keep my own emergency fund in their high-yield savings, have since 2023, and I'll pull up my statement to show you.
        It's paying three point nine percent right now, but that's a variable rate, it can drop any time the Fed cuts.
        Deposits are FDIC insured up to two hundred fifty thousand per depositor, per bank, per ownership category, which is the part I care about for emergency money.
        It's not an investment and it won't keep up with stocks over the long haul, it's just a safe parking spot.
        If you're curious, the link's in the description, and again, they're paying me for this one.
        Take care of yourselves.
        """,
        note="Near-miss: sponsor disclosed first in speech and description, a bona fide user, honest about "
        "credentials, variable rate and FDIC limits stated.",
    ),
]

for _i, _case in enumerate(_CASES, 1):
    _case.id = f"w{_i:02d}-{_case.id}"

CASES: list[Case] = _CASES
