"""Dragons (G-08; SA-DRAGON-1..5, SA-DRAGON-DUEL-1/2, SA-DRAGON-REF-*, SA-UPK-DRAGON-1, SA-ACT-PASS-5; DT-32,
DT-33; AMB-51, AMB-53). Dice are scripted: ``rng.roll(6)`` gives the index (1..6) of a yellow face."""

from __future__ import annotations

import random

from sa_helpers import run
from test_supply import board
from test_world_events import game, win_event, world_ok

from pygame_rules.catalog.spring_autumn.content.dice import DICE
from pygame_rules.catalog.spring_autumn.content.map import AREA, MOUNTAIN, RIVERS, SEA_SPACE, TRIBE, VALLEY
from pygame_rules.catalog.spring_autumn.flow import ACTION_RESOLVERS
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import dragons as D
from pygame_rules.catalog.spring_autumn.rules.barbarians import barb_combat_task, raid_tribes
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task, count
from pygame_rules.engine.rng import Rng

VALLEY_A = "qin"
MOUNTAIN_A = "hanzhong"
SEA = "bohai"


def f(*faces):
    return [DICE["yellow"].faces.index(x) + 1 for x in faces]


def opts(s):
    return GAME.legal_actions(s)


def log(s):
    return s.log


def heroes(s, seat, loc, n):
    s.add_units(seat, loc, "hero", n)


# ---------------------------------------------------------------------- placement

def test_SA_DRAGON_1_world_event_winner_places_the_dragon():
    s = game()
    w = win_event(s, "dilong_awakens")
    assert s.tasks[-1]["t"] == "dragon_place" and s.decision_seat == w
    places = [o["dragon_to"] for o in opts(s)]
    assert places and all(AREA[x].kind == VALLEY for x in places)
    s = GAME.apply(s, {"dragon_to": places[0]})
    assert s.dragons["dilong"] == places[0]
    world_ok(s)


def test_SA_DRAGON_REF_placement_rules():
    s = board()
    assert all(AREA[x].kind == MOUNTAIN for x in D.legal_places(s, "fuzanglong"))
    assert set(D.legal_places(s, "qiulong")) == set(AREA) == set(D.legal_places(s, "tianlong"))
    assert set(D.legal_places(s, "shenlong")) == set(SEA_SPACE)
    assert set(D.legal_places(s, "yinglong")) == set(TRIBE) | set(RIVERS)


def test_SA_DRAGON_2_AMB_53_one_dragon_per_area_and_yinglong_takes_a_whole_river():
    s = board()
    s.dragons = {"qiulong": VALLEY_A, "yinglong": "yellow"}
    assert VALLEY_A not in D.legal_places(s, "tianlong")
    assert "yellow_longmen" in D.legal_places(s, "shenlong")       # the river dragon blocks no segment
    s.dragons = {"qiulong": VALLEY_A, "yinglong": "yellow", "shenlong": "yellow_longmen"}
    assert "yellow_longmen" not in D.legal_places(s, "shenlong")


def test_G_08_dragon_on_the_map_moves_and_a_slain_one_stays_out():
    s = board()
    s.dragons = {"tianlong": VALLEY_A}
    assert VALLEY_A not in D.legal_places(s, "tianlong")             # a new legal place
    s = run(s, {"t": "dragon_place", "seat": 0, "dragon": "tianlong"})
    s = GAME.apply(s, {"dragon_to": "jin"})
    assert s.dragons == {"tianlong": "jin"}
    s.dragons = {}
    s.players[1]["dragons_destroyed"] = ["tianlong"]
    s = run(s, {"t": "dragon_place", "seat": 0, "dragon": "tianlong"})
    assert s.dragons == {} and s.tasks == []


def test_SA_DRAGON_REF_YINGLONG_on_a_tribe_pacifies_it_for_good_DT_33():
    s = board()
    token = s.tribes["quanrong"]
    assert token is not None and "quanrong" in raid_tribes(s)
    s = run(s, {"t": "dragon_place", "seat": 0, "dragon": "yinglong"})
    s = GAME.apply(s, {"dragon_to": "quanrong"})
    assert s.tribes["quanrong"] is None and token in s.barbarian_pool
    assert token in s.players[0]["barbarians_destroyed"]
    assert "quanrong" not in raid_tribes(s)
    GAME.check_invariants(s)


