"""What the spec-ID coverage tests of Death of Heaven and Land of Han share: the IDs a game's ``spec_ids.txt``
lists, those it comments out as still to come, and the IDs its test files name (``test_LH_TURN_2_...``,
``DH-EX-8-9-10`` naming three, ``test_A_3_...`` a ruling), ``_`` read as ``-``."""

from __future__ import annotations

import re
from pathlib import Path

RULING = r"\bA-\d+\b"
"""A ruling of a spec's ambiguities section (``A-3``; in a test name ``test_A_3_...``)."""


def spec_lines(folder: Path) -> list[str]:
    return [ln.strip() for ln in (folder / "spec_ids.txt").read_text().splitlines() if ln.strip()]


def listed(folder: Path) -> list[str]:
    """The IDs the list says tests name."""
    return [ln for ln in spec_lines(folder) if not ln.startswith("#")]


def to_come(folder: Path, id_pattern: str) -> list[str]:
    """The commented IDs (``# LH-...``, ``# A-...``): parts still to build."""
    return [ln[2:] for ln in spec_lines(folder) if re.fullmatch(rf"# (?:{id_pattern}-\d+|A-\d+)", ln)]


def cited(folder: Path, id_pattern: str, skip: str) -> set[str]:
    """The IDs named in the test files of ``folder`` (all but ``skip``, the coverage test itself)."""
    text = "".join(p.read_text() for p in folder.glob("test_*.py") if p.name != skip).replace("_", "-")
    out = set()
    for m in re.finditer(rf"\b({id_pattern})((?:-\d+)+)", text):
        for n in m.group(2).strip("-").split("-"):
            out.add(f"{m.group(1)}-{int(n)}")
    out.update(re.findall(RULING, text))
    return out
