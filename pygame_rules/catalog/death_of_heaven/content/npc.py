"""The 38 NPC tiles (DH-NPC-1..4, spec 3.3): one per territory, used when the territory starts without cubes.

From the rulebook: each tile shows its NPC faction and territory, a grey background when the faction has one
tile only, its suited troop type, its level (●), its upgrade capacity (□) and one diplomacy space (L83-87); NPC
faction identity is the faction name (L553). Designed (the spec's proposal): a territory of a warlord who is not
in the game becomes an NPC faction with that warlord's name (Yuan Shu's Shouchun and Runan are one faction), so
his tiles share a background; the eleven historical minor powers hold the other twelve territories. ● equals
the territory's ○, □ its other spaces. NPCs never grow (A-18).
"""

from __future__ import annotations

from dataclasses import dataclass

from .factions import FACTION
from .map import TERRITORIES


@dataclass(frozen=True)
class NpcFaction:
    """An NPC faction that is never a player: a minor power of about 197 AD."""

    id: str
    name: str
    hanzi: str


MINOR_POWERS: tuple[NpcFaction, ...] = (
    NpcFaction("gongsun_zan", "Gongsun Zan", "公孫瓚"),
    NpcFaction("gongsun_du", "Gongsun Du", "公孫度"),
    NpcFaction("kong_rong", "Kong Rong", "孔融"),
    NpcFaction("zang_ba", "Zang Ba", "臧霸"),
    NpcFaction("zhang_yang", "Zhang Yang", "張楊"),
    NpcFaction("zhang_lu", "Zhang Lu", "張魯"),
    NpcFaction("shen_dan", "Shen Dan", "申耽"),
    NpcFaction("zhang_xiu", "Zhang Xiu", "張繡"),
    NpcFaction("liu_xun", "Liu Xun", "劉勳"),
    NpcFaction("jingnan", "Jingnan Commanderies", "荊南"),
    NpcFaction("shi_xie", "Shi Xie", "士燮"),
)
MINOR_POWER: dict[str, NpcFaction] = {f.id: f for f in MINOR_POWERS}


@dataclass(frozen=True)
class NpcTile:
    """The NPC tile of ``territory``: ``faction`` is a minor power's id or an absent warlord's faction id."""

    territory: str
    faction: str
    faction_name: str
    faction_hanzi: str
    grey: bool
    troops: frozenset[str]
    level: int
    upgrade_capacity: int


def _faction_of(territory) -> tuple[str, str, str]:
    if territory.npc:
        f = MINOR_POWER[territory.npc]
        return f.id, f.name, f.hanzi
    w = FACTION[territory.home]
    return w.id, w.name, w.hanzi


def _tiles() -> tuple[NpcTile, ...]:
    owners = {t.id: _faction_of(t) for t in TERRITORIES}
    sizes: dict[str, int] = {}
    for fid, _, _ in owners.values():
        sizes[fid] = sizes.get(fid, 0) + 1
    return tuple(NpcTile(t.id, *owners[t.id], sizes[owners[t.id][0]] == 1, t.troops, t.circles, t.upgrade_spaces)
                 for t in TERRITORIES)


NPC_TILES: tuple[NpcTile, ...] = _tiles()
NPC_TILE: dict[str, NpcTile] = {t.territory: t for t in NPC_TILES}


def npc_faction_tiles(faction: str) -> tuple[str, ...]:
    """The territories whose tiles belong to NPC faction ``faction`` (DH-WAR-3, DH-ROUT-3)."""
    return tuple(t.territory for t in NPC_TILES if t.faction == faction)
