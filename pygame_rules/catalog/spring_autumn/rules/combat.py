"""Combat between players (SA-COMBAT-*, SA-DICE-*, SA-MOVE-INT-1/2, AMB-21, AMB-24..30, AMB-62).

A ``combat`` task fights one attacker (the active player, SA-COMBAT-1) against one defender in one location,
round by round, as in the Ming battle: dice come from the state RNG, choices are small decisions.

Steps of a round: ``commit`` (river junks, once, AMB-21) -> ``archery`` (land only: one purple die per side
with archers, attacker's die first) -> ``arrow_att`` / ``arrow_def`` (the side that rolled an arrow picks an
enemy unit) -> ``melee`` (roll: attacker green, red, blue, yellow, then defender likewise; a yellow minus
kills a hero at once) -> ``kill_att`` / ``kill_def`` (the winner, or both on a tie, pick an enemy unit; units
of one type that used different numbers of moves this turn are separate choices) ->
``wd_att`` / ``wd_def`` (withdraw or fight on) -> next round, until a side has no units or withdraws.
Then SA-COMBAT-DISH-1 dishonor and SA-COMBAT-MELEE-5 (lone junks on land die).

A die is rolled as ``rng.roll(6)`` and read as the face at that index of ``dice.DICE[color].faces``.

Rulings: several combats of one action run in the order the moves were made (instead of a choice,
AMB-62); a defender's land units retreat to one land area, adjacent or reached by sea transport along a
chain of its own junks that passes no other player's units (heroes do not stay at sea); an attacker whose
units came from the activated area withdraws there by land (unless the river is blocked) or along its
junk chain (likewise passing no other player's units);
heroes that landed from the activated sea space go back to it; junks alone in a land area with enemy land
units are destroyed without combat and give no dishonor; junks that withdraw from a sea combat to the
activated area stay there.
"""

from __future__ import annotations

from typing import Any

from ..content.dice import ARROW, MINUS, YELLOW_COMBAT, combat_dice
from ..content.map import (
    AREA,
    SEA_SPACE,
    adjacent_land,
    adjacent_sea_spaces,
    location_name,
    river_between,
)
from ..content.player_board import ADVANCEMENT
from ..flow import Decision, handler, push, resolver
from ..garrison import garrison_at, kill_garrison, regenerate_after_combat
from ..pieces import (
    HERO,
    JUNK,
    LAND_KINDS,
    count,
    fighting,
    has,
    moved_words,
    others_at,
    relocate,
    remove,
    roll,
    sea_transport_areas,
)
from ..state import State
from .dishonor import take_dishonor_and_ask
from .dragons import tianlong_at_combat
from .philosophy_use import take_fx, window

# ---------------------------------------------------------------------- sides

def side_units(s: State, t: dict, seat: int) -> list[tuple[str, str]]:
    """The (location, kind) groups fighting for ``seat``: land units on land (+ committed river junks for
    the defender), junks and heroes at sea."""
    where = t["where"]
    kinds = (JUNK, HERO) if t["sea"] else LAND_KINDS
    out = [(where, k) for k in kinds if count(s, seat, where, k)]
    if seat == t["def"] and t.get("committed") and count(s, seat, t["river"], JUNK):
        out.append((t["river"], JUNK))
    return out


def alive(s: State, t: dict, seat: int) -> bool:
    """Whether ``seat`` still has a unit in the fight (a palace garrison included, SA-SAFE-2)."""
    return bool(side_units(s, t, seat)) or (not t["sea"] and bool(garrison_at(s, seat, t["where"])))


def fortified(s: State, t: dict) -> bool:
    """SA-COMBAT-FORT-1..4, AMB-27: a completed fortification or palace in the defender's own area (not in a
    round where the attacker used Attack Where Unprepared: ``fx["no_fort"]``)."""
    where, d = t["where"], t["def"]
    if t["sea"] or s.owner.get(where) != d or str(d) in s.fx.get("no_fort", ()):
        return False
    if any(b["b"] == "fortification" and b["st"] != "uc" for b in s.buildings.get(where, ())):
        return True
    p = s.players[d]
    return p["palace"] == where and p["palace_st"] != "uc"


