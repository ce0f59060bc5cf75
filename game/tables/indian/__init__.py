"""Indian Blackjack: the duel's state machine, its events, hand arithmetic, observations and scenario adapter."""
