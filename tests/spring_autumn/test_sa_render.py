"""Drawing Spring and Autumn (render/): the map and the boards from a seat's view, and nothing hidden."""

import copy
import re
import time
import xml.etree.ElementTree as ET

import pytest

from pygame_rules import get_game
from pygame_rules.catalog.spring_autumn.content.map import AREAS, SEA_SPACES
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE
from pygame_rules.engine.rng import Rng

GAME = get_game("spring-autumn")
SVG = "{http://www.w3.org/2000/svg}"


def _play(steps: int, seed: int = 3, **options):
    s = GAME.new_game(seed, **({"players": 5} | options))
    r = Rng(seed + 4)
    before = None
    for i in range(steps):
        if GAME.outcome(s) is not None:
            break
        if i == steps - 40:
            before = s
        acts = GAME.legal_actions(s)
        s = GAME.apply(s, acts[r.below(len(acts))])
    return s, before


@pytest.fixture(scope="module")
def mid():
    return _play(400)


def _text(markup: str) -> str:
    return re.sub(r"<[^>]+>", " ", markup)


def test_svg_parses_and_names_every_area_and_sea(mid):
    s, _ = mid
    out = GAME.render(GAME.view(s, 0), 0, None)
    root = ET.fromstring(out["svg"])
    texts = {t.text for t in root.iter(f"{SVG}text")}
    for a in AREAS:
        assert a.name in texts, a.name
    for sea in SEA_SPACES:
        short = sea.name.split(": ", 1)[-1].replace(" Sea", "")
        assert short in texts, sea.name
    regions = {g.get("data-region") for g in root.iter(f"{SVG}g") if g.get("data-region")}
    assert {a.id for a in AREAS} | {x.id for x in SEA_SPACES} <= regions
    ET.fromstring(f"<div>{out['panel']}</div>")           # the panel is well-formed too


def test_pieces_stand_where_the_view_puts_them(mid):
    s, _ = mid
    view = GAME.view(s, 0)
    root = ET.fromstring(GAME.render(view, 0, None)["svg"])
    groups = {g.get("data-region"): g for g in root.iter(f"{SVG}g") if g.get("data-region")}
    checked = 0
    for seat, locs in enumerate(view["units"]):
        for loc, kinds in locs.items():
            for kind, counts in kinds.items():
                if not sum(counts):
                    continue
                units = [u for u in groups[loc].iter(f"{SVG}g") if u.get("class") == f"unit {kind}"]
                titles = [u.find(f"{SVG}title").text for u in units]
                counts_shown = [t.text for u in units for t in u.iter(f"{SVG}text") if t.get("class") == "count"]
                assert str(sum(counts)) in counts_shown, (loc, seat, kind, titles)
                checked += 1
    assert checked >= 10
    for area, seat in view["owner"].items():
        title = groups[area].find(f"{SVG}title").text
        assert f"owned by {GAME.view(s, 0)['factions'][seat].capitalize()}" in title


def test_hidden_information_never_reaches_another_seat(mid):
    s, _ = mid
    for seat in range(s.n):
        out = GAME.render(GAME.view(s, seat), seat, None)
        html = out["panel"] + out["svg"]
        own = {OBJECTIVE[o].title for o in s.players[seat]["objectives"]}
        for other in range(s.n):
            if other == seat:
                continue
            for o in s.players[other]["objectives"]:
                if OBJECTIVE[o].title not in own:
                    assert OBJECTIVE[o].title not in html, (seat, other, o)
        assert html.count("Dishonor tokens:</b> ") == s.n
        assert html.count("(values hidden)") == s.n - 1
        # a redraw of everything this seat cannot see draws the same picture
        other_world = GAME.resample_hidden(s, seat, Rng(99))
        assert GAME.render(GAME.view(other_world, seat), seat, None) == out


def test_seats_named_by_faction_and_no_raw_ids(mid):
    s, before = mid
    for seat in (0, 2, None):
        out = GAME.render(GAME.view(s, seat), seat, GAME.view(before, seat))
        words = _text(out["svg"]) + _text(out["panel"])
        assert "Seat " not in words
        assert "{" not in words and "}" not in words
        assert not re.findall(r"\b[a-z]+_[a-z_]+\b", words), re.findall(r"\b[a-z]+_[a-z_]+\b", words)[:5]
        assert not re.findall(r"\b[a-z]+-\d+\b", words), re.findall(r"\b[a-z]+-\d+\b", words)[:5]
        assert "qin-" not in words and "None" not in words


def test_render_is_a_pure_function_of_the_view(mid):
    s, before = mid
    view, since = GAME.view(s, 1), GAME.view(before, 1)
    kept = copy.deepcopy((view, since))
    first = GAME.render(view, 1, since)
    assert (view, since) == kept
    assert GAME.render(copy.deepcopy(view), 1, copy.deepcopy(since)) == first


def test_since_marks_units_and_ownership(mid):
    s, _ = mid
    view = GAME.view(s, 0)
    since = copy.deepcopy(view)
    area = next(a for a, o in view["owner"].items() if o == 1)
    del since["owner"][area]
    seat, loc = next((i, loc) for i, locs in enumerate(view["units"]) for loc in locs
                     if loc in {a.id for a in AREAS} and loc != area)
    since["units"][seat][loc] = {}
    out = GAME.render(view, 0, since)
    root = ET.fromstring(out["svg"])
    changed = {g.get("data-region") for g in root.iter(f"{SVG}g")
               if g.get("data-region") and "changed" in (g.get("class") or "").split()}
    assert changed == {area, loc}
    assert "now owned by Jin" in out["panel"]
    assert "Changed on the map since your last move" in out["panel"]
    assert "changed" not in GAME.render(view, 0, copy.deepcopy(view))["svg"].split('class="area')[1][:40]


def test_ai_boards_show_their_tracks_and_grudge():
    s, _ = _play(250, seed=5, seats=["human", "ai", "ai", "ai", "ai"])
    panel = GAME.render(GAME.view(s, 0), 0, None)["panel"]
    assert panel.count("AI tracks:") == 4 and "grudge against" in panel


def test_render_time_of_a_five_player_mid_game_view(mid):
    s, before = mid
    view, since = GAME.view(s, 0), GAME.view(before, 0)
    GAME.render(view, 0, since)
    n = 50
    t = time.perf_counter()
    for _ in range(n):
        GAME.render(view, 0, since)
    print(f"\nSpring and Autumn render: {(time.perf_counter() - t) / n * 1000:.1f} ms per 5-player mid-game view")


def test_seats_are_named_by_faction_in_a_game_and_by_number_before_one():
    """Issue 14: seats are named by faction, not "Seat 0"; an AI player says so. Before a game exists (the lobby,
    the list of saves) a seat has no faction yet."""
    state = GAME.new_game(3, players=3, seats=["human", "ai", "human"], factions=["wu", "qin", "chu"])
    assert [GAME.seat_label(state, i) for i in range(3)] == ["Wu", "Qin (AI)", "Chu"]
    assert GAME.seat_name(0) == "Player 1" and GAME.seat_label(state, None) == "the game"
