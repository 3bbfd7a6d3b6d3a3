"""Where an AI player moves (SA-AI-MOVE-3..7, SA-AI-DEST-1..3, SA-AI-FILT-1..5; EX-10, EX-18; rulings AMB-58..61,
AMB-63): which area it supplies, which of its units stay, and where the rest go by its AI card's criteria.

Pure reading of the state, with the tie-breaks drawn from its RNG: the ``move`` task of ``movement.py`` then
carries the plan out step by step as a human's move is carried out (the AI's choices are answered in
``ai_turn.py``), so combats, kingdom tokens, broken treaties and the world-event reveal follow as for anyone.

- Step B (``supply_area``, AMB-58): for each land area the AI owns or occupies, its land units that have not
  reached their supply limit plus its junks on land, less the one that stays (none stays in the palace area:
  the palace does), plus the junks of the adjacent sea space holding the most of them, less the one that stays
  there. The highest count above 0 is supplied, ties at random.
- Step C (``junk_destination``, AMB-59): the junks of the activated sea space but one, and every junk on land
  in the area, go to one sea space next to the activated one, chosen by the card (junks on land that cannot
  reach it take the best sea space next to their area by the same card); one hero goes with them if it can.
- Step D (``land_group``, ``land_destination``, AMB-60/61): every land unit of the area goes to one
  destination but the one that stays, chosen so that the group rolls the most combat dice (then an infantry
  stays, else a cavalry, else an archer); at most one hero goes, the junk group's first.
- Candidates (``offered``, ``offered_to_group``, SA-AI-DEST-2): the destinations the move task offers in
  its step, that is the movement rules' own legal moves (``movement.py``): the AI only picks among them.
- Destinations (``destinations``, SA-AI-DEST-3): the card's criteria from the top, each keeping the
  candidates that match, a criterion that would keep none skipped; what is left is drawn at random.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..content.ai_cards import (
    ENEMIES_OR_BARBARIANS,
    FEWEST_FRIENDLY_UNITS,
    GRUDGE,
    MOST_SETTLEMENTS_AND_MINES,
    UNCLAIMED_OBJECTIVES,
    AICard,
)
from ..content.dice import combat_dice
from ..content.map import AREA, ARROWS, SEA_SPACE, adjacent_land, adjacent_seas
from ..content.objectives import OBJECTIVE
from ..content.player_board import AI_COMBAT_SPACE
from ..pieces import HERO, JUNK, LAND_KINDS, counts, draw, total
from ..state import State
from .movement import limit, treaty_partners

Candidates = list[str]


# -- step B: the area to supply ---------------------------------------------------------------------------

def eligible_land(s: State, seat: int, area: str) -> int:
    """AMB-58: land units of ``seat`` in ``area`` that have not reached their supply limit, plus its junks
    there (on land), less the one that stays unless the palace stays."""
    n = sum(sum(counts(s, seat, area, kind)[:limit(kind)]) for kind in LAND_KINDS) + total(s, seat, area, JUNK)
    stays = 0 if s.players[seat]["palace"] == area else 1
    return max(0, n - stays)


def busiest_sea(s: State, seat: int, area: str) -> tuple[list[str], int]:
    """AMB-58: the sea spaces next to ``area`` holding the most of ``seat``'s junks (sorted; a tie is broken
    when the area is chosen), and how many of their junks may go (all but one)."""
    junks = {x: total(s, seat, x, JUNK) for x in sorted(adjacent_seas(area))}
    most = max(junks.values(), default=0)
    if most == 0:
        return [], 0
    return [x for x, n in junks.items() if n == most], most - 1


def supply_area(s: State, seat: int) -> tuple[str, str | None] | None:
    """SA-AI-MOVE-3/4, AMB-58: (the land area to supply, the sea space activated with it or None), or None when
    no area counts above 0."""
    scores = {}
    for area in sorted(a for a in AREA if s.owner.get(a) == seat or a in s.units[seat]):
        seas, sea_count = busiest_sea(s, seat, area)
        scores[area] = (eligible_land(s, seat, area) + sea_count, seas if sea_count else [])
    best = max((n for n, _ in scores.values()), default=0)
    if best <= 0:
        return None
    area = draw(s, [a for a, (n, _) in scores.items() if n == best])
    seas = scores[area][1]
    return area, (draw(s, seas) if seas else None)


# -- destinations ---------------------------------------------------------------------------------------------

def enemies(s: State, seat: int) -> list[int]:
    """SA-AI-FILT-5, SA-AI-TREATY-4: the other players with no treaty with ``seat``."""
    partners = treaty_partners(s, seat)
    return [i for i in range(s.n) if i != seat and i not in partners]


def has_presence(s: State, who: int, loc: str) -> bool:
    """Units of ``who`` at ``loc``, or (on land) ``loc`` owned by ``who``: SA-AI-FILT-1's "units or ownership"."""
    return friendly_units(s, who, loc) > 0 or s.owner.get(loc) == who


