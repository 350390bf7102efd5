"""Whose rule is it? Decide which regulator's provision a finding cites and whether it binds this speaker.

- FTC Guides (16 CFR 255) bind advertisers and endorsers: they apply when the content is an endorsement or ad
  (sponsor read, affiliate/referral pitch, free product, promoting a seller's product). Categories whose primary
  rule is the FTC's (the endorsement-disclosure ones) are endorsements by their nature.
- SEC Marketing Rule (17 CFR 275.206(4)-1) binds registered investment advisers (role "ria") and reaches the paid
  testimonials/endorsements they use.
- FINRA rules (2210, 2220, 2010) bind member firms and their associated persons (role "registered_rep").

Known role: cite the speaker's own regulator if the category has a provision of it, else the FTC if the content
is an endorsement, else the rule does not bind the speaker (the finding is suppressed with that reason).
Unknown role: cite FINRA > SEC > FTC (the stricter content rules first) unless the category is FTC-only or
FTC-primary, and say in the applicability text what the finding depends on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from audit.taxonomy import Category
from veristream.models import ROLE_LABELS, ROLE_REGULATOR

BINDS: dict[str, str] = {
    "FINRA": "FINRA rules bind member firms and their associated persons (registered representatives)",
    "SEC": "the SEC Marketing Rule binds registered investment advisers and the paid testimonials and endorsements "
    "they use",
    "FTC": "the FTC Endorsement Guides bind advertisers and endorsers when the content is an endorsement or ad",
}
UNKNOWN_ORDER = ("FINRA", "SEC", "FTC")


@dataclass
class Applicability:
    regulators: list[str]  # regulators to try, best first (a citation is taken from the first that retrieves)
    binds: bool
    text: str = ""
    reason: str | None = None  # why not, when binds is False
    alternatives: dict[str, str] = field(default_factory=dict)  # regulator -> first listed citation


def _ftc_primary(category: Category) -> bool:
    return category.regulators[0] == "FTC"


def decide(
    category: Category,
    role: str,
    scope: list[str],
    endorsement: list[str],
    *,
    set_by: str = "inferred",
    self_endorsing: bool = False,
) -> Applicability:
    """Which regulators' provisions may be cited for this category and speaker, and the applicability text."""
    available = [r for r in category.regulators if r in scope]
    alternatives = {r: category.citations_for(r)[0] for r in available}
    if not available:
        return Applicability(
            [],
            False,
            reason=f"not in the selected rulebooks ({', '.join(scope)}): this category is covered only by "
            f"{', '.join(category.regulators)}",
        )
    ftc_binds = bool(endorsement) or self_endorsing
    ctx = _endorsement_note(endorsement, self_endorsing)
    if role in ROLE_REGULATOR:
        own = ROLE_REGULATOR[role]
        order = [r for r in (own, "FTC") if r in available and (r != "FTC" or ftc_binds)]
        if not order:
            why = "; ".join(BINDS[r] for r in available)
            extra = " and no endorsement or ad context was found" if "FTC" in available else ""
            return Applicability([], False, reason=f"rule does not bind {role}: {why}{extra}", alternatives=alternatives)
        who = f"The speaker is {ROLE_LABELS[role]} ({'set by the user' if set_by == 'user' else 'inferred'})"
        text = f"{who}; {BINDS[order[0]]}."
        if order[0] == "FTC":
            text += f" {ctx}"
        return Applicability(order, True, text, alternatives=alternatives)
    if role == "unregistered_influencer":
        if "FTC" in available and ftc_binds:
            text = f"The speaker is {ROLE_LABELS[role]}; {BINDS['FTC']}. {ctx}"
            return Applicability(["FTC"], True, text, alternatives=alternatives)
        why = "; ".join(BINDS[r] for r in available if r != "FTC")
        if "FTC" in available:
            why = (why + "; " if why else "") + "the FTC Guides apply only to endorsements/ads and none was found"
        return Applicability([], False, reason=f"rule does not bind unregistered_influencer: {why}",
                             alternatives=alternatives)
    # unknown role
    if _ftc_primary(category) and "FTC" in available and not ftc_binds and len(available) == 1:
        return Applicability([], False, reason="rule does not bind this speaker: the FTC Guides apply only to "
                             "endorsements/ads and none was found near this statement", alternatives=alternatives)
    if _ftc_primary(category) and "FTC" in available and ftc_binds:
        order = ["FTC"] + [r for r in UNKNOWN_ORDER if r in available and r != "FTC"]
        text = (
            f"The speaker's registration is unknown. {_upper_first(BINDS['FTC'])}, whatever their registration, so "
            f"the FTC provision is cited. {ctx}"
        )
        if "SEC" in available:
            text += f" If the endorsement is paid for by a registered investment adviser, {alternatives['SEC']} also applies."
        return Applicability(order, True, text, alternatives=alternatives)
    order = [r for r in UNKNOWN_ORDER if r in available and (r != "FTC" or ftc_binds or len(available) == 1)]
    if not order:
        order = [r for r in UNKNOWN_ORDER if r in available]
    conditions = {
        "FINRA": "the speaker is a FINRA member firm or an associated person (registered representative)",
        "SEC": "the speaker is a registered investment adviser (or is paid by one for the endorsement)",
        "FTC": "the content is an endorsement or ad (sponsored, affiliate, free product)",
    }
    listed = [r for r in UNKNOWN_ORDER if r in available]
    text = f"Applies if {conditions[order[0]]}."
    others = [f"if {conditions[r]}, {alternatives[r]} applies" for r in listed if r != order[0]]
    if others:
        text += " Otherwise: " + "; ".join(others) + "."
    # Shown in the chat as well as the CLI's reports, so it names no CLI flag (issue #11).
    text += " The speaker's role is unknown, so the FINRA > SEC > FTC order was used; set the role and audit again."
    if order[0] == "FTC":
        text += f" {ctx}"
    return Applicability(order, True, text, alternatives=alternatives)


def _endorsement_note(endorsement: list[str], self_endorsing: bool) -> str:
    if endorsement:
        return f"The content is an endorsement or ad (evidence: {endorsement[0]!r})."
    if self_endorsing:
        return "The statement itself is an endorsement pitch."
    return "No endorsement or ad context was found."


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]
