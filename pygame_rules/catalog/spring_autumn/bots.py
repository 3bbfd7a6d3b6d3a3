"""A heuristic computer player for a human seat of Spring and Autumn, registered as ``heuristic``.

Why: a person may want a computer to take a human seat (issue 13) with a player that plays to win and says
why, not the random bot. What: every decision is answered from the seat's own view only (``game.view``):
the public map, its own private objectives and dishonor, the public objectives face up; never the state,
others' hidden dishonor, hands or deck orders. Each decision kind (``view["decision"]``) and option shape is
scored by a small policy below (the option keys say what is being chosen: an action of the menu, an area, a
building, a unit, a bid, a player...), the best score wins, exact ties are broken by the RNG, and the reason
names the rule, card or objective pursued in the game's words (faction, area and building names).

The plan is simple: build (many public objectives count buildings and areas), build the building types its
private objectives ask for, research and train when it pays, move units into unowned areas to own them,
keep honor, avoid dishonor, bid for world events only when cheap, and aim harm at the leader, never itself.
"""

from __future__ import annotations

from typing import Any

from ...ai.base import Bot, Decision, register_bot
from ...engine.game import Action, Game
from ...engine.rng import Rng
from .content import nouns
from .content.events import DRAGON, WORLD_EVENT
from .content.factions import FACTION, MOST_HONORABLE_TOKEN_SIDES, turn_order
from .content.map import AREA, MOUNTAIN, SEA_SPACE, TRIBE, VALLEY, ZHOU, adjacent_land, coastal_areas, location_name
from .content.objectives import OBJECTIVE
from .content.philosophies import PHILOSOPHY
from .content.player_board import ADVANCEMENT, BUILDINGS
from .content.tokens import DISHONOR_TOKENS, KINGDOM_SYMBOLS

UNIT_VALUE = {"hero": 4.0, "cavalry": 3.0, "archer": 2.5, "infantry": 2.0, "junk": 1.0}
BUILDING_VALUE = {"market": 3.0, "academy": 3.2, "barracks": 2.8, "shrine": 2.6, "fortification": 1.0}
SEAT_KEYS_HARM = ("target", "destroy", "take_from", "revolt_player", "sink", "break_treaty")
SEAT_KEYS_GIVE = ("holder", "winner")
MEAN_DISHONOR = sum(DISHONOR_TOKENS) / len(DISHONOR_TOKENS)
"""What another player's face-down dishonor token is worth on average (its value is hidden from me)."""
SHAME_GUARDS = {"court_historians": "when I take a dishonor token I draw 2 and keep 1",
                "discipline": "withdrawing costs no dishonor", "diplomacy": "kingdom tokens give me no dishonor"}
COASTAL = frozenset(coastal_areas())
ZHOU_REGION = frozenset((ZHOU, *adjacent_land(ZHOU)))


FACES = {"green": (1, 2, 3, 4, 5, 6), "red": (1, 2, 3, 4, 5, 5), "purple": (0, 0, 1, 2, 4, 6)}
"""The numbers on the melee dice (content/dice.py; an arrow counts 0 in melee, SA-COMBAT-ARCH-4)."""


def melee_dice(kinds: set[str], advancements: set[str], fortified: bool = False) -> list[str]:
    """The dice a side rolls in a land combat round (SA-COMBAT-ARCH-1, MELEE-1..3, FORT-1): purple for archers,
    green for infantry (+1 with Iron Weapons), red for cavalry (+1 with Tactics), green for combined arms
    (cancelled by a fortification), green for the defender's fortification."""
    dice = []
    if "archer" in kinds:
        dice.append("purple")
    if "infantry" in kinds:
        dice += ["green"] * (2 if "iron_weapons" in advancements else 1)
    if "cavalry" in kinds:
        dice += ["red"] * (2 if "tactics" in advancements else 1)
    if "infantry" in kinds and "cavalry" in kinds and not fortified:
        dice.append("green")
    if fortified:
        dice.append("green")
    return dice


def _max_cdf(dice: list[str], x: int) -> float:
    """P(the highest of ``dice`` is at most ``x``) (no dice: strength 0)."""
    p = 1.0
    for d in dice:
        p *= sum(1 for f in FACES[d] if f <= x) / 6
    return p


def round_odds(mine: list[str], theirs: list[str], their_bonus: int = 0) -> tuple[float, float]:
    """(P I destroy one of theirs, P they destroy one of mine) in one melee (SA-COMBAT-MELEE-8..11: the highest
    die is the strength, the higher kills one, a tie kills one each); ``their_bonus`` adds to their strength."""
    win = lose = 0.0
    for x in range(0, 7):
        px = _max_cdf(mine, x) - (_max_cdf(mine, x - 1) if x > 0 else 0.0)
        if px <= 0:
            continue
        below = _max_cdf(theirs, x - their_bonus - 1) if x - their_bonus - 1 >= 0 else 0.0
        upto = _max_cdf(theirs, x - their_bonus) if x - their_bonus >= 0 else 0.0
        win += px * upto                 # their strength <= mine: I kill one (ties too)
        lose += px * (1.0 - below)       # their strength >= mine: they kill one (ties too)
    return win, lose


