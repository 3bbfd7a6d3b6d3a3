"""The 32 AI cards (G-11, content/ai_cards.py): the facts the rulebook gives about the deck (SA-COMP-6,
SA-AI-PROD-*, SA-AI-DEST-*, SA-AI-FILT-*, EX-10, AMB-57, AMB-74, AMB-90) and the design properties CONTENT.md
"AI cards" claims for them."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from pygame_rules.catalog.spring_autumn.content import ai_cards as ai
from pygame_rules.catalog.spring_autumn.content import cards, events, vocab
from pygame_rules.catalog.spring_autumn.content import player_board as bp

CARDS = ai.AI_CARDS
CONTENT_MD = Path(ai.__file__).resolve().parents[1] / "CONTENT.md"


def columns():
    return [(c, label, c.column(label)) for c in CARDS for label in ai.COLUMNS]


# -- the deck (SA-COMP-6, SA-AI-PROD-4) ----------------------------------------------------------------------
def test_sa_ai_card_deck_has_32_cards():
    """G-11, SA-COMP-6: 32 AI cards, one deck for every AI (SA-AI-PROD-1, SA-AI-DEST-1)."""
    assert len(CARDS) == ai.DECK_SIZE == 32
    assert set(ai.AI_CARD_BY_ID) == {c.id for c in CARDS}
    assert all(ai.AI_CARD_BY_ID[c.id] is c for c in CARDS)


def test_sa_ai_card_ids_and_names_unique():
    """G-11: unique ids and names, none the same as another content title."""
    assert len({c.id for c in CARDS}) == 32
    assert len({c.name for c in CARDS}) == 32
    others = {p.title for p in cards.PHILOSOPHIES} | {o.title for o in cards.OBJECTIVES} \
        | {w.title for w in events.WORLD_EVENTS} | {t.name for t in cards.TREATIES} | {a.name for a in bp.ADVANCEMENTS}
    assert not {c.name for c in CARDS} & others
    tails = {c.name.removeprefix("The Way of ").removeprefix("the ").removeprefix("a ") for c in CARDS}
    assert not tails & others


def test_sa_ai_card_names_in_the_style_of_the_printed_card():
    """G-11, EX-10: every name follows "The Way of Equilibrium"."""
    assert all(c.name.startswith("The Way of ") for c in CARDS)


# -- movement section (SA-AI-DEST-1..3, SA-AI-FILT-1..5) -------------------------------------------------------
def test_sa_ai_filt_1_5_the_five_criteria():
    """SA-AI-FILT-1..5: the five criteria with the rules text's names (AMB-90: "Least Friendly Unit" is
    Fewest friendly units)."""
    assert ai.CRITERIA == (ai.GRUDGE, ai.FEWEST_FRIENDLY_UNITS, ai.MOST_SETTLEMENTS_AND_MINES,
                           ai.UNCLAIMED_OBJECTIVES, ai.ENEMIES_OR_BARBARIANS)
    assert [ai.CRITERION_NAME[c] for c in ai.CRITERIA] == [
        "Grudge", "Fewest friendly units", "Most settlements & mines", "Unclaimed objectives",
        "Enemies or barbarians"]


def test_sa_ai_dest_3_criteria_are_an_ordered_four_of_the_five():
    """SA-AI-DEST-3, G-11: criteria only from the five, no repeats, exactly four per card (as the printed
    card), so every card leaves one motive out."""
    for c in CARDS:
        assert len(c.movement) == ai.CRITERIA_PER_CARD == 4, c.id
        assert len(set(c.movement)) == 4, c.id
        assert set(c.movement) <= set(ai.CRITERIA), c.id


def test_sa_ai_card_ex_10_the_way_of_equilibrium():
    """EX-10, SA-AI-DEST-3, AMB-90: The Way of Equilibrium = Grudge, Most settlements & mines, Fewest
    friendly units, Enemies or barbarians, exactly."""
    card = ai.AI_CARD_BY_ID["equilibrium"]
    assert card.name == "The Way of Equilibrium"
    assert card.movement == (ai.GRUDGE, ai.MOST_SETTLEMENTS_AND_MINES, ai.FEWEST_FRIENDLY_UNITS,
                             ai.ENEMIES_OR_BARBARIANS)
    assert [c for c in CARDS if c.name == "The Way of Equilibrium"] == [card]


def test_sa_ai_card_ex_10_production_fits_the_example():
    """EX-10: Jin has 2 supply in round 2 after round-1 production placed its 2 land units at home; the
    printed card's own 2-3 column reads 2 Supply, +2 units (infantry and cavalry, the example's guess)."""
    early = ai.AI_CARD_BY_ID["equilibrium"].production_2_3
    assert ai.amount(early, ai.SUPPLY) == 2 and ai.amount(early, ai.UNITS) == 2
    units = next(p for p in early if p.kind == ai.UNITS)
    assert units.units[:2] == ("infantry", "cavalry")


def test_sa_ai_card_every_criterion_leads_several_cards():
    """G-11 design: every criterion is first on 6 or 7 cards, is left out of 6 or 7, and stands in each of
    the four places on at least 6 cards; no two cards share an order."""
    leads = Counter(c.movement[0] for c in CARDS)
    assert set(leads) == set(ai.CRITERIA)
    assert all(6 <= n <= 7 for n in leads.values()), leads
    assert leads[ai.FEWEST_FRIENDLY_UNITS] == leads[ai.MOST_SETTLEMENTS_AND_MINES] == 7
    omitted = Counter(next(iter(set(ai.CRITERIA) - set(c.movement))) for c in CARDS)
    assert all(6 <= omitted[k] <= 7 for k in ai.CRITERIA), omitted
    for place in range(4):
        at = Counter(c.movement[place] for c in CARDS)
        assert all(at[k] >= 6 for k in ai.CRITERIA), (place, at)
    assert len({c.movement for c in CARDS}) == 32


# -- production section (SA-AI-PROD-*) -------------------------------------------------------------------------
def test_sa_ai_prod_2_both_columns_present_and_well_formed():
    """SA-AI-PROD-2, G-11: a "2-3" and a "4+" column on every card; entries only of the kinds G-11 lists,
    each kind at most once, in the printed order, X a positive whole number."""
    assert ai.COLUMNS == ("2-3", "4+")
    for c, label, col in columns():
        assert col, (c.id, label)
        kinds = [p.kind for p in col]
        assert set(kinds) <= set(ai.PRODUCTION_KINDS), (c.id, label)
        assert len(kinds) == len(set(kinds)), (c.id, label)
        assert kinds == sorted(kinds, key=ai.PRODUCTION_KINDS.index), (c.id, label)
        for p in col:
            assert isinstance(p, ai.Produce) and isinstance(p.n, int) and p.n >= 1, (c.id, label, p)
            assert bool(p.units) == (p.kind == ai.UNITS), (c.id, label, p)


def test_sa_ai_prod_supply_on_every_column():
    """SA-AI-PROD-SUPPLY, AMB-57: X Supply sets the track, so every column prints exactly one, else the AI
    would keep last turn's leftover (the ruling says it is lost). 2-3 sets 2 or 3, 4+ sets 3 or 4."""
    for c, label, col in columns():
        assert [p.kind for p in col].count(ai.SUPPLY) == 1, (c.id, label)
        s = ai.amount(col, ai.SUPPLY)
        assert s in ({2, 3} if label == "2-3" else {3, 4}), (c.id, label)


