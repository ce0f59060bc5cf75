"""Club 21's engine: pure Python, no pygame.

Everything random comes from a table's own seeded generator, every amount is
exact, and every table has the same small state-machine surface (see
``game.tables.base``).
"""
