"""Setting up a game (SA-SETUP-1..18, SA-FEW-1/2) and the options model.

Rule IDs refer to ``shared/spec/spring_autumn.md``. All chance comes from the state's RNG, in a fixed
order, so a seed and the options determine the whole setup.
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic

from ....engine.rng import Rng
from ..content.ai_cards import AI_CARDS
from ..content.events import DRAGONS_ERUPT, WORLD_EVENTS
from ..content.factions import AI_STARTING_UNITS, FACTION_IDS, STARTING_UNITS
from ..content.map import AREAS, HOMES, TRIBES, kingdom_token_setup
from ..content.objectives import (
    AI_SHARED_BASE,
    HUMAN_HAND,
    OBJECTIVE,
    PRIVATE_OBJECTIVES,
    PUBLIC_OBJECTIVES,
)
from ..content.philosophies import MARKET_DECK, STARTERS
from ..content.player_board import AI_START, STARTING_BUILDINGS, STARTING_CUBES
from ..content.tokens import BARBARIAN_TOKENS, DISHONOR_TOKENS, KINGDOM_TOKENS
from ..content.treaties import faction_treaties
from ..garrison import full_garrison
from ..state import AI, HUMAN, State, new_player


class Options(pydantic.BaseModel):
    """Game options: 2-5 players, which factions (seat i plays the i-th), who plays each seat (a person, or
    the rulebook's AI deck), and the variant."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    players: int = pydantic.Field(5, ge=2, le=5, title="Players", description="2 to 5 players")
    factions: list[str] | None = pydantic.Field(
        None, title="Factions", description="the faction of each seat (default: the first ones in seat order: "
                                            + ", ".join(FACTION_IDS) + ")")
    seats: list[Literal["human", "ai"]] | None = pydantic.Field(
        None, title="Who plays each seat", description="human or ai for each seat in order (default: every seat "
                                                       "human); the AI deck plays the ai seats (SA-AI-GEN-1)")
    ai_fast_expansion: bool = pydantic.Field(
        False, title="AI Fast Expansion", description="AI players spread one unit at a time where they meet no "
                                                     "combat or kingdom token (optional rule, SA-AI-FAST-1)")
    variant: Literal["standard", "epic", "safety"] = pydantic.Field(
        "standard", title="Variant", description="standard; epic (the game ends at 4 or 5 public objectives); "
                                                 "safety (palace garrisons)")
    epic_objectives: Literal[4, 5] = pydantic.Field(
        4, title="Epic: public objectives to end", description="4 or 5 (epic variant only, SA-EPIC-1)")
    turn_limit: int | None = pydantic.Field(
        None, ge=1, title="Turn limit", description="optional software safety cap (AMB-06): after this turn the "
                                                    "game ends and is scored; by default there is no limit")

    @pydantic.model_validator(mode="after")
    def _check_factions(self) -> Options:
        if self.factions is not None:
            if len(self.factions) != self.players:
                raise ValueError(f"give one faction per player ({self.players}), not {len(self.factions)}")
            unknown = [f for f in self.factions if f not in FACTION_IDS]
            if unknown:
                raise ValueError(f"unknown faction(s) {unknown}; choose from {list(FACTION_IDS)}")
            if len(set(self.factions)) != len(self.factions):
                raise ValueError("each faction can be played by one player only")
        if self.seats is not None and len(self.seats) != self.players:
            raise ValueError(f"say who plays each of the {self.players} seats (human or ai), "
                             f"not {len(self.seats)}")
        return self


def objective_target(options: dict[str, Any]) -> int:
    """Public objectives that end the game: 3, or 4/5 in the epic game (SA-OBJ-1, SA-UPK-VIC-2, SA-EPIC-1)."""
    return options["epic_objectives"] if options["variant"] == "epic" else 3


def build_world_deck(rng: Rng) -> list[str]:
    """SA-SETUP-3: Dragons Erupt shuffled into the first (lower) pile, the shuffled second pile on top.
    The deck's last element is its top, so Dragons Erupt lies in the first ``len // 2`` positions."""
    others = [w.id for w in WORLD_EVENTS if w.id != DRAGONS_ERUPT]
    rng.shuffle(others)
    half = len(others) // 2
    first, second = others[:half] + [DRAGONS_ERUPT], others[half:]
    rng.shuffle(first)
    rng.shuffle(second)
    return first + second


def deal_private(rng: Rng, players: int) -> tuple[list[list[str]], list[str]]:
    """SA-SETUP-5: deal 5 private objectives to each player; each replaces duplicate titles from the undealt
    cards (the duplicate goes back among them); the undealt cards go to the box."""
    deck = [o.id for o in PRIVATE_OBJECTIVES]
    rng.shuffle(deck)
    hands = []
    for _ in range(players):
        hands.append([deck.pop() for _ in range(HUMAN_HAND)])
    for hand in hands:
        titles: set[str] = set()
        for i, card in enumerate(hand):
            title = OBJECTIVE[card].title
            if title not in titles:
                titles.add(title)
                continue
            for j in range(len(deck) - 1, -1, -1):      # from the top of the undealt cards
                if OBJECTIVE[deck[j]].title not in titles:
                    hand[i] = deck.pop(j)
                    deck.insert(0, card)                # the duplicate joins the undealt cards
                    titles.add(OBJECTIVE[hand[i]].title)
                    break
            else:                                       # no replacement exists: keep it (never seen in play)
                titles.add(title)
    return hands, deck


def deal_ai_shared(box: list[str], ais: int) -> list[str]:
    """SA-AI-OBJ-1, AMB-82: the AIs' shared private objectives, 4 plus 1 per AI, taken from the top of the
    undealt cards (already shuffled) with no title twice (a repeated title goes to the bottom of the undealt
    cards and the next card is taken). ``box`` keeps the cards not taken. Titles a human holds may repeat."""
    shared: list[str] = []
    titles: set[str] = set()
    skipped: list[str] = []
    while len(shared) < AI_SHARED_BASE + ais and box:
        card = box.pop()
        if OBJECTIVE[card].title in titles:
            skipped.append(card)
            continue
        titles.add(OBJECTIVE[card].title)
        shared.append(card)
    box[:0] = reversed(skipped)
    return shared


def set_up_ai(s: State, seat: int) -> None:
    """An AI seat's differences from a human's setup (SA-AI-SETUP-2..4, AMB-56): no action cubes (it uses only
    the top section of its board), its advancement and supply tracks at 1, 1 honor and an empty grudge space;
    its palace on the AI side, whose garrison is an infantry, a cavalry and an archer (SA-AI-PALACE-1), and no
    other building. Its starter philosophy and its faction's treaty cards it gets as a human does."""
    p = s.players[seat]
    p["sections"] = dict.fromkeys(p["sections"], 0)
    p["honor"] = AI_START["honor"]
    p["ai_advancements"] = AI_START["advancements"]
    p["ai_supply"] = AI_START["supply"]
    p["grudge"] = None
    p["garrison"] = full_garrison()


def initial_state(options: Options, rng: Rng) -> State:
    factions = list(options.factions or FACTION_IDS[:options.players])
    opts = options.model_dump()
    opts["factions"] = factions
    s = State(rng, opts)
    s.factions = factions
    n = len(factions)
    kinds = list(options.seats or [HUMAN] * n)
    humans = [seat for seat in range(n) if kinds[seat] == HUMAN]
    ais = [seat for seat in range(n) if kinds[seat] == AI]
    s.players = [new_player(f, kind) for f, kind in zip(factions, kinds, strict=True)]
    s.passed = [False] * n
    s.units = [{} for _ in factions]
    s.turn = 1                                               # SA-SETUP-1
    s.dragon_d = n + 1                                       # SA-SETUP-2, SA-AI-TRACK-1 (AIs count)
    s.world_deck = build_world_deck(rng)                     # SA-SETUP-3
    s.public_deck = [o.id for o in PUBLIC_OBJECTIVES]        # SA-SETUP-4
    rng.shuffle(s.public_deck)
    s.public_up = [s.public_deck.pop()]
    hands, s.private_box = deal_private(rng, len(humans))    # SA-SETUP-5: humans only
    for seat, hand in zip(humans, hands, strict=True):
        s.players[seat]["objectives"] = hand
    if ais:
        s.ai_objectives = deal_ai_shared(s.private_box, len(ais))   # SA-AI-OBJ-1
    s.dishonor_pool = list(DISHONOR_TOKENS)                  # SA-SETUP-6
    rng.shuffle(s.dishonor_pool)
    barb = [b.id for b in BARBARIAN_TOKENS]                  # SA-SETUP-7
    rng.shuffle(barb)
    s.tribes = {t.id: barb.pop() for t in TRIBES}
    s.barbarian_pool = barb
    tokens = list(KINGDOM_TOKENS)                            # SA-SETUP-8, SA-FEW-2 first (AMB-89); an AI
    rng.shuffle(tokens)                                      # faction is a faction in play (AMB-83)
    layout = kingdom_token_setup(f for f in FACTION_IDS if f not in factions)
    for area in AREAS:
        if layout.get(area.id):
            s.kingdom[area.id] = [tokens.pop() for _ in range(layout[area.id])]
    s.kingdom_box = tokens
    s.phil_deck = [p.id for p in MARKET_DECK]                # SA-SETUP-9
    rng.shuffle(s.phil_deck)
    s.market = [s.phil_deck.pop() for _ in range(4)]
    for f, p in zip(factions, s.players, strict=True):  # SA-SETUP-10
        p["treaties"] = [t.id for t in faction_treaties(f)]
        for section, cubes in STARTING_CUBES.items():        # SA-SETUP-12
            p["sections"][section] = cubes
    s.holder = rng.below(n)                                  # SA-SETUP-13 (the face: a decision, AMB-05)
    starters = [p.id for p in STARTERS]                      # SA-SETUP-14
    rng.shuffle(starters)
    for p in s.players:
        p["philosophies"].append({"id": starters.pop(), "up": True, "token": None})
    s.starter_box = starters
    for seat, f in enumerate(factions):
        home = HOMES[f]
        ai = kinds[seat] == AI
        s.owner[home] = seat                                 # SA-SETUP-17
        if not ai:                                           # SA-SETUP-15 (AMB-22); an AI: its palace only
            s.buildings[home] = [{"b": b, "mine": False, "st": "active", "cube": None} for b in STARTING_BUILDINGS]
        s.players[seat]["palace"] = home
        if options.variant == "safety":                      # SA-SAFE-1: the palace's built-in garrison
            s.players[seat]["garrison"] = full_garrison()
        for kind, count in (AI_STARTING_UNITS if ai else STARTING_UNITS).items():   # SA-SETUP-16
            s.add_units(seat, home, kind, count)
    for seat in ais:
        set_up_ai(s, seat)
    if ais:                                                  # SA-AI-PROD-1: one shuffled AI deck
        s.ai_deck = [c.id for c in AI_CARDS]
        rng.shuffle(s.ai_deck)
    line = (f"setup: {n} players ({', '.join(x.capitalize() for x in factions)}); "
            f"{s.name(s.holder)} is the starting player")
    if ais:
        line += f"; the AI deck plays {', '.join(s.name(seat) for seat in ais)}"
    s.say(line)
    s.phase = "setup"
    s.tasks = [{"t": "turn"}, {"t": "face", "seat": s.holder}]
    return s
