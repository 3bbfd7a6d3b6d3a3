"""Trades and Military Pacts (LH-DIPLO-1..4, LH-RES-6, LH-EX-17, LH-EX-18), offered on one season's sheet and
answered on the other warlord's next."""

from __future__ import annotations

from lh_helpers import NOTHING, bare, begin, write

from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of
from pygame_rules.catalog.land_of_han.rules.diplomacy import cedable, why_not_give
from pygame_rules.catalog.land_of_han.rules.movement import resolve_movement

TO_DIPLOMACY = ({"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"})
AFTER = ({"done": "spend"}, {"seal": True})


def terms(*items):
    """The choices that add each term to a trade being written: its kind, then the term."""
    return [c for item in items for c in ({"terms": next(iter(item))}, item)]


def offer(s, *items):
    """The first warlord offers the second a trade with ``items`` and seals; the second seals a blank sheet."""
    s = write(s, *TO_DIPLOMACY, {"offer": 1, "kind": "trade"}, *terms(*items), {"send": True}, *AFTER)
    return write(s, *NOTHING)


def test_LH_DIPLO_1_LH_RES_6_coins_for_finished_research_offered_then_accepted_next_season():
    s = bare()
    s.done[1] = ["crossbows"]
    s = begin(s)
    s = write(s, *TO_DIPLOMACY, {"offer": 1, "kind": "trade"})
    assert GAME.legal_actions(s) == [{"terms": "give_coins"}, {"terms": "give_region"}, {"terms": "take_coins"},
                                     {"terms": "take_topic"}, {"terms": "take_region"}, {"drop": True}]
    assert GAME.describe_action(s, {"terms": "take_topic"}) == "Ask for research…"
    s = write(s, *terms({"give_coins": 1000}, {"give_coins": 500}, {"take_topic": "crossbows"}))
    assert GAME.describe_action(s, {"send": True}) == "Send the offer: 1,500 Coins for Crossbows"
    s = write(s, {"send": True}, *AFTER, *NOTHING)        # the only other warlord has an offer: the part closes
    assert "The red warlord offers you 1,500 Coins for Crossbows" in s.reports[1]
    assert GAME.view(s, 1)["proposals"] and not GAME.view(s, None)["proposals"]      # only the two see it
    s = write(s, *NOTHING, *TO_DIPLOMACY)
    (o,) = s.proposals
    assert GAME.legal_actions(s) == [{"accept": o["id"]}, {"reject": o["id"]}]
    assert GAME.describe_action(s, {"accept": o["id"]}) == ("Accept the offer of the red warlord: 1,500 Coins for "
                                                           "Crossbows")
    before = list(s.coins)
    s = write(s, {"accept": o["id"]}, {"done": "diplomacy"}, *AFTER)
    assert "crossbows" in s.done[0] and "crossbows" in s.done[1]   # knowledge shared: the giver keeps it
    assert "The trade of 1,500 Coins for Crossbows goes through" in s.reports[1] and not s.proposals
    assert s.coins[1] > before[1] + 1500 - 200 and s.coins[0] < before[0]
    assert "The red warlord and the blue warlord trade" in s.log


def test_an_offer_refused_is_told_and_one_struck_from_the_answers_lapses():
    s = offer(begin(bare()), {"give_coins": 500})
    s = write(s, *NOTHING, *TO_DIPLOMACY)
    (o,) = s.proposals
    assert GAME.legal_actions(s) == [{"accept": o["id"]}, {"reject": o["id"]}]     # an offer must be answered
    s = write(s, {"reject": o["id"]}, {"done": "diplomacy"}, *AFTER)
    assert not s.proposals and any("refuses your offer" in r for r in s.reports[0])
    s = offer(s, {"give_coins": 500})
    s = write(s, *NOTHING, *TO_DIPLOMACY)
    (o,) = s.proposals
    s = write(s, {"accept": o["id"]}, {"done": "diplomacy"}, {"done": "spend"})
    s = write(s, {"remove": 0}, {"seal": True})
    assert not s.proposals and s.coins[1] < 20_000                  # lapsed: no trade went through


