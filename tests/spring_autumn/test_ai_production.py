"""The AI deck and the AI players' production (SA-AI-PROD-*, SA-AI-PHIL-2; DT-38, DT-39, DT-43, DT-46, EX-13;
AMB-57, AMB-72, AMB-74)."""

from __future__ import annotations

import pytest
from sa_helpers import new

from pygame_rules.catalog.spring_autumn.content import ai_cards as C
from pygame_rules.catalog.spring_autumn.content.map import AREA, ARROWS, HOMES
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE
from pygame_rules.catalog.spring_autumn.content.philosophies import PHILOSOPHIES, PHILOSOPHY
from pygame_rules.catalog.spring_autumn.content.player_board import AI_ADVANCEMENT_TRACK, UNIT_CAPS
from pygame_rules.catalog.spring_autumn.rules import ai_production as P

AI_SEAT = 1


def solitaire(seed: int = 3):
    return new(seed, players=5, seats=["human", "ai", "ai", "ai", "ai"])


def units(s, seat, loc):
    return {k: sum(c) for k, c in s.units[seat].get(loc, {}).items() if sum(c)}


def gain(s, entry, seat=AI_SEAT):
    P.PRODUCE[entry.kind](s, seat, entry, C.AI_CARDS[0])


def fill(s, seat, kind, n):
    """Put ``n`` more ``kind`` of ``seat`` on the map, in Zhou (away from its palace)."""
    s.add_units(seat, "zhou", kind, n)


def test_DT_38_SA_AI_PROD_1_2_3_the_column_by_turn_and_none_in_turn_one():
    s = solitaire()
    deck = list(s.ai_deck)
    s.turn = 1
    P.produce(s, AI_SEAT)
    assert s.ai_deck == deck and s.ai_discard == []               # turn 1: no card (AMB-56)
    for turn, label in ((2, "2-3"), (3, "2-3"), (4, "4+"), (9, "4+")):
        s.turn = turn
        top = C.AI_CARD_BY_ID[s.ai_deck[-1]]
        before = s.players[AI_SEAT]["honor"]
        P.produce(s, AI_SEAT)
        assert s.ai_discard[-1] == top.id
        assert any(f"reveals {top.name}: production {label}: " in line for line in s.log_tail(8))
        assert s.players[AI_SEAT]["honor"] == before + C.amount(top.column(label), C.HONOR)
        assert s.players[AI_SEAT]["ai_supply"] == C.amount(top.column(label), C.SUPPLY)


def test_SA_AI_PROD_4_an_empty_deck_is_rebuilt_from_the_shuffled_discards():
    s = solitaire()
    s.turn = 2
    for _ in range(32):
        P.draw_ai_card(s)
    assert s.ai_deck == [] and sorted(s.ai_discard) == sorted(c.id for c in C.AI_CARDS)
    reveals = s.reveals
    card = P.draw_ai_card(s)
    assert len(s.ai_deck) == 31 and s.ai_discard == [card.id] and s.reveals == reveals + 1
    assert "the AI discard pile is shuffled into a new AI deck" in s.log


def test_SA_AI_PROD_ADV_HONOR_KNOW_COMM_and_AMB_57_supply_is_set_not_added():
    s = solitaire()
    p = s.players[AI_SEAT]
    gain(s, C.Produce(C.ADVANCEMENTS, 2))
    gain(s, C.Produce(C.HONOR, 2))
    gain(s, C.Produce(C.KNOWLEDGE, 3))
    gain(s, C.Produce(C.COMMERCE, 1))
    assert (p["ai_advancements"], p["honor"], p["knowledge"], p["commerce"]) == (3, 3, 3, 1)
    p["ai_supply"] = 2
    gain(s, C.Produce(C.SUPPLY, 3))
    assert p["ai_supply"] == 3
    gain(s, C.Produce(C.SUPPLY, 2))
    assert p["ai_supply"] == 2
    p["ai_advancements"] = AI_ADVANCEMENT_TRACK - 1
    gain(s, C.Produce(C.ADVANCEMENTS, 2))
    assert p["ai_advancements"] == AI_ADVANCEMENT_TRACK


@pytest.mark.parametrize(("capped", "expected"), [
    ((), {"infantry": 2 + 2, "cavalry": 2, "archer": 1, "junk": 1}),        # I, C, A, I, C (+ setup's 2 I, 1 J)
    (("cavalry",), {"infantry": 2 + 3, "archer": 2, "junk": 1}),           # I, A, I, A, I
    (("infantry", "cavalry", "archer"), {"infantry": 2, "junk": 1}),       # nothing
])
def test_DT_39_SA_AI_PROD_UNITS_cycling_through_the_list_skipping_capped_types(capped, expected):
    s = solitaire()
    home = HOMES[s.factions[AI_SEAT]]
    for kind in capped:
        fill(s, AI_SEAT, kind, UNIT_CAPS[kind] - s.unit_count(AI_SEAT, kind))
    gain(s, C.Produce(C.UNITS, 5, ("infantry", "cavalry", "archer")))
    assert units(s, AI_SEAT, home) == expected


def test_AMB_74_junks_produced_on_land_in_the_palace_area_and_the_rest_of_a_capped_list_lost():
    s = solitaire()
    home = HOMES[s.factions[AI_SEAT]]
    fill(s, AI_SEAT, "archer", UNIT_CAPS["archer"])
    gain(s, C.Produce(C.UNITS, 3, ("junk", "archer")))
    assert units(s, AI_SEAT, home)["junk"] == 1 + 3
    fill(s, AI_SEAT, "junk", UNIT_CAPS["junk"] - s.unit_count(AI_SEAT, "junk") - 1)
    gain(s, C.Produce(C.UNITS, 3, ("junk", "archer")))
    assert s.unit_count(AI_SEAT, "junk") == UNIT_CAPS["junk"]
    assert "(2 over the cap, not placed)" in s.log[-1]


