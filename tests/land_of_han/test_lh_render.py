"""Land of Han drawn from a warlord's view (issue 18): the map's shapes are its adjacency (LH-MAP-1..6), every
region is drawn once with its owner, flavour, armies and improvements in words, the panel shows a warlord's own
realm and order sheet and only the public part of the others', the lobby's setups start real games, and a click
on the map narrows the order menu to the region clicked."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from pygame_rules.ai.base import make_bot
from pygame_rules.catalog.land_of_han.content.map import BASE, EXPANDED
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.logrules import report_rule_for
from pygame_rules.catalog.land_of_han.render import shapes as S
from pygame_rules.catalog.land_of_han.render.board import board_svg
from pygame_rules.catalog.land_of_han.render.panel import panel_html
from pygame_rules.catalog.land_of_han.setups import COMPUTER_CHOICES, bot_name
from pygame_rules.engine.conformance import random_playout
from pygame_rules.engine.game import OptionsError
from pygame_rules.engine.rng import Rng


def _edges(points):
    return [(points[i], points[(i + 1) % len(points)]) for i in range(len(points))]


def _overlap(e, f) -> float:
    """The length two segments share when they lie on one line (0 otherwise)."""
    (ax, ay), (bx, by) = e
    (cx, cy), (dx, dy) = f
    cross = lambda ox, oy, px, py, qx, qy: (px - ox) * (qy - oy) - (py - oy) * (qx - ox)  # noqa: E731
    if abs(cross(ax, ay, bx, by, cx, cy)) > 1e-6 or abs(cross(ax, ay, bx, by, dx, dy)) > 1e-6:
        return 0.0
    if abs(bx - ax) >= abs(by - ay):
        lo, hi = sorted((ax, bx))
        c0, c1 = sorted((cx, dx))
    else:
        lo, hi = sorted((ay, by))
        c0, c1 = sorted((cy, dy))
    return max(0.0, min(hi, c1) - max(lo, c0))


@pytest.mark.parametrize("m", [BASE, EXPANDED], ids=["base", "expanded"])
def test_LH_MAP_1_the_shapes_touch_exactly_where_the_regions_are_adjacent(m):
    table = S.shapes(m.expanded)
    assert set(table) == set(m.regions)
    for a, b in combinations(m.regions, 2):
        shared = max(_overlap(e, f) for e in _edges(table[a].points) for f in _edges(table[b].points))
        assert (shared > 1) == m.adjacent(a, b), (a, b, shared)


def _game(seed=3, seasons=6, **options):
    s = GAME.new_game(seed, **{"players": 4, **options})
    bot, rng = make_bot("han-warlord", GAME), Rng(seed)
    while GAME.current_seat(s) is not None and s.season < seasons:
        seat = GAME.current_seat(s)
        s = GAME.apply(s, bot.choose(GAME, GAME.view(s, seat), seat, GAME.legal_actions(s), rng).action)
    return s


def test_every_region_is_drawn_once_with_its_owner_armies_and_improvements_in_words():
    s = _game()
    seat = GAME.current_seat(s)
    svg = board_svg(GAME.view(s, seat))
    ET.fromstring(svg)
    drawn = re.findall(r'data-region="([^"]+)"', svg)
    assert sorted(drawn) == sorted(s.map.regions)
    palace = s.palace[seat]
    title = re.search(rf'data-region="{palace}"[^>]*><title>([^<]*)</title>', svg).group(1)
    assert f"held by the {s.sheets[seat]['colour']} warlord" in title and "Palace of" in title
    assert "Combat Rating" in title and "walls +2" in title
    built = next(r for r, x in s.improvements.items() if x)
    assert "Improvements:" in re.search(rf'data-region="{built}"[^>]*><title>([^<]*)</title>', svg).group(1)
    assert "brown boundary" in svg and "to Cashgrab" in svg
    for pattern in ("lh-riverplains", "lh-forest", "lh-mountain"):
        assert f'url(#{pattern})' in svg


def test_regions_that_changed_since_your_last_move_are_marked():
    s = _game(seasons=2)
    seat = GAME.current_seat(s)
    now = GAME.view(s, seat)
    before = {**now, "owner": {r: o for r, o in now["owner"].items() if r != s.palace[seat]}}
    svg = board_svg(now, before)
    assert re.search(rf'class="region changed central" data-region="{s.palace[seat]}"', svg)
    assert svg.count("changed-mark") == 1


def test_the_panel_shows_your_realm_and_sheet_and_only_the_public_part_of_the_others():
    s = _game()
    seat = GAME.current_seat(s)
    mine = panel_html(GAME.view(s, seat), seat)
    assert "Your realm" in mine and "Treasury" in mine and f"{s.coins[seat]:,} Coins" in mine
    assert "Max Army Limit" in mine and "Imperial Requirements" in mine and "Your order sheet" in mine
    other = (seat + 1) % s.players
    theirs = panel_html(GAME.view(s, other), other)
    assert "Your order sheet" not in theirs and "writes their orders" in theirs
    spectator = panel_html(GAME.view(s, None), None)
    assert "Your realm" not in spectator and "Treasury" not in spectator


@pytest.mark.parametrize("seed", [1, 2])
def test_what_a_warlord_sees_drawn_does_not_change_when_the_others_hidden_information_is_redrawn(seed):
    s = _game(seed=seed, seasons=5)
    for seat in range(s.players):
        other = GAME.resample_hidden(s, seat, Rng(seed + 10))
        assert GAME.render(GAME.view(other, seat), seat) == GAME.render(GAME.view(s, seat), seat)


def test_the_sheet_lists_each_order_with_its_cost_against_the_treasury():
    s = _game(seasons=3)
    seat = GAME.current_seat(s)
    raise_one = next(a for a in GAME.legal_actions(s) if "raise" in a)
    s = GAME.apply(s, raise_one)
    html = panel_html(GAME.view(s, seat), seat)
    words = GAME.view(s, seat)["realm"]["sheet"][0]["words"]
    assert words.startswith("Raise an army of") and words.split(" (")[0] in html
    cost = GAME.view(s, seat)["realm"]["sheet_cost"]
    assert cost > 0 and f"<b>{cost:,} Coins</b> of your {s.coins[seat]:,} Coins" in html


def _at_march():
    """A game in its fourth season at the sheet's marches: (state, the seat writing, a march it may write)."""
    s = _game(seasons=3)
    seat = GAME.current_seat(s)
    while GAME.view(s, seat)["phase"] != "move":
        s = GAME.apply(s, GAME.legal_actions(s)[-1])
    return s, seat, next(a for a in GAME.legal_actions(s) if "move" in a)


