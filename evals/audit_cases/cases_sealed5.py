"""SEALED5 audit cases: written from audit/taxonomy.yaml, the rule texts and the README label conventions only,
without reading the engine's lexicon, exemplars or screens, and kept outside the repository. Half the violations are
explicit, half implied; compliant cases and near-misses are interleaved with violations so the id says nothing.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="x01-storytime-bartender-debt",
        role="unregistered_influencer",
        topic="apps",
        style="auto",
        endorsement=True,
        title="STORYTIME: how I paid off $31k of debt while bartending (not clickbait)",
        channel="Maya Does Money",
        description="debt payoff storytime!! the tools i mention are in the pinned comment\n\nmusic: lofi_dreams",
        cues="""
        okay so grab a snack because this one is long, this is the story of the worst and best year of my life.
        so picture it, twenty nineteen, I'm twenty four, I'm bartending five nights a week and I owe thirty one thousand dollars across four credit cards.
        my roommate at the time had this app that rounds up your purchases and throws the change into an index fund, and she would not shut up about it.
        so I finally downloaded Stackwise, and I'm not kidding, that app changed my whole relationship with money.
        eighteen months later the cards were gone and I had almost twelve thousand invested, on a bartender's tips.
        and look, if a broke bartender can pull that off in a year and a half, every single one of you watching this can do it faster.
        so when you make your account, punch in MAYA50 when you sign up and you'll get fifty bucks to start.
        and every one of you who uses that code is basically why this channel still exists, so thank you, seriously.
        anyway that's the story, drop your own debt storytime in the comments, I read all of them, love you, bye.
        """,
        expected=[
            E("atypical_results",
              "if a broke bartender can pull that off in a year and a half, every single one of you watching this can do it faster"),
            E("undisclosed_affiliate", "punch in MAYA50 when you sign up and you'll get fifty bucks to start"),
        ],
        note="IMPLIED x2. Referral code pitched; that the code pays her is only hinted after the pitch ('why this "
             "channel still exists'), which does not cure it. Her own exceptional payoff presented as what every "
             "viewer can beat (FTC 255.2(b)); endorsement context = referral code. No link in the description.",
    ),
    Case(
        id="x02-ria-dinner-composite",
        role="ria",
        topic="advisers",
        title="Linden Row Capital — Annual Review Dinner: Portfolio Results",
        channel="Linden Row Capital",
        description="Remarks from our annual client dinner. Linden Row Capital LLC is an SEC-registered investment "
                    "adviser. Composite report available on request.",
        cues="""
        Good evening, everyone, I'm Maria Okafor, chief investment officer at Linden Row Capital, thank you for coming.
        A few numbers before dinner, and I'll show them the way the rules ask us to, net of fees first.
        Our Balanced composite returned six point one percent over the past year, seven point four percent a year over five years, and six point nine percent a year over ten years, all net of fees.
        Before fees, those figures were seven point one, eight point four and seven point nine, and the full composite report, including the bad years, is on your table.
        Past performance doesn't guarantee future results, and twenty twenty-two reminded us of that, the composite lost eleven percent that year.
        Now, please, enjoy dinner.
        """,
        note="COMPLIANT near-miss: net-first 1/5/10-year figures with gross beside them, a losing year named, and "
             "'doesn't guarantee' used as a caveat.",
    ),
    Case(
        id="x03-rep-webinar-wheel-qa",
        role="registered_rep",
        topic="options",
        title="Live Q&A: Generating Income With Options | Harlow & Finch Investor Education",
        channel="Harlow & Finch Securities",
        description="Investor education webinar hosted by Dev Raman, registered representative of Harlow & Finch "
                    "Securities LLC, member FINRA/SIPC. Recorded live.",
        cues="""
        Alright, looks like we've got about three hundred of you on, welcome back to Thursday Q&A, I'm Dev Raman with Harlow and Finch Securities.
        First question from Priya: is selling puts safer than just buying the stock?
        Great question. So the way I think about the wheel is, it's the closest thing to a paycheck the market will ever give you.
        You sell the put, you collect premium every week, and if you get assigned, hey, you just bought a stock you liked at a discount, so either way you come out ahead.
        Next one from Marcus: does this actually work over time or is it just theory?
        So our education team ran the wheel on the thirty biggest S&P names going back to twenty ten, and the back-test came out to about twenty-one percent a year.
        That's versus roughly thirteen for just holding the index, so, you know, draw your own conclusions.
        Okay, we're at time, the replay goes out tomorrow, thanks everybody.
        """,
        expected=[
            E("options_unbalanced",
              "you collect premium every week, and if you get assigned, hey, you just bought a stock you liked at a discount, so either way you come out ahead",
              also=["guaranteed_returns"]),
            E("options_unbalanced", "it's the closest thing to a paycheck the market will ever give you", optional=True),
            E("hypothetical_performance", "the back-test came out to about twenty-one percent a year"),
        ],
        note="Options: IMPLIED (assignment framed as a win, no downside). Back-test: EXPLICIT hypothetical "
             "performance in a retail webinar. Firm named, so no member-name issue.",
    ),
    Case(
        id="x04-space-token-unlock",
        role="unknown",
        topic="crypto",
        style="auto",
        title="[Space recording] $VANTA community AMA w/ the core team",
        channel="Vanta Protocol",
        description="Recording of Thursday's Space. Speakers: @kasey_builds (host), @theo_vanta (core team). NFA.",
        cues="""
        gm gm, can everyone hear me, give me a thumbs up in the emojis if the audio's working.
        okay so for the people just joining, I'm Kasey, I host the community spaces, and we've got Theo from the core team up here with us.
        Theo, people keep asking, where does this go after the exchange listing?
        honestly, I'll just say it, we're doing a ten x from here before the halving, I'm not asking anyone to believe it, I'm telling you.
        so if you've been sitting on the sidelines, this is the week, stack as much as you can before Friday.
        Friday's when the team allocation unlocks, and yeah, I'll be trimming some of mine into that liquidity, that's just being responsible.
        anyway, big love to everyone in the community, we'll do another one of these next week.
        """,
        expected=[
            E("performance_projection",
              "we're doing a ten x from here before the halving, I'm not asking anyone to believe it, I'm telling you"),
            E("unjust_conduct",
              "stack as much as you can before Friday. Friday's when the team allocation unlocks, and yeah, I'll be trimming some of mine into that liquidity"),
        ],
        note="Projection EXPLICIT. Pump-and-dump IMPLIED: the team member urges buying before the unlock he "
             "says he will sell into (one statement over two cues). Role unknown.",
    ),
    Case(
        id="x05-ria-client-evening",
        role="ria",
        topic="advisers",
        title="Harbor Oak Wealth — 2026 Client Appreciation Evening (Highlights)",
        channel="Harbor Oak Wealth Partners",
        description="Highlights from our annual client evening. Harbor Oak Wealth Partners is an SEC-registered "
                    "investment adviser.",
        cues="""
        Good evening everyone, and thank you for being here, I'm Grant Whitley, managing partner at Harbor Oak.
        It's been a big year, and I'll keep the numbers short because I know the bar is open.
        Our Growth composite finished the year up thirty-one point four percent before fees, which we're very proud of.
        And now I'd like to bring up someone many of you know, Ellen Sato, who's been with us since her husband retired.
        Thank you Grant. When Rob and I came to Harbor Oak we were terrified we'd outlive our savings.
        Grant's team turned that around completely, our portfolio has nearly doubled, and if you're on the fence about bringing your kids here, don't be.
        Thank you Ellen, and as promised, your advisory fees are on us this year.
        Enjoy the evening, everyone, the dessert table is in the back.
        """,
        expected=[
            E("gross_without_net",
              "Our Growth composite finished the year up thirty-one point four percent before fees",
              also=["cherry_picked_performance"]),
            E("testimonial_without_disclosure",
              "Grant's team turned that around completely, our portfolio has nearly doubled"),
        ],
        note="Gross-only figure EXPLICIT (one year only, so cherry-picked citations also accepted). Testimonial "
             "IMPLIED: a client's endorsement, with the compensation (waived fees) revealed only afterwards as a "
             "thank-you, not as a disclosure.",
    ),
    Case(
        id="x06-duet-robo-app",
        role="unregistered_influencer",
        topic="apps",
        endorsement=True,
        title="duet w/ @richbyfriday — no. just no.",
        channel="Keisha Kash",
        description="#duet #moneytok #investing",
        cues="""
        Okay, so he's saying index funds are for people who want to stay poor, and I need everyone to stop listening to him immediately.
        What actually works is boring, automated investing, and for me that's Tilt.
        I've had my emergency fund and my Roth in Tilt for like two years now, it's the only app I actually trust with my money.
        It auto-rebalances, the interface is gorgeous, and the setup takes five minutes.
        Go download Tilt, it's in my bio, and set up your first auto-deposit tonight.
        And honestly, I only started using it last week when their team reached out, but I can already tell it's the one.
        Anyway, stitch this with your worst money take from him, I'm collecting them.
        """,
        expected=[
            E("not_bona_fide_user", "I've had my emergency fund and my Roth in Tilt for like two years now"),
            E("undisclosed_sponsorship", "Go download Tilt, it's in my bio, and set up your first auto-deposit tonight"),
        ],
        note="IMPLIED x2: two-year use claim contradicted two cues later ('only started using it last week'); the "
             "brand relationship surfaces only after the pitch as 'their team reached out'.",
    ),
    Case(
        id="x07-duet-ai-bot",
        role="unregistered_influencer",
        topic="crypto",
        style="auto",
        title="duet: this 'AI trading bot' guy needs to be stopped",
        channel="Nico Explains Money",
        description="#duet #scamalert not financial advice. I'm not sponsored by anyone and I don't sell a course.",
        cues="""
        okay so this guy in the video is promising his bot makes a guaranteed two percent a day, every day, no losing days.
        two percent a day compounded is over a thousand x in a year, that's not a bot, that's a fairy tale.
        nothing in markets is guaranteed, and anybody telling you it is wants your deposit, not your success.
        if a bot actually did this, they would not be selling it to you for ninety-nine bucks on TikTok.
        if you want my actual opinion, I think bitcoin probably goes higher over the next decade, but I could be totally wrong and I'm not selling anything.
        protect your money, report the ad, and follow for more of these.
        """,
        note="COMPLIANT near-miss: a quoted-and-refuted guarantee; an unsponsored influencer's hedged opinion has "
             "no applicable rule under the conventions.",
    ),
    Case(
        id="x08-rep-webinar-pricing-qa",
        role="registered_rep",
        topic="apps",
        title="Live Q&A: What Does 'Commission-Free' Really Mean? | Harlow & Finch",
        channel="Harlow & Finch Securities",
        description="Hosted by Renee Ota, registered representative of Harlow & Finch Securities LLC, member "
                    "FINRA/SIPC. Full fee schedule: harlowfinch.example/pricing",
        cues="""
        Hi everyone, Renee Ota with Harlow and Finch Securities, welcome to the Q&A.
        First question from Owen: if online stock trades are commission-free, how do you make money?
        Fair question. Commission-free doesn't mean cost-free. We receive payment for order flow on some orders, and you still pay the bid-ask spread.
        There are also small regulatory fees on sales, and options contracts, margin interest and some account services do carry charges.
        The full fee schedule is on our pricing page, and I'd encourage everyone to read it before opening an account.
        Next from Tasha: is a robo portfolio cheaper than picking ETFs myself? It can be, or not, it depends on the advisory fee versus the fund expenses, so compare the all-in cost.
        That's time, thanks everyone.
        """,
        note="COMPLIANT near-miss: 'commission-free' with the costs it omits spelled out; comparison hedged on "
             "costs.",
    ),
    Case(
        id="x09-podcast-annuity-guest",
        role="unknown",
        topic="retirement",
        title="Ep. 212 — 'Stop Fearing Retirement' with Dale Pruitt",
        channel="The Money Porch Podcast",
        description="This week Jenna talks with Dale Pruitt, founder of Pruitt Retirement Group, about income "
                    "planning. Listen on all platforms.",
        cues="""
        Welcome back to the Money Porch, I'm Jenna, and today I've got Dale Pruitt, who's helped, what, a couple thousand families plan retirement?
        Close to three thousand now, yeah.
        So Dale, a lot of our listeners have money sitting in CDs and they're nervous. What do you tell them?
        I tell them what I tell my own mother. Put it in a fixed indexed annuity, your money grows completely tax-free, you never see a tax bill on that growth.
        So is it kind of like a CD?
        It's basically a CD that pays you twice as much, that's how I explain it at my seminars.
        Jenna: Love that. Dale, where can people find you? Dale: Pruitt Retirement dot example, we do free workshops every month.
        """,
        expected=[
            E("tax_free_mischaracterized",
              "your money grows completely tax-free, you never see a tax bill on that growth"),
            E("misleading_comparison", "It's basically a CD that pays you twice as much"),
        ],
        note="Tax: EXPLICIT (annuity growth is tax-deferred, not tax-free). Comparison: IMPLIED (annuity vs CD "
             "without surrender charges, caps, insurance differences). Role unknown (insurance/annuity guest).",
    ),
    Case(
        id="x10-funnel-futures-academy",
        role="unregistered_influencer",
        topic="general",
        endorsement=True,
        title="FREE TRAINING: The 3-Step Futures System My Students Use (Watch Before It's Gone)",
        channel="Trade With Brandon Cole",
        description="Enroll in Apex Futures Academy: apexfutures.example/enroll — doors close Sunday.",
        cues="""
        Hey, Brandon Cole here, and if you're watching this, you're one of the few people who gets to see the system before we close enrollment.
        Inside the Academy I hand you the exact three-step setup I trade every single morning.
        Follow the three steps, and you will be profitable. Not might be, not hopefully. You will.
        And don't take my word for it, here's Tyler, he joined in January.
        Bro, I was delivering for DoorDash in December, and my first full month with Brandon's system I pulled fourteen thousand dollars.
        That's what happens when you just follow the rules, guys. That's the Academy.
        Doors close Sunday at midnight, the link's below, I'll see you inside.
        """,
        expected=[
            E("guaranteed_returns",
              "Follow the three steps, and you will be profitable. Not might be, not hopefully. You will."),
            E("atypical_results",
              "my first full month with Brandon's system I pulled fourteen thousand dollars",
              also=["testimonial_without_disclosure"]),
            E("atypical_results", "That's what happens when you just follow the rules, guys", optional=True),
        ],
        note="Seller's own course sold through a student endorsement (endorsement context). Guarantee EXPLICIT; "
             "a student's first-month result with no generally-expected results disclosed, EXPLICIT.",
    ),
    Case(
        id="x11-tv-regional-banks",
        role="registered_rep",
        topic="stocks",
        title="Market Talk: Local Advisor Likes Regional Banks | WDMV 7 News at Noon",
        channel="WDMV 7 Dayton",
        description="Tom Keller, a Series 7-licensed financial advisor in Dayton, joins Noon anchor Carla Reyes for "
                    "this week's Market Talk.",
        cues="""
        Welcome back to Noon. Every other Tuesday we check in with Dayton financial advisor Tom Keller. Tom, good to see you.
        Good to be here, Carla.
        Tom, last time you were on, back in October, you told viewers to pick up Delta. How'd that go?
        Oh, that one worked out. Anybody who bought it when we talked is up about forty percent, so I'll take the win.
        So what are you liking now?
        Regional banks. I've been putting my clients into Fifth Street Bancorp and Miami Valley Financial, they're cheap and the dividends are solid.
        Tom Keller, thanks as always. After the break, your seven-day forecast.
        """,
        expected=[
            E("past_specific_recommendations",
              "Anybody who bought it when we talked is up about forty percent"),
            E("missing_member_name",
              "I've been putting my clients into Fifth Street Bancorp and Miami Valley Financial, they're cheap and the dividends are solid"),
        ],
        note="Past winning pick EXPLICIT. Member firm never named (only 'Series 7-licensed' in the description): "
             "IMPLIED by absence; anchored at the securities recommendation.",
    ),
    Case(
        id="x12-rep-dividend-minute",
        role="registered_rep",
        topic="stocks",
        style="auto",
        title="Dividend Growers for a Shaky Market | Market Minute",
        channel="Ridgeview Capital Securities — Nate Osei",
        description="Nate Osei, registered representative, Ridgeview Capital Securities, member FINRA/SIPC.",
        cues="""
        hey everybody, Nate Osei with Ridgeview Capital Securities, this is your market minute.
        quick housekeeping, everything we put out on this channel has been reviewed and signed off by FINRA before it goes live, so you know you're getting the real deal here.
        today, dividend growers. the fund I keep coming back to is the Ridgeview Dividend Growth ETF.
        you get the income, you get the growth, and you get to sleep at night, that's the whole pitch, that's it.
        it's the one I'd want my own parents in, honestly.
        that's your market minute, see you next week.
        """,
        expected=[
            E("implied_regulator_approval",
              "everything we put out on this channel has been reviewed and signed off by FINRA before it goes live, so you know you're getting the real deal here"),
            E("unbalanced_benefits",
              "you get the income, you get the growth, and you get to sleep at night, that's the whole pitch"),
        ],
        note="Regulator approval EXPLICIT (FINRA sign-off as a quality seal). Benefits-only fund pitch IMPLIED "
             "(no risk mentioned anywhere).",
    ),
    Case(
        id="x13-tv-cash-options",
        role="registered_rep",
        topic="general",
        title="Money Matters: Where to Park Cash Right Now | WDMV 7 News",
        channel="WDMV 7 Dayton",
        description="Erin Walsh, registered representative with Buckeye Point Securities, member FINRA/SIPC, joins "
                    "7 News.",
        cues="""
        Welcome back, I'm Carla Reyes, and joining us is Erin Walsh with Buckeye Point Securities. Erin, where should folks keep their cash?
        It depends on when you need it. A bank savings account or CD is insured by the FDIC up to two hundred fifty thousand dollars per depositor, per bank, per ownership category.
        Treasury bills are backed by the U.S. government, but if you sell before maturity the price can be higher or lower than what you paid.
        Money market funds often pay more, but they aren't FDIC insured and they can lose value, even if that's rare.
        And SIPC coverage at a brokerage protects you if the firm fails, not if your investments fall.
        Erin Walsh, Buckeye Point Securities, thank you. Back after this.
        """,
        note="COMPLIANT near-miss: government backing and insurance described accurately with limits; comparison "
             "states material differences; firm named.",
    ),
    Case(
        id="x14-ria-core-growth-webinar",
        role="ria",
        topic="advisers",
        title="Webinar replay: Inside Northgate's Core Growth Strategy",
        channel="Northgate Advisory Group",
        description="Northgate Advisory Group, LLC is a registered investment adviser. Webinar replay.",
        cues="""
        Hi everyone, thanks for joining, I'm Sam Castellano, chief investment officer at Northgate.
        Before we go into the holdings, I want to show you what the strategy has actually done.
        Since the March twenty-twenty lows, Core Growth has returned one hundred and forty-two percent net of fees.
        We picked that starting point because that's really when our current process came together.
        We run about thirty names, concentrated, with a tilt toward quality.
        If you'd like to see whether Core Growth fits your plan, book a call with our team.
        """,
        expected=[
            E("cherry_picked_performance",
              "Since the March twenty-twenty lows, Core Growth has returned one hundred and forty-two percent net of fees"),
        ],
        note="IMPLIED: net of fees is stated (tempting cure) but the period starts at a market low and no 1/5/10-year "
             "figures are given.",
    ),
    Case(
        id="x15-creator-eth-staking",
        role="unregistered_influencer",
        topic="crypto",
        style="rolling",
        endorsement=True,
        title="How I Earn Passive Income on My ETH (Step by Step)",
        channel="Crypto With Jules",
        description="Open a Kraxon account: kraxon.example/r/JULES10\n\nTimestamps\n0:00 intro\n1:10 setup",
        cues="""
        What's going on crypto fam, Jules here, today I'm showing you exactly how I stake my ETH.
        So I use Kraxon for this, the staking dashboard is super clean.
        Step one, go open a Kraxon account with the link down below, it takes two minutes.
        Then you hit earn, pick ETH, choose the flexible option, and you're staking.
        The rewards land in your account every few days, you can watch them tick up.
        And a huge thank you to Kraxon for sponsoring today's video, go check them out.
        """,
        expected=[
            E("undisclosed_sponsorship", "go open a Kraxon account with the link down below, it takes two minutes"),
            E("undisclosed_affiliate", "Open a Kraxon account: kraxon.example/r/JULES10", origin="description"),
        ],
        note="EXPLICIT: sponsor named only in the sign-off after the pitch; referral link in the description with "
             "no disclosure.",
    ),
    Case(
        id="x16-rep-trading-app",
        role="registered_rep",
        topic="apps",
        title="Why We Built Lakeshore Go | Lakeshore Investor Services",
        channel="Lakeshore Investor Services",
        description="Presented by Ana Ruiz, registered representative, Lakeshore Investor Services, Inc., member "
                    "FINRA/SIPC.",
        cues="""
        Hi, I'm Ana Ruiz with Lakeshore Investor Services.
        A lot of you have asked about our new trading app, so let me walk you through it.
        Here's the headline: trading on Lakeshore Go is completely free. Zero commissions, zero fees, it costs you nothing, period.
        People ask how we can afford that, and honestly, that's our problem, not yours.
        You can buy fractional shares, set up recurring buys, and get our research right in the app.
        Download Lakeshore Go from the app store and open your account today.
        """,
        expected=[
            E("free_claims_omit_costs",
              "trading on Lakeshore Go is completely free. Zero commissions, zero fees, it costs you nothing, period."),
        ],
        note="EXPLICIT 'free' claim; the revenue source (order flow, spreads) is waved away rather than disclosed.",
    ),
    Case(
        id="x17-space-restaking",
        role="unknown",
        topic="crypto",
        style="auto",
        endorsement=True,
        title="[Space] Restaking explained — sponsored by Lumen Labs",
        channel="Onchain Office Hours",
        description="Sponsored by Lumen Labs. The hosts were paid for this Space and one host holds LUM tokens. "
                    "Not financial advice.",
        cues="""
        alright we're live, before anything else, disclosure: today's Space is sponsored by Lumen Labs, they paid us to host this, and I personally hold some LUM tokens.
        so weigh everything I say with that in mind.
        restaking lets you reuse staked ETH to help secure other networks, and you earn extra rewards for it.
        the flip side is extra slashing risk, smart contract risk, your ETH can be locked when you want out, and the rewards aren't fixed, they move around a lot.
        if you want to try Lumen, start small and read their docs on slashing first.
        thanks to everyone who came through, we'll post the recording.
        """,
        note="COMPLIANT near-miss: sponsorship, payment and the host's holding disclosed in the first cue before any "
             "pitch; risks stated; rewards explicitly not fixed.",
    ),
    Case(
        id="x18-ria-quarterly-recap",
        role="ria",
        topic="advisers",
        style="auto",
        title="Q3 Client Call Recap — What We're Watching",
        channel="Birchfield Capital Management",
        description="Birchfield Capital Management is an SEC-registered investment adviser. This recap is for "
                    "general information.",
        cues="""
        hi everyone, Lauren Mbeki from Birchfield, thanks for tuning in to the quarterly recap.
        I want to start with energy, because a lot of you asked about it back in January.
        back in our January letter we told clients to get into the big integrated oil names, and the folks who listened had a very comfortable summer.
        that's the kind of call we're paid to make.
        now looking ahead, we're watching rates and the consumer.
        as always, reach out to your advisor with any questions.
        """,
        expected=[
            E("past_specific_recommendations",
              "back in our January letter we told clients to get into the big integrated oil names, and the folks who listened had a very comfortable summer"),
            E("past_specific_recommendations", "that's the kind of call we're paid to make", optional=True),
        ],
        note="IMPLIED: a past winning call, profit conveyed without a number and without the other calls.",
    ),
    Case(
        id="x19-podcast-roth-guest",
        role="ria",
        topic="retirement",
        title="Ep. 214 — Roth Conversions Without the Hype, with Angela Price, CFP",
        channel="The Money Porch Podcast",
        description="Angela Price, CFP, is a financial planner at Meridian Path Advisors, an SEC-registered "
                    "investment adviser. Nobody paid for this episode.",
        cues="""
        Welcome back to the Money Porch, I'm Jenna, and today I'm talking with Angela Price, a certified financial planner at Meridian Path Advisors.
        Angela, people hear Roth and they hear tax-free. Is that right?
        Partly. Qualified withdrawals from a Roth IRA are free of federal income tax, and usually state income tax too, but you generally need to be fifty-nine and a half and have had the account five years.
        When you convert from a traditional IRA, you pay ordinary income tax on the amount converted that year, so it's tax now, not no tax.
        And a traditional IRA or an annuity is different again, those are tax-deferred, you pay income tax when the money comes out.
        Whether converting makes sense depends on your bracket now versus later, so run the numbers with your tax preparer.
        Angela, thank you. And thanks everyone for listening.
        """,
        note="COMPLIANT near-miss: 'tax-free' qualified with which taxes and conditions; deferral described "
             "correctly; a real credential stated plainly.",
    ),
    Case(
        id="x20-rep-rollover-story",
        role="registered_rep",
        topic="retirement",
        title="Rolling Over Your 401(k)? Watch This First",
        channel="Marsh & Vale Financial — Curtis Dunn",
        description="Curtis Dunn is a registered representative of Marsh & Vale Financial, member FINRA/SIPC.",
        cues="""
        Hi folks, Curtis Dunn, Marsh and Vale Financial.
        Today, the four-oh-one-k rollover, because I get more questions about this than anything else.
        When you leave a job, you've basically got four choices: leave it, move it to the new plan, roll it to an IRA, or cash out.
        Cashing out usually means taxes and possibly a penalty, so that one's rarely my favorite.
        I had a fellow, Jerry, retired machinist, rolled his plan over with me three years ago, and he called me last month to say it's the smartest money move he's ever made.
        He's golfing four days a week now. That's what a good plan does.
        If you're thinking about a rollover, call my office and we'll talk it through.
        """,
        expected=[
            E("testimonial_without_disclosure",
              "he called me last month to say it's the smartest money move he's ever made"),
            E("testimonial_without_disclosure", "He's golfing four days a week now. That's what a good plan does.",
              optional=True),
        ],
        note="IMPLIED: a client's praise relayed by the rep, no statement that it may not be representative or "
             "about compensation. The balanced rollover options around it are fine.",
    ),
    Case(
        id="x21-podcast-one-income",
        role="unknown",
        topic="general",
        title="Ep. 88: Building Wealth on One Income with Marcus Hale",
        channel="Side Hustle to Freedom Podcast",
        description="Marcus Hale is the founder of Hale Wealth Academy. His free budgeting course: halewealth.example",
        cues="""
        Welcome to Side Hustle to Freedom, today's guest is Marcus Hale, founder of Hale Wealth Academy.
        Marcus, before we start, tell people a little about your background.
        Sure. So I'm a certified financial planner, I work with families every day on budgets, debt, investing, all of it.
        And what's the number one mistake you see?
        People keeping way too much in savings. Cash loses to inflation every year.
        Host: You mentioned the CFP, how long did that take you? Marcus: Oh, I'm still working through the coursework, I sit for the exam next spring, but I already do everything a planner does.
        Marcus, where can people find you? At halewealth dot example, and the budgeting course is free.
        """,
        expected=[
            E("unqualified_expert",
              "I'm a certified financial planner, I work with families every day on budgets, debt, investing, all of it"),
        ],
        note="IMPLIED: the credential is claimed outright and contradicted later in the episode (not yet certified). "
             "Role unknown.",
    ),
    Case(
        id="x22-defi-stable-vault",
        role="unknown",
        topic="crypto",
        style="auto",
        title="This Stablecoin Vault Pays 18% — Full Walkthrough",
        channel="DeFi Dan Daily",
        description="Not financial advice. Join the Discord: discord.example/defidan",
        cues="""
        yo what's up, Dan here, let's get into it, today we're looking at the Helix stablecoin vault.
        the vault is paying eighteen percent on USDC right now and I've got a decent chunk of my own stack in there.
        people always ask me, Dan, what's the catch, what's the downside.
        and the honest answer is there isn't one. it's dollars in, dollars out, the worst thing that happens is you get your dollars back.
        the yield comes from lending, borrowers post collateral, it's all on chain.
        alright that's the video, hit the bell, see you tomorrow.
        """,
        expected=[
            E("guaranteed_returns",
              "the honest answer is there isn't one. it's dollars in, dollars out, the worst thing that happens is you get your dollars back"),
        ],
        note="IMPLIED guarantee: principal can't be lost, never says 'guaranteed' or 'risk-free'. Role unknown.",
    ),
    Case(
        id="x23-tv-boise-firm",
        role="ria",
        topic="advisers",
        title="Business Beat: The Firm Behind Boise's Fastest-Growing Wealth Practice | KTBV",
        channel="KTBV Business Beat",
        description="Business Beat visits Sawtooth Wealth Advisors, a registered investment adviser based in Boise.",
        cues="""
        This is Business Beat, I'm Dana Whitcomb, and today we're at Sawtooth Wealth Advisors downtown.
        Founder Luis Ortega started the firm in his spare bedroom in twenty-fourteen.
        Luis, what makes Sawtooth different?
        We're fee-only, so we don't sell products, and we really get to know our clients' families.
        And I'll be honest, we're proud that we were ranked the number one wealth management firm in Idaho, that's a testament to our team.
        Luis Ortega, Sawtooth Wealth Advisors, thank you. That's Business Beat for this week.
        """,
        expected=[
            E("third_party_rating_undisclosed", "we were ranked the number one wealth management firm in Idaho"),
        ],
        note="EXPLICIT: a ranking with no date, period, or who produced it (or whether it was paid for).",
    ),
    Case(
        id="x24-ria-client-stories",
        role="ria",
        topic="advisers",
        title="Client Stories: Why Ron and Alisha Chose Fernbrook",
        channel="Fernbrook Planning Group",
        description="Fernbrook Planning Group is an SEC-registered investment adviser. Ron and Alisha are current "
                    "clients and were not compensated for this video. Their experience may not be representative.",
        cues="""
        Hi, I'm Jess Alvarez from Fernbrook Planning Group. Today you'll hear from two of our clients.
        Quick note first: Ron and Alisha are current Fernbrook clients, they weren't paid or given anything for this, and their experience may not be representative of other clients.
        Ron: What we wanted was someone to sit down with us and plan the kids' college and our retirement at the same time.
        Alisha: They explained every fee up front, and when the market dropped in twenty twenty-two, they called us before we called them.
        Jess: Thank you both. Investing involves risk, including loss of principal, and a plan doesn't guarantee results.
        If you'd like to talk with us, our contact details are below.
        """,
        note="COMPLIANT near-miss: testimonial with client status, no compensation and non-representativeness "
             "disclosed before it, and no performance claim.",
    ),
    Case(
        id="x25-rep-covered-calls",
        role="registered_rep",
        topic="options",
        style="rolling",
        title="Covered Calls 101: The Trade-Offs | Crestline Securities Education",
        channel="Crestline Securities",
        description="Presented by Dana Ibarra, registered representative, Crestline Securities, member FINRA/SIPC. "
                    "Options involve risk and are not suitable for all investors.",
        cues="""
        Hi, I'm Dana Ibarra with Crestline Securities, and today it's covered calls.
        You own a hundred shares, you sell a call against them, and you collect a premium.
        The trade-off: if the stock rallies past the strike, your upside is capped and your shares may be called away.
        And if the stock falls, the premium only cushions a little, you still carry nearly all the downside of owning the stock.
        Options aren't suitable for everyone, so read the Characteristics and Risks of Standardized Options before you trade, and talk to us about whether it fits your goals.
        Thanks for joining.
        """,
        note="COMPLIANT near-miss: options income explained with capped upside, retained downside, suitability and "
             "the options disclosure document.",
    ),
    Case(
        id="x26-ria-private-credit",
        role="ria",
        topic="advisers",
        style="rolling",
        title="Why We're Moving Clients Into Private Credit",
        channel="Ironwood Wealth Partners",
        description="Ironwood Wealth Partners is a registered investment adviser. Educational content.",
        cues="""
        Hi, I'm Priya Nandakumar, senior advisor at Ironwood Wealth Partners.
        This year we've started moving a slice of client portfolios into private credit, and I want to explain why.
        You're earning around eleven percent, paid quarterly, from loans to established mid-size companies.
        It doesn't swing around with the daily headlines the way stocks do, so the ride is a lot smoother, and frankly our clients love opening those statements.
        For the right family, it's a really elegant way to fund retirement income.
        If you're curious whether it fits, schedule a review with us.
        """,
        expected=[
            E("unbalanced_benefits",
              "It doesn't swing around with the daily headlines the way stocks do, so the ride is a lot smoother",
              also=["misleading_comparison"]),
            E("unbalanced_benefits",
              "You're earning around eleven percent, paid quarterly, from loans to established mid-size companies",
              optional=True),
        ],
        note="IMPLIED: illiquidity, default and valuation-lag risks never mentioned; smoother-than-stocks framing "
             "(comparison citations also accepted).",
    ),
    Case(
        id="x27-rep-chip-short",
        role="registered_rep",
        topic="stocks",
        style="rolling",
        title="The One Chip Stock I'm Watching Into Year End #shorts",
        channel="Derek Lam | Crestline Securities",
        description="Derek Lam is a registered representative with Crestline Securities, member FINRA/SIPC.",
        cues="""
        Derek Lam, Crestline Securities, quick one today.
        Everybody's asleep on Altaris Semiconductor.
        It's sixty-two bucks right now and it's going to start with a one before this year is out, you heard it here.
        Earnings are in three weeks, so the window's short.
        Follow for more.
        """,
        expected=[
            E("performance_projection", "it's going to start with a one before this year is out"),
        ],
        note="IMPLIED price target (over $100 by year end) without a number said as a target.",
    ),
    Case(
        id="x28-funnel-options-course",
        role="unregistered_influencer",
        topic="options",
        endorsement=True,
        title="Inside My Options Course: Real Results (Including Who It's Not For)",
        channel="Sloane Trades",
        description="Options Foundations is my own paid course: sloanetrades.example/course. Student results "
                    "summary: sloanetrades.example/results",
        cues="""
        Hey, Sloane here. This video is about my paid course, so yes, I make money if you buy it.
        Before I show you any student stories, here are the real numbers: of the students who reported results last year, the median made nothing, and about six in ten lost money in their first six months.
        Options can lose money fast, and selling options can lose more than you collected.
        Here's Priya, one of my students. She made about four thousand dollars in her first year. That is not typical, she'd traded for years before the course, and she wasn't paid for this clip.
        If you're brand new, start with paper trading, and read the Characteristics and Risks of Standardized Options before you place a trade.
        Link's below if you want to look at the syllabus.
        """,
        note="COMPLIANT near-miss: generally expected results disclosed before the student story, which is flagged "
             "as atypical and unpaid; own product disclosed first.",
    ),
    Case(
        id="x29-fund-answers-critics",
        role="unknown",
        topic="general",
        title="Is Our Fund Legit? Answering the Comments",
        channel="Summit Yield Partners",
        description="Summit Yield Fund I, for accredited investors. Form D on file.",
        cues="""
        Alright, I'm going to address the comments directly, because some of you are calling us a scam.
        We filed our paperwork with the SEC, the regulators have our offering documents, they know exactly what we do.
        If there were anything wrong with this fund, believe me, they'd have shut us down a long time ago.
        So the fact that we're still here taking investors tells you everything you need to know.
        We're open for new commitments until the end of the quarter.
        Thanks for watching, and keep the questions coming.
        """,
        expected=[
            E("implied_regulator_approval",
              "If there were anything wrong with this fund, believe me, they'd have shut us down a long time ago"),
            E("implied_regulator_approval", "the regulators have our offering documents, they know exactly what we do",
              optional=True),
        ],
        note="IMPLIED: a notice filing and regulatory silence presented as a clean bill of health. Role unknown.",
    ),
    Case(
        id="x30-storytime-credit-card",
        role="unregistered_influencer",
        topic="apps",
        style="auto",
        endorsement=True,
        title="storytime: the $4,000 mistake I made with my first credit card",
        channel="Theo's Money Diaries",
        description="Affiliate disclosure: the Brightpath link is a referral link and I earn a bonus if you sign "
                    "up. brightpath.example/theo",
        cues="""
        okay storytime, this is about the most expensive mistake of my early twenties.
        I got my first credit card at nineteen, and I treated the limit like it was my money.
        by twenty two I had four thousand dollars on it at twenty six percent, and I was only paying the minimum.
        what finally fixed it was boring: I stopped using the card, I made a budget, and I paid a little extra every payday.
        quick heads up before I mention an app, I have a referral link for it in my description and I get a bonus if you sign up with it.
        the app is Brightpath, I've used it to track my budget since twenty twenty three, and it's what I'd use if I were starting over.
        you don't need any app to do this though, a spreadsheet works fine.
        okay that's the story, tell me your worst money mistake below.
        """,
        note="COMPLIANT near-miss: referral compensation disclosed aloud before the app is named, and in the "
             "description; ordinary personal result, not presented as typical.",
    ),
]
