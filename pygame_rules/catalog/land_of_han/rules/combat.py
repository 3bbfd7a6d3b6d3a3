"""Combat (LH-COMBAT-1..5, rulings A-6, A-8, A-9): each side rolls 1d10 plus its army's Combat Rating, the higher
total destroys the other army, and a tie routs the attacker. Several armies fight as a series of such duels.
Marshals' skills count where they are posted."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..content.armies import BY_ID as ARMY
from ..content.armies import CASTLE_CR, COMBAT_DIE, PALACE_CR, WALLS_CR
from ..content.heroes import COMMANDER_CR, DEFENDER_CR, TACTICIAN_CR, WALLBUILDER_CR
from ..content.map import CENTRAL
from ..content.religions import PIETY_ARMY_CR
from ..content.research import EFFECT_ARCHER_CR, EFFECT_CAVALRY_CR, EFFECT_CENTRAL_CR
from ..pieces import effect_total, piety_steps, region_post_skills, remove_army
from ..state import BARBARIAN, State


def combat_rating(s: State, aid: str, defending: bool, against: int | str | None = None) -> int:
    """LH-COMBAT-4, A-9: the army type's CR; defending in its region, +2 behind a Central's walls, +2 more at its
    warlord's Palace, +4 with a Castle; a Daoist warlord's armies +1 per full 33% of piety coverage, everywhere;
    research: Crossbows (Archers +1), Stirrups (Cavalry +1), Rammed-Earth Walls (+1 defending a Central); a
    Marshal posted in the group where it fights (LH-SKILL-2): a Commander +2 to that type, Tactician +1,
    Wallbuilder +2 more defending a Castle or a Central, Defender +2 ``against`` Barbarians.
    Barbarians are Cavalry (LH-COMBAT-5)."""
    army = s.armies[aid]
    cr = ARMY[army["t"]].cr
    region, owner = army["r"], army["o"]
    warlord = isinstance(owner, int)
    walled = False
    if defending:
        if s.map.regions[region].kind == CENTRAL:
            walled = True
            cr += WALLS_CR
            if warlord:
                cr += effect_total(s, owner, EFFECT_CENTRAL_CR)
                if s.palace[owner] == region:
                    cr += PALACE_CR
        if "castle" in s.improvements.get(region, []):
            walled = True
            cr += CASTLE_CR
    if warlord:
        cr += piety_steps(s, owner, PIETY_ARMY_CR)
        if army["t"] == "archers":
            cr += effect_total(s, owner, EFFECT_ARCHER_CR)
        elif army["t"] == "cavalry":
            cr += effect_total(s, owner, EFFECT_CAVALRY_CR)
        skills = region_post_skills(s, owner, region)
        if skills:
            cr += sum(bonus for k, (kind, bonus) in COMMANDER_CR.items() if k in skills and kind == army["t"])
            cr += TACTICIAN_CR if "tactician" in skills else 0
            cr += WALLBUILDER_CR if "wallbuilder" in skills and walled else 0
            cr += DEFENDER_CR if "defender" in skills and against == BARBARIAN else 0
    return cr


def duel(s: State, attacker: str, defender: str, stationed: bool = True) -> str:
    """LH-COMBAT-2/3: one roll of 1d10 each, attacker first, plus CR: "attacker" or "defender" for the winner
    (the loser is destroyed here), or "draw" (the attacker is routed; moving it back is movement's business).
    ``stationed``: the defender holds the region (walls, Palace and Castle count for it); not so for two armies
    meeting on the move."""
    a_owner, d_owner = s.armies[attacker]["o"], s.armies[defender]["o"]
    a = s.rng.roll(COMBAT_DIE) + combat_rating(s, attacker, False, d_owner)
    d = s.rng.roll(COMBAT_DIE) + combat_rating(s, defender, stationed, a_owner)
    if a > d:
        remove_army(s, defender)
        return "attacker"
    if d > a:
        remove_army(s, attacker)
        return "defender"
    return "draw"


@dataclass
class Battle:
    """What a battle in a region came to: the side left holding the field ("attacker" or "defender"; "defender"
    also when every attacker was routed), the attacking armies routed, and each duel as (attacker, defender,
    result) in order."""

    winner: str
    routed: list[str] = field(default_factory=list)
    duels: list[tuple[str, str, str]] = field(default_factory=list)


def strongest_first(s: State, armies: list[str], defending: bool) -> list[str]:
    """The armies by CR, highest first; equal CRs in a seeded random order (A-8)."""
    order = armies[:]
    if len(order) > 1:
        s.rng.shuffle(order)
    return sorted(order, key=lambda a: -combat_rating(s, a, defending))


def battle(s: State, attackers: list[str], defenders: list[str], stationed: bool = True) -> Battle:
    """A-8: the attackers' strongest army duels the defenders' strongest; the loser is destroyed; on a draw the
    attacking army is routed and the next attacker steps in; until one side has no army left in the fight. With
    no defender the attackers hold the field at once (LH-TURN-4). ``stationed`` as for ``duel``."""
    atk = strongest_first(s, attackers, False)
    dfn = strongest_first(s, defenders, stationed)
    out = Battle("attacker")
    while atk and dfn:
        a, d = atk[0], dfn[0]
        result = duel(s, a, d, stationed)
        out.duels.append((a, d, result))
        if result == "attacker":
            dfn.pop(0)
        else:
            atk.pop(0)
            if result == "draw":
                out.routed.append(a)
    out.winner = "attacker" if atk else "defender"
    return out
