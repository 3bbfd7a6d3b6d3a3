"""Reinforce (DH-REINF-1..8): while one side is behind (the Attacker on a tie), its players and the neutrals may
play cards of its banner one at a time until it is ahead; then the other side is behind, and so on.

Who plays when: a player Attacker or Defender leading the side behind chooses who plays next among those who
still may (DH-REINF-3/4/7: it sets the order and never vetoes a card); for an NPC Defender the order is fixed:
neutrals first, then the Defense supporter with the fewest battlefield cards, ties clockwise from the Attacker
(DH-REINF-5). The player asked plays a card of the side's banner or passes. Ruling: a pass holds until somebody
plays a card; a side gives up when everybody who may play has passed since the last card (DH-REINF-7/8, the NPC
case's "may skip and play later"). Nobody plays a card of the type opposite to its own battlefield
(DH-REINF-6), nor against an Estrangement lock. Every card played executes as in the March
(``rules/play.py``), and the Promise issuers may act again after it (``persuade.promise_window``).

Pursuit (full rules, DH-PURSUIT-1): when the Defender's side gives up behind, the Attacker, its supporters and
the neutrals may still play Attack Troop cards, in the order the Attacker sets; nobody plays a Defense card from
then on. Resolution follows when they all pass.
"""

from __future__ import annotations

from ..content.cards import CARD, walk_effects
from ..content.vocab import ATTACK, DEFENSE
from ..flow import Decision, handler, push, resolver
from ..pieces import behind, distinct, name, order_from, side_of, tallies
from ..state import State
from .exchange import exchange_options, start_exchange
from .persuade import promise_window
from .play import put_on_battlefield

SIDE_NAME = {ATTACK: "Attack", DEFENSE: "Defense"}


def playable(s: State, card_id: str, side: str) -> bool:
    """A card of ``side``'s banner, and in a Pursuit an Attack Troop card (DH-PURSUIT-1)."""
    c = CARD[card_id]
    return c.side == side and (not s.battle["pursuit"] or c.subtype == "troop")


def may_play(s: State, seat: int, side: str) -> bool:
    """The seat may play a card of ``side`` now: its type allows it, no lock forbids it, it holds one. An
    Estrangement lock holds while the card that brought it stays on the seat's battlefield."""
    b = s.battle
    mine = side_of(s, seat)
    if mine not in (None, side):
        return False
    lock = b["lock"].get(str(seat))
    if lock is not None and lock != side and any(c in LOCKING for c in s.bf[seat]):
        return False
    return any(playable(s, c, side) for c in s.hand[seat])


LOCKING = frozenset(c.id for c in CARD.values() for sk in c.skills for e in walk_effects(sk.effects)
                    if e["do"] == "move_this_to_bf")
"""Cards that lock the battlefield they move onto (Estrangement)."""


def fixed_order(s: State) -> list[int]:
    """DH-REINF-5: neutrals clockwise from the Attacker, then Defense supporters by fewest battlefield cards."""
    seats = order_from(s, s.attacker)[1:]
    neutrals = [p for p in seats if side_of(s, p) is None]
    supporters = sorted((p for p in seats if side_of(s, p) == DEFENSE), key=lambda p: len(s.bf[p]))
    return neutrals + supporters


@handler("reinforce")
def _reinforce(s: State, t: dict) -> Decision | None:
    b = s.battle
    if b is None or b["defeat"] is not None:
        s.tasks.pop()
        return None
    side = ATTACK if b["pursuit"] else behind(s)
    if t.get("side") != side:
        t["side"], t["passed"], t["asked"] = side, [], None
    passed = t["passed"]
    leader = s.attacker if side == ATTACK else b["defender"]
    pool = fixed_order(s) if leader is None else order_from(s, s.attacker)
    eligible = [p for p in pool if p not in passed and may_play(s, p, side)]
    if not eligible:
        atk, dfn = tallies(s)
        if b["pursuit"]:
            s.tasks.pop()
            s.say(f"The Pursuit ends at Attack {atk}, Defense {dfn}.")
            return None
        s.say(f"The {SIDE_NAME[side]} side gives up, behind at Attack {atk} to Defense {dfn}.")
        if side == DEFENSE and s.full:                                     # DH-PURSUIT-1
            b["pursuit"] = True
            t["side"], t["passed"], t["asked"] = ATTACK, [], None
            s.say("Pursuit: the Attacker's side may play more Attack Troop cards.")
            return None
        s.tasks.pop()
        return None
    asked = t.get("asked")
    if asked is None or asked not in eligible:
        if leader is None or len(eligible) == 1:
            asked = eligible[0]
        else:
            return leader, [{"do": "next", "seat": p} for p in eligible]
    t["asked"] = asked
    cards = [c for c in distinct(s.hand[asked]) if playable(s, c, side)]
    return asked, [*({"do": "play", "card": c} for c in cards), *exchange_options(s, asked), {"do": "pass"}]


@resolver("reinforce")
def _reinforced(s: State, t: dict, a: dict) -> None:
    if a["do"] == "next":
        t["asked"] = a["seat"]
        return
    seat = t["asked"]
    if a["do"] == "exchange":
        start_exchange(s, seat)
        return
    t["asked"] = None
    if a["do"] == "pass":
        t["passed"] = [*t["passed"], seat]
        s.say(f"{name(s, seat)} passes.")
        return
    t["passed"] = []
    c = a["card"]
    s.say(f"{name(s, seat)} reinforces with {CARD[c].name}.")
    put_on_battlefield(s, seat, c)
    push(s, {"t": "exec", "seat": seat, "card": c}, {"t": "after_reinforce"})


@handler("after_reinforce")
def _after(s: State, t: dict) -> None:
    s.tasks.pop()
    promise_window(s)
