"""The query side of rule search: validation and normalisation, shared by every backend.

Why its own module: the local retriever (rag/search.py) and the Azure AI Search backend (rag/azure_backend.py) must
refuse the same bad input with the same message and send the same normalised, expanded text, and neither should
import the other to get it.
"""

from __future__ import annotations

import re

from veristream.errors import InputError
from veristream.models import REGULATORS

MAX_K = 50
MAX_QUERY_CHARS = 2000

# Everyday finance/marketing words -> the vocabulary the rules use. General, not tied to any test case: they
# only add terms (never remove the user's), and only help the lexical side find the rule's wording.
SYNONYMS: dict[str, str] = {
    # money changing hands
    "paid": "compensation",
    "pays": "compensation",
    "paying": "compensation",
    "payment": "compensation",
    "sponsor": "compensation connection",
    "sponsored": "compensation connection",
    "sponsorship": "compensation connection",
    "affiliate": "compensation connection",
    "referral": "compensation refers",
    "commission": "compensation",
    "kickback": "compensation",
    "free": "free discounted products",
    "gift": "free products benefits",
    "perk": "benefits",
    "perks": "benefits",
    "early access": "benefits",
    "prize": "benefits",
    "brother": "family relationship",
    "sister": "family relationship",
    "wife": "family relationship",
    "husband": "family relationship",
    "family": "family relationship",
    "friend": "personal relationship",
    "owns": "business relationship",
    "ownership": "business relationship",
    # who is speaking
    "influencer": "endorser endorsement",
    "finfluencer": "endorser endorsement",
    "youtuber": "endorser endorsement",
    "creator": "endorser endorsement",
    "promoter": "endorser endorsement",
    "streamer": "endorser endorsement",
    "broker": "member",
    "brokerage": "member",
    "rep": "associated person registered",
    "advisor": "adviser",
    "advisors": "adviser",
    "wealth manager": "investment adviser",
    "employee": "employees officers",
    "staff": "employees officers",
    "credentials": "expertise qualifications",
    "qualified": "expertise qualifications",
    "actors": "actual consumers",
    "pretending": "actual consumers represented",
    "association": "organization",
    "group": "organization",
    # what is claimed
    "guaranteed": "promissory guarantee",
    "risk free": "promissory guarantee",
    "zero risk": "promissory guarantee",
    "can't lose": "promissory",
    "cannot lose": "promissory",
    "sure thing": "promissory",
    "false": "untrue false misleading",
    "lie": "untrue false",
    "lies": "untrue false",
    "fake": "false misleading",
    "imply": "implication inference",
    "implies": "implication inference",
    "implied": "implication inference",
    "implying": "implication inference",
    "proof": "substantiation evidence",
    "prove": "substantiate",
    "back up": "substantiate",
    "trouble": "liability liable",
    "liable": "liability",
    "responsible": "liability",
    "honest": "honest opinions beliefs",
    "thinks": "opinions beliefs",
    "believes": "opinions beliefs",
    "never used": "bona fide user",
    "personally use": "bona fide user",
    "upside": "potential benefits",
    "benefits": "potential benefits",
    "risks": "material risks",
    "lose money": "risks",
    "gains": "performance",
    "returns": "performance",
    "profits": "performance profitable",
    "track record": "performance",
    "typical": "representative generally expected",
    "everyone": "representative generally expected",
    "predict": "predict project forecast",
    "predicting": "predict project forecast",
    "will hit": "predict project",
    "price target": "project forecast",
    "compound interest": "hypothetical illustration mathematical principles",
    "compare": "comparison material differences",
    "comparing": "comparison material differences",
    "beats": "comparison",
    "versus": "comparison",
    "tax free": "tax free exempt",
    "deferred": "deferred postponed",
    "jargon": "audience explanations",
    "beginners": "audience",
    "novice": "audience",
    # performance presentation
    "backtested": "hypothetical performance",
    "back tested": "hypothetical performance",
    "simulated": "hypothetical performance",
    "simulations": "hypothetical",
    "model portfolio": "hypothetical performance model portfolios",
    "target": "targeted projected",
    "targets": "targeted projected",
    "cherry picking": "fair balanced performance periods",
    "cherry pick": "fair balanced performance periods",
    "before fees": "gross performance",
    "after fees": "net performance",
    "fees": "expenses",
    "similar accounts": "related portfolios",
    "composite": "composite related portfolios",
    "previous firm": "predecessor performance",
    "old firm": "predecessor performance",
    "prior firm": "predecessor performance",
    "stock pick": "specific investment advice recommendation",
    "picks": "recommendations",
    "calls": "recommendations",
    "calculator": "interactive analysis tool",
    "tool": "analysis tool",
    # ratings and testimonials
    "award": "rating",
    "ranking": "rating",
    "ranked": "rating",
    "survey": "questionnaire survey",
    "reviews": "testimonial endorsement",
    "customer": "consumer client",
    "customers": "consumers clients",
    "client": "client investor",
    "refer": "refers solicits",
    "referrer": "refers solicits",
    "bring in": "solicits",
    "contract": "written agreement",
    "agreement": "written agreement",
    "conviction": "disqualifying event ineligible",
    "convicted": "disqualifying event ineligible",
    "fraud": "disqualifying anti fraud",
    "barred": "disqualifying commission action",
    # channels and process
    "ad": "advertisement",
    "ads": "advertisement communications",
    "video": "retail communication",
    "post": "retail communication",
    "social media": "retail communication",
    "youtube": "retail communication",
    "blog": "retail communication",
    "email": "correspondence",
    "letter": "correspondence",
    "live": "extemporaneous live oral",
    "unscripted": "extemporaneous public appearance",
    "webinar": "public appearance seminar",
    "podcast": "public appearance interview",
    "interview": "public appearance",
    "sign off": "approve principal",
    "keep copies": "maintain records",
    "records": "recordkeeping maintain",
    "pension": "institutional",
    "banks": "institutional",
    "unethical": "commercial honor just equitable principles trade",
    "dishonest": "commercial honor just equitable principles trade",
    "ethics": "commercial honor",
    "ethical": "commercial honor",
    "kids": "children",
    "teens": "children",
    "teenagers": "children",
    "minors": "children",
    "fine print": "legend footnote",
    "small print": "legend footnote",
    "crypto": "investment",
}
# Adjective keys also match their adverb ("unethical" -> "unethically", "honest" -> "honestly"): the adverb carries
# the same meaning, and people describe conduct with it. Limited to adjective endings of 5+ letter words so that
# "live" -> "lively" or "friend" -> "friendly" (different meanings) are not caught; other inflections stay explicit
# keys because their expansions differ ("customer" / "customers").
_ADJECTIVE_ENDINGS = ("al", "est", "ic", "ous", "ful", "ive", "ent", "ant")


