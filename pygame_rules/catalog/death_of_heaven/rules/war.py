"""The round and its first phase, Declare War (DH-FLOW-1, DH-WAR-1..8, DH-WANDER-1).

The round pushes its eight phases (DH-FLOW-1). The Attacker names a target among ``legal_targets``; the
Defender is the target's owner, or nobody for an NPC tile (its NPC faction defends). Then the rewards: each
player draws from its own deck a card per cube it has on the target (Defense reward) and a public card per
distinct territory or tile next to the target holding its cube (Adjacency reward); a Wandering Army draws one
public card.
"""

from __future__ import annotations

from ..content.map import TERRITORY, TERRITORY_IDS, adjacent
from ..content.npc import NPC_TILE
from ..flow import Decision, handler, push, resolver
from ..pieces import (
    ability,
    adjacent_cube_places,
    cubes_on,
    diplomacy_tiles_of,
    draw_own,
    draw_public,
    is_wandering,
    name,
    order_from,
    return_cubes,
    territories_of,
)
from ..state import State

PHASES = ("persuade", "march", "reinforce", "resolution", "dispatch", "cleanup", "bid")
"""The phases after Declare War, in order (DH-FLOW-1)."""


@handler("round")
def _round(s: State, t: dict) -> None:
    s.tasks.pop()
    s.round += 1
    s.say(f"Round {s.round}: {name(s, s.attacker)} is the Attacker.")
    push(s, {"t": "declare"}, *({"t": p} for p in PHASES), {"t": "round"})


def same_npc_faction_tiles(s: State, seat: int, target: str) -> list[str]:
    """DH-WAR-3: the seat's diplomacy cubes on other tiles of the target tile's NPC faction (returned to its board
    before the adjacency rule is checked again)."""
    if target not in s.npc:
        return []
    faction = NPC_TILE[target].faction
    return [t for t in diplomacy_tiles_of(s, seat) if t != target and NPC_TILE[t].faction == faction]


def legal_targets(s: State, seat: int) -> list[str]:
    """DH-WAR-1..4: another player's territory or an NPC tile not holding the seat's diplomacy cube, next to one
    of the seat's territories or diplomacy tiles (those of the target's own NPC faction not counting, DH-WAR-3);
    a Wandering Army may target any of them, and is never a target itself (it has no territory)."""
    own = set(territories_of(s, seat))
    dip = diplomacy_tiles_of(s, seat)
    wandering = not own
    out = []
    for t in TERRITORY_IDS:
        if t in own or (t in s.npc and s.npc[t] == seat):
            continue
        if wandering:
            out.append(t)
            continue
        near = adjacent(t)
        if own & near:
            out.append(t)
            continue
        returned = same_npc_faction_tiles(s, seat, t)
        if any(d in near and d not in returned for d in dip):
            out.append(t)
    return out


@handler("declare")
def _declare(s: State, t: dict) -> Decision | None:
    targets = legal_targets(s, s.attacker)
    if not targets:
        s.tasks.pop()
        s.say(f"{name(s, s.attacker)} has no territory it may attack; no war this round.")
        return None
    return s.attacker, [{"do": "target", "territory": x} for x in targets]


@resolver("declare")
def _declared(s: State, t: dict, a: dict) -> None:
    """Set the war up, return cubes by DH-WAR-3 and hand out the rewards (DH-WAR-5..8)."""
    s.tasks.pop()
    target, attacker = a["territory"], s.attacker
    defender = s.owner.get(target)
    s.battle = {"target": target, "defender": defender, "types": sorted(TERRITORY[target].troops),
                "counted": [], "bonus": [0, 0], "announced": [], "defeat": None, "winner": None,
                "shield": [], "lock": {}, "pursuit": False,
                "faction": f"seat:{defender}" if defender is not None else f"npc:{NPC_TILE[target].faction}"}
    who = name(s, defender) if defender is not None else f"the NPC {NPC_TILE[target].faction_name}"
    s.say(f"{name(s, attacker)} declares war on {TERRITORY[target].name}, held by {who}.")
    returned = same_npc_faction_tiles(s, attacker, target)
    for tile in returned:                                              # DH-WAR-3
        s.npc[tile] = None
        return_cubes(s, attacker, 1)
    if returned:
        places = ", ".join(TERRITORY[x].name for x in returned)
        s.say(f"{name(s, attacker)} takes back its diplomacy cube{'s' if len(returned) > 1 else ''} from "
              f"{places}, of the same NPC faction.")
    for seat in order_from(s, attacker):
        k = cubes_on(s, seat, target)                                  # DH-WAR-5
        if k:
            extra = ability(s, seat, "extra_draw_on")
            if extra is not None and extra["event"] == "defense_reward":
                k += extra["n"]
            got = draw_own(s, seat, k)
            s.say(f"{name(s, seat)} draws {len(got)} card{'s' if len(got) != 1 else ''} from its own deck "
                  "(Defense reward).")
        k = 1 if is_wandering(s, seat) else adjacent_cube_places(s, seat, target)   # DH-WAR-6/7
        if k:
            got = draw_public(s, seat, k)
            why = "Wandering Army" if is_wandering(s, seat) else "Adjacency reward"
            s.say(f"{name(s, seat)} draws {len(got)} public card{'s' if len(got) != 1 else ''} ({why}).")
