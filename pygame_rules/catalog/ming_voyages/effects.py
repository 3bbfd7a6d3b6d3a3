"""Special actions: which one a side may use on a card, whether it can be carried out in full, and doing it.

An effect either happens at once or pushes a task that asks for the choices it
needs (where to place, which region, how many). "Up to N" effects can always be
carried out in full, even when they do nothing (ruling A-1); conditional effects
("if the Ming Homeland holds 3 or more Gold") can be used only when the condition holds.
"""

from __future__ import annotations

from typing import Any

from .board import BORDERLANDS, HOMELANDS, MING_HOMELAND, adjacent
from .content import ACTION, BARBARIAN, CARD, EMPEROR as EMPEROR_CARD, Effect
from .moves import build_sources, attack_targets, recruit_bl_targets, room, voyage_possible
from .state import EMPEROR, OVERLORD, State


def special_for(s: State, card: int, side: int) -> tuple[Effect, ...]:
    """The special action ``side`` may use on ``card`` now (MV-CARD-4..6), or () if none."""
    c = CARD[card]
    high = s.completed() >= 4
    if c.kind == ACTION:
        if side == OVERLORD:
            return c.overlord
        return c.emperor if s.voyages[c.voyage - 1] else ()
    if (c.kind == EMPEROR_CARD) != (side == EMPEROR):
        return ()
    return c.high if high else c.low


def feasible(s: State, side: int, effects: tuple[Effect, ...]) -> bool:
    """True if every effect can be carried out in full from the current position (MV-CARD-8)."""
    return bool(effects) and all(_feasible(s, side, e) for e in effects)


def _feasible(s: State, side: int, e: Effect) -> bool:
    do = e["do"]
    if do in ("junks", "tax", "recruit", "amass", "gather"):
        kind = {"junks": "junk", "tax": "gold", "recruit": "troop", "amass": "horde", "gather": "settlement"}[do]
        return s.supply(kind) >= e["n"]
    if do == "recruit_bl":
        # MV-CARD-8 with MV-SOLO-LIMIT-1: all n Troops must fit. In solo play the 5-piece limit can leave
        # less room in the eligible Borderlands than n (e.g. Mandate of Heaven's "Recruit 3"); then the
        # action cannot be carried out in full. (Outside solo play ``room`` is unlimited.)
        return (s.supply("troop") >= e["n"]
                and sum(room(s, bl, EMPEROR) for bl in recruit_bl_targets(s)) >= e["n"])
    if do == "voyage":
        return voyage_possible(s)
    if do == "remove_horde":
        return bool(remove_horde_targets(s, e))
    if do == "take_gold":
        return s.gold["MH"] >= e.get("if_at_least", 0)
    if do == "sink_junk":
        return not e.get("required") or s.junks_scs > e["leave"]
    if do == "horde_home":
        return any(s.hordes[h] for h in HOMELANDS)
    if do == "build":
        return bool(build_sources(s, e["n"]))
    if do == "attack":
        return bool(attack_targets(s, side))
    return do in ("move", "push_hordes", "take_troop", "plague")  # "up to" effects


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


def start(s: State, side: int, e: Effect, card: int) -> dict[str, Any] | None:
    """Carry out an effect now, or return the task that will ask for its choices."""
    do, n = e["do"], e.get("n", 0)
    if do == "junks":
        s.junks_scs += n
        s.say(f"built {n} Junk{'s' if n > 1 else ''} in the South China Sea")
    elif do == "tax":
        s.gold["MH"] += n
        s.say(f"taxed {n} Gold into the Ming Homeland")
    elif do == "recruit":
        s.troops[MING_HOMELAND] += n
        s.say(f"recruited {n} Troop{'s' if n > 1 else ''} in the Ming Homeland")
    elif do == "take_gold":
        lost = min(n, s.gold["MH"])
        s.gold["MH"] -= lost
        s.say(f"the Emperor returned {lost} Gold from the Ming Homeland to the Supply")
    elif do == "take_troop":
        lost = min(n, s.troops[MING_HOMELAND])
        s.troops[MING_HOMELAND] -= lost
        s.say(f"the Emperor returned {lost} Troop{'s' if lost != 1 else ''} from the Ming Homeland to the Supply")
    elif do == "sink_junk":
        lost = max(0, min(n, s.junks_scs - e["leave"]))
        s.junks_scs -= lost
        s.say(f"{lost} Junk{'s' if lost != 1 else ''} returned from the South China Sea to the Supply")
    elif do == "plague":
        hit = [bl for bl in BORDERLANDS if s.troops[bl] >= e["at_least"]]
        for bl in hit:
            s.troops[bl] -= 1
        s.say("pestilence: " + (", ".join(f"{bl} lost 1 Troop" for bl in hit) or "no Borderland was hit"))
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