def test_SA_DRAGON_REF_YINGLONG_on_a_river_it_can_never_flood():
    s = board()
    assert D.protected_rivers(s) == set()
    s.dragons = {"yinglong": "yangtze"}
    assert D.protected_rivers(s) == {"yangtze"}


# ---------------------------------------------------------------------- upkeep abilities

def test_SA_UPK_DRAGON_1_SA_DRAGON_REF_DILONG_owner_gains_a_unit_of_choice_AMB_53():
    s = board()
    s.owner[VALLEY_A] = 0
    s.dragons = {"dilong": VALLEY_A}
    s = run(s, {"t": "upk_dragons"})
    assert {o["dragon_unit"] for o in opts(s)} == {"infantry", "cavalry", "archer", "hero", "junk"}
    s = GAME.apply(s, {"dragon_unit": "hero"})
    assert count(s, 0, VALLEY_A, "hero") == 1 and s.tasks == []


def test_SA_DRAGON_REF_FUZANGLONG_owner_gains_1_commerce_and_neutral_areas_do_nothing_DT_33():
    s = board()
    s.owner[MOUNTAIN_A] = 1
    s.dragons = {"fuzanglong": MOUNTAIN_A, "dilong": VALLEY_A}
    s.owner.pop(VALLEY_A, None)
    before = [p["commerce"] for p in s.players]
    s = run(s, {"t": "upk_dragons"})
    assert s.tasks == []
    assert [p["commerce"] for p in s.players] == [before[0], before[1] + 1]


def test_SA_DRAGON_REF_QIULONG_look_discard_and_reorder_the_top_3():
    s = board()
    s.owner[VALLEY_A] = 0
    s.dragons = {"qiulong": VALLEY_A}
    top = list(reversed(s.world_deck[-3:]))                          # top first
    n = len(s.world_deck)
    s = run(s, {"t": "upk_dragons"})
    assert {o.get("qiulong_keep") or o.get("qiulong_discard") for o in opts(s)} == set(top)
    s = GAME.apply(s, {"qiulong_discard": top[1]})
    s = GAME.apply(s, {"qiulong_keep": top[2]})
    s = GAME.apply(s, {"qiulong_keep": top[0]})
    assert s.tasks == []
    assert s.world_deck[-2:] == [top[0], top[2]] and len(s.world_deck) == n - 1   # top[2] now on top
    assert s.world_discard[-1] == top[1]
    GAME.check_invariants(s)


def _qiulong(top):
    """Seat 0 owns Qiulong's area at the start of upkeep; the world deck's top cards are ``top`` (top first)."""
    s = board()
    s.owner[VALLEY_A] = 0
    s.dragons = {"qiulong": VALLEY_A}
    s.world_deck = [c for c in s.world_deck if c not in top] + list(reversed(top))
    return run(s, {"t": "upk_dragons"})


def test_SA_DRAGON_REF_QIULONG_the_looker_sees_the_cards_and_the_choices_name_them():
    top = ["flood-2", "drought-1", "yinglong_descends"]
    s = _qiulong(top)
    assert GAME.view(s, 0)["qiulong"] == {"seat": 0, "undecided": top, "kept": []}
    for seat in (1, None):                                            # others: only how many
        assert GAME.view(s, seat)["qiulong"] == {"seat": 0, "undecided": 3, "kept": 0}
    words = [GAME.describe_action(s, a) for a in opts(s)]
    assert words == ["keep Flood (chaos 3): it goes back on top", "discard Flood (chaos 3)",
                     "keep Drought (chaos 2): it goes back on top", "discard Drought (chaos 2)",
                     "keep Yinglong Descends (chaos 4): it goes back on top", "discard Yinglong Descends (chaos 4)"]
    s = GAME.apply(s, {"qiulong_keep": "drought-1"})
    assert GAME.view(s, 0)["qiulong"] == {"seat": 0, "undecided": ["flood-2", "yinglong_descends"],
                                          "kept": ["drought-1"]}
    assert GAME.view(s, 1)["qiulong"] == {"seat": 0, "undecided": 2, "kept": 1}
    assert GAME.describe_action(s, {"qiulong_keep": "flood-2"}) == \
        "keep Flood (chaos 3): it goes back under Drought (chaos 2)"


