"""Taking dishonor tokens (SA-DISH-1..3): from the pool at random, or, when it is empty, a random token from
another player of the taker's choice; a holder of a usable Will of Heaven is asked first (``phil_dishonor``,
``philosophy_effects.py``).

Combat, kingdom tokens, barbarians, dragons, treaties and philosophy cards all give dishonor, so it is a rule
module of its own low in ``rules/``.
"""

from __future__ import annotations

from ..flow import Decision, handler, push, resolver
from ..state import State
from .philosophy_use import usable


def take_dishonor(s: State, seat: int, philosophy: bool = True) -> dict | None:
    """Take one random dishonor token from the pool (SA-DISH-1/2). An empty pool gives a task asking the player
    which other player to take a random token from (SA-DISH-3); None when nothing is left to ask. A player
    holding a usable Will of Heaven is first asked (a ``phil_dishonor`` task, philosophy_effects.py)."""
    if philosophy:
        if usable(s, seat, "take_dishonor"):
            return {"t": "phil_dishonor", "seat": seat}
    if s.dishonor_pool:
        _from_pool(s, seat)
        return None
    others = _holders_besides(s, seat)
    if not others:
        s.say(f"{s.name(seat)} would take a dishonor token, but none is left")
        return None
    return {"t": "dish_from", "seat": seat, "from": others}


def _from_pool(s: State, seat: int) -> None:
    p = s.players[seat]
    pool = list(s.dishonor_pool)                  # replaced, never changed (state.py)
    p["dishonor"] = [*p["dishonor"], pool.pop(s.rng.below(len(pool)))]
    s.dishonor_pool = pool
    s.say(f"{s.name(seat)} takes a dishonor token")


def _holders_besides(s: State, seat: int) -> list[int]:
    return [i for i in range(s.n) if i != seat and s.players[i]["dishonor"]]


@handler("dish_from")
def _dish_from(s: State, t: dict) -> Decision | None:
    """Whom to take from, as things stand when the question comes up: several tokens may be owed at once (a
    dragon, a world event), and taking the first may have emptied a holder; one returned to the pool since is
    taken from the pool (SA-DISH-2), and with none left anywhere nothing is taken."""
    seat = t["seat"]
    others = _holders_besides(s, seat)
    if s.dishonor_pool or not others:
        s.tasks.pop()
        take_dishonor(s, seat, philosophy=False)      # from the pool, or none left: nothing to ask
        return None
    return seat, [{"take_from": i} for i in others]


@resolver("dish_from")
def _dish_from_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    src = list(s.players[a["take_from"]]["dishonor"])     # player lists are replaced, never changed (state.py)
    token = src.pop(s.rng.below(len(src)))
    s.players[a["take_from"]]["dishonor"] = src
    p = s.players[t["seat"]]
    p["dishonor"] = [*p["dishonor"], token]
    s.say(f"{s.name(t['seat'])} takes a random dishonor token from {s.name(a['take_from'])} (the pool is empty)")



def take_dishonor_and_ask(s: State, seat: int) -> None:
    """SA-DISH-1..3: one random token from the pool; an empty pool asks the player whom to take one from; a
    holder of a usable Will of Heaven is asked first (``take_dishonor``). Callers pop their own
    task first, since this may push one."""
    follow = take_dishonor(s, seat)
    if follow:
        push(s, follow)

