"""The Death of Heaven game: the ``Game`` subclass and ``GAME``, registered as ``death-of-heaven``
(``catalog.BUILTIN``). ``render/`` draws the map and the panel from a seat's view. The lobby's setups
(``words/setups.py``), the rules reference (``RULES.md``, linked from the log by ``words/logrules.py``) and the
cards page (``words/cards.py``) are the words layer's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import pydantic

from ...engine.game import Game, Outcome
from ...engine.rng import Rng
from ...engine.tasks import TaskFlowGame
from . import bots  # noqa: F401  (registers the warlord bot)
from .content.armament import ARMAMENTS
from .content.cards import CARD, ZHUGE_LIANG
from .content.factions import FACTION, SIMPLE_FACTIONS
from .evaluation import estimate
from .flow import FLOW, advance
from .pieces import name, tallies
from .render import render as render_view
from .rules import (  # noqa: F401  (each registers its task handlers)
    effects,
    effects_special,
    endround,
    march,
    persuade,
    reinforce,
    resolution,
    setup,
    war,
)
from .rules.march import commits as march_commits
from .rules.march import commits_at
from .rules.setup import set_up
from .state import State
from .words.cards import card_reference
from .words.choices import describe as describe_choice
from .words.decisions import decision_words
from .words.groups import group as group_choice
from .words.logrules import rule_for as log_rule_for
from .words.public import public as public_words
from .words.public import public_reason as public_reason_words
from .words.setups import from_form as setup_from_answers
from .words.setups import setups as lobby_setups
from .words.targets import targets as choice_targets


class Options(pydantic.BaseModel):
    """The options of a game of Death of Heaven."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    players: int = pydantic.Field(4, ge=4, le=6, title="Players",
                                  description="4, 5 or 6 warlords (DH-SETUP-1).")
    mode: Literal["simple", "full"] = pydantic.Field(
        "simple", title="Rules",
        description="The simple rules, or the full rules: a faction draft with the absent warlords as NPC factions, "
                    "a diplomacy draft, stances and Self-Reliance, Pursuit and the Rout Value.")


