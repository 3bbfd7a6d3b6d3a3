"""The rulebook's Q&A (DH-QA-1..8) played through: each answer in a whole round or a real opening position, beside
the rule-by-rule checks of the other files (Q1 test_dh_rules_war; Q2..Q8 test_dh_rules_skills)."""

from __future__ import annotations

from dh_helpers import (
    CAO,
    LIU_BEI,
    LU_BU,
    SUN_CE,
    act,
    can,
    check,
    deck,
    emperor,
    game,
    hand,
    new,
    public,
    run,
    tally,
    top,
)

from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.rules.war import PHASES, legal_targets


def test_DH_QA_1_from_the_real_opening_cao_cao_cannot_reach_liu_biaos_tiles_through_jiangxia():
    """4 players: Cao Cao's cube on Jiangxia would go back before he attacks Xiangyang or Jiangling (the same NPC
    faction), and nothing else of his is next to them; Changsha (another NPC faction) is open through Jiangxia."""
    s = new(4)
    while top(s) == "mulligan":
        s = act(s, do="keep")
    targets = {a["territory"] for a in GAME.legal_actions(s)}
    assert targets == set(legal_targets(s, CAO))
    assert "xiangyang" not in targets and "jiangling" not in targets
    assert "changsha" in targets


def test_DH_QA_1_DH_QA_3_a_whole_round_against_an_npc_tile():
    s = game(4)
    s.attacker = LU_BU
    hand(s, LU_BU, "lbu06", "g149")
    hand(s, CAO, "g102", "g138")
    hand(s, LIU_BEI, "g125", "g139")
    hand(s, SUN_CE, "sun01", "g140")
    public(s, "g113", "g114", "g115", "g116")
    deck(s, SUN_CE, "sun09")
    run(s, {"t": "declare"}, *({"t": p} for p in PHASES))
    # Declare War: Shouchun; Runan's cube goes home first and draws nothing (Q1)
    s = act(s, do="target", territory="shouchun")
    assert s.npc["runan"] is None
    assert sorted(s.hand[LU_BU]) == sorted(["lbu06", "g149", "g113", "g114", "g115"])   # Xiapi, Guangling, Lujiang
    assert "g116" in s.hand[LIU_BEI] and "sun09" in s.hand[SUN_CE]
    # Persuade: only the Attacker issues (an NPC target)
    assert s.decision_seat == LU_BU
    s = act(s, do="give", ask="march", card="pa3", to=CAO)
    s = act(s, do="answer", pledge=True, claim="attack")
    s = act(s, do="pass")
    # March
    assert top(s) == "march"
    for seat, c in ((LU_BU, "lbu06"), (LIU_BEI, "g125"), (SUN_CE, "g140"), (CAO, "g102")):
        assert s.decision_seat == seat
        s = act(s, do="march", card=c)
    assert s.word[CAO] == [1, 0]
    # Liu Bei's Attack Navy adds 0 on Infantry Shouchun (Q3); Lu Bu's card: Inf 2 (its Cavalry does not match)
    assert tally(s) == (4, 2)
    assert top(s) == "persuade" and s.decision_seat == LU_BU
    s = act(s, do="pass")
    # Reinforce: the NPC's side is behind; Sun Ce, its only supporter, plays his Defense Navy (0 on Infantry)
    assert top(s) == "reinforce" and s.decision_seat == SUN_CE
    assert not can(s, do="play", card="sun01")        # his Attack card is not for this side
    s = act(s, do="play", card="sun09")
    assert tally(s) == (4, 2)
    assert top(s) == "persuade"                       # the Attacker may still give a Promise card
    s = act(s, do="pass")
    # Sun Ce has no Defense card left: the side gives up. Resolution: the Attacker wins
    assert top(s) == "gsk" and s.decision_seat == CAO            # the Promise card pays Cao Cao: upgrade
    s = act(s, territory="xudu")
    assert s.level["xudu"] == 3
    assert s.owner["shouchun"] == LU_BU and s.level["shouchun"] == 2      # pa1, kept by Lu Bu
    assert s.npc.get("shouchun") is None and "shouchun" not in s.npc
    assert emperor(s) == []                            # the most Attack cards is 1: no Merit
    # Dispatch, Cleanup, then Bidding from Lu Bu's left
    assert top(s) == "bid" and s.decision_seat == LIU_BEI
    assert s.bf == [[], [], [], []] and s.battle is None
    assert len(s.hand[CAO]) == 4                     # 1 card + 3 (Dispatch up to 4)
    check(s)
    s = act(s, do="bid", amount=0)
    while top(s) == "bid":
        s = act(s, do="pass")
    assert top(s) == "new_attacker" and s.decision_seat == LIU_BEI
    s = act(s, do="attacker", seat=LIU_BEI)
    assert s.attacker == LIU_BEI and top(s) is None


def test_DH_QA_2_no_action_of_a_round_ever_leaves_scheme_out():
    """Random play through whole games: no legal action anywhere speaks of Scheme (it cannot be withheld)."""
    for seed in range(3):
        s = new(4, seed)
        for _ in range(400):
            legal = GAME.legal_actions(s)
            if not legal:
                break
            assert not any("scheme" in a for a in legal)
            s = GAME.apply(s, legal[s.rng.copy().below(len(legal))])
