"""Heroes (LH-HERO-1..11, LH-SKILL-3, LH-CAPTURE-1, LH-DEATH-2, rulings A-13, A-20, A-21, A-23, A-24, A-31, A-32,
spec 3.4): how a hero comes (travelling to a court, or found at home for 500), what one costs a season and to
hire, the hero limit, learning skills, posts, dismissal and execution, capture with a Central region, and what
becomes of a dead warlord's heroes.

A hero's skills act through ``pieces.post_skills`` (Administrative skills by a Governor, Military skills by a
Marshal, in the posted Central's group) and ``pieces.innate`` (the Other skills, wherever the hero is).
"""

from __future__ import annotations

from typing import Any

from ..content.heroes import (
    ADMINISTRATIVE,
    AVAILABLE_SEASONS,
    BASE_HERO_LIMIT,
    CAPTURE_FLEE_PCT,
    CONVINCE_BASE_PCT,
    CONVINCE_WEALTH_BONUS_PCT,
    CUNNING_FLEE_PCT,
    DEATH_OFFER_PCT,
    DISMISSED_STAYS_PCT,
    EXECUTION_AVOIDANCE_SEASONS,
    FAMOUS_PCT,
    FREED_RETURNS_PCT,
    GIVEN_NAMES,
    GREEDY_UPKEEP_PCT,
    HIRE_MULTIPLIER,
    LEARN_CHANCES_PCT,
    MAX_SKILLS,
    MILITARY,
    MODEST_UPKEEP_FACTOR,
    POSTS,
    RAISE_COST,
    SKILLS,
    SURNAMES,
    TRAVELLING_CHANCE_PCT,
    TRAVELLING_SKILL_COUNTS,
    UPKEEP_PER_SKILL,
    UPKEEP_RANDOM,
    UPKEEP_RANDOM_STEP,
    compatible,
)
from ..content.heroes import BY_ID as SKILL
from ..content.map import CENTRAL
from ..content.religions import BY_ID as RELIGION
from ..content.religions import PIETY_HERO_UPKEEP_PCT, PIETY_RAISED_SKILL_PCT
from ..content.research import EFFECT_HERO_LIMIT, EFFECT_RAISED_SKILL_PCT
from ..pieces import effect_total, heroes_of, owned, piety_steps
from ..state import State

Hero = dict[str, Any]
CHOSEN_SKILLS = tuple(k.id for k in SKILLS if k.category in (ADMINISTRATIVE, MILITARY))
"""LH-REL-7: the skills a Legalist warlord may choose for a hero found at home."""


def name(s: State, hid: str) -> str:
    return s.heroes[hid]["name"]


def new_hero(s: State, skills: list[str], raised: bool) -> str:
    """A new hero with a seeded name and the random part of the upkeep rolled once (A-21), in no one's service."""
    surname, given = SURNAMES[s.rng.below(len(SURNAMES))], GIVEN_NAMES[s.rng.below(len(GIVEN_NAMES))]
    low, high = UPKEEP_RANDOM
    hid = f"h{s.next_hero}"
    s.next_hero += 1
    s.heroes[hid] = {"name": f"{surname[0]} {given[0]}", "hanzi": surname[1] + given[1], "skills": skills,
                     "d5": low + s.rng.below(high - low + 1), "raised": raised, "seat": None, "post": None,
                     "offer": None, "since": s.season, "unpaid": False, "captor": None}
    return hid


def draw_skills(s: State, count: int, pool: tuple[str, ...] | None = None, have: list[str] | None = None) -> list[str]:
    """``count`` skills drawn uniformly from ``pool`` (all 20 by default) under the exclusivity rule (Greedy never
    with Modest), added to ``have``."""
    skills = list(have or [])
    for _ in range(count):
        choices = [k for k in (pool or tuple(SKILL)) if compatible(set(skills), k)]
        if not choices:
            break
        skills.append(choices[s.rng.below(len(choices))])
    return skills


def travelling_skill_count(s: State) -> int:
    """Spec 3.4: 1, 2 or 3 skills with 50%, 35%, 15%."""
    roll = s.rng.roll(100)
    for count, pct in TRAVELLING_SKILL_COUNTS:
        if roll <= pct:
            return count
        roll -= pct
    return TRAVELLING_SKILL_COUNTS[-1][0]


