"""The upkeep phase (SA-UPK-1, steps 1-10) and the end of the game (SA-END-1..5).

Step 2 (conquest, palace re-placement) is here; step 4 (treaties) is in ``rules/treaties.py``. Steps 1 and 3
(dragons, pillage) are placeholders for later work.
"""

from __future__ import annotations

from ..content import nouns
from ..content.map import AREA
from ..content.objectives import OBJECTIVE
from ..content.player_board import ADVANCEMENT
from ..flow import Decision, handler, push, resolver, seat_order
from ..garrison import destroy_with_palace, garrison_at, regenerate_at_retrieve
from ..pieces import draw_philosophy, owner_index
from ..state import AI, SECTIONS, State, own_buildings
from .barbarians import pillage
from .dragons import upkeep_dragons
from .philosophy_use import window
from .scoring import dishonor_points, objective_met, public_count, ranking_key
from .setup import objective_target

UPKEEP_STEPS = ("upk_dragons", "upk_conquest", "upk_pillage", "upk_treaties", "upk_retrieve",
                "upk_philosophies", "upk_market", "upk_victory", "upk_replenish", "upk_next")


@handler("upkeep")
def _upkeep(s: State, t: dict) -> None:
    """SA-UPK-1: the ten steps strictly in order."""
    s.tasks.pop()
    s.phase = "upkeep"
    push(s, *({"t": step} for step in UPKEEP_STEPS))
    window(s, "any")                              # untimed philosophies, passed players included (AMB-40)
    return None


@handler("upk_dragons")
def _dragons(s: State, t: dict) -> None:
    upkeep_dragons(s, t)                   # SA-UPK-DRAGON-1 (dragons.py)


@handler("upk_conquest")
def _conquest(s: State, t: dict) -> None:
    """SA-UPK-CONQ-1..4, AMB-54 (DT-11/12): a player alone with units (any type) in an area with no
    barbarians conquers it if its ownership changes: under-construction buildings and any palace there are
    destroyed, then one random active or exhausted building. Displaced palaces are re-placed afterwards in
    turn order (AMB-12); so is a palace held off-board once its owner owns an area again."""
    s.tasks.pop()
    occupants: dict[str, list[int]] = {}          # location -> the seats with units there, in seat order
    for i, units in enumerate(s.units):
        for loc, kinds in units.items():
            if any(map(any, kinds.values())):    # some count above 0 (counts are never negative)
                occupants.setdefault(loc, []).append(i)
    for i in range(s.n):                          # a safety-game garrison occupies (AMB-55)
        palace = s.players[i]["palace"]
        if palace is not None and garrison_at(s, i, palace) and i not in occupants.get(palace, ()):
            occupants[palace] = sorted([*occupants.get(palace, ()), i])
    # (a conquest changes no units and destroys only the garrison in the area conquered, so these hold)
    for area in sorted(s.buildings.keys() | s.owner.keys() | {loc for u in s.units for loc in u}):
        present = occupants.get(area)
        if present is None or len(present) != 1 or area not in AREA or s.barbarians.get(area):
            continue
        if s.owner.get(area) == present[0]:
            continue
        conquer(s, present[0], area)
    push(s, *({"t": "palace_place", "seat": i} for i in seat_order(s) if s.players[i]["palace"] is None
              and any(o == i for o in s.owner.values())))
    return None


def conquer(s: State, seat: int, area: str) -> None:
    old = s.owner.get(area)
    s.owner[area] = seat
    s.say(f"{s.name(seat)} conquers {AREA[area].name}" + (f" from {s.name(old)}" if old is not None else ""))
    if s.players[seat]["kind"] == AI:                  # AMB-77: the turn an AI captured an area (Ascendancy)
        s.players[seat]["captured"] = {**s.players[seat].get("captured", {}), area: s.turn}
    bs = [b for b in s.buildings.get(area, []) if b["st"] != "uc"]
    lost = len(s.buildings.get(area, [])) - len(bs)
    if bs:
        gone = bs.pop(s.rng.below(len(bs)))
        s.say(f"{nouns.a(gone['b'])} in {AREA[area].name} is destroyed" + (
            f", and {lost} building{'s' if lost > 1 else ''} under construction" if lost else ""))
    elif lost:
        s.say(f"{lost} building{'s' if lost > 1 else ''} under construction in {AREA[area].name} destroyed")
    if area in s.buildings:
        s.buildings[area] = bs
    for i, p in enumerate(s.players):
        if p["palace"] == area:
            p["palace"], p["palace_st"], p["palace_cube"] = None, "active", None
            destroy_with_palace(s, i)
            s.say(f"{s.name(i)}'s palace in {AREA[area].name} is destroyed")


