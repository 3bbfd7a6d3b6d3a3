"""The words of every Death of Heaven choice: ``describe`` (the label the deciding player reads), ``public`` (the
words every seat reads in the log: the same, but a card kept hidden is never named) and ``group`` (a heading and a
short label for laying many choices out).

Every action the rules offer is a dict whose ``do`` names its shape; ``WORDS`` maps each shape to its describer,
which reads the task asking (``s.tasks[-1]``) where the shape alone does not say enough (a ``discard`` for the
exchange, for the bid or from a battlefield; a ``pass`` in Persuade, Reinforce or the bidding). Two choices of one
decision never share their words: where the rules offer two alike (two copies of a Promise card held by one
player, two identical cards on one battlefield) the words count them. The log's words are in ``public.py``, the
grouping in ``groups.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..content.cards import CARD
from ..content.factions import EMPEROR_FIVE, FACTION
from ..content.map import TERRITORY
from ..content.promises import PROMISE
from ..content.vocab import ATTACK, DEFENSE
from ..pieces import duel_draws, emperor_cubes, name, scheme, territories_of
from ..rules.general_skills import recruit_cost
from ..rules.skills import EFFECT_LISTS, SKILLS
from ..state import State
from .terms import (
    GENERAL_SKILL,
    LEADER,
    ORDINAL,
    card,
    card_name,
    cards_counted,
    effect_words,
    joined,
    level,
    markers,
    plural,
    possessive,
    promise,
    skill_name,
    skill_of,
    source_by,
    source_of,
    territory,
    territory_detail,
)

Action = dict[str, Any]

FALLBACK = "Choose this option"
"""The words of an action shape no describer knows (a test fails on it)."""


def top_task(s: State) -> dict[str, Any]:
    return s.tasks[-1] if s.tasks else {}


def task_name(s: State) -> str | None:
    return s.tasks[-1]["t"] if s.tasks else None


def _me(s: State) -> int | None:
    return s.decision_seat


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def alike(s: State, a: Action, key: Callable[[Action], Any]) -> str:
    """`` (the second of 2 alike)`` when the decision offers other actions of the same shape and key."""
    same = [o for o in s.options_list if o.get("do") == a.get("do") and key(o) == key(a)]
    if len(same) < 2 or a not in same:
        return ""
    return f" (the {ORDINAL[same.index(a)]} of {len(same)} alike)"


# -- setup -----------------------------------------------------------------------------------------------------

def _keep(s: State, a: Action) -> str:
    return "Keep your opening hand"


def _mulligan(s: State, a: Action) -> str:
    k = len(a["cards"])
    return f"Mulligan: discard {cards_counted(s, a['cards'])}, then draw {plural(k, 'new card')}"


def _faction(s: State, a: Action) -> str:
    f = FACTION[a["faction"]]
    homes = joined([TERRITORY[t].name for t in f.territories])
    return f"Play {f.name}: {f.cubes} cubes, starting in {homes}; {f.ability.name}: {f.ability.text.rstrip('.')}"


def _start_diplomacy(s: State, a: Action) -> str:
    return f"Place a diplomacy cube on {territory_detail(s, a['tile'])}"


# -- Declare War, Persuade -------------------------------------------------------------------------------------------

def _target(s: State, a: Action) -> str:
    return f"Declare war on {territory_detail(s, a['territory'])}"


def ask_words(s: State, a: Action) -> str:
    """What an issuer asks with a Promise card (``rules/persuade.ASKS``)."""
    if a.get("ask") == "spare":
        return "asking it to turn no skill against you this round"
    return f"asking it to march with you, the {'Attacker' if PROMISE[a['card']].side == ATTACK else 'Defender'}"


def _give(s: State, a: Action) -> str:
    return f"Give {name(s, a['to'])} the Promise card {promise(a['card'])}, {ask_words(s, a)}"


def take_back_words(s: State, a: Action) -> str:
    holder = s.promises.get(a["card"])
    who = name(s, holder) if holder is not None else "its holder"
    same = alike(s, a, lambda o: (PROMISE[o["card"]].text, s.promises.get(o["card"])))
    return f"Take back the Promise card {promise(a['card'])} from {who}{same}"


def answer_words(s: State, a: Action) -> str:
    if a["claim"] is None:
        claim = "say nothing of your hand"
    else:
        claim = f"claim you hold {'an Attack' if a['claim'] == ATTACK else 'a Defense'} card"
    if a["pledge"] and a.get("ask") == "spare":
        task = s.tasks[-1] if s.tasks else {}
        issuer = task.get("issuer")
        who = name(s, issuer) if issuer is not None else LEADER[a["side"]]
        return f"Pledge to turn no skill against {who} this round and {claim}"
    if a["pledge"]:
        return f"Pledge to march with {LEADER[a['side']]} and {claim}"
    return f"Pledge nothing and {claim}"


def _pass(s: State, a: Action) -> str:
    task = task_name(s)
    if task == "persuade":
        return "Pass: give or take back no Promise card now"
    if task == "bid":
        return "Pass: no bid"
    if task == "reinforce":
        return "Pass: play no card now"
    return "Pass"


# -- March, Reinforce, the exchange ----------------------------------------------------------------------------------

def wrong_banner(s: State, card_id: str) -> str:
    """DH-MARCH-2: the Attacker's Defense card or the Defender's Attack card is discarded at the reveal."""
    me, side, b = _me(s), CARD[card_id].side, s.battle
    if b is not None and me == s.attacker and side == DEFENSE:
        return ": the Attacker's Defense card is discarded at the reveal"
    if b is not None and me == b["defender"] and side == ATTACK:
        return ": the Defender's Attack card is discarded at the reveal"
    return ""


def _march(s: State, a: Action) -> str:
    return f"March with {card(s, a['card'])}{wrong_banner(s, a['card'])}"


def _exchange(s: State, a: Action) -> str:
    return "Exchange: discard 2 armament cards from your hand and draw 1 card from your own deck"


def _play(s: State, a: Action) -> str:
    if task_name(s) == "play_from_hand":
        return f"Play {card(s, a['card'])} from your hand onto your battlefield and execute it"
    return f"Reinforce with {card(s, a['card'])}"


def _next(s: State, a: Action) -> str:
    if a["seat"] == _me(s):
        return "Reinforce next yourself"
    return f"Let {name(s, a['seat'])} reinforce next"


def bf_key(s: State) -> Callable[[Action], Any]:
    return lambda o: (CARD[o["card"]].name, CARD[o["card"]].side, tuple(sorted(s.markers.get(o["card"], {}).items())))


def discard_target(s: State, a: Action) -> str:
    """The card of a ``discard`` choice with what makes it differ from the others offered."""
    c = a["card"]
    if a.get("from") == "battlefield":
        return f"{card(s, c)}{markers(s, c)}"
    return card(s, c)


def _discard(s: State, a: Action) -> str:
    words = _discard_words(s, a)
    return words + alike(s, a, bf_key(s)) if a.get("from") == "battlefield" else words


def _discard_words(s: State, a: Action) -> str:
    t, what = top_task(s), discard_target(s, a)
    task = task_name(s)
    if a.get("for") == "exchange" or task == "exchange":
        return f"Discard {what} for the exchange ({ORDINAL[2 - t.get('left', 2)]} of 2)"
    if task == "discard_n":
        why = "to pay for the recruit" if t.get("keep") else "to pay your bid"
        left = t.get("n", 1)
        return f"Discard {what} {why}" + (f" ({left} to go)" if left > 1 else "")
    if task == "cycle":
        return f"Discard {what}; you draw a card for it when you stop"
    mine = t.get("victim", _me(s)) == _me(s)
    zone = "battlefield" if a.get("from") == "battlefield" else "hand"
    if mine:
        return f"Discard {what} from your {zone}"
    return f"Make {name(s, t['victim'])} discard {what} from its {zone}"


# -- executing a card ----------------------------------------------------------------------------------------------

def _general_skill_words(s: State, seat: int, icon: str) -> str:
    if icon == "armament":
        return "draw 1 public card"
    if icon == "talent":
        return "recruit a wandering general or draw 1 card from your own deck"
    if icon == "upgrade":
        return "a cube from your board onto one of your territories"
    if icon == "duel":
        n = duel_draws(s, seat)
        return f"draw {plural(n, 'card')} from your own deck"
    return "Tribute, Friendship or Induce Surrender"


def _skill(s: State, a: Action) -> str:
    c, key = a["card"], a["skill"]
    kind, _, what = key.partition(":")
    if kind == "gsk":
        return f"{possessive(card_name(c))} {GENERAL_SKILL[what]}: {_general_skill_words(s, _me(s), what)}"
    return f"{skill_of(c, key)}: {SKILLS[c, what].text.rstrip('.')}"


def _done(s: State, a: Action) -> str:
    c = a["card"]
    left = [skill_name(c, o["skill"]) for o in s.options_list if o.get("do") == "skill"]
    left = ["its own skill" if sk == card_name(c) else sk for sk in left]
    if not left:
        return f"Finish with {card_name(a['card'])}"
    return f"Finish with {card_name(a['card'])}, leaving {joined(left)} unused"


def _designate(s: State, a: Action) -> str:
    p = a["seat"]
    t = top_task(s)
    sk = skill_of(t["card"], a["skill"]) if "card" in t else SKILLS_BY_ID.get(a["skill"], "the skill")
    return f"Designate {name(s, p)} for {sk} (Scheme {scheme(s, p)}, {plural(len(s.hand[p]), 'card')} in hand)"


SKILLS_BY_ID = {sid: sk.name for (_, sid), sk in SKILLS.items()}


def _fx_effect(s: State) -> tuple[dict[str, Any], dict[str, Any]]:
    t = top_task(s)
    return t, EFFECT_LISTS[t["ref"]][t["i"]]


def _part(s: State, a: Action) -> str:
    t, e = _fx_effect(s)
    words = effect_words(s, t, e, _me(s))
    src = source_of(t["ref"]) if t["seat"] == _me(s) else source_by(s, t["ref"], t["seat"])
    return f"{_cap(words)} ({src})" if a["go"] else f"Do not {words} ({src})"


def _resolve_skill(s: State, a: Action) -> str:
    t = top_task(s)
    c = t.get("card")
    if c is None:
        return f"Execute {SKILLS_BY_ID[a['skill']]}" if a["go"] else f"Decline {SKILLS_BY_ID[a['skill']]}"
    sk = SKILLS[c, a["skill"]]
    if a["go"]:
        return f"Execute {skill_of(c, a['skill'])}: {sk.text.rstrip('.')}"
    return f"Decline {skill_of(c, a['skill'])}"


def _retrieve(s: State, a: Action) -> str:
    return f"Take {card(s, a['card'])} back from your discard pile into your hand"


def _take(s: State, a: Action) -> str:
    if "from" in a:
        return f"Take {card(s, a['card'])} from {name(s, a['from'])}'s hand"
    return f"Take {card(s, a['card'])} from the top of your deck into your hand"


def asking_source(s: State, asker: int) -> str:
    """The skill of ``asker`` being carried out (the nearest ``fx`` task of that seat): ``Lu Bu's Reversal``."""
    for t in reversed(s.tasks):
        if t["t"] == "fx" and t.get("seat") == asker:
            return source_by(s, t["ref"], asker)
    return f"{name(s, asker)}'s skill"