class DeathOfHeaven(TaskFlowGame, Game):
    flow = FLOW

    id = "death-of-heaven"
    title = "Death of Heaven (蒼天之死)"
    min_players = 4
    max_players = 6
    description = ("Warlords of the Three Kingdoms declare war, persuade with promises that bind nobody, march in "
                   "secret and build their decks; the fewest cubes left on your board wins.")
    rules_version = 1
    seat_article = ""
    Options = Options
    max_actions = 4_000
    """3 times the longest of 10,000 random 6-player games, half in each mode (1,321 actions after the balancing
    pass; FIGURES.md), rounded up."""
    search_horizon = 60
    """The search opponent's playouts stop after 60 decisions, about a round of 4 or 5 players, and
    ``evaluation.estimate`` judges the position."""

    def estimate(self, state: Any) -> list[float]:
        return estimate(state)

    conformance_options = ({"players": 4}, {"players": 5, "mode": "full"}, {"players": 6},
                           {"players": 4, "mode": "full"}, {"players": 5}, {"players": 6, "mode": "full"})
    bench_options = {"players": 6}
    fuzz_options = conformance_options

    def bot_for(self, seat: int) -> str:
        return "warlord"

    def setups(self) -> list[dict[str, Any]]:
        """You against computer warlords, everyone on one device, a table of people and computer warlords, and play
        by link (``words/setups.py``). By link the number of players and the rules are asked, this device plays the
        first seat and every other seat is another person's ("remote")."""
        hotseat, link = super().setups()
        link = {**link, "ask": ["players", "mode"],
                "seats": {str(s): "human" if s == 0 else "remote" for s in range(self.max_players)},
                "note": ("4 to 6 players, each on their own device. You invite one player, whose device adds its "
                         "part to the shuffle; each other player joins when the game first sends them a link. Every "
                         "move gives a link to send to the player whose turn it is. " + link["note"])}
        return lobby_setups(hotseat, link)

    def setup_answers(self, setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
        """The solo and table setups' answers as options and seats (``words/setups.py``);
        ``Game.setup_from_form`` words what it raises."""
        return setup_from_answers(setup_id, answers)

    def rule_for(self, text: str) -> str | None:
        """The rule ID (an anchor of RULES.md) a log line or move applied (``words/logrules.py``)."""
        return log_rule_for(text)

    def render(self, view: dict[str, Any], seat: int | None,
               since: dict[str, Any] | None = None) -> dict[str, str]:
        """The map and the panel for a seat's view (``render/``)."""
        return render_view(view, seat, since)

    def rules_markdown(self) -> str:
        """The rules reference the site publishes as ``rules/death-of-heaven.html`` (``RULES.md``)."""
        return Path(__file__).with_name("RULES.md").read_text(encoding="utf-8")

    def cards(self) -> list[dict[str, Any]]:
        """Every card, board and tile of the game in player words, grouped by kind (``words/cards.py``)."""
        return card_reference()

    def initial_state(self, options: Options, rng: Rng) -> State:
        s = State(rng, options.model_dump(mode="json"))
        set_up(s)
        advance(s)
        return s

    def seats(self, state: State) -> list[int]:
        return list(range(state.players))

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "the game"
        return FACTION[SIMPLE_FACTIONS[6][seat]].name

    def seat_label(self, state: State, seat: int | None) -> str:
        return "the game" if seat is None else name(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        if state.winners is None:
            return None
        return Outcome(tuple(state.winners), "fewest cubes left on the board",
                       {str(p): state.board[p] for p in range(state.players)},
                       score_name="Cubes left on the board", fewest_wins=True)

    def describe_action(self, state: State, action: dict[str, Any]) -> str:
        """The label of a choice for the player choosing it (``words/choices.py``)."""
        return describe_choice(state, action)

    def public_description(self, state: State, action: dict[str, Any]) -> str:
        """The log's words: never a card its player keeps hidden (DH-PERS-9, ``words/public.py``)."""
        return public_words(state, action)

    def choice_group(self, state: State, action: dict[str, Any]) -> tuple[str | None, str]:
        return group_choice(state, action)

    def choice_targets(self, state: State, action: dict[str, Any]) -> list[str]:
        """The cards, territories, factions and Promise cards ``action`` points at (``words/targets.py``)."""
        return choice_targets(action)

    def public_reason(self, state: State, action: dict[str, Any], reason: str) -> str:
        return public_reason_words(state, action, reason)

    def summary(self, state: State) -> dict[str, Any]:
        """Figures of a finished game for ``simulate``: the winning faction (``simulate`` counts each; a shared win
        names every winner), rounds played, the winners' cubes left, how it ended."""
        s = state
        return {"winner_faction": " and ".join(name(s, p) for p in s.winners),
                "rounds": s.round, "winning_cubes": min(s.board) if s.board else None,
                "emperor_cubes": sum(p is not None for p in s.emperor),
                "wandering_armies": sum(1 for p in range(s.players) if p not in s.owner.values())}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """DH-PERS-9: hands are secret (their size public), decks secret even to their owner (but for their size),
        discard piles seen only by their owner; a committed March card is secret until the reveal."""
        s = state
        b = s.battle
        commits = march_commits(s)
        atk, dfn = tallies(s)
        return {
            "seat": seat, "to_move": s.decision_seat, "decision": s.tasks[-1]["t"] if s.tasks else None,
            "prompt": decision_words(s) if seat is not None and seat == s.decision_seat else None,
            "options": dict(s.options), "factions": list(s.factions), "round": s.round, "attacker": s.attacker,
            "board": list(s.board), "gone": list(s.gone), "stance": list(s.stance),
            "owner": dict(s.owner), "level": dict(s.level), "npc": dict(s.npc),
            "emperor": list(s.emperor), "emperor_gone": s.emperor_gone,
            "hands": [list(h) if p == seat else len(h) for p, h in enumerate(s.hand)],
            "decks": [len(d) if p == seat else None for p, d in enumerate(s.deck)],
            "discards": [list(d) if p == seat else None for p, d in enumerate(s.discard)],
            "battlefields": [list(f) for f in s.bf], "markers": {c: dict(m) for c, m in s.markers.items()},
            "committed": [str(p) in commits for p in range(s.players)],
            "my_commit": commits.get(str(seat)) if seat is not None else None,
            "public_deck": len(s.public), "wandering_deck": len(s.wdeck), "wandering": list(s.wboard),
            "battle": None if b is None else {
                "target": b["target"], "defender": b["defender"], "types": list(b["types"]),
                "attack": atk, "defense": dfn, "counted": list(b["counted"]), "announced": list(b["announced"]),
                "winner": b["winner"], "shield": list(b["shield"])},
            "promises": dict(s.promises), "pledges": [dict(p) for p in s.pledges],
            "word": [list(w) for w in s.word], "winners": None if s.winners is None else list(s.winners),
            "log": s.log_tail(60),
        }

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """Redraw what ``seat`` cannot see (``_redraw``), so that the decision pending stays the one ``seat`` sees.

        Who is asked now, and what ``seat`` itself may choose, can depend on the others' hands: the leader of a
        Reinforcement picks among the players who hold a card they may play, and a player with nothing to answer
        a decision with is not asked it. So the decision is worked out again on each redraw (the flow run on from
        it), and a redraw is taken only if that leaves the task stack and ``seat``'s view as they were (and, when
        ``seat`` decides, its choices): otherwise the cached decision would name cards of the true hands, or the
        redraw would contradict what ``seat`` may choose. Redraws are tried until one fits, at most
        ``REDRAW_TRIES`` times: in the conformance games all but about one state in 20,000 find one, mostly at
        the first try. If none fits, the last redraw is kept with the decision as it was: for the seat deciding
        that is its own choices (say a Reinforcement's leader offered a player the redraw leaves without a card to
        play: choosing that player, the leader is asked again); for another seat it would be the true decision's
        options (not seen in those games).

        The redraw depends on ``seat``'s view alone (``_redraw``), and so does the choice among redraws (it
        compares each with that view and with ``seat``'s own choices), so two states ``seat`` cannot tell apart
        give the same state from the same ``rng`` (``conformance.check_determinize_view_only``)."""
        view = self.view(state, seat)
        deciding = seat is not None and seat == state.decision_seat
        legal = state.options_list if deciding else None
        s = state
        for _ in range(REDRAW_TRIES):
            s = self._redraw(state, seat, rng)
            kept = s.copy()
            advance(s)
            if s.tasks == kept.tasks and self.view(s, seat) == view and (not deciding or s.options_list == legal):
                return s
            s = kept
        return s

    def _redraw(self, state: State, seat: int | None, rng: Rng) -> State:
        """A copy of ``state`` with what ``seat`` cannot see redrawn from ``rng``: the other players' hands, decks
        and discard piles, the cards another player holds while it chooses among its deck's top cards
        (Foresight's ``look_take``), their committed March cards and the cards Planning has them discard (each
        player's own cards stay its own, but for the public armaments below), the order of every deck (its own
        included), the public deck and the wandering deck (Zhuge Liang stays at the bottom while he is there). A
        hand shown to the seat deciding stays as it is. Which public armaments the others drew is hidden too (only
        how many): every public armament among the others' hidden cards goes back into one pool with the public
        deck, which is redealt to the same counts. The cached decision is left as it was (``resample_hidden``
        works it out again).

        It depends on ``seat``'s view alone: every pool is sorted before it is shuffled (its true order is hidden)
        and the draws' count and bounds are pool sizes, which two states ``seat`` cannot tell apart share. What is
        kept is each other player's number of hidden cards, how they split between hand, deck and discard pile,
        and which of its own and the wandering cards are among them: the view shows only the hands' sizes, but
        the rest follows from the public log (draws, discards and recruits are announced), except the card Divine
        Calculation took from another's hand, which stays with the player who took it."""
        s = state.copy()
        at = commits_at(s)
        commits = dict(march_commits(s))
        top = s.tasks[-1] if s.tasks else {}
        shown = top.get("shows") if top.get("seat") == seat else None     # a hand shown to the seat deciding
        looks = {t["seat"]: k for k, t in enumerate(s.tasks) if t["t"] == "look_take" and t["seat"] != seat}
        pools: dict[int, list[str]] = {}
        for p in range(s.players):
            if p == seat:
                s.deck[p] = sorted(s.deck[p])
                rng.shuffle(s.deck[p])
                continue
            pool = s.deck[p] + s.discard[p]
            if p != shown:
                pool += s.hand[p]
            if p in looks:
                pool += s.tasks[looks[p]]["cards"]
            pools[p] = pool
        armaments = sorted([*s.public, *(c for pool in pools.values() for c in pool if c in PUBLIC_ARMAMENTS)])
        rng.shuffle(armaments)
        for p, pool in pools.items():
            kept = [c for c in pool if c not in PUBLIC_ARMAMENTS]
            n = len(pool) - len(kept)
            pool = sorted(kept + armaments[:n])
            armaments = armaments[n:]
            rng.shuffle(pool)
            k = 0 if p == shown else len(s.hand[p])
            d = len(s.deck[p])
            if p != shown:
                s.hand[p] = pool[:k]
            s.deck[p] = pool[k:k + d]
            if p in looks:                          # the cards held while it chooses: a new task (may be shared)
                i = looks[p]
                held = len(s.tasks[i]["cards"])
                s.tasks[i] = {**s.tasks[i], "cards": pool[len(pool) - held:]}
                pool = pool[:len(pool) - held]
            s.discard[p] = pool[k + d:]
            if str(p) in commits:                   # the committed card stays in the hand until the reveal
                commits[str(p)] = s.hand[p][0]
            for i, t in enumerate(s.tasks):         # Planning's discards so far: the top of the new discard pile
                if t["t"] == "cycle" and t["seat"] == p and t["out"]:
                    s.tasks[i] = {**t, "out": s.discard[p][len(s.discard[p]) - len(t["out"]):]}
        s.public = armaments
        if at is not None and commits:              # a new dict: a task below the top is shared with ``state``
            s.tasks[at] = {**s.tasks[at], "commits": commits}
        bottom = s.wdeck[:1] if s.wdeck and s.wdeck[0] == ZHUGE_LIANG else []
        rest = sorted(s.wdeck[len(bottom):])
        rng.shuffle(rest)
        s.wdeck = bottom + rest
        return s

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    def is_undo_barrier(self, before: State, after: State, action: dict[str, Any]) -> bool:
        return super().is_undo_barrier(before, after, action) or before.reveals != after.reveals

    def check_invariants(self, s: State) -> None:
        """Every card in exactly one zone; cube totals per faction (board + map + diplomacy + Emperor + gone)."""
        if not s.board:                                  # the full rules' faction draft: nothing laid out yet
            return
        seen: dict[str, str] = {}
        zones = [("public", s.public), ("wandering deck", s.wdeck), ("wandering board", [c for c in s.wboard if c])]
        for p in range(s.players):
            zones += [(f"hand {p}", s.hand[p]), (f"deck {p}", s.deck[p]), (f"discard {p}", s.discard[p]),
                      (f"battlefield {p}", s.bf[p])]
        for zone, cards in zones:
            for c in cards:
                if c in seen:
                    raise AssertionError(f"card {c} in {zone} and {seen[c]}")
                seen[c] = zone
        for p, f in enumerate(s.factions):
            on_map = sum(lv for t, lv in s.level.items() if s.owner[t] == p)
            dip = sum(1 for d in s.npc.values() if d == p)
            total = s.board[p] + on_map + dip + s.emperor.count(p) + s.gone[p]
            if total != FACTION[f].cubes:
                raise AssertionError(f"{f} has {total} cubes, not {FACTION[f].cubes}")
            if s.board[p] < 0:
                raise AssertionError(f"{f} board below 0")
        for t, lv in s.level.items():
            if lv <= 0:
                raise AssertionError(f"{t} has no cube")
        expected = set(CARD) - set(seen)
        if any(CARD[c].faction not in s.factions and CARD[c].faction not in (None, "wandering") for c in seen):
            raise AssertionError("a card of a faction not in play")
        del expected


REDRAW_TRIES = 40
"""How many redraws ``resample_hidden`` tries for one that leaves the seat's view and choices as they were."""

PUBLIC_ARMAMENTS = frozenset(c.id for c in ARMAMENTS)
"""The public armament deck's cards (DH-SETUP-9): which of them another player drew is hidden from the others."""

GAME = DeathOfHeaven()
