"""Blackjack Showdown as a Game: its rules, its state and its action words.

    game = ShowdownGame(SHOWDOWN)
    state = game.new_state(seed=7, setup={"chips": [100, 100, 100]})
    state.apply(game.parse(state, "stand"))
    game.format(state, HIT)        # "hit"
    game.output(state)             # the scenario output (docs/scenarios.md)

Words: ``hit``, ``stand``, ``next``. Seats are 1-based in words, 0-based in the engine.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.cards import is_standard_card
from game.errors import IllegalAction, SetupError
from game.messages import N_, message
from game.tables.common import check_cards, check_seed, check_setup, whole_chips
from game.tables.showdown.rules import SHOWDOWN, ShowdownRules
from game.tables.showdown.table import MAX_SEATS, MIN_SEATS, ShowdownTable
from game.tables.showdown.view import HIT, NEXT, STAND, ShowdownAction

DEFAULT_CHIPS = [100, 100]
WORDS: dict[str, ShowdownAction] = {"hit": HIT, "stand": STAND, "next": NEXT}


@dataclass(frozen=True)
class ShowdownGame:
    rules: ShowdownRules = SHOWDOWN
    name: str = "showdown"

    def new_state(self, seed: int, setup: object,
                  cards: Sequence[object] | None = None) -> ShowdownTable:
        """A match as ``setup`` says (``chips``, ``first_seat``); SetupError if bad."""
        fields: Mapping[str, object] = check_setup(setup, {"chips", "first_seat"})
        chips = whole_chips(fields.get("chips", DEFAULT_CHIPS), MIN_SEATS, MAX_SEATS, "chips")
        # Game k of a series starts at seat k, so a record of a later game can
        # be replayed. 1-based like every seat word.
        first = fields.get("first_seat", 1)
        if not isinstance(first, int) or isinstance(first, bool) or not 1 <= first <= len(chips):
            raise SetupError(f"setup.first_seat must be a seat from 1 to {len(chips)}")
        stacked = check_cards(None if cards is None else list(cards), is_standard_card)
        return ShowdownTable(self.rules, check_seed(seed), chips, first_seat=first - 1,
                             cards=stacked)

    def parse(self, state: ShowdownTable | None, word: object) -> ShowdownAction:
        """The action ``word`` names; IllegalAction if it names none."""
        if isinstance(word, str) and word.strip().lower() in WORDS:
            return WORDS[word.strip().lower()]
        raise IllegalAction(message(N_("not a showdown action: {word} (hit, stand, next)"),
                                    word=repr(word)))

    def format(self, state: ShowdownTable | None, action: ShowdownAction) -> str:
        """The word of ``action``; ``parse`` reads it back."""
        return action.kind.name.lower()

    def output(self, state: ShowdownTable) -> dict[str, object]:
        return {
            "players": [{"chips": tok, "on_table": 0} for tok in state.tokens],
            "pot": state.pot,
            "winner": None if state.winner is None else state.winner + 1,
            "rounds": state.round_no,
        }


SHOWDOWN_GAME = ShowdownGame()
