"""``python -m pygame_rules``: see ``pygame_rules.cli``."""

import sys

from .cli import main

sys.exit(main())
