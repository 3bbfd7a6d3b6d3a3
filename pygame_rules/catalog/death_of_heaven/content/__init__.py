"""The designed content of Death of Heaven as data: the map and its NPC tiles, the nine factions, their 102
starting cards, the wandering generals and public armament deck the rulebook lists, the Promise, Stance, Merit
and Emperor Xian cards, the boards, and the effect vocabulary. Imports nothing of the rules."""
