"""Every clause, worked example and ruling (A-<n>, spec section 4) of the Death of Heaven spec is named by a test
(``spec_ids.txt``; its commented sections say which are the full rules' and which the rulings). The list is checked
against the spec itself when ``../shared/spec`` is present (it is not in CI)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import spec_coverage

HERE = Path(__file__).parent
SPEC = HERE.parents[2] / "shared" / "spec" / "death_of_heaven.md"
ID = r"DH-[A-Z]+"
RULING = spec_coverage.RULING


def listed() -> list[str]:
    return spec_coverage.listed(HERE)


def to_come() -> list[str]:
    """The commented IDs (``# DH-...``): the full rules'."""
    return spec_coverage.to_come(HERE, ID)


def cited() -> set[str]:
    return spec_coverage.cited(HERE, ID, Path(__file__).name)


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
