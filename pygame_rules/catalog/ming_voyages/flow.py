"""The flow of play: a stack of task dicts run by ``advance`` until a decision is needed.

Each task type has a handler ``(state, task) -> (seat, options) | None`` (None:
it made progress by itself) and, if it asks for decisions, a resolver
``(state, task, action)``. Tasks hold only JSON data, so a state with its task
stack serialises, replays and copies like any other data. Rule IDs refer to
``shared/spec/ming_voyages.md``.
"""

from __future__ import annotations

from typing import Any

from ...engine.tasks import Decision, TaskFlow, push
from .board import BORDERLANDS, HOMELANDS, MING_HOMELAND, NAMES, adjacent
from .content import CARD
from .dice import faces
from .effects import feasible, push_hordes_options, remove_horde_targets, special_for, special_words, start
from .moves import (attack_sources, attack_targets, build_sources, build_targets, horde_moves, ming_moves,
                    recruit_bl_targets, room, voyage_possible)
from .state import EMPEROR, OVERLORD, SIDE_NAMES, State, place, plural

def _battle_free_victory_check(s: State) -> None:
    if s.battle is None:     # MV-WIN-4, ruling A-8: no major victory is judged inside a battle
        check_major_victory(s)


FLOW = TaskFlow(is_over=lambda s: s.winner is not None, after_step=_battle_free_victory_check)
HANDLERS, RESOLVERS = FLOW.handlers, FLOW.resolvers
handler, resolver, advance, resolve = FLOW.handler, FLOW.resolver, FLOW.advance, FLOW.resolve


def check_major_victory(s: State) -> None:
    """MV-WIN-1/2/4: all 7 Voyages, or all 5 Borderlands Barbarian-controlled, end the game at once."""
    if s.winner is not None:
        return
    if all(s.voyages):
        s.winner, s.result = EMPEROR, "major victory: all 7 Voyages completed"
    else:
        troops, hordes, settlements = s.troops, s.hordes, s.settlements
        for bl in BORDERLANDS:   # a plain loop: this runs after every step
            if troops[bl] or not (hordes[bl] or settlements[bl]):
                return
        s.winner, s.result = OVERLORD, "major victory: all 5 Borderlands under Barbarian control"
    s.say(f"the {SIDE_NAMES[s.winner]} wins a {s.result}")


# ---------------------------------------------------------------------- rounds and eras

@handler("round")
def _round(s: State, t: dict) -> None:
    """MV-SEQ-1/5, MV-EDRAW-1: E draws 2 (while the deck lasts); the final round is E's alone."""
    s.tasks.pop()
    s.round += 1
    if s.era == 2 and not s.deck and not s.hands[OVERLORD]:
        s.say(f"Round {s.round}, the final round: the Emperor plays the last card")
        push(s, {"t": "play", "side": EMPEROR}, {"t": "end_phase"}, {"t": "final"})
        return None
    if s.deck:
        drawn, s.deck = s.deck[:2], s.deck[2:]
        s.hands[EMPEROR].extend(drawn)
        s.say(f"Round {s.round} (era {s.era}): the Emperor draws {plural(len(drawn), 'card')}")
    else:
        s.say(f"Round {s.round} (era {s.era}): the deck is empty, so the Emperor draws nothing")
    push(s, {"t": "play", "side": EMPEROR}, {"t": "end_phase"}, {"t": "play", "side": OVERLORD},
         {"t": "end_phase"}, {"t": "swap"})
    return None


@handler("end_phase")
def _end_phase(s: State, t: dict) -> None:
    """MV-EPLAY-16, MV-OPLAY-13: every card used face up this phase goes to the discard pile."""
    s.tasks.pop()
    s.discard.extend(s.spent)
    s.spent = []
    return None


