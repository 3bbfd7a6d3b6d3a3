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
from ..state import BARBARIAN, INDEPENDENT, State


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


def side_name(s: State, owner: int | str) -> str:
    """An army's owner as the log names them: "the red warlord", "the Independents", "the Barbarians"."""
    if owner == INDEPENDENT:
        return "the Independents"
    if owner == BARBARIAN:
        return "the Barbarians"
    return s.name(owner)


def whose(name: str) -> str:
    """A name's possessive: "the red warlord's", "the Independents'"."""
    return name + ("'" if name.endswith("s") else "'s")


def duel(s: State, attacker: str, defender: str, stationed: bool = True, told: list[str] | None = None) -> str:
    """LH-COMBAT-2/3: one roll of 1d10 each, attacker first, plus CR: "attacker" or "defender" for the winner
    (the loser is destroyed here), or "draw" (the attacker is routed; moving it back is movement's business).
    ``stationed``: the defender holds the region (walls, Palace and Castle count for it); not so for two armies
    meeting on the move. ``told``: where the duel's rolls and result go in words, for the log."""
    a_army, d_army = s.armies[attacker], s.armies[defender]
    a_roll, d_roll = s.rng.roll(COMBAT_DIE), s.rng.roll(COMBAT_DIE)
    a_cr = combat_rating(s, attacker, False, d_army["o"])
    d_cr = combat_rating(s, defender, stationed, a_army["o"])
    a, d = a_roll + a_cr, d_roll + d_cr
    result = "attacker" if a > d else "defender" if d > a else "draw"
    if told is not None:
        a_name, d_name = ARMY[a_army["t"]].name, ARMY[d_army["t"]].name
        end = {"attacker": f"the {d_name} of {side_name(s, d_army['o'])} are destroyed",
               "defender": f"the {a_name} of {side_name(s, a_army['o'])} are destroyed",
               "draw": f"a draw: the {a_name} of {side_name(s, a_army['o'])} are routed"}[result]
        told.append(f"Duel in {s.map.regions[d_army['r']].name}: {whose(side_name(s, a_army['o']))} {a_name} roll "
                    f"{a_roll} + {a_cr} = {a} against {whose(side_name(s, d_army['o']))} {d_name} {d_roll} + {d_cr} = "
                    f"{d}; {end}")
    if result == "attacker":
        remove_army(s, defender)
    elif result == "defender":
        remove_army(s, attacker)
    return result


@dataclass
class Battle:
    """What a battle in a region came to: the side left holding the field ("attacker" or "defender"; "defender"
    also when every attacker was routed), the attacking armies routed, and each duel as (attacker, defender,
    result) in order."""

    winner: str
    routed: list[str] = field(default_factory=list)
    duels: list[tuple[str, str, str]] = field(default_factory=list)
    told: list[str] = field(default_factory=list)
    """Each duel's rolls and result in words (``duel``), for the log."""


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
        result = duel(s, a, d, stationed, out.told)
        out.duels.append((a, d, result))
        if result == "attacker":
            dfn.pop(0)
        else:
            atk.pop(0)
            if result == "draw":
                out.routed.append(a)
    out.winner = "attacker" if atk else "defender"
    return out
