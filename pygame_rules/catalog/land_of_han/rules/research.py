"""Research (LH-RES-1..5, LH-EMP-2, rulings A-16, A-17, A-19): starting and switching a project, its cost for a
warlord, the Research Points gathered each season and finishing. Heroes' and caravans' Research Points join when
they exist."""

from __future__ import annotations

from ..content.heroes import INVENTOR_RP, SCHOLAR_RP
from ..content.improvements import LIBRARY_RP
from ..content.religions import BY_ID as RELIGION
from ..content.religions import PIETY_RP
from ..content.research import BY_ID as TOPIC
from ..content.research import TOPICS
from ..content.resources import MINE_BONUS, SULPHUR
from ..pieces import (
    figure,
    goods_held,
    group_regions,
    groups_touched,
    innate,
    kept,
    mined,
    piety_steps,
    post_skills,
    received,
)
from ..state import State


def topic_cost(s: State, seat: int, topic: str) -> tuple[int, int]:
    """(Research Points, coins) a topic costs the warlord: Legalism halves both for the Imperial Technologies
    (A-17), Buddhism takes 20% off the coins (LH-REL-6); rounded down."""
    t = TOPIC[topic]
    religion = RELIGION[s.sheets[seat]["religion"]]
    rp, coins = t.rp, t.coins
    if t.imperial:
        rp, coins = int(rp * religion.imperial_cost_factor), int(coins * religion.imperial_cost_factor)
    return rp, coins * (100 - religion.research_coin_discount_pct) // 100


def available(s: State, seat: int) -> list[str]:
    """LH-RES-1: the topics the warlord may start now: not finished, not under way, their prerequisite finished."""
    current = s.research[seat]["topic"] if s.research[seat] else None
    done = s.done[seat]
    return [t.id for t in TOPICS if t.id not in done and t.id != current and (t.prereq is None or t.prereq in done)]


def switch_cost(s: State, seat: int, topic: str) -> int:
    """Coins to pay to start ``topic`` now: its whole donation (A-19), less what the project under way has
    donated when switching (LH-RES-4: never below 0, the excess of a dearer project is lost)."""
    paid = s.research[seat]["paid"] if s.research[seat] else 0
    return max(0, topic_cost(s, seat, topic)[1] - paid)


def start(s: State, seat: int, topic: str) -> None:
    """LH-RES-1/3/4, A-19, LH-EX-11: pay ``switch_cost`` and make ``topic`` the project; a switched project
    brings half its Research Points, rounded down."""
    old = s.research[seat]
    s.coins[seat] -= switch_cost(s, seat, topic)
    rp = old["rp"] // 2 if old else 0
    s.research[seat] = {"topic": topic, "rp": rp, "paid": topic_cost(s, seat, topic)[1]}
    what = f"switched from {TOPIC[old['topic']].name} to" if old else "started"
    s.report(seat, f"Research {what} {TOPIC[topic].name}" + (f", keeping {rp} Research Points" if old else ""))


def research_points(s: State, seat: int) -> int:
    """LH-RES-5, A-16: 2 for each Library in the warlord's regions, 2 for each Sulphur mine in a group where the
    warlord has a Library, Confucianism's piety bonus, 3 for each Inventor in the warlord's service and 1 more for
    each Library in a group with a Scholar Governor (LH-SKILL-1/3), 2 for each Sulphur trade route received
    (LH-CARAVAN-4), 5 for Scriptures held or received (LH-CASH-5); a Sulphur mine whose sulphur goes away by caravan
    gives nothing at home (LH-CARAVAN-7)."""
    rp = piety_steps(s, seat, PIETY_RP) + INVENTOR_RP * innate(s, seat, "inventor")
    for g in groups_touched(s, seat):
        mine = [r for r in group_regions(s, g) if s.owner.get(r) == seat]
        libraries = sum(s.improvements.get(r, []).count("library") for r in mine)
        rp += (LIBRARY_RP + (SCHOLAR_RP if "scholar" in post_skills(s, seat, g) else 0)) * libraries
        if libraries:
            rp += MINE_BONUS[SULPHUR].rp_with_library * sum(mined(kept(s, r)).count(SULPHUR) for r in mine)
    return rp + sum(figure(c, "rp") for c in received(s, seat) + goods_held(s, seat))


def gather(s: State, seat: int) -> str | None:
    """The season's Research Points go to the project under way; a project with all its points is finished
    (its coins were paid at the start) and the topic returned."""
    project = s.research[seat]
    if project is None:
        return None
    rp = project["rp"] + research_points(s, seat)
    need = topic_cost(s, seat, project["topic"])[0]
    if rp < need:
        s.research[seat] = {**project, "rp": rp}
        return None
    s.research[seat] = None
    s.done[seat] = [*s.done[seat], project["topic"]]
    s.report(seat, f"Research finished: {TOPIC[project['topic']].name}")
    return project["topic"]
