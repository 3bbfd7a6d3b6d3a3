"""The solo Overlord run by the rules (MV-SOLO-*): its turn, its Events, its reactions, and the Emperor's
confirm step before them.

The booklet leaves the Overlord no choices, so nothing here asks the Overlord
for a decision: the Event decks, the tie-break cube and the plans in
``solo.py`` decide everything, and each step is logged as a player would tell
it (the Event drawn, what it did and where, a Borderland changing hands).

The confirm step: the Overlord's answer to an Emperor card play (its reaction
Event, then its turn) draws Events and rolls dice, which undo may not cross. So
that the Emperor may still take back the whole card play (its CP action, the
targets, the order of choices), the Emperor confirms the play first; the
confirmation is the move that lets the Overlord act. It is skipped when there
is nothing to take back (dice were already rolled during the card play) or
nothing random follows (the last card of the game with no reaction).
"""

from __future__ import annotations

from ....engine.tasks import ask
from ..content.cards import CARD
from ..content.map import NAMES
from ..flow import handler, push, resolver
from ..state import EMPEROR, OVERLORD, State, place, places, plural
from . import solo
from .battle import start_battle

EVENT_WORDS = {"amass": "Amass", "attack": "Attack", "build": "Build", "gather": "Gather", "move": "Move",
               "reserve": "Reserve"}


def _board(s: State) -> solo.Board:
    return solo.Board(troops=dict(s.troops), hordes=dict(s.hordes), settlements=dict(s.settlements),
                      supply={k: s.supply(k) for k in ("troop", "horde", "settlement")})


def reaction_level(s: State, card: int) -> int:
    """MV-SOLO-DIFF-1/3: the Event level the Difficulty card for ``card``'s CP names now."""
    levels = s.options["levels_after"] if s.flipped else s.options["levels"]
    return levels[CARD[card].cp - 1]


def next_main_card(s: State) -> int:
    """The card the Overlord will play in its turn (MV-SOLO-OPLAY-1), without moving the cube."""
    return solo.choose_main_card([(n, CARD[n].cp) for n in s.hands[OVERLORD]], solo.Cube(s.cube))


# ---------------------------------------------------------------------- the confirm step

def overlord_answer(s: State) -> str | None:
    """What the Overlord does as soon as the Emperor confirms, in words; None if nothing random follows.

    Read with the confirm task on top: below it wait the solo reaction (if the card has an Overlord
    action) and, unless this is the final round, the Overlord's own turn."""
    words = []
    if len(s.tasks) >= 2 and s.tasks[-2]["t"] == "solo_reaction":
        words.append(f"answers with a Level {reaction_level(s, s.tasks[-2]['card'])} Event")
    if s.hands[OVERLORD] and any(t["t"] == "play" and t["side"] == OVERLORD for t in s.tasks):
        card = next_main_card(s) if not words else None
        words.append(f"plays #{card} {CARD[card].name} and draws a Level {CARD[card].cp} Event" if card
                     else "takes its turn")
    return ", then ".join(words) or None


@handler("confirm")
def _confirm(s: State, t: dict):
    """Ask the Emperor to confirm the card play, unless chance already moved since it or nothing follows."""
    if s.chance_stamp() != t["stamp"] or overlord_answer(s) is None:
        s.tasks.pop()
        return None
    return ask(EMPEROR, [{"confirm": True}])     # a single option that must still be asked (engine.tasks.ask)


@resolver("confirm")
def _confirm_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()


# ---------------------------------------------------------------------- the Overlord's turn and reactions

def overlord_turn(s: State) -> None:
    """MV-SOLO-OPLAY-1..3: play the highest-CP card (cube on ties); draw the Event of that level."""
    s.tasks.pop()
    cube = solo.Cube(s.cube)
    hand = s.hands[OVERLORD]
    card = solo.choose_main_card([(n, CARD[n].cp) for n in hand], cube)
    tie = cube.side != s.cube
    rule = "lowest" if s.cube == "left" else "highest"
    s.cube = cube.side
    hand.remove(card)
    s.spent.append(card)
    c = CARD[card]
    s.say(f"the Overlord plays #{card} {c.name} ({c.cp} CP), its highest card"
          + (f" (a tie: the cube chose the {rule} number)" if tie else "")
          + f", and draws a Level {c.cp} Event")
    push(s, {"t": "solo_event", "level": c.cp, "card": card, "turn": True, "primary": True, "tries": 0},
         {"t": "react", "side": EMPEROR, "card": card})


@handler("solo_reaction")
def _solo_reaction(s: State, t: dict) -> None:
    """MV-SOLO-REACT-1..3: the Difficulty card for the played card's CP names the Event level; primary only."""
    s.tasks.pop()
    level = reaction_level(s, t["card"])
    c = CARD[t["card"]]
    s.say(f"the Overlord answers #{t['card']} {c.name} with a Level {level} Event (its Difficulty card for "
          f"{c.cp} CP cards)")
    push(s, {"t": "solo_event", "level": level, "card": t["card"], "turn": False, "primary": True, "tries": 0})
    return None


