"""Indian as fixed-size vectors: observation tensors, a fixed action numbering
and legal-action masks (for learning; plain lists of floats).

Built from ``table.observation(p)``, so a player's own first card is never in
it before the round's result. A card is its Indian value (1-11, 0 = none).

Observation of player ``p`` (``observation_tensor``), ``OBSERVATION_SIZE`` long:

    [0:6]    phase one-hot: bet 1, hit, deal-again wait, bet 2, result, over
    [6]      1 if ``p`` is to act;  [7] 1 if ``p`` started this round
    [8]      the community card;  [9] p's own first card (only once shown)
    [10:12]  p's hit cards;  [12:14] the opponent's first and hit card
    [14:16]  chips off the table: p's, the opponent's
    [16:18]  in the pot this round: p's, the opponent's
    [18]     the raise cap
    [19:22]  p's unused items (free fold, chip bonus, deal again)
    [22:25]  the opponent's unused items
    [25:36]  how many of each value 1-11 have been seen since the last reshuffle
    [36]     cards left in the deck

Action numbering (``action_count``): RAISE to a total of 1, 2, ... ``max_raise``
(the most chips any raise could reach in this match), then CALL, FOLD,
FREE_FOLD, PASS, HIT, STAY, DEAL_AGAIN, CHIP_BONUS (by ``p``), NEXT.
"""
from __future__ import annotations

from game.cards import indian_value
from game.tables.common import ANYONE
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    CALL,
    DEAL_AGAIN,
    FOLD,
    FREE_FOLD,
    HIT,
    NEXT,
    PASS,
    STAY,
    IndianAction,
    IndianKind,
    IndianPhase,
    ItemKind,
    chip_bonus,
    raise_to,
)

PHASES = tuple(IndianPhase)
ITEMS = tuple(ItemKind)
OBSERVATION_SIZE = 37
FIXED: tuple[IndianAction, ...] = (CALL, FOLD, FREE_FOLD, PASS, HIT, STAY, DEAL_AGAIN)


def max_raise(table: IndianTable) -> int:
    """The highest raise total this match could see: every chip and one bonus."""
    return sum(table.start_chips) + table.rules.chip_bonus


def action_count(table: IndianTable) -> int:
    return max_raise(table) + len(FIXED) + 2


def observation_tensor(table: IndianTable, player: int) -> list[float]:
    o = table.observation(player)
    me, opp = player, 1 - player
    out = [1.0 if o.phase is phase else 0.0 for phase in PHASES]
    out += [1.0 if o.current_player == me else 0.0, 1.0 if o.starter == me else 0.0]
    out += [_value(o.community), _value(o.own_first_card)]
    out += _values(o.own_hit_cards, 2) + _values(o.opponent_cards, 2)
    out += [float(o.chips[me]), float(o.chips[opp]), float(o.bets[me]), float(o.bets[opp]),
            float(o.raise_cap)]
    for p in (me, opp):
        out += [1.0 if item in o.items[p] else 0.0 for item in ITEMS]
    seen = [indian_value(c) for c in o.seen_cards]
    out += [float(seen.count(v)) for v in range(1, 12)]
    out.append(float(o.deck_remaining))
    return out


def _value(card: str | None) -> float:
    return float(indian_value(card)) if card is not None else 0.0


def _values(cards: tuple[str, ...], slots: int) -> list[float]:
    return [_value(cards[i]) if i < len(cards) else 0.0 for i in range(slots)]


def action_at(table: IndianTable, player: int, index: int) -> IndianAction | None:
    """The action numbered ``index`` for ``player``; None if out of range."""
    top = max_raise(table)
    if 0 <= index < top:
        return raise_to(index + 1)
    rest = index - top
    if 0 <= rest < len(FIXED):
        return FIXED[rest]
    return {len(FIXED): chip_bonus(player), len(FIXED) + 1: NEXT}.get(rest)


def action_mask(table: IndianTable, player: int) -> list[int]:
    """1 for each action number ``player`` may take now."""
    mask = [0] * action_count(table)
    if table.current_player() not in (player, ANYONE):
        return mask
    top = max_raise(table)
    for a in table.legal_actions():
        if a.kind is IndianKind.RAISE:
            mask[a.amount - 1] = 1
        elif a.kind is IndianKind.CHIP_BONUS:
            mask[top + len(FIXED)] = 1 if a.player == player else 0
        elif a == NEXT:
            mask[top + len(FIXED) + 1] = 1
        else:
            mask[top + FIXED.index(a)] = 1
    return mask