def dice_for(s: State, t: dict, seat: int) -> dict[str, int]:
    where = t["where"]
    fort = fortified(s, t)
    n = {k: fighting(s, seat, where, k) for k in (*LAND_KINDS, JUNK)}          # garrison: DT-37
    junks = n[JUNK] if t["sea"] else (count(s, seat, t["river"], JUNK) if seat == t["def"] and t.get("committed")
                                      and t.get("river") else 0)
    return combat_dice(infantry=n["infantry"] > 0, cavalry=n["cavalry"] > 0, heroes=n[HERO] > 0, junks=junks > 0,
                       sea=t["sea"], iron_weapons=has(s, seat, "extra_die", color="green"),
                       tactics=has(s, seat, "extra_die", color="red"),
                       combat_junks=has(s, seat, "extra_die", color="blue"),
                       fortified_defender=fort and seat == t["def"], fortification_present=fort)


def kill(s: State, t: dict, victim: int, loc: str, kind: str, why: str, garrison: bool = False,
          moved: int | None = None) -> None:
    """Destroy one unit of ``victim``: a garrison unit, the one of ``kind`` that used ``moved`` moves (the
    winner's choice, SA-COMBAT-MELEE-10), or else the most-moved one."""
    if garrison:                                                 # SA-SAFE-2: one garrison unit at a time
        kill_garrison(s, victim, kind)
        s.say(f"{why}: {s.name(victim)} loses the {kind} of the palace garrison")
        return
    remove(s, victim, loc, kind, moved=moved)
    which = "" if moved is None else f" {moved_words(moved)} this turn"
    s.say(f"{why}: {s.name(victim)} loses 1 {kind}{which}" + (f" on {location_name(loc)}" if loc != t["where"] else ""))
    # A hero left at sea without a junk is lost: in a sea combat, and also on a river segment whose
    # committed junks are killed in a land combat.
    if loc in SEA_SPACE and count(s, victim, loc, HERO) and not count(s, victim, loc, JUNK):
        n = count(s, victim, loc, HERO)
        remove(s, victim, loc, HERO, n)                          # SA-COMBAT-HERO-2, AMB-28
        s.say(f"{s.name(victim)}'s hero{'es' if n > 1 else ''} at sea without a junk {'are' if n > 1 else 'is'} lost")


def victim_options(s: State, t: dict, victim: int, by_moves: bool = False) -> list[dict[str, Any]]:
    """The units the side may destroy. With ``by_moves`` (arrows and melee kills, SA-COMBAT-ARCH-2,
    SA-COMBAT-MELEE-10: "choose any one enemy unit"), units of one type that used different numbers of moves
    this turn are separate choices (``"moved"``: that number); units that are alike stay one choice."""
    out = [o for loc, kind in side_units(s, t, victim)
           for o in (_by_moves(s, victim, loc, kind) if by_moves else [{"kill": kind, "loc": loc}])]
    if not t["sea"]:                                             # SA-SAFE-2: garrison units one at a time
        out += [{"kill": kind, "loc": t["where"], "garrison": True} for kind in garrison_at(s, victim, t["where"])]
    return out


def _by_moves(s: State, victim: int, loc: str, kind: str) -> list[dict[str, Any]]:
    """One casualty choice per number of moves used among the victim's units of ``kind`` at ``loc``; a single
    choice without ``"moved"`` when they are all alike (so no two choices mean the same thing)."""
    used = [i for i, n in enumerate(s.units[victim][loc][kind]) if n]
    if len(used) < 2:
        return [{"kill": kind, "loc": loc}]
    return [{"kill": kind, "loc": loc, "moved": i} for i in used]


# ---------------------------------------------------------------------- the task

def combat_task(attacker: int, defender: int, where: str, sea: bool, origin: str | None, by: str = "land",
                river: str | None = None) -> dict[str, Any]:
    return {"t": "combat", "att": attacker, "def": defender, "where": where, "sea": sea, "origin": origin,
            "by": by, "river": river, "committed": False, "step": "start", "round": 0, "withdrew": [],
            "p": [None, None], "str": [0, 0]}


