"""SEALED held-out audit cases (evals/audit_cases/sealed/): written 2026-11-30 ~00:05 UTC and kept OUT of the repo (in /tmp)
until the final eval run, so no engine tuning could have seen them. Same conventions as the dev set (README.md).
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="s01-rep-reit-no-way-down",
        role="registered_rep",
        topic="retirement",
        title="8% Income From Real Estate (Safer Than Stocks)",
        channel="Pacific Crest Securities | Howard Lin",
        description="Howard Lin is a registered representative of Pacific Crest Securities, member FINRA/SIPC.",
        cues="""
        Hey folks, Howard Lin, Pacific Crest Securities.
        Today it's our non-traded REIT, which pays about eight percent a year in distributions.
        And the principal is totally safe, there's no way it goes down like the stock market does.
        A lot of my clients use it instead of bonds.
        Give me a ring and I'll send you the prospectus.
        """,
        expected=[E("guaranteed_returns", "the principal is totally safe, there's no way it goes down")],
    ),
    Case(
        id="s02-ria-three-year-average",
        role="ria",
        topic="advisers",
        title="What Our Clients Earned Over the Last 3 Years",
        channel="Greystone Private Wealth",
        description="Greystone Private Wealth is an SEC-registered investment adviser.",
        cues="""
        Good morning, I'm Alicia Ford, a partner at Greystone Private Wealth.
        I'm often asked what kind of returns our clients see.
        Over the past three years our client portfolios averaged fourteen percent a year after fees.
        We build every portfolio around your goals, and we meet with you every quarter.
        If you'd like a second opinion on your investments, give us a call.
        """,
        expected=[
            E("cherry_picked_performance",
              "Over the past three years our client portfolios averaged fourteen percent a year after fees."),
        ],
        note="Performance without the 1-, 5- and 10-year periods (SEC 206(4)-1(d)(2)).",
    ),
    Case(
        id="s03-influencer-free-membership-late",
        role="unregistered_influencer",
        topic="stocks",
        title="The Stock Research Tool I Can't Live Without",
        channel="Value Vince",
        description="StockScope Pro: stockscope.example/vince",
        endorsement=True,
        cues="""
        What's up everybody, Vince here.
        If you're serious about picking stocks, you need StockScope Pro, it's the best research tool out there.
        The screener alone saves me hours every week.
        Head to stockscope dot example slash vince and grab the annual plan.
        It's got earnings estimates, insider buying alerts, all of it.
        Oh, and full transparency, StockScope gave me a free lifetime membership.
        Alright, catch you next week.
        """,
        expected=[
            E("undisclosed_sponsorship", "Head to stockscope dot example slash vince and grab the annual plan."),
            E("undisclosed_sponsorship",
              "If you're serious about picking stocks, you need StockScope Pro, it's the best research tool out there.",
              optional=True),
            E("undisclosed_sponsorship", "StockScope Pro: stockscope.example/vince", origin="description"),
        ],
        note="Free product (a material connection) disclosed only after the pitch.",
    ),
    Case(
        id="s04-unknown-forex-signals-code",
        role="unknown",
        topic="general",
        title="$2K to $60K in 6 Weeks (Forex Signals)",
        channel="Pips with Marco",
        description="Join the signal group: signals.example",
        endorsement=True,
        cues="""
        Yo, Marco here.
        Six weeks ago I joined the Alpha Pips signal group with two thousand dollars,
        and today my account is at sixty thousand, and you will get the same if you copy the signals.
        Use my code MARCO30 when you join to get thirty percent off the first month.
        The signals come in on Telegram, you just copy them into your broker.
        """,
        expected=[
            E("atypical_results", "and you will get the same if you copy the signals."),
            E("undisclosed_affiliate", "Use my code MARCO30 when you join to get thirty percent off the first month."),
        ],
    ),
    Case(
        id="s05-rep-finra-approved-fund",
        role="registered_rep",
        topic="retirement",
        title="A Safe Fund for Nervous Investors",
        channel="Redwood Valley Securities | Pam Cho",
        description="Pam Cho is a registered representative of Redwood Valley Securities, member FINRA/SIPC.",
        cues="""
        Hi everyone, Pam Cho with Redwood Valley Securities.
        If market swings make you nervous, I want to tell you about our Stable Value Fund.
        FINRA has approved this fund, so you know it's safe.
        It's designed for people who are close to retirement.
        Give our office a call to learn more.
        """,
        expected=[E("implied_regulator_approval", "FINRA has approved this fund, so you know it's safe.")],
    ),
    Case(
        id="s06-ria-five-star-rating",
        role="ria",
        topic="advisers",
        title="Why We're a Five-Star Firm",
        channel="Aspen Ridge Advisors",
        description="Aspen Ridge Advisors is a registered investment adviser.",
        cues="""
        Hi, Derek Shaw from Aspen Ridge Advisors.
        We're proud that our flagship fund carries a five-star rating.
        That rating reflects the discipline we bring to every client portfolio.
        If you're looking for an adviser, we'd love to meet you.
        """,
        expected=[E("third_party_rating_undisclosed", "our flagship fund carries a five-star rating.")],
        note="No date, period or rater named.",
    ),
    Case(
        id="s07-ria-before-fees-small-cap",
        role="ria",
        topic="advisers",
        title="Small Caps Had a Great Year (So Did We)",
        channel="Tidewater Capital Management",
        description="Tidewater Capital Management is an SEC-registered investment adviser.",
        cues="""
        Hi, Grace Nolan, portfolio manager at Tidewater Capital Management.
        Before fees, our small cap strategy made twenty four percent last year.
        We focus on profitable companies that the big funds overlook.
        If you want to talk about adding small caps to your plan, reach out.
        """,
        expected=[E("gross_without_net", "Before fees, our small cap strategy made twenty four percent last year.")],
    ),
    Case(
        id="s08-rep-doubles-by-christmas",
        role="registered_rep",
        topic="stocks",
        title="This Stock Doubles by Christmas",
        channel="Tony Russo | Atlas Brokerage",
        description="Tony Russo, registered representative, Atlas Brokerage LLC, member FINRA/SIPC.",
        cues="""
        Tony Russo, Atlas Brokerage, let's go.
        I've been in this business twenty years, and I'm telling you, Helix Robotics doubles by Christmas.
        The contracts they just signed are massive.
        If you want in, my office number is on the screen.
        """,
        expected=[E("performance_projection", "Helix Robotics doubles by Christmas.")],
    ),
    Case(
        id="s09-rep-costco-at-300",
        role="registered_rep",
        topic="stocks",
        title="Told You So: Costco Edition",
        channel="Brian Osei | Keystone Securities",
        description="Brian Osei is a registered representative with Keystone Securities, member FINRA/SIPC.",
        cues="""
        Brian Osei here, Keystone Securities.
        Remember when I told you all to grab Costco at three hundred? Look at it now.
        That's the kind of call you get when you work with me.
        Open an account with us and you'll get my picks every month.
        """,
        expected=[E("past_specific_recommendations", "Remember when I told you all to grab Costco at three hundred? Look at it now.")],
    ),
    Case(
        id="s10-influencer-goldman-intern",
        role="unregistered_influencer",
        topic="apps",
        title="Ex-Goldman Trader Reviews TradeNest",
        channel="Wall Street Will",
        description="Sponsored by TradeNest. tradenest.example/will",
        endorsement=True,
        cues="""
        This video is sponsored by TradeNest.
        As a former Goldman Sachs trader, I can tell you TradeNest's execution is as good as anything on Wall Street.
        Well, technically I was a summer intern there in college, but I sat on the trading floor.
        The app has real-time quotes and the charting is solid.
        Investing involves risk, so start small.
        """,
        expected=[E("unqualified_expert", "As a former Goldman Sachs trader,")],
    ),
    Case(
        id="s11-rep-annuity-never-taxed",
        role="registered_rep",
        topic="retirement",
        title="The Beauty of Annuities",
        channel="Lighthouse Financial | Rosa Diaz",
        description="Rosa Diaz is a registered representative of Lighthouse Securities, member FINRA/SIPC.",
        cues="""
        Hi, Rosa Diaz, Lighthouse Securities.
        Here's what people love about a deferred annuity.
        The money you make inside it is never taxed, that's the beauty of it.
        You pick your investment options and let it grow for retirement.
        Call me and we'll run the numbers together.
        """,
        expected=[E("tax_free_mischaracterized", "The money you make inside it is never taxed, that's the beauty of it.")],
    ),
    Case(
        id="s12-unknown-zero-day-cheat-code",
        role="unknown",
        topic="options",
        title="0DTE Calls: My $100 to $1,000 Friday Routine",
        channel="Flash Trades",
        description="Not financial advice lol",
        style="auto",
        cues="""
        alright so every friday i buy zero day calls on the spy
        and that's how i turn a hundred bucks into a thousand every single week
        it's basically a cheat code for the market
        you just need to catch the morning move
        open an options account and try it this friday
        """,
        expected=[
            E("options_unbalanced", "that's how i turn a hundred bucks into a thousand every single week"),
            E("options_unbalanced", "it's basically a cheat code for the market", optional=True),
        ],
    ),
    Case(
        id="s13-ria-cd-comparison",
        role="ria",
        topic="advisers",
        title="Better Than a CD",
        channel="Harborline Advisors",
        description="Harborline Advisors is an SEC-registered investment adviser.",
        cues="""
        Hi, James Wu from Harborline Advisors.
        Compared with a bank CD, our Income Plus portfolio pays twice as much with the same safety.
        It holds corporate bonds and preferred stocks chosen by our team.
        If you have CDs coming due, talk to us first.
        """,
        expected=[
            E("misleading_comparison",
              "Compared with a bank CD, our Income Plus portfolio pays twice as much with the same safety."),
        ],
    ),
    # ---------------------------------------------------------------- sealed compliant / near-miss
    Case(
        id="sc01-rep-bond-fund-vs-savings-done-right",
        role="registered_rep",
        topic="retirement",
        title="Bond Funds vs Savings Accounts: The Real Differences",
        channel="Evergreen Securities | Lucy Grant",
        description="Lucy Grant is a registered representative of Evergreen Securities LLC, member FINRA/SIPC.",
        cues="""
        Hi, Lucy Grant with Evergreen Securities, member FINRA and SIPC.
        A bond fund can pay more than a savings account, but they are very different things.
        Your savings account is FDIC insured, a bond fund is not, and its price goes down when rates go up.
        A bond fund also has an expense ratio and no fixed maturity.
        So keep your emergency money in savings, and think of a bond fund as an investment that can lose value.
        """,
    ),
    Case(
        id="sc02-influencer-sponsor-disclosed-twice",
        role="unregistered_influencer",
        topic="apps",
        title="Sponsored Review: Is Robinhood Gold Worth It?",
        channel="Nina Invests",
        description="Paid partnership with Robinhood. This video is sponsored.",
        endorsement=True,
        cues="""
        Hey guys, this video is a paid partnership with Robinhood, so keep that in mind.
        Gold costs five dollars a month and gives you a higher rate on uninvested cash.
        Whether that's worth it depends on how much cash you keep in the account.
        Margin is also available with Gold, and margin can magnify your losses.
        Again, Robinhood paid for this video, and you should compare other brokers too.
        """,
    ),
    Case(
        id="sc03-ria-registration-disclaimer",
        role="ria",
        topic="advisers",
        title="Who We Are",
        channel="Pinecone Advisory",
        description="Pinecone Advisory LLC is a registered investment adviser.",
        cues="""
        Hi, I'm Ruth Adams, founder of Pinecone Advisory.
        We're a registered investment adviser, and registration with the SEC does not imply a certain level of skill
        or training, and it doesn't mean the SEC has approved us.
        We charge a flat annual fee for planning and don't sell any products.
        Our Form ADV is on our website if you'd like to read it.
        """,
    ),
    Case(
        id="sc04-unknown-coin-guarantee-is-a-lie",
        role="unknown",
        topic="crypto",
        title="Stop Believing 10x Promises",
        channel="Crypto Sanity",
        description="Education only.",
        cues="""
        Anyone who tells you a coin is guaranteed to ten x is lying to you.
        Nobody knows the future price of anything, least of all a token that launched last week.
        Most small coins go to zero, and that's just the reality.
        If you do speculate, only use money you can afford to lose completely.
        """,
    ),
    Case(
        id="sc05-rep-cant-predict",
        role="registered_rep",
        topic="stocks",
        title="Where Is the Market Going in 2027?",
        channel="Bluewater Securities | Hannah Cole",
        description="Hannah Cole is a registered representative of Bluewater Securities LLC, member FINRA/SIPC.",
        cues="""
        Hi, Hannah Cole, Bluewater Securities, member FINRA and SIPC.
        Everybody wants to know where the market is going next year, and the honest answer is nobody knows.
        I can't predict it, and I'd be suspicious of anyone who says they can.
        What we can control is diversification, costs, and how much risk you take.
        """,
    ),
    Case(
        id="sc06-influencer-own-returns-unsponsored",
        role="unregistered_influencer",
        topic="stocks",
        title="My 2026 Portfolio Results (the good and the bad)",
        channel="DIY Dividend Dan",
        description="No sponsors. Just sharing my own account.",
        cues="""
        So my portfolio was up forty percent this year, which honestly was mostly luck and a great market.
        The year before, I was down thirty percent, so please don't expect this every year.
        Nobody pays me for these videos and I don't sell anything.
        I'll keep posting the bad years too.
        """,
        note="Out of scope: unregistered influencer, no endorsement context; also balanced.",
    ),
]