def test_sa_ai_prod_hero_is_plus_one():
    """SA-AI-PROD-HERO, AMB-74: the entry is "+1 hero" (1 unless the card says otherwise; ours never do)."""
    heroes = [p for _, _, col in columns() for p in col if p.kind == ai.HERO]
    assert heroes and all(p.n == 1 and p.text == "+1 hero" for p in heroes)


def test_sa_ai_prod_units_lists_valid():
    """SA-AI-PROD-UNITS, G-11, AMB-74, SA-COMP-7: every column places units; lists name distinct types
    that exist (infantry, cavalry, archer, junk; the hero has its own entry); a junk never leads a list
    nor stands alone; X is 1-3 in 2-3 and 2-4 in 4+, far below the caps."""
    assert set(ai.AI_UNIT_TYPES) == set(vocab.UNIT_TYPES) - {"hero"}
    assert set(ai.AI_UNIT_TYPES) <= set(bp.UNIT_CAPS)
    for c, label, col in columns():
        entries = [p for p in col if p.kind == ai.UNITS]
        assert len(entries) == 1, (c.id, label)
        (u,) = entries
        assert u.units and len(set(u.units)) == len(u.units), (c.id, label)
        assert set(u.units) <= set(ai.AI_UNIT_TYPES), (c.id, label)
        assert u.units[0] != "junk" and set(u.units) != {"junk"}, (c.id, label)
        assert u.n in ({1, 2, 3} if label == "2-3" else {2, 3, 4}), (c.id, label)
        assert u.n < min(bp.UNIT_CAPS[t] for t in ai.AI_UNIT_TYPES), (c.id, label)


