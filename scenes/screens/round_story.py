"""One finished round in plain words, told from the events its replay gives
back (``game.storage.replays.round_steps``): bets, cards, totals, results.

    Spot 1: split 8s, 10 on each hand
    Spot 1, hand 1: 8 3, drew Q, 21 — won +10
    Spot 2: 5 6, you doubled: 10 → 20, drew Q, 21 — won +20
    Spot 1: insurance 5: lost

Players are called by the names the sitting was played with (``player_names``
reads them from the sitting's scene setup); without them, by their seat.
Only what the replay shows every player is told: an Indian first card is
named when the reveal turned it over, never before (a folded hand keeps it).
The rules decided all of it already; these are words, not judgements.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.cards import is_standard_card
from game.hands import total
from game.tables.dealer import view as dealer
from game.tables.indian import events as indian
from game.tables.showdown import view as showdown
from scenes.app.i18n import N_, _, format_money
from scenes.tables.seat_config import object_name, shown_name
from scenes.tables.sentences import said
from scenes.widgets.text_field import kept_name

MAX_LINES = 12
LONGEST_NAME = 14      # the longest name a seat setup takes (Showdown and Indian)
# Why an Indian penalty or bonus was paid, as the story words it.
PAYMENT_REASONS = {indian.PaymentReason.FOLD_21: N_("fold 21"),
                   indian.PaymentReason.BUST: N_("bust"),
                   indian.PaymentReason.BLACKJACK: N_("blackjack")}


def round_story(table: str, steps: Sequence[Any], names: Sequence[str] = ()) -> list[str]:
    """The lines telling the round ``steps`` (each has ``events``) played at
    ``table``; ``names[i]`` is what player ``i`` was called (Midnight's one
    player plays spots, so its spots keep their numbers)."""
    events = [event for step in steps for event in step.events]
    if table == "midnight":
        lines = _dealer_story(events, _Names((), _("Spot")), _("you doubled"))
    elif table == "classic":                     # one spot per player: spot = player
        lines = _dealer_story(events, _Names(names, _("Seat")), _("doubled"))
    elif table == "showdown":
        lines = _showdown_story(events, _Names(names, _("Seat")))
    elif table == "indian":
        lines = _indian_story(events, _Names(names, _("Player")))
    else:
        lines = []
    return lines[:MAX_LINES]


def player_names(table: str, scene_setup: Mapping[str, Any]) -> list[str]:
    """The players' names, in the engine's order, from a sitting's scene setup
    (``scenes.tables.journal.load_scene_setup``); [] when it holds none."""
    try:
        if table == "indian":
            return [kept_name(name, LONGEST_NAME) for name in scene_setup["names"]]
        if table == "showdown":
            return [kept_name(player["name"], LONGEST_NAME) for player in scene_setup["players"]]
        if table == "classic":                   # the occupied seats, in seat order
            return [kept_name(seat["name"], LONGEST_NAME) for seat in scene_setup["seats"]
                    if seat.get("kind") != "empty"]
    except (KeyError, TypeError, AttributeError):    # an old or edited save: seat numbers
        return []
    return []


@dataclass(frozen=True)
class _Names:
    """Player ``i`` by name, or by ``place`` and number when no name is known."""
    names: Sequence[str]
    place: str

    def __call__(self, i: int) -> str:
        """The name as drawn (a default one in the language shown)."""
        return shown_name(self.given(i))

    def given(self, i: int) -> str:
        """The name as played with ("You" is said as "you" in a sentence: ``said``)."""
        name = self.names[i] if 0 <= i < len(self.names) else ""
        return name or _("{place} {number}").format(place=self.place, number=i + 1)


def card_name(code: str) -> str:
    """``"QH"`` -> ``"Q"``, ``"TS"`` -> ``"10"``; Indian cards are their number."""
    if is_standard_card(code):
        return "10" if code[0] == "T" else code[0]
    return code


def _cards(codes: Sequence[str]) -> str:
    return " ".join(card_name(c) for c in codes)


def fmt_short(cents: int) -> str:
    """Whole chips without decimals ("25"), others with ("12.50"), as the player writes numbers."""
    return format_money(cents, always_cents=False)


def _signed(cents: int) -> str:
    return ("+" if cents > 0 else "−" if cents < 0 else "") + fmt_short(abs(cents))


# -- Midnight and Classic ------------------------------------------------------------
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


def _dealer_story(events: Sequence[Any], place: _Names, doubler: str) -> list[str]:
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
    words = [_cards(hand.dealt)]
    if hand.doubled:
        before = stake - hand.doubled
        words.append(_("{doubler}: {before} → {after}").format(
            doubler=doubler, before=fmt_short(before), after=fmt_short(stake)))
    elif stake and not hand.split_from:      # a split names its bets once, above
        words.insert(0, _("bet {amount}").format(amount=fmt_short(stake)))
    if hand.drawn:
        words.append(_("drew {cards}").format(cards=_cards(hand.drawn)))
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
        return _("surrendered, {amount}").format(amount=_signed(net))
    if net > 0:
        return _("won {amount}").format(amount=_signed(net))
    return _("lost {amount}").format(amount=fmt_short(-net)) if net else _("even")


def _insurance_words(info: _Spot) -> str:
    settled = info.insurance
    if settled is None:
        return _("not settled")
    if settled.won:
        return _("won {amount}").format(amount=_signed(settled.payout - info.insured))
    return _("lost")


def _house_words(cards: list[str], peeked_blackjack: bool) -> str:
    value = total(cards)
    words = _cards(cards[:2])
    if len(cards) > 2:
        words += ", " + _("drew {cards}").format(cards=_cards(cards[2:]))
    if len(cards) == 2 and value == 21 or peeked_blackjack:
        return words + ", " + _("Blackjack")
    if len(cards) < 2:
        return words
    return words + ", " + (_("{total}, bust").format(total=value) if value > 21 else str(value))


# -- Showdown ------------------------------------------------------------------------
def _showdown_story(events: Sequence[Any], seat: _Names) -> list[str]:
    cards: dict[int, list[str]] = {}
    ends: dict[int, str] = {}
    pot_line = ""
    for ev in events:
        if isinstance(ev, showdown.CardDealt):
            cards.setdefault(ev.seat, []).append(ev.card)
        elif isinstance(ev, showdown.NaturalDealt):
            ends[ev.seat] = _("a natural")
        elif isinstance(ev, showdown.Stood):
            ends[ev.seat] = _("stood on {total}").format(total=ev.total)
        elif isinstance(ev, showdown.AutoStood):
            ends.setdefault(ev.seat, _("21, stands"))
        elif isinstance(ev, showdown.Busted):
            ends[ev.seat] = _("{total}, bust").format(total=ev.total)
        elif isinstance(ev, showdown.PotWon):
            pot_line = said(seat.given(ev.seat), N_("You take the pot: {amount}"),
                            N_("{name} takes the pot: {amount}"), amount=ev.amount)
        elif isinstance(ev, showdown.PotSplit):
            seats = _(" and ").join(seat(s) for s in ev.seats)
            pot_line = _("{seats} split the pot: {share} each").format(seats=seats,
                                                                      share=ev.share)
            if ev.remainder:
                pot_line += _(", {remainder} stays in the pot").format(remainder=ev.remainder)
        elif isinstance(ev, showdown.PotCarried):
            pot_line = _("Everybody bust: the pot of {amount} carries over").format(
                amount=ev.amount)
        elif isinstance(ev, showdown.RoundOver):    # every seat's cards (dealt before any word)
            for summary in ev.summary.seats:
                if summary.cards:
                    cards[summary.seat] = list(summary.cards)
                    ends.setdefault(summary.seat, _showdown_end(summary))
    lines = []
    for n in sorted(cards):
        dealt = cards[n]
        words = _cards(dealt[:2])
        if len(dealt) > 2:
            words += ", " + _("drew {cards}").format(cards=_cards(dealt[2:]))
        lines.append(_("{name}: {words}").format(
            name=seat(n), words=words + ", " + ends.get(n, str(total(dealt)))))
    return lines + ([pot_line] if pot_line else [])


def _showdown_end(seat: showdown.SeatSummary) -> str:
    if seat.outcome is showdown.Outcome.NATURAL:
        return _("a natural")
    if seat.outcome is showdown.Outcome.BUST:
        return _("{total}, bust").format(total=seat.total)
    return _("stood on {total}").format(total=seat.total)


# -- Indian --------------------------------------------------------------------------
def _indian_story(events: Sequence[Any], name: _Names) -> list[str]:
    lines: list[str] = []
    public: dict[int, list[str]] = {}   # the cards both players saw, per player
    for ev in events:
        player = getattr(ev, "player", None)
        who = name.given(player) if isinstance(player, int) else _("The table")
        if isinstance(ev, indian.AntePaid):
            lines.append(said(who, N_("You ante {amount}"), N_("{name} antes {amount}"),
                              amount=ev.amount))
        elif isinstance(ev, indian.CardDealt) and ev.slot is indian.Slot.COMMUNITY:
            lines.append(_("The community card: {card}").format(card=card_name(ev.card)))
        elif isinstance(ev, indian.CardDealt) and ev.player is not None \
                and all(ev.visible_to):
            public.setdefault(ev.player, []).append(ev.card)
        elif isinstance(ev, indian.Raised):
            lines.append(said(who, N_("You raise to {total}"), N_("{name} raises to {total}"),
                              total=ev.total))
        elif isinstance(ev, indian.Called):
            lines.append(said(who, N_("You call {total}"), N_("{name} calls {total}"),
                              total=ev.total))
        elif isinstance(ev, indian.Passed):
            lines.append(said(who, N_("You pass"), N_("{name} passes")))
        elif isinstance(ev, indian.Folded) and ev.free:
            lines.append(said(who, N_("You fold (Free Fold: the round is void)"),
                              N_("{name} folds (Free Fold: the round is void)")))
        elif isinstance(ev, indian.Folded):
            lines.append(said(who, N_("You fold"), N_("{name} folds")))
        elif isinstance(ev, indian.HitTaken):
            lines.append(said(who, N_("You take a card"), N_("{name} takes a card")))
        elif isinstance(ev, indian.Stayed):
            lines.append(said(who, N_("You stay"), N_("{name} stays")))
        elif isinstance(ev, indian.Revealed):
            for player, (first, value) in enumerate(zip(ev.first_cards, ev.totals)):
                shown = [first, *public.get(player, [])]
                lines.append(said(name.given(player),
                                  N_("You show {cards}: {total} with the community card"),
                                  N_("{name} shows {cards}: {total} with the community card"),
                                  cards=_cards(shown), total=value))
        elif isinstance(ev, indian.PotWon):
            lines.append(said(who, N_("You win the pot: {amount}"),
                              N_("{name} wins the pot: {amount}"), amount=ev.amount))
        elif isinstance(ev, indian.PotReturned):
            amounts = _(" and ").join(str(a) for a in ev.amounts)
            lines.append(_("The pot goes back: {amounts}").format(amounts=amounts))
        elif isinstance(ev, indian.PaymentMade):
            lines.append(said(name.given(ev.payer), N_("You pay {amount} to {payee} ({reason})"),
                              N_("{name} pays {amount} to {payee} ({reason})"),
                              amount=ev.amount, payee=object_name(name.given(ev.payee)),
                              reason=_(PAYMENT_REASONS[ev.reason])))
    return lines
