"""What each philosophy card does when used (the cards: philosophies.py; the windows: philosophy_use.py).

Cards whose effect is a modifier read later (combat strength, ignored fortifications, the Most Honorable
bonus, Move Units allowances) set ``State.fx`` here; combat.py, flow.py and movement.py read it. Cards
with a follow-up choice (which treaty, which section, which die) push a small decision task.
"""

from __future__ import annotations

from typing import Any

from ..content.map import AREA
from ..content.treaties import TREATY
from ..flow import Decision, handler, push, resolver
from ..pieces import HERO, count, roll, room
from ..state import State, own_buildings
from .combat import kill, victim_options
from .dishonor import take_dishonor
from .philosophy_use import (
    applies,
    drop_fx,
    effect,
    fx,
    own_task,
    peek_fx,
    usable,
    use,
    use_options,
    window,
)
from .treaties import apply_benefit

Ctx = dict[str, Any]


# ---------------------------------------------------------------------- free options of the action decision

def free_options(s: State, seat: int) -> list[dict[str, Any]]:
    """The Analects and Household Registration ("during your action") and Light and Heavy (any time)."""
    cards = usable(s, seat, "own_action", action="any") + usable(s, seat, "any")
    return use_options(s, seat, cards)


def free_resolve(s: State, seat: int, a: dict) -> None:
    use(s, seat, a, {})



@applies("the_analects")
def _analects_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return any(c is not None for c in s.market)


@effect("the_analects")
def _analects(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "draft", "seat": seat})          # as if a shrine were built (SA-ACT-BUILD-6)


@applies("household_registration")
def _household_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return s.players[seat]["palace"] is not None and room(s, seat, "infantry") > 0


@effect("household_registration")
def _household(s: State, seat: int, ctx: Ctx) -> None:
    area = s.players[seat]["palace"]
    n = min(2, room(s, seat, "infantry"))
    s.add_units(seat, area, "infantry", n)
    s.say(f"{s.name(seat)} places {n} infantry in {AREA[area].name}")


@effect("light_and_heavy")
def _light_and_heavy(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "commerce", 2)


def _gain(s: State, seat: int, what: str, n: int) -> None:
    s.players[seat][what] += n
    s.say(f"{s.name(seat)} gains {n} {what}")


# ---------------------------------------------------------------------- own actions

@effect("benevolence")
def _benevolence(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "honor", 2)


@effect("love_of_learning")
def _love_of_learning(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "knowledge", 2)


@applies("rewards_and_punishments")
def _rewards_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("unit") not in (None, "hero") and room(s, seat, ctx["unit"]) > 0


@effect("rewards_and_punishments")
def _rewards(s: State, seat: int, ctx: Ctx) -> None:
    s.add_units(seat, ctx["area"], ctx["unit"], 1)
    s.say(f"{s.name(seat)} places 1 more {ctx['unit']} in {AREA[ctx['area']].name}")


@applies("salt_and_iron")
def _salt_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("kind") == "commerce" and ctx["gained"] < 3


@effect("salt_and_iron")
def _salt_and_iron(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "commerce", 3 - ctx["gained"])    # 3 commerce in all, not 3 more (Caravans: 2 -> 3)


@applies("mohist_engineers")
def _mohist_applies(s: State, seat: int, ctx: Ctx) -> bool:
    if "wall" in ctx:
        return s.great_wall.get(ctx["wall"], {}).get("st") == "uc"
    bs = s.buildings.get(ctx.get("area", ""), [])
    i = ctx.get("index", -1)
    return 0 <= i < len(bs) and bs[i]["b"] == "fortification" and bs[i]["st"] == "uc"


@effect("mohist_engineers")
def _mohist(s: State, seat: int, ctx: Ctx) -> None:
    if "wall" in ctx:
        seg = {k: v for k, v in s.great_wall[ctx["wall"]].items() if k != "spare"}    # as at Retrieve
        s.great_wall[ctx["wall"]] = {**seg, "st": "active"}
        s.say(f"{s.name(seat)}'s Great Wall segment is completed at once")
        return
    bs = own_buildings(s, ctx["area"])
    b = {k: v for k, v in bs[ctx["index"]].items() if k != "spare"}              # as at Retrieve
    bs[ctx["index"]] = {**b, "st": "active"}
    s.say(f"{s.name(seat)}'s fortification in {AREA[ctx['area']].name} is completed at once")


# ---------------------------------------------------------------------- turn and upkeep

@effect("wu_wei")
def _wu_wei(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "honor", 2)


@effect("filial_piety")
def _filial_piety(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "mh_bonus", seat, peek_fx(s, "mh_bonus", seat, 0) + 3)
    s.say(f"{s.name(seat)} counts 3 more honor for the most-honorable token")


