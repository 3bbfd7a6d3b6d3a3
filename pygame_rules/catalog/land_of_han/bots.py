"""The computer warlord (spec 5): a planner that writes a whole order sheet, one choice at a time, from its own
view (the public map and its own treasury, research, finds and heroes; never another warlord's coins, research,
heroes or orders).

It rebuilds a state from the view (``seen_state``: what it cannot see is blank) and weighs each choice with the
rules' own arithmetic: improvements by payback (the season's income with it against without, over the seasons
left), armies by the combat table's win chances, research by its persona's track (the Imperial Technologies for
a scholar), heroes by what their skills bring in a post against their upkeep. Personas weight the parts
(aggressive, mercantile, scholarly, pious); each choice comes with a short reason.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import comb
from typing import Any

from ...ai.base import Bot, Decision, register_bot
from ...engine.game import Action, Game
from ...engine.rng import Rng
from .content.armies import BY_ID as ARMY
from .content.armies import COMBAT_DIE
from .content.heroes import BY_ID as SKILL
from .content.heroes import POSTS
from .content.improvements import BY_ID as IMPROVEMENT
from .content.map import CENTRAL
from .content.research import BY_ID as TOPIC
from .content.resources import CARAVAN_COST, CARGO, CASHGRAB_BUYS, CASHGRAB_ROUND_TRIP, PASSAGE_FEE, PROSPECT_RATES
from .pieces import (
    CASHGRAB,
    SELL,
    allied,
    armies_at,
    armies_of,
    army_limit,
    entry_name,
    heroes_of,
    improvement_kind,
    owned,
    produce,
)
from .rules.building import prospect_targets
from .rules.caravans import base_revenue, destinations, road
from .rules.combat import combat_rating
from .rules.economy import production, taxes, upkeep
from .rules.heroes import upkeep as hero_upkeep
from .rules.orders import sheet_cost
from .rules.research import research_points
from .rules.season import seasons_limit
from .state import State
from .words import hero_words, region


@dataclass(frozen=True)
class Persona:
    """How a computer warlord weighs its choices."""

    name: str
    attack: float
    """The win chance it asks of an attack (lower attacks more)."""
    armies: float
    """How much of its Max Army Limit it keeps filled."""
    rp_coins: int
    """What a Research Point a season is worth to it, in Coins a season."""
    piety: int
    """What a temple is worth to it, in Coins a season."""
    research: tuple[str, ...]
    """The topics it studies, in the order it wants them (the Imperial Technologies last unless a scholar)."""


ECONOMY = ("administrative_reform", "coinage", "logistics", "master_builders", "court_patronage", "irrigation",
           "geomancy", "crossbows", "stirrups", "hundred_schools")
IMPERIAL_TRACK = ("mandate_of_heaven", "codified_law", "unified_script", "administrative_reform",
                  "imperial_bureaucracy", "hundred_schools", "imperial_examinations")
PERSONAS = (
    Persona("aggressive", 0.55, 1.0, 60, 40, ("stirrups", "crossbows", "logistics", *ECONOMY, *IMPERIAL_TRACK)),
    Persona("mercantile", 0.7, 0.8, 60, 60, (*ECONOMY, *IMPERIAL_TRACK)),
    Persona("scholarly", 0.7, 0.8, 150, 80, (*IMPERIAL_TRACK, *ECONOMY)),
    Persona("pious", 0.65, 0.8, 90, 250, ("hundred_schools", *ECONOMY, *IMPERIAL_TRACK)),
)
BY_NAME = {p.name: p for p in PERSONAS}


@dataclass(frozen=True)
class Difficulty:
    """How hard a computer warlord plays: the win chance it adds to its persona's before attacking, the share of its
    Max Army Limit it keeps filled, how many seasons of upkeep it keeps in reserve, whether it gathers armies for a
    joint attack, and how much more it values the leading rival's lands (to stop a runaway warlord)."""

    name: str
    caution: float
    armies: float
    reserve_seasons: int
    joint_attacks: bool
    leader_bonus: float


DIFFICULTIES = (
    Difficulty("easy", 0.15, 0.5, 4, False, 0.0),
    Difficulty("normal", 0.0, 1.0, 2, True, 0.0),
    Difficulty("hard", -0.05, 1.25, 2, True, 0.5),
)
DIFFICULTY = {d.name: d for d in DIFFICULTIES}


