"""The solo confirm step, whole moves for the replay, the reaction-order ruling and the game-over figures
(issue 10). Rule IDs: MV-SOLO-EPLAY-1 (the Overlord answers after the Emperor's action), MV-REACT-2 (who
goes first), MV-CARD-8 (a reaction must be carried out in full), MV-WIN-1/2/5, MV-SOLO-OBJ-2."""

from __future__ import annotations

from scenario import CONFIRM, E, O, act, legal, position, restart

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.conformance import random_playout
from pygame_rules.engine.rng import Rng
from pygame_rules.engine.session import Session
from pygame_rules.engine.tasks import TaskFlow, ask


def test_engine_ask_puts_a_single_option_to_its_seat():
    """engine/tasks.py: a handler's ``ask(seat, options)`` is asked even with one option; a plain single-option
    decision is taken at once."""
    class S:
        def __init__(self, asking):
            self.tasks, self.asking, self.done = [{"t": "q"}], asking, []

    flow = TaskFlow(is_over=lambda s: False)
    flow.handlers["q"] = lambda s, t: ask(0, [{"ok": True}]) if s.asking else (0, [{"ok": True}])

    def resolve(s, t, a):
        s.tasks.pop()
        s.done.append(a)
    flow.resolvers["q"] = resolve
    taken, asked = S(False), S(True)
    flow.advance(taken)
    flow.advance(asked)
    assert taken.done == [{"ok": True}] and taken.options_list == []
    assert asked.done == [] and (asked.decision_seat, asked.options_list) == (0, [{"ok": True}])


# -- the confirm step (MV-SOLO-EPLAY-1) -------------------------------------------------------------------------

def _solo_session(seed: int = 4) -> Session:
    return Session.new("ming-voyages", seed, {"mode": "solo", "difficulty": "easy"})


def test_MV_SOLO_EPLAY_1_undo_covers_the_whole_card_play_until_the_confirm():
    """After an Emperor card play in solo, every decision of it stays undoable until the Emperor confirms."""
    session = _solo_session()
    before = GAME.state_hash(session.state)
    card = next(a["card"] for a in GAME.legal_actions(session.state) if a["play"] == "cp")
    session.play({"play": "cp", "card": card})
    session.play({"cp": "move"})
    while GAME.legal_actions(session.state) != [CONFIRM]:
        session.play(GAME.legal_actions(session.state)[0])
    moves = len(session.actions)
    assert moves >= 3 and session.undoable(E) == moves                    # the whole card play
    assert GAME.describe_action(session.state, CONFIRM).startswith(f"Confirm: play #{card} ")
    assert not any(line.startswith("The Overlord plays #") for line in session.state.log)   # nothing drawn yet
    session.play(CONFIRM)
    assert session.log[-1].barrier and session.undoable(E) == 0           # the Overlord drew and rolled
    assert any(line.startswith("The Overlord plays #") for line in session.state.log)
    session.undo(E)
    assert len(session.actions) == moves + 1                               # nothing taken back past it
    fresh = _solo_session()
    fresh.play({"play": "cp", "card": card})
    assert fresh.undo(E) == 1 and GAME.state_hash(fresh.state) == before


def test_MV_SOLO_EPLAY_1_a_reserve_is_confirmed_before_the_overlords_turn():
    s = position(mode="solo", hands=([1, 3, 5], [12, 2, 4, 8]))
    s = act(s, {"play": "reserve", "card": 1})
    assert legal(s) == [CONFIRM] and s.decision_seat == E and s.reserves[E] == [1]
    assert GAME.describe_action(s, CONFIRM) == ("Confirm: reserve #1 Dragon Dockyards (1 CP) face down — the "
                                                "Overlord then plays #12 Tribute Missions and draws a Level 2 "
                                                "Event (you cannot undo after this)")
    s = act(s, CONFIRM)
    assert any(line.startswith("The Overlord plays #12 Tribute Missions") for line in s.log)


