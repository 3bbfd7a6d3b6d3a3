"""Disasters from world events (disasters.py): SA-REVOLT-1..5, SA-PLAGUE-1..6, SA-REDUCE-1..4, SA-WE-5,
G-19 floods, SA-PALACE-1; DT-25, DT-26, DT-27, EX-16; AMB-41, AMB-49, AMB-50. Dice are scripted:
``rng.roll(6)`` gives the index (1..6) of a face in ``dice.DICE[color].faces``."""

from __future__ import annotations

import pytest
from sa_helpers import new, run

from pygame_rules.catalog.spring_autumn.content.dice import DICE
from pygame_rules.catalog.spring_autumn.content.map import RIVERS, borders_of_sea
from pygame_rules.catalog.spring_autumn.flow import resolve
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.engine import conformance as C

WINNER = 3


def f(color, *faces):
    return [DICE[color].faces.index(x) + 1 for x in faces]


def bld(kind="market", st="active"):
    return {"b": kind, "mine": False, "st": st, "cube": None}


def game():
    """5 players (qin, jin, qi, wu, chu), homes and palaces as at setup, Chu owns Yue; no units."""
    s = new(1, players=5)
    for i in range(s.n):
        s.units[i] = {}
    s.owner["yue"] = 4                                      # a second revolt target: choices stay choices
    return s


def effect(s, card, i=0, seat=WINNER):
    return run(s, {"t": "we_effect", "seat": seat, "card": card, "i": i})


def opts(s, key):
    return [o[key] for o in s.options_list if key in o]


def ok(s):
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- revolts

def dt25(s, area="song", units=1, buildings=3):
    s.owner[area] = 0
    s.add_units(0, area, "infantry", units)
    s.buildings[area] = [bld() for _ in range(buildings)]
    return s


def test_SA_REVOLT_2_4_5_DT_25_success_area_neutral_buildings_stay():
    s = dt25(game())
    s.rng.script = f("yellow", "+")
    effect(s, "peasant_revolt-1")
    assert s.decision_seat == WINNER and "song" in opts(s, "revolt_at")
    resolve(s, {"revolt_at": "song"})
    assert not s.tasks
    assert "song" not in s.units[0] and "song" not in s.owner and len(s.buildings["song"]) == 3
    assert any("= -1" in line for line in s.log_tail(5))
    ok(s)


def test_SA_REVOLT_3_DT_25_zero_fails():
    s = dt25(game())
    s.rng.script = f("yellow", "++")
    effect(s, "peasant_revolt-1")
    resolve(s, {"revolt_at": "song"})
    assert s.owner["song"] == 0 and s.units[0]["song"]["infantry"] == [1, 0, 0]
    assert any("fails" in line for line in s.log_tail(3))


def test_SA_REVOLT_5_DT_25_home_reverts_to_its_player():
    s = game()
    s.players[0]["palace"] = "song"
    s.owner["song"] = 0
    s.add_units(0, "qin", "infantry", 1)
    s.rng.script = f("yellow", "+")
    effect(s, "peasant_revolt-1")
    resolve(s, {"revolt_at": "qin"})            # 1 unit - 3 buildings + 1 = -1
    assert "qin" not in s.units[0] and s.owner["qin"] == 0 and len(s.buildings["qin"]) == 3


def test_SA_REVOLT_1_SA_PALACE_1_DT_25_palace_area_cannot_revolt():
    s = dt25(game())
    effect(s, "peasant_revolt-1")
    assert "qin" not in opts(s, "revolt_at") and "jin" not in opts(s, "revolt_at")
    assert opts(s, "revolt_at") == ["song", "yue"]


def test_SA_REVOLT_4_AMB_49_owner_chooses_lost_units_and_buildings_count():
    s = dt25(game(), units=2, buildings=2)
    s.add_units(0, "song", "cavalry", 1)
    s.buildings["song"].append(bld("barracks", "uc"))     # AMB-49: under construction counts
    s.add_units(1, "song", "infantry", 1)                 # another player's units do not count
    s.rng.script = f("yellow", "-")                         # 3 - 3 - 1 = -1
    effect(s, "peasant_revolt-1")
    resolve(s, {"revolt_at": "song"})
    assert s.decision_seat == 0 and sorted(opts(s, "lose")) == ["cavalry", "infantry"]
    resolve(s, {"lose": "cavalry"})
    assert not s.tasks and s.units[0]["song"] == {"infantry": [2, 0, 0]} and s.owner["song"] == 0
    assert s.units[1]["song"]["infantry"] == [1, 0, 0]
    ok(s)


