"""Plays one Midnight round with the engine alone and says how it went; run by
tests/test_engine_only.py and .ci/engine_only in a Python without pygame."""
import importlib.util
import sys

from game.tables.dealer.actions import DEAL, STAND, bet
from game.tables.dealer.rules import MIDNIGHT
from game.tables.dealer.table import DealerTable

if importlib.util.find_spec("pygame") is not None:
    sys.exit("pygame is importable here: this is not an engine-only Python")
table = DealerTable(MIDNIGHT, seed=7, chips=[100])
table.apply(bet(0, 10))
table.apply(DEAL)
while not table.is_terminal():
    table.apply(STAND)
assert "pygame" not in sys.modules
print(f"midnight round {table.rounds} played without pygame: {table.returns()[0]} cents")
