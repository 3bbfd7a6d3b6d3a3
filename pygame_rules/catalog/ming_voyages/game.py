"""The Ming Voyages as an engine ``Game``: setup, the decision interface, views and scoring glue.

The top layer of the package: it loads every module of ``rules/`` (each registers its tasks by name in
``flow.FLOW``) and the bots, and turns them into the engine contract. The flow of play is in ``rules/``:
rounds and eras (``rounds.py``), playing a card and reactions (``card_play.py``), CP actions
(``cp_actions.py``), the special-action tasks (``special_tasks.py``), battles (``battle.py``) and the solo
Overlord (``solo_flow.py``, its plans in ``solo.py``); the words for every choice are in ``words.py``, the
drawing in ``render/``. Seat 0 is the Ming Emperor, seat 1 the Barbarian Overlord. In solo mode the
Overlord is run by the rules themselves (the booklet leaves it no choices), so seat 1 never has to decide.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import pydantic

from ...engine.canonical import json_copy
from ...engine.game import COMPUTER_NOTE, LINK_NOTE, Game, Outcome
from ...engine.rng import Rng
from ...engine.tasks import TaskFlowGame
from . import bots  # noqa: F401  (registers the heuristic bots)
from .content.cards import CARD, DIFFICULTIES, EVENT_DECKS, TOTALS
from .content.map import BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES
from .evaluation import estimate
from .flow import FLOW, advance
from .logrules import rule_for as log_rule_for
from .render import render as render_view
from .rules import battle, card_play, cp_actions, rounds, solo_flow, special_tasks
from .state import EMPEROR, OVERLORD, State, plural
from .words import card_name, card_reference, describe

RULE_MODULES = (rounds, card_play, cp_actions, special_tasks, battle, solo_flow)
"""Every part of the rules: importing them registers their tasks by name in ``flow.FLOW``."""


class Options(pydantic.BaseModel):
    """Game options: two players, or solo against the Overlord at a difficulty with optional challenges."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    mode: Literal["two-player", "solo"] = pydantic.Field("two-player", description="two players, or solo")
    difficulty: Literal["easy", "moderate", "hard", "brutal"] = pydantic.Field(
        "easy", title="Difficulty",
        description="Easy needs 4 Voyages and lets you reserve 3 cards; Brutal needs all 7 and 1 card")
    challenge_troop_losses: bool = pydantic.Field(
        False, title="Challenge: lost Troops leave the game", description="an optional extra challenge")
    challenge_two_hordes: bool = pydantic.Field(
        False, title="Challenge: each Barbarian Homeland starts with 2 Hordes",
        description="an optional extra challenge")

    @pydantic.model_validator(mode="after")
    def _solo_only(self) -> Options:
        if self.mode != "solo" and (self.challenge_troop_losses or self.challenge_two_hordes):
            raise ValueError("the additional challenges are for the solo game only")
        return self


