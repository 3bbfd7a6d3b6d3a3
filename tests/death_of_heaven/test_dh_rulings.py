"""The spec's rulings (section 4) as CONTENT.md section 12 records them, each played as a scenario, and the engine's
own rulings (CONTENT.md section 13) that no rules test showed yet (``test_engine_ruling_...``).

A ruling that a rules or content test already shows is named there as well; the tests here show the ruling as its
row states it, so a change of ruling fails here first.
"""

from __future__ import annotations

from dh_helpers import (
    ATK_INF,
    CAO,
    DEF_INF,
    DEF_NAVY,
    LIU_BEI,
    LU_BU,
    SUN_CE,
    act,
    atk_inf,
    can,
    check,
    deck,
    emperor,
    field,
    game,
    hand,
    matching,
    play,
    run,
    tally,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY_IDS
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILE
from pygame_rules.catalog.death_of_heaven.pieces import (
    behind,
    cubes_on,
    dark_space_taken,
    enemies,
    is_wandering,
    occupy,
    side_of,
    territory_level,
    upgrade_choices,
)
from pygame_rules.catalog.death_of_heaven.rules.general_skills import general_skill_available
from pygame_rules.catalog.death_of_heaven.rules.play import add_markers
from pygame_rules.catalog.death_of_heaven.rules.reinforce import may_play
from pygame_rules.catalog.death_of_heaven.rules.war import legal_targets


def full(s):
    """The same scenario under the full rules (Pursuit, Rout, Self-Reliance)."""
    s.options = {**s.options, "mode": "full"}
    return s


def resolve(s):
    return run(s, {"t": "resolution"})


def skill(s, key):
    return act(s, do="skill", skill=key)


def levels(s):
    return dict(s.level)


# -- Friendship and Induce Surrender ---------------------------------------------------------------------------

def test_A_2_friendship_needs_no_adjacency_and_takes_only_an_empty_diplomacy_space():
    s = game(4)
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    offered = {a["tile"] for a in matching(s, do="friendship")}
    assert offered == {t for t, d in s.npc.items() if d is None}     # every empty space, near or far
    assert "wan" not in offered and "beihai" not in offered           # Lu Bu's and Cao Cao's cubes sit there
    board = s.board[LIU_BEI]
    s = act(s, do="friendship", tile="jiaozhi")                       # the far south, nowhere near Xiaopei
    assert s.npc["jiaozhi"] == LIU_BEI and s.board[LIU_BEI] == board - 1
    check(s)


def test_A_2_induce_surrender_needs_a_neighbour_but_not_for_a_wandering_army_and_has_no_level_limit():
    s = game(4)
    s.npc["xiangyang"] = LIU_BEI                                       # Liu Biao is absent: an NPC tile of level 3
    s.board[LIU_BEI] -= 1
    assert territory_level(s, "xiangyang") == 3
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    assert not can(s, do="induce")                                    # not next to Xiaopei
    # Cao Cao takes Xiaopei: Liu Bei is a Wandering Army, and may induce any tile holding his cube
    s = game(4)
    s.npc["xiangyang"] = LIU_BEI
    s.board[LIU_BEI] -= 1
    occupy(s, CAO, "xiaopei")
    assert is_wandering(s, LIU_BEI)
    board = s.board[LIU_BEI]
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    s = act(s, do="induce", tile="xiangyang")                         # level 3: the optional "level 2 at most" is off
    assert s.owner["xiangyang"] == LIU_BEI and s.level["xiangyang"] == 3 and "xiangyang" not in s.npc
    assert s.board[LIU_BEI] == board + 1 - 3                           # the diplomacy cube back, 3 cubes placed
    check(s)


# -- Promise cards --------------------------------------------------------------------------------------

def test_A_3_attacker_promise_cards_pay_when_the_attacker_beats_an_npc_and_none_when_the_npc_holds():
    s = game(4)
    war(s, "henei", attacker=CAO)
    s.promises = {"pa1": LU_BU, "pa3": SUN_CE}
    s.battle["bonus"] = [1, 0]
    lv = levels(s)
    resolve(s)
    assert s.battle["winner"] == "attack"
    assert s.owner["henei"] == LU_BU and "henei" not in s.npc          # "the target belongs to you" pays, target too
    assert s.decision_seat == SUN_CE and top(s) == "gsk"               # then Sun Ce's upgrade
    s = act(s, territory="wu")
    assert s.level["wu"] == lv["wu"] + 1
    check(s)
    # the NPC holds: no Attacker card pays; players with a Defense card get the NPC reward
    s = game(4)
    war(s, "henei", attacker=CAO)
    s.promises = {"pa1": LU_BU, "pa3": SUN_CE}
    field(s, LIU_BEI, DEF_INF)
    s.battle["bonus"] = [0, 1]
    lv = levels(s)
    resolve(s)
    assert s.battle["winner"] == "defense" and "henei" in s.npc
    assert s.decision_seat == LIU_BEI and top(s) == "npc_reward"
    s = act(s, do="upgrade_twice")
    assert top(s) is None and s.level["xiaopei"] == lv["xiaopei"] + 1   # Xiaopei's one free space (spaces 3)
    assert all(s.level[t] == lv[t] for t in s.level if t != "xiaopei")  # Lu Bu and Sun Ce: nothing


def test_A_4_the_defender_promise_cards_are_nobodys_when_the_defender_is_an_npc():
    s = game(4)
    war(s, "shouchun", attacker=LU_BU)                                # Sun Ce's diplomacy cube sits on Shouchun
    run(s, {"t": "persuade"})
    assert s.decision_seat == LU_BU
    assert {a["card"] for a in matching(s, do="give")} == {"pa1", "pa3"}
    s = act(s, do="pass")
    assert top(s) is None                                             # nobody issues the Defender's cards
    assert all(s.promises[p] is None for p in ("pd1", "pd2", "pd3"))
    s.battle["bonus"] = [0, 1]                                        # the NPC holds: still nobody's
    lv, boards = levels(s), list(s.board)
    resolve(s)
    assert s.battle["winner"] == "defense" and top(s) is None
    assert levels(s) == lv and s.board == boards and s.npc["shouchun"] == SUN_CE


def test_A_5_the_attacker_issues_every_attacker_card_and_the_defender_every_defender_card():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    run(s, {"t": "persuade"})
    s = act(s, do="give", ask="march", card="pa1", to=LU_BU)
    s = act(s, do="answer", pledge=False, claim=None)
    assert s.decision_seat == LIU_BEI
    s = act(s, do="give", ask="march", card="pd1", to=SUN_CE)
    s = act(s, do="answer", pledge=False, claim=None)
    assert s.decision_seat == CAO and {a["card"] for a in matching(s, do="give")} == {"pa3"}    # the rest too
    s = act(s, do="pass")
    assert {a["card"] for a in matching(s, do="give")} == {"pd2", "pd3"}     # the Defender's other two
    # cards the issuer kept all pay him: the Defender keeps three and wins
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {"pd1": None, "pd2": None, "pd3": None}
    s.battle["bonus"] = [0, 1]
    s.npc["langya"] = None
    resolve(s)
    # pd1 and pd2 upgrade (Xiaopei has room for one cube only), then pd3's Diplomacy asks Liu Bei
    assert s.level["xiaopei"] == 3 and top(s) == "gsk" and s.decision_seat == LIU_BEI
    assert {a["do"] for a in s.options_list} == {"friendship", "decline"}


# -- the end on one dark space -------------------------------------------------------------------------------

def test_A_6_one_cube_on_any_dark_space_ends_the_game():
    s = game(5)                                                       # 5 players: spaces 17-20 are dark
    war(s, "xiaopei", attacker=CAO)
    for k in range(16):
        seat = k % 5
        s.board[seat] -= 1
        s.emperor[k] = seat
    assert not dark_space_taken(s)
    run(s, {"t": "cleanup"})
    assert s.winners is None                                          # space 16 is not dark with 5 players
    war(s, "xiaopei", attacker=CAO)
    s.board[LU_BU] -= 1
    s.emperor[16] = LU_BU                                             # space 17; 18-20 still empty
    run(s, {"t": "cleanup"})
    assert s.winners is not None
    # a cube alone on the last dark space, with the others empty, is enough too
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.board[SUN_CE] -= 1
    s.emperor[19] = SUN_CE
    run(s, {"t": "cleanup"})
    assert s.winners is not None


# -- the Defender's side behind gives up ----------------------------------------------------------------------

def test_A_8_the_defenders_side_behind_passes_and_the_attacker_wins():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, CAO, ATK_INF)
    hand(s, CAO, "g102")
    hand(s, LIU_BEI, DEF_INF)
    run(s, {"t": "reinforce"}, {"t": "resolution"})
    assert behind(s) == "defense" and s.decision_seat == LIU_BEI
    s = act(s, do="pass")                                             # the Attacker's side is never asked
    assert top(s) is None and s.battle["winner"] == "attack" and s.hand[CAO] == ["g102"]
    # full rules: the Pursuit comes between; when the Attacker's side passes too, the Attacker wins
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, CAO, ATK_INF)
    hand(s, CAO, "g102")
    hand(s, LIU_BEI, DEF_INF)
    run(s, {"t": "reinforce"}, {"t": "resolution"})
    s = act(s, do="pass")
    assert s.battle["pursuit"] and s.decision_seat == CAO and s.battle["winner"] is None
    s = act(s, do="pass")
    assert top(s) is None and s.battle["winner"] == "attack"