@handler("swap")
def _swap(s: State, t: dict) -> None:
    """MV-ROUND-1/2, MV-SEQ-3/4: swap hands; after era 1's last draw round, rebuild the deck."""
    s.tasks.pop()
    s.hands = [s.hands[OVERLORD], s.hands[EMPEROR]]
    s.say("the players swap hands")
    if not s.deck and s.era == 1:
        s.deck = s.discard + s.reserves[EMPEROR] + s.reserves[OVERLORD]
        lost = len(s.reserves[EMPEROR]) + len(s.reserves[OVERLORD])
        s.discard, s.reserves = [], [[], []]
        s.rng.shuffle(s.deck)
        s.era = 2
        s.say(f"Era 2 begins: {plural(len(s.deck), 'card')} are shuffled into a new deck"
              + (f" ({plural(lost, 'reserved card')} among them, lost to their owners)" if lost else ""))
    push(s, {"t": "round"})
    return None


@handler("final")
def _final(s: State, t: dict) -> None:
    """MV-WIN-5 (2 players) or MV-SOLO-OBJ-2 (solo): the minor victory after the last card."""
    s.tasks.pop()
    ming = sum(1 for bl in BORDERLANDS if s.controller(bl) == EMPEROR)
    barb = sum(1 for bl in BORDERLANDS if s.controller(bl) == OVERLORD)
    done = s.completed()
    if s.solo:
        need = s.options["required_voyages"]
        if ming > barb and done >= need:
            s.winner, s.result = EMPEROR, (f"minor victory: {plural(ming, 'Borderland')} to {barb}, "
                                           f"{plural(done, 'Voyage')} (needed {need})")
        else:
            s.winner, s.result = OVERLORD, (f"minor victory: the Emperor held {plural(ming, 'Borderland')} to "
                                            f"{barb} with {plural(done, 'Voyage')} (needed more Borderlands and "
                                            f"{need} Voyages)")
    else:
        e_score, o_score = ming + done, barb + (7 - done)
        s.winner = EMPEROR if e_score > o_score else OVERLORD
        tie = " (ties go to the Overlord)" if e_score == o_score else ""
        s.result = (f"minor victory: Emperor {e_score} ({plural(ming, 'Borderland')} + {plural(done, 'Voyage')}) "
                    f"against Overlord {o_score} ({plural(barb, 'Borderland')} + {7 - done} uncompleted "
                    f"Voyage{'s' if 7 - done != 1 else ''}){tie}")
    s.say(f"the {SIDE_NAMES[s.winner]} wins a {s.result}")
    return None


# ---------------------------------------------------------------------- playing a card

def play_options(s: State, side: int) -> list[dict[str, Any]]:
    """MV-EPLAY-1/2, MV-OPLAY-1/2, MV-OPLAY-11: reserve, CP (O may reinforce with 1 reserved card), or special."""
    out = []
    reserve_ok = not (s.solo and side == EMPEROR and len(s.reserves[EMPEROR]) >= s.options["reserve_limit"])
    for card in sorted(set(s.hands[side])):
        if reserve_ok:
            out.append({"play": "reserve", "card": card})
        out.append({"play": "cp", "card": card})
        if side == OVERLORD and not s.solo:
            out.extend({"play": "cp", "card": card, "with": r} for r in sorted(set(s.reserves[OVERLORD])))
        if feasible(s, side, special_for(s, card, side)):
            out.append({"play": "special", "card": card})
    return out


@handler("play")
def _play(s: State, t: dict) -> Decision | None:
    side = t["side"]
    if not s.hands[side]:
        s.tasks.pop()
        return None
    if s.solo and side == OVERLORD:
        from .solo_flow import overlord_turn

        overlord_turn(s)
        return None
    return side, play_options(s, side)


