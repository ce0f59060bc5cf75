"""Blackjack Showdown bots: exact hit/stand values, odds, and sparring opponents."""
