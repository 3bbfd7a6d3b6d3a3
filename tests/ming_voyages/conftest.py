"""Puts this folder on sys.path so the scenario tests can ``from scenario import ...``."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
