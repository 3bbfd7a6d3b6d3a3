"""The full rules (DH-FULL-1..5, DH-SELF-1, DH-PURSUIT-1, DH-ROUT-1..3, DH-MERIT-3) and their examples (DH-EX-8..11,
DH-EX-44)."""

from __future__ import annotations

from dh_helpers import (
    ATK_CAV,
    ATK_INF,
    CAO,
    DEF_INF,
    LIU_BEI,
    LIU_BIAO,
    LU_BU,
    SUN_CE,
    act,
    can,
    check,
    emperor,
    field,
    game,
    hand,
    run,
    tally,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.content.factions import FACTION_IDS
from pygame_rules.catalog.death_of_heaven.content.map import adjacent, home_territories
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILE
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.rules.general_skills import may_declare_self_reliance
from pygame_rules.catalog.death_of_heaven.rules.resolution import band, rout_choices, rout_value
from pygame_rules.catalog.death_of_heaven.rules.setup import faction_choices


def full(s):
    """A simple-rules scenario state played under the full rules (the extra-occupation card in play)."""
    s.options = {**s.options, "mode": "full"}
    s.promises = {**s.promises, "pa2": None}
    return s


def drafted(players: int, picks: list[str], seed: int = 3):
    """A full-rules game whose faction draft takes ``picks`` in turn, stopped at the starting-diplomacy draft."""
    s = GAME.new_game(seed, players=players, mode="full")
    for f in picks:
        s = act(s, do="faction", faction=f)
    return s


# -- setup ------------------------------------------------------------------------------------------------------------

def test_DH_FULL_1_a_random_starting_player_is_the_first_attacker_and_chooses_first():
    starts = set()
    for seed in range(12):
        s = GAME.new_game(seed, players=5, mode="full")
        assert top(s) == "choose_faction" and s.decision_seat == s.attacker
        starts.add(s.attacker)
    assert len(starts) > 2


def test_DH_FULL_2_the_first_pick_is_free_then_each_must_border_the_factions_chosen():
    s = GAME.new_game(3, players=4, mode="full")
    assert {a["faction"] for a in s.options_list} == set(FACTION_IDS)
    first = s.attacker
    after = GAME.apply(s, {"do": "faction", "faction": "liu_zhang"})
    # Liu Zhang's territories border only Liu Biao's among the warlords' (Jiangling by water from Ba), so the
    # next player clockwise has one choice, taken at once
    s.factions = ["liu_zhang" if p == first else None for p in range(4)]
    assert faction_choices(s) == ["liu_biao"]
    s = after
    assert s.factions[(first + 1) % 4] == "liu_biao" and s.decision_seat == (first + 2) % 4
    near = set().union(*(adjacent(t) for f in ("liu_zhang", "liu_biao") for t in home_territories(f)))
    for a in s.options_list:
        assert near & set(home_territories(a["faction"]))


def test_DH_FULL_2_absent_warlords_territories_carry_their_npc_tiles():
    s = drafted(4, ["cao_cao", "liu_bei", "lu_bu", "yuan_shu"])
    for t in home_territories("sun_ce") + home_territories("liu_biao"):
        assert t in s.npc and t not in s.owner
    assert NPC_TILE["runan"].faction == "yuan_shu" and s.owner["runan"] == s.factions.index("yuan_shu")
    check(s)


def test_DH_FULL_3_everyone_is_a_han_minister_but_yuan_shu():
    s = drafted(4, ["cao_cao", "liu_bei", "lu_bu", "yuan_shu"])
    assert s.stance[s.factions.index("yuan_shu")] == "self_reliance"
    assert all(st == "han_minister" for p, st in enumerate(s.stance) if s.factions[p] != "yuan_shu")


def test_DH_FULL_4_starting_diplomacy_from_the_starting_players_right_counter_clockwise_twice():
    s = drafted(4, ["cao_cao", "liu_bei", "lu_bu", "yuan_shu"])
    start = s.attacker
    order = []
    while top(s) == "start_diplomacy":
        seat = s.decision_seat
        own = set(home_territories(s.factions[seat]))
        for a in s.options_list:
            assert s.npc[a["tile"]] is None and not own & adjacent(a["tile"])   # one cube a tile, none nearby
        order.append(seat)
        s = act(s, do="diplomacy", tile=s.options_list[0]["tile"])
    assert order == [(start - k) % 4 for k in range(1, 5)] * 2
    assert top(s) == "mulligan"
    check(s)


def test_DH_FULL_4_six_players_place_one_cube_each():
    s = drafted(6, [])
    while top(s) == "choose_faction":
        s = act(s, do="faction", faction=s.options_list[0]["faction"])
    placed = 0
    while top(s) == "start_diplomacy":
        s = act(s, do="diplomacy", tile=s.options_list[0]["tile"])
        placed += 1
    assert placed == 6


def test_DH_FULL_5_the_extra_occupation_card_only_in_the_full_rules():
    assert "pa2" not in GAME.new_game(1, players=6).promises
    s = drafted(6, [])
    while top(s) == "choose_faction":
        s = act(s, do="faction", faction=s.options_list[0]["faction"])
    assert "pa2" in s.promises


# -- Self-Reliance ------------------------------------------------------------------------------------------------------

def test_DH_SELF_1_DH_EX_44_sun_ce_declares_self_reliance():
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    s.level["wu"] = 2                                       # levels 2 + 1 + 1 + 1 = 5
    for k in range(3):
        s.board[SUN_CE] -= 1
        s.emperor[k] = SUN_CE
    board, hand_before, gone = s.board[SUN_CE], len(s.hand[SUN_CE]), s.gone[SUN_CE]
    assert may_declare_self_reliance(s, SUN_CE)
    run(s, {"t": "gsk", "seat": SUN_CE, "skill": "diplomacy"})
    s = act(s, do="self_reliance")
    assert s.stance[SUN_CE] == "self_reliance"
    assert len(s.hand[SUN_CE]) == hand_before + 2                      # floor(5 / 2) from his own deck
    assert emperor(s) == [] and s.gone[SUN_CE] == gone + 3 and s.board[SUN_CE] == board
    assert not may_declare_self_reliance(s, SUN_CE)                    # once
    check(s)


def test_DH_SELF_1_cao_cao_needs_five_cubes_on_the_emperor_card_and_then_removes_it():
    s = full(game(4))
    war(s, "xiaopei", attacker=SUN_CE)
    for k in range(4):
        s.board[CAO] -= 1
        s.emperor[k] = CAO
    s.board[LU_BU] -= 1
    s.emperor[4] = LU_BU
    assert not may_declare_self_reliance(s, CAO)                       # 4 of his own: not yet (DH-EX-44)
    s.board[CAO] -= 1
    s.emperor[5] = CAO
    assert may_declare_self_reliance(s, CAO)
    hands = [len(h) for h in s.hand]
    gone = list(s.gone)
    run(s, {"t": "gsk", "seat": CAO, "skill": "diplomacy"})
    s = act(s, do="self_reliance")
    assert s.emperor_gone and emperor(s) == [] and s.stance == ["self_reliance"] * 4
    assert s.gone[CAO] == gone[CAO] + 5 and s.gone[LU_BU] == gone[LU_BU] + 1
    levels = sum(s.level[t] for t, o in s.owner.items() if o == CAO)
    assert len(s.hand[CAO]) == hands[CAO] + levels // 2
    assert [len(h) for p, h in enumerate(s.hand) if p != CAO] == [n for p, n in enumerate(hands) if p != CAO]
    run(s, {"t": "gsk", "seat": LU_BU, "skill": "diplomacy"})
    assert not any(a["do"] in ("tribute", "self_reliance") for a in s.options_list)   # no card, no Tribute
    check(s)


def test_DH_SELF_1_the_liu_clan_and_the_simple_rules_never_declare_it():
    s = full(game(5))
    war(s, "xiaopei", attacker=CAO)
    assert not may_declare_self_reliance(s, LIU_BEI) and not may_declare_self_reliance(s, LIU_BIAO)
    assert may_declare_self_reliance(s, LU_BU)
    simple = game(5)
    assert not may_declare_self_reliance(simple, LU_BU)


def test_DH_MERIT_3_a_self_reliant_merit_removes_two_board_cubes():
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    s.stance[CAO] = "self_reliance"
    s.promises = {}
    field(s, CAO, ATK_INF, "g102")
    board, gone = s.board[CAO], s.gone[CAO]
    run(s, {"t": "outcome"})
    assert s.battle["winner"] == "attack"
    assert s.board[CAO] == board - 2 and s.gone[CAO] == gone + 2 and emperor(s) == []


# -- Pursuit ------------------------------------------------------------------------------------------------------------

def test_DH_PURSUIT_1_when_the_defense_gives_up_the_attack_may_add_troop_cards_only():
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, CAO, ATK_INF)
    hand(s, CAO, ATK_CAV, "g103", "cao02")
    hand(s, LIU_BEI, DEF_INF)
    run(s, {"t": "reinforce"})
    assert tally(s) == (2, 0) and s.decision_seat == LIU_BEI           # the Defense is behind
    s = act(s, do="pass")
    assert s.battle["pursuit"] and s.decision_seat == CAO
    assert {a["card"] for a in s.options_list if a["do"] == "play"} == {ATK_CAV, "g103"}   # Troop cards only
    s = act(s, do="play", card="g103")
    assert tally(s) == (4, 0) and not can(s, card=DEF_INF)             # no Defense card any more
    while top(s) == "reinforce":
        s = act(s, do="pass")
    assert top(s) is None


