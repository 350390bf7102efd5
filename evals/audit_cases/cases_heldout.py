"""HELD-OUT audit cases (evals/audit_cases/heldout/): written 2026-11-29 before any engine tuning on the dev set.

Never tune the engine on these: they exist to check that dev-set scores generalise. Same conventions as the dev set
(README.md), fresh wording, topics and speakers.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="h01-rep-buffered-note-cant-lose",
        role="registered_rep",
        topic="retirement",
        title="The Note That Pays 11% With Zero Downside",
        channel="Summit Street Securities | Gina Russo",
        description="Gina Russo is a registered representative of Summit Street Securities, member FINRA/SIPC.",
        cues="""
        Hi, I'm Gina Russo with Summit Street Securities, and today's product is one I'm really excited about.
        It's a buffered note linked to the Nasdaq, and it pays an eleven percent coupon.
        You literally can't lose a dime on this one,
        the worst case is you get your money back plus the coupon.
        I've been putting a lot of my retirees into it this quarter.
        Minimum is ten thousand, and it runs for three years.
        Call my office and we'll get you the offering documents.
        """,
        expected=[
            E("guaranteed_returns", "You literally can't lose a dime on this one, the worst case is you get your money back"),
        ],
    ),
    Case(
        id="h02-ria-doubles-in-six-years",
        role="ria",
        topic="advisers",
        title="How Our Dividend Portfolio Doubles Your Money",
        channel="Crescent Bay Advisors",
        description="Crescent Bay Advisors is an SEC-registered investment adviser.",
        cues="""
        Hello everyone, Martin Hale here, lead portfolio manager at Crescent Bay Advisors.
        Our Dividend Growth portfolio is built on companies that raise their payouts every single year.
        Based on where we are today, this portfolio will double your money in about six years.
        And the income you get from it grows every year on top of that.
        We charge zero point nine percent a year, and there's no minimum for new clients this month.
        Reach out through our website to get started.
        """,
        expected=[
            E("performance_projection", "this portfolio will double your money in about six years."),
            E("unbalanced_benefits", "And the income you get from it grows every year on top of that.", optional=True),
        ],
    ),
    Case(
        id="h03-influencer-card-paid-partnership-late",
        role="unregistered_influencer",
        topic="crypto",
        title="the crypto card that changed my life",
        channel="Ella Spends Smart",
        description="Get the NovaCard: nova.example/ref/ella",
        endorsement=True,
        style="auto",
        cues="""
        hey guys it's Ella and today we're talking about my favorite card
        it's the NovaCard and you get crypto back on everything you buy
        I got four percent back on my groceries last month which is kind of insane
        so sign up using my link in the description and you'll get a bonus too
        it takes like three minutes and the card comes in the mail in a week
        the app is really clean and you can see your rewards grow in real time
        okay that's it oh and this is a paid partnership with NovaCard
        bye guys
        """,
        expected=[
            E("undisclosed_sponsorship", "so sign up using my link in the description and you'll get a bonus too"),
            E("undisclosed_sponsorship", "Get the NovaCard: nova.example/ref/ella", origin="description"),
            E("undisclosed_sponsorship", "it's the NovaCard and you get crypto back on everything you buy",
              optional=True),
        ],
        note="Paid partnership disclosed only at the end; nothing in the description.",
    ),
    Case(
        id="h04-ria-client-quote-and-gross",
        role="ria",
        topic="advisers",
        title="A Message From One of Our Clients",
        channel="Ironwood Capital Advisors",
        description="Ironwood Capital Advisors LLC, an SEC-registered investment adviser.",
        cues="""
        Hi, Rebecca Shaw, founder of Ironwood Capital Advisors.
        I want to read you something one of our clients, Tom, sent us last week.
        He wrote, hiring Ironwood was the best decision I ever made, they doubled my retirement account.
        That means the world to us.
        And Tom's not alone, our core strategy returned eighteen percent before fees last year.
        If you'd like to talk about your own retirement, book a time on our website.
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "hiring Ironwood was the best decision I ever made, they doubled my retirement account.",
            ),
            E("gross_without_net", "our core strategy returned eighteen percent before fees last year."),
        ],
    ),
    Case(
        id="h05-rep-selling-puts-casino",
        role="registered_rep",
        topic="options",
        title="Be the Casino: Selling Puts for Income",
        channel="Harbor Point Brokerage | Leo Tran",
        description="Leo Tran is a registered representative of Harbor Point Brokerage, member FINRA/SIPC.",
        cues="""
        What's up, Leo Tran here from Harbor Point Brokerage.
        When you sell puts, you're the casino, and the house always wins.
        You collect the premium up front and most of the time the option just expires.
        I do this every week and it pays my mortgage.
        If you want to get approved for options trading, we can set that up for you.
        """,
        expected=[
            E("options_unbalanced", "When you sell puts, you're the casino, and the house always wins.",
              also=["guaranteed_returns"]),
        ],
        note="No mention of assignment, losses when the stock falls, or margin.",
    ),
    Case(
        id="h06-unknown-ai-bot-asr",
        role="unknown",
        topic="crypto",
        title="AI Bot Makes 3% A DAY",
        channel="Passive Profits Daily",
        description="Join the bot: link in my bio",
        style="auto",
        cues="""
        alright so this a i trading bot has been running on my account for two months
        it makes three percent a day every day garanteed
        you just deposit usdt and let it run
        i withdrew twelve hundred dollars yesterday no problem
        link is in my bio get in before they close the spots
        """,
        expected=[
            E("guaranteed_returns", "it makes three percent a day every day garanteed", also=["performance_projection"]),
        ],
    ),
    Case(
        id="h07-rep-munis-tax-free-period",
        role="registered_rep",
        topic="retirement",
        title="Tax-Free Income for Retirees",
        channel="Blue Ridge Investments | Carl Owens",
        description="Carl Owens is a registered representative of Blue Ridge Investment Services, member FINRA/SIPC.",
        cues="""
        Hi folks, Carl Owens, Blue Ridge Investment Services.
        If you're retired and you want income, you've got to look at our municipal bond portfolio.
        It pays you completely tax-free income, period, no taxes on it ever.
        And it's a lot more stable than the stock market.
        Give us a call and we'll show you the current yield.
        """,
        expected=[
            E("tax_free_mischaracterized", "It pays you completely tax-free income, period, no taxes on it ever."),
        ],
        note="Muni income can be subject to state/local tax and AMT; capital gains are taxable.",
    ),
    Case(
        id="h08-rep-app-pay-nothing",
        role="registered_rep",
        topic="apps",
        title="Why We Built a Free Trading App",
        channel="Northline Brokerage",
        description="Northline Brokerage Inc., member FINRA/SIPC. Presented by Ava Stone, registered representative.",
        cues="""
        Hey, I'm Ava Stone from Northline Brokerage.
        With the Northline app you pay nothing to trade, not a penny, on stocks or options.
        We think investing should be free for everybody.
        Download the app and open an account in minutes.
        """,
        expected=[
            E("free_claims_omit_costs", "With the Northline app you pay nothing to trade, not a penny, on stocks or options."),
        ],
    ),
    Case(
        id="h09-ria-model-since-2008",
        role="ria",
        topic="advisers",
        title="The Model That Beat the Market Every Year Since 2008",
        channel="Vantage Quant Advisors",
        description="Vantage Quant Advisors is a registered investment adviser.",
        cues="""
        Hi, I'm Owen Park from Vantage Quant Advisors.
        We built a factor model, and if you had run it since 2008, it would have beaten the market every single year.
        That includes 2008 itself and 2022.
        We now manage client money with this model.
        Schedule a call and we'll show you how it works.
        """,
        expected=[
            E("hypothetical_performance",
              "if you had run it since 2008, it would have beaten the market every single year."),
        ],
    ),
    Case(
        id="h10-influencer-student-40k",
        role="unregistered_influencer",
        topic="stocks",
        title="My Student Made $40K Her First Month",
        channel="Trade Like Tasha",
        description="Join the Momentum Mentorship: tasha.example/mentorship",
        endorsement=True,
        cues="""
        Hey traders, Tasha here.
        So my student Priya joined the Momentum Mentorship in January
        and she made forty thousand dollars her first month trading my system.
        Follow the system and you'll get the same results, it's that simple.
        Doors close Sunday, link in the description.
        """,
        expected=[
            E("atypical_results", "she made forty thousand dollars her first month trading my system."),
            E("atypical_results", "Follow the system and you'll get the same results, it's that simple."),
        ],
    ),
    Case(
        id="h11-ria-verified-by-sec",
        role="ria",
        topic="advisers",
        title="Our Track Record, Verified",
        channel="Keystone Wealth Advisors",
        description="Keystone Wealth Advisors is an SEC-registered investment adviser.",
        cues="""
        Hi, Nora Bell from Keystone Wealth Advisors.
        As an SEC-registered firm, our track record is verified by the SEC every year,
        so you can trust every number you see on our website.
        Our growth composite returned nine point one percent net of fees over ten years,
        seven point eight over five years, and twelve point three over the last year.
        Past performance is not a guarantee of future results, and you can lose money.
        """,
        expected=[
            E("implied_regulator_approval", "our track record is verified by the SEC every year,"),
        ],
    ),
    Case(
        id="h12-rep-buy-at-ten-am",
        role="registered_rep",
        topic="stocks",
        title="EVERYONE BUY AT 10AM",
        channel="Stock Sniper Ray",
        description="Ray is a registered rep at Crestline Securities, member FINRA/SIPC.",
        cues="""
        Ray here, Crestline Securities, listen closely.
        Tomorrow at ten a m sharp, everybody buy Nexgen Mining, ticker N X G M.
        I'll be unloading my shares into the volume, so don't be late.
        Let's make this the biggest green candle of the year.
        """,
        expected=[
            E("unjust_conduct", "Tomorrow at ten a m sharp, everybody buy Nexgen Mining, ticker N X G M."),
            E("unjust_conduct", "I'll be unloading my shares into the volume, so don't be late."),
        ],
    ),
    # ---------------------------------------------------------------- held-out compliant / near-miss
    Case(
        id="hc01-influencer-sponsor-and-affiliate-disclosed",
        role="unregistered_influencer",
        topic="apps",
        title="Sponsored: Trying the Wealthly App for a Month",
        channel="Jamie Money Diaries",
        description="Sponsored by Wealthly. Affiliate link: I earn a commission if you sign up. wealthly.example/jamie",
        endorsement=True,
        cues="""
        Hey everyone, this video is sponsored by Wealthly, and if you sign up with my link I earn a commission.
        I've used the app with my own money for the past month.
        My portfolio is up a little and was down for the first two weeks, so it really goes both ways.
        There's a zero point two five percent annual fee, which is worth knowing before you sign up.
        Your results will be different, and investing always carries the risk of losing money.
        """,
    ),
    Case(
        id="hc02-rep-options-can-expire-worthless",
        role="registered_rep",
        topic="options",
        title="Buying Calls: What Can Go Wrong",
        channel="Fairview Securities | Dana Kim",
        description="Dana Kim is a registered representative of Fairview Securities LLC, member FINRA/SIPC. Options are "
        "not suitable for all investors.",
        cues="""
        Hi, Dana Kim with Fairview Securities, member FINRA and SIPC.
        When you buy a call option, the most you can lose is the premium you paid, but you can lose all of it.
        Most short-dated options expire worthless, so timing really matters.
        Options aren't right for everyone, and you should read the options disclosure document first.
        """,
    ),
    Case(
        id="hc03-ria-gross-and-net-equal",
        role="ria",
        topic="advisers",
        title="Our 2026 Performance Report",
        channel="Lakemont Advisors",
        description="Lakemont Advisors is an SEC-registered investment adviser.",
        cues="""
        Hi, I'm Sam Ortiz, chief investment officer at Lakemont Advisors.
        For the year ending December thirty first, our composite returned seven point two percent net of fees,
        and eight point one percent gross of fees.
        Over five years it's five point nine net and six point eight gross, and over ten years six point four net
        and seven point three gross.
        Past results don't guarantee future returns, and 2022 was a losing year for this composite.
        """,
    ),
    Case(
        id="hc04-unknown-scam-quote-risk-free-weekly",
        role="unknown",
        topic="crypto",
        title="Don't Fall For This 'Risk-Free 10% Weekly' Pitch",
        channel="Fraud Files",
        description="Educational. Not financial advice.",
        cues="""
        This ad has been all over my feed, and it says, quote, risk-free ten percent weekly returns, end quote.
        There is no such thing as a risk-free ten percent a week, that would be over a hundred times your money in a year.
        If someone promises you guaranteed returns, assume it's a scam until proven otherwise.
        Check any adviser on the SEC's website and any broker on FINRA BrokerCheck.
        """,
    ),
    Case(
        id="hc05-rep-brokered-cds",
        role="registered_rep",
        topic="retirement",
        title="Brokered CDs: What's Insured and What Isn't",
        channel="Maple Grove Securities | Ben Ruiz",
        description="Ben Ruiz is a registered representative of Maple Grove Securities, member FINRA/SIPC.",
        cues="""
        Hi, Ben Ruiz from Maple Grove Securities, member FINRA and SIPC.
        Brokered CDs are issued by banks and are FDIC insured up to two hundred fifty thousand dollars per bank.
        If you hold to maturity, you get your principal and interest as scheduled.
        But if you sell before maturity on the secondary market, you may get less than you paid.
        So match the maturity to when you'll need the money.
        """,
    ),
    Case(
        id="hc06-influencer-bitcoin-opinion-unsponsored",
        role="unregistered_influencer",
        topic="crypto",
        title="My Honest Bitcoin Take",
        channel="Late Night Crypto",
        description="No sponsors, no affiliate links. Just my opinion.",
        cues="""
        Okay, my honest take on bitcoin for the next couple of years.
        I think it could go to two hundred thousand, but I've been wrong before, and it could also get cut in half.
        Nobody pays me for this channel and I don't use affiliate links.
        Only put in what you could watch drop seventy percent without panicking.
        """,
        note="Out of scope: unregistered influencer, no endorsement context.",
    ),
]
