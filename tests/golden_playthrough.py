"""Golden playthroughs: one seeded match per table, one line per action and
event, compared line by line by ``tests/test_golden_showdown_indian.py``.

Regenerate (only after a deliberate rule or format change, then review the
diff like code):

    python tests/golden_playthrough.py

The players are a seeded random policy over the legal actions, so the files
pin the shoe, the rules and the event stream together.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))

from game.tables.common import describe_event  # noqa: E402
from game.tables.indian.game import INDIAN_GAME  # noqa: E402
from game.tables.indian.rules import IndianRules  # noqa: E402
from game.tables.indian.table import IndianTable  # noqa: E402
from game.tables.indian.view import ItemKind  # noqa: E402
from game.tables.showdown.game import SHOWDOWN_GAME  # noqa: E402
from game.tables.showdown.rules import ShowdownRules  # noqa: E402
from game.tables.showdown.table import ShowdownTable  # noqa: E402

GOLDEN = ROOT / "golden"


def _choose(legal: list, rng: random.Random):
    return legal[int(rng.random() * len(legal))]


def showdown_lines(seed: int = 7) -> list[str]:
    table = ShowdownTable(ShowdownRules(), seed, [50, 50, 50])
    rng = random.Random(seed)
    lines = [f"# showdown seed={seed} tokens=[50,50,50] ante=10 policy=random"]
    lines += ["  " + describe_event(e) for e in table.events()]
    while not table.is_over():
        action = _choose(table.legal_actions(), rng)
        lines.append(f"ACTION by={table.current_player()} {SHOWDOWN_GAME.format(table, action)}")
        table.apply(action)
        lines += ["  " + describe_event(e) for e in table.events()]
    lines.append(f"END winner={table.winner} tokens={table.tokens} rounds={table.round_no}")
    return lines


def indian_lines(seed: int = 7) -> list[str]:
    items = {ItemKind.FREE_FOLD: 0, ItemKind.CHIP_BONUS: 1, ItemKind.DEAL_AGAIN: 0}
    table = IndianTable(IndianRules(), seed, (30, 30), items)
    rng = random.Random(seed)
    lines = [f"# indian seed={seed} chips=[30,30] items=free_fold:0,chip_bonus:1,deal_again:0 "
             "policy=random (raises up to 3 over the bet)"]
    lines += ["  " + describe_event(e) for e in table.events()]
    while not table.is_over():
        legal = table.legal_actions()
        # Why: uniform raises end a match in two rounds; small ones show more play.
        legal = [a for a in legal if a.kind.name != "RAISE" or a.amount <= max(table.bets) + 3]
        action = _choose(legal, rng)
        lines.append(f"ACTION by={table.current_player()} {INDIAN_GAME.format(table, action)}")
        table.apply(action)
        lines += ["  " + describe_event(e) for e in table.events()]
    lines.append(f"END winner={table.winner} chips={table.chips} rounds={table.round_no}")
    return lines


GENERATORS = {"showdown_seed7.txt": showdown_lines, "indian_seed7.txt": indian_lines}


def main(argv: list[str] | None = None) -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    GOLDEN.mkdir(exist_ok=True)
    for name, gen in GENERATORS.items():
        (GOLDEN / name).write_text("\n".join(gen()) + "\n")
        print("wrote", GOLDEN / name)


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
