"""Rounds and eras (MV-SEQ-1/3/4/5, MV-ROUND-1/2, MV-EDRAW-1) and the minor victory after the last card
(MV-WIN-5, MV-SOLO-OBJ-2).

The Emperor draws 2 cards (while the deck lasts), then the Emperor and the Overlord each play a card and end
their phase, and the swap of hands starts the next round (era 2, with a new deck, once era 1's deck has run
out). The final round is the Emperor's alone; ``final`` judges the minor victory.
"""

from __future__ import annotations

from ..content.map import BORDERLANDS
from ..flow import handler, push
from ..state import EMPEROR, OVERLORD, SIDE_NAMES, State, plural


@handler("round")
def _round(s: State, t: dict) -> None:
    """MV-SEQ-1/5, MV-EDRAW-1: E draws 2 (while the deck lasts); the final round is E's alone."""
    s.tasks.pop()
    s.round += 1
    if s.era == 2 and not s.deck and not s.hands[OVERLORD]:
        s.say("Round {}, the final round: the Emperor plays the last card", s.round)
        push(s, {"t": "play", "side": EMPEROR}, {"t": "end_phase"}, {"t": "final"})
        return None
    if s.deck:
        drawn, s.deck = s.deck[:2], s.deck[2:]
        s.hands[EMPEROR].extend(drawn)
        s.say(_draws, s.round, s.era, len(drawn))
    else:
        s.say("Round {} (era {}): the deck is empty, so the Emperor draws nothing", s.round, s.era)
    push(s, {"t": "play", "side": EMPEROR}, {"t": "end_phase"}, {"t": "play", "side": OVERLORD},
         {"t": "end_phase"}, {"t": "swap"})
    return None


def _draws(round_no: int, era: int, n: int) -> str:
    """The log line of the Emperor's draw, formatted when it is read (``State.say``)."""
    return f"Round {round_no} (era {era}): the Emperor draws {plural(n, 'card')}"


@handler("end_phase")
def _end_phase(s: State, t: dict) -> None:
    """MV-EPLAY-16, MV-OPLAY-13: every card used face up this phase goes to the discard pile."""
    s.tasks.pop()
    s.discard = s.discard + s.spent     # never in place (State.copy)
    s.spent = []
    return None


@handler("swap")
def _swap(s: State, t: dict) -> None:
    """MV-ROUND-1/2, MV-SEQ-3/4: swap hands; after era 1's last draw round, rebuild the deck."""
    s.tasks.pop()
    s.hands = [s.hands[OVERLORD], s.hands[EMPEROR]]
    s.say("the players swap hands")
    if not s.deck and s.era == 1:
        s.deck = s.discard + s.reserves[EMPEROR] + s.reserves[OVERLORD]
        lost = len(s.reserves[EMPEROR]) + len(s.reserves[OVERLORD])
        s.discard, s.reserves = [], [[], []]
        s.rng.shuffle(s.deck)
        s.era = 2
        s.say(f"Era 2 begins: {plural(len(s.deck), 'card')} are shuffled into a new deck"
              + (f" ({plural(lost, 'reserved card')} among them, lost to their owners)" if lost else ""))
    push(s, {"t": "round"})
    return None


@handler("final")
def _final(s: State, t: dict) -> None:
    """MV-WIN-5 (2 players) or MV-SOLO-OBJ-2 (solo): the minor victory after the last card."""
    s.tasks.pop()
    ming = sum(1 for bl in BORDERLANDS if s.controller(bl) == EMPEROR)
    barb = sum(1 for bl in BORDERLANDS if s.controller(bl) == OVERLORD)
    done = s.completed()
    if s.solo:
        need = s.options["required_voyages"]
        if ming > barb and done >= need:
            s.winner, s.result = EMPEROR, (f"minor victory: {plural(ming, 'Borderland')} to {barb}, "
                                           f"{plural(done, 'Voyage')} (needed {need})")
        else:
            s.winner, s.result = OVERLORD, (f"minor victory: the Emperor held {plural(ming, 'Borderland')} to "
                                            f"{barb} with {plural(done, 'Voyage')} (needed more Borderlands and "
                                            f"{need} Voyages)")
    else:
        e_score, o_score = ming + done, barb + (7 - done)
        s.winner = EMPEROR if e_score > o_score else OVERLORD
        tie = " (ties go to the Overlord)" if e_score == o_score else ""
        s.result = (f"minor victory: Emperor {e_score} ({plural(ming, 'Borderland')} + {plural(done, 'Voyage')}) "
                    f"against Overlord {o_score} ({plural(barb, 'Borderland')} + {7 - done} uncompleted "
                    f"Voyage{'s' if 7 - done != 1 else ''}){tie}")
    s.say("the {} wins a {}", SIDE_NAMES[s.winner], s.result)
    return None
