"""Resolution (DH-RES-1..4, DH-MERIT-1/2, DH-PROM-1..4, DH-SWEEP-1, DH-WANDER-1, DH-EX-37): who wins, Resolution
skills first, the Merit card, the Promise cards, the NPC Defender's reward, the Sweep."""

from __future__ import annotations

from dh_helpers import (
    CAO,
    LIU_BEI,
    LIU_BIAO,
    LU_BU,
    SUN_CE,
    act,
    atk_inf,
    check,
    deck,
    def_inf,
    emperor,
    field,
    game,
    run,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.pieces import is_wandering
from pygame_rules.catalog.death_of_heaven.rules.war import legal_targets


def battle(target="xiaopei", attacker=CAO, players=4, atk=0, dfn=0, promises=None):
    s = game(players)
    war(s, target, attacker=attacker)
    s.battle["bonus"] = [atk, dfn]
    s.promises = dict(promises or {})
    return s


def resolve(s):
    return run(s, {"t": "resolution"})


def test_DH_RES_1_the_defender_wins_a_tie_or_when_the_attacker_declared_defeat():
    s = resolve(battle(atk=3, dfn=3))
    assert s.battle["winner"] == "defense"
    s = battle(atk=9, dfn=3)
    s.battle["defeat"] = "attack"
    assert resolve(s).battle["winner"] == "defense"


def test_DH_RES_2_the_attacker_wins_when_ahead_or_when_the_defender_declared_defeat():
    s = resolve(battle(atk=4, dfn=3))
    assert s.battle["winner"] == "attack"
    s = battle(atk=0, dfn=8)
    s.battle["defeat"] = "defense"
    assert resolve(s).battle["winner"] == "attack"


def test_DH_RES_3_resolution_skills_execute_before_the_rewards():
    s = battle(attacker=SUN_CE, atk=5)
    field(s, SUN_CE, "sun01")                        # Light Cavalry; a single Attack card: no Merit for him
    field(s, LU_BU, *atk_inf(2))                     # the Merit goes to Lu Bu
    deck(s, SUN_CE, "sun06")
    resolve(s)
    s = act(s, do="resolve_skill", go=True)
    s = act(s, do="part", go=True)                   # Light Cavalry's cube first
    assert emperor(s) == [SUN_CE, LU_BU]


def test_DH_MERIT_1_DH_EX_37_the_most_winning_cards_share_the_merit_if_more_than_one():
    s = battle(atk=1)
    field(s, CAO, *atk_inf(3))
    field(s, LU_BU, "g113", "g114", "g115")
    field(s, SUN_CE, "g116")
    resolve(s)
    assert sorted(emperor(s)) == [CAO, LU_BU]
    s = battle(atk=1)
    field(s, CAO, "g101")
    field(s, LU_BU, "g113")
    resolve(s)
    assert emperor(s) == []                           # the most is 1: nobody
    s = battle(dfn=10)                               # the Defender's side wins: Defense cards count
    field(s, LIU_BEI, *def_inf(2))
    field(s, CAO, *atk_inf(3))
    resolve(s)
    assert emperor(s) == [LIU_BEI, LIU_BEI]


def test_DH_MERIT_2_one_cube_for_cao_cao_lu_bu_sun_ce_yuan_shao_two_for_liu_bei_and_liu_biao():
    for seat, k in ((CAO, 1), (LU_BU, 1), (SUN_CE, 1), (LIU_BEI, 2), (LIU_BIAO, 2), (5, 1)):
        s = battle(players=6, atk=1, attacker=CAO)
        field(s, seat, "g101", "g102")
        board = s.board[seat]
        resolve(s)
        assert emperor(s) == [seat] * k and s.board[seat] == board - k, s.factions[seat]


def test_DH_PROM_1_the_winning_sides_cards_pay_their_holders_whatever_their_battlefield():
    s = battle(dfn=1, promises={"pd1": SUN_CE, "pa3": LU_BU})
    field(s, SUN_CE, "g101", counted=False)          # he even fought for the Attacker
    levels = {t: s.level[t] for t in s.level}
    resolve(s)
    s = act(s, territory="wu")                       # Upgrade Territory: his choice among equal spaces
    assert s.level["wu"] == levels["wu"] + 1
    assert {t: lv for t, lv in s.level.items() if t != "wu"} == {t: lv for t, lv in levels.items() if t != "wu"}


def test_DH_PROM_1_DH_PERS_7_a_card_kept_by_its_issuer_pays_the_issuer():
    s = battle(dfn=1, promises={"pd2": None})
    resolve(s)
    assert s.level["xiaopei"] == 3 and top(s) is None     # Liu Bei's only choice, taken at once


def test_DH_PROM_2_upgrade_once():
    s = battle(atk=1, promises={"pa3": LU_BU})
    resolve(s)
    assert s.decision_seat == LU_BU
    s = act(s, territory="xiapi")
    assert s.level["xiapi"] == 3 and top(s) is None


def test_DH_PROM_3_one_friendship_or_induce_surrender_never_tribute_and_may_decline():
    s = battle(dfn=1, promises={"pd3": LU_BU})
    s.npc["langya"] = LU_BU                          # next to Xiapi: Induce Surrender is open
    s.board[LU_BU] -= 1
    resolve(s)
    kinds = {a["do"] for a in s.options_list}
    assert kinds == {"friendship", "induce", "decline"}
    s = act(s, do="induce", tile="langya")
    assert s.owner["langya"] == LU_BU and top(s) is None
    s = battle(dfn=1, promises={"pd3": LU_BU})
    resolve(s)
    board = list(s.board)
    s = act(s, do="decline")
    assert s.board == board


def test_DH_PROM_4_the_target_belongs_to_the_holder_player_territory_and_DH_SWEEP_1():
    s = battle(atk=1, promises={"pa1": LU_BU})
    boards = list(s.board)
    gone = list(s.gone)
    resolve(s)
    assert s.owner["xiaopei"] == LU_BU and s.level["xiaopei"] == 2
    assert s.board[LIU_BEI] == boards[LIU_BEI] + 2 and s.board[LU_BU] == boards[LU_BU] - 2
    # Sweep: Liu Bei lost his last territory: a Wandering Army; Cao Cao removes 1 board cube from the game
    assert is_wandering(s, LIU_BEI)
    assert s.gone[CAO] == gone[CAO] + 1 and s.board[CAO] == boards[CAO] - 1
    check(s)


def test_DH_WANDER_1_the_swept_player_plays_on_and_can_no_longer_be_targeted():
    s = battle(atk=1, promises={"pa1": CAO})
    resolve(s)
    assert is_wandering(s, LIU_BEI) and s.owner["xiaopei"] == CAO
    for seat in (CAO, LU_BU, SUN_CE):
        assert all(s.owner.get(t) != LIU_BEI for t in legal_targets(s, seat))
    assert set(legal_targets(s, LIU_BEI)) >= {"ji", "xudu", "xiaopei"}


def test_DH_SWEEP_1_no_sweep_while_the_defender_keeps_a_territory():
    s = battle(target="guangling", atk=1, promises={"pa1": CAO})
    gone = list(s.gone)
    resolve(s)
    assert s.owner["guangling"] == CAO and not is_wandering(s, LU_BU)
    assert s.gone == gone


def test_DH_PROM_4_npc_target_returns_the_diplomacy_cube_and_fills_the_circles():
    s = battle(target="wan", atk=1, promises={"pa1": None})      # Liu Bei's cube on Wan; Cao Cao kept the card
    boards = list(s.board)
    resolve(s)
    assert s.owner["wan"] == CAO and s.level["wan"] == 2 and "wan" not in s.npc
    assert s.board[LIU_BEI] == boards[LIU_BEI] + 1 and s.board[CAO] == boards[CAO] - 2
    check(s)


def test_DH_RES_4_npc_defender_wins_def_card_holders_choose_two_upgrades_or_one_diplomacy():
    s = battle(target="henei", dfn=1, promises={"pa3": SUN_CE})
    field(s, LU_BU, "g137")
    field(s, LIU_BEI, "g138")
    resolve(s)
    assert s.decision_seat == LU_BU
    kinds = {a["do"] for a in s.options_list}
    assert "upgrade_twice" in kinds and "friendship" in kinds and "tribute" not in kinds
    levels = dict(s.level)
    s = act(s, do="upgrade_twice")
    while s.decision_seat == LU_BU:
        s = act(s, territory=s.options_list[0]["territory"])
    assert sum(s.level[t] for t in ("xiapi", "guangling")) == levels["xiapi"] + levels["guangling"] + 2
    assert s.decision_seat == LIU_BEI
    s = act(s, do="friendship", tile="ji")
    assert s.npc["ji"] == LIU_BEI
    # the Attacker's Promise card held by Sun Ce is ignored
    assert all(s.level[t] == levels[t] for t in ("chaisang", "danyang", "wu", "kuaiji"))


def test_DH_RES_4_attacker_beating_an_npc_is_paid_its_promise_cards_A_3():
    s = battle(target="henei", atk=1, promises={"pa3": SUN_CE})
    field(s, LU_BU, "g137", counted=False)
    resolve(s)
    assert s.decision_seat == SUN_CE and {a["territory"] for a in s.options_list} >= {"wu"}
    assert not any(a.get("do") == "upgrade_twice" for a in s.options_list)


def test_DH_PROM_4_ruling_a_holder_short_of_cubes_places_what_it_has():
    s = battle(atk=1, promises={"pa1": LU_BU})
    s.gone[LU_BU] += s.board[LU_BU] - 1
    s.board[LU_BU] = 1
    boards = list(s.board)
    resolve(s)
    assert s.owner["xiaopei"] == LU_BU and s.level["xiaopei"] == 1
    assert s.board[LIU_BEI] == boards[LIU_BEI] + 2 and s.board[LU_BU] == 0
    check(s)
