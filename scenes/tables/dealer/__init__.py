"""Midnight Blackjack and Classic Shoe: the shared dealer-table scene, its animation, controls, advisor and save."""