def test_DH_PURSUIT_1_not_in_the_simple_rules():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, CAO, ATK_INF)
    hand(s, CAO, "g103")
    hand(s, LIU_BEI, DEF_INF)
    run(s, {"t": "reinforce"})
    s = act(s, do="pass")
    assert top(s) is None and not s.battle["pursuit"]


# -- Rout ---------------------------------------------------------------------------------------------------------------

def test_DH_ROUT_1_DH_EX_8_9_10_the_rout_value_counts_the_intervals_between_the_markers():
    assert [band(v) for v in (0, 1, 3, 4, 6, 7, 30, 33)] == [0, 1, 1, 2, 2, 3, 10, 11]
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    for atk, dfn, rout in ((9, 4, 0), (16, 12, 1), (35, 23, 3), (5, 5, 0), (2, 30, 0)):
        s.battle["bonus"] = [atk, dfn]
        assert rout_value(s) == rout, (atk, dfn)


def _rout_war(atk: int):
    """Cao Cao (5 players, full rules) beats Liu Biao at Jiangling with Attack ``atk`` against 0, keeping every
    Attacker Promise card."""
    s = full(game(5))
    war(s, "jiangling", attacker=CAO)
    s.promises = {"pa1": None, "pa2": None}
    s.battle["bonus"] = [atk, 0]
    return s


