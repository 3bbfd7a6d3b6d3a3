"""Resolution (DH-RES-1..4, DH-MERIT-1..3, DH-PROM-1..4, DH-SWEEP-1, DH-WANDER-1).

First the announced Resolution skills still on the battlefields execute, from the Attacker clockwise (each may be
declined, DH-QA-8); a skill that asks who won (Zhuge Jin's Negotiation) executes once the winner is known,
before the rewards. The Attacker wins when the Defender's side is behind or declared defeat; otherwise the
Defender wins, a tie included (DH-RES-1/2, DH-REINF-1). Then the Merit card (the most cards of the winning
banner on one battlefield, at least 2; ties share), the winning side's Promise cards paid to their holders (or
their issuer, who kept them), in seat order from the Attacker (DH-PROM-1..4; ruling A-3: against an NPC the
Attacker's cards pay when it wins, and none pay when the NPC holds), the NPC Defender's reward (DH-RES-4), and
the Sweep (A-9: a Defender that has just lost its last territory becomes a Wandering Army, and the Attacker
removes one of its board cubes from the game).
"""

from __future__ import annotations

from ..content.boards import TALLY_INTERVAL
from ..content.cards import CARD
from ..content.factions import FACTION
from ..content.map import TERRITORY, neighbours_of
from ..content.npc import NPC_TILE
from ..content.promises import MERIT_MIN_CARDS, PROMISE
from ..content.vocab import ATTACK, DEFENSE, HAN_MINISTER, RESOLUTION
from ..flow import EFFECTS, Decision, handler, push, resolver
from ..pieces import (
    ability,
    is_wandering,
    name,
    occupy,
    order_from,
    remove_from_game,
    tallies,
    territory_level,
    tribute,
)
from ..state import State
from .general_skills import carry_out, diplomacy_options, general_skill_available
from .persuade import judge_late_pledges
from .skills import SKILLS, skill_available

SIDE_NAME = {ATTACK: "Attacker", DEFENSE: "Defender"}


def resolution_skills(s: State, after_win: bool) -> list[dict]:
    """The announced Resolution skills on the battlefields, seat order from the Attacker: those whose
    ``requires`` ask who won when ``after_win``, the others before."""
    out = []
    for seat in order_from(s, s.attacker):
        for c in s.bf[seat]:
            if c not in s.battle["announced"]:
                continue
            for sk in CARD[c].skills:
                if sk.timing == RESOLUTION and any(r["is"] == "winner" for r in sk.requires) == after_win:
                    out.append({"t": "res_skill", "seat": seat, "card": c, "skill": sk.id})
    return out


@handler("resolution")
def _resolution(s: State, t: dict) -> None:
    s.tasks.pop()
    if s.battle is None:
        return None
    atk, dfn = tallies(s)
    s.say(f"Resolution: Attack {atk}, Defense {dfn}.")
    push(s, *resolution_skills(s, after_win=False), {"t": "outcome"})
    return None


@handler("res_skill")
def _res_skill(s: State, t: dict) -> Decision | None:
    if t["card"] not in s.bf[t["seat"]] or not skill_available(s, t["seat"], t["card"], t["skill"]):
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "resolve_skill", "skill": t["skill"], "go": True},
                       {"do": "resolve_skill", "skill": t["skill"], "go": False}]


