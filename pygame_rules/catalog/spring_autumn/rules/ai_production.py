"""The AI deck and the AI players' production (SA-AI-PROD-1..4, SA-AI-PROD-ADV..UNITS, SA-AI-PHIL-2; DT-38,
DT-39, DT-43, EX-13, DT-46; rulings AMB-56, AMB-57, AMB-72, AMB-74).

In round 1 of turns 2 and later each AI reveals its own card from the one AI deck and at once gains the
card's production column for the turn ("2-3" in turns 2 and 3, "4+" from turn 4); in turn 1 it reveals
nothing (its turn-1 benefits are its setup). A revealed card goes to the discard pile once its AI is done
with it, and an empty deck is rebuilt from the shuffled discard pile. Every gain is logged with the card.

Design decisions (CONTENT.md "AI cards"): the advancement track stops at its last space; units and heroes
that would pass the caps, or that have no palace to appear at (AMB-69: a palace held off the board), are
not placed, and the log says so.
"""

from __future__ import annotations

from ..content.ai_cards import (
    ADVANCEMENTS,
    AI_CARD_BY_ID,
    COMMERCE,
    FORTIFICATIONS,
    HERO,
    HONOR,
    KNOWLEDGE,
    PHILOSOPHIES,
    SUPPLY,
    UNITS,
    AICard,
    Produce,
    column_for_turn,
)
from ..content.map import AREA, ARROWS, ZHOU
from ..content.objectives import OBJECTIVE
from ..content.philosophies import PHILOSOPHY
from ..pieces import advance_ai_track, draw, owned_areas, room
from ..state import State, own_buildings
from .actions_economy import draft

PROTECTOR = "protector"
UNIT_PLURAL = {"infantry": "infantry", "cavalry": "cavalry", "archer": "archers", "junk": "junks", "hero": "heroes"}


def draw_ai_card(s: State) -> AICard:
    """The top card of the AI deck (SA-AI-PROD-1, SA-AI-DEST-1), put on the discard pile: an empty deck is
    first rebuilt from the shuffled discard pile (SA-AI-PROD-4). A reveal: undo stops here."""
    if not s.ai_deck:
        s.ai_deck, s.ai_discard = list(s.ai_discard), []      # both replaced, never changed in place
        s.rng.shuffle(s.ai_deck)
        s.say("the AI discard pile is shuffled into a new AI deck")
    card, s.ai_deck = s.ai_deck[-1], s.ai_deck[:-1]
    s.ai_discard = [*s.ai_discard, card]
    s.note_reveal()
    return AI_CARD_BY_ID[card]


def produce(s: State, seat: int) -> None:
    """SA-AI-PROD-1/2/3: round 1 of the turn: reveal a card for this AI and gain its column (turn 1: nothing)."""
    label = column_for_turn(s.turn)
    if label is None:
        s.say(f"{s.name(seat)} (AI) reveals no card in turn 1: it starts with its setup")
        return
    ascendancy(s, seat)
    card = draw_ai_card(s)
    column = card.column(label)
    s.say(f"{s.name(seat)} (AI) reveals {card.name}: production {label}: "
          + ", ".join(entry.text for entry in column))
    for entry in column:
        PRODUCE[entry.kind](s, seat, entry, card)


def ascendancy(s: State, seat: int) -> None:
    """SA-AI-OBJRULE-ASCENDANCY, AMB-77, DT-45: with Ascendancy face up (public, or among the AIs' objectives),
    an AI that captured Zhou in the previous turn and still owns it moves its palace there in this turn's
    production, under construction (its garrison goes with it); otherwise an AI never moves its palace."""
    p = s.players[seat]
    if (p["palace"] != ZHOU and s.owner.get(ZHOU) == seat and p.get("captured", {}).get(ZHOU) == s.turn - 1
            and any(OBJECTIVE[o].ai_rule == "ascendancy" for o in (*s.public_up, *s.ai_objectives))):
        p["palace"], p["palace_st"], p["palace_cube"] = ZHOU, "uc", None
        s.say(f"{s.name(seat)} (AI) moves its palace to {AREA[ZHOU].name} for Ascendancy")


