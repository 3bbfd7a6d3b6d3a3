"""Clause tests for dishonor, plagues, barbarian raids and records, kingdom tokens, world-event flow and a few
rulings that no other test names: SA-DISH-1/2/4, SA-PLAGUE-3/4/6, SA-BARB-2/3/4/7, SA-KT-1, SA-WE-6,
SA-WE-BID-1, AMB-04, AMB-15, AMB-44, AMB-84, AMB-86.

Dice are scripted: ``rng.roll(6)`` takes the face index (1..6) of ``dice.DICE[color].faces`` (``f``),
``rng.below(n)`` the index itself. States drop the players' philosophy cards unless a test is about them,
so no philosophy window asks anything along the way."""

from __future__ import annotations

import pytest
from sa_helpers import new, run
from sa_helpers import no_philosophies as no_phil
from test_combat import f, land, pick
from test_disasters import WINNER, effect, opts
from test_disasters import game as game5
from test_kingdom_barbarians import barb, enter, kt, placed, reveal_task
from test_movement import go
from test_supply import board, market
from test_world_events import REVEAL, stack

from pygame_rules.catalog.spring_autumn.content.dice import ARROW
from pygame_rules.catalog.spring_autumn.content.map import AREA, HOMES, ZHOU, adjacent_land, adjacent_seas
from pygame_rules.catalog.spring_autumn.content.tokens import DISHONOR_TOKENS, KINGDOM_TOKENS
from pygame_rules.catalog.spring_autumn.flow import resolve, seat_order
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import actions_economy as E
from pygame_rules.catalog.spring_autumn.rules import treaties as treaties_flow
from pygame_rules.catalog.spring_autumn.rules.actions_supply import supply_sources
from pygame_rules.catalog.spring_autumn.rules.barbarians import barb_combat_task, raid_tribes
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task
from pygame_rules.catalog.spring_autumn.rules.philosophy_use import pay
from pygame_rules.catalog.spring_autumn.rules.scoring import measure, ranking_key, tiebreak_buildings
from pygame_rules.catalog.spring_autumn.rules.upkeep import end_game


def dish(s, seat=0):
    return len(s.players[seat]["dishonor"])


def all_dishonor(s):
    return sorted(s.dishonor_pool + [v for p in s.players for v in p["dishonor"]])


def bld(kind="market", st="active", mine=False):
    return {"b": kind, "mine": mine, "st": st, "cube": None}


# ---------------------------------------------------------------------- dishonor (SA-DISH-1/2/4)

def drew(s, pool_before, seat, n):
    """``seat`` took ``n`` tokens, all from the pool (every token still accounted for)."""
    assert len(s.dishonor_pool) == pool_before - n
    assert all_dishonor(s) == sorted(DISHONOR_TOKENS)


def test_SA_DISH_1_from_combat_and_kingdom_tokens():
    s, t = land({"infantry": 2}, {"infantry": 2})
    no_phil(s)
    pool = len(s.dishonor_pool)
    s.rng.script = f("green", 1) + f("green", 6)
    s = run(s, t)
    s = pick(s, withdraw="qin")                          # combat: a withdrawal
    assert dish(s, 0) == 1 and dish(s, 1) == 0
    drew(s, pool, 0, 1)
    s = no_phil(placed(board(), {"infantry": 1}))
    kt(s, "yiqu", "red_circle")
    pool = len(s.dishonor_pool)
    run(s, reveal_task())                                # kingdom token: the red circle
    assert dish(s, 0) == 1
    drew(s, pool, 0, 1)


