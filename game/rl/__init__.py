"""Learning environments over the engine (the optional extra ``[rl]``:
gymnasium, pettingzoo, numpy). The shipped game never imports this package.

    from game.rl.dealer_env import DealerEnv      # Gymnasium: Midnight, Classic
    from game.rl.match_env import MatchEnv        # PettingZoo AEC: Showdown, Indian
    gymnasium.make("club21/Classic-v0")           # registered on importing game.rl

See docs/engine.md.
"""
from __future__ import annotations

from gymnasium.envs.registration import register

# gymnasium.make("club21/Midnight-v0") and ("club21/Classic-v0").
for _table in ("midnight", "classic"):
    register(id=f"club21/{_table.title()}-v0", entry_point="game.rl.dealer_env:DealerEnv",
             kwargs={"table": _table})
