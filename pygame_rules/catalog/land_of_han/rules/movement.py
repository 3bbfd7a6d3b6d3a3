"""Army movement in a season (LH-TURN-4/5, LH-COMBAT-1/3, LH-ARMY-5, rulings A-5, A-6, A-8, spec 3.7 step 3):
every ordered army walks its path one region a step, all at once; an army entering an empty region that is not
its warlord's seizes it at once, even mid-path; armies of different warlords crossing one border towards each
other meet on it; armies of different warlords entering one region together fight each other first; an army that
enters a region with hostile armies fights them (A-8) and its path ends there; routed armies go back, and in the
second move return to the region they set out from, attacking it if it was seized meanwhile.

Hostile means of another owner not in a Military Pact with it (LH-DIPLO-3): allies cross each other's lands
without a fight and fight together. Independents and Barbarians never move.
"""

from __future__ import annotations

from ..content.armies import BY_ID as ARMY
from ..content.armies import MOVES
from ..content.research import EFFECT_ARMY_MOVES
from ..pieces import allied, armies_at, effect_total, friendly, remove_army
from ..state import State
from .combat import battle, duel, strongest_first


def allowance(s: State, aid: str) -> int:
    """A-5: regions an army may move this season: 1 for Spearmen and Archers, 2 for Cavalry, 1 more with Roads."""
    army = s.armies[aid]
    return MOVES[army["t"]] + effect_total(s, army["o"], EFFECT_ARMY_MOVES)


def why_not_move(s: State, seat: int, aid: str, path: list[str]) -> str | None:
    """Why the warlord may not order army ``aid`` along ``path`` (the regions it enters, in order), in a player's
    words, or None: the army is theirs, was not raised this season (LH-ARMY-5), and each step goes to a
    neighbouring region, no further than its allowance (A-5)."""
    army = s.armies.get(aid)
    if army is None or army["o"] != seat:
        return "that army is not yours"
    kind = ARMY[army["t"]].name
    if army["new"]:
        return f"the {kind} were raised this season and cannot move yet"
    if not path:
        return "the army has nowhere to go"
    if len(path) > allowance(s, aid):
        n = allowance(s, aid)
        return f"{kind} move {n} {'region' if n == 1 else 'regions'} a season"
    here = army["r"]
    for region in path:
        if region not in s.map.adjacency[here]:
            return f"{s.map.regions[region].name} is not next to {s.map.regions[here].name}"
        here = region
    return None


def _seize(s: State, armies: list[str], region: str, events: list[str]) -> None:
    """LH-TURN-4: warlords' armies in a region with no hostile army take it, if it is not theirs already (nor an
    ally's: LH-DIPLO-3); allies who took it together give it to the one who sent more armies (LH-DIPLO-4)."""
    holder = s.owner.get(region)
    if holder is not None and any(allied(s, holder, s.armies[a]["o"]) for a in armies):
        return
    owner = taker(s, armies)
    if isinstance(owner, int) and s.owner.get(region) != owner:
        before = s.owner.get(region)
        s.owner[region] = owner
        events.append(f"{s.name(owner)} seizes {s.map.regions[region].name}"
                      + ("" if before is None else f" from {s.name(before)}"))


def _meet_on_borders(s: State, going: dict[str, tuple[str, str]], stopped: set[str], routed: dict[str, str],
                     events: list[str]) -> None:
    """Armies crossing one border towards each other, of different warlords, fight on it strongest first (A-8),
    with no walls for either side: the loser of a duel is destroyed and the winner fights on; a draw sends both
    back where they came from (routed, spec 3.7). Armies left standing go on."""
    edges: dict[frozenset[str], list[str]] = {}
    for a, (frm, to) in going.items():
        edges.setdefault(frozenset((frm, to)), []).append(a)
    for armies in edges.values():
        x = going[armies[0]][0]
        one = [a for a in armies if going[a][0] == x]
        two = [a for a in armies if going[a][0] != x]
        if not two or friendly(s, {s.armies[a]["o"] for a in one + two}):
            continue
        events.append(f"Armies meet on the border of {s.map.regions[x].name} and "
                      f"{s.map.regions[going[two[0]][0]].name}")
        one, two = strongest_first(s, one, False), strongest_first(s, two, False)
        while one and two:
            result = duel(s, one[0], two[0], stationed=False, told=events)
            if result == "attacker":
                two.pop(0)
            elif result == "defender":
                one.pop(0)
            else:
                for a in (one.pop(0), two.pop(0)):
                    stopped.add(a)
                    routed[a] = going[a][0]
        stopped.update(a for a in armies if a not in s.armies)


def sides(s: State, armies: list[str]) -> list[list[str]]:
    """The armies grouped by the side they fight on (LH-DIPLO-3): each owner joins the first side all of whose
    owners it is allied with, in the order the armies are listed."""
    out: list[list[str]] = []
    for a in armies:
        owner = s.armies[a]["o"]
        for side in out:
            if friendly(s, {owner, *(s.armies[x]["o"] for x in side)}):
                side.append(a)
                break
        else:
            out.append([a])
    return out


