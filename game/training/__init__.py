"""The training room's engine: drills dealt from seeded generators, scored exactly.

- ``cells``: the strategy chart's cells (hard / soft / pair × dealer up card),
  the cell of a two-card hand, a hand for a chosen cell, and mistake tallies;
- ``strategy_drill``: hands under chosen rules, the player's play scored
  against the exact composition-dependent EVs of ``game.strategy.basic``;
- ``counting``: Hi-Lo arithmetic, the counting drill's flashes and checks,
  what a typed count means, the betting ramp, and the count at a table;
- ``results``: what a finished (or interrupted) drill session saves.

No pygame; no clock: answer times are given by the caller.
"""
