"""Heuristic bots for the two-player game: an Emperor and an Overlord that see only their own view.

Each decision kind has a small policy that scores the legal options, picks
the best (the RNG breaks exact ties), and explains the choice as a player
would: why, from the position ("Sichuan has only 1 Troop against my 4 Hordes
next door"), never what the choice's own label says, and never naming a card
it keeps face down. The bots remember what they have seen (the hand they
passed at the swap) but never read the hidden state. In solo games the
Overlord is run by the rules (``rules/solo_flow.py``), so only the Emperor bot plays
there (including the confirm step before the Overlord answers).
"""

from __future__ import annotations

from typing import Any

from ...ai.base import Bot, Decision, register_bot
from ...engine.game import Action, Game
from ...engine.rng import Rng
from .content.cards import ACTION, BARBARIAN, CARD, Effect
from .content.cards import EMPEROR as EMPEROR_CARD
from .content.dice import classify, compare
from .content.dice import describe as dice_words
from .content.map import BORDERLANDS, HOMELANDS, MING_HOMELAND, NAMES, adjacent
from .state import EMPEROR, OVERLORD, plural

VOYAGE_VALUE = 10.0
BORDERLAND_VALUE = 5.0


# ---------------------------------------------------------------------- reading a view

class Board:
    """Derived facts about a view: control, threats and voyage odds."""

    def __init__(self, v: dict[str, Any]):
        self.v = v
        self.troops, self.hordes, self.settle = v["troops"], v["hordes"], v["settlements"]

    def ctrl(self, bl: str) -> int | None:
        if bl not in BORDERLANDS:
            return None
        if self.troops[bl]:
            return EMPEROR
        if self.hordes[bl] or self.settle[bl]:
            return OVERLORD
        return None

    def barb_available(self, region: str) -> int:
        """Hordes that could attack out of ``region`` (Borderlands keep one piece)."""
        if region in HOMELANDS:
            return self.hordes[region]
        if region in BORDERLANDS and self.ctrl(region) == OVERLORD:
            return self.hordes[region] if self.settle[region] else max(0, self.hordes[region] - 1)
        return 0

    def threat(self, bl: str) -> int:
        """Hordes able to attack ``bl`` minus its Troops (the solo 'most favoured target' measure)."""
        return sum(self.barb_available(r) for r in adjacent(bl)) - self.troops[bl]

    def barbarian_left(self, region: str, n: int) -> int:
        """Barbarian pieces left in ``region`` after ``n`` Hordes leave it."""
        return self.hordes[region] - n + self.settle[region]

    def ming_available(self, target: str) -> int:
        return sum(self.troops[r] for r in adjacent(target) if r not in HOMELANDS)

    def voyage_odds(self, attempts: int, bonus: int = 0) -> float:
        gold = self.v["gold"]["MH"] + self.v["gold"]["SCS"]
        total = gold + self.v["junks_scs"] + bonus
        if not gold or not self.v["junks_scs"]:
            return 0.0
        p = min(1.0, max(0, total - 1) / 6)
        return 1 - (1 - p) ** attempts


HARMFUL = ("take_gold", "take_troop", "sink_junk", "plague", "remove_horde", "push_hordes")
"""Effects that take from the other side: better suffered before one's own action adds more to take."""


def voyage_words(dice: int, p: float) -> str:
    """"a Voyage with 2 dice has 56% to succeed" (or "is certain to succeed")."""
    chance = "is certain to succeed" if p >= 1 else f"has {p:.0%} to succeed"
    return f"a Voyage with {plural(dice, 'die')} {chance}"


