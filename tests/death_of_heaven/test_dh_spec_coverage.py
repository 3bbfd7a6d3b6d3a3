"""Every clause, worked example and ruling (A-<n>, spec section 4) of the Death of Heaven spec is named by a test
(``spec_ids.txt``; its commented sections say which are the full rules' and which the rulings). The list is checked
against the spec itself when ``../shared/spec`` is present (it is not in CI)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SPEC = HERE.parents[2] / "shared" / "spec" / "death_of_heaven.md"
ID = r"DH-[A-Z]+"
RULING = r"\bA-\d+\b"
"""A ruling of the spec's section 4 (``A-3``; in a test name ``test_A_3_...``)."""


def listed() -> list[str]:
    return [ln for ln in (HERE / "spec_ids.txt").read_text().splitlines() if ln and not ln.startswith("#")]


def to_come() -> list[str]:
    """The commented IDs (``# DH-...``): the full rules'."""
    return [ln[2:].strip() for ln in (HERE / "spec_ids.txt").read_text().splitlines()
            if re.fullmatch(rf"# {ID}-\d+", ln.strip())]


def cited() -> set[str]:
    """IDs named in the test files (``test_DH_WAR_3_...``, ``DH-EX-8-9-10`` naming three, ``test_A_3_...``), ``_``
    read as ``-``."""
    text = "".join(p.read_text() for p in HERE.glob("test_*.py") if p.name != Path(__file__).name).replace("_", "-")
    out = set()
    for m in re.finditer(rf"\b({ID})((?:-\d+)+)", text):
        for n in m.group(2).strip("-").split("-"):
            out.add(f"{m.group(1)}-{int(n)}")
    out.update(re.findall(RULING, text))
    return out


def test_every_simple_rules_spec_id_is_named_by_a_test():
    missing = [i for i in listed() if i not in cited()]
    assert not missing, f"no test names: {' '.join(missing)}"


def test_the_id_list_has_every_part_and_no_duplicates():
    ids = listed() + to_come()
    assert len(ids) == len(set(ids))
    for prefix in ("DH-SETUP-", "DH-WAR-", "DH-PERS-", "DH-MARCH-", "DH-STR-", "DH-SKILL-", "DH-GSK-", "DH-REINF-",
                   "DH-RES-", "DH-MERIT-", "DH-PROM-", "DH-BID-", "DH-END-", "DH-QA-", "DH-EX-", "A-"):
        assert any(i.startswith(prefix) for i in listed()), prefix
    assert all(i.startswith(("DH-FULL-", "DH-SELF-", "DH-PURSUIT-", "DH-ROUT-", "DH-MERIT-3", "DH-EX-"))
               for i in to_come())


@pytest.mark.skipif(not SPEC.exists(), reason="the spec is outside the repository (not in CI)")
def test_the_id_list_is_every_id_of_the_spec():
    text = SPEC.read_text()
    in_spec = set(re.findall(rf"\b({ID}-\d+)\b", text)) | set(re.findall(RULING, text))
    assert set(listed()) | set(to_come()) == in_spec
