"""Movement (LH-TURN-4/5, LH-COMBAT-1/3, LH-ARMY-5, A-5, A-6, A-8, spec 3.7 step 3), with the dice scripted: rolls
in the order the duels make them (attacker first), a permutation for each seeded order."""

from __future__ import annotations

from lh_helpers import bare

from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at
from pygame_rules.catalog.land_of_han.rules.movement import allowance, resolve_movement, why_not_move
from pygame_rules.engine.rng import Rng


def test_A_5_LH_ARMY_5_orders_go_to_neighbours_within_the_allowance_and_not_for_new_armies():
    s = bare()
    spear = armies_at(s, "Wu")[0]
    cav = add_army(s, 0, "cavalry", "Wu", new=False)
    new = add_army(s, 0, "archers", "Wu")
    assert allowance(s, spear) == 1 and allowance(s, cav) == 2
    assert why_not_move(s, 0, spear, ["sWu"]) is None
    assert "1 region" in why_not_move(s, 0, spear, ["wWu", "Chu"])
    assert why_not_move(s, 0, cav, ["wWu", "Chu"]) is None
    assert "not next to" in why_not_move(s, 0, cav, ["wWu", "eWu"])
    assert "cannot move yet" in why_not_move(s, 0, new, ["sWu"])
    assert "not yours" in why_not_move(s, 1, spear, ["sWu"])
    s.done[0] = ["logistics", "roads"]
    assert allowance(s, spear) == 2


def test_LH_TURN_4_an_army_entering_an_empty_region_seizes_it_even_mid_path():
    s = bare()
    cav = add_army(s, 0, "cavalry", "Wu", new=False)
    s.rng = Rng(0, script=[5, 3])                                  # 5 + 6 against 3 + 0 + 2 (Chu's walls)
    events = resolve_movement(s, {cav: ["wWu", "Chu"]})
    assert s.owner["wWu"] == 0 and s.owner["Chu"] == 0 and s.armies[cav]["r"] == "Chu"
    assert events[0].endswith("seizes West Wu") and "attacks Chu" in events[1] and events[3].endswith("seizes Chu")
    assert events[2] == ("Duel in Chu: the red warlord's Cavalry roll 5 + 6 = 11 against the Independents' Spearmen "
                         "3 + 2 = 5; the Spearmen of the Independents are destroyed")


def test_LH_COMBAT_1_3_A_6_a_draw_routs_the_attacker_back_to_where_it_set_out():
    s = bare()
    cav = add_army(s, 0, "cavalry", "Wu", new=False)
    s.rng = Rng(0, script=[1, 5])                                  # 1 + 6 against 5 + 2: a draw
    resolve_movement(s, {cav: ["wWu", "Chu"]})
    assert s.armies[cav]["r"] == "Wu" and s.owner["wWu"] == 0 and "Chu" not in s.owner
    assert len(armies_at(s, "Chu")) == 1


def test_spec_3_7_armies_crossing_one_border_meet_on_it_and_the_winner_goes_on():
    s = bare()
    s.owner["sWu"] = 1
    mine = armies_at(s, "Wu")[0]
    theirs = add_army(s, 1, "spearmen", "sWu", new=False)
    s.rng = Rng(0, script=[6, 2])                                  # no walls on a border: 6 against 2
    events = resolve_movement(s, {mine: ["sWu"], theirs: ["Wu"]})
    assert theirs not in s.armies and s.armies[mine]["r"] == "sWu" and s.owner["sWu"] == 0
    assert events[0] == "Armies meet on the border of Wu and South Wu"


def test_spec_3_7_armies_entering_one_region_together_fight_and_a_draw_sends_one_back():
    s = bare()
    s.owner["sWu"] = 1
    mine = armies_at(s, "Wu")[0]
    theirs = add_army(s, 1, "spearmen", "sWu", new=False)
    s.rng = Rng(0, script=[[0, 1], 4, 4])                          # the order of the warlords, then a draw
    resolve_movement(s, {mine: ["wWu"], theirs: ["wWu"]})
    assert s.armies[mine]["r"] == "wWu" and s.owner["wWu"] == 0
    assert s.armies[theirs]["r"] == "sWu"


def test_LH_TURN_5_a_routed_army_returns_and_attacks_its_seized_origin():
    s = bare()
    s.owner["wWu"], s.owner["sWu"] = 0, 1
    cav = add_army(s, 0, "cavalry", "wWu", new=False)
    theirs = add_army(s, 1, "spearmen", "sWu", new=False)
    # Chu: 1 + 6 against 5 + 2, a draw; meanwhile the Spearman takes West Wu; back home: 9 + 6 against 1 + 0.
    s.rng = Rng(0, script=[1, 5, 9, 1])
    events = resolve_movement(s, {cav: ["Chu"], theirs: ["wWu"]})
    assert theirs not in s.armies and s.armies[cav]["r"] == "wWu" and s.owner["wWu"] == 0
    assert any("seizes West Wu" in e for e in events) and any("to free it" in e for e in events)


def test_random_seasons_of_movement_leave_each_region_to_one_owner_who_controls_it():
    """Invariants after each season of random orders by every warlord (seeded): no region holds armies of two
    owners, and a warlord's army stands only in a region that warlord controls."""
    import random  # noqa: PLC0415

    from lh_helpers import game  # noqa: PLC0415

    for seed in range(25):
        s = game(4, seed=seed)
        rng = random.Random(seed)
        for seat in range(4):
            for kind in ("cavalry", "archers", "spearmen"):
                add_army(s, seat, kind, s.palace[seat], new=False)
        for _season in range(6):
            orders = {}
            for aid, army in s.armies.items():
                if not isinstance(army["o"], int) or rng.random() < 0.3:
                    continue
                path, here = [], army["r"]
                for _ in range(rng.randint(1, allowance(s, aid))):
                    here = rng.choice(sorted(s.map.adjacency[here]))
                    path.append(here)
                assert why_not_move(s, army["o"], aid, path) is None
                orders[aid] = path
            resolve_movement(s, orders)
            for region in s.map.regions:
                owners = {s.armies[a]["o"] for a in armies_at(s, region)}
                assert len(owners) <= 1, (seed, region, owners)
                for owner in owners:
                    if isinstance(owner, int):
                        assert s.owner.get(region) == owner, (seed, region, owner)
