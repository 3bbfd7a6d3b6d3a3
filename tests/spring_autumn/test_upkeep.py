"""Upkeep (SA-UPK-1, RETR, PHIL, MKT, VIC, REPL, NEXT) and the end of the game (SA-END-1..5, SA-EPIC-1,
DT-06, DT-35, DT-52, AMB-02..09)."""

from __future__ import annotations

from sa_helpers import new, passing, run

from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVES
from pygame_rules.catalog.spring_autumn.flow import HANDLERS
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.scoring import meets, ranking_key
from pygame_rules.catalog.spring_autumn.rules.upkeep import UPKEEP_STEPS, eliminated, end_game


def test_SA_UPK_1_steps_in_order():
    assert UPKEEP_STEPS == ("upk_dragons", "upk_conquest", "upk_pillage", "upk_treaties", "upk_retrieve",
                            "upk_philosophies", "upk_market", "upk_victory", "upk_replenish", "upk_next")
    s = new(1)
    s.tasks = [{"t": "upkeep"}]
    HANDLERS["upkeep"](s, s.tasks[-1])
    assert [t["t"] for t in reversed(s.tasks)] == list(UPKEEP_STEPS)


def test_SA_UPK_RETR_1_AMB_08_cubes_leave_buildings_palaces_and_walls():
    s = new(1)
    s.buildings["qin"][0].update(st="exhausted", cube=0)
    s.buildings["qin"].append({"b": "barracks", "mine": False, "st": "uc", "cube": None, "spare": True})
    s.players[1].update(palace_st="exhausted", palace_cube=1)
    s.great_wall["beidi_dai"] = {"owner": 1, "st": "uc", "cube": None}
    run(s, {"t": "upk_retrieve"})
    assert all(b["st"] == "active" and b["cube"] is None and "spare" not in b for b in s.buildings["qin"])
    assert s.players[1]["palace_st"] == "active" and s.players[1]["palace_cube"] is None
    assert s.great_wall["beidi_dai"]["st"] == "active"


def test_SA_UPK_RETR_2_move_counts_and_flips_reset():
    s = new(1)
    s.units[0]["hexi"] = {"cavalry": [1, 1, 2], "infantry": [0, 3, 0]}
    run(s, {"t": "upk_retrieve"})
    assert s.units[0]["hexi"] == {"cavalry": [4, 0, 0], "infantry": [3, 0, 0]}


def test_SA_UPK_PHIL_1_2_3_DT_23_refresh_philosophy_cards():
    s = new(1)
    p = s.players[0]
    pool = len(s.dishonor_pool)
    p["philosophies"] = [{"id": "wu_wei", "up": True, "token": "honor"},
                         {"id": "deception", "up": False, "token": None},
                         {"id": "frugality", "up": True, "token": ["dishonor", 2]}]
    run(s, {"t": "upk_philosophies"})
    assert all(c["up"] and c["token"] is None for c in p["philosophies"])
    assert p["dishonor"] == [2] and len(s.dishonor_pool) == pool


def test_SA_UPK_MKT_1_2_DT_06_market_refresh():
    s = new(1)
    s.market = ["N1", "A", "B", "D"]
    s.phil_deck = ["N4", "N3", "N2"]                      # last = top
    s.phil_discard = []
    run(s, {"t": "upk_market"})
    assert s.market == ["N3", "N2", "N1", "A"]
    assert s.phil_discard == ["B", "D"] and s.phil_deck == ["N4"]


def test_SA_UPK_MKT_3_DT_06_empty_deck_reshuffles_discard():
    s = new(1)
    s.market = ["A", "B", "C", "D"]
    s.phil_deck, s.phil_discard = [], ["X"]
    run(s, {"t": "upk_market"})
    assert s.market[2:] == ["A", "B"]
    assert sorted(s.market[:2]) in (["C", "D"], ["C", "X"], ["D", "X"])
    assert len(s.phil_deck) == 1 and s.phil_discard == []


def _with_public(s, *cards):
    s.public_up = list(cards)
    s.public_deck = [o for o in s.public_deck + [c for c in s.public_up] if o not in cards]
    return s


def test_SA_UPK_VIC_1_AMB_02_markers_placed_and_permanent():
    s = _with_public(new(1), "treasury")
    s.players[0]["commerce"] = 8
    s.players[2]["commerce"] = 9
    run(s, {"t": "upk_victory"})
    assert s.marks["treasury"] == [0, 2]
    s.players[0]["commerce"] = 0
    run(s, {"t": "upk_victory"})
    assert s.marks["treasury"] == [0, 2]                  # permanent


