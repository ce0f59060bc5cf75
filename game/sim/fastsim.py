"""A fast path for the simulator: the same rounds as the engine, without it.

``FastPlayer(rules, seed, chart).play_round()`` returns exactly what
``simulate.EnginePlayer`` returns for the same seed, round after round: it
draws from the same generators in the same order (the table's
``random.Random(seed)`` gives each shuffle a 128-bit shoe seed; the shoe deals
by lazy Fisher–Yates on ``random.Random(shoe_seed)``; the Classic cut card and
burn card come from that generator too) and applies the same rules to one
flat-bet spot playing the chart, no insurance. No events, observations,
validation or money objects — which is why it is faster. tests/test_simulate.py
checks it against the engine round by round (cards and net) on several seeds.
"""
from __future__ import annotations

import _random
import random
from collections.abc import Iterable
from typing import Any

from game.cards import POINTS, shoe_cards
from game.money import CENTS_PER_CHIP, blackjack_win
from game.shoe import SHOE_SEED_BITS, ReshufflePolicy
from game.strategy.chart import Chart
from game.tables.dealer.rules import DealerRules

_reseed = _random.Random.seed       # the C method random.Random.seed(int) ends in

# A hand in play: [cards, stake, busted, from_split, surrendered] (a list, not an
# object: this loop is the simulator's hot path, and indexing is the cheapest).
_Hand = list[Any]


