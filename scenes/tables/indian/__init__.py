"""Indian Blackjack: the duel scene and its parts (animator, controls, painter, save,
AI opponent), its setup screen, configuration and words."""
