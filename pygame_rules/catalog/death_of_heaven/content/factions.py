"""The nine factions (DH-COMP-1/2): names, leaders, colours, cubes, starting territories, stances, Merit reward,
and each faction's special ability as data plus words (DH-ZONE-5, spec 3.6).

From the rulebook: the nine factions and their cube counts (L34); the simple rules' factions per player count
(L95-97) and starting diplomacy (L154-162); colours red (Cao Cao), yellow (Yuan Shao), black (Lu Bu), orange
(Sun Ce) (L56, L197-203); who may declare Self-Reliance and Cao Cao's condition (L493-499); Yuan Shu starting on
Self-Reliance (L468); the Liu clan's Merit (L386, L523-525, ruling A-1: 2 cubes); Lu Bu's opening hand (L109).

Designed: the other five colours (the Okabe-Ito colour-blind-safe palette, so every pair stays apart under
protanopia, deuteranopia and tritanopia, tested) and a mark per faction (the leader's given name, distinct
where the family names repeat: three Liu, two Yuan) for a second cue; each special ability (one passive each,
``CONTENT.md`` says why each was chosen over the spec's placeholder when it differs).
"""

from __future__ import annotations

from dataclasses import dataclass

from .map import home_territories
from .vocab import DEFENSE, HAN_MINISTER, SELF_RELIANCE, Effect

ALLOWED = "allowed"
NEVER = "never"
EMPEROR_FIVE = "emperor_5"
SELF_RELIANCE_RULES: tuple[str, ...] = (ALLOWED, NEVER, EMPEROR_FIVE)
"""Who may declare Self-Reliance (DH-SELF-1): Yuan Shao, Lu Bu, Sun Ce, Ma Teng; never the Liu clan or Yuan Shu
(already self-reliant); Cao Cao only with 5+ cubes on the Emperor Xian card."""


@dataclass(frozen=True)
class Ability:
    """A faction's special ability (its board's summary, DH-ZONE-5): passive modifiers in ``effects``
    (``vocab.EFFECTS``), the board's ``text``, and the handbook's ``handbook`` notes."""

    id: str
    name: str
    hanzi: str
    effects: tuple[Effect, ...]
    text: str
    handbook: str


@dataclass(frozen=True)
class Faction:
    """A playable faction. ``cubes`` fill its board exactly (DH-SETUP-2); ``prefix`` starts its card ids."""

    id: str
    name: str
    hanzi: str
    leader: str
    mark: str
    colour: str
    hex: str
    cubes: int
    prefix: str
    start_stance: str
    self_reliance: str
    merit_cubes: int
    ability: Ability

    @property
    def territories(self) -> tuple[str, ...]:
        """Its starting territories (the map's ○ in its colour)."""
        return home_territories(self.id)


def _a(id_: str, name: str, hanzi: str, text: str, handbook: str, *effects: Effect) -> Ability:
    return Ability(id_, name, hanzi, effects, text, handbook)


