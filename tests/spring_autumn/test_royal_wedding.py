"""Royal Wedding (G-07 card ``royal_wedding``, effect ``ally_area`` with target ``kingdom_area_reachable``;
SA-WE-3, SA-WE-5, SA-KT-REF-1, AMB-12, AMB-37, AMB-44).

In the 5-player game kingdom tokens lie on Zhou, Song, Yan and Yue; seats are Qin 0, Jin 1, Qi 2, Wu 3, Chu 4.
Wu borders Song and Yue, Qi borders Yan, Jin borders only Zhou among them."""

from __future__ import annotations

from sa_helpers import run
from test_kingdom_barbarians import kt, ok, placed, reveal_task
from test_supply import board
from test_world_events import game, win_event

from pygame_rules.catalog.spring_autumn.flow import resolve
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.world_events import wedding_areas

CARD = "royal_wedding"
JIN, QI, WU, CHU = 1, 2, 3, 4


def test_G_07_SA_WE_5_AMB_44_the_winner_chooses_a_kingdom_next_to_them_and_it_allies():
    s = game()
    assert s.kingdom.get("song") and s.kingdom.get("yue") and s.kingdom.get("zhou")
    tokens = list(s.kingdom["song"])
    win_event(s, CARD, winner=WU)
    assert GAME.legal_actions(s) == [{"ally": "song"}, {"ally": "yue"}]
    assert GAME.describe_action(s, {"ally": "song"}) == "ally with the kingdom in Song (royal wedding)"
    resolve(s, {"ally": "song"})
    assert s.owner["song"] == WU and "song" not in s.kingdom
    assert all(k in s.kingdom_box for k in tokens)                     # SA-KT-REF-1: every token discarded
    assert s.kingdom.get("yue") and "yue" not in s.owner
    assert s.players[WU]["events_won"] == [CARD] and not s.tasks
    ok(s)


def test_G_07_royal_wedding_never_allies_zhou_AMB_37_the_card_is_still_won():
    s = game()
    win_event(s, CARD, winner=JIN)                                          # Jin borders Zhou only
    assert not s.tasks and "zhou" not in s.owner and len(s.kingdom["zhou"]) == 3
    assert s.players[JIN]["events_won"] == [CARD]
    assert any("no kingdom can ally with Jin" in line for line in s.log_tail(4))


def test_G_07_royal_wedding_single_choice_is_taken_at_once():
    s = game()
    win_event(s, CARD, winner=QI)                                           # only Yan
    assert s.owner["yan"] == QI and "yan" not in s.kingdom and not s.tasks


def test_G_07_kingdom_area_reachable_by_adjacent_ownership_or_own_units():
    s = game()
    assert wedding_areas(s, JIN) == []
    s.owner["zheng"] = JIN                                             # Zheng borders Song (and Zhou)
    assert wedding_areas(s, JIN) == ["song"]
    del s.owner["zheng"]
    s.add_units(JIN, "yue", "infantry")                                # Jin's units in Yue
    assert wedding_areas(s, JIN) == ["yue"]


def test_G_07_royal_wedding_skips_areas_of_other_players_and_areas_with_barbarians():
    s = game()
    s.owner["song"] = CHU
    s.barbarians["yue"] = [s.barbarian_pool.pop()]
    assert wedding_areas(s, WU) == []
    win_event(s, CARD, winner=WU)
    assert s.owner["song"] == CHU and "yue" not in s.owner and not s.tasks


def test_AMB_12_a_palace_held_off_the_board_is_placed_on_the_allied_area():
    s = game()
    p = s.players[WU]
    s.owner = {a: o for a, o in s.owner.items() if o != WU}
    p["palace"] = None
    s.add_units(WU, "yue", "cavalry")
    assert wedding_areas(s, WU) == ["yue"]                             # Song: no owned neighbour, no units
    win_event(s, CARD, winner=WU)
    p = s.players[WU]
    assert s.owner["yue"] == WU and p["palace"] == "yue" and p["palace_st"] == "active"
    ok(s)


def test_SA_KT_REF_1_AMB_12_the_alliance_token_also_places_a_palace_held_off_the_board():
    s = placed(board(), {"infantry": 1})
    s.owner = {a: o for a, o in s.owner.items() if o != 0}
    s.players[0]["palace"] = None
    kt(s, "yiqu", "alliance")
    run(s, reveal_task())
    assert s.owner["yiqu"] == 0 and s.players[0]["palace"] == "yiqu" and s.players[0]["palace_st"] == "active"
    ok(s)
