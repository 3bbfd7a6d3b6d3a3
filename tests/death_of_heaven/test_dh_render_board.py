"""The Death of Heaven map as drawn (``render/board.py``): every territory once, a click target named in words, its
holder's cubes on its spaces or its NPC tile with the diplomacy space, the attack target and the Attacker, the
docks and lanes, well-formed SVG with no internal id in what a player reads."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from pygame_rules.catalog.death_of_heaven.content.factions import FACTION
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.render.board import NPC_GREY, board_svg
from pygame_rules.catalog.death_of_heaven.render.shapes import DOCKS, LANES
from pygame_rules.engine.rng import Rng

SVG = "{http://www.w3.org/2000/svg}"
IDS = re.compile(r"\b(?:[a-z]{3}\d\d|[gn]\d{2,3}|p[ad]\d|" + "|".join(FACTION) + r")\b")


def in_war(seed: int, players: int, mode: str):
    """A random game stopped once a war is declared and a card is on a battlefield."""
    s = GAME.new_game(seed, players=players, mode=mode)
    pick = Rng(seed)
    while GAME.outcome(s) is None and (s.battle is None or not any(s.bf)):
        s = GAME.apply(s, pick.choice(GAME.legal_actions(s)))
    return s


def territories(svg: str) -> dict[str, ET.Element]:
    """Each territory's click target (its shape, classes and words)."""
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(f"{SVG}g"):
        if "territory" in (g.get("class") or "").split():
            assert g.get("data-region") not in out
            out[g.get("data-region")] = g
    return out


def marks(svg: str) -> dict[str, ET.Element]:
    """What is drawn on each territory (names, spaces, cubes), above the water lanes."""
    root = ET.fromstring(svg)
    return {g.get("data-of"): g for g in root.iter(f"{SVG}g") if g.get("class") == "marks"}


def test_every_territory_is_drawn_once_with_its_holder_cubes_and_words():
    s = in_war(3, 5, "simple")
    view = GAME.view(s, 0)
    svg = board_svg(view)
    drawn, on = territories(svg), marks(svg)
    assert set(drawn) == set(TERRITORY) == set(on)
    for tid, target in drawn.items():
        g = on[tid]
        t = TERRITORY[tid]
        title = target.find(f"{SVG}title").text
        assert t.name in title and t.hanzi in title
        assert t.name in " ".join(e.text for e in g.iter(f"{SVG}text"))
        spaces = [e for e in g if e.tag in (f"{SVG}circle", f"{SVG}rect")]
        assert sum(e.tag == f"{SVG}circle" for e in spaces) == t.circles
        if tid in s.owner:
            colour = FACTION[s.factions[s.owner[tid]]].hex
            assert sum(e.get("fill") == colour for e in spaces) == s.level[tid]
            assert GAME.seat_label(s, s.owner[tid]) in title
        else:
            assert sum(e.get("fill") == NPC_GREY for e in spaces) == t.circles
            diamond = [e for e in g if e.tag == f"{SVG}path" and e.get("class") is None and "Z" in e.get("d")
                       and e.get("stroke-width") == "1.3"]
            assert len(diamond) == 1
            holder = s.npc[tid]
            if holder is not None:
                assert diamond[0].get("fill") == FACTION[s.factions[holder]].hex
                assert f"{GAME.seat_label(s, holder)}'s diplomacy cube" in title


def test_the_attack_target_and_the_attacker_are_marked():
    s = in_war(4, 6, "full")
    svg = board_svg(GAME.view(s, 1))
    target = territories(svg)[s.battle["target"]]
    assert "target-of-war" in target.get("class")
    assert "the attack target" in target.find(f"{SVG}title").text
    assert f"Attacker: {GAME.seat_label(s, s.attacker)}" in svg
    # The page scrolls a narrow screen's map to it (play.js boardInView): it is the map's one focus.
    assert svg.count("data-focus=") == 1 and f'data-of="{s.battle["target"]}" data-focus=' in svg


def test_docks_and_lanes_are_drawn_and_no_id_reaches_the_words():
    s = in_war(5, 4, "simple")
    svg = board_svg(GAME.view(s, 2))
    root = ET.fromstring(svg)
    words = " ".join((e.text or "") for e in root.iter() if e.tag in (f"{SVG}text", f"{SVG}title"))
    assert not IDS.search(words), IDS.search(words)
    assert words.count("dock (water borders)") == len(DOCKS)
    lanes = [p for p in root.iter(f"{SVG}path") if p.get("stroke-dasharray") == "6 4"]
    assert len(lanes) == len(LANES)


def test_territories_that_changed_since_your_last_move_are_marked():
    s = in_war(6, 5, "simple")
    before = GAME.view(s, 0)
    after = dict(before)
    tid = next(iter(s.owner))
    after["level"] = {**before["level"], tid: before["level"][tid] + 1}
    svg = board_svg(after, before)
    marked = [t for t, g in territories(svg).items() if "changed" in g.get("class")]
    assert marked == [tid]
    assert [t for t, g in marks(svg).items() if g.find(f"{SVG}circle[@class='change-badge']") is not None] == [tid]
    assert not [t for t, g in territories(board_svg(before, before)).items() if "changed" in g.get("class")]


def test_before_the_full_rules_lay_out_the_map_the_bare_territories_are_drawn():
    s = GAME.new_game(8, players=5, mode="full")
    view = GAME.view(s, GAME.current_seat(s))
    out = GAME.render(view, GAME.current_seat(s))
    assert set(territories(out["svg"])) == set(TERRITORY)
    assert "not laid out yet" in out["svg"] and "dh-decision" in out["panel"]
