"""The 14 wandering generals (在野), transcribed from the rulebook's list (L597-627; spec 1.17).

Every number, icon and skill is the rulebook's. Our choices: Gan Ning's card number, not printed, is ``n01``
(spec 3.13); Lu Xun is a Defense card only (A-12, ``dual_banner`` records the printed second banner); Lu Xun
counts battlefield cards as his text says (A-13); Gan Ning's type change recomputes both tallies (A-14).
Zhuge Liang starts at the bottom of the wandering deck (DH-SETUP-10): ``ZHUGE_LIANG``.
"""

from __future__ import annotations

from .cardtypes import Card, Skill, imm
from .vocab import (
    ATTACK,
    CAVALRY,
    DEFENSE,
    GENERAL,
    INFANTRY,
    NAVY,
    ONGOING,
    RESOLUTION,
    SCHEME,
    TROOP,
)
from .vocab import WANDERING as WANDERING_FACTION

LOWER_ENEMY = {"who": "enemy", "scheme_lower": True}


def _w(num: int, name: str, hanzi: str, side: str, line: int, *, inf=0, cav=0, navy=0, sch=0, gs=(),
       skill: Skill | None = None, dual: bool = False) -> Card:
    return Card(f"n{num:02d}", name, hanzi, name.lower().replace(" ", "_"), WANDERING_FACTION, GENERAL, GENERAL, side,
                inf, cav, navy, sch, tuple(gs), (skill,) if skill else (), rulebook=line, dual_banner=dual)


