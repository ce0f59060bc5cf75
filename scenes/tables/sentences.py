"""Sentences with a player in them, whole for either grammar.

"You take the pot" and "Anna takes the pot" are two sentences, not one
template with a name put in: English conjugates the verb for "you", Dutch
says "Je wint de pot" to the player at the keyboard and "Anna wint de pot"
about a named one ("jou" as an object: "Blackjack voor jou!").  So every line
about a player is written twice, both marked for the catalogue side by side:

    said(name, N_("You take the pot: {amount}"), N_("{name} takes the pot: {amount}"),
         amount=60)

The first is said when ``name`` is the default "You" (in any language), the
second, with ``{name}`` filled in, for anyone else.  ``tests/test_sentences.py``
finds every such pair in the code and reads both halves in both languages.
"""
from __future__ import annotations

from game.messages import Message, message
from scenes.app.i18n import _
from scenes.tables.seat_config import SeatName, shown_name


def means_you(name: str) -> bool:
    """The default name of the player at the keyboard, in English or translated."""
    return name.lower() in ("you", _("You").lower())


def said(name: str, you: str, named: str, **values: object) -> str:
    """The sentence about ``name`` in the language shown now: ``you`` ("You
    win") for the default name, ``named`` ("{name} wins") for anyone else."""
    if means_you(name):
        return _(you).format(**values)
    return _(named).format(name=shown_name(name), **values)


def said_message(name: str, you: str, named: str, **values: object) -> Message:
    """``said`` kept for later: a line of a log or a message pill is said again
    in the language shown whenever it is drawn."""
    if means_you(name):
        return message(you, **values)
    return message(named, name=SeatName(name), **values)
