"""Land of Han board primitives every rule uses: who controls what, the armies in a region, raising and removing
armies, improvements and found resources by group, the Max Army Limit and piety coverage. Reads and small writes
of the state only; the rules decide when."""

from __future__ import annotations

from .content.armies import LIMIT_PER_BORDER, LIMIT_PER_CENTRAL
from .content.heroes import BY_ID as SKILL
from .content.heroes import POSTS
from .content.improvements import BY_ID as IMPROVEMENT
from .content.improvements import RICE_FARM_ARMY_LIMIT, TEMPLE_COVERAGE_PCT
from .content.map import CENTRAL
from .content.religions import BY_ID as RELIGION
from .content.research import BY_ID as TOPIC
from .content.research import EFFECT_RICE_FARMS_PER_REGION, EFFECT_TEMPLE_COVERAGE
from .content.resources import CARGO, CASHGRAB_GOODS
from .state import State

MINE = "mine"
"""A mine stands in ``improvements`` as ``"mine:<resource>"`` (it mines one found resource, LH-MINE-4)."""


def improvement_kind(entry: str) -> str:
    """The improvement id of an entry of ``improvements`` ("mine:salt" -> "mine")."""
    return entry.split(":", 1)[0]


def entry_name(entry: str) -> str:
    """An improvement's name in a player's words; a mine with its resource ("Mine (copper)"). Shared by the
    moves' words and the board's drawing, which may not import each other."""
    kind, _, resource = entry.partition(":")
    name = IMPROVEMENT[kind].name if kind in IMPROVEMENT else "an improvement"
    return f"{name} ({resource})" if resource else name


def mined(entries: list[str]) -> list[str]:
    """The resources the mines among ``entries`` mine."""
    return [e.split(":", 1)[1] for e in entries if e.startswith(MINE + ":")]


def owned(s: State, seat: int) -> list[str]:
    """The regions a warlord controls, in map order (from the few regions anyone controls, not the whole map:
    the menus ask this at every step of a playout)."""
    return sorted([r for r, o in s.owner.items() if o == seat], key=s.map.region_order.__getitem__)


def groups_touched(s: State, seat: int) -> list[str]:
    """The groups in which a warlord controls at least one region, in map order."""
    mine = {s.map.regions[r].group for r in owned(s, seat)}
    return [g.id for g in s.map.groups if g.id in mine]


def whole_groups(s: State, seat: int) -> list[str]:
    """The groups whose every region the warlord controls (ruling A-1: "the whole of a Province")."""
    return [g.id for g in s.map.groups if all(s.owner.get(r) == seat for r in g.regions)]


def group_regions(s: State, group: str) -> tuple[str, ...]:
    """The regions of a group on the game's map, its Central first."""
    return s.map.group(group).regions


def armies_at(s: State, region: str) -> list[str]:
    """The ids of the armies in a region, in the order they were raised."""
    return [a for a, army in s.armies.items() if army["r"] == region]


def armies_of(s: State, owner: int | str) -> list[str]:
    """The ids of an owner's armies (a seat, ``INDEPENDENT`` or ``BARBARIAN``), in the order they were raised."""
    return [a for a, army in s.armies.items() if army["o"] == owner]


def add_army(s: State, owner: int | str, kind: str, region: str, new: bool = True) -> str:
    """A new army on the map (raised now unless ``new`` is False: it may not move this season, LH-ARMY-5)."""
    aid = f"a{s.next_army}"
    s.next_army += 1
    s.armies[aid] = {"o": owner, "t": kind, "r": region, "new": new}
    return aid


def remove_army(s: State, aid: str) -> None:
    del s.armies[aid]


def count_in(s: State, group: str, kind: str) -> int:
    """Improvements of ``kind`` standing in the regions of ``group``."""
    return sum(1 for r in group_regions(s, group) for e in s.improvements.get(r, ()) if improvement_kind(e) == kind)


def effect_total(s: State, seat: int, key: str) -> int:
    """The sum of the sizes of effect ``key`` over the warlord's finished research (0 if none gives it)."""
    return sum(size for t in s.done[seat] for k, size in TOPIC[t].effects if k == key)