@handler("palace_place")
def _palace_place(s: State, t: dict) -> Decision | None:
    """SA-PALACE-7/8, AMB-12: the owner places the palace on an owned area, active; none: held off-board."""
    areas = sorted(a for a, o in s.owner.items() if o == t["seat"])
    if not areas or s.players[t["seat"]]["palace"] is not None:
        s.tasks.pop()
        if not areas:
            s.say(f"{s.name(t['seat'])} owns no area: the palace is held off the board")
        return None
    return t["seat"], [{"palace_to": a} for a in areas]


@resolver("palace_place")
def _palace_place_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    p = s.players[t["seat"]]
    p["palace"], p["palace_st"], p["palace_cube"] = a["palace_to"], "active", None
    s.say(f"{s.name(t['seat'])} places the palace in {AREA[a['palace_to']].name}, active")


def _pillage(s: State, t: dict) -> None:
    pillage(s, t)                          # SA-UPK-PILL-1/2 (barbarians.py)


handler("upk_pillage")(_pillage)


@handler("upk_retrieve")
def _retrieve(s: State, t: dict) -> None:
    """SA-UPK-RETR-1/2, AMB-08: every cube leaves buildings, palaces and Great Wall segments; all become
    active (construction completes, Great Wall segments too: SA-WALL-4); flipped units and move counts reset;
    in the safety game every standing palace's garrison is whole again (AMB-55)."""
    s.tasks.pop()
    for area, bs in list(s.buildings.items()):
        if any(b["st"] != "active" for b in bs):
            for b in own_buildings(s, area):
                if b["st"] != "active":
                    b["st"], b["cube"] = "active", None
                    b.pop("spare", None)
    for p in s.players:
        p["palace_st"], p["palace_cube"] = "active", None
    for arrow, g in list(s.great_wall.items()):              # replaced, never changed (State.copy shares them)
        g = s.great_wall[arrow] = dict(g)
        g["st"], g["cube"] = "active", None                  # SA-WALL-4: completed segments block their path
        g.pop("spare", None)
    regenerate_at_retrieve(s)                                # AMB-55: standing palaces' garrisons are whole
    s.units = [{loc: {kind: [sum(counts), 0, 0] for kind, counts in kinds.items()} for loc, kinds in units.items()}
               for units in s.units]                     # new dicts: State.copy shares each seat's units
    return None


@handler("upk_philosophies")
def _philosophies(s: State, t: dict) -> None:
    """SA-UPK-PHIL-1..4: face-down cards turn face-up, marked ``new`` since they "may not be activated until
    next turn" (cleared at step 10); honor on cards to the pool; dishonor on cards into the owner's
    stockpile; every other card usable again."""
    s.tasks.pop()
    for p in s.players:
        cards = []                               # the cards and lists are replaced, never changed (state.py)
        for card in p["philosophies"]:
            card = dict(card)
            if not card["up"]:
                card["up"], card["new"] = True, True
                s.note_reveal()
            token = card["token"]
            if isinstance(token, list):          # ["dishonor", value]
                p["dishonor"] = [*p["dishonor"], token[1]]
            card["token"] = None
            cards.append(card)
        p["philosophies"] = cards
    return None



@handler("upk_market")
def _market(s: State, t: dict) -> None:
    """SA-UPK-MKT-1/2 (DT-06): the two right-most cards to the discard; the others slide right; two new
    cards fill the left slots (the first drawn in slot 2)."""
    s.tasks.pop()
    m = s.market
    s.phil_discard = s.phil_discard + [c for c in (m[2], m[3]) if c is not None]    # replaced (state.py)
    left = [c for c in (m[0], m[1]) if c is not None]
    new = [None] * (4 - len(left)) + left
    for slot in range(3 - len(left), -1, -1):
        new[slot] = draw_philosophy(s)
    s.market = new
    return None


