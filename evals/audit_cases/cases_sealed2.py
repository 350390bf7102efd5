"""SEALED-2 audit cases: written from the rule texts in rag/corpus/ and audit/taxonomy.yaml only, without reading the
engine's lexicon, exemplars, screens or any other case file, and kept outside the repository (in /tmp/sealed2) so no
engine tuning can have seen them. Same conventions as the dev set (evals/audit_cases/README.md).
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    # ------------------------------------------------------------------ violations
    Case(
        id="t01-inf-stablecoin-vault-late-shoutout",
        role="unregistered_influencer",
        topic="crypto",
        style="auto",
        endorsement=True,
        title="Where I'm Parking My Stables Right Now (Passive Income Update)",
        channel="Jaylen Crypto Daily",
        description="Daily crypto vids. Not financial advice, I'm just a dude on the internet.\n"
        "Twitter: @jaylencrypto | Telegram in bio",
        cues="""
        yo what is up fam, Jaylen here, welcome back to the channel
        so um I've been getting a ton of DMs asking where I'm parking my stables right now
        and honestly the answer is yield nest, it's this staking vault thing, I've been on it for a minute
        basically you drop your u s d c in, they lend it out on the back end, and you just sit there and collect
        like most people are leaving money on the table just letting it sit on an exchange doing nothing
        so what you wanna do is go to Yieldnest dot finance, connect your wallet, and hit deposit, takes like two minutes
        and the thing is with a vault like this your bag only goes one direction, it literally just
        stacks up every single day, there's no world where you log in and it's smaller than what you put in
        I checked mine this morning, it's up again, it's up every morning bro
        anyway that's pretty much the whole play, I'll do an update in a couple weeks
        oh and uh shout out yield nest for sponsoring this one, appreciate y'all
        peace
        """,
        expected=[
            E("undisclosed_sponsorship", "go to Yieldnest dot finance, connect your wallet, and hit deposit"),
            E(
                "guaranteed_returns",
                "your bag only goes one direction, it literally just stacks up every single day, "
                "there's no world where you log in and it's smaller than what you put in",
            ),
            E("guaranteed_returns", "it's up again, it's up every morning", optional=True),
        ],
        note="Paid sponsor revealed only in the sign-off, after the deposit pitch, so the pitch is undisclosed (FTC "
        "255.5(a)); the 'only goes one direction ... never smaller' line is an unsupported no-loss claim made inside "
        "the endorsement (FTC 255.1(a)). The 'up every morning' brag is an arguable repeat.",
    ),
    Case(
        id="t02-rep-puts-insurance-company-paycheck",
        role="registered_rep",
        topic="options",
        title="How I Collect A Weekly Paycheck Selling Puts",
        channel="Trevor Banks | Ridgeline Capital Markets",
        description="Trevor Banks (Series 7, 66) is a registered representative of Ridgeline Capital Markets LLC, "
        "member FINRA/SIPC. Securities offered through Ridgeline Capital Markets LLC.",
        cues="""
        What's going on everybody, Trevor Banks here with Ridgeline Capital Markets.
        So today I want to walk you through the cash-secured put, which is hands down my favorite thing to do with idle cash.
        You pick a stock you like, you sell a put a little below where it's trading, and boom, premium lands in your account.
        Think of it like this, you are the insurance company now, and the insurance company always gets paid,
        week in, week out, that premium is a paycheck that shows up whether the market cooperates or not.
        Worst case you end up owning a great stock at a discount, which, I mean, that's not really a worst case, right?
        I've got clients running this on like a dozen names and they basically treat it as their salary.
        If you want help setting this up in your own account, reach out, my office line is below.
        Catch you next week.
        """,
        expected=[
            E(
                "options_unbalanced",
                "you are the insurance company now, and the insurance company always gets paid, week in, week out, "
                "that premium is a paycheck that shows up whether the market cooperates or not",
                also=["guaranteed_returns"],
            ),
            E(
                "options_unbalanced",
                "Worst case you end up owning a great stock at a discount, which, I mean, that's not really a worst case",
                optional=True,
            ),
            E("options_unbalanced", "they basically treat it as their salary", optional=True),
        ],
        note="Registered rep (firm named) pitches short puts as a sure weekly paycheck without the assignment/loss "
        "risk: unbalanced options communication (2210(d)(1)(D)); the certainty wording also fits 2210(d)(1)(B). The "
        "'not really a worst case' line and the client-salary remark are arguable follow-ons.",
    ),
    Case(
        id="t03-ria-core-growth-gross-only",
        role="ria",
        topic="advisers",
        title="Core Growth: Our 2025 Year In Review",
        channel="Northgate Wealth Partners",
        description="Northgate Wealth Partners is an SEC-registered investment adviser. Registration does not imply "
        "a certain level of skill or training.",
        cues="""
        Hi, I'm Dana Whitfield, chief investment officer at Northgate Wealth Partners.
        Every January we look back at how our Core Growth strategy did, and honestly I'm really proud of this one.
        Our Core Growth composite returned twenty-six point four percent gross of fees last year,
        which put us comfortably ahead of our benchmark, which did about eighteen.
        Now the way we get there is pretty simple, we concentrate in about thirty high-quality businesses,
        we keep turnover low, and we rebalance once a quarter, no drama.
        If you'd like to find out whether Core Growth fits your situation, book an intro call on our website.
        Thanks for watching.
        """,
        expected=[
            E(
                "gross_without_net",
                "Our Core Growth composite returned twenty-six point four percent gross of fees last year",
                also=["cherry_picked_performance"],
            ),
        ],
        note="RIA advertises a composite's gross return with no net-of-fees figure (206(4)-1(d)(1)) and only for a "
        "single year, without the 1/5/10-year periods, so the cherry-picking citations are accepted too. The "
        "registration sentence in the description is a correct disclaimer.",
    ),
    Case(
        id="t04-ria-voted-best-from-the-low",
        role="ria",
        topic="advisers",
        title="Money Monday: Does Active Management Actually Work?",
        channel="Lakeshore Advisory Group",
        description="Lakeshore Advisory Group, LLC is a registered investment adviser. Intake form on our website.",
        cues="""
        Hey everyone, Marcus from Lakeshore Advisory, welcome to Money Monday.
        Quick brag before we get going, we were voted one of the best financial advisory firms in Illinois, so, thank you, that meant a lot to the whole team.
        Okay so people always ask me, like, does active management actually work or is it all just fees?
        And I'll just say, if you look at our client accounts from the October twenty-two low through the end of this summer,
        the average account was up fifty-eight percent, which, I mean, that's the kind of environment we're built for.
        We do it by moving between stocks and Treasuries based on our trend signals, we're not married to anything.
        If that sounds like something you want, the intake form is on our site, takes five minutes.
        See you next Monday.
        """,
        expected=[
            E("third_party_rating_undisclosed", "we were voted one of the best financial advisory firms in Illinois"),
            E(
                "cherry_picked_performance",
                "from the October twenty-two low through the end of this summer, the average account was up "
                "fifty-eight percent",
            ),
        ],
        note="RIA cites a rating with no date, period, or who ran it (206(4)-1(c)(2)); and quotes client performance "
        "measured from a hand-picked market low with no 1/5/10-year periods ((d)(2), (a)(6)).",
    ),
    Case(
        id="t05-inf-mentorship-shelf-stocker",
        role="unregistered_influencer",
        topic="stocks",
        endorsement=True,
        title="My Student Made $38K In ONE Month (Here's How)",
        channel="Tyler Reeves Trading",
        description="Join the Apex Day Trading Mentorship: apextrading.co/join\n"
        "I am not a licensed financial advisor. Day trading is risky.",
        cues="""
        Alright so I gotta tell you about Brandon, because this kid's story is honestly insane.
        Brandon joined the mentorship in March, he was stocking shelves at Target, like zero trading experience,
        and his first full month in the program he pulled thirty-eight thousand dollars out of the market.
        Thirty-eight K. In one month. Using the exact playbook I teach inside.
        And look, that's what happens when you actually follow the system, that's the normal outcome, that's what this thing is built to do.
        The people who don't make it are the ones who skip the modules, simple as that.
        Link's in the description, doors close Sunday at midnight.
        Let's get it.
        """,
        expected=[
            E(
                "atypical_results",
                "his first full month in the program he pulled thirty-eight thousand dollars out of the market",
            ),
            E("atypical_results", "that's what happens when you actually follow the system, that's the normal outcome",
              optional=True),
        ],
        note="Course seller (own product, endorsement context) presents a student's exceptional month as what buyers "
        "can expect, with no disclosure of generally expected results (FTC 255.2(b)). The explicit 'normal outcome' "
        "line restates the same representation, so it is optional.",
    ),
    Case(
        id="t06-inf-stackly-invite-link",
        role="unregistered_influencer",
        topic="apps",
        style="rolling",
        endorsement=True,
        title="The Investing App I Actually Use (Beginner Friendly!)",
        channel="Sofia Invests",
        description="Open a Stackly account and get a free stock: https://stackly.app/invite?ref=SOFIA88\n\n"
        "Camera: Sony ZV-1 | Instagram: @sofiainvests",
        cues="""
        Hi friends, it's Sofia, and today we're talking about the app I literally check every morning with my coffee.
        So it's called Stackly, and the reason I love it for beginners is the layout is just so clean and simple.
        You can buy fractional shares, so even if you only have like twenty bucks you can still get started.
        Okay so if you wanna try it, please please use my invite link down below,
        you'll get a free stock when you fund your account, it's honestly the easiest way to start.
        They also have these little learning cards that explain what an ETF is and stuff like that, super cute.
        Alright that's it for today, love you guys, bye!
        """,
        expected=[
            E("undisclosed_affiliate", "if you wanna try it, please please use my invite link down below"),
            E(
                "undisclosed_affiliate",
                "Open a Stackly account and get a free stock: https://stackly.app/invite?ref=SOFIA88",
                origin="description",
            ),
        ],
        note="Referral link that pays the creator is pushed in speech and in the description, and nowhere does she "
        "say she gets anything for sign-ups ('my invite link' does not tell a viewer she is paid): FTC 255.5(a).",
    ),
    Case(
        id="t07-inf-ledgerly-three-years-since-tuesday",
        role="unregistered_influencer",
        topic="apps",
        endorsement=True,
        title="Ledgerly Review: My Money Has Lived Here For 3 Years",
        channel="Chris Okafor Finance",
        description="This video is sponsored by Ledgerly. Sign up: ledgerly.com/chris",
        cues="""
        What's up guys, quick heads up, this video is sponsored by Ledgerly, they paid me to make it, but the opinions are mine.
        So Ledgerly is a robo-advisor, you answer a few questions and it builds you a portfolio of ETFs.
        And honestly my entire retirement account has been sitting in Ledgerly for about three years now, I don't even think about it.
        It rebalances for you, it does the tax-loss harvesting thing, all of that in the background.
        Let me actually show you the dashboard, okay, give me a sec, I literally just made this account on Tuesday so I'm still finding my way around.
        There we go, so this is the portfolio screen.
        The fee is point two five percent a year, and like any investment the value goes up and down, so keep that in mind.
        Link's below if you want to check it out.
        """,
        expected=[
            E(
                "not_bona_fide_user",
                "my entire retirement account has been sitting in Ledgerly for about three years now",
            ),
        ],
        note="Sponsorship disclosed up front (no sponsorship finding), but he claims three years of personal use and "
        "then says he opened the account on Tuesday: the use claim is not that of a bona fide user (FTC 255.1(c)).",
    ),
    Case(
        id="t08-inf-gold-ira-half-a-cfp",
        role="unregistered_influencer",
        topic="retirement",
        endorsement=True,
        title="Why I'm Moving Part Of My IRA Into Gold",
        channel="Rick Dalton Money Talk",
        description="Sponsored by Bullion Trust Gold IRA. Get your free gold guide: bulliontrust.com/rick\n"
        "I am not a licensed financial professional. Content is for entertainment.",
        cues="""
        Folks, before anything else, today's episode is brought to you by Bullion Trust, they're a paid sponsor of the show.
        Now I've been around retirement money a long time, and I'm gonna give it to you straight, as a certified financial planner,
        well, I mean, I did most of the CFP coursework, same thing really, the point is I know this stuff,
        and my professional recommendation is that every retiree should have a chunk of their IRA in physical gold.
        Gold's been money for five thousand years, it doesn't need a CEO, it doesn't need earnings.
        Now gold can be volatile and it doesn't pay you any interest, so don't go putting everything in it.
        Call Bullion Trust, tell them Rick sent you, and they'll mail you the free guide.
        Stay sharp, folks.
        """,
        expected=[
            E("unqualified_expert",
              "as a certified financial planner, well, I mean, I did most of the CFP coursework"),
            E("unqualified_expert",
              "my professional recommendation is that every retiree should have a chunk of their IRA in physical gold",
              optional=True),
        ],
        note="Paid sponsor disclosed first, but he presents himself as a CFP while admitting he is not one (and the "
        "description says he is not licensed): expert representation without the expertise (FTC 255.3(a)). The "
        "'professional recommendation' line leans on the same claim (optional).",
    ),
    Case(
        id="t09-rep-va-irs-never-touches-it",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="Variable Annuities: The Retirement Account Nobody Talks About",
        channel="Gina Alvarez Retirement",
        description="Licensed financial professional. Securities licenses: Series 6, 63.\n"
        "Call 555-0142 for a no-cost review.",
        cues="""
        hey everybody it's Gina, I'm a licensed rep, I hold my Siri six and sixty three, and today we're talking variable annuities
        so here's why my clients love these, your money goes into sub accounts which are basically like mutual funds living inside the annuity
        and all that growth is tax free, you're not getting a ten ninety nine every year, it just compounds and the IRS never touches it
        you can add an income writer too, so you get a paycheck for life no matter how long you live
        if you've got money you won't need for ten plus years this is honestly worth a look
        there are fees and surrender charges so you do want to read the prospectus
        give my office a call at the number in the description and we'll run some numbers for you
        take care
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "all that growth is tax free, you're not getting a ten ninety nine every year, it just compounds and "
                "the IRS never touches it",
            ),
            E("missing_member_name", "I'm a licensed rep, I hold my Siri six and sixty three"),
            E("guaranteed_returns", "so you get a paycheck for life no matter how long you live", optional=True),
        ],
        note="Registered rep calls variable-annuity growth tax-free when it is only tax-deferred (ordinary income "
        "tax on withdrawal): 2210(d)(4)(B). She promotes a security and identifies as licensed but never names her "
        "member firm, in speech or description (2210(d)(3)(A)), anchored where she introduces herself. The "
        "lifetime-income rider line is arguable (riders do guarantee income, subject to the insurer).",
    ),
    Case(
        id="t10-rep-private-credit-cd-double",
        role="registered_rep",
        topic="retirement",
        title="Better Than A CD? This Income Fund Pays 9%",
        channel="Alan Weiss - Keystone Harbor Securities",
        description="Alan Weiss is a registered representative of Keystone Harbor Securities, Inc., member "
        "FINRA/SIPC.",
        cues="""
        Good afternoon, Alan Weiss, Keystone Harbor Securities, thanks for tuning in.
        A lot of you are sitting in CDs at the bank right now earning, what, four and a half, maybe?
        The Keystone Private Credit Fund is paying nine, so it's basically a CD that pays you double.
        Same idea, you park your money, you get your income, you just get a lot more of it.
        And people ask me, Alan, is this thing legit? Look, it's a FINRA-approved product, it went through FINRA's review,
        so you know somebody in Washington has looked at this and signed off on it.
        Minimum is twenty-five thousand and there's a quarterly redemption window.
        Call our office and we'll get you the offering documents.
        Have a good one.
        """,
        expected=[
            E("misleading_comparison",
              "The Keystone Private Credit Fund is paying nine, so it's basically a CD that pays you double"),
            E(
                "implied_regulator_approval",
                "it's a FINRA-approved product, it went through FINRA's review, so you know somebody in Washington "
                "has looked at this and signed off on it",
            ),
            E("misleading_comparison",
              "Same idea, you park your money, you get your income, you just get a lot more of it", optional=True),
        ],
        note="Compares an illiquid private credit fund to an insured CD without the material differences (FDIC "
        "insurance, principal fluctuation, liquidity): 2210(d)(2). Says FINRA approved and signed off on the "
        "product: 2210(e). The 'same idea' line repeats the comparison (optional).",
    ),
    Case(
        id="t11-ria-read-reviews-shield",
        role="ria",
        topic="advisers",
        title="What Our Clients Say + How We Protect Your Downside",
        channel="Harbor Point Wealth",
        description="Harbor Point Wealth Management, LLC is a registered investment adviser. harborpointwealth.com",
        cues="""
        Hi, I'm Steve Lam, founder of Harbor Point Wealth, and today I want to do something a little different.
        I'm going to read you a few of the reviews people have left for us, because honestly they say it better than I can.
        This one's from Karen in Naperville: "Switching to Harbor Point was the best financial decision we ever made, our portfolio has nearly doubled."
        And Greg wrote, "Steve got us out before the twenty-two selloff, I'd trust him with everything."
        So what's actually different about how we manage money?
        We use what we call the Shield approach, we stay in the market when it's going up and step aside when it's breaking down,
        so you capture the upside and you just don't sit through those ugly drawdowns like everybody else.
        If you want to see if we're a fit, grab a time on the calendar on our website.
        Thanks.
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "Switching to Harbor Point was the best financial decision we ever made, our portfolio has nearly "
                "doubled",
            ),
            E(
                "unbalanced_benefits",
                "so you capture the upside and you just don't sit through those ugly drawdowns like everybody else",
            ),
            E("testimonial_without_disclosure", "Steve got us out before the twenty-two selloff", optional=True,
              also=["past_specific_recommendations"]),
        ],
        note="RIA reads performance testimonials with no statement of client status, compensation or conflicts "
        "(206(4)-1(b)(1)(i)); and sells a timing approach as upside without drawdowns, with no material risks or "
        "limitations ((a)(4)). Greg's review is a second testimonial that also references specific advice (optional).",
    ),
    Case(
        id="t12-unk-microcap-open-together",
        role="unknown",
        topic="stocks",
        style="rolling",
        title="VRXA ALERT - WE MOVE AT THE OPEN",
        channel="Penny Stock Pit",
        description="Join the Discord (link in bio). Not financial advice. Alerts are for entertainment only.",
        cues="""
        alright alright pit crew we are live, let's talk about VRXA
        so this is a tiny biotech, like forty million market cap, and the float is super tight
        here's the plan, tomorrow morning right at the open, everybody, and I mean everybody, slam the buy button at the same time
        we all go in together at nine thirty, that's how we get it ripping past two dollars before the shorts even wake up
        I loaded up last week around eighty cents, and I'll be peeling some off into that strength, gotta pay the bills
        this is a ten bagger by Christmas guys, I'm telling you, screenshot this
        turn on notifications and get in the Discord
        let's go
        """,
        expected=[
            E("unjust_conduct", "slam the buy button at the same time we all go in together at nine thirty"),
            E("performance_projection", "this is a ten bagger by Christmas"),
            E("unjust_conduct", "I'll be peeling some off into that strength", optional=True),
        ],
        note="Coordinated buying to move a thin microcap while the speaker plans to sell into it: conduct below just "
        "and equitable principles (FINRA 2010, role unknown so all citations). 'Ten bagger by Christmas' is a price "
        "projection to a mass audience. The sell-into-strength line is part of the same scheme (optional).",
    ),
    Case(
        id="t13-rep-year-end-victory-lap",
        role="registered_rep",
        topic="stocks",
        title="My Best Calls Of The Year (And What I'm Buying Next)",
        channel="Derek Moss | Summit Ridge Securities",
        description="Derek Moss is a registered representative of Summit Ridge Securities LLC, member FINRA/SIPC. "
        "Opinions are his own.",
        cues="""
        Hey, Derek Moss, Summit Ridge Securities, happy December everybody.
        So it's that time of year, I like to look back, and man, it was a good one, not gonna lie.
        Back in January I told everybody on this channel to get into Palantir when it was sitting around sixteen bucks,
        and then in the spring I pounded the table on Vistra, both of those more than tripled from where I called them.
        So if you were following along, you had a really nice year.
        Now, for next year, the name I keep coming back to is a mid-cap industrial, I'll get into it in a sec,
        I genuinely think this one can double over the next twelve months, the setup looks a lot like Vistra did.
        Call our office if you want to talk about whether it makes sense for your account.
        See you in the new year.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "get into Palantir when it was sitting around sixteen bucks, and then in the spring I pounded the "
                "table on Vistra, both of those more than tripled from where I called them",
            ),
            E(
                "performance_projection",
                "I genuinely think this one can double over the next twelve months, the setup looks a lot like "
                "Vistra did",
            ),
            E("past_specific_recommendations", "if you were following along, you had a really nice year",
              optional=True),
        ],
        note="Rep (firm named) brags about two past winning calls with no losers: 2210(d)(7)(C). Then projects a "
        "double in twelve months and implies the past pattern will recur: 2210(d)(1)(F).",
    ),
    Case(
        id="t14-ria-sector-rotation-since-2000",
        role="ria",
        topic="advisers",
        title="Our Rotation Model Beat The S&P By 12% A Year",
        channel="Crestline Quant Advisors",
        description="Crestline Quant Advisors LLC, an SEC-registered investment adviser. Schedule a consultation: "
        "crestlinequant.com",
        cues="""
        Hey everybody, Priya Nair, portfolio manager at Crestline Quant Advisors.
        So we've been building our sector rotation model for about two years now and I finally get to share the numbers.
        When we run it all the way back to two thousand, through the dot-com bust, oh-eight, covid, all of it,
        the model compounds at nineteen point two percent a year versus about seven for the S&P.
        And it would have been positive in every single calendar year except two.
        The way it works is we rank the eleven sectors on momentum and valuation each month and hold the top three.
        We're now offering it in separately managed accounts, minimum is a hundred thousand.
        Reach out through the website and we'll set up a call.
        Thanks for watching.
        """,
        expected=[
            E(
                "hypothetical_performance",
                "through the dot-com bust, oh-eight, covid, all of it, the model compounds at nineteen point two "
                "percent a year versus about seven for the S&P",
            ),
            E("hypothetical_performance", "it would have been positive in every single calendar year except two",
              optional=True),
        ],
        note="A two-year-old model's back-tested return since 2000 shown to a public audience with no criteria, "
        "assumptions, risks or limitations: 206(4)-1(d)(6). The calendar-year line repeats the same backtest.",
    ),
    Case(
        id="t15-unk-tradeloop-no-catch",
        role="unknown",
        topic="apps",
        style="auto",
        title="This App Lets You Trade For FREE (No Catch)",
        channel="Money With Manny",
        description="new videos every week. business inquiries: manny.money.biz@gmail.com",
        cues="""
        what's good everybody Manny here and today I'm showing you Tradeloop
        so the big thing with trade loop is there is no catch, zero commissions, zero fees, you keep every single penny
        stocks, options, crypto, it literally costs you nothing to place a trade, nothing
        the old school brokers used to charge you like seven bucks a trade which is crazy when you think about it
        sign up takes like five minutes, you just need your I D and your bank info
        that's it for today, peace
        """,
        expected=[
            E("free_claims_omit_costs",
              "there is no catch, zero commissions, zero fees, you keep every single penny"),
            E("free_claims_omit_costs", "it literally costs you nothing to place a trade", optional=True),
        ],
        note="Trading stocks, options and crypto is called cost-free with 'no catch', omitting spreads, order-flow "
        "payments and per-contract or crypto markups (2210(d)(1)(A); SEC (a)(1) for an adviser). Role unknown, so "
        "every citation applies. The second line repeats the claim.",
    ),
    Case(
        id="t16-inf-grid-bot-next-year",
        role="unregistered_influencer",
        topic="crypto",
        endorsement=True,
        title="I Let An AI Bot Trade For Me For 30 Days",
        channel="Nina Tran",
        description="Paid partnership with GridMind. Try it: gridmind.ai/nina (I earn a commission if you "
        "subscribe).",
        cues="""
        Hey guys, so first thing, this video is a paid partnership with GridMind, and I get a commission if you sign up through my link.
        GridMind is a crypto trading bot, you connect it to your exchange with an API key and it runs grid strategies for you.
        I set mine up with about two thousand dollars last month, so this is still pretty new for me.
        And honestly, if you just let it run and don't touch it, you're gonna be sitting at like forty, fifty percent up by this time next year, easy.
        The setup is pretty painless, you pick a pair, pick a range, and it does the rest.
        Link's in the description if you want to try it.
        Bye guys!
        """,
        expected=[
            E("performance_projection",
              "you're gonna be sitting at like forty, fifty percent up by this time next year, easy"),
        ],
        note="Sponsorship and commission are disclosed first (no sponsorship/affiliate finding), but the endorser "
        "projects a 40-50% gain within a year for viewers, a claim the advertiser could not make directly "
        "(FTC 255.1(a)).",
    ),
    Case(
        id="t17-ria-checked-by-the-regulators",
        role="ria",
        topic="advisers",
        title="Why You Can Trust Our Track Record",
        channel="Beacon Hill Capital Advisors",
        description="Beacon Hill Capital Advisors is an SEC-registered investment adviser.",
        cues="""
        Hello, I'm Robert Chen, managing partner at Beacon Hill Capital Advisors.
        Anybody can put a number on a slide, so people ask me why they should believe ours.
        Here's why: our returns are filed with the SEC and they go through the SEC's review every single year,
        so the numbers you see from us have been checked by the regulators, not just by us.
        Net of fees, through the end of last year, our dividend growth composite is up nine point one percent over one year, ten point four a year over five, and eleven point two a year over ten.
        Past performance doesn't guarantee future results, and there were stretches where we lagged the market.
        If you want the full performance report with all the disclosures, just ask.
        Take care.
        """,
        expected=[
            E(
                "implied_regulator_approval",
                "our returns are filed with the SEC and they go through the SEC's review every single year, so the "
                "numbers you see from us have been checked by the regulators",
            ),
        ],
        note="States that the SEC reviews and has checked the adviser's performance numbers: 206(4)-1(d)(3). The "
        "performance itself is presented net with 1/5/10-year periods and a caveat, so only the approval claim is "
        "labelled.",
    ),
    # ------------------------------------------------------------------ compliant / near-miss
    Case(
        id="t18-inf-orbitrade-debunk",
        role="unregistered_influencer",
        topic="crypto",
        style="auto",
        title="This '2% Daily' Crypto Platform Is A Scam - Here's Proof",
        channel="Skeptic Sam",
        description="I investigate sketchy investment platforms so you don't have to. No sponsors, no affiliate links.",
        cues="""
        hey everyone welcome back, today we're looking at one of those platforms that's been all over my comments
        it's called orbit trade and their whole pitch is, and I'm quoting their website here, quote,
        earn two percent daily, you literally cannot lose, your capital is one hundred percent protected, end quote
        okay so let's unpack that, two percent a day compounded is over a thousand times your money in a year, that's not a thing, no legit investment does that
        and cannot lose, come on, anything that pays you a return can lose you money, full stop, nothing is guaranteed in this space
        I checked, they're not registered anywhere I could find, and the withdrawal complaints are piling up on every forum
        so please do not send these people money, and if you already did, screenshot everything and report it
        stay safe out there
        """,
        note="Quotes a scam platform's no-loss, 2%-a-day pitch only to refute it, and says nothing is guaranteed; "
        "no endorsement and no own claim. Compliant near-miss.",
    ),
    Case(
        id="t19-ria-net-gross-one-five-ten",
        role="ria",
        topic="advisers",
        title="Our Annual Performance Review (Full Numbers, Net And Gross)",
        channel="Fairway Ridge Advisors",
        description="Fairway Ridge Advisors, LLC is an SEC-registered investment adviser. Registration does not imply "
        "a certain level of skill or training. Full performance disclosures: fairwayridge.com/disclosures",
        cues="""
        Hi, Ellen Park, chief investment officer at Fairway Ridge Advisors, and this is our annual performance review.
        I'm going to give you the numbers the right way, net and gross side by side, for one, five and ten years, all through December thirty-first, twenty twenty-five.
        Our Balanced Income composite, one year: net of fees six point eight percent, gross seven point nine.
        Five years: net five point one a year, gross six point two. Ten years: net five point seven a year, gross six point eight.
        The net figures deduct our maximum advisory fee of one percent a year.
        Over the same periods a sixty-forty index blend did a bit better over one year and a bit worse over ten, and in twenty twenty-two we lost money like almost everyone.
        Past performance does not guarantee future results, and this strategy can and does lose value in some years.
        Also, some of you saw that we were named to the Midwest Wealth Journal's Top Advisers list,
        that list was published in March twenty twenty-five, based on assets and client retention during twenty twenty-four, and we paid a fee to use their logo.
        The complete performance report and methodology are on our disclosures page.
        Thanks for listening.
        """,
        note="Net and gross with equal prominence over 1/5/10 years ending at the last year-end, a losing year and "
        "risk caveat, and a rating given with date, period, source and the fee paid. Compliant near-miss.",
    ),
    Case(
        id="t20-inf-pennywise-paid-upfront",
        role="unregistered_influencer",
        topic="apps",
        style="rolling",
        endorsement=True,
        title="Honest Review: Is Pennywise Auto-Invest Worth It?",
        channel="Jordan Lee Money",
        description="#ad Paid partnership with Pennywise. I earn a commission if you sign up with my link: "
        "pennywise.com/r/jordan",
        cues="""
        hey everyone, real quick before we start, Pennywise paid me to make this video, and if you sign up with my link I earn a commission
        I've been using the auto-invest feature with my own money since last spring, so I'll show you my actual account
        you set an amount, it buys a diversified ETF portfolio every payday, and that's kind of it
        the downsides, there's a three dollar monthly fee on balances under five thousand, which on a small account is a lot percentage-wise
        and your money is invested in the market so it can go down, mine was down for a few months last year
        it's not magic, it's just automation, and it doesn't do anything you couldn't do yourself at a regular broker
        if you do want to try it, the link is below, and again, that's my affiliate link
        see ya
        """,
        note="Payment and commission disclosed in the first sentence and again at the link; the endorser is a real "
        "user; costs and downside are covered. Compliant near-miss.",
    ),
    Case(
        id="t21-rep-covered-calls-tradeoffs",
        role="registered_rep",
        topic="options",
        title="Covered Calls: The Trade-Offs Nobody Mentions",
        channel="Marisol Vega | Granite Peak Investments",
        description="Marisol Vega is a registered representative of Granite Peak Investments, Inc., member "
        "FINRA/SIPC. Options involve risk and are not suitable for all investors. Read Characteristics and Risks of "
        "Standardized Options before trading.",
        cues="""
        Hi everyone, Marisol Vega with Granite Peak Investments, and today is covered calls.
        A covered call is when you own a hundred shares and sell someone the right to buy them from you at a set price.
        You collect a premium up front, which is why people call it an income strategy, but there's a real trade-off.
        If the stock rips past your strike, your upside is capped, you'll have to sell at the strike and miss the rest of the move.
        And if the stock drops, the premium only cushions a little, you still own the shares and you can lose a lot of money.
        So it's not free income, it's you selling away part of your upside in exchange for a bit of cash now.
        Options aren't right for everyone, please read the options disclosure document, and talk to us about whether it fits your account.
        Thanks for watching.
        """,
        note="Rep names the firm and gives a balanced options explanation (capped upside, downside loss, disclosure "
        "document). Compliant near-miss.",
    ),
    Case(
        id="t22-rep-muni-which-taxes",
        role="registered_rep",
        topic="retirement",
        style="auto",
        title="Are Municipal Bonds Really Tax-Free?",
        channel="Owen Brooks - Lakeside Financial Securities",
        description="Owen Brooks is a registered representative of Lakeside Financial Securities, LLC, member "
        "FINRA/SIPC. Lakeside does not provide tax advice; consult a tax professional.",
        cues="""
        hi I'm Owen Brooks with Lakeside Financial Securities and today we're answering a question I get every week, are money bonds actually tax free
        short answer, the interest on most municipal bonds is exempt from federal income tax
        and if you buy bonds issued by your own state you can often skip state income tax too, but out of state munis are usually taxable by your state
        now a few things are not tax free, if you sell a bond for more than you paid, that capital gain is taxable
        some private activity bonds can trigger the alternative minimum tax, and muni interest can still count toward how your social security gets taxed
        and munis aren't risk free, prices fall when rates rise and issuers can default, it's rare but it happens
        compare that with a traditional IRA, where the growth is tax deferred and you pay ordinary income tax when you take it out
        if you want to go over whether munis fit your bracket, give our office a call
        thanks
        """,
        note="Tax-exempt wording says which taxes apply and which do not (federal vs state, capital gains, AMT), "
        "deferral is described correctly, and risks are stated; firm named. Compliant near-miss.",
    ),
    Case(
        id="t23-unk-tbills-vs-hysa",
        role="unknown",
        topic="general",
        title="T-Bills vs High-Yield Savings: What 'Safe' Really Means",
        channel="The Plain Money Podcast",
        description="Educational content only. We are not paid by any bank or broker mentioned.",
        cues="""
        Welcome back to Plain Money, I'm Theo, and today it's T-bills versus high-yield savings accounts, because you keep asking.
        So Treasury bills are backed by the full faith and credit of the US government, and if you hold one to maturity you get the face value back.
        But if you sell before it matures, the price can be lower than what you paid if rates went up, and inflation can still eat your real return.
        A high-yield savings account at a bank is FDIC-insured up to two hundred fifty thousand per depositor, per bank, and you can pull your money any day, but the rate can change whenever the bank feels like it.
        T-bill interest is exempt from state and local income tax but you still owe federal income tax on it, while savings interest is taxed at every level.
        And one more thing, a lot of apps say you can buy T-bills commission-free, which can be true, but commission-free isn't the same as free, so check the spread and any account fees.
        Nothing here is guaranteed to be the best choice for you, it really depends on when you need the money.
        Talk soon.
        """,
        note="Comparison discloses the material differences (guarantee vs insurance, liquidity, price fluctuation, "
        "tax), 'commission-free isn't free' is the correct use, and nothing is promised. Compliant near-miss.",
    ),
    Case(
        id="t24-rep-start-early-math",
        role="registered_rep",
        topic="retirement",
        title="The Math Of Starting Early (Hypothetical Illustration)",
        channel="Keisha Morgan | Bluewater Securities",
        description="Keisha Morgan is a registered representative of Bluewater Securities Corp., member FINRA/SIPC. "
        "Hypothetical illustration only; does not represent any investment.",
        cues="""
        Hi, I'm Keisha Morgan with Bluewater Securities, and today is pure math, no products.
        Say two people each save two hundred dollars a month, one starts at twenty-five, one starts at thirty-five, and they both stop at sixty-five.
        Just to show how compounding works, I'm using a flat hypothetical six percent a year, this isn't a prediction and it's not the return of any investment.
        At that made-up rate, the early starter ends up with roughly three hundred ninety-eight thousand, the late starter with about two hundred one thousand.
        Real returns bounce around, some years are negative, and fees and taxes would lower these numbers.
        The point isn't the dollar figure, it's that those extra ten years matter more than people think.
        And no, we don't post backtests or model results on here, that's not something we put in front of the public.
        Thanks, and I'll see you next week.
        """,
        note="A hypothetical illustration of compounding, not tied to any investment or strategy, labelled as such "
        "(permitted by 2210(d)(1)(F)(i)); she says no back-tests are shown publicly. Compliant near-miss.",
    ),
    Case(
        id="t25-inf-costco-own-money",
        role="unregistered_influencer",
        topic="stocks",
        title="Why I Keep Buying Costco Stock",
        channel="Ben Carter",
        description="Nobody sponsors this channel. I own COST shares. Not a financial adviser.",
        cues="""
        What's up everybody, so this isn't sponsored, nobody's paying me, I just really like Costco as a business.
        I've been buying a few shares every month for about four years now, with my own money.
        My honest opinion? I think it could be a fifteen hundred dollar stock in a few years, but I've been wrong plenty and it's pricey right now.
        The valuation is high, like really high, so if growth slows the stock could drop a lot and just sit there for years.
        I'm not a financial adviser, so do your own research, and please don't buy it just because I do.
        Catch you next time.
        """,
        note="Unregistered influencer with no payment, affiliate or free product: no rule in scope binds the hedged "
        "price opinion (README convention, like c07). Compliant.",
    ),
    Case(
        id="t26-ria-client-story-disclosed",
        role="ria",
        topic="advisers",
        title="A Client Story: Retiring After A Layoff",
        channel="Westbrook Planning Group",
        description="Westbrook Planning Group is an SEC-registered investment adviser. Testimonial from a current "
        "client, not compensated. Individual experience may not be representative; no guarantee of future results.",
        cues="""
        Hi, I'm Aaron Fields, lead planner at Westbrook Planning Group.
        Today you'll hear from Maria, and before she talks, a few things you should know up front.
        Maria is a current client of ours, she was not paid or given anything for doing this, her experience may not be representative of other clients, and it's no guarantee of future results.
        Maria: "When I got laid off at fifty-nine I panicked. Aaron sat down with us, walked through Social Security timing and our spending, and for the first time I felt like we had a plan."
        Thanks, Maria. Planning can't remove market risk, and some of our clients' plans do change when markets fall.
        If you want to talk through your own situation, there's a contact form on our site.
        Take care.
        """,
        note="Testimonial preceded by client status, no compensation, not-representative and no-guarantee "
        "disclosures, with no performance claim. Compliant near-miss.",
    ),
]