class MingVoyages(TaskFlowGame, Game):
    flow = FLOW

    id = "ming-voyages"
    title = "The Ming Voyages"
    min_players = 1
    max_players = 2
    description = ("The Ming Emperor sends treasure fleets across the Indian Ocean while holding the "
                   "northern Borderlands against the Barbarian Overlord. Two players, or solo against "
                   "the Overlord at four difficulty levels.")
    rules_version = 2
    """2 (issue 10): the solo Emperor confirms a card play before the Overlord answers; no order question
    when the opponent cannot react; re-rolls that leave the same faces are offered once."""
    Options = Options
    max_actions = 700
    """Longest record accepted: over 3 x 202, the longest of 10,000 random two-player games (the longer mode)
    under rules version 2, rounded up (FIGURES.md "Longest games")."""
    search_horizon = 10
    """The search opponent's playouts stop after 10 decisions (a few card plays each) and ``evaluation.estimate``
    judges the position: random play to the end misjudged it (FIGURES.md "The search opponent")."""
    search_doubt = 0.0
    """The evaluation is trusted: the search overrules the heuristic bot's advice on the margin alone."""
    conformance_options = (
        {}, {"mode": "solo", "difficulty": "easy"}, {"mode": "solo", "difficulty": "moderate"},
        {"mode": "solo", "difficulty": "hard", "challenge_troop_losses": True},
        {"mode": "solo", "difficulty": "brutal", "challenge_two_hordes": True},
    )
    """Option sets the conformance suite and the fuzz run cover."""

    def setups(self) -> list[dict[str, Any]]:
        """Solo, two players on one device, against the computer on either side, or by link."""
        link_note = LINK_NOTE
        computer_note = COMPUTER_NOTE
        return [
            {"id": "solo", "label": "Solo against the Overlord", "options": {"mode": "solo"},
             "ask": ["difficulty", "challenge_troop_losses", "challenge_two_hordes"],
             "seats": {"0": "human", "1": "rules"},
             "note": "You are the Ming Emperor; the Overlord follows the solo booklet."},
            {"id": "hotseat", "label": "Two players on this device", "options": {"mode": "two-player"},
             "ask": [], "seats": {"0": "human", "1": "human"},
             "note": "The device is passed between turns; each hand stays hidden from the other player."},
            {"id": "vs-overlord", "label": "You are the Emperor, against the computer",
             "options": {"mode": "two-player"}, "ask": [], "seats": {"0": "human", "1": "heuristic-overlord"},
             "note": computer_note},
            {"id": "vs-emperor", "label": "You are the Overlord, against the computer",
             "options": {"mode": "two-player"}, "ask": [], "seats": {"0": "heuristic-emperor", "1": "human"},
             "note": computer_note},
            {"id": "link", "label": "Play by link (you are the Emperor)", "options": {"mode": "two-player"},
             "ask": [], "seats": {"0": "human", "1": "remote"}, "note": link_note},
            {"id": "link-overlord", "label": "Play by link (you are the Overlord)",
             "options": {"mode": "two-player"}, "ask": [], "seats": {"0": "remote", "1": "human"},
             "note": link_note},
        ]

    # -- setup (MV-SETUP-1..7, MV-SOLO-SETUP-1..4) ---------------------------------------------
    def initial_state(self, options: Options, rng: Rng) -> State:
        opts: dict[str, Any] = {"mode": options.mode}
        if options.mode == "solo":
            d = DIFFICULTIES[options.difficulty]
            opts.update(difficulty=options.difficulty, levels=list(d.start), levels_after=list(d.after_four),
                        required_voyages=d.required_voyages, reserve_limit=d.reserve_limit,
                        troop_losses_removed=options.challenge_troop_losses,
                        two_hordes=options.challenge_two_hordes)
        s = State(rng, opts)
        s.deck = list(range(1, 28))
        rng.shuffle(s.deck)
        for hl in HOMELANDS:
            s.hordes[hl] = 2 if opts.get("two_hordes") else 1
        for bl in BORDERLANDS:
            s.troops[bl] = 1
        s.gold["MH"], s.junks_scs = 1, 1
        first = rng.roll(6)
        s.voyages[first - 1] = True
        s.hands[OVERLORD], s.deck = s.deck[:4], s.deck[4:]
        s.hands[EMPEROR], s.deck = s.deck[:3], s.deck[3:]
        s.say(f"setup: the Emperor rolls a {first}: Voyage {first} ({VOYAGE_NAMES[first]}) starts completed")
        if s.solo:
            for level in (1, 2, 3):
                deck = list(EVENT_DECKS[level])
                rng.shuffle(deck)
                s.event_decks[level - 1] = deck
        s.tasks = [{"t": "round"}]
        advance(s)
        return s

    # -- the decision interface ------------------------------------------------------------------
    def seats(self, state: State) -> list[int]:
        return [EMPEROR, OVERLORD]

    def describe_action(self, state: State, action: dict[str, Any]) -> str:
        return describe(state, action)

    def choice_group(self, state: State, action: dict[str, Any]) -> tuple[str | None, str]:
        """Playing a card: one group per card, with its uses as short labels."""
        if "play" not in action:
            return None, describe(state, action)
        full = describe(state, action)
        short = full.replace(f"{card_name(action['card'])} ", "").replace("play for", "for")
        return card_name(action["card"]), short

    def public_description(self, state: State, action: dict[str, Any]) -> str:
        """As ``describe_action``, but a card reserved face down stays unnamed in two-player games."""
        if action.get("play") == "reserve" and not state.solo:
            return "reserve a card face down"
        return describe(state, action)

    def public_reason(self, state: State, action: dict[str, Any], reason: str) -> str:
        """A bot's reason as every seat may read it: shown unless it names a card the seat keeps hidden.

        The Ming bots word their reasons for a face-down reserve without the card (its number, name
        or CP), so those are shown; any reason that does name a card hidden from the other seat after
        the action (in the hand or reserve it keeps) is replaced by words that name none."""
        seat = state.decision_seat
        if seat is None or state.solo:
            return reason
        hidden = set(state.hands[seat]) | set(state.reserves[seat])
        if action.get("play") == "reserve":
            hidden.add(action["card"])
        else:                                   # cards the action shows: the card played, reinforcing, revealed
            hidden -= {action.get(k) for k in ("card", "with", "reveal")}
        if any(re.search(rf"#{c}\b", reason) or CARD[c].name in reason for c in hidden):
            return "a card kept back for later battles" if action.get("play") == "reserve" else \
                "the reason would name a card the other player may not see"
        return reason

    def begins_move(self, state: State, action: dict[str, Any]) -> bool:
        """A whole move is a card play (reserve, CP or special action) with all that follows it until the
        next card play: the order question, the CP action, its targets and pieces, battle re-rolls of both
        sides, the solo confirm, and the opponent's reaction with its choices, which is part of the move
        it reacts to (so is the solo Emperor's reaction to the Overlord's card, which comes inside the
        Emperor's move: the rules play the Overlord's turn when the Emperor confirms)."""
        return "play" in action

    def rule_for(self, text: str) -> str | None:
        return log_rule_for(text)

    def rules_markdown(self) -> str:
        return (Path(__file__).with_name("RULES.md")).read_text(encoding="utf-8")

    def cards(self) -> list[dict[str, Any]]:
        """The 27 main-deck cards with both boxes' text, by type (``words.card_reference``)."""
        return card_reference()

    def estimate(self, state: State) -> list[float]:
        return estimate(state)

    def bot_for(self, seat: int) -> str:
        return "heuristic-emperor" if seat == EMPEROR else "heuristic-overlord"

    def seat_name(self, seat: int | None) -> str:
        return {EMPEROR: "Emperor", OVERLORD: "Overlord"}.get(seat, "the game")

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome((state.winner,), state.result, self.scores(state), end_figures(state))

    def scores(self, state: State) -> dict[str, int]:
        """MV-WIN-5 minor-victory totals (also reported after a major victory, for series play)."""
        ming = sum(1 for bl in BORDERLANDS if state.controller(bl) == EMPEROR)
        barb = sum(1 for bl in BORDERLANDS if state.controller(bl) == OVERLORD)
        return {"0": ming + state.completed(), "1": barb + 7 - state.completed()}

    def summary(self, state: State) -> dict[str, Any]:
        """Per-game figures for ``simulate``: the kind of victory and the rounds played."""
        kind = "major" if state.result.startswith("major") else "minor"
        side = "Emperor" if state.winner == EMPEROR else "Overlord"
        return {"victory": f"{side} {kind}", "rounds": state.round, "voyages": state.completed(),
                "ming_borderlands": sum(1 for bl in BORDERLANDS if state.controller(bl) == EMPEROR)}

    def is_undo_barrier(self, before: State, after: State, action: dict[str, Any]) -> bool:
        """Dice or shuffles, a draw (of the main deck or a solo Event), a new round (hands swapped), or a
        reserved card revealed."""
        return (before.rng.counter != after.rng.counter or len(before.deck) != len(after.deck)
                or before.round != after.round or len(after.reserves[0]) + len(after.reserves[1])
                < len(before.reserves[0]) + len(before.reserves[1]) - ("with" in action)
                or (before.solo and [len(d) for d in before.event_decks] != [len(d) for d in after.event_decks]))

    # -- information ---------------------------------------------------------------------------------
    def _sees_hand(self, state: State, seat: int | None, owner: int) -> bool:
        return state.solo or seat == owner

    def _sees_reserve(self, state: State, seat: int | None, owner: int) -> bool:
        return seat == owner or (state.solo and owner == OVERLORD)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        s = state
        top = s.tasks[-1]["t"] if s.tasks else None
        v: dict[str, Any] = {
            "mode": s.options["mode"], "era": s.era, "round": s.round, "seat": seat,
            "to_move": s.decision_seat, "decision": top,
            "tasks": json_copy(s.tasks),
            "troops": dict(s.troops), "hordes": dict(s.hordes), "settlements": dict(s.settlements),
            "gold": dict(s.gold), "junks_scs": s.junks_scs, "voyages": list(s.voyages),
            "completed": s.completed(), "troops_removed": s.troops_removed,
            "supply": {k: s.supply(k) for k in TOTALS},
            "deck": len(s.deck), "discard": list(s.discard), "in_play": list(s.spent),
            "hands": [list(s.hands[o]) if self._sees_hand(s, seat, o) else len(s.hands[o]) for o in (0, 1)],
            "reserves": [list(s.reserves[o]) if self._sees_reserve(s, seat, o) else len(s.reserves[o])
                         for o in (0, 1)],
            "battle": dict(s.battle) if s.battle else None,
            "last_battle": dict(s.last_battle) if s.last_battle else None,
            "winner": s.winner, "result": s.result, "log": s.log_tail(40),
        }
        if s.solo:
            v.update(difficulty=s.options["difficulty"], cube=s.cube, flipped=s.flipped,
                     levels=s.options["levels_after"] if s.flipped else s.options["levels"],
                     required_voyages=s.options["required_voyages"], reserve_limit=s.options["reserve_limit"],
                     event_decks=[len(d) for d in s.event_decks], event_discards=[list(d) for d in s.event_discards])
        return v

    def render(self, view: dict[str, Any], seat: int | None,
               since: dict[str, Any] | None = None) -> dict[str, str]:
        return render_view(view, seat, since)

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """Redeal the deck, the hands and reserves ``seat`` cannot see, and the Event decks (same sizes).

        The redraw depends on ``seat``'s view alone: each pool is sorted before it is shuffled (its true order is
        hidden), and the draws' count and bounds are the pools' sizes, which the view shows; so two states
        ``seat`` cannot tell apart give the same redraw from the same ``rng`` (``conformance.
        check_determinize_view_only``)."""
        s = state.copy()
        slots: list[tuple[str, int]] = [("deck", 0)]
        for o in (EMPEROR, OVERLORD):
            if not self._sees_hand(s, seat, o):
                slots.append(("hands", o))
            if not self._sees_reserve(s, seat, o):
                slots.append(("reserves", o))
        pool: list[int] = []
        for name, o in slots:
            pool += s.deck if name == "deck" else getattr(s, name)[o]
        pool.sort()
        rng.shuffle(pool)
        for name, o in slots:
            n = len(s.deck) if name == "deck" else len(getattr(s, name)[o])
            part, pool = pool[:n], pool[n:]
            if name == "deck":
                s.deck = part
            else:
                getattr(s, name)[o] = part
        s.event_decks = [sorted(deck) for deck in s.event_decks]    # new lists: a copy may share the old ones
        for deck in s.event_decks:
            rng.shuffle(deck)
        advance(s)
        return s

    # -- serialising ------------------------------------------------------------------------------------
    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    # -- invariants (fuzz) -------------------------------------------------------------------------------
    def check_invariants(self, s: State) -> None:
        """Component counts conserved; no Borderland holds both sides outside a battle; 27 cards in play."""
        for kind in TOTALS:
            assert s.supply(kind) >= 0, f"negative supply of {kind}"
        for region, n in [*s.troops.items(), *s.hordes.items(), *s.settlements.items(), *s.gold.items()]:
            assert n >= 0, f"negative count in {region}"
        assert s.junks_scs >= 0
        for bl in BORDERLANDS:
            both = s.troops[bl] and (s.hordes[bl] or s.settlements[bl])
            assert not both or (s.battle is not None and s.battle["bl"] == bl) or \
                any(t["t"] == "attack" and t.get("target") == bl for t in s.tasks), f"{bl} holds both sides"
        cards = s.deck + s.discard + s.hands[0] + s.hands[1] + s.reserves[0] + s.reserves[1] + s.spent
        assert sorted(cards) == list(range(1, 28)), "cards lost or duplicated"
        assert len(CARD) == 27


