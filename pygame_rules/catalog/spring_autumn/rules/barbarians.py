"""Barbarians and the Great Wall (SA-BARB-*, SA-BARB-COMBAT-*, SA-BARB-REF-*, SA-WALL-4..6, SA-UPK-PILL-1/2,
SA-MOVE-INT-3; rulings AMB-01, AMB-45..47).

Tasks (flow.py pattern; only the top task is mutated in place):

- ``barb_raid`` ``{"seat"}``: the event winner chooses a tribe that can raid (AMB-45, SA-WALL-5), the blue die
  picks the arrow (rerolled while it selects a completed wall, SA-WALL-4; an under-construction wall on it is
  destroyed, SA-WALL-6), the token enters the target face-down on top of any barbarians there (SA-BARB-1/2/4/5),
  the tribe is refilled from the pool (SA-BARB-3) and every player with land units there defends (SA-BARB-6).
- ``barb_combat`` ``{"seat", "where", "role", "origin", "by"}``: one player against the barbarian stack, round
  by round (SA-BARB-COMBAT-1..7, AMB-46). ``role`` is ``att`` (the player moved in: withdraws to ``origin``)
  or ``def`` (the barbarians invaded: defender withdrawal and fortification).
- ``upk_pillage``: upkeep step 3 (SA-UPK-PILL-1/2, AMB-47).

Face-up tokens are listed in ``State.revealed`` (the token ids stay as they are). A removed barbarian token
is recorded in the remover's ``barbarians_destroyed`` and goes back to the pool (AMB-01).

Rulings beyond the spec: a player defending against a raid may withdraw once per round after the melee like
any combat; a "random unit" lost to barbarians is drawn uniformly among the player's land units in the area
(heroes included, AMB-46); in pillage the random building is drawn uniformly among the completed (active or
exhausted) non-palace buildings; a palace there is lost with the area and its owner places it anew, as
after a conquest (AMB-47, AMB-12). In the safety game a palace garrison defends like the player's other units
and regenerates after the combat (SA-SAFE-1..3, AMB-55; ``garrison.py``).
"""

from __future__ import annotations

from typing import Any

from ..content import nouns
from ..content.dice import ARROW, MINUS, YELLOW_COMBAT
from ..content.map import AREA, TRIBE, TRIBES, arrow_for_roll
from ..content.player_board import ADVANCEMENT
from ..content.tokens import BARBARIAN_TOKENS, barbarian_outcome
from ..flow import Decision, handler, push, resolver, seat_order
from ..garrison import (
    destroy_with_palace,
    garrison_at,
    kill_garrison,
    regenerate_after_combat,
)
from ..pieces import LAND_KINDS, count, fighting, has, remove, roll
from ..state import State
from .combat import dice_for, fortified, withdraw, withdraw_options
from .dishonor import take_dishonor_and_ask
from .dragons import tianlong_at_combat

BARB = {b.id: b for b in BARBARIAN_TOKENS}


def token_text(tid: str) -> str:
    b = BARB[tid]
    return f"{b.attack}/{b.defense}"


def player_units(s: State, seat: int, where: str) -> int:
    """Land units of ``seat`` in ``where``, a safety-game palace garrison included (AMB-55)."""
    return sum(fighting(s, seat, where, k) for k in LAND_KINDS)


# ---------------------------------------------------------------------- raids

def wall_done(s: State, arrow: str) -> bool:
    g = s.great_wall.get(arrow)
    return g is not None and g["st"] != "uc"


def raid_tribes(s: State) -> list[str]:
    """AMB-45, SA-WALL-5: tribes with a token and at least one path not blocked by a completed wall."""
    return [t.id for t in TRIBES if s.tribes.get(t.id) is not None
            and any(not wall_done(s, a.id) for a in t.arrows)]


def start_raid(s: State, seat: int) -> None:
    push(s, {"t": "barb_raid", "seat": seat})


@handler("barb_raid")
def _raid(s: State, t: dict) -> Decision | None:
    tribes = raid_tribes(s)
    if not tribes:
        s.tasks.pop()
        s.say("no barbarian tribe can raid")
        return None
    return t["seat"], [{"tribe": x} for x in tribes]


@resolver("barb_raid")
def _raid_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    raid(s, t["seat"], a["tribe"])


