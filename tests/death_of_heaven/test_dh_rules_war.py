"""Declare War and its rewards (DH-WAR-1..8, DH-EX-1/3/4/5/15, DH-QA-1, DH-WANDER-1 for the target side; the
Wandering Army made by a Sweep is in test_dh_rules_resolution)."""

from __future__ import annotations

from dh_helpers import CAO, LIU_BEI, LU_BU, SUN_CE, act, check, game, run, top

from pygame_rules.catalog.death_of_heaven.content.map import adjacent
from pygame_rules.catalog.death_of_heaven.pieces import return_cubes
from pygame_rules.catalog.death_of_heaven.rules.war import legal_targets


def declare(s, attacker, target):
    s.attacker = attacker
    run(s, {"t": "declare"})
    assert top(s) == "declare" and s.decision_seat == attacker
    before = ([len(h) for h in s.hand], len(s.public))
    s = act(s, do="target", territory=target)
    check(s)
    return s, before


def drew(s, before):
    """Cards each seat drew, as (own, public)."""
    hands, pub = before
    got = [len(h) - k for h, k in zip(s.hand, hands, strict=True)]
    return got, pub - len(s.public)


def move_diplomacy(s, tile, seat):
    """The cube on ``tile``'s diplomacy space becomes ``seat``'s (the old one back to its board)."""
    old = s.npc[tile]
    if old is not None:
        return_cubes(s, old, 1)
    if seat is not None:
        s.board[seat] -= 1
    s.npc[tile] = seat


def make_wandering(s, seat):
    """The seat loses every territory: its cubes go back to its board, NPC tiles return."""
    for t in [t for t, o in s.owner.items() if o == seat]:
        return_cubes(s, seat, s.level.pop(t))
        del s.owner[t]
        s.npc[t] = None


def test_DH_WAR_1_targets_other_players_and_npc_tiles_never_own_or_own_diplomacy():
    s = game(4)
    t = set(legal_targets(s, CAO))
    assert "xiaopei" in t                            # another player's territory
    assert "henei" in t                              # an NPC tile with an empty diplomacy space
    assert "wan" in t and s.npc["wan"] == LIU_BEI    # an NPC tile with another player's cube
    assert not t & {"xudu", "puyang", "luoyang", "changan"}      # his own territories
    assert "beihai" not in t and "jiangxia" not in t             # NPC tiles with his own cube


def test_DH_WAR_2_target_adjacent_to_own_territory_or_own_diplomacy_tile():
    s = game(4)
    t = set(legal_targets(s, CAO))
    assert "ji" not in t                            # next to nothing of Cao Cao's
    assert "langya" in t and not adjacent("langya") & {"xudu", "puyang", "luoyang", "changan"}   # via Beihai
    assert "xiapi" in t                              # DH-EX-5
    move_diplomacy(s, "beihai", None)
    t = set(legal_targets(s, CAO))
    assert "langya" not in t and "xiapi" not in t


def test_DH_WAR_3_cubes_on_the_same_npc_faction_are_returned_first_then_adjacency_rechecked():
    s = game(4)
    move_diplomacy(s, "runan", CAO)                 # Runan and Shouchun are one NPC faction (Yuan Shu)
    assert "shouchun" not in legal_targets(s, CAO)  # only Runan linked him to Shouchun
    move_diplomacy(s, "lujiang", CAO)               # Lujiang (Liu Xun) is another NPC faction
    assert "shouchun" in legal_targets(s, CAO)
    board = s.board[CAO]
    assert s.npc["runan"] == CAO                    # listing the targets returned nothing (hypothetical)
    s, _ = declare(s, CAO, "shouchun")
    assert s.npc["runan"] is None and s.npc["lujiang"] == CAO
    assert s.board[CAO] == board + 1


def test_DH_EX_3_lu_bu_targets_shouchun_from_xiapi():
    s = game(4)
    assert "shouchun" in legal_targets(s, LU_BU)
    s, before = declare(s, LU_BU, "shouchun")
    (got, pub) = drew(s, before)
    assert s.battle["defender"] is None
    assert got[SUN_CE] == 1                          # Defense reward: Sun Ce's diplomacy cube on Shouchun
    assert got[LU_BU] >= 1                           # Adjacency reward for Xiapi at least


