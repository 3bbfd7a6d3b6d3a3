"""Land of Han research topics keep spec 3.2 (shared/spec/land_of_han.md) and the rulebook's facts (L150-151,
L158, L212): every prerequisite exists, there is no cycle, a topic has at most one prerequisite, all five Imperial
Technologies are present with their Chinese names, and "The Hundred Schools of Thought" makes Temples give 50%.
"""

from __future__ import annotations

import pytest

from pygame_rules.catalog.land_of_han.content import research as R

SPEC_3_2 = {
    # id: (RP, Coins, prerequisite), spec 3.2's table
    "mandate_of_heaven": (120, 6000, None),
    "imperial_bureaucracy": (120, 6000, "administrative_reform"),
    "unified_script": (100, 5000, None),
    "codified_law": (100, 5000, None),
    "imperial_examinations": (140, 7000, "hundred_schools"),
    "hundred_schools": (40, 2000, None),
    "administrative_reform": (30, 1500, None),
    "master_builders": (60, 3000, "administrative_reform"),
    "court_patronage": (30, 1500, None),
    "hall_of_worthies": (60, 3000, "court_patronage"),
    "crossbows": (40, 2000, None),
    "stirrups": (50, 2500, None),
    "rammed_earth_walls": (40, 2000, None),
    "irrigation": (30, 1500, None),
    "geomancy": (30, 1500, None),
    "coinage": (50, 2500, None),
    "logistics": (40, 2000, None),
    "roads": (60, 3000, "logistics"),
    "cartography": (40, 2000, None),
    "medicine": (40, 2000, None),
}


def test_spec_3_2_the_topics_and_their_costs_are_the_proposed_table():
    assert {t.id: (t.rp, t.coins, t.prereq) for t in R.TOPICS} == SPEC_3_2
    assert len({t.name for t in R.TOPICS}) == len(R.TOPICS) == len(R.BY_ID)


def test_LH_RES_1_prerequisites_exist_are_single_and_form_no_cycle():
    for t in R.TOPICS:
        assert t.prereq is None or t.prereq in R.BY_ID
        assert t.prereq != t.id
        chain = R.chain(t.id)
        assert chain[-1] == t.id and len(chain) == len(set(chain))
    assert sum(t.prereq is not None for t in R.TOPICS) < len(R.TOPICS) / 2  # "few projects" (L150)


def test_LH_RES_1_chain_refuses_a_cycle(monkeypatch):
    looped = dict(R.BY_ID)
    a, b = looped["logistics"], looped["roads"]
    looped["logistics"] = R.Topic(a.id, a.name, a.hanzi, a.rp, a.coins, "roads", a.imperial, a.effects, a.text)
    monkeypatch.setattr(R, "BY_ID", looped)
    with pytest.raises(ValueError):
        R.chain(b.id)


def test_LH_EMP_1_L158_all_five_imperial_technologies_with_their_chinese_names():
    assert R.IMPERIAL_COUNT == 5 == len(R.IMPERIAL_TECHNOLOGIES)
    names = {R.BY_ID[i].name: R.BY_ID[i].hanzi for i in R.IMPERIAL_TECHNOLOGIES}
    assert names == {"Mandate of Heaven": "天命", "Imperial Bureaucracy": "三省六部",
                     "Unified Script & Measures": "書同文", "Codified Law": "律令", "Imperial Examinations": "科舉"}
    for i in R.IMPERIAL_TECHNOLOGIES:
        assert (R.EFFECT_IMPERIAL, 1) in R.BY_ID[i].effects


def test_LH_RES_7_L212_hundred_schools_makes_temples_give_50_percent():
    t = R.BY_ID["hundred_schools"]
    assert t.name == "The Hundred Schools of Thought" and t.hanzi == "百家爭鳴"
    assert dict(t.effects)[R.EFFECT_TEMPLE_COVERAGE] == 50


def test_LH_RES_7_topics_raise_the_free_improvements_and_the_hero_limit_L76_L180():
    keys = {k for t in R.TOPICS for k, _ in t.effects}
    assert R.EFFECT_FREE_IMPROVEMENTS in keys and R.EFFECT_HERO_LIMIT in keys


def test_every_effect_key_is_known_and_every_topic_says_its_effect():
    for t in R.TOPICS:
        assert t.effects and t.text
        for key, size in t.effects:
            assert key in R.EFFECT_KEYS and size > 0
        assert t.rp > 0 and t.coins > 0 and t.coins == t.rp * 50  # spec 3.2: 50 coins per RP throughout
