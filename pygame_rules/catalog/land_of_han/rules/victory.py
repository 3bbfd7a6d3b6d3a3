"""Victory and the death of a warlord (LH-VIC-1, LH-EMP-1, LH-DEATH-1, rulings A-2, A-34, A-36): the Imperial
Requirements, the conquest of every Palace, the hegemony time limit, and what a captured Palace does to its
warlord's lands. Heroes' part of a warlord's death (LH-DEATH-2) joins when heroes exist."""

from __future__ import annotations

from ..content.map import CENTRAL
from ..content.research import TOPICS
from ..content.victory import EMPEROR_ARMIES, EMPEROR_CENTRALS, EMPEROR_REGIONS
from ..pieces import armies_of, owned, remove_army
from ..state import State

IMPERIAL = tuple(t.id for t in TOPICS if t.imperial)


def imperial_shortfall(s: State, seat: int) -> list[str]:
    """LH-EMP-1, A-34, LH-EX-16: what the warlord still lacks to declare themself Emperor, in words (empty when
    every requirement holds at once)."""
    lands = owned(s, seat)
    centrals = sum(1 for r in lands if s.map.regions[r].kind == CENTRAL)
    armies = len(armies_of(s, seat))
    techs = sum(1 for t in IMPERIAL if t in s.done[seat])
    out = []
    if len(lands) < EMPEROR_REGIONS:
        out.append(f"{EMPEROR_REGIONS} regions ({len(lands)} now)")
    if centrals < EMPEROR_CENTRALS:
        out.append(f"{EMPEROR_CENTRALS} Central regions ({centrals} now)")
    if techs < len(IMPERIAL):
        out.append(f"all {len(IMPERIAL)} Imperial Technologies ({techs} now)")
    if armies < EMPEROR_ARMIES:
        out.append(f"{EMPEROR_ARMIES} armies ({armies} now)")
    return out


def hegemony(s: State) -> list[int]:
    """A-2: at the time limit, the living warlord(s) with the most regions, then the most Central regions, then
    the most Coins; several only if tied on all three."""
    living = [p for p in range(s.players) if s.palace[p] is not None]

    def rank(p: int) -> tuple[int, int, int]:
        lands = owned(s, p)
        return len(lands), sum(1 for r in lands if s.map.regions[r].kind == CENTRAL), s.coins[p]

    best = max(map(rank, living))
    return [p for p in living if rank(p) == best]


def conqueror(s: State) -> int | None:
    """LH-VIC-1 B: the one warlord left with a Palace, once every other Palace is captured."""
    living = [p for p in range(s.players) if s.palace[p] is not None]
    return living[0] if len(living) == 1 else None


def capture_palace(s: State, victor: int, loser: int) -> None:
    """LH-DEATH-1, LH-EX-19: the victor has taken the loser's Palace region (its armies there gone): the loser is
    dead; the Palace's region is the victor's, and every other region of the loser becomes Independent, unless
    the victor has conquered it already. The dead warlord's armies leave the map, and their pacts and offers
    end with them."""
    palace = s.palace[loser]
    s.palace[loser] = None
    s.owner[palace] = victor
    palaces = {s.palace[p]: p for p in range(s.players) if s.palace[p] is not None}
    for r in owned(s, loser):
        if r in palaces:
            s.owner[r] = palaces[r]                 # another's Palace the loser had taken goes back to its warlord
        else:
            del s.owner[r]
    for a in armies_of(s, loser):
        remove_army(s, a)
    s.pacts = [p for p in s.pacts if loser not in p]
    s.proposals = [o for o in s.proposals if loser not in (o["from"], o["to"])]
    name = s.map.regions[palace].name
    s.report(victor, f"You take {name}, the Palace of {s.name(loser)}: {s.name(loser)} is no more")
    s.report(loser, f"{s.name(victor)} takes your Palace in {name}")

