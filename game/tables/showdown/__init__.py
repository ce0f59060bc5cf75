"""Blackjack Showdown: the pot table's state machine, its observations and scenario adapter."""
