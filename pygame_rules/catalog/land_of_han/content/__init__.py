"""The designed content of Land of Han as data: the base and expanded maps and their starting positions, the
research topics with the five Imperial Technologies, the hero skills and name lists, the disasters, the
improvements, the religions, the taxes, mining, crafting, caravan and Cashgrab figures and the army types. Imports
nothing of the rules."""