def upkeep(s: State, seat: int, hid: str) -> int:
    """LH-HERO-6, A-21, A-23, LH-REL-6, LH-EX-12: skills x 500 + d5 x 100 a season; Greedy +10%, Modest a quarter
    less; Buddhist piety 5% less per full 10% of coverage; rounded down."""
    hero = s.heroes[hid]
    cost = len(hero["skills"]) * UPKEEP_PER_SKILL + hero["d5"] * UPKEEP_RANDOM_STEP
    if "greedy" in hero["skills"]:
        cost = cost * (100 + GREEDY_UPKEEP_PCT) / 100
    if "modest" in hero["skills"]:
        cost *= MODEST_UPKEEP_FACTOR
    cut = min(100, piety_steps(s, seat, PIETY_HERO_UPKEEP_PCT))
    return int(round(cost * (100 - cut) / 100, 6))


def hire_cost(s: State, seat: int, hid: str) -> int:
    """LH-HERO-7, A-24: twice the hero's upkeep; Buddhism halves it."""
    return int(HIRE_MULTIPLIER * upkeep(s, seat, hid) * RELIGION[s.sheets[seat]["religion"]].hire_cost_factor)


def search_cost(s: State, seat: int) -> int:
    """LH-HERO-2, A-24: 500 to find a hero at home; Buddhism halves it."""
    return int(RAISE_COST * RELIGION[s.sheets[seat]["religion"]].hire_cost_factor)


def hero_limit(s: State, seat: int) -> int:
    """LH-HERO-11, LH-EX-14: 4 + the Central regions the warlord owns + research (Court Patronage, Hall of Worthies)
    + 2 for Buddhism."""
    centrals = sum(1 for r in owned(s, seat) if s.map.regions[r].kind == CENTRAL)
    return (BASE_HERO_LIMIT + centrals + effect_total(s, seat, EFFECT_HERO_LIMIT)
            + RELIGION[s.sheets[seat]["religion"]].hero_limit)


def offers(s: State, seat: int) -> list[str]:
    """The travelling heroes waiting at the warlord's court to be hired."""
    return [h for h, x in s.heroes.items() if x["offer"] == seat]


def captives(s: State, seat: int) -> list[str]:
    """The heroes the warlord holds captive (LH-CAPTURE-1), waiting for the warlord's decision."""
    return [h for h, x in s.heroes.items() if x["captor"] == seat]


def where(s: State, hid: str) -> str:
    """A-31: the group a hero is in: the posted Central's, or at court the Palace's."""
    hero = s.heroes[hid]
    region = hero["post"][0] if hero["post"] else s.palace[hero["seat"]]
    return s.map.regions[region].group


def learn_chance(s: State, hid: str) -> int:
    """LH-HERO-3, LH-EX-13: a hero found at home learns a skill each season with 50/40/30/20/10% for 0-4 skills
    (none with 5); + the religion's passive (Confucian +30), Buddhist piety (+10 per 10%), Imperial Examinations
    (+10); doubled when a Teacher of the same warlord is in the same place; at most 100."""
    hero = s.heroes[hid]
    if not hero["raised"] or len(hero["skills"]) >= MAX_SKILLS:
        return 0
    seat = hero["seat"]
    pct = LEARN_CHANCES_PCT[len(hero["skills"])] + RELIGION[s.sheets[seat]["religion"]].raised_skill_pct
    pct += piety_steps(s, seat, PIETY_RAISED_SKILL_PCT) + effect_total(s, seat, EFFECT_RAISED_SKILL_PCT)
    here = where(s, hid)
    if any(h != hid and "teacher" in s.heroes[h]["skills"] and where(s, h) == here for h in heroes_of(s, seat)):
        pct *= 2
    return min(100, pct)


def learn(s: State) -> None:
    """LH-HERO-3/4: each hero found at home may learn a skill: at court any skill, in a post one of the post's
    category (Administrative for a Governor, Military for a Marshal)."""
    for hid in [h for h, x in s.heroes.items() if x["raised"] and x["captor"] is None and x["offer"] is None
                and x["seat"] is not None]:
        chance = learn_chance(s, hid)
        if chance and s.rng.roll(100) <= chance:
            hero = s.heroes[hid]
            pool = tuple(k.id for k in SKILLS if hero["post"] is None or k.category == POSTS[hero["post"][1]])
            skills = draw_skills(s, 1, pool, hero["skills"])
            if len(skills) > len(hero["skills"]):
                s.heroes[hid] = {**hero, "skills": skills}
                s.report(hero["seat"], f"{hero['name']} learns a new skill: {SKILL[skills[-1]].name}")


