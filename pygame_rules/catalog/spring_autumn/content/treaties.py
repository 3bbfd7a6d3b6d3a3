"""The 25 treaty minicards (G-09): 5 per faction.

From the rulebook (RB "Treaties", "Breaking a Treaty"): 25 treaty minicards, each player takes their
faction's treaty cards; a held treaty (another player's card) gives the benefit printed on it every upkeep;
a player who breaks a treaty by moving into the partner's area takes the dishonor penalty printed in the
lower right corner of their own returned card, one to three random tokens.
Designed here: names, benefits, penalties (CONTENT.md "Treaties"). The card you give away benefits your
partner; its penalty hits you if you break the treaty. A more generous card carries a heavier penalty, so
offering it is both a bigger gift and a more credible promise.
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import FACTIONS, Effect


def _e(do: str, **kw: object) -> Effect:
    return {"do": do, **kw}


@dataclass(frozen=True)
class Treaty:
    id: str
    faction: str                 # the issuing faction (owner of the card)
    name: str
    benefit: tuple[Effect, ...]  # received by the holder in upkeep step 4 (timing "upkeep_treaties")
    penalty: int                 # dishonor tokens for the issuer who breaks the treaty by moving in
    text: str


_GENERIC = (
    ("trade_pact", "Trade Pact", (_e("gain", commodity="commerce", n=1),), 1, "Upkeep: gain 1 commerce."),
    ("exchange_of_envoys", "Exchange of Envoys", (_e("gain", commodity="honor", n=1),), 1,
     "Upkeep: gain 1 honor."),
    ("exchange_of_scholars", "Exchange of Scholars", (_e("gain", commodity="knowledge", n=1),), 2,
     "Upkeep: gain 1 knowledge."),
    ("marriage_alliance", "Marriage Alliance",
     (_e("gain", commodity="honor", n=1), _e("gain", commodity="commerce", n=1)), 3,
     "Upkeep: gain 1 honor and 1 commerce."),
)

_UNIQUE = {
    "qi": ("salt_and_fish", "Salt and Fish of Qi", (_e("gain", commodity="commerce", n=2),), 2,
           "Upkeep: gain 2 commerce."),
    "chu": ("archers_of_chu", "Archers of Chu",
            (_e("place_units", n=1, units=["archer"], where="palace_area"),), 2,
            "Upkeep: place 1 archer in your palace area."),
    "wu": ("shipwrights_of_wu", "Shipwrights of Wu",
           (_e("place_units", n=1, units=["junk"], where="owned_waterside_area"),), 2,
           "Upkeep: place 1 junk in an area you own adjacent to a sea space (else your palace area)."),
    "jin": ("levies_of_jin", "Levies of Jin",
            (_e("place_units", n=1, units=["infantry"], where="palace_area"),), 2,
            "Upkeep: place 1 infantry in your palace area."),
    "qin": ("horses_of_qin", "Horses of Qin",
            (_e("place_units", n=1, units=["cavalry"], where="palace_area"),), 2,
            "Upkeep: place 1 cavalry in your palace area."),
}

TREATIES: tuple[Treaty, ...] = tuple(
    Treaty(f"{f}-{key}", f, name, benefit, penalty, text)
    for f in FACTIONS
    for key, name, benefit, penalty, text in (_GENERIC[:3] + (_UNIQUE[f],) + _GENERIC[3:]))
TREATY: dict[str, Treaty] = {t.id: t for t in TREATIES}
PENALTY_RANGE = (1, 3)


def faction_treaties(faction: str) -> tuple[Treaty, ...]:
    return tuple(t for t in TREATIES if t.faction == faction)
