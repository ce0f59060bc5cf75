"""Hi-Lo counting: the arithmetic, the counting drill, and the count at a table.

Hi-Lo: 2–6 count +1, 7–9 count 0, tens and aces count −1. The running count
is the sum over every card seen since the shuffle; the true count is the
running count per deck still to be dealt.  Decks left are read to the half
deck, as a player reads them off the discard tray, and the true count is
exact (a Fraction); a typed true count is right within half a point.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from enum import Enum
from fractions import Fraction

from game.cards import Card, shoe_cards
from game.messages import N_, Message, message
from game.strategy.dealer import ACE, TEN, value_index

HI_LO = {index: (1 if 1 <= index <= 5 else -1 if index in (ACE, TEN) else 0)
         for index in range(10)}
TRUE_TOLERANCE = Fraction(1, 2)
COUNT_LIMIT = 999              # no shoe reaches a running count this large
CARDS_PER_DECK = 52
# The betting ramp: from this true count (rounded down) on, this many units.
RAMP = ((5, 8), (4, 6), (3, 4), (2, 2))


def tag(card: Card) -> int:
    return HI_LO[value_index(card)]


def running_count(cards: Iterable[Card]) -> int:
    return sum(tag(c) for c in cards)


def decks_left(cards_left: int) -> Fraction:
    """Decks still in the shoe, to the nearest half deck (at least half a deck)."""
    halves = max(1, (2 * cards_left + CARDS_PER_DECK // 2) // CARDS_PER_DECK)
    return Fraction(halves, 2)


def true_count(running: int, cards_left: int) -> Fraction:
    return Fraction(running) / decks_left(cards_left)


def ramp_units(true: Fraction) -> int:
    """Betting units the count suggests: one unit up to a true count of +1."""
    floor = true.numerator // true.denominator
    for at_least, units in RAMP:
        if floor >= at_least:
            return units
    return 1


def signed(value: int | Fraction) -> str:
    """``+3``, ``−2``, ``0``; a Fraction to one decimal (``+1.5``)."""
    if isinstance(value, Fraction) and value.denominator != 1:
        text = f"{float(value):+.1f}"
    else:
        text = f"{int(value):+d}" if value else "0"
    return text.replace("-", "−")


@dataclass(frozen=True)
class Parsed:
    value: Fraction | None
    error: Message | None = None       # why the text is no count


def parse_count(text: str, *, whole: bool) -> Parsed:
    """A typed count: ``+3``, ``-2``, ``−2`` (a true count may be ``1.5``).
    Letters, empty and absurd values come back as a message."""
    cleaned = text.strip().replace("−", "-").replace(",", ".")
    if not cleaned:
        return Parsed(None, message(N_("Type a number first")))
    if len(cleaned) > 8:
        return Parsed(None, message(N_("{text}… is not a count"), text=text.strip()[:12]))
    not_a_number = message(N_("“{text}” is not a number: type e.g. +3 or -2"), text=text.strip())
    try:
        number = Decimal(cleaned)
    except InvalidOperation:
        return Parsed(None, not_a_number)
    if not number.is_finite():
        return Parsed(None, not_a_number)
    value = Fraction(number)
    if whole and value.denominator != 1:
        return Parsed(None, message(N_("The running count is a whole number")))
    if abs(value) > COUNT_LIMIT:
        return Parsed(None, message(N_("{text} is far beyond any count a shoe can reach"),
                                    text=text.strip()))
    return Parsed(value)


class FlashMode(str, Enum):
    SINGLE = "single"        # one card at a time
    ROUNDS = "rounds"        # a whole round of a table at once


PACES = (0.25, 0.4, 0.6, 0.8, 1.0, 1.5, 2.0)   # seconds a single card stays up
DEFAULT_PACE = 4               # index: 1.0 s
ROUND_FLASH_FACTOR = 3         # a round stays up this many times the card pace
CARDS_PER_RUN = 12             # single cards between two checks
ROUNDS_PER_RUN = 2
ROUND_HANDS = 3
ROUND_TARGETS = (12,) * ROUND_HANDS + (17,)     # the players hit to 12, the dealer to 17
RESHUFFLE_AT = CARDS_PER_DECK + CARDS_PER_DECK // 2   # 1½ decks left: a new shoe


@dataclass(frozen=True)
class Check:
    running_right: bool
    true_right: bool
    running: int
    true: Fraction
    seconds: float

    @property
    def right(self) -> bool:
        return self.running_right and self.true_right


@dataclass
class CountDrill:
    """Runs of flashes from a seeded shoe, a check of the counts after each run.
    The count carries on from run to run until the shoe is reshuffled."""
    seed: int
    decks: int = 6
    mode: FlashMode = FlashMode.SINGLE
    checks: list[Check] = field(default_factory=list)
    cards_shown: int = 0

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self.shuffles = 0
        self._shuffle()

    def _shuffle(self) -> None:
        self.shoe = shoe_cards(self.decks)
        self._rng.shuffle(self.shoe)
        self.running = 0
        self.shuffles += 1

    @property
    def cards_left(self) -> int:
        return len(self.shoe)

    @property
    def true(self) -> Fraction:
        return true_count(self.running, self.cards_left)

    def next_run(self) -> tuple[list[tuple[Card, ...]], bool]:
        """The flashes of the next run, and True if a new shoe began first."""
        fresh = self.cards_left < RESHUFFLE_AT
        if fresh:
            self._shuffle()
        flashes: list[tuple[Card, ...]]
        if self.mode is FlashMode.SINGLE:
            flashes = [(self._draw(),) for _ in range(CARDS_PER_RUN)]
        else:
            flashes = [self._round() for _ in range(ROUNDS_PER_RUN)]
        return flashes, fresh

    def _draw(self) -> Card:
        card = self.shoe.pop()
        self.running += tag(card)
        self.cards_shown += 1
        return card

    def _round(self) -> tuple[Card, ...]:
        """A table's round: three hands hit to 12 or more, the dealer to 17."""
        cards: list[Card] = []
        for target in ROUND_TARGETS:
            hand = [self._draw(), self._draw()]
            while hand_total(hand) < target:
                hand.append(self._draw())
            cards += hand
        return tuple(cards)

    def check(self, running_text: str, true_text: str, seconds: float) -> Check | Message:
        """Score the typed counts; a message (and nothing counted) on bad input."""
        running = parse_count(running_text, whole=True)
        if running.value is None:
            return message(N_("Running count: {problem}"), problem=running.error)
        true = parse_count(true_text, whole=False)
        if true.value is None:
            return message(N_("True count: {problem}"), problem=true.error)
        result = Check(running.value == self.running,
                       abs(true.value - self.true) <= TRUE_TOLERANCE,
                       self.running, self.true, max(0.0, seconds))
        self.checks.append(result)
        return result

    @property
    def right(self) -> int:
        return sum(c.right for c in self.checks)