@resolver("play")
def _play_resolve(s: State, t: dict, a: dict) -> None:
    side, card = t["side"], a["card"]
    s.tasks.pop()
    s.hands[side].remove(card)
    who = f"the {SIDE_NAMES[side]}"
    name = f"#{card} {CARD[card].name} ({CARD[card].cp} CP)"
    if a["play"] == "reserve":
        s.reserves[side].append(card)
        s.say(f"{who} reserves a card face down" if not s.solo else f"{who} reserves {name} face down")
        if s.solo:
            push(s, confirm_task(s, card, a))
        return
    s.spent.append(card)
    if a["play"] == "cp":
        cp = CARD[card].cp
        if "with" in a:
            s.reserves[side].remove(a["with"])
            s.spent.append(a["with"])
            cp += CARD[a["with"]].cp
            s.say(f"{who} plays {name}, reinforced by #{a['with']} {CARD[a['with']].name} "
                  f"({CARD[a['with']].cp} CP) from its reserve, for {cp} CP")
        else:
            s.say(f"{who} plays {name} for {cp} CP")
        main = {"t": "cp", "side": side, "cp": cp}
    else:
        s.say(f"{who} plays {name} for its special action: {special_words(s, card, side)}")
        main = {"t": "special", "side": side, "card": card}
    opponent = 1 - side
    if s.solo and side == EMPEROR:
        after = [{"t": "solo_reaction", "card": card}] if special_for(s, card, opponent) else []
        push(s, main, confirm_task(s, card, a), *after)    # MV-SOLO-EPLAY-1: the reaction comes after
    elif feasible(s, opponent, special_for(s, card, opponent)):
        push(s, {"t": "order", "side": side, "card": card, "main": main})
    else:
        push(s, main)   # ruling (CONTENT.md): a reaction that cannot be carried out now is not offered


def confirm_task(s: State, card: int, a: dict) -> dict:
    """The solo confirm step after an Emperor card play (``solo_flow``): remembers the card, how it was
    played and the chance stamp, so the step is skipped if dice were rolled since."""
    return {"t": "confirm", "card": card, "play": a["play"], "stamp": s.chance_stamp()}


@handler("order")
def _order(s: State, t: dict) -> Decision:
    """MV-REACT-2: the active player decides whether the opponent's reaction comes first.

    Asked only when the opponent could carry out its reaction in full now (see ``_play_resolve``): if
    it cannot, letting it go first would forfeit it, which the active player would always choose."""
    return t["side"], [{"order": "mine_first"}, {"order": "reaction_first"}]


@resolver("order")
def _order_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    react = {"t": "react", "side": 1 - t["side"], "card": t["card"]}
    if a["order"] == "mine_first":
        push(s, t["main"], react)
    else:
        push(s, react, t["main"])


@handler("react")
def _react(s: State, t: dict) -> Decision | None:
    """MV-REACT-1/3/4: the opponent may use its own special action on the card, if it can in full."""
    side = t["side"]
    if t["card"] not in s.spent or not feasible(s, side, special_for(s, t["card"], side)):
        s.tasks.pop()
        return None
    return side, [{"react": True}, {"react": False}]


@resolver("react")
def _react_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    card, side = t["card"], t["side"]
    name = f"#{card} {CARD[card].name}"
    if not a["react"]:
        s.say(f"the {SIDE_NAMES[side]} lets {name} pass without reacting")
        return
    s.say(f"the {SIDE_NAMES[side]} reacts with {name}: {special_words(s, card, side)}")
    push(s, *({"t": "effect", "side": side, "e": e, "card": card} for e in special_for(s, card, side)))


@handler("special")
def _special(s: State, t: dict) -> None:
    s.tasks.pop()
    push(s, *({"t": "effect", "side": t["side"], "e": e, "card": t["card"]}
              for e in special_for(s, t["card"], t["side"])))
    return None


@handler("effect")
def _effect(s: State, t: dict) -> None:
    s.tasks.pop()
    follow = start(s, t["side"], t["e"], t["card"])
    if follow is not None:
        s.tasks.append(follow)
    return None


# ---------------------------------------------------------------------- CP actions

E_ACTIONS = ("recruit", "move", "attack", "tax", "junks", "voyage")
O_ACTIONS = ("amass", "move", "attack", "gather", "build")


