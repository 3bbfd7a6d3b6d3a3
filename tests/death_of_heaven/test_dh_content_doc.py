"""CONTENT.md's tables and figures say what the code says: the territory table against ``map.py`` and ``npc.py``,
the deck composition table against ``faction_cards.py`` and the balance model, the armament and wandering tables
against ``armament.py`` and ``wandering.py``, and the headline counts. A content change that forgets the document
fails here."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from pygame_rules.catalog.death_of_heaven.content import cards as C
from pygame_rules.catalog.death_of_heaven.content import factions as F
from pygame_rules.catalog.death_of_heaven.content import map as M
from pygame_rules.catalog.death_of_heaven.content import npc as N
from pygame_rules.catalog.death_of_heaven.content import promises as P
from pygame_rules.catalog.death_of_heaven.content import vocab as V

BANNER = {"Atk": V.ATTACK, "Def": V.DEFENSE}
DOC = Path(F.__file__).resolve().parents[1] / "CONTENT.md"
sys.path.insert(0, str(Path(__file__).parent))
import test_dh_content_cards as cards_test  # noqa: E402  (the balance model lives there)


def _rows(first_header: str) -> list[list[str]]:
    """The body rows of the markdown table whose header starts with ``| first_header |``."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {first_header} |"))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_territory_table_matches_the_map():
    rows = _rows("Territory")
    assert len(rows) == len(M.TERRITORIES)
    for row, t in zip(rows, M.TERRITORIES, strict=True):
        name, start, troops, circles, spaces, dock, adjacent = row
        assert name == f"{t.name} {t.hanzi}"
        assert start == (F.FACTION[t.home].name if t.home else f"NPC {N.NPC_TILE[t.id].faction_name}"), t.id
        assert troops == "/".join(sorted(x.capitalize() for x in t.troops)), t.id
        assert (int(circles), int(spaces)) == (t.circles, t.spaces), t.id
        assert (dock == "yes") == M.has_water_node(t.id), t.id
        by_name = {M.TERRITORY[n].name: n for n in M.adjacent(t.id)}
        listed = dict(a.rsplit(" ", 1) for a in adjacent.split(", "))
        assert set(listed) == set(by_name), t.id
        for n, kind in listed.items():
            assert {"L": M.LAND, "W": M.WATER}[kind] == M.path_kind(t.id, by_name[n]), (t.id, n)


def test_composition_table_matches_the_decks_and_the_balance_model():
    rows = _rows("Faction | Cards")
    means = {f: sum(cards_test._card_value(c, f) for c in d) / len(d) for f, d in C.FACTION_DECKS.items()}
    overall = sum(means.values()) / len(means)
    by_name = {f.name: f.id for f in F.FACTIONS}
    for row in rows[:-1]:
        name, n, gen, troop, scheme, ratio, symbols, sch, skills, value, spread = row
        deck = C.FACTION_DECKS[by_name[name]]
        kinds = Counter(c.subtype for c in deck)
        atk = sum(c.is_attack for c in deck)
        assert [int(n), int(gen), int(troop), int(scheme)] == [
            len(deck), kinds["general"], kinds["troop"], kinds["scheme"]], name
        assert ratio == f"{atk}:{len(deck) - atk}", name
        assert symbols == "/".join(str(sum(getattr(c, t) for c in deck)) for t in ("infantry", "cavalry", "navy"))
        assert int(sch) == sum(c.scheme for c in deck) and int(skills) == sum(len(c.skills) for c in deck), name
        m = means[by_name[name]]
        assert value == f"{m:.2f}" and spread == f"{100 * (m - overall) / overall:+.1f}%", name
    total = rows[-1]
    kinds = Counter(c.subtype for c in C.FACTION_CARDS)
    atk = sum(c.is_attack for c in C.FACTION_CARDS)
    assert total[1:6] == [str(len(C.FACTION_CARDS)), str(kinds["general"]), str(kinds["troop"]),
                          str(kinds["scheme"]), f"{atk}:{len(C.FACTION_CARDS) - atk}"]
    assert total[9] == f"{overall:.2f}"
    assert len(rows) - 1 == len(F.FACTIONS)


def test_armament_table_matches_the_deck():
    rows = _rows("Ids")
    covered = []
    for ids, what, banner, subtype, _icons in rows:
        first, last = (int(x) for x in re.fullmatch(r"g(\d+)–g(\d+)", ids).groups())
        count, name = re.fullmatch(r"(\d+) (.+?)(?: \S*[\u4e00-\u9fff]+)?", what).groups()
        cards = [C.ARMAMENT[f"g{n}"] for n in range(first, last + 1)]
        assert int(count) == len(cards)
        for c in cards:
            assert c.name == name and c.side == BANNER[banner] and c.subtype == subtype.lower(), c.id
        covered += [c.id for c in cards]
    assert sorted(covered) == sorted(C.ARMAMENT)