def test_SA_DRAGON_REF_QIULONG_identical_copies_are_one_choice():
    s = _qiulong(["silence-1", "silence-2", "silence-3"])             # chaos 1, 1 and 2
    assert opts(s) == [{"qiulong_keep": "silence-1"}, {"qiulong_discard": "silence-1"},
                       {"qiulong_keep": "silence-3"}, {"qiulong_discard": "silence-3"}]
    s = GAME.apply(s, {"qiulong_discard": "silence-1"})
    assert {"qiulong_keep": "silence-2"} in opts(s)                   # the other copy is still to decide


def test_SA_DRAGON_REF_QIULONG_resampling_keeps_the_looked_at_cards_for_the_looker_only():
    top = ["flood-2", "drought-1", "yinglong_descends"]
    s = GAME.apply(_qiulong(top), {"qiulong_discard": "drought-1"})
    r = Rng(5)
    for _ in range(5):
        mine = GAME.resample_hidden(s, 0, r)
        assert list(reversed(mine.world_deck[-2:])) == ["flood-2", "yinglong_descends"]
        assert GAME.view(mine, 0) == GAME.view(s, 0) and opts(mine) == opts(s)
        theirs = GAME.resample_hidden(s, 1, r)
        assert GAME.view(theirs, 1) == GAME.view(s, 1)
        look = theirs.tasks[-1]["look"]            # the new top cards, then the discarded one (public)
        assert look == [*reversed(theirs.world_deck[-2:]), "drought-1"]
        GAME.check_invariants(theirs)
    assert s.tasks[-1]["look"] == top                                  # the original state is unchanged


def test_SA_DRAGON_REF_SHENLONG_sole_occupant_may_destroy_any_junk_AMB_53():
    s = board()
    s.dragons = {"shenlong": SEA}
    s.add_units(0, SEA, "junk")
    s.add_units(1, "east_sea", "junk")
    s = run(s, {"t": "upk_dragons"})
    assert s.decision_seat == 0
    assert {"sink": 0, "at": SEA} in opts(s) and {"sink": None} in opts(s)     # its own space is eligible
    s = GAME.apply(s, {"sink": 1, "at": "east_sea"})
    assert count(s, 1, "east_sea", "junk") == 0 and count(s, 0, SEA, "junk") == 1
    s.add_units(1, SEA, "junk")                                      # two occupants: nobody
    s = run(s, {"t": "upk_dragons"})
    assert s.tasks == []


def test_SA_UPK_DRAGON_1_owner_judged_before_conquest_and_SA_DRAGON_5_no_other_effect():
    s = board()
    s.owner[MOUNTAIN_A] = 0
    s.dragons = {"fuzanglong": MOUNTAIN_A}
    s.add_units(1, MOUNTAIN_A, "infantry")
    c0 = s.players[0]["commerce"]
    s = run(s, {"t": "upk_dragons"}, {"t": "upk_conquest"})
    assert s.players[0]["commerce"] == c0 + 1 and s.owner[MOUNTAIN_A] == 1    # conquest is unaffected


def test_SA_DRAGON_REF_TIANLONG_combatants_without_ownership_take_dishonor():
    s = board()
    s.owner[VALLEY_A] = 1
    s.dragons = {"tianlong": VALLEY_A}
    s.add_units(0, VALLEY_A, "infantry")
    s.add_units(1, VALLEY_A, "infantry")
    s = run(s, combat_task(0, 1, VALLEY_A, False, None))
    lines = log(s)
    start = lines.index(f"land combat in {AREA[VALLEY_A].name}: {s.name(0)} attacks {s.name(1)}")
    assert lines[start + 1:start + 3] == [f"Tianlong frowns on {s.name(0)}", f"{s.name(0)} takes a dishonor token"]
    assert f"Tianlong frowns on {s.name(1)}" not in lines                # the owner is spared


def test_SA_DRAGON_3_no_tianlong_effect_elsewhere():
    s = board()
    s.dragons = {"tianlong": "jin"}
    d0 = len(s.players[0]["dishonor"])
    D.tianlong_at_combat(s, VALLEY_A, [0, 1])
    assert len(s.players[0]["dishonor"]) == d0


# ---------------------------------------------------------------------- duels

def duel_state(n_heroes=2, loc=VALLEY_A, dragon="tianlong"):
    s = board()
    s.dragons = {dragon: loc}
    heroes(s, 0, loc, n_heroes)
    return s


