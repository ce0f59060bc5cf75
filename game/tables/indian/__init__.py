"""Indian Blackjack: the duel.

rules.py (the rulings), game.py (the Game: rules, state, action words),
table.py (the state), view.py and events.py (what it shows), hands.py.
"""