def test_DH_WAR_8_DH_QA_1_DH_EX_15_the_returned_cube_gives_no_adjacency_card():
    s = game(4)
    assert s.npc["runan"] == LU_BU and s.npc["lujiang"] == LU_BU
    board = s.board[LU_BU]
    s, before = declare(s, LU_BU, "shouchun")
    got, pub = drew(s, before)
    # Xiapi, Guangling, Lujiang are next to Shouchun and hold his cubes; Runan's cube went back first (Q1)
    assert got[LU_BU] == 3
    assert s.npc["runan"] is None and s.board[LU_BU] == board + 1
    assert got[LIU_BEI] == 1 and got[CAO] == 0 and got[SUN_CE] == 1
    assert pub == 4 and s.deck[SUN_CE] is not None


def test_DH_EX_4_sun_ce_via_wan_attacks_xudu():
    s = game(4)
    move_diplomacy(s, "wan", SUN_CE)
    assert not adjacent("xudu") & {t for t, o in s.owner.items() if o == SUN_CE}
    assert "xudu" in legal_targets(s, SUN_CE)
    deck = len(s.deck[CAO])
    s, before = declare(s, SUN_CE, "xudu")
    got, pub = drew(s, before)
    assert s.battle["defender"] == CAO
    assert deck - len(s.deck[CAO]) == 2              # Defense reward: Xudu has 2 cubes, from his own deck
    assert got[CAO] == 2 + 2                         # and Luoyang, Puyang next to Xudu: 2 public cards
    assert got[SUN_CE] == 1                          # Wan
    assert got[LU_BU] == 1 and got[LIU_BEI] == 1     # Runan; Xiaopei
    assert pub == 5


def test_DH_EX_5_cao_cao_via_beihai_attacks_xiapi():
    s = game(4)
    assert "xiapi" in legal_targets(s, CAO)
    deck = len(s.deck[LU_BU])
    s, before = declare(s, CAO, "xiapi")
    got, pub = drew(s, before)
    assert s.battle["defender"] == LU_BU
    assert deck - len(s.deck[LU_BU]) == 2            # 1 own card per cube on Xiapi
    assert got[CAO] == 1                             # Beihai only


def test_DH_WAR_5_defense_reward_counts_the_diplomacy_cube_and_draws_from_the_own_deck():
    s = game(4)
    deck = len(s.deck[SUN_CE])
    s, before = declare(s, LU_BU, "shouchun")
    assert len(s.deck[SUN_CE]) == deck - 1 and len(s.hand[SUN_CE]) == 1
    assert all(c.startswith("sun") for c in s.hand[SUN_CE])


def test_DH_WAR_6_one_public_card_per_adjacent_place_however_many_cubes():
    s = game(4)
    assert s.level["xiapi"] == 2
    s, before = declare(s, CAO, "xiaopei")
    got, pub = drew(s, before)
    assert got[LU_BU] == 2                           # Xiapi (2 cubes) counts once, Runan once
    assert all(c.startswith("g") for c in s.hand[LU_BU])
    assert got[CAO] == 2                             # the Attacker counts too: Puyang, Xudu
    assert got[SUN_CE] == 1                          # Shouchun's diplomacy cube
    assert got[LIU_BEI] == 2 and all(c.startswith("lbe") for c in s.hand[LIU_BEI])   # Defense reward only


def test_DH_WAR_4_DH_WANDER_1_a_wandering_army_targets_anything_and_is_never_a_target():
    s = game(4)
    make_wandering(s, LIU_BEI)
    check(s)
    t = set(legal_targets(s, LIU_BEI))
    assert "ji" in t and "xudu" in t and "liaodong" in t
    assert "wan" not in t and "hanzhong" not in t        # his own diplomacy tiles stay excluded (DH-WAR-1)
    for seat in (CAO, LU_BU, SUN_CE):
        assert all(s.owner.get(x) != LIU_BEI for x in legal_targets(s, seat))


def test_DH_WAR_7_a_wandering_army_draws_one_public_card_at_every_declaration():
    s = game(4)
    make_wandering(s, LIU_BEI)
    s, before = declare(s, CAO, "henei")             # nowhere near his Hanzhong and Wan cubes
    got, _ = drew(s, before)
    assert got[LIU_BEI] == 1
    s = game(4)
    make_wandering(s, LIU_BEI)
    s, before = declare(s, LIU_BEI, "luoyang")      # as the Attacker, and Wan (his cube) is next to Luoyang:
    got, _ = drew(s, before)                         # still 1 card in all (the spec's ruling)
    assert got[LIU_BEI] == 1


def test_DH_WAR_1_the_attacker_is_offered_exactly_the_legal_targets():
    s = game(4)
    s.attacker = CAO
    run(s, {"t": "declare"})
    from_options = {a["territory"] for a in s.options_list}
    assert from_options == set(legal_targets(s, CAO))