def token_risk(kinds: set[str], n_units: int) -> tuple[float, float]:
    """(chance of a dishonor token, chance of losing a unit) when the top kingdom token of an area is revealed to
    my ``n_units`` units of ``kinds`` there, over the tokens' symbols (all equally common, CONTENT.md): a red
    circle always shames; a hero, archer, cavalry or infantry symbol shames unless that kind is there (a blood
    drop only when it kills my last unit: SA-KT-REF-2..9)."""
    shame = loss = 0.0
    for sym in KINGDOM_SYMBOLS:
        for e in sym.effects:
            do, guard = e["do"], e.get("unless_unit")
            if do == "kingdom_dishonor":
                shame += guard is None or guard not in kinds
            elif do == "kingdom_retreat":
                shame += guard not in kinds
            elif do == "kingdom_blood" and guard not in kinds:
                loss += 1
                shame += n_units <= 1
    return shame / len(KINGDOM_SYMBOLS), loss / len(KINGDOM_SYMBOLS)


def _count_units(counts: Any) -> int:
    if isinstance(counts, list):
        return sum(x for x in counts if isinstance(x, int))
    return int(counts or 0)


class Board:
    """What the seat knows, read from its view: owned areas, units, objectives, the leader."""

    def __init__(self, view: dict[str, Any], seat: int):
        self.v, self.me = view, seat
        self.factions = view.get("factions") or []
        self.players = view.get("players") or []
        self.owner: dict[str, int] = {a: int(o) for a, o in (view.get("owner") or {}).items()}
        self.mine = [a for a, o in self.owner.items() if o == seat]
        self.buildings: dict[str, list[dict[str, Any]]] = view.get("buildings") or {}
        units = view.get("units") or []
        self.units: dict[str, dict[str, Any]] = units[seat] if seat < len(units) else {}
        self.all_units = units
        me = self.players[seat] if seat < len(self.players) else {}
        self.p = me
        self.honor = int(me.get("honor") or 0)
        self.private = [OBJECTIVE[o] for o in (me.get("objectives") or []) if o in OBJECTIVE]
        self.public = [OBJECTIVE[o] for o in (view.get("public_up") or []) if o in OBJECTIVE]
        scores = [int(p.get("public_objectives") or 0) for p in self.players]
        others = [i for i in range(len(self.players)) if i != seat and not self.players[i].get("eliminated")]
        self.leader = max(others, key=lambda i: (scores[i], len([a for a, o in self.owner.items() if o == i])),
                          default=None)
        self.weakest = min(others, key=lambda i: scores[i], default=None)
        mine_f = self.factions[seat] if seat < len(self.factions) else ""
        held = {t.split("-")[0] for t in me.get("held") or []}
        self.partners = {i for i in others if self.factions[i] in held
                         or any(t.split("-")[0] == mine_f for t in self.players[i].get("held") or [])}
        tokens = [int(p.get("dishonor_tokens") or 0) for p in self.players]
        self.exchanges = 0
        mine_points = sum(x for x in me.get("dishonor") or [] if isinstance(x, int))
        self.shamed = bool(others) and (tokens[seat] >= max(tokens[i] for i in others) - 1
                                        or mine_points >= max(MEAN_DISHONOR * tokens[i] for i in others))
        """At or near the most dishonor tokens, or my own points (I see my tokens' values) at least what the others'
        tokens are worth on average: the most dishonor points at the end are eliminated (SA-END-2)."""

    def kinds_at(self, loc: str, seat: int) -> dict[str, int]:
        src = self.all_units[seat] if 0 <= seat < len(self.all_units) else {}
        return {k: _count_units(c) for k, c in (src.get(loc) or {}).items() if _count_units(c) > 0}

    def advancements_of(self, seat: int) -> set[str]:
        """Public advancements; an AI with 6 on its track fights with Iron Weapons and Tactics (SA-AI-COMBAT-1)."""
        p = self.players[seat] if 0 <= seat < len(self.players) else {}
        out = set(p.get("advancements") or [])
        if int((p.get("ai") or {}).get("advancements") or 0) >= 6:
            out |= {"iron_weapons", "tactics", "combat_junks"}
        return out

    def fight(self, src: Any, dst: str) -> tuple[float, str]:
        """My land units in ``src`` (with mine already in ``dst``) against the other players' units in ``dst``,
        read from the view: the ratio of the rounds each side can last (above 1: I should win) and the words."""
        mine: dict[str, int] = {}
        for loc in (src, dst):
            if isinstance(loc, str):
                for k, n in self.kinds_at(loc, self.me).items():
                    if k != "junk":
                        mine[k] = mine.get(k, 0) + n
        theirs: dict[str, int] = {}
        defender = None
        for i in range(len(self.all_units)):
            if i != self.me:
                for k, n in self.kinds_at(dst, i).items():
                    if k != "junk":
                        theirs[k] = theirs.get(k, 0) + n
                        defender = i
        owner = self.owner.get(dst, defender)
        fort = any(x.get("b") == "fortification" and x.get("st") != "uc" for x in self.buildings.get(dst, ())) or (
            owner is not None and 0 <= owner < len(self.players) and self.players[owner].get("palace") == dst)
        my_dice = melee_dice(set(mine), self.advancements_of(self.me))
        their_dice = melee_dice(set(theirs), self.advancements_of(defender) if defender is not None else set(),
                                fortified=fort)
        win, lose = round_odds(my_dice, their_dice, 1 if fort else 0)
        n_me, n_them = sum(mine.values()), sum(theirs.values())
        ratio = (n_me * win) / max(1e-6, n_them * lose) if n_them else 9.0
        words = (f"my {n_me} units roll {len(my_dice)} dice against {n_them} with {len(their_dice)}"
                 + (" and a fortification" if fort else ""))
        return ratio, words

    def raid_targets(self) -> set[str]:
        """Areas a raid arrow of a tribe still on the board points into (SA-BARB-1; a pacified tribe is gone)."""
        tribes = self.v.get("tribes") or {}
        return {ar.target for t, alive in tribes.items() if alive and t in TRIBE for ar in TRIBE[t].arrows}

    def danger(self, area: str) -> int:
        """Barbarians, kingdom tokens and enemy units waiting in ``area``: what a unit entering must beat."""
        barb = len((self.v.get("barbarians") or {}).get(area) or [])
        tokens = int((self.v.get("kingdom") or {}).get(area, 0))
        return 2 * barb + tokens + self.enemy_units_at(area)

    def name(self, i: int | None) -> str:
        if i is None or not (0 <= i < len(self.factions)):
            return "nobody"
        f = FACTION.get(self.factions[i])
        return f.name if f else "another faction"

    def units_at(self, loc: str, seat: int | None = None) -> int:
        src = self.units if seat is None else (self.all_units[seat] if seat < len(self.all_units) else {})
        return sum(_count_units(c) for c in (src.get(loc) or {}).values())

    def enemy_units_at(self, loc: str) -> int:
        return sum(self.units_at(loc, i) for i in range(len(self.all_units)) if i != self.me)

    def my_buildings(self, kind: str) -> int:
        return sum(1 for a in self.mine for b in self.buildings.get(a, ()) if b.get("b") == kind)

    def empty_slots(self, area: str) -> int:
        info = AREA.get(area)
        if info is None:
            return 0
        bs = self.buildings.get(area, ())
        return max(0, info.settlements + (1 if info.mine else 0) - len(bs))

    def measure(self, pred: dict[str, Any]) -> int | None:
        """My value of an objective's measure, read from the view (None: not readable here)."""
        m = pred.get("count") or pred.get("most")
        mine = self.mine
        if m == "areas":
            return len(mine)
        if m in ("valleys", "mountains"):
            kind = VALLEY if m == "valleys" else MOUNTAIN
            return sum(1 for a in mine if a in AREA and AREA[a].kind == kind)
        if m == "buildings":
            return sum(len(self.buildings.get(a, ())) for a in mine)
        if m == "buildings_of_type":
            return self.my_buildings(pred.get("building", ""))
        if m == "mine_buildings":
            return sum(1 for a in mine for b in self.buildings.get(a, ()) if b.get("mine"))
        if m == "areas_with_buildings":
            return sum(1 for a in mine if len(self.buildings.get(a, ())) >= pred.get("min", 1))
        if m == "units":
            kinds = pred.get("units")
            return sum(_count_units(c) for loc in self.units.values() for k, c in loc.items()
                       if kinds is None or k in kinds)
        if m == "advancements":
            return len(self.p.get("advancements") or [])
        if m == "philosophies":
            return len(self.p.get("philosophies") or [])
        if m == "commerce":
            return int(self.p.get("commerce") or 0)
        if m == "world_events_won":
            return len(self.p.get("events_won") or [])
        if m == "treaties_held":
            return len(self.p.get("held") or [])
        if m == "sea_spaces_with_junks":
            return sum(1 for loc, kinds in self.units.items() if loc not in AREA and _count_units(kinds.get("junk")))
        if m == "coastal_areas":
            return sum(1 for a in mine if a in COASTAL)
        if m == "zhou_region_areas":
            return sum(1 for a in mine if a in ZHOU_REGION)
        if m == "other_home_areas":
            own = self.factions[self.me] if self.me < len(self.factions) else None
            return sum(1 for a in mine if a in AREA and AREA[a].home not in (None, own))
        if m == "empty_slots":
            return sum(self.empty_slots(a) for a in mine)
        if m == "fully_built_areas":
            return sum(1 for a in mine if a in AREA and AREA[a].settlements >= pred.get("min_settlements", 0)
                       and not self.empty_slots(a))
        if m == "philosophy_colors":
            return len({PHILOSOPHY[c["id"]].color for c in self.p.get("philosophies") or []
                        if c.get("id") in PHILOSOPHY})
        if m == "barbarians_destroyed":
            return len(self.p.get("barbarians_destroyed") or [])
        if m == "dishonor_tokens":
            return int(self.p.get("dishonor_tokens") or 0)
        if m == "great_wall_segments":
            return sum(1 for g in (self.v.get("great_wall") or {}).values()
                       if isinstance(g, dict) and g.get("owner") == self.me and g.get("st") != "uc")
        return None

    def gap(self, objective: Any) -> int | None:
        """How far I am from ``objective`` (0: met now), read from the view; None if not measurable here."""
        pred = objective.predicate
        have, need = self.measure(pred), pred.get("at_least")
        if have is None or not isinstance(need, int):
            return None
        return max(0, need - have)

    def treasury(self) -> bool:
        """A face-up public objective asks for commerce held at upkeep and I have not marked it yet: keep
        commerce instead of spending it on exchanges and conversions."""
        marks = self.v.get("marks") or {}
        return any(o.predicate.get("count") == "commerce" and self.me not in (marks.get(o.id) or ())
                   for o in self.public)

    def wants(self, measure: str, **params: Any) -> tuple[float, str]:
        """Weight of the objectives counting ``measure`` (public face up and not yet marked by me: 3, own
        private: 2.5; more the closer I am, little once met) and the title of the heaviest."""
        best, title = 0.0, ""
        marks = self.v.get("marks") or {}
        for objs, w, where in ((self.public, 3.0, "public objective"), (self.private, 2.5, "private objective")):
            for o in objs:
                pred = o.predicate
                m = pred.get("count") or pred.get("most")
                if m != measure or any(pred.get(k) != v for k, v in params.items()):
                    continue
                if where.startswith("public") and self.me in (marks.get(o.id) or ()):
                    continue
                have, need = self.measure(pred), pred.get("at_least")
                weight = w
                if have is not None and isinstance(need, int) and need > 0:
                    # met: little; else more the closer (a public objective 1 short weighs about twice a far one)
                    weight = 0.5 if have >= need else w * (0.6 + 1.4 * (have / need) ** 2)
                if weight > best:
                    best, title = weight, f"{o.title} ({where})"
        return best, title


