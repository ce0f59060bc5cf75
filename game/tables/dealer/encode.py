"""Midnight and Classic as fixed-size vectors: observation tensors, a fixed
action numbering and legal-action masks (for learning; plain lists of floats).

The sizes depend only on the rules (``rules.max_spots``, ``rules.resplit_to``),
never on the round. Money is in whole chips (cents / 100); a card is its
blackjack points (ace 1, 0 = no card / face down).

Observation of player ``p`` (``observation_tensor``), in order:

    [0:3]     phase one-hot: betting, insurance, play
    [3]       1 if ``p`` may act now (its hand is asked, or bets are open)
    [4]       1 if the last round's results are on show (round finished)
    [5]       p's chips in the rack
    [6:6+S]   the bet lying on each spot/seat (S = rules.max_spots; 0 beyond the table)
    then H = S * rules.resplit_to hand slots, HAND_FEATURES each:
              present, p's own, asked now, total, soft, cards, bet, doubled,
              finished, won (+ payout - stake, once settled)
    then 4:   dealer up card points, dealer total shown, dealer soft, hole card hidden
    then 2:   share of the shoe left, cut card out

Action numbering (``action_count``): for each spot, a bet of each chip value
of the rack (``CHIP_VALUES``) then TOP-UP (the one bet that tops a spot up to the
minimum, when no chip does); then CLEAR, REBET, REBET_DEAL, DEAL, INSURE,
NO_INSURE, HIT, STAND, DOUBLE, SPLIT, SURRENDER.
"""
from __future__ import annotations

from game.cards import points
from game.money import CENTS_PER_CHIP
from game.tables.base import BETTING
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import HandView, Phase

HAND_FEATURES = 10
PHASES = (Phase.BETTING, Phase.INSURANCE, Phase.PLAY)
SIMPLE_KINDS = (Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL, Kind.DEAL, Kind.INSURE,
                Kind.NO_INSURE, Kind.HIT, Kind.STAND, Kind.DOUBLE, Kind.SPLIT, Kind.SURRENDER)
BET_SLOTS = len(CHIP_VALUES) + 1    # each chip, then the top-up


def hand_slots(rules: DealerRules) -> int:
    return rules.max_spots * rules.resplit_to


def observation_size(rules: DealerRules) -> int:
    return 6 + rules.max_spots + hand_slots(rules) * HAND_FEATURES + 4 + 2


def action_count(rules: DealerRules) -> int:
    return rules.max_spots * BET_SLOTS + len(SIMPLE_KINDS)


def observation_tensor(table: DealerTable, player: int) -> list[float]:
    """What ``player`` may see (built from ``table.observation``), as numbers."""
    o = table.observation(player)
    rules = table.rules
    out = [1.0 if o.phase is phase else 0.0 for phase in PHASES]
    out.append(1.0 if o.current_player in (player, BETTING) else 0.0)
    out.append(1.0 if o.round_finished else 0.0)
    out.append(o.chips[player] / CENTS_PER_CHIP)
    bets = [b / CENTS_PER_CHIP for b in o.spot_bets]
    out += bets + [0.0] * (rules.max_spots - len(bets))
    slots = hand_slots(rules)
    for i in range(slots):
        out += _hand(o.hands[i], player, i == o.active_hand) if i < len(o.hands) \
            else [0.0] * HAND_FEATURES
    up = o.dealer_cards[0] if o.dealer_cards else None
    hidden = len(o.dealer_cards) > 1 and o.dealer_cards[1] is None
    out += [float(points(up)) if up else 0.0, float(o.dealer_total),
            1.0 if o.dealer_soft else 0.0, 1.0 if hidden else 0.0]
    out += [o.shoe_remaining / o.shoe_size, 1.0 if o.cut_card_out else 0.0]
    return out


def _hand(h: HandView, player: int, asked: bool) -> list[float]:
    won = (h.payout - h.bet) / CENTS_PER_CHIP if h.outcome is not None else 0.0
    return [1.0, 1.0 if h.owner == player else 0.0, 1.0 if asked else 0.0,
            float(h.total), 1.0 if h.soft else 0.0, float(len(h.cards)),
            h.bet / CENTS_PER_CHIP, 1.0 if h.doubled else 0.0,
            1.0 if h.finished else 0.0, won]


def action_at(table: DealerTable, index: int) -> Action | None:
    """The action numbered ``index`` here and now; None if it names none
    (a top-up where no top-up is legal, or an index out of range)."""
    rules = table.rules
    if not 0 <= index < action_count(rules):
        return None
    spot, slot = divmod(index, BET_SLOTS)
    if spot >= rules.max_spots:
        return Action(SIMPLE_KINDS[index - rules.max_spots * BET_SLOTS])
    if slot < len(CHIP_VALUES):
        return Action(Kind.BET, spot, CHIP_VALUES[slot])
    return next((a for a in table.legal_actions()
                 if a.kind is Kind.BET and a.spot == spot and a.amount not in CHIP_VALUES),
                None)


def action_index(rules: DealerRules, action: Action) -> int:
    """The number of ``action`` (a top-up bet: its spot's TOP-UP)."""
    if action.kind is Kind.BET:
        assert action.spot is not None
        slot = CHIP_VALUES.index(action.amount) if action.amount in CHIP_VALUES \
            else len(CHIP_VALUES)
        return action.spot * BET_SLOTS + slot
    return rules.max_spots * BET_SLOTS + SIMPLE_KINDS.index(action.kind)


def action_mask(table: DealerTable, player: int) -> list[int]:
    """1 for each action number ``player`` may take now, else 0."""
    mask = [0] * action_count(table.rules)
    if table.current_player() not in (player, BETTING):
        return mask
    for action in table.legal_actions():
        if action.kind is not Kind.BET or table.owner(action.spot or 0) == player:
            mask[action_index(table.rules, action)] = 1
    return mask