@resolver("res_skill")
def _res_skill_done(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["go"]:
        push(s, {"t": "skill", "seat": t["seat"], "card": t["card"], "skill": t["skill"]})
    else:
        s.say(f"{name(s, t['seat'])} declines {SKILLS[t['card'], t['skill']].name}.")


@handler("outcome")
def _outcome(s: State, t: dict) -> None:
    s.tasks.pop()
    b = s.battle
    atk, dfn = tallies(s)
    if b["defeat"] is not None:
        winner = DEFENSE if b["defeat"] == ATTACK else ATTACK
    else:
        winner = ATTACK if atk > dfn else DEFENSE
    b["winner"] = winner
    judge_late_pledges(s)
    s.say(f"The {SIDE_NAME[winner]} wins at Attack {atk}, Defense {dfn}.")
    push(s, *resolution_skills(s, after_win=True), {"t": "rewards"})


def merit_winners(s: State) -> list[int]:
    """DH-MERIT-1: the players with the most cards of the winning banner on their battlefield (Troop cards that
    added nothing count, DH-QA-3), if that most is at least 2."""
    winner = s.battle["winner"]
    counts = {p: sum(1 for c in s.bf[p] if CARD[c].side == winner) for p in order_from(s, s.attacker)}
    best = max(counts.values(), default=0)
    if best < MERIT_MIN_CARDS:
        return []
    return [p for p, k in counts.items() if k == best]


@handler("rewards")
def _rewards(s: State, t: dict) -> None:
    s.tasks.pop()
    b = s.battle
    winner = b["winner"]
    for p in merit_winners(s):                                        # DH-MERIT-1..3
        if s.stance[p] == HAN_MINISTER:
            k = sum(tribute(s, p) for _ in range(FACTION[s.factions[p]].merit_cubes))
            s.say(f"{name(s, p)} earns the Merit: {k} cube{'s' if k != 1 else ''} on the Emperor Xian card.")
        else:
            k = remove_from_game(s, p, 2)
            s.say(f"{name(s, p)} earns the Merit: {k} board cube{'s' if k != 1 else ''} removed from the game.")
    tasks: list[dict] = []
    if winner == DEFENSE and b["defender"] is None:                   # DH-RES-4
        tasks = [{"t": "npc_reward", "seat": p} for p in order_from(s, s.attacker)
                 if any(CARD[c].side == DEFENSE for c in s.bf[p])]
    else:                                                             # DH-PROM-1, A-3
        issuer = s.attacker if winner == ATTACK else b["defender"]
        paid = [(issuer if holder is None else holder, pid) for pid, holder in s.promises.items()
                if PROMISE[pid].side == winner]
        for seat in order_from(s, s.attacker):
            for holder, pid in paid:
                if holder == seat:
                    s.say(f"{name(s, seat)}'s Promise card pays: \"{PROMISE[pid].text}\"")
                    tasks.append({"t": "fx", "seat": seat, "card": pid, "ref": f"promise/{pid}", "i": 0,
                                  "target": None})
    push(s, *tasks, {"t": "sweep"})


def _occupy_target(s: State, t: dict, e: dict) -> None:
    """DH-PROM-4: the attack target becomes the holder's (only when the Attacker won; its own territory stays)."""
    target, seat = s.battle["target"], t["seat"]
    if s.owner.get(target) == seat:
        return
    k = occupy(s, seat, target)
    if k:
        s.say(f"{name(s, seat)} occupies {TERRITORY[target].name} with {k} cube{'s' if k != 1 else ''}.")
        s.flags["did"] = True
    else:
        s.say(f"{name(s, seat)} has no cube on its board to occupy {TERRITORY[target].name}.")


EFFECTS["occupy_target"] = _occupy_target


def band(v: int) -> int:
    """The tally interval holding the value ``v``: 1-3 is the first, 4-6 the second, ... (spec 3.12)."""
    return 0 if v <= 0 else -(-v // TALLY_INTERVAL)


def rout_value(s: State) -> int:
    """DH-ROUT-1: the intervals strictly between the Attack and Defense markers; Liu Zhang's ability halves it
    against his territories."""
    atk, dfn = tallies(s)
    rout = max(0, band(atk) - band(dfn) - 1)
    d = s.battle["defender"]
    if d is not None:
        cut = ability(s, d, "rout_divisor")
        if cut is not None:
            rout //= cut["n"]
    return rout


def same_faction(s: State, territory: str) -> bool:
    """A territory of the attack target's faction as it was at the declaration: the Defender's, or a tile of the
    same NPC faction (DH-ROUT-2/3)."""
    kind, _, who = s.battle["faction"].partition(":")
    if kind == "seat":
        return s.owner.get(territory) == int(who)
    return territory in s.npc and NPC_TILE[territory].faction == who


def rout_choices(s: State, left: int, taken: list[str]) -> list[str]:
    """DH-ROUT-2: territories of the target's faction next to the target or to one just taken this way, whose
    whole level the Rout Value left can pay (DH-EX-11)."""
    near = neighbours_of([s.battle["target"], *taken])
    return [x for x in sorted(near) if same_faction(s, x) and territory_level(s, x) <= left]


def _occupy_extra(s: State, t: dict, e: dict) -> None:
    if s.battle["winner"] != ATTACK:
        return
    rout = rout_value(s)
    atk, dfn = tallies(s)
    s.say(f"The Rout Value is {rout} (Attack {atk}, Defense {dfn}).")
    if rout:
        push(s, {"t": "rout", "seat": t["seat"], "left": rout, "taken": []})
        s.flags["did"] = True


EFFECTS["occupy_extra_by_rout"] = _occupy_extra


@handler("rout")
def _rout(s: State, t: dict) -> Decision | None:
    """Occupy, one territory at a time, while the Rout Value left pays for one; the holder may stop."""
    choices = rout_choices(s, t["left"], t["taken"])
    if not choices or s.board[t["seat"]] <= 0:
        s.tasks.pop()
        return None
    return t["seat"], [*({"do": "occupy", "territory": x} for x in choices), {"do": "stop"}]


@resolver("rout")
def _routed(s: State, t: dict, a: dict) -> None:
    if a["do"] == "stop":
        s.tasks.pop()
        return
    x = a["territory"]
    t["left"] -= territory_level(s, x)
    t["taken"] = [*t["taken"], x]
    k = occupy(s, t["seat"], x)
    s.say(f"{name(s, t['seat'])} occupies {TERRITORY[x].name} with {k} cube{'s' if k != 1 else ''} by the Rout "
          f"Value ({t['left']} left).")


@handler("npc_reward")
def _npc_reward(s: State, t: dict) -> Decision | None:
    """DH-RES-4: a player with a Defense card on its battlefield when the NPC holds: Upgrade Territory twice, or
    one Friendship or Induce Surrender."""
    seat = t["seat"]
    opts = ([{"do": "upgrade_twice"}] if general_skill_available(s, seat, "upgrade") else []) + \
        diplomacy_options(s, seat, tribute_ok=False)
    if not opts:
        s.tasks.pop()
        return None
    return seat, opts


@resolver("npc_reward")
def _npc_rewarded(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["do"] == "upgrade_twice":
        push(s, {"t": "gsk", "seat": t["seat"], "skill": "upgrade"},
             {"t": "gsk", "seat": t["seat"], "skill": "upgrade"})
    else:
        carry_out(s, t["seat"], a)


@handler("sweep")
def _sweep(s: State, t: dict) -> None:
    """A-9: a player Defender left without territory at this Resolution becomes a Wandering Army; the Attacker
    removes 1 of its board cubes from the game (DH-SWEEP-1)."""
    s.tasks.pop()
    d = s.battle["defender"]
    if d is not None and is_wandering(s, d):
        s.say(f"{name(s, d)} has lost its last territory and becomes a Wandering Army.")
        if remove_from_game(s, s.attacker, 1):
            s.say(f"{name(s, s.attacker)} removes 1 cube of its board from the game (Sweep).")

