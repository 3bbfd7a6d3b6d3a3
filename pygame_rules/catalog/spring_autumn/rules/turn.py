"""The turn (SA-TURN-1, SA-MH-*, SA-ACT-1..3, SA-ACT-PASS-*): the Most Honorable phase, rounds of actions
until everyone has passed, and passing.

Turn: ``turn`` -> ``mh_pick`` (ties, SA-MH-3) -> ``face`` -> ``action_phase`` (rounds of ``action`` tasks)
-> ``upkeep`` (see ``upkeep.py``) -> ``turn`` ... Each ``action`` decision offers what the parts of the rules
registered in ``flow.ACTION_OPTIONS`` and ``flow.FREE_OPTIONS``.
"""

from __future__ import annotations

from typing import Any

from ..content.factions import MOST_HONORABLE_TOKEN_SIDES
from ..content.player_board import PASS_COMMERCE
from ..flow import (
    ACTION_RESOLVERS,
    FREE_OPTIONS,
    FREE_RESOLVERS,
    Decision,
    action_options,
    handler,
    push,
    resolver,
    seat_order,
)
from ..state import AI, SECTIONS, State
from .philosophy_use import take_fx, window


@handler("turn")
def _turn(s: State, t: dict) -> None:
    """SA-TURN-1, SA-MH-1..3: announce honor; the most honorable takes the token (ties: the holder picks)."""
    if not t.get("asked"):                        # Filial Piety and the like (philosophy_use.py)
        t["asked"] = True
        s.phase, s.round = "most_honorable", 0
        if window(s, "most_honorable_phase"):
            return None
    s.tasks.pop()
    s.phase, s.round = "most_honorable", 0
    bonus = take_fx(s, "mh_bonus")
    honors = [p["honor"] + bonus.get(str(i), 0) for i, p in enumerate(s.players)]
    s.say(f"turn {s.turn}: honor " + ", ".join(f"{s.name(i)} {h}" for i, h in enumerate(honors)))
    best = max(honors)
    tied = [i for i, h in enumerate(honors) if h == best]
    if len(tied) == 1:
        _take_token(s, tied[0])
        push(s, {"t": "face", "seat": tied[0]}, {"t": "action_phase"}, {"t": "upkeep"})
    else:
        push(s, {"t": "mh_pick", "tied": tied}, {"t": "action_phase"}, {"t": "upkeep"})
    return None


def _take_token(s: State, seat: int) -> None:
    if seat != s.holder:
        s.say(f"{s.name(seat)} takes the most-honorable token")
    s.holder = seat


@handler("mh_pick")
def _mh_pick(s: State, t: dict) -> Decision:
    """SA-MH-3: the current holder picks the new holder among the tied players (AMB-05)."""
    return s.holder, [{"holder": i} for i in t["tied"]]


@resolver("mh_pick")
def _mh_pick_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.say(f"{s.name(s.holder)} breaks the tie for most honor: {s.name(a['holder'])}")
    _take_token(s, a["holder"])
    push(s, {"t": "face", "seat": a["holder"]})


@handler("face")
def _face(s: State, t: dict) -> Decision:
    """SA-MH-2, SA-SETUP-13: the holder chooses the token's face, which sets the direction of play."""
    return t["seat"], [{"face": f} for f in MOST_HONORABLE_TOKEN_SIDES]


@resolver("face")
def _face_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.face = a["face"]
    s.say(f"{s.name(t['seat'])} turns the token to the {a['face']} side: play goes "
          f"{MOST_HONORABLE_TOKEN_SIDES[a['face']]}")


@handler("action_phase")
def _action_phase(s: State, t: dict) -> None:
    """SA-ACT-1/2: rounds until every player has passed; each round every unpassed player acts once."""
    if s.phase != "action":
        s.phase, s.round = "action", 0
        s.passed = [False] * s.n
    if all(s.passed):
        s.tasks.pop()
        return None
    s.round += 1
    push(s, *({"t": "action", "seat": i} for i in seat_order(s) if not s.passed[i]))
    return None


@handler("action")
def _action(s: State, t: dict) -> Decision | None:
    seat = t["seat"]
    if s.passed[seat]:
        s.tasks.pop()
        return None
    if s.players[seat]["kind"] == AI:              # the AI deck plays it (rules/ai_turn.py)
        s.tasks.pop()
        push(s, {"t": "ai_action", "seat": seat})
        return None
    options = action_options(s, seat)             # a new list: the free options join it
    for fn in FREE_OPTIONS:
        options += fn(s, seat)
    return seat, options


@resolver("action")
def _action_resolve(s: State, t: dict, a: dict) -> None:
    for key, fn in FREE_RESOLVERS.items():
        if key in a:
            fn(s, t["seat"], a)
            return
    s.tasks.pop()
    ACTION_RESOLVERS[a["action"]](s, t["seat"], a)


def cubes_on_board(p: dict[str, Any]) -> int:
    return sum(p["sections"].values())


def do_pass(s: State, seat: int, a: dict) -> None:
    """SA-ACT-PASS-2..4: discard every cube in the action sections to the own pool; 0/1/2+ cubes pay
    0/1/2 commerce; the player takes no more actions this turn."""
    p = s.players[seat]
    n = cubes_on_board(p)
    gain = PASS_COMMERCE[min(n, 2)]
    p["sections"] = {**p["sections"], **dict.fromkeys(SECTIONS, 0)}     # replaced, never changed (state.py)
    p["locked"] = {**p["locked"], **dict.fromkeys(SECTIONS, 0)}
    p["commerce"] += gain
    s.passed = [True if i == seat else x for i, x in enumerate(s.passed)]    # replaced, never changed (state.py)
    s.say(f"{s.name(seat)} passes, discarding {n} cube{'s' if n != 1 else ''}"
          + (f" for {gain} commerce" if gain else ""))
    window(s, "pass", [seat])                     # Wu Wei (SA-PHIL-7: usable after passing)



ACTION_RESOLVERS["pass"] = do_pass
