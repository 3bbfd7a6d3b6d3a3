"""How wide a line of board text is, so no label is drawn wider than its box.

The board's SVG is drawn in the reader's ``system-ui`` font, which we cannot
measure from Python. We estimate with the advance widths of DejaVu Sans (Book
and Bold, in thousandths of an em, read from the font files): it is what Debian
and most Linux browsers use for ``system-ui`` and is wider than Segoe UI, San
Francisco and Roboto, so text that fits by this estimate fits on those too.
Characters not in the table count a whole em (wider than any listed one).
"""

from __future__ import annotations

_CHARS = (" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
          "·→—–…✓×•’")
_BOOK = (318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636,
         636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295,
         295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838,
         500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521,
         392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838, 318, 838, 1000, 500, 1000, 838, 838, 590, 318)
_BOLD = (348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696,
         696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372,
         372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838,
         500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595,
         478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838, 380, 838, 1000, 500, 1000, 838, 838, 639, 380)
BOOK = dict(zip(_CHARS, _BOOK, strict=True))
BOLD = dict(zip(_CHARS, _BOLD, strict=True))

ASCENT, DESCENT = 0.76, 0.24
"""Of an em above and below the baseline that letters and digits reach (capitals 0.73, descenders 0.24)."""


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Estimated advance width of ``text`` at ``size`` (in the same units as ``size``)."""
    table = BOLD if bold else BOOK
    return sum(table.get(ch, 1000) for ch in text) * size / 1000


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken at spaces into as few lines as fit ``width`` (a single word wider stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]
