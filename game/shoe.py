"""A seeded shoe: Fisher–Yates on the table's generator, with the four
reshuffle policies of docs/rules.md, a cut card, a burn card, a discard pile and a
stacked prefix for scripted deals.

The shuffle is Fisher–Yates done lazily: each draw picks uniformly among the
cards not yet dealt (``int(rng.random() * n)``) and swaps it out. That is the
same permutation algorithm as shuffling first and dealing from the top, but a
reshuffle costs nothing, which matters for Midnight (8 decks reshuffled every
round). Only ``rng.random()`` is used, so a seed gives the same shoe on every
Python version (``random.random`` and integer seeding are stable).

Every shuffle takes a fresh 128-bit *shoe seed* from the table's generator and
deals from ``random.Random(shoe_seed)``: the shoe seed alone re-derives that
shoe (shown to the player as "Shoe #…", verifiable afterwards).
"""
from __future__ import annotations

import _random
import random
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from enum import Enum
from fractions import Fraction
from typing import Any

from game.cards import Card

SHOE_SEED_BITS = 128
# What random.Random(seed) ends in for an int seed: reseeding the shoe's own
# generator in place deals the same cards without building a new one (Midnight
# reshuffles every round).
_reseed = _random.Random.seed


class ReshufflePolicy(Enum):
    EVERY_ROUND = "every_round"        # Midnight: all cards back before each round
    CUT_CARD = "cut_card"              # Classic: reshuffle after the cut card came out
    WHEN_EMPTY = "when_empty"          # Showdown: discard pile back in when the shoe is empty
    BELOW_FIVE = "below_five"          # Indian: all cards back when fewer than 5 remain


def shoe_order(composition: Sequence[Card], shoe_seed: int,
               cut_card_range: tuple[int, int] | None = None,
               refills: Sequence[Sequence[Card]] = ()) -> list[Card]:
    """The order in which a shoe with this seed deals its cards (no stacking),
    the burn card (if any) first. A shoe with a cut card draws the cut's place
    from the same generator before the first card, so pass its range.
    ``refills``: the discard piles shuffled back in each time the shoe ran
    empty (``refill_from_discards``), in order; their cards follow, drawn by
    the same generator."""
    rng = random.Random(shoe_seed)
    if cut_card_range is not None:
        rng.random()
    out: list[Card] = []
    for pile in (composition, *refills):
        cards = list(pile)
        while cards:
            j = int(rng.random() * len(cards))
            cards[j], cards[-1] = cards[-1], cards[j]
            out.append(cards.pop())
    return out


class ChanceNeeded(Exception):
    """Raised by a shoe drawing under ``explicit_draws`` when no chosen card is
    left: the next card is a chance outcome. ``outcomes`` are the unseen cards
    (each distinct card once) with their exact probabilities."""

    def __init__(self, outcomes: list[tuple[Card, Fraction]]):
        super().__init__("the next card is a chance outcome")
        self.outcomes = outcomes


# The chosen cards of the running ``explicit_draws`` (None: the seeded path).
# A context variable, not a shoe attribute, because the Showdown and Indian
# tables deal in their constructors, before anyone could reach their shoe.
_CHOSEN: ContextVar[deque[Card] | None] = ContextVar("chosen_cards", default=None)
_chosen_cards = _CHOSEN.get


@contextmanager
def explicit_draws(chosen: Iterable[Card]) -> Iterator[None]:
    """Within this block every random draw of every shoe takes the next of
    ``chosen`` instead of its generator's pick, and raises ChanceNeeded once
    they run out. Stacked (scripted) cards are dealt first as always."""
    token = _CHOSEN.set(deque(chosen))
    try:
        yield
    finally:
        _CHOSEN.reset(token)


def card_outcomes(unseen: Sequence[Card]) -> list[tuple[Card, Fraction]]:
    """Each distinct card of ``unseen`` with its chance of being drawn next, sorted."""
    counts = Counter(unseen)
    n = len(unseen)
    return [(card, Fraction(k, n)) for card, k in sorted(counts.items())]


