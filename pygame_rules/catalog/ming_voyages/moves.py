"""Where pieces may go: the legality of Move, Attack, Voyage and Build for either side.

Shared by the CP actions, the special actions and the solo Overlord. In solo
play no Borderland may exceed 5 pieces except through an Attack
(MV-SOLO-LIMIT-1); ``room`` applies that limit.
"""

from __future__ import annotations

from .content.map import BORDERLANDS, HOMELANDS, MING_HOMELAND, adjacent, barbarian_reachable, ming_reachable
from .state import EMPEROR, OVERLORD, State

SOLO_LIMIT = 5


def room(s: State, bl: str, side: int) -> int:
    """How many more of ``side``'s pieces may enter Borderland ``bl`` outside an Attack."""
    if not s.solo:
        return 99
    held = s.troops[bl] if side == EMPEROR else s.barbarian_pieces(bl)
    return max(0, SOLO_LIMIT - held)


def ming_moves(s: State, n: int, start: str | None = None) -> list[tuple[str, str, int]]:
    """(from, to, count) Troop moves of 1..n (MV-EPLAY-6): into the Ming Homeland or a Borderland free of Barbarians."""
    out = []
    sources = (start,) if start else (MING_HOMELAND,) + BORDERLANDS
    for src in sources:
        have = s.troops[src]
        if not have:
            continue
        dests = [r for r in ming_reachable(src) if r == MING_HOMELAND or not s.barbarian_pieces(r)]
        if src != MING_HOMELAND and MING_HOMELAND not in dests:
            dests.append(MING_HOMELAND)
        for dst in dests:
            cap = min(n, have) if dst == MING_HOMELAND else min(n, have, room(s, dst, EMPEROR))
            out.extend((src, dst, k) for k in range(1, cap + 1))
    return out


def horde_moves(s: State, n: int) -> list[tuple[str, str, int]]:
    """(from, to, count) Horde moves of 1..n (MV-OPLAY-6): into an adjacent Homeland or a Borderland free of Troops."""
    out = []
    for src in BORDERLANDS + HOMELANDS:
        have = s.hordes[src]
        if not have:
            continue
        for dst in barbarian_reachable(src):
            if dst in BORDERLANDS and s.troops[dst]:
                continue
            cap = min(n, have) if dst in HOMELANDS else min(n, have, room(s, dst, OVERLORD))
            out.extend((src, dst, k) for k in range(1, cap + 1))
    return out


def attack_sources(s: State, side: int, target: str) -> list[tuple[str, int]]:
    """Regions next to ``target`` with pieces that may join an attack on it, and how many each has."""
    out = []
    for r in adjacent(target):
        if side == EMPEROR:
            if r in HOMELANDS:
                continue
            have = s.troops[r]
        else:
            if r == MING_HOMELAND or (r in BORDERLANDS and s.troops[r]):
                continue
            have = s.hordes[r]
        if have:
            out.append((r, have))
    return out


def attack_targets(s: State, side: int) -> list[str]:
    """Enemy-controlled Borderlands next to at least one region with the attacker's pieces (MV-EPLAY-7, MV-OPLAY-7)."""
    enemy = OVERLORD if side == EMPEROR else EMPEROR
    return [bl for bl in BORDERLANDS if s.controller(bl) == enemy and attack_sources(s, side, bl)]


def voyage_possible(s: State) -> bool:
    """At least 1 Junk in the South China Sea, at least 1 Gold, an uncompleted Voyage (MV-EPLAY-10)."""
    return s.junks_scs >= 1 and (s.gold["MH"] + s.gold["SCS"]) >= 1 and not all(s.voyages)


def build_targets(s: State, hl: str) -> list[str]:
    """Barbarian-controlled Borderlands next to Homeland ``hl`` (judged before the move, MV-OPLAY-9)."""
    return [bl for bl in adjacent(hl) if bl in BORDERLANDS and s.controller(bl) == OVERLORD]


def build_sources(s: State, at_least: int = 1) -> list[str]:
    """Homelands with ``at_least`` Settlements and a Barbarian Borderland next door with room."""
    return [hl for hl in HOMELANDS
            if s.settlements[hl] >= at_least
            and sum(room(s, bl, OVERLORD) for bl in build_targets(s, hl)) >= at_least]


def recruit_bl_targets(s: State) -> list[str]:
    """Borderlands that are empty or Ming-controlled and have room for another Troop."""
    return [bl for bl in BORDERLANDS if s.controller(bl) != OVERLORD and room(s, bl, EMPEROR) > 0]
