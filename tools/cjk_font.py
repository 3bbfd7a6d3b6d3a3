"""Make the site's Chinese font: ``python tools/cjk_font.py`` (needs ``fonttools[woff]``; fetches a pinned npm file).

The games name their factions, generals, territories and troop types in Chinese as well as in English (蒼天之死's
own names), and Death of Heaven marks troop symbols with 步 騎 水. A player whose computer has no Chinese font
(a bare Linux desktop, say) would see empty boxes, so the site ships its own: Noto Sans TC (SIL Open Font
License), cut down to exactly the Chinese characters the site uses. Fontsource's npm package splits the font into
about a hundred files by Unicode range; this script takes from them every character found in the rules package
and the site's own files, merges them into one small WOFF2 (``site/fonts/noto-sans-tc-subset.woff2``) and writes
the license beside it. ``tests/test_font.py`` fails when a character the site uses is missing: run this again.
"""

from __future__ import annotations

import hashlib
import io
import re
import sys
import tarfile
import tempfile
import urllib.request
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "site" / "fonts" / "noto-sans-tc-subset.woff2"
PACKAGE = "@fontsource/noto-sans-tc"
VERSION = "5.3.0"
SHA256 = "90f236faabce7fac6e7ec8d9dc55339394243432cf106f8925f5780a4d95c4a8"
URL = f"https://registry.npmjs.org/{PACKAGE}/-/noto-sans-tc-{VERSION}.tgz"
HAN = re.compile(r"[\u2e80-\u2fff\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
NOT_IN_NOTO_SLICES = frozenset("毦")
"""Rare characters Fontsource's slices of the font leave out: the player's own fonts show them (白毦, White Plume)."""
SOURCES = [("pygame_rules", ("*.py", "*.md")), ("site", ("*.html", "*.js", "*.css"))]


def used_characters(root: Path = ROOT) -> set[str]:
    """Every Chinese character (and CJK punctuation) in the rules package and the site's own files."""
    found: set[str] = set()
    for folder, patterns in SOURCES:
        for pattern in patterns:
            for path in (root / folder).rglob(pattern):
                found |= set(HAN.findall(path.read_text(encoding="utf-8")))
    return found


def download(cache: Path) -> Path:
    tgz = cache / f"noto-sans-tc-{VERSION}.tgz"
    if not tgz.exists():
        tgz.write_bytes(urllib.request.urlopen(URL, timeout=120).read())  # noqa: S310 (a fixed https URL)
    digest = hashlib.sha256(tgz.read_bytes()).hexdigest()
    if digest != SHA256:
        sys.exit(f"{tgz.name}: sha256 {digest}, expected {SHA256}")
    return tgz


def main() -> None:
    chars = used_characters()
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        with tarfile.open(download(Path(tempfile.gettempdir()))) as tar:
            license_text = tar.extractfile("package/LICENSE").read()
            parts = []
            for member in tar.getmembers():
                if not re.fullmatch(r"package/files/noto-sans-tc-\d+-400-normal\.woff2", member.name):
                    continue
                font = TTFont(io.BytesIO(tar.extractfile(member).read()), recalcTimestamp=False)
                stamp = font["head"].modified
                have = {chr(c) for c in font.getBestCmap()} & chars
                if not have:
                    continue
                options = subset.Options()
                options.flavor = None
                options.layout_features = []                  # plain shapes: merged lookups misplace glyphs
                options.drop_tables += ["GSUB", "GPOS", "BASE", "vhea", "vmtx"]
                options.name_IDs = ["*"]
                sub = subset.Subsetter(options)
                sub.populate(text="".join(sorted(have)))
                sub.subset(font)
                path = tmp_dir / f"part{len(parts)}.ttf"
                font.flavor = None
                font.save(path)
                parts.append((path, have))
        missing = chars - set().union(*(h for _, h in parts)) - NOT_IN_NOTO_SLICES
        if missing:
            sys.exit(f"Fontsource's Noto Sans TC has no glyph for {''.join(sorted(missing))}: add it to "
                     "NOT_IN_NOTO_SLICES, or choose another word")
        merged = Merger().merge([str(p) for p, _ in parts])
        merged.recalcTimestamp = False                       # the same characters make the same bytes
        merged["head"].created = merged["head"].modified = stamp
        merged.flavor = "woff2"
        OUT.parent.mkdir(parents=True, exist_ok=True)
        merged.save(OUT)
        (OUT.parent / "LICENSE-noto-sans-tc.txt").write_bytes(license_text)
    print(f"{OUT.relative_to(ROOT)}: {len(chars)} characters from {len(parts)} of the font's files, "
          f"{OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