# -- the Sweep ---------------------------------------------------------------------------------------------------

def test_A_9_the_sweep_follows_the_last_territory_taken_at_this_resolution_rout_included():
    s = full(game(4))
    war(s, "xiapi", attacker=CAO)
    s.promises = {"pa1": None, "pa2": None}
    s.battle["bonus"] = [30, 0]                                       # Rout Value 9
    gone, board = s.gone[CAO], s.board[CAO]
    resolve(s)
    assert s.owner["xiapi"] == CAO and top(s) == "rout"
    assert not is_wandering(s, LU_BU)                                 # Guangling is still his
    s = act(s, do="occupy", territory="guangling")
    assert is_wandering(s, LU_BU)
    assert s.gone[CAO] == gone + 1 and s.board[CAO] == board - 2 - 1 - 1    # Xiapi 2, Guangling 1, the Sweep 1
    check(s)
    # the same Resolution, the Rout stopped short: Lu Bu keeps Guangling, no Sweep
    s = full(game(4))
    war(s, "xiapi", attacker=CAO)
    s.promises = {"pa1": None, "pa2": None}
    s.battle["bonus"] = [30, 0]
    resolve(s)
    s = act(s, do="stop")
    assert not is_wandering(s, LU_BU) and s.gone == [0, 0, 0, 0]
    # an NPC Defender has no territory to lose: no Sweep
    s = game(4)
    war(s, "henei", attacker=CAO)
    s.promises = {"pa1": None}
    s.battle["bonus"] = [1, 0]
    resolve(s)
    assert s.owner["henei"] == CAO and s.gone == [0, 0, 0, 0]


