"""AI players: ``make_bot(table, level).act(observation, legal_actions, rng)``.

``base`` holds the one bot interface, ``registry`` every bot by table and
level; one sub-package per table (``classic``, ``showdown``, ``indian``) holds
its bots, odds and sparring opponents; ``external`` lets a program play a seat.
"""