def taker(s: State, armies: list[str]) -> int | str:
    """LH-DIPLO-4, LH-EX-17: the owner who takes a region the ``armies`` of allies took together: the one who sent
    more armies, else a seeded coin toss."""
    counts: dict[int | str, int] = {}
    for a in armies:
        counts[s.armies[a]["o"]] = counts.get(s.armies[a]["o"], 0) + 1
    most = max(counts.values())
    tied = [o for o, n in counts.items() if n == most]
    return tied[0] if len(tied) == 1 else tied[s.rng.below(len(tied))]


def _fight_in(s: State, region: str, entrants: list[str], events: list[str]) -> tuple[list[str], list[str]]:
    """The fights of one region entered this step: entrants of different sides fight each other first, in a
    seeded order of sides (none of them holds the region), then the last standing attack the hostile armies
    already there (A-8); allies fight as one side (LH-DIPLO-3). Returns the armies routed and the entrants left
    standing in the region."""
    groups = sides(s, entrants)
    if len(groups) > 1:
        s.rng.shuffle(groups)
    routed: list[str] = []
    attackers = groups[0]
    for other in groups[1:]:
        result = battle(s, other, attackers, stationed=False)
        events += result.told
        routed += result.routed
        if result.winner == "attacker":
            attackers = [a for a in other if a in s.armies and a not in result.routed]
        else:
            attackers = [a for a in attackers if a in s.armies]
    side = {s.armies[a]["o"] for a in attackers}
    residents = [a for a in armies_at(s, region) if a not in entrants and not friendly(s, side | {s.armies[a]["o"]})]
    if residents and attackers:
        events.append(f"{s.name(s.armies[attackers[0]]['o'])} attacks {s.map.regions[region].name}")
        result = battle(s, attackers, residents)
        events += result.told
        routed += result.routed
        attackers = [a for a in attackers if a in s.armies and a not in result.routed]
    return routed, attackers


def resolve_movement(s: State, orders: dict[str, list[str]]) -> list[str]:
    """Move every ordered army along its path (already checked by ``why_not_move``), all at once, step by step;
    then the second move of the routed (LH-TURN-5, A-6). Returns the events in words, in order.

    Rulings: a routed army falls back once the step's fights are over (it defends nothing it passes on the way
    back); in the second move it returns to the region it set out from, and if hostile armies are there it
    attacks them; if it does not win it is destroyed, having nowhere left to go."""
    events: list[str] = []
    origin = {a: s.armies[a]["r"] for a in orders}
    stopped: set[str] = set()
    routed: dict[str, str] = {}                       # army -> the region it fell back to
    for step in range(max((len(p) for p in orders.values()), default=0)):
        going = {a: (s.armies[a]["r"], path[step]) for a, path in orders.items()
                 if a in s.armies and a not in stopped and step < len(path)}
        _meet_on_borders(s, going, stopped, routed, events)
        entered: dict[str, list[str]] = {}
        pushed_back: list[str] = []
        for a, (_frm, to) in going.items():
            if a in s.armies and a not in stopped:
                s.armies[a] = {**s.armies[a], "r": to}
                entered.setdefault(to, []).append(a)
        for region in (r for r in s.map.regions if r in entered):
            entrants = entered[region]
            others = [a for a in armies_at(s, region) if a not in entrants]
            if friendly(s, {s.armies[a]["o"] for a in entrants + others}):
                if not others:
                    _seize(s, entrants, region, events)                 # LH-TURN-4, mid-path too
                continue
            pushed, standing = _fight_in(s, region, entrants, events)
            stopped.update(entrants)                                    # a fight ends the path
            for a in pushed:
                routed[a] = going[a][0]
            pushed_back += pushed
            if standing and friendly(s, {s.armies[a]["o"] for a in armies_at(s, region) if a not in pushed}):
                _seize(s, standing, region, events)
        for a in pushed_back:                       # after the step's fights: none of them defends where it falls
            if a in s.armies:
                s.armies[a] = {**s.armies[a], "r": routed[a]}
    for a in routed:
        if a not in s.armies:
            continue
        home = origin[a]
        s.armies[a] = {**s.armies[a], "r": home}
        hostile = [x for x in armies_at(s, home) if not allied(s, s.armies[x]["o"], s.armies[a]["o"])]
        if hostile:
            events.append(f"A routed army of {s.name(s.armies[a]['o'])} attacks {s.map.regions[home].name} to "
                          "free it")
            result = battle(s, [a], hostile)
            events += result.told
            if a in s.armies and result.winner != "attacker":
                remove_army(s, a)
        if a in s.armies:
            _seize(s, [a], home, events)
    return events
