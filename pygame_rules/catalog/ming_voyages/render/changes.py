"""What changed between two views of the same seat: the board's regions, the Voyages, the hands.

``since`` is the seat's view just before its latest move, ``view`` the view now.
Both are plain view dicts (``MingVoyages.view``); a key missing from either is
treated as unchanged, so an older view never breaks the drawing.
"""

from __future__ import annotations

from typing import Any

from ..content.map import BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES

# (label, how to read the count from a view) for each region's pieces, in the order the board draws them.
_PIECES: dict[str, tuple[tuple[str, Any], ...]] = {
    **{hl: (("Hordes", lambda v, r: v["hordes"][r]), ("Settlements", lambda v, r: v["settlements"][r]))
       for hl in HOMELANDS},
    **{bl: (("Troops", lambda v, r: v["troops"][r]), ("Hordes", lambda v, r: v["hordes"][r]),
            ("Settlements", lambda v, r: v["settlements"][r])) for bl in BORDERLANDS},
    "MH": (("Troops", lambda v, r: v["troops"]["MH"]), ("Gold", lambda v, r: v["gold"]["MH"])),
    "SCS": (("Junks", lambda v, r: v["junks_scs"]), ("Gold", lambda v, r: v["gold"]["SCS"])),
}
REGIONS: tuple[str, ...] = HOMELANDS + BORDERLANDS + ("MH", "SCS")


def _count(v: dict[str, Any], region: str, read: Any) -> int | None:
    try:
        return int(read(v, region))
    except (KeyError, TypeError, ValueError):
        return None


def control(v: dict[str, Any], bl: str) -> str:
    """Who holds a Borderland: "Ming" (Troops), "Barbarian" (Hordes or Settlements) or "" (nobody)."""
    if v["troops"][bl]:
        return "Ming"
    if v["hordes"][bl] or v["settlements"][bl]:
        return "Barbarian"
    return ""


def _battle_region(v: dict[str, Any]) -> str | None:
    b = v.get("battle")
    return b.get("bl") if isinstance(b, dict) else None


def region_changes(since: dict[str, Any] | None, view: dict[str, Any]) -> dict[str, list[str]]:
    """For each region that differs, what differs: ["Troops 2 → 0", "now Barbarian"]. Empty if since is None."""
    if not since:
        return {}
    out: dict[str, list[str]] = {}
    for region in REGIONS:
        parts = []
        for label, read in _PIECES[region]:
            a, b = _count(since, region, read), _count(view, region, read)
            if a is not None and b is not None and a != b:
                parts.append(f"{label} {a} → {b}")
        if region in BORDERLANDS:
            try:
                before, now = control(since, region), control(view, region)
            except (KeyError, TypeError):
                before = now = ""
            if before != now:
                parts.append(f"now {now}" if now else "now held by nobody")
            was, is_ = _battle_region(since) == region, _battle_region(view) == region
            if was != is_:
                parts.append("battle begun" if is_ else "battle over")
        if parts:
            out[region] = parts
    return out


def voyage_changes(since: dict[str, Any] | None, view: dict[str, Any]) -> dict[int, str]:
    """Voyages completed (or no longer completed) since: {number: "completed"}."""
    if not since:
        return {}
    before, now = since.get("voyages"), view.get("voyages")
    if not isinstance(before, list) or not isinstance(now, list) or len(before) != len(now):
        return {}
    return {n: ("completed" if now[n - 1] else "no longer completed")
            for n in range(1, len(now) + 1) if bool(before[n - 1]) != bool(now[n - 1])}


def new_cards(since: dict[str, Any] | None, view: dict[str, Any], key: str = "hands") -> dict[int, list[int]]:
    """Cards in each face-up hand (or reserve) now that were not in it before: {owner: [card, ...]}."""
    if not since:
        return {}
    out: dict[int, list[int]] = {}
    before, now = since.get(key), view.get(key)
    if not isinstance(before, list) or not isinstance(now, list):
        return {}
    for owner, (old, new) in enumerate(zip(before, now, strict=False)):
        if isinstance(old, list) and isinstance(new, list):
            fresh = [c for c in new if c not in old]
            if fresh:
                out[owner] = fresh
    return out


def region_line(region: str, parts: list[str]) -> str:
    """"Sichuan: Troops 2 → 0, now Barbarian"."""
    return f"{NAMES.get(region, region)}: {', '.join(parts)}"


def voyage_line(n: int, what: str) -> str:
    return f"Voyage {n}, {VOYAGE_NAMES.get(n, '')}: {what}"