@handler("combat")
def _combat(s: State, t: dict) -> Decision | None:
    att, d, step = t["att"], t["def"], t["step"]
    if step == "start":
        if not alive(s, t, att):
            s.tasks.pop()
            return None
        if t.get("river") and count(s, d, t["river"], JUNK):
            t["step"] = "commit"
            return d, [{"commit": True}, {"commit": False}]
        return _begin(s, t)
    if step == "commit":                                         # asked again (the state was rebuilt)
        return d, [{"commit": True}, {"commit": False}]
    if step == "archery":
        if t.get("asked") != t["round"] + 1:                     # philosophies "before a combat round"
            t["asked"] = t["round"] + 1
            if window(s, "combat_round_start", [att, d], att=att, defender=d, where=t["where"], sea=t["sea"],
                      fort=fortified(s, t)):
                return None
        t["round"] += 1
        p = [None, None]
        if not t["sea"]:
            for i, seat in enumerate((att, d)):
                if fighting(s, seat, t["where"], "archer"):
                    p[i] = roll(s, "purple")                    # SA-COMBAT-ARCH-1
                    s.say(f"{s.name(seat)}'s archers roll {'an arrow' if p[i] == ARROW else p[i]}")
        t["p"], t["step"] = p, "arrow_att"
        return None
    if step in ("arrow_att", "arrow_def"):
        i = 0 if step == "arrow_att" else 1
        seat, victim = (att, d) if i == 0 else (d, att)
        t["step"] = "arrow_def" if i == 0 else "melee"
        if t["p"][i] == ARROW and alive(s, t, victim):          # SA-COMBAT-ARCH-2/3, AMB-26
            t["step"] = step
            return seat, victim_options(s, t, victim, by_moves=True)
        return None
    if step == "melee":
        if not (alive(s, t, att) and alive(s, t, d)):
            return _end(s, t)
        _melee(s, t)
        return None
    if step == "after_roll":                                     # philosophies "after both sides roll"
        t["step"] = "score"
        window(s, "combat_after_roll", [att, d], att=att, defender=d)
        return None
    if step == "score":
        _score(s, t)
        return None
    if step == "after_melee":                                    # philosophies "after you win a melee"
        t["step"] = "wd_att"
        a, b = t["str"]
        if a != b:
            winner, loser = (att, d) if a > b else (d, att)
            if alive(s, t, loser):
                window(s, "combat_after_melee", [winner], victim=loser)
        return None
    if step in ("kill_att", "kill_def"):
        i = 0 if step == "kill_att" else 1
        seat, victim = (att, d) if i == 0 else (d, att)
        a, b = t["str"][i], t["str"][1 - i]
        t["step"] = "kill_def" if i == 0 else "after_melee"
        if a >= b and alive(s, t, victim):                       # SA-COMBAT-MELEE-10/11
            t["step"] = step
            return seat, victim_options(s, t, victim, by_moves=True)
        return None
    if step in ("wd_att", "wd_def"):
        if not (alive(s, t, att) and alive(s, t, d)):
            return _end(s, t)
        seat = att if step == "wd_att" else d
        dests = withdraw_options(s, t, seat)
        if not dests:
            t["step"] = "wd_def" if step == "wd_att" else "archery"
            return None
        return seat, [{"fight": True}] + [{"withdraw": x} for x in dests]
    raise ValueError(step)


def _begin(s: State, t: dict) -> Decision | None:
    if not alive(s, t, t["def"]):                    # nothing to fight (declined junks, AMB-21)
        s.tasks.pop()
        return None
    s.say(f"{'sea' if t['sea'] else 'land'} combat in {location_name(t['where'])}: "
          f"{s.name(t['att'])} attacks {s.name(t['def'])}")
    t["step"] = "archery"
    tianlong_at_combat(s, t["where"], [t["att"], t["def"]])    # SA-DRAGON-REF-TIANLONG
    return None


