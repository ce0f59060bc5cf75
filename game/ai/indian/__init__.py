"""Indian Blackjack bots: odds from what one player sees, the equilibrium
strategy, and sparring opponents."""
