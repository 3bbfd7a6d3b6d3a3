"""Income at the start of a season (LH-ECON-1..6, LH-TURN-6, rulings A-1, A-13, A-33): taxes, then production,
then the armies' upkeep, then insolvency. Heroes' upkeep, caravans' trade revenue and goods join when those parts
of the rules exist."""

from __future__ import annotations

from ..content.armies import BY_ID as ARMY
from ..content.disasters import MEDICINE_TAX_KEPT_PCT, TAX_KEPT_PCT
from ..content.improvements import TEA_COINS
from ..content.map import CENTRAL
from ..content.religions import BY_ID as RELIGION
from ..content.religions import PIETY_TAX_PCT
from ..content.research import EFFECT_DISASTER_HALVED, EFFECT_TAX_PCT, EFFECT_UPKEEP_PCT
from ..content.resources import MINE_BONUS, SALT, TAX_BORDER, TAX_CENTRAL, WHOLE_GROUP_TAX_PCT, WORKSHOP_CRAFTS
from ..pieces import (
    armies_of,
    effect_total,
    group_regions,
    groups_touched,
    improvement_kind,
    mined,
    piety_coverage,
    remove_army,
)
from ..state import State

REFINED_FROM = {"silk_farm": "silk", "lacquer_orchard": "lacquer"}
"""Improvements (besides mines) whose resource a Workshop refines (LH-CRAFT-1)."""


def piety_steps(s: State, seat: int, key: str) -> int:
    """The warlord's religion's piety bonus ``key``: its amount times floor(total coverage / its step) (LH-REL-2..7;
    0 when the religion has no such bonus)."""
    coverage = piety_coverage(s, seat)
    return sum(amount * int(coverage // per) for k, amount, per in RELIGION[s.sheets[seat]["religion"]].piety
               if k == key)


def group_tax(s: State, seat: int, group: str) -> tuple[int, int]:
    """LH-ECON-2..4, A-1, A-33: the group's base tax from the regions the warlord controls there (Central 500,
    Border 250) and its bonus in %: +20 for the whole group, +10 for a Salt mine in it; the warlord-wide Legalist
    piety bonus is added by ``taxes``."""
    base, pct, whole = 0, 0, True
    for r in group_regions(s, group):
        if s.owner.get(r) != seat:
            whole = False
            continue
        base += TAX_CENTRAL if s.map.regions[r].kind == CENTRAL else TAX_BORDER
        if SALT in mined(s.improvements.get(r, [])):
            pct = max(pct, MINE_BONUS[SALT].tax_pct)              # "in whole Province": once per group
    if whole:
        pct += WHOLE_GROUP_TAX_PCT
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
    Lacquer farms and orchards, and every mine but Salt."""
    total = 0
    for g in groups_touched(s, seat):
        mine = [r for r in group_regions(s, g) if s.owner.get(r) == seat]
        workshop = any(s.map.regions[r].kind == CENTRAL and "workshop" in s.improvements.get(r, []) for r in mine)
        for r in mine:
            entries = s.improvements.get(r, [])
            total += TEA_COINS * entries.count("tea_plantation")
            for resource in mined(entries):
                total += MINE_BONUS[resource].coins + (WORKSHOP_CRAFTS.get(resource, 0) if workshop else 0)
            if workshop:
                total += sum(WORKSHOP_CRAFTS[REFINED_FROM[k]] for k in map(improvement_kind, entries)
                             if k in REFINED_FROM)
    return total


def army_upkeep(s: State, seat: int, kind: str) -> int:
    """One army's upkeep this season (LH-ARMY-4), 10% less with Logistics, rounded down."""
    return ARMY[kind].upkeep * (100 - effect_total(s, seat, EFFECT_UPKEEP_PCT)) // 100


def upkeep(s: State, seat: int) -> int:
    """The armies' upkeep this season."""
    return sum(army_upkeep(s, seat, s.armies[a]["t"]) for a in armies_of(s, seat))


def collect_income(s: State, seat: int) -> None:
    """LH-ECON-1: taxes and production in, upkeep out, then insolvency (A-13): while the treasury is below 0 and
    the warlord has armies, the army of the highest upkeep (the latest raised among equals) leaves service and
    its upkeep is refunded; below 0 with no army left, the treasury is set to 0. Each step goes to the
    warlord's report."""
    tax, made, paid = taxes(s, seat), production(s, seat), upkeep(s, seat)
    s.coins[seat] += tax + made - paid
    s.report(seat, f"Income: taxes {tax}, production {made}, upkeep {paid}; treasury {s.coins[seat]}")
    while s.coins[seat] < 0:
        armies = armies_of(s, seat)
        if not armies:
            s.report(seat, f"The treasury is empty: a debt of {-s.coins[seat]} is forgiven")
            s.coins[seat] = 0
            break
        aid = max(reversed(armies), key=lambda a: ARMY[s.armies[a]["t"]].upkeep)
        kind = ARMY[s.armies[aid]["t"]]
        region = s.armies[aid]["r"]
        remove_army(s, aid)
        s.coins[seat] += army_upkeep(s, seat, kind.id)
        s.report(seat, f"Unpaid, an army of {kind.name} in {s.map.regions[region].name} leaves your service")
