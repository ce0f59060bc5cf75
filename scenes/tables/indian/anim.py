"""Indian Blackjack: engine events → tweens, and the *shown* table.

The engine has already applied the rule when these steps run; each step only
moves what is shown (cards sliding and flipping, chip counts, the log) towards
the engine's state, in order, and every batch ends by snapping the figures to
the observation, so skipping the timeline lands exactly on it.

Which face a card shows is NOT stored here: a sprite only knows whether it has
been turned.  ``scenes.tables.indian.paint`` takes the face from ``observation(viewer)``
at draw time, so a card the viewer may not know is always drawn as a back.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.messages import Message, message
from game.tables.indian import events as ev
from game.tables.indian.view import IndianObservation, PaymentReason, RoundResult
from scenes.app.i18n import N_
from scenes.app.sound_cues import Cue
from scenes.tables.indian.config import ITEM_NAMES
from scenes.tables.indian.text import person
from scenes.tables.sentences import said_message
from scenes.widgets.card_sprite import CardSprite
from scenes.widgets.tween import Deferred, MoveFromCurrent, Parallel, Step, Timeline

# Why a penalty or bonus is paid, as the match log says it.
PAYMENT_WHY = {PaymentReason.FOLD_21: N_("folded on 21"), PaymentReason.BUST: N_("bust"),
               PaymentReason.BLACKJACK: N_("Blackjack bonus")}

DEAL_S, FLIP_S, CHIP_S, REVEAL_PAUSE_S, SWEEP_S = 0.2, 0.12, 0.3, 0.35, 0.2
LOG_LINES = 7
SlotKey = tuple[str, int | None]       # ("first", p), ("hit", p) or COMMUNITY
COMMUNITY: SlotKey = ("community", None)
Point = tuple[int, int]


def first_key(player: int) -> SlotKey:
    return ("first", player)


def hit_key(player: int) -> SlotKey:
    return ("hit", player)


@dataclass
class Mover:
    """A chip in flight."""
    pos: tuple[float, float]


@dataclass
class Leaving:
    """A card on its way off the table (a sweep, a Deal Again discard).
    ``code`` is set only for a card both players had seen face up."""
    sprite: CardSprite
    code: str | None


@dataclass
class Shown:
    """What the table currently shows (lags the engine while animating)."""
    chips: list[int] = field(default_factory=lambda: [0, 0])
    bets: list[int] = field(default_factory=lambda: [0, 0])
    round_no: int = 0
    starter: int = 0
    sprites: dict[SlotKey, CardSprite] = field(default_factory=dict)  # turned = face_up
    leaving: list[Leaving] = field(default_factory=list)
    flying: list[Mover] = field(default_factory=list)  # chips in flight
    result: RoundResult | None = None
    log: list[Message] = field(default_factory=list)   # said when drawn

    def own_card_turned(self, viewer: int) -> bool:
        """``viewer``'s own first card has visibly turned over on screen (the
        observation may show it a moment earlier, while the reveal animates)."""
        sprite = self.sprites.get(first_key(viewer))
        return sprite is not None and sprite.face_up and sprite.flip_progress >= 0.5


class Hooks(Protocol):
    """What the animator asks of its scene: who is looking, where things are."""

    @property
    def viewer(self) -> int: ...
    @property
    def names(self) -> list[str]: ...
    def observe(self) -> IndianObservation: ...
    def slot_pos(self, key: SlotKey) -> Point: ...
    def deck_pos(self) -> Point: ...
    def stack_point(self, player: int) -> Point: ...
    def bet_point(self, player: int) -> Point: ...
    def pot_point(self) -> Point: ...
    def sound_play(self, cue: Cue) -> None: ...
    def on_round_over(self, result: RoundResult) -> None: ...


class IndianAnimator:
    """Plays engine events onto ``shown`` through ``timeline``; ``hooks`` (the
    scene) says who is looking and where things are."""

    def __init__(self, shown: Shown, timeline: Timeline, hooks: Hooks,
                 card_back: pygame.Surface) -> None:
        self.shown, self.timeline, self.hooks = shown, timeline, hooks
        self.card_back = card_back

    def _name(self, player: int) -> str:
        return self.hooks.names[player]

    # -- building the shown table straight from an observation --------------
    def rebuild_shown(self) -> None:
        """No animation: everything where it belongs (after a hand-over)."""
        obs: IndianObservation = self.hooks.observe()
        shown = self.shown
        shown.chips, shown.bets = list(obs.chips), list(obs.bets)
        shown.round_no, shown.starter = obs.round_no, obs.starter
        shown.sprites, shown.leaving, shown.flying = {}, [], []
        keys = []
        if obs.community is not None:
            keys.append(COMMUNITY)
        me, opp = obs.player, 1 - obs.player
        if obs.opponent_cards:
            keys.append(first_key(opp))
            keys.append(first_key(me))       # both first cards are always dealt together
        if len(obs.opponent_cards) > 1:
            keys.append(hit_key(opp))
        if obs.own_hit_cards:
            keys.append(hit_key(me))
        for key in keys:
            self._new_sprite(key, self.hooks.slot_pos(key), turned=True)

    def _new_sprite(self, key: SlotKey, pos: Point, turned: bool) -> CardSprite:
        back = self.card_back
        sprite = CardSprite(back, back, pos, face_up=turned, code=None)
        self.shown.sprites[key] = sprite
        return sprite

    # -- events → steps ------------------------------------------------------
    def queue_events(self, events: Iterable[object]) -> None:
        for event in events:
            handler = getattr(self, f"_on_{type(event).__name__}", None)
            if handler is not None:
                handler(event)
        self.timeline.call(self.sync_figures)

    def sync_figures(self) -> None:
        obs = self.hooks.observe()
        self.shown.chips, self.shown.bets = list(obs.chips), list(obs.bets)

    def log(self, line: Message) -> None:
        self.timeline.call(lambda: self._log_now(line))

    def said(self, player: int, you: str, other: str, **values: object) -> None:
        """Log a line about ``player``: ``you`` for the default "You", else ``other``."""
        self.log(said_message(self._name(player), you, other, **values))

    def _log_now(self, line: Message) -> None:
        self.shown.log = (self.shown.log + [line])[-LOG_LINES:]

    def _move_chips(self, src: Point, dst: Point, then: Callable[[], None],
                    cue: Cue | None = Cue.BET_SMALL) -> None:
        chip = Mover((src[0], src[1]))

        def start() -> None:
            self.shown.flying.append(chip)
            if cue is not None:
                self.hooks.sound_play(cue)

        def land() -> None:
            if chip in self.shown.flying:
                self.shown.flying.remove(chip)
            then()
        self.timeline.call(start)
        self.timeline.add(MoveFromCurrent(chip, dst, CHIP_S))
        self.timeline.call(land)

    def _bet_to(self, p: int, total: int) -> None:
        def apply() -> None:
            self.shown.chips[p] -= total - self.shown.bets[p]
            self.shown.bets[p] = total
        self._move_chips(self.hooks.stack_point(p), self.hooks.bet_point(p), apply)

    def _on_RoundStarted(self, e: ev.RoundStarted) -> None:
        def start() -> None:
            self.shown.round_no, self.shown.starter = e.round_no, e.starter
            self.shown.result = None
        self.timeline.call(start)
        self.said(e.starter, N_("Round {round}: You start"), N_("Round {round}: {name} starts"),
                  round=e.round_no)

    def _on_DeckReshuffled(self, e: ev.DeckReshuffled) -> None:
        self.timeline.call(lambda: self.hooks.sound_play(Cue.SHUFFLE))
        self.log(message(N_("Deck reshuffled: {cards} cards") if e.full
                         else N_("Deck reshuffled: {cards} cards (ran out)"), cards=e.cards))

    def _on_AntePaid(self, e: ev.AntePaid) -> None:
        self._bet_to(e.player, e.amount)     # the ante opens the round's bet

    def _on_CardDealt(self, e: ev.CardDealt) -> None:
        if e.slot is ev.Slot.COMMUNITY or e.player is None:
            key = COMMUNITY
        else:
            key = first_key(e.player) if e.slot is ev.Slot.FIRST else hit_key(e.player)
        holder: dict[str, CardSprite] = {}

        def create() -> None:
            holder["s"] = self._new_sprite(key, self.hooks.deck_pos(), turned=False)
            self.hooks.sound_play(Cue.CARD_DEALT)
        self.timeline.call(create)
        target = self.hooks.slot_pos(key)
        self.timeline.add(Deferred(lambda: MoveFromCurrent(holder["s"], target, DEAL_S)))
        if e.visible_to[self.hooks.viewer]:          # who may see it, not what it is
            self.timeline.add(Deferred(lambda: holder["s"].flip(FLIP_S)))

    def _on_BettingSkipped(self, e: ev.BettingSkipped) -> None:
        self.log(message(N_("No raise possible: betting round {round} skipped"),
                         round=e.betting_round))

    def _on_Raised(self, e: ev.Raised) -> None:
        self.said(e.player, N_("You raise to {total}"), N_("{name} raises to {total}"),
                  total=e.total)
        self._bet_to(e.player, e.total)

    def _on_Called(self, e: ev.Called) -> None:
        self.said(e.player, N_("You call {total}"), N_("{name} calls {total}"), total=e.total)
        self._bet_to(e.player, e.total)

    def _on_Passed(self, e: ev.Passed) -> None:
        self.said(e.player, N_("You pass"), N_("{name} passes"))

    def _on_Folded(self, e: ev.Folded) -> None:
        if e.free:
            self.said(e.player, N_("You fold (Free Fold)"), N_("{name} folds (Free Fold)"))
        else:
            self.said(e.player, N_("You fold"), N_("{name} folds"))

    def _on_HitTaken(self, e: ev.HitTaken) -> None:
        self.said(e.player, N_("You hit"), N_("{name} hits"))

    def _on_Stayed(self, e: ev.Stayed) -> None:
        self.said(e.player, N_("You stay"), N_("{name} stays"))

    def _on_ItemUsed(self, e: ev.ItemUsed) -> None:
        self.said(e.player, N_("You use {item}"), N_("{name} uses {item}"),
                  item=message(ITEM_NAMES[e.item]))

    def _on_ChipBonusPaid(self, e: ev.ChipBonusPaid) -> None:
        def pay() -> None:
            self.shown.chips[e.player] += e.amount
        self._move_chips(self.hooks.deck_pos(), self.hooks.stack_point(e.player), pay,
                         Cue.CHIPS_PAID)

    def _on_DealtAgain(self, e: ev.DealtAgain) -> None:
        key = hit_key(e.player)

        def discard() -> None:   # the old hit card was face up to both: public
            sprite = self.shown.sprites.pop(key, None)
            if sprite is not None:
                self.shown.leaving.append(Leaving(sprite, e.discarded))
        self.timeline.call(discard)
        self._sweep_leaving()
        self.said(e.player, N_("You discard a {card}"), N_("{name} discards a {card}"),
                  card=e.discarded)

    def _on_Revealed(self, e: ev.Revealed) -> None:
        self._turn_hidden()
        self.timeline.wait(REVEAL_PAUSE_S)
        self.log(message(N_("Reveal: {first} {first_total}, {second} {second_total}"),
                         first=person(self._name(0)), first_total=e.totals[0],
                         second=person(self._name(1)), second_total=e.totals[1]))

    def _turn_hidden(self) -> None:
        """Turn over whatever is still face down (the viewer's own first card);
        its face appears only because the observation now shows it."""
        def turn() -> Parallel:
            hidden = [s for s in self.shown.sprites.values() if not s.face_up]
            if hidden:
                self.hooks.sound_play(Cue.CARD_TURNED)
            return Parallel([s.flip(FLIP_S * 2) for s in hidden])
        self.timeline.add(Deferred(turn))

    def _on_PotWon(self, e: ev.PotWon) -> None:
        def win() -> None:
            self.shown.bets = [0, 0]
            self.shown.chips[e.player] += e.amount
        self._move_chips(self.hooks.pot_point(), self.hooks.stack_point(e.player), win,
                         Cue.POT_TAKEN)
        self.said(e.player, N_("You take the pot of {amount}"),
                  N_("{name} takes the pot of {amount}"), amount=e.amount)

    def _on_PotReturned(self, e: ev.PotReturned) -> None:
        def give_back() -> None:
            for p in (0, 1):
                self.shown.chips[p] += e.amounts[p]
            self.shown.bets = [0, 0]
        self._move_chips(self.hooks.pot_point(), self.hooks.stack_point(0), lambda: None,
                         Cue.CHIPS_RETURNED)
        self._move_chips(self.hooks.pot_point(), self.hooks.stack_point(1), give_back, None)
        self.log(message(N_("Every bet is returned")))

    def _on_PaymentMade(self, e: ev.PaymentMade) -> None:
        def pay() -> None:
            self.shown.chips[e.payer] -= e.amount
            self.shown.chips[e.payee] += e.amount
        self._move_chips(self.hooks.stack_point(e.payer), self.hooks.stack_point(e.payee), pay,
                         Cue.CHIPS_PAID)
        self.said(e.payer, N_("You pay {amount} ({why})"), N_("{name} pays {amount} ({why})"),
                  amount=e.amount, why=message(PAYMENT_WHY[e.reason]))

    def _on_RoundOver(self, e: ev.RoundOver) -> None:
        self._turn_hidden()      # after a fold nothing was revealed yet
        self.timeline.call(lambda: self.hooks.on_round_over(e.result))

    def _on_MatchWon(self, e: ev.MatchWon) -> None:
        self.said(e.player, N_("You hold every chip and win the match!"),
                  N_("{name} holds every chip and wins the match!"))

    def sweep_table(self) -> None:
        """NEXT: the old round's cards leave face down, before the new deal."""
        def sweep() -> None:
            for sprite in self.shown.sprites.values():
                self.shown.leaving.append(Leaving(sprite, None))
            self.shown.sprites = {}
            self.shown.result = None
        self.timeline.call(sweep)
        self._sweep_leaving()

    def _sweep_leaving(self) -> None:
        def slides() -> Step:
            return Parallel([MoveFromCurrent(c.sprite, self.hooks.deck_pos(), SWEEP_S)
                             for c in self.shown.leaving])

        def clear() -> None:
            self.shown.leaving = []
        self.timeline.add(Deferred(slides))
        self.timeline.call(clear)


__all__ = ["IndianAnimator", "Hooks", "Shown", "Mover", "Leaving", "COMMUNITY", "first_key",
           "hit_key"]