def test_SA_AI_PROD_HERO_heroes_in_the_palace_area_within_the_cap():
    s = solitaire()
    home = HOMES[s.factions[AI_SEAT]]
    gain(s, C.Produce(C.HERO, 1))
    assert units(s, AI_SEAT, home).get("hero") == 1
    fill(s, AI_SEAT, "hero", UNIT_CAPS["hero"] - 1)
    gain(s, C.Produce(C.HERO, 1))
    assert s.unit_count(AI_SEAT, "hero") == UNIT_CAPS["hero"] and "over the cap" in s.log[-1]


def test_AMB_69_no_palace_on_the_map_no_units_placed():
    s = solitaire()
    s.players[AI_SEAT]["palace"] = None
    before = s.unit_count(AI_SEAT)
    gain(s, C.Produce(C.UNITS, 2, ("infantry",)))
    assert s.unit_count(AI_SEAT) == before and "no palace on the map" in s.log[-1]


def by_color(color, skip=()):
    return next(p.id for p in PHILOSOPHIES if p.color == color and not p.starter and p.id not in skip)


def test_EX_13_SA_AI_PHIL_2_SA_AI_PROD_PHIL_under_variety_the_leftmost_card_of_a_new_color():
    s = solitaire()
    variety = next(o for o in OBJECTIVE.values() if o.predicate.get("count") == "philosophy_colors")
    s.public_up, s.ai_objectives = [], [variety.id]
    s.players[AI_SEAT]["philosophies"] = [{"id": by_color("red"), "up": True, "token": None}]
    blue1, blue2 = by_color("blue"), by_color("blue", (by_color("blue"),))
    red, green = by_color("red", (by_color("red"),)), by_color("green")
    s.market = [red, blue1, green, blue2]
    gain(s, C.Produce(C.PHILOSOPHIES, 1))
    held = [c["id"] for c in s.players[AI_SEAT]["philosophies"]]
    assert held[-1] == blue1                                       # slot 2, the left-most new color
    assert green in s.market and P.philosophy_slot(s, AI_SEAT) == s.market.index(green)
    gain(s, C.Produce(C.PHILOSOPHIES, 1))
    colors = {PHILOSOPHY[c["id"]].color for c in s.players[AI_SEAT]["philosophies"]}
    assert colors == {"red", "blue", "green"}
    first = next(i for i, c in enumerate(s.market) if c is not None)
    assert P.philosophy_slot(s, AI_SEAT) == first                  # 3 colors: the left-most card


def test_DT_46_no_philosophy_objective_the_leftmost_card():
    s = solitaire()
    s.public_up = [o for o in s.public_up if "philosoph" not in OBJECTIVE[o].predicate.get("count", "")]
    s.ai_objectives = [o for o in s.ai_objectives if "philosoph" not in OBJECTIVE[o].predicate.get("count", "")]
    market = list(s.market)
    gain(s, C.Produce(C.PHILOSOPHIES, 1))
    assert s.players[AI_SEAT]["philosophies"][-1]["id"] == market[0]


def ai_owned_arrow_targets(s, seat):
    return sorted(a.id for a in ARROWS.values() if s.owner.get(a.target) == seat)


def test_DT_43_SA_AI_PROD_FORT_1_with_protector_on_an_empty_invasion_path_into_an_ai_area():
    s = solitaire()
    seat = AI_SEAT
    target = next(a.target for a in ARROWS.values() if s.owner.get(a.target) is None and not s.buildings.get(a.target))
    s.owner[target] = seat
    s.public_up = ["protector"]
    paths = ai_owned_arrow_targets(s, seat)
    assert paths
    gain(s, C.Produce(C.FORTIFICATIONS, 1), seat)
    placed = [a for a in paths if a in s.great_wall]
    assert len(placed) == 1 and s.great_wall[placed[0]] == {"owner": seat, "st": "uc", "cube": None}
    for arrow in paths:                                             # every path full: a settlement instead
        s.great_wall.setdefault(arrow, {"owner": seat, "st": "active", "cube": None})
    gain(s, C.Produce(C.FORTIFICATIONS, 1), seat)
    home = HOMES[s.factions[seat]]
    most = max(AREA[home].settlements, AREA[target].settlements)
    fortified = [a for a in (home, target) if [b["b"] for b in s.buildings.get(a, [])] == ["fortification"]]
    assert len(fortified) == 1 and AREA[fortified[0]].settlements == most


def test_DT_43_SA_AI_PROD_FORT_2_AMB_72_most_settlements_without_a_fortification_then_nothing():
    s = solitaire()
    s.public_up = []
    home = HOMES[s.factions[AI_SEAT]]
    s.owner["zhou"] = AI_SEAT                                        # 3 settlements, against home's 4
    gain(s, C.Produce(C.FORTIFICATIONS, 1))
    assert s.buildings[home] == [{"b": "fortification", "mine": False, "st": "uc", "cube": None}]
    gain(s, C.Produce(C.FORTIFICATIONS, 1))                          # home has one: Zhou next
    assert [b["b"] for b in s.buildings["zhou"]] == ["fortification"]
    gain(s, C.Produce(C.FORTIFICATIONS, 1))                          # no eligible area: ignored
    assert "has no place for a fortification" in s.log[-1]
    assert sum(b["b"] == "fortification" for bs in s.buildings.values() for b in bs) == 2
