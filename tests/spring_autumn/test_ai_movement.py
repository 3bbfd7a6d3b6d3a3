"""Where an AI player moves: the area it supplies, who stays, the destination by its card (SA-AI-MOVE-3..7,
SA-AI-DEST-1..3, SA-AI-FILT-1..5; EX-10 and its variants; AMB-58, AMB-59, AMB-60, AMB-61, AMB-63)."""

from __future__ import annotations

from sa_helpers import new

from pygame_rules.catalog.spring_autumn.content.ai_cards import AI_CARD_BY_ID
from pygame_rules.catalog.spring_autumn.content.map import AREA
from pygame_rules.catalog.spring_autumn.rules import ai_movement as M
from pygame_rules.catalog.spring_autumn.rules.movement import land_step_groups, sea_step_groups

QIN, JIN, QI, WU, CHU = range(5)          # FACTION_IDS order
EQUILIBRIUM = AI_CARD_BY_ID["equilibrium"]
MENGJIN = "yellow_mengjin"


def ex10(seed: int = 5):
    """EX-10's fixture: Jin (AI) holds its palace and an infantry and a cavalry at home, Wei with 2 infantry,
    1 junk in the Yellow River at Mengjin next to both; Wu's units in Zhou (3 settlements & mines), Qi's in
    Song (3, reached by sea transport); no treaties, no grudge."""
    s = new(seed, players=5, seats=["human", "ai", "human", "human", "human"])
    s.units = [{} for _ in range(5)]
    s.add_units(JIN, "jin", "infantry", 1)
    s.add_units(JIN, "jin", "cavalry", 1)
    s.owner["wei"] = JIN
    s.add_units(JIN, "wei", "infantry", 2)
    s.add_units(JIN, MENGJIN, "junk", 1)
    s.add_units(WU, "zhou", "infantry", 1)
    s.add_units(QI, "song", "infantry", 1)
    return s


def move_task(seat: int, area: str, sea: str | None = None, step: str = "land_step", card: str = "equilibrium"):
    """A move task of ``seat`` from ``area`` (and ``sea``) at ``step``, with an AI plan by ``card``."""
    return {"t": "move", "seat": seat, "step": step, "area": area, "sea": sea, "arrived": [], "sailed": [],
            "moved": 0, "ai": {"card": card, "area": area, "sea": sea}}


def options(s, t):
    """What the movement rules offer at the task's step: the only moves the AI picks among."""
    return (sea_step_groups if t["step"] == "sea_step" else land_step_groups)(s, t["seat"], t)


def land_candidates(s, seat: int, area: str):
    return M.offered(options(s, move_task(seat, area)), "infantry", area)


def test_EX_10_step_B_AMB_58_counts_and_the_supplied_area():
    s = ex10()
    assert M.eligible_land(s, JIN, "jin") == 2                    # the palace stays
    assert M.eligible_land(s, JIN, "wei") == 1                    # 2 - 1
    assert M.busiest_sea(s, JIN, "jin") == ([MENGJIN], 0)         # its only junk stays
    assert M.supply_area(s, JIN) == ("jin", None)


def test_EX_10_step_C_the_only_junk_stays_and_step_D_both_land_units_go():
    s = ex10()
    assert M.busiest_sea(s, JIN, "wei")[1] == 0
    assert M.land_group(s, JIN, "jin") == {"infantry": 1, "cavalry": 1}


def test_EX_10_SA_AI_DEST_3_SA_AI_FILT_1_2_3_5_grudge_skipped_then_the_random_pick():
    s = ex10()
    candidates = land_candidates(s, JIN, "jin")
    assert {"zhou", "song", "wei"} <= set(candidates) and "jin" not in candidates
    left, steps = M.destinations(s, JIN, EQUILIBRIUM, candidates)
    assert left == ["song", "zhou"]
    assert steps == ["grudge: none, skipped", "most settlements & mines: Song, Zhou",
                     "fewest friendly units: Song, Zhou", "enemies or barbarians: Song, Zhou"]
    s.rng.script = [1]                                             # the injected pick: Zhou
    dest, why = M.choose(s, JIN, EQUILIBRIUM, candidates)
    assert dest == "zhou" and why.endswith("drawn from Song, Zhou")
    assert why.startswith("The Way of Equilibrium: grudge: none, skipped; most settlements & mines")


