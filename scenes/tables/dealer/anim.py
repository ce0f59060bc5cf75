"""Engine events of a dealer table → timeline steps that change the shown board.

Each step changes ``DealerBoard`` only when the timeline reaches it (a
``Deferred`` step computes its targets then, from the board as it is at that
moment), so the deal, the flips and the chips sliding play in the engine's
order, and ``timeline.skip()`` lands exactly on the engine's state.

The dealer's voice (``Hooks.speak``) is a step too: "Insurance?" when the
question is reached, "Dealer busts" / "Dealer stands on 18" when the first hand
is settled against the dealer's finished hand, "Blackjack!" and "Push" with the
hands they pay.  The words describe what the engine already decided; the engine
never waits for them.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

import pygame

from game.hands import total_and_soft
from game.messages import Message, message
from game.tables.dealer.view import (
    BetPlaced,
    BetsCleared,
    Burned,
    CardDealt,
    CutCardOut,
    DealerPeeked,
    Doubled,
    HandBusted,
    HandSettled,
    HandSurrendered,
    HoleCardRevealed,
    InsuranceOffered,
    InsuranceSettled,
    InsuranceTaken,
    Outcome,
    RoundOver,
    RoundStarted,
    Shuffled,
    SplitHand,
)
from scenes.app.i18n import N_, say
from scenes.app.sound_cues import Cue, bet_cue, settled_cue
from scenes.tables.dealer.view import ChipFlight, DealerBoard, ShownHand
from scenes.widgets.card_sprite import CardSprite
from scenes.widgets.tween import (
    Call,
    Deferred,
    Parallel,
    Step,
    Timeline,
    Tween,
    Wait,
    easing,
)

DEAL_TIME = 0.26
FLIP_TIME = 0.22
CHIP_TIME = 0.32
BET_TIME = 0.16
SWEEP_TIME = 0.3


CELEBRATED = (Cue.BLACKJACK, Cue.BIG_WIN)   # a Blackjack, or won twice the bet (a won double)
AGAINST_DEALER = (Outcome.WIN, Outcome.LOSE, Outcome.PUSH)   # settled by the dealer's hand
Point = tuple[float, float]


class Hooks(Protocol):
    """What the animator asks of its scene."""
    shuffle_time: float

    def bank_point(self, spot: int) -> tuple[int, int]: ...   # the spot owner's chips
    def say(self, text: Message) -> None: ...                 # the message line
    def speak(self, line: Message) -> None: ...               # the dealer's speech bubble
    def hush(self) -> None: ...                               # a new round: no old words
    def on_shuffle(self, shoe_seed: int) -> None: ...
    def cut_position(self) -> int | None: ...
    def on_round_over(self, event: RoundOver) -> None: ...
    def card_face(self, code: str) -> pygame.Surface: ...
    def card_back(self) -> pygame.Surface: ...
    def play_sound(self, cue: Cue) -> None: ...
    def celebrate(self, spot: int, part: int, blackjack: bool) -> None: ...   # a big moment


def dealer_line(codes: list[str]) -> Message | None:
    """What the dealer says of a finished hand (None when there is nothing to
    say: a hand under 17 the dealer never had to play)."""
    if len(codes) < 2:
        return None
    total, _soft = total_and_soft(codes)
    if total > 21:
        return message(N_("Dealer busts"))
    if total == 21 and len(codes) == 2:
        return message(N_("Blackjack!"))
    return message(N_("Dealer stands on {total}"), total=total) if total >= 17 else None


def dealer_words(codes: list[str]) -> str:
    """``dealer_line`` in the language shown ("" when nothing is said)."""
    line = dealer_line(codes)
    return say(line) if line is not None else ""


class DealerAnimator:
    def __init__(self, board: DealerBoard, timeline: Timeline, hooks: Hooks) -> None:
        self.board, self.timeline, self.hooks = board, timeline, hooks
        self.dealer_spoke = False      # this round's "Dealer stands on …" is said
        self.doubled: dict[tuple[int, int], int] = {}   # (spot, part): cents added this round

    def play(self, events: list[object]) -> None:
        for e in events:
            handler = getattr(self, f"_on_{type(e).__name__}", None)
            if handler is not None:
                handler(e)

    # -- building blocks ------------------------------------------------------
    def _add(self, step: Step) -> None:
        self.timeline.add(step)

    def fly(self, cents: int, start: Callable[[], Point], end: Callable[[], Point],
             before: Callable[[], None] | None = None, after: Callable[[], None] | None = None,
             duration: float = CHIP_TIME, cue: Cue | None = None,
             silent: bool = False) -> Deferred:
        """Chips fly with ``cue``'s sound (None: a bet's, by its size) unless ``silent``."""
        board = self.board

        def build() -> Step:
            if before:
                before()
            flight = ChipFlight(cents, start())
            board.flights.append(flight)
            if not silent:
                self.hooks.play_sound(bet_cue(cents) if cue is None else cue)

            def done() -> None:
                board.flights.remove(flight)
                if after:
                    after()
            return Tween(flight.pos, end(), duration, flight.set_pos, easing.in_out_quad, done)
        return Deferred(build)

    def _relayout(self, hands: list[ShownHand], duration: float = DEAL_TIME) -> Step:
        moves = [s.move_to(t, duration) for h in hands
                 for s, t in zip(h.cards, self.board.card_targets(h))]
        return Parallel(moves)

    def _hand(self, spot: int, part: int) -> ShownHand:
        return self.board.ensure_hand(spot, part)

    def _round_is_shown(self) -> bool:
        return bool(self.board.hands) or bool(self.board.dealer)

    def sweep(self) -> Deferred:
        """Last round's cards slide to the discard pile."""
        board = self.board

        def build() -> Step | None:
            cards = [s for h in board.hands for s in h.cards] + board.dealer
            for h in board.hands:                  # money left on a hand stays on its spot
                board.spot_bets[h.spot] += h.stake
            board.hands, board.dealer, board.highlight = [], [], None
            if not cards:
                return None
            for s in cards:
                s.face_up = False
            board.loose.extend(cards)

            def done() -> None:
                for s in cards:
                    board.loose.remove(s)
                board.discards += len(cards)
            moves = [s.move_to(board.discard_pos(), SWEEP_TIME, easing.in_out_quad) for s in cards]
            return Parallel([*moves, _Then(SWEEP_TIME, done)])
        return Deferred(build)

    # -- events ---------------------------------------------------------------
    def _on_Shuffled(self, e: Shuffled) -> None:
        board, hooks = self.board, self.hooks
        if self._round_is_shown():           # the table is cleared before a shuffle
            self._add(self.sweep())
        self._add(Call(lambda: hooks.on_shuffle(e.shoe_seed)))
        if hooks.shuffle_time <= 0:
            self._add(Call(self._reset_shoe))
            return

        def build() -> Step:
            hooks.say(message(N_("Shuffling the shoe…")))
            hooks.play_sound(Cue.SHUFFLE)
            flying = []
            n = 6
            for _card in range(n):
                s = CardSprite(None, hooks.card_back(), board.discard_pos())
                board.loose.append(s)
                flying.append(s)
            steps: list[Step] = []
            for i, s in enumerate(flying):
                steps.append(_Delayed(i * hooks.shuffle_time / (2 * n),
                                      s.move_to(board.shoe_pos(), hooks.shuffle_time / 2)))

            def done() -> None:
                for s in flying:
                    board.loose.remove(s)
                self._reset_shoe()
            return Parallel([*steps, _Then(hooks.shuffle_time, done)])
        self._add(Deferred(build))

    def _reset_shoe(self) -> None:
        b = self.board
        b.discards, b.shoe_left, b.cut_out = 0, b.shoe_size, False
        b.cut_at = self.hooks.cut_position()

    def _on_Burned(self, e: Burned) -> None:
        board, hooks = self.board, self.hooks

        def build() -> Step:
            hooks.say(message(N_("Burn card")))
            s = CardSprite(None, hooks.card_back(), board.shoe_pos())
            board.loose.append(s)
            board.shoe_left -= 1
            hooks.play_sound(Cue.CARD_BURNED)

            def done() -> None:
                board.loose.remove(s)
                board.discards += 1
            return Tween(s.pos, board.discard_pos(), 0.45, s._set_pos, easing.in_out_quad, done)
        self._add(Deferred(build))

    def _on_BetPlaced(self, e: BetPlaced) -> None:
        if self._round_is_shown():
            self._add(self.sweep())
        b = self.board
        self._add(self.fly(e.amount, lambda: self.hooks.bank_point(e.spot),
                            lambda: b.spot_pile(e.spot),
                            after=lambda: b.spot_bets.__setitem__(e.spot, e.total),
                            duration=BET_TIME))

    def _on_BetsCleared(self, e: BetsCleared) -> None:
        if self._round_is_shown():
            self._add(self.sweep())
        b = self.board

        def build() -> Step:
            flights = []
            for s, cents in enumerate(e.returned):
                if cents:
                    flights.append(self.fly(cents, partial(b.spot_pile, s),
                                            partial(self.hooks.bank_point, s),
                                            before=partial(b.spot_bets.__setitem__, s, 0),
                                            duration=BET_TIME * 1.5, cue=Cue.CHIPS_RETURNED))
            return Parallel(flights)
        self._add(Deferred(build))

    def _on_RoundStarted(self, e: RoundStarted) -> None:
        self.dealer_spoke = False
        self.doubled = {}
        self._add(Call(self.hooks.hush))
        self._add(self.sweep())
        # The deal has its own words: a shuffle's "Shuffling the shoe…" must not
        # stay up while the cards go out.
        self._add(Call(lambda: self.hooks.say(message(N_("Dealing…")))))

    def _on_CardDealt(self, e: CardDealt) -> None:
        board, hooks = self.board, self.hooks

        def build() -> Step:
            face = hooks.card_face(e.card) if e.card else None
            s = CardSprite(face, hooks.card_back(), board.shoe_pos(),
                           face_up=e.face_up and face is not None, code=e.card)
            board.shoe_left -= 1
            hooks.play_sound(Cue.CARD_DEALT)
            if e.to_dealer or e.spot is None or e.part is None:   # no spot: the dealer's
                board.dealer.append(s)
                return Parallel([c.move_to(t, DEAL_TIME)
                                 for c, t in zip(board.dealer, board.dealer_targets())])
            h = self._hand(e.spot, e.part)
            h.cards.append(s)        # a split's other hand may tighten its fan too
            return self._relayout([x for x in board.hands if x.spot == e.spot])
        self._add(Deferred(build))

    def _on_HoleCardRevealed(self, e: HoleCardRevealed) -> None:
        board, hooks = self.board, self.hooks

        def build() -> Step:
            hole = board.dealer[1]
            hole.code = e.card
            hooks.play_sound(Cue.CARD_TURNED)
            return hole.flip(FLIP_TIME * 1.5, face=hooks.card_face(e.card))
        self._add(Deferred(build))

    def _on_DealerPeeked(self, e: DealerPeeked) -> None:
        board, hooks = self.board, self.hooks
        self._add(Call(lambda: hooks.say(message(N_("Dealer checks for Blackjack…")))))

        def lift(dy: int) -> Deferred:
            def build() -> Step:
                hole = board.dealer[1]
                x, y = hole.pos
                return hole.move_to((x, y + dy), 0.22)
            return Deferred(build)
        self._add(lift(-16))
        self._add(Wait(0.45))
        self._add(lift(16))
        self._add(Call(lambda: hooks.say(message(N_("Dealer has Blackjack!") if e.blackjack
                                                 else N_("No dealer Blackjack — play on")))))
        if e.blackjack:
            self._add(Call(lambda: hooks.speak(message(N_("Blackjack!")))))

    def _on_InsuranceOffered(self, e: InsuranceOffered) -> None:
        def ask() -> None:
            self.board.highlight = (e.spot, e.part)
            hand = self.board.hand(e.spot, e.part)
            # insuring a natural is taking even money: the dealer says so
            self.hooks.speak(message(N_("Even money?") if hand is not None and hand.natural
                                     else N_("Insurance?")))
        self._add(Call(ask))

    def _on_InsuranceTaken(self, e: InsuranceTaken) -> None:
        b = self.board
        self._add(self.fly(e.amount, lambda: self.hooks.bank_point(e.spot),
                            lambda: b.insurance_point(e.spot, e.part),
                            after=lambda: setattr(self._hand(e.spot, e.part), "insurance",
                                                  e.amount)))

    def _on_InsuranceSettled(self, e: InsuranceSettled) -> None:
        b = self.board
        h = partial(self._hand, e.spot, e.part)        # looked up when reached
        point = partial(b.insurance_point, e.spot, e.part)

        def mark() -> None:
            hand = h()
            stake = e.payout // 3 if e.won else hand.insurance
            hand.insurance_net = e.payout - stake if e.won else -stake
        self._add(Call(mark))
        if e.won:
            self._add(self.fly(e.payout - e.payout // 3, b.dealer_tray, point,
                                after=lambda: setattr(h(), "insurance", e.payout),
                                cue=Cue.INSURANCE_PAID))
            self._add(self.fly(e.payout, point, lambda: self.hooks.bank_point(e.spot),
                                before=lambda: setattr(h(), "insurance", 0),
                                cue=Cue.CHIPS_RETURNED))
        else:
            self._add(Deferred(lambda: self._lost_insurance(h(), point)))

    def _lost_insurance(self, hand: ShownHand, point: Callable[[], Point]) -> Step:
        cents, hand.insurance = hand.insurance, 0
        return self.fly(cents, point, self.board.dealer_tray, cue=Cue.CHIPS_SWEPT)

    def _on_Doubled(self, e: Doubled) -> None:
        b = self.board
        self.doubled[(e.spot, e.part)] = e.amount     # a won double is a big win

        def after() -> None:
            h = self._hand(e.spot, e.part)
            h.stake += e.amount
        self._add(self.fly(e.amount, lambda: self.hooks.bank_point(e.spot),
                            lambda: b.pile_point(e.spot, e.part), after=after))

    def _on_SplitHand(self, e: SplitHand) -> None:
        b = self.board

        def build() -> Step:
            first = self._hand(e.spot, e.part)
            second = ShownHand(e.spot, e.new_part, cards=[first.cards.pop()], from_split=True)
            first.from_split = True
            b.hands.append(second)
            b.hands.sort(key=lambda x: (x.spot, x.part))
            return self._relayout([h for h in b.hands if h.spot == e.spot])
        self._add(Deferred(build))
        self._add(self.fly(e.amount, lambda: self.hooks.bank_point(e.spot),
                            lambda: b.pile_point(e.spot, e.new_part),
                            after=lambda: setattr(self._hand(e.spot, e.new_part), "stake",
                                                  e.amount)))

    def _on_HandBusted(self, e: HandBusted) -> None:
        self._add(Call(lambda: self.hooks.play_sound(Cue.BUST)))

    def _on_HandSurrendered(self, e: HandSurrendered) -> None:
        self._add(Call(lambda: setattr(self._hand(e.spot, e.part), "surrendered", True)))

    def _on_HandSettled(self, e: HandSettled) -> None:
        b, hooks = self.board, self.hooks
        h = partial(self._hand, e.spot, e.part)
        pile = partial(b.pile_point, e.spot, e.part)
        bank = partial(hooks.bank_point, e.spot)

        if e.outcome in AGAINST_DEALER and not self.dealer_spoke:
            self.dealer_spoke = True       # the dealer's hand is finished by now
            self._add(Call(self._dealer_speaks))

        def mark() -> None:
            hand = h()
            hand.outcome, hand.net, hand.rides = e.outcome, e.net, e.rides
            bet = e.stake - self.doubled.get((e.spot, e.part), 0)    # before any double
            cue = settled_cue(e.net, bet, e.outcome is Outcome.BLACKJACK)
            hooks.play_sound(cue)
            if cue in CELEBRATED:
                hooks.celebrate(e.spot, e.part, cue is Cue.BLACKJACK)
            if e.outcome is Outcome.BLACKJACK:
                hooks.speak(message(N_("Blackjack!")))
            elif e.outcome is Outcome.PUSH:
                hooks.speak(message(N_("Push")))
        self._add(Call(mark))
        if e.outcome in (Outcome.WIN, Outcome.BLACKJACK):
            self._add(self.fly(e.net, b.dealer_tray, pile, cue=Cue.CHIPS_PAID,
                                after=lambda: setattr(h(), "stake", e.stake + e.net)))
            self._add(Wait(0.12))
            self._add(self.fly(e.payout, pile, bank, before=lambda: setattr(h(), "stake", 0),
                                cue=Cue.CHIPS_RETURNED))
        elif e.outcome is Outcome.PUSH and e.rides:
            def ride() -> Step | None:       # the chips stay on the spot
                hand = h()
                hand.stake = 0
                if b.parts(e.spot) < 2:
                    b.spot_bets[e.spot] += e.stake
                    return None
                return self.fly(e.stake, pile, lambda: b.spot_pile(e.spot),
                                 after=lambda: b.spot_bets.__setitem__(
                                     e.spot, b.spot_bets[e.spot] + e.stake))
            self._add(Deferred(ride))
        elif e.outcome is Outcome.PUSH:
            self._add(self.fly(e.payout, pile, bank, before=lambda: setattr(h(), "stake", 0),
                                cue=Cue.CHIPS_RETURNED))
        elif e.outcome is Outcome.SURRENDER:      # half to the house, half back
            # (all of it to the house when a Midnight dealer makes Blackjack)
            self._add(self.fly(e.stake - e.payout, pile, b.dealer_tray,
                                before=lambda: setattr(h(), "stake", e.payout), silent=True))
            if e.payout:
                self._add(self.fly(e.payout, pile, bank, cue=Cue.CHIPS_RETURNED,
                                   before=lambda: setattr(h(), "stake", 0)))
        else:                          # lost: the settled cue was the sweep's sound
            self._add(self.fly(e.stake, pile, b.dealer_tray, silent=True,
                                before=lambda: setattr(h(), "stake", 0)))

    def _dealer_speaks(self) -> None:
        shown = [s.code for s in self.board.dealer if s.face_up and s.code]
        if len(shown) == len(self.board.dealer):       # every dealer card is face up
            line = dealer_line(shown)
            if line is not None:
                self.hooks.speak(line)

    def _on_CutCardOut(self, e: CutCardOut) -> None:
        def show() -> None:
            self.board.cut_out = True
            self.hooks.play_sound(Cue.CUT_CARD_OUT)
            self.hooks.say(message(N_("The cut card is out: last round before the shuffle")))
        self._add(Call(show))

    def _on_RoundOver(self, e: RoundOver) -> None:
        self._add(Call(lambda: setattr(self.board, "highlight", None)))
        self._add(Call(lambda: self.hooks.on_round_over(e)))


class _Then:
    """Run ``fn`` once ``duration`` has passed (inside a Parallel)."""

    def __init__(self, duration: float, fn: Callable[[], None]) -> None:
        self.wait, self.fn, self.done = Wait(duration), fn, False

    def update(self, dt: float) -> float:
        left = self.wait.update(dt)
        if self.wait.done:
            self.skip()
        return left

    def skip(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class _Delayed:
    """A step that starts after a delay (staggered cards inside a Parallel)."""

    def __init__(self, delay: float, step: Step) -> None:
        self.wait, self.step, self.done = Wait(delay), step, False

    def update(self, dt: float) -> float:
        if not self.wait.done:
            dt = self.wait.update(dt)
            if not self.wait.done:
                return 0.0
        left = self.step.update(dt)
        self.done = self.step.done
        return left

    def skip(self) -> None:
        self.wait.skip()
        self.step.skip()
        self.done = True
