"""The upkeep phase (SA-UPK-1, steps 1-10) and the end of the game (SA-END-1..5).

Steps 1-4 (dragons, conquest, pillage, treaties) need systems of later steps and are placeholders that do
nothing yet (no dragon, no contested area, no barbarian on the map and no treaty can arise with only Pass).
"""

from __future__ import annotations

from .board_player import ADVANCEMENT
from .flow import handler, push
from .objectives import OBJECTIVE
from .objectives_eval import dishonor_points, meets, public_count, ranking_key
from .setup import objective_target
from .state import SECTIONS, State

UPKEEP_STEPS = ("upk_dragons", "upk_conquest", "upk_pillage", "upk_treaties", "upk_retrieve",
                "upk_philosophies", "upk_market", "upk_victory", "upk_replenish", "upk_next")


@handler("upkeep")
def _upkeep(s: State, t: dict) -> None:
    """SA-UPK-1: the ten steps strictly in order."""
    s.tasks.pop()
    s.phase = "upkeep"
    push(s, *({"t": step} for step in UPKEEP_STEPS))
    return None


def _noop(s: State, t: dict) -> None:
    s.tasks.pop()
    return None


for _step in ("upk_dragons", "upk_conquest", "upk_pillage", "upk_treaties"):
    handler(_step)(_noop)   # extension points: SA-UPK-DRAGON-1, SA-UPK-CONQ-*, SA-UPK-PILL-*, SA-UPK-TREATY-*


@handler("upk_retrieve")
def _retrieve(s: State, t: dict) -> None:
    """SA-UPK-RETR-1/2, AMB-08: every cube leaves buildings, palaces and Great Wall segments; all become
    active (construction completes); flipped units and move counts reset."""
    s.tasks.pop()
    for bs in s.buildings.values():
        for b in bs:
            if b["st"] != "active":
                b["st"], b["cube"] = "active", None
                b.pop("spare", None)
    for p in s.players:
        p["palace_st"], p["palace_cube"] = "active", None
    for g in s.great_wall.values():
        g["st"], g["cube"] = "active", None
    for units in s.units:
        for kinds in units.values():
            for kind, counts in kinds.items():
                kinds[kind] = [sum(counts), 0, 0]
    return None


@handler("upk_philosophies")
def _philosophies(s: State, t: dict) -> None:
    """SA-UPK-PHIL-1..4: face-down cards turn face-up; honor on cards to the pool; dishonor on cards into
    the owner's stockpile; every card usable again."""
    s.tasks.pop()
    for p in s.players:
        for card in p["philosophies"]:
            card["up"] = True
            token = card["token"]
            if isinstance(token, list):          # ["dishonor", value]
                p["dishonor"].append(token[1])
            card["token"] = None
    return None


def _draw_philosophy(s: State) -> str | None:
    """SA-UPK-MKT-3: an empty market deck is rebuilt from the shuffled discard pile."""
    if not s.phil_deck and s.phil_discard:
        s.phil_deck, s.phil_discard = s.phil_discard, []
        s.rng.shuffle(s.phil_deck)
        s.say("the philosophy discard pile is shuffled into a new market deck")
    return s.phil_deck.pop() if s.phil_deck else None


@handler("upk_market")
def _market(s: State, t: dict) -> None:
    """SA-UPK-MKT-1/2 (DT-06): the two right-most cards to the discard; the others slide right; two new
    cards fill the left slots (the first drawn in slot 2)."""
    s.tasks.pop()
    m = s.market
    s.phil_discard.extend(c for c in (m[2], m[3]) if c is not None)
    left = [c for c in (m[0], m[1]) if c is not None]
    new = [None] * (4 - len(left)) + left
    for slot in range(3 - len(left), -1, -1):
        new[slot] = _draw_philosophy(s)
    s.market = new
    return None


