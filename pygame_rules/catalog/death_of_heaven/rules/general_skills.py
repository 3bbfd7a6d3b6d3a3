"""The five general skills (DH-GSK-1..5), always Immediate (DH-SKILL-1), each optional: Armament, Talent
(Recruit or Dispatch), Upgrade Territory, Duel and Diplomacy (Tribute, Friendship, Induce Surrender, and in the
full rules Self-Reliance). Friendship and Induce Surrender are the spec's proposals (3.10, A-2): Friendship puts a
cube from the board on any NPC tile's empty diplomacy space; Induce Surrender takes an NPC tile holding your cube
next to one of your territories (any, for a Wandering Army) as an occupation, the cube going back to the board.

A general skill is offered only when it would do something. Promise cards and the NPC Defender's reward reuse
Upgrade Territory and the Diplomacy choices (``diplomacy_options``).
"""

from __future__ import annotations

from typing import Any

from ..content.boards import CAO_CAO_SELF_RELIANCE_CUBES, WANDERING_COSTS
from ..content.cards import CARD
from ..content.factions import ALLOWED, EMPEROR_FIVE, FACTION
from ..content.map import TERRITORY, adjacent
from ..content.vocab import HAN_MINISTER, SELF_RELIANCE
from ..flow import Decision, handler, push, resolver
from ..pieces import (
    ability,
    diplomacy_tiles_of,
    distinct,
    draw_own,
    draw_public,
    duel_draws,
    emperor_cubes,
    emperor_room,
    enemies,
    is_wandering,
    name,
    occupy,
    territories_of,
    tribute,
    upgrade,
    upgrade_choices,
)
from ..state import State
from .wandering import take_wandering


def recruit_cost(s: State, seat: int, space: int) -> int:
    """Discards to Recruit from wandering ``space`` (3, 2, 1; Yuan Shu's ability discounts)."""
    off = ability(s, seat, "recruit_discount")
    return max(0, WANDERING_COSTS[space] - (off["n"] if off else 0))


def recruit_spaces(s: State, seat: int) -> list[int]:
    """A-19: a space with a card whose whole cost the hand can pay without the recruited card."""
    return [i for i, c in enumerate(s.wboard) if c is not None and len(s.hand[seat]) >= recruit_cost(s, seat, i)]


def can_draw_own(s: State, seat: int) -> bool:
    return bool(s.deck[seat] or s.discard[seat])


def duel_open(s: State, seat: int) -> bool:
    """DH-GSK-4: no card on any enemy's battlefield bears the Duel icon."""
    return not any("duel" in CARD[c].general_skills for e in enemies(s, seat) for c in s.bf[e])


def friendship_tiles(s: State, seat: int) -> list[str]:
    """NPC tiles with an empty diplomacy space, when the seat has a cube on its board (spec 3.10)."""
    if s.board[seat] <= 0:
        return []
    return [t for t, d in s.npc.items() if d is None]


def induce_tiles(s: State, seat: int) -> list[str]:
    """NPC tiles holding the seat's cube next to one of its territories, any for a Wandering Army (spec 3.10)."""
    tiles = diplomacy_tiles_of(s, seat)
    if is_wandering(s, seat):
        return tiles
    own = set(territories_of(s, seat))
    return [t for t in tiles if own & adjacent(t)]


def may_declare_self_reliance(s: State, seat: int) -> bool:
    """DH-SELF-1 (full rules): a Han Minister among Yuan Shao, Lu Bu, Sun Ce and Ma Teng; Cao Cao with 5 or more of
    his cubes on the Emperor Xian card; never the Liu clan nor Yuan Shu."""
    if not s.full or s.stance[seat] != HAN_MINISTER:
        return False
    rule = FACTION[s.factions[seat]].self_reliance
    return rule == ALLOWED or (rule == EMPEROR_FIVE and not s.emperor_gone
                               and emperor_cubes(s, seat) >= CAO_CAO_SELF_RELIANCE_CUBES)


def diplomacy_options(s: State, seat: int, tribute_ok: bool = True) -> list[dict[str, Any]]:
    """The Diplomacy choices open to the seat (DH-GSK-5, DH-SELF-1); a Promise card's Diplomacy is neither Tribute
    nor Self-Reliance (DH-PROM-3)."""
    out: list[dict[str, Any]] = []
    if tribute_ok and emperor_room(s) and s.board[seat] > 0:
        out.append({"do": "tribute"})
    out.extend({"do": "friendship", "tile": t} for t in friendship_tiles(s, seat))
    out.extend({"do": "induce", "tile": t} for t in induce_tiles(s, seat))
    if tribute_ok and may_declare_self_reliance(s, seat):
        out.append({"do": "self_reliance"})
    return out


