"""Third tuning set (dev3): 40 cases written blind to the engine's patterns, lexicons, exemplars and screens.

Written from the rule text (FINRA 2210/2220/2010, SEC 206(4)-1, FTC 16 CFR 255) and audit/taxonomy.yaml only, as
several personas (personal-finance YouTuber, newsletter promoter, crypto livestream/Discord host, annuity and
insurance reps, firm marketing teams, "passive income" course sellers, dividend-investing grandfathers). Violations
are mostly implied; near-misses use the tempting words correctly. Violation and compliant cases are interleaved so
the id says nothing about the label.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="d3-01-influencer-sunday-routine-nestwise",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        title="My ENTIRE Sunday Money Routine (boring but it works)",
        channel="Tamsin Talks Money",
        description="My Sunday money routine, start to finish.\nLinks I mention are in the pinned comment.\n"
        "Camera: Sony ZV-E10 | Music: Epidemic Sound",
        cues="""
        Okay so, hi, welcome back, it's Tamsin, and today is a long one because you all asked for my whole money routine.
        Like the actual, boring, every-Sunday-night routine, not the pretty Instagram version.
        So step one, I sit down with a cup of tea, I open everything up, and I look at what came in and what went out.
        And for the longest time I did this in a spreadsheet I built myself, and honestly, it was a disaster.
        It had like nine tabs, half of them were broken, and my formulas were held together with tape and prayers.
        So this year I moved the whole thing over to Nestwise.
        And I'm not going to lie, the first week I was like, do I really need another app on my phone.
        But it pulls in every account, it sorts your spending for you, and it has this round-up thing
        where your spare change gets swept into a little starter portfolio.
        If you want to try it, go to nestwise dot com slash tamsin and the first three months are on the house.
        Seriously, just do it tonight, it takes like ten minutes.
        Okay, step two, credit cards. I pay them in full, every single month, no exceptions, ever.
        That one's not glamorous, but it's kind of the whole game, honestly.
        Step three is my sinking funds, so car repairs, gifts, and vet bills for my very dramatic cat.
        Each one gets a set amount on payday, and I don't touch them for anything else.
        Step four, I look at my calendar for the week and I think about what I'm going to spend before I spend it.
        Which sounds obvious, but it's the step that saves me the most, by far.
        And then I close the laptop and I go watch something terrible on TV.
        Oh, and the Nestwise team has been so lovely to work with, they're honestly the reason I could film this whole series, so be nice to them in the comments.
        Okay, love you, bye.
        """,
        expected=[
            E(
                "undisclosed_sponsorship",
                "go to nestwise dot com slash tamsin and the first three months are on the house",
            ),
        ],
        note="Long ramble; the sponsorship is only revealed by context in the sign-off ('the reason I could film this "
        "whole series'), which is after the pitch and is not a clear disclosure. Description has no link.",
    ),
    Case(
        id="d3-02-influencer-hysa-pinned-link-not-user",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="Your Emergency Fund Is LOSING Money (do this instead)",
        channel="Jordan Saves",
        description="Emergency fund basics. Bonus link is pinned in the comments!\nBusiness: jordansaves@example.com",
        cues="""
        hey what's up it's jordan and today we're talking emergency funds
        because if your emergency fund is sitting in a big bank checking account you're basically lighting money on fire
        the big banks pay you like point zero one percent which is nothing
        so what i did is i moved mine over to brightvault
        it's what i keep my own emergency fund in and the rate right now is four point four percent
        you can pull money out whenever no lockup no penalties
        the app is super clean setup took me like five minutes
        so the link is pinned in the comments grab it there because if you open through that link you get a hundred fifty dollar bonus
        and every sign up through that link helps the channel keep the lights on so thank you
        ok so how much should you actually keep in an emergency fund
        most people say three to six months of expenses and i think that's a decent starting point
        if your job is less stable maybe lean toward the six month end
        and if you have kids or you own a home with an old furnace maybe even more
        full transparency my emergency money is still at my credit union right now i'm gonna move it over when my cd matures in the spring
        anyway that's the video see you next week
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "so the link is pinned in the comments grab it there because if you open through that link "
                "you get a hundred fifty dollar bonus",
            ),
            E("not_bona_fide_user", "it's what i keep my own emergency fund in"),
        ],
        note="'helps the channel keep the lights on' hints at payment but never says the link pays the creator, so the "
        "referral pitch is undisclosed. The closing line reveals the money is still at a credit union, so 'it's what "
        "I keep my own emergency fund in' is false.",
    ),
    Case(
        id="d3-03-unknown-newsletter-kitchen-remodel",
        topic="stocks",
        role="unknown",
        title="The Stock That Paid For My Daughter's Wedding (and what's next)",
        channel="Vance Edge Alert",
        description="Join the Edge Alert: 49 dollars a year. https://edgealert.example.com/join",
        cues="""
        Folks, Rick Vance here from the Edge Alert, and I'll keep this short because the market opens in twenty minutes.
        If you were on my list back in March, you already know what happened with Corvane Robotics.
        I'm not going to say the number out loud, let's just say a lot of my readers are picking out countertops for the new kitchen.
        And the month after that it was Halvorsen Mining, which, uh, paid for my daughter's wedding and then some.
        So people ask me, Rick, what's next.
        Well, there's a little battery company I've been watching for about two years,
        and the ticker goes out to members on Friday morning.
        It's trading around four bucks right now, and where I see it going, by the time we're carving the turkey,
        is somewhere in the neighborhood of twenty.
        Gary from Tulsa wrote in last week, he said, Rick, best forty-nine dollars I ever spent, I'm up eleven grand.
        That's the kind of email that makes my whole day.
        Membership is forty-nine dollars for the year, and the link is right below this video.
        Alright, go get 'em.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "If you were on my list back in March, you already know what happened with Corvane Robotics.",
            ),
            E(
                "past_specific_recommendations",
                "it was Halvorsen Mining, which, uh, paid for my daughter's wedding and then some",
                optional=True,
            ),
            E(
                "performance_projection",
                "by the time we're carving the turkey, is somewhere in the neighborhood of twenty",
            ),
            E(
                "testimonial_without_disclosure",
                "best forty-nine dollars I ever spent, I'm up eleven grand",
                also=["atypical_results"],
                optional=True,
            ),
        ],
        note="Past picks bragged about without numbers (countertops, a wedding); the price target is split over two "
        "cues and has no 'will'. Gary's email is optional because a newsletter publisher's status under the adviser "
        "and FINRA rules is arguable; the Halvorsen line repeats the first brag.",
    ),
    Case(
        id="d3-04-unknown-livestream-top-of-the-hour",
        topic="crypto",
        role="unknown",
        style="rolling",
        title="GRUMP FROG LIVE - we are so early",
        channel="Frog Pond Live",
        description="Live every night 8pm ET. Not financial advice.",
        cues="""
        yo yo yo we are live, chat is moving fast tonight, let me get the donation alerts up
        okay so if you're just joining, we're talking about Grumpy Frog, the frog coin, ticker GRUMP
        I see a lot of new names in chat tonight, welcome welcome welcome
        somebody's asking is it too late to get in, no brother, we are so early it's embarrassing
        okay here's the play, at the top of the hour, nine o'clock, everybody smashes buy at the same time
        and nobody touches the sell button until the chart goes vertical
        and yeah I'll be peeling a little off the top on the way up, gotta pay for the stream somehow lol
        somebody asks what if it dumps, then it dumps, only put in what you can stand to lose
        mods pin the contract address please, pin it pin it
        okay we've got about twenty minutes, go get your wallets ready
        """,
        expected=[
            E(
                "unjust_conduct",
                "at the top of the hour, nine o'clock, everybody smashes buy at the same time "
                "and nobody touches the sell button until the chart goes vertical",
            ),
            E(
                "unjust_conduct",
                "I'll be peeling a little off the top on the way up",
                optional=True,
            ),
        ],
        note="Coordinated buy split over two cues, with the host selling into it. The 'what if it dumps' answer is a "
        "real risk statement and not a violation; the selling remark is optional (part of the same scheme).",
    ),
    Case(
        id="d3-05-influencer-tallyhome-disclosed-first",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        title="I tried the budgeting app for couples (sponsored, honest review)",
        channel="Priyanka Plans",
        description="Sponsored by Tallyhome. I was paid for this video and earn a commission if you use code PRIYA.\n"
        "https://tallyhome.example.com/priya",
        cues="""
        Hi everyone, it's Priyanka, and before I say anything else, a disclosure.
        This video is sponsored by Tallyhome. They paid me to make it, and if you sign up with my code I get a commission.
        They didn't get to approve what I say, and I'll tell you what I don't like about it too.
        So, Tallyhome is a budgeting app for households that share expenses, roommates, couples, that kind of thing.
        What I like, it splits shared bills automatically, and you both see the same numbers.
        What I don't like, the free tier is pretty limited, and premium is six dollars a month, which adds up.
        It's a budgeting tool, not an investment, it is not going to grow your money by itself.
        If it sounds useful, code PRIYA gets you the first month of premium at no charge, and again, that's my affiliate code.
        My partner and I have used it since January, and we still argue about groceries, so, no miracles.
        Thanks for watching, see you Thursday.
        """,
        note="Near-miss: sponsor, payment and commission disclosed in speech before the pitch and in the description; "
        "the 'no charge' month is an app subscription, not a securities claim.",
    ),
    Case(
        id="d3-06-unknown-discord-flarebridge-tag",
        topic="crypto",
        role="unknown",
        endorsement=True,
        style="auto",
        title="moving our bags to the new L2 (late night call)",
        channel="Late Night Call",
        description="Bridge here: https://flarebridge.example.io/?ref=latenightcall\nDiscord: discord.gg/latenightcall",
        cues="""
        gm gm everybody welcome to the late night call
        let me pull up the discord real quick ok we've got like four hundred people in here tonight
        so tonight we're talking about the move to the new layer two and how to get your bags over there
        first shout out to the flarebridge crew they've been really good to this community
        they're the ones who loaded up the giveaway wallet for tonight so stick around for that
        to move your tokens over use the link in the pinned message don't use some random bridge you found on twitter
        it's the flarebridge link with our tag on it so they know you came from us
        once you're on the other side the farm rewards are paid in the chain's token so the value moves around a lot
        ok somebody in chat asks about fees gas on the bridge is usually a couple bucks
        and it takes maybe ten minutes to land so don't panic if you don't see it right away
        alright giveaway at the end stick around
        """,
        expected=[
            E("undisclosed_sponsorship", "to move your tokens over use the link in the pinned message"),
            E(
                "undisclosed_affiliate",
                "https://flarebridge.example.io/?ref=latenightcall",
                origin="description",
            ),
        ],
        note="The sponsor funding the giveaway is only implied ('loaded up the giveaway wallet', 'link with our tag'); "
        "the pitch is anchored at the first call to use the link. The description carries a bare referral link.",
    ),
    Case(
        id="d3-07-rep-variable-annuity-uncle-sam",
        topic="retirement",
        role="registered_rep",
        title="The Annuity I Recommend Most to People in Their 50s",
        channel="Gail Brennan Retirement",
        description="Gail Brennan is a registered representative of Summit Ridge Securities, member FINRA/SIPC.",
        cues="""
        Hi, I'm Gail Brennan, registered representative with Summit Ridge Securities, member FINRA and SIPC.
        Today we're talking about the variable annuity I recommend most often to people in their fifties.
        You put money in, you pick your investments, and it grows until you're ready to turn it into income.
        The part my clients love the most, everything that grows inside this annuity, Uncle Sam never touches it.
        You keep the whole thing, every dollar of growth is yours.
        You pick from about forty sub-accounts, stock funds, bond funds, a couple of target-date options.
        There's a death benefit too, so your beneficiaries get at least what you put in.
        And when you're ready, you can turn it into a check every month for the rest of your life.
        If you want to see how this would fit with what you already have, my number is on the screen.
        Thanks so much for watching.
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "everything that grows inside this annuity, Uncle Sam never touches it.",
            ),
            E(
                "tax_free_mischaracterized",
                "You keep the whole thing, every dollar of growth is yours.",
                optional=True,
            ),
        ],
        note="Annuity growth is tax-deferred; withdrawals are taxed as ordinary income. The claim never says "
        "'tax-free'. The follow-on sentence is optional (same statement continued).",
    ),
    Case(
        id="d3-08-unknown-livestream-chat-refuted",
        topic="crypto",
        role="unknown",
        style="rolling",
        title="small caps, chat Q&A, no shilling",
        channel="Honest Degen",
        description="I disclose what I hold on every stream. No sponsors.",
        cues="""
        alright we're live, give it a second for the stream to catch up
        chat's already going, hi everybody
        first thing I see, somebody typing guaranteed fifty x in all caps
        no. nobody can promise you that, not me, not the dev, not your cousin
        if anyone in here DMs you saying something is guaranteed, that's a scammer, report and block
        another one, should we all buy at nine together
        absolutely not, that's literally how a pump and dump works, I'm not doing that and neither should you
        I'll always tell you what I own, tonight that's some ETH and nothing we're talking about
        I've lost money on more of these small coins than I've made, and I mean that
        someone's asking is this coin SEC approved, coins don't get SEC approved, that's not a thing
        okay let's look at some charts
        """,
        note="Near-miss: reads hype from chat ('guaranteed fifty x', 'buy at nine together', 'SEC approved') and "
        "refutes each one; discloses holdings and losses.",
    ),
    Case(
        id="d3-09-rep-coach-ray-no-firm",
        topic="retirement",
        role="registered_rep",
        style="auto",
        title="Where to PARK your savings right now",
        channel="Coach Ray Money Mondays",
        description="Coach Ray - retirement income talks every Monday. Call 555-0142 for a free review.",
        cues="""
        hey everybody coach ray here welcome back to money mondays
        so i get this question all the time ray where should i park my savings
        and let me tell you what i tell the folks who sit across the desk from me
        i'm licensed series six and sixty three so i can actually put you into these funds myself
        if your money's sitting in a savings account at two percent why would you do that to yourself
        the short-term bond fund i use pays five and a quarter and it's just as safe as the bank only you get paid more
        you can get in with as little as a thousand dollars
        and it pays you every month which my retirees really like
        give my office a call the number's on the screen
        that's it for this week
        """,
        expected=[
            E(
                "missing_member_name",
                "i'm licensed series six and sixty three so i can actually put you into these funds myself",
            ),
            E(
                "misleading_comparison",
                "the short-term bond fund i use pays five and a quarter and it's just as safe as the bank "
                "only you get paid more",
                also=["guaranteed_returns"],
            ),
        ],
        note="A licensed rep selling funds with no member firm named in speech or description. The bond fund is "
        "compared with an insured bank account without the differences (not FDIC insured, price moves).",
    ),
    Case(
        id="d3-10-ria-crestline-portfolio-level",
        topic="advisers",
        role="ria",
        title="Crestline Partners | Quarterly Update",
        channel="Crestline Partners",
        description="Crestline Partners LLC is a registered investment adviser.",
        cues="""
        Welcome to the Crestline Partners quarterly update, I'm Dana Whitfield, head of client strategy.
        Crestline is a registered investment adviser, and this update is for anyone thinking about working with us.
        Our flagship Core Equity composite has compounded at fourteen point two percent a year over the past ten years.
        That figure is at the portfolio level, fees are a separate conversation we have with each family.
        We hold about thirty companies at a time and we hold them for years, not months.
        We were also recently named one of the top wealth management firms in the country,
        which is a real honor for the whole team.
        If you'd like to talk, the contact form is on our website.
        Thanks for your time.
        """,
        expected=[
            E(
                "gross_without_net",
                "Our flagship Core Equity composite has compounded at fourteen point two percent a year over the past "
                "ten years.",
                also=["cherry_picked_performance"],
            ),
            E(
                "third_party_rating_undisclosed",
                "We were also recently named one of the top wealth management firms in the country",
            ),
        ],
        note="The return is gross ('at the portfolio level, fees are a separate conversation') with no net figure and "
        "only a 10-year period; the ranking has no source, date or period.",
    ),
    Case(
        id="d3-11-rep-fixed-indexed-annuity-balanced",
        topic="retirement",
        role="registered_rep",
        title="Fixed Indexed Annuities: What They Do and Don't Do",
        channel="Tom Alvarez | Keystone Lane",
        description="Tom Alvarez is an insurance agent and a registered representative of Keystone Lane Financial, "
        "member FINRA/SIPC. Guarantees are backed by the issuing insurer's claims-paying ability.",
        cues="""
        Hi, I'm Tom Alvarez, insurance agent and registered representative with Keystone Lane Financial, member FINRA and SIPC.
        Today, fixed indexed annuities, what they do, and just as important, what they don't do.
        The contract has a floor, so in a year the index drops, your credited interest is zero rather than negative.
        That floor is a contractual guarantee from the insurance company, and it's only as strong as that insurer's ability to pay claims.
        It's not a bank product, it's not FDIC insured, and no government agency backs it.
        Your upside is capped, this contract's cap is six percent right now, and the insurer can lower it at renewal.
        If you take out more than ten percent in the first seven years, there's a surrender charge, starting at seven percent.
        Growth is tax-deferred, not tax-free. When you take money out, the gains are taxed as ordinary income,
        and before fifty-nine and a half there's generally a ten percent IRS penalty on top of that.
        So it can fit someone who wants to protect principal and can leave the money alone for years.
        It's a poor fit if you might need the cash, or if you want full market returns.
        I'm happy to walk through the actual contract with you, every fee and every limit, before you decide anything.
        """,
        note="Near-miss: 'guarantee', 'tax-deferred' and 'protect principal' used correctly with the insurer's "
        "claims-paying caveat, caps, surrender charges and the tax treatment; firm named.",
    ),
    Case(
        id="d3-12-ria-rotation-model-since-2008",
        topic="advisers",
        role="ria",
        style="rolling",
        title="Northgate Sector Rotation: 15 Years of Results",
        channel="Northgate Quant Advisors",
        description="Northgate Quant Advisors is a registered investment adviser.",
        cues="""
        hi everyone, this is the team at Northgate Quant Advisors, a registered investment adviser
        today we want to walk you through our Sector Rotation model
        we built the model in 2022, and we wanted to know how it would have handled the last fifteen years
        so we ran it all the way back through 2008, the financial crisis, covid, all of it
        a hundred thousand dollars put into the rotation model at the start of 2008 grows to roughly six hundred and forty thousand today
        the model moves between eleven sectors based on momentum and valuation signals
        and the live strategy has done its part too
        since we opened it to clients at the end of March 2020 it's up a hundred and twelve percent
        accounts start at fifty thousand dollars
        reach out through the website to set up a call
        """,
        expected=[
            E(
                "hypothetical_performance",
                "a hundred thousand dollars put into the rotation model at the start of 2008 grows to roughly six "
                "hundred and forty thousand today",
            ),
            E(
                "cherry_picked_performance",
                "since we opened it to clients at the end of March 2020 it's up a hundred and twelve percent",
            ),
        ],
        note="Back-tested growth of a model built in 2022 shown to a mass audience, stated in the present tense "
        "('grows to'); live results start at the March 2020 low with no 1/5/10-year periods.",
    ),
    Case(
        id="d3-13-ria-greer-federal-level-linda",
        topic="advisers",
        role="ria",
        title="Why Families Trust Greer Family Wealth",
        channel="Greer Family Wealth",
        description="Greer Family Wealth LLC is a registered investment adviser.",
        cues="""
        Hello and welcome, I'm Marcus Greer, founder of Greer Family Wealth, a registered investment adviser.
        People sometimes ask whether they can trust a smaller firm like ours.
        Here's my answer, we're registered with the SEC, and every strategy we run has been through their examination process,
        so you know the approach has already been checked out at the federal level.
        But I'd rather let a client tell you. This is Linda, she's been with us since 2015.
        After my husband passed, Marcus took his pension and the mess of accounts he left and turned it into an income I can actually live on.
        I'd tell anyone who's scared about money to call him.
        We work with about a hundred and fifty families, most of them within an hour of our office.
        Thanks for watching.
        """,
        expected=[
            E(
                "implied_regulator_approval",
                "every strategy we run has been through their examination process, so you know the approach has "
                "already been checked out at the federal level",
            ),
            E(
                "testimonial_without_disclosure",
                "Marcus took his pension and the mess of accounts he left and turned it into an income I can "
                "actually live on",
            ),
        ],
        note="SEC registration and exams presented as vetting of the strategy. Linda's client status is said, but "
        "nothing on compensation or conflicts, so the testimonial lacks the required disclosures.",
    ),
    Case(
        id="d3-14-influencer-freedom-stack-strategist",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="how my student makes $18k/month in PASSIVE income",
        channel="The Freedom Stack",
        description="Freedom Stack Academy doors open Monday: https://freedomstack.example.co/join\n"
        "About Devon: self-taught investor and entrepreneur, no formal finance background, just results.",
        cues="""
        what's going on everybody it's devon from the freedom stack
        if you're new here i help regular people build income streams that pay them while they sleep
        quick bit about me i'm a certified wealth strategist and i've been doing this for over a decade
        so when i tell you this works i'm speaking as a professional not some random guy on the internet
        one of my students priya came in with zero she'd never invested a dollar in her life
        ninety days later she's clearing eighteen thousand a month and honestly that's what happens when you actually follow the system
        the system is three parts cash flow assets digital products and automation
        we go through every piece of it step by step inside the academy
        the doors to the freedom stack academy open again on monday the link's below
        see you inside
        """,
        expected=[
            E("unqualified_expert", "i'm a certified wealth strategist and i've been doing this for over a decade"),
            E(
                "atypical_results",
                "ninety days later she's clearing eighteen thousand a month and honestly that's what happens when you "
                "actually follow the system",
                also=["testimonial_without_disclosure"],
            ),
        ],
        note="The 'certified wealth strategist' title is invented (the description admits no formal background); "
        "one student's result is framed as what the system produces. Own course sold through endorsements.",
    ),
    Case(
        id="d3-15-ria-bayfield-net-first",
        topic="advisers",
        role="ria",
        title="Bayfield Balanced Income: Annual Performance Review",
        channel="Bayfield Capital Management",
        description="Bayfield Capital Management is a registered investment adviser. Full composite presentation and "
        "fee schedule: https://bayfield.example.com/composite",
        cues="""
        Hi, I'm Elena Park, chief investment officer at Bayfield Capital Management, a registered investment adviser.
        This is our annual performance review for the Balanced Income composite.
        All figures are as of December thirty-first, and I'll give you the net numbers first, because that's what clients actually keep.
        Net of all advisory fees and fund expenses, the composite returned 6.1 percent over one year,
        4.8 percent a year over five years, and 5.9 percent a year over ten years.
        Before fees, the same periods were 7.2, 5.9 and 7.0 percent, and they're on the slide right next to the net figures, same size.
        The benchmark, a sixty forty blend of global stocks and U.S. bonds, returned 7.0, 5.1 and 5.6 percent net of index fund costs.
        In 2022 the composite lost 11.4 percent net of fees, and it can lose money again.
        Past performance does not guarantee future results, and the full composite presentation is linked below.
        """,
        note="Near-miss: gross returns shown only next to net returns of equal prominence, 1/5/10-year periods, a "
        "losing year and a benchmark.",
    ),
    Case(
        id="d3-16-influencer-dividend-machine-youre-next",
        topic="stocks",
        role="unregistered_influencer",
        endorsement=True,
        title="How My Students Build $2k/Month Dividend Cash Flow",
        channel="Wealth Wednesday with Tasha",
        description="Dividend Machine enrollment closes Sunday. Link in bio.",
        cues="""
        Alright fam, it's Tasha, welcome to another Wealth Wednesday.
        Today I'm going to show you exactly how my Dividend Machine students are building monthly cash flow.
        So the system is simple, you pick from my list of monthly payers, you reinvest, and you let it stack.
        And look, if you put in the hours and follow the list, there's no version of this where you end up down money.
        The list gets updated every quarter inside the members area.
        Look at Dev, he's twenty-two, went through the program in January, and he cleared forty grand last month.
        You're next. I mean that.
        Enrollment closes Sunday at midnight, and the link is in my bio.
        Love you guys, bye.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "if you put in the hours and follow the list, there's no version of this where you end up down money",
            ),
            E(
                "atypical_results",
                "he cleared forty grand last month. You're next.",
                also=["testimonial_without_disclosure"],
            ),
        ],
        note="A no-loss promise phrased as a scenario ('no version of this...'); one student's outlier result, split "
        "over two cues, presented as the viewer's expected outcome.",
    ),
    Case(
        id="d3-17-unknown-grandpa-walt-taxman",
        topic="stocks",
        role="unknown",
        title="Coffee & Dividends: The Taxman Never Gets a Bite",
        channel="Walt's Sunday Dividends",
        description="Walt, 78, retired shop teacher. Dividend investing since 1971.",
        cues="""
        Well hello again, it's Walt, and it's Sunday, so you know what that means, coffee and dividends.
        My granddaughter set up this camera for me, so bear with me if I lean out of the picture.
        Back in ninety-four I bought Kellman Foods when every fella at the barbershop laughed at me,
        and I told my Sunday investment club to load up right alongside me.
        Those shares now pay me more in dividends every single year than I paid for them in the first place.
        And here's the part nobody tells you, those dividends land in my regular brokerage account and the taxman never gets a bite.
        So it's free money, really, all of it yours to keep.
        I spend some of it on the grandkids and the rest goes right back into more shares.
        Alright, that's enough out of me for one Sunday. Go call your mother.
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "those dividends land in my regular brokerage account and the taxman never gets a bite",
            ),
            E(
                "past_specific_recommendations",
                "I told my Sunday investment club to load up right alongside me. Those shares now pay me more in "
                "dividends every single year",
                optional=True,
            ),
        ],
        note="Dividends in a taxable account are taxed; implying they are never taxed is mischaracterisation. The "
        "Kellman story is a past profitable recommendation but made to a private club, so it is optional.",
    ),
    Case(
        id="d3-18-ria-cfp-cfa-roth-conversion",
        topic="retirement",
        role="ria",
        style="auto",
        title="Roth conversions explained by a CFP",
        channel="Chen Planning Group",
        description="Naomi Chen, CFP, CFA. Chen Planning Group LLC is a fee-only registered investment adviser. "
        "Registration does not imply a certain level of skill or training. General education, not advice.",
        cues="""
        hi i'm naomi chen i'm a certified financial planner and a cfa charterholder and i run chen planning group
        we're a fee-only firm registered with the sec as an investment adviser
        being registered doesn't mean the sec endorses me or my advice and you can look up my firm on the sec's adviser public disclosure site
        today roth conversions what they are and what they cost
        when you convert you pay ordinary income tax on the amount you convert in the year you convert it
        after that qualified withdrawals are tax free but only once you're fifty nine and a half and the account has met the five year rule
        your state may tax the conversion too and a big conversion can raise your medicare premiums two years later
        so the question is whether your tax rate now is lower than what you expect it to be later and nobody knows that for sure
        this is general education not advice for your situation
        thanks for watching
        """,
        note="Near-miss: real credentials stated by the person who holds them, registration explained as not an "
        "endorsement, and 'tax free' given with its conditions and the up-front tax.",
    ),
    Case(
        id="d3-19-unknown-grandpa-walt-paycheck",
        topic="stocks",
        role="unknown",
        style="rolling",
        title="Why I Sleep Like a Baby (dividend aristocrats)",
        channel="Walt's Sunday Dividends",
        description="Walt, 78, retired shop teacher.",
        cues="""
        hello friends, Walt again, just back in from the garden
        today I want to talk about why I sleep so well at night
        my portfolio is mostly what they call dividend aristocrats, companies that have raised the dividend for decades
        sixty years some of these have raised it, through wars and recessions, and they're not about to stop on my watch
        a good dividend stock is a paycheck that never gets laid off
        you buy them, you never sell, you never watch the ticker, and the checks just keep showing up in the mailbox
        my late wife used to say I got more excited about the mail than about Christmas
        anyway, go plant some tomatoes, it's good for you
        """,
        expected=[
            E(
                "unbalanced_benefits",
                "you buy them, you never sell, you never watch the ticker, and the checks just keep showing up in the "
                "mailbox",
            ),
            E("unbalanced_benefits", "a good dividend stock is a paycheck that never gets laid off", optional=True),
            E(
                "guaranteed_returns",
                "they're not about to stop on my watch",
                also=["performance_projection"],
                optional=True,
            ),
        ],
        note="Only benefits, no word on dividend cuts or price falls. The 'paycheck' metaphor and the dividend-growth "
        "certainty are arguable secondary statements (optional).",
    ),
    Case(
        id="d3-20-rep-zero-dte-casino",
        topic="options",
        role="registered_rep",
        title="The Trade I Run Every Afternoon (0DTE puts)",
        channel="Kyle Ostrander Trading",
        description="Kyle Ostrander is a registered representative of Pinecrest Brokerage, member FINRA/SIPC.",
        cues="""
        Hey traders, Kyle Ostrander, registered rep at Pinecrest Brokerage, member FINRA and SIPC.
        Today, same-day expiration puts on the index, the trade I run almost every afternoon.
        Think of it this way, when you sell these, you're the casino, and the house collects every single afternoon.
        Most of these contracts expire worthless, something like nine out of ten, and that premium is basically free rent.
        You sell the put around two in the afternoon, and by the close it's usually gone to zero.
        You can start with a pretty small account, and the premium hits your account right away.
        I'll post the exact strikes I'm using on the community tab.
        See you tomorrow afternoon.
        """,
        expected=[
            E(
                "options_unbalanced",
                "when you sell these, you're the casino, and the house collects every single afternoon",
            ),
            E("options_unbalanced", "that premium is basically free rent", optional=True),
        ],
        note="Short same-day puts pitched through a casino metaphor, with no word on the large losses when the index "
        "moves against the position. 'free rent' repeats the pitch (optional).",
    ),
    Case(
        id="d3-21-unknown-newsletter-every-pick-listed",
        topic="stocks",
        role="unknown",
        title="Every Pick I Made This Year, Winners AND Losers",
        channel="Quarterly Value Letter",
        description="Full table of every recommendation in the last 12 months: https://qvl.example.com/record",
        cues="""
        Hi, it's Lauren Ng from the Quarterly Value Letter, and this is my annual report card.
        I'm not going to give you a price target today, and I'd be suspicious of anyone who does.
        Here's every pick I made in the last twelve months, the date, the price when I recommended it, and where it is today.
        Brisco Tools, February third at forty-one dollars, now forty-seven.
        Adler Freight, March tenth at twenty-two, now fifteen, so that one's down about a third.
        Monaghan Health, June second at sixty-three, now sixty-four. Pereira Energy, July eighth at thirty, still thirty.
        Tillery Homes, September fifteenth at eighteen, now twelve, and I simply got that one wrong.
        So two up, one flat, two down, and you shouldn't assume future picks will be profitable or match these.
        My base case for Brisco is modest growth, but the bear case is real, their biggest customer could walk.
        See you next quarter.
        """,
        note="Near-miss: past recommendations presented as the complete 12-month list with dates, prices, losers and "
        "a cautionary legend; no price target.",
    ),
    Case(
        id="d3-22-unknown-discord-friday-calls",
        topic="options",
        role="unknown",
        style="auto",
        title="FRIDAY CALLS live with the discord",
        channel="Weekend Warrior Options",
        description="Discord link in bio. Not financial advice.",
        cues="""
        alright discord we're live it's friday you know what that means
        so the play is we grab calls before the close today
        by monday's open these things have doubled chat you've seen it happen how many times now
        worst case you just roll it out a week and you're fine
        last week the nvidia calls went four hundred percent the week before that amd paid three x
        grab the strikes from the alerts channel i'll drop them in a minute
        and size it however you want it's your money
        ok let's go
        """,
        expected=[
            E(
                "options_unbalanced",
                "by monday's open these things have doubled chat you've seen it happen how many times now",
                also=["performance_projection"],
            ),
            E("options_unbalanced", "worst case you just roll it out a week and you're fine", optional=True),
            E(
                "past_specific_recommendations",
                "last week the nvidia calls went four hundred percent the week before that amd paid three x",
                optional=True,
            ),
        ],
        note="Weekend call buying sold on certainty of doubling; 'worst case you roll it' hides total loss. The "
        "bragged past trades are optional (secondary to the options pitch).",
    ),
    Case(
        id="d3-23-rep-tevoral-your-window",
        topic="stocks",
        role="registered_rep",
        title="Small Biotech I've Been Watching: Tevoral Bio",
        channel="Brad Kessler | Oakmont Street",
        description="Brad Kessler is a registered representative of Oakmont Street Securities, member FINRA/SIPC.",
        cues="""
        Hi everyone, Brad Kessler here, registered rep with Oakmont Street Securities, member FINRA and SIPC.
        Quick one today on a small biotech I've been following, Tevoral Bio.
        I've been quietly building a position in Tevoral for my own book over the last few months,
        and I'm going to start lightening up over the next couple of weeks,
        so honestly, this is your window, get in now while there's still room to run.
        Their lead drug reads out in the spring, and they have about a year of cash.
        Trading volume is thin, so use limit orders.
        That's it, talk soon.
        """,
        expected=[
            E(
                "unjust_conduct",
                "I'm going to start lightening up over the next couple of weeks, so honestly, this is your window, "
                "get in now while there's still room to run",
            ),
        ],
        note="A rep urges viewers to buy a thinly traded stock while saying he is about to sell his own position into "
        "that demand.",
    ),
    Case(
        id="d3-24-influencer-grandpa-hal-dividends-get-cut",
        topic="stocks",
        role="unregistered_influencer",
        style="auto",
        title="40 years of dividend investing: the part people skip",
        channel="Grandpa Hal Invests",
        description="Nobody pays me for these videos. I'm a retired machinist, not a licensed adviser.",
        cues="""
        hi folks hal here grandpa hal as the grandkids put it
        been buying dividend stocks for about forty years and i want to tell you the part people skip
        dividends get cut i held a bank stock in two thousand eight that paid me a nice check every quarter and then it went to a penny a share
        and the stock price fell more than seventy percent on top of that
        so a dividend is never a promise the board can cut it any quarter it wants
        and in a regular brokerage account dividends are taxed every year qualified ones at a lower rate and the rest at my regular rate
        a really high yield is often a warning sign not a gift
        nobody pays me for these videos and i'm not a licensed adviser i'm a retired machinist
        take care of yourselves
        """,
        note="Near-miss: dividend talk with cuts, price falls and taxes stated; unregistered speaker with no "
        "endorsement context.",
    ),
    Case(
        id="d3-25-influencer-ledgerly-tax-pro",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="rolling",
        title="Stop Overpaying Taxes (what I do every year)",
        channel="Sam Saves",
        description="Tax season tips. Ledgerly: https://ledgerly.example.com code SAM",
        cues="""
        hey it's sam, and it's tax season, so let's talk about not overpaying
        quick background, I'm not technically a CPA, but I've done my own taxes for fifteen years, so you're basically getting a tax pro here
        first thing, most people miss deductions because they don't track anything during the year
        that's why I use Ledgerly, it tags every receipt and mileage trip automatically
        head to ledgerly dot com and use code SAM for your first month at no charge
        second thing, if you're self-employed, pay your quarterly estimates on time
        third, keep a folder, even a shoebox, for anything that might matter
        and a big thank you to Ledgerly for partnering on this video, go show them some love
        see you next week
        """,
        expected=[
            E(
                "undisclosed_sponsorship",
                "head to ledgerly dot com and use code SAM for your first month at no charge",
            ),
            E(
                "undisclosed_affiliate",
                "Ledgerly: https://ledgerly.example.com code SAM",
                origin="description",
            ),
            E(
                "unqualified_expert",
                "I'm not technically a CPA, but I've done my own taxes for fifteen years, so you're basically getting "
                "a tax pro here",
                optional=True,
            ),
        ],
        note="The partnership is only mentioned after the code pitch ('partnering on this video'), and the "
        "description repeats the code with no disclosure. Calling himself 'basically a tax pro' while disclaiming the "
        "CPA is arguable (optional).",
    ),
    Case(
        id="d3-26-ria-autopilot-costs-nothing",
        topic="apps",
        role="ria",
        title="Autopilot Wealth: Investing Without the Fees",
        channel="Autopilot Wealth",
        description="Autopilot Wealth Advisers LLC is an SEC-registered investment adviser.",
        cues="""
        Hi, I'm Jess from Autopilot Wealth, the robo-adviser built for people who hate fees.
        Here's the headline, our managed portfolios cost you nothing. Zero. No advisory fee, ever.
        You get automatic rebalancing and tax-loss harvesting on every account.
        Your portfolio is built from the Autopilot family of ETFs, which our team manages in-house,
        and your uninvested cash sits in our sweep program at a partner bank.
        Signing up takes about five minutes, and there's no account minimum.
        Download the app and let it do the rest.
        """,
        expected=[
            E(
                "free_claims_omit_costs",
                "our managed portfolios cost you nothing. Zero. No advisory fee, ever.",
            ),
        ],
        note="'Cost you nothing' while the portfolios hold the adviser's own ETFs (expense ratios) and cash is swept "
        "to a partner bank (spread) - costs only implied by context.",
    ),
    Case(
        id="d3-27-rep-cash-secured-puts-balanced",
        topic="options",
        role="registered_rep",
        style="rolling",
        title="Cash-Secured Puts: How They Work and Where They Hurt",
        channel="Rosa Delgado | Tidewater Securities",
        description="Rosa Delgado is a registered representative of Tidewater Securities, member FINRA/SIPC. Options "
        "involve risk and are not suitable for all investors.",
        cues="""
        hi, I'm Rosa Delgado, registered representative with Tidewater Securities, member FINRA and SIPC
        today, cash-secured puts, how they work and where they can hurt you
        you sell a put, you collect a premium, and you set aside enough cash to buy a hundred shares at the strike
        if the stock stays above the strike, you keep the premium, and that's the best case, the premium is all you can make
        if the stock falls below the strike, you'll likely be assigned and own shares worth less than you paid
        your maximum loss is the strike minus the premium, times a hundred, if the stock goes to zero
        the premium doesn't protect you from a big drop, and you give up the upside if the stock takes off
        options aren't suitable for every investor, you need options approval from your broker
        and before you trade, read the options disclosure document, Characteristics and Risks of Standardized Options
        questions in the comments, I'll answer what I can
        """,
        note="Near-miss: options income talk with the maximum loss, assignment, capped upside, suitability and the "
        "options disclosure document.",
    ),
    Case(
        id="d3-28-influencer-orbix-code-chat",
        topic="crypto",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="sunday stream staking Q&A",
        channel="Kai Live",
        description="Sunday streams 6pm. Socials below.",
        cues="""
        yo what's good chat it's kai welcome to the sunday stream
        bunch of you asking which exchange i use for staking so let's get into it
        ok chat keeps asking for the code it's kai fifty you get fifty bucks when you sign up and i get uh anyway
        use kai fifty at sign up on orbix
        staking on orbix is basically a savings account that can't go down
        you lock it in and it's a shore thing every single day
        i've got most of my stack on there right now
        alright let's look at some charts
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "chat keeps asking for the code it's kai fifty you get fifty bucks when you sign up and i get uh "
                "anyway",
            ),
            E(
                "guaranteed_returns",
                "staking on orbix is basically a savings account that can't go down "
                "you lock it in and it's a shore thing",
                also=["misleading_comparison"],
            ),
        ],
        note="The host starts to say what he gets from the code and trails off: no disclosure. The no-loss claim "
        "spans two cues and has an ASR slip ('shore thing' for 'sure thing').",
    ),
    Case(
        id="d3-29-rep-vul-policy-loans",
        topic="retirement",
        role="registered_rep",
        style="auto",
        title="the retirement income strategy high earners use",
        channel="Greg Tanaka | Lakeshore",
        description="Greg Tanaka, registered representative of Lakeshore Life & Securities, member FINRA/SIPC.",
        cues="""
        hi everybody this is greg tanaka with lakeshore life and securities member finra sipc
        today i want to show you the strategy a lot of my higher income clients use for retirement income
        it's a variable universal life policy and here's why i like it so much
        once the cash value builds up you pull your retirement income out through policy loans and that money is never taxed ever
        not at the federal level not at the state level you just never see a bill on it
        the cash value is invested in sub accounts you choose so it can grow with the market
        and there's a death benefit for your family on top of all that
        if you want me to run the numbers for you just call the office
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "you pull your retirement income out through policy loans and that money is never taxed ever",
            ),
            E(
                "tax_free_mischaracterized",
                "not at the federal level not at the state level you just never see a bill on it",
                optional=True,
            ),
        ],
        note="Policy loans are untaxed only while the policy stays in force (a lapse or MEC status makes gains "
        "taxable); 'never taxed ever' omits that. The next cue repeats it (optional).",
    ),
    Case(
        id="d3-30-influencer-side-stack-income-disclosure",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        title="Before You Buy My Course, Watch This",
        channel="Side Stack with Marco",
        description="Side Stack course: https://sidestack.example.com (this is my own product).\n"
        "Income disclosure: https://sidestack.example.com/income",
        cues="""
        Hey, it's Marco from Side Stack. Before I show you a single student result, here's the part most course sellers hide.
        Most people who buy this course make little or nothing from it.
        Our income disclosure for last year, out of 2,140 students, the median student earned zero dollars from what they learned.
        About eight percent earned more than a thousand dollars in the year.
        So when I tell you about Aisha, understand she's an outlier, not what you should expect.
        Aisha built a bookkeeping side business and now brings in about four thousand a month, after two years of work.
        That is not typical, and your results will very likely be much smaller.
        The course costs two hundred ninety-seven dollars, and there's a thirty-day refund.
        If that's not for you, that's completely fine.
        """,
        note="Near-miss: a student's outlier result preceded by a clear disclosure of generally expected results "
        "(median zero), as FTC 255.2(b) asks; own product disclosed.",
    ),
    Case(
        id="d3-31-unknown-penny-professor-board-certified",
        topic="stocks",
        role="unknown",
        title="The $14 Stock My Model Loves",
        channel="Professor of Penny Stocks",
        description="Vince Corrado is a former car-dealership finance manager and full-time trader.",
        cues="""
        What's up, it's Vince Corrado, and if you've been around a while you know folks call me the Professor of Penny Stocks.
        I'm a board-certified market analyst, so when I say a chart looks good, that's a professional read, not a hunch.
        Today's name is Quillmark Sensors, little sensor maker out of Ohio.
        Fourteen bucks today. The way my model reads it, you're looking at sixty-plus inside twelve months.
        The float is tiny and the short interest is climbing.
        I'll go deeper on the numbers in the members-only stream tonight.
        Peace.
        """,
        expected=[
            E(
                "unqualified_expert",
                "I'm a board-certified market analyst, so when I say a chart looks good, that's a professional read",
            ),
            E(
                "performance_projection",
                "Fourteen bucks today. The way my model reads it, you're looking at sixty-plus inside twelve months.",
            ),
        ],
        note="No board certifies 'market analysts'; the description shows his background. The price target is "
        "attributed to 'my model' with no 'will'.",
    ),
    Case(
        id="d3-32-ria-harrow-point-before-fees",
        topic="advisers",
        role="ria",
        style="auto",
        title="Harrow Point Investor Minute",
        channel="Harrow Point Capital",
        description="Harrow Point Capital Management is a registered investment adviser.",
        cues="""
        hi and welcome to the harrow point capital investor minute harrow point is a registered investment adviser
        our private credit fund had a strong year before fees the income sleeve earned eleven point eight percent
        the loans are senior secured and they go to middle market companies across the country
        what clients tell us they like is that they get equity-like returns with bond-like calm
        the fund is open to accredited investors and the minimum is two hundred fifty thousand
        reach out to your harrow point adviser to learn more
        """,
        expected=[
            E("gross_without_net", "before fees the income sleeve earned eleven point eight percent"),
            E("unbalanced_benefits", "they get equity-like returns with bond-like calm"),
        ],
        note="A gross ('before fees') figure with no net figure; private credit pitched as equity returns without "
        "volatility, with no mention of default, illiquidity or leverage risk.",
    ),
    Case(
        id="d3-33-rep-finra-does-not-approve",
        topic="general",
        role="registered_rep",
        style="auto",
        title="finra approved? sec approved? what those words really mean",
        channel="Dana Ruiz | Grayhawk",
        description="Dana Ruiz is a registered representative of Grayhawk Investments, member FINRA/SIPC.",
        cues="""
        hey folks it's dana ruiz registered rep with grayhawk investments member finra and sipc
        today i want to clear up something i see in ads all the time
        somebody says this product is finra approved or sec approved and that's supposed to make you feel safe
        finra doesn't approve products and it doesn't endorse brokers being a member just means we follow its rules and it can discipline us
        same with the sec registration is not a stamp of approval on anybody's investment
        and sipc isn't insurance against your investments losing value it steps in when a brokerage firm fails and assets are missing up to its limits
        you can look me up on brokercheck and see my registrations and any complaints
        if anyone pitches you something as approved by a regulator that's your cue to slow down
        """,
        note="Near-miss: the regulator words ('finra approved', 'sec approved', SIPC) appear only to explain that "
        "they are not endorsements.",
    ),
    Case(
        id="d3-34-rep-firefighter-ron",
        topic="retirement",
        role="registered_rep",
        style="rolling",
        title="What a Retired Firefighter Told Me",
        channel="Steve Malloy | Cedar Point",
        description="Steve Malloy is a registered representative of Cedar Point Investments, member FINRA/SIPC.",
        cues="""
        hi everyone, Steve Malloy, registered rep with Cedar Point Investments, member FINRA and SIPC
        I want to share something a client said to me last month that really stuck with me
        my client Ron, retired firefighter, thirty-one years on the job, told me I'm the best thing that ever happened to his retirement
        he said before we met he was scared to spend a dime, and now he and his wife are finally taking the Ireland trip
        that's why I do this job, honestly
        if you're near retirement and you're not sure where you stand, give us a call
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "told me I'm the best thing that ever happened to his retirement",
            ),
            E(
                "testimonial_without_disclosure",
                "now he and his wife are finally taking the Ireland trip",
                optional=True,
            ),
        ],
        note="A client's praise of the rep's service relayed in a retail communication without saying it may not be "
        "representative or whether Ron was compensated. The second cue continues it (optional).",
    ),
    Case(
        id="d3-35-influencer-newsletter-ad-takedown",
        topic="stocks",
        role="unregistered_influencer",
        title="This Stock Ad Keeps Following Me, So Let's Take It Apart",
        channel="Ad Autopsy",
        description="Nobody sponsors this channel.",
        cues="""
        Okay so I keep getting served this ad, and I want to take it apart with you.
        The ad says, quote, this under-the-radar stock could ten-x by Christmas, unquote.
        Then it says their subscribers made nine hundred percent last year, and a guy in a lab coat calls it a can't-miss.
        Here's the problem, nobody knows what a stock does by Christmas, and could is doing a lot of work in that sentence.
        Nine hundred percent on what? One pick, out of how many? They never say.
        And the lab coat, that's an actor, there's no such thing as a stock doctor.
        If an ad leans this hard on certainty, close the tab.
        Thanks for watching.
        """,
        note="Near-miss: projections, performance and expert claims are quoted from an ad in order to refute them.",
    ),
    Case(
        id="d3-36-unknown-chonk-nine-eastern",
        topic="crypto",
        role="unknown",
        style="auto",
        title="CHONK is about to go crazy (live)",
        channel="Moonbag Mike",
        description="Telegram in bio. NFA.",
        cues="""
        ok we're live what's up everybody
        so this token chonk has been on my radar for a while now
        and yes before you ask it's registered with the s e c so it's legit it's not some rug
        here's what we're doing everyone buys at nine eastern tomorrow all at once
        nobody sells and when the new money piles in that's our exit
        tell your friends tell your group chats the more the better
        ok that's all i got see you tomorrow at nine
        """,
        expected=[
            E(
                "unjust_conduct",
                "everyone buys at nine eastern tomorrow all at once nobody sells and when the new money piles in "
                "that's our exit",
            ),
            E("implied_regulator_approval", "it's registered with the s e c so it's legit"),
        ],
        note="Coordinated buy whose stated exit is the late buyers' money, split over two cues; the token is said to "
        "be SEC-registered 'so it's legit' (ASR spells SEC as 's e c').",
    ),
    Case(
        id="d3-37-unknown-cash-options-compared",
        topic="general",
        role="unknown",
        title="Where to Keep Cash You Need This Year",
        channel="Jen Explains",
        description="No sponsors. Rates change; check current rates before you move money.",
        cues="""
        Hi, it's Jen, and this is the cash video, where to keep money you might need in the next year.
        Option one, a high-yield savings account. Mine pays about four percent right now, and the bank can change that any time.
        It's FDIC insured up to two hundred fifty thousand per depositor, per bank, per ownership category.
        Option two, a money market fund at a brokerage. Similar yield today, but it's not FDIC insured, it's an investment.
        These funds try to hold a dollar a share, but that isn't guaranteed, and they have expense ratios.
        Option three, Treasury bills, backed by the U.S. government, and the interest is exempt from state and local income tax,
        though you still owe federal tax on it, and if you sell before maturity the price can be lower than you paid.
        No one's paying me to mention any of these.
        """,
        note="Near-miss: a comparison that states the material differences (insurance, stable-value not guaranteed, "
        "expenses, tax treatment, price risk before maturity).",
    ),
    Case(
        id="d3-38-unknown-income-lab-leveraged-calls",
        topic="options",
        role="unknown",
        style="rolling",
        title="A PAYCHECK Every Friday (covered calls on 3x tech)",
        channel="The Income Lab",
        description="Join the Income Lab Discord.",
        cues="""
        what's up everyone, welcome back to the income lab
        today's setup is my favorite, covered calls on the triple-leveraged tech ETF
        you buy the shares, you sell calls every week, and that's a paycheck every Friday
        the premium is yours no matter what happens to the shares
        my discord members are averaging around four percent a week doing exactly this
        I'll walk through the strikes I picked for next week
        see you in the discord
        """,
        expected=[
            E(
                "options_unbalanced",
                "you buy the shares, you sell calls every week, and that's a paycheck every Friday",
            ),
            E("options_unbalanced", "the premium is yours no matter what happens to the shares", optional=True),
            E(
                "atypical_results",
                "my discord members are averaging around four percent a week doing exactly this",
                also=["performance_projection"],
                optional=True,
            ),
        ],
        note="Covered calls on a 3x ETF sold as a weekly paycheck, with no word on the shares' downside. The 'premium "
        "is yours' line and the members' average are arguable secondary statements.",
    ),
    Case(
        id="d3-39-ria-willowmere-ranking-disclosed",
        topic="advisers",
        role="ria",
        style="rolling",
        title="Willowmere Advisors: A Note on Our Recognition",
        channel="Willowmere Advisors",
        description="Willowmere Advisors LLC is a registered investment adviser. Ranking methodology: "
        "https://harlanreview.example.com/methodology",
        cues="""
        hello, I'm Priya Raman, managing partner at Willowmere Advisors, a registered investment adviser
        we were named to the Harlan Review's list of top fee-only advisers, published in June 2026
        the list looked at client assets, years of experience and regulatory record as of December 31, 2025
        the Harlan Review picked the firms, we didn't pay to be considered, but we did pay a licensing fee to use their logo
        a ranking like this doesn't predict future performance and it isn't a review by our clients
        the methodology is linked in the description
        thank you for your trust
        """,
        note="Near-miss: a third-party ranking with its source, publication date, period covered and the fee paid "
        "to use it.",
    ),
    Case(
        id="d3-40-ria-sterling-ridge-january-call",
        topic="advisers",
        role="ria",
        title="Sterling Ridge Mid-Year Look Back",
        channel="Sterling Ridge Asset Management",
        description="Sterling Ridge Asset Management is a registered investment adviser.",
        cues="""
        Good morning from Sterling Ridge Asset Management, a registered investment adviser, I'm Ken Alder.
        A quick mid-year look back before we share our updated views.
        In our January outlook we told clients to overweight energy, and we named two companies specifically, Pellham Oil and Grantley Gas.
        Both are up more than forty percent since that call.
        For the second half we're keeping an eye on rates and the dollar.
        Our full outlook goes out to clients next week.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "we named two companies specifically, Pellham Oil and Grantley Gas. Both are up more than forty "
                "percent since that call.",
            ),
        ],
        note="Two winning past picks highlighted out of the outlook's recommendations, without the full list or "
        "losers; split over two cues.",
    ),
]
