"""Blackjack Showdown: the exact value of hitting and standing (reference).

All hands are public; only the order of the unseen cards is hidden. The
round from a decision on is a finite game with chance moves, and this module
solves it by brute force: every seat to act plays to maximise its own
expected share of the pot, every card is drawn without replacement from the
exact unseen cards (the shoe, then the discard pile when the shoe runs out,
as docs/rules.md says), and the pot goes as the rules share it:

- the single best total <= 21 takes it all (share 1);
- k seats tied for the best take 1/k each (the indivisible remainder, a few
  tokens at most, is ignored);
- everybody bust: the pot carries to the next round; a carried pot is worth
  ``carry`` to every active seat (1/seats: nobody knows yet who takes it).

It is exponential in the seats and cards still to come, so the bots use
``game.ai.showdown.value`` (the same game with the later seats' draws frozen); this
one is the yardstick it is measured against (tests, bench.showdown_ai_error).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

Comp = tuple[int, ...]      # index v (1..10): unseen cards worth v points (1 = ace)
Hand = tuple[int, bool]     # (total with aces as 1, holds an ace)
FULL_DECK: Comp = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
EMPTY: Comp = (0,) * 11
Weights = tuple[float, ...]  # like Comp, but expected counts (a shoe mixed with its refill)


def best(hard: int, ace: bool) -> int:
    return hard + 10 if ace and hard <= 11 else hard


@dataclass(frozen=True)
class Spot:
    """A decision: my hand, the best stood total (0: none) and how many seats
    hold it, the hands of the seats still to act after me (in turn order), and
    what a carried pot is worth to a seat."""
    hand: Hand
    best_stood: int
    holders: int
    later: tuple[Hand, ...]
    carry: float


@lru_cache(maxsize=1 << 15)
def draws(shoe: Comp, refill: Comp) -> tuple[tuple[int, float, Comp, Comp], ...]:
    """(points, probability, shoe after, refill after) for the next card. An
    empty shoe is refilled with the discard pile (``refill``) first."""
    n = sum(shoe)
    if n == 0:
        shoe, refill, n = refill, EMPTY, sum(refill)
        if n == 0:          # cannot happen at 8 seats; keep the maths defined
            shoe, n = FULL_DECK, 52
    return tuple((v, shoe[v] / n, shoe[:v] + (shoe[v] - 1,) + shoe[v + 1:], refill)
                 for v in range(1, 11) if shoe[v])


def frozen_draws(comp: Weights, refill: Comp = EMPTY
                 ) -> tuple[tuple[int, float, Weights, Comp], ...]:
    """Draws that leave ``comp`` (and ``refill``) as they are (with replacement)."""
    n = sum(comp) or 1
    return tuple((v, comp[v] / n, comp, refill) for v in range(1, 11) if comp[v])


@lru_cache(maxsize=1 << 12)
def shoe_draws(shoe: Comp, refill: Comp) -> tuple[tuple[int, float, Comp, Comp], ...]:
    """Exact draws from the shoe; once it is empty, draws from the discard
    pile with replacement (the pile is large: a card or two hardly moves it)."""
    if sum(shoe) or not sum(refill):
        return draws(shoe, refill)
    return tuple((v, p, EMPTY, refill) for v, p, _, _ in frozen_draws(refill))


CARDS_A_LATER_SEAT_DRAWS = 1.5     # about: from its two cards to a stand or a bust


def later_cards(shoe: Comp, refill: Comp, later: int) -> Weights:
    """The frozen cards the later seats draw from, as weights by points: the
    shoe, or when they would likely empty it (about 1.5 cards a seat), the
    shoe and then the discard pile that refills it, mixed in proportion
    (drawing a nearly empty shoe's last cards over and over would be far off)."""
    n, m = sum(shoe), sum(refill)
    wanted = CARDS_A_LATER_SEAT_DRAWS * later
    if n >= wanted or not m:
        return shoe if n else FULL_DECK
    w = n / wanted
    return tuple(w * a / max(1, n) + (1 - w) * b / m for a, b in zip(shoe, refill))


def exact_values(spot: Spot, shoe: Comp, refill: Comp = EMPTY,
                 frozen_later: bool = False, frozen_refill: bool = False) -> tuple[float, float]:
    """(my share of the pot if I stand now, if I hit and play on well).

    ``frozen_later``: the seats after me draw from the cards as they are when
    I decide (the model ``game.ai.showdown.value`` computes fast; for checking it).
    ``frozen_refill``: exact while the shoe lasts, then the discard pile is
    drawn with replacement (fast enough to play when the shoe is small)."""
    seats = (spot.hand,) + spot.later
    freeze = later_cards(shoe, refill, len(spot.later))
    memo: dict[tuple[int, int, bool, int, int, Weights, Comp], tuple[float, ...]] = {}

    def after(j: int, top: int, k: int, s: Weights, r: Comp) -> tuple[float, float]:
        """Seat j starts its turn: (share of each holder of ``top``, share of
        a seat that is out of it)."""
        if j == len(seats):
            return (1.0 / k, 0.0) if k else (0.0, spot.carry)
        _, hold, out = play(j, *seats[j], top, k, s, r)
        return hold, out

    def play(j: int, h: int, a: bool, top: int, k: int, s: Weights, r: Comp
             ) -> tuple[float, ...]:
        """(seat j's share, a holder's share, an outsider's share)."""
        key = (j, h, a, top, k, s, r)
        if key in memo:
            return memo[key]
        t = best(h, a)
        res: tuple[float, ...]
        if t > 21:
            hold, out = after(j + 1, top, k, s, r)
            res = (out, hold, out)
        else:
            if t > top:
                hold, _ = after(j + 1, t, 1, s, r)
                stand: tuple[float, ...] = (hold, 0.0, 0.0)
            elif t == top:
                hold, _ = after(j + 1, top, k + 1, s, r)
                stand = (hold, hold, 0.0)
            else:
                hold, out = after(j + 1, top, k, s, r)
                stand = (out, hold, out)
            if t == 21:
                res = stand
            else:
                hit = [0.0, 0.0, 0.0]
                ds: tuple[tuple[int, float, Weights, Comp], ...]
                if frozen_later and j > 0:
                    ds = frozen_draws(freeze)
                else:   # before the later seats, ``s`` is still the real shoe (counts)
                    whole = cast(Comp, s)
                    ds = tuple(shoe_draws(whole, r) if frozen_refill else draws(whole, r))
                for v, p, s2, r2 in ds:
                    sub = play(j, h + v, a or v == 1, top, k, s2, r2)
                    for i in range(3):
                        hit[i] += p * sub[i]
                # Behind a stood hand, standing wins nothing: hit.
                res = stand if t >= top and stand[0] >= hit[0] else tuple(hit)
        memo[key] = res
        return res

    h, a = spot.hand
    t = best(h, a)
    top, k = spot.best_stood, spot.holders
    if t > top:
        stand = after(1, t, 1, shoe, refill)[0]
    elif t == top:
        stand = after(1, top, k + 1, shoe, refill)[0]
    else:
        stand = 0.0
    hit = sum(p * play(0, h + v, a or v == 1, top, k, s2, r2)[0]
              for v, p, s2, r2 in (shoe_draws if frozen_refill else draws)(shoe, refill))
    return stand, hit


def hands_of(cards_by_points: Sequence[Sequence[int]]) -> tuple[Hand, ...]:
    """(hard, ace) of hands given as lists of card points (for tests, benches)."""
    return tuple((sum(c), 1 in c) for c in cards_by_points)
