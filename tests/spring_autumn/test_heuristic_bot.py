"""The heuristic bot for a human seat (issue 13): legal, explained choices from the seat's own view."""

from __future__ import annotations

import json
import re

import pytest

from pygame_rules.ai.base import bots_for, make_bot
from pygame_rules.catalog.spring_autumn.bots import Board, melee_dice, round_odds, score, token_risk
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.cli import main
from pygame_rules.engine import conformance as C
from pygame_rules.engine.errors import RulesError
from pygame_rules.engine.registry import get_game
from pygame_rules.engine.rng import Rng

BAD = re.compile(r"\{|Seat |_|\b(qin|jin|qi|wu|chu)-")


def _play(seed: int, bots: list[str], reasons: list[str], roundtrip: bool = False, **options):
    state = GAME.new_game(seed, **options)
    players = {i: make_bot(b) for i, b in enumerate(bots)}
    pick = Rng(seed)
    while GAME.outcome(state) is None:
        legal = GAME.legal_actions(state)
        seat = GAME.current_seat(state)
        if seat is None:
            state = GAME.apply(state, legal[0])
            continue
        bot = players[seat]
        view = GAME.view(state, seat) if bot.uses_view else {}
        if roundtrip:
            view = json.loads(json.dumps(view))
        d = bot.choose(GAME, view, seat, legal, pick)
        assert d.action in legal
        if bot.name == "heuristic":
            reasons.append(d.reason)
        state = GAME.apply(state, d.action)
    return state


def _check(reasons: list[str]) -> None:
    assert reasons
    for r in reasons:
        assert r.strip(), "an empty reason"
        assert not BAD.search(r), r


@pytest.mark.parametrize("seed", [1, 2])
def test_plays_full_games_against_random_bots(seed):
    reasons: list[str] = []
    _play(seed, ["heuristic", "random", "random", "random", "random"], reasons, players=5, turn_limit=12)
    _check(reasons)


def test_plays_against_the_rulebook_ai_players_from_a_json_view():
    reasons: list[str] = []
    _play(3, ["heuristic"] * 5, reasons, roundtrip=True, players=5, seats=["human", "ai", "ai", "ai", "ai"],
          turn_limit=12)
    _check(reasons)


def test_several_heuristic_seats_and_the_variants():
    reasons: list[str] = []
    _play(4, ["heuristic", "heuristic", "random"], reasons, players=3, variant="epic", turn_limit=6)
    _play(5, ["heuristic", "random", "heuristic", "random"], reasons, players=4, variant="safety", turn_limit=6)
    _check(reasons)


def _view(seed: int = 1, seat: int = 0):
    state = GAME.new_game(seed, players=5)
    return json.loads(json.dumps(GAME.view(state, seat)))


def test_with_mercantile_it_builds_a_market_and_says_so():
    view = _view()
    view["players"][0]["objectives"] = ["mercantile-1"]
    view["decision"] = "build"
    legal = [{"building": b} for b in ("barracks", "academy", "shrine", "fortification", "market")]
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(1))
    assert d.action == {"building": "market"}
    assert "market" in d.reason and "Mercantile (private objective)" in d.reason


def test_harm_goes_to_another_faction_never_itself_and_gifts_come_home():
    view = _view()
    view["decision"] = "we_effect"
    bot = make_bot("heuristic")
    d = bot.choose(GAME, view, 0, [{"target": i} for i in range(5)], Rng(2))
    assert d.action != {"target": 0}
    d = bot.choose(GAME, {**view, "decision": "mh_pick"}, 0, [{"holder": i} for i in range(5)], Rng(2))
    assert d.action == {"holder": 0}


def test_it_does_not_break_a_treaty_by_moving_into_the_partners_area():
    view = _view()
    view["decision"] = "move"
    partner = 1
    home = next(a for a, o in view["owner"].items() if o == partner)
    view["players"][0]["held"] = [f"{view['factions'][partner]}-trade_pact"]
    legal = [{"kind": "infantry", "from": "x", "to": home, "by": "land"}, {"done": True}]
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(3))
    assert d.action == {"done": True}, d


def test_it_bids_nothing_without_spare_honor():
    view = _view()
    view["decision"] = "bid"
    view["players"][0]["honor"] = 1
    d = make_bot("heuristic").choose(GAME, view, 0, [{"bid": n} for n in range(2)], Rng(4))
    assert d.action == {"bid": 0} and "honor" in d.reason