WANDERING_GENERALS: tuple[Card, ...] = (
    _w(1, "Gan Ning", "甘寧", ATTACK, 601, inf=3, navy=2, sch=1, gs=("duel",), skill=imm(
        "river_pirate", "River Pirate", "江賊",
        "The attack target's suited troop type is Navy. You designate 1 enemy; he discards 2 cards from his hand, "
        "his choice. Then you draw as many cards from the public deck.",
        "If the enemy has only 1 card in hand he discards it and you draw 1. An enemy with no hand cards cannot "
        "be designated (rulebook note).",
        {"do": "set_target_type", "troop": NAVY},
        {"do": "hand_discard", "who": "target", "n": 2, "chooser": "victim"},
        {"do": "draw", "source": "public", "n_from": "cards_just_discarded"},
        target={"who": "enemy", "hand_min": 1})),
    _w(2, "Wei Yan", "魏延", DEFENSE, 605, inf=5, gs=("duel",), skill=imm(
        "heavy_gate", "Heavy Gate", "重門",
        "When the attack target's suited troop type does not include Cavalry, place 2 infantry markers on this "
        "card.", "Nothing happens on a target suited to Cavalry.",
        {"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"},
        requires=({"is": "target_type_excludes", "troop": CAVALRY},))),
    _w(3, "Lu Xun", "陸遜", DEFENSE, 603, inf=1, navy=2, sch=2, dual=True, skill=imm(
        "burn_the_camp", "Burn the Camp", "燒營",
        "Designate an enemy with less Scheme than you. For every 2 cards on his battlefield, he discards 1 card "
        "from his hand, his choice.",
        "He discards as many as he can if his hand is short. Ruling A-13 counts his battlefield as the text "
        "says (the rulebook's example counts his hand).",
        {"do": "hand_discard", "who": "target", "per": "target_bf_cards", "divisor": 2, "chooser": "victim"},
        target=LOWER_ENEMY)),
    _w(4, "Lu Su", "魯肅", DEFENSE, 607, inf=1, sch=2, gs=("diplomacy",), skill=imm(
        "lend_land", "Lend Land", "借地",
        "Designate 1 ally and transfer 1 of your territories to him: your cubes there are removed from the game "
        "and he places as many cubes from his board there.",
        "You cannot choose the attack target (rulebook note). If he has fewer cubes on his board than the "
        "territory's level, he places all he has and the territory keeps that level (never 0, DH-GEN-2).",
        {"do": "give_territory", "who": "target", "exclude_target": True},
        target={"who": "ally"})),
    _w(5, "Zhuge Jin", "諸葛謹", DEFENSE, 609, inf=1, sch=2, gs=("diplomacy",), skill=imm(
        "negotiation", "Negotiation", "和談",
        "When the Defender wins, you and the Attacker each remove 1 cube from your own boards.",
        "It happens at Resolution, without anyone declaring defeat (rulebook note). A player whose board is "
        "empty removes nothing (A-23).",
        {"do": "remove_board_cubes", "who": "self", "n": 1},
        {"do": "remove_board_cubes", "who": "attacker", "n": 1},
        requires=({"is": "winner", "side": "defender"},), timing=RESOLUTION)),
    _w(6, "Chen Dao", "陳到", DEFENSE, 611, inf=3, skill=imm(
        "white_plume", "White Plume", "白毦",
        "Take 1 Infantry Troop card from your discard pile into your hand; if you do, place 2 infantry markers "
        "on this card.",
        "Without an Infantry Troop card in your discard pile you place no markers (rulebook note).",
        {"do": "retrieve_discard", "n": 1, "filter": {"subtype": TROOP, "symbol": INFANTRY},
         "then": ({"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"},)})),
    _w(7, "Xu Sheng", "徐盛", DEFENSE, 613, inf=1, navy=2, sch=1, skill=imm(
        "linked_stockades", "Linked Stockades", "連寨",
        "Afterwards, each time you play a card with Scheme, place 2 navy markers on this card.",
        "A Scheme card or a General with Scheme triggers it; whatever its Scheme, 2 markers (rulebook notes).",
        {"do": "add_markers", "troop": NAVY, "n": 2, "on": "this"},
        timing=ONGOING, trigger="own_play_with_scheme")),
    _w(8, "Xu Shu", "徐庶", DEFENSE, 615, inf=1, sch=2, gs=("talent",)),
    _w(9, "Zhao Yun", "趙雲", DEFENSE, 617, inf=2, cav=3, sch=1, gs=("duel",), skill=imm(
        "composure", "Composure", "沉著",
        "Before you play your next card, enemies who must compare Scheme for an effect cannot designate you.",
        "It ends when you play your next card, even if that card is discarded at once (rulebook note).",
        {"do": "scheme_shield", "until": "next_own_play"}, timing=ONGOING)),
    _w(10, "Du Ji", "杜畿", DEFENSE, 619, inf=1, sch=2, gs=("upgrade",), skill=imm(
        "decoy_troops_du_ji", "Decoy Troops", "偽兵",
        "Compare with the enemy with the most Scheme. If you have n more Scheme than he does, place n infantry "
        "markers on this card.", "With no more Scheme than him you place none.",
        {"do": "add_markers", "troop": INFANTRY, "per": "scheme_lead_over_highest_enemy", "on": "this"})),
    _w(11, "Zhuge Liang", "諸葛亮", ATTACK, 621, inf=1, sch=3, gs=("diplomacy", "upgrade"), skill=imm(
        "divine_calculation", "Divine Calculation", "神算",
        "Designate 1 enemy with less Scheme than you; he shows you his hand. Add 1 Scheme card from it to your "
        "hand and return the rest.",
        "Only subtype Scheme, not Generals with Scheme; with none, his whole hand goes back (rulebook notes).",
        {"do": "view_hand_take", "who": "target", "n": 1, "filter": {"subtype": SCHEME}},
        target=LOWER_ENEMY)),
    _w(12, "Sima Yi", "司馬懿", DEFENSE, 623, inf=1, sch=3, gs=("upgrade",), skill=imm(
        "wolfs_gaze", "Wolf's Gaze", "狼顧",
        "Take all Scheme cards in your discard pile back into your hand.",
        "Only subtype Scheme, not Generals with Scheme (rulebook note).",
        {"do": "retrieve_discard", "n": "all", "filter": {"subtype": SCHEME}})),
    _w(13, "Pang Tong", "龐統", ATTACK, 625, inf=1, sch=3, gs=("upgrade",), skill=imm(
        "planning", "Planning", "籌謀",
        "Discard any number of cards from your hand, then draw as many from your deck.",
        "If your deck is short, take it all, shuffle your discard pile into a new deck and draw the rest "
        "(rulebook note).", {"do": "cycle_hand"})),
    _w(14, "Shamoke", "沙摩柯", ATTACK, 627, inf=3, skill=imm(
        "clearing_the_wilds", "Clearing the Wilds", "開荒",
        "When the attack target's suited troop type does not include Cavalry, place 3 infantry markers on this "
        "card.", "Nothing happens on a target suited to Cavalry.",
        {"do": "add_markers", "troop": INFANTRY, "n": 3, "on": "this"},
        requires=({"is": "target_type_excludes", "troop": CAVALRY},))),
)

WANDERING: dict[str, Card] = {c.id: c for c in WANDERING_GENERALS}
ZHUGE_LIANG = "n11"
"""Placed face down at the bottom of the wandering deck at setup (DH-SETUP-10)."""
