"""The battle sequence A-F (MV-BATTLE-1..13), with re-rolls from reserved cards.

The battle lives in ``state.battle`` while it runs; a ``battle`` task drives it.
Each step either rolls (chance, from the state's RNG) or asks the side that may
re-roll what to do: accept its dice, re-roll a chosen subset (one re-roll from
an open card), or reveal a reserved card to open its CP as re-rolls. Cards
revealed for re-rolls go to the discard pile at the end of the phase
(ruling A-18). In solo play the Overlord's re-roll choices follow the booklet
(``solo.attacker_step`` / ``solo.defender_step``).
"""

from __future__ import annotations

from typing import Any

from .board import NAMES
from .content import CARD
from .dice import compare, describe
from .flow import Decision, handler, resolver
from .state import EMPEROR, OVERLORD, SIDE_NAMES, State

MASKS: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2))


def start_battle(s: State, bl: str, attacker: int) -> None:
    s.battle = {"bl": bl, "attacker": attacker, "step": "att_roll", "att": [], "def": [], "open": 0,
                "round": 1, "first": True}
    s.tasks.append({"t": "battle"})


def _pieces(s: State, side: int, bl: str) -> int:
    return s.troops[bl] if side == EMPEROR else s.hordes[bl] + s.settlements[bl]


def _roller(b: dict[str, Any]) -> tuple[int, str]:
    attacker = b["attacker"]
    return (attacker, "att") if b["step"].startswith("att") else (1 - attacker, "def")


@handler("battle")
def _battle(s: State, t: dict) -> Decision | None:
    b = s.battle
    step = b["step"]
    if step in ("att_roll", "def_roll"):
        side, key = _roller(b)
        b[key] = s.rng.dice(3, 6)
        b["open"], b["first"] = 0, True
        b["step"] = key + "_reroll"
        s.say(f"battle in {NAMES[b['bl']]}, round {b['round']}: {SIDE_NAMES[side]} rolls {b[key]} ({describe(b[key])})")
        return None
    if step in ("att_reroll", "def_reroll"):
        side, key = _roller(b)
        if s.solo and side == OVERLORD:
            _solo_reroll(s, b, key)
            return None
        options: list[dict[str, Any]] = [{"battle": "accept"}]
        if b["open"] > 0:
            options.extend({"reroll": list(m)} for m in MASKS)
        else:
            options.extend({"reveal": c} for c in sorted(set(s.reserves[side])))
        return side, options
    _resolve_round(s, b)
    return None


@resolver("battle")
def _battle_resolve(s: State, t: dict, a: dict) -> None:
    b = s.battle
    side, key = _roller(b)
    if "battle" in a:
        b["step"] = "def_roll" if key == "att" else "resolve"
        b["open"] = 0
    elif "reveal" in a:
        _reveal(s, b, side, a["reveal"])
    else:
        _reroll(s, b, side, key, a["reroll"])


def _reveal(s: State, b: dict, side: int, card: int) -> None:
    s.reserves[side].remove(card)
    s.spent.append(card)
    b["open"] += CARD[card].cp
    s.say(f"{SIDE_NAMES[side]} reveals #{card} {CARD[card].name} for {CARD[card].cp} re-roll"
          f"{'s' if CARD[card].cp > 1 else ''}")


def _reroll(s: State, b: dict, side: int, key: str, mask: list[int]) -> None:
    dice = list(b[key])
    for i in mask:
        dice[i] = s.rng.roll(6)
    b[key] = dice
    b["open"] -= 1
    b["first"] = False
    s.say(f"{SIDE_NAMES[side]} re-rolls {len(mask)} {'die' if len(mask) == 1 else 'dice'}: {dice} ({describe(dice)})")


def _solo_reroll(s: State, b: dict, key: str) -> None:
    """The solo Overlord's re-roll policy, step by step, until it stops (MV-SOLO-BATTLE-1/2)."""
    from . import solo

    while True:
        reserve = len(s.reserves[OVERLORD])
        if key == "att":
            step = solo.attacker_step(b["att"], b["open"], reserve)
        else:
            step = solo.defender_step(b["def"], b["att"], b["open"], reserve)
        if step[0] == "stop":
            b["step"] = "def_roll" if key == "att" else "resolve"
            b["open"] = 0
            return
        if step[0] == "open":
            _reveal(s, b, OVERLORD, s.reserves[OVERLORD][-1])   # the top card (ruling A-20)
        else:
            _reroll(s, b, OVERLORD, key, step[1])


def _resolve_round(s: State, b: dict) -> None:
    """E: compare; apply a Devastating Blow, a Normal Hit or a Standoff; F: end the battle or go again."""
    bl, attacker = b["bl"], b["attacker"]
    result, winner_index = compare(b["att"], b["def"])
    if result == "standoff":
        s.say(f"standoff: {describe(b['att'])} against {describe(b['def'])}")
    else:
        winner = attacker if winner_index == 0 else 1 - attacker
        loser = 1 - winner
        s.say(f"{'a Devastating Blow' if result == 'devastating' else 'a Normal Hit'} by the "
              f"{SIDE_NAMES[winner]}: {describe(b['att'])} against {describe(b['def'])}")
        _losses(s, bl, loser, result)
    if _pieces(s, EMPEROR, bl) and _pieces(s, OVERLORD, bl):
        b["step"], b["round"] = "att_roll", b["round"] + 1
        return
    holder = EMPEROR if _pieces(s, EMPEROR, bl) else OVERLORD
    s.say(f"the battle for {NAMES[bl]} ends: the {SIDE_NAMES[holder]} holds it")
    s.battle = None
    s.tasks.pop()


def _losses(s: State, bl: str, loser: int, result: str) -> None:
    """MV-BATTLE-8/9/11: 2 or 1 pieces; Settlements absorb Normal Hits and lose 1 to a Devastating Blow."""
    if loser == OVERLORD and s.settlements[bl]:
        if result == "devastating":
            s.settlements[bl] -= 1
            s.say(f"the Overlord loses a Settlement in {NAMES[bl]}")
        else:
            s.say(f"the Settlement in {NAMES[bl]} absorbs the hit")
        return
    n = 2 if result == "devastating" else 1
    if loser == EMPEROR:
        lost = min(n, s.troops[bl])
        s.troops[bl] -= lost
        if s.options.get("troop_losses_removed"):
            s.troops_removed += lost
        s.say(f"the Emperor loses {lost} Troop{'s' if lost != 1 else ''}"
              + (" (removed from the game)" if s.options.get("troop_losses_removed") else ""))
    else:
        lost = min(n, s.hordes[bl])
        s.hordes[bl] -= lost
        s.say(f"the Overlord loses {lost} Horde{'s' if lost != 1 else ''}")