def arrivals(s: State) -> None:
    """LH-HERO-1, A-20, LH-SKILL-3 (Famous), spec 3.4: travelling heroes not hired within a season move on; then
    for each living warlord not shunned after an execution, a 10% chance that a travelling hero comes to court,
    and in Spring 25% more for each Famous hero in their service."""
    for hid in [h for h, x in s.heroes.items() if x["offer"] is not None and x["since"] + AVAILABLE_SEASONS <= s.season]:
        s.report(s.heroes[hid]["offer"], f"{name(s, hid)} waited in vain and moves on")
        del s.heroes[hid]
    for seat in range(s.players):
        if s.palace[seat] is None or s.avoided[seat] > s.season:
            continue
        comes = int(s.rng.roll(100) <= TRAVELLING_CHANCE_PCT)
        if s.season % 4 == 0:
            comes += sum(1 for _ in range(innate_famous(s, seat)) if s.rng.roll(100) <= FAMOUS_PCT)
        for _ in range(comes):
            hid = new_hero(s, [], raised=False)
            s.heroes[hid] = {**s.heroes[hid], "skills": draw_skills(s, travelling_skill_count(s)), "offer": seat}
            s.report(seat, f"A travelling hero, {name(s, hid)}, comes to your court seeking service")


def innate_famous(s: State, seat: int) -> int:
    return sum(1 for h in heroes_of(s, seat) if "famous" in s.heroes[h]["skills"])


def hire(s: State, seat: int, hid: str) -> None:
    cost = hire_cost(s, seat, hid)
    s.coins[seat] -= cost
    s.heroes[hid] = {**s.heroes[hid], "seat": seat, "offer": None, "since": s.season}
    s.report(seat, f"{name(s, hid)} enters your service for {cost}")


def search(s: State, seat: int, skill: str | None) -> str:
    """LH-HERO-2, LH-REL-7: pay for the search and take a hero found at home into service (a Legalist's with the
    chosen skill)."""
    s.coins[seat] -= search_cost(s, seat)
    hid = new_hero(s, [skill] if skill else [], raised=True)
    s.heroes[hid] = {**s.heroes[hid], "seat": seat}
    s.report(seat, f"{name(s, hid)} is found at home and enters your service")
    return hid


def leave(s: State, hid: str, why: str) -> None:
    hero = s.heroes.pop(hid)
    if hero["seat"] is not None and s.palace[hero["seat"]] is not None:
        s.report(hero["seat"], f"{hero['name']} {why}")


def dismiss(s: State, seat: int, hid: str) -> None:
    """LH-HERO-9: a dismissed hero seeks another court with 50% chance (ruling: a random other living warlord with
    room under the hero limit takes them into service), else leaves the game."""
    hero = s.heroes[hid]
    others = [p for p in range(s.players) if p != seat and s.palace[p] is not None
              and len(heroes_of(s, p)) < hero_limit(s, p)]
    s.report(seat, f"{hero['name']} is dismissed")
    if others and s.rng.roll(100) <= DISMISSED_STAYS_PCT:
        to = others[s.rng.below(len(others))]
        s.heroes[hid] = {**hero, "seat": to, "post": None, "unpaid": False, "since": s.season}
        s.report(to, f"{hero['name']}, dismissed by {s.name(seat)}, enters your service")
    else:
        del s.heroes[hid]


def execute(s: State, seat: int, hid: str) -> None:
    """LH-HERO-10: the hero dies; travelling heroes avoid the warlord for a year (4 seasons)."""
    s.report(seat, f"{name(s, hid)} is executed; travelling heroes will shun your court for a year")
    del s.heroes[hid]
    s.avoided[seat] = s.season + EXECUTION_AVOIDANCE_SEASONS          # this season's world step is the first of 4


