"""Deciding by clicking (issue 14): every place, card, section and player a choice points at
(``Game.choice_targets``) is drawn on the page of the seat deciding, so it can be clicked; and the lobby's
setups with their own questions (``words/setups.py``) give the options and seats they promise."""

from __future__ import annotations

import random
import re

import pytest

from pygame_rules import OptionsError, get_game
from pygame_rules.catalog.spring_autumn.render.panel import DECISIONS
from pygame_rules.catalog.spring_autumn.words.targets import REGION_KEYS

GAME = get_game("spring-autumn")
DRAWN = re.compile(r'data-(region|card|pick)="([^"]+)"')


def drawn_tokens(state, seat: int) -> set[str]:
    drawn = GAME.render(GAME.view(state, seat), seat)
    out = set()
    for kind, value in DRAWN.findall(drawn["svg"] + drawn["panel"]):
        out.add(value if kind == "pick" else f"{kind}:{value}")
    return out


@pytest.mark.parametrize("options", [
    {"players": 5},
    {"players": 3, "seats": ["human", "ai", "human"], "variant": "safety"},
    {"players": 2, "factions": ["wu", "chu"], "variant": "epic"},
])
def test_every_target_of_every_choice_is_drawn_for_the_seat_deciding(options):
    """Each target can be clicked on the deciding seat's page, and the panel names every decision in words."""
    rng = random.Random(str(options))
    kinds: set[str] = set()
    for seed in range(3):
        state = GAME.new_game(seed, **options)
        steps = 0
        while not GAME.is_over(state) and steps < 700:
            legal = GAME.legal_actions(state)
            seat = GAME.current_seat(state)
            if len(legal) > 1:
                assert GAME.view(state, seat)["decision"] in DECISIONS
            if len(legal) > 1 and steps % 3 == 0:
                drawn = drawn_tokens(state, seat)
                for action in legal:
                    targets = GAME.choice_targets(state, action)
                    assert set(targets) <= drawn, (action, set(targets) - drawn)
                    if any(action.get(k) for k in REGION_KEYS if isinstance(action.get(k), str)):
                        assert any(t.startswith("region:") for t in targets), action
                    kinds.update(t.split(":")[0] for t in targets)
            state = GAME.apply(state, rng.choice(legal))
            steps += 1
    assert {"region", "section", "seat"} <= kinds


def test_a_move_points_at_where_the_units_leave_and_where_they_go():
    state = GAME.new_game(1, players=2)
    move = {"kind": "infantry", "from": "qin", "to": "guo", "by": "land"}
    assert GAME.choice_targets(state, move) == ["region:qin", "region:guo"]
    assert GAME.choice_targets(state, {"action": "supply"}) == ["section:supply"]
    assert GAME.choice_targets(state, {"action": "treaty", "partner": 1, "give": "qin-trade_pact"}) == [
        "seat:1", "card:qin-trade_pact"]
    assert GAME.choice_targets(state, {"action": "pass"}) == []


def test_solitaire_puts_your_faction_first_against_the_ai_players_you_chose():
    made = GAME.setup_from_form("solo", {"faction": "Wu", "ai_players": 2, "variant": "epic"})
    assert made["options"]["factions"] == ["wu", "qin", "jin"]
    assert made["options"]["seats"] == ["human", "ai", "ai"] and made["options"]["players"] == 3
    assert made["options"]["variant"] == "epic"
    assert made["seats"] == {"0": "human", "1": "rules", "2": "rules"}
    GAME.new_game(1, **made["options"])


def test_the_table_seats_people_the_computer_and_ai_players_in_faction_order():
    made = GAME.setup_from_form("table", {"qin": "nobody", "jin": "an AI player", "qi": "a person here",
                                          "wu": "the computer", "chu": "a person here"})
    assert made["options"]["factions"] == ["jin", "qi", "wu", "chu"]
    assert made["options"]["seats"] == ["ai", "human", "human", "human"]
    assert made["seats"] == {"0": "rules", "1": "human", "2": "heuristic", "3": "human"}


@pytest.mark.parametrize(("setup", "answers", "words"), [
    ("table", {"qin": "a person here", "jin": "nobody", "qi": "nobody"}, "at least 2 of the factions"),
    ("table", {"qin": "the computer", "jin": "an AI player"}, "needs a person at this device"),
    ("solo", {"ai_players": 5}, "ai_players"),
    ("solo", {"faction": "Zhou"}, "faction"),
    ("solo", {"cheat": True}, "cheat"),
    ("hotseat", {}, "no setup called 'hotseat' with questions"),
])
def test_answers_that_do_not_fit_are_refused_in_words(setup, answers, words):
    with pytest.raises(OptionsError, match=re.escape(words)):
        GAME.setup_from_form(setup, answers)


def test_the_lobby_offers_solitaire_hotseat_a_table_and_a_link():
    setups = {s["id"]: s for s in GAME.setups()}
    assert list(setups) == ["solo", "hotseat", "table", "link"]
    assert list(setups["solo"]["form"]["properties"])[:2] == ["faction", "ai_players"]
    assert setups["link"]["options"] == {"players": 2} and setups["link"]["seats"] == {"0": "human", "1": "remote"}
    assert "players" in setups["hotseat"]["ask"]
