"""What a drill session saves, and what Statistics shows of the saved ones.

One record per session, rewritten after every answer (a session cut short
by a crash keeps every answer given).  Counts are integers: EV given up in
millionths of a bet, answer times in milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.messages import N_
from game.training.cells import Cell, Tally, merge_tallies, tallies_from_json


class DrillKind(str, Enum):
    STRATEGY = "strategy"
    COUNT = "count"
    TABLE_QUIZ = "table_quiz"      # count quizzes at the Classic table

    @property
    def heading(self) -> str:
        """English, marked for the catalogue: the view translates it."""
        return {"strategy": N_("Strategy drill"), "count": N_("Counting drill"),
                "table_quiz": N_("Count quizzes at Classic")}[self.value]


@dataclass
class DrillRecord:
    kind: DrillKind
    started_ms: int
    ended_ms: int
    rules: dict[str, Any] = field(default_factory=dict)   # {"table": …, "overrides": {…}}
    setup: dict[str, Any] = field(default_factory=dict)   # mode, pace, seed …
    items: int = 0                # hands answered / counts checked
    right: int = 0
    answer_ms: int = 0            # thinking time over all answers
    ev_lost_micro: int = 0        # strategy: EV given up, millionths of a bet
    detail: dict[str, Any] = field(default_factory=dict)  # strategy: {"cells": tallies}
    id: int | None = None

    def __post_init__(self) -> None:
        for name in ("started_ms", "ended_ms", "items", "right", "answer_ms", "ev_lost_micro"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"drill record: {name} must be a whole number ≥ 0, got {value!r}")
        if self.right > self.items:
            raise ValueError("drill record: more right answers than answers")

    @property
    def percent(self) -> int:
        return 100 * self.right // self.items if self.items else 0

    @property
    def mean_answer_ms(self) -> int:
        return self.answer_ms // self.items if self.items else 0

    def tallies(self) -> dict[Cell, Tally]:
        return tallies_from_json(self.detail.get("cells")) if self.kind is DrillKind.STRATEGY \
            else {}


@dataclass(frozen=True)
class KindSummary:
    kind: DrillKind
    sessions: int
    items: int
    right: int
    answer_ms: int
    ev_lost_micro: int

    @property
    def percent(self) -> int:
        return 100 * self.right // self.items if self.items else 0


def summarise(records: list[DrillRecord]) -> dict[DrillKind, KindSummary]:
    out: dict[DrillKind, KindSummary] = {}
    for kind in DrillKind:
        mine = [r for r in records if r.kind is kind and r.items]
        out[kind] = KindSummary(kind, len(mine), sum(r.items for r in mine),
                                sum(r.right for r in mine), sum(r.answer_ms for r in mine),
                                sum(r.ev_lost_micro for r in mine))
    return out


def strategy_history(records: list[DrillRecord],
                     rules: dict[str, Any] | None = None) -> dict[Cell, Tally]:
    """Every strategy session's cell records merged, oldest first (only the
    sessions under ``rules`` when given: a cell's right play depends on them)."""
    ordered = sorted((r for r in records if r.kind is DrillKind.STRATEGY
                      and (rules is None or r.rules == rules)),
                     key=lambda r: (r.started_ms, r.id or 0))
    return merge_tallies([r.tallies() for r in ordered])
