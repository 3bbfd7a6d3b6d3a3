"""Heuristic bots for the two-player game: an Emperor and an Overlord that see only their own view.

Each decision kind has a small policy that scores the legal options with
plain-language reasons, picks the best (the RNG breaks exact ties), and
explains the choice, citing the card or rule it leaned on. The bots remember
what they have seen (the hand they passed at the swap) but never read the
hidden state. In solo games the Overlord is run by the rules (``solo_flow``),
so only the Emperor bot plays there.
"""

from __future__ import annotations

from typing import Any

from ...ai.base import Bot, Decision, register_bot
from ...engine.game import Action, Game
from ...engine.rng import Rng
from .board import BORDERLANDS, HOMELANDS, MING_HOMELAND, NAMES, VOYAGE_NAMES, adjacent
from .content import ACTION, BARBARIAN, CARD, EMPEROR as EMPEROR_CARD, Effect
from .dice import classify, compare, describe as dice_words
from .state import EMPEROR, OVERLORD

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


def _effect_value(e: Effect, side: int, b: Board) -> tuple[float, str]:
    """Rough worth of one special-action effect to ``side`` now, with words."""
    do, n = e["do"], e.get("n", 0)
    supply = b.v["supply"]
    if do == "voyage":
        p = b.voyage_odds(e["attempts"], e.get("bonus", 0))
        return p * VOYAGE_VALUE, f"a Voyage with {e['attempts']} attempts ({p:.0%} to succeed)"
    if do in ("tax", "junks"):
        need = max(0, 7 - b.v["gold"]["MH"] - b.v["gold"]["SCS"] - b.v["junks_scs"])
        return min(n, need) * 1.2 + 0.2 * n, f"{'Tax' if do == 'tax' else 'Build Junks'} {n}"
    if do in ("recruit", "recruit_bl"):
        danger = max([b.threat(bl) for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR] or [0])
        return min(n, supply["troop"]) * (0.6 + 0.3 * max(0, danger)), f"Recruit {n}"
    if do == "move":
        return 1.0 * n if side == EMPEROR else 1.2 * n, f"Move up to {n}"
    if do in ("amass", "gather"):
        return n * (1.0 if do == "amass" else 0.8), f"{do.capitalize()} {n}"
    if do == "attack":
        best = max([sum(b.barb_available(r) for r in adjacent(bl)) - b.troops[bl]
                    for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR] or [-9])
        return 2.0 + max(0, best) * 1.5, f"Attack with up to {n} Hordes"
    if do == "build":
        return 1.8 * n, f"Build {n} Settlement{'s' if n > 1 else ''}"
    if do == "take_gold":
        return min(n, b.v["gold"]["MH"]) * 1.5, f"take up to {n} Emperor Gold"
    if do == "take_troop":
        return min(n, b.troops[MING_HOMELAND]) * 0.8, f"take up to {n} Emperor Troops"
    if do == "sink_junk":
        return max(0, min(n, b.v["junks_scs"] - e["leave"])) * 1.5, "sink Junks"
    if do == "plague":
        return sum(1 for bl in BORDERLANDS if b.troops[bl] >= e["at_least"]) * 0.8, "pestilence"
    if do in ("remove_horde", "push_hordes"):
        return 1.5, "drive Hordes back"
    if do == "horde_home":
        return 0.3, "shift a Horde between Homelands"
    return 0.5, do


def special_value(card: int, side: int, b: Board, completed: int) -> tuple[float, str]:
    c = CARD[card]
    if c.kind == ACTION:
        effects = c.overlord if side == OVERLORD else (c.emperor if b.v["voyages"][c.voyage - 1] else ())
    elif (c.kind == EMPEROR_CARD) == (side == EMPEROR):
        effects = c.high if completed >= 4 else c.low
    else:
        effects = ()
    if not effects:
        return 0.0, ""
    parts = [_effect_value(e, side, b) for e in effects]
    return sum(p[0] for p in parts), " and ".join(p[1] for p in parts)


def danger_to(card: int, holder: int, b: Board, completed: int) -> float:
    """How much the other side would gain from holding ``card`` (it goes to them at the swap)."""
    return special_value(card, holder, b, completed)[0] + 0.3 * CARD[card].cp


# ---------------------------------------------------------------------- the shared bot skeleton

