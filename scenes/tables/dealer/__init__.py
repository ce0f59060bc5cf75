"""Midnight Blackjack and Classic Shoe: the shared dealer-table scene and its
parts (animation, controls, view, advisor, save)."""
