"""Game records and the share-string codec: round trips, clear errors, and fuzzing."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygame_rules
from pygame_rules import GameRecord, RecordError, decode, load
from pygame_rules.engine import canonical
from pygame_rules.engine import record as R
from pygame_rules.engine.canonical import canonical_json
from pygame_rules.engine.conformance import random_playout

from highcard_fixture import GAME as _FIXTURE

FIXTURE_GAME = _FIXTURE.id

GAME = pygame_rules.get_game(FIXTURE_GAME)
PLAYOUT = random_playout(GAME, 42)
SHARE = PLAYOUT.record().encode()


def pack(data) -> str:
    raw = data if isinstance(data, bytes) else canonical_json(data).encode()
    return R.PREFIX + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_share_string_is_url_safe_and_compact():
    assert SHARE.startswith("g1.")
    assert set(SHARE[3:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(SHARE) < 200


def test_round_trip_reaches_the_same_state():
    record, state = load(SHARE)
    assert record == PLAYOUT.record()
    assert GAME.state_hash(state) == GAME.state_hash(PLAYOUT.final)


def test_load_can_stop_at_a_step():
    _, state = load(SHARE, upto=3)
    assert GAME.state_hash(state) == GAME.state_hash(PLAYOUT.states[3])


@pytest.mark.parametrize("mutate,message", [
    (lambda d: {**d, "game": "chess"}, "does not have"),
    (lambda d: {**d, "game": "Bad Id!"}, "damaged"),
    (lambda d: {**d, "rules_version": 2}, "newer than this site"),
    (lambda d: {**d, "rules_version": 0}, "damaged"),
    (lambda d: {**d, "seed": -5}, "damaged"),
    (lambda d: {**d, "seed": "5"}, "damaged"),
    (lambda d: {**d, "seed": 2**60}, "damaged"),
    (lambda d: {**d, "options": {"rounds": 9}}, "bad options"),
    (lambda d: {**d, "options": {"colour": "red"}}, "bad options"),
    (lambda d: {**d, "actions": d["actions"][:1] + [{"type": "play", "card": 99}]}, "move 2"),
    (lambda d: {**d, "actions": "all of them"}, "damaged"),
    (lambda d: {**d, "extra": 1}, "damaged"),
    (lambda d: {k: v for k, v in d.items() if k != "seed"}, "damaged"),
    (lambda d: [d], "damaged"),
])
def test_tampered_records_give_a_clear_error(mutate, message):
    data = mutate(PLAYOUT.record().to_json())
    with pytest.raises(RecordError, match=message):
        load(pack(data))


def test_older_rules_version_is_refused(monkeypatch):
    monkeypatch.setattr(type(GAME), "rules_version", 3)
    with pytest.raises(RecordError, match="can no longer replay"):
        load(pack({**PLAYOUT.record().to_json(), "rules_version": 2}))


@pytest.mark.parametrize("share,message", [
    ("", "not a game link"),
    ("https://example.com", "not a game link"),
    ("g1.", "cut short|damaged"),
    ("g1.@@@@", "not valid base64|damaged"),
    (SHARE[:-10], "cut short|damaged"),
    (None, "must be text"),
    (12, "must be text"),
    (pack(b"not json"), "not a game record"),
    (pack(b"\xff\xfe"), "not a game record"),
    (pack(b"[" * 100000 + b"]" * 100000), "not a game record|damaged"),
])
def test_malformed_share_strings_give_a_clear_error(share, message):
    with pytest.raises(RecordError, match=message):
        decode(share)


def test_decompression_bombs_are_refused():
    bomb = R.PREFIX + base64.urlsafe_b64encode(zlib.compress(b" " * (R.MAX_JSON_BYTES + 10), 9)).decode()
    assert len(bomb) < 10_000
    with pytest.raises(RecordError, match="more data than any game needs"):
        decode(bomb)


def test_overlong_links_are_refused_before_decoding():
    with pytest.raises(RecordError, match="too long"):
        decode("g1." + "A" * R.MAX_SHARE_CHARS)


def test_errors_are_value_errors_with_player_words():
    with pytest.raises(ValueError) as info:
        decode("g1.!!")
    assert "Traceback" not in str(info.value) and len(str(info.value)) < 200


def test_record_model_is_strict():
    with pytest.raises(RecordError):
        GameRecord.parse({"game": FIXTURE_GAME, "rules_version": 1, "seed": 1.0, "options": {}, "actions": []})


# -- property tests: nothing but RecordError ever escapes the decoder ------------

FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes_give_the_typed_error(blob):
    for share in (R.PREFIX + base64.urlsafe_b64encode(blob).decode(), blob.decode("latin-1")):
        try:
            load(share)
        except RecordError:
            pass


@FUZZ
@given(st.integers(min_value=0, max_value=len(SHARE)))
def test_truncations_give_the_typed_error(cut):
    try:
        record, state = load(SHARE[:cut])
    except RecordError:
        return
    assert cut == len(SHARE) or record.actions == PLAYOUT.actions  # only the full link (or its padding) loads


@FUZZ
@given(st.integers(min_value=0), st.integers(min_value=0, max_value=7))
def test_bit_flips_give_the_typed_error_or_a_valid_game(position, bit):
    raw = bytearray(base64.urlsafe_b64decode(SHARE[3:] + "=" * (-len(SHARE[3:]) % 4)))
    raw[position % len(raw)] ^= 1 << bit
    share = R.PREFIX + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    try:
        record, state = load(share)
    except RecordError:
        return
    assert GAME.state_hash(state) == GAME.state_hash(record.replay())  # a flip that still decodes is a real game


@FUZZ
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                    max_leaves=20))
def test_arbitrary_json_gives_the_typed_error(data):
    try:
        load(pack(json.dumps(data).encode()))
    except RecordError:
        pass


@FUZZ
@given(st.lists(st.dictionaries(st.sampled_from(["type", "card"]),
                                st.one_of(st.sampled_from(["play", "roll-off"]), st.integers(-2, 12)),
                                max_size=2), max_size=10))
def test_arbitrary_action_lists_give_the_typed_error(actions):
    data = {**PLAYOUT.record().to_json(), "actions": actions}
    try:
        load(pack(data))
    except RecordError:
        pass


# -- deep nesting, floats and overlong records are refused before any replay --------------------------

DEEP_LINK = "g1.eNrtwTENAAAAAqCgzv41rOEBJAAAwLsCAAD3BkhrbLk"
"""A 46-character link that unpacks to 3,000 nested lists: it killed Pyodide's interpreter in json.loads."""