class HeuristicBot(Bot):
    """Scores options per decision kind; subclasses supply the side-specific policies."""

    side: int = EMPEROR

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        b = Board(view)
        policy = getattr(self, f"_{view['decision']}", None)
        scored = policy(view, b, legal) if policy else [(0.0, a, "the only sensible default") for a in legal]
        best = max(s for s, _, _ in scored)
        top = [(a, why) for s, a, why in scored if s >= best - 1e-9]
        action, why = top[rng.below(len(top))] if len(top) > 1 else top[0]
        return Decision(action, why)

    # -- decisions both sides share ------------------------------------------------------------
    def _order(self, v, b, legal):
        task = v["tasks"][-1]
        main = task["main"]
        reaction = special_value(task["card"], 1 - self.side, b, v["completed"])[1]
        harmful_first = any(w in reaction for w in ("take up to", "sink", "pestilence", "drive"))
        gains = main["t"] == "cp" or main["t"] == "special"
        if harmful_first and gains:
            return [(1.0 if a["order"] == "reaction_first" else 0.0, a,
                     f"let the reaction ({reaction}) happen before my gains (MV-REACT-2)") for a in legal]
        return [(1.0 if a["order"] == "mine_first" else 0.0, a,
                 "act first so the reaction cannot spoil my action (MV-REACT-2)") for a in legal]

    def _react(self, v, b, legal):
        card = v["tasks"][-1]["card"]
        value, words = special_value(card, self.side, b, v["completed"])
        return [(value if a["react"] else 0.1, a,
                 f"react with #{card} {CARD[card].name}: {words}" if a["react"] else "decline the reaction")
                for a in legal]

    def _battle(self, v, b, legal):
        bt = v["battle"]
        mine, theirs = ("att", "def") if bt["attacker"] == self.side else ("def", "att")
        dice = bt[mine]
        kind, score = classify(dice)
        if mine == "att":
            good = kind >= 2
            status = f"attacking with {dice_words(dice)}"
        else:
            good = compare(dice, bt["att"])[1] == 0
            status = f"defending with {dice_words(dice)} against {dice_words(bt['att'])}"
        out = []
        for a in legal:
            if "battle" in a:
                out.append((1.0 if good else 0.2, a, f"keep the dice: {status} (MV-BATTLE-5)"))
            elif "reroll" in a:
                if kind == 2 and (mine == "att" or compare(dice, bt["att"])[0] == "normal"):
                    odd = [i for i, d in enumerate(dice) if dice.count(d) == 1]
                    value = 0.8 if a["reroll"] == odd else 0.1
                else:
                    value = 0.8 if len(a["reroll"]) == 3 else 0.1
                out.append((value if not good else 0.0, a, f"re-roll: {status} (MV-BATTLE-5)"))
            else:
                cp = CARD[a["reveal"]].cp
                stake = 0.6 - 0.05 * cp
                out.append((stake if not good else 0.0, a,
                            f"reveal #{a['reveal']} {CARD[a['reveal']].name} for {cp} re-rolls: {status}"))
        return out

    def _attack(self, v, b, legal):
        if "target" in legal[0]:
            return [(self.attack_score(b, a["target"]), a, f"attack {NAMES[a['target']]}: best odds") for a in legal]
        return [(a["send"], a, f"send all available from {NAMES[a['from']]}") for a in legal]


# ---------------------------------------------------------------------- the Emperor