def test_EX_10b_SA_AI_FILT_1_the_grudge_target_decides():
    s = ex10()
    s.players[JIN]["grudge"] = QI
    dest, why = M.choose(s, JIN, EQUILIBRIUM, land_candidates(s, JIN, "jin"))
    assert dest == "song" and "drawn" not in why and "grudge: Song" in why


def test_SA_AI_FILT_5_SA_AI_TREATY_4_treaty_partners_are_not_enemies():
    s = ex10()
    s.players[JIN]["held"] = [s.players[WU]["treaties"][0]]
    assert not M.hostile(s, JIN, "zhou") and M.hostile(s, JIN, "song")
    s.barbarians["zhou"] = ["some-token"]
    assert M.hostile(s, JIN, "zhou")                               # barbarians always count


def test_AMB_63_enemy_buildings_count_only_in_an_area_the_enemy_owns():
    s = ex10()
    s.units[WU] = {}
    s.buildings["zhou"] = [{"b": "market", "mine": False, "st": "active", "cube": None}]
    assert not M.hostile(s, JIN, "zhou")                           # neutral area
    s.owner["zhou"] = WU
    assert M.hostile(s, JIN, "zhou")


def test_SA_AI_FILT_2_fewest_friendly_units_counts_the_ais_own():
    s = ex10()
    s.add_units(JIN, "zhou", "infantry", 1)
    assert M.FILTERS["fewest_friendly_units"](s, JIN, ["song", "zhou"]) == ["song"]


def test_SA_AI_FILT_4_unclaimed_objectives_name_areas_the_ai_does_not_own():
    s = ex10()
    s.public_up, s.ai_objectives = ["ascendancy"], []              # names Zhou
    assert M.unclaimed(s, JIN, "zhou") and not M.unclaimed(s, JIN, "song")
    s.owner["zhou"] = JIN
    assert not M.unclaimed(s, JIN, "zhou")
    assert not M.unclaimed(s, JIN, MENGJIN)                        # never a sea space (AMB-59)


def test_AMB_61_the_unit_that_stays_keeps_the_most_dice_then_infantry_cavalry_archer():
    s = ex10()
    s.units[JIN] = {}
    s.add_units(JIN, "wei", "infantry", 1)
    s.add_units(JIN, "wei", "cavalry", 1)
    s.add_units(JIN, "wei", "archer", 1)
    assert M.land_group(s, JIN, "wei") == {"infantry": 1, "cavalry": 1}    # combined arms kept: archer stays
    s.units[JIN] = {}
    s.add_units(JIN, "wei", "infantry", 2)
    s.add_units(JIN, "wei", "cavalry", 1)
    assert M.land_group(s, JIN, "wei") == {"infantry": 1, "cavalry": 1}
    s.units[JIN] = {}
    s.add_units(JIN, "wei", "cavalry", 2)
    assert M.land_group(s, JIN, "wei") == {"cavalry": 1}
    s.units[JIN] = {}
    s.add_units(JIN, "wei", "hero", 1)
    assert M.land_group(s, JIN, "wei") == {}                       # a lone hero is the unit that stays


def test_AMB_60_at_most_one_hero_goes_and_extra_heroes_stay():
    s = ex10()
    s.add_units(JIN, "jin", "hero", 2)
    assert M.land_group(s, JIN, "jin") == {"infantry": 1, "cavalry": 1, "hero": 1}
    assert M.land_group(s, JIN, "jin", heroes_left=0) == {"infantry": 1, "cavalry": 1}


def test_SA_AI_COMBAT_1_from_six_advancements_iron_weapons_and_tactics_count():
    s = ex10()
    group = {"infantry": 1, "cavalry": 1}
    assert M.group_dice(s, JIN, group) == 3
    s.players[JIN]["ai_advancements"] = 6
    assert M.group_dice(s, JIN, group) == 5


def test_AMB_58_no_area_above_zero_nothing_to_supply():
    s = ex10()
    s.units[JIN] = {"wei": {"infantry": [1, 0, 0]}}
    s.players[JIN]["palace"] = None
    assert M.supply_area(s, JIN) is None


def test_AMB_59_junk_candidates_are_the_sea_spaces_next_to_the_activated_one():
    s = ex10()
    s.add_units(JIN, MENGJIN, "junk", 1)
    t = move_task(JIN, "jin", MENGJIN, "sea_step")
    seas = M.offered(options(s, t), "junk", MENGJIN)
    assert seas and MENGJIN not in seas and all(x not in AREA for x in seas)
