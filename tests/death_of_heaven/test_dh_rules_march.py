"""March (DH-MARCH-1..4, DH-EX-42): hidden simultaneous commits, the wrong banner discarded at the reveal, execution
in seat order from the Attacker."""

from __future__ import annotations

from dh_helpers import (
    ATK_CAV,
    ATK_INF,
    CAO,
    DEF_CAV,
    DEF_INF,
    LIU_BEI,
    LU_BU,
    SUN_CE,
    act,
    check,
    game,
    hand,
    run,
    tally,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.game import GAME


def henei_war():
    """Cao Cao attacks the NPC tile Henei (Infantry): everybody else may march either banner."""
    s = game(4)
    war(s, "henei", attacker=CAO)
    return s


def xiaopei_war():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    return s


def test_DH_MARCH_1_every_player_with_a_hand_commits_one_card_hidden_until_all_are_in():
    s = henei_war()
    hand(s, CAO, ATK_INF, ATK_CAV)
    hand(s, LU_BU, "g102", DEF_INF)
    hand(s, SUN_CE, "g103", DEF_CAV)                # Liu Bei has no card: he does not march
    run(s, {"t": "march"})
    assert s.decision_seat == CAO
    assert {a["do"] for a in GAME.legal_actions(s)} <= {"march", "exchange"}   # no way to abstain with a hand
    s = act(s, do="march", card=ATK_INF)
    assert s.bf[CAO] == [] and ATK_INF in s.hand[CAO]                # face down: not revealed yet
    assert GAME.view(s, LU_BU)["my_commit"] is None and GAME.view(s, CAO)["my_commit"] == ATK_INF
    assert GAME.view(s, LU_BU)["committed"] == [True, False, False, False]
    s = act(s, do="march", card=DEF_INF)
    assert s.decision_seat == SUN_CE                # Liu Bei skipped
    s = act(s, do="march", card="g103")
    assert s.bf == [[ATK_INF], [DEF_INF], [], ["g103"]]
    check(s)


def test_DH_MARCH_2_DH_EX_42_the_attackers_defense_card_is_discarded_unexecuted():
    s = xiaopei_war()
    hand(s, CAO, DEF_INF, ATK_CAV)
    hand(s, LU_BU, ATK_INF, DEF_CAV)
    run(s, {"t": "march"})
    s = act(s, do="march", card=DEF_INF)
    s = act(s, do="march", card=ATK_INF)
    assert s.bf[CAO] == [] and DEF_INF in s.discard[CAO]
    assert DEF_INF not in s.battle["counted"]
    assert tally(s) == (2, 0)                        # Lu Bu's card executed next, clockwise


def test_DH_MARCH_2_the_defenders_attack_card_is_discarded_unexecuted():
    s = xiaopei_war()
    hand(s, CAO, ATK_INF, ATK_CAV)
    hand(s, LIU_BEI, "g102", DEF_CAV)
    run(s, {"t": "march"})
    s = act(s, do="march", card=ATK_INF)
    s = act(s, do="march", card="g102")
    assert s.bf[LIU_BEI] == [] and "g102" in s.discard[LIU_BEI]
    assert tally(s) == (2, 0)


def test_DH_MARCH_3_execution_goes_from_the_attacker_clockwise():
    s = game(4)
    war(s, "henei", attacker=LIU_BEI)
    for seat, cards in ((CAO, ("g103", DEF_CAV)), (LU_BU, (DEF_INF, ATK_CAV)), (LIU_BEI, ("g102", "g114")),
                        (SUN_CE, ("g138", "g115"))):
        hand(s, seat, *cards)
    run(s, {"t": "march"})
    assert s.decision_seat == LIU_BEI                  # the commits too start with the Attacker
    s = act(s, do="march", card="g102")
    s = act(s, do="march", card="g138")
    s = act(s, do="march", card="g103")
    s = act(s, do="march", card=DEF_INF)
    assert s.battle["counted"] == ["g102", "g138", "g103", DEF_INF]   # Liu Bei, Sun Ce, Cao Cao, Lu Bu
    assert tally(s) == (4, 4)


def test_DH_MARCH_4_a_card_discarded_by_an_earlier_skill_counts_as_executed():
    """Lu Bu's False Report (executing second) discards Liu Bei's unexecuted card; Sun Ce executes next."""
    s = henei_war()
    hand(s, CAO, "g103", ATK_CAV)
    hand(s, LU_BU, "g211", DEF_INF)
    hand(s, LIU_BEI, ATK_INF, DEF_CAV)
    hand(s, SUN_CE, "g102", DEF_CAV.replace("143", "144"))
    run(s, {"t": "march"})
    for c in ("g103", "g211", ATK_INF, "g102"):
        s = act(s, do="march", card=c)
    assert s.decision_seat == LU_BU and top(s) == "exec"
    s = act(s, do="skill", skill="sk:false_report")
    s = act(s, do="designate", seat=LIU_BEI)
    # (his only card goes at once)
    assert ATK_INF in s.discard[LIU_BEI]
    assert s.battle["counted"] == ["g103", "g211", "g102"]
    assert tally(s) == (4, 1)
    check(s)


def test_DH_MARCH_1_the_reveal_stops_undo_and_a_plain_choice_does_not():
    """Undo goes back to the last shuffle, draw or reveal: the commit that reveals every March card is a barrier
    (the cards were shown), as is any move after which a card was drawn (the rewards of a declared war); an earlier
    commit is not (nothing is shown yet), nor is a Promise card given or answered."""
    import random  # noqa: PLC0415

    rng, s = random.Random(4), GAME.new_game(4, players=4, mode="simple")
    kinds = {"reveal": 0, "commit": 0, "promise": 0, "draw": 0}
    while GAME.outcome(s) is None and min(kinds.values()) < 3:
        action = rng.choice(GAME.legal_actions(s))
        after = GAME.apply(s, action)
        barrier = GAME.is_undo_barrier(s, after, action)
        shown = after.reveals > s.reveals or after.rng.counter != s.rng.counter
        assert barrier == shown, (action, s.reveals, after.reveals)
        if action.get("do") == "march":
            kinds["reveal" if shown else "commit"] += 1
        elif action.get("do") == "target":
            kinds["draw"] += shown
        elif action.get("do") in ("give", "answer"):
            kinds["promise"] += not shown
        s = after
    assert min(kinds.values()) >= 3, kinds