def test_DH_ROUT_2_DH_EX_11_extra_territories_of_the_targets_faction_paid_whole_and_chained():
    s = _rout_war(9)                                   # band 3 against 0: Rout Value 2
    assert rout_value(s) == 2
    run(s, {"t": "outcome"})
    assert s.owner["jiangling"] == CAO
    assert top(s) == "rout" and s.decision_seat == CAO
    # Xiangyang (level 3) cannot be paid with 2; Jiangxia (level 1) can
    assert {a.get("territory") for a in s.options_list} == {"jiangxia", None}
    s = act(s, do="occupy", territory="jiangxia")
    assert s.owner["jiangxia"] == CAO and top(s) is None               # 1 left: Xiangyang still too dear
    check(s)


def test_DH_ROUT_2_the_holder_may_stop_and_only_the_attackers_win_pays():
    s = _rout_war(9)
    run(s, {"t": "outcome"})
    s = act(s, do="stop")
    assert s.owner["jiangxia"] == LIU_BIAO
    s = _rout_war(0)                                   # the Defense wins: nothing is occupied
    run(s, {"t": "outcome"})
    assert s.battle["winner"] == "defense" and s.owner["jiangling"] == LIU_BIAO and top(s) is None


def test_DH_ROUT_2_chained_occupations_reach_further():
    s = _rout_war(18)                                  # band 6: Rout Value 5
    s.level["xiangyang"] = 3
    run(s, {"t": "outcome"})
    s = act(s, do="occupy", territory="jiangxia")      # 4 left
    assert {a.get("territory") for a in s.options_list} == {"xiangyang", None}
    s = act(s, do="occupy", territory="xiangyang")
    assert s.owner["xiangyang"] == CAO and s.level["xiangyang"] == 3 and top(s) is None
    check(s)


def test_DH_ROUT_3_npc_faction_identity_is_the_name_on_the_tile():
    s = full(game(4))
    war(s, "shouchun", attacker=LU_BU)                 # Yuan Shu is absent: Shouchun and Runan are one NPC faction
    assert rout_choices(s, 5, []) == ["runan"]
    war(s, "beihai", attacker=LU_BU)                   # Kong Rong: a grey tile, alone
    assert rout_choices(s, 5, []) == []


def test_DH_ROUT_1_liu_zhangs_roads_of_shu_halve_it():
    s = drafted(4, ["liu_zhang", "sun_ce"])               # Liu Biao's pick is forced, between them
    while top(s) == "choose_faction":
        s = act(s, do="faction", faction=s.options_list[0]["faction"])
    while top(s) == "start_diplomacy":
        s = act(s, do="diplomacy", tile=s.options_list[0]["tile"])
    zhang = s.factions.index("liu_zhang")
    other = (zhang + 1) % 4
    war(s, "ba", attacker=other)
    s.battle["bonus"] = [35, 23]                        # 3 intervals
    assert s.battle["defender"] == zhang and rout_value(s) == 1