def _agree(s: State, a: Action) -> str:
    n, asker = top_task(s).get("n", 1), a["asker"]
    src = asking_source(s, asker)
    if a["yes"]:
        return f"Agree to discard {plural(n, 'card')} from your hand, so that {src} goes on"
    return f"Refuse to discard for {src}"


def _choose(s: State, a: Action) -> str:
    t = top_task(s)
    e = EFFECT_LISTS[f"{t['ref']}/opt{a['option']}"][0]
    words = effect_words(s, {"seat": t["seat"], "target": t["victim"]}, e, _me(s))
    return f"{_cap(words)} ({source_by(s, t['ref'], t['seat'])})"


def _lend(s: State, a: Action) -> str:
    x, ally = a["territory"], name(s, a["to"])
    lv = s.level[x]
    return (f"Give {territory(x)} (level {lv}) to {ally}: your {plural(lv, 'cube')} there "
            f"{'leaves' if lv == 1 else 'leave'} the game and {ally}'s replace {'it' if lv == 1 else 'them'}")


# -- general skills and the rewards ----------------------------------------------------------------------------------

def _recruit(s: State, a: Action) -> str:
    cost = recruit_cost(s, _me(s), a["space"])
    pay = f"discarding {plural(cost, 'card')}" if cost else "discarding nothing"
    return f"Recruit {card(s, a['card'])} from the wandering generals, {pay}"


