"""The rules of The Ming Voyages, one module per part of the rulebook.

Each module that runs a part of play registers its tasks by name in ``flow.FLOW``: rounds and eras
(``rounds``), playing a card and reactions (``card_play``), CP actions (``cp_actions``), the special-action
tasks (``special_tasks``), battles (``battle``) and the solo Overlord (``solo_flow``). A module starts another
part's work by pushing a task by name or by calling a module below it, never one above. Bottom to top:
``effects`` (special actions: which, whether in full, doing them) and ``solo`` (the solo Overlord's pure
plans); ``battle``; ``solo_flow``; then ``rounds``, ``card_play``, ``cp_actions`` and ``special_tasks``,
which import none of each other.
"""