@handler("upk_victory")
def _victory(s: State, t: dict) -> None:
    """SA-UPK-VIC-1..3, AMB-02/07: mark the face-up public objectives each player meets now (markers are
    permanent); 3+ (epic: 4/5) ends the game; otherwise reveal one new card if any remain. AMB-06: the
    optional turn limit ends the game after its last turn."""
    s.tasks.pop()
    memo: dict[int, list[int]] = {}                # marking changes nothing a measure reads
    d = s.__dict__
    d["menu_memo"] = {}                            # nor the owned areas: read once (state.menu_memo)
    try:
        for obj in s.public_up:
            marked = s.marks[obj] = list(s.marks.get(obj, []))     # replaced, never changed (State.copy)
            for seat in range(s.n):
                if seat not in marked and objective_met(s, seat, obj, memo):
                    marked.append(seat)
                    s.say(f"{s.name(seat)} completes the public objective {OBJECTIVE[obj].title}")
    finally:
        d["menu_memo"] = None
    target = objective_target(s.options)
    if any(public_count(s, i) >= target for i in range(s.n)):
        end_game(s, f"a player completed {target} public objectives")
        return None
    limit = s.options.get("turn_limit")
    if limit is not None and s.turn >= limit:
        end_game(s, f"the turn limit ({limit}) was reached")
        return None
    if s.public_deck:
        card = s.public_deck[-1]                             # both lists replaced, never changed (state.py)
        s.public_deck = s.public_deck[:-1]
        s.public_up = [*s.public_up, card]
        s.note_reveal()
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
    s.note_reveal()                                   # dishonor and private objectives are shown (SA-END-1)
    s.say("the game ends: " + why)
    s.say("dishonor revealed: " + ", ".join(
        f"{s.name(i)} {dishonor_points(s, i)} ({nouns.count(len(p['dishonor']), 'token')})" for i, p in enumerate(s.players)))
    out = eliminated(s)
    for i in out:
        s.players[i]["eliminated"] = True
        s.say(f"{s.name(i)} is eliminated for the most dishonor")
    keys = {i: ranking_key(s, i) for i in range(s.n) if i not in out}
    best = max(keys.values())
    s.winners = sorted(i for i, k in keys.items() if k == best)
    s.final = {"keys": {str(i): list(k) for i, k in keys.items()}, "eliminated": out}
    names = " and ".join(s.name(i) for i in s.winners)
    s.result = (f"{names} {'share the victory' if len(s.winners) > 1 else 'wins'} with {nouns.count(best[0], 'objective')}, "
                f"{best[1]} of them public")
    s.say(s.result)


@handler("upk_replenish")
def _replenish(s: State, t: dict) -> None:
    """SA-UPK-REPL-1..3 (DT-52, AMB-09): a supply cube per active market in owned areas (not the palace);
    one cube on each base space of build (wood), train, research and honor; one on the locked space of each
    owned advancement's unlock icon. Salt Monopoly's replenish gain is passive and applied here too."""
    s.tasks.pop()
    for seat, p in enumerate(s.players):
        markets = sum(1 for a in owner_index(s).get(seat, ())
                      for b in s.buildings.get(a, ()) if b["b"] == "market" and b["st"] == "active")
        sections, locked = dict(p["sections"]), dict(p["locked"])     # replaced, never changed (state.py)
        p["sections"], p["locked"] = sections, locked
        sections["supply"] += markets
        for sec in SECTIONS:
            if sec != "supply":
                sections[sec] += 1
        for adv in p["advancements"]:
            a = ADVANCEMENT[adv]
            if a.unlock:
                sections[a.unlock] += 1
                locked[a.unlock] += 1
            if a.timing == "replenish":
                for e in a.effects:
                    if e["do"] == "gain":
                        p[e["commodity"]] += e["n"]
    window(s, "replenish")                        # Agriculture and War, Frugality
    return None


@handler("upk_next")
def _next(s: State, t: dict) -> None:
    """SA-UPK-NEXT-1: advance the turn marker and start the next Most Honorable phase; from now the cards
    turned face-up at step 6 may be used (SA-UPK-PHIL-1)."""
    s.tasks.pop()
    s.turn += 1
    for p in s.players:                          # the cards are replaced, never changed (state.py)
        p["philosophies"] = [{k: v for k, v in card.items() if k != "new"} for card in p["philosophies"]]
    push(s, {"t": "turn"})
    return None