def test_five_heuristic_seats_finish_without_a_turn_limit():
    """Seed 512 once went round for ever: exchange commerce, Supply commerce, exchange again (now at most 2
    exchanges a turn)."""
    reasons: list[str] = []
    state = _play(512, ["heuristic"] * 5, reasons, players=5)
    assert GAME.outcome(state) is not None
    _check(reasons)


# ---------------------------------------------------------------------- other games: refused in words

def test_it_refuses_another_game_in_plain_words():
    ming = get_game("ming-voyages")
    with pytest.raises(RulesError) as err:
        make_bot("heuristic", ming)
    words = str(err.value)
    assert words.startswith("the heuristic bot plays only Spring and Autumn: Story of China, not The Ming Voyages")
    assert "heuristic-emperor" in words and "random" in words and "heuristic," not in words
    assert make_bot("heuristic", GAME).name == "heuristic"
    assert "heuristic" in bots_for(GAME) and "heuristic" not in bots_for(ming)
    assert "heuristic-emperor" not in bots_for(GAME) and "random" in bots_for(GAME)
    state = ming.new_game(1)
    seat = ming.current_seat(state)
    with pytest.raises(RulesError, match="plays only Spring and Autumn"):     # choose refuses too, not by lot
        make_bot("heuristic").choose(ming, ming.view(state, seat), seat, ming.legal_actions(state), Rng(1))
    with pytest.raises(RulesError, match="plays only The Ming Voyages"):
        make_bot("heuristic-emperor", GAME)


