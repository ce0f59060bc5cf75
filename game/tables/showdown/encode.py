"""Showdown as fixed-size vectors: observation tensors, a fixed action
numbering and legal-action masks (for learning; plain lists of floats).

Everything at Showdown is public, so every seat sees the same numbers, turned
so that the asking seat comes first. Tokens are whole tokens.

Observation of seat ``p`` (``observation_tensor``), ``OBSERVATION_SIZE`` long:

    [0:3]   phase one-hot: play, summary, over
    [3]     1 if ``p`` is to act
    [4]     the pot
    [5]     the ante
    [6]     share of the shoe left
    then MAX_SEATS seat slots (``p``, then the seats after it), SEAT_FEATURES each:
            seat exists, active, tokens, status one-hot (out, to act, stood,
            bust, natural, folded), hand total, cards, to act now

Action numbering: 0 HIT, 1 STAND, 2 NEXT.
"""
from __future__ import annotations

from game.tables.common import ANYONE
from game.tables.showdown.table import MAX_SEATS, ShowdownTable
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    SeatStatus,
    SeatView,
    ShowdownAction,
    ShowdownPhase,
)

ACTIONS: tuple[ShowdownAction, ...] = (HIT, STAND, NEXT)
PHASES = tuple(ShowdownPhase)
STATUSES = tuple(SeatStatus)
SEAT_FEATURES = 3 + len(STATUSES) + 3
OBSERVATION_SIZE = len(PHASES) + 4 + MAX_SEATS * SEAT_FEATURES


def observation_tensor(table: ShowdownTable, player: int) -> list[float]:
    o = table.observation(player)
    out = [1.0 if o.phase is phase else 0.0 for phase in PHASES]
    out += [1.0 if o.current_player == player else 0.0, float(o.pot), float(o.ante),
            o.shoe_remaining / (52 * table.rules.decks)]
    n = len(o.seats)
    for k in range(MAX_SEATS):
        out += _seat(o.seats[(player + k) % n], o.current_player) if k < n \
            else [0.0] * SEAT_FEATURES
    return out


def _seat(s: SeatView, to_act: int | None) -> list[float]:
    return ([1.0, 1.0 if s.active else 0.0, float(s.tokens)]
            + [1.0 if s.status is status else 0.0 for status in STATUSES]
            + [float(s.total), float(len(s.cards)), 1.0 if to_act == s.seat else 0.0])


def action_mask(table: ShowdownTable, player: int) -> list[int]:
    """1 for each action number ``player`` may take now (NEXT: anyone may)."""
    if table.current_player() not in (player, ANYONE):
        return [0] * len(ACTIONS)
    legal = set(table.legal_actions())
    return [1 if a in legal else 0 for a in ACTIONS]