def test_sa_ai_prod_units_4_plus_list_extends_2_3_list():
    """SA-AI-PROD-UNITS, G-11 design: a card's 4+ list starts with its 2-3 list (one card, one muster)."""
    for c in CARDS:
        (early,) = [p.units for p in c.production_2_3 if p.kind == ai.UNITS]
        (late,) = [p.units for p in c.production_4_plus if p.kind == ai.UNITS]
        assert late[:len(early)] == early, c.id


def test_sa_ai_prod_junks_allowed_on_some_cards():
    """G-11 (junks recommended), AMB-74: junks appear in the lists of a few cards, after a land unit, so
    every production places a land unit first."""
    with_junk = {c.id for c, _, col in columns() for p in col if "junk" in p.units}
    assert 4 <= len(with_junk) <= 6
    for _, _, col in columns():
        for p in col:
            if "junk" in p.units:
                assert p.units.index("junk") >= 1


def test_sa_ai_prod_every_kind_g_11_lists_is_used():
    """G-11: advancements, honor, knowledge, commerce, philosophies, fortifications, hero, supply and units
    all appear on the cards."""
    used = {p.kind for _, _, col in columns() for p in col}
    assert used == set(ai.PRODUCTION_KINDS)


def test_sa_ai_prod_fortifications_one_at_a_time():
    """SA-AI-PROD-FORT-1/2: our cards print +1 fortification only (each goes to its own spot, AMB-72)."""
    forts = [p for _, _, col in columns() for p in col if p.kind == ai.FORTIFICATIONS]
    assert forts and all(p.n == 1 for p in forts)


def test_sa_ai_prod_2_dt_38_column_by_turn():
    """SA-AI-PROD-2/3, DT-38: no card in turn 1, "2-3" in turns 2 and 3, "4+" from turn 4."""
    assert ai.column_for_turn(1) is None
    assert [ai.column_for_turn(t) for t in (2, 3)] == ["2-3", "2-3"]
    assert {ai.column_for_turn(t) for t in (4, 5, 9, 20, 25)} == {"4+"}
    card = CARDS[0]
    assert card.production(1) == ()
    assert card.production(2) is card.production_2_3 and card.production(3) is card.production_2_3
    assert card.production(4) is card.production_4_plus and card.production(12) is card.production_4_plus


def test_sa_ai_prod_entry_texts():
    """G-11: entries read as the rulebook writes them ("+X ...", "X Supply", "+1 hero")."""
    early = ai.AI_CARD_BY_ID["equilibrium"].production_2_3
    assert [p.text for p in early] == ["2 Supply", "+2 units (infantry, cavalry, archer)", "+1 advancement",
                                       "+1 honor", "+1 commerce"]
    assert ai.Produce(ai.PHILOSOPHIES, 2).text == "+2 philosophies"
    assert ai.Produce(ai.PHILOSOPHIES, 1).text == "+1 philosophy"


# -- balance (CONTENT.md "AI cards") --------------------------------------------------------------------------
def test_sa_ai_card_columns_within_their_bands():
    """G-11 design, steady growth: every 2-3 column is worth 12-14 points and every 4+ column 17-19
    (ai.PRODUCTION_POINTS); the deck averages 13 and 18."""
    for c in CARDS:
        assert ai.BAND_2_3[0] <= ai.column_points(c.production_2_3) <= ai.BAND_2_3[1], c.id
        assert ai.BAND_4_PLUS[0] <= ai.column_points(c.production_4_plus) <= ai.BAND_4_PLUS[1], c.id
    assert sum(ai.column_points(c.production_2_3) for c in CARDS) == 13 * 32
    assert sum(ai.column_points(c.production_4_plus) for c in CARDS) == 18 * 32