# -- bidding -------------------------------------------------------------------------------------------------

def test_A_11_a_first_bidder_with_no_card_bids_0_and_wins_when_all_later_players_pass():
    s = game(5)
    s.attacker = 0
    hand(s, 1)                                                        # the first bidder holds nothing
    hand(s, 2, *s.deck[2][:1])                                        # 1 card: 0 is never a raise, so only a pass
    hand(s, 3, *s.deck[3][:3])
    hand(s, 4, *s.deck[4][:4])
    run(s, {"t": "bid"})
    assert s.decision_seat == 3                                       # seat 1 bid 0 and seat 2 passed, at once
    assert {a.get("amount") for a in s.options_list if a["do"] in ("bid", "pass")} == {1, 2, None}
    s = act(s, do="pass")
    s = act(s, do="pass")
    assert top(s) == "new_attacker" and s.decision_seat == 1 and s.hand[1] == []
    s = act(s, do="attacker", seat=1)
    assert s.attacker == 1


# -- Lu Xun ---------------------------------------------------------------------------------------------

def test_A_12_lu_xun_is_a_defense_card_only():
    assert CARD["n03"].side == "defense" and CARD["n03"].dual_banner
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    hand(s, CAO, "n03")
    run(s, {"t": "march"})                                            # his only card: the Attacker marches it
    assert "n03" in s.discard[CAO] and s.bf[CAO] == [] and tally(s) == (0, 0)   # discarded unexecuted
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, LU_BU, "g102")                                           # an Attack supporter holding only Lu Xun
    hand(s, LU_BU, "n03")
    assert not may_play(s, LU_BU, "attack")                           # no second banner to reinforce with
    hand(s, SUN_CE, "n03")                                            # a neutral holding only Lu Xun
    assert may_play(s, SUN_CE, "defense") and not may_play(s, SUN_CE, "attack")


