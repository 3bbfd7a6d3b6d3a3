"""Marks of what changed since the seat's last move: on the board's regions and Voyages, and on new cards."""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET

from scenario import act, position

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS, HOMELANDS
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.render import render
from pygame_rules.catalog.ming_voyages.render.changes import region_changes
from pygame_rules.engine.conformance import random_playout

SVG = "{http://www.w3.org/2000/svg}"


def _groups(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(SVG + "g"):
        if g.get("data-region"):
            out[g.get("data-region")] = g
        elif g.get("data-voyage"):
            out["voyage " + g.get("data-voyage")] = g
    return out


def _changed(svg: str) -> dict[str, str]:
    """Each marked region or Voyage and the title of its change badge."""
    out = {}
    for key, g in _groups(svg).items():
        classes = g.get("class").split()
        badge = [b for b in g.iter(SVG + "g") if b.get("class") == "change-badge"]
        assert ("changed" in classes) == bool(badge), key
        if badge:
            out[key] = badge[0].find(SVG + "title").text
    return out


def test_no_marks_without_since():
    s = position(troops={"sichuan": 2}, hordes={"WM": 1}, voyages=[3], hands=([1, 2], [3, 4, 5, 6]))
    drawn = render(GAME.view(s, 0), 0, None)
    assert _changed(drawn["svg"]) == {}
    assert "change-badge" not in drawn["svg"] and "changed" not in drawn["svg"]
    outside_the_key = re.sub(r"<details.*?</details>", "", drawn["panel"])
    assert "mv-changes" not in outside_the_key and "badge-new" not in outside_the_key
    assert " new" not in outside_the_key


def test_the_example_of_the_brief_sichuan_lost_its_troops_to_the_barbarians():
    before = position(troops={"sichuan": 2}, hordes={"WM": 3})
    after = position(hordes={"sichuan": 3})
    drawn = render(GAME.view(after, 0), 0, GAME.view(before, 0))
    marks = _changed(drawn["svg"])
    assert marks == {"sichuan": "Sichuan: Troops 2 → 0, Hordes 0 → 3, now Barbarian",
                     "WM": "Western Mongols: Hordes 3 → 0"}
    sichuan = _groups(drawn["svg"])["sichuan"]
    assert "changed" in sichuan.get("class").split()
    assert "Changed: Troops 2 → 0, Hordes 0 → 3, now Barbarian" in sichuan.find(SVG + "title").text
    # the panel says the same in words (a phone has no hover)
    assert "<h3>Changed on the board</h3>" in drawn["panel"]
    assert "<li>Sichuan: Troops 2 → 0, Hordes 0 → 3, now Barbarian</li>" in drawn["panel"]


def test_every_kind_of_difference_is_named():
    v0 = GAME.view(position(troops={"MH": 2, "yunnan": 1}, gold={"MH": 1}, junks_scs=1,
                            settlements={"MAN": 1}), 0)
    v1 = copy.deepcopy(v0)
    v1["troops"]["MH"], v1["gold"]["MH"] = 0, 3
    v1["junks_scs"], v1["gold"]["SCS"] = 3, 1
    v1["troops"]["yunnan"] = 0
    v1["settlements"]["MAN"] = 2
    v1["battle"] = {"bl": "gansu", "attacker": 1, "step": "att_reroll", "att": [1, 2, 3], "def": [], "open": 0,
                    "round": 1, "first": True}
    assert region_changes(v0, v1) == {
        "MAN": ["Settlements 1 → 2"],
        "yunnan": ["Troops 1 → 0", "now held by nobody"],
        "gansu": ["battle begun"],
        "MH": ["Troops 2 → 0", "Gold 1 → 3"],
        "SCS": ["Junks 1 → 3", "Gold 0 → 1"],
    }
    assert region_changes(v1, v0)["gansu"] == ["battle over"]
    assert region_changes(v0, copy.deepcopy(v0)) == {}


def test_voyages_completed_since_are_marked():
    before = GAME.view(position(voyages=[1]), 0)
    after = GAME.view(position(voyages=[1, 3]), 0)
    drawn = render(after, 0, before)
    assert _changed(drawn["svg"]) == {"voyage 3": "Voyage 3, Arabia: completed"}
    assert "voyage done changed" in drawn["svg"]
    assert "<li>Voyage 3, Arabia: completed</li>" in drawn["panel"]


def test_cards_new_in_the_hand_are_marked_and_only_those():
    before = GAME.view(position(hands=([1, 2], [3, 4, 5, 6])), 0)
    after = GAME.view(position(hands=([2, 7, 9], [3, 4, 5])), 0)
    panel = render(after, 0, before)["panel"]
    marked = re.findall(r'<div class="card \w+ new" data-card="(\d+)"', panel)
    assert marked == ["7", "9"]
    assert panel.count('class="badge-new"') == 2 + 1        # two cards, and the key's sample badge
    assert '<div class="card action" data-card="2"' in panel
    assert "New in your hand: #7 Imperial Edict, #9 Advancement" in panel


def test_a_hidden_hand_marks_nothing_and_an_unchanged_board_says_so():
    before = GAME.view(position(hands=([1, 2], [3, 4, 5, 6])), 0)
    after = GAME.view(position(hands=([1, 2], [3, 4, 5, 8])), 0)     # the Overlord's hand is hidden from seat 0
    drawn = render(after, 0, before)
    assert _changed(drawn["svg"]) == {}
    assert "Nothing on the board has changed." in drawn["panel"]
    assert " new" not in re.sub(r"<details.*?</details>", "", drawn["panel"])


def test_a_real_move_marks_what_it_changed():
    """The Emperor plays #2 (1 CP) for Tax: the Ming Homeland's Gold is marked, nothing else on the board."""
    s = position(troops={"MH": 1}, hands=([2, 7], [3, 4, 5, 6]))
    since = GAME.view(s, 0)
    s = act(s, {"play": "cp", "card": 2})
    for _ in range(3):                  # the order of a reaction, if the rules ask it, then the CP action
        offered = GAME.legal_actions(s)
        pick = next((a for a in offered if a.get("cp") == "tax" or a.get("order") == "mine_first"), None)
        if pick is None:
            break
        s = act(s, pick)
        if pick.get("cp"):
            break
    assert GAME.current_seat(s) == 1
    marks = _changed(render(GAME.view(s, 0), 0, since)["svg"])
    assert marks == {"MH": "Ming Empire Homeland: Gold 0 → 1"}


def test_random_games_mark_exactly_the_regions_that_differ():
    for seed, options in [(21, {}), (22, {"mode": "solo", "difficulty": "hard"})]:
        p = random_playout(GAME, seed, options, check_steps=False)
        prev = None
        for state in p.states[::2]:
            view = GAME.view(state, 0)
            drawn = render(view, 0, prev)
            marks = _changed(drawn["svg"])
            if prev is None:
                assert marks == {}
            else:
                expect = {r for r in HOMELANDS + BORDERLANDS + ("MH", "SCS")
                          if _pieces(prev, r) != _pieces(view, r)
                          or (r in BORDERLANDS and ((prev.get("battle") or {}).get("bl") == r)
                              != ((view.get("battle") or {}).get("bl") == r))}
                expect |= {f"voyage {n + 1}" for n in range(7) if prev["voyages"][n] != view["voyages"][n]}
                assert set(marks) == expect
            ET.fromstring(f"<div>{drawn['panel']}</div>")
            prev = view


def _pieces(v, r):
    if r == "MH":
        return v["troops"]["MH"], v["gold"]["MH"]
    if r == "SCS":
        return v["junks_scs"], v["gold"]["SCS"]
    return v["troops"].get(r), v["hordes"][r], v["settlements"][r]


def test_a_since_missing_keys_is_no_change_not_a_crash():
    view = GAME.view(position(troops={"sichuan": 2}), 0)
    for since in ({"troops": {}}, {"voyages": "?"}, {"hands": 3}, {"mode": "solo"}):
        drawn = render(view, 0, since)
        assert _changed(drawn["svg"]) == {}