def test_wandering_table_matches_the_cards():
    rows = _rows("Id | Name | Banner")
    assert [r[0] for r in rows] == [c.id for c in C.WANDERING_GENERALS]
    for (cid, name, banner, _symbols, icons, skill), c in zip(rows, C.WANDERING_GENERALS, strict=True):
        assert name == f"{c.name} {c.hanzi}" and BANNER[banner] == c.side, cid
        gsk = {"Upgrade": "upgrade", "Duel": "duel", "Diplomacy": "diplomacy", "Talent": "talent"}
        assert tuple(gsk[i] for i in icons.split(", ") if i != "–") == c.general_skills, cid
        assert skill == ("–" if not c.skills else f"{c.skills[0].name} ({c.skills[0].timing.capitalize()})"), cid


@pytest.mark.parametrize("phrase", [
    "38 territories (21 Infantry, 9 Navy, 8 Cavalry",
    "72 paths (56 land, 16 water), 14 cities with a dock",
    "34 effect kinds, 14 conditions, 7 selectors, 8 measures, 5 triggers",
    "Every unique skill (77: 52 on faction cards, 13 on wandering generals, 12 on armaments)",
])
def test_headline_figures(phrase):
    assert phrase in " ".join(DOC.read_text(encoding="utf-8").split())
    types = Counter(next(iter(t.troops)) for t in M.TERRITORIES)
    kinds = Counter(b.kind for b in M.BORDERS)
    skills = {k: {s.id for c in cs for s in c.skills} for k, cs in (
        ("f", C.FACTION_CARDS), ("w", C.WANDERING_GENERALS), ("a", C.ARMAMENTS))}
    expected = {
        "38 territories (21 Infantry, 9 Navy, 8 Cavalry": (len(M.TERRITORIES), types["infantry"], types["navy"],
                                                           types["cavalry"]),
        "72 paths (56 land, 16 water), 14 cities with a dock": (len(M.BORDERS), kinds[M.LAND], kinds[M.WATER],
                                                                sum(map(M.has_water_node, M.TERRITORY_IDS))),
        "34 effect kinds, 14 conditions, 7 selectors, 8 measures, 5 triggers": (
            len(V.EFFECTS), len(V.CONDITIONS), len(V.SELECTORS), len(V.MEASURES), len(V.TRIGGERS)),
        "Every unique skill (77: 52 on faction cards, 13 on wandering generals, 12 on armaments)": (
            len({s.id for _, s in C.all_skills()}), len(skills["f"]), len(skills["w"]), len(skills["a"])),
    }[phrase]
    assert tuple(int(x) for x in re.findall(r"\d+", phrase)) == expected


def test_promise_table_matches_the_cards():
    rows = _rows("Id | Side | Reward")
    rewards = {"occupy_target": "the attack target belongs to you",
               "occupy_extra_by_rout": "the extra occupied territories belong to you (Rout)",
               "upgrade": "upgrade 1 territory", "diplomacy_action": "1 Diplomacy (Friendship or Induce Surrender)"}
    assert [r[0] for r in rows] == [p.id for p in P.PROMISE_CARDS]
    for (pid, side, reward, mark), p in zip(rows, P.PROMISE_CARDS, strict=True):
        assert side == {"attack": "Attacker", "defense": "Defender"}[p.side], pid
        assert reward == rewards[p.effects[0]["do"]], pid
        assert mark == ("full rules only" if p.full_only else {4: "–", 5: "5+", 6: "6"}[p.min_players]), pid


def test_the_engine_rulings_table_names_tests_that_exist():
    """Section 13: each engine ruling names the tests that show it (a name ending in "…" is a prefix)."""
    here = Path(__file__).parent
    names = {n for p in here.glob("test_*.py") for n in re.findall(r"^def (test_\w+)", p.read_text(), re.M)}
    rows = _rows("Where")
    assert rows and all(len(row) == 4 for row in rows)
    for row in rows:
        refs = re.findall(r"`(test_[^`]+)`", row[3])
        assert refs, row[1]
        for ref in refs:
            found = any(n.startswith(ref[:-1]) for n in names) if ref.endswith("…") else ref in names
            assert found, ref
