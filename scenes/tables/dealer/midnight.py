"""Midnight Blackjack: one player, up to three spots, no hole card, pushes ride.

Pick a chip in the rack (or keys 1-5), click a spot to add it, right-click to
take the last one back; DEAL (Enter).  The dealer has one card until every
hand is played.  Buttons follow ``legal_actions``; keys H S D P, I / N,
C = CLEAR TABLE, R = SAME BET, Enter = DEAL or SAME BET + DEAL.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.tables.dealer.actions import (
    CLEAR,
    DEAL,
    DOUBLE,
    HIT,
    INSURE,
    NO_INSURE,
    REBET,
    REBET_DEAL,
    SPLIT,
    STAND,
    Action,
)
from game.tables.dealer.rules import MIDNIGHT
from game.tables.dealer.view import Phase, RoundOver
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money, joined, ngettext
from scenes.app.keymap import key_words
from scenes.app.scene import Scene
from scenes.tables.dealer.keys import MIDNIGHT as KEYS
from scenes.tables.dealer.save import open_bankroll_table
from scenes.tables.dealer.scene import DealerTableScene, SeatedHand

# (action, label, its key's action): the key is looked up when the bar is built.
PLAY_SPECS: list[tuple[Action, str, str]] = [
    (HIT, N_("HIT"), "hit"), (STAND, N_("STAND"), "stand"),
    (DOUBLE, N_("DOUBLE"), "double"), (SPLIT, N_("SPLIT"), "split")]
# The guided first round (docs/rules.md, "Midnight Blackjack"), one tip per moment.
GUIDE_TIPS = {
    "bet": N_("Pick a chip in the rack (keys 1-5) and click up to three spots; right-click "
              "takes a chip back. DEAL ({deal}) starts the round."),
    "insurance": N_("The dealer shows an ace: insurance costs half the hand's bet and pays 2:1 "
                    "if the dealer makes Blackjack. On your own Blackjack it is even money."),
    "act": N_("There is no hole card: the dealer draws only after your hands are played. "
              "HIT ({hit}) takes a card, STAND ({stand}) keeps your total, DOUBLE ({double}) on "
              "9, 10 or 11."),
    "split": N_("Two cards of the same value can be SPLIT ({split}) into two hands, the second "
                "with an equal bet. An ace and a ten after a split are 21, not Blackjack."),
    "result": N_("Blackjack pays 3:2, other wins 1:1. A push stays on its spot as your next "
                 "bet; SAME BET puts back the last round's bets, CLEAR TABLE takes them all."),
}

# The "act" tip where the house rules offer SURRENDER: no hole card, so a
# surrendered hand is settled on the dealer's second card (docs/rules.md).
ACT_TIP_WITH_SURRENDER = N_("HIT ({hit}), STAND ({stand}), DOUBLE ({double}) on 9, 10 or 11, or "
                            "SURRENDER ({surrender}) "
                            "for half your bet back. With no hole card, a surrendered hand "
                            "still loses it all to a dealer Blackjack.")


class MidnightScene(DealerTableScene):
    shuffle_time = 0.35          # a fresh 8-deck shoe every round: keep it brisk

    def __init__(self, context: Context, **options: Any) -> None:
        self.last_net: int | None = None
        self.last_won = 0             # what the winning hands won (the net hides it)
        self.last_rides = 0           # pushes riding on their spots into the next round
        self._money_at_deal = 0
        super().__init__(context, "midnight", MIDNIGHT, [context.bankroll_cents], **options)

    def spot_rect(self, spot: int) -> pygame.Rect:
        return self.anchors[f"spot_{spot + 1}"]

    def _money(self) -> int:
        return self.engine.chips[0] + sum(self.engine.spots)

    def before_action(self, action: Action) -> None:
        if action in (DEAL, REBET_DEAL):     # the round's net is measured from here
            self._money_at_deal = self._money()

    def on_round_over(self, event: RoundOver) -> None:
        self.last_net = self._money() - self._money_at_deal
        hands = self.engine.hands
        self.last_won = sum(max(0, h.payout - h.bet) for h in hands if not h.rides)
        self.last_rides = sum(1 for h in hands if h.rides)

    def result_words(self) -> str:
        """The round's real net; with wins and losses both, what made it up
        (+10 / LOSE / LOSE / +15 is "You won 5 (won 25, lost 20)", not "Even")."""
        net, won = self.last_net or 0, self.last_won
        lost = won - net
        if net > 0:
            head = _("You won {amount}").format(amount=_chips(net))
        elif net < 0:
            head = _("You lost {amount}").format(amount=_chips(-net))
        else:
            head = _("Even round")
        if won and lost:
            parts = _("won {won}, lost {lost}").format(won=_chips(won), lost=_chips(lost))
            return joined(": ", [head, parts]) if net == 0 \
                else joined("", [head, " (", parts, ")"])
        return head

    def refresh(self) -> None:
        legal = self.engine.legal_actions()
        phase = self.engine.phase
        if phase is Phase.BETTING:
            primary = DEAL if DEAL in legal or REBET_DEAL not in legal else REBET_DEAL
            enter = KEYS.key("deal")
            self.bar.set_actions([
                (CLEAR, _("CLEAR TABLE"), KEYS.key("clear")),
                (REBET, _("SAME BET"), KEYS.key("same_bet")),
                (REBET_DEAL, _("SAME BET + DEAL"), enter if primary is REBET_DEAL else None),
                (DEAL, _("DEAL"), enter if primary is DEAL else None)], font_size=16)
        elif phase is Phase.INSURANCE:
            hand = self.active_hand()
            self.bar.set_actions([
                (INSURE, _("INSURE  {amount}").format(amount=_chips(hand.bet // 2)),
                 KEYS.key("insure")),
                (NO_INSURE, _("NO INSURANCE"), KEYS.key("no_insurance"))], font_size=18)
        else:
            plays: list[tuple[Action, str, int | None]] = [
                (a, _(t), KEYS.key(k)) for a, t, k in PLAY_SPECS]
            self.bar.set_actions(self.play_specs(plays))
        self.bar.refresh(legal)
        self.rack.enabled = phase is Phase.BETTING

    def prompt(self) -> str:
        e = self.engine
        if e.phase is Phase.INSURANCE:
            h = self.active_hand()
            return _("Dealer shows an ace: insure {hand} for {amount}?  ({yes} / {no})").format(
                hand=self._hand_name(h), amount=_chips(h.bet // 2),
                yes=KEYS.key_word("insure"), no=KEYS.key_word("no_insurance"))
        if e.phase is Phase.PLAY:
            return _("{hand}: your move").format(hand=self._hand_name(self.active_hand()))
        on_table = sum(e.spots)
        broke = self.refill_hint()
        if broke:
            return broke
        if e.round_finished and self.last_net is not None:
            if self.last_rides and on_table:
                tail = ngettext("your push rides on its spot",
                                "your {count} pushes ride on their spots",
                                self.last_rides).format(count=self.last_rides)
            elif on_table:
                tail = _("bet {amount} on the table  ·  DEAL ({key})").format(
                    amount=_chips(on_table), key=KEYS.key_word("deal"))
            else:
                tail = _("place your bets")
            return joined("  ·  ", [self.result_words(), tail])
        if on_table:
            return _("Bet {amount} on the table  ·  DEAL ({key})").format(
                amount=_chips(on_table), key=KEYS.key_word("deal"))
        return _("Chip 1–5, spot ← →, ↑ or click adds  ·  ↓ or right-click takes back")

    def hand_title(self, hand: SeatedHand) -> str:
        return self._hand_name(hand)

    def _hand_name(self, h: SeatedHand) -> str:
        split = len([x for x in self.engine.hands if x.spot == h.spot]) > 1
        if split:
            return _("Spot {spot}, hand {hand}").format(spot=h.spot + 1, hand=h.part + 1)
        return _("Spot {spot}").format(spot=h.spot + 1)

    def betting_refusal(self, spot: int) -> str | None:
        return None

    def guide_tips(self) -> dict[str, str]:
        tips = dict(GUIDE_TIPS)
        if self.engine.rules.late_surrender:
            tips["act"] = ACT_TIP_WITH_SURRENDER
        return {moment: _(tip).format(**key_words(KEYS)) for moment, tip in tips.items()}

    def tip_regions(self, moment: str) -> list[pygame.Rect]:
        # The band right of the shoe and spot 3, which nothing else uses; the
        # left of spot 1 when the round's breakdown leaves it room.
        return [pygame.Rect(1058, 50, 208, 584), pygame.Rect(16, 50, 208, 550)]


def _chips(cents: int) -> str:
    """An amount as the table shows it: "25", "12.50" ("1.000" in Dutch)."""
    return format_money(cents, always_cents=False)


def create_scene(context: Context, resume: Any = None, **options: Any) -> Scene:
    """``resume``: a ``game.storage.Pending`` sitting to continue (see dealer_scene)."""
    return open_bankroll_table(context, "midnight", resume,
                               lambda pending: MidnightScene(context, resume=pending, **options))
