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
from game.money import fmt_short
from game.tables.dealer import view as dealer
from game.tables.indian import events as indian
from game.tables.showdown import view as showdown

MAX_LINES = 12


def round_story(table: str, steps: Sequence[Any], names: Sequence[str] = ()) -> list[str]:
    """The lines telling the round ``steps`` (each has ``events``) played at
    ``table``; ``names[i]`` is what player ``i`` was called (Midnight's one
    player plays spots, so its spots keep their numbers)."""
    events = [event for step in steps for event in step.events]
    if table == "midnight":
        lines = _dealer_story(events, _Names((), "Spot"), "you doubled")
    elif table == "classic":                     # one spot per player: spot = player
        lines = _dealer_story(events, _Names(names, "Seat"), "doubled")
    elif table == "showdown":
        lines = _showdown_story(events, _Names(names, "Seat"))
    elif table == "indian":
        lines = _indian_story(events, _Names(names, "Player"))
    else:
        lines = []
    return lines[:MAX_LINES]


def player_names(table: str, scene_setup: Mapping[str, Any]) -> list[str]:
    """The players' names, in the engine's order, from a sitting's scene setup
    (``scenes.tables.journal.load_scene_setup``); [] when it holds none."""
    try:
        if table == "indian":
            return [str(name) for name in scene_setup["names"]]
        if table == "showdown":
            return [str(player["name"]) for player in scene_setup["players"]]
        if table == "classic":                   # the occupied seats, in seat order
            return [str(seat["name"]) for seat in scene_setup["seats"]
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
        name = self.names[i] if 0 <= i < len(self.names) else ""
        return name or f"{self.place} {i + 1}"


def card_name(code: str) -> str:
    """``"QH"`` -> ``"Q"``, ``"TS"`` -> ``"10"``; Indian cards are their number."""
    if is_standard_card(code):
        return "10" if code[0] == "T" else code[0]
    return code


def _cards(codes: Sequence[str]) -> str:
    return " ".join(card_name(c) for c in codes)


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
    for spot in sorted({s for s, _ in hands}):
        info = spots.get(spot, _Spot())
        parts = sorted(part for s, part in hands if s == spot)
        if len(parts) > 1:
            pair = f"{info.split_pair}s" if info.split_pair else "the pair"
            lines.append(f"{place(spot)}: split {pair}, {fmt_short(info.split_stake)} "
                         "on each hand")
        for n, part in enumerate(parts):
            name = place(spot) + (f", hand {n + 1}" if len(parts) > 1 else "")
            lines.append(f"{name}: {_hand_words(hands[(spot, part)], doubler)}")
        if info.insured:
            lines.append(f"{place(spot)}: insurance {fmt_short(info.insured)}: "
                         + _insurance_words(info))
    if house:
        lines.append("Dealer: " + _house_words(house, house_blackjack))
    return lines


def _hand_words(hand: _Hand, doubler: str) -> str:
    settled = hand.settled
    stake = settled.stake if settled is not None else 0
    words = [_cards(hand.dealt)]
    if hand.doubled:
        before = stake - hand.doubled
        words.append(f"{doubler}: {fmt_short(before)} → {fmt_short(stake)}")
    elif stake and not hand.split_from:      # a split names its bets once, above
        words.insert(0, f"bet {fmt_short(stake)}")
    if hand.drawn:
        words.append("drew " + _cards(hand.drawn))
    cards = hand.cards
    value = total(cards) if cards else 0
    if settled is not None and settled.outcome is dealer.Outcome.BLACKJACK:
        words.append("Blackjack")
    elif value > 21:
        words.append(f"{value}, bust")
    elif value:
        words.append(str(value))
    return ", ".join(words) + (f" — {_result_words(settled)}" if settled is not None else "")


def _result_words(settled: dealer.HandSettled) -> str:
    outcome, net = settled.outcome, settled.net
    if outcome is dealer.Outcome.PUSH:
        return "push, the bet rides" if settled.rides else "push"
    if outcome is dealer.Outcome.SURRENDER:
        return f"surrendered, {_signed(net)}"
    if net > 0:
        return f"won {_signed(net)}"
    return f"lost {fmt_short(-net)}" if net else "even"


def _insurance_words(info: _Spot) -> str:
    settled = info.insurance
    if settled is None:
        return "not settled"
    if settled.won:
        return f"won {_signed(settled.payout - info.insured)}"
    return "lost"


def _house_words(cards: list[str], peeked_blackjack: bool) -> str:
    value = total(cards)
    words = _cards(cards[:2])
    if len(cards) > 2:
        words += ", drew " + _cards(cards[2:])
    if len(cards) == 2 and value == 21 or peeked_blackjack:
        return words + ", Blackjack"
    if len(cards) < 2:
        return words
    return words + (f", {value}, bust" if value > 21 else f", {value}")


# -- Showdown ------------------------------------------------------------------------
def _showdown_story(events: Sequence[Any], seat: _Names) -> list[str]:
    cards: dict[int, list[str]] = {}
    ends: dict[int, str] = {}
    pot_line = ""
    for ev in events:
        if isinstance(ev, showdown.CardDealt):
            cards.setdefault(ev.seat, []).append(ev.card)
        elif isinstance(ev, showdown.NaturalDealt):
            ends[ev.seat] = "a natural"
        elif isinstance(ev, showdown.Stood):
            ends[ev.seat] = f"stood on {ev.total}"
        elif isinstance(ev, showdown.AutoStood):
            ends.setdefault(ev.seat, "21, stands")
        elif isinstance(ev, showdown.Busted):
            ends[ev.seat] = f"{ev.total}, bust"
        elif isinstance(ev, showdown.PotWon):
            pot_line = f"{seat(ev.seat)} takes the pot: {ev.amount}"
        elif isinstance(ev, showdown.PotSplit):
            seats = " and ".join(seat(s) for s in ev.seats)
            pot_line = f"{seats} split the pot: {ev.share} each" + (
                f", {ev.remainder} stays in the pot" if ev.remainder else "")
        elif isinstance(ev, showdown.PotCarried):
            pot_line = f"Everybody bust: the pot of {ev.amount} carries over"
        elif isinstance(ev, showdown.RoundOver):    # every seat's cards (dealt before any word)
            for summary in ev.summary.seats:
                if summary.cards:
                    cards[summary.seat] = list(summary.cards)
                    ends.setdefault(summary.seat, _showdown_end(summary))
    lines = []
    for n in sorted(cards):
        dealt = cards[n]
        words = _cards(dealt[:2]) + (", drew " + _cards(dealt[2:]) if len(dealt) > 2 else "")
        lines.append(f"{seat(n)}: {words}, {ends.get(n, str(total(dealt)))}")
    return lines + ([pot_line] if pot_line else [])


def _showdown_end(seat: showdown.SeatSummary) -> str:
    if seat.outcome is showdown.Outcome.NATURAL:
        return "a natural"
    if seat.outcome is showdown.Outcome.BUST:
        return f"{seat.total}, bust"
    return f"stood on {seat.total}"


# -- Indian --------------------------------------------------------------------------
def _indian_story(events: Sequence[Any], name: _Names) -> list[str]:
    lines: list[str] = []
    public: dict[int, list[str]] = {}   # the cards both players saw, per player
    for ev in events:
        player = getattr(ev, "player", None)
        who = name(player) if isinstance(player, int) else "The table"
        if isinstance(ev, indian.AntePaid):
            lines.append(f"{who} antes {ev.amount}")
        elif isinstance(ev, indian.CardDealt) and ev.slot is indian.Slot.COMMUNITY:
            lines.append(f"The community card: {card_name(ev.card)}")
        elif isinstance(ev, indian.CardDealt) and ev.player is not None \
                and all(ev.visible_to):
            public.setdefault(ev.player, []).append(ev.card)
        elif isinstance(ev, indian.Raised):
            lines.append(f"{who} raises to {ev.total}")
        elif isinstance(ev, indian.Called):
            lines.append(f"{who} calls {ev.total}")
        elif isinstance(ev, indian.Passed):
            lines.append(f"{who} passes")
        elif isinstance(ev, indian.Folded):
            lines.append(f"{who} folds" + (" (Free Fold: the round is void)" if ev.free else ""))
        elif isinstance(ev, indian.HitTaken):
            lines.append(f"{who} takes a card")
        elif isinstance(ev, indian.Stayed):
            lines.append(f"{who} stays")
        elif isinstance(ev, indian.Revealed):
            for player, (first, value) in enumerate(zip(ev.first_cards, ev.totals)):
                shown = [first, *public.get(player, [])]
                lines.append(f"{name(player)} shows {_cards(shown)}: {value} "
                             "with the community card")
        elif isinstance(ev, indian.PotWon):
            lines.append(f"{who} wins the pot: {ev.amount}")
        elif isinstance(ev, indian.PotReturned):
            lines.append("The pot goes back: " + " and ".join(str(a) for a in ev.amounts))
        elif isinstance(ev, indian.PaymentMade):
            reason = ev.reason.name.replace("_", " ").lower()
            lines.append(f"{name(ev.payer)} pays {ev.amount} to {name(ev.payee)} "
                         f"({reason})")
    return lines
