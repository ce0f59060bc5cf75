"""Midnight Blackjack and Classic Shoe: one engine, two rule sets (actions, legality, settlement, observations, house rules, the scenario adapter)."""