@handler("upk_victory")
def _victory(s: State, t: dict) -> None:
    """SA-UPK-VIC-1..3, AMB-02/07: mark the face-up public objectives each player meets now (markers are
    permanent); 3+ (epic: 4/5) ends the game; otherwise reveal one new card if any remain. AMB-06: the
    optional turn limit ends the game after its last turn."""
    s.tasks.pop()
    for obj in s.public_up:
        marked = s.marks.setdefault(obj, [])
        for seat in range(s.n):
            if seat not in marked and meets(s, seat, OBJECTIVE[obj].predicate):
                marked.append(seat)
                s.say(f"{s.name(seat)} completes the public objective {OBJECTIVE[obj].title}")
    target = objective_target(s.options)
    if any(public_count(s, i) >= target for i in range(s.n)):
        end_game(s, f"a player completed {target} public objectives")
        return None
    limit = s.options.get("turn_limit")
    if limit is not None and s.turn >= limit:
        end_game(s, f"the turn limit ({limit}) was reached")
        return None
    if s.public_deck:
        card = s.public_deck.pop()
        s.public_up.append(card)
        s.say(f"a new public objective is revealed: {OBJECTIVE[card].title}")
    return None


def eliminated(s: State) -> list[int]:
    """SA-END-2, AMB-03: the players tied at the most dishonor points are eliminated, but only if somebody
    has fewer and the maximum is above 0."""
    points = [dishonor_points(s, i) for i in range(s.n)]
    top = max(points)
    if top == 0 or all(p == top for p in points):
        return []
    return [i for i, p in enumerate(points) if p == top]


def end_game(s: State, why: str) -> None:
    """SA-END-1..5, AMB-91: reveal dishonor, eliminate, count objectives, break ties (shared if still tied)."""
    s.phase = "over"
    s.say("the game ends: " + why)
    s.say("dishonor revealed: " + ", ".join(
        f"{s.name(i)} {dishonor_points(s, i)} ({len(p['dishonor'])} tokens)" for i, p in enumerate(s.players)))
    out = eliminated(s)
    for i in out:
        s.players[i]["eliminated"] = True
        s.say(f"{s.name(i)} is eliminated for the most dishonor")
    keys = {i: ranking_key(s, i) for i in range(s.n) if i not in out}
    best = max(keys.values())
    s.winners = sorted(i for i, k in keys.items() if k == best)
    s.final = {"keys": {str(i): list(k) for i, k in keys.items()}, "eliminated": out}
    names = " and ".join(s.name(i) for i in s.winners)
    s.result = (f"{names} {'share the victory' if len(s.winners) > 1 else 'wins'} with {best[0]} objectives "
                f"({best[1]} public)")
    s.say(s.result)


@handler("upk_replenish")
def _replenish(s: State, t: dict) -> None:
    """SA-UPK-REPL-1..3 (DT-52, AMB-09): a supply cube per active market in owned areas (not the palace);
    one cube on each base space of build (wood), train, research and honor; one on the locked space of each
    owned advancement's unlock icon. Salt Monopoly's replenish gain is passive and applied here too."""
    s.tasks.pop()
    for seat, p in enumerate(s.players):
        markets = sum(1 for a, o in s.owner.items() if o == seat
                      for b in s.buildings.get(a, ()) if b["b"] == "market" and b["st"] == "active")
        p["sections"]["supply"] += markets
        for sec in SECTIONS:
            if sec != "supply":
                p["sections"][sec] += 1
        for adv in p["advancements"]:
            a = ADVANCEMENT[adv]
            if a.unlock:
                p["sections"][a.unlock] += 1
                p["locked"][a.unlock] += 1
            if a.timing == "replenish":
                for e in a.effects:
                    if e["do"] == "gain":
                        p[e["commodity"]] += e["n"]
    return None


@handler("upk_next")
def _next(s: State, t: dict) -> None:
    """SA-UPK-NEXT-1: advance the turn marker and start the next Most Honorable phase."""
    s.tasks.pop()
    s.turn += 1
    push(s, {"t": "turn"})
    return None