def test_SA_DISH_1_from_treaties_world_events_and_tianlong():
    s = no_phil(board())
    treaties_flow.sign(s, 0, "qin-marriage_alliance", 1, "jin-trade_pact")        # Qin's card: penalty 3
    pool = len(s.dishonor_pool)
    s = run(s, {"t": "treaty_breaks", "seat": 0, "with": [1]})                   # breaking a treaty
    assert dish(s, 0) == 3 and dish(s, 1) == 0
    drew(s, pool, 0, 3)
    s = no_phil(board(players=3))
    pool = len(s.dishonor_pool)
    s = run(s, {"t": "we_effect", "seat": 1, "card": "court_scandal-1", "i": 0})  # a world event
    assert GAME.legal_actions(s) == [{"target": 0}, {"target": 2}]
    s = GAME.apply(s, {"target": 0})
    assert dish(s, 0) == 1 and dish(s, 1) == 0
    drew(s, pool, 0, 1)
    s = no_phil(board())
    s.owner["guo"] = 1
    s.dragons = {"tianlong": "guo"}
    s.add_units(0, "guo", "infantry", 2)
    s.add_units(1, "guo", "infantry", 2)
    pool = len(s.dishonor_pool)
    s.rng.script = [0] + f("green", 3) + f("green", 2)  # Tianlong's token (index 0), then the melee
    s = run(s, combat_task(0, 1, "guo", False, "qin"))   # Tianlong, at the start of the combat
    assert dish(s, 0) == 1 and dish(s, 1) == 0 and s.tasks[-1]["t"] == "combat"
    drew(s, pool, 0, 1)


def test_SA_DISH_1_from_philosophies_paid_with_dishonor():

    s = board()
    p = s.players[0]
    p["honor"] = 0
    card = p["philosophies"][0]["id"]
    pool = len(s.dishonor_pool)
    pay(s, 0, card, "dishonor")                          # the token lies on the card until upkeep
    assert len(s.dishonor_pool) == pool - 1 and dish(s, 0) == 0
    run(s, {"t": "upk_philosophies"})
    assert dish(s, 0) == 1 and p["philosophies"][0]["token"] is None
    drew(s, pool, 0, 1)


def test_SA_DISH_2_count_public_values_hidden_from_others_and_never_shown():
    s = no_phil(board())
    s.players[0]["dishonor"] = [s.dishonor_pool.pop(), s.dishonor_pool.pop()]
    mine, theirs, spectator = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert mine["players"][0]["dishonor"] == s.players[0]["dishonor"]          # the owner sees the values
    assert theirs["players"][0]["dishonor"] is None and spectator["players"][0]["dishonor"] is None
    assert theirs["players"][0]["dishonor_tokens"] == 2 == spectator["players"][0]["dishonor_tokens"]
    assert isinstance(theirs["dishonor_pool"], int)                              # the pool: face down
    # returning a token (Mandate of Heaven): the public log names no value
    s.players[0]["dishonor"] = [0, 3]
    for v in (0, 3):
        s.dishonor_pool.remove(v)
    s = run(s, {"t": "we_effect", "seat": 0, "card": "mandate_of_heaven", "i": 0})
    assert GAME.legal_actions(s) == [{"dishonor": 0}, {"dishonor": 3}]
    for a in GAME.legal_actions(s):
        assert not any(ch.isdigit() for ch in GAME.public_description(s, a)), GAME.public_description(s, a)
    s = GAME.apply(s, {"dishonor": 3})
    assert s.players[0]["dishonor"] == [0] and not any("3" in line for line in s.log_tail(2))
    assert GAME.view(s, 1)["players"][0]["dishonor"] is None


def test_SA_DISH_4_most_dishonor_points_not_tokens_eliminated_at_the_end():
    s = new(1, players=3)
    for p in s.players:
        p["objectives"] = []
    s.players[0]["dishonor"] = [0, 0, 1, 1]              # 4 tokens, 2 points
    s.players[1]["dishonor"] = [3]                       # 1 token, 3 points
    s.players[2]["dishonor"] = [1]
    s.marks = {"treasury": [1]}                          # the eliminated player would have won
    end_game(s, "test")
    assert [p["eliminated"] for p in s.players] == [False, True, False]
    # seat 1 is out despite its public objective; seat 2 (1 point) then beats seat 0 (2 points, 4 tokens)
    assert s.final["eliminated"] == [1] and s.winners == [2]


# ---------------------------------------------------------------------- plagues (SA-PLAGUE-3/4/6)