def effect_best(s: State, seat: int, key: str, default: int) -> int:
    """The largest size of effect ``key`` among the warlord's finished research, or ``default`` (for effects that
    set a figure rather than add to it: 50% a temple, 3 Rice Farms a region)."""
    return max([default, *(size for t in s.done[seat] for k, size in TOPIC[t].effects if k == key)])


def rice_farms_allowed(s: State, seat: int, default: int) -> int:
    """Rice Farms a Riverplains region may hold: 2, or 3 with Irrigation."""
    return effect_best(s, seat, EFFECT_RICE_FARMS_PER_REGION, default)


PRODUCES = {"rice_farm": "rice", "woodcutter_camp": "timber", "silk_farm": "silk", "lacquer_orchard": "lacquer",
            "tea_plantation": "tea"}
"""The improvements (besides mines) whose produce a caravan may carry (LH-CARAVAN-1, A-25)."""


def produce(entry: str) -> str | None:
    """What one improvement produces for a caravan: a mine its resource, a Rice Farm rice, ... (None: nothing)."""
    return entry.split(":", 1)[1] if entry.startswith(MINE + ":") else PRODUCES.get(entry)


def shipped(s: State, region: str) -> list[str]:
    """The cargo of the caravans and trade routes that set out from ``region``: what its improvements produce for
    others (LH-CARAVAN-7)."""
    return [c["cargo"] for c in s.caravans.values() if c["from"] == region]


def unshipped(s: State, region: str, kinds: dict | frozenset | set) -> list[str]:
    """What the region's improvements produce of ``kinds``, one load a producer, less what already goes away by
    caravan, each kind once (LH-CARAVAN-1, LH-CASH-1)."""
    made = [p for p in map(produce, s.improvements.get(region, ())) if p in kinds]
    for cargo in shipped(s, region):
        if cargo in made:
            made.remove(cargo)
    return list(dict.fromkeys(made))


def kept(s: State, region: str) -> list[str]:
    """The improvements of ``region`` whose produce stays at home: one producer taken out for each cargo shipped
    from it (LH-CARAVAN-7: the benefit moves with the caravan)."""
    entries = list(s.improvements.get(region, ()))
    for cargo in shipped(s, region):
        for i, e in enumerate(entries):
            if produce(e) == cargo:
                del entries[i]
                break
    return entries


CASHGRAB = "cashgrab"
"""The destination of a caravan down the desert road (``rules/cashgrab.py``)."""
SELL = "sell"
GOODS = {g.id: g for g in CASHGRAB_GOODS}


def figure(cargo: str, key: str) -> int:
    """One benefit of a load or a good of Cashgrab (``army_limit``, ``tax_pct``, ``rp``; 0 if it has none)."""
    spec = CARGO.get(cargo) or GOODS.get(cargo)
    return getattr(spec, key, 0) if spec is not None else 0


def goods_held(s: State, seat: int, group: str | None = None) -> list[str]:
    """The goods of Cashgrab the warlord's desert routes bring home (to the province of their Bazaar; in ``group``,
    or anywhere), less those sent further east by caravan (LH-CASH-5/6, A-28)."""
    held = [c["trade"] for c in s.caravans.values() if c["o"] == seat and c["to"] == CASHGRAB and c["route"]
            and c["trade"] != SELL and (group is None or s.map.regions[c["from"]].group == group)]
    for c in s.caravans.values():
        if c["o"] == seat and c["cargo"] in held and (group is None or s.map.regions[c["from"]].group == group):
            held.remove(c["cargo"])
    return held


def received(s: State, seat: int, group: str | None = None) -> list[str]:
    """The cargo of the trade routes standing that bring their benefit to ``seat`` (in ``group``, or anywhere)
    (LH-CARAVAN-4): a caravan still on the road brings nothing yet."""
    return [c["cargo"] for c in s.caravans.values() if c["route"] and c["target"] == seat
            and (group is None or s.map.regions[c["to"]].group == group)]