def test_SA_UPK_VIC_3_reveal_one_card_per_turn_and_AMB_07_empty_deck():
    s = new(1)
    deck = len(s.public_deck)
    run(s, {"t": "upk_victory"})
    assert len(s.public_up) == 2 and len(s.public_deck) == deck - 1 and s.winners is None
    s.public_deck = []
    run(s, {"t": "upk_victory"})
    assert len(s.public_up) == 2 and s.winners is None


def test_SA_UPK_VIC_2_DT_35_three_public_objectives_end_the_game():
    s = new(1, players=3)
    s.public_up = ["treasury", "ascendancy", "hegemon", "heartland"]
    s.marks = {"ascendancy": [0], "hegemon": [0]}
    s.players[0]["commerce"] = 8
    deck = len(s.public_deck)
    run(s, {"t": "upk_victory"}, {"t": "upk_replenish"}, {"t": "upk_next"})
    assert s.winners is not None and s.phase == "over"
    assert len(s.public_deck) == deck                     # no new card revealed
    assert s.turn == 1 and s.players[0]["sections"]["build"] == 1   # replenish and next turn skipped
    assert GAME.legal_actions(s) == [] and GAME.outcome(s).winners == (0,)


def test_SA_EPIC_1_four_public_objectives_needed():
    s = new(1, players=3, variant="epic")
    s.marks = {"ascendancy": [0], "hegemon": [0], "treasury": [0]}
    run(s, {"t": "upk_victory"})
    assert s.winners is None
    s.marks["heartland"] = [0]
    run(s, {"t": "upk_victory"})
    assert s.winners == [0]


def test_SA_END_2_AMB_03_elimination_rules():
    s = new(1, players=3)
    s.players[0]["dishonor"], s.players[1]["dishonor"], s.players[2]["dishonor"] = [3, 1], [2, 2], [1]
    assert eliminated(s) == [0, 1]                         # DT-35: A=4, B=4, C=1
    s.players[2]["dishonor"] = [4]
    assert eliminated(s) == []                             # everybody tied: nobody
    for p in s.players:
        p["dishonor"] = []
    assert eliminated(s) == []                             # all 0


def test_SA_END_2_DT_35_eliminated_players_cannot_win():
    s = new(1, players=3)
    s.marks = {"treasury": [0, 1], "hegemon": [0, 1], "ascendancy": [0, 1]}
    s.players[0]["dishonor"], s.players[1]["dishonor"], s.players[2]["dishonor"] = [3, 1], [2, 2], [1]
    end_game(s, "test")
    assert s.winners == [2]
    assert s.players[0]["eliminated"] and s.players[1]["eliminated"] and not s.players[2]["eliminated"]
    assert s.final["eliminated"] == [0, 1]


def _tied_pair():
    s = new(1, players=2)
    for p in s.players:
        p["objectives"] = []
    return s


def test_SA_END_5_DT_35_tie_break_chain():
    s = _tied_pair()
    end_game(s, "tie")
    assert s.winners == [0, 1]                            # fully tied: shared victory
    steps = [
        lambda s: s.marks.update({"treasury": [1]}) or s.players[0]["objectives"].append("untarnished-1"),
        lambda s: s.players[0].update(dishonor=[2]) or s.players[1].update(dishonor=[0]),
        lambda s: s.players[0].update(dishonor=[0, 0]) or s.players[1].update(dishonor=[0]),
        lambda s: s.buildings["jin"].append({"b": "barracks", "mine": False, "st": "active", "cube": None}),
        lambda s: s.players[1]["advancements"].append("mining"),
        lambda s: s.players[1].update(honor=1),
        lambda s: s.players[1].update(knowledge=1),
        lambda s: s.players[1].update(commerce=1),
    ]
    for i, step in enumerate(steps):
        s = _tied_pair()
        step(s)
        end_game(s, "tie-break")
        assert s.winners == [1], f"tie-break step {i + 1}"


def test_SA_END_3_AMB_91_private_objectives_count_at_the_end():
    s = _tied_pair()
    s.players[0]["objectives"] = ["untarnished-1", "expansion"]   # met / not met
    assert ranking_key(s, 0)[:2] == (1, 0)
    end_game(s, "test")
    assert s.winners == [0]


