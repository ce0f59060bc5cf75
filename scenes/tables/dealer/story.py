"""A Midnight or Classic round in plain words (``scenes.screens.round_story``)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.hands import total
from game.tables.dealer import view as dealer
from scenes.app.i18n import _
from scenes.screens.story_words import (
    LONGEST_NAME,
    Names,
    card_name,
    cards_named,
    fmt_short,
    signed,
)
from scenes.widgets.text_field import kept_name


def midnight_story(events: Sequence[Any], names: Sequence[str]) -> list[str]:
    """Midnight's one player plays spots, so its spots keep their numbers."""
    return _dealer_story(events, Names((), _("Spot")), _("you doubled"))


def classic_story(events: Sequence[Any], names: Sequence[str]) -> list[str]:
    """One spot per player at Classic: spot = player."""
    return _dealer_story(events, Names(names, _("Seat")), _("doubled"))


def classic_names(scene_setup: Mapping[str, Any]) -> list[str]:
    """The occupied seats' players, in seat order."""
    return [kept_name(seat["name"], LONGEST_NAME) for seat in scene_setup["seats"]
            if seat.get("kind") != "empty"]


@dataclass
class _Hand:
    spot: int
    part: int
    dealt: list[str] = field(default_factory=list)     # the first two cards
    drawn: list[str] = field(default_factory=list)     # every card after them
    split_from: bool = False
    doubled: int = 0                                   # cents added by a double
    settled: dealer.HandSettled | None = None

    @property
    def cards(self) -> list[str]:
        return self.dealt + self.drawn

    def take(self, card: str) -> None:
        (self.dealt if len(self.dealt) < 2 else self.drawn).append(card)


@dataclass
class _Spot:
    split_pair: str = ""
    split_stake: int = 0
    insured: int = 0
    insurance: dealer.InsuranceSettled | None = None


def _dealer_story(events: Sequence[Any], place: Names, doubler: str) -> list[str]:
    hands: dict[tuple[int, int], _Hand] = {}
    spots: dict[int, _Spot] = {}
    house: list[str] = []
    house_blackjack = False
    for ev in events:
        if isinstance(ev, dealer.CardDealt) and ev.card is not None:
            if ev.to_dealer:
                house.append(ev.card)
            elif ev.spot is not None:
                key = (ev.spot, ev.part or 0)
                hands.setdefault(key, _Hand(*key)).take(ev.card)
        elif isinstance(ev, dealer.HoleCardRevealed):
            house.append(ev.card)
        elif isinstance(ev, dealer.DealerPeeked):
            house_blackjack = ev.blackjack
        elif isinstance(ev, dealer.SplitHand):
            first = hands.setdefault((ev.spot, ev.part), _Hand(ev.spot, ev.part))
            moved = first.dealt.pop() if len(first.dealt) == 2 else ""
            second = _Hand(ev.spot, ev.new_part, [moved] if moved else [], split_from=True)
            first.split_from, hands[(ev.spot, ev.new_part)] = True, second
            spots.setdefault(ev.spot, _Spot()).split_pair = card_name(moved) if moved else ""
            spots[ev.spot].split_stake = ev.amount
        elif isinstance(ev, dealer.Doubled):
            hands.setdefault((ev.spot, ev.part), _Hand(ev.spot, ev.part)).doubled += ev.amount
        elif isinstance(ev, dealer.InsuranceTaken):
            spots.setdefault(ev.spot, _Spot()).insured += ev.amount
        elif isinstance(ev, dealer.InsuranceSettled):
            spots.setdefault(ev.spot, _Spot()).insurance = ev
        elif isinstance(ev, dealer.HandSettled):
            hands.setdefault((ev.spot, ev.part), _Hand(ev.spot, ev.part)).settled = ev
    lines = []
    for spot in sorted({s for s, _part in hands}):
        info = spots.get(spot, _Spot())
        parts = sorted(part for s, part in hands if s == spot)
        if len(parts) > 1:
            pair = _("{card}s").format(card=info.split_pair) if info.split_pair \
                else _("the pair")
            lines.append(_("{place}: split {pair}, {amount} on each hand").format(
                place=place(spot), pair=pair, amount=fmt_short(info.split_stake)))
        for n, part in enumerate(parts):
            name = _("{place}, hand {number}").format(place=place(spot), number=n + 1) \
                if len(parts) > 1 else place(spot)
            lines.append(_("{name}: {words}").format(
                name=name, words=_hand_words(hands[(spot, part)], doubler)))
        if info.insured:
            lines.append(_("{place}: insurance {amount}: {words}").format(
                place=place(spot), amount=fmt_short(info.insured), words=_insurance_words(info)))
    if house:
        lines.append(_("Dealer: {words}").format(words=_house_words(house, house_blackjack)))
    return lines


def _hand_words(hand: _Hand, doubler: str) -> str:
    settled = hand.settled
    stake = settled.stake if settled is not None else 0
    words = [cards_named(hand.dealt)]
    if hand.doubled:
        before = stake - hand.doubled
        words.append(_("{doubler}: {before} → {after}").format(
            doubler=doubler, before=fmt_short(before), after=fmt_short(stake)))
    elif stake and not hand.split_from:      # a split names its bets once, above
        words.insert(0, _("bet {amount}").format(amount=fmt_short(stake)))
    if hand.drawn:
        words.append(_("drew {cards}").format(cards=cards_named(hand.drawn)))
    cards = hand.cards
    value = total(cards) if cards else 0
    if settled is not None and settled.outcome is dealer.Outcome.BLACKJACK:
        words.append(_("Blackjack"))
    elif value > 21:
        words.append(_("{total}, bust").format(total=value))
    elif value:
        words.append(str(value))
    told = ", ".join(words)
    if settled is None:
        return told
    return _("{hand} — {result}").format(hand=told, result=_result_words(settled))


def _result_words(settled: dealer.HandSettled) -> str:
    outcome, net = settled.outcome, settled.net
    if outcome is dealer.Outcome.PUSH:
        return _("push, the bet rides") if settled.rides else _("push")
    if outcome is dealer.Outcome.SURRENDER:
        return _("surrendered, {amount}").format(amount=signed(net))
    if net > 0:
        return _("won {amount}").format(amount=signed(net))
    return _("lost {amount}").format(amount=fmt_short(-net)) if net else _("even")


def _insurance_words(info: _Spot) -> str:
    settled = info.insurance
    if settled is None:
        return _("not settled")
    if settled.won:
        return _("won {amount}").format(amount=signed(settled.payout - info.insured))
    return _("lost")


def _house_words(cards: list[str], peeked_blackjack: bool) -> str:
    value = total(cards)
    words = cards_named(cards[:2])
    if len(cards) > 2:
        words += ", " + _("drew {cards}").format(cards=cards_named(cards[2:]))
    if len(cards) == 2 and value == 21 or peeked_blackjack:
        return words + ", " + _("Blackjack")
    if len(cards) < 2:
        return words
    return words + ", " + (_("{total}, bust").format(total=value) if value > 21 else str(value))
