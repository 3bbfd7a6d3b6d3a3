"""Setup (SA-SETUP-1..18, SA-FEW-1/2, EX-15, DT-34) and the options model."""

from __future__ import annotations

import pytest
from sa_helpers import new

from pygame_rules.catalog.spring_autumn.content.events import DRAGONS_ERUPT, WORLD_EVENTS
from pygame_rules.catalog.spring_autumn.content.map import HOMES, adjacent_land
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE, PRIVATE_OBJECTIVES
from pygame_rules.catalog.spring_autumn.content.philosophies import PHILOSOPHY
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.setup import deal_private
from pygame_rules.engine.errors import OptionsError
from pygame_rules.engine.rng import Rng


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_SA_SETUP_1_2_turn_one_and_dragon_track_at_P_plus_1(players):
    s = new(3, players=players)
    assert s.turn == 1
    assert s.dragon_d == players + 1


def test_SA_SETUP_3_dragons_erupt_in_lower_half():
    for seed in range(40):
        s = new(seed)
        deck = s.world_deck                      # last = top
        assert sorted(deck) == sorted(w.id for w in WORLD_EVENTS) and len(deck) == 52
        assert deck.index(DRAGONS_ERUPT) < len(deck) // 2
        assert s.world_discard == []


def test_SA_SETUP_4_one_public_objective_face_up():
    s = new(2)
    assert len(s.public_up) == 1 and len(s.public_deck) == 15
    assert OBJECTIVE[s.public_up[0]].deck == "public"


def test_SA_SETUP_5_private_hands_without_duplicate_titles():
    for seed in range(30):
        s = new(seed)
        for p in s.players:
            assert len(p["objectives"]) == 5
            assert len({OBJECTIVE[o].title for o in p["objectives"]}) == 5
        dealt = [o for p in s.players for o in p["objectives"]]
        assert sorted(dealt + s.private_box) == sorted(o.id for o in PRIVATE_OBJECTIVES)


def test_SA_SETUP_5_duplicate_replaced_from_undealt_cards():
    ids = [o.id for o in PRIVATE_OBJECTIVES]
    top = ["urbanite-1", "urbanite-2", "potential-1", "warmonger-1", "variety-1"]
    order = [ids.index(x) for x in ids if x not in top] + [ids.index(x) for x in top]
    hands, box = deal_private(Rng(0, script=[order]), 2)
    assert len({OBJECTIVE[o].title for o in hands[0]}) == 5
    assert "urbanite-1" in box and "urbanite-2" in hands[0]
    assert len(box) == 20 and sorted(box + hands[0] + hands[1]) == sorted(ids)


def test_SA_SETUP_6_dishonor_pool_of_48():
    s = new(4)
    assert len(s.dishonor_pool) == 48
    assert all(p["dishonor"] == [] for p in s.players)


def test_SA_SETUP_7_barbarian_tokens_on_tribes_and_pool():
    s = new(4)
    assert len(s.tribes) == 5 and all(s.tribes.values())
    assert len(s.barbarian_pool) == 13 and s.barbarians == {}


def test_SA_SETUP_8_EX_15_kingdom_tokens_five_players():
    s = new(5, players=5)
    assert {a: len(t) for a, t in s.kingdom.items()} == {"zhou": 3, "song": 1, "yan": 1, "yue": 1}
    assert len(s.kingdom_box) == 30


def test_SA_FEW_2_DT_34_kingdom_tokens_for_unplayed_factions():
    s = new(5, players=3, factions=["qin", "jin", "chu"])      # Qi and Wu unplayed
    counts = {a: len(t) for a, t in s.kingdom.items()}
    played_homes = {HOMES[f] for f in ("qin", "jin", "chu")}
    for f in ("qi", "wu"):
        assert counts[HOMES[f]] == 3
        for near in adjacent_land(HOMES[f]):
            if near in played_homes:
                assert near not in counts                     # AMB-83
            else:
                assert counts[near] >= 1
    assert counts["zhou"] == 3
    assert all(n == 1 for a, n in counts.items() if a not in ("zhou", "qi", "wu"))
    assert sum(counts.values()) + len(s.kingdom_box) == 36    # AMB-89: added before the rest is boxed


