"""Links into saved games (engine/links.py) and the fair seed of a game by link (record.SeedProof)."""

from __future__ import annotations

import pytest

import pygame_rules
from pygame_rules import GameRecord, RecordError, Session, decode
from pygame_rules.engine.links import check_continuation, check_fair_start, identity, invitation, new_secret
from pygame_rules.engine.record import fair_seed, seed_commitment

GAME = "highcard-fixture"
FIXTURE = pygame_rules.get_game(GAME)


def played(seed: int, moves: int) -> Session:
    session = Session.new(GAME, seed)
    for _ in range(moves):
        session.play(FIXTURE.legal_actions(session.state)[0])
    return session


def test_identity_names_the_game_not_its_progress():
    assert identity(played(3, 0).record) == identity(played(3, 4).record)
    assert identity(played(3, 0).record) != identity(played(4, 0).record)
    other_options = Session.new(GAME, 3, {"rounds": 2}).record
    assert identity(other_options) != identity(played(3, 0).record)


def test_a_link_that_continues_the_save_with_the_other_seats_moves_is_accepted():
    saved = played(5, 1).record                       # seat 0 has played; seat 1 is remote
    incoming = Session.from_record(played(5, 2).record)
    assert [e.seat for e in incoming.log] == [0, 1]
    check_continuation(saved, incoming, mine=[0])
    check_continuation(saved, Session.from_record(saved), mine=[0])   # the same game, nothing new


@pytest.mark.parametrize("make,words", [
    (lambda: played(6, 3), "different"),                              # another seed
    (lambda: Session.new(GAME, 5, {"rounds": 2}), "different"),        # other options
    (lambda: played(5, 0), "older"),                                   # takes seat 0's move back
    (lambda: played(5, 3), "adds moves for Seat 0"),                   # a move invented for my seat
])
def test_links_that_do_not_continue_the_save_are_refused(make, words):
    saved = played(5, 1).record
    with pytest.raises(RecordError, match=words):
        check_continuation(saved, Session.from_record(make().record), mine=[0])


def test_a_link_that_changes_a_played_move_is_refused():
    saved = played(5, 2).record
    session = Session.new(GAME, 5)
    session.play(FIXTURE.legal_actions(session.state)[-1])
    if session.actions[0] == saved.actions[0]:
        pytest.skip("seat 0 had a single card")
    with pytest.raises(RecordError, match="changes moves"):
        check_continuation(saved, session, mine=[])


def test_true_for_one_does_not_pass_as_the_same_move():
    saved = played(5, 1).record
    bad = saved.model_copy(update={"actions": [{**saved.actions[0], "card": True}]})
    with pytest.raises(RecordError):
        check_continuation(bad, Session.from_record(played(5, 2).record), mine=[])


def test_the_fair_seed_comes_from_both_secrets_and_is_checked_on_replay():
    creator, joiner = new_secret(), new_secret()
    assert creator != joiner and len(creator) == 32
    commit = seed_commitment(creator)
    invite = invitation(GAME, 1, {}, creator)
    assert invite["commit"] == commit and creator not in str(invite)
    seed = fair_seed(creator, joiner)
    assert 0 <= seed < 2**53 and seed != fair_seed(creator, new_secret())
    record = GameRecord(game=GAME, rules_version=1, seed=seed,
                        seed_proof={"commit": commit, "creator": creator, "joiner": joiner})
    again = decode(record.encode())
    again.replay()
    check_fair_start(again, commit, joiner)
    session = Session.from_record(again)
    session.play(FIXTURE.legal_actions(session.state)[0])
    assert session.record.seed_proof == record.seed_proof                 # kept in every later link
    with pytest.raises(RecordError, match="secret this device added"):
        check_fair_start(again, commit, new_secret())
    with pytest.raises(RecordError, match="secret this device added"):
        check_fair_start(GameRecord(game=GAME, rules_version=1, seed=seed), commit, joiner)
    with pytest.raises(RecordError, match="does not add up"):
        GameRecord.parse({**record.to_json(), "seed": seed ^ 1}).replay()
    with pytest.raises(RecordError, match="does not add up"):
        Session.from_record(GameRecord.parse({**record.to_json(), "seed": seed ^ 1}))


def test_a_record_without_a_proof_encodes_as_before():
    record = played(5, 2).record
    assert "seed_proof" not in record.to_json()
    assert decode(record.encode()) == record
