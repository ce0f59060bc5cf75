"""Microseconds per ``clone()`` of each table mid-round, against ``copy.deepcopy``.

    python bench/engine_clone.py [--copies 2000]

Each table is set up mid-round (Midnight and Classic with one bet dealt, the
matches just dealt), then copied ``--copies`` times each way on this process's
CPU clock (``time.process_time``). A clone must be an independent table: the
run checks that a clone plays on exactly like its original.
"""
from __future__ import annotations

import argparse
import copy
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.tables.dealer.actions import DEAL, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.indian.table import IndianTable
from game.tables.showdown.table import ShowdownTable


def dealt(rules: Any) -> DealerTable:
    table = DealerTable(rules, seed=7, chips=[1000])
    table.apply(bet(0, 10))
    table.apply(DEAL)
    return table


TABLES: dict[str, Callable[[], Any]] = {
    "midnight": lambda: dealt(MIDNIGHT),
    "classic": lambda: dealt(CLASSIC),
    "showdown": lambda: ShowdownTable(seed=7, tokens=[20, 20, 20, 20]),
    "indian": lambda: IndianTable(seed=7),
}


def per_copy_us(copier: Callable[[Any], Any], table: Any, copies: int) -> float:
    start = time.process_time()
    for _ in range(copies):
        copier(table)
    return (time.process_time() - start) / copies * 1e6


def plays_on_alike(table: Any) -> bool:
    twin = table.clone()
    for t in (table, twin):
        t.events()
        while t.legal_actions() and not t.is_terminal():
            t.apply(t.legal_actions()[0])
    return bool(twin.snapshot() == table.snapshot())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=2000)
    args = parser.parse_args(argv)
    print(f"{'table':10} {'clone µs':>9} {'deepcopy µs':>12} {'ratio':>6}")
    for name, make in TABLES.items():
        table = make()
        fast = per_copy_us(lambda t: t.clone(), table, args.copies)
        deep = per_copy_us(copy.deepcopy, table, args.copies)
        alike = "" if plays_on_alike(make()) else "  CLONE DIFFERS"
        print(f"{name:10} {fast:9.1f} {deep:12.1f} {deep / fast:6.1f}{alike}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