def _dispatch(s: State, a: Action) -> str:
    return "Dispatch: draw 1 card from your own deck"


def _upgrade(s: State, a: Action) -> str:
    x = a["territory"]
    return f"Upgrade {territory(x)} to level {s.level[x] + 1}"


def _tribute(s: State, a: Action) -> str:
    mine = emperor_cubes(s, _me(s))
    return f"Pay Tribute: a cube from your board onto the Emperor Xian card (you have {mine} there)"


def _friendship(s: State, a: Action) -> str:
    return f"Friendship with {territory_detail(s, a['tile'])}: your cube on its diplomacy space"


def _induce(s: State, a: Action) -> str:
    return f"Induce {territory_detail(s, a['tile'])} to surrender and occupy it"


def _self_reliance(s: State, a: Action) -> str:
    me = _me(s)
    draw = sum(s.level[t] for t in territories_of(s, me)) // 2
    if FACTION[s.factions[me]].self_reliance == EMPEROR_FIVE:
        cost = "the Emperor Xian card and every cube on it leave the game and every warlord becomes Self-Reliant"
    else:
        k = emperor_cubes(s, me)
        cost = ("you have no cube on the Emperor Xian card to lose" if k == 0 else
                f"your {plural(k, 'cube')} on the Emperor Xian card {'leaves' if k == 1 else 'leave'} the game")
    return f"Declare Self-Reliance: draw {plural(draw, 'card')}; {cost}"


