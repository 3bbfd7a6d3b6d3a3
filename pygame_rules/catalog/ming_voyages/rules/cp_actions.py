"""CP actions (MV-EPLAY-4..14, MV-OPLAY-4..9): the Emperor's Recruit, Move, Attack, Tax, Build Junks and
Voyage; the Overlord's Amass, Move, Attack, Gather and Build; and the tasks that place pieces, move them,
send them into an attack, sail a Voyage and build Settlements, which special actions push as well.

An Attack ends by starting the battle (``battle.start_battle``).
"""

from __future__ import annotations

from typing import Any

from ..content.cards import TOTALS
from ..content.dice import faces
from ..content.map import BORDERLANDS, HOMELANDS, MING_HOMELAND, NAMES, VOYAGE_NAMES, adjacent
from ..flow import Decision, handler, resolver
from ..moves import (
    attack_sources,
    attack_targets,
    build_sources,
    build_targets,
    horde_steps,
    iter_attack_targets,
    iter_build_sources,
    ming_steps,
    recruit_bl_targets,
    room,
    voyage_possible,
)
from ..state import EMPEROR, OVERLORD, SIDE_NAMES, State, control_words, holding_words, place, plural
from .battle import start_battle
from .effects import start

E_ACTIONS = ("recruit", "move", "attack", "tax", "junks", "voyage")
O_ACTIONS = ("amass", "move", "attack", "gather", "build")

# The options of this module's menus, made once (pure content): a menu is asked at nearly every decision of a search's
# playouts, and its options are never changed once offered (a state's options are shared by its copies already),
# so every menu may hold the same dicts. The counts run to the most pieces of a kind there are (``TOTALS``).
_MOST = max(TOTALS.values())
_CP_CHOICE = {a: {"cp": a} for a in (*E_ACTIONS, *O_ACTIONS, "none")}
_PLACE = {r: {"place": r} for r in (MING_HOMELAND, *BORDERLANDS, *HOMELANDS)}
_MOVES = {src: {dst: tuple({"move": src, "to": dst, "n": k} for k in range(1, _MOST + 1))
                for dst in (*adjacent(src), MING_HOMELAND)}
          for src in (MING_HOMELAND, *BORDERLANDS, *HOMELANDS)}
"""The moves from ``src`` to ``dst`` (next door, or the Ming Homeland, where Troops may always go) of 1, 2, ...
pieces: ``_MOVES[src][dst][:most]`` are those of 1..most."""
_NO_MOVE = {"move": "none"}
_TARGET = {bl: {"target": bl} for bl in BORDERLANDS}
_SEND = {r: tuple({"send": k, "from": r} for k in range(_MOST + 1)) for r in (MING_HOMELAND, *BORDERLANDS, *HOMELANDS)}
"""Sending 0, 1, 2, ... pieces from region ``r`` into an attack: ``_SEND[r][k]``."""
_VOYAGE = {v: {"voyage": v} for v in range(1, 8)}
_GOLD = tuple({"gold": g} for g in range(_MOST + 1))
_JUNKS = tuple({"junks": j} for j in range(_MOST + 1))
_BUILD_FROM = {hl: {"from": hl} for hl in HOMELANDS}
_BUILD_IN = {bl: {"build": bl} for bl in BORDERLANDS}


def cp_options(s: State, side: int, cp: int) -> list[dict[str, Any]]:
    """The CP actions that can spend at least 1 CP now (MV-EPLAY-4..10, MV-OPLAY-4..9).

    Only whether a move, a target or a source exists matters here, so the lazy forms stop at the first. The
    options come in the order of ``E_ACTIONS`` and ``O_ACTIONS``, each appended as it is found possible."""
    out: list[dict[str, Any]] = []
    if side == EMPEROR:
        if s.supply("troop") > 0:
            out.append(_CP_CHOICE["recruit"])
        if next(ming_steps(s, cp), None) is not None:
            out.append(_CP_CHOICE["move"])
        if next(iter_attack_targets(s, EMPEROR), None) is not None:
            out.append(_CP_CHOICE["attack"])
        if s.supply("gold") > 0:
            out.append(_CP_CHOICE["tax"])
        if s.supply("junk") > 0:
            out.append(_CP_CHOICE["junks"])
        if voyage_possible(s):
            out.append(_CP_CHOICE["voyage"])
    else:
        if s.supply("horde") > 0:
            out.append(_CP_CHOICE["amass"])
        if next(horde_steps(s, cp), None) is not None:
            out.append(_CP_CHOICE["move"])
        if next(iter_attack_targets(s, OVERLORD), None) is not None:
            out.append(_CP_CHOICE["attack"])
        if s.supply("settlement") > 0:
            out.append(_CP_CHOICE["gather"])
        if next(iter_build_sources(s, 1), None) is not None:
            out.append(_CP_CHOICE["build"])
    return out or [_CP_CHOICE["none"]]


