"""``python -m game.strategy``: the basic-strategy chart and the exact house edge."""
import sys

from game.interrupt import run_main
from game.strategy.basic import main

sys.exit(run_main(main))