def _decline(s: State, a: Action) -> str:
    return "Decline: take no Diplomacy action"


def _upgrade_twice(s: State, a: Action) -> str:
    return "Execute Upgrade Territory twice"


def _occupy(s: State, a: Action) -> str:
    t = top_task(s)
    x = a["territory"]
    return (f"Occupy {territory_detail(s, x)} with the Rout Value: it costs {level(s, x)} of the "
            f"{t.get('left', 0)} left")


def _stop(s: State, a: Action) -> str:
    if "discarded" in a:
        n = a["discarded"]
        return f"Stop discarding and draw {plural(n, 'card')}" if n else "Stop: discard nothing and draw nothing"
    return "Stop occupying"


# -- the bidding ---------------------------------------------------------------------------------------------------

def _bid(s: State, a: Action) -> str:
    return f"Bid {plural(a['amount'], 'card')} for the Attacker marker"


def _attacker(s: State, a: Action) -> str:
    if a["seat"] == _me(s):
        return "Become the Attacker yourself"
    return f"Hand the Attacker marker to {name(s, a['seat'])}"


WORDS: dict[str, Callable[[State, Action], str]] = {
    "keep": _keep, "mulligan": _mulligan, "faction": _faction, "diplomacy": _start_diplomacy,
    "target": _target, "give": _give, "take_back": take_back_words, "answer": answer_words, "pass": _pass,
    "march": _march, "exchange": _exchange, "discard": _discard, "play": _play, "next": _next,
    "skill": _skill, "done": _done, "designate": _designate, "part": _part, "resolve_skill": _resolve_skill,
    "retrieve": _retrieve, "take": _take, "agree": _agree, "choose": _choose, "lend": _lend,
    "recruit": _recruit, "dispatch": _dispatch, "upgrade": _upgrade, "tribute": _tribute,
    "friendship": _friendship, "induce": _induce, "self_reliance": _self_reliance, "decline": _decline,
    "upgrade_twice": _upgrade_twice, "occupy": _occupy, "stop": _stop, "bid": _bid, "attacker": _attacker,
}
"""The describer of every action shape the rules offer, by its ``do``."""


def describe(s: State, action: Action) -> str:
    """The plain-English label of a legal action of ``s``, for the player choosing it."""
    words = WORDS.get(action.get("do", ""))
    return FALLBACK if words is None else words(s, action)
