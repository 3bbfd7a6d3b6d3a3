"""Income at the start of a season (LH-ECON-1..6, LH-TURN-6, rulings A-1, A-13, A-33): taxes, then production,
then the armies' upkeep, then insolvency. Heroes' upkeep, caravans' trade revenue and goods join when those parts
of the rules exist."""

from __future__ import annotations

from ..content.armies import BY_ID as ARMY
from ..content.disasters import MEDICINE_TAX_KEPT_PCT, TAX_KEPT_PCT
from ..content.heroes import FRUGAL_PCT, INDUSTRIOUS_PCT, TAXMASTER_PCT, TREASURER_COINS
from ..content.improvements import TEA_COINS
from ..content.map import CENTRAL
from ..content.religions import PIETY_TAX_PCT
from ..content.research import EFFECT_DISASTER_HALVED, EFFECT_TAX_PCT, EFFECT_UPKEEP_PCT
from ..content.resources import MINE_BONUS, SALT, TAX_BORDER, TAX_CENTRAL, WHOLE_GROUP_TAX_PCT, WORKSHOP_CRAFTS
from ..pieces import (
    armies_of,
    effect_total,
    figure,
    goods_held,
    group_regions,
    groups_touched,
    heroes_of,
    improvement_kind,
    kept,
    mined,
    piety_steps,
    post_skills,
    received,
    region_post_skills,
    remove_army,
)
from ..state import State
from .caravans import route_income
from .heroes import unpaid
from .heroes import upkeep as hero_upkeep

REFINED_FROM = {"silk_farm": "silk", "lacquer_orchard": "lacquer"}
"""Improvements (besides mines) whose resource a Workshop refines (LH-CRAFT-1)."""


def group_tax(s: State, seat: int, group: str) -> tuple[int, int]:
    """LH-ECON-2..4, A-1, A-33: the group's base tax from the regions the warlord controls there (Central 500,
    Border 250) and its bonus in %: +20 for the whole group, +10 for a Salt mine in it, +20 for a Taxmaster
    Governor posted there (LH-SKILL-1), +20 for each Lacquer, Jade or Silk trade route received there
    (LH-CARAVAN-4), +40 for Spices and +80 for Glassware held or received there (LH-CASH-5); the warlord-wide
    Legalist piety bonus is added by ``taxes``."""
    base, pct, whole = 0, 0, True
    for r in group_regions(s, group):
        if s.owner.get(r) != seat:
            whole = False
            continue
        base += TAX_CENTRAL if s.map.regions[r].kind == CENTRAL else TAX_BORDER
        if SALT in mined(kept(s, r)):
            pct = max(pct, MINE_BONUS[SALT].tax_pct)              # "in whole Province": once per group
    if whole:
        pct += WHOLE_GROUP_TAX_PCT
    if base and "taxmaster" in post_skills(s, seat, group):
        pct += TAXMASTER_PCT
    if base:
        pct += sum(figure(c, "tax_pct") for c in received(s, seat, group) + goods_held(s, seat, group))
    return base, pct


def tax_kept_pct(s: State, seat: int, group: str) -> int:
    """Spec 3.3: the share of the group's tax this income keeps: half after last season's Flood or Drought there
    (``State.stricken``), three quarters with Medicine (its effects halved), else all of it."""
    if seat not in s.stricken.get(group, ()):
        return 100
    return MEDICINE_TAX_KEPT_PCT if effect_total(s, seat, EFFECT_DISASTER_HALVED) else TAX_KEPT_PCT


def taxes(s: State, seat: int) -> int:
    """The season's taxes: each group's base with its % bonuses and the warlord-wide ones (Legalism's piety %,
    research: Coinage, Unified Script & Measures), added then applied once (A-33), then a disaster's cut of that
    group's share (spec 3.3), rounded down once at the end."""
    legal = piety_steps(s, seat, PIETY_TAX_PCT) + effect_total(s, seat, EFFECT_TAX_PCT)
    total = 0
    for g in groups_touched(s, seat):
        base, pct = group_tax(s, seat, g)
        total += base * (100 + pct + legal) * tax_kept_pct(s, seat, g) // 100
    return total // 100


