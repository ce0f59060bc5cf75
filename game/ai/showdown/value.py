"""Blackjack Showdown: the value of hitting and standing, fast enough to play.

The same game as ``game.ai.showdown.exact`` (every seat maximises its own share of
the pot; wins, split pots and carried pots as docs/rules.md shares them), with one
approximation: my own draws are exact (without replacement, the discard pile
refilling an empty shoe), while the seats after me draw from the unseen cards
as they are when my turn is priced, with replacement (mixed with the discard
pile when they would likely empty the shoe: ``game.ai.showdown.exact.later_cards``).
That freezes the composition for the rest of the round, so each later seat's
play is a small table over its own hands instead of a tree over every card
sequence. ``bench.showdown_ai_error`` and the tests measure the error against
the exact recursion.

How a later seat plays (exactly what the recursion does, taken apart):
- behind the best stood total it hits (standing wins nothing);
- level with it, it stands if a share is worth more than hitting on;
- ahead of it (or with nothing stood), it stands if holding that total
  against the seats after it is worth more than hitting on.
Its choices ahead of me matter to me even after it passes me: hitting on, it
may still bust and hand me back the pot. Where a seat has shown a habit (a
``Habit``: ``habits`` reads them off the round summaries), it plays
that move instead, even a stand behind the best stood total.
"""
from __future__ import annotations

from collections.abc import Callable

from game.ai.showdown.exact import EMPTY, Comp, Hand, Spot, Weights, best, draws, later_cards

# What later seat j (an index into ``LaterSeats.hands``) is known to do on a
# total against the best stood total: True stand, False hit, None unknown
# (then it is priced as maximising its own share).
Habit = Callable[[int, int, int], "bool | None"]

_SLOTS = 64                      # hand index: hard total * 2 + holds an ace
_BEST = tuple(best(i >> 1, bool(i & 1)) for i in range(_SLOTS))


class LaterSeats:
    """Seats that act after me, in turn order, drawing from a frozen composition.

    ``hold(j, top, k)``: the share of each of the k seats holding the best
    stood total ``top`` when seat j starts its turn (j == len: nobody left).
    ``dead(j)``: with nothing stood yet, the share of a seat that busted (a
    carried pot, if every seat from j on busts too).

    Each is one pass over seat j's hands (hard total, ace), from the highest
    hard total down (a card only raises it), working out seat j's own share to
    pick its moves and what those moves leave the others."""

    def __init__(self, hands: tuple[Hand, ...], comp: Weights, carry: float,
                 habit: Habit | None = None):
        self.hands = hands
        self.carry = carry
        self.habit = habit
        n = sum(comp) or 1
        probs = [(v, comp[v] / n) for v in range(1, 11) if comp[v]]
        # After one more card: (probability, hand index), for hands of 21 or
        # less (so the index stays below 2 * 31 + 2).
        self.children = [
            [(p, 2 * ((i >> 1) + v) + (1 if i & 1 or v == 1 else 0)) for v, p in probs]
            if _BEST[i] <= 21 else [] for i in range(_SLOTS)]
        self._hold: dict[tuple[int, int, int], float] = {}
        self._dead: dict[int, float] = {}

    def _slots(self, j: int) -> range:
        """Hand indexes seat j can reach, highest first (lower ones unused)."""
        h, a = self.hands[j]
        return range(_SLOTS - 1, 2 * h + a - 1, -1)

    def hold(self, j: int, top: int, k: int) -> float:
        if j == len(self.hands):
            return 1.0 / k
        key = (j, top, k)
        got = self._hold.get(key)
        if got is None:
            got = self._hold[key] = self._holder_share(j, top, k)
        return got

    def _holder_share(self, j: int, top: int, k: int) -> float:
        kept = self.hold(j + 1, top, k)           # seat j busts: the holders keep it
        children, habit = self.children, self.habit
        own, share = [0.0] * _SLOTS, [0.0] * _SLOTS
        for i in self._slots(j):
            t = _BEST[i]
            if t > 21:
                share[i] = kept
                continue
            hit_own = hit_share = 0.0
            if t < 21:
                for p, c in children[i]:
                    hit_own += p * own[c]
                    hit_share += p * share[c]
            known = None if t == 21 or habit is None else habit(j, t, top)
            if t < top:         # behind: standing wins nothing
                if known:       # it stands anyway: the holders keep what they had
                    own[i], share[i] = 0.0, kept
                else:
                    own[i], share[i] = hit_own, hit_share
            elif t == top:
                stand = self.hold(j + 1, top, k + 1)
                if t == 21 or (stand >= hit_own if known is None else known):
                    own[i] = share[i] = stand
                else:
                    own[i], share[i] = hit_own, hit_share
            else:
                # Below 12 a card cannot bust and a higher total never stands worse.
                stand = self.hold(j + 1, t, 1) if t >= 12 or known else -1.0
                if t == 21 or (stand >= hit_own if known is None else known):
                    own[i] = stand          # and the holders are beaten: 0
                else:
                    own[i], share[i] = hit_own, hit_share
        h, a = self.hands[j]
        return share[2 * h + a]

    def dead(self, j: int) -> float:
        if j == len(self.hands):
            return self.carry
        got = self._dead.get(j)
        if got is None:
            got = self._dead[j] = self._bust_chance(j) * self.dead(j + 1)
        return got

    def _bust_chance(self, j: int) -> float:
        """P(seat j busts) when nothing has stood before its turn."""
        bust_share = self.dead(j + 1)
        children, habit = self.children, self.habit
        own, busts = [0.0] * _SLOTS, [0.0] * _SLOTS
        for i in self._slots(j):
            t = _BEST[i]
            if t > 21:
                own[i], busts[i] = bust_share, 1.0
                continue
            hit_own = hit_bust = 0.0
            if t < 21:
                for p, c in children[i]:
                    hit_own += p * own[c]
                    hit_bust += p * busts[c]
            known = None if t == 21 or habit is None else habit(j, t, 0)
            stand = self.hold(j + 1, t, 1) if t >= 12 or known else -1.0
            if t == 21 or (stand >= hit_own if known is None else known):
                own[i] = stand
            else:
                own[i], busts[i] = hit_own, hit_bust
        h, a = self.hands[j]
        return busts[2 * h + a]