def declare_self_reliance(s: State, seat: int) -> None:
    """DH-SELF-1: flip to Self-Reliance, draw a card per 2 levels of one's territories (A-20), and remove one's
    cubes on the Emperor Xian card from the game; Cao Cao's removes the card and every cube on it and turns every
    stance to Self-Reliance, and only he draws."""
    who = name(s, seat)
    levels = sum(s.level[t] for t in territories_of(s, seat))
    if FACTION[s.factions[seat]].self_reliance == EMPEROR_FIVE:
        for p in s.emperor:
            if p is not None:
                s.gone[p] += 1
        s.emperor = [None] * len(s.emperor)
        s.emperor_gone = True
        s.stance = [SELF_RELIANCE] * s.players
        s.say(f"{who} declares Self-Reliance: the Emperor Xian card and every cube on it leave the game, and every "
              "warlord is now Self-Reliant.")
    else:
        mine = emperor_cubes(s, seat)
        s.emperor = [None if p == seat else p for p in s.emperor]
        s.gone[seat] += mine
        s.stance = [SELF_RELIANCE if p == seat else x for p, x in enumerate(s.stance)]
        s.say(f"{who} declares Self-Reliance and removes its {mine} cube{'s' if mine != 1 else ''} on the Emperor "
              "Xian card from the game.")
    got = draw_own(s, seat, levels // 2)
    s.say(f"{who} draws {len(got)} card{'s' if len(got) != 1 else ''} for its {levels} territory levels.")


def general_skill_available(s: State, seat: int, skill: str) -> bool:
    if skill == "armament":
        return bool(s.public)
    if skill == "talent":
        return bool(recruit_spaces(s, seat)) or can_draw_own(s, seat)
    if skill == "upgrade":
        return bool(upgrade_choices(s, seat))
    if skill == "duel":
        return duel_open(s, seat) and can_draw_own(s, seat)
    if skill == "diplomacy":
        return bool(diplomacy_options(s, seat))
    raise ValueError(skill)


@handler("gsk")
def _gsk(s: State, t: dict) -> Decision | None:
    seat, skill = t["seat"], t["skill"]
    if skill == "armament":                                            # DH-GSK-1
        s.tasks.pop()
        draw_public(s, seat, 1)
        s.say(f"{name(s, seat)} draws 1 public card (Armament).")
        return None
    if skill == "duel":                                                # DH-GSK-4
        s.tasks.pop()
        n = duel_draws(s, seat)
        draw_own(s, seat, n)
        s.say(f"{name(s, seat)} draws {n} card{'s' if n > 1 else ''} from its own deck (Duel).")
        return None
    if skill == "talent":                                              # DH-GSK-2
        opts: list[dict[str, Any]] = [{"do": "recruit", "space": i, "card": s.wboard[i]}
                                      for i in recruit_spaces(s, seat)]
        if can_draw_own(s, seat):
            opts.append({"do": "dispatch"})
        if not opts:
            s.tasks.pop()
            return None
        return seat, opts
    if skill == "upgrade":                                             # DH-GSK-3
        opts = [{"do": "upgrade", "territory": x} for x in upgrade_choices(s, seat)]
    elif skill == "diplomacy":                                         # DH-GSK-5
        opts = diplomacy_options(s, seat, tribute_ok=t.get("tribute", True))
        if opts and t.get("optional"):
            opts.append({"do": "decline"})
    else:
        raise ValueError(skill)
    if not opts:                                                       # (nothing left to do: it does nothing)
        s.tasks.pop()
        return None
    return seat, opts


@resolver("gsk")
def _gsk_done(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    carry_out(s, t["seat"], a)


def carry_out(s: State, seat: int, a: dict[str, Any]) -> None:
    """Do a general-skill choice (shared with the Promise cards and the NPC Defender's reward)."""
    do = a["do"]
    who = name(s, seat)
    if do == "recruit":
        c = take_wandering(s, a["space"])
        s.hand[seat].append(c)
        cost = recruit_cost(s, seat, a["space"])
        s.say(f"{who} recruits {CARD[c].name} from the wandering generals (Talent) and must discard {cost}.")
        if cost:
            push(s, {"t": "discard_n", "seat": seat, "n": cost, "keep": c})
    elif do == "dispatch":
        draw_own(s, seat, 1)
        s.say(f"{who} draws 1 card from its own deck (Talent: Dispatch).")
    elif do == "upgrade":
        upgrade(s, seat, a["territory"])
        s.say(f"{who} upgrades {TERRITORY[a['territory']].name} to level {s.level[a['territory']]}.")
    elif do == "tribute":
        tribute(s, seat)
        s.say(f"{who} pays Tribute: a cube on the Emperor Xian card ({sum(p is not None for p in s.emperor)} "
              "there).")
        extra = ability(s, seat, "extra_draw_on")
        if extra is not None and extra["event"] == "tribute":
            draw_own(s, seat, extra["n"])
            s.say(f"{who} draws 1 card from its own deck (Hold the Emperor).")
    elif do == "friendship":
        s.board[seat] -= 1
        s.npc[a["tile"]] = seat
        s.say(f"{who} makes Friendship with {TERRITORY[a['tile']].name}: its cube on the diplomacy space.")
    elif do == "induce":
        k = occupy(s, seat, a["tile"])
        s.say(f"{who} induces {TERRITORY[a['tile']].name} to surrender and occupies it with {k} "
              f"cube{'s' if k != 1 else ''}.")
    elif do == "self_reliance":
        declare_self_reliance(s, seat)
    elif do == "decline":
        s.say(f"{who} declines.")
    else:
        raise ValueError(do)


@handler("discard_n")
def _discard_n(s: State, t: dict) -> Decision | None:
    """Discard ``n`` hand cards one at a time, never the card ``keep`` (A-19)."""
    seat = t["seat"]
    pool = [c for c in s.hand[seat] if c != t.get("keep")]
    if t["n"] <= 0 or not pool:
        s.tasks.pop()
        return None
    opts = [{"do": "discard", "card": c} for c in distinct(pool)]
    return seat, opts


@resolver("discard_n")
def _discarded(s: State, t: dict, a: dict) -> None:
    seat = t["seat"]
    s.hand[seat].remove(a["card"])
    s.discard[seat].append(a["card"])
    s.say(f"{name(s, seat)} discards a card from its hand.")   # discard piles are hidden (DH-PERS-9)
    t["n"] -= 1
    if t["n"] <= 0:
        s.tasks.pop()
