"""One line saying what the pending Death of Heaven decision is about, for the player deciding ("Choose the card
you march with, face down"), from the task asking (``s.tasks[-1]``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..content.boards import HAND_SIZE
from ..content.vocab import ATTACK
from ..pieces import behind, name, tallies
from ..rules.skills import EFFECT_LISTS
from ..state import State
from .terms import (
    BANNER,
    GENERAL_SKILL,
    LEADER,
    ORDINAL,
    card_name,
    effect_words,
    plural,
    promise,
    side_of_promise,
    skill_of,
    source_by,
    source_of,
    territory,
)

Task = dict[str, Any]

FALLBACK = "Make your choice"
"""The words of a decision no describer knows (a test fails on it)."""


def _war(s: State) -> str:
    b = s.battle
    return "" if b is None else f"War on {territory(b['target'])}: "


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _score(s: State) -> str:
    atk, dfn = tallies(s)
    return f"Attack {atk}, Defense {dfn}"


def _choose_faction(s: State, t: Task, me: int) -> str:
    if all(f is None for f in s.factions):
        return "Choose your faction: any of them, as the starting player"
    return "Choose your faction: one with a territory next to those of the factions already chosen"


def _start_diplomacy(s: State, t: Task, me: int) -> str:
    return "Place a diplomacy cube on an NPC tile not next to your territories"


def _mulligan(s: State, t: Task, me: int) -> str:
    return f"Keep your opening hand, or discard any of its cards once and draw back up to {HAND_SIZE}"


def _declare(s: State, t: Task, me: int) -> str:
    return "You are the Attacker: choose the territory to declare war on"


def _persuade(s: State, t: Task, me: int) -> str:
    role = "Attacker" if me == s.attacker else "Defender"
    return _cap(f"{_war(s)}as the {role}, give a Promise card to a player who is neither Attacker nor Defender, take "
            "one back, or pass")


def _pledge(s: State, t: Task, me: int) -> str:
    side = side_of_promise(t["card"])
    issuer = s.attacker if side == ATTACK else s.battle["defender"] if s.battle else None
    who = name(s, issuer) if issuer is not None else _cap(LEADER[side])
    ask = ("to turn no skill against it this round" if t.get("ask") == "spare"
           else f"to march with the {'Attacker' if side == ATTACK else 'Defender'}")
    return (f"{who} gives you the Promise card {promise(t['card'])} and asks you {ask}: answer in public (nothing "
            "binds you)")


def _march(s: State, t: Task, me: int) -> str:
    return _cap(f"{_war(s)}choose the card you march with, face down")


def _exchange(s: State, t: Task, me: int) -> str:
    return f"Exchange: choose the {ORDINAL[2 - t['left']]} armament card to discard (2 for 1 card from your deck)"


def _exec(s: State, t: Task, me: int) -> str:
    return f"Execute {card_name(t['card'])}: use its skills in any order, or finish"


def _gsk(s: State, t: Task, me: int) -> str:
    skill = t["skill"]
    if skill == "talent":
        return "Talent: recruit a wandering general or draw 1 card from your own deck"
    if skill == "upgrade":
        return "Upgrade Territory: choose the territory that takes a cube from your board"
    if skill == "diplomacy":
        return "Diplomacy: choose Tribute, Friendship or Induce Surrender, as offered"
    return f"{GENERAL_SKILL.get(skill, 'General skill')}: make your choice"


def _discard_n(s: State, t: Task, me: int) -> str:
    why = "Pay for the recruit" if t.get("keep") else "Pay your bid for the Attacker marker"
    return f"{why}: discard {plural(t['n'], 'card')} from your hand, one at a time"


def _skill(s: State, t: Task, me: int) -> str:
    return f"{skill_of(t['card'], 'sk:' + t['skill'])}: designate the player it targets"


def _fx(s: State, t: Task, me: int) -> str:
    e = EFFECT_LISTS[t["ref"]][t["i"]]
    src = source_of(t["ref"]) if t["seat"] == me else source_by(s, t["ref"], t["seat"])
    return f"{_cap(src)}: choose whether to {effect_words(s, t, e, me)}"


def _res_skill(s: State, t: Task, me: int) -> str:
    return f"{skill_of(t['card'], 'sk:' + t['skill'])}, announced when played: execute it now, or decline"


def _rout(s: State, t: Task, me: int) -> str:
    return f"The Rout Value has {t['left']} left: occupy another territory with it, or stop"


def _npc_reward(s: State, t: Task, me: int) -> str:
    return "The NPC held: execute Upgrade Territory twice, or one Friendship or Induce Surrender"


def _bid(s: State, t: Task, me: int) -> str:
    if t.get("by") is None:
        return "Open the bidding for the Attacker marker: bid 0 or more cards, discarded if you win"
    return (f"Bidding for the Attacker marker: {name(s, t['by'])} leads with {plural(t['high'], 'card')}; raise or "
            "pass")


def _new_attacker(s: State, t: Task, me: int) -> str:
    return "You won the bidding: become the Attacker, or hand the Attacker marker to another player"


def _reinforce(s: State, t: Task, me: int) -> str:
    b = s.battle
    if b is not None and b.get("pursuit"):
        return f"Pursuit at {_score(s)}: play an Attack Troop card, or pass"
    side = behind(s)
    if s.options_list and s.options_list[0].get("do") == "next":
        leader = s.attacker if side == ATTACK else b["defender"]
        return f"{name(s, leader)}'s side is behind at {_score(s)}: choose who reinforces next"
    return f"The {BANNER[side]} side is behind at {_score(s)}: reinforce with a {BANNER[side]} card, or pass"


def _pick_hand(s: State, t: Task, me: int) -> str:
    n = plural(t["n"], "card")
    if t["victim"] == me:
        return f"Discard {n} from your hand, your choice"
    return f"Choose {n} of {name(s, t['victim'])}'s hand for it to discard"


def _pick_bf(s: State, t: Task, me: int) -> str:
    n = plural(t["n"], "card")
    if t["victim"] == me:
        return f"Discard {n} from your battlefield, your choice"
    return f"Choose {n} on {name(s, t['victim'])}'s battlefield for it to discard"


def _pick_discard(s: State, t: Task, me: int) -> str:
    return f"Take {plural(t['n'], 'card')} back from your discard pile into your hand"


def _look_take(s: State, t: Task, me: int) -> str:
    return (f"Take {plural(t['take'], 'card')} of the {len(t['cards'])} from the top of your deck; the rest go "
            "back on top")


def _ask_discard(s: State, t: Task, me: int) -> str:
    src = next((source_by(s, x["ref"], t["seat"]) for x in reversed(s.tasks)
                if x["t"] == "fx" and x.get("seat") == t["seat"]), f"{name(s, t['seat'])}'s skill")
    return f"{name(s, t['seat'])} asks whether you will discard {plural(t['n'], 'card')} for {src}"


def _play_from_hand(s: State, t: Task, me: int) -> str:
    return "Choose the card you play from your hand onto your battlefield"


def _cycle(s: State, t: Task, me: int) -> str:
    return (f"Discard cards from your hand one at a time, then draw as many ({len(t['out'])} discarded so "
            "far)")


def _view_take(s: State, t: Task, me: int) -> str:
    return f"{name(s, t['shows'])} shows you its hand: take {plural(t['n'], 'card')}"


def _victim_choice(s: State, t: Task, me: int) -> str:
    return f"{source_by(s, t['ref'], t['seat'])} strikes you: choose what you lose"


def _give_territory(s: State, t: Task, me: int) -> str:
    return f"Choose the territory you give to {name(s, t['ally'])}"


DECISIONS: dict[str, Callable[[State, Task, int], str]] = {
    "choose_faction": _choose_faction, "start_diplomacy": _start_diplomacy, "mulligan": _mulligan,
    "declare": _declare, "persuade": _persuade, "pledge": _pledge, "march": _march, "exchange": _exchange,
    "exec": _exec, "gsk": _gsk, "discard_n": _discard_n, "skill": _skill, "fx": _fx, "res_skill": _res_skill,
    "rout": _rout, "npc_reward": _npc_reward, "bid": _bid, "new_attacker": _new_attacker,
    "reinforce": _reinforce, "pick_hand": _pick_hand, "pick_bf": _pick_bf, "pick_discard": _pick_discard,
    "look_take": _look_take, "ask_discard": _ask_discard, "play_from_hand": _play_from_hand, "cycle": _cycle,
    "view_take": _view_take, "victim_choice": _victim_choice, "give_territory": _give_territory,
}
"""The words of every task that asks a player something, by task name."""


def decision_words(s: State) -> str:
    """The pending decision in one line, for the seat deciding."""
    if s.winners is not None:
        return "The game is over"
    if not s.tasks or s.decision_seat is None:
        return "The game moves on"
    t = s.tasks[-1]
    words = DECISIONS.get(t["t"])
    return FALLBACK if words is None else words(s, t, s.decision_seat)