def army_limit(s: State, seat: int) -> int:
    """LH-ARMY-3: each Border region controlled 1, each Central 2, each Rice Farm whose rice stays at home 1 (ruling
    A-10: the limit is the warlord's), each Rice caravan received 1 (LH-CARAVAN-4), Lentils 2 and Spices 1 (held or
    received, LH-CASH-5)."""
    limit = sum(figure(c, "army_limit") for c in received(s, seat) + goods_held(s, seat))
    for r in owned(s, seat):
        limit += LIMIT_PER_CENTRAL if s.map.regions[r].kind == CENTRAL else LIMIT_PER_BORDER
        limit += RICE_FARM_ARMY_LIMIT * kept(s, r).count("rice_farm")
    return limit


def piety_coverage(s: State, seat: int) -> float:
    """LH-REL-2, LH-EX-4: the total piety coverage in % (0-100): each group the warlord touches counts
    3 temple places (``content.improvements.TEMPLES_FOR_FULL_COVERAGE``), filled by the temples in the regions it controls there (extra
    temples do not count), and the total is the places filled over the places counted. With The Hundred Schools of
    Thought a temple gives 50%, so 2 fill a group."""
    temple_pct = effect_best(s, seat, EFFECT_TEMPLE_COVERAGE, TEMPLE_COVERAGE_PCT)
    groups = groups_touched(s, seat)
    if not groups:
        return 0.0
    full = 100 // temple_pct                           # temples that fill a group: 3 at 33%, 2 at 50%
    filled = 0.0
    for g in groups:
        temples = sum(1 for r in group_regions(s, g) if s.owner.get(r) == seat
                      for e in s.improvements.get(r, ()) if e == "temple")
        filled += min(temples, full) / full
    return 100 * filled / len(groups)




def piety_steps(s: State, seat: int, key: str) -> int:
    """The warlord's religion's piety bonus ``key``: its amount times floor(total coverage / its step) (LH-REL-2..7;
    0 when the religion has no such bonus)."""
    coverage = piety_coverage(s, seat)
    return sum(amount * int(coverage // per) for k, amount, per in RELIGION[s.sheets[seat]["religion"]].piety
               if k == key)


def heroes_of(s: State, seat: int) -> list[str]:
    """The heroes in the warlord's service (not one waiting to be hired, not a captive), in the order they came."""
    return [h for h, x in s.heroes.items() if x["seat"] == seat and x["captor"] is None and x["offer"] is None]


def post_skills(s: State, seat: int, group: str) -> set[str]:
    """LH-HERO-5, LH-SKILL-1/2: the skills that act in ``group`` for the warlord through its posts: the
    Administrative skills of the Governor and the Military skills of the Marshal posted at the group's Central."""
    central = s.map.group(group).central
    out: set[str] = set()
    for h in heroes_of(s, seat):
        post = s.heroes[h]["post"]
        if post is not None and post[0] == central:
            category = POSTS[post[1]]
            out.update(k for k in s.heroes[h]["skills"] if SKILL[k].category == category)
    return out


def region_post_skills(s: State, seat: int, region: str) -> set[str]:
    """``post_skills`` of the group a region belongs to."""
    return post_skills(s, seat, s.map.regions[region].group)


def innate(s: State, seat: int, skill: str) -> int:
    """LH-SKILL-3: how many heroes in the warlord's service hold an Other skill, which acts wherever they are."""
    return sum(1 for h in heroes_of(s, seat) if skill in s.heroes[h]["skills"])



def allied(s: State, x: int | str, y: int | str) -> bool:
    """Whether armies of owners ``x`` and ``y`` stand together: the same owner, or two warlords in a Military Pact
    (LH-DIPLO-3). Independents and Barbarians ally with no one."""
    if x == y:
        return True
    return isinstance(x, int) and isinstance(y, int) and [min(x, y), max(x, y)] in s.pacts


def friendly(s: State, owners: list[int | str] | set[int | str]) -> bool:
    """Whether every two of ``owners`` stand together (``allied``)."""
    owners = list(owners)
    return all(allied(s, x, y) for i, x in enumerate(owners) for y in owners[i + 1:])
