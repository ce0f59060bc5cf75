"""One package per table, each a Game (rules, state, action words) and its
state machine with the surface of ``base.Table``; ``games.game_for`` names them."""
