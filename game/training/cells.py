"""The cells of the strategy chart, and how often each one was missed.

A cell is one two-card starting situation of the chart: a hard total, a soft
total or a pair, against a dealer up card.  Values are the strategy engine's
composition indices (``game.strategy.dealer``: ace 0, two 1, …, ten-value 9).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from game.cards import RANKS, SUITS, Card
from game.strategy.chart import LABELS, PAIR_ORDER, UP_ORDER
from game.strategy.dealer import ACE, TEN, value_index
from game.tables.dealer.rules import DealerRules

TEN_RANKS = "TJQK"
HARD_ROWS = tuple(range(5, 21))         # 4 is only 2,2 and a same-rank 20 is T,T: pairs
SOFT_ROWS = tuple(range(13, 21))        # A,2 … A,9 (A,T is a natural: no decision)
PAIR_ROWS = PAIR_ORDER                  # A,A  T,T  9,9 … 2,2


class CellKind(str, Enum):
    HARD = "hard"
    SOFT = "soft"
    PAIR = "pair"


@dataclass(frozen=True, order=True)
class Cell:
    kind: CellKind
    value: int          # hard / soft total, or the pair's value index
    up: int             # the dealer's up card, value index

    @property
    def key(self) -> str:
        """How the cell is saved: ``"hard 16 v T"``, ``"pair A v 6"``."""
        shown = LABELS[self.value] if self.kind is CellKind.PAIR else str(self.value)
        return f"{self.kind.value} {shown} v {LABELS[self.up]}"

    @classmethod
    def from_key(cls, key: str) -> Cell:
        """The cell of a saved key; ValueError when it names none."""
        try:
            kind_text, shown, v, up_text = key.split(" ")
            kind = CellKind(kind_text)
            value = LABELS.index(shown) if kind is CellKind.PAIR else int(shown)
            cell = cls(kind, value, LABELS.index(up_text))
        except ValueError:
            raise ValueError(f"not a chart cell: {key!r}") from None
        if v != "v" or cell not in ALL_CELLS_SET:
            raise ValueError(f"not a chart cell: {key!r}")
        return cell

    @property
    def row_name(self) -> str:
        if self.kind is CellKind.PAIR:
            return f"{LABELS[self.value]},{LABELS[self.value]}"
        if self.kind is CellKind.SOFT:
            return f"A,{self.value - 11}"
        return str(self.value)


def all_cells() -> tuple[Cell, ...]:
    rows = ([(CellKind.HARD, t) for t in HARD_ROWS] + [(CellKind.SOFT, t) for t in SOFT_ROWS]
            + [(CellKind.PAIR, p) for p in PAIR_ROWS])
    return tuple(Cell(kind, value, up) for kind, value in rows for up in UP_ORDER)


ALL_CELLS = all_cells()
ALL_CELLS_SET = frozenset(ALL_CELLS)


def cells_for(rules: DealerRules) -> tuple[Cell, ...]:
    """The cells a two-card hand can reach: a hard 20 of two different tens
    exists only where splitting goes by rank (J,K is no pair at Classic)."""
    return tuple(c for c in ALL_CELLS
                 if not (c.kind is CellKind.HARD and c.value == 20 and not rules.split_by_rank))


def is_pair(cards: list[Card], rules: DealerRules) -> bool:
    """Two cards the rules let split: same rank (Classic) or same value (Midnight)."""
    a, b = cards
    return a[0] == b[0] if rules.split_by_rank else value_index(a) == value_index(b)


def cell_of(cards: list[Card], up: Card, rules: DealerRules) -> Cell:
    """The chart cell of a two-card hand (not a natural) against ``up``."""
    u = value_index(up)
    if is_pair(cards, rules):
        return Cell(CellKind.PAIR, value_index(cards[0]), u)
    hard = sum(value_index(c) + 1 for c in cards)
    if any(value_index(c) == ACE for c in cards):
        return Cell(CellKind.SOFT, hard + 10, u)
    return Cell(CellKind.HARD, hard, u)


def _rank_of(index: int, rng: random.Random) -> str:
    return rng.choice(TEN_RANKS) if index == TEN else RANKS[index]


def hand_for(cell: Cell, rng: random.Random, rules: DealerRules) -> tuple[list[Card], Card]:
    """Two cards and an up card that make ``cell`` (suits and tens drawn by ``rng``)."""
    if cell.kind is CellKind.PAIR:
        rank = _rank_of(cell.value, rng)
        ranks = [rank, rank]
    elif cell.kind is CellKind.SOFT:
        ranks = ["A", RANKS[cell.value - 12]]
    else:
        splits = [(a, cell.value - a - 2) for a in range(1, 10)
                  if 1 <= cell.value - a - 2 <= 9 and a <= cell.value - a - 2]
        options = [(a, b) for a, b in splits if a != b]
        if cell.value == 20 and rules.split_by_rank:     # two tens of different ranks
            first, second = rng.sample(TEN_RANKS, 2)
            ranks = [first, second]
        else:
            a, b = rng.choice(options)
            ranks = [_rank_of(a, rng), _rank_of(b, rng)]
    suits = rng.sample(SUITS, 3)
    cards = [r + s for r, s in zip(ranks, suits)]
    up = _rank_of(cell.up, rng) + suits[2]
    return cards, up


@dataclass(frozen=True)
class Tally:
    """One cell's record: answers, mistakes, and right answers since the last mistake."""
    tries: int = 0
    misses: int = 0
    streak: int = 0

    def answered(self, right: bool) -> Tally:
        return Tally(self.tries + 1, self.misses + (not right), self.streak + 1 if right else 0)

    def then(self, later: Tally) -> Tally:
        """This record followed by a later one (sessions merge in order)."""
        streak = later.streak if later.misses else self.streak + later.tries
        return Tally(self.tries + later.tries, self.misses + later.misses, streak)

    @property
    def still_missed(self) -> bool:
        """Missed, and not yet answered right twice in a row since."""
        return self.misses > 0 and self.streak < CLEARED_AFTER


CLEARED_AFTER = 2


def merge_tallies(sessions: list[dict[Cell, Tally]]) -> dict[Cell, Tally]:
    """Per-cell records of sessions given oldest first."""
    out: dict[Cell, Tally] = {}
    for tallies in sessions:
        for cell, tally in tallies.items():
            out[cell] = out.get(cell, Tally()).then(tally)
    return out


def tallies_to_json(tallies: dict[Cell, Tally]) -> dict[str, list[int]]:
    return {c.key: [t.tries, t.misses, t.streak] for c, t in sorted(tallies.items())}


def tallies_from_json(data: object) -> dict[Cell, Tally]:
    """Saved tallies; entries that are not a cell with three counts are skipped."""
    out: dict[Cell, Tally] = {}
    if not isinstance(data, dict):
        return out
    for key, counts in data.items():
        try:
            cell = Cell.from_key(key)
        except (ValueError, AttributeError):
            continue
        if (isinstance(counts, list) and len(counts) == 3
                and all(type(n) is int and n >= 0 for n in counts)
                and counts[1] <= counts[0] and counts[2] <= counts[0]):
            out[cell] = Tally(*counts)
    return out