class Shoe:
    """Undealt cards, a discard pile, and the rules for refilling them."""

    def __init__(
        self,
        composition: Sequence[Card],
        table_rng: random.Random,
        policy: ReshufflePolicy,
        *,
        cut_card_range: tuple[int, int] | None = None,
        burn_after_shuffle: bool = False,
    ):
        self.composition: tuple[Card, ...] = tuple(composition)
        self.policy = policy
        self._table_rng = table_rng
        self._cut_range = cut_card_range
        self._burn_after_shuffle = burn_after_shuffle
        self._stacked: deque[Card] = deque()
        self.undealt: list[Card] = []
        self.discards: list[Card] = []
        self.shoe_seed = 0
        self.shuffle_count = 0
        self.cut_remaining: int | None = None  # undealt count at which the cut card shows
        self.cut_card_out = False
        self.burned: list[Card] = []           # burn cards since the last shuffle
        self._rng = random.Random(0)           # reseeded in place by every shuffle
        self.shuffle_all()

    # -- scripted deals ---------------------------------------------------
    def stack(self, cards: Iterable[Card]) -> None:
        """Deal these cards next, in order, whatever reshuffles happen."""
        self._stacked.extend(cards)

    @property
    def stacked_left(self) -> int:
        return len(self._stacked)

    # -- shuffling --------------------------------------------------------
    def shuffle_all(self) -> None:
        """Every card of the composition back in; a new shoe seed; cut and burn."""
        self.shoe_seed = self._table_rng.getrandbits(SHOE_SEED_BITS)
        _reseed(self._rng, self.shoe_seed)      # = random.Random(self.shoe_seed)
        self.undealt = list(self.composition)
        self.discards = []
        self.burned = []
        self.shuffle_count += 1
        self.cut_card_out = False
        if self._cut_range is not None:
            lo, hi = self._cut_range
            self.cut_remaining = lo + int(self._rng.random() * (hi - lo + 1))
        if self._burn_after_shuffle:
            self.burn()

    def refill_from_discards(self) -> None:
        """Shuffle the discard pile into the shoe (cards on the table stay out)."""
        self.undealt.extend(self.discards)
        self.discards = []
        self.shuffle_count += 1

    def begin_round(self) -> bool:
        """Apply the round-start reshuffle policy; True if the shoe was shuffled."""
        if self.policy is ReshufflePolicy.EVERY_ROUND:
            self.shuffle_all()
            return True
        if self.policy is ReshufflePolicy.CUT_CARD and self.cut_card_out:
            self.shuffle_all()
            return True
        if self.policy is ReshufflePolicy.BELOW_FIVE and len(self.undealt) < 5:
            self.shuffle_all()
            return True
        return False

    # -- dealing ----------------------------------------------------------
    def _draw_random(self) -> Card:
        undealt = self.undealt
        if not undealt:
            self.refill_from_discards()
            undealt = self.undealt
            if not undealt:
                raise RuntimeError("the shoe and the discard pile are both empty")
        chosen = _CHOSEN.get()
        if chosen is None:
            j = int(self._rng.random() * len(undealt))
        elif not chosen:
            raise ChanceNeeded(card_outcomes(undealt))
        else:
            j = undealt.index(chosen.popleft())   # ValueError: not an unseen card
        last = len(undealt) - 1
        undealt[j], undealt[last] = undealt[last], undealt[j]
        card = undealt.pop()
        if self.cut_remaining is not None and len(undealt) < self.cut_remaining:
            self.cut_card_out = True
        return card

    def draw(self) -> Card:
        """The next card: a stacked one if any is left, else a random one."""
        if self._stacked:
            card = self._stacked.popleft()
            # Keep the composition honest: the stacked card leaves the shoe.
            try:
                self.undealt.remove(card)
            except ValueError:
                pass
            return card
        undealt = self.undealt
        if not undealt or _chosen_cards() is not None:
            return self._draw_random()
        # _draw_random's seeded step, inlined: this is every card of every round.
        # Swapping card j with the last and popping, in two moves.
        left = len(undealt) - 1                 # once this card is out
        j = int(self._rng.random() * (left + 1))
        card = undealt.pop()
        if j < left:
            card, undealt[j] = undealt[j], card
        if self.cut_remaining is not None and left < self.cut_remaining:
            self.cut_card_out = True
        return card

    def burn(self) -> Card:
        """Discard one card face down; always from the shoe, never the stack."""
        card = self._draw_random()
        self.discards.append(card)
        self.burned.append(card)
        return card

    def discard(self, cards: Iterable[Card]) -> None:
        self.discards.extend(cards)

    def clone(self, table_rng: random.Random) -> Shoe:
        """An independent copy dealing the same cards, on its table's copied generator."""
        new = Shoe.__new__(Shoe)
        new.__dict__.update(self.__dict__)
        new._table_rng = table_rng
        new._stacked = deque(self._stacked)
        new.undealt = list(self.undealt)
        new.discards = list(self.discards)
        new.burned = list(self.burned)
        new._rng = clone_rng(self._rng)
        return new

    @property
    def remaining(self) -> int:
        return len(self.undealt)

    def snapshot(self) -> dict[str, Any]:
        """The complete shoe state as JSON-able data (generator states included)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "undealt": list(self.undealt),
            "discards": list(self.discards),
            "burned": list(self.burned),
            "stacked": list(self._stacked),
            "shoe_seed": self.shoe_seed,
            "shuffle_count": self.shuffle_count,
            "cut_remaining": self.cut_remaining,
            "cut_card_out": self.cut_card_out,
            "rng": [version, list(internal), gauss],
        }


def clone_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state (faster than deepcopy)."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new