def seen_state(view: dict[str, Any], seat: int) -> State:
    """A state with what ``view`` shows and nothing else: other warlords' treasuries 0, their research, heroes and
    orders blank (the planner reasons only from its own view)."""
    s = State(Rng(0), dict(view["options"]))
    n = len(view["palace"])
    s.sheets, s.palace, s.owner = view["sheets"], view["palace"], view["owner"]
    s.armies, s.improvements, s.found = view["armies"], view["improvements"], view["found"]
    s.coins = [view["coins"] if p == seat else 0 for p in range(n)]
    s.prospects = [view["prospects"] if p == seat else 0 for p in range(n)]
    s.research = [view["research"] if p == seat else None for p in range(n)]
    s.done = [view["done"] if p == seat else [] for p in range(n)]
    s.reports = [[] for _ in range(n)]
    s.heroes, s.avoided = view["heroes"], [view["avoided"] if p == seat else 0 for p in range(n)]
    s.orders = [view["orders"] if p == seat else [] for p in range(n)]
    s.pacts, s.proposals = view["pacts"], view["proposals"]
    s.caravans = view["caravans"]
    s.sealed, s.season = view["sealed"], view["season"]
    s.next_army = 1 + max((int(a[1:]) for a in s.armies), default=0)
    s.decision_seat = seat
    return s


def duel_odds(diff: int) -> tuple[float, float]:
    """LH-EX-9: the chances that a 1d10 + ``diff`` beats a 1d10, and that it loses to it (else a draw)."""
    pairs = [(a + diff, b) for a in range(1, COMBAT_DIE + 1) for b in range(1, COMBAT_DIE + 1)]
    return sum(a > b for a, b in pairs) / len(pairs), sum(a < b for a, b in pairs) / len(pairs)


def take_chance(win: float, attackers: int, defenders: int) -> float:
    """A-8 as a chance: each duel the attacker wins (``win``) destroys a defender and the attacker fights on; a
    duel lost or drawn puts that attacker out. The chance that ``defenders`` fall before ``attackers`` are out
    (a negative binomial)."""
    if defenders == 0:
        return 1.0
    miss = 0.0
    for j in range(defenders):
        miss += comb(j + attackers - 1, j) * win ** j * (1 - win) ** attackers
    return max(0.0, 1.0 - miss)


def income(s: State, seat: int) -> int:
    """Taxes and production less the armies' upkeep, a season."""
    return taxes(s, seat) + production(s, seat) - upkeep(s, seat)


def wages(s: State, seat: int) -> int:
    return sum(hero_upkeep(s, seat, h) for h in heroes_of(s, seat))


