"""Where pieces may go: the legality of Move, Attack, Voyage and Build for either side.

Shared by the CP actions, the special actions and the solo Overlord. In solo
play no Borderland may exceed 5 pieces except through an Attack
(MV-SOLO-LIMIT-1); ``room`` applies that limit.
"""

from __future__ import annotations

from collections.abc import Iterator

from .content.map import BORDERLANDS, HOMELANDS, MING_HOMELAND, adjacent, barbarian_reachable, ming_reachable
from .state import EMPEROR, OVERLORD, State

SOLO_LIMIT = 5
_MING_SOURCES = (MING_HOMELAND,) + BORDERLANDS
_HORDE_SOURCES = BORDERLANDS + HOMELANDS


def room(s: State, bl: str, side: int) -> int:
    """How many more of ``side``'s pieces may enter Borderland ``bl`` outside an Attack."""
    if not s.solo:
        return 99
    held = s.troops[bl] if side == EMPEROR else s.barbarian_pieces(bl)
    return max(0, SOLO_LIMIT - held)


# Where pieces may go from each region, read once from the map (pure content): Troops from ``src`` (with the
# Ming Homeland always among a Borderland's destinations), Hordes from ``src`` (with whether each is a Homeland).
_MING_DESTS: dict[str, tuple[str, ...]] = {
    src: ming_reachable(src) + ((MING_HOMELAND,) if src != MING_HOMELAND and MING_HOMELAND not in ming_reachable(src)
                                else ())
    for src in (MING_HOMELAND,) + BORDERLANDS}
_HORDE_DESTS: dict[str, tuple[tuple[str, bool], ...]] = {
    src: tuple((dst, dst in HOMELANDS) for dst in barbarian_reachable(src)) for src in BORDERLANDS + HOMELANDS}


def ming_steps(s: State, n: int, start: str | None = None) -> Iterator[tuple[str, str, int]]:
    """(from, to, most) for every Troop move of ``ming_moves``, lazily: ``next(ming_steps(...), None)`` says
    whether any move exists without building the list."""
    troops, hordes, settlements = s.troops, s.hordes, s.settlements
    limited = s.solo    # ``room`` limits only in solo play (else 99, more than any count of pieces): asked only then
    for src in ((start,) if start else _MING_SOURCES):
        have = troops[src]
        if not have:
            continue
        most = min(n, have)
        for dst in _MING_DESTS[src]:
            if dst == MING_HOMELAND:
                yield src, dst, most
            elif not (hordes[dst] or settlements[dst]):
                cap = min(most, room(s, dst, EMPEROR)) if limited else most
                if cap > 0:
                    yield src, dst, cap


def ming_moves(s: State, n: int, start: str | None = None) -> list[tuple[str, str, int]]:
    """(from, to, count) Troop moves of 1..n (MV-EPLAY-6): into the Ming Homeland or a Borderland free of Barbarians."""
    return [(src, dst, k) for src, dst, cap in ming_steps(s, n, start) for k in range(1, cap + 1)]


def horde_steps(s: State, n: int) -> Iterator[tuple[str, str, int]]:
    """(from, to, most) for every Horde move of ``horde_moves``, lazily (as ``ming_steps``)."""
    troops, hordes = s.troops, s.hordes
    limited = s.solo    # as in ``ming_steps``
    for src in _HORDE_SOURCES:
        have = hordes[src]
        if not have:
            continue
        most = min(n, have)
        for dst, homeland in _HORDE_DESTS[src]:
            if homeland:
                yield src, dst, most
            elif not troops[dst]:
                cap = min(most, room(s, dst, OVERLORD)) if limited else most
                if cap > 0:
                    yield src, dst, cap


def horde_moves(s: State, n: int) -> list[tuple[str, str, int]]:
    """(from, to, count) Horde moves of 1..n (MV-OPLAY-6): into an adjacent Homeland or a Borderland free of Troops."""
    return [(src, dst, k) for src, dst, cap in horde_steps(s, n) for k in range(1, cap + 1)]