@handler("cp")
def _cp(s: State, t: dict) -> Decision:
    return t["side"], cp_options(s, t["side"], t["cp"])


@resolver("cp")
def _cp_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    side, cp, act = t["side"], t["cp"], a["cp"]
    supply_kind = _SUPPLY_KIND
    if act == "none":
        s.say("the {} can use none of the {} CP: no CP action is possible", SIDE_NAMES[side], cp)
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


_SUPPLY_KIND = {"recruit": "troop", "tax": "gold", "junks": "junk"}
"""The CP actions that take pieces from the Supply at once, and the kind each takes."""


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
    return t["side"], [_PLACE[r] for r in regions]


@resolver("place")
def _place_resolve(s: State, t: dict, a: dict) -> None:
    r, kind = a["place"], t["kind"]
    before = s.controller(r) if r in BORDERLANDS else None
    pieces = s.hordes if kind == "horde" else s.settlements if kind == "settlement" else s.troops
    pieces[r] += 1
    s.say(_places, t["side"], kind, r, before, s.controller(r) if r in BORDERLANDS else None)
    t["n"] -= 1


def _places(side: int, kind: str, r: str, before: int | None, now: int | None) -> str:
    """The log line of a piece placed (formatted when it is read, ``State.say``); ``before`` and ``now``: who
    controlled Borderland ``r`` before and after (None for a Homeland)."""
    note = control_words(r, before, now) if r in BORDERLANDS else ""
    return f"the {SIDE_NAMES[side]} places a {kind.capitalize()} in {place(r)}{note}"