def _works(title: str) -> str:
    return f": works toward {title}" if title else ""


# ---------------------------------------------------------------------- option scoring

def _menu(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    kind = a.get("action")
    penalty = -1.5 if a.get("exchange") else 0.0
    if a.get("exchange") and kind == "supply" and not _frontier(b):
        penalty = -4.0                     # commerce paid for a supply that may only give commerce back
    via = " by exchange" if a.get("exchange") else ""
    if "philosophy" in a:
        return _philosophy(b, a)
    if kind == "build":
        w, t = b.wants("buildings")
        w2, t2 = b.wants("areas_with_buildings")
        slots = sum(b.empty_slots(x) for x in b.mine)
        s = (6.0 if slots else 1.0) + max(w, w2) + penalty
        return s, f"Take the Build action{via}: buildings power every other action" + _works(t or t2)
    if kind == "train":
        w, t = b.wants("units")
        total = sum(b.units_at(x) for x in b.units)
        return 4.0 + w + (2.0 if total < 6 else 0.0) + penalty, \
            f"Take the Train action{via}: more units to hold and gain areas" + _works(t)
    if kind == "research":
        w, t = b.wants("advancements")
        return 3.6 + w + penalty, f"Take the Research action{via}: advancements unlock more cubes" + _works(t)
    if kind == "honor":
        low = 2.5 if b.honor < 4 else (0.0 if b.honor < 8 else -1.5)
        w, t = b.wants("world_events_won")
        if "public" in t:
            return 2.0 + max(low, 0.0) + w + penalty, f"Take the Honor action{via}: honor wins the bids for world " \
                f"events" + _works(t)
        return 2.0 + low + penalty, f"Take the Honor action{via}: honor pays for bids and breaks ties"
    if kind == "supply":
        w, t = b.wants("commerce")
        w = 2.0 * w if b.treasury() else w
        frontier = _frontier(b)
        return 3.5 + w + (1.5 if frontier else 0.0) + penalty, \
            f"Take the Supply action{via}: move units into unowned areas or gain commerce" + _works(t)
    if kind == "move_palace":
        want = any(o.predicate.get("palace_in") for o in b.public)
        return (5.0 if want and "zhou" in (x.lower() for x in b.owner if b.owner[x] == b.me) else 0.5), \
            "Move the palace: closer to where it is needed"
    if kind == "treaty":
        w, t = b.wants("treaties_held")
        partner = a.get("partner")
        leader = -1.0 if partner == b.leader else 0.0
        return 1.0 + w + leader + penalty, f"Offer {b.name(partner)} a treaty: peace on that border" + _works(t)
    if kind == "exchange":
        commerce = int(b.p.get("commerce") or 0)
        w, t = b.wants("commerce")
        if b.exchanges >= 2:
            return -0.5, "No more exchanges this turn: commerce turned into commerce gains nothing"
        if b.treasury():
            return -0.4, f"Keep my commerce: {t} counts the commerce I hold at upkeep"
        return (3.0 if commerce >= 3 and not w else 0.2), "Exchange commerce for one more action this round"
    if kind == "pass":
        return 0.0, "Pass: nothing left worth a cube"
    return 0.5 + penalty, f"Take the {str(kind).replace('_', ' ')} action"


def _philosophy(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    pid = a.get("philosophy")
    if pid is None:
        return 0.5, "Keep the philosophy card for later: no honor to spare"
    title = PHILOSOPHY[pid].title if pid in PHILOSOPHY else "a philosophy card"
    pay = a.get("pay")
    if pay == "dishonor":
        return -2.0, f"Use {title} paying dishonor: dishonor counts against me at the end"
    if pay == "honor":
        return (1.2 if b.honor >= 4 else 0.2), f"Use {title}, paying honor I can spare"
    return 1.0, f"Use {title}: its effect helps this action"


def _frontier(b: Board) -> list[str]:
    out = []
    for x in b.mine:
        if b.units_at(x) <= 0:
            continue
        for y in adjacent_land(x):
            if y not in b.owner:
                out.append(y)
    return out


def _area_value(b: Board, area: str) -> tuple[float, str]:
    info = AREA.get(area)
    if info is None:
        return 0.0, ""
    s, why = 1.0 + 0.5 * (info.settlements + info.mine), ""
    for terrain, measure in ((VALLEY, "valleys"), (MOUNTAIN, "mountains")):
        if info.kind == terrain:
            w, t = b.wants(measure)
            if w > 0:
                s, why = s + w, t
    w, t = b.wants("areas")
    if w and not why:
        s, why = s + w, t
    if info.home and info.home != (b.factions[b.me] if b.me < len(b.factions) else None):
        w, t = b.wants("other_home_areas")
        s, why = s + w, why or t
    for inside, measure in ((area in COASTAL, "coastal_areas"), (area in ZHOU_REGION, "zhou_region_areas")):
        if inside:
            w, t = b.wants(measure)
            if w > 0:
                s, why = s + w, why or t
    return s, why


def _build_area(b: Board, area: str) -> tuple[float, str]:
    bs = b.buildings.get(area, ())
    slots = b.empty_slots(area)
    s = 2.0 * min(slots, 1) + 0.3 * slots
    w, t = b.wants("areas_with_buildings")
    if not bs and w:
        s += w
    w2, t2 = b.wants("mine_buildings")
    info = AREA.get(area)
    if info is not None and info.mine and not any(x.get("mine") for x in bs) and w2:
        s += w2
        t = t or t2
    name = info.name if info else "that area"
    return s, f"Build in {name}: {slots} free settlement or mine places" + _works(t)


def _building(b: Board, kind: str) -> tuple[float, str]:
    bname = BUILDINGS[kind].name.lower() if kind in BUILDINGS else "building"
    s = BUILDING_VALUE.get(kind, 1.0)
    why = f"{nouns.a(bname)} powers its action"
    for o in b.private:
        pred = o.predicate
        if pred.get("count") == "buildings_of_type" and pred.get("building") == kind:
            if b.my_buildings(kind) < pred.get("at_least", 0):
                s += 4.0 + 2.0 * b.my_buildings(kind) / max(1, pred.get("at_least", 1))
                why = f"works toward {o.title} (private objective)"
    return s, f"Build {nouns.a(bname)}: {why}"


def _place(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    p = a["place"]
    if p == "settlement":
        return 5.0, "Build on an empty settlement: one more building"
    if p == "mine":
        w, t = b.wants("mine_buildings")
        return 5.5 + w, "Build on the mine: one more building" + _works(t)
    if p == "wall":
        w, t = b.wants("great_wall_segments")
        return 2.5 + w, "Build a Great Wall segment: it stops barbarian raids" + _works(t)
    return 0.5, "Rebuild over a building of mine: a better type for this area"


def _advancement(b: Board, adv: str) -> tuple[float, str]:
    if adv is None:
        return 0.0, "Research no advancement now: keep the knowledge and commerce"
    info = ADVANCEMENT.get(adv)
    if info is None:
        return 0.0, "Research an advancement"
    s = 3.0 - 0.4 * info.level + (1.5 if info.unlock else 0.0)
    why = "it unlocks another action cube" if info.unlock else "its effect helps every turn"
    if adv in SHAME_GUARDS and b.shamed:
        s += 3.0
        why = f"{SHAME_GUARDS[adv]}, and I am near the most dishonor, which is eliminated at the end (SA-END-2)"
    short = info.cost - int(b.p.get("knowledge") or 0)
    if short > 0 and b.treasury():
        w, t = b.wants("commerce")
        return s - 2.0 - w, f"Research {info.name} only by converting commerce, which {t} needs held at upkeep"
    for o in b.private:
        if o.predicate.get("all_advancements") == info.category:
            s += 4.0
            why = f"works toward {o.title} (private objective)"
    if adv == "mining":
        w, t = b.wants("mine_buildings")
        if w:
            s, why = s + w, f"works toward {t}"
    return s, f"Research {info.name}: {why}"


def _unit(b: Board, kind: str) -> tuple[float, str]:
    s = UNIT_VALUE.get(kind, 1.0)
    why = "a strong unit for fights and holding areas"
    for o in b.private + b.public:
        if o.predicate.get("count") == "units" and kind in o.predicate.get("units", ()):
            s += 3.0
            why = f"works toward {o.title}"
    if kind == "junk":
        w, t = b.wants("sea_spaces_with_junks")
        if w:
            s, why = s + w, f"works toward {t}"
    return s, f"Train {nouns.a(kind)}: {why}"


def _power(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    area, use = a["area"], a["use"]
    name = AREA[area].name if area in AREA else "that area"
    if use == "palace":
        return 1.0, f"Use the palace in {name}: it gives exactly 1"
    n = sum(1 for x in b.buildings.get(area, ()) if x.get("b") == use and x.get("st") == "active")
    bname = BUILDINGS[use].name.lower() if use in BUILDINGS else "building"
    return 1.5 + n, f"Use the active {bname} buildings in {name}: {n} of them add to the yield"


def _move_step(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    if a.get("done"):
        return 0.6, "Stop moving: the units hold their areas"
    dst, src, kind = a.get("to"), a.get("from"), a.get("kind", "unit")
    dname = location_name(dst) if isinstance(dst, str) else "there"
    if dst in SEA_SPACE:
        w, t = b.wants("sea_spaces_with_junks")
        here = b.units_at(dst)
        return (0.4 + (w if not here else 0.0)), f"Sail {nouns.a(kind)} to {dname}" + _works(t)
    if dst not in AREA:
        return 0.0, f"Move {nouns.a(kind)} to {dname}"
    owner = b.owner.get(dst)
    leave = -1.0 if src in b.owner and b.owner[src] == b.me and b.units_at(src) <= 1 else 0.0
    enemies = b.enemy_units_at(dst)
    danger = b.danger(dst) - enemies           # barbarians and kingdom tokens
    force = b.units_at(dst) + (b.units_at(src) if isinstance(src, str) else 0)
    if owner is not None and owner != b.me and owner in b.partners:
        return -6.0, f"Entering {dname} would break the treaty with {b.name(owner)}: dishonor"
    if enemies:
        ratio, words = b.fight(src, dst)
        need = 2.0 if b.shamed else 1.4
        if ratio < need:
            return -3.0 - (2.0 if b.shamed else 0.0), \
                f"Not into {dname}: {words}, a fight I would likely lose, and a lost fight costs dishonor (SA-DISH-1)"
        if owner is None or owner == b.me:
            return 1.5 + min(ratio, 4.0) * 0.5 + leave, f"Move {nouns.a(kind)} into {dname} to fight: {words}"
        s = 1.0 + min(ratio, 4.0) * 0.5 + (0.5 if owner == b.leader else 0.0) + leave
        return s, f"Attack {dname}, held by {b.name(owner)}: {words}"
    if danger > 0 and force <= danger + 1:
        return -3.0 - (2.0 if b.shamed else 0.0), \
            f"Moving into {dname} risks a lost fight and dishonor: too few units against the barbarians or kingdom " \
            f"tokens there"
    tokens = int((b.v.get("kingdom") or {}).get(dst, 0))
    if tokens:
        kinds = set(b.kinds_at(dst, b.me)) | {kind}
        shame, loss = token_risk(kinds - {"junk"}, b.units_at(dst) + 1)
        if shame > 0.25:
            return 1.0 - (4.0 + (3.0 if b.shamed else 0.0)) * shame + leave, \
                f"Move {nouns.a(kind)} into {dname}: its kingdom token shames {round(shame * 9)} in 9 times with " \
                f"{', '.join(sorted(kinds))} there (SA-KT-REF-2..9); more kinds of units make it safe"
    if owner is None:
        v, t = _area_value(b, dst)
        s = 2.5 + v - 0.8 * danger + leave - (1.5 if b.units_at(dst) >= 2 + danger else 0.0)
        if tokens:
            s += 1.0 - 4.0 * shame - loss                          # a safe mix of units is worth bringing
        return s, f"Move {nouns.a(kind)} into {dname}: an unowned area to own at upkeep" + _works(t)
    if owner == b.me:
        threat = max((b.enemy_units_at(y) for y in adjacent_land(dst)), default=0)
        if threat > b.units_at(dst):
            return 1.3 + leave, f"Move {nouns.a(kind)} to {dname} to guard it: {threat} enemy units stand next to it"
        if dst in b.raid_targets() and b.units_at(dst) < 2 and b.buildings.get(dst):
            return 1.1 + leave, f"Move {nouns.a(kind)} to {dname} to guard it: a barbarian raid arrow points at it " \
                                f"and raiders must beat the units there (SA-BARB-1)"
        return 0.3 + leave, f"Move {nouns.a(kind)} to {dname} to guard it"
    s = (1.5 if force > danger + 3 and not b.shamed else -2.0) + (0.5 if owner == b.leader else 0.0) + leave
    return s, f"Move {nouns.a(kind)} into {dname}, held by {b.name(owner)} and undefended: it changes hands at upkeep"


def _seat_option(b: Board, key: str, who: Any) -> tuple[float, str]:
    if key in SEAT_KEYS_GIVE:
        if who == b.me:
            return 3.0, "Take it myself: it is worth more in my hands"
        return (1.0 if who == b.weakest else 0.5), f"Give it to {b.name(who)}, who is furthest from winning"
    if who is None:
        return 0.4, "Spare everyone: no one worth hurting here"
    if who == b.me:
        return -5.0, "Hurting my own faction is a last resort"
    s = 2.0 if who == b.leader else 1.0
    return s, f"Aim it at {b.name(who)}, the leader in public objectives" if who == b.leader else \
        f"Aim it at {b.name(who)} rather than at my own faction"


def _hit_area(b: Board, key: str, area: Any) -> tuple[float, str]:
    """A disaster, revolt or dragon landing on ``area``: best away from me, on the leader."""
    if area is None:
        return 0.5, "No more areas: the disaster stops here"
    name = AREA[area].name if area in AREA else location_name(area)
    owner = b.owner.get(area)
    if owner == b.me:
        return -2.0 - 0.3 * len(b.buildings.get(area, ())), f"Let it strike {name}, the least costly of my areas"
    if owner is None:
        return 1.0, f"Let it strike {name}, which nobody owns"
    return (2.0 if owner == b.leader else 1.5), f"Let it strike {name}, held by {b.name(owner)}"


def _loss(b: Board, a: dict[str, Any]) -> tuple[float, str]:
    what = a["lose"]
    if what == "building":
        st = {"uc": 2.0, "exhausted": 1.0, "active": 0.0}.get(a.get("st"), 0.0)
        kind = a.get("b")
        bonus = -3.0 if any(o.predicate.get("building") == kind for o in b.private) else 0.0
        bname = BUILDINGS[kind].name.lower() if kind in BUILDINGS else "building"
        return st + bonus - 2.0, f"Lose the {bname}: the one I need least"
    return 3.0 - UNIT_VALUE.get(what, 1.0), f"Lose {nouns.a(what)}: the cheapest piece to give up"


def score(b: Board, decision: str | None, a: dict[str, Any]) -> tuple[float, str]:
    """The policy for one option: its worth to the seat and the plain-words reason."""
    if "action" in a:
        return _menu(b, a)
    if "philosophy" in a:
        return _philosophy(b, a)
    if "building" in a:
        return _building(b, a["building"])
    if "place" in a:
        return _place(b, a)
    if "advancement" in a:
        return _advancement(b, a["advancement"])
    if "unit" in a:
        return _unit(b, a["unit"])
    if "dragon_unit" in a:
        return _unit(b, a["dragon_unit"])
    if "use" in a and "area" in a:
        return _power(b, a)
    if "kind" in a or "done" in a:
        return _move_step(b, a)
    if "mode" in a:
        if a["mode"] == "move":
            front = _frontier(b)
            return (4.0 if front else 1.0), "Supply by moving units: unowned areas lie next to mine"
        w, t = b.wants("commerce")
        if b.treasury():
            return 3.0 + 2.0 * w, f"Supply commerce: {t} counts the commerce I hold at upkeep"
        return 2.0 + w, "Supply commerce: commerce pays for exchanges" + _works(t)
    if "market" in a:
        return 2.0, "Use a market for the supply: it keeps the palace free"
    if "palace" in a:
        return 1.0, "Use the palace for the supply"
    if "n" in a:
        return float(a["n"]), f"Move {a['n']} units together: a stronger force"
    if "sea" in a:
        return (1.0 if a["sea"] is None else 0.6), "Move over land: no junks needed" if a["sea"] is None else \
            f"Sail from {location_name(a['sea'])}"
    if "bid" in a:
        return _bid(b, int(a["bid"]))
    if "kill" in a:
        return UNIT_VALUE.get(a["kill"], 1.0), f"Destroy an enemy {a['kill']}: the strongest piece I can remove"
    if "kt_destroy" in a:
        return UNIT_VALUE.get(a["kt_destroy"], 1.0), f"Destroy {nouns.a(a['kt_destroy'])}: the strongest kingdom piece"
    if "fight" in a:
        return 1.0, "Fight on: the battle can still be won"
    if "withdraw" in a:
        return 0.6, f"Withdraw to {location_name(a['withdraw'])}: keep the units alive"
    if "commit" in a:
        return (1.0 if a["commit"] else 0.5), ("Commit the river junks: more dice in the fight" if a["commit"]
                                               else "Keep the river junks out of the fight")
    if "face" in a:
        return _face(b, a["face"])
    if "accept" in a:
        if a["accept"] is None:
            return 0.5, "Decline the treaty"
        w, t = b.wants("treaties_held")
        return 1.0 + w, "Accept the treaty: peace on that border" + _works(t)
    if "keep_treaties" in a:
        return 1.0, "Keep all treaties: breaking one costs dishonor"
    if "break_treaty" in a:
        return -1.0, f"Break the treaty with {b.name(a['break_treaty'])}"
    if "draft" in a:
        return _draft(b, a["draft"])
    if "marker" in a:
        return float(a["marker"]), "Move the marker my way"
    for key in SEAT_KEYS_GIVE + SEAT_KEYS_HARM:
        if key in a and (a[key] is None or isinstance(a[key], int)):
            return _seat_option(b, key, a[key])
    if "dishonor" in a:
        return float(a["dishonor"]), f"Return the dishonor token worth {a['dishonor']}: the costliest one"
    if "lose" in a:
        return _loss(b, a)
    for key in ("revolt_at", "plague_at", "reduce_at", "disaster_at", "dragon_to"):
        if key in a:
            if key == "dragon_to" and any(o.predicate.get("count") == "dragon_deeds" for o in b.private):
                own = b.owner.get(a[key]) == b.me
                return (3.0 if own else 0.0), "Place the dragon in my area: works toward Dragon Lord (private)"
            return _hit_area(b, key, a[key])
    if "flood_river" in a or "flood_segment" in a:
        loc = a.get("flood_segment") or a.get("flood_river")
        mine = b.units_at(loc) if isinstance(loc, str) else 0
        return -mine, "Flood where I have the fewest junks"
    if "tribe" in a:
        hit = [ar.target for ar in TRIBE[a["tribe"]].arrows] if a["tribe"] in TRIBE else []
        s = -sum(b.owner.get(x) == b.me for x in hit) + 0.5 * sum(b.owner.get(x) == b.leader for x in hit)
        name = TRIBE[a["tribe"]].name if a["tribe"] in TRIBE else "the tribe"
        return s, f"Send the {name} raiding: their arrows point away from my areas"
    if "duel" in a:
        return (1.0 if a["duel"] is None else 0.0), "Do not duel: a lost duel costs more than it gains" \
            if a["duel"] is None else f"Duel {DRAGON[a['duel']].name}" if a["duel"] in DRAGON else "Duel the dragon"
    if "palace_to" in a:
        v, t = _build_area(b, a["palace_to"])
        return v, f"Place the palace in {AREA[a['palace_to']].name}: room to build around it"
    if "ally" in a:
        return float(b.empty_slots(a["ally"])), f"Ally with the kingdom in {AREA[a['ally']].name}: room to build"
    if "area" in a:
        area = a["area"]
        if decision == "build":
            return _build_area(b, area)
        if decision == "move":
            n = b.units_at(area) if isinstance(area, str) else 0
            front = sum(1 for y in adjacent_land(area) if y not in b.owner) if area in AREA else 0
            name = location_name(area) if isinstance(area, str) else "there"
            return n + front, f"Move units from {name}: unowned areas lie next to it"
        if area in AREA:
            owner = b.owner.get(area)
            name = AREA[area].name
            if owner == b.me:
                return 1.0 + len(b.buildings.get(area, ())), f"Choose {name}, my best-built area"
            return 0.5, f"Choose {name}"
    if "at" in a:
        if a["at"] is None:
            return 0.5, "Choose no sea space"
        enemy = b.enemy_units_at(a["at"]) - 2 * b.units_at(a["at"])
        return float(enemy), f"Choose {location_name(a['at'])}: enemy junks, none of mine"
    if "qiulong_keep" in a or "qiulong_discard" in a:
        return 0.0, "Order the world-event cards: no card here favors anyone"
    return 0.0, "No rule of thumb separates these choices: chosen by lot"


def _face(b: Board, face: str) -> tuple[float, str]:
    """SA-MH-2: the side sets the direction of play; the leader acting last takes the fewest first picks."""
    side = MOST_HONORABLE_TOKEN_SIDES.get(face)
    holder = b.v.get("holder")
    if side is None or b.leader is None or not isinstance(holder, int):
        return 0.0, f"Turn the token to the {face} side"
    order = turn_order(b.factions[holder], side, b.factions)
    where = order.index(b.factions[b.leader]) if b.factions[b.leader] in order else 0
    return float(where), f"Turn the token to the {face} side: {b.name(b.leader)}, the leader, acts later in each round"


def _bid(b: Board, n: int) -> tuple[float, str]:
    """A sealed bid: spare honor only (honor above 4), more for a card that returns my dishonor, a harmful
    card (its winner aims it) or one that works toward Favored by Heaven."""
    card = WORLD_EVENT.get(((b.v.get("bidding") or {}).get("card")) or "")
    title = card.title if card else "this world event"
    w, t = b.wants("world_events_won")
    spare = max(0, b.honor - 4)
    worth = 1 + (2 if w else 0) + spare // 3
    why = "a cheap world event" + _works(t)
    if "public" in t:                   # a public objective counts world events won: all my honor is spare
        spare = worth = b.honor
        why = f"a world event won counts for {t}"
    dishonor = int(b.p.get("dishonor_tokens") or 0)
    if card is not None and any(e.get("do") == "discard_dishonor" for e in card.effects) and dishonor:
        worth, spare, why = worth + 3, b.honor, "it returns one of my dishonor tokens (the most dishonor is eliminated)"
    elif card is not None and card.harmful:
        worth, why = worth + 1, "its winner aims the harm, so it is not aimed at me"
    cap = min(spare, worth)
    if n == 0:
        return 1.0, f"Bid nothing for {title}: honor is worth more here"
    if n > cap:
        return -float(n), f"Bid {n} honor for {title}: more than it is worth"
    return 1.2 + 0.1 * n + 0.2 * w, f"Bid {n} honor for {title}: {why}"


def _draft(b: Board, slot: Any) -> tuple[float, str]:
    market = b.v.get("market") or []
    pid = market[slot] if isinstance(slot, int) and 0 <= slot < len(market) else None
    if pid not in PHILOSOPHY:
        return 0.5, "Draft a philosophy card"
    ph = PHILOSOPHY[pid]
    colors = set()
    for c in b.p.get("philosophies") or []:
        if c.get("id") in PHILOSOPHY:
            colors.add(PHILOSOPHY[c["id"]].color)
    w, t = b.wants("philosophy_colors")
    s = 1.0 + (w if ph.color not in colors else 0.0) + (0.5 if ph.timing == "own_action" else 0.0)
    return s, f"Draft {ph.title}: a {ph.color} philosophy" + _works(t if ph.color not in colors else "")


class HeuristicBot(Bot):
    """Scores each legal option with the policy for its kind and plays the best (ties by lot)."""

    name = "heuristic"
    games = ("spring-autumn",)

    def __init__(self) -> None:
        self._turn: Any = None
        self._exchanges = 0
        """Exchanges taken this turn (its own memory, not the state): at most 2, so that exchanging commerce
        for a Supply that gives commerce back cannot go round for ever."""

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        self.check_game(game)                  # another game: a RulesError in plain words, not play by lot
        if len(legal) == 1:
            return Decision(legal[0], "The only choice the rules allow here")
        b = Board(view, seat)
        turn = view.get("turn")
        if self._turn != turn:
            self._turn, self._exchanges = turn, 0
        b.exchanges = self._exchanges
        decision = view.get("decision")
        best: list[tuple[Action, str]] = []
        top = float("-inf")
        for a in legal:
            try:
                s, why = score(b, decision, a)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                s, why = 0.0, "No rule of thumb separates these choices: chosen by lot"
            if s > top + 1e-9:
                top, best = s, [(a, why)]
            elif abs(s - top) <= 1e-9:
                best.append((a, why))
        action, why = best[0] if len(best) == 1 else rng.choice(best)
        if action.get("action") == "exchange":
            self._exchanges += 1
        return Decision(action, why)


register_bot("heuristic", HeuristicBot)