def test_deeply_nested_links_are_refused_before_parsing(monkeypatch):
    def no_parsing(*args, **kwargs):
        raise AssertionError("json.loads ran on deeply nested text")

    monkeypatch.setattr(json, "loads", no_parsing)
    for share in (DEEP_LINK, pack(b"[" * (canonical.MAX_JSON_DEPTH + 1) + b"]" * (canonical.MAX_JSON_DEPTH + 1)),
                  pack(b'{"a":' * 40 + b"1" + b"}" * 40), pack(b"[" * 100_000)):
        with pytest.raises(RecordError, match="nested more than 32 deep"):
            decode(share)


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = '{"a":"[[[[\\"[[[[","b":[{"c":"]]]]"}]}'
    assert canonical.json_depth(text) == 3 and canonical.parse_json(text)["a"] == '[[[["[[[['
    deep_text = {**PLAYOUT.record().to_json(), "options": {"name": "[" * 1000}}
    assert decode(pack(deep_text)).options == {"name": "[" * 1000}


def test_json_depth_is_at_least_what_the_parser_reaches():
    for text, depth in [("[]", 1), ("[[1],[[2]]]", 3), ('["\\\\"]', 1), ('[["unclosed [[[[', 2),
                        ("]]][[[", 0), ('"\\', 0), ("", 0)]:
        assert canonical.json_depth(text) >= depth


def test_real_records_nest_only_a_few_levels():
    for game_id in ("ming-voyages", "spring-autumn"):
        game = pygame_rules.get_game(game_id)
        for options in game.conformance_options[:3]:
            record = random_playout(game, 5, options, check_steps=False, keep_states=False).record()
            assert canonical.json_depth(canonical_json(record.to_json())) <= 4


@pytest.mark.parametrize("text", ['{"a": 1.5}', '{"a": NaN}', '{"a": Infinity}', '{"a": 1e3}'])
def test_numbers_with_a_fraction_are_refused(text):
    with pytest.raises(RecordError, match="not a game record"):
        decode(pack(text.encode()))


def test_records_longer_than_any_real_game_are_refused(monkeypatch):
    monkeypatch.setattr(type(GAME), "max_actions", 4)
    long_record = PLAYOUT.record(5)
    with pytest.raises(RecordError, match="5 moves, more than any real game .at most 4."):
        decode(long_record.encode())
    for replay in (long_record.replay, lambda: pygame_rules.Session.from_record(long_record)):
        with pytest.raises(RecordError, match="more than any real game"):
            replay()
    decode(PLAYOUT.record(4).encode()).replay()                 # up to the cap is fine
    session = pygame_rules.Session.from_record(PLAYOUT.record(4))
    with pytest.raises(pygame_rules.IllegalActionError, match="no more moves can be recorded"):
        session.play(PLAYOUT.actions[4])
    assert len(session.actions) == 4


def test_every_registered_game_has_a_cap_below_the_record_limit():
    for game_id in pygame_rules.games():
        cap = pygame_rules.get_game(game_id).max_actions
        assert isinstance(cap, int) and 0 < cap <= R.MAX_ACTIONS
