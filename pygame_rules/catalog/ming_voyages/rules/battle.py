"""The battle sequence A-F (MV-BATTLE-1..13), with re-rolls from reserved cards.

The battle lives in ``state.battle`` while it runs; a ``battle`` task drives it.
Each step either rolls (chance, from the state's RNG) or asks the side that may
re-roll what to do: accept its dice, re-roll a chosen subset (one re-roll from
an open card), or reveal a reserved card to open its CP as re-rolls. Re-rolls
that would leave the same faces (two 5s: re-roll either) are offered once.
Cards revealed for re-rolls go to the discard pile at the end of the phase
(ruling A-18). In solo play the Overlord's re-roll choices follow the booklet
(``solo.attacker_step`` / ``solo.defender_step``).

``state.last_battle`` keeps the latest finished round (where, who attacked, both sides' final dice, and
who holds the Borderland once the battle is over), so the board can show it after the battle. The log
tells each roll and re-roll, then one line per round in the order a
player would tell it: who attacked where from where, who won with what against
whose roll (the winner's roll first), the losses, and the Borderland changing
hands when the battle ends.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..content.dice import compare, describe, faces, roll_words
from ..content.map import NAMES
from ..flow import Decision, handler, resolver
from ..state import EMPEROR, OVERLORD, SIDE_NAMES, State, places, plural
from . import solo

MASKS: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2))


def start_battle(s: State, bl: str, attacker: int, came: list[str]) -> None:
    """MV-BATTLE-1: the attacker's pieces have entered ``bl`` from the regions ``came``."""
    s.battle = {"bl": bl, "attacker": attacker, "step": "att_roll", "att": [], "def": [], "open": 0,
                "round": 1, "first": True, "came": list(came)}
    s.tasks.append({"t": "battle"})


def _pieces(s: State, side: int, bl: str) -> int:
    return s.troops[bl] if side == EMPEROR else s.hordes[bl] + s.settlements[bl]


def _roller(b: dict[str, Any]) -> tuple[int, str]:
    """(the side that rolls or re-rolls now, which dice: "att" or "def")."""
    attacker = b["attacker"]
    return (attacker, "att") if _ATTACKER_STEP[b["step"]] else (1 - attacker, "def")


_ATTACKER_STEP = {"att_roll": True, "att_reroll": True, "def_roll": False, "def_reroll": False, "resolve": False}
"""Whether each battle step is the attacker's (a lookup: ``_roller`` runs at every battle step)."""


def reroll_masks(dice: list[int]) -> list[list[int]]:
    """The subsets of dice to re-roll, one per different set of faces re-rolled (MV-BATTLE-5)."""
    return [list(mask) for mask in _masks(dice)]


def _masks(dice: list[int]) -> tuple[tuple[int, ...], ...]:
    """``reroll_masks`` as tuples, remembered (``_MASKS_FOR``)."""
    key = tuple(dice)
    masks = _MASKS_FOR.get(key)
    if masks is None:
        seen, found = set(), []
        for mask in MASKS:
            faces_again = tuple(sorted(dice[i] for i in mask))
            if faces_again not in seen:
                seen.add(faces_again)
                found.append(mask)
        masks = _MASKS_FOR[key] = tuple(found)
    return masks


_MASKS_FOR: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
"""``reroll_masks`` remembered for each roll met so far (at most 6 x 6 x 6 of them): a pure function of the dice."""