def test_A_13_burn_the_camp_counts_the_enemys_battlefield_not_his_hand():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, CAO, *atk_inf(4))                                        # 4 battlefield cards, Scheme 0
    hand(s, CAO, "g113", "g125", "g149")                              # 3 in hand: counting the hand would give 1
    s = play(s, LU_BU, "n03")
    s = skill(s, "sk:burn_the_camp")
    discarded = 0
    while top(s) == "pick_hand":
        assert s.decision_seat == CAO
        s = act(s, do="discard", card=s.options_list[0]["card"])
        discarded += 1
    assert discarded == 2 and len(s.hand[CAO]) == 1                   # floor(4 / 2)
    check(s)


# -- changing the target's type -----------------------------------------------------------------------------

def test_A_14_river_pirate_recomputes_both_tallies_from_every_card_and_marker():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, CAO, ATK_INF)                                            # Inf 2, and a Navy marker
    add_markers(s, ATK_INF, "navy", 1)
    field(s, LIU_BEI, DEF_INF, DEF_NAVY)                              # Inf 2 with 2 Navy markers; Navy 3
    add_markers(s, DEF_INF, "navy", 2)
    hand(s, LIU_BEI, "g138")
    assert tally(s) == (2, 2)
    s = play(s, CAO, "n01")                                           # Gan Ning: Inf 3 Navy 2
    assert tally(s) == (5, 2)
    s = skill(s, "sk:river_pirate")
    assert s.battle["types"] == ["navy"]
    assert tally(s) == (1 + 2, 2 + 3)                                 # every card and marker counted again
    check(s)


def test_A_14_breach_the_dike_is_a_precondition_and_changes_no_type():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s = play(s, CAO, "g201")
    assert not can(s, skill="sk:breach_the_dike") and s.battle["types"] == ["infantry"]
    s = game(4)
    war(s, "guangling", attacker=CAO)
    field(s, LU_BU, DEF_INF)
    types = list(s.battle["types"])
    s = play(s, CAO, "g201")
    s = skill(s, "sk:breach_the_dike")
    assert s.battle["types"] == types and s.bf[LU_BU] == []
    # on a target River Pirate has made Navy, it may execute
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, LIU_BEI, DEF_INF)
    s.battle["types"] = ["navy"]
    s = play(s, CAO, "g201")
    assert can(s, skill="sk:breach_the_dike")


# -- armament cards -----------------------------------------------------------------------------------------

def test_A_16_the_exchange_takes_cards_of_main_type_armament_faction_troops_and_schemes_included():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    # a faction Troop card, a faction Scheme card, a General bearing the Armament icon, a wandering General
    hand(s, CAO, "cao06", "cao11", "lbe05", "n01")
    run(s, {"t": "march"})
    s = act(s, do="exchange")
    assert {a["card"] for a in s.options_list} == {"cao06", "cao11"}
    s = act(s, do="discard", card="cao06")
    assert "cao11" in s.discard[CAO] and {"lbe05", "n01"} < set(s.hand[CAO]) and len(s.hand[CAO]) == 3
    check(s)


# -- NPCs neither grow nor defend ---------------------------------------------------------------------------

def test_A_18_an_undefended_npc_falls_to_1_matching_strength_and_0_to_0_leaves_the_attacker_behind():
    s = game(4)
    war(s, "wan", attacker=CAO)                                        # a level-2 tile: no strength of its own
    assert tally(s) == (0, 0) and behind(s) == "attack"
    s.promises = {"pa1": None}
    resolve(s)
    assert s.battle["winner"] == "defense" and "wan" in s.npc and "wan" not in s.level
    s = game(4)
    war(s, "wan", attacker=CAO)
    s.promises = {"pa1": None}
    field(s, CAO, "g201")                                              # Breach the Dike: Inf 1
    assert tally(s) == (1, 0) and behind(s) == "defense"
    resolve(s)
    assert s.battle["winner"] == "attack" and s.owner["wan"] == CAO and s.level["wan"] == NPC_TILE["wan"].level
    check(s)