def friendly_units(s: State, seat: int, loc: str) -> int:
    """SA-AI-FILT-2, AMB-63: the AI's units at ``loc`` (junks included)."""
    return sum(sum(c) for c in s.units[seat].get(loc, {}).values())


def slots(loc: str) -> int:
    """SA-AI-FILT-3: settlements and mines (0 for a sea space, AMB-59)."""
    return AREA[loc].slots if loc in AREA else 0


def matches_target(target: dict[str, Any], area: str, faction: str) -> bool:
    """Whether land area ``area`` is one an objective's ``ai_target`` names for an AI playing ``faction``
    (G-06, AMB-63)."""
    info = AREA[area]
    checks = {
        "terrain": lambda v: info.kind == v,
        "name": lambda v: info.name == v,
        "near": lambda v: area == _area_named(v) or area in adjacent_land(_area_named(v)),
        "coastal": lambda v: bool(adjacent_seas(area)) == v,
        "other_home": lambda v: (info.home is not None and info.home != faction) == v,
        "min_slots": lambda v: info.slots >= v,
        "invasion_target": lambda v: any(a.target == area for a in ARROWS.values()) == v,
    }
    return all(checks[key](value) for key, value in target.items())


def _area_named(name: str) -> str:
    return next(a.id for a in AREA.values() if a.name == name)


def unclaimed(s: State, seat: int, loc: str) -> bool:
    """SA-AI-FILT-4, AMB-63: a land area not owned by the AI that an objective it may score names: the
    face-up public objectives and the AIs' shared ones."""
    if loc not in AREA or s.owner.get(loc) == seat:
        return False
    for oid in (*s.public_up, *s.ai_objectives):
        target = OBJECTIVE[oid].ai_target
        if target is not None and matches_target(target, loc, s.factions[seat]):
            return True
    return False


def hostile(s: State, seat: int, loc: str) -> bool:
    """SA-AI-FILT-5, AMB-63: units of a player without a treaty with the AI, or buildings in an area such a
    player owns, or barbarians."""
    if s.barbarians.get(loc):
        return True
    foes = enemies(s, seat)
    if any(friendly_units(s, i, loc) for i in foes):
        return True
    return loc in AREA and s.owner.get(loc) in foes and bool(s.buildings.get(loc))


def _keep_most(values: dict[str, int]) -> Candidates:
    best = max(values.values())
    return [c for c, v in values.items() if v == best]


def _keep_fewest(values: dict[str, int]) -> Candidates:
    least = min(values.values())
    return [c for c, v in values.items() if v == least]


FILTERS: dict[str, Callable[[State, int, Candidates], Candidates]] = {
    GRUDGE: lambda s, seat, cs: [c for c in cs if s.players[seat].get("grudge") is not None
                                 and has_presence(s, s.players[seat]["grudge"], c)],
    FEWEST_FRIENDLY_UNITS: lambda s, seat, cs: _keep_fewest({c: friendly_units(s, seat, c) for c in cs}),
    MOST_SETTLEMENTS_AND_MINES: lambda s, seat, cs: _keep_most({c: slots(c) for c in cs}),
    UNCLAIMED_OBJECTIVES: lambda s, seat, cs: [c for c in cs if unclaimed(s, seat, c)],
    ENEMIES_OR_BARBARIANS: lambda s, seat, cs: [c for c in cs if hostile(s, seat, c)],
}
"""SA-AI-FILT-1..5: the candidates each criterion keeps (all of them, for a criterion every one ties on)."""


def destinations(s: State, seat: int, card: AICard, candidates: Candidates) -> tuple[Candidates, list[str]]:
    """SA-AI-DEST-3: the candidates left after the card's criteria from the top (a criterion keeping none is
    skipped), and what each criterion did in words, for the log."""
    left = sorted(candidates)
    steps = []
    for criterion in card.movement:
        if len(left) <= 1:
            break
        kept = FILTERS[criterion](s, seat, left)
        if not kept:
            steps.append(f"{CRITERION_WORDS[criterion]}: none, skipped")
            continue
        steps.append(f"{CRITERION_WORDS[criterion]}: {', '.join(_place(c) for c in kept)}")
        left = kept
    return left, steps


