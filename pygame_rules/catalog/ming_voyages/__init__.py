"""The Ming Voyages (2 players, or solo against the Overlord): rules, content, bots."""