def test_A_18_npc_tiles_never_grow():
    s = game(4)
    before = {t: territory_level(s, t) for t in s.npc}
    for seat in range(4):
        assert upgrade_choices(s, seat) and not set(upgrade_choices(s, seat)) & set(s.npc)
        run(s, {"t": "gsk", "seat": seat, "skill": "upgrade"})
        if top(s) == "gsk":
            s = act(s, territory=s.options_list[0]["territory"])
    assert {t: territory_level(s, t) for t in s.npc} == before


# -- Self-Reliance's draw ----------------------------------------------------------------------------------

def test_A_20_self_reliance_draws_half_the_levels_of_ones_territories_without_diplomacy_cubes():
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    for tile in ("langya", "henei", "ji"):                             # 3 diplomacy cubes that do not count
        s.npc[tile] = LU_BU
        s.board[LU_BU] -= 1
    assert s.level["xiapi"] + s.level["guangling"] == 3
    n = len(s.hand[LU_BU])
    run(s, {"t": "gsk", "seat": LU_BU, "skill": "diplomacy"})
    s = act(s, do="self_reliance")
    assert len(s.hand[LU_BU]) == n + 1                                # floor(3 / 2), not floor(6 / 2)
    check(s)


# -- Duel's enemies ----------------------------------------------------------------------------------------

def test_A_21_duels_enemies_are_the_other_type_and_a_neutral_has_none():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    assert side_of(s, CAO) == "attack" and side_of(s, LIU_BEI) == "defense"   # by role, with empty battlefields
    assert side_of(s, LU_BU) is None and enemies(s, LU_BU) == []              # a neutral: nobody's enemy
    assert enemies(s, CAO) == [LIU_BEI]
    field(s, LU_BU, "lbu01")                                          # an ally's Duel card does not stop Cao Cao
    assert general_skill_available(s, CAO, "duel")
    field(s, SUN_CE, "n02")                                           # a Defense supporter's does
    assert enemies(s, CAO) == [LIU_BEI, SUN_CE] and not general_skill_available(s, CAO, "duel")
    # the neutral who plays becomes a supporter and duels the other type only
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, LIU_BEI, "lbe03")                                        # the Defender's own Duel card
    s = play(s, SUN_CE, "sun01")                                      # Sun Ce joins the Attack
    assert enemies(s, SUN_CE) == [LIU_BEI] and not can(s, skill="gsk:duel")
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, LU_BU, "lbu01")                                          # an ally's Duel card
    s = play(s, SUN_CE, "sun01")
    assert can(s, skill="gsk:duel")


# -- Disruption --------------------------------------------------------------------------------------------

def test_A_22_disruption_designates_any_player_with_less_scheme_ally_or_enemy():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, SUN_CE, "g138")                                          # a Defense ally
    hand(s, SUN_CE, "g139", "g140")
    deck(s, SUN_CE, "g113", "g125")
    s = play(s, LIU_BEI, "g223")                                      # Disruption, Scheme 1
    s = skill(s, "sk:disruption")
    assert {a["seat"] for a in matching(s, do="designate")} == {CAO, LU_BU, SUN_CE}    # enemy, neutral, ally
    s = act(s, do="designate", seat=SUN_CE)
    assert sorted(s.hand[SUN_CE]) == ["g113", "g125"] and {"g139", "g140"} <= set(s.discard[SUN_CE])
    check(s)


# -- removing cubes ----------------------------------------------------------------------------------------

def test_A_23_zhuge_jin_removes_board_cubes_from_the_game_and_an_empty_board_removes_nothing():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, LU_BU, "n05")
    s.battle["bonus"] = [0, 5]
    s.gone[CAO] += s.board[CAO]
    s.board[CAO] = 0                                                  # the Attacker's board is empty
    gone, board, emp = list(s.gone), list(s.board), list(s.emperor)
    resolve(s)
    s = act(s, do="resolve_skill", go=True)
    assert s.battle["winner"] == "defense"
    assert s.board[LU_BU] == board[LU_BU] - 1 and s.gone[LU_BU] == gone[LU_BU] + 1   # out of the game
    assert s.board[CAO] == 0 and s.gone[CAO] == gone[CAO]                            # nothing to remove
    assert s.emperor == emp
    check(s)