def hand_total(cards: Sequence[Card]) -> int:
    hard = sum(value_index(c) + 1 for c in cards)
    return hard + 10 if any(value_index(c) == ACE for c in cards) and hard <= 11 else hard


def split_round(cards: Sequence[Card]) -> list[list[Card]]:
    """A round's flash as its hands: three players' then the dealer's."""
    hands: list[list[Card]] = []
    i = 0
    for target in ROUND_TARGETS:
        hand = list(cards[i:i + 2])
        i += 2
        while hand_total(hand) < target:
            hand.append(cards[i])
            i += 1
        hands.append(hand)
    return hands


class TableCounter:
    """The count of the cards a player at a table has seen face up.

    ``observe`` is given what is on the table now (every hand's cards and the
    dealer's face-up cards), the round's number and the cards left in the
    shoe; a card is counted once, the moment it shows.  A shoe that grows
    again was reshuffled: the count starts from zero.
    """

    def __init__(self) -> None:
        self.running = 0
        self.cards_left = 0
        self._round: int | None = None
        self._counted: Counter[Card] = Counter()

    def observe(self, round_no: int, visible: Iterable[Card], cards_left: int) -> None:
        if cards_left > self.cards_left and self._round is not None and \
                round_no != self._round:
            self.running = 0                   # reshuffled at this deal
        if round_no != self._round:
            self._round, self._counted = round_no, Counter()
        now = Counter(visible)
        for card, n in (now - self._counted).items():
            self.running += tag(card) * n
        self._counted |= now
        self.cards_left = cards_left

    @property
    def true(self) -> Fraction:
        return true_count(self.running, self.cards_left)
