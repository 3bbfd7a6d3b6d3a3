"""The site's Chinese font (``tools/cjk_font.py``) holds every Chinese character the games and pages use, so a
player whose computer has no Chinese font still reads 蒼天之死, the generals' names and the troop marks 步 騎 水."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import cjk_font  # noqa: E402


def test_the_font_covers_every_chinese_character_the_site_uses():
    covered = {chr(c) for c in TTFont(cjk_font.OUT).getBestCmap()}
    missing = cjk_font.used_characters() - covered - cjk_font.NOT_IN_NOTO_SLICES
    assert not missing, f"run python tools/cjk_font.py: the font lacks {''.join(sorted(missing))}"
    assert {"蒼", "步", "騎", "水"} <= covered


def test_the_stylesheet_uses_the_font_for_chinese_only():
    css = (ROOT / "site" / "css" / "app.css").read_text(encoding="utf-8")
    face = re.search(r"@font-face\s*{([^}]*)}", css).group(1)
    assert cjk_font.OUT.name in face and "unicode-range: U+2E80" in face
    assert re.search(r'--font: "Han Site", [^;]*sans-serif;', css)
    assert (cjk_font.OUT.parent / "LICENSE-noto-sans-tc.txt").read_text().find("SIL Open Font License") > 0
