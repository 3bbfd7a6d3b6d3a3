"""Land of Han heroes (LH-HERO-*, LH-SKILL-*): the 20 skills in their three categories with the one exclusivity
the rulebook gives (L181-203), the posts (L171), the rulebook's hero figures (L167-179), and the designed parts of
spec 3.4: the name lists and the numbers a new hero is generated with.

Administrative skills act through a Governor post, Military skills through a Marshal post, Other skills wherever
the hero is (LH-HERO-5); a skill learned in a post is of the post's category (L170).
"""

from __future__ import annotations

from dataclasses import dataclass

ADMINISTRATIVE = "administrative"
MILITARY = "military"
OTHER = "other"
CATEGORIES = (ADMINISTRATIVE, MILITARY, OTHER)

GOVERNOR = "governor"
MARSHAL = "marshal"
POSTS: dict[str, str] = {GOVERNOR: ADMINISTRATIVE, MARSHAL: MILITARY}
"""L171: each Central region has a Governor (administrative) and a Marshal (military) post."""


@dataclass(frozen=True)
class Skill:
    """A hero skill: its category, the rulebook's words (``text``) and line, and the skills it excludes."""

    id: str
    name: str
    category: str
    text: str
    line: int
    excludes: frozenset[str] = frozenset()


SKILLS: tuple[Skill, ...] = (
    Skill("architect", "Architect", ADMINISTRATIVE, "Reduces all improvements' purchase costs in the whole group by "
          "10%.", 182),
    Skill("industrious", "Industrious", ADMINISTRATIVE, "The group's Workshop +10% Coins per season.", 183),
    Skill("scholar", "Scholar", ADMINISTRATIVE, "Libraries in the whole group generate 1 Research Point more.", 184),
    Skill("taxmaster", "Taxmaster", ADMINISTRATIVE, "The group's tax revenues +20%.", 185),
    Skill("trademaster", "Trademaster", ADMINISTRATIVE, "Trade revenue of trade routes starting in the group +10%.",
          186),
    Skill("treasurer", "Treasurer", ADMINISTRATIVE, "Copper mines in the whole group generate 200 Coins per season "
          "more.", 187),
    Skill("archery_commander", "Archery Commander", MILITARY, "Archers in the group +2 Combat Rating.", 189),
    Skill("cavalry_commander", "Cavalry Commander", MILITARY, "Cavalry in the group +2 Combat Rating.", 190),
    Skill("defender", "Defender", MILITARY, "Armies in the group +2 Combat Rating against barbarians.", 191),
    Skill("frugal", "Frugal", MILITARY, "All armies' upkeep in the group -10%.", 192),
    Skill("spear_commander", "Spear Commander", MILITARY, "Spearmen in the group +2 Combat Rating.", 193),
    Skill("tactician", "Tactician", MILITARY, "All armies in the group +1 Combat Rating.", 194),
    Skill("wallbuilder", "Wallbuilder", MILITARY, "Castles (the rulebook's \"Keeps\", ruling A-22) and Central "
          "regions give +2 more Combat Rating.", 195),
    Skill("cunning", "Cunning", OTHER, "When captured, 66% chance to escape to the original employer.", 197),
    Skill("famous", "Famous", OTHER, "Each Spring, 25% chance to attract an extra travelling hero to the court.", 198),
    Skill("greedy", "Greedy", OTHER, "Upkeep +10%. Never with Modest.", 199, frozenset({"modest"})),
    Skill("inventor", "Inventor", OTHER, "3 Research Points per season.", 200),
    Skill("loyal", "Loyal", OTHER, "Cannot be convinced to work for another warlord when captured.", 201),
    Skill("modest", "Modest", OTHER, "Upkeep reduced by a quarter (ruling A-23). Never with Greedy.", 202,
          frozenset({"greedy"})),
    Skill("teacher", "Teacher", OTHER, "Doubles the other heroes' chances to learn a skill where the Teacher is.",
          203),
)
"""The 20 skills of L181-203 in the rulebook's order: 6 Administrative, 7 Military, 7 Other."""

BY_ID: dict[str, Skill] = {s.id: s for s in SKILLS}


def compatible(skills: frozenset[str] | set[str], new: str) -> bool:
    """Whether a hero holding ``skills`` may gain ``new``: not already held and not excluded (Greedy/Modest)."""
    return new not in skills and not (BY_ID[new].excludes & set(skills))


# -- the rulebook's figures -------------------------------------------------------------------------------------

ARCHITECT_PCT = 10
INDUSTRIOUS_PCT = 10
SCHOLAR_RP = 1
TAXMASTER_PCT = 20
TRADEMASTER_PCT = 10
TREASURER_COINS = 200
"""L182-187: the Administrative skills' figures (a Governor's, in the group of the posted Central)."""
COMMANDER_CR = {"archery_commander": ("archers", 2), "cavalry_commander": ("cavalry", 2),
                "spear_commander": ("spearmen", 2)}
DEFENDER_CR = 2
FRUGAL_PCT = 10
TACTICIAN_CR = 1
WALLBUILDER_CR = 2
"""L189-195: the Military skills' figures (a Marshal's, in the group of the posted Central)."""
INVENTOR_RP = 3
"""L200: Inventor, 3 Research Points a season."""