@handler("move")
def _move(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-6, MV-OPLAY-6: one region, one destination, 1..n pieces (ruling A-2).

    The options are built straight from ``ming_steps``/``horde_steps`` (the moves ``ming_moves``/``horde_moves``
    list, in the same order), without the list of moves in between."""
    steps = ming_steps(s, t["n"], t.get("start")) if t["side"] == EMPEROR else horde_steps(s, t["n"])
    options: list[dict[str, Any]] = []
    for src, dst, most in steps:
        options += _MOVES[src][dst][:most]
    if not options:
        s.tasks.pop()
        return None
    if t["optional"]:
        options.append(_NO_MOVE)
    return t["side"], options


@resolver("move")
def _move_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["move"] == "none":
        s.say("the {} moves nothing", SIDE_NAMES[t["side"]])
        return
    src, dst = a["move"], a["to"]
    before = {r: s.controller(r) for r in (src, dst) if r in BORDERLANDS}
    pieces = s.troops if t["side"] == EMPEROR else s.hordes
    pieces[src] -= a["n"]
    pieces[dst] += a["n"]
    s.say(_moves, t["side"], a["n"], src, dst, tuple((r, c, s.controller(r)) for r, c in before.items()))


def _moves(side: int, n: int, src: str, dst: str, changes: tuple[tuple[str, Any, Any], ...]) -> str:
    """The log line of a move (formatted when it is read, ``State.say``); ``changes``: each Borderland left or
    entered with its controller before and after."""
    kind = "Troop" if side == EMPEROR else "Horde"
    return (f"the {SIDE_NAMES[side]} moves {plural(n, kind)} from {place(src)} to {place(dst)}"
            + "".join(control_words(r, before, now) for r, before, now in changes))


@handler("attack")
def _attack(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-7, MV-OPLAY-7: pick an enemy Borderland, then how many pieces come from each adjacent region."""
    side = t["side"]
    if "target" not in t:
        targets = attack_targets(s, side)
        if not targets:
            s.tasks.pop()
            return None
        return side, [_TARGET[bl] for bl in targets]
    sources = t["sources"]
    i, left = t["i"], t["left"]
    if i >= len(sources) or left <= 0:
        s.tasks.pop()
        start_battle(s, t["target"], side, t["came"])
        return None
    region = sources[i]
    have = s.troops[region] if side == EMPEROR else s.hordes[region]
    lo = 1 if (i == len(sources) - 1 and t["sent"] == 0) else 0
    return side, list(_SEND[region][lo:min(have, left) + 1])


@resolver("attack")
def _attack_resolve(s: State, t: dict, a: dict) -> None:
    side = t["side"]
    if "target" in a:
        t["target"] = a["target"]
        t["sources"] = [r for r, _ in attack_sources(s, side, a["target"])]
        t["i"], t["left"], t["sent"], t["came"] = 0, t["n"], 0, []
        bl = a["target"]
        s.say(_attacks, side, bl, s.troops[bl], s.hordes[bl], s.settlements[bl], t["n"])
        return
    k, region = a["send"], a["from"]
    if k:
        pieces = s.troops if side == EMPEROR else s.hordes
        pieces[region] -= k
        pieces[t["target"]] += k
        t["came"] = t["came"] + [region]     # never in place (State.copy)
        s.say(_sends, side, k, region, t["target"])
    t["i"] += 1
    t["left"] -= k
    t["sent"] += k


def _attacks(side: int, bl: str, troops: int, hordes: int, settlements: int, n: int) -> str:
    """The log line of an attack declared (formatted when it is read, ``State.say``), with what holds the
    target then."""
    kind = "Troop" if side == EMPEROR else "Horde"
    return (f"the {SIDE_NAMES[side]} attacks {NAMES[bl]} ({holding_words(troops, hordes, settlements)}) with up to "
            f"{plural(n, kind)}")


def _sends(side: int, k: int, region: str, target: str) -> str:
    """The log line of pieces sent into an attack (formatted when it is read, ``State.say``)."""
    kind = "Troop" if side == EMPEROR else "Horde"
    return f"the {SIDE_NAMES[side]} sends {plural(k, kind)} from {place(region)} into {NAMES[target]}"


@handler("voyage")
def _voyage(s: State, t: dict) -> Decision | None:
    """MV-EPLAY-10..14: choose the Voyage, the Gold from the Homeland (all SCS Gold must go), the Junks; roll."""
    if "v" not in t:
        if not voyage_possible(s):
            s.tasks.pop()
            s.say("no Voyage is possible: it needs a Junk in the South China Sea and a Gold")
            return None
        return EMPEROR, [_VOYAGE[v] for v in range(1, 8) if not s.voyages[v - 1]]
    if "gold" not in t:
        lo = 0 if s.gold["SCS"] else 1
        return EMPEROR, list(_GOLD[lo:s.gold["MH"] + 1])
    return EMPEROR, list(_JUNKS[1:s.junks_scs + 1])


@resolver("voyage")
def _voyage_resolve(s: State, t: dict, a: dict) -> None:
    if "voyage" in a:
        t["v"] = a["voyage"]
        return
    if "gold" in a:
        t["gold"] = a["gold"]
        return
    s.tasks.pop()
    v, from_mh, junks = t["v"], t["gold"], a["junks"]
    gold = from_mh + s.gold["SCS"]
    total = gold + junks + t["bonus"]
    dice = [s.rng.roll(6) for _ in range(t["attempts"])]
    s.dice_rolled += len(dice)
    success = any(d < total for d in dice)
    s.gold["MH"] -= from_mh
    sent = (v, gold, junks, t["bonus"], tuple(dice), total)
    if success:
        s.gold["SCS"] = 0
        s.junks_scs -= 1
        s.voyages = s.voyages[:v - 1] + [True] + s.voyages[v:]     # never in place (State.copy)
        s.say(_sails, *sent, s.completed())
        if s.solo and s.completed() >= 4 and not s.flipped:
            s.flipped = True
            levels = s.options["levels_after"]
            s.say(f"the 4th Voyage turns the Difficulty cards over: the Overlord now answers 1, 2 and 3 CP cards "
                  f"with Level {levels[0]}, {levels[1]} and {levels[2]} Events")
    else:
        s.gold["SCS"] = gold
        s.say(_sails, *sent, None)


def _sails(v: int, gold: int, junks: int, bonus: int, dice: tuple[int, ...], total: int, completed: int | None) -> str:
    """The log line of a Voyage (formatted when it is read, ``State.say``): ``completed`` is the count of Voyages
    completed after a success, None after a failure."""
    sent = (f"the Emperor sails for Voyage {v} ({VOYAGE_NAMES[v]}) with {gold} Gold and {plural(junks, 'Junk')}"
            + (f", +{bonus} from the card" if bonus else "")
            + f": rolls {faces(list(dice))}, each die needing under {total} —")
    if completed is not None:
        return f"{sent} success, Voyage {v} is completed ({completed} of 7)"
    return f"{sent} it fails; the {gold} Gold wait{'s' if gold == 1 else ''} in the South China Sea"


@handler("build")
def _build(s: State, t: dict) -> Decision | None:
    """MV-OPLAY-9: Settlements from a single Homeland into adjacent Barbarian-controlled Borderlands."""
    if "from" not in t:
        sources = build_sources(s, t["n"] if t["exact"] else 1)
        if not sources:
            s.tasks.pop()
            return None
        return OVERLORD, [_BUILD_FROM[hl] for hl in sources]
    if t["left"] <= 0 or not s.settlements[t["from"]]:
        s.tasks.pop()
        return None
    targets = [bl for bl in t["targets"] if room(s, bl, OVERLORD) > 0]
    if not targets:
        s.tasks.pop()
        return None
    return OVERLORD, [_BUILD_IN[bl] for bl in targets]


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
    s.say(_builds, a["build"], t["from"])


def _builds(bl: str, hl: str) -> str:
    """The log line of a Settlement built (formatted when it is read, ``State.say``)."""
    return f"the Overlord builds a Settlement in {NAMES[bl]} from {place(hl)}"
