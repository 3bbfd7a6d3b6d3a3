"""AI seats at setup (SA-AI-GEN-1, SA-AI-SETUP-1..4, SA-AI-OBJ-1, SA-AI-TRACK-1; rulings AMB-56, AMB-82, AMB-83)."""

from __future__ import annotations

import pytest
from sa_helpers import new

from pygame_rules.catalog.spring_autumn.content.factions import AI_STARTING_UNITS, FACTION_IDS
from pygame_rules.catalog.spring_autumn.content.map import HOMES
from pygame_rules.catalog.spring_autumn.content.objectives import AI_SHARED_BASE, OBJECTIVE
from pygame_rules.catalog.spring_autumn.content.philosophies import STARTERS
from pygame_rules.catalog.spring_autumn.content.player_board import AI_START
from pygame_rules.catalog.spring_autumn.content.treaties import faction_treaties
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.setup import Options, initial_state
from pygame_rules.catalog.spring_autumn.state import AI, HUMAN
from pygame_rules.engine.errors import OptionsError
from pygame_rules.engine.rng import Rng

SOLITAIRE = ["human", "ai", "ai", "ai", "ai"]


def setup_only(seed, **options):
    """The state setup leaves, before any play (an all-AI game plays on by itself from there)."""
    return initial_state(Options(**options), Rng(seed))


def units_at(s, seat, loc):
    return {k: sum(c) for k, c in s.units[seat].get(loc, {}).items() if sum(c)}


def test_SA_AI_GEN_1_any_seat_human_or_ai_and_all_ai_for_simulation():
    for seats in (SOLITAIRE, ["ai", "human", "ai"], ["ai"] * 5, ["human", "human"]):
        s = setup_only(4, players=len(seats), seats=seats)
        assert [p["kind"] for p in s.players] == seats
    with pytest.raises(OptionsError, match="who plays each of the 5 seats"):
        GAME.new_game(1, players=5, seats=["human", "ai"])
    with pytest.raises(OptionsError):
        GAME.new_game(1, players=2, seats=["human", "robot"])


def test_every_seat_human_sets_up_as_without_the_option():
    for seed in range(5):
        plain = GAME.state_to_json(new(seed, players=4))
        humans = GAME.state_to_json(new(seed, players=4, seats=[HUMAN] * 4))
        assert humans["options"]["seats"] == [HUMAN] * 4
        plain.pop("options"), humans.pop("options")
        assert plain == humans


@pytest.mark.parametrize("seed", range(6))
def test_SA_AI_SETUP_2_one_junk_two_infantry_and_the_ai_palace_at_home(seed):
    s = new(seed, players=5, seats=SOLITAIRE)
    for seat in range(1, 5):
        home = HOMES[s.factions[seat]]
        assert units_at(s, seat, home) == AI_STARTING_UNITS == {"infantry": 2, "junk": 1}
        assert list(s.units[seat]) == [home]
        p = s.players[seat]
        assert p["palace"] == home and p["palace_st"] == "active"
        assert sorted(p["garrison"]) == ["archer", "cavalry", "infantry"]      # SA-AI-PALACE-1
        assert home not in s.buildings                 # no academy, market or shrine
        assert s.owner[home] == seat
    human_home = HOMES[s.factions[0]]
    assert sorted(b["b"] for b in s.buildings[human_home]) == ["academy", "market", "shrine"]
    assert s.players[0]["garrison"] == []


def test_SA_AI_SETUP_3_4_AMB_56_top_section_only_tracks_at_one_one_honor_no_grudge():
    s = new(2, players=3, seats=["ai", "human", "ai"])
    for seat in (0, 2):
        p = s.players[seat]
        assert p["kind"] == AI
        assert set(p["sections"].values()) == {0}      # no build, train, research, honor or supply cubes
        assert (p["ai_advancements"], p["ai_supply"], p["honor"]) == (AI_START["advancements"], AI_START["supply"],
                                                                      AI_START["honor"]) == (1, 1, 1)
        assert p["grudge"] is None
        assert p["advancements"] == [] and p["objectives"] == []
    human = s.players[1]
    assert human["kind"] == HUMAN and "grudge" not in human and "ai_supply" not in human
    assert any(human["sections"].values())


def test_SA_AI_SETUP_1_a_starter_philosophy_and_the_factions_treaty_cards():
    s = new(7, players=5, seats=SOLITAIRE)
    starters = {c.id for c in STARTERS}
    for seat, p in enumerate(s.players):
        assert [c["id"] in starters and c["up"] for c in p["philosophies"]] == [True]
        assert p["treaties"] == [t.id for t in faction_treaties(s.factions[seat])] and len(p["treaties"]) == 5


@pytest.mark.parametrize("seats", [SOLITAIRE, ["ai", "human", "ai", "human"], ["ai", "ai"], ["ai"] * 5])
def test_SA_AI_OBJ_1_AMB_82_four_plus_one_per_ai_face_up_no_title_twice(seats):
    for seed in range(20):
        s = setup_only(seed, players=len(seats), seats=seats)
        ais = seats.count("ai")
        shared = s.ai_objectives
        assert len(shared) == AI_SHARED_BASE + ais
        assert all(OBJECTIVE[o].deck == "private" for o in shared)
        titles = [OBJECTIVE[o].title for o in shared]
        assert len(set(titles)) == len(titles)
        hands = [o for p in s.players for o in p["objectives"]]
        assert len(hands) == 5 * seats.count("human")
        assert not set(shared) & set(hands) and not set(shared) & set(s.private_box)
        assert len(hands) + len(shared) + len(s.private_box) == len(set(hands) | set(shared) | set(s.private_box))


def test_no_ai_no_shared_objectives():
    assert new(3, players=4).ai_objectives == []


@pytest.mark.parametrize("players", [2, 3, 5])
def test_SA_AI_TRACK_1_the_dragon_track_counts_ai_players(players):
    s = new(1, players=players, seats=["human"] + ["ai"] * (players - 1))
    assert s.dragon_d == players + 1


def test_AMB_83_ai_factions_count_as_in_play_for_kingdom_tokens():
    factions = list(FACTION_IDS[:3])
    for seed in range(5):
        with_ai = new(seed, players=3, factions=factions, seats=["human", "ai", "ai"])
        all_human = new(seed, players=3, factions=factions)
        assert {a: len(t) for a, t in with_ai.kingdom.items()} == {a: len(t) for a, t in all_human.kingdom.items()}