@applies("propriety")
def _propriety_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return bool(s.players[seat]["held"])


@effect("propriety")
def _propriety(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "phil_treaty", "seat": seat})


@handler("phil_treaty")
def _phil_treaty(s: State, t: dict) -> Decision:
    """Propriety: which held treaty gives its benefit again. Cards printing the same benefit (the generic
    treaties every faction issues, held from two partners) are one choice: the result is the same."""
    seen: set[str] = set()
    cards = []
    for c in s.players[t["seat"]]["held"]:
        if repr(TREATY[c].benefit) not in seen:
            seen.add(repr(TREATY[c].benefit))
            cards.append(c)
    return t["seat"], [{"treaty_again": c} for c in cards]


@resolver("phil_treaty")
def _phil_treaty_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.say(f"{s.name(t['seat'])} receives the benefit of {TREATY[a['treaty_again']].name} again")
    apply_benefit(s, t["seat"], a["treaty_again"])


@applies("impartial_caring")
def _impartial_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return bool(s.players[seat]["held"])


@effect("impartial_caring")
def _impartial(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "honor", min(3, len(s.players[seat]["held"])))


@effect("agriculture_and_war")
def _agriculture(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "phil_cube", "seat": seat})


@handler("phil_cube")
def _phil_cube(s: State, t: dict) -> Decision:
    return t["seat"], [{"cube_to": "train"}, {"cube_to": "build"}]


@resolver("phil_cube")
def _phil_cube_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    p = s.players[t["seat"]]
    p["sections"] = {**p["sections"], a["cube_to"]: p["sections"][a["cube_to"]] + 1}
    s.say(f"{s.name(t['seat'])} puts one more cube on the {a['cube_to']} section")


@applies("frugality")
def _frugality_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return s.players[seat]["commerce"] <= 2


@effect("frugality")
def _frugality(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "commerce", 2)


# ---------------------------------------------------------------------- combat

def _combat(s: State) -> dict[str, Any]:
    """The combat being fought (read only; see philosophy_use.own_task to change it)."""
    return next(t for t in reversed(s.tasks) if t["t"] == "combat")


def _add_strength(s: State, seat: int, n: int) -> None:
    fx(s, "strength", seat, peek_fx(s, "strength", seat, 0) + n)
    s.say(f"{s.name(seat)} adds {n} to their strength this round")


@effect("know_your_enemy")
def _know_your_enemy(s: State, seat: int, ctx: Ctx) -> None:
    _add_strength(s, seat, 1)


@applies("defense_of_the_city")
def _defense_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("defender") == seat and not ctx["sea"] and s.owner.get(ctx["where"]) == seat


@effect("defense_of_the_city")
def _defense_of_the_city(s: State, seat: int, ctx: Ctx) -> None:
    fort = ctx["fort"] and not peek_fx(s, "no_fort", seat)     # Attack Where Unprepared already used
    _add_strength(s, seat, 2 if fort else 1)


@applies("attack_where_unprepared")
def _unprepared_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("att") == seat and bool(ctx.get("fort"))


@effect("attack_where_unprepared")
def _unprepared(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "no_fort", ctx["defender"], True)
    s.say(f"{s.name(ctx['defender'])} gets no fortification benefit this round")


@applies("nine_changes")
def _nine_changes_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return "where" in ctx and count(s, seat, ctx["where"], HERO) > 0


@effect("nine_changes")
def _nine_changes(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "hero_blank", seat, True)
    s.say(f"{s.name(seat)}'s hero die: a - counts as blank this round")


def _opponent(ctx: Ctx, seat: int) -> int:
    return ctx["defender"] if seat == ctx["att"] else ctx["att"]


@applies("deception")
def _deception_applies(s: State, seat: int, ctx: Ctx) -> bool:
    t = _combat(s)
    theirs = t["rolled"][0 if _opponent(ctx, seat) == t["att"] else 1]
    return any(theirs.values())


@effect("deception")
def _deception(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "phil_reroll", "seat": seat, "victim": _opponent(ctx, seat)})


@handler("phil_reroll")
def _reroll(s: State, t: dict) -> Decision:
    """Deception: which of the opponent's dice is rerolled; dice of one color showing the same face are one
    choice (rerolling either is the same)."""
    c = _combat(s)
    theirs = c["rolled"][0 if t["victim"] == c["att"] else 1]
    return t["seat"], [{"reroll": color, "die": theirs[color].index(f), "face": f}
                       for color in ("green", "red", "blue", "yellow") for f in dict.fromkeys(theirs[color])]


