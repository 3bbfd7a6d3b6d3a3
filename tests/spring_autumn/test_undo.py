"""Undo never crosses a reveal (``SpringAutumn.is_undo_barrier``, ``State.note_reveal``; CONTENT.md "Undo").

The decks are shuffled once at setup, so drawing or looking at a card, turning a token up or showing the sealed
bids does not move the RNG, and the engine's default barrier ("the RNG moved") would let a player see the card
and take back the move that showed it. Each test plays the revealing action through a ``pygame_rules.Session``
on a scripted state and checks (``played``) that the RNG did not move, so only the game's own barrier stops
undo there. ``Session.undo`` replays the record from the seed, which a scripted state does not come from:
where a move may be taken back, the tests read ``undoable`` instead of undoing.
"""

from __future__ import annotations

import random

import pytest
from sa_helpers import no_philosophies, run
from test_combat import f
from test_kingdom_barbarians import barb, kt
from test_movement import go, move_action
from test_supply import board
from test_world_events import REVEAL, game, stack

import pygame_rules
from pygame_rules import Game, Session
from pygame_rules.catalog.spring_autumn.flow import seat_order
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.barbarians import barb_combat_task

QIULONG_AREA = "qin"


def session(s) -> Session:
    """A session holding the scripted state ``s`` (its decision pending)."""
    sess = Session.new("spring-autumn", 1, {"players": s.n})
    sess.state = s
    return sess


def played(sess: Session, action: dict) -> int:
    """Play ``action``; the RNG must not move (else the default barrier would stop undo anyway). Returns the
    seat that played it."""
    seat, before = GAME.current_seat(sess.state), sess.state
    assert seat is not None and action in GAME.legal_actions(before), (action, GAME.legal_actions(before))
    sess.play(action)
    assert not Game.is_undo_barrier(GAME, before, sess.state, action), "the RNG moved: not a test of reveals"
    return seat


def stops(sess: Session, seat: int) -> None:
    """The latest action is a barrier: ``seat`` can take nothing back."""
    assert sess.log[-1].barrier and sess.log[-1].seat == seat
    assert sess.undoable(seat) == 0 and sess.undo(seat) == 0


# ---------------------------------------------------------------------- world events

def test_SA_WE_2_SA_MOVE_INT_4_the_move_that_reveals_a_world_event_cannot_be_undone():
    s = no_philosophies(board())
    s.dragon_d = 3
    stack(s, "imperial_favor")                                   # chaos 1: 3 -> 2, no event
    s.add_units(0, "qin", "infantry", 2)
    s = go(move_action(s, "qin"), "infantry", "qin", "guo", n=1)
    sess = session(s)
    seat = played(sess, {"done": True})                          # the action ends: the card is revealed
    assert sess.state.world_discard[-1] == "imperial_favor"
    stops(sess, seat)


def test_SA_DRAGON_REF_QIULONG_the_look_at_the_top_3_is_a_barrier():
    """The owner passes last; upkeep starts and Qiulong shows them the top 3: the pass cannot be taken back."""
    s = no_philosophies(board())
    s.owner[QIULONG_AREA] = 0
    s.dragons = {"qiulong": QIULONG_AREA}
    s = run(s, {"t": "action", "seat": 0}, {"t": "upkeep"})
    sess = session(s)
    seat = played(sess, {"action": "pass"})
    assert GAME.view(sess.state, 0)["qiulong"]["undecided"] and sess.state.tasks[-1]["t"] == "dragon_ability"
    stops(sess, seat)
    top = GAME.view(sess.state, 0)["qiulong"]["undecided"]
    played(sess, {"qiulong_keep": top[0]})                       # keeping shows nobody anything: undoable,
    assert not sess.log[-1].barrier and sess.undoable(0) == 1    # back to the look but not past it
    played(sess, {"qiulong_discard": top[1]})                    # the discard pile is face-up: shown to all
    stops(sess, 0)


# ---------------------------------------------------------------------- sealed bids

def test_SA_WE_BID_3_a_sealed_bid_stays_undoable_the_last_one_reveals_them_all():
    s = no_philosophies(game(players=3, d=1))
    stack(s, "bountiful_harvest-1")                              # chaos 1: into the fireball, bids
    run(s, REVEAL)
    order = seat_order(s)
    sess = session(s)
    played(sess, {"bid": 1})
    assert not sess.log[-1].barrier and sess.undoable(order[0]) == 1   # a sealed bid shows nothing
    played(sess, {"bid": 0})
    assert not sess.log[-1].barrier and sess.undoable(order[1]) == 1
    seat = played(sess, {"bid": 0})                              # the last bid: all are revealed
    assert seat == order[2] and sess.state.players[order[0]]["events_won"] == ["bountiful_harvest-1"]
    stops(sess, seat)


# ---------------------------------------------------------------------- tokens

def test_SA_KT_2_SA_MOVE_INT_3_the_move_that_reveals_a_kingdom_token_cannot_be_undone(reveals):
    s = no_philosophies(board())
    kt(s, "yiqu", "archer_blood")                                # with an archer: discarded, nothing else
    s.add_units(0, "qin", "infantry")
    s.add_units(0, "qin", "archer")
    s = go(move_action(s, "qin"), "infantry", "qin", "yiqu")
    sess = session(s)
    seat = played(sess, {"kind": "archer", "from": "qin", "to": "yiqu", "by": "land"})
    assert any("reveals a kingdom token in" in line for line in sess.state.log_tail(8))
    assert reveals == [0]                                        # the world-event reveal is left out here
    stops(sess, seat)