FACTIONS: tuple[Faction, ...] = (
    Faction("cao_cao", "Cao Cao", "曹操", "Cao Cao", "操", "red", "#D55E00", 24, "cao", HAN_MINISTER,
            EMPEROR_FIVE, 1, _a(
                "hold_the_emperor", "Hold the Emperor", "挾天子",
                "Whenever you execute Tribute, also draw 1 card from your own deck.",
                "The draw comes after the cube is placed; with no cube on your board there is no Tribute and no "
                "draw.", {"do": "extra_draw_on", "event": "tribute", "source": "own", "n": 1})),
    Faction("yuan_shao", "Yuan Shao", "袁紹", "Yuan Shao", "紹", "yellow", "#F0E442", 24, "ysh", HAN_MINISTER,
            ALLOWED, 1, _a(
                "four_generations", "Four Generations of Excellencies", "四世三公",
                "When you draw a Defense reward, draw 1 more card from your own deck.",
                "Only when the target is yours or carries your diplomacy cube (DH-WAR-5); 1 more card however many "
                "cubes you have there.", {"do": "extra_draw_on", "event": "defense_reward", "source": "own", "n": 1})),
    Faction("sun_ce", "Sun Ce", "孫策", "Sun Ce", "策", "orange", "#E69F00", 24, "sun", HAN_MINISTER,
            ALLOWED, 1, _a(
                "lord_of_jiangdong", "Lord of Jiangdong", "江東之主",
                "When you play a Troop card bearing a Navy symbol, place 1 navy marker on it.",
                "The marker counts only on a target suited to Navy, and leaves with the card (DH-STR-4).",
                {"do": "marker_on_troop_play", "troop": "navy", "n": 1})),
    Faction("liu_bei", "Liu Bei", "劉備", "Liu Bei", "備", "green", "#009E73", 19, "lbe", HAN_MINISTER,
            NEVER, 2, _a(
                "benevolence", "Benevolence", "仁德",
                "Once per round, when the Attacker or Defender places a Promise card in front of you, draw 1 card "
                "from your own deck.",
                "A Promise card taken back and given again does not draw again that round.",
                {"do": "extra_draw_on", "event": "given_promise", "source": "own", "n": 1, "once_per_round": True})),
    Faction("lu_bu", "Lu Bu", "呂布", "Lu Bu", "布", "black", "#000000", 19, "lbu", HAN_MINISTER,
            ALLOWED, 1, _a(
                "peerless", "Peerless", "無雙",
                "While you are on the Defense side, your Duel draws 2 cards instead of 1.",
                "On the Attack side your Duel draws 1, as anyone's does. Duel still needs no Duel icon on any "
                "enemy's battlefield (DH-GSK-4).", {"do": "duel_draw", "n": 2, "side": DEFENSE})),
    Faction("liu_biao", "Liu Biao", "劉表", "Liu Biao", "表", "sky blue", "#56B4E9", 24, "lbi", HAN_MINISTER,
            NEVER, 2, _a(
                "guardian_of_jing", "Guardian of Jing", "坐保荊州",
                "Your Upgrade Territory may fill any empty space of your territories, not only the lowest "
                "numbered.", "Without an empty space you still cannot upgrade.", {"do": "upgrade_any_space"})),
    Faction("ma_teng", "Ma Teng", "馬騰", "Ma Teng", "騰", "white", "#FFFFFF", 19, "mat", HAN_MINISTER,
            ALLOWED, 1, _a(
                "xiliang_cavalry", "Xiliang Cavalry", "西涼鐵騎",
                "When you play a Troop card bearing a Cavalry symbol, place 1 cavalry marker on it.",
                "The marker counts only on a target suited to Cavalry, and leaves with the card (DH-STR-4).",
                {"do": "marker_on_troop_play", "troop": "cavalry", "n": 1})),
    Faction("yuan_shu", "Yuan Shu", "袁術", "Yuan Shu", "術", "reddish purple", "#CC79A7", 19, "ysu",
            SELF_RELIANCE, NEVER, 1, _a(
                "imperial_seal", "The Imperial Seal", "傳國玉璽",
                "Your Recruit discards 1 card fewer (3 becomes 2, 2 becomes 1, 1 becomes 0).",
                "Ruling A-19 still applies to the cards you do discard.", {"do": "recruit_discount", "n": 1})),
    Faction("liu_zhang", "Liu Zhang", "劉璋", "Liu Zhang", "璋", "blue", "#0072B2", 24, "lzh", HAN_MINISTER,
            NEVER, 2, _a(
                "roads_of_shu", "The Roads of Shu", "蜀道難",
                "The Rout Value against any of your territories is halved, rounded down.",
                "Halve the Rout Value before any extra occupation is paid (DH-ROUT-2).", {"do": "rout_divisor", "n": 2})),
)

FACTION: dict[str, Faction] = {f.id: f for f in FACTIONS}
FACTION_IDS: tuple[str, ...] = tuple(f.id for f in FACTIONS)

SIMPLE_FACTIONS: dict[int, tuple[str, ...]] = {
    4: ("cao_cao", "lu_bu", "liu_bei", "sun_ce"),
    5: ("cao_cao", "lu_bu", "liu_bei", "sun_ce", "liu_biao"),
    6: ("cao_cao", "lu_bu", "liu_bei", "sun_ce", "liu_biao", "yuan_shao"),
}
"""The simple rules' factions per player count (DH-SETUP-1, L95-97)."""

SIMPLE_DIPLOMACY: dict[int, dict[str, tuple[str, ...]]] = {
    4: {"cao_cao": ("beihai", "jiangxia"), "liu_bei": ("hanzhong", "wan"), "lu_bu": ("runan", "lujiang"),
        "sun_ce": ("shouchun", "ye")},
    5: {"cao_cao": ("lujiang", "changsha"), "liu_bei": ("hanzhong", "wan"), "liu_biao": ("shouchun", "ye"),
        "lu_bu": ("runan", "wuling"), "sun_ce": ("beihai", "tianshui")},
    6: {"cao_cao": ("changsha",), "liu_bei": ("hanzhong",), "liu_biao": ("shouchun",), "lu_bu": ("wan",),
        "sun_ce": ("runan",), "yuan_shao": ("lujiang",)},
}
"""The simple rules' starting diplomacy cubes (DH-SETUP-14, L154-162)."""

FIRST_ATTACKER_SIMPLE = "cao_cao"
"""Cao Cao is the first Attacker in the simple rules (DH-SETUP-5)."""

LU_BU_OPENING = "lu_bu"
"""The ``name_id`` of Lu Bu's two cards that form his opening hand (DH-SETUP-4)."""

FULL_DIPLOMACY_PASSES: dict[int, int] = {4: 2, 5: 2, 6: 1}
"""Starting-diplomacy cubes per player in the full rules (DH-FULL-4)."""