class HeuristicEmperor(HeuristicBot):
    name = "heuristic-emperor"
    side = EMPEROR

    def attack_score(self, b: Board, target: str) -> float:
        defenders = b.hordes[target] + 2 * b.settle[target]
        return b.ming_available(target) - defenders

    def cp_value(self, v, b: Board, cp: int) -> tuple[float, str]:
        options = []
        if v["junks_scs"] and v["gold"]["MH"] + v["gold"]["SCS"] and not all(v["voyages"]):
            p = b.voyage_odds(cp)
            options.append((p * VOYAGE_VALUE, f"Voyage with {cp} attempts ({p:.0%}, MV-EPLAY-12)"))
        threatened = [bl for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR and b.threat(bl) > 0]
        empty = [bl for bl in BORDERLANDS if b.ctrl(bl) is None]
        if b.troops[MING_HOMELAND] and (threatened or empty):
            options.append((2.0 * min(cp, b.troops[MING_HOMELAND]) + (3 if empty else 0),
                            "Move Troops to the frontier"))
        for bl in BORDERLANDS:
            if b.ctrl(bl) == OVERLORD and b.ming_available(bl) >= 2:
                options.append((self.attack_score(b, bl) * 1.5 + 2, f"Attack {NAMES[bl]}"))
        need = max(0, 7 - v["gold"]["MH"] - v["gold"]["SCS"] - v["junks_scs"])
        options.append((min(cp, need, v["supply"]["gold"]) * 1.3, f"Tax {cp}"))
        options.append((min(cp, need, v["supply"]["junk"]) * 1.2 if v["junks_scs"] < 3 else 0.3, f"Build Junks {cp}"))
        options.append((min(cp, v["supply"]["troop"]) * (0.5 + 0.4 * len(threatened)), f"Recruit {cp}"))
        return max(options)

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
                out.append((want + keep_penalty, a,
                            f"reserve #{card} {c.name} for battle re-rolls and keep it from the Overlord"))
                continue
            if solo:
                barbarian = special_value(card, OVERLORD, b, completed)[0] > 0 or c.kind == BARBARIAN
                level = (v["levels"][c.cp - 1] if barbarian else 0)
                reaction = 1.2 * level
            else:
                reaction = special_value(card, OVERLORD, b, completed)[0] if c.kind != EMPEROR_CARD else 0.0
            if a["play"] == "cp":
                value, words = self.cp_value(v, b, c.cp)
                out.append((value + keep_penalty - 0.7 * reaction, a, f"#{card} {c.name} for {c.cp} CP: {words}"))
            else:
                value, words = special_value(card, EMPEROR, b, completed)
                out.append((value + keep_penalty - 0.7 * reaction, a, f"#{card} {c.name}'s special action: {words}"))
        return out

    def _cp(self, v, b, legal):
        cp = v["tasks"][-1]["cp"]
        out = []
        for a in legal:
            act = a["cp"]
            value, words = {"voyage": (b.voyage_odds(cp) * VOYAGE_VALUE, f"Voyage ({b.voyage_odds(cp):.0%})")}.get(
                act, (0.0, act))
            if act == "attack":
                best = max(self.attack_score(b, bl) for bl in BORDERLANDS if b.ctrl(bl) == OVERLORD)
                value, words = (best * 1.5 + 2 if best > 0 else -1), "Attack"
            elif act == "move":
                value, words = self.cp_value(v, b, cp)[0] if b.troops[MING_HOMELAND] else 0.5, "Move"
            elif act in ("tax", "junks"):
                need = max(0, 7 - v["gold"]["MH"] - v["gold"]["SCS"] - v["junks_scs"])
                value, words = min(cp, need) * 1.3 + 0.1, "Tax" if act == "tax" else "Build Junks"
                if act == "junks" and v["junks_scs"] >= 3:
                    value = 0.2
            elif act == "recruit":
                threatened = sum(1 for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR and b.threat(bl) > 0)
                value, words = cp * (0.5 + 0.4 * threatened), "Recruit"
            out.append((value, a, f"{words} with {cp} CP"))
        return out

    def _place(self, v, b, legal):
        return [((5 if b.ctrl(a["place"]) is None else 0) + b.threat(a["place"]), a,
                 f"strengthen {NAMES[a['place']]}") for a in legal]

    def _move(self, v, b, legal):
        out = []
        for a in legal:
            if a["move"] == "none":
                out.append((0.0, a, "keep the Troops where they are"))
                continue
            src, dst, n = a["move"], a["to"], a["n"]
            gain = 0.0
            if dst in BORDERLANDS:
                gain += (BORDERLAND_VALUE if b.ctrl(dst) is None else 0) + min(n, max(0, b.threat(dst) + 1)) * 1.5
            if src in BORDERLANDS:
                left = b.troops[src] - n
                gain -= BORDERLAND_VALUE if left == 0 else max(0, b.threat(src) + n) * 1.0
            out.append((gain + 0.01 * n, a, f"move {n} Troops to {NAMES[dst]}: hold the frontier"))
        return out

    def _voyage(self, v, b, legal):
        if "voyage" in legal[0]:
            mine = v["hands"][EMPEROR] + v["reserves"][EMPEROR]
            def worth(n):
                return sum(1 for c in mine if CARD[c].voyage == n) + 0.01 * (8 - n)
            return [(worth(a["voyage"]), a, f"Voyage {a['voyage']} ({VOYAGE_NAMES[a['voyage']]}) unlocks cards "
                     "I hold") for a in legal]
        if "gold" in legal[0]:
            base = v["gold"]["SCS"] + v["junks_scs"]
            def gold_score(g):
                total = base + g
                return (10 if total >= 7 else total) - 0.3 * g
            return [(gold_score(a["gold"]), a, "send just enough Gold to be sure, keeping the rest") for a in legal]
        return [(a["junks"], a, "send every Junk: they come back") for a in legal]

    def _remove_horde(self, v, b, legal):
        return [(b.hordes[a["remove"]], a, f"thin the Hordes in {NAMES[a['remove']]}") for a in legal]

    def _push_hordes(self, v, b, legal):
        return [(a.get("n", 0), a, "send Hordes home") for a in legal]


# ---------------------------------------------------------------------- the Overlord