@resolver("combat")
def _combat_resolve(s: State, t: dict, a: dict) -> None:
    att, d, step = t["att"], t["def"], t["step"]
    if step == "commit":
        t["committed"] = a["commit"]
        s.say(f"{s.name(d)} {'commits' if a['commit'] else 'does not commit'} the junks on {location_name(t['river'])}")
        _begin(s, t)
    elif step in ("arrow_att", "arrow_def"):
        i = 0 if step == "arrow_att" else 1
        kill(s, t, d if i == 0 else att, a["loc"], a["kill"], f"{s.name(att if i == 0 else d)}'s arrow",
              a.get("garrison", False), a.get("moved"))
        t["step"] = "arrow_def" if i == 0 else "melee"
    elif step in ("kill_att", "kill_def"):
        i = 0 if step == "kill_att" else 1
        kill(s, t, d if i == 0 else att, a["loc"], a["kill"], f"{s.name(att if i == 0 else d)} wins the melee"
              if t["str"][0] != t["str"][1] else f"{s.name(att if i == 0 else d)} strikes in the tie",
              a.get("garrison", False), a.get("moved"))
        t["step"] = "kill_def" if i == 0 else "after_melee"
    elif step in ("wd_att", "wd_def"):
        if "fight" in a:
            t["step"] = "wd_def" if step == "wd_att" else "archery"
            return
        seat = att if step == "wd_att" else d
        withdraw(s, t, seat, a["withdraw"])
        t["withdrew"] = t["withdrew"] + [seat]
        if alive(s, t, seat):                                    # AMB-29/55: the garrison stays and fights on
            s.say(f"{s.name(seat)}'s palace garrison stays behind and fights on")
            t["step"] = "wd_def" if step == "wd_att" else "archery"
            return
        _end(s, t)


def _melee(s: State, t: dict) -> None:
    """SA-COMBAT-MELEE-1..3: both sides roll their dice (attacker first); scored after the philosophy window
    "after both sides roll" (Deception may reroll a die)."""
    rolls = []
    for seat in (t["att"], t["def"]):
        pool = dice_for(s, t, seat)
        rolls.append({color: [roll(s, color) for _ in range(pool[color])]
                      for color in ("green", "red", "blue", "yellow")})
    t["rolled"], t["step"] = rolls, "after_roll"


def _score(s: State, t: dict) -> None:
    """SA-COMBAT-MELEE-4..9, SA-COMBAT-HERO-1, SA-COMBAT-SEA-1, SA-COMBAT-FORT-1/2; philosophy modifiers
    for this round (``State.fx``: strength, hero die minus as blank) are applied and cleared."""
    extra, blank = take_fx(s, "strength"), take_fx(s, "hero_blank")
    fort = fortified(s, t)
    take_fx(s, "no_fort")
    strength = [0, 0]
    for i, seat in enumerate((t["att"], t["def"])):
        rolled = t["rolled"][i]
        numbers = [f for c in ("green", "red", "blue") for f in rolled[c]]
        if isinstance(t["p"][i], int):
            numbers.append(t["p"][i])                         # SA-COMBAT-ARCH-4
        st = max(numbers, default=0)
        bonus = ""
        minus = bool(rolled["yellow"]) and rolled["yellow"][0] == MINUS and not blank.get(str(seat))
        if rolled["yellow"]:
            y = rolled["yellow"][0]
            st += YELLOW_COMBAT[y]
            bonus = f", hero die {y or 'blank'}" + (" (counted blank)" if y == MINUS and not minus else "")
        if seat == t["def"] and fort:
            st += 1 + sum(e.get("n", 1) for a in s.players[seat]["advancements"]
                          for e in ADVANCEMENT[a].effects if e["do"] == "fortification_bonus")
            bonus += ", fortified"
        if extra.get(str(seat)):
            st += extra[str(seat)]
            bonus += f", philosophy +{extra[str(seat)]}"
        strength[i] = st
        shown = ", ".join(f"{c} {f}" for c in ("green", "red", "blue") for f in rolled[c])
        s.say(f"{s.name(seat)} rolls {shown or 'no number dice'}{bonus}: strength {st}")
        if minus:                                             # AMB-25: the hero dies before comparing
            loc = t["where"]
            remove(s, seat, loc, HERO)
            s.say(f"{s.name(seat)} loses a hero to the hero die")
            if t["sea"] and count(s, seat, loc, HERO) and not count(s, seat, loc, JUNK):
                remove(s, seat, loc, HERO, count(s, seat, loc, HERO))
    t["str"], t["step"] = strength, "kill_att"


# ---------------------------------------------------------------------- withdrawal

def _blocked_river(s: State, seat: int, a: str, b: str) -> bool:
    """SA-COMBAT-WD-5: a river segment holding another player's junks (Bridges ignores them)."""
    river = river_between(a, b)
    if river is None or has(s, seat, "ignore_river_interdiction"):
        return False
    return bool(others_at(s, seat, river, (JUNK,)))


