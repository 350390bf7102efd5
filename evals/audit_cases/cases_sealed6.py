"""Sealed set 6: written from the rule texts and taxonomy only, kept outside the repository until a final eval run."""

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="y01-influencer-smallcap-watchlist",
        role="unregistered_influencer",
        topic="stocks",
        title="3 Small Caps I'm Watching This Week (+ the screener I use)",
        channel="Tickertape Tony",
        description="Three small caps on my radar this week. Not financial advice, I'm just a guy who likes stocks.\n\n"
        "Timestamps:\n0:00 intro\n1:10 the picks\n\nFollow me on Instagram @tickertapetony",
        cues="""
    hey hey what's going on everybody, welcome back to the channel
    so this week I've got three small caps on my watch list and I'll walk you through all of them
    before we dive in, the way I actually find these names is with Ledgerline
    it's the screener I've been using every single morning, the filters are honestly insane
    so go grab Ledgerline with the link in the pinned comment, your first month is on the house
    okay first name up is a regional trucking company that's been basing for like six months
    volume's been picking up, and the last two earnings calls sounded a lot more confident
    second one is a small medical device maker, I like the product but the balance sheet is tight
    third is a specialty chemicals name, kind of boring, which is usually what I like
    none of this is a recommendation, do your own research, size your positions small
    and shout out to Ledgerline for sponsoring today's video, see you next week
    """,
        expected=[
            E("undisclosed_sponsorship",
              "so go grab Ledgerline with the link in the pinned comment, your first month is on the house"),
            E("undisclosed_sponsorship", "the way I actually find these names is with Ledgerline", optional=True),
        ],
        endorsement=True,
        style="captions",
        note="Implied: the sponsor is pitched as the creator's own tool and only named as a sponsor in the sign-off, "
        "after the pitch; a late thank-you does not cure it. First mention is optional.",
    ),
    Case(
        id="y02-rep-tuesday-morning-call",
        role="registered_rep",
        topic="stocks",
        title="Morning Call: Energy, Staples and What We're Watching (Tuesday)",
        channel="Harborline Securities",
        description="Daily morning call from the Harborline Securities retail desk. Presented by Greg Tallis, registered "
        "representative. Securities offered through Harborline Securities, LLC, member FINRA/SIPC.",
        cues="""
    good morning, Greg Tallis here from the retail desk at Harborline Securities, it's Tuesday
    futures are flat this morning after a pretty quiet session yesterday
    oil is up about a percent on the supply headlines out of the weekend
    on the staples side we still like Coriander Foods here
    the margin story is turning and frankly we think the stock is going to 140 by the end of the quarter
    that's from 112 today, so a big move, and we think it's coming sooner rather than later
    and you know our track record on energy, we flagged Delmont Energy to you at 22 back in March
    it closed at 41 yesterday, so anybody who listened nearly doubled their money
    all right, economic calendar today is light, we get housing starts at eight thirty
    if you want to talk about any of this call your Harborline rep, have a great trading day
    """,
        expected=[
            E("performance_projection",
              "the margin story is turning and frankly we think the stock is going to 140 by the end of the quarter"),
            E("performance_projection", "we think it's coming sooner rather than later", optional=True),
            E("past_specific_recommendations",
              "we flagged Delmont Energy to you at 22 back in March it closed at 41 yesterday"),
        ],
        endorsement=False,
        style="captions",
        note="Explicit price target to a retail audience outside a research report, plus a past winning call "
        "(spans two cues) with no list of all recommendations. The repeat of the target is optional.",
    ),
    Case(
        id="y03-influencer-semiconductor-thesis",
        role="unregistered_influencer",
        topic="stocks",
        title="Why I Think Marlowe Semiconductor Hits $200",
        channel="Chart Notes with Dev",
        description="My personal opinions. I'm not a financial adviser and nobody pays me for these videos. "
        "I own shares of MRLW.",
        cues="""
    hey it's Dev, today's video is about Marlowe Semiconductor, and yeah, I own it
    I think this stock gets to two hundred dollars within a year
    their data center orders doubled last quarter and the backlog keeps growing
    but the risk is real, they depend on two big customers and the stock has dropped forty percent before
    I could be totally wrong, so don't copy my trades
    nobody sponsors this channel, it's just me and my charts
    that's it, see you in the next one
    """,
        expected=[],
        endorsement=False,
        style="auto",
        note="Near-miss: a price opinion from an unregistered creator with no payment, affiliate or free product, so "
        "no applicable rule binds it (label convention). Ownership is disclosed; nobody is urged to buy.",
    ),
    Case(
        id="y04-ria-core-growth-explainer",
        role="ria",
        topic="advisers",
        title="Inside Our Core Growth Strategy | Alder & Finch Wealth",
        channel="Alder & Finch Wealth Partners",
        description="Alder & Finch Wealth Partners is an SEC-registered investment adviser. Schedule an intro call at "
        "alderfinch.com.",
        cues="""
    hi, I'm Priya Nand, chief investment officer at Alder and Finch Wealth Partners
    a lot of prospective clients ask us what makes our Core Growth strategy different
    so I want to walk through the process and then a few numbers
    we start with quality screens, then we look at valuation, then we size by conviction
    last year the Core Growth composite returned 18.4 percent, gross of fees
    which we're pretty proud of in a year when a lot of managers struggled
    and if you really want to see what this process can do, look at April 2020 through the end of 2021
    over that stretch the strategy was up 112 percent, which speaks for itself
    of course every client's situation is different, and we tailor everything
    if you'd like to talk, book an intro call on our website, thanks for watching
    """,
        expected=[
            E("gross_without_net", "last year the Core Growth composite returned 18.4 percent, gross of fees",
              also=["cherry_picked_performance"]),
            E("cherry_picked_performance",
              "look at April 2020 through the end of 2021 over that stretch the strategy was up 112 percent",
              also=["gross_without_net"]),
        ],
        endorsement=False,
        style="captions",
        note="Explicit gross-only figure with no net of equal prominence; then an implied hand-picked window (spans "
        "two cues) with no 1/5/10-year periods. Each accepts the other's citations since both defects touch both.",
    ),
    Case(
        id="y05-influencer-discord-vault-ama",
        role="unregistered_influencer",
        topic="crypto",
        title="Kestrel Vault AMA (community call recording)",
        channel="OrbitFi Community",
        description="Recording of Thursday's Discord AMA. Join the server: discord.gg/orbitfi",
        cues="""
    yo yo, can everybody hear me okay, cool, let's get into the questions
    first question from the chat, is the Kestrel vault still worth it after the fee change
    short answer yes, the fee change is like a rounding error for most of you
    the vault pays two percent a week, every week, it's been like clockwork since launch
    and the way it's structured you literally cannot lose on this, the downside just isn't there
    next question, how do I get in if I'm not on Kestrel yet
    if you're not on Kestrel yet sign up with my code ORBIT, helps me out too and you get a little bonus
    somebody's asking about withdrawal times, usually under a day, sometimes two
    someone asked about taxes, talk to a tax person, I'm not your accountant
    okay I gotta run, same time next week, stay comfy
    """,
        expected=[
            E("guaranteed_returns",
              "and the way it's structured you literally cannot lose on this, the downside just isn't there"),
            E("guaranteed_returns", "the vault pays two percent a week, every week, it's been like clockwork",
              also=["performance_projection"], optional=True),
            E("undisclosed_affiliate",
              "sign up with my code ORBIT, helps me out too and you get a little bonus"),
        ],
        endorsement=True,
        style="auto",
        note="Explicit can't-lose claim about the platform the host earns a referral on; the referral code is only "
        "hinted at ('helps me out'), not clearly disclosed as paid. Steady-yield line is optional.",
    ),
    Case(
        id="y06-rep-annuities-101-webinar",
        role="registered_rep",
        topic="retirement",
        title="Annuities 101 Webinar: Tax Deferral, Surrender Charges and Fees",
        channel="Oakmere Financial Group",
        description="Presented by Carla Jimenez, registered representative. Securities offered through Oakmere "
        "Securities, LLC, member FINRA/SIPC.",
        cues="""
    good afternoon and welcome, I'm Carla Jimenez with Oakmere Securities, thanks for joining
    today's goal is to explain how a deferred variable annuity really works, the good and the bad
    growth inside the annuity is tax deferred, which is not the same thing as tax free
    when you take money out, the gains are taxed as ordinary income, not at capital gains rates
    and withdrawals before age fifty nine and a half can carry a ten percent federal penalty on top of that
    the subaccounts are invested in the market, so your account value can go down, including your principal
    there are also costs, mortality and expense charges, fund expenses, and riders cost extra
    most contracts have surrender charges for the first six or seven years if you take out too much
    for some people with maxed-out retirement accounts it can make sense, for many it doesn't
    we'll put the slides and a full fee table in the follow-up email
    thanks for your time today
    """,
        expected=[],
        endorsement=False,
        style="captions",
        note="Near-miss: 'tax free' appears only to say deferral is not tax-free; risks, costs and surrender charges "
        "are given; member firm named.",
    ),
    Case(
        id="y07-rep-retirement-income-webinar",
        role="registered_rep",
        topic="retirement",
        title="Retirement Income Webinar: How Variable Annuities Protect Your Nest Egg",
        channel="Pinecrest Retirement Webinars",
        description="Hosted by Dale Whitcomb, registered representative. Securities and variable annuities offered "
        "through Pinecrest Financial Services, member FINRA/SIPC. Register for our next live session at pinecrestfs.com.",
        cues="""
    good evening everyone and thanks for joining tonight's retirement income webinar
    I'm Dale Whitcomb with Pinecrest Financial Services, I've been doing this twenty two years
    tonight we're talking about the Summit variable annuity and why so many of my clients love it
    first, the growth, everything that grows inside the annuity is tax free
    you never pay a dime of tax on those gains, that's the beauty of it
    second, the income rider, and this is the part people get excited about
    your account earns seven percent every year, guaranteed, no matter what the market does
    so you get market upside but you are never going to go backwards
    we'll take questions in the chat in a minute
    if you want a personal illustration just reply to the follow-up email and I'll set it up
    thanks again for spending your evening with us
    """,
        expected=[
            E("tax_free_mischaracterized",
              "everything that grows inside the annuity is tax free you never pay a dime of tax on those gains"),
            E("guaranteed_returns", "your account earns seven percent every year, guaranteed, no matter what the market does",
              also=["performance_projection"]),
            E("guaranteed_returns", "you get market upside but you are never going to go backwards", optional=True),
        ],
        endorsement=False,
        style="captions",
        note="Explicit: tax-deferred annuity growth called tax-free (spans two cues); a variable annuity's account "
        "value promised a fixed guaranteed return. The no-downside follow-up is optional.",
    ),
    Case(
        id="y08-rep-cash-secured-puts",
        role="registered_rep",
        topic="options",
        title="Weekly Income With Cash-Secured Puts | Ask Your Advisor",
        channel="Norvell Brokerage - Ask Your Advisor",
        description="Weekly education from Marcus Lee, registered representative at Norvell Brokerage, Inc., member "
        "FINRA/SIPC.",
        cues="""
    what's up everybody, Marcus from Norvell Brokerage, welcome back to Ask Your Advisor
    today is all about selling cash-secured puts, which is my favorite income strategy
    here's how it works, you pick a stock you like, you sell a put below the current price
    you collect the premium right away, that money is yours to keep
    and if the stock stays above your strike, you just do it again next week
    honestly it's like getting paid rent every week on cash you weren't using anyway
    and the worst case is you end up owning a stock you wanted at a discount, so it's a win either way
    I've got clients pulling an extra couple grand a month doing exactly this
    call the office if you want to get approved for options, see you next week
    """,
        expected=[
            E("options_unbalanced",
              "the worst case is you end up owning a stock you wanted at a discount, so it's a win either way",
              also=["guaranteed_returns"]),
            E("options_unbalanced", "it's like getting paid rent every week on cash you weren't using anyway",
              optional=True),
            E("atypical_results", "I've got clients pulling an extra couple grand a month doing exactly this",
              also=["testimonial_without_disclosure"], optional=True),
        ],
        endorsement=False,
        style="auto",
        note="Implied: put-selling framed as no-lose income; assignment in a falling stock is described as a "
        "discount, never as a loss. Rent analogy and the client-income remark are arguable, so optional.",
    ),
    Case(
        id="y09-ria-annual-results-review",
        role="ria",
        topic="advisers",
        title="Our 2025 Results, Explained Plainly | Wexford Lane Advisors",
        channel="Wexford Lane Advisors",
        description="Wexford Lane Advisors is an SEC-registered investment adviser. Registration does not imply a "
        "certain level of skill or training. Performance figures are for the Balanced composite through December 31, "
        "2025; net figures reflect the deduction of our highest advisory fee of 1%. Past performance does not "
        "guarantee future results.",
        cues="""
    hi, I'm Owen Marsh, and every January we walk clients through how our Balanced composite did
    through December 31st 2025, the one year return was 9.1 percent net of fees, 10.2 percent gross
    over five years it averaged 6.4 percent a year net, 7.5 percent gross
    and over ten years, 6.0 percent net and 7.1 percent gross
    net numbers take off our highest fee, which is one percent a year
    there were rough stretches too, in 2022 the composite lost 13 percent net
    past performance doesn't guarantee future results, and your own account may differ from the composite
    one more thing, Greenleaf Advisor Review listed us in its 2025 Top Independent Advisers report
    that list came out in September 2025, it's based on data through June 30th, and we did not pay to be considered
    if you have questions about any of this, your adviser is happy to go through it
    """,
        expected=[],
        endorsement=False,
        style="captions",
        note="Near-miss: net shown first with gross alongside, 1/5/10-year periods to a stated date, a losing year, "
        "and a ranking given with its source, date, period and no-payment statement.",
    ),
    Case(
        id="y10-rep-reel-muni-fund",
        role="registered_rep",
        topic="general",
        title="Stop overpaying taxes on your savings",
        channel="jordan.wealthtalks",
        description="Licensed financial professional | Series 7 & 66 | DM 'BONDS' to get started",
        cues="""
    if you're in a high tax bracket and your savings are sitting in a regular bond fund, listen up
    I'm a licensed rep, Series 7 and 66, and this is what I'm doing for my clients right now
    we're moving them into the Lakeshore Intermediate Municipal Fund
    the interest is generally exempt from federal income tax, and state tax too if you live in-state
    it can still lose value when rates rise, so it's not a savings account
    for the right person the after-tax yield can come out ahead of a taxable fund
    DM me the word BONDS and I'll open your account and get you into the same fund
    follow for more
    """,
        expected=[
            E("missing_member_name",
              "DM me the word BONDS and I'll open your account and get you into the same fund"),
            E("missing_member_name", "I'm a licensed rep, Series 7 and 66, and this is what I'm doing for my clients",
              optional=True),
            E("missing_member_name", "we're moving them into the Lakeshore Intermediate Municipal Fund", optional=True),
        ],
        endorsement=False,
        style="captions",
        note="Implied: a licensed rep solicits accounts and a specific fund without naming the member firm anywhere "
        "(speech or description). Tax and risk statements are accurate. Anchored at the call to action; the "
        "self-introduction and fund mention are optional anchors.",
    ),
    Case(
        id="y11-influencer-trading-mentorship-training",
        role="unregistered_influencer",
        topic="general",
        title="How My Students Replace Their Salary Trading (Free Training)",
        channel="Apex Edge Trading - Rico Vance",
        description="Watch the free training, then apply for the Apex Edge Mentorship: apexedge.io/apply",
        cues="""
    if you're tired of working for somebody else's dream, this training is for you
    I'm Rico, I built the Apex Edge system after blowing up two accounts of my own
    inside the mentorship you get the setups, the live room, and the exact checklist I use
    let me tell you about Jenna, she was a night shift nurse with zero trading experience
    four months into the program she made eleven grand in a single month and handed in her notice
    and that's honestly what happens when people actually follow the checklist, it's normal in our group
    if you follow the system you will replace your salary within ninety days
    spots in the next cohort are limited, so hit the apply button below the video
    see you inside
    """,
        expected=[
            E("atypical_results",
              "and that's honestly what happens when people actually follow the checklist, it's normal in our group",
              also=["testimonial_without_disclosure"]),
            E("testimonial_without_disclosure",
              "four months into the program she made eleven grand in a single month and handed in her notice",
              also=["atypical_results"], optional=True),
            E("performance_projection", "if you follow the system you will replace your salary within ninety days",
              also=["guaranteed_returns"]),
        ],
        endorsement=True,
        style="captions",
        note="Own course sold through student endorsements. Explicit: one student's exceptional month presented as "
        "normal, and a promise of salary-replacing trading income. The student story itself is optional.",
    ),
    Case(
        id="y12-influencer-staking-ama",
        role="unregistered_influencer",
        topic="crypto",
        title="Tessel Staking AMA (community recording)",
        channel="Blockhouse Collective",
        description="Recording of our weekly AMA. Disclosure: the host is paid by Tessel Labs as a community ambassador.",
        cues="""
    hey everyone, before anything else, Tessel Labs pays me as a community ambassador, so I'm not neutral here
    okay first question, what's the staking yield right now
    it's been floating between three and nine percent over the past year, and it changes every epoch
    the rewards are paid in the token, so if the token price falls, you can lose money even while earning rewards
    there's also an unbonding period of about two weeks, so you can't get out instantly
    and smart contract risk is real, audits reduce it, they don't remove it
    if any of that makes you uneasy, that's a completely reasonable reaction, sit this one out
    okay that's all the questions, see you next week
    """,
        expected=[],
        endorsement=True,
        style="rolling",
        note="Near-miss: paid ambassador disclosed before anything else; yield described as variable and historical, "
        "with token-price, lockup and contract risks.",
    ),
    Case(
        id="y13-ria-families-in-transition",
        role="ria",
        topic="advisers",
        title="Meet Brightwater: Planning for Families in Transition",
        channel="Brightwater Private Wealth",
        description="Brightwater Private Wealth, LLC is a registered investment adviser. Visit brightwaterpw.com to "
        "schedule a consultation.",
        cues="""
    at Brightwater we work mostly with families going through a big transition
    a business sale, an inheritance, the loss of a spouse, that kind of moment
    we build a plan first and only then talk about investments
    I want to share something Robert, who's been with us since 2016, told us last month
    he said Brightwater turned my retirement around, they beat the market for me every single year
    stories like that are why we do this work
    we've also been recognized as one of the top fifty wealth firms in the country
    so you're in good hands with a team that others have noticed too
    if you're facing a transition, reach out for a consultation
    """,
        expected=[
            E("testimonial_without_disclosure",
              "he said Brightwater turned my retirement around, they beat the market for me every single year"),
            E("third_party_rating_undisclosed",
              "we've also been recognized as one of the top fifty wealth firms in the country"),
        ],
        endorsement=False,
        style="captions",
        note="Explicit client testimonial about performance with no compensation/conflict disclosure; implied "
        "third-party ranking with no date, period, source or payment disclosure.",
    ),
    Case(
        id="y14-ria-rotation-model",
        role="ria",
        topic="advisers",
        title="The Sentinel Rotation Model Explained",
        channel="Quarry Point Capital",
        description="Quarry Point Capital is an investment adviser registered with the SEC. Learn more at "
        "quarrypointcap.com.",
        cues="""
    hey everyone, Luis from Quarry Point Capital, today I'm explaining our Sentinel rotation model
    the model moves between stocks, bonds and cash based on trend and valuation signals
    we tested it all the way back to 2005 using the same rules we use today
    and over that period it would have turned a hundred thousand dollars into about one point three million
    with a max drawdown of only eleven percent, even through 2008
    a lot of people ask whether this is legit, and I get it, there's a lot of noise out there
    we're registered with the SEC, which means the SEC has reviewed our strategy and signed off on it
    so you can invest with confidence
    if you want the model in your account, set up a call through our website
    """,
        expected=[
            E("hypothetical_performance",
              "and over that period it would have turned a hundred thousand dollars into about one point three million"),
            E("hypothetical_performance", "with a max drawdown of only eleven percent, even through 2008", optional=True),
            E("implied_regulator_approval",
              "we're registered with the SEC, which means the SEC has reviewed our strategy and signed off on it"),
        ],
        endorsement=False,
        style="auto",
        note="Implied back-test ('tested it back to 2005', 'would have') shown to a general audience; explicit claim "
        "that SEC registration means the SEC approved the strategy. Drawdown line optional.",
    ),
    Case(
        id="y15-influencer-student-results",
        role="unregistered_influencer",
        topic="general",
        title="What Our Students Actually Earn (Real Numbers)",
        channel="Steady Ledger Trading School",
        description="Course by Nadia Brooks. Student results survey methodology: steadyledger.com/results. Trading "
        "involves substantial risk of loss.",
        cues="""
    I'm Nadia, I run the Steady Ledger course, and today I want to be straight with you about results
    you've probably seen course ads with sports cars and beach houses, this is not that video
    one of our students, Ahmed, made about nine thousand dollars in his first year trading part time
    Ahmed wasn't paid to share this, and he is not typical, I want to be really clear about that
    we surveyed everyone who finished the course in 2024, and the median student lost money in their first year
    about one in five were profitable after costs, and most of those made less than two thousand dollars
    the course is education, it is not a way to replace your income, and you can lose what you put in
    if you still want to learn, the enrollment page is linked below
    thanks for watching
    """,
        expected=[],
        endorsement=True,
        style="captions",
        note="Near-miss: a student success story immediately qualified as atypical and unpaid, with the generally "
        "expected results (median loss) stated clearly.",
    ),
    Case(
        id="y16-influencer-portfolio-app-reel",
        role="unregistered_influencer",
        topic="apps",
        title="The app that runs my whole portfolio #ad",
        channel="money.with.maya",
        description="#ad Paid partnership with Quillfolio. Investing involves risk.",
        cues="""
    quick heads up, this reel is a paid partnership with Quillfolio
    I've run my entire portfolio through Quillfolio for the last three years, it's the only app I trust
    the auto rebalancing is what sold me, I never have to think about it
    okay I literally just downloaded it this morning so bear with me while I find the settings
    there it is, you can set your target mix right here
    link in bio if you want to try it
    """,
        expected=[
            E("not_bona_fide_user",
              "I've run my entire portfolio through Quillfolio for the last three years, it's the only app I trust"),
        ],
        endorsement=True,
        style="captions",
        note="Implied: the claimed three years of use is contradicted by the creator downloading the app that "
        "morning. The sponsorship itself is disclosed up front.",
    ),
    Case(
        id="y17-podcast-apps-we-use",
        role="unknown",
        topic="apps",
        title="Ep. 212: The Apps We Actually Use for Saving and Investing",
        channel="Two Cents Tuesday Podcast",
        description="This week Kayla and Ben talk about budgeting apps, brokerage apps and where to park cash. "
        "Not financial advice.",
        cues="""
    welcome back to Two Cents Tuesday, I'm Kayla and as always I'm here with Ben
    Ben, you switched brokerages this year, right
    yeah I moved everything over to Nimbly, and the big thing for me is it's completely free
    you trade stocks, ETFs, crypto, whatever, and there's no catch, they don't make a cent off you
    okay and what about the cash you're not investing
    so Nimbly has this cash sweep thing, and it's basically a savings account
    except it pays four times what my old bank paid, same thing, just better
    huh, I might have to look at that
    anyway, let's get to listener questions, we've got a good one about emergency funds
    that's it for this week, see you next Tuesday
    """,
        expected=[
            E("free_claims_omit_costs",
              "it's completely free you trade stocks, ETFs, crypto, whatever, and there's no catch, "
              "they don't make a cent off you"),
            E("misleading_comparison",
              "it's basically a savings account except it pays four times what my old bank paid, same thing, just better"),
        ],
        endorsement=False,
        style="captions",
        note="Explicit: trading called free with no catch (spreads, order-flow payments omitted); implied: a "
        "brokerage cash sweep equated with a bank savings account without differences (insurance, rate terms). "
        "Role unknown (podcast hosts, no credentials stated).",
    ),
    Case(
        id="y18-podcast-zero-fee-robo",
        role="unknown",
        topic="apps",
        title="Ep. 141: Is a Zero-Fee Robo-Advisor Really Free?",
        channel="Money Over Coffee",
        description="We dig into how zero-fee robo-advisors make money. Nobody sponsors this episode.",
        cues="""
    welcome to Money Over Coffee, I'm Theo, and this week's question came from a listener named Priya
    she asked, if a robo-advisor charges zero management fee, how do they make money
    short version, it's not free, the cost just shows up somewhere else
    some of them keep a chunk of your portfolio in cash and earn interest on that cash for themselves
    that cash drag means your money isn't fully invested, which can cost you in a rising market
    the funds they pick also have expense ratios, and sometimes those funds are the company's own
    so compare the total cost, not just the headline fee, before you sign up
    that's the episode, keep sending your questions
    """,
        expected=[],
        endorsement=False,
        style="auto",
        note="Near-miss: 'zero fee' and 'free' discussed only to explain the hidden costs.",
    ),
    Case(
        id="y19-unknown-momentum-alert",
        role="unknown",
        topic="stocks",
        title="VEXTRA BIO - GET IN BEFORE MONDAY",
        channel="Green Candle Club",
        description="Daily momentum plays. Join the VIP chat for real-time alerts.",
        cues="""
    alright Green Candle fam, this one's urgent so I'm keeping it short
    I've been quietly loading Vextra Bio all week, I'm sitting on a big position
    now I need every single one of you to pile in at the open before the news drops
    the float is tiny, so if we all buy together this thing could absolutely rip
    and once it pops I'll be trimming into the strength, that's just how I trade it
    don't overthink it, buy first, ask questions later
    drop a rocket in the comments when you're in
    """,
        expected=[
            E("unjust_conduct", "now I need every single one of you to pile in at the open before the news drops"),
            E("unjust_conduct", "once it pops I'll be trimming into the strength", optional=True),
            E("performance_projection", "if we all buy together this thing could absolutely rip", optional=True),
        ],
        endorsement=False,
        style="rolling",
        note="Explicit pump: the speaker holds a large position, urges a coordinated buy and says he will sell into "
        "the rise. Role unknown. The selling line and the hedged price talk are optional.",
    ),
    Case(
        id="y20-influencer-robo-retirement-review",
        role="unregistered_influencer",
        topic="apps",
        title="Is Stackwise the Best Robo-Advisor for Retirement? (Sponsored)",
        channel="Frugal Finn",
        description="Sponsored by Stackwise: stackwise.com/finn\n\nAbout me: I'm a former middle school science "
        "teacher sharing what I learn about money. I am not a licensed financial professional.",
        cues="""
    this video is sponsored by Stackwise, they paid for this review, but the opinions are mine
    so today we're looking at Stackwise for retirement saving
    speaking as a retirement planning expert, I can tell you the glide path they use is exactly what I'd design myself
    and believe me, I've reviewed hundreds of client plans over the years, so I know what good looks like
    the fee is a quarter percent a year, and there's no minimum to start
    your money is invested in stocks and bonds, so it can go down, especially in the short run
    if you want to check it out, the link is in the description
    """,
        expected=[
            E("unqualified_expert",
              "speaking as a retirement planning expert, I can tell you the glide path they use is exactly what I'd "
              "design myself"),
            E("unqualified_expert", "I've reviewed hundreds of client plans over the years, so I know what good looks like",
              optional=True),
        ],
        endorsement=True,
        style="captions",
        note="Implied: expert status claimed in a paid review while the description says the creator is a former "
        "teacher with no licence. Sponsorship disclosed up front. The client-plans claim is optional.",
    ),
    Case(
        id="y21-influencer-registration-reel",
        role="unregistered_influencer",
        topic="general",
        title="'SEC registered' does NOT mean what you think",
        channel="scamproof.sophie",
        description="Helping you spot investment scams. Not financial advice. No sponsors.",
        cues="""
    if someone tells you their fund is SEC approved, that's your cue to slow down
    the SEC doesn't approve or endorse investments, and neither does FINRA
    registration just means paperwork was filed, it says nothing about whether the investment is good
    you can look up any adviser or broker for free on the SEC and FINRA websites
    and if a pitch leans on the regulator's name to sound safe, walk away
    follow for more scam red flags
    """,
        expected=[],
        endorsement=False,
        style="captions",
        note="Near-miss: regulator-approval language appears only to warn that it is false.",
    ),
    Case(
        id="y22-rep-income-ideas",
        role="registered_rep",
        topic="retirement",
        title="Income Ideas: Monthly Paychecks From the Crestview High Income Fund",
        channel="Tidewell Investments",
        description="Presented by Sandra Ocampo, registered representative, Tidewell Investments, member FINRA/SIPC.",
        cues="""
    hi everyone, Sandra Ocampo with Tidewell Investments, welcome to this week's income ideas
    a lot of you are retired or close to it and you've told me you want steady monthly income
    so this week I want to put the Crestview High Income Fund on your radar
    it pays about nine percent a year, and it sends that out to you every single month
    it's run by a seasoned team that's been doing this for decades, so you can sit back and let the checks roll in
    for a lot of my retirees it's become the core of their income plan
    give me a call and we'll see how it fits your portfolio
    """,
        expected=[
            E("unbalanced_benefits",
              "it's run by a seasoned team that's been doing this for decades, so you can sit back and let the checks "
              "roll in"),
            E("unbalanced_benefits", "it pays about nine percent a year, and it sends that out to you every single month",
              optional=True),
        ],
        endorsement=False,
        style="captions",
        note="Implied: a high-yield fund pitched to retirees on income alone; credit risk, NAV decline and variable "
        "distributions are never mentioned. Member firm named. The yield line is an optional anchor.",
    ),
    Case(
        id="y23-influencer-crypto-app-pick",
        role="unregistered_influencer",
        topic="crypto",
        title="The ONLY Crypto App I'd Use in 2026",
        channel="Satoshi Sam",
        description="#ad Paid partnership with Coinvale. Sign up: coinvale.com/sam",
        cues="""
    what's going on crypto fam, Sam here
    I get asked every day which app I use to buy bitcoin, so let's settle it
    I've tried pretty much all of them and Coinvale is the one I keep coming back to
    the interface is clean, deposits land fast, and the staking section is simple
    and no, nobody's paying me to say this, I just genuinely like it
    download Coinvale tonight and fund your account so you're ready for the next leg up
    peace
    """,
        expected=[
            E("undisclosed_sponsorship",
              "download Coinvale tonight and fund your account so you're ready for the next leg up"),
            E("undisclosed_sponsorship", "nobody's paying me to say this, I just genuinely like it", optional=True),
            E("undisclosed_sponsorship", "Coinvale is the one I keep coming back to", optional=True),
        ],
        endorsement=True,
        style="auto",
        note="Explicit: the speech denies payment while the description says paid partnership; a below-the-fold tag "
        "contradicted by speech is not clear and conspicuous. Anchored at the pitch; denial and first mention optional.",
    ),
    Case(
        id="y24-rep-covered-calls",
        role="registered_rep",
        topic="options",
        title="Covered Calls: The Trade-Offs Nobody Mentions",
        channel="Larchmont Securities",
        description="Education from Ben Okafor, registered representative, Larchmont Securities, Inc., member "
        "FINRA/SIPC. Options involve risk and are not suitable for all investors. Before trading options, read the "
        "Characteristics and Risks of Standardized Options.",
        cues="""
    hi, Ben Okafor from Larchmont Securities, today we're talking covered calls and their trade-offs
    a covered call means you own a hundred shares and sell someone the right to buy them at a set price
    you collect a premium up front, which is real income, but it comes with strings
    if the stock rallies past your strike, your upside is capped and your shares can get called away
    if the stock falls, the premium only cushions a little, you still carry nearly all the downside
    and the premium is generally taxed as short-term gain, which matters in a taxable account
    so covered calls can fit someone who's fine selling at the strike, they're not a free lunch
    you need options approval on your account, and please read the options risk disclosure document first
    questions, reach out to your Larchmont rep
    """,
        expected=[],
        endorsement=False,
        style="captions",
        note="Near-miss: options income discussed with capped upside, retained downside, tax and approval caveats; "
        "member firm named.",
    ),
    Case(
        id="y25-podcast-first-roth",
        role="unknown",
        topic="retirement",
        title="Ep. 88: Opening Your First Roth IRA (Step by Step)",
        channel="The Paycheck Plan Podcast",
        description="Everything you need to open your first Roth IRA.\n\nOpen a Roth with Fernway: "
        "https://fernway.com/r/paycheckplan\n\nMusic: Lakeside Loops",
        cues="""
    hey friends, welcome to The Paycheck Plan, today is all about opening your first Roth IRA
    a Roth is funded with money you've already paid tax on
    qualified withdrawals in retirement, including the growth, come out federally tax free
    there are income limits and a five year rule, so check those before you contribute
    now for where to open it, we like Fernway a lot
    use the link in the show notes to open your Roth with Fernway and they'll drop fifty bucks in your account
    just tell them The Paycheck Plan sent you
    the app is simple and you can buy a target date fund in a couple of taps
    that's the show, go open that Roth
    """,
        expected=[
            E("undisclosed_affiliate",
              "use the link in the show notes to open your Roth with Fernway and they'll drop fifty bucks in your account"),
            E("undisclosed_affiliate", "Open a Roth with Fernway: https://fernway.com/r/paycheckplan",
              origin="description"),
        ],
        endorsement=True,
        style="captions",
        note="Implied: a referral link ('/r/', 'tell them we sent you') pushed in speech and show notes with no "
        "statement that the show is paid. The Roth tax-free statement is correctly qualified (near-miss inside).",
    ),
    Case(
        id="y26-rep-401k-rollover",
        role="registered_rep",
        topic="retirement",
        title="Rollover Season: What Happens to Your 401(k) When You Leave?",
        channel="Tom Brandt | Ridgeway Securities",
        description="Tom Brandt is a registered representative of Ridgeway Securities, Inc., member FINRA/SIPC.",
        cues="""
    hey, Tom Brandt, Ridgeway Securities, let's talk about what to do with an old 401(k)
    you've basically got four choices, leave it, move it to the new plan, roll it to an IRA, or cash out
    cashing out usually means taxes and maybe a ten percent penalty, so that's rarely the move
    before I go on I want to read you a note one of my clients sent last week
    she wrote, Tom got me out of the market right before the crash and doubled my IRA in two years
    best decision I ever made
    that's the kind of result we work hard for
    rollover decisions depend on fees, investment options and services, so compare before you move
    if you want to talk through your situation, give my office a call
    """,
        expected=[
            E("testimonial_without_disclosure",
              "Tom got me out of the market right before the crash and doubled my IRA in two years",
              also=["atypical_results", "past_specific_recommendations"]),
            E("atypical_results", "that's the kind of result we work hard for", optional=True),
        ],
        endorsement=False,
        style="captions",
        note="Explicit client testimonial about performance with no statement that it may not be representative or "
        "whether she was compensated. The rollover education around it is balanced.",
    ),
    Case(
        id="y27-ria-cds-vs-bond-funds",
        role="ria",
        topic="advisers",
        title="CDs vs. Short-Term Bond Funds: What's Actually Different",
        channel="Northgate Planning Partners",
        description="Northgate Planning Partners is a registered investment adviser. This video is educational and not "
        "a recommendation of any specific security.",
        cues="""
    hi, Lena Park from Northgate Planning Partners, a question we're getting a lot lately
    should I keep my money in CDs or move it into a short-term bond fund
    a bank CD is FDIC insured up to the limits, and if you hold it to maturity you get your principal back
    a bond fund isn't insured, its price moves with interest rates, and no maturity date promises your money back
    the fund may yield a bit more, and you can usually sell any business day, while a CD can charge an early withdrawal penalty
    fund yields change over time, a CD rate is fixed for the term
    so it really comes down to how soon you need the money and how much price movement you can stomach
    if you'd like to talk it through for your situation, we're happy to help
    """,
        expected=[],
        endorsement=False,
        style="captions",
        note="Near-miss: a comparison that states the material differences (insurance, principal, rate terms, "
        "liquidity).",
    ),
    Case(
        id="y28-rep-reel-income-reit",
        role="registered_rep",
        topic="retirement",
        title="Why I like non-traded REITs for retirees",
        channel="Brooke Hale, Financial Advisor",
        description="Brooke Hale, registered representative. Securities offered through Summitline Capital Markets, "
        "member FINRA/SIPC.",
        cues="""
    okay retirees, Brooke from Summitline Capital here, let's talk about the Harbor Point Income REIT
    it pays an eight percent distribution and it doesn't bounce around like the stock market does
    no scary red days, no watching your balance drop on the news
    we're a FINRA member firm, so you know this stuff is properly vetted before we offer it
    message me and I'll send you the offering details
    """,
        expected=[
            E("unbalanced_benefits",
              "it pays an eight percent distribution and it doesn't bounce around like the stock market does",
              also=["misleading_comparison"]),
            E("unbalanced_benefits", "no scary red days, no watching your balance drop on the news", optional=True),
            E("implied_regulator_approval",
              "we're a FINRA member firm, so you know this stuff is properly vetted before we offer it", optional=True),
        ],
        endorsement=False,
        style="rolling",
        note="Implied: a non-traded REIT's stable price presented as a benefit without illiquidity, valuation or "
        "distribution risks. 'FINRA member so it's vetted' is arguable (vetting by whom), so optional.",
    ),
    Case(
        id="y29-influencer-defi-vault-ama",
        role="unregistered_influencer",
        topic="crypto",
        title="Helix Finance x Nova Discord AMA",
        channel="Nova Crypto Lounge",
        description="AMA with the Helix Finance team. Nova is a paid Helix ambassador.",
        cues="""
    alright we're live, full disclosure up front, Helix pays me as an ambassador, so keep that in mind
    we've got the Helix team here too, so fire your questions into the stage chat
    first one, where does the yield on the stable vault actually come from
    so the eighteen percent is written into the smart contract, it's just math, not market dependent
    which means your eighteen percent is locked in whatever the market does, you can plan around it
    second question, is there a lockup, yes it's thirty days on the stable vault
    third question, is the contract audited, yes, two audits, links are in the announcements channel
    okay, that's time, thanks everyone for coming
    """,
        expected=[
            E("guaranteed_returns",
              "which means your eighteen percent is locked in whatever the market does, you can plan around it",
              also=["performance_projection"]),
            E("guaranteed_returns", "the eighteen percent is written into the smart contract, it's just math",
              optional=True),
        ],
        endorsement=True,
        style="captions",
        note="Implied guarantee (never says 'guaranteed'): a fixed yield called locked in regardless of markets by a "
        "disclosed paid ambassador. The disclosure is early, so no sponsorship finding.",
    ),
    Case(
        id="y30-influencer-hardware-wallet-review",
        role="unregistered_influencer",
        topic="crypto",
        title="Vaultkey Mini Review After Two Months",
        channel="Cold Storage Kim",
        description="Vaultkey sent me this device for free. They did not pay me and did not see this video before it "
        "went up. No affiliate links.",
        cues="""
    hey all, quick disclosure first, Vaultkey sent me this wallet for free, they didn't pay me otherwise
    I've been using it for about two months now as my main cold storage device
    setup took me maybe twenty minutes, and the seed phrase backup steps are clear
    the screen is small, and I mistyped my PIN twice in the first week, so that's a minus
    it doesn't make your crypto any less volatile, it just helps protect your keys
    if you lose your seed phrase, nobody can recover your coins, including Vaultkey
    overall I'd buy it with my own money, and that's my honest take
    see you next time
    """,
        expected=[],
        endorsement=True,
        style="captions",
        note="Near-miss: free product disclosed first, genuine two-month use, downsides included.",
    ),
]
