"""Blackjack Showdown: the table scene, seats, animation, round summary, match over and the watch mode."""