def production(s: State, seat: int) -> int:
    """LH-ECON-6, LH-MINE-5, LH-CRAFT-1: Tea Plantations, Copper, Salt and Jade mines, and each group's Workshop
    (in its Central region) paying once per producing improvement of the group in the warlord's regions: Silk and
    Lacquer farms and orchards, and every mine but Salt, unless its produce goes away by caravan (LH-CARAVAN-7)."""
    total = 0
    for g in groups_touched(s, seat):
        mine = [r for r in group_regions(s, g) if s.owner.get(r) == seat]
        workshop = any(s.map.regions[r].kind == CENTRAL and "workshop" in s.improvements.get(r, []) for r in mine)
        skills = post_skills(s, seat, g)
        crafts = 0
        for r in mine:
            entries = s.improvements.get(r, [])
            total += TEA_COINS * entries.count("tea_plantation")
            for resource in mined(entries):
                total += MINE_BONUS[resource].coins
                if resource == "copper" and "treasurer" in skills:
                    total += TREASURER_COINS
                crafts += WORKSHOP_CRAFTS.get(resource, 0) if workshop else 0
            if workshop:
                home = kept(s, r)
                crafts -= sum(WORKSHOP_CRAFTS.get(x, 0) for x in mined(entries)) - sum(
                    WORKSHOP_CRAFTS.get(x, 0) for x in mined(home))
                crafts += sum(WORKSHOP_CRAFTS[REFINED_FROM[k]] for k in map(improvement_kind, home)
                              if k in REFINED_FROM)
        total += crafts * (100 + (INDUSTRIOUS_PCT if "industrious" in skills else 0)) // 100
    return total


def army_upkeep(s: State, seat: int, kind: str, region: str | None = None) -> int:
    """One army's upkeep this season (LH-ARMY-4), 10% less with Logistics, 10% less where a Frugal Marshal is
    posted in the group of the army's ``region`` (LH-SKILL-2), added, rounded down."""
    pct = effect_total(s, seat, EFFECT_UPKEEP_PCT)
    if region is not None and "frugal" in region_post_skills(s, seat, region):
        pct += FRUGAL_PCT
    return ARMY[kind].upkeep * (100 - pct) // 100


def upkeep(s: State, seat: int) -> int:
    """The armies' upkeep this season."""
    return sum(army_upkeep(s, seat, s.armies[a]["t"], s.armies[a]["r"]) for a in armies_of(s, seat))


def heroes_upkeep(s: State, seat: int) -> dict[str, int]:
    """LH-HERO-6: each hero in the warlord's service and their upkeep this season."""
    return {h: hero_upkeep(s, seat, h) for h in heroes_of(s, seat)}


def collect_income(s: State, seat: int) -> None:
    """LH-ECON-1, LH-ECON-5, A-13, LH-HERO-8, LH-EX-15: taxes and production (trade routes' revenue and fees, A-26,
    with it) in, the armies' and heroes' upkeep
    out; then, while the treasury is below 0, one army leaves service (the highest upkeep, the latest raised among
    equals) and its upkeep is refunded, and one hero goes unpaid (a hero warned last season leaves, another is
    warned), its upkeep not charged; below 0 with no army or hero left, the debt is forgiven. A hero paid this
    season is no longer under warning. Each step goes to the warlord's report."""
    tax, made, paid = taxes(s, seat), production(s, seat) + route_income(s, seat), upkeep(s, seat)
    wages = heroes_upkeep(s, seat)
    s.coins[seat] += tax + made - paid - sum(wages.values())
    s.report(seat, f"Income: taxes {tax}, production {made}, upkeep {paid + sum(wages.values())}; "
                   f"treasury {s.coins[seat]}")
    warned: set[str] = set()
    while s.coins[seat] < 0:
        armies = armies_of(s, seat)
        if armies:
            aid = max(reversed(armies), key=lambda a: ARMY[s.armies[a]["t"]].upkeep)
            kind = ARMY[s.armies[aid]["t"]]
            region = s.armies[aid]["r"]
            s.coins[seat] += army_upkeep(s, seat, kind.id, region)
            remove_army(s, aid)
            s.report(seat, f"Unpaid, an army of {kind.name} in {s.map.regions[region].name} leaves your service")
        refund = unpaid(s, seat, warned) if s.coins[seat] < 0 else 0
        s.coins[seat] += refund
        if not armies and not refund and s.coins[seat] < 0:
            s.report(seat, f"The treasury is empty: a debt of {-s.coins[seat]} is forgiven")
            s.coins[seat] = 0
    for h in wages:
        if h in s.heroes and h not in warned and s.heroes[h]["unpaid"]:
            s.heroes[h] = {**s.heroes[h], "unpaid": False}