CRITERION_WORDS = {GRUDGE: "grudge", FEWEST_FRIENDLY_UNITS: "fewest friendly units",
                   MOST_SETTLEMENTS_AND_MINES: "most settlements & mines", UNCLAIMED_OBJECTIVES: "unclaimed objectives",
                   ENEMIES_OR_BARBARIANS: "enemies or barbarians"}


def _place(loc: str) -> str:
    return AREA[loc].name if loc in AREA else SEA_SPACE[loc].name


def choose(s: State, seat: int, card: AICard, candidates: Candidates) -> tuple[str | None, str]:
    """The destination among ``candidates`` by the card (SA-AI-DEST-3; the last tie at random) and the
    reasons in words; None if there is no candidate."""
    if not candidates:
        return None, "no destination"
    left, steps = destinations(s, seat, card, candidates)
    dest = draw(s, left)
    drawn = f"; drawn from {', '.join(_place(c) for c in left)}" if len(left) > 1 else ""
    return dest, f"{card.name}: " + "; ".join(steps or ["one candidate"]) + drawn


def offered(options: list[dict[str, Any]], kind: str, src: str) -> Candidates:
    """SA-AI-DEST-2, AMB-59: where the move task's ``options`` (the movement rules' legal moves of this step)
    let units of ``kind`` go from ``src``: the adjacent sea spaces for junks, the adjacent land areas and those
    reached by sea transport for land units and heroes (a hero goes to sea only with the junk group, AMB-60).
    The AI picks among these only, so its plan never holds a move the rules refuse."""
    return sorted({o["to"] for o in options if o.get("kind") == kind and o.get("from") == src
                   and (kind == JUNK or o["to"] in AREA)})


def offered_to_group(options: list[dict[str, Any]], kinds: Iterable[str], src: str) -> Candidates:
    """SA-AI-MOVE-7: the destinations open to every kind of a land group moving together from ``src``."""
    sets = [set(offered(options, kind, src)) for kind in kinds]
    return sorted(set.intersection(*sets)) if sets else []


# -- step D: who goes ----------------------------------------------------------------------------------------

def ai_combat_advancements(s: State, seat: int) -> bool:
    """SA-AI-COMBAT-1: from 6 advancements an AI fights as if it owned Combat Junks, Tactics and Iron
    Weapons."""
    return s.players[seat].get("ai_advancements", 0) >= AI_COMBAT_SPACE


def group_dice(s: State, seat: int, group: dict[str, int]) -> int:
    """AMB-61: the dice a land group rolls in its first round attacking (fortifications ignored)."""
    bonus = ai_combat_advancements(s, seat)
    dice = combat_dice(infantry=group.get("infantry", 0) > 0, cavalry=group.get("cavalry", 0) > 0,
                       archers=group.get("archer", 0) > 0, heroes=group.get(HERO, 0) > 0,
                       iron_weapons=bonus, tactics=bonus)
    return sum(dice.values())


STAY_ORDER = ("infantry", "cavalry", "archer", HERO)
"""AMB-61: among equally strong groups, the unit that stays: an infantry, else a cavalry, else an archer,
else the hero."""


def land_group(s: State, seat: int, area: str, heroes_left: int = 1) -> dict[str, int]:
    """SA-AI-MOVE-5/7, AMB-60/61: how many of each land kind leave ``area``: all that can move but the one that
    stays (none in the palace area), at most ``heroes_left`` heroes (extra heroes stay), the staying unit
    chosen so the group rolls the most dice, then by ``STAY_ORDER``."""
    movable = {k: sum(counts(s, seat, area, k)[:limit(k)]) for k in LAND_KINDS}
    if HERO in movable:
        movable[HERO] = min(movable[HERO], heroes_left)
    movable = {k: n for k, n in movable.items() if n}
    if not movable:
        return {}
    standing = sum(total(s, seat, area, k) for k in LAND_KINDS) - sum(movable.values())
    if s.players[seat]["palace"] == area or standing > 0:
        return movable                                       # the palace (or a unit that cannot move) stays
    best, choice = -1, None
    for kind in STAY_ORDER:                                  # first of the strongest, in the rulebook's order
        if not movable.get(kind):
            continue
        group = {**movable, kind: movable[kind] - 1}
        dice = group_dice(s, seat, group)
        if dice > best:
            best, choice = dice, group
    assert choice is not None
    return {k: n for k, n in choice.items() if n}
