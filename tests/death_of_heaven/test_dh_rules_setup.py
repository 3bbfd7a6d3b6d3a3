"""Simple setup, rule by rule (DH-SETUP-1..14, DH-EX-2, DH-EX-46), with the components it lays out (DH-COMP-*,
DH-NPC-1, DH-ZONE-3, DH-FLOW-1)."""

from __future__ import annotations

import pytest
from dh_helpers import CAO, LU_BU, act, check, emperor, new, top

from pygame_rules.catalog.death_of_heaven.content.boards import EMPEROR_SPACES
from pygame_rules.catalog.death_of_heaven.content.cards import ARMAMENTS, CARD, FACTION_DECKS, ZHUGE_LIANG
from pygame_rules.catalog.death_of_heaven.content.factions import FACTION, SIMPLE_DIPLOMACY
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORIES
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.rules.wandering import take_wandering
from pygame_rules.catalog.death_of_heaven.rules.war import PHASES

N = (4, 5, 6)


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_1_factions_by_player_count(n):
    s = new(n)
    expected = {4: ["cao_cao", "lu_bu", "liu_bei", "sun_ce"],
                5: ["cao_cao", "lu_bu", "liu_bei", "sun_ce", "liu_biao"],
                6: ["cao_cao", "lu_bu", "liu_bei", "sun_ce", "liu_biao", "yuan_shao"]}[n]
    assert s.factions == expected


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_2_cubes_fill_the_board_and_unused_factions_are_out(n):
    """Every faction's cubes are on its board, the map, the diplomacy spaces (none yet on the Emperor or gone);
    no card of an absent faction is anywhere (DH-COMP-2)."""
    s = new(n)
    check(s)
    for p, f in enumerate(s.factions):
        on_map = sum(lv for t, lv in s.level.items() if s.owner[t] == p)
        dip = sum(1 for d in s.npc.values() if d == p)
        assert s.board[p] + on_map + dip == FACTION[f].cubes
        assert s.gone[p] == 0
    assert emperor(s) == []
    cards = {c for p in range(n) for z in (s.hand, s.deck, s.discard, s.bf) for c in z[p]}
    assert {CARD[c].faction for c in cards} <= set(s.factions)
    for p, f in enumerate(s.factions):
        assert sorted(s.hand[p] + s.deck[p] + s.discard[p]) == sorted(c.id for c in FACTION_DECKS[f])


def test_DH_SETUP_3_each_player_draws_4_and_may_discard_once_and_redraw():
    s = new(4)
    assert [len(h) for h in s.hand] == [4, 4, 4, 4]
    assert top(s) == "mulligan" and s.decision_seat == CAO
    keep = s.hand[CAO][:2]
    out = sorted(s.hand[CAO][2:])
    s = act(s, do="mulligan", cards=out)
    assert len(s.hand[CAO]) == 4 and set(keep) <= set(s.hand[CAO])
    assert sorted(s.discard[CAO]) == out
    assert s.decision_seat != CAO                 # once only: the next seat decides
    for seat in range(1, 4):
        if s.decision_seat == seat:
            s = act(s, do="keep")
    assert top(s) == "declare"


def test_DH_SETUP_3_keep_is_offered_and_changes_nothing():
    s = new(4)
    before = list(s.hand[CAO])
    s = act(s, do="keep")
    assert s.hand[CAO] == before and s.discard[CAO] == []


def test_DH_SETUP_4_lu_bu_opens_with_his_two_lu_bu_cards_and_does_not_mulligan():
    for seed in range(5):
        s = new(4, seed)
        names = [CARD[c].name_id for c in s.hand[LU_BU]]
        assert len(s.hand[LU_BU]) == 4 and names.count("lu_bu") == 2
        assert not any(t["t"] == "mulligan" and t.get("seat") == LU_BU for t in s.tasks)
        assert all(CARD[c].name_id != "lu_bu" for c in s.deck[LU_BU])


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_5_cao_cao_is_the_first_attacker(n):
    s = new(n)
    assert s.factions[s.attacker] == "cao_cao"


def test_DH_SETUP_6_no_stance_cards_every_player_a_han_minister():
    s = new(6)
    assert s.stance == ["han_minister"] * 6


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_7_home_territories_get_their_circles_and_DH_EX_2(n):
    s = new(n)
    for t in TERRITORIES:
        if t.home in s.factions:
            assert s.owner[t.id] == s.factions.index(t.home) and s.level[t.id] == t.circles


