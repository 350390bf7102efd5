"""SEALED3 audit cases: written from the rule texts and audit/taxonomy.yaml only, never from the engine's patterns.

Four personas: a fast-talking crypto/day-trading short-form creator, a folksy retirement radio host, a polished
wealth-firm marketing voice, and two-person podcasts where a guest makes the claims. Kept outside the repository.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    # ------------------------------------------------------------------ violations
    Case(
        id="u01-unknown-token-group-buy",
        role="unknown",
        topic="crypto",
        style="auto",
        title="WE ARE SENDING THIS ONE TOGETHER (3pm tomorrow)",
        channel="kai.trades.daily",
        description="join the group chat, link in bio",
        cues="""
        Yo what's good, it's Kai, and bro we need to talk about Zorp real quick.
        So I've been in this one since it was like a fraction of a penny, lowkey my biggest bag right now.
        Here's the play, and I need everybody actually locked in for this.
        Tomorrow at three p.m. Eastern, every single one of you hits buy at the same time,
        and nobody, I mean nobody, sells until I say so in the group chat.
        If we all send it together the chart goes vertical, that's just how thin the order book is.
        And honestly there's no version of this where we're not up, the math doesn't let it go the other way.
        Drop a rocket in the comments if you're in, see you at three, we printing.
        """,
        expected=[
            E("unjust_conduct",
              "every single one of you hits buy at the same time, and nobody, I mean nobody, sells until I say so"),
            E("guaranteed_returns",
              "there's no version of this where we're not up, the math doesn't let it go the other way",
              also=["performance_projection"]),
        ],
        note="Speaker holds a large position and schedules a coordinated buy with a no-sell instruction (pump, "
             "spans two cues); certainty is implied without any stock word. No role cues, so unknown.",
    ),
    Case(
        id="u02-rep-radio-income-fund-annuity",
        role="registered_rep",
        topic="retirement",
        title="Retirement Hour: Where to Park Money in Your Seventies",
        channel="The Retirement Hour with Walt Prescott",
        description="Walt Prescott is a registered representative of Heartland Capital Securities, member FINRA/SIPC. "
                    "Insurance products offered through Prescott Insurance Agency. Call the show: 1-800-555-0142.",
        cues="""
        Well, good morning, folks, and welcome back to the Retirement Hour, I'm Walt Prescott with Heartland Capital Securities.
        Now, I had a fella call in last week, seventy-three years old, and he asked me a question I hear about twice a week.
        He says, Walt, I've got money sitting in the bank doing nothing, what do I do with it, and let me tell you what I told him.
        We've got an income fund we use an awful lot for folks in his shoes,
        and that check shows up every month, seven and a half percent a year, rain or shine, you could set your watch by it.
        Then for the longer-term money, I like a variable annuity, and here's the beauty of it, folks,
        every dollar that grows inside that contract is yours to keep, Uncle Sam never lays a finger on it.
        I've been doing this since nineteen eighty-eight, and I can tell you people sleep better with that arrangement.
        So give us a call, the number's in the description, and we'll sit down over a cup of coffee and look at what you've got.
        """,
        expected=[
            E("guaranteed_returns",
              "that check shows up every month, seven and a half percent a year, rain or shine, you could set your watch by it",
              also=["performance_projection"]),
            E("tax_free_mischaracterized",
              "every dollar that grows inside that contract is yours to keep, Uncle Sam never lays a finger on it"),
        ],
        note="Fund distributions promised as certain (numbers in words, no 'guaranteed'); variable annuity growth is "
             "tax-deferred, not untaxed, and the withdrawal tax is never mentioned. Firm is named, so no member-name item.",
    ),
    Case(
        id="u03-ria-composite-before-advice-cost",
        role="ria",
        topic="advisers",
        title="Harborline Wealth Partners | Core Equity",
        channel="Harborline Wealth Partners",
        description="Harborline Wealth Partners, LLC is a registered investment adviser. Advisory services are offered "
                    "only where Harborline is registered or exempt from registration.",
        cues="""
        At Harborline Wealth Partners, we believe wealth is about more than returns. It's about purpose.
        For over two decades, our Core Equity discipline has pursued one objective: durable, long-term growth for the families we serve.
        And that discipline shows. Over the last ten years, the Core Equity composite compounded at twelve point six percent a year,
        a figure that reflects the pure investment result, before the cost of our advisory relationship.
        It's one reason Harborline has been recognized among America's top independent wealth firms.
        Our advisors sit on the same side of the table as you, as fiduciaries, every day.
        Schedule an introductory conversation with a Harborline advisor today.
        """,
        expected=[
            E("gross_without_net",
              "the Core Equity composite compounded at twelve point six percent a year, a figure that reflects the pure "
              "investment result, before the cost of our advisory relationship",
              also=["cherry_picked_performance"]),
            E("third_party_rating_undisclosed",
              "Harborline has been recognized among America's top independent wealth firms"),
        ],
        note="Gross-of-fee return stated only in euphemism ('before the cost of our advisory relationship') with no "
             "net figure, over a single 10-year window (cherry-pick citations also accepted). Recognition without "
             "who, when, period or payment.",
    ),
    Case(
        id="u04-rep-podcast-biotech-before-readout",
        role="registered_rep",
        topic="stocks",
        title="Small Caps, Big Catalysts | Ep. 112 with Tom Reyes",
        channel="The Compounding Hour Podcast",
        description="This week Dev sits down with Tom Reyes, a registered representative at Granite Ridge Securities, "
                    "member FINRA/SIPC, to talk small-cap biotech. Opinions are the guest's own.",
        cues="""
        Welcome back to the Compounding Hour, I'm Dev, and today I've got Tom Reyes from Granite Ridge Securities in the studio. Tom, thanks for coming on.
        Thanks for having me, Dev, longtime listener, first time in the hot seat.
        So Tom, you've been pounding the table on one name for months. Tell people what it is.
        Helix Therapeutics. Tiny company, one drug, and the trial readout is Thursday morning.
        I'll be upfront, I own a lot of it, my clients own a lot of it, and honestly, that's why I'm here.
        What I'd love is for everyone listening to get their buy orders in before Thursday's bell,
        because the more of us that are in before that readout, the harder it runs, and then we all get paid.
        Okay, wow, that's a call. What if the data's bad though?
        Then it's a bad week. But I've done the work, Dev, and I like our odds a lot.
        Ha, alright. Well, that's a spicy one. Tom, where can people find you?
        Granite Ridge Securities, ask for me by name. Dev, always a pleasure.
        """,
        expected=[
            E("unjust_conduct",
              "everyone listening to get their buy orders in before Thursday's bell, because the more of us that are "
              "in before that readout, the harder it runs"),
        ],
        note="Podcast guest (registered rep) who holds the thinly traded stock asks the whole audience to buy ahead "
             "of a catalyst so the price runs: pump-style conduct over two cues. 'I like our odds' is hedged opinion, "
             "not a promise. Host only reacts.",
    ),
    Case(
        id="u05-influencer-signals-app-thanked-late",
        role="unregistered_influencer",
        topic="apps",
        endorsement=True,
        title="the app behind my entries (not clickbait)",
        channel="Jaylen Trades",
        description="IG @jaylentrades | not financial advice, I'm just a guy who trades",
        cues="""
        Bro. Bro. I have to show you guys what I've been using, because it's lowkey unfair.
        So you guys keep asking how I find my entries, and yeah, it's not magic.
        It's Apexa Signals. The alerts hit your phone, you tap, you're in, that's the whole thing.
        Go grab Apexa, it's the first link in my bio, just download it tonight before you forget.
        One of the guys in my Discord ran eight hundred bucks up to fourteen grand in like three weeks off these alerts,
        so yeah, that's the kind of run you're looking at once you're plugged in.
        Anyway, send it, I'll see you guys at the open.
        And shoutout to the Apexa team for making this video happen, love you guys.
        """,
        expected=[
            E("undisclosed_sponsorship", "Go grab Apexa, it's the first link in my bio, just download it tonight"),
            E("atypical_results",
              "ran eight hundred bucks up to fourteen grand in like three weeks off these alerts, so yeah, that's the "
              "kind of run you're looking at once you're plugged in"),
        ],
        note="Sponsorship is revealed only by the sign-off thanks ('making this video happen'), after the pitch, so "
             "the pitch is undisclosed. One user's exceptional result is framed as what viewers should expect.",
    ),
    Case(
        id="u06-rep-radio-no-firm-named",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="Ask Earl: Dividend Funds for Retirees",
        channel="Ask Earl Radio",
        description="Earl Tibbs has held FINRA Series 7 and 66 licenses for over thirty years. Call in live Saturdays "
                    "9-11. Securities offered through a member of FINRA/SIPC.",
        cues="""
        Good Saturday morning to you, folks, this is Ask Earl, and the phone lines are open.
        Now, a lot of you write in asking where I'd put money for income, so let me tell you what we've been doing.
        There's a dividend growth fund, the Steadfast Dividend Fund, that I've been putting my folks into for the better part of six years now.
        It holds about sixty companies that have raised their payouts year after year, and it yields a little over three percent today.
        It's a stock fund, so it goes up and down with the market, and some years it'll be down, I won't kid you about that.
        I'm Earl Tibbs, I've held my Series 7 for thirty-one years, and if you'd like in on the Steadfast fund, you call my office and we'll open the account.
        Alright, let's go to the phones, we've got Bernice on line two.
        """,
        expected=[
            E("missing_member_name",
              "I'm Earl Tibbs, I've held my Series 7 for thirty-one years, and if you'd like in on the Steadfast fund, "
              "you call my office"),
        ],
        note="Licensed rep recommends a specific fund and solicits accounts but never names the member firm, in "
             "speech or description ('a member of FINRA/SIPC'). Risk talk is balanced, so no benefits item.",
    ),
    Case(
        id="u07-ria-adaptive-framework-commission",
        role="ria",
        topic="advisers",
        title="Adaptive Allocation | Built for What's Next",
        channel="Cedar & Stone Private Wealth",
        description="Cedar & Stone Private Wealth is an SEC-registered investment adviser.",
        cues="""
        Markets change. Your strategy should too. Introducing Adaptive Allocation from Cedar and Stone.
        Adaptive Allocation shifts between equities, bonds and cash as conditions evolve, using a rules-based framework developed by our research team.
        Applied from the start of two thousand eight, the framework would have turned a one-million-dollar portfolio
        into roughly four point three million dollars by the end of last year, navigating the financial crisis with room to spare.
        And because Cedar and Stone operates under the oversight of the Securities and Exchange Commission,
        you can move forward knowing the approach has been reviewed at the very highest level.
        Adaptive Allocation. Built for what's next. Speak with a Cedar and Stone advisor to learn more.
        """,
        expected=[
            E("hypothetical_performance",
              "the framework would have turned a one-million-dollar portfolio into roughly four point three million dollars"),
            E("implied_regulator_approval",
              "operates under the oversight of the Securities and Exchange Commission, you can move forward knowing "
              "the approach has been reviewed at the very highest level"),
        ],
        note="Back-tested result presented to a general audience ('would have turned'); SEC registration spun into "
             "implied review/approval of the strategy. Both span two cues.",
    ),
    Case(
        id="u08-unknown-podcast-fund-trading-book",
        role="unknown",
        topic="crypto",
        style="rolling",
        title="Off Chain Ep. 48: Inside a Digital Asset Fund",
        channel="Off Chain with Nate",
        description="Nate talks digital asset funds with Sasha Volkova of Lumen Digital. Episode 48.",
        cues="""
        This is Off Chain, I'm Nate, and my guest today runs one of the bigger digital asset funds out there. Sasha, welcome.
        Thanks Nate, happy to be here.
        So let's just get into it, what did the fund do last year?
        Ninety-four percent, and that's the trading book on its own,
        before the management fee and our share of the profits come out, which is how everyone in this space quotes it anyway.
        Ninety-four. That's, I mean, that's a number. So are people expecting that again?
        Nobody should expect that every year. This asset class can fall eighty percent, and our investors have lived through that.
        Fair. Anyone who wants to learn more, where do they go?
        The subscription documents are on our site, and they go through all of it.
        Sasha, thanks for coming on, this has been great.
        """,
        expected=[
            E("gross_without_net",
              "Ninety-four percent, and that's the trading book on its own, before the management fee and our share of "
              "the profits come out"),
        ],
        note="Guest quotes a before-fees (gross) annual return with no net figure, over two cues, then invites "
             "subscriptions. Her caution about drawdowns is correct and is not itself a finding.",
    ),
    Case(
        id="u09-unknown-weekly-puts-paycheck",
        role="unknown",
        topic="options",
        style="rolling",
        title="this options strategy pays me every friday",
        channel="kai.trades.daily",
        description="options are how I pay rent now",
        cues="""
        Okay listen up, because this strategy lowkey changed my whole life.
        Every Monday I sell puts on stuff I'd be fine owning, and I collect the premium, that's it, that's the strategy.
        It's basically a weekly paycheck, bro, every single Friday
        the premium just lands in your account like direct deposit.
        And worst case? You end up owning a stock you liked anyway, at a discount. That's the whole downside.
        I do it on boring big names, nothing crazy, nothing with a ticker that sounds like a dog.
        Start small, one contract, and just let it print.
        Follow for part two, I'm showing my actual account next week.
        """,
        expected=[
            E("options_unbalanced",
              "It's basically a weekly paycheck, bro, every single Friday the premium just lands in your account like "
              "direct deposit"),
            E("options_unbalanced",
              "worst case? You end up owning a stock you liked anyway, at a discount. That's the whole downside.",
              also=["guaranteed_returns"], optional=True),
        ],
        note="Short puts sold as steady income over two cues, with the assignment risk (buying a falling stock "
             "above market) minimised; the 'whole downside' line repeats the same pitch, so optional.",
    ),
    Case(
        id="u10-influencer-radio-bullion-keeps-lights-on",
        role="unregistered_influencer",
        topic="retirement",
        endorsement=True,
        title="Heartland Money Show: Protecting Your Nest Egg",
        channel="The Heartland Money Show",
        description="The Heartland Money Show with Bud Carraway. Bud is a broadcaster, not a licensed financial professional.",
        cues="""
        Howdy folks, Bud Carraway here, and welcome to the Heartland Money Show.
        Now I'm not a broker and never have been, I'm just a fella who's watched a lot of markets come and go.
        And let me tell you, with the way Washington spends money, I lose sleep over folks with every last dime in paper assets.
        That's why I want every one of you to pick up the phone and call my friends at Liberty Bullion Group, tell them Bud sent you, and ask about moving part of your IRA into physical gold.
        Gold has never let a family down, not once in five thousand years of human history.
        The folks at Liberty Bullion have stood behind this program for eleven years now, they're the reason we're on the air every Saturday, and I'm grateful for it.
        That's all for this hour, folks, God bless, and we'll talk next week.
        """,
        expected=[
            E("undisclosed_sponsorship",
              "pick up the phone and call my friends at Liberty Bullion Group, tell them Bud sent you"),
            E("guaranteed_returns", "Gold has never let a family down, not once in five thousand years",
              optional=True),
        ],
        note="The dealer funds the show, revealed only by context after the pitch ('the reason we're on the air'). "
             "The gold line is sweeping folk wisdom rather than a return promise: arguable, optional.",
    ),
    Case(
        id="u11-ria-family-story-rallies",
        role="ria",
        topic="advisers",
        title="Northwind Family Office | Dana & Mark",
        channel="Northwind Family Office",
        description="Northwind Family Office is a registered investment adviser. This video is for informational purposes only.",
        cues="""
        Every family's story is different. At Northwind, we listen first.
        When Dana and Mark first sat down with us, they were worried they'd started too late.
        Today, in their words: we finally sleep at night, and our portfolio has never looked better. Northwind changed everything for us.
        That's the Northwind approach. Thoughtful planning, disciplined investing, and a team that knows your name.
        Our portfolios are engineered to participate in the market's rallies while stepping aside from its deepest declines,
        so your plan keeps moving forward whatever the headlines say.
        Northwind Family Office. Your family, our focus.
        """,
        expected=[
            E("testimonial_without_disclosure",
              "we finally sleep at night, and our portfolio has never looked better. Northwind changed everything for us"),
            E("unbalanced_benefits",
              "engineered to participate in the market's rallies while stepping aside from its deepest declines, so "
              "your plan keeps moving forward whatever the headlines say"),
        ],
        note="Client testimonial with no statement of client status, compensation or conflicts; upside capture with "
             "downside avoidance implied, no risk stated (two cues).",
    ),
    Case(
        id="u12-ria-podcast-cio-energy-then-chips",
        role="ria",
        topic="stocks",
        style="auto",
        title="Market Minded: Priya Nandakumar Returns",
        channel="Market Minded Podcast",
        description="Lena talks markets with Priya Nandakumar, chief investment officer at Meridian Wealth Partners, a "
                    "registered investment adviser.",
        cues="""
        Welcome to Market Minded, I'm Lena, and I'm thrilled to have Priya Nandakumar from Meridian Wealth Partners back on the show.
        Thanks, Lena, always fun to be here.
        Priya, last time you were on, you made a pretty bold call on energy. People still bring that up.
        They do, they email me about it. I won't say I told you so, but we had our clients overweight energy all through twenty twenty-one and, well, they noticed.
        Ha, fair enough. So what's the big idea for this year?
        Semiconductors. The way the capex cycle is lining up, I think the group is roughly a double from here inside eighteen months.
        A double. That's a strong statement.
        It's where the math points, Lena. We've been adding for clients all quarter.
        Priya, thank you, this was fantastic.
        """,
        expected=[
            E("past_specific_recommendations",
              "I won't say I told you so, but we had our clients overweight energy all through twenty twenty-one and, "
              "well, they noticed"),
            E("performance_projection", "I think the group is roughly a double from here inside eighteen months"),
        ],
        note="RIA guest brags obliquely about a past winning call made for clients (no losers shown) and gives a "
             "numeric sector projection with a horizon. Host only reacts.",
    ),
    Case(
        id="u13-influencer-exchange-code-wallet-unused",
        role="unregistered_influencer",
        topic="crypto",
        style="auto",
        endorsement=True,
        title="where I buy + where I keep my bags",
        channel="Kai Sends It",
        description="💸 Krypdex fee discount: https://krypdex.com/join?ref=SENDIT\n"
                    "🔐 ColdKey wallet (sent to me by ColdKey)\nnot financial advice fr",
        cues="""
        Yo, Kai here, quick one today on where I actually trade and where I keep my bags.
        So for buying, it's Krypdex, fees are pretty chill and the app doesn't lag when stuff is moving.
        Use my code SENDIT when you sign up on Krypdex and you get the fee break, it's right there in the description.
        Now for storage, ColdKey sent me their new wallet to check out, and bro, it's clean.
        The ColdKey is where every one of my bags lives, I don't trust anything else with my coins.
        Real talk though, I still haven't even set mine up, everything's sitting on the exchange, I'm lazy.
        Alright that's it, send it, peace.
        """,
        expected=[
            E("undisclosed_affiliate",
              "Use my code SENDIT when you sign up on Krypdex and you get the fee break"),
            E("undisclosed_affiliate", "Krypdex fee discount: https://krypdex.com/join?ref=SENDIT",
              origin="description"),
            E("not_bona_fide_user",
              "The ColdKey is where every one of my bags lives, I don't trust anything else with my coins"),
        ],
        note="Referral code and ref link push sign-ups with no word that they pay him (speech and description items). "
             "The free wallet IS disclosed, but he claims to store everything on it and then admits he never set it up.",
    ),
    Case(
        id="u14-rep-radio-covered-calls-spare-room",
        role="registered_rep",
        topic="options",
        title="Money Talk: The Spare Bedroom Strategy",
        channel="Money Talk with Gus Hadley, WKLM 1040",
        description="Gus Hadley is a registered representative offering securities through Tri-County Investment "
                    "Services, member FINRA/SIPC.",
        cues="""
        Good evening, folks, Gus Hadley here with Tri-County Investment Services, and this is Money Talk.
        Let me tell you about something I've been doing for a lot of my retired folks, and I wish more people knew about it.
        You own some good, solid dividend stocks, right? Well, you can sell covered calls against them, and it's like renting out the spare bedroom,
        that rent check comes in every single month and the house is still yours at the end of the day.
        Now, those of you who listened back in January when I said it was time to load up on the regional banks,
        well, I'll just say I had a lot of happy phone calls this spring, and leave it at that.
        So if you'd like us to set up a covered call program on your portfolio, give Tri-County a call, and we'll take a look.
        That's the show, folks, drive safe out there.
        """,
        expected=[
            E("options_unbalanced",
              "it's like renting out the spare bedroom, that rent check comes in every single month and the house is "
              "still yours at the end of the day"),
            E("past_specific_recommendations",
              "those of you who listened back in January when I said it was time to load up on the regional banks, "
              "well, I'll just say I had a lot of happy phone calls this spring"),
        ],
        note="Covered calls as a monthly rent check with the shares always kept (no capped upside, no downside, "
             "assignment); a past call bragged about by implication. Both span two cues; firm is named.",
    ),
    Case(
        id="u15-ria-since-the-bottom",
        role="ria",
        topic="advisers",
        title="Alderbrook Opportunity Strategy",
        channel="Alderbrook Capital Advisors",
        description="Alderbrook Capital Advisors is a registered investment adviser. Past performance is not "
                    "indicative of future results.",
        cues="""
        Alderbrook Capital Advisors. Conviction, backed by research.
        Our Opportunity strategy was built for moments of dislocation, when fear creates value.
        Since the market bottom in March of twenty twenty, the Opportunity strategy has returned a cumulative one hundred eighty-seven percent, net of fees.
        Looking ahead, with valuations where they are, our research team sees the strategy compounding comfortably in the low teens for years to come.
        If you're ready for a partner with conviction, Alderbrook is ready for you.
        """,
        expected=[
            E("cherry_picked_performance",
              "Since the market bottom in March of twenty twenty, the Opportunity strategy has returned a cumulative "
              "one hundred eighty-seven percent"),
            E("performance_projection",
              "our research team sees the strategy compounding comfortably in the low teens for years to come",
              also=["hypothetical_performance"]),
        ],
        note="Net of fees, but measured from a hand-picked market low with no 1/5/10-year periods; an adviser's "
             "projected return for its own strategy (projection, also hypothetical performance under the rule).",
    ),
    Case(
        id="u16-unknown-podcast-app-costs-nothing",
        role="unknown",
        topic="apps",
        title="Money on the Table Ep. 203: Elle Park of Ledgerly",
        channel="Money on the Table",
        description="Marcus sits down with Elle Park, co-founder of Ledgerly, the budgeting and investing app.",
        cues="""
        Hey everybody, welcome to Money on the Table, I'm Marcus, and today's guest is Elle Park, co-founder of Ledgerly.
        Elle, welcome to the show.
        Thanks Marcus, we love this show.
        So Elle, the investing side of Ledgerly, how much does it cost me to buy stocks in there?
        Nothing. Zero. Buying and selling on Ledgerly costs you absolutely nothing, not a penny, ever.
        Then how do you guys keep the lights on?
        There's some stuff on the back end with our trading partners, but none of it touches the customer.
        Love that. Okay, so talk to me about the budgeting side.
        Sure, it pulls in all your accounts and sorts your spending automatically, so you can see where the month went.
        Elle, thanks for coming on, this was great.
        """,
        expected=[
            E("free_claims_omit_costs",
              "Buying and selling on Ledgerly costs you absolutely nothing, not a penny, ever."),
            E("free_claims_omit_costs", "none of it touches the customer", optional=True),
        ],
        note="Founder calls trading costless while alluding to order-flow payments and denying any effect on "
             "customers (execution quality); the denial is a continuation of the same claim, so optional.",
    ),
    Case(
        id="u17-influencer-claims-cmt-prop-challenge",
        role="unregistered_influencer",
        topic="stocks",
        endorsement=True,
        title="the ONE setup I use to pass funded challenges",
        channel="Ty Reads Charts",
        description="Prop firm link (affiliate, I earn a commission): https://apexfunded.com/?aff=ty\n"
                    "Self-taught trader. No licenses or certifications, just a lot of screen time.",
        cues="""
        What's up, Ty here. Quick heads up before anything else: the prop firm link in this video is an affiliate link, so I get paid if you sign up.
        Okay so today I want to show you the setup I use on these funded challenges.
        We're looking for a break of the morning range with volume behind it, then a retest, and that's the entry.
        And trust me on this one, I'm a chartered market technician, reading charts is literally my profession.
        If you want to try a challenge, that's the link, and remember you can lose the fee, most people fail these, so size small.
        Alright, that's the setup, go practice it on replay first, peace.
        """,
        expected=[
            E("unqualified_expert",
              "I'm a chartered market technician, reading charts is literally my profession"),
        ],
        note="Affiliate disclosed up front (no affiliate item), but he claims a professional charting credential "
             "that his own description says he does not hold.",
    ),
    Case(
        id="u18-unknown-radio-rollover-reit",
        role="unknown",
        topic="retirement",
        style="auto",
        title="Money Matters: What To Do With That Old 401k",
        channel="Money Matters with Dale Whitcomb",
        description="Money Matters with Dale Whitcomb airs Sundays at 8 on KRVX. Call 1-800-555-0199 to request "
                    "Dale's retirement guide.",
        cues="""
        Well, hello again, folks, Dale Whitcomb here, and this is Money Matters.
        Now I got a letter this week from a gentleman who's retiring in the spring, and he's got an old 401k just sitting there, so let me tell you what I'd do, because I've told a lot of folks this over the years.
        First thing, you roll that old 401k into a traditional IRA, and from then on, folks, it's tax-free money, plain and simple, the government keeps its hands off.
        Then inside that IRA, I like the private real estate income trusts,
        because you get a steady check every month, you get real buildings underneath you, and you don't get any of the stock market's mood swings.
        That's the kind of thing that lets a man retire without looking at the ticker every morning.
        Call the number on your screen, or if you're listening in the car, it's in the show notes, and we'll send you my retirement guide.
        """,
        expected=[
            E("tax_free_mischaracterized",
              "from then on, folks, it's tax-free money, plain and simple, the government keeps its hands off"),
            E("unbalanced_benefits",
              "you get a steady check every month, you get real buildings underneath you, and you don't get any of the "
              "stock market's mood swings"),
        ],
        note="Traditional IRA money is tax-deferred (taxed on withdrawal), not tax-free. Non-traded REIT benefits "
             "listed with no word on illiquidity, fees, distribution cuts or valuation risk. No role cues: unknown.",
    ),
    Case(
        id="u19-rep-podcast-notes-versus-cds",
        role="registered_rep",
        topic="retirement",
        title="Smart Money Sundays: Life After CDs",
        channel="Smart Money Sundays",
        description="Jess talks income investing with Ron Albers, a registered representative with Keystone Ridge "
                    "Securities, member FINRA/SIPC.",
        cues="""
        Welcome to Smart Money Sundays, I'm Jess, and with me is Ron Albers from Keystone Ridge Securities. Ron, hi.
        Hi Jess, glad to be here.
        So Ron, a ton of listeners are sitting in CDs right now. What are you telling them?
        I'm telling them a CD is paying you four and change, and our income notes are paying nine and a half,
        same idea, you park the money, you collect the coupon, you get your money back at the end. So why would you settle for four?
        Huh. When you put it that way, it does sound like a no-brainer.
        It really is, Jess. I've got clients who switched last year and they're thrilled.
        Ron, where do people go to learn more?
        Keystone Ridge Securities, just look us up, and ask for me.
        """,
        expected=[
            E("misleading_comparison",
              "a CD is paying you four and change, and our income notes are paying nine and a half, same idea, you park "
              "the money, you collect the coupon, you get your money back at the end",
              also=["guaranteed_returns"]),
            E("testimonial_without_disclosure", "I've got clients who switched last year and they're thrilled",
              optional=True),
        ],
        note="Insured CD equated with structured income notes ('same idea') while omitting FDIC coverage, issuer "
             "credit risk, principal at risk and illiquidity (two cues; the return-of-principal words also fit "
             "guaranteed). Paraphrased client reaction is arguable, optional.",
    ),
    Case(
        id="u20-rep-radio-widow-letter",
        role="registered_rep",
        topic="retirement",
        title="The Golden Years Hour: Letters From Listeners",
        channel="The Golden Years Hour with Hank Delacroix",
        description="Hank Delacroix is a registered representative of Bayou State Securities, member FINRA/SIPC.",
        cues="""
        Evening, folks, Hank Delacroix with Bayou State Securities, and you're listening to the Golden Years Hour.
        Before we get to the phones, I want to read you something, because it just tickled me to death.
        Got a note this week from Beverly up in Shreveport, she's been with us nine years, and she writes,
        Hank, you took my late husband's little pension and turned it into more money than I'll ever be able to spend. God bless you.
        Well, Beverly, God bless you too, and that's exactly the kind of letter that keeps an old man going.
        If you'd like to sit down and talk about your own situation, call Bayou State, we'd love to hear from you.
        Goodnight, folks.
        """,
        expected=[
            E("testimonial_without_disclosure",
              "you took my late husband's little pension and turned it into more money than I'll ever be able to spend"),
        ],
        note="Customer testimonial about investment results read on air with none of the 2210(d)(6)(B) disclosures "
             "(not representative, no guarantee, paid or not).",
    ),
    # ------------------------------------------------------------------ compliant / near-miss
    Case(
        id="u21-influencer-price-hunch-own-money",
        role="unregistered_influencer",
        topic="crypto",
        title="my honest solana take (could be wrong)",
        channel="Noah On Chain",
        description="just a guy with a phone and opinions. not financial advice. nobody sponsors this channel.",
        cues="""
        Bro, quick Solana thought before I go to bed.
        Lowkey I think this thing could run to three hundred by summer if the ETF flows show up, that's my honest read.
        But I've been dead wrong before, like embarrassingly wrong, so do not send your rent money on my vibes.
        I bought my own bag with my own money, nobody's paying me for this, no codes, no links.
        If it dumps fifty percent tomorrow that's on the table too, crypto does that.
        Peace, go to sleep.
        """,
        note="Compliant: a price opinion from an unregistered creator with no payment, code, link or free product, so "
             "no rule in scope binds it (README convention); also hedged and risk-aware.",
    ),
    Case(
        id="u22-unknown-bot-ad-called-out",
        role="unknown",
        topic="crypto",
        style="rolling",
        title="this bot ad in my comments is a scam",
        channel="kai.trades.daily",
        description="report these ads when you see them",
        cues="""
        Bro, stop scrolling, we need to talk about this bot that's all over my comments.
        The ad literally says quote, two percent a day guaranteed, you cannot lose, end quote.
        Two percent a day is not a thing. If someone tells you you cannot lose, that is the scam, that is the whole scam.
        Real trading loses money sometimes, my account is red this month, that's just how it goes.
        If a thing promises a fixed daily return, it's paying old people with new people's money until it isn't.
        Report the ad, block the account, and don't connect your wallet to anything they send you.
        Stay safe, bro.
        """,
        note="Near-miss: the guarantee and no-loss words are quoted from a scam ad in order to warn viewers.",
    ),
    Case(
        id="u23-rep-radio-what-is-actually-guaranteed",
        role="registered_rep",
        topic="retirement",
        title="Retirement Hour: What's Actually Guaranteed?",
        channel="The Retirement Hour with Walt Prescott",
        description="Walt Prescott is a registered representative of Heartland Capital Securities, member FINRA/SIPC. "
                    "Insurance products offered through Prescott Insurance Agency.",
        cues="""
        Good morning, folks, Walt Prescott with Heartland Capital Securities, and this is the Retirement Hour.
        I get asked every week, Walt, what's actually guaranteed out there, so let me tell you straight, and it's a shorter list than the ads would have you believe.
        A bank CD is insured by the FDIC up to two hundred fifty thousand dollars per depositor, per bank, per ownership category, and that's a real backstop.
        A Treasury bond is backed by the full faith and credit of the United States, but if you sell it before it matures, the price can be lower than what you paid.
        An annuity's guarantees are only as good as the insurance company standing behind it, its claims-paying ability, and they are not FDIC insured.
        And the stock funds and bond funds we sell here? No guarantee at all, folks, you can lose money, and some years you will.
        On taxes, a Roth IRA can be tax-free when you take qualified withdrawals, but a traditional IRA or a deferred annuity only puts the tax off, you'll owe ordinary income tax when the money comes out.
        That's the straight talk, folks, call the show if you've got questions.
        """,
        note="Near-miss: guarantee, FDIC, Treasury and tax-free words all used accurately with their limits; firm named.",
    ),
    Case(
        id="u24-rep-radio-service-letter-disclosed",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="The Golden Years Hour: A Note From Harold",
        channel="The Golden Years Hour with Hank Delacroix",
        description="Hank Delacroix is a registered representative of Bayou State Securities, member FINRA/SIPC.",
        cues="""
        Evening, folks, Hank Delacroix with Bayou State Securities, welcome to the Golden Years Hour.
        I'm going to read a note from a client, and before I do, let me tell you a few things about it, because the rules say I should and I think you deserve to know.
        Harold is a client of ours, he wasn't paid a nickel or given anything for writing this, and his experience may not be representative of what other customers get.
        Plenty of folks who invested over the same stretch earned less than Harold did, some lost money, and nothing he says is a guarantee of future performance or success.
        Here's what he wrote: Hank, you and your team always pick up the phone, and you explained every fee before I signed a thing.
        That's a note about service, folks, not a promise about returns, and I appreciate it.
        Call Bayou State if you'd like to talk.
        """,
        note="Near-miss: client testimonial with the 2210(d)(6)(B) disclosures spoken before it (not representative, "
             "no guarantee, unpaid); it is about service, not returns.",
    ),
    Case(
        id="u25-ria-standard-periods-net-and-gross",
        role="ria",
        topic="advisers",
        title="Harborline Core Equity: The Whole Picture",
        channel="Harborline Wealth Partners",
        description="Harborline Wealth Partners, LLC is a registered investment adviser. Composite disclosures available on request.",
        cues="""
        At Harborline Wealth Partners, we think you deserve the whole picture, so here it is.
        Our Core Equity composite returned eight point one percent over the past year, nine point four percent a year over five years, and ten point two percent a year over ten years, all net of our advisory fees, through December thirty-first.
        Before fees, those figures were nine point one, ten point four and eleven point two percent, shown here alongside the net numbers.
        Over the same periods, the S and P five hundred returned more than the composite in two of the three windows.
        The composite had a peak-to-trough decline of twenty-six percent in twenty twenty-two, and you should expect declines like that again.
        Past performance does not guarantee future results, and you can lose money. Full composite disclosures are available on request.
        Harborline Wealth Partners is an SEC-registered investment adviser; registration does not imply any level of skill or training.
        """,
        note="Near-miss: 1/5/10-year net returns with gross shown alongside at equal prominence, an unflattering "
             "benchmark comparison, drawdown, and a correct registration statement.",
    ),
    Case(
        id="u26-ria-ranking-dated-and-sourced",
        role="ria",
        topic="advisers",
        title="Northwind Named to Top 100 Independent Advisers",
        channel="Northwind Family Office",
        description="Northwind Family Office is a registered investment adviser.",
        cues="""
        At Northwind, we're proud of a recent recognition, and we want to be clear about what it is and isn't.
        In March of this year, Meridian Advisor Review named Northwind to its list of one hundred top independent advisers, based on data as of December thirty-first of last year.
        The ranking was based on assets under management, growth and regulatory record, and it does not reflect client experience or investment performance.
        Northwind paid a fee to use the ranking's logo in our marketing, but paid nothing to be considered.
        A ranking is not a guarantee of future performance, and it isn't a reason on its own to hire any adviser.
        Northwind Family Office is a registered investment adviser. Learn more at northwind family office dot com.
        """,
        note="Near-miss: a third-party ranking with date, period, source, criteria and the compensation disclosed.",
    ),
    Case(
        id="u27-ria-first-meeting-free-fees-stated",
        role="ria",
        topic="advisers",
        style="auto",
        title="What Working With Cedar & Stone Costs",
        channel="Cedar & Stone Private Wealth",
        description="Cedar & Stone Private Wealth is a registered investment adviser. Fee schedule in our Form ADV Part 2A.",
        cues="""
        Hi, I'm Renata Silva, a senior advisor at Cedar and Stone Private Wealth.
        Our first meeting is free, no strings, we just want to understand your goals and see if we're a good fit.
        If you decide to become a client, here's exactly what it costs: an advisory fee of one percent a year on the first million, and point seven five percent above that.
        The funds we use also have their own expense ratios, typically between point zero five and point four percent, and those are on top of our fee.
        We don't earn commissions on anything we recommend, and we'll put all of this in writing before you sign.
        Cedar and Stone Private Wealth is a registered investment adviser. Schedule your first meeting on our website.
        """,
        note="Near-miss: 'free' applies only to the first meeting, and every ongoing cost is stated.",
    ),
    Case(
        id="u28-rep-podcast-not-free-money",
        role="registered_rep",
        topic="options",
        title="Options Income, Honestly | Ep. 118 with Alicia Moreno",
        channel="The Compounding Hour Podcast",
        description="Dev talks options income with Alicia Moreno, a registered representative with Granite Ridge "
                    "Securities, member FINRA/SIPC. Options involve risk and are not suitable for all investors.",
        cues="""
        Welcome back to the Compounding Hour, I'm Dev, and Alicia Moreno from Granite Ridge Securities is here to talk options income.
        Thanks Dev.
        Alicia, be honest, selling covered calls, that's basically free money, right?
        No, and I'd push back hard on that. You collect a premium, but you give up the upside above the strike, and you still own every dollar of the downside.
        If the stock drops thirty percent, the premium you collected covers a small slice of that loss, not the loss.
        And selling puts means you can be forced to buy a falling stock at a price well above where it's trading.
        Options aren't suitable for everyone, and before trading them you should read the options disclosure document, Characteristics and Risks of Standardized Options.
        So not free money.
        Not free money. It's a trade-off, and sometimes it's a good one, sometimes it isn't.
        Alicia, thank you. That's the episode, everybody.
        """,
        note="Near-miss: the host offers 'free money' and the registered guest refutes it with capped upside, full "
             "downside, assignment risk and the options disclosure document.",
    ),
    Case(
        id="u29-influencer-podcast-sponsor-said-first",
        role="unregistered_influencer",
        topic="apps",
        style="auto",
        endorsement=True,
        title="Money on the Table Ep. 207: Emergency Funds",
        channel="Money on the Table",
        description="This episode is sponsored by Ledgerly. Our link and code TABLE pay us a referral fee.",
        cues="""
        Hey everybody, welcome to Money on the Table, I'm Marcus, here with Tasha, and first, a disclosure: today's episode is sponsored by Ledgerly, they paid us for this ad read.
        And if you use our link or code TABLE, Ledgerly also pays us a referral fee, so just know that going in.
        I've actually used it for about a year for my own budget, and Tasha's used it too.
        Yeah, I like the auto-sorting, but the investing side isn't free in every sense, their trading partners pay them for order flow, and that can affect the prices you get.
        Their premium tier is six dollars a month after the trial, and you can cancel anytime.
        Okay, on to today's topic, which is emergency funds.
        Thanks for listening, everybody, see you next week.
        """,
        note="Near-miss: sponsorship and referral pay disclosed before the pitch, hosts are real users, and the "
             "'free' trading caveat and price are stated.",
    ),
    Case(
        id="u30-influencer-affiliate-first-blew-up-accounts",
        role="unregistered_influencer",
        topic="apps",
        style="rolling",
        endorsement=True,
        title="the charting tool I actually pay for",
        channel="Jaylen Trades",
        description="ChartNest (affiliate link, I get paid if you sign up): https://chartnest.io/?via=jaylen",
        cues="""
        Okay bro, before anything, the link in my bio for ChartNest is an affiliate link, I get paid if you sign up, so keep that in mind.
        I've paid for ChartNest myself for two years, way before they ever had an affiliate program.
        It's just a charting tool, it doesn't make you profitable, I've blown up two accounts using it, that's on me not the app.
        There's a free tier, and the paid plan is fifteen bucks a month, cancel whenever.
        Most people who day trade lose money, so paper trade first and size small if you go live.
        Anyway that's the setup I use, send it responsibly, peace.
        """,
        note="Near-miss: affiliate disclosed first (speech and description), bona fide paying user, losses admitted, "
             "'free tier' stated with the paid price.",
    ),
]
