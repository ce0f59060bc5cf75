"""The strategy drill: a hand, the player's play, the exact EV it gave up.

    drill = StrategyDrill(rules, seed=7)
    hand = drill.deal()                  # two cards and a dealer up card
    verdict = drill.answer(Play.STAND)   # Verdict, or a Refusal saying why not
    drill.score                          # hands, right, EV given up

The EVs are ``game.strategy.action_evs`` for a full shoe of the rules minus
the three cards in view: composition-dependent and exact (the dealer
conditioned on every card; in a hole-card game, on no dealer natural). The
best play is the one with the highest EV; a play within ``TIE`` of it is
right too. Missed-cells mode deals only cells still missed (``cells``).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.cards import Card, shoe_cards
from game.messages import N_, Message, message
from game.strategy.basic import Play, action_evs
from game.strategy.dealer import ACE, TEN, value_index
from game.tables.dealer.rules import DealerRules
from game.training.cells import Cell, Tally, cell_of, cells_for, hand_for, is_pair

TIE = 1e-9                 # EVs this close are the same play's worth
MICRO = 1_000_000          # EV lost is saved in millionths of a bet (an integer)
PLAY_ORDER = (Play.HIT, Play.STAND, Play.DOUBLE, Play.SPLIT, Play.SURRENDER)
PLAY_NAMES = {Play.HIT: N_("Hit"), Play.STAND: N_("Stand"), Play.DOUBLE: N_("Double"),
              Play.SPLIT: N_("Split"), Play.SURRENDER: N_("Surrender")}


class DrillMode(str, Enum):
    ALL = "all"              # any hand a shoe deals
    MISSED = "missed"        # only cells missed and not yet cleared


@dataclass(frozen=True)
class DrillHand:
    cards: tuple[Card, Card]
    up: Card
    cell: Cell
    evs: dict[Play, float]          # every legal play's EV per initial bet

    @property
    def best(self) -> Play:
        return max(self.evs, key=lambda p: (self.evs[p], -PLAY_ORDER.index(p)))

    @property
    def plays(self) -> list[Play]:
        return [p for p in PLAY_ORDER if p in self.evs]


@dataclass(frozen=True)
class Verdict:
    hand: DrillHand
    chosen: Play
    loss: float                     # EV given up against the best play, per bet

    @property
    def right(self) -> bool:
        return self.loss <= TIE

    @property
    def loss_micro(self) -> int:
        return 0 if self.right else round(self.loss * MICRO)

    def lines(self) -> list[str]:
        evs, best = self.hand.evs, self.hand.best
        if self.right:
            return [f"Right: {PLAY_NAMES[self.chosen]} (EV {evs[self.chosen]:+.4f} per bet)"]
        return [f"Mistake: {PLAY_NAMES[self.chosen]} (EV {evs[self.chosen]:+.4f}); "
                f"{PLAY_NAMES[best]} was best (EV {evs[best]:+.4f})",
                f"EV lost: {self.loss:.4f} of the bet ({self.loss * 100:.2f}%)"]


@dataclass(frozen=True)
class Refusal:
    message: Message


@dataclass
class Score:
    hands: int = 0
    right: int = 0
    loss_micro: int = 0             # EV given up, millionths of a bet

    @property
    def percent(self) -> int:
        """Right answers in whole percent (rounded down; 0 before the first)."""
        return 100 * self.right // self.hands if self.hands else 0


@dataclass
class StrategyDrill:
    rules: DealerRules
    seed: int
    mode: DrillMode = DrillMode.ALL
    history: dict[Cell, Tally] = field(default_factory=dict)   # saved sessions, merged
    score: Score = field(default_factory=Score)
    tallies: dict[Cell, Tally] = field(default_factory=dict)   # this session's
    hand: DrillHand | None = None
    last: Verdict | None = None

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._cells = cells_for(self.rules)

    # -- which cells ---------------------------------------------------------
    def record(self, cell: Cell) -> Tally:
        """The cell's record so far: saved sessions then this one."""
        return self.history.get(cell, Tally()).then(self.tallies.get(cell, Tally()))

    def missed_cells(self) -> list[Cell]:
        return [c for c in self._cells if self.record(c).still_missed]

    def set_mode(self, mode: DrillMode) -> Message | None:
        """Switch mode; a message (and no switch) when there is nothing to drill."""
        if mode is DrillMode.MISSED and not self.missed_cells():
            return message(N_("No missed cells to drill: every cell you missed is cleared "
                              "(right twice in a row)"))
        self.mode = mode
        return None

    # -- dealing -------------------------------------------------------------
    def deal(self) -> DrillHand:
        """The next hand, evaluated, on show."""
        self.hand = self.evaluate(*self.draw())
        return self.hand

    def draw(self) -> tuple[list[Card], Card]:
        """The next hand's cards and up card (what the seeded generator deals;
        ``evaluate`` prices them, which may run elsewhere: it reads no state)."""
        if self.mode is DrillMode.MISSED:
            missed = self.missed_cells()
            if missed:
                return hand_for(self._rng.choice(missed), self._rng, self.rules)
            self.mode = DrillMode.ALL       # all cleared: back to every hand
        while True:
            a, b, up = self._rng.sample(shoe_cards(self.rules.decks), 3)
            if {value_index(a), value_index(b)} != {ACE, TEN}:     # a natural: no decision
                return [a, b], up

    def evaluate(self, cards: list[Card], up: Card) -> DrillHand:
        total = sum(value_index(c) + 1 for c in cards)
        soft = total + 10 if any(value_index(c) == ACE for c in cards) and total <= 11 else total
        evs = action_evs(self.rules, cards, up, can_double=soft in self.rules.double_totals,
                         can_split=is_pair(cards, self.rules),
                         can_surrender=self.rules.late_surrender)
        return DrillHand((cards[0], cards[1]), up, cell_of(cards, up, self.rules), evs)

    # -- answering -----------------------------------------------------------
    def answer(self, play: Play) -> Verdict | Refusal:
        hand = self.hand
        if hand is None:
            return Refusal(message(N_("No hand is dealt: press Enter for the next hand")))
        if play not in hand.evs:
            return Refusal(self._why_not(play, hand))
        verdict = Verdict(hand, play, hand.evs[hand.best] - hand.evs[play])
        self.score.hands += 1
        self.score.right += verdict.right
        self.score.loss_micro += verdict.loss_micro
        self.tallies[hand.cell] = self.tallies.get(hand.cell, Tally()).answered(verdict.right)
        self.hand, self.last = None, verdict
        return verdict

    def _why_not(self, play: Play, hand: DrillHand) -> Message:
        if play is Play.SPLIT:
            return message(N_("Split needs a pair of the same rank here (J,K is no pair)")
                           if self.rules.split_by_rank else N_("Split needs a pair"))
        if play is Play.SURRENDER:
            return message(N_("These rules have no surrender"))
        if play is Play.DOUBLE:
            return message(N_("These rules double only on {totals}"),
                           totals=_totals_words(self.rules))
        return message(N_("{play} is not possible now"), play=message(PLAY_NAMES[play]))