def _lands(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _effect_value(e: Effect, side: int, b: Board) -> tuple[float, str]:
    """Rough worth of one special-action effect to ``side`` now, and why, as a player would say it."""
    do, n = e["do"], e.get("n", 0)
    supply = b.v["supply"]
    if do == "voyage":
        p = b.voyage_odds(e["attempts"], e.get("bonus", 0))
        return p * VOYAGE_VALUE, voyage_words(e["attempts"], p)
    if do in ("tax", "junks"):
        need = max(0, 7 - b.v["gold"]["MH"] - b.v["gold"]["SCS"] - b.v["junks_scs"])
        what = "Gold" if do == "tax" else "Junks"
        why = (f"{need} more Gold and Junks would make the next Voyage certain" if need
               else f"more {what} for later Voyages")
        return min(n, need) * 1.2 + 0.2 * n, why
    if do in ("recruit", "recruit_bl"):
        threats = {bl: b.threat(bl) for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR}
        danger = max(list(threats.values()) or [0])
        worst = [NAMES[bl] for bl, t in threats.items() if t == danger and t > 0]
        why = (f"{_lands(worst)} could be attacked by more Hordes than it holds Troops" if worst
               else "Troops in reserve for the frontier")
        return min(n, supply["troop"]) * (0.6 + 0.3 * max(0, danger)), why
    if do == "move":
        return (1.0 * n if side == EMPEROR else 1.2 * n,
                "a free move to strengthen the frontier" if side == EMPEROR else "a free move toward the Borderlands")
    if do in ("amass", "gather"):
        why = ("more Hordes at the frontier" if do == "amass"
               else "Settlements to build into the Borderlands later")
        return n * (1.0 if do == "amass" else 0.8), why
    if do == "attack":
        scores = {bl: sum(b.barb_available(r) for r in adjacent(bl)) - b.troops[bl]
                  for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR}
        best = max(list(scores.values()) or [-9])
        target = next((bl for bl, sc in scores.items() if sc == best), None)
        why = (f"{NAMES[target]} has {b.troops[target]} Troops against "
               f"{sum(b.barb_available(r) for r in adjacent(target))} Hordes next door" if target
               else "an attack on the Ming frontier")
        return 2.0 + max(0, best) * 1.5, why
    if do == "build":
        return 1.8 * n, "Settlements hold a Borderland against Normal Hits"
    if do == "take_gold":
        have = b.v["gold"]["MH"]
        return min(n, have) * 1.5, (f"the Emperor has {have} Gold in the Ming Empire Homeland to lose" if have
                                   else "the Emperor has no Gold in the Ming Empire Homeland to lose")
    if do == "take_troop":
        have = b.troops[MING_HOMELAND]
        return min(n, have) * 0.8, f"the Emperor has {have} Troops waiting in the Ming Empire Homeland"
    if do == "sink_junk":
        k = max(0, min(n, b.v["junks_scs"] - e["leave"]))
        return k * 1.5, f"sinking {k} Junks slows the Emperor's Voyages"
    if do == "plague":
        hit = sum(1 for bl in BORDERLANDS if b.troops[bl] >= e["at_least"])
        return hit * 0.8, f"{hit} Borderlands hold {e['at_least']} or more Troops"
    if do in ("remove_horde", "push_hordes"):
        return 1.5, "fewer Hordes next to my Borderlands"
    if do == "horde_home":
        return 0.3, "a Horde one Homeland closer to the front"
    return 0.5, "it helps a little"


def special_value(card: int, side: int, b: Board, completed: int) -> tuple[float, str]:
    """The worth of ``side``'s special action on ``card`` now, and why (0 and "" if it has none)."""
    effects = _effects(card, side, b, completed)
    if not effects:
        return 0.0, ""
    parts = [_effect_value(e, side, b) for e in effects]
    return sum(p[0] for p in parts), "; ".join(p[1] for p in parts)


def _effects(card: int, side: int, b: Board, completed: int) -> tuple[Effect, ...]:
    c = CARD[card]
    if c.kind == ACTION:
        return c.overlord if side == OVERLORD else (c.emperor if b.v["voyages"][c.voyage - 1] else ())
    if (c.kind == EMPEROR_CARD) == (side == EMPEROR):
        return c.high if completed >= 4 else c.low
    return ()


def danger_to(card: int, holder: int, b: Board, completed: int) -> float:
    """How much the other side would gain from holding ``card`` (it goes to them at the swap)."""
    return special_value(card, holder, b, completed)[0] + 0.3 * CARD[card].cp


# ---------------------------------------------------------------------- the shared bot skeleton

class HeuristicBot(Bot):
    """Scores options per decision kind; subclasses supply the side-specific policies.

    Every reason says why, in a player's words ("Sichuan has 1 Troop against 4 Hordes next door"), never
    what the choice's own label already says, and never names a card the bot keeps hidden (a reserve
    reason speaks of "a card kept back"; ``MingVoyages.public_reason`` checks it)."""

    side: int = EMPEROR
    games = ("ming-voyages",)

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        self.check_game(game)                  # another game: a RulesError in plain words
        b = Board(view)
        policy = getattr(self, f"_{view['decision']}", None)
        scored = policy(view, b, legal) if policy else [(0.0, a, "no choice here is better than another")
                                                         for a in legal]
        best = max(s for s, _, _ in scored)
        top = [(a, why) for s, a, why in scored if s >= best - 1e-9]
        action, why = top[rng.below(len(top))] if len(top) > 1 else top[0]
        return Decision(action, why)

    # -- decisions both sides share ------------------------------------------------------------
    def _order(self, v, b, legal):
        task = v["tasks"][-1]
        main, card = task["main"], task["card"]
        other = "Overlord" if self.side == EMPEROR else "Emperor"
        harmful = any(e["do"] in HARMFUL for e in _effects(card, 1 - self.side, b, v["completed"]))
        gains = main["t"] == "cp" or main["t"] == "special"
        if harmful and gains:
            return [(1.0 if a["order"] == "reaction_first" else 0.0, a,
                     f"the {other}'s reaction takes from what I hold: better it comes before my action adds more")
                    for a in legal]
        return [(1.0 if a["order"] == "mine_first" else 0.0, a,
                 f"the {other}'s reaction cannot spoil my plan if I act first") for a in legal]

    def _react(self, v, b, legal):
        card = v["tasks"][-1]["card"]
        value, why = special_value(card, self.side, b, v["completed"])
        return [(value if a["react"] else 0.1, a,
                 (f"worth it: {why}" if a["react"] else "it would gain me next to nothing now")) for a in legal]

    def _battle(self, v, b, legal):
        bt = v["battle"]
        mine, theirs = ("att", "def") if bt["attacker"] == self.side else ("def", "att")
        dice = bt[mine]
        kind, score = classify(dice)
        if mine == "att":
            good = kind >= 2
            status = (f"a {dice_words(dice)} is a fair attack" if good
                      else f"a {dice_words(dice)} loses to any pair")
        else:
            good = compare(dice, bt["att"])[1] == 0
            status = (f"my {dice_words(dice)} already beats the {dice_words(bt['att'])}" if good
                      else f"my {dice_words(dice)} does not beat the {dice_words(bt['att'])}")
        out = []
        for a in legal:
            if "battle" in a:
                out.append((1.0 if good else 0.2, a, status if good else f"no re-roll is worth it: {status}"))
            elif "reroll" in a:
                if kind == 2 and (mine == "att" or compare(dice, bt["att"])[0] == "normal"):
                    odd = [i for i, d in enumerate(dice) if dice.count(d) == 1]
                    value = 0.8 if a["reroll"] == odd else 0.1
                    why = f"{status}: the odd die may make a triple"
                else:
                    value = 0.8 if len(a["reroll"]) == 3 else 0.1
                    why = f"{status}: three fresh dice give the best chance of a pair"
                out.append((value if not good else 0.0, a, why))
            else:
                cp = CARD[a["reveal"]].cp
                stake = 0.6 - 0.05 * cp
                out.append((stake if not good else 0.0, a, f"{status}, so a card's re-rolls are worth spending"))
        return out

    def _attack(self, v, b, legal):
        if "target" in legal[0]:
            return [(self.attack_score(b, a["target"]), a, self.attack_words(b, a["target"])) for a in legal]
        return [(a["send"], a, "every piece that joins makes the attack last longer") for a in legal]

    def _confirm(self, v, b, legal):
        return [(1.0, a, "my card play stands as it is") for a in legal]


# ---------------------------------------------------------------------- the Emperor

class HeuristicEmperor(HeuristicBot):
    name = "heuristic-emperor"
    side = EMPEROR

    def attack_score(self, b: Board, target: str) -> float:
        defenders = b.hordes[target] + 2 * b.settle[target]
        return b.ming_available(target) - defenders

    def attack_words(self, b: Board, target: str) -> str:
        held = " and ".join(f"{n} {w}{'s' if n != 1 else ''}"
                            for n, w in ((b.hordes[target], "Horde"), (b.settle[target], "Settlement")) if n)
        return f"{NAMES[target]} has only {held} against my {b.ming_available(target)} Troops next door"

    def cp_value(self, v, b: Board, cp: int) -> tuple[float, str]:
        """The best use of ``cp`` CP now, and why."""
        options = []
        if v["junks_scs"] and v["gold"]["MH"] + v["gold"]["SCS"] and not all(v["voyages"]):
            p = b.voyage_odds(cp)
            options.append((p * VOYAGE_VALUE, voyage_words(cp, p)))
        threatened = [bl for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR and b.threat(bl) > 0]
        empty = [bl for bl in BORDERLANDS if b.ctrl(bl) is None]
        if b.troops[MING_HOMELAND] and (threatened or empty):
            where = (f"{NAMES[empty[0]]} is empty" if empty else
                     f"{NAMES[threatened[0]]} has fewer Troops than the Hordes that can reach it")
            options.append((2.0 * min(cp, b.troops[MING_HOMELAND]) + (3 if empty else 0),
                            f"{where}, and Troops wait in the Ming Empire Homeland"))
        for bl in BORDERLANDS:
            if b.ctrl(bl) == OVERLORD and b.ming_available(bl) >= 2:
                options.append((self.attack_score(b, bl) * 1.5 + 2, self.attack_words(b, bl)))
        need = max(0, 7 - v["gold"]["MH"] - v["gold"]["SCS"] - v["junks_scs"])
        options.append((min(cp, need, v["supply"]["gold"]) * 1.3,
                        f"{need} more Gold and Junks would make the next Voyage certain" if need
                        else "Gold for the Voyages to come"))
        options.append((min(cp, need, v["supply"]["junk"]) * 1.2 if v["junks_scs"] < 3 else 0.3,
                        f"only {v['junks_scs']} Junks wait in the South China Sea" if v["junks_scs"] < 3
                        else "more Junks for the Voyages to come"))
        options.append((min(cp, v["supply"]["troop"]) * (0.5 + 0.4 * len(threatened)),
                        f"{len(threatened)} of my Borderlands could be attacked by more Hordes than they hold"
                        if threatened else "Troops in hand for the frontier"))
        return max(options, key=lambda o: o[0])

    def _play(self, v, b, legal):
        completed, solo = v["completed"], v["mode"] == "solo"
        reserves = v["reserves"][EMPEROR]
        era_ending = v["era"] == 1 and v["deck"] <= 6   # reserves are lost at the end of era 1 (MV-SEQ-4)
        out = []
        for a in legal:
            card = a["card"]
            c = CARD[card]
            # What the Overlord gains from this card if I keep it (it goes over at the swap). In solo the
            # Overlord ignores card actions: a higher-CP card only means a stronger Event (MV-SOLO-OPLAY-3).
            keep_penalty = 0.8 * c.cp if solo else danger_to(card, OVERLORD, b, completed)
            if a["play"] == "reserve":
                limit = v.get("reserve_limit", 3)
                want = 1.4 * c.cp if len(reserves) < min(3, limit) and not era_ending else 0.0
                why = ("a card kept back gives re-rolls in battle, and the Overlord will not get it at the swap"
                       if want else "kept out of the Overlord's hand at the swap")
                out.append((want + keep_penalty, a, why))
                continue
            if solo:
                barbarian = special_value(card, OVERLORD, b, completed)[0] > 0 or c.kind == BARBARIAN
                level = (v["levels"][c.cp - 1] if barbarian else 0)
                reaction = 1.2 * level
            else:
                reaction = special_value(card, OVERLORD, b, completed)[0] if c.kind != EMPEROR_CARD else 0.0
            cost = ", and the Overlord's answer is worth less" if reaction else ""
            if a["play"] == "cp":
                value, why = self.cp_value(v, b, c.cp)
            else:
                value, why = special_value(card, EMPEROR, b, completed)
            out.append((value + keep_penalty - 0.7 * reaction, a, f"{why}{cost}"))
        return out

    def _cp(self, v, b, legal):
        cp = v["tasks"][-1]["cp"]
        out = []
        need = max(0, 7 - v["gold"]["MH"] - v["gold"]["SCS"] - v["junks_scs"])
        for a in legal:
            act = a["cp"]
            value, why = 0.0, "nothing better to do with the CP"
            if act == "voyage":
                value = b.voyage_odds(cp) * VOYAGE_VALUE
                why = voyage_words(cp, b.voyage_odds(cp))
            elif act == "attack":
                targets = [bl for bl in BORDERLANDS if b.ctrl(bl) == OVERLORD]
                best = max(self.attack_score(b, bl) for bl in targets)
                value = best * 1.5 + 2 if best > 0 else -1
                why = self.attack_words(b, max(targets, key=lambda bl: self.attack_score(b, bl)))
            elif act == "move":
                value = self.cp_value(v, b, cp)[0] if b.troops[MING_HOMELAND] else 0.5
                why = ("Troops in the Ming Empire Homeland can hold the frontier" if b.troops[MING_HOMELAND]
                       else "a Borderland needs Troops from its neighbour")
            elif act in ("tax", "junks"):
                value = min(cp, need) * 1.3 + 0.1
                why = (f"{need} more Gold and Junks would make the next Voyage certain" if need
                       else "for the Voyages to come")
                if act == "junks" and v["junks_scs"] >= 3:
                    value, why = 0.2, f"{v['junks_scs']} Junks are already waiting, so this matters little"
            elif act == "recruit":
                threatened = sum(1 for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR and b.threat(bl) > 0)
                value = cp * (0.5 + 0.4 * threatened)
                why = (f"{threatened} of my Borderlands could be attacked by more Hordes than they hold" if threatened
                       else "Troops in hand for the frontier")
            elif act == "none":
                why = "no CP action can be used"
            out.append((value, a, why))
        return out

    def _place(self, v, b, legal):
        out = []
        for a in legal:
            bl = a["place"]
            why = (f"{NAMES[bl]} is empty: a Troop takes it" if b.ctrl(bl) is None
                   else f"{NAMES[bl]} is the most exposed of my Borderlands" if b.threat(bl) > 0
                   else f"{NAMES[bl]} is mine and has room")
            out.append(((5 if b.ctrl(bl) is None else 0) + b.threat(bl), a, why))
        return out

    def _move(self, v, b, legal):
        out = []
        for a in legal:
            if a["move"] == "none":
                out.append((0.0, a, "every Borderland is safer as it stands"))
                continue
            src, dst, n = a["move"], a["to"], a["n"]
            gain = 0.0
            if dst in BORDERLANDS:
                gain += (BORDERLAND_VALUE if b.ctrl(dst) is None else 0) + min(n, max(0, b.threat(dst) + 1)) * 1.5
            if src in BORDERLANDS:
                left = b.troops[src] - n
                gain -= BORDERLAND_VALUE if left == 0 else max(0, b.threat(src) + n) * 1.0
            if dst in BORDERLANDS and b.ctrl(dst) is None:
                why = f"{NAMES[dst]} is empty: the Troops take it"
            elif dst in BORDERLANDS:
                why = f"{NAMES[dst]} faces {max(0, b.threat(dst) + b.troops[dst])} Hordes that can reach it"
            else:
                why = "the Ming Empire Homeland can send them on to any Borderland"
            out.append((gain + 0.01 * n, a, why))
        return out

    def _voyage(self, v, b, legal):
        if "voyage" in legal[0]:
            mine = v["hands"][EMPEROR] + v["reserves"][EMPEROR]
            def worth(n):
                return sum(1 for c in mine if CARD[c].voyage == n) + 0.01 * (8 - n)
            return [(worth(a["voyage"]), a, "it opens special actions on cards I hold" if worth(a["voyage"]) >= 1
                     else "no card I hold needs another one more") for a in legal]
        if "gold" in legal[0]:
            base = v["gold"]["SCS"] + v["junks_scs"]
            def gold_score(g):
                total = base + g
                return (10 if total >= 7 else total) - 0.3 * g
            return [(gold_score(a["gold"]), a, "enough Gold to make the Voyage likely, keeping the rest for later")
                    for a in legal]
        return [(a["junks"], a, "Junks that sail come back, so every one should go") for a in legal]

    def _remove_horde(self, v, b, legal):
        return [(b.hordes[a["remove"]], a, f"{NAMES[a['remove']]} has the most Hordes to thin") for a in legal]

    def _push_hordes(self, v, b, legal):
        return [(a.get("n", 0), a, "the more Hordes go home, the safer my Borderlands" if a.get("n")
                 else "no Hordes can go home usefully") for a in legal]


# ---------------------------------------------------------------------- the Overlord

class HeuristicOverlord(HeuristicBot):
    name = "heuristic-overlord"
    side = OVERLORD

    def attack_score(self, b: Board, target: str) -> float:
        return sum(b.barb_available(r) for r in adjacent(target)) - 1.5 * b.troops[target]

    def attack_words(self, b: Board, target: str) -> str:
        near = sum(b.barb_available(r) for r in adjacent(target))
        troops = b.troops[target]
        return f"{NAMES[target]} has only {troops} Troop{'s' if troops != 1 else ''} against my {near} Hordes next door"

    def cp_value(self, v, b: Board, cp: int) -> tuple[float, str]:
        """The best use of ``cp`` CP now, and why."""
        options = [(min(cp, v["supply"]["horde"]) * 0.9, "more Hordes to threaten the Borderlands")]
        for bl in BORDERLANDS:
            if b.ctrl(bl) is None and any(b.barb_available(r) or (r in HOMELANDS and b.hordes[r])
                                          for r in adjacent(bl)):
                options.append((BORDERLAND_VALUE + 1, f"{NAMES[bl]} is empty and my Hordes stand next to it"))
            if b.ctrl(bl) == EMPEROR:
                score = self.attack_score(b, bl) + cp * 0.3
                if score > 0:
                    options.append((score * 1.5 + 2, self.attack_words(b, bl)))
        if any(b.settle[h] for h in HOMELANDS) and any(b.ctrl(bl) == OVERLORD for bl in BORDERLANDS):
            options.append((1.6 * min(cp, sum(b.settle[h] for h in HOMELANDS)),
                            "Settlements waiting at home can hold my Borderlands against Normal Hits"))
        options.append((min(cp, v["supply"]["settlement"]) * 0.7, "Settlements to build into the Borderlands later"))
        return max(options, key=lambda o: o[0])

    def _play(self, v, b, legal):
        completed = v["completed"]
        out = []
        for a in legal:
            card = a["card"]
            c = CARD[card]
            keep_penalty = danger_to(card, EMPEROR, b, completed)
            reaction = special_value(card, EMPEROR, b, completed)[0] if c.kind != BARBARIAN else 0.0
            if a["play"] == "reserve":
                want = 1.3 * c.cp if len(v["reserves"][OVERLORD]) < 3 and v["deck"] > 4 else 0.2 * c.cp
                why = ("a card kept back gives re-rolls and can reinforce a later attack" if want > 0.2 * c.cp
                       else "kept out of the Emperor's hand at the swap")
                out.append((want + keep_penalty, a, why))
                continue
            cost = ", and the Emperor's reaction is worth less" if reaction else ""
            if a["play"] == "cp":
                cp = c.cp + (CARD[a["with"]].cp if "with" in a else 0)
                value, why = self.cp_value(v, b, cp)
                spend = 1.2 * CARD[a["with"]].cp if "with" in a else 0.0
                extra = f" (the reserved card adds {CARD[a['with']].cp} CP)" if "with" in a else ""
                out.append((value - spend + keep_penalty - 0.7 * reaction, a, f"{why}{extra}{cost}"))
            else:
                value, why = special_value(card, OVERLORD, b, completed)
                out.append((value + keep_penalty - 0.7 * reaction, a, f"{why}{cost}"))
        return out

    def _cp(self, v, b, legal):
        cp = v["tasks"][-1]["cp"]
        out = []
        for a in legal:
            act = a["cp"]
            if act == "attack":
                targets = [bl for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR]
                best = max(self.attack_score(b, bl) for bl in targets)
                value = best * 1.5 + 2 if best + cp * 0.3 > 0 else -1
                why = self.attack_words(b, max(targets, key=lambda bl: self.attack_score(b, bl)))
            elif act == "move":
                empty = [bl for bl in BORDERLANDS if b.ctrl(bl) is None]
                value = BORDERLAND_VALUE + 1 if empty else 0.6
                why = f"{NAMES[empty[0]]} is empty: Hordes can take it" if empty else "Hordes closer to the front"
            elif act == "build":
                value, why = 1.6 * cp, "Settlements hold my Borderlands against Normal Hits"
            elif act == "amass":
                value, why = min(cp, v["supply"]["horde"]) * 0.9, "more Hordes to threaten the Borderlands"
            elif act == "gather":
                value, why = min(cp, v["supply"]["settlement"]) * 0.7, "Settlements to build into the Borderlands later"
            else:
                value, why = 0.0, "no CP action can be used"
            out.append((value, a, why))
        return out

    def _place(self, v, b, legal):
        def worth(hl):
            return sum(max(0, 3 - b.troops[bl]) for bl in adjacent(hl) if bl in BORDERLANDS and b.ctrl(bl) != OVERLORD)
        kind = v["tasks"][-1].get("kind", "horde")
        out = []
        for a in legal:
            hl = a["place"]
            weak = [NAMES[bl] for bl in adjacent(hl) if bl in BORDERLANDS and b.ctrl(bl) != OVERLORD
                    and b.troops[bl] < 3]
            why = (f"the {NAMES[hl]} border {_lands(weak)}, weakly held" if weak
                   else f"the {NAMES[hl]} are as good a base as any")
            out.append((worth(hl) + (0 if kind == "horde" else b.settle[hl] * -0.5), a, why))
        return out

    def _move(self, v, b, legal):
        out = []
        for a in legal:
            if a["move"] == "none":
                out.append((0.0, a, "every Horde is better where it stands"))
                continue
            src, dst, n = a["move"], a["to"], a["n"]
            gain = 0.0
            if dst in BORDERLANDS:
                gain += (BORDERLAND_VALUE if b.ctrl(dst) is None else 0.5) + 0.2 * n
            else:
                gain += 0.1
            if src in BORDERLANDS and b.barbarian_left(src, n) == 0:
                gain -= BORDERLAND_VALUE
            if dst in BORDERLANDS and b.ctrl(dst) is None:
                why = f"{NAMES[dst]} is empty: taken without a fight"
            elif dst in BORDERLANDS:
                why = f"more Hordes in {NAMES[dst]} to attack from"
            else:
                why = "a Homeland is a safe place to gather"
            out.append((gain, a, why))
        return out

    def _build(self, v, b, legal):
        if "from" in legal[0]:
            return [(b.settle[a["from"]], a, f"the {NAMES[a['from']]} hold the most Settlements") for a in legal]
        out = []
        for a in legal:
            bl = a["build"]
            near = sum(b.troops[r] for r in adjacent(bl) if r in b.troops)
            out.append((near - b.settle[bl], a, f"{NAMES[bl]} stands next to {near} Troops: a Settlement absorbs "
                                                "their Normal Hits"))
        return out

    def _horde_home(self, v, b, legal):
        return [(b.hordes[a["from"]], a, f"the {NAMES[a['from']]} have Hordes to spare") for a in legal]


register_bot("heuristic-emperor", HeuristicEmperor)
register_bot("heuristic-overlord", HeuristicOverlord)