def plague_game():
    """5 players; Qi's palace stands in Song; Zheng is Jin's (2 infantry)."""
    s = no_phil(game5())
    s.players[2]["palace"] = "song"
    s.owner["zheng"] = 1
    s.add_units(1, "zheng", "infantry", 2)
    return s


def spread_lines(s):
    return [x for x in s.log if x.startswith("plague spread roll for ")]


def first_strike(s, cai=5, qunshu=4, zheng=6):
    """The plague strikes neutral Chen; its neighbours Cai, Qunshu, Zheng roll (Song has a palace)."""
    effect(s, "plague-1")
    s.rng.script = f("blue", cai, qunshu, zheng)
    resolve(s, {"plague_at": "chen"})
    return s


def test_SA_PLAGUE_3_spread_rolls_blue_for_each_unmarked_neighbour_5_6_infects():
    s = plague_game()
    first_strike(s, cai=5, qunshu=4, zheng=6)
    assert spread_lines(s) == ["plague spread roll for Cai: 5, infected",
                               "plague spread roll for Qunshu: 4, spared",
                               "plague spread roll for Zheng: 6, infected"]   # no roll for Song (palace)
    assert s.tasks[-1]["infected"] == ["cai", "zheng"] and s.tasks[-1]["immune"] == ["chen"]
    # Zheng struck next: its neighbours with a commerce (Chen) or knowledge (Cai) marker or a palace
    # (Jin, Song) do not roll; Shen, Wei and Zhou do
    n = len(spread_lines(s))
    s.rng.script = f("blue", 1, 2, 3)
    resolve(s, {"plague_at": "zheng"})
    assert spread_lines(s)[n:n + 3] == ["plague spread roll for Shen: 1, spared",
                                        "plague spread roll for Wei: 2, spared",
                                        "plague spread roll for Zhou: 3, spared"]
    assert sorted(adjacent_land("zheng")) == ["cai", "chen", "jin", "shen", "song", "wei", "zhou"]


def test_SA_PLAGUE_4_the_winner_picks_an_infected_area_where_kills_and_spreads_apply():
    s = plague_game()
    first_strike(s, cai=5, qunshu=6, zheng=6)
    assert s.decision_seat == WINNER and opts(s, "plague_at") == ["cai", "qunshu", "zheng"]
    s.rng.script = f("blue", 1, 5, 1)                    # Zheng's spread: Shen, Wei (infected), Zhou
    resolve(s, {"plague_at": "zheng"})                   # the winner's choice, not the sorted first
    assert s.unit_count(1, where="zheng") == 1           # Kills: half-reduction of Zheng's owner
    t = s.tasks[-1]
    assert t["t"] == "dis_plague" and t["immune"] == ["chen", "zheng"]   # knowledge swapped for commerce
    assert t["infected"] == ["cai", "qunshu", "wei"]     # Spreads applied from Zheng
    assert s.decision_seat == WINNER and opts(s, "plague_at") == ["cai", "qunshu", "wei"]
    assert "the plague strikes Zheng" in s.log and "the plague strikes Cai" not in s.log


def test_SA_PLAGUE_6_repeats_until_no_infected_area_then_the_markers_return():
    s = plague_game()
    first_strike(s, cai=5, qunshu=4, zheng=6)
    s.rng.script = f("blue", 1, 1, 1) + f("blue", 1, 1)  # Zheng: Shen, Wei, Zhou; then Cai: Shen, Sui
    resolve(s, {"plague_at": "zheng"})
    assert not s.tasks and not s.rng.script              # Cai was struck too: nothing infected is left
    assert [x for x in s.log if x.startswith("the plague strikes")] == [
        "the plague strikes Chen", "the plague strikes Zheng", "the plague strikes Cai"]
    assert "the plague is over: its markers return to the pool" in s.log
    # the markers are back: a new plague can strike Chen again, and Cai and Zheng roll again
    effect(s, "plague-1")
    assert {"chen", "cai", "zheng"} <= set(opts(s, "plague_at"))
    n = len(spread_lines(s))
    s.rng.script = f("blue", 1, 1, 1)
    resolve(s, {"plague_at": "chen"})
    assert [x.split(":")[0] for x in spread_lines(s)[n:]] == [
        "plague spread roll for Cai", "plague spread roll for Qunshu", "plague spread roll for Zheng"]
    assert not s.tasks
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- barbarian raids (SA-BARB-2/3/4/7)