def withdraw_options(s: State, t: dict, seat: int) -> list[str]:
    """SA-COMBAT-WD-1..6, AMB-21, AMB-24, AMB-29: where ``seat``'s units in the fight may withdraw to (all
    together, to one location)."""
    where = t["where"]
    if not side_units(s, t, seat):                              # only a garrison: it never withdraws (AMB-29)
        return []
    if seat == t["att"]:
        return _attacker_back(s, t, seat)
    if t["sea"]:                                                 # SA-COMBAT-WD-6
        return sorted(x for x in adjacent_sea_spaces(where) if not others_at(s, seat, x))
    if not any(loc == where for loc, _ in side_units(s, t, seat)):
        return sorted(x for x in adjacent_sea_spaces(t["river"]) if not others_at(s, seat, x))   # AMB-21
    return _defender_retreats(s, seat, where)


def _attacker_back(s: State, t: dict, seat: int) -> list[str]:
    """SA-COMBAT-WD-2, AMB-29: back to the location attacked from: by land unless a river holding another
    player's junks lies between (SA-COMBAT-WD-5), else by sea transport along the attacker's own junk chain
    (which must still exist and may not pass another player's units)."""
    where, origin = t["where"], t["origin"]
    if origin is None:
        return []
    if t["sea"] or origin in SEA_SPACE:                          # junks back, heroes back to their junks
        if origin in SEA_SPACE and not count(s, seat, origin, JUNK) and not count(s, seat, where, JUNK):
            return []
        return [origin] if not others_at(s, seat, origin) else []
    if t["by"] == "land" and origin in adjacent_land(where) and not _blocked_river(s, seat, origin, where):
        return [origin]
    return [origin] if where in sea_transport_areas(s, seat, origin, retreat=True) else []


def _defender_retreats(s: State, seat: int, where: str) -> list[str]:
    """SA-COMBAT-WD-3/4/5, AMB-24: the defender's land units retreat to one land area next to ``where`` or
    reached from it by sea transport ("The defender may use sea transport to withdraw land units": a chain
    of sea spaces holding its own junks and no other player's units, SA-MOVE-SEAT-1/4), never across a river
    holding another player's junks, nor into other players' units or barbarians. Areas it owns or holds
    units in come first; only without one, neutral areas with no kingdom token."""
    walk = [x for x in adjacent_land(where) if not _blocked_river(s, seat, where, x)]
    ok = sorted({x for x in walk + sea_transport_areas(s, seat, where, retreat=True)
                 if not others_at(s, seat, x) and not s.barbarians.get(x)})
    own = [x for x in ok if s.owner.get(x) == seat or s.units[seat].get(x)]       # SA-COMBAT-WD-3
    if own:
        return own
    return [x for x in ok if x not in s.owner and not s.kingdom.get(x)]            # SA-COMBAT-WD-4


def _by_sea_transport(s: State, seat: int, where: str, dst: str) -> bool:
    """Whether a withdrawal from the land area ``where`` to the land area ``dst`` goes by sea transport: they
    do not share a border, or a river holding another player's junks lies between."""
    return where in AREA and dst in AREA and (dst not in adjacent_land(where) or _blocked_river(s, seat, where, dst))


def withdraw(s: State, t: dict, seat: int, dst: str) -> None:
    where = t["where"]
    kinds = (JUNK, HERO) if t["sea"] else LAND_KINDS
    if seat == t["att"]:
        _mark_arrived(s, seat, where, dst, kinds)
    relocate(s, seat, where, dst, kinds)
    if seat == t["def"] and t.get("committed") and not t["sea"]:
        relocate(s, seat, t["river"], dst if dst in SEA_SPACE else _junk_haven(s, seat, t["river"]), (JUNK,))
        n = count(s, seat, t["river"], HERO) if not count(s, seat, t["river"], JUNK) else 0
        if n:                                                    # AMB-28: heroes left behind without a junk
            remove(s, seat, t["river"], HERO, n)
            s.say(f"{s.name(seat)}'s hero{'es' if n > 1 else ''} on {location_name(t['river'])} without a junk "
                  f"{'are' if n > 1 else 'is'} lost")
    if dst in SEA_SPACE and count(s, seat, dst, HERO) and not count(s, seat, dst, JUNK):
        remove(s, seat, dst, HERO, count(s, seat, dst, HERO))
    how = " by sea transport" if _by_sea_transport(s, seat, where, dst) else ""
    s.say(f"{s.name(seat)} withdraws from {location_name(where)} to {location_name(dst)}{how}")