def test_SA_REVOLT_1_AMB_49_nobles_uprising_most_areas_player_tie_and_stop():
    s = game()
    s.owner.update({"song": 0, "chen": 0, "wei": 1, "cao": 1})
    s.add_units(0, "song", "infantry", 5)
    s.add_units(0, "chen", "infantry", 5)
    effect(s, "nobles_uprising")
    assert s.decision_seat == WINNER and sorted(opts(s, "revolt_player")) == [0, 1]
    resolve(s, {"revolt_player": 0})
    assert opts(s, "revolt_at") == ["chen", "song"]       # no palace area (qin)
    s.rng.script = f("yellow", "")
    resolve(s, {"revolt_at": "song"})                      # 5 - 0 + 0: fails
    assert None in opts(s, "revolt_at") and "song" not in opts(s, "revolt_at")
    resolve(s, {"revolt_at": None})
    assert not s.tasks


# ---------------------------------------------------------------------- area reduction

def test_SA_REDUCE_1_3_DT_27_full_reduction_area_neutral():
    s = dt25(game(), units=1, buildings=1)
    effect(s, "earthquake-1")
    assert "qin" not in opts(s, "reduce_at") and "song" in opts(s, "reduce_at")
    resolve(s, {"reduce_at": "song"})
    assert not s.tasks and "song" not in s.owner and not s.buildings.get("song") and "song" not in s.units[0]
    ok(s)


def test_SA_REDUCE_4_DT_27_home_stays_its_players():
    s = game()
    s.players[0]["palace"] = "song"
    s.owner["song"] = 0
    s.buildings["qin"] = [bld()]
    s.add_units(0, "qin", "infantry", 1)
    effect(s, "earthquake-1")
    resolve(s, {"reduce_at": "qin"})
    assert not s.buildings.get("qin") and "qin" not in s.units[0] and s.owner["qin"] == 0


def test_SA_REDUCE_2_DT_27_half_reduction_player_chooses_one():
    s = dt25(game(), units=1, buildings=1)
    effect(s, "drought-1")
    resolve(s, {"reduce_at": "song"})
    assert s.decision_seat == 0
    assert {"lose": "infantry"} in s.options_list and {"lose": "building", "b": "market", "st": "active"} in \
        s.options_list
    resolve(s, {"lose": "building", "b": "market", "st": "active"})
    assert s.owner["song"] == 0 and not s.buildings.get("song")
    assert s.decision_seat == WINNER and set(opts(s, "reduce_at")) - {None} <= {"zheng", "cao", "lu", "xu", "chen",
                                                                                "qunshu"}
    resolve(s, {"reduce_at": None})                         # Drought: up to 2 adjacent valleys
    assert not s.tasks


def test_SA_REDUCE_2_loss_choices_name_the_area_and_tell_the_buildings_apart():
    s = dt25(game(), units=1, buildings=0)
    s.buildings["song"] = [bld(), {**bld(st="exhausted"), "cube": 0}, bld(st="uc")]
    effect(s, "drought-1")
    resolve(s, {"reduce_at": "song"})
    words = [GAME.describe_action(s, a) for a in s.options_list]
    assert words == ["lose 1 infantry in Song", "lose an active market in Song",
                     "lose an exhausted market in Song (used this turn)", "lose a market under construction in Song"]
    ok(s)


def test_SA_REDUCE_1_AMB_41_every_player_loses_non_owner_only_units():
    s = dt25(game(), units=3, buildings=2)
    s.add_units(1, "song", "infantry", 1)
    s.add_units(1, "song", "cavalry", 2)
    effect(s, "earthquake-1")
    resolve(s, {"reduce_at": "song"})
    order = []
    while s.tasks:
        order.append(s.decision_seat)
        o = s.options_list
        assert all(x["lose"] != "building" for x in o) or s.decision_seat == 0
        resolve(s, o[0])
    assert s.unit_count(0, where="song") + len(s.buildings["song"]) == 3
    assert s.unit_count(1, where="song") == 1
    ok(s)


# ---------------------------------------------------------------------- disasters next door (Famine)

def test_SA_WE_5_EX_16_affected_player_chooses_with_two_areas_no_prompt_with_one():
    s = game()
    s.owner.update({"chen": 0, "zheng": 1, "cai": 1, "qunshu": 2})
    for area, seat in (("zheng", 1), ("cai", 1), ("qunshu", 2)):
        s.add_units(seat, area, "infantry", 2)
    effect(s, "famine-1")
    resolve(s, {"reduce_at": "chen"})                        # neutral of pieces: nothing lost
    assert s.decision_seat == 1 and sorted(opts(s, "disaster_at")) == ["cai", "zheng"]
    resolve(s, {"disaster_at": "cai"})
    assert s.unit_count(1, where="cai") == 1 and s.unit_count(1, where="zheng") == 2
    assert s.unit_count(2, where="qunshu") == 1             # one qualifying area: no prompt
    effect(s, "famine-1", i=1)                              # the second effect was resolved with the first
    assert not s.tasks
    ok(s)


