"""The rules of Land of Han, one module per part of the rulebook: the setup, the economy (income at the start of a
season), combat. The season's orders and their resolution come next (spec 3.7)."""
