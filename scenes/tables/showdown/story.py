"""A Showdown round in plain words (``scenes.screens.round_story``)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.hands import total
from game.tables.showdown import view as showdown
from scenes.app.i18n import N_, _
from scenes.screens.story_words import LONGEST_NAME, Names, cards_named
from scenes.tables.sentences import said
from scenes.widgets.text_field import kept_name


def showdown_names(scene_setup: Mapping[str, Any]) -> list[str]:
    return [kept_name(player["name"], LONGEST_NAME) for player in scene_setup["players"]]


def showdown_story(events: Sequence[Any], names: Sequence[str]) -> list[str]:
    seat = Names(names, _("Seat"))
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
        words = cards_named(dealt[:2])
        if len(dealt) > 2:
            words += ", " + _("drew {cards}").format(cards=cards_named(dealt[2:]))
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