def synonym_pattern(key: str) -> re.Pattern[str]:
    """Whole-word match of `key`, plus its `-ly` adverb when the key ends in an adjective."""
    last = key.split()[-1]
    adverb = "(?:ly)?" if len(last) >= 5 and last.endswith(_ADJECTIVE_ENDINGS) else ""
    return re.compile(rf"\b{re.escape(key)}{adverb}\b")


_SYNONYM_RES = [(synonym_pattern(k), v) for k, v in SYNONYMS.items()]
_PUNCT_RE = re.compile(r"[^\w\s$%']+")
_SPACE_RE = re.compile(r"\s+")


def normalize_query(query: str) -> str:
    """Lower-case, punctuation to spaces ('back-tested' -> 'back tested'), single spaces."""
    return _SPACE_RE.sub(" ", _PUNCT_RE.sub(" ", query.lower())).strip()


def expand_query(normalized: str) -> str:
    """Append rule vocabulary for everyday words the query uses."""
    extra = [v for rx, v in _SYNONYM_RES if rx.search(normalized)]
    return f"{normalized} {' '.join(extra)}" if extra else normalized


def validate_regulator(regulator: str | None) -> str | None:
    if regulator is None or str(regulator).strip() == "":
        return None
    value = str(regulator).strip().upper()
    if value not in REGULATORS:
        raise InputError(f"Unknown regulator: {regulator!r}.", hint=f"Use one of {', '.join(REGULATORS)} (or none).")
    return value


def validate_query(query: str) -> str:
    if not isinstance(query, str) or not query.strip():
        raise InputError("The search query is empty.", hint="Describe the claim or rule to look for.")
    if len(query) > MAX_QUERY_CHARS:
        raise InputError(f"The search query is {len(query)} characters long.", hint=f"Keep it under {MAX_QUERY_CHARS}.")
    return query.strip()


def validate_k(k: int) -> int:
    if not isinstance(k, int) or k < 1 or k > MAX_K:
        raise InputError(f"k must be between 1 and {MAX_K}, got {k!r}.")
    return k


def mentioned_citations(query: str) -> list[str]:
    """Provisions the query names outright ("2210(d)(2)", "FTC 255.5"), canonical."""
    from rag.citations import find_citations

    return find_citations(query)
