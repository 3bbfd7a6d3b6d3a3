"""Every rule clause, rulebook example, derived scenario, content item and ruling of the spec is named by a test
(the issue's bar). ``spec_ids.txt`` lists them outside the AI players' section, ``spec_ids_ai.txt`` those of
the AI players; both are checked against the spec itself when ``../shared/spec`` is present (it is not in
CI)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SPEC = HERE.parents[2] / "shared" / "spec" / "spring_autumn.md"
ID = r"(?:SA(?:-[A-Z]+)+|EX|DT|AMB|G)"


def listed(name: str = "spec_ids.txt") -> list[str]:
    return [ln for ln in (HERE / name).read_text().splitlines() if ln and not ln.startswith("#")]


def text_of_tests() -> str:
    """Every test file's text but this one's, with ``_`` read as ``-`` (test names spell IDs with ``_``)."""
    return "".join(p.read_text() for p in HERE.glob("test_*.py") if p.name != Path(__file__).name).replace("_", "-")


def cited() -> set[str]:
    """IDs named in test files, as written in names (``test_SA_MOVE_1_2_...``, ``EX_01``) or text."""
    text = text_of_tests()
    out = set()
    for m in re.finditer(rf"\b({ID})((?:-\d+)+)", text):
        prefix = m.group(1)
        for n in m.group(2).strip("-").split("-"):
            out.add(f"{prefix}-{int(n):02d}" if prefix in ("EX", "DT", "AMB", "G") else f"{prefix}-{int(n)}")
    return out


def test_every_non_ai_spec_id_is_named_by_a_test():
    missing = [i for i in listed() if i not in cited()]
    assert not missing, f"no test names: {' '.join(missing)}"


def named(spec_id: str, numbered: set[str], text: str) -> bool:
    """Whether a test names ``spec_id``: a numbered one as ``cited`` reads them; one ending in a word
    (SA-AI-PROD-ADV) as its stem followed by a run of words that includes it (``SA_AI_PROD_ADV_HONOR_...``)."""
    if spec_id in numbered:
        return True
    stem, _, last = spec_id.rpartition("-")
    return any(last in m.group(1).strip("-").split("-")
               for m in re.finditer(re.escape(stem) + r"((?:-[A-Z0-9]+)+)", text))


def test_every_ai_spec_id_is_named_by_a_test():
    numbered, text = cited(), text_of_tests()
    missing = [i for i in listed("spec_ids_ai.txt") if not named(i, numbered, text)]
    assert not missing, f"no test names: {' '.join(missing)}"


def test_the_id_list_has_every_kind():
    ids = listed()
    for prefix in ("SA-SETUP-", "SA-COMBAT-", "SA-PHIL-", "EX-", "DT-", "AMB-", "G-"):
        assert any(i.startswith(prefix) for i in ids), prefix
    assert not any(i.startswith("SA-AI-") for i in ids)


@pytest.mark.skipif(not SPEC.exists(), reason="the spec is outside the repository (not in CI)")
def test_the_id_list_matches_the_spec():
    in_spec = set(re.findall(rf"\b({ID}-\d+)\b", SPEC.read_text()))
    assert set(listed()) <= in_spec
    ai_section = SPEC.read_text().split("### 1.35 AI players")[1].split("## 2.")[0]
    assert not set(listed()) & set(re.findall(r"SA-AI-[A-Z-]+\d+", ai_section))


@pytest.mark.skipif(not SPEC.exists(), reason="the spec is outside the repository (not in CI)")
def test_the_ai_id_list_is_every_id_of_the_ai_section():
    ai_section = SPEC.read_text().split("### 1.35 AI players")[1].split("## 2.")[0]
    clauses = set(re.findall(r"\*\*(SA-AI-[A-Z0-9-]+)\*\*", ai_section))
    rulings = set(re.findall(r"→(AMB-\d+)", ai_section))
    ids = set(listed("spec_ids_ai.txt"))
    assert clauses | rulings <= ids
    assert {i for i in ids if i.startswith("SA-AI-")} == clauses