def _advancements(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-ADV (``pieces.advance_ai_track``)."""
    advance_ai_track(s, seat, entry.n)


def _commodity(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-HONOR/KNOW/COMM: +X of the commodity."""
    s.players[seat][entry.kind] += entry.n


def _supply(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-SUPPLY, AMB-57: the supply track is set to X (what was left is lost)."""
    s.players[seat]["ai_supply"] = entry.n


def _hero(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-HERO, AMB-74: heroes in the palace area, within the cap (the rest are ignored)."""
    _place(s, seat, [HERO] * entry.n)


def _units(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-UNITS, DT-39, AMB-74: X units in the palace area (junks too, on land), one of each listed
    type per pass from the top of the list, a type with none left off the map skipped, until X are placed or
    no listed type has any left."""
    wanted: list[str] = []
    left = {kind: room(s, seat, kind) for kind in entry.units}
    while len(wanted) < entry.n and any(left.values()):
        for kind in entry.units:
            if len(wanted) < entry.n and left[kind] > 0:
                wanted.append(kind)
                left[kind] -= 1
    _place(s, seat, wanted, entry.n)


def _place(s: State, seat: int, kinds: list[str], asked: int | None = None) -> None:
    palace = s.players[seat]["palace"]
    asked = len(kinds) if asked is None else asked
    if palace is None:
        s.say(f"{s.name(seat)} (AI) has no palace on the map: its new units are not placed (AMB-69)")
        return
    placed: dict[str, int] = {}
    for kind in kinds:
        if room(s, seat, kind) > 0:
            s.add_units(seat, palace, kind, 1)
            placed[kind] = placed.get(kind, 0) + 1
    n = sum(placed.values())
    words = ", ".join(f"{k} {kind if k == 1 else UNIT_PLURAL[kind]}" for kind, k in placed.items())
    lost = f" ({asked - n} over the cap, not placed)" if n < asked else ""
    s.say(f"{s.name(seat)} (AI) places {words or 'nothing'} in {AREA[palace].name}{lost}")


def _philosophies(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-PHIL: X philosophies from the market, as if X shrines had been built (one at a time, the
    market refilling in between), each chosen by ``philosophy_slot``."""
    for _ in range(entry.n):
        slot = philosophy_slot(s, seat)
        if slot is None:
            s.say(f"{s.name(seat)} (AI) finds the philosophy market empty")
            return
        draft(s, seat, slot)


def philosophy_slot(s: State, seat: int) -> int | None:
    """SA-AI-PHIL-2, EX-13, DT-46: the market card that helps a face-up objective the AIs may score (a public
    one, or the AIs' shared ones) toward philosophies: under Variety a color the AI does not hold yet while it
    holds fewer than 3; under Hundred Schools any card. The left-most such card; the left-most card when none
    helps or no such objective is face up. None: the market is empty."""
    slots = [i for i, c in enumerate(s.market) if c is not None]
    if not slots:
        return None
    face_up = {OBJECTIVE[o].predicate.get("count") for o in [*s.public_up, *s.ai_objectives]}
    held = {PHILOSOPHY[c["id"]].color for c in s.players[seat]["philosophies"]}
    helping = []
    for i in slots:
        color = PHILOSOPHY[s.market[i]].color
        if ("philosophy_colors" in face_up and len(held) < 3 and color not in held) or "philosophies" in face_up:
            helping.append(i)
    return (helping or slots)[0]


def _fortifications(s: State, seat: int, entry: Produce, card: AICard) -> None:
    """SA-AI-PROD-FORT-1/2, DT-43, AMB-72: each fortification under construction: with Protector face up, on an
    empty invasion path into an AI-owned area (no Great Wall advancement needed); else, or once those are
    full, on a free settlement of the AI's area with the most settlements that holds no fortification. Ties
    at random; with no place left the rest are ignored."""
    for _ in range(entry.n):
        paths = sorted(a.id for a in ARROWS.values()
                       if a.id not in s.great_wall and s.owner.get(a.target) == seat) \
            if PROTECTOR in s.public_up else []
        if paths:
            arrow = draw(s, paths)
            s.great_wall[arrow] = {"owner": seat, "st": "uc", "cube": None}
            s.say(f"{s.name(seat)} (AI) builds a Great Wall segment on the invasion path into "
                  f"{AREA[ARROWS[arrow].target].name}")
            continue
        area = _fort_area(s, seat)
        if area is None:
            s.say(f"{s.name(seat)} (AI) has no place for a fortification")
            return
        own_buildings(s, area).append({"b": "fortification", "mine": False, "st": "uc", "cube": None})
        s.say(f"{s.name(seat)} (AI) builds a fortification on a settlement of {AREA[area].name}")


def _fort_area(s: State, seat: int) -> str | None:
    """AMB-72: the owned areas without a fortification and with a free settlement, most settlements first;
    the first (ties at random), or None."""
    areas = [a for a in owned_areas(s, seat)
             if not any(b["b"] == "fortification" for b in s.buildings.get(a, ()))
             and sum(not b["mine"] for b in s.buildings.get(a, ())) < AREA[a].settlements]
    if not areas:
        return None
    most = max(AREA[a].settlements for a in areas)
    best = [a for a in areas if AREA[a].settlements == most]
    return draw(s, best)


PRODUCE = {ADVANCEMENTS: _advancements, HONOR: _commodity, KNOWLEDGE: _commodity, COMMERCE: _commodity,
           SUPPLY: _supply, HERO: _hero, UNITS: _units, PHILOSOPHIES: _philosophies,
           FORTIFICATIONS: _fortifications}
"""How each kind of production entry is gained."""