def test_AMB_06_turn_limit_ends_and_scores_the_game():
    s = new(1, players=2, turn_limit=1)
    s = GAME.apply(s, {"face": "sun"})
    s = GAME.apply(s, {"holder": 0})
    s = passing(GAME.apply(s, {"face": "sun"}))
    assert GAME.outcome(s) is not None and any("turn limit" in line for line in s.log)


def test_SA_UPK_REPL_1_2_3_DT_52_replenish():
    s = new(1)
    p = s.players[0]
    p["sections"] = {k: 0 for k in p["sections"]}
    s.buildings["qin"].append({"b": "market", "mine": False, "st": "uc", "cube": None})
    s.buildings["qin"] = [b for b in s.buildings["qin"] if b["b"] != "academy"]
    s.owner["hexi"] = 0
    s.buildings["hexi"] = [{"b": "market", "mine": False, "st": "exhausted", "cube": 0}]
    s.buildings["yiqu"] = [{"b": "market", "mine": False, "st": "active", "cube": None}]   # not owned
    p["advancements"] = ["control"]
    run(s, {"t": "upk_retrieve"}, {"t": "upk_replenish"})
    assert p["sections"] == {"supply": 3, "train": 2, "build": 1, "research": 1, "honor": 1}
    assert p["locked"]["train"] == 1


def test_SA_UPK_REPL_salt_monopoly_gain():
    s = new(1)
    s.players[0]["advancements"] = ["salt_monopoly"]
    run(s, {"t": "upk_replenish"})
    assert s.players[0]["commerce"] == 1


def test_SA_UPK_NEXT_1_turn_marker_advances():
    s = new(1)
    s.turn = 4
    run(s, {"t": "upk_next"})
    assert s.turn == 5 and s.decision_seat is not None


# -- objective predicates (objectives_eval) -----------------------------------------------------------

def test_objective_measures_areas_terrain_and_buildings():
    s = new(1, players=2)
    s.owner.update({"hexi": 0, "yu": 0, "zheng": 0})
    s.buildings["hexi"] = [{"b": "barracks", "mine": True, "st": "active", "cube": None}]
    assert meets(s, 0, {"count": "areas", "at_least": 4})
    assert meets(s, 0, {"count": "mountains", "at_least": 2}) and not meets(s, 0, {"count": "valleys", "at_least": 3})
    assert meets(s, 0, {"count": "mine_buildings", "at_least": 1})
    assert meets(s, 0, {"count": "buildings_of_type", "building": "barracks", "at_least": 1})
    assert meets(s, 0, {"count": "buildings", "at_least": 4}) and not meets(s, 0, {"count": "buildings", "at_least": 5})
    # empty slots: qin 4-3=1, hexi 2-1=1, yu 2, zheng 2
    assert meets(s, 0, {"count": "empty_slots", "at_least": 6})
    assert not meets(s, 0, {"count": "empty_slots", "at_least": 7})
    assert meets(s, 0, {"count": "zhou_region_areas", "at_least": 1})      # zheng borders zhou
    assert meets(s, 0, {"count": "areas_with_buildings", "min": 1, "at_least": 2})


def test_objective_predicates_most_palace_advancements_units():
    s = new(1, players=3)
    s.owner.update({"hexi": 0, "yu": 1})
    most = {"most": "mountains", "at_least": 1}
    assert meets(s, 0, most) and meets(s, 1, most) and not meets(s, 2, most)    # AMB-02 ties
    assert not meets(s, 0, {"palace_in": "Zhou"})
    s.players[0]["palace"] = "zhou"
    assert meets(s, 0, {"palace_in": "Zhou"})
    s.players[0]["advancements"] = ["combat_junks", "shipyards", "navigation", "grand_fleet"]
    assert meets(s, 0, {"all_advancements": "naval"}) and not meets(s, 0, {"all_advancements": "military"})
    s.units[0]["bohai"] = {"junk": [2, 0, 0]}
    assert meets(s, 0, {"count": "sea_spaces_with_junks", "at_least": 1})
    assert meets(s, 0, {"count": "units", "units": ["infantry"], "at_least": 1})
    assert meets(s, 0, {"all_of": [{"count": "commerce", "at_most": 0}, {"count": "dishonor_tokens", "at_most": 0}]})


def test_every_objective_predicate_evaluates():
    s = new(2)
    for o in OBJECTIVES:
        for seat in range(5):
            assert meets(s, seat, o.predicate) in (True, False)
