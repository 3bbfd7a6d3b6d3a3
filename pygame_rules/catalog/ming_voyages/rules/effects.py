"""Special actions: which one a side may use on a card, whether it can be carried out in full, and doing it.

An effect either happens at once or pushes a task that asks for the choices it
needs (where to place, which region, how many). "Up to N" effects can always be
carried out in full, even when they do nothing (ruling A-1); conditional effects
("if the Ming Empire Homeland holds 3 or more Gold") can be used only when the condition holds.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import ACTION, CARD, Card, Effect
from ..content.cards import EMPEROR as EMPEROR_CARD
from ..content.map import BORDERLANDS, HOMELANDS, MING_HOMELAND, adjacent
from ..moves import iter_attack_targets, iter_build_sources, recruit_bl_targets, room, voyage_possible
from ..state import EMPEROR, OVERLORD, SIDE_NAMES, State, places, plural


def special_for(s: State, card: int, side: int) -> tuple[Effect, ...]:
    """The special action ``side`` may use on ``card`` now (MV-CARD-4..6), or () if none."""
    when, effects, high = _SPECIALS[side][card]
    if when is None:
        return effects
    if when is _BAND:
        return high if s.completed() >= 4 else effects
    return effects if s.voyages[when] else ()


def _special_entry(c: Card, side: int) -> tuple[Any, tuple[Effect, ...], tuple[Effect, ...]]:
    """``special_for``'s reading of card ``c`` for ``side``, fixed by the card: (None, the effects, ()) when
    they never depend on play (an Overlord's Action card box; () for a card of the other side), (the index of
    the card's Voyage, its Emperor box, ()) on an Action card for the Emperor, (``_BAND``, low, high) on an
    Emperor or Barbarian card for its own side."""
    if c.kind == ACTION:
        return (None, c.overlord, ()) if side == OVERLORD else (c.voyage - 1, c.emperor, ())
    if (c.kind == EMPEROR_CARD) != (side == EMPEROR):
        return None, (), ()
    return _BAND, c.low, c.high


_BAND = "band"
_SPECIALS: dict[int, dict[int, tuple[Any, tuple[Effect, ...], tuple[Effect, ...]]]] = {
    side: {n: _special_entry(c, side) for n, c in CARD.items()} for side in (EMPEROR, OVERLORD)}
"""``_special_entry`` for each side and card, read once from the cards (pure content): ``special_for`` is
asked for every card in a hand at every card play."""


def feasible(s: State, side: int, effects: tuple[Effect, ...]) -> bool:
    """True if every effect can be carried out in full from the current position (MV-CARD-8).

    Each effect is checked by the check for its kind (``_CHECKS``); for the tuples ``special_for`` returns the
    (check, effect) pairs are looked up (``_PLANS``), without the "up to" effects, which always pass: this
    runs for every card in a hand at every card play."""
    if not effects:
        return False
    plan = _PLANS.get(id(effects))
    if plan is None:
        plan = _plan(effects)
    for check, e in plan:
        if not check(s, side, e):
            return False
    return True


def special_usable(s: State, card: int, side: int) -> bool:
    """``feasible(s, side, special_for(s, card, side))`` in one call: whether ``side`` may use the special action
    of ``card`` now and carry it out in full. The play menu asks it for every card in a hand at every card play,
    so the two steps are written out here, reading the same tables (``_USABLE``, made from ``_SPECIALS`` and
    ``_plan``); ``tests/ming_voyages/test_special_usable.py`` holds it to the two functions it stands for."""
    when, plan, high = _USABLE[side][card]
    if when is not None:
        if when is _BAND:
            if s.completed() >= 4:
                plan = high
        elif not s.voyages[when]:
            return False
    if plan is None:
        return False
    for check, e in plan:
        if not check(s, side, e):
            return False
    return True


def _plan(effects: tuple[Effect, ...]) -> tuple[tuple[Any, Effect], ...]:
    """The (check, effect) pairs ``feasible`` runs for ``effects``: an effect of an unknown kind fails."""
    return tuple((_CHECKS.get(e["do"], _never), e) for e in effects if e["do"] not in _UP_TO)


_UP_TO = frozenset(("move", "push_hordes", "take_troop", "plague"))
"""Effects of "up to" N, which can always be carried out in full (ruling A-1): they need no check."""


def _supply_check(kind: str) -> Any:
    """The check of an effect that adds ``e["n"]`` pieces of ``kind`` from the Supply: all of them must be there."""
    def check(s: State, side: int, e: Effect) -> bool:
        return s.supply(kind) >= e["n"]
    return check


def _recruit_bl_ok(s: State, side: int, e: Effect) -> bool:
    # MV-CARD-8 with MV-SOLO-LIMIT-1: all n Troops must fit. In solo play the 5-piece limit can leave
    # less room in the eligible Borderlands than n (e.g. Mandate of Heaven's "Recruit 3"); then the
    # action cannot be carried out in full. (Outside solo play ``room`` is unlimited.)
    return (s.supply("troop") >= e["n"]
            and sum(room(s, bl, EMPEROR) for bl in recruit_bl_targets(s)) >= e["n"])


def _never(s: State, side: int, e: Effect) -> bool:
    return False


_CHECKS: dict[str, Any] = {
    "junks": _supply_check("junk"), "tax": _supply_check("gold"), "recruit": _supply_check("troop"),
    "amass": _supply_check("horde"), "gather": _supply_check("settlement"),
    "recruit_bl": _recruit_bl_ok,
    "voyage": lambda s, side, e: voyage_possible(s),
    "remove_horde": lambda s, side, e: bool(remove_horde_targets(s, e)),
    "take_gold": lambda s, side, e: s.gold["MH"] >= e.get("if_at_least", 0),
    "sink_junk": lambda s, side, e: not e.get("required") or s.junks_scs > e["leave"],
    "horde_home": lambda s, side, e: any(s.hordes[h] for h in HOMELANDS),
    "build": lambda s, side, e: next(iter_build_sources(s, e["n"]), None) is not None,
    "attack": lambda s, side, e: next(iter_attack_targets(s, side), None) is not None,
}
"""Whether one effect (not of the "up to" kind) can be carried out in full now, by kind (MV-CARD-8)."""


def effect_words(e: Effect, side: int) -> str:
    """One effect in a player's words, as the acting ``side`` would read it: "take up to 2 Gold from the
    Ming Empire Homeland", "attack with up to 3 Hordes". Used by choice labels, the log and the bots' reasons."""
    do, n = e["do"], e.get("n", 0)
    pieces = "Troop" if side == EMPEROR else "Horde"
    if do == "junks":
        return f"build {plural(n, 'Junk')}"
    if do == "tax":
        return f"tax {n} Gold"
    if do == "recruit":
        return f"recruit {plural(n, 'Troop')}"
    if do == "recruit_bl":
        return f"recruit {plural(n, 'Troop')} straight into empty or Ming Borderlands"
    if do == "take_gold":
        if "if_at_least" in e:
            return f"take {n} Gold from the Ming Empire Homeland if it holds {e['if_at_least']} or more"
        return f"take up to {n} Gold from the Ming Empire Homeland"
    if do == "take_troop":
        return f"take up to {plural(n, 'Troop')} from the Ming Empire Homeland"
    if do == "sink_junk":
        if e.get("required"):
            return f"sink {plural(n, 'Junk')} in the South China Sea if it holds {e['leave'] + n} or more"
        return f"sink up to {plural(n, 'Junk')} in the South China Sea, leaving {e['leave']}"
    if do == "plague":
        return f"every Borderland with {e['at_least']} or more Troops loses 1"
    if do == "amass":
        return f"amass {plural(n, 'Horde')} in the Homelands"
    if do == "gather":
        return f"gather {plural(n, 'Settlement')} in the Homelands"
    if do == "move":
        where = " from the Ming Empire Homeland into one Borderland" if e.get("start") else ""
        return f"move up to {plural(n, pieces)}{where}"
    if do == "voyage":
        bonus = f", adding {e['bonus']} to the Gold and Junks sent" if e.get("bonus") else ""
        return f"sail a Voyage with {e['attempts']} dice{bonus}"
    if do == "remove_horde":
        if "near_troops" in e:
            return f"remove a Horde from a Borderland without Settlements next to {e['near_troops']} or more Troops"
        return f"remove a Horde from a Borderland holding {e['at_least']} or more Hordes"
    if do == "push_hordes":
        return f"send up to {plural(n, 'Horde')} from one Borderland back to a Homeland"
    if do == "horde_home":
        return "move a Horde from one Homeland to the next"
    if do == "build":
        return f"build {plural(n, 'Settlement')} from one Homeland into Barbarian Borderlands"
    if do == "attack":
        return f"attack with up to {plural(n, 'Horde')}"
    raise ValueError(f"no words for the effect {do!r}")   # pragma: no cover - content is validated by tests


def special_words(s: State, card: int, side: int) -> str:
    """The special action ``side`` may use on ``card`` now, in words ("" if none): "tax 2 Gold into the
    Ming Empire Homeland and recruit 1 Troop into the Ming Empire Homeland". Looked up (``_SPECIAL_WORDS``): the
    log tells it at every special action and reaction."""
    effects = special_for(s, card, side)
    return _SPECIAL_WORDS[side, id(effects)] if effects else ""


_SPECIAL_WORDS: dict[tuple[int, int], str] = {
    (side, id(effects)): " and ".join(effect_words(e, side) for e in effects)
    for side, entries in _SPECIALS.items() for _, low, high in entries.values() for effects in (low, high)}
"""The words of every special action a side may get from ``special_for``, by side and the identity of its tuple of
effects (the tuples of ``_SPECIALS``, alive as long as the module; every tuple ``special_for`` returns is one)."""

_PLANS: dict[int, tuple[tuple[Any, Effect], ...]] = {
    id(effects): _plan(effects)
    for entries in _SPECIALS.values() for _, low, high in entries.values() for effects in (low, high)}
"""``feasible``'s checks for every tuple of effects ``special_for`` returns, by its identity (as ``_SPECIAL_WORDS``)."""


_USABLE: dict[int, dict[int, tuple[Any, Any, Any]]] = {
    side: {n: (when, _plan(low) if low else None, _plan(high) if high else None)
           for n, (when, low, high) in entries.items()}
    for side, entries in _SPECIALS.items()}
"""``_SPECIALS`` with each tuple of effects replaced by ``feasible``'s checks for it (None for no effects, which
are never feasible), for ``special_usable``."""


def remove_horde_targets(s: State, e: Effect) -> list[str]:
    out = []
    for bl in BORDERLANDS:
        if not s.hordes[bl]:
            continue
        if "at_least" in e and s.hordes[bl] < e["at_least"]:
            continue
        if "near_troops" in e:
            near = sum(s.troops[r] for r in adjacent(bl) if r in s.troops)
            if s.settlements[bl] or near < e["near_troops"]:
                continue
        out.append(bl)
    return out


def push_hordes_options(s: State, n: int) -> list[dict[str, Any]]:
    """Send up to n Hordes from one Borderland to an adjacent Homeland, leaving a Barbarian piece (Ming Diplomacy)."""
    out = []
    for bl in BORDERLANDS:
        movable = min(n, s.hordes[bl], s.barbarian_pieces(bl) - 1)
        for hl in (r for r in adjacent(bl) if r in HOMELANDS):
            out.extend({"push": bl, "to": hl, "n": k} for k in range(1, movable + 1))
    return out


_WHO = {side: f"the {name}" for side, name in SIDE_NAMES.items()}


def _told(template: str, who: str, n: int, word: str) -> str:
    """A log line of ``start`` (formatted when it is read, ``State.say``): ``template`` with who acted and
    ``n`` pieces of ``word``, in the plural where it takes one."""
    return template.format(who, plural(n, word))


def start(s: State, side: int, e: Effect, card: int) -> dict[str, Any] | None:
    """Carry out an effect now, or return the task that will ask for its choices."""
    do, n = e["do"], e.get("n", 0)
    who = _WHO[side]
    if do == "junks":
        s.junks_scs += n
        s.say(_told, "{} builds {} in the South China Sea", who, n, "Junk")
    elif do == "tax":
        s.gold[MING_HOMELAND] += n
        s.say("{} taxes {} Gold into the Ming Empire Homeland", who, n)
    elif do == "recruit":
        s.troops[MING_HOMELAND] += n
        s.say(_told, "{} recruits {} into the Ming Empire Homeland", who, n, "Troop")
    elif do == "take_gold":
        lost = min(n, s.gold[MING_HOMELAND])
        s.gold[MING_HOMELAND] -= lost
        s.say("{} takes {} Gold from the Ming Empire Homeland back to the Supply", who, lost)
    elif do == "take_troop":
        lost = min(n, s.troops[MING_HOMELAND])
        s.troops[MING_HOMELAND] -= lost
        s.say(_told, "{} takes {} from the Ming Empire Homeland back to the Supply", who, lost, "Troop")
    elif do == "sink_junk":
        lost = max(0, min(n, s.junks_scs - e["leave"]))
        s.junks_scs -= lost
        s.say(_told, "{} sinks {} in the South China Sea (back to the Supply)", who, lost, "Junk")
    elif do == "plague":
        hit = [bl for bl in BORDERLANDS if s.troops[bl] >= e["at_least"]]
        for bl in hit:
            s.troops[bl] -= 1
        if hit:
            lose = " loses 1 Troop" if len(hit) == 1 else " lose 1 Troop each"
            s.say(f"{who} spreads pestilence: {places(hit)}{lose}")
        else:
            s.say(f"{who} spreads pestilence, but no Borderland holds {e['at_least']} Troops")
    elif do in ("amass", "gather"):
        return {"t": "place", "side": OVERLORD, "kind": "horde" if do == "amass" else "settlement", "n": n}
    elif do == "recruit_bl":
        return {"t": "place", "side": EMPEROR, "kind": "troop", "n": n}
    elif do == "move":
        return {"t": "move", "side": side, "n": n, "start": e.get("start"), "optional": True}
    elif do == "voyage":
        return {"t": "voyage", "attempts": e["attempts"], "bonus": e.get("bonus", 0)}
    elif do == "remove_horde":
        return {"t": "remove_horde", "effect": e}
    elif do == "push_hordes":
        return {"t": "push_hordes", "n": n}
    elif do == "horde_home":
        return {"t": "horde_home"}
    elif do == "build":
        return {"t": "build", "n": n, "exact": True}
    elif do == "attack":
        return {"t": "attack", "side": side, "n": n}
    else:  # pragma: no cover - content is validated by tests
        raise ValueError(f"unknown effect {do!r} on card {card}")
    return None