def tribe_token(s, tribe, attack, defense):
    """Give ``tribe`` a token of these values (swapping with the pool)."""
    tok = next(b for b in s.barbarian_pool if b.startswith(f"b{attack}{defense}-"))
    s.barbarian_pool.remove(tok)
    s.barbarian_pool.append(s.tribes[tribe])
    s.tribes[tribe] = tok
    return tok


def test_SA_BARB_2_barbarians_stay_in_the_first_area_they_enter():
    s = no_phil(placed(board(), {"infantry": 1}))
    tok = tribe_token(s, "quanrong", 3, 6)
    s.rng.script = [1, 0] + f("green", 4)                # arrow 1 -> Yiqu; refill; 4: nothing happens
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert s.barbarians == {"yiqu": [tok]}
    s = pick(s, withdraw="qin")                          # the defender leaves: the barbarians do not follow
    assert s.barbarians == {"yiqu": [tok]} and s.unit_count(0, where="qin") == 1 and not s.tasks
    s = run(s, {"t": "upk_pillage"})                     # nor do they move on in upkeep
    assert s.barbarians == {"yiqu": [tok]}
    s.rng.script = [1, 0]                                # the next raid of the tribe brings its new token
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert s.barbarians["yiqu"][0] == tok and len(s.barbarians["yiqu"]) == 2 and len(s.barbarians) == 1


def test_SA_BARB_3_the_tribe_is_refilled_from_the_pool_at_random():
    for k in (0, 3):
        s = no_phil(board())
        pool = list(s.barbarian_pool)
        s.rng.script = [1, k]                            # Yiqu; the refill draws pool index k
        run(s, {"t": "barb_raid", "seat": 0})
        s = pick(s, tribe="quanrong")
        assert s.tribes["quanrong"] == pool[k]
        assert s.barbarian_pool == pool[:k] + pool[k + 1:]
    s = no_phil(board())
    s.barbarian_pool, moved = [], list(s.barbarian_pool)
    s.barbarians["hexi"] = moved                         # (keep every token accounted for)
    s.rng.script = [1]
    run(s, {"t": "barb_raid", "seat": 0})
    s = pick(s, tribe="quanrong")
    assert s.tribes["quanrong"] is None and "quanrong" not in raid_tribes(s)   # empty pool: nothing to refill


def test_SA_BARB_4_raiders_stack_on_top_of_barbarians_already_there():
    s = no_phil(board())
    old, = barb(s, "shu", (5, 4))
    s.revealed = [old]                                   # already face up from an earlier fight
    t1, t2 = s.tribes["quanrong"], s.tribes["nanman"]
    s.rng.script = [4, 0]                                # Quanrong 4-6 -> Shu
    run(s, {"t": "barb_raid", "seat": 0})
    s = pick(s, tribe="quanrong")
    s.rng.script = [1, 0]                                # Nanman 1-2 -> Shu
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="nanman")
    assert s.barbarians["shu"] == [old, t1, t2]          # the last one in is on top
    assert s.revealed == [old]                           # the newcomers stay face down
    assert GAME.view(s, 1)["barbarians"]["shu"] == [old, None, None]


