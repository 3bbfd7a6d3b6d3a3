"""Playing a card (MV-EPLAY-1/2, MV-OPLAY-1/2/11, MV-CARD-7): reserve it, play it for CP or for its special
action; the opponent's reaction and who goes first (MV-REACT-1..4); the special action's effects.

The solo Overlord plays no card through these choices: its turn is run by the rules (``solo_flow.py``), and
the solo Emperor's card play is followed by the confirm step and the Overlord's reaction Event.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..flow import Decision, handler, push, resolver
from ..state import EMPEROR, OVERLORD, SIDE_NAMES, State
from .effects import special_for, special_usable, special_words, start
from .solo_flow import overlord_turn


def play_options(s: State, side: int) -> list[dict[str, Any]]:
    """MV-EPLAY-1/2, MV-OPLAY-1/2, MV-OPLAY-11: reserve, CP (O may reinforce with 1 reserved card), or special.

    Built with plain loops (no generator per card), from option dicts made once per card (``_RESERVE``, ``_CP``,
    ``_SPECIAL``, ``_CP_WITH[card]``): it is asked at every card play. Options are never changed once offered (a
    state's options are shared by its copies already), so every menu may hold the same dicts."""
    out: list[dict[str, Any]] = []
    append = out.append
    solo = s.solo
    reserve_ok = not (solo and side == EMPEROR and len(s.reserves[EMPEROR]) >= s.options["reserve_limit"])
    reinforce = sorted(s.reserves[OVERLORD]) if side == OVERLORD and not solo else ()
    for card in sorted(s.hands[side]):   # no card is in a hand twice (the invariants of GAME.check_invariants)
        if reserve_ok:
            append(_RESERVE[card])
        append(_CP[card])
        if reinforce:
            with_card = _CP_WITH[card]
            for r in reinforce:
                append(with_card[r])
        if special_usable(s, card, side):
            append(_SPECIAL[card])
    return out


_ORDER = ({"order": "mine_first"}, {"order": "reaction_first"})
_REACT = ({"react": True}, {"react": False})
_RESERVE = {n: {"play": "reserve", "card": n} for n in CARD}
_CP = {n: {"play": "cp", "card": n} for n in CARD}
_CP_WITH = {n: {r: {"play": "cp", "card": n, "with": r} for r in CARD if r != n} for n in CARD}
_SPECIAL = {n: {"play": "special", "card": n} for n in CARD}
"""The options of this module's menus made once: the order and reaction questions', and ``play_options``', one dict
per card (and per pair of cards for a reinforced CP play)."""


@handler("play")
def _play(s: State, t: dict) -> Decision | None:
    side = t["side"]
    if not s.hands[side]:
        s.tasks.pop()
        return None
    if s.solo and side == OVERLORD:
        overlord_turn(s)
        return None
    return side, play_options(s, side)


_WHO = {side: f"the {name}" for side, name in SIDE_NAMES.items()}
_PLAYED = {n: f"#{n} {c.name} ({c.cp} CP)" for n, c in CARD.items()}
_NAMED = {n: f"#{n} {c.name}" for n, c in CARD.items()}
"""How the log names a side and a card played ("the Emperor", "#3 Frontier Forts (1 CP)", "#3 Frontier Forts"),
worked out once."""


@resolver("play")
def _play_resolve(s: State, t: dict, a: dict) -> None:
    side, card = t["side"], a["card"]
    s.tasks.pop()
    s.hands[side].remove(card)
    who, name = _WHO[side], _PLAYED[card]
    if a["play"] == "reserve":
        s.reserves[side].append(card)
        s.say("{} reserves {} face down", who, name if s.solo else "a card")
        if s.solo:
            push(s, confirm_task(s, card, a))
        return
    s.spent.append(card)
    if a["play"] == "cp":
        cp = CARD[card].cp
        if "with" in a:
            s.reserves[side].remove(a["with"])
            s.spent.append(a["with"])
            cp += CARD[a["with"]].cp
            s.say("{} plays {}, reinforced by {} from its reserve, for {} CP", who, name, _PLAYED[a["with"]], cp)
        else:
            s.say("{} plays {} for {} CP", who, name, cp)
        main = {"t": "cp", "side": side, "cp": cp}
    else:
        s.say("{} plays {} for its special action: {}", who, name, special_words(s, card, side))
        main = {"t": "special", "side": side, "card": card}
    opponent = 1 - side
    if s.solo and side == EMPEROR:
        after = [{"t": "solo_reaction", "card": card}] if special_for(s, card, opponent) else []
        push(s, main, confirm_task(s, card, a), *after)    # MV-SOLO-EPLAY-1: the reaction comes after
    elif special_usable(s, card, opponent):
        s.tasks.append({"t": "order", "side": side, "card": card, "main": main})
    else:
        s.tasks.append(main)   # ruling (CONTENT.md): a reaction that cannot be carried out now is not offered


def confirm_task(s: State, card: int, a: dict) -> dict:
    """The solo confirm step after an Emperor card play (``solo_flow.py``): remembers the card, how it was
    played and the chance stamp, so the step is skipped if dice were rolled since."""
    return {"t": "confirm", "card": card, "play": a["play"], "stamp": s.chance_stamp()}


@handler("order")
def _order(s: State, t: dict) -> Decision:
    """MV-REACT-2: the active player decides whether the opponent's reaction comes first.

    Asked only when the opponent could carry out its reaction in full now (see ``_play_resolve``): if
    it cannot, letting it go first would forfeit it, which the active player would always choose."""
    return t["side"], list(_ORDER)


@resolver("order")
def _order_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    react = {"t": "react", "side": 1 - t["side"], "card": t["card"]}
    main = dict(t["main"])      # a task of its own, not a value of this one (State.copy)
    if a["order"] == "mine_first":
        push(s, main, react)
    else:
        push(s, react, main)


@handler("react")
def _react(s: State, t: dict) -> Decision | None:
    """MV-REACT-1/3/4: the opponent may use its own special action on the card, if it can in full."""
    side = t["side"]
    if t["card"] not in s.spent or not special_usable(s, t["card"], side):
        s.tasks.pop()
        return None
    return side, list(_REACT)


@resolver("react")
def _react_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    card, side = t["card"], t["side"]
    if not a["react"]:
        s.say("{} lets {} pass without reacting", _WHO[side], _NAMED[card])
        return
    s.say("{} reacts with {}: {}", _WHO[side], _NAMED[card], special_words(s, card, side))
    push(s, *({"t": "effect", "side": side, "e": e, "card": card} for e in special_for(s, card, side)))


@handler("special")
def _special(s: State, t: dict) -> None:
    s.tasks.pop()
    push(s, *({"t": "effect", "side": t["side"], "e": e, "card": t["card"]}
              for e in special_for(s, t["card"], t["side"])))
    return None


@handler("effect")
def _effect(s: State, t: dict) -> None:
    s.tasks.pop()
    follow = start(s, t["side"], t["e"], t["card"])
    if follow is not None:
        s.tasks.append(follow)
    return None
