"""The figures of victory (LH-VIC-1, LH-EMP-1, ruling A-2): the Imperial Requirements of L157-159 and the
hegemony time limit the spec adds for the missing third condition."""

from __future__ import annotations

EMPEROR_REGIONS = 25
EMPEROR_CENTRALS = 3
"""L157: control at least 25 regions in total, at least 3 of them Central (A-34: regions, not groups)."""
EMPEROR_ARMIES = 10
"""L159: control at least 10 armies of any type (A-34: armies now owned)."""
DEFAULT_YEARS = 10
"""A-2: after 10 years (40 seasons) by default, the warlord with the most regions wins."""