def test_DH_EX_2_cao_cao_places_puyang_luoyang_changan_1_and_xudu_2():
    s = new(4)
    assert {t: s.level[t] for t in ("puyang", "luoyang", "changan", "xudu")} == \
        {"puyang": 1, "luoyang": 1, "changan": 1, "xudu": 2}
    # 24 - 5 on the map = 19, then Beihai and Jiangxia's diplomacy cubes: 17 (spaces 1-17, DH-ZONE-3)
    assert s.npc["beihai"] == CAO and s.npc["jiangxia"] == CAO
    assert s.board[CAO] == 17


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_8_and_DH_NPC_1_every_territory_without_cubes_gets_its_npc_tile(n):
    s = new(n)
    for t in TERRITORIES:
        assert (t.id in s.owner) != (t.id in s.npc)
        assert (t.id in s.npc) == (t.home not in s.factions)


def test_DH_SETUP_9_the_public_deck_is_every_armament_shuffled():
    a, b = new(4, 1), new(4, 2)
    assert sorted(a.public) == sorted(c.id for c in ARMAMENTS)
    assert a.public != b.public


def test_DH_SETUP_10_zhuge_liang_at_the_bottom_and_3_cards_revealed():
    for seed in range(4):
        s = new(4, seed)
        assert s.wdeck[0] == ZHUGE_LIANG
        assert len(s.wdeck) == 11 and all(c is not None for c in s.wboard)
        assert ZHUGE_LIANG not in s.wboard


def test_DH_SETUP_11_refill_slides_right_and_deals_to_the_3_discard_space():
    """(DH-EX-41 in test_dh_rules_end.)"""
    s = new(4)
    x, y, z = s.wboard
    nxt = s.wdeck[-1]
    assert take_wandering(s, 2) == z
    assert s.wboard == [nxt, x, y]


@pytest.mark.parametrize(("n", "ids"), [(4, {"pa1", "pa3", "pd1", "pd2", "pd3"}),
                                        (5, {"pa1", "pa3", "pa4", "pd1", "pd2", "pd3", "pd4"}),
                                        (6, {"pa1", "pa3", "pa4", "pa5", "pd1", "pd2", "pd3", "pd4", "pd5"})])
def test_DH_SETUP_12_promise_cards_by_player_count_without_extra_occupation(n, ids):
    s = new(n)
    assert set(s.promises) == ids and "pa2" not in s.promises
    assert all(v is None for v in s.promises.values())


def test_DH_SETUP_13_the_emperor_card_is_empty_and_no_battle_yet():
    s = new(4)
    assert emperor(s) == [] and not s.emperor_gone and len(EMPEROR_SPACES) == 20
    assert s.battle is None and s.markers == {}


@pytest.mark.parametrize("n", N)
def test_DH_SETUP_14_and_DH_EX_46_starting_diplomacy_table(n):
    table = {4: {"cao_cao": {"beihai", "jiangxia"}, "liu_bei": {"hanzhong", "wan"}, "lu_bu": {"runan", "lujiang"},
                 "sun_ce": {"shouchun", "ye"}},
             5: {"cao_cao": {"lujiang", "changsha"}, "liu_bei": {"hanzhong", "wan"}, "liu_biao": {"shouchun", "ye"},
                 "lu_bu": {"runan", "wuling"}, "sun_ce": {"beihai", "tianshui"}},
             6: {"cao_cao": {"changsha"}, "liu_bei": {"hanzhong"}, "liu_biao": {"shouchun"}, "lu_bu": {"wan"},
                 "sun_ce": {"runan"}, "yuan_shao": {"lujiang"}}}[n]
    assert {f: set(v) for f, v in SIMPLE_DIPLOMACY[n].items()} == table
    s = new(n)
    for f, tiles in table.items():
        seat = s.factions.index(f)
        assert {t for t, d in s.npc.items() if d == seat} == tiles
        assert all(t in s.npc for t in tiles)            # every listed tile is an NPC tile at this count
    assert sum(1 for d in s.npc.values() if d is not None) == sum(len(v) for v in table.values())


def test_DH_FLOW_1_a_round_runs_the_eight_phases_in_order():
    assert PHASES == ("persuade", "march", "reinforce", "resolution", "dispatch", "cleanup", "bid")
    s = new(4)
    while top(s) == "mulligan":
        s = act(s, do="keep")
    assert top(s) == "declare"
    assert [t["t"] for t in reversed(s.tasks)] == ["declare", *PHASES, "round"]
    assert s.round == 1


def test_DH_COMP_2_cube_counts_and_DH_ZONE_3_boards_take_from_the_top():
    assert {f.id: f.cubes for f in FACTION.values()} == {
        "cao_cao": 24, "liu_biao": 24, "sun_ce": 24, "yuan_shao": 24, "liu_zhang": 24,
        "liu_bei": 19, "lu_bu": 19, "ma_teng": 19, "yuan_shu": 19}
    assert sum(f.cubes for f in FACTION.values()) == 196


def test_DH_SETUP_setup_keeps_the_invariants_for_many_seeds():
    for seed in range(10):
        for n in N:
            GAME.check_invariants(new(n, seed))
