"""The shape of a Death of Heaven card and of its unique skill (DH-CARD-5, DH-SKILL-2), shared by the faction
starting cards, the wandering generals and the public armament deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .vocab import ATTACK, GENERAL, IMMEDIATE, Effect

Condition = dict[str, Any]


@dataclass(frozen=True)
class Skill:
    """A unique skill (DH-SKILL-2): its ``timing``; for an Ongoing skill the ``trigger`` (a ``vocab.TRIGGERS``
    name, None when it simply lasts); whom it designates (``target``, a selector dict, None when nobody);
    ``requires``, conditions that must hold to execute it at all; ``effects`` in order.

    ``text`` is the printed text in plain English; ``handbook`` says how to execute it when it cannot be done in
    full (DH-SKILL-4, spec 3.7) or quotes the rulebook's note for a card the rulebook gives."""

    id: str
    name: str
    hanzi: str
    timing: str
    effects: tuple[Effect, ...]
    text: str
    handbook: str
    target: dict[str, Any] | None = None
    requires: tuple[Condition, ...] = ()
    trigger: str | None = None


@dataclass(frozen=True)
class Card:
    """One physical card. ``faction`` is a faction id, ``vocab.WANDERING`` or None (public armament);
    ``name_id`` groups copies and same-named cards (Lu Bu's two "Lu Bu" cards share ``lu_bu``).
    ``dual_banner`` marks Lu Xun's second (Attack) banner, ignored under ruling A-12. ``rulebook`` gives the
    rulebook line the card is transcribed from, 0 for a designed card."""

    id: str
    name: str
    hanzi: str
    name_id: str
    faction: str | None
    main: str
    subtype: str
    side: str
    infantry: int = 0
    cavalry: int = 0
    navy: int = 0
    scheme: int = 0
    general_skills: tuple[str, ...] = ()
    skills: tuple[Skill, ...] = ()
    bio: str = ""
    rulebook: int = 0
    dual_banner: bool = False

    @property
    def symbols(self) -> dict[str, int]:
        """Troop symbols by type, zeros left out."""
        return {k: v for k, v in (("infantry", self.infantry), ("cavalry", self.cavalry), ("navy", self.navy))
                if v}

    @property
    def is_attack(self) -> bool:
        return self.side == ATTACK

    @property
    def is_general(self) -> bool:
        return self.main == GENERAL

    @property
    def text(self) -> str:
        """The card's printed skill text in plain English (empty for a Troop card)."""
        return " ".join(f"{s.name} ({s.timing.capitalize()}): {s.text}" for s in self.skills)


def imm(id_: str, name: str, hanzi: str, text: str, handbook: str, *effects: Effect, target=None,
        requires=(), timing: str = IMMEDIATE, trigger: str | None = None) -> Skill:
    """A skill, Immediate unless ``timing`` says otherwise (the content's shorthand)."""
    return Skill(id_, name, hanzi, timing, tuple(effects), text, handbook, target, tuple(requires), trigger)