def test_MV_SOLO_EPLAY_1_confirm_names_the_reaction_event():
    s = position(mode="solo", voyages=[1, 2, 3], gold={"MH": 1}, hands=([24, 1, 3], [12, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 24}, {"cp": "tax"})
    assert GAME.describe_action(s, CONFIRM) == ("Confirm: play #24 Raids (3 CP) for its CP — the Overlord then "
                                                "answers with a Level 2 Event, then takes its turn (you cannot "
                                                "undo after this)")


def test_MV_SOLO_EPLAY_1_no_confirm_when_dice_were_already_rolled():
    """A Voyage rolled dice during the card play: nothing could be taken back, so the Overlord answers at once."""
    s = position(mode="solo", gold={"MH": 1}, junks_scs=1, hands=([21, 1, 3], [12, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "voyage"})
    s.rng.script = [6, 6, 6]
    s = act(s, {"voyage": 1})                                  # 1 Gold, 1 Junk: sent at once, the dice roll
    assert legal(s) != [CONFIRM] and any(line.startswith("The Overlord plays #12") for line in s.log)


def test_MV_SOLO_EPLAY_1_no_confirm_when_nothing_random_follows():
    """The last card of the game without an Overlord action: the game is scored, nothing is drawn."""
    s = position(mode="solo", era=2, deck=[], troops=dict.fromkeys(BORDERLANDS, 1), hands=([13], []),
                 discard=[c for c in range(1, 28) if c != 13])
    s = act(restart(s, "final"), {"play": "reserve", "card": 13})
    assert s.winner is not None


def test_MV_SOLO_EPLAY_1_the_event_draw_is_an_undo_barrier_even_without_dice():
    s = position(mode="solo", hands=([1, 3, 5], [12, 2, 4, 8]))
    s.event_decks[1] = ["amass", "attack", "attack", "move", "move", "gather", "build", "reserve"]
    s.event_decks[0] = ["amass", "attack", "attack", "move", "move", "gather", "build", "reserve"]
    s = act(s, {"play": "reserve", "card": 1})
    after = act(s, CONFIRM)
    assert after.rng.counter == s.rng.counter and GAME.is_undo_barrier(s, after, CONFIRM)


def test_confirm_is_never_asked_in_two_player_games_and_always_worth_asking_in_solo():
    p = random_playout(GAME, 12, {}, check_steps=False)
    assert CONFIRM not in p.actions
    for seed in (12, 13):
        session = _solo_session(seed)
        chooser = Rng(seed)
        start = 0
        while GAME.outcome(session.state) is None:
            legal_now = GAME.legal_actions(session.state)
            if legal_now == [CONFIRM]:
                assert session.undoable(E) >= 1                          # something to take back
            action = chooser.choice(legal_now)
            if "play" in action:
                start = len(session.actions)
            lines = len(session.state.log)
            session.play(action)
            told = session.state.log[lines:]
            first = next((i for i, line in enumerate(told)
                          if line.startswith(("The Overlord plays #", "The Overlord answers #"))), None)
            if first is not None:
                # the Overlord acted: through the confirm, or after the Emperor's own dice closed the card play
                own_dice = any(line.startswith(("The Emperor sails", "Battle for")) for line in told[:first])
                assert action == CONFIRM or own_dice or any(e.barrier for e in session.log[start:-1]), (seed, action)


# -- whole moves for the replay (Game.begins_move) --------------------------------------------------------------

def test_begins_move_a_solo_game_of_six_card_plays_has_six_emperor_move_starts():
    session = _solo_session(21)
    plays = 0
    while True:
        action = GAME.legal_actions(session.state)[-1]
        if "play" in action:
            if plays == 6:
                break
            plays += 1
        session.play(action)
    starts = [e for e in session.log if e.starts]
    assert len(starts) == 6 and all(e.seat == E and "play" in e.action for e in starts)
    assert any(e.action == CONFIRM for e in session.log) and len(session.log) > 6


def test_begins_move_the_opponents_reaction_belongs_to_the_move_it_reacts_to():
    s = position(gold={"MH": 1}, hands=([24, 1, 3], [2, 4, 5, 8]))
    assert GAME.begins_move(s, {"play": "cp", "card": 24})
    s = act(s, {"play": "cp", "card": 24})
    assert not GAME.begins_move(s, {"order": "reaction_first"})
    s = act(s, {"order": "reaction_first"})
    assert s.decision_seat == O and not GAME.begins_move(s, {"react": True})


# -- the reaction order (MV-REACT-2, MV-CARD-8; ruling in CONTENT.md) -------------------------------------------

def test_MV_REACT_2_no_order_question_when_the_reaction_cannot_happen():
    # #11 Monsoon Winds: the Overlord may sink a Junk only if the South China Sea holds 2 or more
    s = position(junks_scs=1, hands=([11, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 11})
    assert s.decision_seat == E and {"cp": "tax"} in legal(s)


def test_MV_REACT_2_ruling_a_reaction_impossible_now_is_not_offered_after_the_action_either():
    """#2 Court Astronomers: 'if the Ming Homeland holds 3 or more Gold, the Emperor returns 1'. With 2 Gold the
    Overlord cannot react now; Tax 1 makes 3. Ruling: the Emperor would let the Overlord go first (and it could
    not), so no order question and no reaction."""
    s = position(voyages=[2], gold={"MH": 2}, hands=([2, 1, 3], [4, 5, 6, 8]))
    s = act(s, {"play": "cp", "card": 2}, {"cp": "tax"})
    assert s.gold["MH"] == 3 and s.decision_seat == O and s.tasks[-1]["t"] == "play"


def test_MV_REACT_2_asked_when_the_reaction_is_possible_now_and_skipped_if_my_action_spoils_it():
    s = position(gold={"MH": 1}, junks_scs=2, hands=([11, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 11})
    assert legal(s) == [{"order": "mine_first"}, {"order": "reaction_first"}]
    s = act(s, {"order": "mine_first"}, {"cp": "voyage"}, {"voyage": 1})      # the 1 Gold goes at once
    s.rng.script = [1, 1]
    s = act(s, {"junks": 2})                                   # success: one Junk stays out, 1 left in the sea
    assert s.voyages[0] and s.junks_scs == 1
    assert s.decision_seat == O and s.tasks[-1]["t"] == "play"  # the reaction can no longer be done in full


# -- game-over figures (Outcome.details) -------------------------------------------------------------------------

def _final(mode="two-player", *, ming, barb, voyages, difficulty="easy"):
    troops = {bl: 1 for bl in ming}
    hordes = {bl: 1 for bl in barb}
    s = position(mode=mode, difficulty=difficulty, era=2, deck=[], voyages=list(voyages), troops=troops,
                 hordes=hordes, hands=([13], []), discard=[c for c in range(1, 28) if c != 13])
    return act(restart(s, "final"), {"play": "reserve", "card": 13})


def test_MV_WIN_5_details_of_a_points_victory():
    s = _final(ming=("yunnan", "sichuan", "gansu"), barb=("shanxi", "liaodong"), voyages=(1, 2, 3, 4))
    out = GAME.outcome(s)
    assert out.winners == (E,)
    assert out.details == (
        "Borderlands held by the Emperor: 3 (Yunnan, Sichuan, Gansu); by the Overlord: 2 (Shanxi, Liaodong)",
        "Voyages completed: 4 of 7",
        "Points: Emperor 7 (3 Borderlands + 4 Voyages), Overlord 5 (2 Borderlands + 3 Voyages not completed)")
    assert out.to_json()["details"] == list(out.details)


def test_MV_WIN_5_details_say_when_the_tie_break_decided():
    s = _final(ming=("yunnan", "sichuan"), barb=("gansu", "shanxi", "liaodong"), voyages=(1, 2, 3, 4))
    out = GAME.outcome(s)
    assert out.winners == (O,) and out.details[-1] == "A tie at 6 points: ties go to the Overlord"


def test_MV_SOLO_OBJ_2_details_of_a_solo_points_result():
    s = _final("solo", difficulty="moderate", ming=("yunnan", "sichuan", "gansu"), barb=("shanxi", "liaodong"),
               voyages=(1, 2, 3, 4))
    out = GAME.outcome(s)
    assert out.winners == (O,)
    assert out.details[-1] == ("The Emperor needed more Borderlands than the Overlord (3 against 2: yes) and 5 "
                               "Voyages (4: no)")


def test_MV_WIN_2_details_of_a_major_victory_say_what_ended_it():
    s = position("overlord", troops={"sichuan": 1}, hordes={"EM": 2},
                 settlements={"yunnan": 1, "gansu": 1, "shanxi": 1, "liaodong": 1}, hands=([1, 3, 5], [27, 2, 4, 8]))
    s.rng.script = [6, 6, 6, 1, 2, 4]
    s = act(s, {"play": "cp", "card": 27}, {"cp": "attack"}, {"send": 2, "from": "EM"})
    out = GAME.outcome(s)
    assert out.winners == (O,)
    assert out.details[0] == "All 5 Borderlands under Barbarian control, in round 1 of era 1"
    assert out.details[1] == ("The deciding step: The Overlord attacked Sichuan from the Eastern Mongols: the "
                              "Overlord won with a triple 6 against the Emperor's single 4, a Devastating Blow: the "
                              "Emperor loses 1 Troop; Sichuan is now Barbarian")
    assert out.details[2].startswith("Borderlands held by the Emperor: 0; by the Overlord: 5")


def test_rules_version_is_2():
    assert GAME.rules_version == 2
