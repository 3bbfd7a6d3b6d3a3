"""The lobby's setups of Death of Heaven (``words/setups.py`` through ``DeathOfHeaven.setups`` and
``setup_from_form``): each setup's answers give the right options and seats, the seats the game starts with play
the factions chosen, and answers that do not fit are refused with an ``OptionsError`` in a player's words."""

from __future__ import annotations

import pytest

from pygame_rules.catalog.death_of_heaven.content.factions import FACTION, FACTION_IDS, SIMPLE_FACTIONS
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.engine.errors import OptionsError

SETUPS = {s["id"]: s for s in GAME.setups()}


def test_the_four_setups_in_order():
    assert list(SETUPS) == ["solo", "hotseat", "table", "link"]
    listed = GAME.metadata()["setups"]                  # as given, with whether each seats a computer player
    assert [{k: v for k, v in s.items() if k != "computer"} for s in listed] == \
        [{k: v for k, v in s.items() if k != "computer"} for s in GAME.setups()]
    assert [s["computer"] for s in listed] == [True, False, True, False]


def test_options_only_players_and_mode():
    for s in SETUPS.values():
        assert set(s["options"]) | set(s["ask"]) <= {"players", "mode"}
    assert SETUPS["hotseat"]["ask"] == SETUPS["link"]["ask"] == ["players", "mode"]
    assert set(SETUPS["hotseat"]["seats"].values()) == {"human"}
    link = SETUPS["link"]["seats"]
    assert link["0"] == "human" and {link[str(i)] for i in range(1, 6)} == {"remote"}


@pytest.mark.parametrize("n", [4, 5, 6])
@pytest.mark.parametrize("mine", SIMPLE_FACTIONS[6])
def test_solo_simple_your_faction_is_your_seat(n, mine):
    answers = {"players": n, "rules": "simple", "faction": FACTION[mine].name}
    if mine not in SIMPLE_FACTIONS[n]:
        with pytest.raises(OptionsError, match=f"{FACTION[mine].name} plays only with"):
            GAME.setup_from_form("solo", answers)
        return
    got = GAME.setup_from_form("solo", answers)
    assert got["options"] == {"players": n, "mode": "simple"}
    seat = SIMPLE_FACTIONS[n].index(mine)
    assert got["seats"] == {str(i): "human" if i == seat else "warlord" for i in range(n)}
    state = GAME.new_game(1, **got["options"])
    assert state.factions[seat] == mine                 # the seat chosen plays the faction chosen


@pytest.mark.parametrize("n", [4, 5, 6])
def test_solo_full_takes_the_first_seat_and_ignores_the_faction(n):
    got = GAME.setup_from_form("solo", {"players": n, "rules": "full", "faction": "Yuan Shao"})
    assert got == {"options": {"players": n, "mode": "full"},
                   "seats": {str(i): "human" if i == 0 else "warlord" for i in range(n)}}
    GAME.validate_options(got["options"])


def test_solo_defaults():
    assert GAME.setup_from_form("solo", {}) == {"options": {"players": 4, "mode": "simple"},
                                                "seats": {"0": "human", "1": "warlord", "2": "warlord",
                                                          "3": "warlord"}}


def test_solo_faction_shown_only_in_the_simple_rules():
    faction = SETUPS["solo"]["form"]["properties"]["faction"]
    assert faction["shown_when"] == {"rules": "simple"}
    assert faction["enum"] == [FACTION[f].name for f in SIMPLE_FACTIONS[6]]


@pytest.mark.parametrize("mode", ["simple", "full"])
def test_table_seats(mode):
    answers = {"players": 5, "rules": mode, "player_1": "the computer", "player_2": "a person here",
               "player_3": "the computer", "player_4": "a person here", "player_5": "the computer",
               "player_6": "a person here"}                 # the sixth seat is past the count: not used
    got = GAME.setup_from_form("table", answers)
    assert got == {"options": {"players": 5, "mode": mode},
                   "seats": {"0": "warlord", "1": "human", "2": "warlord", "3": "human", "4": "warlord"}}
    GAME.validate_options(got["options"])


def test_table_titles_name_the_simple_factions():
    props = SETUPS["table"]["form"]["properties"]
    for i, f in enumerate(SIMPLE_FACTIONS[6]):
        assert FACTION[f].name in props[f"player_{i + 1}"]["title"]
    assert "5 or 6 players" in props["player_5"]["title"] and "6 players" in props["player_6"]["title"]


@pytest.mark.parametrize("setup_id, answers, words", [
    ("solo", {"players": 7}, "players: Input should be 4, 5 or 6"),
    ("solo", {"players": 3}, "players: Input should be 4, 5 or 6"),
    ("solo", {"rules": "epic"}, "rules: Input should be 'simple' or 'full'"),
    ("solo", {"faction": "Dong Zhuo"}, "faction: Input should be"),
    ("solo", {"faction": "Ma Teng"}, "faction: Input should be"),     # a full-rules faction: drafted in play
    ("solo", {"players": 4, "faction": "Liu Biao"}, "Liu Biao plays only with 5 or 6 players in the simple rules"),
    ("solo", {"players": 5, "faction": "Yuan Shao"}, "Yuan Shao plays only with 6 players in the simple rules"),
    ("solo", {"seat": 1}, "seat: Extra inputs are not permitted"),
    ("table", {"players": 4, "player_1": "the computer", "player_3": "the computer"},
     "at least one of the first 4 players needs to be a person"),
    ("table", {"player_1": "an AI player"}, "player_1: Input should be 'a person here' or 'the computer'"),
    ("hotseat", {}, "no setup called 'hotseat' with questions"),
    ("nowhere", {}, "no setup called 'nowhere'"),
])
def test_bad_answers(setup_id, answers, words):
    with pytest.raises(OptionsError, match="bad setup for Death of Heaven") as err:
        GAME.setup_from_form(setup_id, answers)
    assert words in str(err.value)


def test_answers_must_be_an_object():
    with pytest.raises(OptionsError, match="must be an object"):
        GAME.setup_from_form("solo", ["players", 4])


def test_player_words_only():
    """Faction names, never their ids, in every setup's words."""
    text = repr(GAME.setups())
    for f in FACTION_IDS:
        if "_" in f:
            assert f not in text
