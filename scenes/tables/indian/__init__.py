"""Indian Blackjack: the duel scene, its painter, animator, controls, save, setup and words."""
