"""Fifth tuning set ("dev5"): annuity webinars, syndications, RIA client events, FIRE referrals, prop-firm
livestreams, dividend-ETF comparisons and bilingual (Spanish-English) captions.

Written from the rule text (FINRA 2210/2220/2010, SEC 206(4)-1, FTC 16 CFR 255) and audit/taxonomy.yaml without
reading the engine's lexicon, exemplars or screens, or any other set's cases (except the first case of
cases_violations.py, for the format). Violations are mostly implied: certainty without "guaranteed", forecasts
without "will", sponsors revealed only by a thank-you after the pitch, past calls bragged about obliquely, inflated
credentials, comparisons that drop material differences, numbers spoken as words, claims split over two cues and
ASR slips. Near-misses are hedged, disclosed up front, balanced, quote-to-refute or state tax rules correctly.
Cases with and without violations are interleaved, so the id says nothing.
"""

from __future__ import annotations

from build_cases import Case, E

CASES: list[Case] = [
    Case(
        id="d5-01-rep-annuity-webinar-flat-year",
        topic="retirement",
        role="registered_rep",
        title="Retirement Income Workshop (Tuesday replay) - stop riding the roller coaster",
        channel="Walt Brenner Retirement Workshops",
        description="Free Retirement Income Workshop replay. Walt Brenner is a licensed insurance agent and a "
        "registered representative of Keel & Anchor Securities, member FINRA/SIPC.\n"
        "Variable annuities are sold by prospectus.",
        cues="""
        Good evening folks, and welcome to the Tuesday night Retirement Income Workshop, I'm Walt Brenner.
        Quick housekeeping, I'm a registered rep with Keel and Anchor Securities, member FINRA and SIPC, and I'm also a licensed insurance agent.
        If you've got questions, type them in the Q and A box on the right side of your screen and Denise will pass them to me.
        Alright, tonight's topic is the one I get asked about most, which is how do I stop my nest egg from riding the roller coaster.
        And the tool I use with most of the couples I sit down with is a variable annuity with the buffered subaccount lineup from Northgate Life.
        Now here's what I love about it. The way the subaccounts are set up, the worst year you'll ever see in here
        is a flat one, the market can do whatever it wants and your statement just doesn't go backwards.
        Second thing. Every dollar of growth inside this contract stays yours, the IRS simply isn't invited to this party.
        Compare that with your brokerage account, where you're writing a check every April on your dividends and gains.
        Third thing, you pick when the income starts, and it lasts as long as you do.
        Denise tells me Carol is asking about fees. Carol, there's a mortality and expense charge and rider fees, and it's all in the prospectus.
        Okay, next week we're doing Social Security timing, so bring your spouse.
        Thanks for spending your Tuesday with me, folks, good night.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "the worst year you'll ever see in here is a flat one, the market can do whatever it wants and your "
                "statement just doesn't go backwards",
            ),
            E(
                "tax_free_mischaracterized",
                "Every dollar of growth inside this contract stays yours, the IRS simply isn't invited to this party.",
            ),
        ],
        note="A variable annuity's subaccounts can lose value (buffers absorb only part of a fall), so 'the worst "
        "year is a flat one' promises no loss without the word 'guaranteed'; it spans two cues. Annuity growth is "
        "tax-deferred (ordinary income on withdrawal), so 'the IRS isn't invited' calls it tax-free. Fees are "
        "mentioned but do not cure either statement.",
    ),
    Case(
        id="d5-02-ria-appreciation-dinner-client-story",
        topic="advisers",
        role="ria",
        title="Client Appreciation Dinner 2026 - highlights",
        channel="Brightwater Wealth Partners",
        description="Highlights from our 2026 Client Appreciation Dinner at the Ridgeline Club. "
        "Brightwater Wealth Partners is a registered investment adviser.",
        cues="""
        Welcome, everybody, to the Brightwater Wealth Partners client appreciation dinner, twelfth year running!
        I'm Ellen Marsh, one of the founding partners, and before dessert comes out I want to say a few words.
        This has been a good year for the families in this room, and I don't say that lightly.
        Our core growth composite finished the year up twenty-one point four percent, and that's the figure before we take our slice,
        so you can see why we're in a good mood tonight.
        Now, I'm not the best person to tell you what we do, so I asked Tom Reyes to come up. Tom?
        Thanks, Ellen. So, uh, six years ago I got laid off at fifty-eight, and Maria and I honestly thought we'd have to sell the house.
        We came to Brightwater, Ellen's team rebuilt everything, and today the house is paid off, we've got the cabin,
        and our account is bigger than the day I got walked out of the building. These people saved our retirement.
        Thank you, Tom. That's exactly why we do this.
        Okay, dessert's coming, and there's a photo booth out in the lobby, please use it.
        Thank you all for twelve wonderful years.
        """,
        expected=[
            E(
                "gross_without_net",
                "Our core growth composite finished the year up twenty-one point four percent, and that's the figure "
                "before we take our slice",
                also=["cherry_picked_performance"],
            ),
            E(
                "testimonial_without_disclosure",
                "Ellen's team rebuilt everything, and today the house is paid off, we've got the cabin, and our "
                "account is bigger than the day I got walked out of the building",
            ),
        ],
        note="Gross-only return ('before we take our slice') with no net figure, one year only (cherry-picked "
        "citations also accepted). A client's testimonial about the adviser in a public video with no clear statement "
        "of client status, compensation (the dinner) or conflicts; it spans two cues.",
    ),
    Case(
        id="d5-03-influencer-roth-ladder-affiliate-upfront",
        topic="retirement",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="The Roth Conversion Ladder, explained slowly",
        channel="Quiet FIRE with Jonah",
        description="Affiliate disclosure: the brokerage link below is an affiliate link; if you open and fund an "
        "account I get paid a referral fee.\nBrokerage: https://ledgerline.example/r/quietfire",
        cues="""
        hey it's Jonah from Quiet FIRE and today we're doing the Roth conversion ladder because you keep asking
        before anything else the brokerage I'm going to mention later pays me if you sign up through my link so weigh what I say with that in mind
        okay the big idea is getting money out of retirement accounts before fifty nine and a half without the ten percent penalty
        Roth contributions the money you put in yourself can come out any time with no tax and no penalty because you already paid tax on it
        earnings are different the growth only comes out tax free once you're fifty nine and a half and the account has been open five years
        a conversion is its own thing you pay ordinary income tax on the amount you convert in the year you convert it
        and then each conversion has its own five year clock before you can pull that converted money out without the penalty
        so the ladder is you convert a chunk every year starting about five years before you need it
        and you try to keep each conversion in a low bracket so the tax bill stays small
        the state part depends on where you live some states tax the conversion too so check yours
        I keep my own ladder at Ledgerline and yeah that's the affiliate link I mentioned it's in the description
        any brokerage that offers Roth IRAs can do this you do not need Ledgerline specifically
        this isn't tax advice everybody's situation is different and a CPA can run your numbers
        see you next week
        """,
        note="Near-miss: 'tax free' is used correctly (qualified Roth earnings; contributions out tax- and "
        "penalty-free; conversions taxed in the year converted, each with its own five-year clock). The affiliate "
        "relationship is spoken before the pitch and in the description; the speaker uses the brokerage.",
    ),
    Case(
        id="d5-04-influencer-prop-livestream-passed-in-four-days",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        style="rolling",
        title="LIVE London open - reading chat + trading the fade",
        channel="Trent Trades FX",
        description="Live every weekday at the London open. Mentorship info on the community tab.",
        cues="""
        yo yo we're live, London open, grab a coffee, let's read some chat
        okay chat is moving fast today, welcome in everybody
        euro yen is sitting right on the level we marked yesterday so we're just waiting for the candle to close
        somebody asked which prop firm I'd start with. Honestly Vantage Peak.
        When you check out type TRENT20 in the promo box and your challenge fee basically gets cut to a hundred bucks
        oh look at this, Marcus in chat says he passed phase two in four days and just got a six thousand dollar payout
        that's what happens when you run the system from my mentorship the way I teach it, Marcus is just the first of a lot of you
        the London fade setup doesn't miss on days like this, you just have to be patient and wait for it
        alright candle closed, we're in, stop is above the wick
        and for the people asking, yeah that Vantage code is how I keep the lights on in here, so I appreciate you
        okay let's manage this trade, I'm moving the stop to break even
        alright that's the session, go touch grass, see you tomorrow
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "When you check out type TRENT20 in the promo box and your challenge fee basically gets cut to a "
                "hundred bucks",
            ),
            E(
                "atypical_results",
                "Marcus in chat says he passed phase two in four days and just got a six thousand dollar payout "
                "that's what happens when you run the system from my mentorship the way I teach it",
            ),
            E("guaranteed_returns", "the London fade setup doesn't miss on days like this", optional=True),
        ],
        note="The code pays the streamer, revealed only after the pitch and obliquely ('how I keep the lights on'), "
        "so the pitch is undisclosed. A chat member's fast payout is presented as what following the paid mentorship "
        "produces (two cues), with no generally expected result. 'Doesn't miss' is certainty about a setup, not a "
        "return: optional.",
    ),
    Case(
        id="d5-05-unknown-covered-call-etf-vs-savings",
        topic="options",
        role="unknown",
        style="auto",
        title="YIELD SHOWDOWN pt 3: 11.5% monthly income ETF vs your savings account",
        channel="Dividend Gang Rick",
        description="Comparing the highest yield ETFs so you don't have to. Not financial advice.",
        cues="""
        what's going on dividend gang it's Rick and today it's yield showdown part three
        I've got three funds on the board a broad market index fund a dividend growth fund and the one you all keep asking about the Nasdaq premium income fund
        the premium income fund is paying around eleven and a half percent on the trailing twelve months
        so here's how I think about it why would anybody sit in a high yield savings account at four percent
        when this pays eleven and a half and it's basically the same thing just with a bigger check every month
        and the way it makes the money is simple they sell calls on the index every month and collect the premium
        that premium is rent money it shows up no matter which way the market goes
        the dividend growth fund is the slow and steady one it yields about three and a half
        and the broad index fund yields a little over one percent which is why nobody in the comments cares about it
        alright drop your yield in the comments and I'll see you in part four
        """,
        expected=[
            E(
                "misleading_comparison",
                "why would anybody sit in a high yield savings account at four percent when this pays eleven and a "
                "half and it's basically the same thing just with a bigger check every month",
            ),
            E(
                "options_unbalanced",
                "they sell calls on the index every month and collect the premium that premium is rent money it "
                "shows up no matter which way the market goes",
                also=["guaranteed_returns"],
            ),
        ],
        note="An insured savings account and a covered-call ETF are called 'basically the same thing' (no FDIC, "
        "principal risk, capped upside, return of capital): two cues. The call-writing income is described as rent "
        "that arrives in any market, with no option risk; it also reads as certainty, so guarantee citations are "
        "accepted too.",
    ),
    Case(
        id="d5-06-unknown-bilingual-app-plata-viva",
        topic="apps",
        role="unknown",
        endorsement=True,
        style="auto",
        title="como empece a invertir con $5 (English y espanol)",
        channel="Lupita Finanzas",
        description="Finanzas en espanol y English! Instagram @lupitafinanzas",
        cues="""
        hola hola mi gente welcome back al canal it's Lupita
        hoy les quiero hablar de como empece a invertir con muy poquito dinero
        mucha gente me pregunta Lupita where do I even start y la verdad es que yo empece con una app
        descarguen Plata Viva the link is right there en mi bio and you get your first accion free when you sign up
        y lo mejor no te cobran nada nada sero comiciones so every peso every dollar you make is yours
        you can buy fractions de acciones like five dollars of an ETF
        y tambien pueden poner un deposito automatico cada quincena
        y un saludo enorme al equipo de Plata Viva for making this video happen los quiero
        bye bye nos vemos
        """,
        expected=[
            E(
                "undisclosed_sponsorship",
                "descarguen Plata Viva the link is right there en mi bio and you get your first accion free when you "
                "sign up",
            ),
            E(
                "free_claims_omit_costs",
                "no te cobran nada nada sero comiciones so every peso every dollar you make is yours",
            ),
        ],
        note="The sponsor relationship appears only in the sign-off thank-you ('for making this video happen'), "
        "after the download pitch. 'Sero comiciones' (ASR for 'cero comisiones') plus 'every dollar you make is "
        "yours' omits spreads, order-flow payments and other fees.",
    ),
    Case(
        id="d5-07-unknown-syndication-pref-spoken-for",
        topic="general",
        role="unknown",
        title="Investor Webinar: Cedar Bluff Multifamily Fund II (212 units, Huntsville)",
        channel="Cedar Bluff Capital",
        description="Cedar Bluff Multifamily Fund II - accredited investors only.\n"
        "Schedule a call: cedarbluffcap.example/call",
        cues="""
        Hey everyone, Brandon Kessler from Cedar Bluff Capital, thanks for hopping on the investor webinar.
        Tonight I'm walking you through Fund Two, which is a 212-unit garden-style property outside Huntsville.
        We're buying at a discount because the seller mismanaged it, and we've got a renovation plan for about half the units.
        The tenants are already in place and the rents already cover the debt payment almost twice over,
        so your eight percent preferred return is spoken for before we even close.
        Our business plan has us selling in year five, and at that point you're looking at roughly doubling your money, and honestly that's us being conservative.
        A couple of people asked about the paperwork. Everything's on file with the SEC, it's a 506(c) offering,
        so this isn't some back-room deal, it's been through the federal process.
        Minimum investment is fifty thousand, and you do have to be accredited.
        Schedule a call on the link below and my team will get you the subscription docs.
        Thanks, everybody, talk soon.
        """,
        expected=[
            E(
                "guaranteed_returns",
                "the rents already cover the debt payment almost twice over, so your eight percent preferred return "
                "is spoken for before we even close",
                also=["performance_projection"],
            ),
            E(
                "implied_regulator_approval",
                "Everything's on file with the SEC, it's a 506(c) offering, so this isn't some back-room deal, it's "
                "been through the federal process",
            ),
            E(
                "performance_projection",
                "at that point you're looking at roughly doubling your money, and honestly that's us being conservative",
                optional=True,
            ),
        ],
        note="A preferred return is a payment priority, not a promise; 'spoken for before we even close' states it "
        "as certain (two cues, numeric, so projection citations are accepted). A Form D filing is not SEC review, "
        "yet 'been through the federal process' implies it (two cues). The business-plan exit multiple is a "
        "forecast stated flatly but sits next to the labelled guarantee: optional.",
    ),
    Case(
        id="d5-08-ria-client-evening-testimonial-disclosed",
        topic="advisers",
        role="ria",
        title="Oakhaven Client Evening 2026",
        channel="Oakhaven Advisors",
        description="Highlights from the Oakhaven Advisors client evening. Oakhaven Advisors LLC is an SEC-registered "
        "investment adviser; registration does not imply a certain level of skill or training. The testimonial is "
        "from a current client who was not compensated; it may not be representative. Performance is net of fees; "
        "past performance does not guarantee future results.",
        cues="""
        Good evening and welcome to the Oakhaven client evening, I'm Priya Nandakumar.
        In a minute you'll hear from Glen, and before he talks I need to say a few things plainly, because this video goes on our website.
        Glen is a current client of ours. We didn't pay him anything to speak tonight, not even a fee discount, and he has no other business with us.
        What he describes is his experience. It may not be representative of other clients, and it's no guarantee of how anyone's account will do.
        Take it away, Glen.
        Thanks, Priya. What I valued most was that they talked me out of keeping everything in my old employer's stock, and explained why.
        We've had down years with them, 2022 was rough, but I always knew what was going on and why.
        Thanks, Glen. On performance, since people always ask, our balanced composite returned 6.1 percent over the last year, 5.4 percent a year over five years and 6.0 over ten, all after our fees.
        Before fees those were 7.1, 6.4 and 7.0. Past results don't guarantee future ones, and there were years the composite lost money.
        Enjoy dinner, everyone.
        """,
        note="Near-miss: a client testimonial preceded by client status, no compensation, no conflicts and a "
        "not-representative statement; the client mentions a down year. Net 1/5/10-year returns come first, gross "
        "beside them.",
    ),
    Case(
        id="d5-09-rep-rila-cd-that-grew-up",
        topic="retirement",
        role="registered_rep",
        title="Tired of 4% CDs? Meet the CD that grew up",
        channel="Rob Gentry Retirement",
        description="Tired of 4% CDs? Call Rob for a free annuity review: (918) 555-0143",
        cues="""
        Hi, I'm Rob Gentry, and if you've got money sitting in CDs, this video's for you.
        I'm a licensed financial professional here in Tulsa, I hold my Series 6 and 63 and my insurance license, and I've been helping retirees for nineteen years.
        So here's the problem with CDs. Four and change, taxed every year, and your money's locked up.
        What I've been moving clients into instead is a registered index-linked annuity.
        It gives you the upside of the stock market with the same kind of safety your banker gives you on that CD,
        so really it's a CD that grew up.
        There's a buffer version and a cap version, and we'll go through which one fits you.
        Give me a call, the number's in the description, and we'll do a free review of what you've got.
        Take care, everybody.
        """,
        expected=[
            E(
                "misleading_comparison",
                "It gives you the upside of the stock market with the same kind of safety your banker gives you on "
                "that CD, so really it's a CD that grew up",
            ),
            E(
                "missing_member_name",
                "I'm a licensed financial professional here in Tulsa, I hold my Series 6 and 63",
            ),
        ],
        note="A RILA (a security) is likened to an FDIC-insured CD: the buffer absorbs only part of a loss, upside "
        "is capped, surrender charges apply and the backing is the insurer, not the FDIC (two cues). A Series 6/63 "
        "rep promotes a registered product with no member firm named in speech or description.",
    ),
    Case(
        id="d5-10-influencer-fire-where-our-money-lives",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        title="Where we keep our FIRE money (most asked question)",
        channel="Quiet Oak FIRE",
        description="My FIRE toolkit and favorite accounts: see the Resources tab on quietoakfire.example",
        cues="""
        Hey friends, Dana here from Quiet Oak FIRE, and today I'm answering the most common email I get.
        Which is, Dana, where should I actually keep my index funds?
        For us, it's Fernway. It's where all of our FIRE money lives, every account, both Roth IRAs, the taxable account, all of it.
        The app is clean, the funds are cheap, and if you open an account through the Fernway button on my Resources tab you'll get a two hundred dollar bonus once you fund it.
        Honestly, the bonuses from you all using my links are a big part of why we could leave our jobs early, so thank you.
        Someone on Instagram asked me to show my Fernway dashboard. Ha, so, full honesty, our accounts are actually still at our old brokerage,
        moving everything is a pain and I haven't gotten around to it, but Fernway is where I'd put new money.
        Okay, that's it for this week, go max out something.
        """,
        expected=[
            E(
                "not_bona_fide_user",
                "It's where all of our FIRE money lives, every account, both Roth IRAs, the taxable account, all of it.",
            ),
            E(
                "undisclosed_affiliate",
                "if you open an account through the Fernway button on my Resources tab you'll get a two hundred "
                "dollar bonus once you fund it",
            ),
        ],
        note="The endorser later admits the accounts are still at another brokerage, so 'all of our FIRE money "
        "lives' there is false use. The referral payout is revealed only after the pitch, as a thank-you for "
        "'bonuses from you all using my links'. The description link is to the blogger's own page, not a referral "
        "URL, so it has no item.",
    ),
    Case(
        id="d5-11-unknown-covered-call-etf-honest-followup",
        topic="options",
        role="unknown",
        style="auto",
        title="I was wrong about the 11% income fund (follow up)",
        channel="Dividend Gang Rick",
        description="Follow-up to Yield Showdown pt 3. Not financial advice.",
        cues="""
        hey it's Rick again and I owe you all a follow up on the premium income fund video
        a bunch of you pushed back in the comments and you were right so let's do this properly
        yes the fund yields around eleven percent but that yield is not like a savings account rate
        a savings account at a bank is FDIC insured and your balance doesn't drop this fund can and does lose value
        the fund sells call options on the index so when the market rips higher you give up most of that upside
        and when the market falls you take most of the fall the premium only cushions it a little
        some of the payout can be return of capital which is basically your own money coming back and it lowers your cost basis
        the distributions are mostly taxed as ordinary income not at the lower qualified dividend rate
        over long stretches funds like this have often trailed the plain index fund on total return
        so if you want it fine but size it like the risky thing it is and don't compare it to your emergency fund
        see you next week
        """,
        note="Near-miss to d5-05: the same yield and the same savings-account comparison, but with the material "
        "differences stated (FDIC, principal loss, capped upside, return of capital, ordinary-income tax).",
    ),
    Case(
        id="d5-12-influencer-prop-coach-bank-desk",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        style="rolling",
        title="SUNDAY OPEN LIVE - weekly levels + Q&A",
        channel="Inner Circle FX",
        description="Join the Inner Circle mentorship: innercircle-fx.example (my program). Trading involves risk.",
        cues="""
        alright we're live, welcome to the Sunday open stream
        before we start, new people in chat keep asking who I am, so real quick
        I spent nine years on a bank FX desk in London, so when I tell you a setup works, that's institutional knowledge, not YouTube knowledge
        and that's what you get inside the Inner Circle mentorship, the same playbook the banks run
        euro dollar is heading to one ten before the month is out, chat, screenshot this
        Jay in chat is asking which bank. uh, so it was the client support desk at a retail forex broker in London, but same building basically, same screens
        anyway, let's pull up the weekly chart and mark the levels
        alright, Inner Circle link is in the description, see you next Sunday
        """,
        expected=[
            E(
                "unqualified_expert",
                "I spent nine years on a bank FX desk in London, so when I tell you a setup works, that's "
                "institutional knowledge",
            ),
            E(
                "performance_projection",
                "euro dollar is heading to one ten before the month is out, chat, screenshot this",
                optional=True,
            ),
        ],
        note="The 'bank FX desk' turns out to be customer support at a retail broker, yet it is offered as the "
        "expertise behind the paid mentorship. The currency call is a forecast made while selling the mentorship, "
        "but it is not about the mentorship's own results: optional.",
    ),
    Case(
        id="d5-13-influencer-bilingual-roth-explicado",
        topic="retirement",
        role="unregistered_influencer",
        style="auto",
        title="La Roth IRA explicada (en espanol y English)",
        channel="Marisol Ahorra",
        description="Educacion financiera en dos idiomas. Education only, not advice.",
        cues="""
        hola familia it's Marisol and hoy vamos a hablar de la rot ira porque me lo piden mucho
        primero lo basico the money you put into a roth ira you already paid taxes on it
        so tus contribuciones you can take them out anytime sin impuestos y sin penalidad
        las ganancias are different they're tax free only after fifty nine and a half and after the account is five years old
        si sacas las ganancias antes you can owe income tax plus a ten percent penalty con algunas excepciones
        y ojo hay limite de ingresos if you earn too much you can't contribute directly
        most states follow the federal rules here but check your state
        and no nothing here is garantizado the investments inside can go up or down
        this is education not advice habla con un profesional de impuestos
        besos nos vemos la proxima semana
        """,
        note="Near-miss: correct Roth rules with ASR slips ('rot ira'); 'tax free' is qualified (59 and a half and "
        "five years), 'garantizado' is negated, and there is no endorsement context.",
    ),
    Case(
        id="d5-14-rep-syndication-backtest-cost-seg",
        topic="advisers",
        role="registered_rep",
        style="auto",
        title="Sun Belt Apartment Income Program - overview for accredited investors",
        channel="Ridgeway Capital Markets",
        description="Private placements offered to accredited investors through Ridgeway Capital Markets LLC, "
        "member FINRA/SIPC.",
        cues="""
        hi I'm Carla Voss with Ridgeway Capital Markets member FINRA and SIPC and this is our Sun Belt Apartment Income Program
        the program buys older apartment buildings in growing metros renovates them and raises the rents
        we back tested this exact buy renovate and hold approach across the last fifteen years of Sun Belt apartment sales
        and it would have averaged nineteen percent a year for investors
        you get monthly income you get appreciation you get the tax shelter and you get to tell your golf buddies you own real estate
        and because of the cost segregation study the checks you get from this program never show up on your tax bill
        the minimum is twenty five thousand and the program runs about seven years
        talk to your Ridgeway rep about whether it fits your portfolio
        thanks for watching
        """,
        expected=[
            E(
                "hypothetical_performance",
                "we back tested this exact buy renovate and hold approach across the last fifteen years of Sun Belt "
                "apartment sales and it would have averaged nineteen percent a year for investors",
            ),
            E(
                "tax_free_mischaracterized",
                "because of the cost segregation study the checks you get from this program never show up on your "
                "tax bill",
            ),
            E(
                "unbalanced_benefits",
                "you get monthly income you get appreciation you get the tax shelter and you get to tell your golf "
                "buddies you own real estate",
                optional=True,
            ),
        ],
        note="A back-test of the strategy presented to a public audience (two cues, 'nineteen' spoken as a word). "
        "Depreciation shelters distributions only until sale (basis reduction, recapture), so 'never show up on "
        "your tax bill' calls deferral tax-free. The benefits list ignores leverage and a seven-year lock-up, but "
        "the video as a whole is the imbalance: optional.",
    ),
    Case(
        id="d5-15-ria-open-house-not-sec-approved",
        topic="advisers",
        role="ria",
        title="Open house recap: what SEC registration does (and doesn't) mean",
        channel="Harlow Street Advisors",
        description="Harlow Street Advisors is an SEC-registered investment adviser. Registration does not imply a "
        "certain level of skill or training. Our Form ADV Part 2 is on our website.",
        cues="""
        Hi everyone, Marcus Bell from Harlow Street Advisors, and this is our short recap of last week's client open house.
        One question came up three times at the open house, so I want to answer it for everyone.
        Several of you said, you're registered with the SEC, so the SEC has basically vetted and approved you. That's not right, and I don't want anyone thinking it.
        Registration with the SEC doesn't mean the SEC endorses us, checked our investment picks, or stands behind our performance.
        The SEC can examine advisers, but an exam isn't a seal of approval and it doesn't make any result more likely.
        Another one, someone asked whether we'd put a best-advisor award from a magazine on our website. We didn't apply for one, and we won't quote one without saying who gave it, when, and whether anyone paid.
        What you can read is our Form ADV Part 2, which is on our website and on the SEC's adviser search site, and it lists our fees and conflicts.
        Thanks again to everyone who came.
        """,
        note="Near-miss: the 'vetted and approved' belief is quoted in order to refute it; the award is discussed "
        "only to say it will not be quoted without source, date and payment.",
    ),
    Case(
        id="d5-16-influencer-forex-chat-hype-refuted",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="NY session live - no hype, just levels",
        channel="Noor Trades",
        description="Affiliate disclosure: I earn a commission if you buy a challenge with code NOOR10 at Crestline "
        "Funding. Most traders do not pass evaluations.",
        cues="""
        hey everybody Noor here live for the New York session let's see what chat's saying
        before anyone asks about my code yes I get paid a commission when you use it at Crestline so keep that in mind
        okay chat somebody wrote this strategy never loses bro no it loses all the time I had three losing weeks in a row last month
        somebody else asks is passing the challenge guaranteed with your setup absolutely not most people who buy a challenge fail it and that includes me twice
        and Sam says he passed in three days that's great Sam but three days is not normal for most people it takes months if it happens at all
        if you do buy one the code is NOOR10 and again that pays me
        only risk what you'd be fine losing completely the fee is gone if you fail
        let's look at the dollar index
        okay that's it for tonight
        """,
        note="Near-miss: chat hype ('never loses', 'guaranteed') is read out and refuted; a fast pass is called "
        "atypical with the usual outcome stated; the commission is disclosed before the code, in speech and "
        "description.",
    ),
    Case(
        id="d5-17-rep-bonus-annuity-highest-credential",
        topic="retirement",
        role="registered_rep",
        style="rolling",
        title="Senior Retirement Workshop - the Summit Bonus annuity",
        channel="Hal Whitcomb, CRIM",
        description="Senior retirement workshop replay. Hal Whitcomb, CRIM. Securities offered through Brookfield "
        "Lane Securities, member FINRA/SIPC.",
        cues="""
        hello and welcome, I'm Hal Whitcomb and I'm glad you're joining today's retirement workshop
        I'm a registered rep with Brookfield Lane Securities, member FINRA and SIPC
        I also hold the Certified Retirement Income Master designation, which is the highest credential in this entire field, I picked it up in a weekend online course
        so when I talk about retirement income, you're hearing it from the top level of expertise there is
        today I want to show you the Summit Bonus variable annuity
        the company hands you a ten percent bonus on day one, that's money in your pocket before the market even opens
        and then your account grows in the subaccounts with the tax deferral on top
        questions, call my office and we'll set up a review
        thank you all for coming
        """,
        expected=[
            E(
                "unqualified_expert",
                "the Certified Retirement Income Master designation, which is the highest credential in this entire "
                "field",
            ),
            E(
                "unbalanced_benefits",
                "the company hands you a ten percent bonus on day one, that's money in your pocket before the market "
                "even opens",
            ),
        ],
        note="A weekend designation is inflated into 'the highest credential in this entire field'. A premium bonus "
        "is presented as free money with no word on surrender charges, recapture or the lower credited rates that "
        "usually pay for it.",
    ),
    Case(
        id="d5-18-influencer-fire-course-median-first",
        topic="retirement",
        role="unregistered_influencer",
        endorsement=True,
        title="Is my course worth it? Honest numbers",
        channel="Freedom Math",
        description="The Freedom Math course: freedommath.example. I created and sell this course. Results vary; "
        "the outcomes page has last year's survey.",
        cues="""
        Hey, it's Theo from Freedom Math, and yes, this video is about my own course, which I sell, so I have an obvious interest here.
        Before any student stories, here's what typically happens. We surveyed everyone who finished the course last year.
        The median student raised their savings rate by about four percentage points. Most are nowhere near retiring early, and a lot of people never finish the course at all.
        Now, one student, Aisha, went from saving nothing to saving forty percent in two years. That's real, and it's also unusual. She got a big raise in that time.
        She isn't paid for sharing this, she just emailed me.
        If the course sounds useful, the link's in the description. If not, the free library on my site covers a lot of the same ground.
        Take care.
        """,
        note="Near-miss: the seller states his interest first and gives the generally expected result (median) "
        "before the exceptional student story, which he calls unusual and explains.",
    ),
    Case(
        id="d5-19-rep-dividend-etf-ill-wait",
        topic="stocks",
        role="registered_rep",
        title="Income Friday: what's NEXT for dividend ETFs",
        channel="Greg Tanaka Income",
        description="Income investing with Greg Tanaka, registered representative of Pinecrest Investor Services, "
        "member FINRA/SIPC.",
        cues="""
        What's up income crew, Greg Tanaka here, registered rep with Pinecrest Investor Services, member FINRA and SIPC.
        Remember back in March when I told everybody to back up the truck on that utilities dividend ETF? Go pull up the chart. I'll wait.
        Yeah. That's what I thought. The people who listened are sitting pretty.
        Now let's talk about what's next, because the setup is even better this time.
        With the rate cuts lining up the way they are, high-dividend funds are in for a twenty percent year,
        and the one I like most is the Pinecrest Dividend Leaders ETF.
        And the fund costs you nothing to hold, because the dividends cover the fee.
        It yields about four point two percent and it rebalances once a year.
        Alright, that's the show, see you next Friday.
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "Remember back in March when I told everybody to back up the truck on that utilities dividend ETF? "
                "Go pull up the chart. I'll wait.",
            ),
            E(
                "performance_projection",
                "With the rate cuts lining up the way they are, high-dividend funds are in for a twenty percent year",
            ),
            E(
                "free_claims_omit_costs",
                "the fund costs you nothing to hold, because the dividends cover the fee",
                optional=True,
            ),
        ],
        note="A past winning call is bragged about without naming its result ('go pull up the chart, I'll wait') "
        "and without the other calls. A twenty-percent year is forecast without 'will'. 'Costs you nothing' "
        "because dividends cover the fee still hides the expense ratio, but it is a rationalisation rather than a "
        "claim that the fund is free: optional.",
    ),
    Case(
        id="d5-20-unknown-bilingual-staking-no-baja",
        topic="crypto",
        role="unknown",
        style="auto",
        title="este token paga 12% FIJO (staking explicado)",
        channel="Cripto con Lalo",
        description="Cripto en espanol y en ingles. Telegram: t.me/cryptolalo",
        cues="""
        que onda que onda it's Lalo y bienvenidos back to the channel
        today les traigo algo que me tiene super emocionado
        it's this new token se llama Kuali and they have a stay king program
        you put your coins in stay king and you earn un doce por ciento fijo every year
        it's like a savings account pero mejor porque no baja nunca nunca it just goes up
        yo ya compre un monton like a lot a lot
        and when all of you pile in the price jumps and that's when i take my profits
        so get in this weekend antes de que suba
        saludos nos vemos
        """,
        expected=[
            E(
                "guaranteed_returns",
                "you earn un doce por ciento fijo every year it's like a savings account pero mejor porque no baja "
                "nunca nunca it just goes up",
                also=["performance_projection"],
            ),
            E(
                "unjust_conduct",
                "when all of you pile in the price jumps and that's when i take my profits so get in this weekend",
            ),
        ],
        note="'Stay king' is ASR for staking. A fixed twelve percent ('doce por ciento fijo') that 'never goes "
        "down' is a promise spoken half in Spanish, over two cues. The speaker says he will sell into the buying "
        "he is urging (two cues).",
    ),
    Case(
        id="d5-21-rep-annuity-seminar-finra-doesnt-endorse",
        topic="retirement",
        role="registered_rep",
        title="Annuities: the parts the brochure skips",
        channel="Joan Pettibone Retirement Planning",
        description="Retirement income seminar replay. Joan Pettibone is a registered representative of Fairmount "
        "Row Securities, member FINRA/SIPC, and a licensed insurance agent.",
        cues="""
        Good afternoon, everybody, I'm Joan Pettibone, registered representative with Fairmount Row Securities, member FINRA and SIPC.
        Every seminar someone points at the FINRA logo on my slides and says, so FINRA stands behind this annuity. No. FINRA membership just means my firm is a member. FINRA doesn't approve, endorse or guarantee any product I talk about.
        The guarantees in an annuity contract, like a guaranteed minimum income, are backed only by the claims-paying ability of the insurance company. Not the FDIC, not the government.
        A variable annuity's subaccounts can lose value, including principal. Riders cost extra, often one percent a year or more.
        There are surrender charges, often for seven years or more, if you take out more than the free withdrawal amount.
        Growth is tax-deferred, not tax-free. When you take money out, the earnings are taxed as ordinary income, and before fifty-nine and a half there can be a ten percent penalty.
        For a lot of people, a simple mix of bonds and index funds does the job for less money. An annuity can make sense when you want lifetime income and you understand the costs.
        Alright, let's take questions.
        """,
        note="Near-miss: 'FINRA stands behind this annuity' is quoted to refute it; 'guaranteed' is tied to the "
        "insurer's claims-paying ability; tax deferral is described correctly; costs and risks are given.",
    ),
    Case(
        id="d5-22-unknown-syndication-podcast-underwritten",
        topic="general",
        role="unknown",
        endorsement=True,
        style="rolling",
        title="Rent Roll Podcast #88 - Dale Harmon on building Redstone Equity",
        channel="The Rent Roll Podcast",
        description="The Rent Roll Podcast, episode 88, with guest Dale Harmon of Redstone Equity.",
        cues="""
        welcome back to the rent roll podcast, I'm your host Kiki, and today I've got Dale Harmon from Redstone Equity
        Dale, tell people how the last fund did
        sure, so if you look from the start of twenty-one through the middle of twenty-two, our investors were up forty-some percent on their capital
        that's unreal. okay, so for listeners who are accredited, go to redstone deals dot com and grab a spot in Fund Four before it closes
        I'm seriously thinking about putting money in it myself
        we're about sixty percent subscribed right now, so there's still room
        and a huge shout out to Redstone for underwriting this whole season of the show, we couldn't do it without them
        see you next week
        """,
        expected=[
            E(
                "cherry_picked_performance",
                "from the start of twenty-one through the middle of twenty-two, our investors were up forty-some "
                "percent on their capital",
            ),
            E(
                "undisclosed_sponsorship",
                "go to redstone deals dot com and grab a spot in Fund Four before it closes",
            ),
        ],
        note="An eighteen-month window from the 2021 boom, with no other periods. The host pitches the fund and only "
        "afterwards thanks the guest's firm for 'underwriting this whole season', i.e. paying for the show.",
    ),
    Case(
        id="d5-23-ria-founder-energy-steak-sec-books",
        topic="advisers",
        role="ria",
        style="auto",
        title="Founder's remarks - Lakeshore Client Summit 2026",
        channel="Lakeshore Capital Advisors",
        description="Founder's remarks, Lakeshore Capital Advisors client summit 2026. Lakeshore Capital Advisors is a "
        "registered investment adviser.",
        cues="""
        thank you thank you everybody please sit down I'm Frank Delgado and it's great to see this room full again
        some of you were in this exact room three years ago when I stood up here and said energy was the trade nobody wanted
        and a few of you bought me a steak dinner about eighteen months later so I guess that one worked out
        now I get asked a lot why should I trust Lakeshore over some big wirehouse
        and my answer is simple the SEC comes in and goes through our books every few years and they've never found a thing
        so you know the government has looked under the hood here and you're in good hands
        we've got a great lineup of speakers today so let's get going
        enjoy the summit everybody
        """,
        expected=[
            E(
                "past_specific_recommendations",
                "said energy was the trade nobody wanted and a few of you bought me a steak dinner about eighteen "
                "months later",
            ),
            E(
                "implied_regulator_approval",
                "the SEC comes in and goes through our books every few years and they've never found a thing so you "
                "know the government has looked under the hood here and you're in good hands",
            ),
        ],
        note="One winning sector call, bragged about through the steak dinners clients bought (two cues), without "
        "the other calls. SEC examinations are presented as a reason to trust the firm ('the government has looked "
        "under the hood'), implying approval (two cues).",
    ),
    Case(
        id="d5-24-rep-dividend-etf-taxes-done-right",
        topic="stocks",
        role="registered_rep",
        style="rolling",
        title="How dividend ETFs are actually taxed",
        channel="Nadia Brooks | Greenhollow Investments",
        description="Greenhollow Investments, member FINRA/SIPC. Not tax advice.",
        cues="""
        hey everyone, Nadia Brooks, registered rep with Greenhollow Investments, member FINRA and SIPC, and today it's how dividend ETFs get taxed
        qualified dividends get the lower long-term capital gains rates, zero, fifteen or twenty percent federally, depending on your income
        so yes, some people in the lowest bracket pay zero federal tax on qualified dividends, but state tax can still apply
        a municipal bond ETF's income is generally exempt from federal income tax, but it can be subject to state tax and sometimes the alternative minimum tax
        covered call ETFs are different, much of what they pay is taxed as ordinary income, and return of capital lowers your cost basis so you pay later when you sell
        and inside a traditional IRA none of this matters year to year, but that's deferral, you'll pay ordinary income tax when you withdraw
        talk to a tax professional about your situation
        thanks for watching
        """,
        note="Near-miss: 'zero federal tax' and 'exempt from federal income tax' name which taxes apply; return of "
        "capital and IRA treatment are described as deferral.",
    ),
    Case(
        id="d5-25-influencer-prop-firm-formality",
        topic="general",
        role="unregistered_influencer",
        endorsement=True,
        title="Passing the 50K evaluation LIVE with my checklist",
        channel="Deshawn Funded",
        description="Trading Apex Ridge challenges all month. Overlay by Apex Ridge.",
        cues="""
        What's good, traders, Deshawn here, and this month every challenge on the channel is on Apex Ridge.
        I've got the fifty-k evaluation open on the left screen and my checklist on the right.
        Grab the fifty-k evaluation through the pinned link up top.
        Run my checklist with it and the evaluation is a formality, you're getting funded.
        Apex Ridge has been really good to the channel this quarter, that's all I'll say, you'll see their logo on the overlay.
        Okay, first trade of the day, let's see if the open gives us anything.
        Peace.
        """,
        expected=[
            E("undisclosed_sponsorship", "Grab the fifty-k evaluation through the pinned link up top."),
            E(
                "guaranteed_returns",
                "Run my checklist with it and the evaluation is a formality, you're getting funded.",
                optional=True,
            ),
        ],
        note="The firm's support is hinted at only after the pitch ('really good to the channel', logo on the "
        "overlay, 'Overlay by Apex Ridge'), which is not a clear disclosure. Promising a pass is certainty about an "
        "evaluation rather than an investment return: optional.",
    ),
    Case(
        id="d5-26-unknown-fire-401k-government-never-touches",
        topic="retirement",
        role="unknown",
        style="auto",
        title="The boring account that got us to FI",
        channel="Beck Reaches FI",
        description="Early retirement math, no fluff.",
        cues="""
        hey it's Beck and today I'm showing you the boring account that got us to FI
        it's the four oh one k and I'm convinced most people underuse it
        the way I see it every dollar that goes into my four oh one k is a dollar the government never gets to touch
        we each put in twenty three thousand five hundred last year and both of our employers match the first four percent
        the match alone is free money from your employer so at least get that
        we keep it all in a target date fund because we don't want to think about it
        go check your contribution rate today
        """,
        expected=[
            E(
                "tax_free_mischaracterized",
                "every dollar that goes into my four oh one k is a dollar the government never gets to touch",
            ),
        ],
        note="Traditional 401(k) contributions are pre-tax and taxed as ordinary income on withdrawal: deferral "
        "called permanent. 'Free money' refers to the employer match, which is accurate.",
    ),
    Case(
        id="d5-27-influencer-bilingual-sponsor-upfront",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="rolling",
        title="Cobre Invest review (patrocinado) - lo bueno y lo malo",
        channel="Vero Invierte",
        description="Patrocinado por / Sponsored by Cobre Invest. Cobre Invest me pago por este video.\n"
        "Free stock offer terms: cobreinvest.example/terms",
        cues="""
        hola a todos, it's Vero, y antes de empezar
        este video esta patrocinado por Cobre Invest, this video is sponsored, they paid me to make it
        so take what I say with that in mind, yo uso la app desde hace dos anos con mi propio dinero
        they advertise commission free trades, pero commission free no es gratis, they earn money on the spread and on order flow
        the free stock is real but it's usually a small stock worth a few dollars and you have to fund the account first
        y como cualquier inversion you can lose money
        the link is in the description and again that's a sponsored link
        chao chao
        """,
        note="Near-miss: sponsorship spoken in both languages before anything else; the speaker is a real user; "
        "'commission free no es gratis' explains how the app is paid; the free-stock terms are given.",
    ),
    Case(
        id="d5-28-ria-brunch-magazine-shortlist",
        topic="advisers",
        role="ria",
        title="Thank you for 2026!",
        channel="Northline Private Wealth",
        description="Thank you for an amazing 2026! Northline Private Wealth is a registered investment adviser.",
        cues="""
        Hi everyone, Sam Okafor, managing partner at Northline Private Wealth, with a quick thank-you video after our client appreciation brunch.
        First, thank you. We grew by forty families this year.
        And for the third year running, a national financial magazine put us on its short list of the best wealth firms in the Midwest,
        which I think says a lot about this team.
        We're also adding a second office in Madison in the spring.
        See you at the summer picnic.
        """,
        expected=[
            E(
                "third_party_rating_undisclosed",
                "for the third year running, a national financial magazine put us on its short list of the best "
                "wealth firms in the Midwest",
            ),
        ],
        note="A third-party ranking with no publisher named, no date or period, no criteria and nothing on whether "
        "a fee was paid.",
    ),
    Case(
        id="d5-29-rep-annuity-client-harold",
        topic="retirement",
        role="registered_rep",
        style="auto",
        title="What my client Harold said after his review",
        channel="Corinne Dale Retirement",
        description="Corinne Dale is a registered representative of Tidewater Securities, member FINRA/SIPC.",
        cues="""
        hi everyone Corinne Dale here registered rep with Tidewater Securities member FINRA and SIPC
        i want to read you something one of my clients said after our review last month
        Harold is eighty one and he told me Corinne you took my savings from the bank and made it work and i've never slept better
        my account's up every single statement since i met you
        that's the kind of thing that makes this job worth it
        if you want the same kind of review give my office a call
        bye now
        """,
        expected=[
            E(
                "testimonial_without_disclosure",
                "you took my savings from the bank and made it work and i've never slept better my account's up "
                "every single statement since i met you",
            ),
        ],
        note="A customer testimonial on the rep's advice and performance (two cues) with none of the disclosures "
        "2210(d)(6)(B) requires (not representative, no guarantee of future results).",
    ),
    Case(
        id="d5-30-unknown-dividend-yield-on-cost-2030",
        topic="stocks",
        role="unknown",
        style="auto",
        title="Dividend growth ETF update #14 - the 2030 math",
        channel="Snowball Street",
        description="Dividend growth investing journal. Not advice.",
        cues="""
        morning dividend family it's Ray from Snowball Street
        today I'm updating the spreadsheet on my dividend growth ETF position
        at the current pace of dividend raises by twenty thirty this position is paying me a twelve percent yield on cost
        and the share price is a double from here by then so buying today is basically locking in both
        the fund holds about a hundred companies that have raised dividends for at least ten years
        I reinvest every distribution automatically
        see you next update
        """,
        expected=[
            E(
                "performance_projection",
                "by twenty thirty this position is paying me a twelve percent yield on cost and the share price is a "
                "double from here by then",
            ),
        ],
        note="A dated forecast of income and price ('a double from here by then', numbers as words, two cues) "
        "with no 'will'; 'locking in' adds certainty.",
    ),
    Case(
        id="d5-31-unknown-syndication-pref-explained",
        topic="general",
        role="unknown",
        title="What an 8% preferred return actually means",
        channel="Mesa Line Partners",
        description="Educational explainer ahead of our investor call. Offered only to accredited investors by "
        "private placement memorandum.",
        cues="""
        Hey everyone, Jill Ortega from Mesa Line Partners with a quick explainer before our investor call.
        People hear eight percent preferred return and think it's a guaranteed eight percent. It isn't.
        A pref just means investors get paid first, up to eight percent, if the property throws off enough cash. If it doesn't, you don't get it, and it may accrue or it may never be paid.
        The target return in our offering documents is exactly that, a target, and deals like this can lose part or all of the money invested.
        Your money is tied up for the life of the deal, probably five to seven years, and there's no market to sell your interest.
        We file a Form D with the SEC, but the SEC doesn't review or approve private offerings. A filing isn't a stamp of approval.
        Depreciation can shelter some distributions from tax for now, but it's generally recaptured when the property sells, so it's a deferral.
        Read the private placement memorandum, especially the risk factors, and talk to your own advisers.
        Thanks.
        """,
        note="Near-miss to d5-07 and d5-14: the pref, the Form D filing and depreciation are each explained "
        "correctly, with loss, illiquidity and recapture stated.",
    ),
    Case(
        id="d5-32-influencer-fire-course-priya-timeline",
        topic="retirement",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="My student hit FI at 38 (here's the timeline)",
        channel="Blueprint to FI",
        description="Get the FI Blueprint course: fiblueprint.example",
        cues="""
        hey hey it's Nico from Blueprint to FI
        I want to tell you about one of my Blueprint students Priya
        she started the course at twenty nine with thirty grand of student loans and she just hit her FI number at thirty eight
        and honestly that's the timeline if you actually follow the blueprint nine to ten years and you're out
        the blueprint is two hundred ninety seven dollars and it comes with the spreadsheet and the community
        link in the description see you
        """,
        expected=[
            E(
                "atypical_results",
                "she just hit her FI number at thirty eight and honestly that's the timeline if you actually follow "
                "the blueprint nine to ten years and you're out",
            ),
        ],
        note="One student's result is turned into the expected timeline for every buyer of the speaker's own course "
        "(two cues), with no generally expected result.",
    ),
    Case(
        id="d5-33-ria-town-hall-private-credit-sleeve",
        topic="advisers",
        role="ria",
        title="Client town hall recap: our new private credit sleeve",
        channel="Alder & Finch Wealth",
        description="Client town hall recap. Alder & Finch Wealth is a registered investment adviser.",
        cues="""
        Hello, everyone, Rachel Finch here with a recap of Thursday's client town hall.
        The big announcement was our new private credit sleeve, which we'll be adding to most growth and income portfolios starting in January.
        Here's why we're excited. It targets eight to nine percent in income, it barely moves when stocks move, and it smooths out the ride for the whole portfolio.
        It's the kind of thing that used to be reserved for pension funds and endowments, and now our clients get it too.
        Your adviser will reach out about the paperwork in December.
        Thanks again for coming out on Thursday.
        """,
        expected=[
            E(
                "unbalanced_benefits",
                "It targets eight to nine percent in income, it barely moves when stocks move, and it smooths out the "
                "ride for the whole portfolio.",
                also=["hypothetical_performance", "performance_projection"],
            ),
        ],
        note="Benefits of private credit with nothing on default risk, illiquidity, redemption gates, valuation "
        "lag or fees. The target income is also a targeted (hypothetical) return, so those citations are accepted.",
    ),
    Case(
        id="d5-34-influencer-bilingual-tax-app-see-pee-a",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="rolling",
        title="el software de impuestos que uso (patrocinado)",
        channel="Vale y sus Finanzas",
        description="Patrocinado por TaxNube / sponsored. taxnube.example/vale",
        cues="""
        hola mi gente it's Vale, y este video es patrocinado por TaxNube, sponsored, they paid for this one
        so tax season ya viene and everybody's asking me what software I use
        as a see pee a contadora publica certificada I'm telling you TaxNube is the one I trust for my clients
        it walks you through every credit and it's easy en espanol too
        and for the people asking, si, I'm taking the last part of the CPA exam en marzo, wish me luck
        the link is in the description, sponsored link, y gracias TaxNube
        bye
        """,
        expected=[
            E(
                "unqualified_expert",
                "as a see pee a contadora publica certificada I'm telling you TaxNube is the one I trust for my "
                "clients",
            ),
        ],
        note="The sponsorship is disclosed up front, but the endorser presents herself as a CPA ('see pee a' in "
        "ASR) while she has not yet passed the exam. Only the expert claim is a finding.",
    ),
    Case(
        id="d5-35-unknown-dividend-ad-quoted-refuted",
        topic="stocks",
        role="unknown",
        title="Reacting to a TERRIBLE dividend ETF ad",
        channel="Snowball Street",
        description="Not sponsored. Not advice.",
        cues="""
        Hey everyone, it's Ray from Snowball Street, and today I'm reacting to an ad that's been following me around.
        The ad says, and I'm quoting, "Never worry about a dividend cut again. Guaranteed income for life with the Ironclad Dividend ETF."
        Folks, no ETF can promise that. Dividends get cut. In 2020 plenty of companies cut or suspended theirs, and the ETFs holding them paid less.
        The ad also says the fund "beats your bank." A bank savings account is FDIC-insured up to the limit; an ETF isn't insured and can lose value. They're not the same thing.
        And it says "zero fees." The expense ratio is listed at 0.35 percent in the fund's own fact sheet, so that's just not true.
        I'm not paid by anyone for this video, I just don't like the ad.
        Check the prospectus before you buy anything.
        """,
        note="Near-miss: a guarantee, a bank comparison and a 'zero fees' claim are all quoted from an ad and "
        "refuted with the material differences.",
    ),
    Case(
        id="d5-36-influencer-fire-networth-description-referral",
        topic="apps",
        role="unregistered_influencer",
        endorsement=True,
        style="auto",
        title="Net worth check-in, month 41",
        channel="Coast FIRE Diaries",
        description="Everything I use to track our FIRE progress.\n"
        "High-yield savings I use (get $25 when you open): keystash.example/r/meg25",
        cues="""
        hey it's Meg from Coast FIRE Diaries and this is my monthly net worth check in
        we're up a little this month mostly because the market was up not because of anything smart we did
        our savings rate was thirty one percent which is lower than usual because the car needed brakes
        the emergency fund sits in a high yield savings account and we keep six months of expenses there
        next month we're redoing the grocery budget so expect some spreadsheet pain
        see you next month
        """,
        expected=[
            E(
                "undisclosed_affiliate",
                "High-yield savings I use (get $25 when you open): keystash.example/r/meg25",
                origin="description",
            ),
        ],
        note="The spoken video makes no pitch; the description carries a referral link (/r/meg25 with a sign-up "
        "bonus) with no statement that the creator is paid.",
    ),
]