def _mark_arrived(s: State, seat: int, where: str, dst: str, kinds: tuple[str, ...]) -> None:
    """SA-MOVE-5: units that withdraw from a sea combat may not move again in the land step. The move task
    lies below this one, so it is replaced (not mutated: ``State.copy`` shares lower tasks)."""
    for i in range(len(s.tasks) - 1, -1, -1):
        m = s.tasks[i]
        if m["t"] == "move" and m["seat"] == seat:
            extra = [[dst, k, idx, c[idx]] for k, c in s.units[seat].get(where, {}).items() if k in kinds
                     for idx in range(3) if c[idx]]
            s.tasks[i] = {**m, "arrived": list(m.get("arrived", [])) + extra}
            return


def _junk_haven(s: State, seat: int, river: str) -> str:
    free = sorted(x for x in adjacent_sea_spaces(river) if not others_at(s, seat, x))
    return free[0] if free else river


# ---------------------------------------------------------------------- the end

def _end(s: State, t: dict) -> None:
    """SA-COMBAT-DISH-1, AMB-30: one random dishonor token to each player who withdrew (unless Discipline)
    or lost all their units; then SA-COMBAT-MELEE-5."""
    s.tasks.pop()
    for key in ("strength", "hero_blank", "no_fort"):   # this round's philosophy modifiers, unspent when
        take_fx(s, key)                                 # archery ended the combat before the melee
    for seat in (t["att"], t["def"]):
        withdrew = seat in t["withdrew"]
        wiped = not withdrew and not alive(s, t, seat)
        if (withdrew and not has(s, seat, "no_dishonor", source="withdraw")) or wiped:
            take_dishonor_and_ask(s, seat)
    if not t["sea"]:
        regenerate_after_combat(s, [t["att"], t["def"]], t["where"])    # SA-SAFE-3, AMB-55
        lonely_junks(s, t["where"])
    s.say(f"the combat in {location_name(t['where'])} is over")



def lonely_junks(s: State, area: str) -> None:
    """SA-COMBAT-MELEE-5: junks in a land area with another player's land units and none of their own."""
    for i in range(s.n):
        here = s.units[i].get(area, {})
        if not here.get(JUNK) or any(sum(c) for k, c in here.items() if k != JUNK) or garrison_at(s, i, area):
            continue
        if others_at(s, i, area, LAND_KINDS):
            n = sum(here[JUNK])
            remove(s, i, area, JUNK, n)
            s.say(f"{s.name(i)}'s {n} junk{'s' if n > 1 else ''} in {location_name(area)} {'are' if n > 1 else 'is'} destroyed")


# ---------------------------------------------------------------------- queues (movement.py)

def queue_sea_combats(s: State, t: dict) -> None:
    """SA-MOVE-2, SA-MOVE-INT-1: after the sea step, every sea space the player's junks entered that holds
    another player's units."""
    seat, tasks, seen = t["seat"], [], set()
    for src, dst in t.get("sailed", []):
        if dst in seen:
            continue
        seen.add(dst)
        for d in others_at(s, seat, dst):
            tasks.append(combat_task(seat, d, dst, True, src, "sea"))
    push(s, *tasks)


def land_combats(s: State, t: dict, dst: str) -> list[dict[str, Any]]:
    """SA-MOVE-4, SA-MOVE-INT-2, AMB-21, AMB-24: after the land step, the combats in destination ``dst``: one
    per other player with land units there or with junks on a crossed river segment (lone junks there die
    first, SA-COMBAT-MELEE-5). ``movement.finish_move`` orders them per destination (AMB-62)."""
    seat, tasks = t["seat"], []
    src, by = next((a, how) for a, b, how in t.get("routes", []) if b == dst)
    crossed = [r for a, b, r in t.get("crossed", []) if b == dst]
    lonely_junks(s, dst)
    fighters = others_at(s, seat, dst, LAND_KINDS)          # asked once: nothing below changes the units
    for d in range(s.n):
        if d == seat:
            continue
        river = next((r for r in crossed if count(s, d, r, JUNK)), None)
        if d in fighters or river:
            tasks.append(combat_task(seat, d, dst, False, src, by, river))
    return tasks


