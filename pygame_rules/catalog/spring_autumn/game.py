"""Spring and Autumn as an engine ``Game``: the decision interface, views, hidden information, JSON.

Registered in the catalog (``catalog/__init__.py`` BUILTIN) as ``spring-autumn``. The top layer of the
package: it loads every module of ``rules/`` (each registers its tasks by name), fills the action menu in its
order and wraps the action resolvers with the duel check, and answers the engine contract. Where the rules
live: ``rules/setup.py``; the turn ``rules/turn.py`` and upkeep ``rules/upkeep.py``; the actions
``rules/actions_economy.py``, ``rules/actions_supply.py`` and ``rules/movement.py``; combat between players
``rules/combat.py`` (the safety game's palace garrison ``garrison.py``); world events with sealed bids
``rules/world_events.py``; treaties ``rules/treaties.py``; kingdom tokens ``rules/kingdom.py``; barbarian raids,
combat and the Great Wall ``rules/barbarians.py``; revolts, plagues, floods and area reduction
``rules/disasters.py``; dragons and duels ``rules/dragons.py``; philosophy cards at their timings
``rules/philosophy_use.py`` and ``rules/philosophy_effects.py``. The words for every choice are in
``words/``. The rulebook's AI players (seats of kind ``ai``) are run by ``rules/ai_*.py``: an AI seat's
action and every decision put to it are answered by its AI rule (``flow.ai_answer``, ``flow.AI_CHOICES``).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ...engine.canonical import json_copy
from ...engine.conformance import random_playout
from ...engine.game import Game, Outcome
from ...engine.rng import Rng
from ...engine.tasks import TaskFlowGame
from .bots import HeuristicBot  # importing bots registers the heuristic bot
from .content.ai_cards import AI_CARDS
from .content.events import DRAGONS_ERUPT, WORLD_EVENTS
from .content.factions import FACTION, FACTION_IDS, UNIT_KINDS
from .content.map import AREA, ARROWS
from .content.objectives import OBJECTIVE, PRIVATE_OBJECTIVES, PUBLIC_OBJECTIVES
from .content.philosophies import PHILOSOPHIES
from .content.player_board import BUILDINGS
from .content.tokens import BARBARIAN_TOKENS, DISHONOR_TOKENS, KINGDOM_TOKENS
from .evaluation import estimate
from .flow import ACTION_OPTIONS, FLOW, FREE_OPTIONS, FREE_RESOLVERS, advance
from .garrison import check_garrison_invariants
from .logrules import rule_for as log_rule_for
from .render import render as render_view
from .rules import (
    actions_economy,
    actions_supply,
    ai_choices,
    ai_targets,
    ai_turn,
    barbarians,
    combat,
    disasters,
    dragons,
    kingdom,
    philosophy_effects,
    treaties,
    turn,
    upkeep,
    world_events,
)
from .rules.philosophy_use import status as _phil_status
from .rules.scoring import public_count
from .rules.setup import Options, objective_target
from .rules.setup import initial_state as _initial_state
from .state import AI, State
from .words.cards import card_reference
from .words.choices import describe as describe_choice
from .words.setups import from_form as setup_from_answers
from .words.setups import setups as lobby_setups
from .words.targets import targets as choice_targets

RULE_MODULES = (turn, actions_economy, actions_supply, combat, world_events, treaties, barbarians, kingdom, disasters,
                dragons, upkeep, philosophy_effects, ai_turn, ai_choices, ai_targets)
"""Every part of the rules: importing them registers their tasks by name in ``flow.FLOW``."""

ACTION_OPTIONS.extend([actions_economy.economy_options, actions_economy.exchange_options, treaties.treaty_options,
                       actions_supply.supply_options])             # the action menu in this order (SA-ACT-3)
FREE_OPTIONS.append(philosophy_effects.free_options)               # philosophy cards "during your action"
FREE_RESOLVERS["philosophy"] = philosophy_effects.free_resolve
dragons.install_duels()                                            # every action resolver is registered by now


class SpringAutumn(TaskFlowGame, Game):
    flow = FLOW

    id = "spring-autumn"
    title = "Spring and Autumn: Story of China"
    min_players = 2
    max_players = 5
    description = ("Five states of Zhou China vie for honor and hegemony: build, train, research and move "
                   "armies; bid for world events; complete objectives to become emperor.")
    rules_version = 2
    seat_article = ""              # "Wu won", "Invite Player 2"
    """2: the outside audit's fixes (sea-transport withdrawal, chosen casualties and movers, philosophy timing,
    distinct choices) change the legal actions, so version-1 records no longer replay."""
    Options = Options
    max_actions = 5_200
    """Longest record accepted: the rules have no turn limit (AMB-06), so a record of passes could be any
    length; 3 x 1,713, the longest of 10,000 random 5-player epic games to 5 objectives (the longest
    settings), rounded up (FIGURES.md "Longest games")."""
    search_horizon = 60
    """The search opponent's playouts stop after 60 decisions, about one turn of 5 players: most playouts cross an
    upkeep, where objectives are marked (a whole random game is about 700), and ``evaluation.estimate`` judges the
    position."""

    def playout_horizon(self, state: Any) -> int | None:
        """``search_horizon`` scaled by the share of seats that decide: the rulebook's AI seats play inside the
        flow without decisions (``flow.ai_answer``), so with four AI seats of five 60 decisions would span about
        five turns of the table; 12 keep a playout to about one."""
        if self.search_horizon is None:
            return None
        humans = sum(1 for p in state.players if p["kind"] != AI)
        return round(self.search_horizon * humans / state.n)

    search_spread = "paired"
    """Paired rounds at every table: every legal action tried in the same worlds, each followed by every deciding
    seat's heuristic bot (the rulebook's AI players play themselves, by the AI deck's rules), the search's choice
    played only if it beats the advice by ``search_margin`` and ``search_paired_doubt`` (2) standard errors of the
    differences. A tree of random playouts models the heuristic bots and people badly, and there overruling the bot
    won no more games than it lost (FIGURES.md "Paired with the advice alone", "More games, and a person at the
    table"); against the AI players alone the trusted tree won a fair share (20.3%), and paired rounds more than a
    fair share (FIGURES.md "Paired rounds against four heuristic bots", "Paired rounds against the four AI
    players")."""
    search_margin = 0.005
    """Half a point of a win: with the paired differences' standard errors besides, enough to keep a lucky option
    from overruling the advice."""

    def estimate(self, state: Any) -> list[float]:
        return estimate(state)

    # Random play uses the optional turn cap (AMB-06): the rules themselves have no turn limit.
    conformance_options = ({"players": 2, "turn_limit": 20},
                           {"players": 3, "seats": ["ai", "human", "ai"], "turn_limit": 20},
                           {"players": 5, "seats": ["human", "ai", "ai", "ai", "ai"], "turn_limit": 20},
                           {"players": 3, "factions": ["qi", "chu", "wu"], "turn_limit": 20},
                           {"players": 5, "turn_limit": 20},
                           {"players": 4, "variant": "safety", "turn_limit": 20},
                           {"players": 3, "variant": "epic", "turn_limit": 20})
    # Speed figures and the fuzz run play the full 5-player game with no turn cap, to a real end (AMB-07:
    # an empty public-objective deck reveals nothing more; the game goes on until 3 public objectives).
    bench_options = {"players": 5}
    fuzz_options = ({"players": 5},)

    def bot_for(self, seat: int) -> str:
        """The heuristic bot plays any human seat the player hands to the computer (AI seats play by the rules)."""
        return "heuristic"

    def fuzz_mix(self, seed: int) -> tuple[dict[str, Any], dict[int, str]]:
        """The mixed fuzz's game for ``seed`` (tests/test_fuzz.py): options and the bot (by name) of each human
        seat. 2-5 seats, 1 to all but one of them rulebook AI players (so 1-4), the others played by the random
        or the heuristic bot (each drawn), drawn factions in drawn seats, and the variant (standard twice as
        often as epic or safety) and AI Fast Expansion drawn too; no turn cap. Drawn from ``seed`` alone, so a
        failure names its game."""
        r = Rng(seed ^ 0x313D)
        n = 2 + r.below(4)
        n_ai = 1 + r.below(n - 1)
        seats = ["ai"] * n_ai + ["human"] * (n - n_ai)
        r.shuffle(seats)
        factions = list(FACTION_IDS)
        r.shuffle(factions)
        options = {"players": n, "seats": seats, "factions": factions[:n],
                   "variant": ("standard", "standard", "epic", "safety")[r.below(4)],
                   "ai_fast_expansion": r.below(2) == 1}
        bots = {i: ("heuristic", "random")[r.below(2)] for i, kind in enumerate(seats) if kind != AI}
        return options, bots

    heuristic_bench_options = {"players": 5, "seats": ["human", "ai", "ai", "ai", "ai"]}
    """The game ``bench_figures`` times: the heuristic bot in the human seat against four rulebook AI players."""

    def bench_figures(self, seconds: float) -> dict[str, Any]:
        """``bench``'s extra figure: full games (seeds 0 up, no turn cap) of the heuristic bot in seat 0 against
        four AI players (``heuristic_bench_options``), played for ``seconds`` (at least one game) the way the
        random figures are (``random_playout`` without step checks, only the latest state kept); decisions
        are steps with two or more legal actions (here the heuristic seat's: AI seats answer inside the rules).
        The goal is at least 5 games per second in CPython."""
        opts = self.heuristic_bench_options
        n = actions = decisions = won = 0
        start = time.perf_counter()
        while n == 0 or time.perf_counter() - start < seconds:
            p = random_playout(self, n, opts, check_steps=False, keep_states=False, bots={0: HeuristicBot()})
            n, actions, decisions = n + 1, actions + len(p.actions), decisions + p.decisions
            won += 0 in self.outcome(p.final).winners
        t = time.perf_counter() - start
        return {"heuristic_vs_ai": {"options": opts, "bots": {"0": "heuristic"}, "games": n,
                                    "games_per_second": round(n / t, 2), "mean_decisions_per_game": round(decisions / n, 1),
                                    "mean_actions_per_game": round(actions / n, 1), "heuristic_wins": won}}

    def setups(self) -> list[dict[str, Any]]:
        """Alone against AI players, everyone on one device, a table of people, computer and AI players, and
        two players by link (``words/setups.py``)."""
        hotseat, link = super().setups()
        link = {**link, "options": {"players": 2}, "ask": ["variant", "epic_objectives"],
                "seats": {"0": "human", "1": "remote"},
                "note": "Two players, each on their own device. " + link["note"]}
        return lobby_setups(hotseat, link)

    def setup_answers(self, setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
        """The solitaire and table setups' answers as options and seats (``words/setups.py``);
        ``Game.setup_from_form`` words what it raises."""
        return setup_from_answers(setup_id, answers)

    # -- setup -------------------------------------------------------------------------------------
    def initial_state(self, options: Options, rng: Rng) -> State:
        s = _initial_state(options, rng)
        advance(s)
        return s

    # -- the decision interface --------------------------------------------------------------------
    def seats(self, state: State) -> list[int]:
        return list(range(state.n))

    def seat_name(self, seat: int | None) -> str:
        """Before a game exists a seat has no faction yet (the ``factions`` option gives them): "Player 1"."""
        return "the game" if seat is None else f"Player {seat + 1}"

    def seat_label(self, state: State, seat: int | None) -> str:
        """A seat in a game is its faction ("Qin"), and an AI player says so ("Wu (AI)")."""
        if seat is None or not 0 <= seat < state.n:
            return self.seat_name(seat)
        return state.name(seat) + (" (AI)" if state.players[seat]["kind"] == AI else "")

    def render(self, view: dict[str, Any], seat: int | None,
               since: dict[str, Any] | None = None) -> dict[str, str]:
        """The map (SVG) and the players' boards (HTML), drawn from the view alone (``render/``)."""
        return render_view(view, seat, since)

    def cards(self) -> list[dict[str, Any]]:
        """Every card and token of the game in player words, grouped by kind (``words/cards.py``)."""
        return card_reference()

    def public_description(self, state: State, action: dict[str, Any]) -> str:
        """As ``describe_action``, but the public log never shows a dishonor token's value (SA-DISH-2) nor a
        sealed bid before the reveal (SA-WE-BID-3)."""
        top = state.tasks[-1]["t"] if state.tasks else None
        if top == "bid" and "bid" in action:
            return "bid in secret"
        if top == "we_effect" and set(action) == {"dishonor"}:
            return "return a dishonor token"
        return self.describe_action(state, action)

    def choice_targets(self, state: State, action: dict[str, Any]) -> list[str]:
        return choice_targets(state, action)

    def describe_action(self, state: State, action: dict[str, Any]) -> str:
        return describe_choice(state, action) or super().describe_action(state, action)

    def rule_for(self, text: str) -> str | None:
        """The rule ID (an anchor of RULES.md) a log line or move applied (``logrules.py``)."""
        return log_rule_for(text)

    def rules_markdown(self) -> str:
        """The rules reference the site publishes as ``rules/spring-autumn.html`` (``RULES.md``)."""
        return Path(__file__).with_name("RULES.md").read_text(encoding="utf-8")

    def outcome(self, state: State) -> Outcome | None:
        if state.winners is None:
            return None
        return Outcome(tuple(state.winners), state.result, self.scores(state))

    def scores(self, state: State) -> dict[str, int]:
        if state.final is not None:
            return {k: v[0] for k, v in state.final["keys"].items()}
        return {str(i): public_count(state, i) for i in range(state.n)}

    def summary(self, state: State) -> dict[str, Any]:
        """Per-game figures for ``simulate``: the winning faction(s) and who played them (human or ai), how the
        game ended, turns played.

        ``ended``: "objectives" (a player reached the public-objective target), "turn limit" (the optional
        cap, AMB-06) or "other". ``eliminated`` counts players eliminated for dishonor (SA-END-2);
        ``public_deck_empty`` is 1 when the game outlasted the public-objective deck (AMB-07)."""

        limit = state.options.get("turn_limit")
        if any(public_count(state, i) >= objective_target(state.options) for i in range(state.n)):
            ended = "objectives"
        elif limit is not None and state.turn >= limit:
            ended = "turn limit"
        else:
            ended = "other"
        final = state.final or {}
        return {"winner_faction": "+".join(state.factions[w] for w in state.winners or ()) or "none",
                "winner_kind": "+".join(state.players[w]["kind"] for w in state.winners or ()) or "none",
                "ended": ended, "turns": state.turn, "eliminated": len(final.get("eliminated", ())),
                "public_deck_empty": 0 if state.public_deck else 1}

    # -- undo ----------------------------------------------------------------------------------------
    def is_undo_barrier(self, before: State, after: State, action: dict[str, Any]) -> bool:
        """Dice and shuffles (the RNG moved, ``super()``), or a reveal that needs no RNG since the decks are
        shuffled once: every reveal calls ``State.note_reveal`` (a world-event card drawn, Qiulong's look and
        discards, a market card or public objective drawn, philosophies turned up, kingdom and barbarian tokens
        turned up, a tribe's token credited by Yinglong, the sealed bids shown, the end of the game). As a net,
        a hidden deck getting shorter is a barrier too. A bid that is not the last stays undoable. Constant
        cost: a counter and three lengths (see CONTENT.md "Undo")."""
        return (before.reveals != after.reveals or len(after.world_deck) < len(before.world_deck)
                or len(after.public_deck) < len(before.public_deck) or len(after.phil_deck) < len(before.phil_deck)
                or super().is_undo_barrier(before, after, action))

    # -- information -------------------------------------------------------------------------------
    def _player_view(self, s: State, i: int, seat: int | None) -> dict[str, Any]:
        p = s.players[i]
        own = seat == i
        revealed = s.winners is not None            # SA-END-1: dishonor revealed at the end
        v = {k: (json_copy(p[k]) if isinstance(p[k], (list, dict)) else p[k])
             for k in ("faction", "kind", "sections", "locked", "honor", "knowledge", "commerce", "advancements",
                       "treaties", "held", "events_won", "barbarians_destroyed", "dragons_destroyed", "palace",
                       "palace_st", "palace_cube", "eliminated")}
        v["dishonor_tokens"] = len(p["dishonor"])
        v["dishonor"] = list(p["dishonor"]) if own or revealed else None
        v["objectives_count"] = len(p["objectives"])
        v["objectives"] = list(p["objectives"]) if own or revealed else None
        v["philosophies"] = [self._card_view(c, own) for c in p["philosophies"]]
        v["public_objectives"] = public_count(s, i)
        v["garrison"] = list(p.get("garrison") or [])          # the safety game's palace garrison (public)
        if p["kind"] == AI:                                    # SA-AI-SETUP-3: an AI's board is public
            v["ai"] = {"advancements": p["ai_advancements"], "supply": p["ai_supply"], "grudge": p["grudge"],
                       "broken_with": list(p.get("broken_with", ()))}
        return v

    @staticmethod
    def _card_view(c: dict[str, Any], own: bool) -> dict[str, Any]:
        """A philosophy card: its id if face-up or the seat's own, its token (another seat's dishonor value
        hidden), and ``status`` ("ready", "used this turn" or "usable next turn": taken this turn, face-down
        or turned up in this upkeep, SA-UPK-PHIL-1; public, since drafting and the flip are)."""
        token = c["token"]
        if isinstance(token, list):
            token = token if own else "dishonor"
        return {"id": c["id"] if c["up"] or own else None, "up": c["up"], "token": token,
                "status": _phil_status(c)}

    @staticmethod
    def _battle_view(s: State) -> dict[str, Any] | None:
        """The battle being fought, if any (public: everyone sees a combat): where, who attacks whom (a
        barbarian combat names the tribe side as ``None``), the round and whether it is at sea."""
        for t in reversed(s.tasks):
            if t["t"] == "combat":
                return {"where": t["where"], "attacker": t["att"], "defender": t["def"], "round": t["round"],
                        "sea": t["sea"], "barbarians": False}
            if t["t"] == "barb_combat":
                attacking = t["role"] == "att"
                return {"where": t["where"], "attacker": t["seat"] if attacking else None,
                        "defender": None if attacking else t["seat"], "round": t["round"], "sea": False,
                        "barbarians": True}
        return None

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        s = state
        return {
            "seat": seat, "to_move": s.decision_seat, "decision": s.tasks[-1]["t"] if s.tasks else None,
            "options": dict(s.options), "factions": list(s.factions),
            "turn": s.turn, "phase": s.phase, "round": s.round, "holder": s.holder, "face": s.face,
            "passed": list(s.passed), "dragon_d": s.dragon_d,
            "bidding": world_events.bids_view(s, seat),        # others' sealed bids hidden (SA-WE-BID-2/3)
            "battle": self._battle_view(s),
            "qiulong": dragons.qiulong_view(s, seat),          # the looked-at cards: the looker's eyes only
            "owner": dict(s.owner), "buildings": json_copy(s.buildings),
            "units": json_copy(s.units),
            "kingdom": {a: len(t) for a, t in s.kingdom.items()},
            "tribes": {k: v is not None for k, v in s.tribes.items()},
            "barbarians": {a: [b if b in s.revealed else None for b in bs] for a, bs in s.barbarians.items()},
            "great_wall": json_copy(s.great_wall),
            "dragons": dict(s.dragons),
            "players": [self._player_view(s, i, seat) for i in range(s.n)],
            "world_deck": len(s.world_deck), "world_discard": list(s.world_discard),
            "public_deck": len(s.public_deck), "public_up": list(s.public_up),
            "marks": json_copy(s.marks), "private_box": len(s.private_box),
            "phil_deck": len(s.phil_deck), "market": list(s.market), "phil_discard": list(s.phil_discard),
            "starter_box": len(s.starter_box), "barbarian_pool": len(s.barbarian_pool),
            "dishonor_pool": len(s.dishonor_pool), "kingdom_box": len(s.kingdom_box),
            "ai_objectives": list(s.ai_objectives), "ai_deck": len(s.ai_deck), "ai_discard": list(s.ai_discard),
            "winners": s.winners, "result": s.result, "final": s.final, "log": s.log_tail(40),
        }

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """Redraw everything ``seat`` cannot see: deck orders, the AI deck's too (but the world-event cards ``seat`` is
        looking at with Qiulong; for another seat, which cards Qiulong's owner looks at), face-down tokens on the
        map (barbarians and kingdom tokens not turned up) and in the box, other players' dishonor values and
        private hands, their face-down philosophies, and their sealed bids (each a draw from 0 to the bidder's
        honor, which is public).

        The redraw depends on ``seat``'s view alone: every pool is sorted before it is shuffled (its true order
        is hidden), the draws' count and bounds are pool sizes and public figures, and whatever it writes back
        (Qiulong's cards, the bids) is made from the redrawn state and the view, never from the values it
        replaces; so two states ``seat`` cannot tell apart give the same redraw from the same ``rng``
        (``conformance.check_determinize_view_only``)."""
        s = state.copy()
        others = [i for i in range(s.n) if i != seat]
        if s.winners is not None:
            others = []                                 # all revealed at the end
        # world events: Dragons Erupt stays in the lower half while unrevealed (SA-SETUP-3)
        deck = sorted(c for c in s.world_deck if c != DRAGONS_ERUPT)
        rng.shuffle(deck)
        if DRAGONS_ERUPT in s.world_deck:
            deck.insert(rng.below(max(1, (len(deck) + 1) // 2)), DRAGONS_ERUPT)
        s.world_deck = deck
        dragons.resample_qiulong(s, seat)              # cards Qiulong's owner is looking at stay known to it
        s.public_deck = sorted(s.public_deck)          # shared with the state copied: replaced, never changed
        rng.shuffle(s.public_deck)
        s.ai_deck = sorted(s.ai_deck)                  # the AI deck's order (SA-AI-PROD-1): nobody knows it
        rng.shuffle(s.ai_deck)
        # face-down philosophies of others join the market deck and are redealt
        slots = [(i, k) for i in others for k, c in enumerate(s.players[i]["philosophies"]) if not c["up"]]
        pool = sorted([*s.phil_deck, *(s.players[i]["philosophies"][k]["id"] for i, k in slots)])
        rng.shuffle(pool)
        for i, k in slots:                              # cards are replaced, never changed (state.py)
            p = s.players[i]
            p["philosophies"] = [*p["philosophies"]]
            p["philosophies"][k] = {**p["philosophies"][k], "id": pool.pop()}
        s.phil_deck = pool
        # barbarian tokens face down: on the tribes, on the map (those not turned up) and the pool
        tribes = [t for t, b in sorted(s.tribes.items()) if b is not None]
        s.barbarians = {a: list(bs) for a, bs in s.barbarians.items()}     # new lists: the copy shares them
        down = [(a, k) for a, bs in sorted(s.barbarians.items()) for k, b in enumerate(bs) if b not in s.revealed]
        pool = sorted([*(s.tribes[t] for t in tribes), *(s.barbarians[a][k] for a, k in down), *s.barbarian_pool])
        rng.shuffle(pool)
        for t in tribes:
            s.tribes[t] = pool.pop()
        for a, k in down:
            s.barbarians[a][k] = pool.pop()
        s.barbarian_pool = pool
        # kingdom tokens face down on the map (a token turned up stays, its symbol known) and the box
        s.kingdom = {a: list(ks) for a, ks in s.kingdom.items()}
        down = [(a, k) for a, ks in sorted(s.kingdom.items()) for k, x in enumerate(ks) if x not in s.revealed]
        pool = sorted([*(s.kingdom[a][k] for a, k in down), *s.kingdom_box])
        rng.shuffle(pool)
        for a, k in down:
            s.kingdom[a][k] = pool.pop()
        s.kingdom_box = pool
        # dishonor values: others' stockpiles, tokens on others' cards, the pool
        values = list(s.dishonor_pool)
        for i in others:
            values += s.players[i]["dishonor"]
            values += [c["token"][1] for c in s.players[i]["philosophies"] if isinstance(c["token"], list)]
        values.sort()
        rng.shuffle(values)
        for i in others:
            p = s.players[i]
            p["dishonor"] = [values.pop() for _ in p["dishonor"]]
            p["philosophies"] = [{**c, "token": ["dishonor", values.pop()]} if isinstance(c["token"], list) else c
                                 for c in p["philosophies"]]
        s.dishonor_pool = values
        # private objectives: others' hands and the box, no repeated title in a hand (SA-SETUP-5)
        pool = sorted([*s.private_box, *(o for i in others for o in s.players[i]["objectives"])])
        rng.shuffle(pool)
        for i in others:
            p = s.players[i]
            hand: list[str] = []
            for _ in p["objectives"]:
                titles = {OBJECTIVE[o].title for o in hand}
                pick = next((j for j in range(len(pool) - 1, -1, -1) if OBJECTIVE[pool[j]].title not in titles),
                            len(pool) - 1)
                hand.append(pool.pop(pick))
            p["objectives"] = hand
        s.private_box = pool
        world_events.resample_bids(s, seat, rng)
        advance(s)
        return s

    # -- serialising -------------------------------------------------------------------------------
    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    # -- invariants (fuzz) --------------------------------------------------------------------------
    def check_invariants(self, s: State) -> None:
        """Unit caps, no negative commodities or cubes, every card and token accounted for."""
        caps = {u.id: u.count for u in UNIT_KINDS}
        for i, p in enumerate(s.players):
            for kind, cap in caps.items():
                assert 0 <= s.unit_count(i, kind) <= cap, f"{p['faction']}: {kind} outside 0..{cap}"
            for loc in s.units[i].values():
                assert all(c >= 0 for counts in loc.values() for c in counts), "negative unit count"
            for k in ("honor", "knowledge", "commerce"):
                assert p[k] >= 0, f"{p['faction']}: negative {k}"
            assert all(v >= 0 for v in p["sections"].values()), "negative cubes"
            assert all(0 <= p["locked"][k] <= p["sections"][k] for k in p["locked"]), "locked cubes"
            assert p["faction"] in FACTION
            assert p["palace_st"] in ("active", "uc", "exhausted"), "palace state"
            assert p["palace"] is None or p["palace"] in AREA, "palace off the map"
        for area, bs in s.buildings.items():                      # SA-ACT-BUILD-3, SA-AREA-3/4
            info = AREA[area]
            assert sum(not b["mine"] for b in bs) <= info.settlements, f"{area}: more buildings than settlements"
            assert sum(b["mine"] for b in bs) <= (1 if info.mine else 0), f"{area}: building on a missing mine"
            for b in bs:
                assert b["b"] in BUILDINGS and b["b"] != "palace", f"{area}: unknown building {b['b']}"
                assert b["st"] in ("active", "uc", "exhausted"), f"{area}: building state {b['st']}"
                assert (b["cube"] is not None) == (b["st"] == "exhausted"), f"{area}: cube and state disagree"
        world = s.world_deck + s.world_discard + [e for p in s.players for e in p["events_won"]]
        assert sorted(world) == sorted(w.id for w in WORLD_EVENTS), "world events lost or duplicated"
        public = s.public_deck + s.public_up
        assert sorted(public) == sorted(o.id for o in PUBLIC_OBJECTIVES), "public objectives"
        private = s.private_box + s.ai_objectives + [o for p in s.players for o in p["objectives"]]
        assert sorted(private) == sorted(o.id for o in PRIVATE_OBJECTIVES), "private objectives"
        phil = (s.phil_deck + [c for c in s.market if c is not None] + s.phil_discard + s.starter_box
                + [c["id"] for p in s.players for c in p["philosophies"]])
        assert sorted(phil) == sorted(p.id for p in PHILOSOPHIES), "philosophies"
        barb = (s.barbarian_pool + [b for b in s.tribes.values() if b is not None]
                + [b for bs in s.barbarians.values() for b in bs])
        assert sorted(barb) == sorted(b.id for b in BARBARIAN_TOKENS), "barbarian tokens"
        kingdom = s.kingdom_box + [k for ks in s.kingdom.values() for k in ks]
        assert sorted(kingdom) == sorted(KINGDOM_TOKENS), "kingdom tokens"
        dishonor = (s.dishonor_pool + [v for p in s.players for v in p["dishonor"]]
                    + [c["token"][1] for p in s.players for c in p["philosophies"] if isinstance(c["token"], list)])
        assert sorted(dishonor) == sorted(DISHONOR_TOKENS), "dishonor tokens"
        for p in s.players:
            for t in p["treaties"] + p["held"]:
                assert t.split("-")[0] in FACTION
        treaties.check_treaty_invariants(s)                     # SA-TREATY-4: one treaty per pair
        assert 0 <= s.dragon_d <= s.n + 1
        for arrow, g in s.great_wall.items():                     # SA-WALL-1..4, AMB-48: one segment per arrow
            assert arrow in ARROWS and 0 <= g["owner"] < s.n, f"Great Wall segment {arrow}"
            assert g["st"] in ("uc", "active") and g["cube"] is None, f"Great Wall segment {arrow} state"
        if s.ai_deck or s.ai_discard:                            # SA-AI-PROD-4: one deck of 32
            assert sorted(s.ai_deck + s.ai_discard) == sorted(c.id for c in AI_CARDS), "AI cards"
        check_garrison_invariants(s)                             # SA-SAFE-1, AMB-55
        actions_supply.check_unit_invariants(s)                         # SA-MOVE-6, SA-MOVE-LIMIT-*


GAME = SpringAutumn()