def convince(s: State, seat: int, hid: str) -> None:
    """LH-CAPTURE-1 A, spec 3.4: 50% (+25% if the captor's treasury holds twice the hero's upkeep, which is then
    paid) that the captive joins; a Loyal hero never does, nor any when the captor has no room under the hero limit
    (LH-HERO-11); a hero not convinced is freed (B)."""
    hero = s.heroes[hid]
    pct = CONVINCE_BASE_PCT
    price = HIRE_MULTIPLIER * upkeep(s, seat, hid)
    if s.coins[seat] >= price:
        s.coins[seat] -= price
        pct += CONVINCE_WEALTH_BONUS_PCT
    room = len(heroes_of(s, seat)) < hero_limit(s, seat)
    if "loyal" not in hero["skills"] and s.rng.roll(100) <= pct and room:
        s.heroes[hid] = {**hero, "seat": seat, "captor": None, "post": None, "unpaid": False, "since": s.season}
        s.report(seat, f"{hero['name']} is convinced and enters your service")
    else:
        s.report(seat, f"{hero['name']} will not serve you and is set free")
        free(s, seat, hid)


def free(s: State, seat: int, hid: str) -> None:
    """LH-CAPTURE-1 B: a freed hero returns to the employer with 50% chance (if the employer lives), else goes into
    exile (leaves the game)."""
    hero = s.heroes[hid]
    home = hero["seat"]
    if home is not None and s.palace[home] is not None and s.rng.roll(100) <= FREED_RETURNS_PCT:
        s.heroes[hid] = {**hero, "captor": None, "post": None}
        s.report(home, f"{hero['name']} is freed by {s.name(seat)} and returns to your court")
    else:
        leave(s, hid, "is freed by their captor and goes into exile")


def capture(s: State, captor: int, central: str) -> None:
    """LH-CAPTURE-1, A-32: a warlord takes a Central region from another: each hero of the loser posted there
    (and, at the loser's Palace, each hero at court) escapes home with 33% (Cunning 66%); the others are the
    captor's captives until the captor decides on the next order sheet."""
    for hid, hero in list(s.heroes.items()):
        seat = hero["seat"]
        if seat is None or seat == captor or hero["captor"] is not None or hero["offer"] is not None:
            continue
        here = hero["post"][0] if hero["post"] else s.palace[seat]
        if here != central:
            continue
        flee = CUNNING_FLEE_PCT if "cunning" in hero["skills"] else CAPTURE_FLEE_PCT
        if s.palace[seat] != central and s.rng.roll(100) <= flee:
            s.heroes[hid] = {**hero, "post": None}
            s.report(seat, f"{hero['name']} escapes from {s.map.regions[central].name} back to your court")
        else:
            s.heroes[hid] = {**hero, "post": None, "captor": captor}
            s.report(seat, f"{hero['name']} is captured in {s.map.regions[central].name} by {s.name(captor)}")
            s.report(captor, f"You capture {hero['name']} in {s.map.regions[central].name}")


def on_death(s: State, victor: int, loser: int) -> None:
    """LH-DEATH-2, LH-EX-19: each hero of a dead warlord offers service to the victor with 50% chance and otherwise
    leaves; a Loyal hero always leaves, and so does one for whom the victor has no room under the hero limit. The
    dead warlord's captives go free into exile, and heroes waiting at the
    court move on."""
    for hid, hero in list(s.heroes.items()):
        if hero["offer"] == loser or hero["captor"] == loser:
            del s.heroes[hid]
        elif hero["seat"] == loser and hero["captor"] is None:
            room = len(heroes_of(s, victor)) < hero_limit(s, victor)
            if "loyal" not in hero["skills"] and s.rng.roll(100) <= DEATH_OFFER_PCT and room:
                s.heroes[hid] = {**hero, "seat": victor, "post": None, "unpaid": False, "since": s.season}
                s.report(victor, f"{hero['name']}, who served {s.name(loser)}, enters your service")
            else:
                del s.heroes[hid]


def unpaid(s: State, seat: int, warned: set[str]) -> int:
    """A-13, LH-HERO-8: one hero goes unpaid this season (the dearest not yet warned this season): a hero warned
    last season leaves now, another is warned and leaves next season if still unpaid. Returns the upkeep not
    paid (0 when no hero is left to go unpaid)."""
    left = [h for h in heroes_of(s, seat) if h not in warned]
    if not left:
        return 0
    hid = max(reversed(left), key=lambda h: upkeep(s, seat, h))
    cost = upkeep(s, seat, hid)
    if s.heroes[hid]["unpaid"]:
        leave(s, hid, "goes unpaid a second season and leaves your service")
    else:
        warned.add(hid)
        s.heroes[hid] = {**s.heroes[hid], "unpaid": True}
        s.report(seat, f"{name(s, hid)} is not paid and warns you: unpaid again next season, they will leave")
    return cost