# Where an attack on each Borderland may come from, read once from the map (pure content): Troops from the
# adjacent Ming Homeland and Borderlands, Hordes from the adjacent Borderlands and Homelands (each with whether
# it is a Borderland, whose Troops would keep its Hordes at home).
_TROOP_ATTACK_FROM: dict[str, tuple[str, ...]] = {
    bl: tuple(r for r in adjacent(bl) if r not in HOMELANDS) for bl in BORDERLANDS}
_HORDE_ATTACK_FROM: dict[str, tuple[tuple[str, bool], ...]] = {
    bl: tuple((r, r in BORDERLANDS) for r in adjacent(bl) if r != MING_HOMELAND) for bl in BORDERLANDS}


def attack_sources(s: State, side: int, target: str) -> list[tuple[str, int]]:
    """Regions next to ``target`` with pieces that may join an attack on it, and how many each has: Troops
    from the Ming Homeland and Borderlands, Hordes from Homelands and from Borderlands without Troops."""
    if side == EMPEROR:
        troops = s.troops
        return [(r, troops[r]) for r in _TROOP_ATTACK_FROM[target] if troops[r]]
    troops, hordes = s.troops, s.hordes
    return [(r, hordes[r]) for r, border in _HORDE_ATTACK_FROM[target] if hordes[r] and not (border and troops[r])]


def iter_attack_targets(s: State, side: int) -> Iterator[str]:
    """``attack_targets`` lazily: ``next(iter_attack_targets(...), None)`` says whether there is one."""
    enemy = OVERLORD if side == EMPEROR else EMPEROR
    for bl in BORDERLANDS:
        if s.controller(bl) == enemy and attack_sources(s, side, bl):
            yield bl


def attack_targets(s: State, side: int) -> list[str]:
    """Enemy-controlled Borderlands next to at least one region with the attacker's pieces (MV-EPLAY-7, MV-OPLAY-7)."""
    return list(iter_attack_targets(s, side))


def voyage_possible(s: State) -> bool:
    """At least 1 Junk in the South China Sea, at least 1 Gold, an uncompleted Voyage (MV-EPLAY-10)."""
    return s.junks_scs >= 1 and (s.gold["MH"] + s.gold["SCS"]) >= 1 and False in s.voyages


_BUILD_INTO: dict[str, tuple[str, ...]] = {hl: tuple(bl for bl in adjacent(hl) if bl in BORDERLANDS) for hl in HOMELANDS}
"""The Borderlands next to each Homeland (pure content), where its Settlements may be built."""


def build_targets(s: State, hl: str) -> list[str]:
    """Barbarian-controlled Borderlands next to Homeland ``hl`` (judged before the move, MV-OPLAY-9)."""
    return [bl for bl in _BUILD_INTO[hl] if s.controller(bl) == OVERLORD]


def iter_build_sources(s: State, at_least: int = 1) -> Iterator[str]:
    """``build_sources`` lazily: ``next(iter_build_sources(...), None)`` says whether there is one. The room
    next door is counted only in solo play, the only time ``room`` limits it (else 99, more than there are
    Settlements)."""
    settlements = s.settlements
    limited = s.solo
    for hl in HOMELANDS:
        if settlements[hl] >= at_least:
            targets = build_targets(s, hl)
            if targets and (not limited or sum(room(s, bl, OVERLORD) for bl in targets) >= at_least):
                yield hl


def build_sources(s: State, at_least: int = 1) -> list[str]:
    """Homelands with ``at_least`` Settlements and a Barbarian Borderland next door with room."""
    return list(iter_build_sources(s, at_least))


def recruit_bl_targets(s: State) -> list[str]:
    """Borderlands that are empty or Ming-controlled and have room for another Troop."""
    return [bl for bl in BORDERLANDS if s.controller(bl) != OVERLORD and room(s, bl, EMPEROR) > 0]