def raid(s: State, seat: int, tribe: str) -> str:
    """SA-BARB-1..6, SA-WALL-4/6: returns the area entered."""
    while True:
        r = s.rng.roll(6)                                       # the blue die (AMB-45)
        arrow = arrow_for_roll(tribe, r)
        if not wall_done(s, arrow.id):
            break
        s.say(f"the raid die shows {r}: the Great Wall blocks that path, roll again")
    token = s.tribes[tribe]
    s.say(f"{s.name(seat)} sends the {TRIBE[tribe].name} raiding: the die shows {r}, "
          f"they invade {AREA[arrow.target].name}")
    if arrow.id in s.great_wall:                                # under construction (SA-WALL-6)
        del s.great_wall[arrow.id]
        s.say("the unfinished Great Wall segment on that path is destroyed")
    s.barbarians[arrow.target] = s.barbarians.get(arrow.target, []) + [token]
    if s.barbarian_pool:                                         # the pool is replaced, never changed (state.py)
        pool = list(s.barbarian_pool)
        s.tribes[tribe] = pool.pop(s.rng.below(len(pool)))
        s.barbarian_pool = pool
    else:
        s.tribes[tribe] = None
    fights = [barb_combat_task(i, arrow.target, "def") for i in range(s.n) if player_units(s, i, arrow.target)]
    push(s, *fights)
    return arrow.target


# ---------------------------------------------------------------------- combat

def barb_combat_task(seat: int, where: str, role: str, origin: str | None = None, by: str = "land") -> dict:
    return {"t": "barb_combat", "seat": seat, "where": where, "role": role, "origin": origin, "by": by,
            "step": "round", "withdrew": False, "round": 0}


def _pseudo(t: dict) -> dict[str, Any]:
    """A combat.py-shaped task so its dice, fortification and withdrawal helpers apply."""
    seat = t["seat"]
    return {"where": t["where"], "sea": False, "river": None, "committed": False, "origin": t["origin"],
            "by": t["by"], "att": seat if t["role"] == "att" else -1, "def": seat if t["role"] == "def" else -1}


def _face_up(s: State, where: str) -> str | None:
    stack = s.barbarians.get(where, [])
    return next((b for b in reversed(stack) if b in s.revealed), None)


def remove_barbarian(s: State, where: str, tid: str, by: int | None) -> None:
    """SA-BARB-7, AMB-01: record the kill, the token goes back to the pool."""
    stack = [b for b in s.barbarians[where] if b != tid]
    if stack:
        s.barbarians[where] = stack
    else:
        del s.barbarians[where]
    if tid in s.revealed:
        s.revealed = [x for x in s.revealed if x != tid]
    s.barbarian_pool = [*s.barbarian_pool, tid]              # replaced, never changed (state.py)
    if by is not None:
        s.players[by]["barbarians_destroyed"] = s.players[by]["barbarians_destroyed"] + [tid]


def lose_random_unit(s: State, seat: int, where: str) -> None:
    """AMB-46: uniform among the player's land units in the area (garrison units after the others, SA-SAFE-2)."""
    pool = [(k, False) for k in LAND_KINDS for _ in range(count(s, seat, where, k))]
    pool += [(k, True) for k in garrison_at(s, seat, where)]
    if pool:
        kind, garrison = pool[s.rng.below(len(pool))]
        if garrison:
            kill_garrison(s, seat, kind)
            s.say(f"the barbarians kill the {kind} of {s.name(seat)}'s palace garrison")
            return
        remove(s, seat, where, kind)
        s.say(f"the barbarians kill 1 {kind} of {s.name(seat)}")


@handler("barb_combat")
def _barb_combat(s: State, t: dict) -> Decision | None:
    seat, where = t["seat"], t["where"]
    if t["step"] == "round":
        if not s.barbarians.get(where) or not player_units(s, seat, where):
            return _end(s, t)
        if t["round"] == 0:
            s.say(f"barbarian combat in {AREA[where].name}: {s.name(seat)}"
                  f" {'attacks' if t['role'] == 'att' else 'defends'}")
            tianlong_at_combat(s, where, [seat])                 # SA-DRAGON-REF-TIANLONG, AMB-53
        t["round"] += 1
        top = _face_up(s, where)
        if top is None:                                         # SA-BARB-COMBAT-1
            top = s.barbarians[where][-1]
            s.revealed = s.revealed + [top]
            s.note_reveal()
            s.say(f"a barbarian token is revealed: attack {BARB[top].attack}, defense {BARB[top].defense}")
        p = roll(s, "purple") if fighting(s, seat, where, "archer") else None   # SA-BARB-COMBAT-3
        if p == ARROW:
            s.say(f"{s.name(seat)}'s archers roll an arrow: the barbarian token is removed")
            remove_barbarian(s, where, top, seat)
        else:
            if p is not None:
                s.say(f"{s.name(seat)}'s archers roll {p}")
            _melee(s, t, top, p)
        t["step"] = "withdraw"
        return None
    if t["step"] == "withdraw":
        if not s.barbarians.get(where) or not player_units(s, seat, where):
            return _end(s, t)
        dests = withdraw_options(s, _pseudo(t), seat)
        if not dests:
            t["step"] = "round"
            return None
        return seat, [{"fight": True}] + [{"withdraw": x} for x in dests]
    raise ValueError(t["step"])