def test_SA_DRAGON_DUEL_2_DT_32_minus_kills_a_hero_then_plus_slays_the_dragon():
    s = duel_state()
    s.rng.script = f("-", "+")
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    assert opts(s) == [{"duel": "tianlong"}, {"duel": None}]
    s = GAME.apply(s, {"duel": "tianlong"})
    assert count(s, 0, VALLEY_A, "hero") == 1
    assert s.dragons == {} and s.players[0]["dragons_destroyed"] == ["tianlong"]
    assert s.tasks == []
    assert D.legal_places(s, "tianlong") and D.slain(s, "tianlong")


def test_SA_DRAGON_DUEL_2_blanks_leave_both_and_AMB_51_once_per_dragon_per_action():
    s = duel_state()
    s.rng.script = f("", "")
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    s = GAME.apply(s, {"duel": "tianlong"})
    assert s.dragons == {"tianlong": VALLEY_A} and count(s, 0, VALLEY_A, "hero") == 2
    assert s.tasks == []                                             # no second duel with it


def test_SA_DRAGON_DUEL_2_AMB_51_stops_at_the_first_success():
    s = duel_state(3)
    s.rng.script = f("++", "-", "-")
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    s = GAME.apply(s, {"duel": "tianlong"})
    assert count(s, 0, VALLEY_A, "hero") == 3 and s.dragons == {}


def test_SA_ACT_PASS_5_passed_player_cannot_duel():
    s = duel_state()
    s.passed[0] = True
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    assert s.tasks == []


def test_SA_DRAGON_4_only_heroes_can_harm_dragons():
    s = duel_state(0)
    s.add_units(0, VALLEY_A, "infantry", 3)
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    assert s.tasks == []


def test_AMB_51_heroes_at_sea_can_duel_shenlong():
    s = duel_state(1, SEA, "shenlong")
    s.add_units(0, SEA, "junk")
    s.rng.script = f("+")
    s = run(s, {"t": "duel_check", "seat": 0, "done": []})
    s = GAME.apply(s, {"duel": "shenlong"})
    assert s.dragons == {}


def test_SA_DRAGON_DUEL_1_offered_after_any_non_pass_action_including_exchange_once():
    s = duel_state()
    assert getattr(ACTION_RESOLVERS["pass"], "__wrapped__", None) is None
    s.tasks = []
    ACTION_RESOLVERS["honor"](s, 0, {"action": "honor"})
    assert [t["t"] for t in s.tasks] == ["duel_check", "honor"]     # runs once the action is complete
    s.tasks = []
    ACTION_RESOLVERS["exchange"](s, 0, {"action": "exchange"})
    s.tasks.pop()                                                    # the exchange resolves its action
    ACTION_RESOLVERS["honor"](s, 0, {"action": "honor", "exchange": True})
    assert [t["t"] for t in s.tasks] == ["duel_check", "honor"]
    s.dragons = {}
    s.tasks = []
    ACTION_RESOLVERS["honor"](s, 0, {"action": "honor"})
    assert [t["t"] for t in s.tasks] == ["honor"]                    # no dragon: no duel step


def test_random_play_with_dragons_on_the_map_keeps_the_invariants_and_ends():
    for seed in range(3):
        s = GAME.new_game(seed, players=3, turn_limit=6)
        s.dragons = {"tianlong": "qin", "dilong": "jin", "shenlong": SEA, "qiulong": MOUNTAIN_A,
                     "fuzanglong": "yong"}
        for i in range(s.n):
            for area in list(s.units[i]):
                if area in AREA:
                    heroes(s, i, area, 1)
                    break
        chooser = random.Random(seed)
        steps = 0
        while not GAME.is_over(s):
            GAME.check_invariants(s)
            s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
            steps += 1
            assert steps < 20000
        GAME.check_invariants(s)


def test_SA_DRAGON_REF_TIANLONG_AMB_53_barbarian_combat_too():
    s = board()
    s.dragons = {"tianlong": VALLEY_A}
    s.barbarians[VALLEY_A] = [s.barbarian_pool.pop()]
    s.owner.pop(VALLEY_A, None)
    s.add_units(0, VALLEY_A, "infantry", 2)
    s = run(s, barb_combat_task(0, VALLEY_A, "att"))
    assert f"Tianlong frowns on {s.name(0)}" in log(s)
    GAME.check_invariants(s)