def test_a_click_on_a_region_narrows_marches_to_that_armys_region_and_destination():
    s, _, march = _at_march()
    targets = GAME.choice_targets(s, march)
    assert targets == [f"region:{s.armies[march['move']]['r']}", f"region:{march['to']}"]


def test_every_computer_warlord_the_lobby_offers_is_a_registered_bot():
    for choice in COMPUTER_CHOICES:
        make_bot(bot_name(choice), GAME)
    assert bot_name("mercantile (normal)") == "han-warlord-mercantile"


def test_the_solo_setup_starts_a_game_with_your_religion_and_the_chosen_warlords():
    setup = GAME.setup_from_form("solo", {"computers": 2, "map": "expanded", "turns": "igougo", "years": 3,
                                          "religion": "Daoism", "computer_1": "pious (hard)",
                                          "computer_2": "aggressive (easy)"})
    assert setup["seats"] == {"0": "human", "1": "han-warlord-pious-hard", "2": "han-warlord-aggressive-easy"}
    s = GAME.new_game(5, **setup["options"])
    assert s.players == 3 and s.sheets[0]["religion"] == "daoism" and s.map.expanded
    with pytest.raises(OptionsError, match="bad setup for Land of Han"):
        GAME.setup_from_form("solo", {"computers": 9})
    assert [x["id"] for x in GAME.setups()] == ["solo", "hotseat", "link"]


def test_a_whole_move_is_a_season_sheet_from_its_first_choice():
    """The replay and "since your last move" step by whole sheets: exactly one choice of each sheet begins a
    move, the first one the warlord makes."""
    s = GAME.new_game(2, players=3, years=1)
    bot, rng = make_bot("han-warlord", GAME), Rng(2)
    begun: dict[tuple[int, int], int] = {}
    while GAME.current_seat(s) is not None:
        seat = GAME.current_seat(s)
        action = bot.choose(GAME, GAME.view(s, seat), seat, GAME.legal_actions(s), rng).action
        if GAME.begins_move(s, action):
            assert not s.orders[seat]
            begun[(s.season, seat)] = begun.get((s.season, seat), 0) + 1
        s = GAME.apply(s, action)
    assert set(begun.values()) == {1} and len(begun) == sum(1 for _ in range(4) for _ in range(3))


def test_a_march_written_on_your_sheet_is_drawn_on_your_map_only():
    s, seat, march = _at_march()
    s = GAME.apply(s, march)
    assert 'class="planned-march"' in board_svg(GAME.view(s, seat))
    assert 'class="planned-march"' not in board_svg(GAME.view(s, (seat + 1) % s.players))


def test_your_lands_are_listed_with_what_stands_and_marches_there_and_a_tap_narrows_the_menu():
    s = _game()
    seat = GAME.current_seat(s)
    html = panel_html(GAME.view(s, seat), seat)
    held = [r for r in s.map.regions if s.owner.get(r) == seat]
    assert f"Your lands ({len(held)} regions)" in html
    assert all(f'data-pick="region:{r}"' in html for r in held)
    assert "Trade routes and fees" in html and "Caravans and trade routes" in html


def test_every_line_of_a_season_report_names_its_rule_for_the_pages_link():
    """The notices a game master would have posted, in random games of 5 warlords on both maps: every one is
    matched to the rule it applied (``logrules.REPORT_PATTERNS``), and the panel marks each line with it."""
    unmatched = set()
    for seed in range(4):
        p = random_playout(GAME, seed, {"players": 5, "years": 3, "map": "expanded" if seed % 2 else "base"},
                           check_steps=False, unchecked=True, keep_states=True)
        for s in p.states[::5]:
            unmatched |= {line for lines in s.reports for line in lines if report_rule_for(line) is None}
    assert not unmatched, sorted(unmatched)[:10]
    s = _game()
    seat = GAME.current_seat(s)
    html = panel_html(GAME.view(s, seat), seat)
    assert html.count('data-rule="LH-') == len(s.reports[seat]) > 0
