"""Neutral talk that pads cases to realistic video lengths (1-4 minutes).

Every block is deliberately claim-free: housekeeping, anecdotes and plain mechanics, with none of the words a
finding could hinge on (no guarantees, performance, risk statements, sponsors, links, codes, regulators or clients),
so padding can never create or cure a violation. Blocks are grouped by topic so the padding fits the video.
"""

from __future__ import annotations

FILLER: dict[str, list[str]] = {
    "general": [
        """If you're new here, I put out a video every Tuesday and sometimes a bonus one on Fridays.
        Drop a comment with what you want me to cover next, I read pretty much all of them.""",
        """Sorry if the audio sounds a little different today, I moved the mic to the other side of the desk.
        My neighbor is also doing some kind of construction, so if you hear drilling, that's what that is.""",
        """Shout out to everybody who commented on last week's video, that was a really good discussion.
        A couple of you had questions I couldn't answer in the replies, so I'll try to get to them later.""",
        """Okay let me pull up my notes real quick, I wrote everything down so I don't ramble.
        Alright, here we go.""",
        """Also, quick channel update, we're almost at fifty thousand subscribers, which is wild to me.
        When I started this I was filming on my phone propped up against a stack of books.""",
        """I recorded the first take of this and the camera died halfway through, so this is take two.
        Hopefully I remember everything I said the first time.""",
        """Let me know in the comments where you're watching from,
        I love seeing how many different places people are tuning in from.""",
        """Alright, grab a coffee, this one's going to take a few minutes,
        but I'll try to keep it tight.""",
    ],
    "stocks": [
        """Just so everyone's on the same page, a stock is a small piece of ownership in a company.
        When you buy a share, you own a tiny slice of that business, and the price moves as people buy and sell.""",
        """Earnings season starts in a couple of weeks, so you'll see a lot of headlines.
        Companies report revenue, profit and what they expect for the next quarter, and the stock can move a lot.""",
        """Quick definition, the P E ratio is just the share price divided by the earnings per share.
        People use it to compare how expensive one company looks next to another.""",
        """An ETF is basically a basket of stocks that trades like a single stock.
        So instead of buying five hundred companies one by one, you buy one ticker that holds all of them.""",
        """I keep a watchlist in a spreadsheet, it's nothing fancy, ticker, sector, and a note on why I'm watching it.
        Some of these have been on the list for years.""",
    ],
    "crypto": [
        """For anyone brand new, a wallet is just the app that holds the keys to your coins.
        Write your seed phrase down on paper and never type it into a website, ever.""",
        """Gas fees are what you pay the network to process a transaction,
        and they go up when a lot of people are using the chain at the same time.""",
        """I've been in crypto since about 2017, so I've seen a few cycles come and go.
        The space moves fast, there's a new narrative basically every month.""",
        """Quick housekeeping, I get a lot of DMs from accounts pretending to be me.
        I will never message you first asking for money, so please block those accounts.""",
    ],
    "options": [
        """Quick refresher, a call option gives you the right to buy a stock at a set price, the strike,
        until a set date, the expiration, and a put gives you the right to sell.""",
        """One options contract usually covers a hundred shares,
        so when you see a premium of a dollar, that's really a hundred dollars per contract.""",
        """I'll share my screen in a second so you can see what the option chain looks like.
        Strikes are down the middle, calls on one side, puts on the other.""",
    ],
    "retirement": [
        """A quick bit of background, a 401k is a retirement account you get through your employer,
        and a lot of employers will match part of what you put in.""",
        """I talk to a lot of people in their fifties and sixties,
        and the first thing we usually do is just list out every account they have in one place.""",
        """Social Security is a whole separate video,
        but the age you claim makes a big difference in the monthly amount, so don't rush that decision.""",
    ],
    "advisers": [
        """A little bit about our firm, we have offices in three cities and a team of about twenty people.
        Most of the people who work with us are business owners, doctors, and families planning for retirement.""",
        """We meet with every household at least twice a year,
        and we keep notes on everything so nobody has to repeat themselves.""",
        """I started in this business about eighteen years ago,
        and I still love the part where we sit down at a kitchen table and map everything out.""",
    ],
    "apps": [
        """Let me show you the home screen real quick.
        Up top you've got your balance, underneath that your holdings, and the search bar is at the bottom.""",
        """You can turn on dark mode in settings, which I always do, my eyes can't handle the white screen at night.
        There's also a widget you can add to your phone's home screen.""",
        """Signing up is the usual stuff, name, address, date of birth,
        and they'll ask for a photo of your ID to verify who you are.""",
    ],
}