def _totals_words(rules: DealerRules) -> Message:
    totals = [str(t) for t in sorted(rules.double_totals)]
    if len(totals) > 3:
        return message(N_("any two cards"))
    return message(N_("{totals} or {last}"), totals=", ".join(totals[:-1]), last=totals[-1])


@dataclass(frozen=True)
class RulesChoice:
    """A rule set to drill under: a table's own rules or the player's house rules."""
    label: Message                  # "Classic table rules" (the view says it)
    table: str
    overrides: dict[str, Any]       # override words (JSON values), as house_rules takes

    @property
    def rules(self) -> DealerRules:
        from game.tables.dealer.house_rules import build
        return build(self.table, self.overrides)

    @property
    def saved(self) -> dict[str, Any]:
        return {"table": self.table, "overrides": dict(self.overrides)}


def rules_choices(house_rules: dict[str, dict[str, Any]]) -> list[RulesChoice]:
    """Classic's rules first (the default), then the house rules saved in the
    settings, then Midnight's."""
    out = [RulesChoice(message(N_("Classic table rules")), "classic", {})]
    if house_rules.get("classic"):
        out.append(RulesChoice(message(N_("Your Classic house rules")), "classic",
                               house_rules["classic"]))
    out.append(RulesChoice(message(N_("Midnight table rules")), "midnight", {}))
    if house_rules.get("midnight"):
        out.append(RulesChoice(message(N_("Your Midnight house rules")), "midnight",
                               house_rules["midnight"]))
    return out