def test_SA_BARB_7_AMB_01_the_remover_keeps_a_record_of_every_removed_token():
    s = no_phil(placed(board(), {"archer": 1, "infantry": 1}))
    a, b = barb(s, "yiqu", (4, 5), (3, 6))
    s.rng.script = f("purple", ARROW)                    # archery removes the top token
    run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    s.rng.script = f("purple", 6) + f("green", 1)        # melee: strength 6 removes the 3/6
    s = pick(s, fight=True)
    assert "yiqu" not in s.barbarians and s.players[0]["barbarians_destroyed"] == [a, b]
    assert a in s.barbarian_pool and b in s.barbarian_pool              # the tokens themselves go back
    assert measure(s, 0, "barbarians_destroyed") == 2                   # Frontier Guardian counts them
    assert GAME.view(s, 1)["players"][0]["barbarians_destroyed"] == [a, b]
    # a defender who beats raiders keeps the record too
    s = no_phil(placed(board(), {"infantry": 1}))
    tok = tribe_token(s, "quanrong", 6, 3)
    s.rng.script = [1, 0] + f("green", 6) + [0]          # Yiqu; refill; 6 removes 6/3 (and costs a unit)
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert s.players[0]["barbarians_destroyed"] == [tok] and s.players[1]["barbarians_destroyed"] == []


# ---------------------------------------------------------------------- kingdom tokens (SA-KT-1, AMB-44)

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_SA_KT_1_kingdom_tokens_placed_at_setup_three_on_zhou(players):
    s = new(7, players=players)
    assert len(s.kingdom[ZHOU]) == 3                     # the emperor's centre of power
    assert not s.revealed                                # face down
    assert sorted(s.kingdom_box + [k for ks in s.kingdom.values() for k in ks]) == sorted(KINGDOM_TOKENS)
    assert not any(s.kingdom.get(HOMES[f]) for f in s.factions)         # never on a played home
    if players == 5:
        assert {a: len(k) for a, k in s.kingdom.items()} == {"zhou": 3, "song": 1, "yan": 1, "yue": 1}
    assert GAME.view(s, 0)["kingdom"] == {a: len(k) for a, k in s.kingdom.items()}


def test_AMB_44_alliance_owns_the_area_at_once_and_upkeep_conquest_destroys_nothing(reveals):
    s = no_phil(board())
    s.buildings["yiqu"] = [bld("market"), bld("barracks", mine=True)]
    kt(s, "yiqu", "alliance")
    assert {"market": "yiqu"} not in supply_sources(s, 0)
    s = enter(s, {"infantry": 1})
    assert s.owner["yiqu"] == 0 and reveals == [0]
    assert {"market": "yiqu"} in supply_sources(s, 0)                  # its market powers supply now
    assert {"area": "yiqu", "use": "barracks"} in E.power_choices(s, 0, "train")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["yiqu"] == 0 and len(s.buildings["yiqu"]) == 2      # no conquest: nothing destroyed
    assert not any("conquers" in x for x in s.log)


# ---------------------------------------------------------------------- world-event flow (SA-WE-6, SA-WE-BID-1)

def we_game(honor=(0, 0, 0)):
    s = no_phil(board(players=3))
    s.holder, s.face = 0, "sun"
    s.phase, s.passed = "action", [False] * 3
    for p, h in zip(s.players, honor, strict=False):
        p["honor"] = h
    return s


def test_SA_WE_BID_1_every_players_honor_is_announced_before_the_bids():
    s = we_game(honor=(4, 0, 2))
    s.dragon_d = 1
    stack(s, "imperial_favor")
    run(s, REVEAL)
    order = seat_order(s)
    line = next(x for x in s.log if "occurs: honor" in x)
    assert line == "Imperial Favor occurs: honor " + ", ".join(
        f"{s.name(i)} {s.players[i]['honor']}" for i in order) + "; sealed bids"
    assert line == "Imperial Favor occurs: honor Qin 4, Jin 0, Qi 2; sealed bids"
    assert s.tasks[-1]["t"] == "bid" and all(b is None for b in s.tasks[-1]["bids"])   # before any bid
    assert [GAME.view(s, 1)["players"][i]["honor"] for i in range(3)] == [4, 0, 2]   # public


def test_SA_WE_BID_3_the_public_log_never_shows_a_sealed_bid():
    s = we_game(honor=(3, 3, 3))
    s.dragon_d = 1
    stack(s, "imperial_favor")
    run(s, REVEAL)
    assert GAME.legal_actions(s) == [{"bid": k} for k in range(4)]
    assert [GAME.public_description(s, a) for a in GAME.legal_actions(s)] == ["bid in secret"] * 4
    assert GAME.describe_action(s, {"bid": 2}) == "bid 2 honor (sealed)"      # the bidder's own words


