"""Second tuning set ("dev2"): 24 cases with violations and 12 compliant or near-miss cases.

Written from the rule text (FINRA 2210/2220/2010, SEC 206(4)-1, FTC 16 CFR 255) and audit/taxonomy.yaml without
reading the engine's lexicon, exemplars or screens, so its wording is independent of what the engine already
catches. Certainty, past calls, sponsorships and credentials are implied in everyday speech rather than stated in
stock phrases. Labelled under the conventions in README.md.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    # ------------------------------------------------------------------ violations
    Case(
        id="d2-01-influencer-roundup-app-sponsor-at-end",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        title="How I started investing with literally $0 (spare change method)",
        channel="Money on a Tuesday",
        description="The spare change app I use 👇\nTry Stackly: https://stackly.app/invite/MAYA20\n"
        "My camera + mic: see my storefront\nI'm not a financial advisor, just a girl with a budget spreadsheet.",
        cues="""
        Hey hey, it's Maya, welcome back to Money on a Tuesday.
        So I get asked all the time how I actually started investing when I had, like, zero dollars,
        and honestly the thing that got me going was round-ups, where every purchase gets rounded to the next dollar
        and the spare change gets swept into an investment account.
        The app I use for that is Stackly, and I've had it on my phone for, gosh, almost two years now.
        You link your debit card, you pick a portfolio, conservative, moderate, aggressive, whatever,
        and then you just kind of forget about it, which for me is the whole point.
        So if you wanna try it, grab it from the link down below and use code MAYA20,
        you get your first twenty bucks dropped in your account when you sign up.
        I'll be real, the balances are small at first, it's literally spare change,
        and the portfolios are ETFs, so they go up and down with the market like anything else.
        There's also a three dollar monthly fee on the basic plan, so on a tiny balance that adds up, keep that in mind.
        Okay that's it for today, oh and thank you so much to Stackly for sponsoring this video, love you guys, bye!
        """,
        expected=[
            E(
                "undisclosed_sponsorship",
                "grab it from the link down below and use code MAYA20",
                also=["undisclosed_affiliate"],
            ),
            E(
                "undisclosed_sponsorship",
                "The app I use for that is Stackly, and I've had it on my phone",
                also=["undisclosed_affiliate"],
                optional=True,
            ),
            E(
                "undisclosed_sponsorship",
                "Try Stackly: https://stackly.app/invite/MAYA20",
                also=["undisclosed_affiliate"],
                origin="description",
            ),
        ],
        note="The sponsor is thanked only in the sign-off, after the pitch; the description carries the invite link "
        "with no disclosure. Risks and fees are covered, so nothing else applies to an influencer.",
    ),
    Case(
        id="d2-02-rep-oil-gas-program-muni-comparison",
        topic="advisers",
        role="registered_rep",
        title="The income investment your advisor never told you about",
        channel="Rick Donnelly | Lone Mesa Capital",
        description="Rick Donnelly is a registered representative of Lone Mesa Capital Securities, member FINRA/SIPC.\n"
        "Offered to accredited investors only.",
        cues="""
        Good afternoon, I'm Rick Donnelly, registered representative with Lone Mesa Capital Securities, member FINRA and SIPC.
        Today I wanna walk through something most of you have never been offered, a direct participation program in oil and gas.
        Basically you're buying a working interest in a package of wells out in the Permian,
        and the sponsor has already drilled them, they're producing right now, today.
        So the way I explain it to folks is, the cash flow on these is already locked in,
        it's not a question of whether you get paid, it's a question of how much.
        And I like to tell people, look, think of it like a municipal bond, except it pays you three times as much.
        The minimum is fifty thousand and you do need to be accredited.
        There's also some nice stuff with the intangible drilling costs that your CPA can walk you through.
        If that sounds interesting, reach out to my office at Lone Mesa and we'll send over the offering documents.
        Thanks for tuning in, everybody.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "the cash flow on these is already locked in, it's not a question of whether you get paid",
            ),
            E(
                "misleading_comparison",
                "think of it like a municipal bond, except it pays you three times as much",
            ),
        ],
        note="Producing wells do not make payouts certain (prices, decline rates, operator risk). The muni comparison "
        "omits illiquidity, lack of a rated issuer and the very different risk. Certainty split over two cues.",
    ),
    Case(
        id="d2-03-unknown-stablecoin-earn-referral",
        topic="crypto",
        role="unknown",
        endorsement=True,
        style="auto",
        title="18% on stablecoins?? I can't gatekeep this anymore",
        channel="KDawg Crypto",
        description="Nexa Earn 👉 https://nexa.io/r/kdawg777 (bonus on first deposit)\nNot financial advice",
        cues="""
        yo what is up everybody
        so I've been sitting on this for like two weeks and I can't gatekeep it anymore
        there's this earn account on Nexa where you park your stable coins and it pays eighteen percent a p y
        and look I've done the math on this like a hundred times
        you deposit it you go to sleep you wake up with more
        there is literally no version of this where you end up with less than you put in
        because it's stable coins right so the price doesn't move
        so what you wanna do is hit the link in my description when you sign up
        that gets you the fifty dollar welcome bonus on your first deposit
        then go to earn pick u s d x and flip on auto compound
        anyway that's the video go do it before they lower the rate
        peace
        """,
        expected=[
            E(
                "guaranteed_returns",
                "there is literally no version of this where you end up with less than you put in",
            ),
            E("undisclosed_affiliate", "hit the link in my description when you sign up"),
            E("undisclosed_affiliate", "there's this earn account on Nexa where you park your stable coins", optional=True),
            E(
                "undisclosed_affiliate",
                "Nexa Earn 👉 https://nexa.io/r/kdawg777 (bonus on first deposit)",
                origin="description",
            ),
        ],
        note="Auto captions with ASR splits ('stable coins', 'a p y'). A platform earn account can lose principal "
        "(platform failure, depeg). The referral link pays the speaker (the /r/ code) and is never disclosed, in "
        "speech or in the description; the first mention of Nexa is optional.",
    ),
    Case(
        id="d2-04-ria-pandemic-picks-before-fee",
        topic="advisers",
        role="ria",
        title="Q4 update: what we did right (and what's next)",
        channel="Birchline Advisors",
        description="Birchline Advisors LLC is a fee-only registered investment adviser. Form ADV available on request.",
        cues="""
        Hi, I'm Colleen Marsh, founder and chief investment officer at Birchline Advisors.
        We're a fee-only registered investment adviser here in Columbus, and this is our quarterly clients-and-friends update.
        So first, a little bit of bragging, which I think I've earned.
        Back in March of twenty twenty, when everybody was panicking, we moved our growth clients into Zoom and Moderna,
        and, I mean, you all saw what those two did over the next year.
        That's the kind of conviction you get when you work with us.
        On the numbers side, our flagship Growth portfolio was up twenty-four point one percent last year,
        and that's the figure before our one percent fee comes out.
        We're accepting new clients with at least two hundred fifty thousand to invest,
        so if you'd like a second opinion on your portfolio, book a call through our website.
        Thanks everyone, talk to you next quarter.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "we moved our growth clients into Zoom and Moderna, and, I mean, you all saw what those two did",
            ),
            E(
                "gross_without_net",
                "our flagship Growth portfolio was up twenty-four point one percent last year, "
                "and that's the figure before our one percent fee comes out",
            ),
        ],
        note="Two winning picks shown with no other recommendations or their outcomes; a gross figure with no net "
        "figure next to it (the viewer is left to do the arithmetic). Both span two cues.",
    ),
    Case(
        id="d2-05-rep-same-day-spx-spreads",
        topic="options",
        role="registered_rep",
        title="My boring 10am routine that pays for everything",
        channel="Jordan Pike Trading",
        description="Jordan Pike is a registered representative of Kestrel Point Securities, member FINRA/SIPC.",
        cues="""
        What's going on traders, Jordan Pike here, registered rep over at Kestrel Point Securities, member FINRA.
        So people keep asking me what I actually do every morning, and it's honestly super boring.
        Around ten a.m. I sell a put spread on the SPX that expires that same afternoon,
        usually something like thirty points below where the index is trading.
        And look, doing this every morning is like clocking in at a job,
        the premium hits your account by lunch and you're done for the day.
        I haven't had a losing week since February, and I do this on a pretty big account.
        If you wanna learn the exact setup, my team at Kestrel Point runs a free weekly webinar, link is in the description.
        Alright, that's my morning, go get some coffee, see ya.
        """,
        expected=[
            E(
                "options_unbalanced",
                "doing this every morning is like clocking in at a job, the premium hits your account by lunch",
                also=["guaranteed_returns"],
            ),
            E(
                "options_unbalanced",
                "I haven't had a losing week since February",
                also=["performance_projection"],
                optional=True,
            ),
        ],
        note="Same-day options presented as a paycheck with no word on max loss, assignment or approval; certainty "
        "implied by the job analogy, over two cues. The losing-week brag is an arguable second statement.",
    ),
    Case(
        id="d2-06-influencer-copy-trading-code",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="I let a stranger trade my account for 3 months (Mirrorly review)",
        channel="Travis Trades",
        description="Mirrorly premium: code TRAVIS\nJoin the discord: link in bio",
        cues="""
        alright guys what's good welcome back
        so I've been using this copy trading app called Mirrorly for about three months now
        basically you pick a trader on the leaderboard and every trade they make gets copied into your account automatically
        I follow this one trader called atlas f x and I just let it run
        when you download it use my code TRAVIS at checkout and it knocks twenty percent off your first three months of premium
        premium is what unlocks the top traders so you kinda need it
        one of the guys in my discord started copying atlas in january with like two grand
        and he's clearing about six k a month now which is what happens when you just let the system work
        so yeah if you've been sitting on the sidelines this is your sign
        drop a comment if you get in and I'll see you in the next one
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "use my code TRAVIS at checkout and it knocks twenty percent off your first three months of premium",
            ),
            E(
                "undisclosed_affiliate",
                "I've been using this copy trading app called Mirrorly for about three months now",
                optional=True,
            ),
            E("undisclosed_affiliate", "Mirrorly premium: code TRAVIS", origin="description"),
            E(
                "atypical_results",
                "he's clearing about six k a month now which is what happens when you just let the system work",
                also=["testimonial_without_disclosure"],
            ),
        ],
        note="A personal code with no word that it pays him, in speech or in the description. One follower's result is presented as what the system "
        "does for anyone, with no disclosure of typical results.",
    ),
    Case(
        id="d2-07-rep-annuity-irs-never-sees-it",
        topic="retirement",
        role="registered_rep",
        title="Stop paying tax on your brokerage account every April",
        channel="Gary Lindqvist | Westmark Financial",
        description="Securities offered through Westmark Financial Services, member FINRA/SIPC.",
        cues="""
        Hi folks, Gary Lindqvist, financial professional with Westmark Financial Services, member FINRA SIPC.
        A lot of you nearing retirement have money in a brokerage account getting taxed every year on the dividends,
        and today I want to show you how a variable annuity can change that.
        When you move that money into the annuity, every dollar it earns from here on, you keep,
        the IRS doesn't see a dime of it.
        On top of that, the income rider guarantees you a payment for life, and that guarantee is backed by the claims-paying ability of the insurance company.
        There are surrender charges for the first seven years, and the subaccounts do go up and down with the market, so this is long-term money.
        All-in yearly costs including the rider run about two point eight percent, which we'd go over together.
        Call the Westmark office and we'll run the numbers for your situation.
        Take care, everybody.
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "every dollar it earns from here on, you keep, the IRS doesn't see a dime of it",
            ),
        ],
        note="Annuity growth is tax-deferred, taxed as income on withdrawal; 'the IRS doesn't see a dime' calls it "
        "tax-free without the word. The income-rider guarantee is described correctly (insurer's claims-paying "
        "ability), and surrender charges, market risk and costs are disclosed: near-misses inside a violation case.",
    ),
    Case(
        id="d2-08-rep-i-bonds-no-tax-auto",
        topic="retirement",
        role="registered_rep",
        style="auto",
        title="I Bonds explained in 4 minutes",
        channel="Denise Okafor, Fairhaven Investment Services",
        description="Denise Okafor is a registered representative with Fairhaven Investment Services, member FINRA/SIPC.",
        cues="""
        hey everybody it's Denise Okafor with Fairhaven Investment Services member finra sipc
        so today we're talking about eye bonds because I got like forty emails about them this week
        quick version you buy them from the treasury and the rate resets every six months based on inflation
        and here's my favorite part you don't pay a cent of tax on that interest
        it's basically a tax free savings account that keeps up with inflation
        you can buy up to ten thousand a year per person electronically
        you have to hold them at least a year and if you cash out before five years you give up the last three months of interest
        so if you have cash you won't need for a while this is worth a look
        alright that's it see you next week
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "you don't pay a cent of tax on that interest it's basically a tax free savings account",
            ),
        ],
        note="I bond interest is exempt from state tax but federal tax is deferred until redemption, the exact "
        "pattern 2210(d)(4)(B) names. Spans two auto-caption cues; ASR slip 'eye bonds'. Liquidity rules are "
        "given, so nothing else applies.",
    ),
    Case(
        id="d2-09-influencer-hedge-fund-desk-sponsored",
        topic="stocks",
        role="unregistered_influencer",
        endorsement=True,
        title="Your charts are lying to you (fix this)",
        channel="Nate Cole",
        description="Sponsored by Quantro. Try it free for 14 days: https://quantro.io/nate\n"
        "22, self-taught, trading since my sophomore year.",
        cues="""
        Before we start, this video is sponsored by Quantro, the charting platform, and they paid me to make it.
        So I want to talk about why your charts probably suck, no offense.
        When I started trading two years ago in my dorm room, I was drawing lines on free charts and getting chopped up constantly.
        The problem is most free charts only show you price, they don't show you who's actually buying and selling.
        And trust me on this one, back when I was running money at a hedge fund, Quantro's order-flow view is exactly what our desk used.
        You can see where the big resting orders are sitting before price gets there.
        They've got a fourteen day trial, the link is in the description, and it's twenty nine a month after that.
        Alright, that's it, go fix your charts.
        """,
        expected=[
            E(
                "unqualified_expert",
                "back when I was running money at a hedge fund, Quantro's order-flow view is exactly what our desk used",
            ),
        ],
        note="The sponsorship is disclosed first, so it is not a finding. The hedge-fund background contradicts his "
        "own 'two years ago in my dorm room' and the description: an expert endorsement without the expertise.",
    ),
    Case(
        id="d2-10-unknown-licensed-stockbroker-claim",
        topic="stocks",
        role="unknown",
        title="The ONLY charting platform I trust (11 years in)",
        channel="Chart Kings",
        description="All content is for entertainment purposes only. I am not a licensed financial professional.\n"
        "Tradevue: https://tradevue.com",
        cues="""
        What's up, it's Dre from Chart Kings.
        Okay so a lot of you in the comments are asking which platform I personally trust for charting and level two.
        And I'm gonna answer that as a licensed stockbroker, eleven years in the industry,
        because I think that actually matters here, you want somebody who's seen a few cycles.
        For me it's Tradevue, hands down, it's the only one I'd put my name behind.
        The scanners are fast and the level two doesn't lag like some of the others do.
        They have a free tier and a paid tier, I use the paid one.
        Alright, let me know what you use in the comments.
        Peace.
        """,
        expected=[
            E("unqualified_expert", "I'm gonna answer that as a licensed stockbroker, eleven years in the industry"),
        ],
        note="The description says he is not licensed, so the spoken professional status is false and the product "
        "endorsement leans on it. Role unknown: any applicable citation.",
    ),
    Case(
        id="d2-11-ria-sentinel-backtest-mid-teens",
        topic="advisers",
        role="ria",
        title="Introducing Sentinel: our tactical strategy, now open",
        channel="Northgate Wealth Partners",
        description="Northgate Wealth Partners is an SEC-registered investment adviser.",
        cues="""
        Hello and welcome, I'm Priya Raman, portfolio manager at Northgate Wealth Partners, an SEC-registered investment adviser.
        I'm excited about this one because we're finally opening our Sentinel tactical strategy to outside investors.
        Sentinel rotates between stocks, Treasuries and cash based on a set of trend signals our team built.
        We ran the Sentinel rules back through two thousand eight,
        and on paper a hundred thousand dollars would have grown to about nine hundred and forty thousand.
        Going forward we realistically expect it to keep compounding somewhere in the mid-teens every year.
        It's available in separately managed accounts starting at a hundred thousand.
        Our Form ADV and fee schedule are on our website.
        Thanks for watching.
        """,
        expected=[
            E(
                "hypothetical_performance",
                "We ran the Sentinel rules back through two thousand eight, and on paper a hundred thousand dollars",
            ),
            E(
                "performance_projection",
                "Going forward we realistically expect it to keep compounding somewhere in the mid-teens every year",
            ),
        ],
        note="Back-tested growth shown on YouTube (mass audience) and a forward return expectation. 'SEC-registered' "
        "is a plain statement of status, not implied approval.",
    ),
    Case(
        id="d2-12-ria-voted-number-one-raw-number",
        topic="advisers",
        role="ria",
        style="auto",
        title="Sandbar Wealth: year in review",
        channel="Sandbar Wealth Management",
        description="Sandbar Wealth Management is a registered investment adviser. As heard on WKRP Money Hour.",
        cues="""
        hi everyone Tom Reilly here from sand bar Wealth Management we're a registered investment adviser
        just a quick update since a lot of new folks found us through the radio show
        so first off we were voted the number one wealth management firm in the tri county area which we're really proud of
        on performance our moderate model did fourteen and a half percent last year
        and that's the raw number we don't take the advisory fee out when we quote it because everybody's fee is a little different
        if you'd like to chat about your own plan give the office a call
        thanks for listening
        """,
        expected=[
            E(
                "third_party_rating_undisclosed",
                "we were voted the number one wealth management firm in the tri county area",
            ),
            E(
                "gross_without_net",
                "our moderate model did fourteen and a half percent last year and that's the raw number",
            ),
        ],
        note="A ranking with no date, period, or who ran it and whether it was paid for; a model return explicitly "
        "before fees with no net figure. Auto captions, ASR split 'sand bar'.",
    ),
    Case(
        id="d2-13-ria-eighteen-month-window",
        topic="advisers",
        role="ria",
        title="Does active management still work? Our numbers",
        channel="Fieldstone Capital Advisors",
        description="Fieldstone Capital Advisors LLC is a registered investment adviser.",
        cues="""
        Hey everybody, Marcus Webb, managing partner at Fieldstone Capital Advisors, a registered investment adviser.
        I get asked a lot, Marcus, does active management even work anymore?
        Let me answer with our own numbers.
        Clients who came on board with us in October of twenty twenty-two and stayed through March of twenty twenty-four
        were up sixty-one percent over those eighteen months, net of fees.
        I'll let that number speak for itself.
        Our approach is concentrated, usually twenty to twenty-five names, so it can look very different from the index in any given year.
        If you'd like our full strategy deck, email us through the site.
        Take care.
        """,
        expected=[
            E(
                "cherry_picked_performance",
                "in October of twenty twenty-two and stayed through March of twenty twenty-four were up sixty-one percent",
            ),
        ],
        note="An eighteen-month window starting at a market low, with no 1-, 5- and 10-year figures. It is net of "
        "fees, so gross-without-net does not apply (near-miss inside a violation).",
    ),
    Case(
        id="d2-14-rep-in-video-call-and-target-rolling",
        topic="stocks",
        role="registered_rep",
        style="rolling",
        title="What's working RIGHT NOW + my next big one",
        channel="Kyle Brandt Markets",
        description="Kyle Brandt is a registered representative with Crestline Securities, member FINRA/SIPC.",
        cues="""
        what's up everybody Kyle Brandt here registered rep with Crestline Securities member FINRA
        okay let's talk about what's working right now
        so if you were watching back in April when I said grab in video under four hundred
        yeah you're welcome and same goes for the Palantir call I made in the fall
        this week I'm looking at Axon Grid the power infrastructure name
        this one's headed to two hundred before summer and I'd honestly bet my house on it
        it's trading around one twenty five right now so you can do the math
        do your own due diligence obviously
        alright that's it for today catch you on the next one
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "back in April when I said grab in video under four hundred yeah you're welcome",
            ),
            E(
                "performance_projection",
                "this one's headed to two hundred before summer and I'd honestly bet my house on it",
                also=["guaranteed_returns"],
            ),
        ],
        note="Rolling auto-captions; ASR slip 'in video' for Nvidia. Past winning calls bragged about across two "
        "cues, then a price target with a certainty flourish. 'Do your own due diligence' cures neither.",
    ),
    Case(
        id="d2-15-rep-penny-stock-at-the-open",
        topic="stocks",
        role="registered_rep",
        title="BRXN tomorrow morning. Be ready.",
        channel="Vince Live",
        description="Series 7 & 63 licensed. DM me to get set up. Not investment advice lol",
        cues="""
        Yo yo yo, it's Vince, and we've got a live one tonight.
        Ticker is B-R-X-N, Braxon Biotech, trading at like forty cents right now.
        Tiny float, barely any volume, which is exactly why this works if we all do it together.
        So here's the plan, tomorrow at the open every single one of you puts in a buy at the ask, all at the same time,
        we walk it through a dollar, and then we start taking profits on the way up while everybody else is chasing.
        I'm already sitting on a nice position, so I'm in it with you guys.
        And if you don't have a brokerage account yet, I'm licensed, I can actually open one for you,
        just shoot me a DM and I'll have you set up tonight.
        Let's get it, see you at the open.
        """,
        expected=[
            E(
                "unjust_conduct",
                "every single one of you puts in a buy at the ask, all at the same time, we walk it through a dollar",
            ),
            E("missing_member_name", "just shoot me a DM and I'll have you set up tonight"),
            E("unjust_conduct", "I'm already sitting on a nice position, so I'm in it with you guys.", optional=True),
        ],
        note="Coordinated buying of a thin stock to push the price while taking profits: pump-and-dump conduct. The "
        "licensed rep never names his member firm (speech or description) while soliciting accounts; anchored at "
        "the call to action. His pre-existing position is an arguable secondary item.",
    ),
    Case(
        id="d2-16-unknown-memecoin-bags-auto",
        topic="crypto",
        role="unknown",
        endorsement=True,
        style="auto",
        title="GOBLN is about to send (get in before tomorrow)",
        channel="degen szn",
        description="tg in bio. nfa dyor",
        cues="""
        gm gm gm what's going on fam
        okay so the coin is called GOBLN and it is not on any of the big exchanges yet
        go grab some on radium tonight the contract address is pinned in the telegram
        here's the play we all get in quietly before I post it on twitter tomorrow
        and once the new money starts piling in that's when we start handing them our bags
        don't be the last one holding it that's all I'm saying
        market cap is like four hundred k right now so it's super early
        oh and shout out to the dev team for sending me a bag for this one appreciate you guys
        alright let's get this bread
        """,
        expected=[
            E("undisclosed_sponsorship", "go grab some on radium tonight the contract address is pinned in the telegram"),
            E("undisclosed_sponsorship", "the coin is called GOBLN and it is not on any of the big exchanges", optional=True),
            E(
                "unjust_conduct",
                "we all get in quietly before I post it on twitter tomorrow and once the new money starts piling in",
            ),
        ],
        note="Paid in tokens by the developers, mentioned only as a shout-out at the end (late and unclear). The "
        "'play' is to buy before promoting and sell into new buyers. ASR slip 'radium' for Raydium.",
    ),
    Case(
        id="d2-17-unknown-wheel-no-bad-outcome-rolling",
        topic="options",
        role="unknown",
        style="rolling",
        title="The Wheel Strategy for beginners (full breakdown)",
        channel="Theta Tom",
        cues="""
        alright welcome back to the channel
        today I'm breaking down the wheel for anyone who's new
        step one you sell a cash secure put on a stock you like
        if it expires you keep the premium and do it again
        if you get assigned you own the shares and now you sell covered calls on them
        and that's why I love it you're literally getting paid to sit and wait
        and the worst that can happen is you end up owning a company you wanted anyway so there's no bad outcome here
        I run it on like six tickers right now
        drop your tickers in the comments and I'll check them out
        see ya
        """,
        expected=[
            E(
                "options_unbalanced",
                "the worst that can happen is you end up owning a company you wanted anyway so there's no bad outcome",
                also=["guaranteed_returns"],
            ),
            E("options_unbalanced", "you're literally getting paid to sit and wait", optional=True),
        ],
        note="Assignment is framed as harmless; the real worst case (owning shares far below the strike) is never "
        "mentioned. Rolling auto-captions; ASR slip 'cash secure put'.",
    ),
    Case(
        id="d2-18-ria-client-quote-downside-overlay",
        topic="advisers",
        role="ria",
        title="What our clients say (and how we protect your downside)",
        channel="Ridgeway Financial Planning",
        description="Ridgeway Financial Planning is a registered investment adviser in Tucson, AZ.",
        cues="""
        Hi, I'm Mark Sorensen with Ridgeway Financial Planning, a registered investment adviser in Tucson.
        I wanna start today with something one of our clients sent us last month.
        Quote, "Mark took us from panicking every time the market dropped to knowing we'll never run out of money." End quote.
        That's from Barbara, who's been with us since twenty fifteen, and, honestly, that's why we do this.
        Now a big part of how we get there is our downside overlay.
        When the market tanks, your portfolio is cushioned, so you keep the growth and you skip the gut punch.
        We build that into every plan, along with tax-loss harvesting and a yearly review.
        If that sounds like what you've been missing, book an intro call on our website.
        Thanks for watching.
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "Mark took us from panicking every time the market dropped to knowing we'll never run out of money",
            ),
            E(
                "unbalanced_benefits",
                "When the market tanks, your portfolio is cushioned, so you keep the growth and you skip the gut punch",
            ),
        ],
        note="A client testimonial with no statement on compensation or conflicts; a hedging overlay sold as "
        "all upside with no cost, lag or limit mentioned.",
    ),
    Case(
        id="d2-19-rep-client-call-two-vs-ten-auto",
        topic="stocks",
        role="registered_rep",
        style="auto",
        title="What the Fed did this week + a story",
        channel="Tony Russo, Bayview Street Securities",
        description="Tony Russo is a registered representative of Bayview Street Securities, member FINRA/SIPC.",
        cues="""
        hey what's up everybody Tony Russo here with Bayview Street Securities member finra sipc
        so quick story before we get into the market stuff
        I had a client call me last week and he goes Tony
        you made me more money in two years than my last guy did in ten
        and that's why I do this man that's the whole reason
        anyway let's talk about what the fed did this week
        rates stayed where they were and the market kind of shrugged
        if you want to talk about your own account give the office a call
        have a good one
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "I had a client call me last week and he goes Tony you made me more money in two years",
            ),
        ],
        note="A paraphrased client testimonial about performance, with no statement that it may not be "
        "representative. Spans two auto-caption cues.",
    ),
    Case(
        id="d2-20-ria-sec-thumbs-up",
        topic="advisers",
        role="ria",
        title="How do you know an advisor is legit?",
        channel="Lumen Path Advisors",
        description="Lumen Path Advisors LLC, registered investment adviser. ADV Part 2: lumenpath.com/adv",
        cues="""
        Hey everyone, Alicia Grant, founder of Lumen Path Advisors.
        A question I get on almost every intro call is, how do I know you're legit?
        And it's a fair question with all the scams out there.
        So here's the answer, we are registered with the SEC,
        which means they've actually gone through how we invest and given it their thumbs up.
        That's not something every guy on YouTube can say.
        We're fee-only, we don't sell products, and we act as a fiduciary for every client.
        Our ADV Part 2 is linked below if you want to read it.
        Talk soon.
        """,
        expected=[
            E(
                "implied_regulator_approval",
                "we are registered with the SEC, which means they've actually gone through how we invest",
            ),
        ],
        note="Registration presented as the SEC vetting and blessing the strategy; the claim spans two cues.",
    ),
    Case(
        id="d2-21-rep-app-on-the-house",
        topic="apps",
        role="registered_rep",
        title="Our new app is here (and trading costs you nothing)",
        channel="Pinecrest Securities",
        description="Ben Castillo is a registered representative of Pinecrest Securities, member FINRA/SIPC.",
        cues="""
        Hi, I'm Ben Castillo, registered rep with Pinecrest Securities, member FINRA and SIPC.
        If you've been thinking about opening a brokerage account, this one's for you.
        Pinecrest just relaunched our mobile app, and it's honestly really clean.
        Every stock, every ETF, every options trade, you pay nothing, it's completely on the house.
        So there's really no reason to keep paying commissions somewhere else.
        You can open an account in about ten minutes with just your ID and your bank info.
        Download the Pinecrest app and give it a shot.
        See you next time.
        """,
        expected=[
            E("free_claims_omit_costs", "Every stock, every ETF, every options trade, you pay nothing"),
            E(
                "free_claims_omit_costs",
                "there's really no reason to keep paying commissions somewhere else",
                also=["misleading_comparison"],
                optional=True,
            ),
        ],
        note="'You pay nothing' omits payment for order flow, spreads, per-contract and regulatory fees. The "
        "follow-on comparison is arguable.",
    ),
    Case(
        id="d2-22-influencer-brightvault-not-a-user",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        title="Where I keep my emergency fund (4.1% right now)",
        channel="Lena Saves",
        description="Sponsored by Brightvault. Open an account: https://brightvault.com/lena",
        cues="""
        Quick heads up before we start, Brightvault is sponsoring today's video, so they're paying me for this one.
        Okay so let's talk emergency funds, because most of you don't have one, and honestly I get it.
        The rule of thumb is three to six months of expenses somewhere boring and easy to get to.
        Brightvault is where my emergency fund lives, I check it every morning with my coffee.
        Their savings account pays four point one percent right now, which can change, and it's FDIC insured through their partner bank.
        You can open one with the link below in like five minutes.
        Full honesty though, I'm still banking with my credit union for now, I haven't actually moved my cash over yet.
        But I'm planning to, so.
        Alright, go build that emergency fund, love you guys.
        """,
        expected=[
            E("not_bona_fide_user", "Brightvault is where my emergency fund lives, I check it every morning"),
        ],
        note="Sponsorship disclosed first (no sponsorship finding); the claimed personal use is contradicted by her "
        "own admission later in the video.",
    ),
    Case(
        id="d2-23-influencer-gold-ira-sponsored",
        topic="retirement",
        role="unregistered_influencer",
        endorsement=True,
        title="Why every retirement account needs THIS",
        channel="Grandpa Gains",
        description="This video is sponsored by Aurum Heritage. Free gold IRA kit: https://aurumheritage.com/gains",
        cues="""
        Hi friends, quick note first, today's video is paid for by Aurum Heritage, the gold IRA company, and they sent me this coin too.
        Let's talk about why I think every retirement account needs some gold.
        So paper money loses value every year, we all know that, prices go up and your dollar buys less.
        But your gold, it just holds, it's the one thing in your portfolio that physically can't go down in value.
        And honestly, with everything going on, I'd be shocked if gold isn't at five thousand an ounce by next Christmas.
        Aurum Heritage can roll an old 401k into a gold IRA, and they handle the storage and paperwork.
        Their fees are on their site, there's a setup fee and a yearly storage fee.
        Use my link below to get the free info kit.
        Alright, stay golden, bye.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "it's the one thing in your portfolio that physically can't go down in value",
            ),
            E(
                "performance_projection",
                "I'd be shocked if gold isn't at five thousand an ounce by next Christmas",
            ),
        ],
        note="Disclosed sponsorship, but the endorsement carries claims the advertiser could not make itself: gold "
        "price falls are routine, and a dated price target is a projection.",
    ),
    Case(
        id="d2-24-rep-bdc-monthly-checks",
        topic="retirement",
        role="registered_rep",
        title="What my pre-retirees are adding for income",
        channel="Steve Hartman | Summit Ridge Securities",
        description="Securities offered through Summit Ridge Securities, member FINRA/SIPC.",
        cues="""
        Hello everyone, Steve Hartman, registered representative with Summit Ridge Securities, member FINRA SIPC.
        So today I want to show you what a lot of my pre-retirees are adding for income.
        It's a non-traded business development company, basically a fund that lends to private mid-sized businesses.
        Here's what you get.
        You get a monthly check, currently around nine percent a year, plus access to the same private loans pension funds buy,
        all with a ten-thousand-dollar minimum, and honestly that's the whole story.
        And in four years they haven't skipped a single payout.
        If you want the details, call my office at Summit Ridge and we'll mail you a prospectus.
        Thanks for watching.
        """,
        expected=[
            E(
                "unbalanced_benefits",
                "You get a monthly check, currently around nine percent a year, plus access to the same private loans",
            ),
            E("guaranteed_returns", "in four years they haven't skipped a single payout", optional=True),
        ],
        note="Income, access and a low minimum with no word on illiquidity, fees, credit losses or distribution "
        "cuts ('that's the whole story'). The payout record is an arguable implication of reliability.",
    ),
    # ------------------------------------------------------------------ compliant / near-miss
    Case(
        id="d2-25-influencer-index-fund-nothing-certain",
        topic="stocks",
        role="unregistered_influencer",
        title="Should you just buy the S&P 500 and chill?",
        channel="Sam Invests",
        description="Not sponsored. Not financial advice.",
        cues="""
        Hey guys, Sam here, welcome back.
        Today's a simple one, should you just buy an S&P 500 index fund and chill?
        For a lot of people, honestly, I think it's a reasonable default, but let me be clear about what you're signing up for.
        Nothing about this is guaranteed, the index dropped about thirty-four percent in a few weeks in twenty twenty,
        and back in two thousand eight it fell more than fifty percent from peak to bottom.
        If you needed that money the next year, that would have really hurt.
        So the way I think about it, money I won't touch for at least five to ten years goes in, money I need soon stays in savings.
        Nobody's paying me to say this, I just use a plain index fund myself.
        Not financial advice, I'm not a licensed anything, just sharing what I do.
        Alright, see you next week.
        """,
        note="Near-miss: 'nothing is guaranteed' used correctly, with real drawdowns and a time horizon; "
        "unsponsored and honest about lacking credentials.",
    ),
    Case(
        id="d2-26-ria-net-of-fees-one-five-ten",
        topic="advisers",
        role="ria",
        title="How to read our annual performance report",
        channel="Harborlight Capital",
        description="Harborlight Capital LLC is a registered investment adviser. Full composite report on our website.",
        cues="""
        Hi, I'm Elena Park, chief investment officer at Harborlight Capital, a registered investment adviser.
        Every year we post our composite returns, and here's how to read them.
        Our Balanced composite, net of all fees, returned eight point two percent over the last year,
        six point one percent a year over five years, and six point eight percent a year over ten years, all periods ending December thirty-first.
        Before fees, the same periods were nine point three, seven point two and seven point nine percent, and both sets are shown side by side in the report.
        In twenty twenty-two the composite lost about thirteen percent, so there are real down years in here.
        Past performance doesn't guarantee future results, and your own account could do better or worse depending on when you started.
        The full composite report, including the benchmark and fee schedule, is on our website.
        Thanks.
        """,
        note="Near-miss: gross shown only alongside net, 1-, 5- and 10-year periods with an end date, a down year "
        "named, and the standard caveat.",
    ),
    Case(
        id="d2-27-influencer-paid-partnership-upfront-auto",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="Buying T-bills in 3 taps (Ledgerline app)",
        channel="Bri Budgets",
        description="Paid partnership with Ledgerline. Affiliate link (I earn a commission): https://ledgerline.com/bri",
        cues="""
        hey everyone welcome back
        so right up front this video is a paid partnership with Ledgerline and the link in my description is an affiliate link which means I get paid if you sign up
        okay with that out of the way let's look at the app
        Ledgerline lets you buy treasury bills and bond e t fs in like three taps
        the t bills are held to maturity unless you sell and the bond funds are priced every day
        if you wanna try it use my link below and you'll get your first month of premium free
        just know that bond funds can lose value when rates rise and premium is nine dollars a month after that
        alright that's it bye
        """,
        note="Near-miss: the paid partnership and affiliate pay are disclosed before the pitch and in the "
        "description; 'free' first month comes with the later price and a risk caveat.",
    ),
    Case(
        id="d2-28-unknown-bot-guru-debunked-rolling",
        topic="crypto",
        role="unknown",
        style="rolling",
        title="This $499 trading bot is a scam. Here's how I know.",
        channel="Skeptic Stacks",
        cues="""
        okay so I need to talk about this one
        there's a guy all over my feed selling a trading bot for four hundred ninety nine bucks
        and his whole pitch is quote it literally cannot lose and it prints money while you sleep end quote
        yeah sure and I'm a professional astronaut
        if a bot could actually never lose why would he sell it to you for five hundred dollars instead of running it himself
        every strategy has losing stretches and anyone telling you otherwise is lying or doesn't understand what they built
        if you already bought it ask for a refund and please don't put in money you can't afford to lose
        let me know if you've seen this guy
        see ya
        """,
        note="Near-miss: quotes someone else's certainty claims only to refute them, with sarcasm; the speaker "
        "makes no claim of his own.",
    ),
    Case(
        id="d2-29-rep-selling-puts-what-they-leave-out",
        topic="options",
        role="registered_rep",
        title="'Getting paid to wait'? What selling puts really means",
        channel="Laura Chen, Oakmont Securities",
        description="Laura Chen is a registered representative of Oakmont Securities, member FINRA/SIPC. Options "
        "involve risk and are not suitable for all investors.",
        cues="""
        Hi everyone, Laura Chen, registered representative with Oakmont Securities, member FINRA and SIPC.
        You've probably heard people describe selling puts as getting paid to wait, so let's talk about what that leaves out.
        When you sell a put, you collect a premium, and in exchange you agree to buy the stock at the strike price if you're assigned.
        If the stock drops well below your strike, you still have to buy at the strike, so your loss can be many times the premium you collected.
        A put sold at fifty on a stock that falls to twenty is a thirty-dollar-a-share loss, minus a couple of dollars of premium.
        Options aren't suitable for everyone, you need approval from your broker, and you should read the Characteristics and Risks of Standardized Options booklet first.
        If you have questions, the team at Oakmont is happy to walk through it.
        Thanks for watching.
        """,
        note="Near-miss: quotes the 'paid to wait' pitch to balance it, with a worked loss example, suitability and "
        "the options disclosure document; firm named.",
    ),
    Case(
        id="d2-30-influencer-free-money-sarcasm-auto",
        topic="options",
        role="unregistered_influencer",
        style="auto",
        title="I'm done with 0DTE (rant)",
        channel="jess trades sometimes",
        description="just a person with a brokerage account. not advice.",
        cues="""
        what's up everybody it's jess
        so I need to vent for a second
        everyone on here keeps saying zero day options are free money
        oh yeah totally free money that's exactly why my account went from six grand to eleven hundred in two weeks
        lol
        like the premium looks small and easy until one afternoon the market moves two percent and it's just gone
        I'm done with them for now honestly I'm going back to boring index funds
        anyway not advice just me being salty
        bye
        """,
        note="Near-miss: 'free money' is sarcasm about her own losses; unsponsored influencer, nothing promoted.",
    ),
    Case(
        id="d2-31-rep-roth-vs-traditional-taxes",
        topic="retirement",
        role="registered_rep",
        title="Roth vs Traditional IRA: tax-free vs tax-deferred, explained",
        channel="Walter Ng | Cedar Lane Securities",
        description="Walter Ng is a registered representative of Cedar Lane Securities, member FINRA/SIPC. "
        "Not tax advice.",
        cues="""
        Hi, I'm Walter Ng, registered representative with Cedar Lane Securities, member FINRA SIPC.
        Quick one today on Roth versus traditional IRAs, because the words tax-free and tax-deferred get mixed up constantly.
        A traditional IRA is tax-deferred, you may get a deduction now, and you pay ordinary income tax when you take the money out.
        A Roth is funded with after-tax money, and qualified withdrawals are free of federal income tax,
        which means you're at least fifty-nine and a half and the account has been open five years.
        Take earnings out early and you can owe income tax plus a ten percent penalty.
        State rules can differ, so check with a tax professional about your situation.
        Questions, reach out to Cedar Lane.
        See you.
        """,
        note="Near-miss: tax-free used only for qualified Roth withdrawals, with the conditions, the penalty and "
        "which tax; the traditional IRA is correctly called tax-deferred.",
    ),
    Case(
        id="d2-32-ria-cd-vs-short-bond-fund",
        topic="advisers",
        role="ria",
        title="CD or short-term bond fund? A side-by-side",
        channel="Crescent Bay Advisors",
        description="Crescent Bay Advisors is a registered investment adviser. Educational content only.",
        cues="""
        Hello, I'm Nadia Flores with Crescent Bay Advisors, a registered investment adviser.
        Clients keep asking whether to use a CD or a short-term bond fund for cash they'll need in a couple of years, so here's a side-by-side.
        A bank CD is FDIC insured up to two hundred fifty thousand per depositor, per bank, and your rate is fixed for the term,
        but if you pull out early you usually pay a penalty of several months' interest.
        A short-term bond fund isn't insured and its price moves with interest rates, so it can lose value, as many did in twenty twenty-two.
        On the other hand you can sell it any business day, its yield adjusts as rates change, and there's an expense ratio to pay.
        Neither one is better in general, it depends on when you need the money and how much price movement you can live with.
        Our website has the comparison chart with current rates.
        Thanks for watching.
        """,
        note="Near-miss: a comparison that states the material differences (insurance, price risk, liquidity, "
        "penalties, costs).",
    ),
    Case(
        id="d2-33-rep-no-victory-lap",
        topic="stocks",
        role="registered_rep",
        title="My year-end review (no victory lap)",
        channel="Omar Haddad | Halvorsen Securities",
        description="Omar Haddad is a registered representative of Halvorsen Securities, member FINRA/SIPC.",
        cues="""
        Hey everyone, Omar Haddad, registered rep with Halvorsen Securities, member FINRA.
        It's year-end, which is when everybody on YouTube does a victory lap on their best picks.
        I'm not going to do that, because if I only showed you the winners you'd get the wrong idea.
        Some of my recommendations this year worked, and some of them got crushed, plain and simple.
        Halvorsen publishes a list of every recommendation from the past twelve months, winners and losers, with the dates, prices and how each one did, and I'd rather you look at that.
        Looking ahead, I honestly don't know what next year brings, and I'm not going to give you a number for the S&P.
        What I'm watching is earnings growth and where rates settle.
        Happy holidays, everybody.
        """,
        note="Near-miss: talks about past recommendations without naming a winner and points to the full list; "
        "declines to project.",
    ),
    Case(
        id="d2-34-influencer-hsa-triple-tax-auto",
        topic="retirement",
        role="unregistered_influencer",
        style="auto",
        title="The HSA is my favorite account (here's why)",
        channel="Keisha Plans",
        description="Not sponsored. Educational only, not tax advice.",
        cues="""
        hi friends it's Keisha welcome back
        so let's talk about the h s a because it's honestly my favorite account
        if you have a high deductible health plan you can put money in and it's tax deductible
        it grows without being taxed and if you take it out for qualified medical expenses that withdrawal is tax free too
        but if you use it for something that isn't medical before sixty five you owe income tax plus a twenty percent penalty
        after sixty five non medical withdrawals are just taxed like income
        and a couple of states like california don't follow the federal rules so check yours
        not sponsored I just really like this account
        see you next week
        """,
        note="Near-miss: tax free used correctly (qualified medical withdrawals), with the non-qualified tax, "
        "penalty and state exceptions. Auto captions.",
    ),
    Case(
        id="d2-35-ria-registration-and-backtests-explained",
        topic="advisers",
        role="ria",
        title="Two questions we get every week",
        channel="Keystone Ridge Advisors",
        description="Keystone Ridge Advisors LLC is a registered investment adviser. Registration does not imply a "
        "certain level of skill or training.",
        cues="""
        Hi, Daniel Osei here, founder of Keystone Ridge Advisors, a registered investment adviser.
        Two questions come up in almost every email, so let me take them together.
        First, yes, we're registered with the SEC, but that registration doesn't mean the SEC has approved us, our strategy, or our results,
        it just means we file with them and they can examine us.
        Second, people ask to see a backtest of our model going back to the nineties.
        We don't show backtests in public videos, because a backtest is built with hindsight and no client actually earned those numbers.
        If you become a client, you'll see your actual account results, after fees, every quarter.
        Thanks, and talk soon.
        """,
        note="Near-miss: SEC registration explained without implying approval; declines to show hypothetical "
        "performance.",
    ),
    Case(
        id="d2-36-rep-fed-week-no-forecast-rolling",
        topic="stocks",
        role="registered_rep",
        style="rolling",
        title="Fed week: what I can and can't tell you",
        channel="Rachel Vogel, Norbrook Securities",
        description="Rachel Vogel is a registered representative of Norbrook Securities, member FINRA/SIPC.",
        cues="""
        hey everyone Rachel Vogel with Norbrook Securities member FINRA SIPC
        so the Fed meets next week and everybody wants to know if rates are coming down
        honest answer I don't know and neither does anyone who tells you they're sure
        markets have priced in a cut but they've been wrong about that plenty of times
        if you're holding longer term bonds a surprise either way can move prices a lot
        so rather than betting on one outcome make sure your plan works in both
        this isn't a recommendation to buy or sell anything
        questions reach out to the Norbrook office
        see you next week
        """,
        note="Near-miss: a rep declines to forecast and names the risk both ways; rolling auto-captions.",
    ),
]