def test_sa_ai_card_4_plus_at_least_as_strong_on_every_card():
    """SA-AI-PROD-2, G-11 design: on every card the 4+ column is worth at least 4 points more than its
    2-3 column, and never sets less supply nor places fewer units."""
    for c in CARDS:
        early, late = c.production_2_3, c.production_4_plus
        assert ai.column_points(late) >= ai.column_points(early) + 4, c.id
        assert ai.amount(late, ai.SUPPLY) >= ai.amount(early, ai.SUPPLY), c.id
        assert ai.amount(late, ai.UNITS) >= ai.amount(early, ai.UNITS), c.id


def mean(label: str, kind: str) -> float:
    return sum(ai.amount(c.column(label), kind) for c in CARDS) / len(CARDS)


def test_sa_ai_combat_1_advancements_reach_six_mid_game():
    """SA-AI-COMBAT-1, SA-AI-SETUP-4, G-11 design: from 1 advancement, expected growth is about 0.5 a
    turn in turns 2-3 and about 1 a turn after, so an AI fights with space 6's advancements around turn
    7-8 (never before turn 6), not from the start."""
    early, late = mean("2-3", ai.ADVANCEMENTS), mean("4+", ai.ADVANCEMENTS)
    assert 0.4 <= early <= 0.55 and 0.85 <= late <= 1.1
    expected = {t: bp.AI_START["advancements"] + early * min(t - 1, 2) + late * max(t - 3, 0)
                for t in range(1, 12)}
    first_at_6 = min(t for t, v in expected.items() if v >= bp.AI_COMBAT_SPACE)
    assert 7 <= first_at_6 <= 8
    assert max(ai.amount(col, ai.ADVANCEMENTS) for _, _, col in columns()) <= 2


def test_sa_ai_card_no_snowball_bounds():
    """G-11 design, no snowball: production never depends on what the AI owns, and per draw it stays
    small: at most 1 hero, 1 philosophy and 1 fortification; the deck gives on average under 0.25 heroes
    and 0.2 philosophies a draw (the market is shared with the humans), and 4+ units average 3."""
    for _, _, col in columns():
        for kind in (ai.HERO, ai.PHILOSOPHIES, ai.FORTIFICATIONS):
            assert ai.amount(col, kind) <= 1
    for label in ai.COLUMNS:
        assert mean(label, ai.HERO) < 0.25
        assert mean(label, ai.PHILOSOPHIES) <= 0.2
    assert mean("2-3", ai.UNITS) == 2 and mean("4+", ai.UNITS) == 3
    assert 2.2 <= mean("2-3", ai.SUPPLY) <= 2.4 and 3.3 <= mean("4+", ai.SUPPLY) <= 3.5


# -- CONTENT.md and layering --------------------------------------------------------------------------------
def table_row(i: int, c: ai.AICard) -> str:
    crit = " → ".join(ai.CRITERION_NAME[k] for k in c.movement)
    early = "; ".join(p.text for p in c.production_2_3)
    late = "; ".join(p.text for p in c.production_4_plus)
    return f"| {i} | {c.name} | {crit} | {early} | {late} |"


def test_sa_ai_card_content_md_table_matches_the_data():
    """G-11: CONTENT.md "AI cards" lists all 32 cards exactly as ai_cards.py holds them."""
    section = CONTENT_MD.read_text().split("\n## AI cards\n")[1].split("\n## ")[0]
    rows = [ln for ln in section.splitlines() if ln.startswith("| ") and ln.split("|")[1].strip().isdigit()]
    assert rows == [table_row(i, c) for i, c in enumerate(CARDS, 1)]


@pytest.mark.parametrize("module", ["ai_cards"])
def test_sa_ai_card_content_imports_nothing_of_the_rules(module):
    """Content is data: ai_cards.py imports only the standard library and other content modules."""
    tree = ast.parse((Path(ai.__file__).parent / f"{module}.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.level == 1 or node.module in ("__future__", "dataclasses"), node.module
        elif isinstance(node, ast.Import):
            pytest.fail(f"unexpected import {[a.name for a in node.names]}")