# ---------------------------------------------------------------------- plagues

def dt26():
    s = game()
    s.owner.update({"chen": 0, "zheng": 1})
    s.add_units(0, "chen", "infantry", 1)
    s.add_units(1, "zheng", "infantry", 1)
    s.players[2]["palace"] = "song"
    return s


def test_SA_PLAGUE_1_to_6_DT_26_kills_spreads_and_ends():
    s = dt26()
    effect(s, "plague-1")
    assert "song" not in opts(s, "plague_at") and "qin" not in opts(s, "plague_at")
    # chen's neighbours without marker or palace, sorted: cai 2, qunshu 1, zheng 5 (song has a palace)
    s.rng.script = f("blue", 2, 1, 5) + f("blue", 1, 1, 1, 1)   # then zheng's: cai, shen, wei, zhou
    resolve(s, {"plague_at": "chen"})
    assert "chen" not in s.units[0] and "chen" not in s.owner          # half-reduction, area emptied
    # zheng is the only infected area: the winner's pick is automatic (one option)
    assert not s.tasks and not s.rng.script and "zheng" not in s.units[1]
    assert any("markers return" in line for line in s.log_tail(3))
    ok(s)


def test_SA_PLAGUE_2_AMB_50_neutral_struck_area_loses_nothing_non_owner_spared():
    s = dt26()
    s.add_units(1, "cai", "infantry", 1)                    # cai is neutral
    effect(s, "plague-1")
    s.rng.script = f("blue", 1, 1, 1, 1)                    # chen, shen, sui, zheng
    resolve(s, {"plague_at": "cai"})
    assert not s.tasks and s.unit_count(1, where="cai") == 1 and not s.rng.script


def test_SA_PLAGUE_5_DT_26_owner_may_lose_a_junk_in_an_adjacent_sea():
    s = game()
    s.owner["wei"] = 0
    s.add_units(0, "wei", "infantry", 1)
    sea = "yellow_mengjin"
    assert "wei" in borders_of_sea(sea)
    s.add_units(0, sea, "junk", 1)
    effect(s, "plague-1")
    s.rng.script = f("blue", 1, 1, 1)                       # cao, xianyu, zheng (jin: palace)
    resolve(s, {"plague_at": "wei"})
    assert s.decision_seat == 0 and {"lose": "junk", "at": sea} in s.options_list
    resolve(s, {"lose": "junk", "at": sea})
    assert not s.tasks and sea not in s.units[0] and s.unit_count(0, where="wei") == 1
    ok(s)


# ---------------------------------------------------------------------- floods (G-19)

def test_G_19_flood_river_then_segment_banks_suffer_half_reduction_palace_spared():
    s = game()
    seg = "yellow_mengjin"
    banks = borders_of_sea(seg)
    s.owner["zheng"] = 0
    s.add_units(0, "zheng", "infantry", 1)
    s.add_units(2, "zhou", "infantry", 1)
    s.add_units(1, "jin", "infantry", 1)                    # jin holds Jin's palace: spared
    assert {"zheng", "zhou", "jin"} <= set(banks)
    effect(s, "flood-1")
    assert sorted(opts(s, "flood_river")) == sorted(RIVERS)
    resolve(s, {"flood_river": "yellow"})
    assert opts(s, "flood_segment") == list(RIVERS["yellow"])
    resolve(s, {"flood_segment": seg})
    assert not s.tasks and "zheng" not in s.units[0] and "zheng" not in s.owner
    assert "zhou" not in s.units[2] and s.unit_count(1, where="jin") == 1
    ok(s)


def test_G_19_yinglong_protects_its_river():
    s = game()
    s.dragons["yinglong"] = "yellow"
    effect(s, "flood-1")
    assert opts(s, "flood_segment") == list(RIVERS["yangtze"])   # one river left: no river prompt


# ---------------------------------------------------------------------- random play

@pytest.mark.parametrize("seed", [3, 8])
def test_disasters_random_play_ends_with_invariants(seed):
    p = C.random_playout(GAME, seed, {"players": 4, "turn_limit": 20}, invariants=GAME.check_invariants)
    assert GAME.outcome(p.final) is not None
