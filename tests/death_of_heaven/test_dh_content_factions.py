"""Death of Heaven factions, boards and the small cards: cube counts (DH-COMP-2), simple setup tables
(DH-SETUP-1/12), stances and Self-Reliance (DH-FULL-3, DH-SELF-1), Merit (A-1, A-10), colours a colour-blind
player can tell apart, the Emperor Xian card (spec 3.9), the tally intervals (DH-ROUT-1) and the Promise cards
(spec 3.11)."""

from __future__ import annotations

import ast
import itertools
import math
import sys
from pathlib import Path

import pytest

from pygame_rules.catalog.death_of_heaven.content import boards as B
from pygame_rules.catalog.death_of_heaven.content import factions as F
from pygame_rules.catalog.death_of_heaven.content import promises as P


def test_DH_COMP_2_cubes_per_faction_total_196():
    cubes = {f.id: f.cubes for f in F.FACTIONS}
    assert cubes == {"cao_cao": 24, "liu_bei": 19, "liu_biao": 24, "lu_bu": 19, "sun_ce": 24, "yuan_shao": 24,
                     "ma_teng": 19, "yuan_shu": 19, "liu_zhang": 24}
    assert sum(cubes.values()) == 196


def test_DH_ZONE_3_spec_3_5_cube_area_and_count_markers():
    for f in F.FACTIONS:
        assert B.CUBE_AREA[f.id] == tuple(range(1, f.cubes + 1))
    assert B.COUNT_MARKERS == {4: 4, 5: 5, 6: 6}


def test_DH_SETUP_1_simple_factions():
    assert F.SIMPLE_FACTIONS[4] == ("cao_cao", "lu_bu", "liu_bei", "sun_ce")
    assert F.SIMPLE_FACTIONS[5] == F.SIMPLE_FACTIONS[4] + ("liu_biao",)
    assert F.SIMPLE_FACTIONS[6] == F.SIMPLE_FACTIONS[5] + ("yuan_shao",)
    assert F.FIRST_ATTACKER_SIMPLE == "cao_cao"


def test_DH_FULL_3_DH_SELF_1_stances():
    assert {f.id for f in F.FACTIONS if f.start_stance == "self_reliance"} == {"yuan_shu"}
    rules = {f.id: f.self_reliance for f in F.FACTIONS}
    assert {k for k, v in rules.items() if v == F.ALLOWED} == {"yuan_shao", "lu_bu", "sun_ce", "ma_teng"}
    assert {k for k, v in rules.items() if v == F.NEVER} == {"liu_bei", "liu_biao", "liu_zhang", "yuan_shu"}
    assert rules["cao_cao"] == F.EMPEROR_FIVE and B.CAO_CAO_SELF_RELIANCE_CUBES == 5
    assert len(P.STANCE_CARDS) == 9 and {s.faction for s in P.STANCE_CARDS} == set(F.FACTION_IDS)


def test_DH_MERIT_2_DH_MERIT_3_A_1_A_10_merit_reward():
    assert {f.id for f in F.FACTIONS if f.merit_cubes == 2} == {"liu_bei", "liu_biao", "liu_zhang"}
    assert all(f.merit_cubes == 1 for f in F.FACTIONS if f.id not in ("liu_bei", "liu_biao", "liu_zhang"))
    assert P.MERIT_REWARD["han_minister"] == ({"do": "tribute", "n": 1},)
    assert P.MERIT_REWARD["self_reliance"] == ({"do": "remove_board_cubes", "who": "self", "n": 2},)
    assert P.MERIT_SIDES == ("attacker_wins", "defender_wins") and P.MERIT_MIN_CARDS == 2


def test_rulebook_colours_and_distinct_marks():
    colours = {f.id: f.colour for f in F.FACTIONS}
    assert (colours["cao_cao"], colours["yuan_shao"], colours["lu_bu"], colours["sun_ce"]) == (
        "red", "yellow", "black", "orange")
    assert len({f.hex.lower() for f in F.FACTIONS}) == 9 and len({f.mark for f in F.FACTIONS}) == 9


# Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB.
CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _lab(hex_: str, matrix) -> tuple[float, float, float]:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    rgb = [lin(int(hex_[i:i + 2], 16)) for i in (1, 3, 5)]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True)))) for row in matrix)
    x, y, z = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (
        0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


@pytest.mark.parametrize("vision", list(CVD))
def test_faction_colours_distinguishable_under_colour_blindness(vision):
    """Every pair of faction colours stays at least 10 CIE76 units apart under each simulated vision."""
    labs = {f.id: _lab(f.hex, CVD[vision]) for f in F.FACTIONS}
    worst = min((math.dist(labs[a], labs[b]), a, b) for a, b in itertools.combinations(labs, 2))
    assert worst[0] >= 10, worst


def test_spec_3_9_DH_END_1_emperor_card():
    assert len(B.EMPEROR_SPACES) == 20 and B.EMPEROR_BOTTOM_ROW == (16, 17, 18, 19, 20)
    for players in B.PLAYER_COUNTS:
        dark = B.emperor_dark_spaces(players)
        assert dark and set(dark) <= set(B.EMPEROR_BOTTOM_ROW), players
        assert dark[0] > B.CAO_CAO_SELF_RELIANCE_CUBES
    assert [len(B.emperor_dark_spaces(p)) for p in (4, 5, 6)] == [5, 4, 3]


def _band(v: int) -> int:
    return math.ceil(v / B.TALLY_INTERVAL) if v > 0 else 0


@pytest.mark.parametrize(("atk", "dfn", "rout"), [(9, 4, 0), (16, 12, 1), (35, 23, 3)])
def test_DH_ROUT_1_DH_EX_8_9_10_interval_width_fits_the_rulebook(atk, dfn, rout):
    assert max(0, _band(atk) - _band(dfn) - 1) == rout
    assert B.TALLY_SPACES == 30 and B.TALLY_OVERFLOW == (30, 60)


def test_DH_GSK_2_wandering_board_costs():
    assert B.WANDERING_COSTS == (3, 2, 1) and B.HAND_SIZE == 4


def test_spec_3_11_promise_cards():
    assert len(P.PROMISE_CARDS) == 10
    assert sum(p.side == "attack" for p in P.PROMISE_CARDS) == 5 == sum(p.side == "defense" for p in P.PROMISE_CARDS)
    full_only = [p for p in P.PROMISE_CARDS if p.full_only]
    assert len(full_only) == 1 and full_only[0].side == "attack" and "extra occupied" in full_only[0].text
    assert {p.min_players for p in P.PROMISE_CARDS} == {4, 5, 6}
    target = [p for p in P.PROMISE_CARDS if p.effects == ({"do": "occupy_target"},)]
    assert len(target) == 1 and target[0].side == "attack" and target[0].min_players == 4
    for p in P.PROMISE_CARDS:
        side = "Attacker" if p.side == "attack" else "Defender"
        assert p.text.startswith(f"When the {side} wins")


@pytest.mark.parametrize(("players", "full", "atk", "dfn"), [
    (4, False, 2, 3), (5, False, 3, 4), (6, False, 4, 5), (4, True, 3, 3), (6, True, 5, 5)])
def test_DH_SETUP_12_DH_FULL_5_promises_in_play(players, full, atk, dfn):
    cards = P.promises_in_play(players, full)
    assert sum(p.side == "attack" for p in cards) == atk and sum(p.side == "defense" for p in cards) == dfn
    assert any(p.full_only for p in cards) == full


def test_DH_ZONE_5_spec_3_6_every_faction_has_one_ability():
    for f in F.FACTIONS:
        assert f.ability.effects and f.ability.text and f.ability.handbook, f.id


def test_content_imports_only_the_standard_library_and_itself():
    """content/ is the bottom layer (docs/NEW_GAME.md): pure data, no rules, no third-party code."""
    root = Path(B.__file__).parent
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module.split(".")[0] in sys.stdlib_module_names | {"__future__"}, (path.name, node.module)
            elif isinstance(node, ast.ImportFrom):
                assert node.level == 1, (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] in sys.stdlib_module_names for a in node.names), path.name
