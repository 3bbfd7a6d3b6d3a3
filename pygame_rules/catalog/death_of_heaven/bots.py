"""The Death of Heaven heuristic bot: every decision of a seat, taken from that seat's view only (its own hand; the
others' hand sizes, battlefields, board counts, Promise cards and kept or broken words, which are public).

It plays for the game's goal, the fewest cubes left on the board: cubes leave the board when a territory is
occupied or upgraded, at Tribute and the Merit, so it attacks what it can take, chases Promise cards that occupy
and upgrade, and marches with the side it expects to win or is paid by. Its honesty (``HONESTY``, by seat) says
how often it keeps a pledge; it remembers who broke their word to it through the public ``word`` counts and
gives its Promise cards to the players who keep theirs. Every choice comes with a short reason naming the rule or
the card.
"""

from __future__ import annotations

from typing import Any

from ...ai.base import Bot, Decision, register_bot
from ...engine.game import Action, Game
from ...engine.rng import Rng
from .content.cards import CARD
from .content.factions import FACTION
from .content.map import TERRITORY, adjacent, home_territories
from .content.promises import PROMISE
from .content.vocab import ATTACK, DEFENSE

HONESTY = (0.9, 0.7, 0.95, 0.8, 0.85, 0.75)
"""How often the bot of each seat keeps a pledge it made (its persona)."""


class View:
    """What the bot reads of its view, with a few sums."""

    def __init__(self, view: dict[str, Any], seat: int):
        self.v, self.seat = view, seat
        b = view.get("battle") or {}
        self.target = b.get("target")
        self.types = b.get("types") or []
        self.attack, self.defense = b.get("attack", 0), b.get("defense", 0)
        self.defender = b.get("defender")
        self.attacker = view["attacker"]
        self.hand: list[str] = view["hands"][seat] if isinstance(view["hands"][seat], list) else []

    def strength(self, card_id: str, types: list[str] | None = None) -> int:
        c = CARD[card_id]
        return sum(getattr(c, t) for t in (types if types is not None else self.types))

    def my_side(self) -> str | None:
        if self.seat == self.attacker:
            return ATTACK
        if self.seat == self.defender:
            return DEFENSE
        bf = self.v["battlefields"][self.seat]
        return CARD[bf[0]].side if bf else None

    def promised_side(self) -> str | None:
        """The side whose Promise card the seat holds, if any (the better-paying when both)."""
        held = [PROMISE[p].side for p, h in self.v["promises"].items() if h == self.seat]
        if not held:
            return None
        return ATTACK if held.count(ATTACK) >= held.count(DEFENSE) else DEFENSE

    def reputation(self, seat: int) -> int:
        kept, broken = self.v["word"][seat]
        return kept - 2 * broken

    def hand_power(self, side: str, types: list[str]) -> int:
        return sum(self.strength(c, types) for c in self.hand if CARD[c].side == side)


def _card_value(b: View, card_id: str) -> float:
    c = CARD[card_id]
    return b.strength(card_id) + 0.5 * c.scheme + 0.6 * len(c.general_skills) + 0.5 * len(c.skills)


def _target_score(b: View, territory: str) -> tuple[float, str]:
    """Declare War: what taking ``territory`` is worth against how likely it falls (DH-WAR-1..6)."""
    v = b.v
    types = sorted(TERRITORY[territory].troops)
    owner = v["owner"].get(territory)
    level = v["level"][territory] if owner is not None else TERRITORY[territory].circles
    mine = b.hand_power(ATTACK, types)
    if owner is None:
        theirs = 2.0 + (2.5 if v["npc"].get(territory) is not None else 0.0)
        who = "an NPC tile"
    else:
        theirs = 2.5 * v["hands"][owner] + 3.0 * level
        who = FACTION[v["factions"][owner]].name
    near = sum(1 for t in adjacent(territory) if v["owner"].get(t) == b.seat or v["npc"].get(t) == b.seat)
    leader_bonus = 0.0
    if owner is not None and v["board"][owner] == min(v["board"]):
        leader_bonus = 1.5
    p = mine / (mine + theirs + 1e-9)
    score = p * (level + 1.5) + 0.4 * near + leader_bonus
    return score, (f"Attack {TERRITORY[territory].name}, held by {who}: my Attack cards there are worth {mine}, and "
                   f"taking it moves {level} cube{'s' if level != 1 else ''} off my board (DH-WAR-1)")


