"""Blackjack Showdown: the pot table.

rules.py (the rulings), game.py (the Game: rules, state, action words),
table.py (the state), view.py (what it shows).
"""