def cp_options(s: State, side: int, cp: int) -> list[dict[str, Any]]:
    """The CP actions that can spend at least 1 CP now (MV-EPLAY-4..10, MV-OPLAY-4..9)."""
    if side == EMPEROR:
        ok = {"recruit": s.supply("troop") > 0, "move": bool(ming_moves(s, cp)),
              "attack": bool(attack_targets(s, EMPEROR)), "tax": s.supply("gold") > 0,
              "junks": s.supply("junk") > 0, "voyage": voyage_possible(s)}
    else:
        ok = {"amass": s.supply("horde") > 0, "move": bool(horde_moves(s, cp)),
              "attack": bool(attack_targets(s, OVERLORD)), "gather": s.supply("settlement") > 0,
              "build": bool(build_sources(s, 1))}
    out = [{"cp": name} for name, good in ok.items() if good]
    return out or [{"cp": "none"}]


@handler("cp")
def _cp(s: State, t: dict) -> Decision:
    return t["side"], cp_options(s, t["side"], t["cp"])


@resolver("cp")
def _cp_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    side, cp, act = t["side"], t["cp"], a["cp"]
    supply_kind = {"recruit": "troop", "tax": "gold", "junks": "junk"}
    if act == "none":
        s.say(f"the {SIDE_NAMES[side]} can use none of the {cp} CP: no CP action is possible")
    elif act in supply_kind:
        n = min(cp, s.supply(supply_kind[act]))
        start(s, side, {"do": act, "n": n}, 0)
    elif act in ("amass", "gather"):
        kind = "horde" if act == "amass" else "settlement"
        s.tasks.append({"t": "place", "side": OVERLORD, "kind": kind, "n": min(cp, s.supply(kind))})
    elif act == "move":
        s.tasks.append({"t": "move", "side": side, "n": cp, "start": None, "optional": False})
    elif act == "attack":
        s.tasks.append({"t": "attack", "side": side, "n": cp})
    elif act == "voyage":
        s.tasks.append({"t": "voyage", "attempts": cp, "bonus": 0})
    elif act == "build":
        s.tasks.append({"t": "build", "n": cp, "exact": False})


@handler("place")
def _place(s: State, t: dict) -> Decision | None:
    """Amass/Gather into any Homelands (MV-OPLAY-5/8); Troops straight into Borderlands (card effects)."""
    if t["n"] <= 0 or s.supply(t["kind"]) <= 0:
        s.tasks.pop()
        return None
    regions = HOMELANDS if t["kind"] != "troop" else tuple(recruit_bl_targets(s))
    if not regions:
        s.tasks.pop()
        return None
    return t["side"], [{"place": r} for r in regions]


@resolver("place")
def _place_resolve(s: State, t: dict, a: dict) -> None:
    r, kind = a["place"], t["kind"]
    before = s.controller(r) if r in BORDERLANDS else None
    {"horde": s.hordes, "settlement": s.settlements, "troop": s.troops}[kind][r] += 1
    note = s.control_note(r, before) if r in BORDERLANDS else ""
    s.say(f"the {SIDE_NAMES[t['side']]} places a {kind.capitalize()} in {place(r)}{note}")
    t["n"] -= 1