# -- Light Cavalry --------------------------------------------------------------------------------------------

def test_A_24_light_cavalry_announced_at_play_draws_keeps_adds_3_and_a_cube_before_the_win_check():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    s = play(s, SUN_CE, "sun01")                                      # Inf 2; announced as it is played
    assert "sun01" in s.battle["announced"]
    s = act(s, do="done", card="sun01")
    s.battle["bonus"] = [0, 4]
    assert tally(s) == (2, 4)
    deck(s, SUN_CE, "sun06")                                          # a Troop card on top
    board = s.board[SUN_CE]
    resolve(s)
    assert s.battle["winner"] is None                                 # Light Cavalry comes first
    s = act(s, do="resolve_skill", go=True)
    assert "sun06" in s.hand[SUN_CE] and tally(s) == (5, 4)           # shown, kept, +3
    s = act(s, do="part", go=True)                                    # the cube, from his board
    assert emperor(s) == [SUN_CE] and s.board[SUN_CE] == board - 1
    assert s.battle["winner"] == "attack"
    check(s)


# -- no Defense reward for the Attacker --------------------------------------------------------------------

def test_A_27_the_attacker_never_draws_a_defense_reward():
    s = game(4)
    s.npc["henei"] = CAO                                              # Cao Cao's friend
    s.board[CAO] -= 1
    targets = legal_targets(s, CAO)
    assert "henei" not in targets and "beihai" not in targets
    assert all(cubes_on(s, CAO, t) == 0 for t in targets)
    deck_size = len(s.deck[CAO])
    run(s, {"t": "declare"})
    s = act(s, do="target", territory="xiaopei")
    assert len(s.deck[CAO]) == deck_size                              # nothing from his own deck
    check(s)


# -- the engine's own rulings (CONTENT.md section 13) -------------------------------------------------------------

def test_engine_ruling_an_attacker_without_a_legal_target_has_no_war_this_round():
    s = game(4)
    s.attacker = LIU_BEI
    s.npc = {}                                                        # every territory is his (a test board)
    s.owner = dict.fromkeys(TERRITORY_IDS, LIU_BEI)
    s.level = dict.fromkeys(TERRITORY_IDS, 1)
    assert legal_targets(s, LIU_BEI) == []
    hands = [len(h) for h in s.hand]
    run(s, {"t": "round"})
    assert s.battle is None and top(s) == "bid"                       # straight on to Dispatch, Cleanup, Bidding
    assert [len(h) for h in s.hand] == [n + 4 for n in hands]          # Dispatch drew


def test_engine_ruling_lend_lands_ally_short_of_cubes_places_what_it_has():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.gone[LIU_BEI] += s.board[LIU_BEI] - 1
    s.board[LIU_BEI] = 1
    s = play(s, LU_BU, "n04")
    s = skill(s, "sk:lend_land")
    s = act(s, do="lend", territory="xiapi", to=LIU_BEI)
    assert s.owner["xiapi"] == LIU_BEI and s.level["xiapi"] == 1 and s.board[LIU_BEI] == 0
    assert s.gone[LU_BU] == 2
    check(s)


def test_engine_ruling_a_pledge_is_not_judged_when_its_maker_had_no_card_to_march():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    hand(s, CAO, ATK_INF)
    run(s, {"t": "persuade"})
    s = act(s, do="give", ask="march", card="pa1", to=LU_BU)
    s = act(s, do="answer", pledge=True, claim="attack")               # a claim that is false: he holds nothing
    s = act(s, do="pass")
    s = act(s, do="pass")
    run(s, {"t": "march"})
    assert s.word[LU_BU] == [0, 0] and s.pledges == []


def test_engine_ruling_the_merit_cube_is_no_tribute_for_hold_the_emperor():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    field(s, CAO, *atk_inf(2))
    n = len(s.hand[CAO])
    run(s, {"t": "outcome"})
    assert emperor(s) == [CAO] and len(s.hand[CAO]) == n               # the Merit: a cube, no card
    s = game(4)
    n = len(s.hand[CAO])
    run(s, {"t": "gsk", "seat": CAO, "skill": "diplomacy"})
    s = act(s, do="tribute")
    assert emperor(s) == [CAO] and len(s.hand[CAO]) == n + 1           # Tribute: Hold the Emperor draws


