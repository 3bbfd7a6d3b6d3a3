"""The rules of Spring and Autumn, one module per part of the rulebook.

Each module registers its tasks by name in ``flow.FLOW``; a module starts another part's work by pushing a task
by name or by calling a module below it, never one above: ``philosophy_use`` and ``dishonor`` are at the
bottom, ``movement`` and ``actions_supply`` at the top (docs/ARCHITECTURE.md shows the order).
"""
