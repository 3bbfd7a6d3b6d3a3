"""Using philosophy cards at their timings (SA-PHIL-1..8, SA-UPK-PHIL-4, AMB-40; the cards: philosophies.py).

A card is used by putting a token on it: 1 honor from the player's stockpile, or 1 random dishonor token
from the pool (SA-PHIL-2); the token stays until the upkeep philosophies step (upkeep.py), so each face-up
card is used at most once per turn and face-down cards never (SA-PHIL-3, SA-PHIL-8). A card taken this turn
is turned face-up at that step but "may not be activated until next turn" (SA-UPK-PHIL-1): it carries
``"new": True`` from the flip until the turn marker advances (upkeep step 10), so the windows still to come in
this upkeep (Replenish) do not offer it (CONTENT.md "Philosophy timings").

Timings map to engine hooks (AMB-40). At a hook the engine pushes a ``phil`` window task naming the timing,
the seats to ask (in turn order from the most-honorable token holder: our reading of SA-PHIL-6, the holder's
order being the table order) and a small JSON context. Each asked seat holding a usable card for that timing
chooses ``{"philosophy": id, "pay": "honor" | "dishonor"}`` or ``{"philosophy": None}`` (no more); a card
fully resolves, follow-up choices included, before the next (SA-PHIL-5). Passed players are asked too
(SA-PHIL-7). A window with nobody holding a usable card asks nothing, so games without the cards play as
before.

Cards "during your action" for any action (The Analects, Household Registration) and the untimed card
(Light and Heavy) are free extra options of the player's own action decision; the untimed card is also
offered to everybody in a window at the start of upkeep, so a passed player can still use it (RULINGS in
CONTENT.md "Philosophy timings").

Modifiers that last beyond the window (combat strength this round, ignored fortifications, the Most
Honorable bonus, Move Units allowances) go to ``State.fx``, a JSON dict the consuming code reads and clears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....engine.tasks import copy_task
from ..content.philosophies import PHILOSOPHIES, PHILOSOPHY
from ..flow import Decision, handler, push, resolver, seat_order
from ..pieces import note_harm
from ..state import State

Ctx = dict[str, Any]
APPLIES: dict[str, Callable[[State, int, Ctx], bool]] = {}
"""card id -> whether it applies in this window's context (default: always)."""
EFFECTS: dict[str, Callable[[State, int, Ctx], None]] = {}
"""card id -> what it does (may push follow-up decision tasks above the window)."""


def applies(card: str):
    def wrap(fn):
        APPLIES[card] = fn
        return fn
    return wrap


def effect(card: str):
    def wrap(fn):
        EFFECTS[card] = fn
        return fn
    return wrap


# ---------------------------------------------------------------------- cards, payment

WHEN = {c.id: (c.timing, c.action) for c in PHILOSOPHIES}
"""Each card's timing and (own-action cards) action, which ``usable`` asks of every card a player holds."""


def can_pay(s: State, seat: int) -> bool:
    """SA-PHIL-2: 1 honor from the stockpile, or a dishonor token while the pool has one."""
    return s.players[seat]["honor"] > 0 or bool(s.dishonor_pool)


def ready(c: dict[str, Any]) -> bool:
    """SA-PHIL-3, SA-UPK-PHIL-1: face-up, not turned up in this upkeep (usable from next turn), no token."""
    return c["up"] and not c.get("new") and c["token"] is None


def status(c: dict[str, Any]) -> str:
    """What a player sees of a card's use this turn (views): taken this turn (face-down, or turned face-up in
    this upkeep) cards are usable only from next turn."""
    if not c["up"] or c.get("new"):
        return "usable next turn"
    return "used this turn" if c["token"] is not None else "ready"


def usable(s: State, seat: int, timing: str, ctx: Ctx | None = None, action: str | None = None) -> list[str]:
    """Ready cards of ``seat`` (SA-PHIL-3, SA-UPK-PHIL-1) for ``timing`` (and, for own-action cards, the
    action) that apply in ``ctx``."""
    p = s.players[seat]
    out: list[str] = []
    for c in p["philosophies"]:
        when = WHEN[c["id"]]                            # the timing first: it rules out most cards
        if when[0] != timing or (action is not None and when[1] != action):
            continue
        if not out and (not can_pay(s, seat) or p.get("eliminated")):     # asked once, when a card is timed
            return out
        if not ready(c):
            continue
        if c["id"] in APPLIES and not APPLIES[c["id"]](s, seat, ctx or {}):
            continue
        out.append(c["id"])
    return out


def use_options(s: State, seat: int, cards: list[str], keep: int = 0) -> list[dict[str, Any]]:
    """The ways to pay for each card: honor if the player has more than ``keep`` (the honor already promised
    in a revealed bid), a dishonor token if the pool has one."""
    out = []
    for card in cards:
        if s.players[seat]["honor"] > keep:
            out.append({"philosophy": card, "pay": "honor"})
        if s.dishonor_pool:
            out.append({"philosophy": card, "pay": "dishonor"})
    return out


