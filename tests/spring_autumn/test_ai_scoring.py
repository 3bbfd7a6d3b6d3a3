"""How AI players meet objectives (SA-AI-OBJ-2, SA-AI-WIN-1, SA-AI-ADV-1, SA-AI-OBJRULE-URBANITE, -BUILDER, -EPP,
-WSM; EX-11, EX-12, DT-45; AMB-76)."""

from __future__ import annotations

from test_ai_movement import JIN, ex10

from pygame_rules.catalog.spring_autumn.content.map import AREA
from pygame_rules.catalog.spring_autumn.rules import scoring as S


def owning(s, seat, slots_wanted):
    """Give ``seat`` owned areas (no one else's) whose settlements and mines add up to ``slots_wanted``."""
    s.owner = {a: o for a, o in s.owner.items() if o != seat}
    total = 0
    for a in sorted(AREA, key=lambda x: -AREA[x].slots):
        if a in s.owner:
            continue
        if total + AREA[a].slots <= slots_wanted:
            s.owner[a] = seat
            total += AREA[a].slots
        if total == slots_wanted:
            break
    assert total == slots_wanted
    return s


def test_EX_11_SA_AI_ADV_1_AMB_76_advancements_as_needed_up_to_the_count():
    s = ex10()
    s.public_up, s.ai_objectives = [], ["art_of_war-1", "admiralty-1"]
    p = s.players[JIN]
    for n, met in ((9, {"art_of_war-1", "admiralty-1"}), (5, {"art_of_war-1"}), (4, {"admiralty-1"}),
                   (3, set())):
        p["ai_advancements"] = n
        assert {o for o in s.ai_objectives if S.objective_met(s, JIN, o)} == met, n
    p["ai_advancements"] = 8                                        # one of them only
    assert sum(S.objective_met(s, JIN, o) for o in s.ai_objectives) == 1


def test_EX_12_SA_AI_OBJRULE_WSM_one_per_five_settlements_and_mines():
    s = ex10()
    s.public_up, s.ai_objectives = [], ["warmonger-1", "scholarship-1", "mercantile-1"]
    for slots, met in ((15, 3), (14, 2), (10, 2), (5, 1), (4, 0)):
        owning(s, JIN, slots)
        assert sum(S.objective_met(s, JIN, o) for o in s.ai_objectives) == met, slots


def test_DT_45_SA_AI_OBJRULE_BUILDER_eight_settlements_and_mines():
    s = ex10()
    owning(s, JIN, 8)
    assert S.objective_met(s, JIN, "builder")
    owning(s, JIN, 7)
    assert not S.objective_met(s, JIN, "builder")


def test_DT_45_SA_AI_OBJRULE_URBANITE_three_settlement_areas_count_as_built():
    s = ex10()
    s.owner = {a: o for a, o in s.owner.items() if o != JIN}
    s.owner["jin"], s.owner["zhou"] = JIN, JIN                       # 4 and 3 settlements, no buildings
    assert S.objective_met(s, JIN, "urbanite-1")
    del s.owner["zhou"]
    assert not S.objective_met(s, JIN, "urbanite-1")


def test_DT_45_SA_AI_OBJRULE_EPP_one_empty_slot_per_area_the_rest_built():
    s = ex10()
    owning(s, JIN, 0)
    big = [a for a in sorted(AREA) if AREA[a].slots >= 3][:3]
    for a in big:
        s.owner[a] = JIN
    assert S.objective_met(s, JIN, "prosperity")                     # 3 areas with 2+ "buildings"
    assert not S.objective_met(s, JIN, "empire")                     # 6 areas needed
    assert not S.objective_met(s, JIN, "potential-1")                # 3 empty, 5 needed
    for a in [a for a in sorted(AREA) if a not in s.owner][:2]:
        s.owner[a] = JIN
    assert S.objective_met(s, JIN, "potential-1")


def test_SA_AI_OBJ_2_SA_AI_WIN_1_an_ai_scores_at_most_five_shared_objectives():
    s = ex10()
    s.ai_objectives = ["builder", "warmonger-1", "scholarship-1", "mercantile-1", "urbanite-1", "potential-1",
                       "art_of_war-1"]
    owning(s, JIN, 40)
    s.players[JIN]["ai_advancements"] = 24
    assert sum(S.objective_met(s, JIN, o) for o in s.ai_objectives) > 5
    assert S.private_count(s, JIN) == 5


def test_SA_AI_ADV_1_the_tie_break_counts_the_ais_track():
    s = ex10()
    s.players[JIN]["ai_advancements"] = 7
    assert S.ranking_key(s, JIN)[5] == 7
