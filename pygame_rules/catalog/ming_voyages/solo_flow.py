"""The solo Overlord run by the rules (MV-SOLO-*): its turn, its Events, its reactions.

The booklet leaves the Overlord no choices, so nothing here asks for a
decision: the Event decks, the tie-break cube and the plans in ``solo.py``
decide everything, and each step is logged with the rule it followed.
"""

from __future__ import annotations

from .board import NAMES
from .content import CARD
from .flow import handler, push
from .state import EMPEROR, OVERLORD, State
from . import solo

EVENT_WORDS = {"amass": "Amass", "attack": "Attack", "build": "Build", "gather": "Gather", "move": "Move",
               "reserve": "Reserve"}


def _board(s: State) -> solo.Board:
    return solo.Board(troops=dict(s.troops), hordes=dict(s.hordes), settlements=dict(s.settlements),
                      supply={k: s.supply(k) for k in ("troop", "horde", "settlement")})


def overlord_turn(s: State) -> None:
    """MV-SOLO-OPLAY-1..3: play the highest-CP card (cube on ties); draw the Event of that level."""
    s.tasks.pop()
    cube = solo.Cube(s.cube)
    hand = s.hands[OVERLORD]
    card = solo.choose_main_card([(n, CARD[n].cp) for n in hand], cube)
    tie = cube.side != s.cube
    s.cube = cube.side
    hand.remove(card)
    s.spent.append(card)
    s.say(f"Overlord plays #{card} {CARD[card].name} ({CARD[card].cp} CP), its highest"
          + (" (tie broken by the cube)" if tie else "") + f": a Level {CARD[card].cp} Event follows")
    push(s, {"t": "solo_event", "level": CARD[card].cp, "card": card, "turn": True, "primary": True, "tries": 0},
         {"t": "react", "side": EMPEROR, "card": card})


@handler("solo_reaction")
def _solo_reaction(s: State, t: dict) -> None:
    """MV-SOLO-REACT-1..3: the Difficulty card for the played card's CP names the Event level; primary only."""
    s.tasks.pop()
    levels = s.options["levels_after"] if s.flipped else s.options["levels"]
    level = levels[CARD[t["card"]].cp - 1]
    s.say(f"the Overlord reacts to #{t['card']} {CARD[t['card']].name}: a Level {level} Event (Difficulty card)")
    push(s, {"t": "solo_event", "level": level, "card": t["card"], "turn": False, "primary": True, "tries": 0})
    return None


def _draw(s: State, level: int) -> str:
    deck = s.event_decks[level - 1]
    if not deck:   # MV-SOLO-OPLAY-6
        deck.extend(s.event_discards[level - 1])
        s.event_discards[level - 1] = []
        s.rng.shuffle(deck)
        s.say(f"the Level {level} Event deck is reshuffled")
    return deck.pop(0)


@handler("solo_event")
def _solo_event(s: State, t: dict) -> None:
    """Draw and carry out one Event; redraw an impossible primary in the Overlord's turn (A-9, A-10)."""
    s.tasks.pop()
    level, x = t["level"], t["level"]
    kind = _draw(s, level)
    s.event_discards[level - 1].append(kind)
    label = f"Level {level} Event {EVENT_WORDS[kind]} {x}"
    follow = {"t": "solo_event", "level": 1, "card": t["card"], "turn": True, "primary": False, "tries": 0}
    if t["turn"] and t["primary"] and level >= 2:
        s.tasks.append(follow)          # MV-SOLO-OPLAY-5: a Level 1 Event after the primary (pushed below it)
    if _carry_out(s, kind, x, t["card"], label):
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
        s.say(f"{label} is not possible: discarded, another is drawn")
        s.tasks.append({**t, "tries": t["tries"] + 1, "tried": tried})
    else:
        s.say(f"{label} is not possible: it has no effect")
    return None


def _carry_out(s: State, kind: str, x: int, card: int, label: str) -> bool:
    """Do the Event if it can be done in full; False if it is impossible."""
    b, cube = _board(s), solo.Cube(s.cube)
    if kind == "amass":
        plan = solo.amass_plan(b, x, cube)
        if plan is None:
            return False
        for hl in plan:
            s.hordes[hl] += 1
        s.say(f"{label}: Hordes to " + ", ".join(NAMES[h] for h in plan))
    elif kind == "gather":
        hl = solo.gather_plan(b, x, cube)
        if hl is None:
            return False
        s.settlements[hl] += x
        s.say(f"{label}: {x} Settlement{'s' if x > 1 else ''} to {NAMES[hl]}")
    elif kind == "build":
        plan = solo.build_plan(b, x, cube)
        if plan is None:
            return False
        hl, bl = plan
        s.settlements[hl] -= x
        s.settlements[bl] += x
        s.say(f"{label}: {x} Settlement{'s' if x > 1 else ''} from {NAMES[hl]} into {NAMES[bl]}")
    elif kind == "move":
        plan = solo.move_plan(b, x, cube)
        if plan is None:
            return False
        src, dst, n = plan
        s.hordes[src] -= n
        s.hordes[dst] += n
        s.say(f"{label}: {n} Horde{'s' if n > 1 else ''} from {NAMES[src]} to {NAMES[dst]}")
    elif kind == "attack":
        plan = solo.attack_plan(b, x, cube)
        if plan is None:
            return False
        target, sources = plan
        for region, n in sources.items():
            s.hordes[region] -= n
            s.hordes[target] += n
        s.say(f"{label}: most favoured target {NAMES[target]}; "
              + ", ".join(f"{n} from {NAMES[r]}" for r, n in sources.items()))
        s.cube = cube.side
        from .battle import start_battle

        start_battle(s, target, OVERLORD)
        return True
    elif kind == "reserve":
        in_play = card in s.spent
        if not in_play or not solo.reserve_possible(len(s.reserves[OVERLORD]), x):
            return False
        s.spent.remove(card)
        s.reserves[OVERLORD].append(card)   # on top (ruling A-20)
        s.say(f"{label}: #{card} {CARD[card].name} goes on top of the Overlord's reserve")
    s.cube = cube.side
    return True
