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
from typing import Any

from scenes.screens.story_words import card_name as card_name
from scenes.screens.story_words import fmt_short as fmt_short
from scenes.tables.registry import find_view

MAX_LINES = 12


def round_story(table: str, steps: Sequence[Any], names: Sequence[str] = ()) -> list[str]:
    """The lines telling the round ``steps`` (each has ``events``) played at
    ``table`` (its ``TableView.story``); ``names[i]`` is what player ``i`` was called."""
    view = find_view(table)
    if view is None or view.story is None:
        return []
    events = [event for step in steps for event in step.events]
    return view.story(events, names)[:MAX_LINES]


def player_names(table: str, scene_setup: Mapping[str, Any]) -> list[str]:
    """The players' names, in the engine's order, from a sitting's scene setup
    (``scenes.tables.journal.load_scene_setup``); [] when it holds none."""
    view = find_view(table)
    if view is None or view.player_names is None:
        return []
    try:
        return view.player_names(scene_setup)
    except (KeyError, TypeError, AttributeError):    # an old or edited save: seat numbers
        return []