def test_engine_ruling_reversal_is_not_offered_to_the_attacker_or_the_defender():
    s = game(4)
    war(s, "shouchun", attacker=LU_BU)
    hand(s, LU_BU, "lbu02")
    s = play(s, LU_BU, "lbu01")
    assert not can(s, skill="sk:reversal") and can(s, skill="gsk:duel")
    s = game(4)
    war(s, "xiapi", attacker=CAO)
    hand(s, LU_BU, "lbu01")
    s = play(s, LU_BU, "lbu02")
    assert not can(s, skill="sk:reversal")


def test_engine_ruling_the_emperor_card_keeps_its_gaps_and_a_dark_cube_stays():
    s = full(game(4))
    war(s, "xiaopei", attacker=CAO)
    for k, seat in enumerate((SUN_CE, CAO, SUN_CE)):
        s.board[seat] -= 1
        s.emperor[k] = seat
    s.board[LU_BU] -= 1
    s.emperor[15] = LU_BU                                              # space 16, dark with 4 players
    run(s, {"t": "gsk", "seat": SUN_CE, "skill": "diplomacy"})
    s = act(s, do="self_reliance")
    assert s.emperor[:3] == [None, CAO, None] and s.emperor[15] == LU_BU and dark_space_taken(s)
    for seat in (LIU_BEI, LIU_BEI):
        run(s, {"t": "gsk", "seat": seat, "skill": "diplomacy"})
        s = act(s, do="tribute")
    assert s.emperor[:4] == [LIU_BEI, CAO, LIU_BEI, None]              # the gaps first, in fill order
    check(s)


def test_engine_ruling_the_issuers_may_act_again_after_each_reinforce_card():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {"pa1": None}
    hand(s, CAO, ATK_INF)
    run(s, {"t": "reinforce"})
    s = act(s, do="play", card=ATK_INF)
    assert top(s) == "persuade" and s.decision_seat == CAO and can(s, do="give", card="pa1")
    s = act(s, do="pass")
    assert top(s) is None                                             # the Defender has nothing: Resolution
    # nothing left to give or take back: no window
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {"pa1": LU_BU}
    hand(s, CAO, ATK_INF)
    run(s, {"t": "reinforce"})
    s = act(s, do="play", card=ATK_INF)
    assert top(s) is None


def test_engine_ruling_the_exchange_is_offered_beside_the_reinforce_card_and_the_bid():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    hand(s, CAO, ATK_INF, "g113", "cao01")
    run(s, {"t": "reinforce"})
    assert top(s) == "reinforce" and can(s, do="exchange")
    s = game(5)
    s.attacker = 0
    hand(s, 1, "g101", "g102")
    run(s, {"t": "bid"})
    assert top(s) == "bid" and s.decision_seat == 1 and can(s, do="exchange") and can(s, do="bid", amount=1)


def test_A_2_induce_surrender_returns_the_cube_to_the_board_before_filling_the_circles():
    """The cube comes back first, so a player whose board is short still places it (and 0 on the board is no bar)."""
    s = game(4)
    s.board[LU_BU] += 1                                               # Lu Bu's cube leaves Runan
    s.npc["runan"] = LIU_BEI                                          # Liu Bei's instead, next to Xiaopei
    s.gone[LIU_BEI] += s.board[LIU_BEI] - 1                           # (the cube on Runan came from it)
    s.board[LIU_BEI] = 0                                              # nothing else on his board
    check(s)
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    if top(s) == "gsk":
        s = act(s, do="induce", tile="runan")
    assert s.owner.get("runan") == LIU_BEI and s.level["runan"] == 1 and s.board[LIU_BEI] == 0
    check(s)
    s = game(4)
    s.board[SUN_CE] += 1                                              # Sun Ce's cube leaves Shouchun (level 2)
    s.npc["shouchun"] = LIU_BEI
    s.gone[LIU_BEI] += s.board[LIU_BEI] - 2
    s.board[LIU_BEI] = 1                                              # one cube left on his board
    check(s)
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    s = act(s, do="induce", tile="shouchun")
    assert s.owner["shouchun"] == LIU_BEI and s.level["shouchun"] == 2 and s.board[LIU_BEI] == 0
    check(s)