class Planner:
    """One choice of one warlord's sheet, weighed from the warlord's view."""

    def __init__(self, view: dict[str, Any], seat: int, persona: Persona, level: Difficulty = DIFFICULTY["normal"]):
        self.s = seen_state(view, seat)
        self.level = level
        self.p = replace(persona, attack=persona.attack + level.caution, armies=min(1.0, persona.armies * level.armies))
        self.seat = seat
        self.left = max(1, seasons_limit(self.s) - self.s.season)
        self.sheet = view["orders"]
        s = self.s
        self.reserve = level.reserve_seasons * (upkeep(s, seat) + wages(s, seat)) + 300
        lands = {p: len(owned(s, p)) for p in range(s.players) if p != seat and s.palace[p] is not None}
        self.leader = max(lands, key=lambda p: (lands[p], -p)) if lands else None
        self.budget = s.coins[seat] - sheet_cost(s, seat, self.sheet)
        self._pull: dict[str, float] | None = None

    # -- the map ---------------------------------------------------------------------------------------------
    def hostile(self, aid: str) -> bool:
        return not allied(self.s, self.s.armies[aid]["o"], self.seat)

    def region_worth(self, r: str) -> float:
        """A region's worth to the warlord a season: its tax, its improvements' income, more for a Central."""
        s = self.s
        worth = 500 if s.map.regions[r].kind == CENTRAL else 250
        for e in s.improvements.get(r, ()):
            worth += {"tea_plantation": 300, "mine": 300}.get(improvement_kind(e), 60)
        if self.leader is not None and s.owner.get(r) == self.leader:
            worth *= 1 + self.level.leader_bonus
        return worth

    def threat(self, r: str) -> int:
        """The strongest warlord army next to ``r`` (its CR attacking), 0 if none: Independents and Barbarians
        never march inland."""
        s = self.s
        best = 0
        for n in s.map.neighbours_in_order[r]:
            for a in armies_at(s, n):
                if self.hostile(a) and isinstance(s.armies[a]["o"], int):
                    best = max(best, 1 + combat_rating(s, a, False))
        return best

    def attack_odds(self, aid: str, target: str, more: int = 0) -> tuple[float, float]:
        """(the chance to take ``target``, the chance one duel loses the army): ``aid`` with the armies already
        ordered there and ``more`` others, against its defenders, strongest first (A-8)."""
        s = self.s
        defenders = [a for a in armies_at(s, target) if self.hostile(a)]
        if not defenders:
            return 1.0, 0.0
        moved = s.armies[aid]
        s.armies = {**s.armies, aid: {**moved, "r": target}}
        mine = combat_rating(s, aid, False)
        s.armies = {**s.armies, aid: moved}
        strongest = max(combat_rating(s, d, True, self.seat) for d in defenders)
        win, lose = duel_odds(mine - strongest)
        joined = sum(1 for o in self.sheet if "move" in o and o["path"][-1] == target)
        return take_chance(win, 1 + joined + more, len(defenders)), lose

    def helpers(self, aid: str, target: str) -> int:
        """My other armies that could join an attack on ``target`` this season (next to it, free to march, not
        ordered yet)."""
        s = self.s
        ordered = {o["move"] for o in self.sheet if "move" in o}
        return sum(1 for a in armies_of(s, self.seat) if a != aid and a not in ordered and not s.armies[a]["new"]
                   and target in s.map.neighbours_in_order[s.armies[a]["r"]])

    # -- the parts of the sheet -------------------------------------------------------------------------------
    def raise_choice(self, legal: list[Action]) -> Decision:
        s, seat = self.s, self.seat
        skip = {"skip": "raise"}
        mine = len(armies_of(s, seat))
        limit = army_limit(s, seat)
        danger = self.threat(s.palace[seat]) > 0
        rich = self.budget >= self.reserve + 4000
        if mine >= max(1, int(limit * self.p.armies)) and not danger and not rich:
            return Decision(skip, f"{mine} armies are enough for now (Max Army Limit {limit})")
        affordable = [a for a in legal if "raise" in a and self.budget - self.cost(a) >= self.reserve]
        if not affordable:
            return Decision(skip, "no army the treasury can keep")
        best = max(affordable, key=lambda a: (ARMY[a["raise"]].cr, a["at"] == s.palace[seat]))
        why = ("to guard the Palace against armies next to it" if danger
               else f"{mine} of {limit} armies raised" + (", and the treasury is full" if rich else ""))
        return Decision(best, f"{ARMY[best['raise']].name} in {region(s, best['at'])}: {why}")

    def cost(self, action: Action) -> int:
        return sheet_cost(self.s, self.seat, [*self.sheet, action]) - sheet_cost(self.s, self.seat, self.sheet)

    def frontier(self, r: str) -> bool:
        """A region of mine next to another warlord's land or army: left empty, it is lost to the first army that
        walks in (LH-TURN-4)."""
        s = self.s
        for n in s.map.neighbours_in_order[r]:
            if s.owner.get(n) is not None and not allied(s, s.owner[n], self.seat):
                return True
            if any(isinstance(s.armies[a]["o"], int) and self.hostile(a) for a in armies_at(s, n)):
                return True
        return False

    def pull(self) -> dict[str, float]:
        """How much each region draws my armies: the worth of the land not mine around it, taken with a Cavalry's
        chance and fading with the distance (a breadth-first walk of the map from every such region)."""
        if self._pull is not None:
            return self._pull
        s = self.s
        best: dict[str, float] = {}
        for r in s.map.regions:
            if s.owner.get(r) is not None and allied(s, s.owner[r], self.seat):
                continue
            defenders = [a for a in armies_at(s, r) if self.hostile(a)]
            chance = 1.0
            if defenders:
                strongest = max(combat_rating(s, d, True, self.seat) for d in defenders)
                chance = take_chance(duel_odds(ARMY["cavalry"].cr - strongest)[0], 2, len(defenders))
            best[r] = self.region_worth(r) * chance
        pull = dict(best)
        frontier = list(best)
        while frontier:
            nxt = []
            for r in frontier:
                for n in s.map.neighbours_in_order[r]:
                    v = pull[r] * 0.6
                    if v > pull.get(n, 0.0) + 1e-9:
                        pull[n] = v
                        nxt.append(n)
            frontier = nxt
        self._pull = pull
        return pull

    def stays(self, aid: str) -> bool:
        """Whether ``aid`` is the last of my armies left in a frontier region once the sheet's marches go."""
        s = self.s
        home = s.armies[aid]["r"]
        if not self.frontier(home) and home != s.palace[self.seat]:
            return False
        leaving = {o["move"] for o in self.sheet if "move" in o}
        staying = [a for a in armies_at(s, home) if a != aid and a not in leaving and not self.hostile(a)]
        return not staying

    def move_choice(self, legal: list[Action]) -> Decision:
        s, seat = self.s, self.seat
        best, score, why = {"done": "move"}, 0.0, "no march worth its risk"
        for a in legal:
            c = s.caravans.get(a.get("plunder"))
            if c is not None and not allied(s, c["o"], seat) and any(
                    s.armies[x]["o"] == seat for x in armies_at(s, c["r"])):
                return Decision(a, f"our army stands by {s.name(c['o'])}'s caravan of {c['cargo']}: its goods are "
                                   f"worth {base_revenue(c['cargo']):,} and more")
        targeted = {o["path"][-1] for o in self.sheet if "move" in o}
        pull = self.pull()
        for a in legal:
            if "move" not in a:
                continue
            aid, to = a["move"], a["to"]
            path = next((o["path"] for o in self.sheet if o.get("move") == aid), None)
            home = s.armies[aid]["r"] if path is None else path[-1]
            guard = self.region_worth(s.armies[aid]["r"]) * 6 if path is None and self.stays(aid) else 0.0
            defenders = [x for x in armies_at(s, to) if self.hostile(x)]
            if s.owner.get(to) == seat and not defenders:
                value = 3 * (pull.get(to, 0.0) - pull.get(home, 0.0)) - guard
                reason = f"on towards land to take beyond {region(s, to)}"
            else:
                chance, lose = self.attack_odds(aid, to)
                if defenders and chance < self.p.attack and self.level.joint_attacks:
                    chance, lose = self.attack_odds(aid, to, self.helpers(aid, to))
                    if chance < self.p.attack:
                        continue
                gain = self.region_worth(to) * min(self.left, 12)
                value = chance * gain - lose * ARMY[s.armies[aid]["t"]].cost - guard
                if to in targeted and (not defenders or self.attack_odds(aid, to)[0] > 0.9):
                    value *= 0.1
                reason = (f"take {region(s, to)} (win chance {chance:.0%})" if defenders
                          else f"seize {region(s, to)}, which no army holds")
            if value > score:
                best, score, why = a, value, reason
        if "move" in best:
            return Decision(best, f"March the {ARMY[s.armies[best['move']]['t']].name}: {why}")
        return Decision(best, why)

    def build_gain(self, region_id: str, entry: str) -> float:
        """What building ``entry`` in a region brings a season: income and Research Points with it against
        without, a Rice Farm's room for an army, a temple's piety, a Castle's guard where danger is."""
        s, seat = self.s, self.seat
        before = (income(s, seat), research_points(s, seat), army_limit(s, seat))
        built = s.improvements.get(region_id, [])
        s.improvements = {**s.improvements, region_id: [*built, entry]}
        after = (income(s, seat), research_points(s, seat), army_limit(s, seat))
        s.improvements = {**s.improvements, region_id: built}
        gain = after[0] - before[0] + self.p.rp_coins * (after[1] - before[1])
        kind = improvement_kind(entry)
        if after[2] > before[2] and len(armies_of(s, seat)) >= before[2] - 1:
            gain += 150
        if kind == "temple":
            gain += self.p.piety
        if kind == "castle" and self.threat(region_id):
            gain += 300 if region_id == s.palace[seat] else 120
        if kind == "woodcutter_camp":
            gain += 80
        if kind == "bazaar" and destinations(s, seat):
            goods = [CARGO[x].revenue for x in map(produce, s.improvements.get(region_id, ())) if x in CARGO]
            gain += 0.5 * max(goods, default=0)
        return gain

    def build_choice(self, legal: list[Action]) -> Decision:
        s = self.s
        best, score, why = {"done": "build"}, 0.0, "nothing left to build that pays for itself in time"
        for a in legal:
            if "build" not in a:
                continue
            cost = self.cost(a)
            if cost and self.budget - cost < self.reserve:
                continue
            gain = self.build_gain(a["in"], a["build"])
            if gain <= 0:
                continue
            value = gain * self.left - cost if cost else gain * self.left + IMPROVEMENT[improvement_kind(a["build"])].cost
            if value > score:
                payback = "free this season" if not cost else f"pays back in {max(1, -(-cost // int(gain)))} seasons"
                best, score = a, value
                why = f"{entry_name(a['build'])} in {region(s, a['in'])}: {payback}"
        return Decision(best, why)

    def hero_value(self, hid: str) -> tuple[float, Action | None]:
        """What a hero brings a season in the best free post (and that post), against nothing."""
        s, seat = self.s, self.seat
        hero = s.heroes[hid]
        value = 3 * self.p.rp_coins * ("inventor" in hero["skills"])
        best, best_post = 0.0, None
        for c in (r for r in owned(s, seat) if s.map.regions[r].kind == CENTRAL):
            group = s.map.regions[c].group
            for post, category in POSTS.items():
                skills = [k for k in hero["skills"] if SKILL[k].category == category]
                if not skills:
                    continue
                v = 0.0
                base = sum(500 if s.map.regions[r].kind == CENTRAL else 250
                           for r in s.map.group(group).regions if s.owner.get(r) == seat)
                v += 0.2 * base * ("taxmaster" in skills)
                v += 120 * sum(k in skills for k in ("tactician", "spear_commander", "archery_commander",
                                                      "cavalry_commander", "wallbuilder", "frugal", "defender",
                                                      "architect", "industrious", "treasurer", "scholar"))
                if v > best:
                    best, best_post = v, {"post": hid, "at": c, "as": post}
        return value + best, best_post

    def court_choice(self, legal: list[Action]) -> Decision:
        s, seat = self.s, self.seat
        for a in legal:
            if "convince" in a:
                return Decision(a, f"{s.heroes[a['convince']]['name']} would serve us well")
        if any("free" in a for a in legal):
            a = next(a for a in legal if "free" in a)
            return Decision(a, "a hero who will not serve is better let go than killed")
        income_now = income(s, seat) - wages(s, seat)
        for a in legal:
            if "dismiss" in a and income_now < 0 and s.coins[seat] < self.reserve:
                return Decision(a, "the treasury cannot keep paying this hero")
        options: list[tuple[float, Action, str]] = []
        for a in legal:
            if "hire" in a:
                value, _ = self.hero_value(a["hire"])
                cost = self.cost(a)
                up = hero_upkeep(s, seat, a["hire"])
                if value > up and self.budget - cost >= self.reserve:
                    options.append((value - up, a, f"{hero_words(s, a['hire'])} brings more than the upkeep of {up}"))
            elif "post" in a and s.heroes[a["post"]]["post"] is None:
                value, post = self.hero_value(a["post"])
                if post == a and value > 0:
                    options.append((value, a, f"{s.heroes[a['post']]['name']}'s skills act in this post"))
            elif "search" in a and self.budget - self.cost(a) >= self.reserve + 2000 and self.p.rp_coins >= 90:
                options.append((50.0, a, "a hero found at home learns skills over the years"))
        if options:
            value, a, why = max(options, key=lambda o: o[0])
            return Decision(a, why)
        return Decision({"done": "court"}, "nothing to change at court")

    def neighbours_of(self, other: int) -> bool:
        """Whether another warlord's lands touch mine."""
        s = self.s
        return any(s.owner.get(n) == other for r in owned(s, self.seat) for n in s.map.neighbours_in_order[r])

    def part_worth(self, part: dict[str, Any], mine: bool) -> float:
        """What Coins, research and regions are worth to me, in Coins: research its donation (if I lack it),
        regions a dozen seasons of their worth."""
        s = self.s
        worth = float(part["coins"])
        worth += sum(TOPIC[t].coins for t in part["topics"] if mine or t not in s.done[self.seat])
        worth += sum(self.region_worth(r) * 12 for r in part["regions"])
        return worth

    def diplomacy_choice(self, legal: list[Action]) -> Decision:
        s = self.s
        answer = next((a for a in legal if "accept" in a), None)
        if answer is not None:
            offer = next(o for o in s.proposals if o["id"] == answer["accept"])
            refuse = {"reject": answer["accept"]}
            if offer["kind"] == "pact":
                if self.neighbours_of(offer["from"]) and self.p.attack < 0.6:
                    return Decision(refuse, "their lands are ours to take")
                return Decision(answer, "an ally's armies fight beside ours")
            gain, loss = self.part_worth(offer["give"], False), self.part_worth(offer["take"], True)
            if gain > loss * 1.1:
                return Decision(answer, f"we gain more than we give ({int(gain):,} against {int(loss):,} Coins)")
            return Decision(refuse, "we would give more than we gain")
        if any("back" in a for a in legal):
            return Decision({"back": True}, "no such term to add")
        if any("drop" in a for a in legal):
            return Decision({"drop": True}, "no trade worth offering")
        for a in legal:
            if a.get("kind") == "pact" and not self.neighbours_of(a["offer"]) and s.season % 8 == self.seat % 8:
                return Decision(a, f"{s.name(a['offer'])} does not border us: better an ally than an enemy")
        return Decision({"done": "diplomacy"}, "no offer to make this season")

    def spend_choice(self, legal: list[Action]) -> Decision:
        s, seat = self.s, self.seat
        if {"declare": "emperor"} in legal:
            return Decision({"declare": "emperor"}, "every Imperial Requirement holds: time to take the throne")
        research = {a["research"]: a for a in legal if "research" in a}
        if research and s.research[seat] is None:
            for topic in self.p.research:
                a = research.get(topic)
                if a is not None and self.budget - self.cost(a) >= self.reserve:
                    return Decision(a, f"{TOPIC[topic].name}: {TOPIC[topic].text}")
        for a in legal:
            if "prospect" in a:
                cost = self.cost(a)
                targets = prospect_targets(s, a["prospect"])
                worth = sum(PROSPECT_RATES[x] for x in targets) / 100 * (350 * min(self.left, 16) - 1800)
                if cost <= worth and self.budget - cost >= self.reserve + 1500:
                    found = " or ".join(targets)
                    return Decision(a, f"{region(s, a['prospect'])} may hide {found}: worth about {int(worth):,} "
                                       f"Coins against {cost:,}")
        if self.budget - CARAVAN_COST >= self.reserve:
            west = [a for a in legal if a.get("to") == CASHGRAB and a["trade"] == SELL]
            if west:
                a = max(west, key=lambda a: CASHGRAB_BUYS[a["caravan"]])
                return Decision(a, f"Cashgrab pays {CASHGRAB_BUYS[a['caravan']]:,} for {a['caravan']} every "
                                   f"{CASHGRAB_ROUND_TRIP} seasons once the desert road stands")
            east = [a for a in legal if "caravan" in a and a.get("fee") == 0]
            if east:
                a = max(east, key=lambda a: (base_revenue(a["caravan"]) - PASSAGE_FEE * len(road(s, a["from"], a["to"])),
                                             -len(road(s, a["from"], a["to"]))))
                toll = PASSAGE_FEE * (len(road(s, a["from"], a["to"])) - 1)
                if base_revenue(a["caravan"]) > toll:
                    return Decision(a, f"a trade route of {a['caravan']} to {region(s, a['to'])} pays "
                                       f"{base_revenue(a['caravan']):,} a season, at most {toll} of it in passage fees")
        return Decision({"done": "spend"}, "nothing more worth the coins this season")