def test_SA_FEW_1_factions_chosen_freely_and_seated_in_given_order():
    s = new(1, players=2, factions=["wu", "qin"])
    assert s.factions == ["wu", "qin"]
    assert s.owner == {"wu": 0, "qin": 1}


def test_options_validation():
    with pytest.raises(OptionsError):
        GAME.new_game(1, players=3, factions=["qi", "chu"])
    with pytest.raises(OptionsError):
        GAME.new_game(1, players=2, factions=["qi", "qi"])
    with pytest.raises(OptionsError):
        GAME.new_game(1, players=2, factions=["qi", "zhao"])
    with pytest.raises(OptionsError):
        GAME.new_game(1, players=6)
    assert new(1, players=4).factions == ["qin", "jin", "qi", "wu"]


def test_SA_SETUP_9_philosophy_market_of_four():
    s = new(6)
    assert len(s.market) == 4 and all(s.market)
    assert len(s.phil_deck) == 21 and s.phil_discard == []
    assert not any(PHILOSOPHY[c].starter for c in s.market + s.phil_deck)


def test_SA_SETUP_10_treaty_cards_and_no_units_beyond_start():
    s = new(6)
    for _seat, p in enumerate(s.players):
        assert len(p["treaties"]) == 5 and all(t.startswith(p["faction"] + "-") for t in p["treaties"])
        assert p["held"] == []
        assert p["kind"] == "human"


def test_SA_SETUP_12_starting_cubes():
    s = new(6)
    for p in s.players:
        assert p["sections"] == {"build": 1, "train": 1, "research": 1, "honor": 1, "supply": 1}
        assert sum(p["locked"].values()) == 0


def test_SA_SETUP_13_random_starting_player_chooses_face():
    holders = set()
    for seed in range(30):
        s = new(seed)
        holders.add(s.holder)
        assert s.decision_seat == s.holder
        assert GAME.legal_actions(s) == [{"face": "sun"}, {"face": "moon"}]
    assert holders == set(range(5))


def test_SA_SETUP_14_one_starter_philosophy_each_face_up():
    s = new(8, players=3)
    cards = [c for p in s.players for c in p["philosophies"]]
    assert len(cards) == 3 and all(c["up"] and c["token"] is None for c in cards)
    assert all(PHILOSOPHY[c["id"]].starter for c in cards)
    assert len(s.starter_box) == 2


def test_SA_SETUP_15_home_buildings_and_palace_active():
    s = new(8)
    for seat, f in enumerate(s.factions):
        home = HOMES[f]
        assert sorted(b["b"] for b in s.buildings[home]) == ["academy", "market", "shrine"]
        assert all(b["st"] == "active" and not b["mine"] for b in s.buildings[home])
        p = s.players[seat]
        assert p["palace"] == home and p["palace_st"] == "active"
        assert p["philosophies"] and len(p["philosophies"]) == 1     # AMB-22: no shrine draft


def test_SA_SETUP_16_infantry_and_junk_at_home():
    s = new(8)
    for seat, f in enumerate(s.factions):
        assert s.units[seat] == {HOMES[f]: {"infantry": [1, 0, 0], "junk": [1, 0, 0]}}


def test_SA_SETUP_17_only_home_areas_owned():
    s = new(8, players=4)
    assert s.owner == {HOMES[f]: i for i, f in enumerate(s.factions)}


def test_SA_SETUP_18_no_commodities_dishonor_or_advancements():
    s = new(8)
    for p in s.players:
        assert (p["honor"], p["knowledge"], p["commerce"], p["dishonor"], p["advancements"]) == (0, 0, 0, [], [])


def test_setup_is_deterministic_per_seed():
    assert GAME.state_hash(new(11)) == GAME.state_hash(new(11))
    assert GAME.state_hash(new(11)) != GAME.state_hash(new(12))
