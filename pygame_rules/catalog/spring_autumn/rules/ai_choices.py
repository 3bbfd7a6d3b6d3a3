"""How an AI player answers the decisions every seat shares (RB "AI Players and Solitaire Play"): sealed bids
(SA-AI-WE-1/2, DT-40, AMB-64), bid ties (AMB-81), combat (SA-AI-COMBAT-2..4, DT-41, AMB-68) and philosophy
cards (SA-AI-PHIL-1, AMB-75). Each is an entry of ``flow.AI_CHOICES``: the decision is the one a human would be
asked, answered by the rulebook's AI rule, so the rules stay in one place whoever decides.

Rulings (CONTENT.md "AI players"): an AI defending with junks on a river segment always commits them (it never
avoids a fight, SA-AI-COMBAT-2); a card whose AI use is "not winning" is used in a combat unless the AI's
strength is already higher than its enemy's.
"""

from __future__ import annotations

from typing import Any

from ..content.dice import MINUS, PLUS, PLUS2, YELLOW_COMBAT
from ..content.philosophies import PHILOSOPHY
from ..flow import AI_CHOICES
from ..pieces import HERO, draw, fighting, roll
from ..state import State
from .ai_targets import holder_pick
from .combat import dice_for, kill
from .world_events import next_bidder

Options = list[dict[str, Any]]


# -- world-event bids ---------------------------------------------------------------------------------------

def ai_bid(s: State, seat: int, face: str) -> int:
    """SA-AI-WE-1/2, DT-40, AMB-64: ``++`` all its honor, ``+`` half rounded up, ``-`` half rounded down, blank
    nothing; never more than 1 above the highest honor any other player holds."""
    honor = s.players[seat]["honor"]
    rolled = {PLUS2: honor, PLUS: (honor + 1) // 2, MINUS: honor // 2}.get(face, 0)
    cap = 1 + max((p["honor"] for i, p in enumerate(s.players) if i != seat), default=0)
    return min(rolled, cap, honor)


def _answer_bid(s: State, t: dict, options: Options) -> dict[str, Any]:
    seat = next_bidder(s, t)
    assert seat is not None
    return {"bid": ai_bid(s, seat, roll(s, "yellow"))}


def _answer_bid_tie(s: State, t: dict, options: Options) -> dict[str, Any]:
    """AMB-81 (as SA-AI-MH-2): the AI holding the token names itself if tied, else a tied player at random, never
    its grudge target unless no one else is tied."""
    return holder_pick(s, options, "winner")


# -- combat -----------------------------------------------------------------------------------------------------

def dice_after(s: State, t: dict, victim: int, option: dict[str, Any]) -> int:
    """The dice ``victim`` would roll next round with the unit ``option`` names destroyed (AMB-68: the
    combat's own count, fortification and committed river junks included), worked out on a copy."""
    c = s.copy()
    kill(c, t, victim, option["loc"], option["kill"], "", option.get("garrison", False), option.get("moved"))
    return sum(dice_for(c, t, victim).values())


def kill_choice(s: State, t: dict, victim: int, options: Options) -> dict[str, Any]:
    """SA-AI-COMBAT-3/4, DT-41, AMB-68: the unit whose loss leaves the enemy the fewest dice next round; then of
    the type the enemy has fewest of in this combat; then at random; a hero only when nothing else is left."""
    pool = [o for o in options if o["kill"] != HERO] or options
    scored = [(dice_after(s, t, victim, o), fighting(s, victim, o["loc"], o["kill"]), o) for o in pool]
    best = min((d, n) for d, n, _ in scored)
    return draw(s, [o for d, n, o in scored if (d, n) == best])


def _answer_combat(s: State, t: dict, options: Options) -> dict[str, Any]:
    step = t["step"]
    if step == "commit":
        return {"commit": True}
    if step in ("wd_att", "wd_def"):                     # SA-AI-COMBAT-2: never withdraws
        return {"fight": True}
    victim = t["def"] if step in ("arrow_att", "kill_att") else t["att"]
    return kill_choice(s, t, victim, options)


# -- philosophy cards -----------------------------------------------------------------------------------------

def _combat_task(s: State) -> dict[str, Any] | None:
    return next((task for task in reversed(s.tasks) if task["t"] == "combat"), None)


def wants(s: State, seat: int, card: str) -> bool:
    """SA-AI-PHIL-1, AMB-75: whether the AI uses ``card`` now, by the card's AI use (content/philosophies.py)."""
    use = PHILOSOPHY[card].ai_use
    if use == "never":
        return False
    if use == "not_winning":
        fight = _combat_task(s)
        if fight is None:
            return False
        me, them = (0, 1) if fight["att"] == seat else (1, 0)
        return fight["str"][me] <= fight["str"][them]
    return True


def _answer_phil(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-PHIL-1: the first card it wants, paid with honor; never dishonor; else it uses none."""
    seat = t["seats"][0]
    for o in options:
        if o.get("pay") == "honor" and wants(s, seat, o["philosophy"]):
            return o
    return {"philosophy": None}


def _answer_barb_combat(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-COMBAT-2: an AI never withdraws, from barbarians either."""
    return {"fight": True}


def _answer_phil_kill(s: State, t: dict, options: Options) -> dict[str, Any]:
    """Burn the Boats: the extra kill chosen as any AI kill (SA-AI-COMBAT-3/4)."""
    fight = _combat_task(s)
    assert fight is not None
    return kill_choice(s, fight, t["victim"], options)


def die_value(color: str, face: Any) -> int:
    """How much a rolled face adds to strength (numbers as they are; the hero die by YELLOW_COMBAT)."""
    return YELLOW_COMBAT.get(face, 0) if color == "yellow" else face if isinstance(face, int) else 0


def _answer_reroll(s: State, t: dict, options: Options) -> dict[str, Any]:
    """Deception: the enemy's best die is rerolled (harmful to the enemy, SA-AI-TARGET-1)."""
    return max(options, key=lambda o: die_value(o["reroll"], o["face"]))


AI_CHOICES.update({"barb_combat": _answer_barb_combat, "phil_kill": _answer_phil_kill, "phil_reroll": _answer_reroll})
AI_CHOICES.update({"bid": _answer_bid, "bid_tie": _answer_bid_tie, "combat": _answer_combat, "phil": _answer_phil})