def pay(s: State, seat: int, card: str, how: str) -> None:
    """SA-PHIL-2: the token goes on the card (a dishonor token face down, drawn at random from the pool)."""
    p = s.players[seat]
    k = next(k for k, c in enumerate(p["philosophies"]) if c["id"] == card)
    assert ready(p["philosophies"][k]), "philosophy already used, face down or taken this turn"
    if how == "honor":
        assert p["honor"] > 0
        p["honor"] -= 1
        token: Any = "honor"
        what = "1 honor"
    else:
        assert s.dishonor_pool
        pool = list(s.dishonor_pool)             # replaced, never changed (state.py)
        token = ["dishonor", pool.pop(s.rng.below(len(pool)))]
        s.dishonor_pool = pool
        what = "a dishonor token"
    cards = list(p["philosophies"])              # the card and the list are replaced, never changed (state.py)
    cards[k] = {**cards[k], "token": token}
    p["philosophies"] = cards
    s.say(f"{s.name(seat)} uses {PHILOSOPHY[card].title}, paying {what}")


def use(s: State, seat: int, a: dict[str, Any], ctx: Ctx) -> None:
    """Pay for and resolve the card chosen in ``a``."""
    pay(s, seat, a["philosophy"], a["pay"])
    if PHILOSOPHY[a["philosophy"]].harmful:              # SA-AI-GRUDGE-2, AMB-66
        note_harm(s, seat, harmed(ctx, seat))
    fn = EFFECTS.get(a["philosophy"])
    if fn is not None:
        fn(s, seat, ctx)


def harmed(ctx: Ctx, seat: int) -> int | None:
    """The player a harmful card used by ``seat`` aims at: the victim of an extra kill, the mover condemned, or
    the other side of the combat."""
    for key in ("victim", "mover"):
        if key in ctx:
            return ctx[key]
    if "att" in ctx and "defender" in ctx:
        return ctx["defender"] if seat == ctx["att"] else ctx["att"]
    return None


# ---------------------------------------------------------------------- the window task

def window(s: State, timing: str, seats: list[int] | None = None, action: str | None = None, **ctx: Any) -> bool:
    """Push a window for ``timing`` (for own-action cards: of ``action``) if any of ``seats`` (default:
    everybody, in turn order) holds a usable card; returns whether one was pushed. (Whether anybody does is
    asked first, in seat order: most windows open for nobody, and then no turn order is needed.)"""
    for i in range(s.n) if seats is None else seats:       # anybody with a usable card (a plain loop:
        if usable(s, i, timing, ctx, action=action):     # windows open at almost every step)
            break
    else:
        return False
    order = [i for i in seat_order(s) if seats is None or i in seats]
    push(s, {"t": "phil", "timing": timing, "action": action, "seats": order, "ctx": ctx})
    return True


def own_action_window(s: State, seat: int, action: str, **ctx: Any) -> bool:
    """A window for ``seat``'s cards used "during your <action> action"."""
    return window(s, "own_action", [seat], action=action, **ctx)


@handler("phil")
def _phil(s: State, t: dict) -> Decision | None:
    while t["seats"]:
        seat = t["seats"][0]
        cards = usable(s, seat, t["timing"], t["ctx"], action=t.get("action"))
        keep = t["ctx"]["bids"][seat] if "bids" in t["ctx"] else 0      # a revealed bid must stay payable
        options = use_options(s, seat, cards, keep)
        if options:
            return seat, options + [{"philosophy": None}]
        t["seats"] = t["seats"][1:]
    s.tasks.pop()
    return None


@resolver("phil")
def _phil_resolve(s: State, t: dict, a: dict) -> None:
    seat = t["seats"][0]
    if a["philosophy"] is None:
        t["seats"] = t["seats"][1:]
        return
    use(s, seat, a, t["ctx"])


def own_task(s: State, name: str) -> dict[str, Any] | None:
    """The nearest task ``name`` below the top, made private to this state so it may be changed (tasks
    below the top are shared with the state this one was copied from: engine/tasks.py)."""
    for i in range(len(s.tasks) - 1, -1, -1):
        if s.tasks[i]["t"] == name:
            s.tasks[i] = copy_task(s.tasks[i])
            return s.tasks[i]
    return None


def fx(s: State, key: str, seat: int, value: Any) -> None:
    """Set a modifier for ``seat`` (keys as strings, since ``fx`` is JSON)."""
    s.fx = {**s.fx, key: {**s.fx.get(key, {}), str(seat): value}}


def take_fx(s: State, key: str) -> dict[str, Any]:
    """Read and clear a modifier (the dict returned may be shared with other states: do not change it)."""
    if key not in s.fx:
        return {}
    rest = dict(s.fx)
    out = rest.pop(key)
    s.fx = rest
    return out


def drop_fx(s: State, key: str, seat: int) -> Any:
    """Read and clear ``seat``'s modifier ``key`` (None if it has none), keeping the other seats' ones."""
    mine = s.fx.get(key, {})
    if str(seat) not in mine:
        return None
    rest = {k: v for k, v in mine.items() if k != str(seat)}
    s.fx = {k: v for k, v in s.fx.items() if k != key} | ({key: rest} if rest else {})
    return mine[str(seat)]


def peek_fx(s: State, key: str, seat: int, default: Any = None) -> Any:
    return s.fx.get(key, {}).get(str(seat), default)