class HeuristicOverlord(HeuristicBot):
    name = "heuristic-overlord"
    side = OVERLORD

    def attack_score(self, b: Board, target: str) -> float:
        return sum(b.barb_available(r) for r in adjacent(target)) - 1.5 * b.troops[target]

    def cp_value(self, v, b: Board, cp: int) -> tuple[float, str]:
        options = [(min(cp, v["supply"]["horde"]) * 0.9, f"Amass {cp}")]
        for bl in BORDERLANDS:
            if b.ctrl(bl) is None and any(b.barb_available(r) or (r in HOMELANDS and b.hordes[r])
                                          for r in adjacent(bl)):
                options.append((BORDERLAND_VALUE + 1, f"Move into empty {NAMES[bl]}"))
            if b.ctrl(bl) == EMPEROR:
                score = self.attack_score(b, bl) + cp * 0.3
                if score > 0:
                    options.append((score * 1.5 + 2, f"Attack {NAMES[bl]}"))
        if any(b.settle[h] for h in HOMELANDS) and any(b.ctrl(bl) == OVERLORD for bl in BORDERLANDS):
            options.append((1.6 * min(cp, sum(b.settle[h] for h in HOMELANDS)), f"Build Settlements"))
        options.append((min(cp, v["supply"]["settlement"]) * 0.7, f"Gather {cp}"))
        return max(options)

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
                out.append((want + keep_penalty, a, f"reserve #{card} {c.name} for re-rolls and reinforcements"))
            elif a["play"] == "cp":
                cp = c.cp + (CARD[a["with"]].cp if "with" in a else 0)
                value, words = self.cp_value(v, b, cp)
                cost = 1.2 * CARD[a["with"]].cp if "with" in a else 0.0
                extra = f", reinforced by #{a['with']} {CARD[a['with']].name} (MV-OPLAY-11)" if "with" in a else ""
                out.append((value - cost + keep_penalty - 0.7 * reaction, a,
                            f"#{card} {c.name} for {cp} CP{extra}: {words}"))
            else:
                value, words = special_value(card, OVERLORD, b, completed)
                out.append((value + keep_penalty - 0.7 * reaction, a, f"#{card} {c.name}'s special action: {words}"))
        return out

    def _cp(self, v, b, legal):
        cp = v["tasks"][-1]["cp"]
        out = []
        for a in legal:
            act = a["cp"]
            if act == "attack":
                best = max(self.attack_score(b, bl) for bl in BORDERLANDS if b.ctrl(bl) == EMPEROR)
                value = best * 1.5 + 2 if best + cp * 0.3 > 0 else -1
            elif act == "move":
                empty = [bl for bl in BORDERLANDS if b.ctrl(bl) is None]
                value = BORDERLAND_VALUE + 1 if empty else 0.6
            elif act == "build":
                value = 1.6 * cp
            elif act == "amass":
                value = min(cp, v["supply"]["horde"]) * 0.9
            elif act == "gather":
                value = min(cp, v["supply"]["settlement"]) * 0.7
            else:
                value = 0.0
            out.append((value, a, f"{act.capitalize()} with {cp} CP"))
        return out

    def _place(self, v, b, legal):
        def worth(hl):
            return sum(max(0, 3 - b.troops[bl]) for bl in adjacent(hl) if bl in BORDERLANDS and b.ctrl(bl) != OVERLORD)
        kind = v["tasks"][-1].get("kind", "horde")
        return [(worth(a["place"]) + (0 if kind == "horde" else b.settle[a["place"]] * -0.5), a,
                 f"{kind} to {NAMES[a['place']]}, next to weak Ming Borderlands") for a in legal]

    def _move(self, v, b, legal):
        out = []
        for a in legal:
            if a["move"] == "none":
                out.append((0.0, a, "leave the Hordes where they are"))
                continue
            src, dst, n = a["move"], a["to"], a["n"]
            gain = 0.0
            if dst in BORDERLANDS:
                gain += (BORDERLAND_VALUE if b.ctrl(dst) is None else 0.5) + 0.2 * n
            else:
                gain += 0.1
            if src in BORDERLANDS and b.barbarian_left(src, n) == 0:
                gain -= BORDERLAND_VALUE
            out.append((gain, a, f"move {n} Hordes to {NAMES[dst]}"
                        + (": an empty Borderland taken without a fight" if b.ctrl(dst) is None else "")))
        return out

    def _build(self, v, b, legal):
        if "from" in legal[0]:
            return [(b.settle[a["from"]], a, f"build from {NAMES[a['from']]}") for a in legal]
        return [(sum(b.troops[r] for r in adjacent(a["build"]) if r in b.troops) - b.settle[a["build"]], a,
                 f"a Settlement in {NAMES[a['build']]} to absorb hits (MV-BATTLE-9)") for a in legal]

    def _horde_home(self, v, b, legal):
        return [(b.hordes[a["from"]], a, "shift a Horde toward the front") for a in legal]


register_bot("heuristic-emperor", HeuristicEmperor)
register_bot("heuristic-overlord", HeuristicOverlord)
