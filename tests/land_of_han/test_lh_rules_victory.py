"""Victory and the death of a warlord (LH-VIC-1, LH-EMP-1, LH-EX-16, LH-DEATH-1, LH-EX-19, A-2, A-34)."""

from __future__ import annotations

from lh_helpers import bare

from pygame_rules.catalog.land_of_han.content.map import CENTRAL
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_of, owned
from pygame_rules.catalog.land_of_han.rules.season import palaces_taken
from pygame_rules.catalog.land_of_han.rules.victory import (
    IMPERIAL,
    capture_palace,
    conqueror,
    hegemony,
    imperial_shortfall,
)


def emperor_ready():
    """The first warlord with 25 regions (3 Central), 10 armies and the five Imperial Technologies."""
    s = bare()
    centrals = [r for r, x in s.map.regions.items() if x.kind == CENTRAL and r not in s.owner][:2]
    borders = [r for r, x in s.map.regions.items() if x.kind != CENTRAL and r not in s.owner][:20]
    for r in centrals + borders:
        s.owner[r] = 0
    for _ in range(9):
        add_army(s, 0, "spearmen", "Wu", new=False)
    s.done[0] = list(IMPERIAL)
    return s


def test_LH_EX_16_LH_EMP_1_the_imperial_requirements_hold_all_at_once_or_not_at_all():
    s = emperor_ready()
    assert len(owned(s, 0)) == 25 and len(armies_of(s, 0)) == 10 and len(IMPERIAL) == 5
    assert imperial_shortfall(s, 0) == []
    lose_border = emperor_ready()
    del lose_border.owner[next(r for r in owned(lose_border, 0) if lose_border.map.regions[r].kind != CENTRAL)]
    assert imperial_shortfall(lose_border, 0) == ["25 regions (24 now)"]
    two_centrals = emperor_ready()
    central = next(r for r in owned(two_centrals, 0) if two_centrals.map.regions[r].kind == CENTRAL and r != "Wu")
    border = next(r for r, x in two_centrals.map.regions.items() if x.kind != CENTRAL and r not in two_centrals.owner)
    del two_centrals.owner[central]
    two_centrals.owner[border] = 0
    assert imperial_shortfall(two_centrals, 0) == ["3 Central regions (2 now)"]
    nine = emperor_ready()
    del nine.armies[armies_of(nine, 0)[0]]
    assert imperial_shortfall(nine, 0) == ["10 armies (9 now)"]
    four = emperor_ready()
    four.done[0] = four.done[0][:4]
    assert imperial_shortfall(four, 0) == ["all 5 Imperial Technologies (4 now)"]


def test_A_2_at_the_time_limit_most_regions_then_centrals_then_coins_win():
    s = bare()
    assert hegemony(s) == [0, 1]                                   # 3 regions, 1 Central and 10,000 Coins each
    s.coins[1] += 1
    assert hegemony(s) == [1]
    s.owner["sWu"] = 0
    assert hegemony(s) == [0]


def test_LH_EX_19_LH_DEATH_1_LH_VIC_1_a_captured_palace_ends_its_warlord():
    s = bare()
    s.owner["Qi"], s.owner["wQi"] = 1, 1                           # the loser's other Central and a Border
    s.owner["nQi"] = 0                                             # already conquered by the victor
    add_army(s, 1, "archers", "Qi", new=False)
    for a in armies_of(s, 1):
        if s.armies[a]["r"] == "Yan":
            del s.armies[a]
    assert conqueror(s) is None
    capture_palace(s, 0, 1)
    assert s.palace[1] is None and s.owner["Yan"] == 0 and s.owner["nQi"] == 0
    assert "Qi" not in s.owner and "wQi" not in s.owner and "nYan" not in s.owner
    assert not armies_of(s, 1) and conqueror(s) == 0
    assert s.reports[0][-1].endswith("is no more")


def test_LH_DEATH_1_palaces_taken_from_each_other_in_one_step_a_seeded_draw_decides_who_falls():
    s = bare()
    s.owner["Yan"], s.owner["Wu"] = 0, 1                          # each holds the other's Palace
    for a in armies_of(s, 0) + armies_of(s, 1):
        del s.armies[a]
    add_army(s, 0, "cavalry", "Yan", new=False)
    add_army(s, 1, "cavalry", "Wu", new=False)
    s.rng.script = [[1, 0]]                                       # the second warlord falls first
    palaces_taken(s)
    assert s.palace == ["Wu", None] and s.owner["Wu"] == 0 and s.owner["Yan"] == 0
    assert s.winners == [0]
