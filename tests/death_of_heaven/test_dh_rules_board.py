"""The card, zone, territory and NPC clauses as the rules engine uses them (DH-CARD-1..6, DH-COMP-3, DH-ZONE-1/4,
DH-TERR-1/3, DH-NPC-3/4); the content itself is checked by test_dh_content_*."""

from __future__ import annotations

from dh_helpers import (
    ATK_CAV,
    CAO,
    DEF_INF,
    LIU_BEI,
    LU_BU,
    act,
    can,
    check,
    emperor,
    field,
    game,
    play,
    run,
    tally,
    war,
)

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.pieces import (
    card_strength,
    draw_own,
    occupy,
    scheme,
    territory_level,
)
from pygame_rules.catalog.death_of_heaven.rules.play import add_markers


def xiaopei():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    return s


def test_DH_CARD_1_a_cards_symbols_add_to_its_banners_tally():
    s = xiaopei()
    field(s, LU_BU, "cao08")      # Tiger and Leopard Cavalry: Attack, Inf 1, Cav 3 (Xiaopei: Infantry)
    field(s, LIU_BEI, DEF_INF)
    assert CARD["cao08"].side == "attack" and tally(s) == (1, 2)


def test_DH_CARD_2_each_matching_symbol_adds_one_the_others_nothing():
    s = xiaopei()
    assert card_strength(s, "cao08", ["infantry"]) == 1           # Inf 1, Cav 3
    assert card_strength(s, "cao08", ["cavalry"]) == 3
    assert card_strength(s, "cao08", ["navy"]) == 0
    assert card_strength(s, "cao08", ["infantry", "navy"]) == 1   # a territory of several types (DH-TERR-2)


def test_DH_CARD_3_scheme_icons_give_scheme():
    s = xiaopei()
    field(s, CAO, "cao03", "g213")                     # Guo Jia: Scheme 3; Chain Strategy: Scheme 2
    assert scheme(s, CAO) == 5


def test_DH_CARD_4_general_skill_icons_and_unique_skills_are_each_optional():
    s = xiaopei()
    s = play(s, LIU_BEI, "lbe01")   # Liu Bei: Diplomacy icon, Winning Hearts
    keys = {a["skill"] for a in s.options_list if a["do"] == "skill"}
    assert keys == {"gsk:diplomacy", "sk:winning_hearts"} and can(s, do="done")
    s = act(s, do="done", card="lbe01")
    assert emperor(s) == [] and "lbe01" in s.bf[LIU_BEI]


def test_DH_CARD_6_DH_ZONE_4_public_and_wandering_cards_cycle_through_the_players_own_piles():
    s = xiaopei()
    field(s, CAO, ATK_CAV, "n14")
    run(s, {"t": "cleanup"})
    assert {ATK_CAV, "n14"} <= set(s.discard[CAO])
    s.public.extend(s.deck[CAO])                       # (set aside: his deck is just his discard pile now)
    s.deck[CAO] = []
    pile = set(s.discard[CAO])
    got = draw_own(s, CAO, len(pile))
    assert set(got) == pile and ATK_CAV in s.hand[CAO]


def test_DH_COMP_3_troop_markers_have_no_limit():
    s = xiaopei()
    field(s, CAO, "g101")
    for _ in range(100):
        add_markers(s, "g101", "infantry", 1)
    assert tally(s) == (102, 0)


def test_DH_ZONE_1_a_played_card_stays_on_the_battlefield_until_cleanup():
    s = xiaopei()
    s = play(s, CAO, "g101")
    run(s, {"t": "resolution"}, {"t": "dispatch"})
    assert s.bf[CAO] == ["g101"]
    run(s, {"t": "cleanup"})
    assert s.bf[CAO] == []


def test_DH_TERR_1_DH_TERR_3_a_territory_holds_one_factions_cubes_its_level_their_number():
    s = game(4)
    assert territory_level(s, "xudu") == 2 == s.level["xudu"]
    occupy(s, LU_BU, "xiaopei")                        # all of Liu Bei's cubes leave, Lu Bu's replace them
    assert s.owner["xiaopei"] == LU_BU and s.level["xiaopei"] == 2
    check(s)


def test_DH_NPC_3_occupying_an_npc_tile_removes_it_returns_the_diplomacy_cube_fills_the_circles():
    s = game(4)
    board = list(s.board)
    assert s.npc["wan"] == LIU_BEI
    assert occupy(s, CAO, "wan") == 2
    assert "wan" not in s.npc and s.owner["wan"] == CAO and s.level["wan"] == 2
    assert s.board[LIU_BEI] == board[LIU_BEI] + 1 and s.board[CAO] == board[CAO] - 2
    check(s)


def test_DH_NPC_4_an_npc_tiles_level_is_its_circles():
    s = game(4)
    assert territory_level(s, "hanzhong") == 2 and territory_level(s, "liaodong") == 1
