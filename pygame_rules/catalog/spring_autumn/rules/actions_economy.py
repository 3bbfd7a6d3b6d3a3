"""The economic actions: Build, Move Palace, Train, Honor, Research and Exchange (SA-ACT-4..9, SA-ACT-BUILD-*,
SA-ACT-PALACE-*, SA-ACT-TRAIN-*, SA-ACT-HONOR-*, SA-ACT-RESEARCH-*, SA-ACT-EXCH-*, SA-PALACE-3..5).

Each action is a short series of small decisions, run as tasks on the flow stack (flow.py):

- the ``action`` decision offers ``{"action": "build" | "move_palace" | "train" | "honor" | "research" |
  "exchange"}`` only when the action can be completed;
- ``build``: an owned area ``{"area"}``, then a place ``{"place": "settlement" | "mine" | <index of the building
  replaced>}`` or, with the Great Wall advancement, an invasion arrow's tip ``{"place": "wall", "arrow": id}``
  (SA-WALL-1), then ``{"building": type}`` (only ``fortification`` on a wall); a shrine then asks for a market
  card ``{"draft": slot}``;
- ``move_palace``: the destination ``{"area"}``;
- ``train`` / ``honor`` / ``research``: the area and what powers it ``{"area", "use": type | "palace"}``
  (AMB-10: the matching buildings or the palace, never both); train then asks ``{"unit"}``; research then asks
  ``{"advancement": id | None}`` (commerce is converted automatically, only up to the shortfall, AMB-17);
- ``exchange``: after paying, one of the exchangeable actions, ``{"action": name, "exchange": True}``.

Exchange contract for other action modules: a function in ``flow.ACTION_OPTIONS`` with the attribute
``exchangeable = True`` is called as ``fn(state, seat, exchange=True)`` and returns the options it allows
through Exchange (each with ``"exchange": True``); its ``ACTION_RESOLVERS`` entry receives that option and
must then take no cube and exhaust nothing (SA-ACT-EXCH-3, AMB-13).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from operator import itemgetter
from typing import Any

from ..content import nouns
from ..content.map import AREA, ARROWS, TRIBE, arrows_into
from ..content.player_board import (
    ADVANCEMENT,
    ADVANCEMENTS,
    EFFECTS_BY_DO,
    EXCHANGE_COST,
    LEVEL_COST,
    UNIT_CAPS,
    can_research,
)
from ..flow import ACTION_OPTIONS, ACTION_RESOLVERS, Decision, handler, push, resolver
from ..pieces import draw_philosophy, others_at, owned_areas, owner_index, room
from ..state import State, own_buildings
from .philosophy_use import own_action_window, pay, usable, use_options

BUILDABLE = ("barracks", "academy", "shrine", "fortification", "market")
"""SA-ACT-BUILD-2: the types a build action places (the palace only moves, SA-ACT-PALACE-*)."""
TRAINED_BY = {"barracks": ("infantry", "cavalry", "archer", "junk"), "academy": ("hero",),
              "palace": ("infantry", "cavalry", "archer", "junk", "hero")}
POWERS = {"train": ("barracks", "academy"), "honor": ("shrine",), "research": ("academy",)}
GAINS = {"honor": "honor", "research": "knowledge"}
MINE = itemgetter("mine")


# ---------------------------------------------------------------------- helpers


def has_effect(s: State, seat: int, do: str) -> list[dict[str, Any]]:
    """The effects ``do`` of the advancements ``seat`` owns (passive advancements only)."""
    return [e for a in s.players[seat]["advancements"] for e in EFFECTS_BY_DO[a].get(do, ())]


def exchange_cost(s: State, seat: int) -> int:
    """SA-ACT-EXCH-1: 3 commerce; Spade Coins lowers it (exchange_cost effect)."""
    return min([EXCHANGE_COST] + [e["n"] for e in has_effect(s, seat, "exchange_cost")])


def take_cube(s: State, seat: int, section: str) -> None:
    """SA-ACT-4: one cube leaves the section (base spaces first, then the unlocked ones)."""
    p = s.players[seat]
    left = p["sections"][section] - 1
    p["sections"] = {**p["sections"], section: left}                 # replaced, never changed (state.py)
    p["locked"] = {**p["locked"], section: min(p["locked"][section], left)}


def active(s: State, area: str, btype: str) -> list[int]:
    """Indexes of the active buildings of ``btype`` in ``area`` (SA-ACT-7)."""
    return [i for i, b in enumerate(s.buildings.get(area, ())) if b["b"] == btype and b["st"] == "active"]


def active_types(bs: list[dict[str, Any]] | tuple[()]) -> set[str]:
    """The types of the active buildings among ``bs``."""
    return {b["b"] for b in bs if b["st"] == "active"}


def palace_usable(s: State, seat: int, area: str) -> bool:
    """SA-PALACE-3/5: the active palace in ``area`` (not under construction, not exhausted)."""
    p = s.players[seat]
    return p["palace"] == area and p["palace_st"] == "active"



# ---------------------------------------------------------------------- legal choices

def build_places(s: State, seat: int, area: str) -> list[dict[str, Any]]:
    """Every place of ``iter_build_places``."""
    return list(iter_build_places(s, seat, area))


def iter_build_places(s: State, seat: int, area: str) -> Iterator[dict[str, Any]]:
    """SA-ACT-BUILD-3/4, AMB-16: an empty settlement, the empty mine (with Mining), or a building that is not
    exhausted (identical pieces offered once). One at a time, so a caller asking only whether there is one
    stops at the first."""
    bs = s.buildings.get(area, [])
    info = AREA[area]
    if len(bs) - sum(map(MINE, bs)) < info.settlements:                   # buildings off the mine
        yield {"place": "settlement"}
    if info.mine and not any(b["mine"] for b in bs) and has_effect(s, seat, "build_on_mines"):
        yield {"place": "mine"}
    seen = set()
    for i, b in enumerate(bs):
        key = (b["b"], b["mine"], b["st"])       # a spare (Exchange) cube changes nothing once replaced
        if b["st"] != "exhausted" and key not in seen:
            seen.add(key)
            yield {"place": i}
    for arrow in wall_arrows(s, seat, area):
        yield {"place": "wall", "arrow": arrow}


def can_build_in(s: State, seat: int, area: str) -> bool:
    """Whether ``build_places`` has one: the same places, stopping at the first."""
    return next(iter_build_places(s, seat, area), None) is not None


def wall_arrows(s: State, seat: int, area: str) -> list[str]:
    """SA-ACT-BUILD-8, SA-WALL-1/2, AMB-48: with the Great Wall advancement, the invasion arrows pointing into the
    activated owned area that hold no segment yet (one per arrow), unless enemy units (another player's units,
    a palace garrison included, or barbarians) are in the area."""
    if not has_effect(s, seat, "great_wall") or s.barbarians.get(area):
        return []
    if others_at(s, seat, area):
        return []
    return [a.id for a in arrows_into(area) if a.id not in s.great_wall]


def build_types(s: State, area: str, place: Any) -> list[str]:
    """AMB-16: a replacement must be of a different type. SA-WALL-1: a Great Wall segment is a fortification."""
    if place == "wall":
        return ["fortification"]
    if isinstance(place, int):
        return [b for b in BUILDABLE if b != s.buildings[area][place]["b"]]
    return list(BUILDABLE)


def palace_targets(s: State, seat: int, areas: Sequence[str] | None = None) -> list[str]:
    """SA-ACT-PALACE-1/2: another owned area, if the palace is on the map and not exhausted (``areas``: the
    player's owned areas, when the caller has them)."""
    p = s.players[seat]
    if p["palace"] is None or p["palace_st"] == "exhausted":
        return []
    return [a for a in (owned_areas(s, seat) if areas is None else areas) if a != p["palace"]]


def iter_power_choices(s: State, seat: int, action: str, areas: Sequence[str] | None = None,
                       here_of: dict[str, set[str]] | None = None) -> Iterator[dict[str, Any]]:
    """SA-ACT-TRAIN-3..5, SA-ACT-HONOR-2/3, SA-ACT-RESEARCH-2/3, SA-PALACE-3..5, AMB-10/11: per owned area, the
    matching active buildings or the active palace. Train choices with every unit type at its cap are left out
    (training nothing is not an action: our ruling for DT-05's "illegal, or no effect"). One at a time, so
    a caller asking only whether there is one stops at the first. ``here_of`` (area -> the types of its active
    buildings) may be shared by calls on the same state, so each area is looked at once."""
    powers = POWERS[action]
    if here_of is None:
        here_of = {}
    on_map: dict[str, int] = {}                   # units on the map by type (``room``), each counted once a call
    p = s.players[seat]
    palace = p["palace"] if p["palace_st"] == "active" else None          # palace_usable
    buildings = s.buildings
    for area in owned_areas(s, seat) if areas is None else areas:
        here = here_of.get(area)
        if here is None:
            here = here_of[area] = active_types(buildings.get(area, ()))
        if area == palace:
            uses: tuple[str, ...] = (*powers, "palace")
        elif here:
            uses = powers
        else:                                     # nothing active here: the common case, passed at once
            continue
        for use in uses:
            if use != "palace" and use not in here:
                continue
            if action == "train":
                for u in TRAINED_BY[use]:                 # usually the first type has room: count it alone
                    n = on_map.get(u)
                    if n is None:
                        n = on_map[u] = s.unit_count(seat, u)
                    if UNIT_CAPS[u] > n:                                                    # room(...) > 0
                        break
                else:
                    continue
            yield {"area": area, "use": use}


def power_choices(s: State, seat: int, action: str) -> list[dict[str, Any]]:
    """Every choice of ``iter_power_choices``."""
    return list(iter_power_choices(s, seat, action))


ECONOMY_ACTIONS = (("build", "build"), ("move_palace", "build"), ("train", "train"), ("honor", "honor"),
                   ("research", "research"))
"""The economy actions in menu order, each with the action section its cube comes from."""


def economy_options(s: State, seat: int, exchange: bool = False, first: bool = False) -> list[dict[str, Any]]:
    """The top-level Build / Move Palace / Train / Honor / Research options that can be completed (the owned
    areas are listed once for all of them); with ``first``, at most the first, for a caller asking only
    whether there is one. Whether each can be started does not depend on ``exchange`` (which only waives the
    cube), so while an action menu is made the answers are kept in the menu memo (``state.menu_memo``) for
    the Exchange check that follows."""
    memo = s.__dict__.get("menu_memo")                                      # state.menu_memo
    known: dict[str, bool] = {} if memo is None else memo.setdefault(("economy", seat), {})
    areas: tuple[str, ...] | None = None
    here_of: dict[str, set[str]] = {}
    sections = s.players[seat]["sections"]
    out: list[dict[str, Any]] = []
    for action, section in ECONOMY_ACTIONS:
        if not (exchange or sections[section] > 0):                          # _can_act
            continue
        ok = known.get(action)
        if ok is None:
            if areas is None:
                areas = owner_index(s).get(seat, ())                         # owned_areas, not copied
            ok = known[action] = _can_start(s, seat, action, areas, here_of)
        if ok:
            out.append({"action": action, "exchange": True} if exchange else {"action": action})
            if first:
                break
    return out


def _can_start(s: State, seat: int, action: str, areas: Sequence[str], here_of: dict[str, set[str]]) -> bool:
    """Whether the economy action has a first choice: a place to build, a palace target, a power choice."""
    if action == "build":
        for a in areas:
            if next(iter_build_places(s, seat, a), None) is not None:           # can_build_in
                return True
        return False
    if action == "move_palace":
        return bool(palace_targets(s, seat, areas))
    return next(iter_power_choices(s, seat, action, areas, here_of), None) is not None


economy_options.exchangeable = True  # type: ignore[attr-defined]
economy_options.takes_first = True  # type: ignore[attr-defined]


def exchangeable_options(s: State, seat: int) -> list[dict[str, Any]]:
    """SA-ACT-EXCH-2: every registered action that can be done through Exchange."""
    out: list[dict[str, Any]] = []
    for fn in ACTION_OPTIONS:
        if getattr(fn, "exchangeable", False):
            out.extend(fn(s, seat, exchange=True))
    return out


def any_exchangeable(s: State, seat: int) -> bool:
    """Whether ``exchangeable_options`` has one: the same options, stopping at the first (an option function
    with the attribute ``takes_first = True`` is asked for its first option only, ``first=True``)."""
    for fn in ACTION_OPTIONS:
        if getattr(fn, "exchangeable", False):
            if fn(s, seat, exchange=True, first=True) if getattr(fn, "takes_first", False) else \
                    fn(s, seat, exchange=True):
                return True
    return False


LOWEST_EXCHANGE_COST = min([1, EXCHANGE_COST] + [e["n"] for a in ADVANCEMENTS for e in a.effects
                                                 if e["do"] == "exchange_cost"])
"""The lowest price an Exchange can have (1 with Unified Measures, ``exchange_cost``'s effects): with less
commerce ``exchange_options`` needs to look no further."""


def exchange_options(s: State, seat: int) -> list[dict[str, Any]]:
    """SA-ACT-EXCH-1: not allowed without the commerce (1 with Unified Measures), nor when no action could
    follow."""
    commerce = s.players[seat]["commerce"]
    if commerce < LOWEST_EXCHANGE_COST:                  # short of any price: the same answer, sooner
        return []
    if commerce < EXCHANGE_COST:                         # the price can be 1 to 3 (exchange_cost, a card)
        need = 1 if usable(s, seat, "own_action", action="exchange") else exchange_cost(s, seat)
        if commerce < need:
            return []
    if not any_exchangeable(s, seat):
        return []
    return [{"action": "exchange"}]


# ---------------------------------------------------------------------- starting the actions

def _start(kind: str):
    def start(s: State, seat: int, a: dict) -> None:
        push(s, {"t": kind, "seat": seat, "ex": bool(a.get("exchange"))})
    return start


for _kind in ("build", "move_palace", "train", "honor", "research"):
    ACTION_RESOLVERS[_kind] = _start(_kind)


def do_exchange(s: State, seat: int, a: dict) -> None:
    push(s, {"t": "exchange", "seat": seat})


ACTION_RESOLVERS["exchange"] = do_exchange


@handler("exchange")
def _exchange(s: State, t: dict) -> Decision:
    seat = t["seat"]
    if "cost" not in t:                                    # Unified Measures: 1 commerce instead of 3
        cost = exchange_cost(s, seat)
        cards = usable(s, seat, "own_action", action="exchange")
        if not cards:
            t["cost"] = cost
            return seat, exchangeable_options(s, seat)
        keep = [{"philosophy": None}] if s.players[seat]["commerce"] >= cost else []
        return seat, use_options(s, seat, cards) + keep
    return seat, exchangeable_options(s, seat)


@resolver("exchange")
def _exchange_resolve(s: State, t: dict, a: dict) -> None:
    """SA-ACT-EXCH-1/2: pay first, then perform the chosen action with all its normal choices."""
    seat = t["seat"]
    if "philosophy" in a:
        if a["philosophy"] is None:
            t["cost"] = exchange_cost(s, seat)
        else:
            pay(s, seat, a["philosophy"], a["pay"])
            t["cost"] = 1
        return
    s.tasks.pop()
    cost = t["cost"]
    s.players[seat]["commerce"] -= cost
    s.say(f"{s.name(seat)} exchanges {cost} commerce for {nouns.a(a['action'].replace('_', ' '))} action")
    ACTION_RESOLVERS[a["action"]](s, seat, a)


# ---------------------------------------------------------------------- Build and Move Palace

@handler("build")
def _build(s: State, t: dict) -> Decision:
    seat = t["seat"]
    if "area" not in t:
        return seat, [{"area": a} for a in owned_areas(s, seat) if can_build_in(s, seat, a)]
    if "place" not in t:
        return seat, build_places(s, seat, t["area"])
    return seat, [{"building": b} for b in build_types(s, t["area"], t["place"])]


@resolver("build")
def _build_resolve(s: State, t: dict, a: dict) -> None:
    if "area" in a:
        t["area"] = a["area"]
        return
    if "place" in a:
        t["place"] = a["place"]
        if "arrow" in a:
            t["arrow"] = a["arrow"]
        return
    s.tasks.pop()
    seat, area, place, btype = t["seat"], t["area"], t["place"], a["building"]
    if place == "wall":
        build_wall(s, seat, area, t["arrow"], t["ex"])
        own_action_window(s, seat, "build", wall=t["arrow"])                   # Mohist Engineers
        return
    new = {"b": btype, "mine": place == "mine", "st": "uc", "cube": None}      # SA-ACT-BUILD-5
    if t["ex"]:
        new["spare"] = True                                                     # SA-ACT-EXCH-4
    else:
        take_cube(s, seat, "build")                                             # SA-ACT-BUILD-1
    bs = own_buildings(s, area)
    where = "the mine" if place == "mine" else "a settlement"
    if isinstance(place, int):                                                  # SA-ACT-BUILD-4
        old = bs[place]
        new["mine"] = old["mine"]
        bs[place] = new
        s.say(f"{s.name(seat)} builds {nouns.a(btype)} in {AREA[area].name}, replacing {nouns.a(old['b'])}")
    else:
        bs.append(new)
        s.say(f"{s.name(seat)} builds {nouns.a(btype)} on {where} of {AREA[area].name}")
    if btype == "shrine" and any(c is not None for c in s.market):             # SA-ACT-BUILD-6
        push(s, {"t": "draft", "seat": seat})
    if btype == "fortification":                                                # Mohist Engineers
        own_action_window(s, seat, "build", area=area, index=bs.index(new))


def build_wall(s: State, seat: int, area: str, arrow: str, exchange: bool) -> None:
    """SA-WALL-1/3, SA-ACT-BUILD-8, AMB-48: the fortification goes on the arrow's tip as a Great Wall segment
    owned by the builder, under construction with the build cube (a spare cube through Exchange, SA-ACT-EXCH-4);
    it is completed in upkeep (SA-UPK-RETR-1) and from then blocks the path (SA-WALL-4, barbarians.py)."""
    seg: dict[str, Any] = {"owner": seat, "st": "uc", "cube": None}
    if exchange:
        seg["spare"] = True
    else:
        take_cube(s, seat, "build")
    s.great_wall[arrow] = seg
    tribe = TRIBE[ARROWS[arrow].tribe].name
    s.say(f"{s.name(seat)} builds a Great Wall segment in {AREA[area].name}, on the {tribe} invasion path")


@handler("draft")
def _draft(s: State, t: dict) -> Decision:
    """SA-ACT-BUILD-6.1: the player must take one face-up market card."""
    return t["seat"], [{"draft": i} for i, c in enumerate(s.market) if c is not None]


@resolver("draft")
def _draft_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    draft(s, t["seat"], a["draft"])


def draft(s: State, seat: int, slot: int) -> None:
    """SA-ACT-BUILD-6, DT-06, AMB-52: take the card face-down; the others slide right; one new card is revealed
    into the left-most slot (the discard pile is reshuffled when the deck is empty; none left: it stays
    empty)."""
    card = s.market[slot]
    assert card is not None
    p = s.players[seat]
    p["philosophies"] = [*p["philosophies"], {"id": card, "up": False, "token": None}]
    rest = [c for i, c in enumerate(s.market) if c is not None and i != slot]
    s.market = [None] * (4 - len(rest)) + rest
    s.market[0] = draw_philosophy(s)
    s.say(f"{s.name(seat)} takes a philosophy from market slot {slot + 1} face down")


@handler("move_palace")
def _move_palace(s: State, t: dict) -> Decision:
    return t["seat"], [{"area": a} for a in palace_targets(s, t["seat"])]


@resolver("move_palace")
def _move_palace_resolve(s: State, t: dict, a: dict) -> None:
    """SA-ACT-PALACE-1..4, AMB-13: the palace moves under construction (build cube, or a spare cube through
    Exchange, recorded as ``palace_cube = "spare"``); no free activation."""
    s.tasks.pop()
    seat = t["seat"]
    p = s.players[seat]
    if not t["ex"]:
        take_cube(s, seat, "build")
    p["palace"], p["palace_st"], p["palace_cube"] = a["area"], "uc", ("spare" if t["ex"] else None)
    s.say(f"{s.name(seat)} moves the palace to {AREA[a['area']].name}")


# ---------------------------------------------------------------------- Train, Honor, Research

def _activate(s: State, t: dict, section: str) -> int:
    """SA-ACT-4, SA-PALACE-5, SA-ACT-EXCH-3: take the cube and exhaust one matching building (or the palace);
    return the yield (active count, or 1 for the palace, AMB-10)."""
    seat, area, use = t["seat"], t["area"], t["use"]
    if use == "palace":
        n = 1
        if not t["ex"]:
            p = s.players[seat]
            p["palace_st"], p["palace_cube"] = "exhausted", seat
    else:
        idx = active(s, area, use)
        n = len(idx)
        if not t["ex"]:
            b = own_buildings(s, area)[idx[0]]
            b["st"], b["cube"] = "exhausted", seat
    if not t["ex"]:
        take_cube(s, seat, section)
    return n


def _via(t: dict) -> str:
    return ("the palace" if t["use"] == "palace" else nouns.plural(t["use"])) + (" (exchange)" if t["ex"] else "")


@handler("train")
def _train(s: State, t: dict) -> Decision:
    seat = t["seat"]
    if "area" not in t:
        return seat, power_choices(s, seat, "train")
    return seat, [{"unit": u} for u in TRAINED_BY[t["use"]] if room(s, seat, u) > 0]


@resolver("train")
def _train_resolve(s: State, t: dict, a: dict) -> None:
    """SA-ACT-TRAIN-3/4/6/7, AMB-11, AMB-73: one unit per active barracks (one type), exactly one hero from an
    academy, exactly one unit from the palace; Shipyards adds a junk; the excess over the cap is lost."""
    if "area" in a:
        t["area"], t["use"] = a["area"], a["use"]
        return
    s.tasks.pop()
    seat, unit = t["seat"], a["unit"]
    n = _activate(s, t, "train")
    if unit == "hero":
        n = 1
    if unit == "junk":
        n += sum(e["n"] for e in has_effect(s, seat, "action_bonus")
                 if e["action"] == "train" and e.get("unit") == "junk")
    placed = min(n, room(s, seat, unit))
    s.add_units(seat, t["area"], unit, placed)
    lost = f" ({n - placed} lost to the cap)" if placed < n else ""
    s.say(f"{s.name(seat)} trains {nouns.count(placed, unit)} in {AREA[t['area']].name} "
          f"with {_via(t)}{lost}")
    own_action_window(s, seat, "train", area=t["area"], unit=unit)            # Rewards and Punishments


@handler("honor")
def _honor(s: State, t: dict) -> Decision:
    return t["seat"], power_choices(s, t["seat"], "honor")


@resolver("honor")
def _honor_resolve(s: State, t: dict, a: dict) -> None:
    """SA-ACT-HONOR-2: 1 honor per active shrine (1 with the palace); one shrine is exhausted."""
    s.tasks.pop()
    t = dict(t, area=a["area"], use=a["use"])
    n = _activate(s, t, "honor")
    s.players[t["seat"]]["honor"] += n
    s.say(f"{s.name(t['seat'])} gains {n} honor in {AREA[t['area']].name} with {_via(t)}")
    own_action_window(s, t["seat"], "honor")                                   # Benevolence


def convert_rate(s: State, seat: int) -> int:
    """SA-ACT-RESEARCH-4: 1 knowledge per commerce; Merchant Scholars makes it 2."""
    return max([1] + [e["knowledge_per_commerce"] for e in has_effect(s, seat, "convert_rate")])


def purchasable(s: State, seat: int) -> list[str]:
    """SA-ACT-RESEARCH-5/7..9: advancements the player may buy now with knowledge plus convertible commerce."""
    p = s.players[seat]
    owned = set(p["advancements"])
    budget = p["knowledge"] + p["commerce"] * convert_rate(s, seat)
    return [a.id for a in ADVANCEMENTS if LEVEL_COST[a.level] <= budget and can_research(owned, a.id)]


@handler("research")
def _research(s: State, t: dict) -> Decision:
    seat = t["seat"]
    if "area" not in t:
        return seat, power_choices(s, seat, "research")
    return seat, [{"advancement": a} for a in purchasable(s, seat)] + [{"advancement": None}]


@resolver("research")
def _research_resolve(s: State, t: dict, a: dict) -> None:
    """SA-ACT-RESEARCH-2/4/5/7/10, AMB-17, AMB-94: take the knowledge, then at most one advancement; commerce
    is converted only for the shortfall and converted knowledge is never kept."""
    seat = t["seat"]
    p = s.players[seat]
    if "area" in a:
        t["area"], t["use"] = a["area"], a["use"]
        n = _activate(s, t, "research")
        p["knowledge"] += n
        s.say(f"{s.name(seat)} gains {n} knowledge in {AREA[t['area']].name} with {_via(t)}")
        own_action_window(s, seat, "research")                                 # Love of Learning
        return
    s.tasks.pop()
    adv = a["advancement"]
    if adv is None:
        return
    cost = ADVANCEMENT[adv].cost
    short = cost - p["knowledge"]
    if short > 0:
        rate = convert_rate(s, seat)
        paid = -(-short // rate)
        p["commerce"] -= paid
        p["knowledge"] = 0
        s.say(f"{s.name(seat)} converts {paid} commerce into knowledge")
    else:
        p["knowledge"] -= cost
    p["advancements"] = [*p["advancements"], adv]                                     # SA-ACT-RESEARCH-10
    s.say(f"{s.name(seat)} researches {ADVANCEMENT[adv].name}")


