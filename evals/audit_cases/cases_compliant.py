"""Dev-set cases with NO expected finding: compliant speech, near-misses and out-of-scope speakers.

Near-misses use the tempting words correctly (negated guarantees, quoted scam claims, real guarantees such as
FDIC insurance or Treasury backing, early sponsor disclosures, balanced risk talk). See README.md.
"""

from __future__ import annotations

from build_cases import Case

CASES: list[Case] = [
    Case(
        id="c01-influencer-nothing-guaranteed",
        topic="stocks",
        role="unregistered_influencer",
        title="How I'm Investing My First $10K (index funds)",
        channel="Priya Saves",
        description="Not sponsored. I'm not a financial adviser, this is just what I'm doing.",
        cues="""
        Hey guys, so a lot of you asked what I'm doing with my first ten thousand dollars.
        And honestly it's pretty boring, it's going into a total market index fund.
        I'm not a financial adviser, I'm just sharing what I'm doing with my own money.
        Nothing is guaranteed in the market, and the fund can drop twenty or thirty percent in a bad year.
        I'm okay with that because I won't need this money for at least fifteen years.
        If you need the money soon, a high yield savings account is probably a better fit.
        Nobody's paying me for this, I picked the fund myself because the fees are low.
        The expense ratio is about three hundredths of a percent.
        I'll do an update in a year and show you exactly how it went, good or bad.
        """,
    ),
    Case(
        id="c02-ria-past-performance-disclaimer",
        topic="advisers",
        role="ria",
        title="Our Balanced Portfolio: 1, 5 and 10-Year Results",
        channel="Stonebridge Advisory Group",
        description="Stonebridge Advisory Group is an SEC-registered investment adviser. Registration does not "
        "imply a certain level of skill or training. Performance shown net of fees.",
        cues="""
        Hi, I'm Michelle Grant, chief investment officer at Stonebridge Advisory Group.
        Every January we publish our results, the good years and the bad ones.
        Through December thirty first, our Balanced composite returned six point one percent over one year,
        five point four percent a year over five years, and six point eight percent a year over ten years,
        all net of our advisory fee.
        Gross of fees those numbers were about one percent higher each.
        In 2022 the composite lost eleven percent, and we don't hide that.
        Past performance does not guarantee future results, and you can lose money with any portfolio.
        A balanced portfolio will still fall when stocks and bonds fall together, like they did in 2022.
        Our full composite report with methodology is on our website.
        """,
    ),
    Case(
        id="c03-influencer-early-sponsor-disclosure",
        topic="apps",
        role="unregistered_influencer",
        title="Acornly Review After 1 Year (sponsored)",
        channel="Frugal Finn",
        description="Paid partnership with Acornly. Acornly paid me to make this video; opinions are my own.",
        endorsement=True,
        cues="""
        Quick disclosure right up front, this video is sponsored by Acornly, they paid me to review it.
        I've used Acornly for about a year with my own money, and I'll show you my actual account.
        The round-ups feature is the main thing, it invests your spare change.
        I've put in about eleven hundred dollars and right now it's worth about eleven fifty.
        That's not a lot, and it went negative for a few months in the spring.
        The three dollar monthly fee matters on a small balance, so do the math for yourself.
        Your results will be different from mine, and investing always involves risk.
        If you want to try it, my link is in the description, and again, Acornly sponsored this video.
        """,
    ),
    Case(
        id="c04-rep-balanced-dividend-stocks",
        topic="stocks",
        role="registered_rep",
        title="Dividend Stocks: The Good and the Bad",
        channel="Westfield Securities | Omar Haddad",
        description="Omar Haddad is a registered representative of Westfield Securities LLC, member FINRA/SIPC. "
        "This video is educational and is not a recommendation.",
        cues="""
        Hi everyone, Omar Haddad, registered representative with Westfield Securities, member FINRA and SIPC.
        Today let's talk about dividend stocks, the good and the bad.
        The good, dividends can give you a stream of income and they've historically been a big part of total return.
        The bad, dividends are never guaranteed, companies can cut them, and many did in 2020.
        A high yield can also be a warning sign that the stock price has fallen for a reason.
        And the stock itself can lose value, so your principal is at risk, even if the dividend keeps coming.
        So think about diversification and how much income you actually need.
        If you want to talk about your own situation, Westfield Securities has offices in four states.
        """,
    ),
    Case(
        id="c05-influencer-scam-warning-quotes",
        topic="crypto",
        role="unregistered_influencer",
        title="I Got a 'Guaranteed 30% a Month' DM. It's a Scam.",
        channel="Scam Watch with Lena",
        description="Educational. Not sponsored. Report investment fraud at sec.gov/tcr",
        cues="""
        So this morning I got a DM that said, and I'm quoting,
        guaranteed thirty percent a month, zero risk, withdraw anytime.
        Let me be super clear, that is a scam, there is no such thing as a guaranteed thirty percent a month.
        Anyone promising you guaranteed returns with no risk is lying to you, full stop.
        They said they're registered with the SEC and that the SEC approved their bot.
        The SEC does not approve trading bots, and you can look up real advisers on the SEC's adviser search.
        Red flags, pressure to act fast, crypto-only deposits, and returns that never go down.
        If you already sent money, report it at sec dot gov slash T C R and to the FBI's IC3.
        Please share this with your parents, these people target retirees.
        """,
    ),
    Case(
        id="c06-cfp-treasury-and-fdic-guarantees",
        topic="retirement",
        role="ria",
        title="What 'Guaranteed' Actually Means: Treasuries, CDs and FDIC",
        channel="Plainview Planning",
        description="Rachel Ng, CFP, is an investment adviser representative of Plainview Planning LLC, a "
        "registered investment adviser. Educational content only.",
        cues="""
        Hi, I'm Rachel Ng, I'm a certified financial planner with Plainview Planning.
        Today, what does guaranteed actually mean when people talk about safe money?
        Treasury bonds are backed by the full faith and credit of the US government,
        so if you hold one to maturity you are scheduled to get your interest and principal back.
        But if you sell before maturity, the price can be lower than what you paid if rates went up.
        Bank CDs and savings accounts are FDIC insured up to two hundred fifty thousand dollars per depositor,
        per insured bank, for each ownership category.
        That insurance covers the bank failing, it doesn't cover investments you buy through the bank,
        like mutual funds or annuities.
        And a stock or a bond fund is not guaranteed by anyone, it can lose value.
        So before you call something guaranteed, ask, guaranteed by whom, and for what.
        """,
    ),
    Case(
        id="c07-influencer-stock-opinion-no-endorsement",
        topic="stocks",
        role="unregistered_influencer",
        title="Why I Think AMD Could Hit $300 (my opinion)",
        channel="Chip Talk with Ben",
        description="My personal opinions. I own AMD shares. Nobody pays me for these videos.",
        cues="""
        Alright so AMD, let's talk about it.
        I own shares, full disclosure, I've owned them since 2022.
        I think AMD could hit three hundred in the next couple of years if the data center business keeps growing.
        But I could be totally wrong, and the stock has dropped more than fifty percent before.
        Nobody is paying me for this, I'm not affiliated with AMD, it's just my take.
        Do your own research, and don't put money in a single stock that you can't afford to lose.
        """,
        note="Out of scope: an unregistered influencer with no endorsement context (no payment, affiliate or free "
        "product) is bound by none of the three rule sets; the opinion is also hedged and balanced.",
    ),
    Case(
        id="c08-rep-muni-bonds-tax-explained",
        topic="retirement",
        role="registered_rep",
        title="Are Municipal Bonds Really Tax-Free?",
        channel="Granite Peak Securities | Olivia Hart",
        description="Olivia Hart is a registered representative of Granite Peak Securities, member FINRA/SIPC.",
        cues="""
        Hi, Olivia Hart with Granite Peak Securities, member FINRA and SIPC.
        People love to say municipal bonds are tax-free, so let's be precise.
        Interest on most munis is exempt from federal income tax.
        It may still be subject to state and local income tax if the bond is from another state,
        and some munis are subject to the alternative minimum tax.
        And if you sell a muni for more than you paid, that gain is taxable.
        Muni prices also go down when rates go up, and an issuer can default, it's rare but it happens.
        So talk to a tax professional about your own situation.
        """,
    ),
    Case(
        id="c09-influencer-roth-ira-explainer",
        topic="retirement",
        role="unregistered_influencer",
        title="Roth IRA Explained in 4 Minutes",
        channel="Money with Marisol",
        description="Education only, not sponsored.",
        cues="""
        Okay so what is a Roth IRA, super simple version.
        You put in money you already paid income tax on.
        Then if you follow the rules, qualified withdrawals in retirement are free from federal income tax,
        including all the growth.
        The main rules are, you're fifty nine and a half or older,
        and the account has been open at least five years.
        If you take earnings out early, you can owe income tax and a ten percent penalty.
        And a Roth is just the account, the investments inside it can still lose money.
        That's the basics, check the IRS website for the current contribution limits.
        """,
    ),
    Case(
        id="c10-influencer-affiliate-disclosed",
        topic="apps",
        role="unregistered_influencer",
        title="Best High-Yield Savings Accounts Right Now",
        channel="Dana Does Dollars",
        description="Affiliate links: I earn a commission if you open an account through my links. "
        "Rates change often.",
        endorsement=True,
        cues="""
        Before I start, some of the links in this video are affiliate links,
        which means I get paid a commission if you open an account through them.
        That doesn't change my rankings, but you should know it.
        So right now the top high yield savings accounts are paying around four percent.
        These are FDIC insured banks, so your deposits are insured up to the limit.
        Rates are variable, they can drop any time the Fed cuts.
        My top pick is Harbor Bank because there's no minimum and no monthly fee,
        and I've had my own emergency fund there for two years.
        Again, my links pay me a commission, use them if you want to support the channel.
        """,
    ),
    Case(
        id="c11-rep-covered-calls-balanced",
        topic="options",
        role="registered_rep",
        title="Covered Calls: Income, Risks and Tradeoffs",
        channel="Northstar Brokerage | Kim Alvarez",
        description="Kim Alvarez is a registered options principal at Northstar Brokerage Inc., member FINRA/SIPC. "
        "Options involve risk and are not suitable for all investors. Read the Characteristics and Risks of "
        "Standardized Options before trading.",
        cues="""
        Hi, I'm Kim Alvarez with Northstar Brokerage, member FINRA and SIPC.
        Let's talk about covered calls, and I want to give you the tradeoffs, not just the income.
        You own a hundred shares and sell a call option against them, and you collect a premium.
        The catch is, if the stock jumps above the strike, your upside is capped and your shares can be called away.
        And if the stock falls, the premium only cushions a small part of the loss, you still own the downside.
        So covered calls can add income, but they don't protect you from a big drop.
        Options involve risk and aren't suitable for everyone,
        so read the options disclosure document before you trade.
        """,
    ),
    Case(
        id="c12-rep-compounding-illustration",
        topic="retirement",
        role="registered_rep",
        title="The Math of Compounding (hypothetical illustration)",
        channel="Evergreen Securities | Paul Nguyen",
        description="Paul Nguyen is a registered representative of Evergreen Securities LLC, member FINRA/SIPC. "
        "Hypothetical illustration only; not representative of any investment.",
        cues="""
        Hi, Paul Nguyen, Evergreen Securities, member FINRA SIPC.
        Let's look at the math of compounding, and this is a hypothetical illustration, not a prediction.
        Say you save two hundred dollars a month and it compounds at a constant six percent a year.
        After thirty years, the math says you'd have about two hundred thousand dollars.
        Real investments don't earn a constant rate, they go up and down, and you can lose money.
        This doesn't represent any actual investment and it doesn't include fees or taxes.
        The point is just that time matters, starting earlier gives compounding more years to work.
        """,
        note="Hypothetical illustration of mathematical principles: permitted by FINRA 2210(d)(1)(F)(i).",
    ),
    Case(
        id="c13-influencer-commission-free-explained",
        topic="apps",
        role="unregistered_influencer",
        title="Is Commission-Free Trading Really Free?",
        channel="Ask Aaron Money",
        description="Not sponsored by any broker.",
        style="rolling",
        cues="""
        So is commission free trading actually free? Short answer, no.
        Most apps make money through payment for order flow,
        which means market makers pay the app to route your orders to them.
        You can also pay through the bid ask spread, especially on options and small stocks.
        And crypto on these apps often has a spread or a markup baked into the price.
        None of that means the apps are bad, it just means free has a cost you don't see on the receipt.
        Nobody paid for this video, I just want you to know where the money comes from.
        """,
    ),
    Case(
        id="c14-ria-testimonial-with-disclosures",
        topic="advisers",
        role="ria",
        title="A Client's Story: Planning for a Career Change",
        channel="Lakeside Wealth Advisors",
        description="Lakeside Wealth Advisors is an SEC-registered investment adviser. The client is a current client "
        "and received no compensation. Her experience may not be representative.",
        cues="""
        Hi, I'm Erin Walsh, a partner at Lakeside Wealth Advisors.
        Today I'm sharing a story from Maria, who is a current client of ours.
        We did not pay Maria or give her anything for sharing this.
        Maria told us our planning helped her feel ready to leave her corporate job and start a bakery.
        Her experience may not be representative of other clients, and it's no guarantee of future results.
        Every plan depends on your own situation, and investing involves risk, including loss of principal.
        If you want to talk about a plan of your own, you can reach us through our website.
        """,
    ),
    Case(
        id="c15-unknown-sp500-history",
        topic="stocks",
        role="unknown",
        title="What the S&P 500 Has Actually Returned",
        channel="Market History Nerd",
        description="A look at historical index returns.",
        style="auto",
        cues="""
        Today, let's look at what the S and P 500 has actually done historically.
        Since 1957, it has averaged about ten percent a year including dividends, before inflation.
        But that average hides a lot, the 2000s were roughly flat for a decade,
        and in 2008 the index fell about thirty seven percent.
        So an average is not a promise, and past returns don't tell you what the next ten years will be.
        If you're investing for decades, volatility is part of the deal.
        If you need the money in two years, it probably shouldn't be in stocks.
        """,
    ),
    Case(
        id="c16-influencer-sec-etf-approval-news",
        topic="crypto",
        role="unregistered_influencer",
        title="What the SEC's Bitcoin ETF Approval Does (and Doesn't) Mean",
        channel="Crypto Explained by Ola",
        description="News explainer. No sponsors. I hold a small amount of bitcoin.",
        cues="""
        So in January 2024 the SEC approved spot bitcoin ETFs to list and trade.
        Let's be clear on what that means.
        The SEC approved the rule changes that let exchanges list these funds.
        That is not the SEC saying bitcoin is a good investment, and it doesn't protect you from losses.
        Bitcoin can still fall fifty percent or more, and the ETFs will fall with it.
        I own a small amount of bitcoin myself, and nobody paid me to talk about this.
        """,
    ),
    Case(
        id="c17-ria-rating-with-disclosures",
        topic="advisers",
        role="ria",
        title="Recognized in the 2026 Top Advisers List",
        channel="Harbor Lane Advisors",
        description="Harbor Lane Advisors is a registered investment adviser.",
        cues="""
        Hi, I'm Dev Patel, president of Harbor Lane Advisors.
        We're honored to be included in Wealth Journal's list of top independent advisers,
        published in March 2026 and based on data for the twelve months ending June 30th 2025.
        The list is created by Wealth Journal, using assets, client retention and compliance records.
        We did not pay to be included, but we did pay a licensing fee to mention the award in our marketing.
        Rankings are not a guarantee of future performance or an indication of any client's experience.
        If you want to learn about how we work, visit our website.
        """,
    ),
    Case(
        id="c18-influencer-pays-for-it-herself",
        topic="apps",
        role="unregistered_influencer",
        title="The Budgeting App I Actually Pay For",
        channel="Simple Money Sarah",
        description="Not sponsored. I pay for this app myself.",
        cues="""
        This is not sponsored, I pay for this app with my own money, about ninety nine dollars a year.
        I've used Tally Budget for three years now, every single week.
        What I love is that it syncs all my accounts and shows me where my money actually goes.
        What I don't love, the price went up last year, and the bank syncing breaks every few weeks.
        There are free options that do most of this, so try those first if money is tight.
        For me it's worth it, but you might not feel the same.
        """,
    ),
    Case(
        id="c19-rep-no-promises",
        topic="retirement",
        role="registered_rep",
        title="Why I Can't Promise You Returns (and nobody can)",
        channel="Bluewater Securities | Hannah Cole",
        description="Hannah Cole is a registered representative of Bluewater Securities LLC, member FINRA/SIPC.",
        cues="""
        Hi, Hannah Cole from Bluewater Securities, member FINRA and SIPC.
        I get asked a lot, Hannah, what kind of return can you guarantee me?
        And the honest answer is, I can't guarantee any return, and I'd be worried about anyone who does.
        Markets go up and down, and even a conservative portfolio can lose money in a given year.
        What I can do is help you build a plan that fits your timeline and how much risk you can stomach.
        If someone tells you a return is risk free, ask them to put that in writing, and then walk away.
        If you'd like to talk through your situation, Bluewater Securities offers a free first meeting.
        """,
    ),
]