def end_figures(s: State) -> tuple[str, ...]:
    """The figures that decided a finished game, one plain line each (``Outcome.details``).

    A major victory (MV-WIN-1/2): what ended it (the log's line for the step that did) and when, then
    the figures. A minor victory (MV-WIN-5, or MV-SOLO-OBJ-2 in solo): the Borderlands each side holds,
    the Voyages, and the rule or tie-break that decided."""
    held = {side: [NAMES[bl] for bl in BORDERLANDS if s.controller(bl) == side] for side in (EMPEROR, OVERLORD)}
    done = s.completed()

    def lands(side: int) -> str:
        names = held[side]
        return f"{len(names)}" + (f" ({', '.join(names)})" if names else "")

    lines = [f"Borderlands held by the Emperor: {lands(EMPEROR)}; by the Overlord: {lands(OVERLORD)}",
             f"Voyages completed: {done} of 7"]
    if s.result.startswith("major"):
        what = s.result[len("major victory: "):]
        lines.insert(0, f"{what[:1].upper()}{what[1:]}, in round {s.round} of era {s.era}")
        tail = s.log_tail(2)
        if len(tail) == 2:
            lines.insert(1, f"The deciding step: {tail[0]}")
        return tuple(lines)
    ming, barb = len(held[EMPEROR]), len(held[OVERLORD])
    if s.solo:
        need = s.options["required_voyages"]
        lines.append(f"The Emperor needed more Borderlands than the Overlord ({ming} against {barb}: "
                     f"{'yes' if ming > barb else 'no'}) and {need} Voyages ({done}: "
                     f"{'yes' if done >= need else 'no'})")
        return tuple(lines)
    e_score, o_score = ming + done, barb + 7 - done
    lines.append(f"Points: Emperor {e_score} ({plural(ming, 'Borderland')} + {plural(done, 'Voyage')}), Overlord "
                 f"{o_score} ({plural(barb, 'Borderland')} + {plural(7 - done, 'Voyage')} not completed)")
    if e_score == o_score:
        lines.append(f"A tie at {e_score} points: ties go to the Overlord")
    return tuple(lines)


GAME = MingVoyages()