def test_SA_WE_6_play_resumes_with_the_next_players_action():
    s = we_game(honor=(0, 0, 2))
    market(s, "qin", 0)
    s.add_units(0, "qin", "infantry")
    s.dragon_d = 1
    stack(s, "bountiful_harvest-1")                      # chaos 1: the fireball
    s = run(s, {"t": "action", "seat": 0}, {"t": "action", "seat": 1}, {"t": "action", "seat": 2})
    s = GAME.apply(s, {"action": "supply"})
    if s.tasks[-1].get("step") == "source":
        s = GAME.apply(s, {"market": "qin"})
    s = GAME.apply(s, {"mode": "move"})
    if s.tasks[-1].get("step") == "area":
        s = GAME.apply(s, {"area": "qin"})
    s = go(s, "infantry", "qin", "yu")
    assert s.tasks[-1]["t"] == "bid" and s.decision_seat == 2           # Qin and Jin have 0 honor
    s = GAME.apply(s, {"bid": 1})
    assert s.players[2]["events_won"] == ["bountiful_harvest-1"] and s.players[2]["commerce"] == 3
    assert s.decision_seat == 1 and s.tasks[-1] == {"t": "action", "seat": 1}   # not the winner: Jin
    assert s.tasks[-2] == {"t": "action", "seat": 2}
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- AMB-04 (tie-break measures)

def test_AMB_04_least_dishonor_is_points_then_tokens_and_what_most_buildings_counts():
    def trio():
        s = new(1, players=3)
        for p in s.players:
            p["objectives"] = []
        s.players[2]["dishonor"] = [3, 3]                # seat 2 is eliminated; seats 0 and 1 are compared
        return s

    s = trio()
    s.players[0]["dishonor"], s.players[1]["dishonor"] = [0, 0, 1], [2]     # 1 point (3 tokens) vs 2 points
    end_game(s, "test")
    assert s.winners == [0]
    s = trio()
    s.players[0]["dishonor"], s.players[1]["dishonor"] = [1, 1], [2]        # 2 points each: fewer tokens
    end_game(s, "test")
    assert s.winners == [1]
    # most buildings: owned areas' buildings, under construction included, the palace, completed walls
    s = trio()
    assert tiebreak_buildings(s, 0) == tiebreak_buildings(s, 1) == 4         # 3 buildings + the palace
    s.buildings["qin"].append(bld("barracks", "uc"))
    s.great_wall["quanrong_yiqu"] = {"owner": 0, "st": "active", "cube": None}
    s.great_wall["beidi_dai"] = {"owner": 1, "st": "uc", "cube": None}      # not completed: no count
    s.buildings["song"] = [bld(), bld()]                                     # not owned by anyone
    s.units[1]["song"] = {"infantry": [1, 0, 0]}
    assert tiebreak_buildings(s, 0) == 6 and tiebreak_buildings(s, 1) == 4
    end_game(s, "test")
    assert s.winners == [0]
    s = trio()
    s.players[1]["palace"] = None                                           # held off the board
    assert tiebreak_buildings(s, 1) == 3 and ranking_key(s, 0) > ranking_key(s, 1)


# ---------------------------------------------------------------------- AMB-15 / AMB-86 (train and build)

TWO = "wei"


def econ_board(area, buildings):
    s = no_phil(new(1))
    for u in s.units:
        u.clear()
    s.phase, s.passed = "action", [False] * s.n
    s.owner[area] = 0
    s.buildings[area] = [bld(b) for b in buildings]
    for k in s.players[0]["sections"]:
        s.players[0]["sections"][k] = 1
    return s


