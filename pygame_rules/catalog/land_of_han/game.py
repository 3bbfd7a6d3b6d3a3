"""The Land of Han game: the ``Game`` subclass and ``GAME``, registered as ``land-of-han`` (``catalog.BUILTIN``).

The engine is the forum's game master: each season every warlord writes a sealed order sheet
(``rules/orders.py``), and the season resolves in the rulebook's order (``rules/season.py``). What a warlord
sees (``view``) is the public map and character sheets, and their own treasury, research, prospecting finds,
reports and orders; the others' orders stay sealed until they resolve.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Literal

import pydantic

from ...ai.base import make_bot
from ...engine.conformance import random_playout
from ...engine.game import Game, Outcome
from ...engine.rng import Rng
from ...engine.tasks import TaskFlowGame
from . import bots  # noqa: F401  (registers the computer warlord)
from .content.armies import START_COINS
from .content.improvements import SLOTS_PER_REGION
from .content.map import BASE, EXPANDED, MIN_WARLORDS, max_warlords
from .content.religions import RELIGIONS
from .content.resources import CASHGRAB_ROUND_TRIP
from .content.victory import DEFAULT_YEARS
from .evaluation import estimate
from .flow import FLOW, advance, push
from .logrules import rule_for as log_rule_for
from .pieces import CASHGRAB, heroes_of, mined, owned
from .realm import realm
from .render import render as draw
from .rules import season  # noqa: F401  (registers the season's tasks)
from .rules.caravans import FEES
from .rules.cashgrab import trades
from .rules.heroes import draw_skills, hero_limit, new_hero, travelling_skill_count
from .rules.orders import first_choice
from .rules.research import available, topic_cost
from .rules.setup import initial_state as set_up
from .rules.victory import imperial_shortfall
from .setups import from_form
from .setups import setups as lobby_setups
from .state import BARBARIAN, INDEPENDENT, State
from .words import describe, group, public, public_reason, targets

RELIGION_IDS = tuple(r.id for r in RELIGIONS)
Religion = Literal["ancestral", "confucianism", "daoism", "buddhism", "legalism"]


class Options(pydantic.BaseModel):
    """The options of a game of Land of Han."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    players: int = pydantic.Field(4, ge=MIN_WARLORDS, le=max_warlords(EXPANDED), title="Warlords",
                                  description="2 to 6 warlords on the base map, up to 10 on the expanded map.")
    map: Literal["base", "expanded"] = pydantic.Field(
        "base", title="Map", description="The base map of 12 provinces, or the expanded map of 20 (LH-MAP-6).")
    turns: Literal["wego", "igougo"] = pydantic.Field(
        "wego", title="Turns",
        description="Sealed orders that resolve together each season (the forum's way), or each warlord in turn "
                    "with their orders resolving at once (quicker at one table).")
    years: int = pydantic.Field(DEFAULT_YEARS, ge=1, le=20, title="Years",
                                description="The time limit: after this many years the warlord with the most "
                                            "land wins (4 seasons a year).")
    religions: tuple[Religion, ...] | None = pydantic.Field(
        None, title="Religions",
        description="Each warlord's religion, in seat order (LH-SHEET-1); by default the five in turn.")

    @pydantic.model_validator(mode="after")
    def fits_the_map(self) -> Options:
        most = max_warlords(EXPANDED if self.map == "expanded" else BASE)
        if self.players > most:
            raise ValueError(f"the {self.map} map takes at most {most} warlords")
        if self.religions is not None and len(self.religions) != self.players:
            raise ValueError(f"give one religion for each of the {self.players} warlords")
        return self


