"""The designed content of Spring and Autumn as data: the map, factions, player board, dice, objective, event,
treaty, philosophy and AI cards, tokens, and the effect vocabulary. Imports nothing of the rules."""