@resolver("phil_reroll")
def _reroll_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    c = own_task(s, "combat")
    assert c is not None
    i = 0 if t["victim"] == c["att"] else 1
    dice = dict(c["rolled"][i])
    dice[a["reroll"]] = list(dice[a["reroll"]])
    old = dice[a["reroll"]][a["die"]]
    new = dice[a["reroll"]][a["die"]] = roll(s, a["reroll"])
    c["rolled"] = [dice if k == i else c["rolled"][k] for k in (0, 1)]
    s.say(f"{s.name(t['victim'])} rerolls the {a['reroll']} {old or 'blank'}: {new or 'blank'}")


@effect("burn_the_boats")
def _burn_the_boats(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "phil_kill", "seat": seat, "victim": ctx["victim"]})


@handler("phil_kill")
def _phil_kill(s: State, t: dict) -> Decision | None:
    """Burn the Boats: the winner chooses any one enemy unit, as for a melee kill (SA-COMBAT-MELEE-10): units
    of a type that used different numbers of moves this turn are separate choices, a garrison unit too."""
    options = victim_options(s, _combat(s), t["victim"], by_moves=True)
    if not options:
        s.tasks.pop()
        return None
    return t["seat"], options


@resolver("phil_kill")
def _phil_kill_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    kill(s, _combat(s), t["victim"], a["loc"], a["kill"], f"{s.name(t['seat'])} burns the boats",
          a.get("garrison", False), a.get("moved"))


# ---------------------------------------------------------------------- movement

@applies("swift_as_the_wind")
def _swift_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("kind") == "move"


@effect("swift_as_the_wind")
def _swift(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "swift", seat, True)
    s.say(f"{s.name(seat)}'s units do not count this move toward their supply limits")


@applies("flowing_water")
def _flowing_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("kind") == "move"


@effect("flowing_water")
def _flowing(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "flowing", seat, True)
    s.say(f"{s.name(seat)} will move units once more after this move")


@effect("condemnation_of_offensive_war")
def _condemnation(s: State, seat: int, ctx: Ctx) -> None:
    s.say(f"{s.name(seat)} condemns {s.name(ctx['mover'])}'s offensive war")
    follow = take_dishonor(s, ctx["mover"])
    if follow:
        push(s, follow)


# ---------------------------------------------------------------------- dishonor

@handler("phil_dishonor")
def _phil_dishonor(s: State, t: dict) -> None:
    """Will of Heaven: asked before the token is taken."""
    if not t.get("asked"):
        t["asked"] = True
        if window(s, "take_dishonor", [t["seat"]]):
            return None
    s.tasks.pop()
    if drop_fx(s, "will", t["seat"]):
        s.say(f"{s.name(t['seat'])} takes no dishonor token (Will of Heaven)")
        return None
    follow = take_dishonor(s, t["seat"], philosophy=False)
    if follow:
        push(s, follow)
    return None


@effect("will_of_heaven")
def _will_of_heaven(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "will", seat, True)


# ---------------------------------------------------------------------- world events, revolts, duels

@applies("the_uncarved_block")
def _uncarved_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return bool(_marker_moves(s))


def _marker_moves(s: State) -> list[int]:
    """The chaos marker moves 1 up (never above P+1) or down (never into the fireball)."""
    return [m for m in (1, -1) if 1 <= s.dragon_d + m <= s.n + 1]


@effect("the_uncarved_block")
def _uncarved(s: State, seat: int, ctx: Ctx) -> None:
    push(s, {"t": "phil_marker", "seat": seat})


@handler("phil_marker")
def _phil_marker(s: State, t: dict) -> Decision:
    return t["seat"], [{"marker": m} for m in _marker_moves(s)]


@resolver("phil_marker")
def _phil_marker_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    before = s.dragon_d
    s.dragon_d += a["marker"]
    s.say(f"{s.name(t['seat'])} moves the chaos marker {'up' if a['marker'] > 0 else 'down'} from {before} "
          f"to {s.dragon_d}")


@effect("yin_and_yang")
def _yin_and_yang(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "bid_bonus", seat, peek_fx(s, "bid_bonus", seat, 0) + 2)
    s.say(f"{s.name(seat)}'s bid counts 2 higher")


@applies("the_valley_spirit")
def _valley_applies(s: State, seat: int, ctx: Ctx) -> bool:
    return ctx.get("bids", [None] * (seat + 1))[seat] == 0


@effect("the_valley_spirit")
def _valley_spirit(s: State, seat: int, ctx: Ctx) -> None:
    _gain(s, seat, "honor", 2)


@effect("rectification_of_names")
def _rectification(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "revolt_fails", seat, True)


@effect("riding_the_dragon")
def _riding_the_dragon(s: State, seat: int, ctx: Ctx) -> None:
    fx(s, "duel_blank", seat, True)
    s.say(f"{s.name(seat)}'s heroes' '-' count as blank in this duel")