# My own draws: at most 11 cards fit under 22 (four aces, four 2s, three 3s),
# so a shoe of 12 or more cannot run out before I stand or bust, and the cards
# I drew since the turn began say everything: they are the memo key, packed
# as counts in 5-bit fields (one per point value).
MAX_OWN_DRAWS = 11
_FIELD = tuple(1 << (5 * v) for v in range(11))


class Turn:
    """My turn: the stood hands and the later seats stay as they are until I
    stand or bust, so one memo serves every decision of the turn. The seats
    after me are ``seats.hands[first:]``; my own draws are exact."""

    def __init__(self, best_stood: int, holders: int, seats: LaterSeats, first: int):
        self.top, self.holders = best_stood, holders
        self.seats, self.first = seats, first
        self.bust = seats.dead(first) if best_stood == 0 else 0.0
        self._memo: dict[int, float] = {}
        self._base: Comp | None = None       # the shoe when the fast memo began

    def stand(self, t: int) -> float:
        if t > self.top:
            return self.seats.hold(self.first, t, 1)
        if t == self.top:
            return self.seats.hold(self.first, t, self.holders + 1)
        return 0.0

    def _choose(self, t: int, hit: float) -> float:
        # Behind a stood hand, standing wins nothing: hit.
        return hit if t < self.top else max(self.stand(t), hit)

    def values(self, hand: Hand, shoe: Comp, refill: Comp = EMPTY) -> tuple[float, float]:
        """(my share if I stand now, if I hit and play on well)."""
        h, a = hand
        stand = self.stand(best(h, a))
        if sum(shoe) <= MAX_OWN_DRAWS:
            return stand, self._hit_small(h, a, shoe, refill)
        if self._base is None or any(x > b for x, b in zip(shoe, self._base)):
            self._base, self._memo = shoe, {}
        key = sum((b - x) * f for b, x, f in zip(self._base, shoe, _FIELD))
        return stand, self._hit(h, a, key, sum(shoe))

    def _hit(self, h: int, a: bool, key: int, left: int) -> float:
        """Hitting with ``key`` drawn from the base shoe (``left`` cards left)."""
        base, total = self._base, 0.0
        assert base is not None, "values() sets the base shoe before any hit"
        for v in range(1, 11):
            n = base[v] - (key >> (5 * v) & 31)
            if n:
                total += n / left * self._play(h + v, a or v == 1, key + _FIELD[v], left - 1)
        return total

    def _play(self, h: int, a: bool, key: int, left: int) -> float:
        t = best(h, a)
        if t > 21:
            return self.bust
        if t == 21:
            return self.stand(21)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = self._choose(t, self._hit(h, a, key, left))
        return got

    def _hit_small(self, h: int, a: bool, s: Comp, r: Comp) -> float:
        """Hitting from a shoe small enough to run out: the discards refill it."""
        total = 0.0
        for v, p, s2, r2 in draws(s, r):
            h2, a2 = h + v, a or v == 1
            t = best(h2, a2)
            if t > 21:
                total += p * self.bust
            elif t == 21:
                total += p * self.stand(21)
            else:
                total += p * self._choose(t, self._hit_small(h2, a2, s2, r2))
        return total


# A nearly empty shoe is where freezing the later seats' cards errs most (they
# would draw the same few cards again and again; really they empty the shoe
# and go on from the discard pile). There the exact game is small enough to
# solve: exact while the shoe lasts, the discard pile then drawn with
# replacement (bench.showdown_ai_error measures both errors and the cost).
SMALL_SHOES = ((8, 2), (4, 4))      # (shoe cards at most, later seats at most)


def solve_exactly(spot: Spot, shoe: Comp) -> bool:
    n, later = sum(shoe), len(spot.later)
    return any(n <= cards and later <= seats for cards, seats in SMALL_SHOES)


def values(spot: Spot, shoe: Comp, refill: Comp = EMPTY) -> tuple[float, float]:
    """(my share of the pot if I stand now, if I hit and play on well), the
    later seats drawing from the unseen cards as they are now."""
    seats = LaterSeats(spot.later, later_cards(shoe, refill, len(spot.later)), spot.carry)
    turn = Turn(spot.best_stood, spot.holders, seats, 0)
    return turn.values(spot.hand, shoe, refill)