class LandOfHan(TaskFlowGame, Game):
    flow = FLOW

    id = "land-of-han"
    title = "Land of Han"
    min_players = MIN_WARLORDS
    max_players = max_warlords(EXPANDED)
    description = ("Warlords of the Han lands send sealed orders each season: raise armies, march, build, "
                   "prospect and research, until one is proclaimed Emperor, takes every Palace, or holds the "
                   "most land when time runs out.")
    rules_version = 1
    seat_article = ""              # seat labels carry their own article: "The gold warlord won"
    Options = Options
    max_actions = 100_000
    """The record limit of every game (``engine.record.MAX_ACTIONS``): 2.6 times the longest of 40 random games at
    the longest settings (10 warlords, the expanded map, 20 years: 38,766 actions; FIGURES.md), and more than 6
    times the computer warlords' longest there. Random sheets write long trade offers; no played game comes near."""
    search_horizon = 20
    """The search opponent's playouts play about 20 decisions for each living warlord (``playout_horizon``), then
    ``evaluation.estimate`` judges the position: written by the playout policy (``rules/season.py``,
    ``playout_order``), a sheet is about a dozen decisions, so a playout crosses the season's resolution and most
    of the next season (the map changes only when orders resolve)."""

    def playout_horizon(self, state: Any) -> int | None:
        """``search_horizon`` decisions for each living warlord: every one writes a sheet each season."""
        return self.search_horizon * len(season.living(state))

    def estimate(self, state: Any) -> list[float]:
        return estimate(state)

    conformance_options = ({"players": 2, "years": 2}, {"players": 4, "turns": "igougo", "years": 2},
                           {"players": 6, "years": 2}, {"players": 3, "map": "expanded", "years": 2})
    fuzz_options = ({"players": 2, "years": 3}, {"players": 4, "turns": "igougo", "years": 3},
                    {"players": 6, "years": 3}, {"players": 4, "years": 3}, {"players": 3, "map": "expanded", "years": 3},
                    {"players": 10, "map": "expanded", "turns": "igougo", "years": 3})
    """Both turn orders, both maps, 2 to 10 warlords, 3 years each (the fuzz checks the whole state at every step,
    which grows with the game; ``simulate`` plays the default 10 years)."""
    bench_options = {"players": 4}

    def bench_figures(self, seconds: float) -> dict[str, Any]:
        """Seasons per second of random 4-warlord games, and the computer warlord's time to write one sheet (its
        every choice of a season, from its view), over 4-warlord games of computer warlords."""
        start, seasons, n = time.perf_counter(), 0, 0
        while time.perf_counter() - start < seconds or not n:
            p = random_playout(self, n, dict(self.bench_options), check_steps=False, unchecked=True,
                               keep_states=False)
            seasons += p.states[-1].season + 1
            n += 1
        spent = time.perf_counter() - start
        warlord = make_bot("han-warlord", self)
        s, rng, sheets, thinking = self.new_game(0, **self.bench_options), Rng(0), 0, 0.0
        begun = time.perf_counter()
        while self.current_seat(s) is not None and (time.perf_counter() - begun < seconds or not sheets):
            seat = self.current_seat(s)
            tick = time.perf_counter()
            choice = warlord.choose(self, self.view(s, seat), seat, self.legal_actions(s), rng).action
            thinking += time.perf_counter() - tick
            sheets += "seal" in choice
            s = self.apply(s, choice)
        return {"seasons_per_second": round(seasons / spent, 1),
                "warlord_ms_per_sheet": round(1000 * thinking / max(1, sheets), 1)}

    def fuzz_mix(self, seed: int) -> tuple[dict[str, Any], dict[int, str]]:
        """Options from ``fuzz_options`` and computer warlords beside random sheets: seat ``seed % players`` and
        every second seat after it are warlords of the persona of their seat."""
        options = self.fuzz_options[seed % len(self.fuzz_options)]
        n = options["players"]
        return options, {p: ("han-warlord" if (p - seed) % 2 == 0 else "random") for p in range(n)}

    def initial_state(self, options: Options, rng: Rng) -> State:
        s = set_up(options.model_dump(mode="json"), rng)
        push(s, {"t": "season"})
        advance(s)
        return s

    def rules_markdown(self) -> str:
        """The rules reference the site publishes as ``rules/land-of-han.html`` (``RULES.md``)."""
        return Path(__file__).with_name("RULES.md").read_text(encoding="utf-8")

    def rule_for(self, text: str) -> str | None:
        """The rule ID (an anchor of RULES.md) a log line or move applied (``logrules.py``)."""
        return log_rule_for(text)

    def bot_for(self, seat: int) -> str:
        return "han-warlord"

    def setups(self) -> list[dict[str, Any]]:
        """You against computer warlords, everyone at this device, and play by link (``setups.py``)."""
        hotseat, link = super().setups()
        return lobby_setups(hotseat, link)

    def setup_answers(self, setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
        return from_form(setup_id, answers)

    def seats(self, state: State) -> list[int]:
        return list(range(state.players))

    def seat_name(self, seat: int | None) -> str:
        return "the game" if seat is None else f"Warlord {seat + 1}"

    def seat_label(self, state: State, seat: int | None) -> str:
        if seat is None:
            return "the game"
        name = state.name(seat)
        return name[0].upper() + name[1:]

    def describe_action(self, state: State, action: dict[str, Any]) -> str:
        return describe(state, action)

    def public_description(self, state: State, action: dict[str, Any]) -> str:
        return public(state, action)

    def choice_group(self, state: State, action: dict[str, Any]) -> tuple[str | None, str]:
        return group(state, action)

    def begins_move(self, state: State, action: dict[str, Any]) -> bool:
        """A warlord's whole move is their season's sheet: its first choice begins it, so the replay steps sheet by
        sheet and "since your last move" shows everything since you began your last sheet (the season's
        resolution with it)."""
        seat = state.decision_seat
        top = state.tasks[-1] if state.tasks else {}
        return seat is not None and first_choice(state, seat, top.get("phase", ""))

    def public_reason(self, state: State, action: dict[str, Any], reason: str) -> str:
        return public_reason(state, action, reason)

    def choice_targets(self, state: State, action: dict[str, Any]) -> list[str]:
        return targets(state, action)

    def render(self, view: dict[str, Any], seat: int | None,
               since: dict[str, Any] | None = None) -> dict[str, str]:
        """The map (SVG) and the panel (HTML) of ``render/``, drawn from the view alone."""
        return draw(view, seat, since)

    def outcome(self, state: State) -> Outcome | None:
        s = state
        if s.winners is None:
            return None
        if any(s.palace[p] is not None and not imperial_shortfall(s, p)
               and any("declare" in o for o in s.orders[p]) for p in s.winners):
            reason = "proclaimed Emperor"
        elif sum(p is not None for p in s.palace) == 1:
            reason = "took every other Palace"
        else:
            reason = "held the most land at the time limit"
        return Outcome(tuple(s.winners), reason, {str(p): len(owned(s, p)) for p in range(s.players)},
                       score_name="Regions held")

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Public: the map (owners, armies, improvements), the character sheets, the Palaces, who has sealed their
        orders; private to a warlord: their treasury, research, finished topics, prospecting finds in their
        regions, reports and orders (spec 5)."""
        s = state
        top = s.tasks[-1] if s.tasks else {}
        mine = seat is not None
        return {
            "seat": seat, "to_move": s.decision_seat, "phase": top.get("phase"), "season": s.season,
            "options": dict(s.options), "sheets": [dict(x) for x in s.sheets], "palace": list(s.palace),
            "owner": dict(s.owner), "armies": {a: dict(x) for a, x in s.armies.items()},
            "improvements": {r: list(x) for r, x in s.improvements.items()},
            "found": {r: list(x) for r, x in s.found.items() if mine and s.owner.get(r) == seat},
            "coins": s.coins[seat] if mine else None,
            "prospects": s.prospects[seat] if mine else None,
            "research": (dict(s.research[seat]) if s.research[seat] else None) if mine else None,
            "done": list(s.done[seat]) if mine else None,
            "reports": list(s.reports[seat]) if mine else None,
            "orders": [dict(o) for o in s.orders[seat]] if mine else None,
            "heroes": {h: dict(x) for h, x in s.heroes.items() if mine and seat in (x["seat"], x["offer"], x["captor"])},
            "avoided": s.avoided[seat] if mine else None,
            "pacts": [list(p) for p in s.pacts],
            "caravans": {c: {k: v for k, v in x.items()
                             if k not in ("fee", "trade", "trip", "cycle") or (mine and seat in (x["o"], x["target"]))}
                         for c, x in s.caravans.items()},
            "proposals": [dict(o) for o in s.proposals if mine and seat in (o["from"], o["to"])],
            "sealed": list(s.sealed),
            "stricken": {g: list(x) for g, x in s.stricken.items()},
            "winners": None if s.winners is None else list(s.winners),
            "realm": realm(s, seat) if mine and s.palace[seat] is not None else None,
            "log": s.log_tail(60),
        }

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """Redraw what ``seat`` cannot see of the other living warlords (spec 5) from its view alone.

        The view shows of another warlord only the map (its regions, armies, improvements and caravans), its
        character sheet, its pacts, whether its sheet is sealed, and what it has offered ``seat`` or been offered
        by it. Everything else is made anew, from those facts and ``rng``, never from the values it replaces:

        - its order sheet is blank, sealed or still being written (all ``seat`` knows is the part it is at), and
          the choices of a warlord writing one are worked out again from the new state;
        - its reports are empty, its offers to and from warlords other than ``seat`` dropped, and no execution
          keeps travelling heroes away from it;
        - its finished research: the topics it has offered ``seat``, and more drawn one at a time among those open
          to it (prerequisites first) until it has finished as many as ``seat`` has (a rival's progress is
          guessed to be one's own; none for a spectator); a project under way if ``seat`` has one, a topic open
          to it with its points drawn below the topic's cost; as many prospectings paid as ``seat`` has paid;
        - its heroes (in service, waiting at its court, its captives) are gone, but for those ``seat`` sees, and
          it has as many heroes in service as ``seat`` has (at most its hero limit), new ones, at court, with
          the skills of travelling heroes (``heroes.new_hero``, its draws lent ``rng``);
        - what prospecting found in a region ``seat`` does not hold is what its mines show;
        - the terms of a caravan between two others: an ordinary caravan's fee drawn among the fees, a desert
          road's bargain among those its cargo allows, and its progress on the road or in its cycle;
        - its treasury: drawn between half and one and a half times a guess from the view: ``seat``'s own
          treasury for as many regions as ``seat`` holds (10,000 Coins, the start, for a spectator or a fallen
          seat), at least the Coins it offers ``seat``.

        The numbers the next army and caravan will take are kept (every army raised and caravan sent is told in
        the log), and so is what a fallen warlord left (out of the game). Two states ``seat`` cannot tell apart
        therefore give the same state from the same ``rng`` (``conformance.check_determinize_view_only``);
        ``realm`` (the seat's own figures) is unchanged."""
        s = state.copy()
        rivals = [p for p in range(s.players) if p != seat and s.palace[p] is not None]
        mine = seat is not None and s.palace[seat] is not None
        s.proposals = [o for o in s.proposals if seat in (o["from"], o["to"])]
        s.next_offer = 1 + max((int(o["id"][1:]) for o in s.proposals), default=0)
        for p in rivals:
            s.orders[p] = []
            s.reports[p] = []
            s.avoided[p] = 0
            s.prospects[p] = s.prospects[seat] if mine else 0
        self._redraw_research(s, seat, rivals, rng)
        self._redraw_heroes(s, seat, rivals, rng)
        s.found = {r: found if s.owner.get(r) == seat and seat is not None else mined(s.improvements.get(r, []))
                   for r, found in s.found.items()}
        s.found = {r: found for r, found in s.found.items() if found}
        for cid in sorted(s.caravans, key=lambda c: int(c[1:])):
            c = s.caravans[cid]
            if seat is not None and seat in (c["o"], c["target"]):
                continue
            if c["to"] == CASHGRAB:
                choices = trades(c["cargo"])
                trip = CASHGRAB_ROUND_TRIP if c["route"] else rng.below(CASHGRAB_ROUND_TRIP)
                cycle = rng.below(CASHGRAB_ROUND_TRIP) if c["route"] else 0
                s.caravans[cid] = {**c, "trade": choices[rng.below(len(choices))], "trip": trip, "cycle": cycle}
            else:
                s.caravans[cid] = {**c, "fee": FEES[rng.below(len(FEES))]}
        ours = len(owned(s, seat)) if mine else 0
        for p in rivals:
            guess = s.coins[seat] * len(owned(s, p)) // ours if ours else START_COINS
            promised = max((o["give"]["coins"] for o in s.proposals if o["from"] == p), default=0)
            s.coins[p] = max(promised, guess // 2 + rng.below(guess + 1))
        top = s.tasks[-1] if s.tasks else None
        if top is not None and top["t"] == "orders" and s.decision_seat is not None and s.decision_seat != seat:
            s.decision_seat, s.options_list = FLOW.handlers["orders"](s, top)
        return s

    @staticmethod
    def _redraw_research(s: State, seat: int | None, rivals: list[int], rng: Rng) -> None:
        """The rivals' finished research and project, as ``resample_hidden`` says."""
        mine = seat is not None and s.palace[seat] is not None
        count = len(s.done[seat]) if mine else 0
        project = mine and s.research[seat] is not None
        for p in rivals:
            offered = [t for o in s.proposals if o["from"] == p for t in o["give"]["topics"]]
            s.done[p] = list(dict.fromkeys(offered))
            s.research[p] = None
            while len(s.done[p]) < count:
                open_now = available(s, p)
                if not open_now:
                    break
                s.done[p] = [*s.done[p], open_now[rng.below(len(open_now))]]
            open_now = available(s, p)
            if project and open_now:
                topic = open_now[rng.below(len(open_now))]
                need, paid = topic_cost(s, p, topic)
                s.research[p] = {"topic": topic, "rp": rng.below(max(1, need)), "paid": paid}

    @staticmethod
    def _redraw_heroes(s: State, seat: int | None, rivals: list[int], rng: Rng) -> None:
        """The rivals' heroes, as ``resample_hidden`` says: new heroes are numbered after the last one ``seat``
        sees, and the next hero's number follows them (how many heroes the game has made is hidden too)."""
        seen = {h: x for h, x in s.heroes.items() if seat is not None and seat in (x["seat"], x["offer"], x["captor"])}
        s.heroes = seen
        s.next_hero = 1 + max((int(h[1:]) for h in seen), default=0)
        count = len(heroes_of(s, seat)) if seat is not None and s.palace[seat] is not None else 0
        own_rng, s.rng = s.rng, rng             # new_hero and draw_skills draw from the state's RNG
        try:
            for p in rivals:
                for _ in range(min(count, hero_limit(s, p) - len(heroes_of(s, p)))):
                    hid = new_hero(s, [], raised=False)
                    s.heroes[hid] = {**s.heroes[hid], "skills": draw_skills(s, travelling_skill_count(s)), "seat": p}
        finally:
            s.rng = own_rng

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    def check_invariants(self, s: State) -> None:
        """Coins never below 0 (A-13 forgives a debt), at most 4 improvements a region (LH-IMPR-4), every army on a
        region of the map with a known owner, every region's owner a warlord, every hero in one place (waiting at a
        court, captive, or in service) and posted only in their employer's Central, a living warlord's Palace
        theirs."""
        for p, c in enumerate(s.coins):
            if c < 0:
                raise AssertionError(f"warlord {p} has {c} coins")
        for r, built in s.improvements.items():
            if len(built) > SLOTS_PER_REGION:
                raise AssertionError(f"{r} holds {len(built)} improvements")
        for a, army in s.armies.items():
            if army["r"] not in s.map.regions:
                raise AssertionError(f"army {a} is off the map")
            if army["o"] not in (INDEPENDENT, BARBARIAN) and not (0 <= army["o"] < s.players):
                raise AssertionError(f"army {a} has owner {army['o']!r}")
            if isinstance(army["o"], int) and s.palace[army["o"]] is None:
                raise AssertionError(f"army {a} belongs to a dead warlord")
        for r, p in s.owner.items():
            if not 0 <= p < s.players or s.palace[p] is None:
                raise AssertionError(f"{r} is held by {p}, not a living warlord")
        for h, hero in s.heroes.items():
            places = [hero["offer"] is not None, hero["captor"] is not None,
                      hero["seat"] is not None and hero["captor"] is None and hero["offer"] is None]
            if sum(places) != 1:
                raise AssertionError(f"hero {h} is in {sum(places)} places")
            if hero["post"] is not None and (places[0] or places[1] or s.owner.get(hero["post"][0]) != hero["seat"]):
                raise AssertionError(f"hero {h} holds a post in a region not their employer's")
        for c, caravan in s.caravans.items():
            gone = s.palace[caravan["o"]] is None or (caravan["target"] is not None and s.palace[caravan["target"]] is None)
            if gone or caravan["r"] not in s.map.regions:
                raise AssertionError(f"caravan {c} outlives a warlord or is off the map")
        for a, b in s.pacts:
            if not a < b or s.palace[a] is None or s.palace[b] is None:
                raise AssertionError(f"pact {a}-{b} is not between two living warlords")
        for p, palace in enumerate(s.palace):
            if palace is not None and s.winners is None and s.owner.get(palace) != p:
                raise AssertionError(f"warlord {p} lives but does not hold their Palace {palace}")

    def summary(self, state: State) -> dict[str, Any]:
        """Figures of a finished game for ``simulate``: how it ended, after how many seasons, and the starting
        province (the Palace's) of the winner, for the balance of the starts."""
        out = self.outcome(state)
        starts = " and ".join(state.map.regions[state.palace[w]].name for w in state.winners or ()
                              if state.palace[w] is not None)
        return {"ending": out.reason if out else None, "seasons": state.season + 1, "winning_start": starts or "none"}


GAME = LandOfHan()

__all__ = ["GAME", "RELIGION_IDS", "LandOfHan", "Options"]
