"""The panel's rarer parts (render/panel.py): Qiulong's look at the world events (the looker's eyes only), the
safety game's palace garrison, the world-event discard and the final scoring; content names throughout."""

import random
import re
import xml.etree.ElementTree as ET

from sa_helpers import new
from test_dragons import _qiulong  # noqa: PLC2701
from test_safety import safe

from pygame_rules.catalog.spring_autumn.content.events import WORLD_EVENT
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.upkeep import end_game


def _panel(s, seat):
    html = GAME.render(GAME.view(s, seat), seat, None)["panel"]
    ET.fromstring(f"<div>{html}</div>")                    # well-formed
    words = re.sub(r"<[^>]+>", " ", html)
    assert "Seat " not in words and "None" not in words
    assert not re.findall(r"\b[a-z]+_[a-z_]+\b", words), re.findall(r"\b[a-z]+_[a-z_]+\b", words)[:5]
    assert not re.findall(r"\b[a-z]+-\d+\b", words), re.findall(r"\b[a-z]+-\d+\b", words)[:5]
    return html


def test_qiulong_look_shows_the_cards_to_the_looker_only():
    top = ["flood-2", "drought-1", "yinglong_descends"]
    s = _qiulong(top)
    mine = _panel(s, 0)
    assert "Qiulong: a look at the world events" in mine and "Still to decide" in mine
    for c in top:
        assert f"<b>{WORLD_EVENT[c].title}</b>: {WORLD_EVENT[c].text}"in mine.replace("&#x27;", "'"), c
    s = GAME.apply(s, {"qiulong_keep": top[2]})
    mine = _panel(s, 0)
    assert "Kept so far" in mine.split("Still to decide")[1]
    for seat in (1, None):
        theirs = _panel(s, seat)
        assert "is looking at the top of the world-event deck with Qiulong: 2 cards still to decide, 1 kept" \
            in theirs
        for c in top:
            assert WORLD_EVENT[c].text not in theirs.replace("&#x27;", "'"), (seat, c)


def test_safety_game_palace_garrison():
    s = safe()
    s.players[0]["garrison"] = []
    html = _panel(s, 0)
    assert "<b>Palace garrison:</b> 1 infantry, 1 cavalry, 1 archer" in html
    assert "<b>Palace garrison:</b> none standing" in html          # seat 0's garrison was destroyed
    s.players[1]["garrison"] = ["cavalry"]
    assert "<b>Palace garrison:</b> 1 cavalry</p>" in _panel(s, 1)
    assert "Palace garrison" not in _panel(safe(variant="standard"), 0)


def test_world_event_discard():
    s = new(1, players=3)
    assert "World-event discard: empty." in _panel(s, 0)
    s.world_discard = ["flood-2", "drought-1"]
    html = _panel(s, 2)
    assert (f"<b>World-event discard</b> (2, most recent last): {WORLD_EVENT['flood-2'].title}, "
            f"{WORLD_EVENT['drought-1'].title}") in html


def test_final_scoring_names_winners_result_and_everybody_s_objectives():
    s = new(1, players=3)
    s.marks = {"treasury": [0, 1], "hegemon": [0, 1], "ascendancy": [0, 2]}
    s.players[0]["dishonor"], s.players[1]["dishonor"], s.players[2]["dishonor"] = [3, 1], [1], [1]
    end_game(s, "test")
    names = [f.capitalize() for f in s.factions]
    for seat in (0, 2, None):
        html = _panel(s, seat)
        final = html.split('<div class="sa-final">')[1].split("</div>")[0]
        assert "Final scoring" in final
        assert f"Winner{'s' if len(s.winners) > 1 else ''}:</b> " + " and ".join(names[w] for w in s.winners) in final
        assert s.result[1:] in final
        assert f"<b>{names[0]}</b>: eliminated for the most dishonor" in final
        for i, p in enumerate(s.players):
            assert f"<b>{names[i]}</b>" in final
            for o in p["objectives"]:                        # every private objective, revealed at the end
                assert OBJECTIVE[o].title in final, (seat, i, o)
        assert OBJECTIVE["ascendancy"].title in final and "Dishonor tokens: 3, 1" in final


def test_a_battle_names_where_it_is_and_both_sides_with_their_units():
    """The decision box names the battle being fought (SA-COMBAT-1): the place, the round, who attacks whom
    with what stands there; every seat sees it (a combat is public)."""
    rng = random.Random(4)
    for seed in range(20):
        s = GAME.new_game(seed, players=5)
        while not GAME.is_over(s):
            view = GAME.view(s, 1)
            b = view["battle"]
            if b and not b["barbarians"] and b["round"] >= 1:
                html = _panel(s, 1)
                box = re.search(r'<div class="sa-battle">(.*?)</div>', html).group(1)
                text = re.sub(r"<[^>]+>", "", box)
                assert f"round {b['round']}" in text and " attacks " in text
                for seat in (b["attacker"], b["defender"]):
                    assert GAME.seat_label(s, seat) in text
                assert GAME.view(s, 3)["battle"] == b
                return
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("no battle in 20 random games")
