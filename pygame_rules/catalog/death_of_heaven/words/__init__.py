"""Plain-language words for every Death of Heaven choice: the label the deciding player reads
(``choices.describe``), the words every seat reads in the log, which never name a card kept hidden, and a bot's
reason as the log shows it (``public.public``, ``public.public_reason``), the (heading, short label) grouping of
many choices (``groups.group``) and a one-line account of the pending decision (``decisions.decision_words``).
``terms.py`` names the pieces: cards with their banner and strength for the target, territories, Promise cards,
skills and effects. ``setups.py`` is the lobby's ways to start a game and their questions; ``cards.py`` and ``tables.py``
build the card reference page; ``logrules.py`` names the rule each log line applied. No internal id reaches a player."""