def _melee(s: State, t: dict, top: str, p: Any) -> None:
    """SA-BARB-COMBAT-2/4/5, AMB-46: the player's final strength against the token's values."""
    seat, where = t["seat"], t["where"]
    pt = _pseudo(t)
    pool = dice_for(s, pt, seat)
    numbers = [roll(s, c) for c in ("green", "red", "blue") for _ in range(pool[c])]
    if isinstance(p, int):
        numbers.append(p)
    st = max(numbers, default=0)
    if pool["yellow"]:
        y = roll(s, "yellow")
        st += YELLOW_COMBAT[y]
        if y == MINUS:
            remove(s, seat, where, "hero")
            s.say(f"{s.name(seat)} loses a hero to the hero die")
    if t["role"] == "def" and fortified(s, pt):
        st += 1 + sum(e.get("n", 1) for a in s.players[seat]["advancements"]
                      for e in ADVANCEMENT[a].effects if e["do"] == "fortification_bonus")
    lose, kill = barbarian_outcome(BARB[top], st)
    s.say(f"{s.name(seat)}'s strength is {st} against barbarians {token_text(top)}")
    if kill:
        s.say("the barbarian token is removed")
        remove_barbarian(s, where, top, seat)
    if lose:
        lose_random_unit(s, seat, where)


@resolver("barb_combat")
def _barb_combat_resolve(s: State, t: dict, a: dict) -> None:
    if "fight" in a:
        t["step"] = "round"
        return
    withdraw(s, _pseudo(t), t["seat"], a["withdraw"])
    t["withdrew"] = True
    if player_units(s, t["seat"], t["where"]):                  # AMB-29/55: the garrison stays and fights on
        s.say(f"{s.name(t['seat'])}'s palace garrison stays behind and fights on")
        t["step"] = "round"
        return
    _end(s, t)


def _end(s: State, t: dict) -> None:
    """SA-BARB-COMBAT-7: the usual dishonor for withdrawing (unless Discipline) or losing every unit."""
    s.tasks.pop()
    seat = t["seat"]
    if t["round"] == 0:
        return None
    if t["withdrew"]:
        if not has(s, seat, "no_dishonor", source="withdraw"):
            take_dishonor_and_ask(s, seat)
    elif not player_units(s, seat, t["where"]):
        take_dishonor_and_ask(s, seat)
    regenerate_after_combat(s, [seat], t["where"])                # SA-SAFE-3, AMB-55
    s.say(f"the barbarian combat in {AREA[t['where']].name} is over")
    return None


# ---------------------------------------------------------------------- pillage (upkeep step 3)

def pillage(s: State, t: dict) -> None:
    """SA-UPK-PILL-1/2, AMB-47, DT-13: in every area held only by barbarians."""
    s.tasks.pop()
    displaced = []
    for area in sorted(s.barbarians):
        if not s.barbarians[area] or any(s.units[i].get(area) or garrison_at(s, i, area) for i in range(s.n)):
            continue
        name = AREA[area].name
        if area in s.owner:
            del s.owner[area]
            s.say(f"barbarians pillage {name}: it loses its owner")
        for i, p in enumerate(s.players):                          # AMB-47: relocated as on conquest (AMB-12)
            if p["palace"] == area:
                p["palace"], p["palace_st"], p["palace_cube"] = None, "active", None
                destroy_with_palace(s, i)
                displaced.append(i)
                s.say(f"barbarians pillage {name}: {s.name(i)}'s palace there is lost and must be placed anew")
        if s.kingdom.get(area):
            s.kingdom_box = s.kingdom_box + s.kingdom.pop(area)     # replaced, never changed (state.py)
            s.say(f"barbarians pillage {name}: its kingdom tokens are removed")
        bs = s.buildings.get(area, [])
        uc = [b for b in bs if b["st"] == "uc"]
        done = [b for b in bs if b["st"] != "uc"]
        if uc:
            s.say(f"barbarians pillage {name}: {len(uc)} building{'s' if len(uc) > 1 else ''} under construction"
                  " destroyed")
        if done:
            victim = done.pop(s.rng.below(len(done)))
            s.say(f"barbarians pillage {name}: {nouns.a(victim['b'])} is destroyed")
        if uc or len(done) != len(bs):
            if done:
                s.buildings[area] = done
            else:
                s.buildings.pop(area, None)
    push(s, *({"t": "palace_place", "seat": i} for i in seat_order(s) if i in displaced))
    return None