@handler("battle")
def _battle(s: State, t: dict) -> Decision | None:
    b = s.battle
    step = b["step"]
    if step in ("att_roll", "def_roll"):
        side, key = (b["attacker"], "att") if step == "att_roll" else (1 - b["attacker"], "def")   # _roller
        b[key] = s.rng.dice(3, 6)
        s.dice_rolled += 3
        b["open"], b["first"] = 0, True
        b["step"] = key + "_reroll"
        s.say(_rolls, b["bl"], b["round"], side, tuple(b[key]), key == "def")
        return None
    if step in ("att_reroll", "def_reroll"):
        side, key = (b["attacker"], "att") if step == "att_reroll" else (1 - b["attacker"], "def")   # _roller
        if s.solo and side == OVERLORD:
            _solo_reroll(s, b, key)
            return None
        if b["open"] > 0:
            dice = tuple(b[key])
            menu = _REROLL_MENUS.get(dice)
            if menu is None:
                menu = _REROLL_MENUS[dice] = [_ACCEPT, *({"reroll": list(m)} for m in _masks(b[key]))]
            return side, menu.copy()
        options = [_ACCEPT]
        for c in sorted(s.reserves[side]):    # no card is in a reserve twice
            options.append(_REVEAL[c])
        return side, options
    _resolve_round(s, b)
    return None


_ACCEPT = {"battle": "accept"}
_REVEAL = {n: {"reveal": n} for n in CARD}
_REROLL_MENUS: dict[tuple[int, ...], list[dict[str, Any]]] = {}
"""The battle menu's options made once: accepting, revealing each card, and the whole menu with re-rolls for each
roll met so far (accepting, then ``reroll_masks``; at most 6 x 6 x 6 rolls). Options are never changed once
offered (a state's options are shared by its copies already), so menus may share them; each menu is a list of its
own."""


def _rolls(bl: str, round_no: int, side: int, dice: tuple[int, ...], defence: bool) -> str:
    """The log line of a battle roll, formatted when it is read (``State.say``)."""
    role = " in defence" if defence else ""
    return f"battle for {NAMES[bl]}, round {round_no}: the {SIDE_NAMES[side]} rolls {roll_words(dice)}{role}"


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
    s.say(_reveals, side, card)


def _reveals(side: int, card: int) -> str:
    """The log line of a card revealed for re-rolls, formatted when it is read (``State.say``)."""
    return (f"the {SIDE_NAMES[side]} reveals #{card} {CARD[card].name} ({CARD[card].cp} CP) from the reserve: "
            f"{plural(CARD[card].cp, 're-roll')}")


def kept_words(dice: list[int], mask: list[int]) -> tuple[str, str]:
    """(the faces re-rolled, the faces kept) in words: ("2", "5 and 6"); kept is "" when all three go."""
    again = [dice[i] for i in mask]
    kept = [d for i, d in enumerate(dice) if i not in mask]
    return faces(again), faces(kept) if kept else ""


def _reroll(s: State, b: dict, side: int, key: str, mask: list[int]) -> None:
    old = tuple(b[key])
    dice = list(old)
    for i in mask:
        dice[i] = s.rng.roll(6)
    s.dice_rolled += len(mask)
    b[key] = dice
    b["open"] -= 1
    b["first"] = False
    s.say(_rerolls, side, old, tuple(mask), tuple(dice))


def _rerolls(side: int, old: tuple[int, ...], mask: tuple[int, ...], dice: tuple[int, ...]) -> str:
    """The log line of a re-roll, formatted when it is read (``State.say``)."""
    again, kept = kept_words(old, mask)
    keeping = f", keeping {kept}" if kept else ""
    return f"the {SIDE_NAMES[side]} re-rolls {again}{keeping}: now {roll_words(dice)}"


