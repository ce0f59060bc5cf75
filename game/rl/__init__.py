"""Learning environments over the engine (the optional extra ``[rl]``:
gymnasium, pettingzoo, numpy). The shipped game never imports this package.

    from game.rl.dealer_env import DealerEnv      # Gymnasium: Midnight, Classic
    from game.rl.match_env import MatchEnv        # PettingZoo AEC: Showdown, Indian

See docs/engine.md.
"""
