"""``python -m game.strategy``: the basic-strategy chart and the exact house edge."""
import sys

from game.strategy.basic import main

sys.exit(main())