def test_AMB_15_build_and_train_allowed_beside_enemy_units_and_barbarians_and_no_combat():
    s = econ_board(TWO, ["barracks"])
    s.add_units(1, TWO, "infantry", 2)
    s.barbarians[TWO] = [s.barbarian_pool.pop()]
    s = run(s, {"t": "action", "seat": 0})
    assert {"action": "train"} in GAME.legal_actions(s) and {"action": "build"} in GAME.legal_actions(s)
    b = s.copy()
    s = GAME.apply(s, {"action": "train"})
    if s.tasks[-1]["t"] == "train" and "area" not in s.tasks[-1]:
        s = GAME.apply(s, {"area": TWO, "use": "barracks"})
    s = GAME.apply(s, {"unit": "infantry"})
    assert s.unit_count(0, "infantry", TWO) == 1 and s.unit_count(1, "infantry", TWO) == 2
    assert s.barbarians[TWO] and not any(t["t"] in ("combat", "barb_combat") for t in s.tasks)
    assert not any("combat" in x for x in s.log)         # they coexist until somebody moves
    b = GAME.apply(b, {"action": "build"})
    assert {"area": TWO} in GAME.legal_actions(b) or b.tasks[-1].get("area") == TWO
    if b.tasks[-1].get("area") != TWO:
        b = GAME.apply(b, {"area": TWO})
    if "place" not in b.tasks[-1]:
        b = GAME.apply(b, {"place": "settlement"})
    b = GAME.apply(b, {"building": "fortification"})
    assert [x["b"] for x in b.buildings[TWO]] == ["barracks", "fortification"]
    assert not any("combat" in x for x in b.log)


def test_AMB_86_junks_may_be_trained_where_no_sea_space_is_adjacent():

    assert not adjacent_seas("lu")
    s = econ_board("lu", ["barracks"])
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "train"})
    if s.tasks[-1]["t"] == "train" and "area" not in s.tasks[-1]:
        s = GAME.apply(s, {"area": "lu", "use": "barracks"})
    assert {"unit": "junk"} in GAME.legal_actions(s)
    s = GAME.apply(s, {"unit": "junk"})
    assert s.units[0] == {"lu": {"junk": [1, 0, 0]}}


# ---------------------------------------------------------------------- AMB-84 (home areas)

def quake(s, area, winner=0):
    s = run(s, {"t": "we_effect", "seat": winner, "card": "earthquake-1", "i": 0})
    resolve(s, {"reduce_at": area})
    return s


def test_AMB_84_a_home_reverts_only_to_a_faction_in_play_even_without_its_units():
    s = no_phil(new(1, players=2))                       # Qin and Jin play; Qi does not
    for u in s.units:
        u.clear()
    assert "qi" not in s.factions and AREA["qi"].home == "qi"
    s.owner["qi"] = 0
    s.add_units(0, "qi", "infantry")
    s = quake(s, "qi")
    assert "qi" not in s.owner                            # Qi is not in play: neutral
    # Jin's home, conquered by Qin, emptied: back to Jin although no Jin unit is there
    s.players[1]["palace"] = "wei"
    s.owner["wei"] = 1
    s.owner["jin"] = 0
    s.buildings["jin"] = [bld()]
    s.add_units(0, "jin", "infantry")
    s = quake(s, "jin")
    assert s.owner["jin"] == 1 and not s.units[1].get("jin") and not s.buildings.get("jin")
    # and another player conquers a home area like any other
    s.add_units(0, "jin", "cavalry")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["jin"] == 0
    GAME.check_invariants(s)


def test_SA_DISH_3_empty_pool_after_combat_takes_from_another_player_of_your_choice():
    s, t = land({"infantry": 2}, {"infantry": 2})
    no_phil(s)
    s.players[1]["dishonor"] = s.dishonor_pool[:]        # the pool is empty; only the defender holds tokens
    s.dishonor_pool = []
    held = sorted(s.players[1]["dishonor"])
    s.rng.script = f("green", 1) + f("green", 6)
    s = run(s, t)
    s = pick(s, withdraw="qin")                          # the attacker withdraws: a dishonor token is due
    # one other player holds tokens, so the choice is taken at once (a single option)
    assert any("takes a random dishonor token from" in line and "(the pool is empty)" in line for line in s.log)
    assert dish(s, 0) == 1 and dish(s, 1) == len(held) - 1
    assert sorted(s.players[0]["dishonor"] + s.players[1]["dishonor"]) == held