@handler("move")
def _move(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-6, MV-OPLAY-6: one region, one destination, 1..n pieces (ruling A-2)."""
    moves = (ming_moves(s, t["n"], t.get("start")) if t["side"] == EMPEROR else horde_moves(s, t["n"]))
    options = [{"move": src, "to": dst, "n": k} for src, dst, k in moves]
    if t["optional"]:
        options.append({"move": "none"})
    if not moves:
        s.tasks.pop()
        return None
    return t["side"], options


@resolver("move")
def _move_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["move"] == "none":
        s.say(f"the {SIDE_NAMES[t['side']]} moves nothing")
        return
    src, dst = a["move"], a["to"]
    before = {r: s.controller(r) for r in (src, dst) if r in BORDERLANDS}
    pieces = s.troops if t["side"] == EMPEROR else s.hordes
    pieces[src] -= a["n"]
    pieces[dst] += a["n"]
    kind = "Troop" if t["side"] == EMPEROR else "Horde"
    s.say(f"the {SIDE_NAMES[t['side']]} moves {plural(a['n'], kind)} from {place(src)} to {place(dst)}"
          + "".join(s.control_note(r, c) for r, c in before.items()))


@handler("attack")
def _attack(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-7, MV-OPLAY-7: pick an enemy Borderland, then how many pieces come from each adjacent region."""
    side = t["side"]
    if "target" not in t:
        targets = attack_targets(s, side)
        if not targets:
            s.tasks.pop()
            return None
        return side, [{"target": bl} for bl in targets]
    sources = t["sources"]
    i, left = t["i"], t["left"]
    if i >= len(sources) or left <= 0:
        s.tasks.pop()
        begin_battle(s, t["target"], side, t["came"])
        return None
    region = sources[i]
    have = s.troops[region] if side == EMPEROR else s.hordes[region]
    lo = 1 if (i == len(sources) - 1 and t["sent"] == 0) else 0
    return side, [{"send": k, "from": region} for k in range(lo, min(have, left) + 1)]


@resolver("attack")
def _attack_resolve(s: State, t: dict, a: dict) -> None:
    side = t["side"]
    kind = "Troop" if side == EMPEROR else "Horde"
    if "target" in a:
        t["target"] = a["target"]
        t["sources"] = [r for r, _ in attack_sources(s, side, a["target"])]
        t["i"], t["left"], t["sent"], t["came"] = 0, t["n"], 0, []
        s.say(f"the {SIDE_NAMES[side]} attacks {NAMES[a['target']]} ({s.holding(a['target'])}) with up to "
              f"{plural(t['n'], kind)}")
        return
    k, region = a["send"], a["from"]
    if k:
        pieces = s.troops if side == EMPEROR else s.hordes
        pieces[region] -= k
        pieces[t["target"]] += k
        t["came"].append(region)
        s.say(f"the {SIDE_NAMES[side]} sends {plural(k, kind)} from {place(region)} into {NAMES[t['target']]}")
    t["i"] += 1
    t["left"] -= k
    t["sent"] += k


def begin_battle(s: State, bl: str, attacker: int, came: list[str]) -> None:
    from .battle import start_battle

    start_battle(s, bl, attacker, came)


@handler("voyage")
def _voyage(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-10..14: choose the Voyage, the Gold from the Homeland (all SCS Gold must go), the Junks; roll."""
    if "v" not in t:
        if not voyage_possible(s):
            s.tasks.pop()
            s.say("no Voyage is possible: it needs a Junk in the South China Sea and a Gold")
            return None
        return EMPEROR, [{"voyage": v} for v in range(1, 8) if not s.voyages[v - 1]]
    if "gold" not in t:
        lo = 0 if s.gold["SCS"] else 1
        return EMPEROR, [{"gold": g} for g in range(lo, s.gold["MH"] + 1)]
    return EMPEROR, [{"junks": j} for j in range(1, s.junks_scs + 1)]


@resolver("voyage")
def _voyage_resolve(s: State, t: dict, a: dict) -> None:
    if "voyage" in a:
        t["v"] = a["voyage"]
        return
    if "gold" in a:
        t["gold"] = a["gold"]
        return
    s.tasks.pop()
    from .board import VOYAGE_NAMES

    v, from_mh, junks = t["v"], t["gold"], a["junks"]
    gold = from_mh + s.gold["SCS"]
    total = gold + junks + t["bonus"]
    dice = [s.rng.roll(6) for _ in range(t["attempts"])]
    s.dice_rolled += len(dice)
    success = any(d < total for d in dice)
    s.gold["MH"] -= from_mh
    sent = (f"the Emperor sails for Voyage {v} ({VOYAGE_NAMES[v]}) with {gold} Gold and {plural(junks, 'Junk')}"
            + (f", +{t['bonus']} from the card" if t["bonus"] else "")
            + f": rolls {faces(dice)}, each die needing under {total} —")
    if success:
        s.gold["SCS"] = 0
        s.junks_scs -= 1
        s.voyages[v - 1] = True
        s.say(f"{sent} success, Voyage {v} is completed ({s.completed()} of 7)")
        if s.solo and s.completed() >= 4 and not s.flipped:
            s.flipped = True
            levels = s.options["levels_after"]
            s.say(f"the 4th Voyage turns the Difficulty cards over: the Overlord now answers 1, 2 and 3 CP cards "
                  f"with Level {levels[0]}, {levels[1]} and {levels[2]} Events")
    else:
        s.gold["SCS"] = gold
        s.say(f"{sent} it fails; the {gold} Gold wait{'s' if gold == 1 else ''} in the South China Sea")


@handler("build")
def _build(s: State, t: dict) -> Decision | None:
    """MV-OPLAY-9: Settlements from a single Homeland into adjacent Barbarian-controlled Borderlands."""
    if "from" not in t:
        sources = build_sources(s, t["n"] if t["exact"] else 1)
        if not sources:
            s.tasks.pop()
            return None
        return OVERLORD, [{"from": hl} for hl in sources]
    if t["left"] <= 0 or not s.settlements[t["from"]]:
        s.tasks.pop()
        return None
    targets = [bl for bl in t["targets"] if room(s, bl, OVERLORD) > 0]
    if not targets:
        s.tasks.pop()
        return None
    return OVERLORD, [{"build": bl} for bl in targets]


@resolver("build")
def _build_resolve(s: State, t: dict, a: dict) -> None:
    if "from" in a:
        t["from"] = a["from"]
        t["targets"] = build_targets(s, a["from"])
        t["left"] = t["n"] if t["exact"] else min(t["n"], s.settlements[a["from"]])
        return
    s.settlements[t["from"]] -= 1
    s.settlements[a["build"]] += 1
    t["left"] -= 1
    s.say(f"the Overlord builds a Settlement in {NAMES[a['build']]} from {place(t['from'])}")


# ---------------------------------------------------------------------- special-action tasks

@handler("remove_horde")
def _remove_horde(s: State, t: dict) -> Decision | None:
    targets = remove_horde_targets(s, t["effect"])
    if not targets:
        s.tasks.pop()
        return None
    return EMPEROR, [{"remove": bl} for bl in targets]


@resolver("remove_horde")
def _remove_horde_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    bl = a["remove"]
    before = s.controller(bl)
    s.hordes[bl] -= 1
    s.say(f"the Emperor removes a Horde from {NAMES[bl]}{s.control_note(bl, before)}")


@handler("push_hordes")
def _push_hordes(s: State, t: dict) -> Decision | None:
    options = push_hordes_options(s, t["n"])
    if not options:
        s.tasks.pop()
        return None
    return EMPEROR, options + [{"push": "none"}]


@resolver("push_hordes")
def _push_hordes_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["push"] == "none":
        s.say("the Emperor sends no Hordes back")
        return
    s.hordes[a["push"]] -= a["n"]
    s.hordes[a["to"]] += a["n"]
    s.say(f"the Emperor sends {plural(a['n'], 'Horde')} from {NAMES[a['push']]} back to {place(a['to'])}")


@handler("horde_home")
def _horde_home(s: State, t: dict) -> Decision | None:
    options = [{"from": h, "to": o} for h in HOMELANDS if s.hordes[h] for o in adjacent(h) if o in HOMELANDS]
    if not options:
        s.tasks.pop()
        return None
    return OVERLORD, options


@resolver("horde_home")
def _horde_home_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.hordes[a["from"]] -= 1
    s.hordes[a["to"]] += 1
    s.say(f"the Overlord moves a Horde from {place(a['from'])} to {place(a['to'])}")


MING = MING_HOMELAND  # re-exported for the solo flow
