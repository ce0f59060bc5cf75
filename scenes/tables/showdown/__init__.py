"""Blackjack Showdown: the table scene, its seats, animation, round summary,
match over and watch mode."""