def _march_score(b: View, card_id: str, honest: bool) -> tuple[float, str]:
    c = CARD[card_id]
    side = c.side
    st = b.strength(card_id)
    name = c.name
    if b.seat == b.attacker:
        if side != ATTACK:
            return -50.0, f"{name} is a Defense card: the Attacker's would be discarded (DH-MARCH-2)"
        return st + 0.2 * c.scheme, f"March with {name}: {st} Attack strength here"
    if b.seat == b.defender:
        if side != DEFENSE:
            return -50.0, f"{name} is an Attack card: the Defender's would be discarded (DH-MARCH-2)"
        return st + 0.2 * c.scheme, f"March with {name}: {st} Defense strength here"
    want = b.promised_side()
    pledged = next((p["side"] for p in b.v["pledges"] if p["seat"] == b.seat), None)
    if pledged is not None and honest:
        want = pledged
    if want is None:
        want = ATTACK if b.hand_power(ATTACK, b.types) > b.hand_power(DEFENSE, b.types) else DEFENSE
    if side != want:
        return -5.0 + 0.1 * st, f"March with {name}, though my interest lies with the other side"
    return 5.0 + st, (f"March with {name} for the {'Attacker' if want == ATTACK else 'Defender'}, whose win pays "
                      f"me (DH-PROM-1)")