class FastPlayer:
    def __init__(self, rules: DealerRules, seed: int, chart: Chart, record: bool = False):
        self.rules = rules
        self.stake = rules.min_bet * CENTS_PER_CHIP
        self._natural_win = blackjack_win(self.stake, rules.blackjack_pays.ratio)
        self._table_rng = random.Random(seed)
        self._composition = shoe_cards(rules.decks)
        self._every_round = rules.reshuffle is ReshufflePolicy.EVERY_ROUND
        self._cards = list(self._composition)   # undealt cards are _cards[:_n]
        self._n = 0
        self._swaps: list[int] = []             # positions swapped since the shuffle
        self._cut: int | None = None
        self.cut_out = False
        self.record = record
        self.last_round: tuple[tuple[str, ...], tuple[str, ...]] | tuple[()] = ()
        self._rng = random.Random(0)
        self._random = self._rng.random
        self._build_decisions(chart)
        self._shuffle()

    # -- the chart as lookups --------------------------------------------------
    def _build_decisions(self, chart: Chart) -> None:
        """Per up-card points: {(total, soft): letter} and the pair points to split."""
        self._letters: dict[int, dict[tuple[int, bool], str]] = {}
        self._splits: dict[int, set[int]] = {}
        for up in range(10):
            pts = up + 1
            self._letters[pts] = {(t, s): chart.letter(t, s, up)
                                  for t in range(2, 22) for s in (False, True)}
            self._splits[pts] = {p + 1 for p in range(10) if chart.split(p, up)}
        # first two-card hands to give up: hard totals, and pairs (by points)
        self._surrender_hard = {up + 1: {t for t in range(4, 21)
                                         if chart.surrenders(t, False, None, up)}
                                for up in range(10)}
        self._surrender_pairs = {up + 1: {p + 1 for p in range(10)
                                          if chart.surrenders(0, False, p, up)}
                                 for up in range(10)}

    # -- the shoe ----------------------------------------------------------------
    def _shuffle(self) -> None:
        cards = self._cards
        if self._every_round:
            for j in reversed(self._swaps):      # undo: back to the canonical order
                last = self._n
                cards[j], cards[last] = cards[last], cards[j]
                self._n += 1
        else:
            cards[:] = self._composition
        self._swaps = []
        self._n = len(cards)
        # The shoe's generator, as random.Random(shoe_seed) makes it: an int
        # seed goes straight to the C seeding, so reseeding one object is the same.
        _reseed(self._rng, self._table_rng.getrandbits(SHOE_SEED_BITS))
        self.cut_out = False
        rng_range = self.rules.cut_card_range
        if rng_range is not None:
            lo, hi = rng_range
            self._cut = lo + int(self._random() * (hi - lo + 1))
        if self.rules.burn_after_shuffle:
            self._draw()

    def _draw(self) -> str:
        n = self._n - 1
        j = int(self._random() * (n + 1))
        cards = self._cards
        card = cards[j]
        cards[j] = cards[n]
        cards[n] = card
        self._n = n
        if self._every_round:
            self._swaps.append(j)
        elif self._cut is not None and n < self._cut:
            self.cut_out = True
        return card

    # -- a round -----------------------------------------------------------------
    def play_round(self) -> int:
        """One round, one spot, flat bet; the player's net in cents."""
        rules = self.rules
        if self._every_round or self.cut_out:
            self._shuffle()
        draw = self._draw
        stake = self.stake
        p1, up, p2 = draw(), draw(), draw()
        hole = draw() if rules.hole_card else None
        natural = _natural(p1, p2)
        if hole is not None:                    # a hole-card game: the peek
            if up[0] in "ATJQK" and _natural(up, hole):
                self._keep((p1, p2), (up, hole))
                return 0 if natural else -stake
            if natural:
                self._keep((p1, p2), (up, hole))
                return self._natural_win
        hands = self._play_hands([p1, p2], POINTS[up], natural)
        return self._dealer_turn(hands, up, hole, natural)

    def _play_hands(self, first: list[str], up_pts: int, natural: bool) -> list[_Hand]:
        """Play the spot's hand(s): each [cards, stake, busted, from_split,
        surrendered]; hands made by a split join the end (the engine's order)."""
        rules, draw = self.rules, self._draw
        letters, splits = self._letters[up_pts], self._splits[up_pts]
        hands: list[_Hand] = [[first, self.stake, False, False, False]]
        i = 0
        while i < len(hands):
            hand = hands[i]
            cards, from_split = hand[0], hand[3]
            if len(cards) == 1:                       # a later split hand: its card now
                cards.append(draw())
            done = natural and not from_split
            while not done:
                hard, soft_ace = _hard(cards)
                total = hard + 10 if soft_ace and hard <= 11 else hard
                soft = soft_ace and hard <= 11
                if total > 21:
                    hand[2] = True
                    break
                if total == 21:
                    break
                two = len(cards) == 2
                locked = from_split and rules.split_aces_one_card and cards[0][0] == "A"
                pair = two and _pair(cards, rules.split_by_rank)
                may_split = pair and (not from_split or (
                    rules.may_resplit(cards[0][0] == "A") and len(hands) < rules.resplit_to))
                if locked and not (may_split and cards[1][0] == "A"):
                    break
                if (two and not from_split and rules.late_surrender
                        and (POINTS[cards[0]] in self._surrender_pairs[up_pts] if may_split
                             else not soft and total in self._surrender_hard[up_pts])):
                    hand[4] = True
                    break
                if may_split and POINTS[cards[0]] in splits:
                    hand[3] = True
                    hands.append([[cards.pop()], hand[1], False, True, False])
                    from_split = True
                    cards.append(draw())
                    continue
                if locked:                             # a second ace not re-split
                    break
                letter = letters[(total, soft)]
                can_double = (two and total in rules.double_totals
                              and (not from_split or rules.double_after_split))
                if letter == "H" or (letter == "D" and not can_double):
                    cards.append(draw())
                elif letter in ("D", "Ds") and can_double:
                    hand[1] *= 2
                    cards.append(draw())
                    hard, soft_ace = _hard(cards)
                    hand[2] = hard > 21
                    done = True
                else:                                  # S, or Ds unable to double
                    done = True
            i += 1
        return hands

    def _dealer_turn(self, hands: list[_Hand], up: str, hole: str | None, natural: bool) -> int:
        rules, draw = self.rules, self._draw
        dealer = [up] if hole is None else [up, hole]
        net: int = -sum(h[1] for h in hands if h[2]) - sum(h[1] // 2 for h in hands if h[4])
        live = [h for h in hands if not (h[2] or h[4])]
        # No hole card: a surrendered hand is settled on the dealer's second
        # card; with late surrender and an ace or a ten up that card is drawn
        # even when no live hand is left (the engine's dealer_turn).
        waiting = [h for h in hands if h[4]] if not rules.hole_card else []
        second_card_owed = (not rules.hole_card and rules.late_surrender
                            and POINTS[up] in (1, 10))
        if live or second_card_owed:
            if not rules.hole_card:
                dealer.append(draw())
                if _natural(dealer[0], dealer[1]):
                    net -= sum(h[1] for h in live if not (natural and not h[3]))
                    net -= sum(h[1] - h[1] // 2 for h in waiting)   # the other half too
                    live = []
                elif natural:                           # one unsplit natural hand
                    net += self._natural_win
                    live = []
            if live:
                while True:
                    hard, ace = _hard(dealer)
                    total = hard + 10 if ace and hard <= 11 else hard
                    if total < 17 or (total == 17 and ace and hard <= 11
                                      and rules.dealer_hits_soft_17):
                        dealer.append(draw())
                    else:
                        break
                for h in live:
                    hard, ace = _hard(h[0])
                    t = hard + 10 if ace and hard <= 11 else hard
                    if total > 21 or t > total:
                        net += h[1]
                    elif t < total:
                        net -= h[1]
        if self.record:
            self._keep(tuple(c for h in hands for c in h[0]), tuple(dealer))
        return net

    def _keep(self, player: tuple[str, ...], dealer: tuple[str | None, ...]) -> None:
        if self.record:
            self.last_round = (tuple(player), tuple(c for c in dealer if c is not None))


def _hard(cards: Iterable[str]) -> tuple[int, bool]:
    hard = 0
    ace = False
    for c in cards:
        p = POINTS[c]
        hard += p
        if p == 1:
            ace = True
    return hard, ace


def _natural(a: str, b: str) -> bool:
    pa, pb = POINTS[a], POINTS[b]
    return (pa == 1 and pb == 10) or (pa == 10 and pb == 1)


def _pair(cards: list[str], by_rank: bool) -> bool:
    a, b = cards
    return a[0] == b[0] if by_rank else POINTS[a] == POINTS[b]