def _solo_reroll(s: State, b: dict, key: str) -> None:
    """The solo Overlord's re-roll policy, step by step, until it stops (MV-SOLO-BATTLE-1/2)."""
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
    att, dfn = tuple(b["att"]), tuple(b["def"])
    result, winner_index = compare(att, dfn)
    loser = None if winner_index is None else attacker if winner_index == 1 else 1 - attacker
    losses = "" if loser is None else _losses(s, bl, loser, result)
    told = (attacker, bl, tuple(b["came"]), b["round"], att, dfn, result, winner_index, losses)
    s.last_battle = {"bl": bl, "attacker": attacker, "round": b["round"], "att": list(att), "def": list(dfn)}
    if _pieces(s, EMPEROR, bl) and _pieces(s, OVERLORD, bl):
        b["step"], b["round"] = "att_roll", b["round"] + 1
        s.say(_round_told, *told, None, s.troops[bl], s.hordes[bl], s.settlements[bl])
        return
    holder = EMPEROR if _pieces(s, EMPEROR, bl) else OVERLORD
    s.last_battle["holder"] = holder
    s.say(_round_told, *told, holder, 0, 0, 0)
    s.battle = None
    s.tasks.pop()


def _round_told(attacker: int, bl: str, came: tuple[str, ...], round_no: int, att: tuple[int, ...],
                dfn: tuple[int, ...], result: str, winner_index: int | None, losses: str, holder: int | None,
                troops: int, hordes: int, settlements: int) -> str:
    """The log line of a battle round (formatted when it is read, ``State.say``): who attacked where from where,
    who won with what against whose roll (the winner's roll first) and the losses; then, if the battle goes on
    (``holder`` None), what each side still has there (the attacker first), else who holds the Borderland."""
    defender = 1 - attacker
    rolls = {attacker: att, defender: dfn}
    round_words = f" (round {round_no})" if round_no > 1 else ""
    told = f"the {SIDE_NAMES[attacker]} attacked {NAMES[bl]} from {places(list(came))}{round_words}: "
    if result == "standoff":
        told += (f"a standoff, the {SIDE_NAMES[attacker]}'s {describe(rolls[attacker])} against the "
                 f"{SIDE_NAMES[defender]}'s {describe(rolls[defender])}: nobody loses a piece")
    else:
        winner = attacker if winner_index == 0 else defender
        loser = 1 - winner
        blow = "a Devastating Blow" if result == "devastating" else "a Normal Hit"
        told += (f"the {SIDE_NAMES[winner]} won with a {describe(rolls[winner])} against the {SIDE_NAMES[loser]}'s "
                 f"{describe(rolls[loser])}, {blow}: {losses}")
    if holder is None:
        return f"{told}; the battle goes on, {_strengths(troops, hordes, settlements, attacker)}"
    return told + (f"; {NAMES[bl]} is now {'Ming' if holder == EMPEROR else 'Barbarian'}" if holder == attacker
                   else f"; the {SIDE_NAMES[holder]} holds {NAMES[bl]}")


def _strengths(troops: int, hordes: int, settlements: int, attacker: int) -> str:
    """"5 Hordes against 1 Troop": what each side still has in the Borderland, the attacker first."""
    ming = plural(troops, "Troop")
    barb = " and ".join(plural(n, w) for n, w in ((hordes, "Horde"), (settlements, "Settlement")) if n)
    return f"{ming} against {barb}" if attacker == EMPEROR else f"{barb} against {ming}"


def _losses(s: State, bl: str, loser: int, result: str) -> str:
    """MV-BATTLE-8/9/11: 2 or 1 pieces; Settlements absorb Normal Hits and lose 1 to a Devastating Blow.

    Returns what the loser lost, in words."""
    if loser == OVERLORD and s.settlements[bl]:
        if result == "devastating":
            s.settlements[bl] -= 1
            return "the Overlord loses a Settlement"
        return "the Settlement absorbs the hit"
    n = 2 if result == "devastating" else 1
    if loser == EMPEROR:
        lost = min(n, s.troops[bl])
        s.troops[bl] -= lost
        if s.options.get("troop_losses_removed"):
            s.troops_removed += lost
            return f"the Emperor loses {plural(lost, 'Troop')}, removed from the game"
        return f"the Emperor loses {plural(lost, 'Troop')}"
    lost = min(n, s.hordes[bl])
    s.hordes[bl] -= lost
    return f"the Overlord loses {plural(lost, 'Horde')}"