def test_LH_DIPLO_2_LH_EX_18_a_central_goes_only_with_its_borders():
    s = bare()
    s.owner["sWu"] = 0
    part = {"coins": 0, "topics": [], "regions": ["eWu"]}
    assert why_not_give(s, 0, part) is None
    for a in armies_of(s, 0):
        s.armies[a] = {**s.armies[a], "r": "nWu"}
    s.palace[0] = "Yan"                                            # a Palace elsewhere, so Wu may be ceded
    assert why_not_give(s, 0, {**part, "regions": ["Wu"]}) == "Wu goes only with its Border regions"
    assert why_not_give(s, 0, {**part, "regions": ["Wu", "eWu", "sWu"]}) == "Wu goes only with its Border regions"
    assert why_not_give(s, 0, {**part, "regions": ["Wu", "eWu", "sWu", "nWu"]}) == "North Wu cannot be ceded"
    for a in armies_of(s, 0):
        del s.armies[a]
    assert why_not_give(s, 0, {**part, "regions": ["Wu", "eWu", "sWu", "nWu"]}) is None


def test_LH_DIPLO_2_asking_for_a_central_asks_for_its_borders_and_no_palace_or_garrisoned_region_is_offered():
    s = bare()
    s.owner["Chu"], s.owner["nChu"] = 1, 1
    s = write(begin(s), *TO_DIPLOMACY, {"offer": 1, "kind": "trade"}, {"terms": "give_region"})
    assert {"give_region": "Wu"} not in GAME.legal_actions(s)                               # a Palace
    s = write(s, {"back": True}, {"terms": "take_region"})
    asked = GAME.legal_actions(s)
    assert {"take_region": "Yan"} not in asked and {"take_region": "Chu"} in asked
    s = write(s, {"take_region": "Chu"})
    assert s.orders[0][-1]["take"]["regions"] == ["Chu", "nChu"]
    assert "Wu" not in cedable(s, 0)


def test_LH_DIPLO_3_a_pact_lets_allies_cross_each_others_lands_and_fight_together():
    s = bare()
    s = write(begin(s), *TO_DIPLOMACY, {"offer": 1, "kind": "pact"}, *AFTER, *NOTHING, *NOTHING, *TO_DIPLOMACY)
    (o,) = s.proposals
    s = write(s, {"accept": o["id"]}, {"done": "diplomacy"}, *AFTER)
    assert s.pacts == [[0, 1]] and "The red warlord and the blue warlord form a Military Pact" in s.log
    s.owner["wWu"] = 1
    for a in armies_at(s, "wWu"):
        del s.armies[a]
    add_army(s, 1, "spearmen", "wWu", new=False)
    red = add_army(s, 0, "spearmen", "Wu", new=False)
    resolve_movement(s, {red: ["wWu"]})
    assert s.armies[red]["r"] == "wWu" and s.owner["wWu"] == 1        # no fight, no seizing an ally's land


def test_LH_DIPLO_4_LH_EX_17_allies_taking_a_region_together_give_it_to_the_one_who_sent_more():
    s = bare()
    s.pacts = [[0, 1]]
    s.owner["wWu"], s.owner["nLu"] = 0, 1
    a1, a2 = add_army(s, 0, "cavalry", "wWu", new=False), add_army(s, 0, "cavalry", "wWu", new=False)
    b1 = add_army(s, 1, "cavalry", "sLu", new=False)
    s.owner["sLu"] = 1
    target = "Chu"
    for a in armies_at(s, target):
        del s.armies[a]
    resolve_movement(s, {a1: [target], a2: [target]})
    assert s.owner[target] == 0
    tie = bare()
    tie.pacts = [[0, 1]]
    for a in armies_at(tie, "Chu"):
        del tie.armies[a]
    x = add_army(tie, 0, "cavalry", "wWu", new=False)
    y = add_army(tie, 1, "cavalry", "sChu", new=False)
    tie.rng.script = [1]                                               # the coin falls for the second warlord
    resolve_movement(tie, {x: ["Chu"], y: ["Chu"]})
    assert tie.owner["Chu"] == 1
    assert b1


def test_LH_DIPLO_3_a_pact_ends_when_either_side_ends_it_before_armies_march():
    s = bare()
    s.pacts = [[0, 1]]
    s = write(begin(s), *TO_DIPLOMACY)
    assert {"end_pact": 1} in GAME.legal_actions(s)
    s = write(s, {"end_pact": 1}, {"done": "diplomacy"}, *AFTER, *NOTHING)
    assert s.pacts == [] and "The red warlord ends the Military Pact with the blue warlord" in s.log