def _draw(s: State, level: int) -> str:
    deck = s.event_decks[level - 1]
    if not deck:   # MV-SOLO-OPLAY-6
        deck.extend(s.event_discards[level - 1])
        s.event_discards[level - 1] = []
        s.rng.shuffle(deck)
        s.say(f"the Level {level} Event deck has run out: its discards are shuffled into a new deck")
    return deck.pop(0)


@handler("solo_event")
def _solo_event(s: State, t: dict) -> None:
    """Draw and carry out one Event; redraw an impossible primary in the Overlord's turn (A-9, A-10)."""
    s.tasks.pop()
    level, x = t["level"], t["level"]
    kind = _draw(s, level)
    s.event_discards[level - 1].append(kind)
    name = f"{EVENT_WORDS[kind]} {x}"
    drew = (f"the Overlord drew {name}" if t["primary"] else f"then it drew {name} from the Level 1 deck")
    follow = {"t": "solo_event", "level": 1, "card": t["card"], "turn": True, "primary": False, "tries": 0}
    if t["turn"] and t["primary"] and level >= 2:
        s.tasks.append(follow)          # MV-SOLO-OPLAY-5: a Level 1 Event after the primary (pushed below it)
    if _carry_out(s, kind, x, t["card"], drew, t["turn"]):
        return None
    if t["turn"] and t["primary"] and level >= 2:
        s.tasks.pop()                   # no follow-up if the primary never happened
    # MV-SOLO-OPLAY-4, ruling A-10: redraw until every card of the level has been tried in this resolution,
    # counting cards reshuffled back in. Nothing changes between failed tries (an impossible Event leaves the
    # board and the cube alone), so a kind that failed once fails again: the Event resolves to nothing once
    # every kind left in the deck and its discards has been tried. (Counting draws instead could stop after a
    # reshuffle before an untried, possible kind came up.)
    tried = sorted(set(t.get("tried", [])) | {kind})
    untried = set(s.event_decks[level - 1] + s.event_discards[level - 1]) - set(tried)
    if t["turn"] and t["primary"] and untried:
        s.say(f"{drew}, which it cannot carry out: it draws another Level {level} Event")
        s.tasks.append({**t, "tries": t["tries"] + 1, "tried": tried})
    elif not t["turn"]:
        s.say(f"{drew}, which it cannot carry out: a reaction Event is not redrawn, so it has no effect")
    elif t["primary"]:
        s.say(f"{drew}, which it cannot carry out, and no other kind of Level {level} Event is left: "
              "the Event has no effect")
    else:
        s.say(f"{drew}, which it cannot carry out: a Level 1 follow-up is not redrawn, so it has no effect")
    return None


def _carry_out(s: State, kind: str, x: int, card: int, drew: str, turn: bool) -> bool:
    """Do the Event if it can be done in full, telling what it did; False if it is impossible."""
    b, cube = _board(s), solo.Cube(s.cube)
    if kind == "amass":
        plan = solo.amass_plan(b, x, cube)
        if plan is None:
            return False
        for hl in plan:
            s.hordes[hl] += 1
        s.say(f"{drew}: " + ("a Horde to " if len(plan) == 1 else "a Horde each to ") + places(plan))
    elif kind == "gather":
        hl = solo.gather_plan(b, x, cube)
        if hl is None:
            return False
        s.settlements[hl] += x
        s.say(f"{drew}: {plural(x, 'Settlement')} to {place(hl)}")
    elif kind == "build":
        plan = solo.build_plan(b, x, cube)
        if plan is None:
            return False
        hl, bl = plan
        s.settlements[hl] -= x
        s.settlements[bl] += x
        s.say(f"{drew}: {plural(x, 'Settlement')} from {place(hl)} into {NAMES[bl]}")
    elif kind == "move":
        plan = solo.move_plan(b, x, cube)
        if plan is None:
            return False
        src, dst, n = plan
        before = {r: s.controller(r) for r in (src, dst) if r in s.troops}
        s.hordes[src] -= n
        s.hordes[dst] += n
        s.say(f"{drew}: {plural(n, 'Horde')} from {place(src)} into {NAMES[dst]}"
              + "".join(s.control_note(r, c) for r, c in before.items()))
    elif kind == "attack":
        plan = solo.attack_plan(b, x, cube)
        if plan is None:
            return False
        target, sources = plan
        reach, held = solo.attack_potential(b, target), s.troops[target]
        for region, n in sources.items():
            s.hordes[region] -= n
            s.hordes[target] += n
        s.say(f"{drew}: it attacks {NAMES[target]}, the Ming Borderland most open to attack "
              f"({plural(reach, 'Horde')} can reach its {plural(held, 'Troop')}), with "
              + " and ".join(f"{plural(n, 'Horde')} from {place(r)}" for r, n in sources.items()))
        s.cube = cube.side
        start_battle(s, target, OVERLORD, list(sources))
        return True
    elif kind == "reserve":
        in_play = card in s.spent
        if not in_play or not solo.reserve_possible(len(s.reserves[OVERLORD]), x):
            return False
        s.spent.remove(card)
        s.reserves[OVERLORD].append(card)   # on top (ruling A-20)
        s.say(f"{drew}: #{card} {CARD[card].name} goes on top of the Overlord's reserve"
              + (" (so the Emperor cannot react to it)" if turn else " instead of the discard pile"))
    s.cube = cube.side
    return True