def test_SA_BARB_COMBAT_1_a_barbarian_token_turned_up_counts_as_a_reveal():
    """Barbarian combat always rolls dice with the reveal (so the RNG already stops undo); the reveal is
    counted all the same, so it stays a barrier whatever the dice."""

    s = no_philosophies(board())
    barb(s, "yiqu", (4, 5))
    s.add_units(0, "yiqu", "infantry")
    before = s.copy()
    s.rng.script = f("green", 1)
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert s.reveals == before.reveals + 1 and GAME.is_undo_barrier(before, s, {})


def test_SA_DRAGON_REF_YINGLONG_AMB_53_pacifying_a_tribe_shows_its_token():
    """The tribe's face-down token is credited to the winner, face-up in their record."""
    s = no_philosophies(board())
    s = run(s, {"t": "dragon_place", "seat": 0, "dragon": "yinglong"})
    tribe = next(t for t, b in sorted(s.tribes.items()) if b is not None)
    sess = session(s)
    seat = played(sess, {"dragon_to": tribe})
    assert sess.state.players[0]["barbarians_destroyed"]
    stops(sess, seat)


# ---------------------------------------------------------------------- philosophy cards

def test_SA_ACT_BUILD_6_DT_06_the_draft_that_reveals_a_new_market_card_cannot_be_undone():
    s = no_philosophies(board())
    s = run(s, {"t": "draft", "seat": 0})
    top = s.phil_deck[-1]
    sess = session(s)
    seat = played(sess, {"draft": 2})
    assert sess.state.market[0] == top
    stops(sess, seat)


def test_SA_UPK_MKT_2_the_upkeep_market_refill_is_a_barrier():
    s = no_philosophies(board())
    s = run(s, {"t": "action", "seat": 0}, {"t": "upk_market"}, {"t": "action", "seat": 1})
    sess = session(s)
    seat = played(sess, {"action": "pass"})
    stops(sess, seat)


def test_SA_UPK_PHIL_1_turning_a_face_down_philosophy_up_is_a_barrier():
    """The others see the card taken face-down (its owner knew it): the move that led there stays."""
    s = no_philosophies(board())
    card = s.phil_deck.pop()
    s.players[0]["philosophies"].append({"id": card, "up": False, "token": None})
    s = run(s, {"t": "action", "seat": 0}, {"t": "upk_philosophies"}, {"t": "action", "seat": 1})
    assert GAME.view(s, 1)["players"][0]["philosophies"][0]["id"] is None
    sess = session(s)
    seat = played(sess, {"action": "pass"})
    assert GAME.view(sess.state, 1)["players"][0]["philosophies"][0]["id"] == card
    stops(sess, seat)


# ---------------------------------------------------------------------- objectives and the end

def test_SA_UPK_VIC_3_revealing_a_new_public_objective_is_a_barrier():
    s = no_philosophies(board())
    s = run(s, {"t": "action", "seat": 0}, {"t": "upk_victory"}, {"t": "action", "seat": 1})
    top, shown = s.public_deck[-1], len(s.public_up)
    sess = session(s)
    seat = played(sess, {"action": "pass"})
    assert sess.state.public_up[-1] == top and len(sess.state.public_up) == shown + 1
    stops(sess, seat)


def test_SA_END_1_the_move_that_ends_the_game_reveals_everything_and_cannot_be_undone():
    s = no_philosophies(board())
    s.options = {**s.options, "turn_limit": 1}                    # AMB-06: the game ends at this upkeep
    s = run(s, {"t": "action", "seat": 0}, {"t": "upk_victory"})
    sess = session(s)
    seat = played(sess, {"action": "pass"})
    assert sess.state.winners is not None
    assert GAME.view(sess.state, 0)["players"][1]["objectives"] is not None   # others' hands shown
    stops(sess, seat)


# ---------------------------------------------------------------------- cost and the ordinary moves

def test_ordinary_moves_stay_undoable():
    s = no_philosophies(board())
    s = run(s, {"t": "action", "seat": 0}, {"t": "action", "seat": 1})
    sess = session(s)
    played(sess, {"action": "pass"})
    assert not sess.log[-1].barrier and sess.undoable(0) == 1


def test_the_barrier_serialises_nothing(monkeypatch):
    """Replaying a long record asks once per action: a counter and three deck lengths, never the JSON."""
    def no_serialising(self, state):
        raise AssertionError("is_undo_barrier serialised the whole state")

    s = GAME.new_game(3, players=3)
    monkeypatch.setattr(type(GAME), "state_to_json", no_serialising)
    after = GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.is_undo_barrier(s, after, {}) is False
    shown = after.copy()
    shown.note_reveal()
    assert GAME.is_undo_barrier(after, shown, {}) is True
    drawn = after.copy()
    drawn.world_deck = drawn.world_deck[:-1]                     # the net: a hidden deck got shorter (replaced,
                                                                 # never changed: state.py)
    assert GAME.is_undo_barrier(after, drawn, {}) is True


@pytest.mark.parametrize("seed", [2, 5])
def test_a_random_game_logs_a_barrier_at_every_reveal(seed):
    """In random play every action that bumps the reveal counter or shortens a hidden deck is logged as a
    barrier, and the counter survives JSON."""
    r = random.Random(seed)
    sess = Session.new("spring-autumn", seed, {"players": 3, "turn_limit": 3})
    while GAME.outcome(sess.state) is None and len(sess.actions) < 400:
        before = sess.state
        sess.play(r.choice(GAME.legal_actions(before)))
        if sess.state.reveals != before.reveals or len(sess.state.world_deck) < len(before.world_deck):
            assert sess.log[-1].barrier
    assert sess.state.reveals > 0
    back = GAME.state_from_json(GAME.state_to_json(sess.state))
    assert back.reveals == sess.state.reveals
    assert GAME.state_hash(pygame_rules.decode(sess.record.encode()).replay()) == GAME.state_hash(sess.state)
