"""Midnight Blackjack and Classic Shoe: one engine, two rule sets.

rules.py (the rulings), game.py (the Game: rules, state, action words),
table.py (the state), legal.py and settle.py (its legality and settlement),
actions.py, view.py (observations and events), house_rules.py.
"""