def test_simulate_refuses_it_for_another_game(capsys):
    assert main(["simulate", "ming-voyages", "--games", "1", "--bot", "heuristic"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"].startswith("the heuristic bot plays only Spring and Autumn")
    assert "for The Ming Voyages choose one of: heuristic-emperor, heuristic-overlord, random" in out["error"]
    assert main(["simulate", "spring-autumn", "--games", "1", "--seed", "2", "--seats", "human,ai,ai",
                 "--bot", "heuristic", "--set", "turn_limit=4"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["games"] == 1


# ---------------------------------------------------------------------- the mixed fuzz's games (tests/test_fuzz.py)

def test_the_mixed_fuzz_draws_every_seat_mix():
    options = [GAME.fuzz_mix(seed)[0] for seed in range(300)]
    mixes = {(o["players"], o["seats"].count("ai")) for o in options}
    assert mixes == {(n, k) for n in range(2, 6) for k in range(1, n)}         # 2-5 seats, 1-4 AI, a human left
    kinds = [set(GAME.fuzz_mix(seed)[1].values()) for seed in range(300)]
    assert {"heuristic", "random"} in kinds and {"heuristic"} in kinds and {"random"} in kinds
    assert GAME.fuzz_mix(7) == GAME.fuzz_mix(7)
    for seed in range(40):
        options, bots = GAME.fuzz_mix(seed)
        GAME.validate_options(options)
        assert sorted(bots) == [i for i, kind in enumerate(options["seats"]) if kind == "human"]


@pytest.mark.parametrize("seed", [0, 4])
def test_mixed_games_with_heuristic_and_random_humans_keep_the_contract(seed):
    """Two of the mixed fuzz's games in the default run (the long run: ``pytest -m fuzz -k mixed``)."""
    options, bots = GAME.fuzz_mix(seed)
    assert set(bots.values()) == {"heuristic", "random"}
    p = C.random_playout(GAME, seed, options, invariants=GAME.check_invariants,
                         bots={s: make_bot(n, GAME) for s, n in bots.items() if n != "random"})
    assert GAME.outcome(p.final) is not None


# ---------------------------------------------------------------------- stronger play (issue 13, item 4)

def test_it_reads_the_dice_before_moving_into_enemy_units():
    """Jin's 3 infantry and 2 cavalry wait in unowned Guo: one infantry of mine stays out, and says why in dice;
    5 infantry, 3 cavalry and an archer of mine with Iron Weapons and Tactics go in."""
    view = _view()
    view["decision"] = "move"
    view["units"][1]["guo"] = {"infantry": [3, 0, 0], "cavalry": [2, 0, 0]}
    legal = [{"kind": "infantry", "from": "qin", "to": "guo", "by": "land"}, {"done": True}]
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(5))
    assert d.action == {"done": True}
    strong = json.loads(json.dumps(view))
    strong["units"][0]["qin"] = {"infantry": [5, 0, 0], "cavalry": [3, 0, 0], "archer": [1, 0, 0]}
    strong["players"][0]["advancements"] = ["iron_weapons", "tactics"]
    d = make_bot("heuristic").choose(GAME, strong, 0, legal, Rng(5))
    assert d.action == legal[0] and "9 units roll 6 dice against 5 with 3" in d.reason, d.reason
    weak = Board(view, 0).fight("qin", "guo")[0]
    assert weak < 1.0 < Board(strong, 0).fight("qin", "guo")[0]


def test_round_odds_follow_the_highest_die():
    assert round_odds(["green"], ["green"]) == pytest.approx((21 / 36, 21 / 36))       # ties kill one each
    assert melee_dice({"infantry", "cavalry"}, {"iron_weapons"}) == ["green", "green", "red", "green"]
    assert melee_dice({"infantry", "cavalry"}, set(), fortified=True) == ["green", "red", "green"]  # no combined arms
    win, lose = round_odds(["green"], ["green", "green"], their_bonus=1)
    assert win < 0.3 and lose > 0.8


def test_with_treasury_up_it_keeps_its_commerce():
    view = _view()
    view["public_up"] = ["treasury"]
    view["players"][0]["commerce"] = 6
    view["players"][0]["honor"] = 6
    view["decision"] = "action"
    legal = [{"action": "exchange"}, {"action": "honor"}]
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(6))
    assert d.action == {"action": "honor"}
    d = make_bot("heuristic").choose(GAME, {**view, "decision": "supply"}, 0, [{"mode": "move"}, {"mode": "commerce"}],
                                     Rng(6))
    assert d.action == {"mode": "commerce"} and "Treasury (public objective)" in d.reason
    view["public_up"] = []
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(6))
    assert d.action == {"action": "exchange"}


def test_with_favored_by_heaven_up_it_bids_its_honor():
    view = _view()
    view["decision"] = "bid"
    view["players"][0]["honor"] = 3
    bids = [{"bid": n} for n in range(4)]
    assert make_bot("heuristic").choose(GAME, view, 0, bids, Rng(4)).action == {"bid": 0}
    view["public_up"] = ["favored_by_heaven"]
    d = make_bot("heuristic").choose(GAME, view, 0, bids, Rng(4))
    assert d.action == {"bid": 3} and "Favored by Heaven" in d.reason


def test_token_risk_reads_the_kingdom_symbols():
    """SA-KT-REF-2..9 over the nine symbols: a lone infantry is shamed by the red circles, the hero circle and
    the archer and cavalry symbols (6 in 9); infantry, cavalry, archer and a hero together only by the red
    circle (1 in 9), and lose no unit to a blood drop."""
    assert token_risk({"infantry"}, 1) == (6 / 9, 2 / 9)
    assert token_risk({"infantry"}, 2) == (4 / 9, 2 / 9)
    assert token_risk({"infantry", "cavalry", "archer", "hero"}, 4) == (1 / 9, 0.0)


def test_it_keeps_a_lone_unit_out_of_a_kingdom_token_area_and_brings_a_safe_mix():
    """SA-KT-2, SA-DISH-1: an unowned area with a face-down kingdom token. A lone infantry stays out and the
    reason says how often the token shames; with an archer, cavalry and hero of mine already there, the infantry
    goes in."""
    view = _view()
    view["decision"] = "move"
    view["kingdom"] = {**view.get("kingdom", {}), "guo": 1}
    view["owner"].pop("guo", None)
    for seat_units in view["units"]:
        seat_units.pop("guo", None)
    view["units"][0]["qin"] = {"infantry": [4, 0, 0]}     # enough to go (no lost fight), one kind only
    legal = [{"kind": "infantry", "from": "qin", "to": "guo", "by": "land"}, {"done": True}]
    d = make_bot("heuristic").choose(GAME, view, 0, legal, Rng(5))
    assert d.action == {"done": True}
    lone = Board(view, 0)
    s, why = score(lone, "move", legal[0])
    assert s < 0.6 and "kingdom token shames 6 in 9" in why, why
    mixed = json.loads(json.dumps(view))
    mixed["units"][0]["guo"] = {"archer": [1, 0, 0], "cavalry": [1, 0, 0], "hero": [1, 0, 0]}
    d = make_bot("heuristic").choose(GAME, mixed, 0, legal, Rng(5))
    assert d.action == legal[0], d.reason


def test_the_page_hands_a_human_seat_to_the_heuristic_bot():
    """The lobby's "let the computer choose" plays a Spring and Autumn seat with the heuristic bot (metadata
    ``bots``), which knows this game."""
    bots = GAME.metadata()["bots"]
    assert set(bots.values()) == {"heuristic"} and len(bots) == GAME.max_players
    assert make_bot(bots["0"], GAME).name == "heuristic"