def score(b: View, decision: str | None, a: Action) -> tuple[float, str]:
    """The bot's value of one legal action, and why."""
    do = a.get("do")
    v = b.v
    if do == "keep":
        defense = sum(1 for c in b.hand if CARD[c].side == DEFENSE)
        return (1.0 if defense else -1.0), "Keep the hand: it holds a Defense card for the first round (DH-SETUP-3)"
    if do == "mulligan":
        cards = a["cards"]
        if any(CARD[c].side == DEFENSE for c in cards) or len(cards) > 2:
            return -2.0, "Keep my Defense cards"
        return 0.5 - 0.2 * len(cards), "Change an Attack card for a chance at a Defense card (DH-SETUP-3)"
    if do == "target":
        return _target_score(b, a["territory"])
    if do == "give":
        card = PROMISE[a["card"]]
        if card.effects[0]["do"] in ("occupy_target", "occupy_extra_by_rout"):
            return -3.0, "Keep the Promise card that occupies territory: it pays me if nobody else holds it"
        to = a["to"]
        if a.get("ask") == "spare":
            return 0.6 + 0.5 * b.reputation(to), (
                f"Give {FACTION[v['factions'][to]].name} a Promise card and ask it to spare me its skills "
                "(DH-PERS-3)")
        return 1.0 + 0.5 * b.reputation(to) + 0.05 * v["hands"][to], (
            f"Give {FACTION[v['factions'][to]].name} a Promise card to win its support; it has kept its word "
            f"{v['word'][to][0]} times and broken it {v['word'][to][1]} (DH-PERS-2)")
    if do == "take_back":
        return 2.0, "Take back the Promise card from a player who marched against me (DH-PERS-4)"
    if do == "pass" and decision == "persuade":
        return 0.0, "Keep my other Promise cards"
    if do == "answer":
        honest_claim = a["claim"] is None or b.hand_power(a["claim"], b.types) > 0
        return (1.0 if a["pledge"] else 0.0) + (0.5 if a["claim"] == a["side"] and honest_claim else 0.0), (
            "Promise my support to the side that pays me, and say what I hold (DH-PERS-3)")
    if do == "march":
        honest = (b.v["round"] * 7 + b.seat) % 100 < 100 * HONESTY[b.seat % len(HONESTY)]
        return _march_score(b, a["card"], honest)
    if do == "skill":
        return 1.0, f"Use {_skill_name(a['skill'], a['card'])} of {CARD[a['card']].name} (DH-SKILL-3)"
    if do == "done":
        return 0.0, "Nothing more worth doing with this card"
    if do == "recruit":
        return 2.0 - a["space"] * 0.0 + (1.0 if a["space"] == 2 else 0.0), (
            f"Recruit {CARD[a['card']].name} from the wandering generals (DH-GSK-2)")
    if do == "dispatch":
        return 1.5, "Draw a card from my deck (Talent: Dispatch)"
    if do == "upgrade":
        return 1.0, f"Upgrade {TERRITORY[a['territory']].name}: a cube off my board (DH-GSK-3)"
    if do == "tribute":
        return 1.5, "Tribute: a cube off my board onto the Emperor Xian card (DH-GSK-5)"
    if do == "induce":
        return 3.0 + TERRITORY[a["tile"]].circles, (
            f"Induce {TERRITORY[a['tile']].name} to surrender: its spaces filled from my board (spec 3.10)")
    if do == "friendship":
        near = sum(1 for t in adjacent(a["tile"]) if v["owner"].get(t) not in (None, b.seat))
        return 0.5 + 0.2 * near, f"Friendship with {TERRITORY[a['tile']].name}, a step toward its surrender"
    if do == "self_reliance":
        levels = sum(lv for t, lv in v["level"].items() if v["owner"][t] == b.seat)
        return 0.5 + levels / 2, f"Self-Reliance: {levels // 2} cards for my territory levels (DH-SELF-1)"
    if do == "decline":
        return 0.0, "Decline"
    if do == "designate":
        p = a["seat"]
        promised = any(x.get("ask") == "spare" and x["seat"] == b.seat and x["issuer"] == p for x in v["pledges"])
        if promised and (b.v["round"] * 7 + b.seat) % 100 < 100 * HONESTY[b.seat % len(HONESTY)]:
            return -5.0, f"Spare {FACTION[v['factions'][p]].name}: I gave my word (DH-PERS-3)"
        return v["hands"][p] + len(v["battlefields"][p]), (
            f"Aim at {FACTION[v['factions'][p]].name}, who holds the most cards")
    if do == "part":
        return (1.0 if a["go"] else 0.0), "Do this part of the skill"
    if do == "discard":
        card = a["card"]
        if a.get("from") == "battlefield" and v["battlefields"][b.seat].count(card) == 0:
            return b.strength(card), f"Discard {CARD[card].name}, the strongest card there"
        return -_card_value(b, card), f"Discard {CARD[card].name}, my least useful card"
    if do in ("retrieve", "take"):
        return _card_value(b, a["card"]), f"Take {CARD[a['card']].name}"
    if do == "play" and decision == "play_from_hand":
        return 1.0, f"Play {CARD[a['card']].name}"
    if do == "play":
        side = b.my_side() or CARD[a["card"]].side
        leader = b.seat in (b.attacker, b.defender)
        interest = leader or b.promised_side() == side
        gap = abs(b.attack - b.defense) + 1
        st = b.strength(a["card"])
        if not interest:
            return -1.0, "Keep my cards: nothing of mine rides on this battle"
        return 1.0 + min(st, gap) - 0.1 * max(0, st - gap), (
            f"Reinforce with {CARD[a['card']].name}: {st} strength where my side is {gap - 1} behind (DH-REINF-1)")
    if do == "pass":
        return 0.0, "Pass: keep my cards"
    if do == "next":
        return (2.0 if a["seat"] == b.seat else 1.0 - 0.01 * a["seat"]), "Set the order of play (DH-REINF-7)"
    if do == "resolve_skill":
        return (1.0 if a["go"] else 0.0), "Execute my announced Resolution skill (DH-RES-3)"
    if do == "bid":
        k = a["amount"]
        hand = len(b.hand)
        return (1.0 if k == 0 else 0.8 - 0.5 * k if hand >= 5 else -k), (
            f"Bid {k} for the Attacker marker (DH-BID-1)")
    if do == "attacker":
        return (1.0 if a["seat"] == b.seat else 0.0), "Take the Attacker marker myself (DH-BID-2)"
    if do == "upgrade_twice":
        return 2.5, "Upgrade twice: two cubes off my board (DH-RES-4)"
    if do == "occupy":
        return 2.0 + (v["level"].get(a["territory"]) or TERRITORY[a["territory"]].circles), (
            f"Occupy {TERRITORY[a['territory']].name} with the Rout Value (DH-ROUT-2)")
    if do == "stop":
        return 0.0, "Stop"
    if do == "faction":
        f = FACTION[a["faction"]]
        circles = sum(TERRITORY[t].circles for t in home_territories(f.id))
        return -(f.cubes - circles) / 4, f"Choose {f.name}: {f.cubes - circles} cubes left on the board after setup"
    if do == "diplomacy":
        near = sum(1 for t in adjacent(a["tile"]) if v["owner"].get(t) not in (None, b.seat))
        return near, f"A diplomacy cube on {TERRITORY[a['tile']].name}, next to {near} rival territories"
    if do == "exchange":
        useless = [c for c in b.hand if CARD[c].main == "armament" and b.strength(c) == 0 and not CARD[c].skills]
        return (0.3 if len(useless) >= 2 and b.types else -0.5), (
            "Trade 2 armament cards that add nothing here for a card from my deck (DH-GEN-1)")
    if do == "lend":
        return -v["level"][a["territory"]], f"Lend {TERRITORY[a['territory']].name}, my smallest territory (Lend Land)"
    if do == "agree":
        return (0.0 if a["yes"] else 1.0), "Refuse: I will not help the enemy's Reversal (DH-QA-5)"
    if do == "choose":
        return (1.0 if a["effect"] == "hand_discard" and len(b.hand) > 2 else 0.5), "Lose what I can spare"
    return 0.0, "No rule of thumb separates these choices: chosen by lot"


def _skill_name(key: str, card_id: str) -> str:
    kind, _, what = key.partition(":")
    if kind == "gsk":
        return {"armament": "Armament", "talent": "Talent", "upgrade": "Upgrade Territory", "duel": "Duel",
                "diplomacy": "Diplomacy"}[what]
    return next((sk.name for sk in CARD[card_id].skills if sk.id == what), what)


class WarlordBot(Bot):
    """Scores each legal option with the rule of thumb for its kind and plays the best (ties by lot)."""

    name = "warlord"
    games = ("death-of-heaven",)

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], "The only choice the rules allow here")
        b = View(view, seat)
        decision = view.get("decision")
        best: list[tuple[Action, str]] = []
        top = float("-inf")
        for a in legal:
            s, why = score(b, decision, a)
            if s > top + 1e-9:
                top, best = s, [(a, why)]
            elif abs(s - top) <= 1e-9:
                best.append((a, why))
        action, why = best[0] if len(best) == 1 else rng.choice(best)
        return Decision(action, why)


register_bot("warlord", WarlordBot)
