"""The rules of Death of Heaven, one module per part of the rulebook; ``game.py`` imports them all so that their
task handlers register with ``flow.FLOW``."""