TRAVELLING_CHANCE_PCT = 10
"""L167: each season a 10% chance that a travelling hero appears at a warlord's court (per warlord, A-20)."""
RAISE_COST = 500
"""L168: 500 Coins a season to find a promising official at court."""
LEARN_CHANCES_PCT = (50, 40, 30, 20, 10)
"""L169: the chance to learn a skill each season with 0, 1, 2, 3, 4 skills; none with 5."""
MAX_SKILLS = 5
"""L169: "maximum is 5 Skills"."""
UPKEEP_PER_SKILL = 500
UPKEEP_RANDOM = (1, 5)
UPKEEP_RANDOM_STEP = 100
"""L173: upkeep = skills x 500 + (a random number from 1 to 5) x 100 Coins per season."""
HIRE_MULTIPLIER = 2
"""L174: a travelling hero must first be offered 2x their upkeep."""
DISMISSED_STAYS_PCT = 50
"""L177: a dismissed hero has a 50% chance to seek another warlord's court."""
EXECUTION_AVOIDANCE_SEASONS = 4
"""L178: after an execution travelling heroes avoid the warlord "for about a Year" (4 seasons)."""
BASE_HERO_LIMIT = 4
"""L179: the limit is 4 + the number of Central regions owned."""
CAPTURE_FLEE_PCT = 33
CUNNING_FLEE_PCT = 66
"""L204, L197: heroes in a captured Central flee with 33% chance (Cunning: 66%)."""
FREED_RETURNS_PCT = 50
"""L207: a freed hero returns to the employer with 50% chance, else goes into exile."""
DEATH_OFFER_PCT = 50
"""L164: on a warlord's death each hero offers service to the victor with 50% chance (Loyal never)."""
FAMOUS_PCT = 25
"""L198: Famous: each Spring 25% chance of an extra travelling hero."""
GREEDY_UPKEEP_PCT = 10
"""L199: Greedy: upkeep +10%."""
MODEST_UPKEEP_FACTOR = 0.75
"""L202 "Quarters total Upkeep Cost", read as "reduced by a quarter" (ruling A-23; literal 0.25 is an option)."""

# -- designed (spec 3.4) ----------------------------------------------------------------------------------------

TRAVELLING_SKILL_COUNTS: tuple[tuple[int, int], ...] = ((1, 50), (2, 35), (3, 15))
"""A travelling hero has 1, 2 or 3 skills with 50%, 35%, 15% chance, drawn uniformly from all 20 skills under the
exclusivity rule (spec 3.4)."""
RAISED_SKILLS = 0
"""A raised hero starts with no skill (Legalism: 1 Administrative or Military skill of the warlord's choice,
L228)."""
AVAILABLE_SEASONS = 1
"""A travelling hero who is not hired waits 1 season, then leaves (spec 3.4)."""
CONVINCE_BASE_PCT = 50
CONVINCE_WEALTH_BONUS_PCT = 25
"""Convincing a captured hero: 50%, +25% if the captor pays 2x the hero's upkeep from a treasury that holds it; on
failure the hero is freed (option B) (spec 3.4)."""

SURNAMES: tuple[tuple[str, str], ...] = (
    ("Zhang", "張"), ("Li", "李"), ("Zhao", "趙"), ("Wang", "王"), ("Chen", "陳"), ("Zhou", "周"), ("Sun", "孫"),
    ("Ma", "馬"), ("Huang", "黃"), ("Zhuge", "諸葛"), ("Liu", "劉"), ("Cao", "曹"), ("Guan", "關"),
    ("Xiahou", "夏侯"), ("Sima", "司馬"), ("Lu", "陸"), ("Xu", "徐"), ("Yang", "楊"), ("Han", "韓"), ("Deng", "鄧"),
    ("Gao", "高"), ("Wei", "魏"), ("Jiang", "姜"), ("Fan", "范"), ("Meng", "孟"), ("Xiao", "蕭"), ("Ouyang", "歐陽"),
    ("Lian", "廉"),
)
"""Surnames (spec 3.4's list and more), as (pinyin, traditional characters)."""

GIVEN_NAMES: tuple[tuple[str, str], ...] = (
    ("Liang", "亮"), ("Yun", "雲"), ("Fei", "飛"), ("Yu", "羽"), ("Chao", "超"), ("Zhong", "忠"), ("Wen", "文"),
    ("Wu", "武"), ("Bo", "博"), ("Ping", "平"), ("An", "安"), ("Kang", "康"), ("Rui", "瑞"), ("Hao", "浩"),
    ("Jun", "俊"), ("Xian", "賢"), ("Cheng", "成"), ("Yi", "義"), ("De", "德"), ("Ming", "明"), ("Zhi", "志"),
    ("Heng", "衡"), ("Shou", "壽"), ("Jing", "靖"), ("Tong", "通"), ("Qian", "謙"), ("Lin", "麟"), ("Shan", "善"),
    ("Kai", "凱"), ("Zhen", "貞"),
)
"""Given names, as (pinyin, traditional characters): a hero's name is a surname and a given name."""