class Warlord(Bot):
    """The computer warlord: a planner per seat, its persona by seat (aggressive, mercantile, scholarly, pious)
    unless one is named, at a difficulty (easy, normal, hard)."""

    name = "han-warlord"
    games = ("land-of-han",)

    def __init__(self, persona: str | None = None, difficulty: str = "normal"):
        self.persona = persona
        self.level = DIFFICULTY[difficulty]

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], "the only choice")
        persona = BY_NAME[self.persona] if self.persona else PERSONAS[seat % len(PERSONAS)]
        plan = Planner(view, seat, persona, self.level)
        phase = view["phase"]
        if phase == "raise":
            return plan.raise_choice(legal)
        if phase == "move":
            return plan.move_choice(legal)
        if phase == "build":
            return plan.build_choice(legal)
        if phase == "court":
            return plan.court_choice(legal)
        if phase == "diplomacy":
            return plan.diplomacy_choice(legal)
        if phase == "spend":
            return plan.spend_choice(legal)
        return Decision({"seal": True}, "the orders are complete")


register_bot("han-warlord", Warlord)
for _level in ("easy", "hard"):
    register_bot(f"han-warlord-{_level}", lambda level=_level: Warlord(None, level))
for _persona in PERSONAS:
    for _level in DIFFICULTIES:
        suffix = "" if _level.name == "normal" else f"-{_level.name}"
        register_bot(f"han-warlord-{_persona.name}{suffix}",
                     lambda name=_persona.name, level=_level.name: Warlord(name, level))
