"""Indian Blackjack as a Game: its rules, its state and its action words.

    game = IndianGame(INDIAN)
    state = game.new_state(seed=7, setup={"chips": [30, 30], "items": {"free_fold": 1}})
    state.apply(game.parse(state, "raise 3"))
    game.format(state, chip_bonus(1))    # "chip_bonus 2"

Words: ``raise TOTAL``, ``call``, ``fold``, ``free_fold``, ``pass``, ``hit``,
``stay``, ``deal_again``, ``chip_bonus PLAYER``, ``next``. Players are 1 and
2 in the words, 0 and 1 in the engine.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.cards import is_indian_card
from game.errors import IllegalAction, SetupError
from game.messages import N_, message
from game.tables.common import check_cards, check_seed, check_setup, whole_chips
from game.tables.indian.rules import INDIAN, IndianRules
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    CALL,
    DEAL_AGAIN,
    FOLD,
    FREE_FOLD,
    HIT,
    NEXT,
    PASS,
    STAY,
    IndianAction,
    IndianKind,
    ItemKind,
    chip_bonus,
    raise_to,
)
from game.words import whole_number

DEFAULT_CHIPS = [30, 30]
PLAIN: dict[str, IndianAction] = {
    "call": CALL, "fold": FOLD, "free_fold": FREE_FOLD, "pass": PASS, "hit": HIT,
    "stay": STAY, "deal_again": DEAL_AGAIN, "next": NEXT,
}
ITEM_NAMES = {"free_fold": ItemKind.FREE_FOLD, "chip_bonus": ItemKind.CHIP_BONUS,
              "deal_again": ItemKind.DEAL_AGAIN}


def items_of(value: object) -> dict[ItemKind, int]:
    """``setup.items`` (item name -> player 1 or 2) as item -> 0-based holder."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise SetupError("setup.items must be an object like {\"free_fold\": 1}")
    out = {}
    for name, player in value.items():
        if name not in ITEM_NAMES:
            raise SetupError(f"unknown item {name!r} (free_fold, chip_bonus, deal_again)")
        if isinstance(player, bool) or player not in (1, 2):
            raise SetupError(f"setup.items.{name} must be player 1 or 2, got {player!r}")
        out[ITEM_NAMES[name]] = player - 1
    return out


@dataclass(frozen=True)
class IndianGame:
    rules: IndianRules = INDIAN
    name: str = "indian"

    def new_state(self, seed: int, setup: object,
                  cards: Sequence[object] | None = None) -> IndianTable:
        """A match as ``setup`` says (``chips``, ``items``); SetupError if bad."""
        fields: Mapping[str, object] = check_setup(setup, {"chips", "items"})
        chips = whole_chips(fields.get("chips", DEFAULT_CHIPS), 2, 2, "chips")
        items = items_of(fields.get("items"))
        stacked = check_cards(None if cards is None else list(cards), is_indian_card)
        return IndianTable(self.rules, check_seed(seed), chips, items, cards=stacked)

    def parse(self, state: IndianTable | None, word: object) -> IndianAction:
        """The action ``word`` names; IllegalAction if it names none."""
        words = word.strip().lower().split() if isinstance(word, str) else []
        if len(words) == 1 and words[0] in PLAIN:
            return PLAIN[words[0]]
        if len(words) == 2 and words[0] == "raise":
            total = whole_number(words[1])
            if total is not None:
                return raise_to(total)
        if len(words) == 2 and words[0] == "chip_bonus" and words[1] in ("1", "2"):
            return chip_bonus(int(words[1]) - 1)
        raise IllegalAction(message(N_("not an indian action: {word}"), word=repr(word)))

    def format(self, state: IndianTable | None, action: IndianAction) -> str:
        """The word of ``action``; ``parse`` reads it back."""
        if action.kind is IndianKind.RAISE:
            return f"raise {action.amount}"
        if action.kind is IndianKind.CHIP_BONUS:
            assert action.player is not None     # chip_bonus() always names its holder
            return f"chip_bonus {action.player + 1}"
        return action.kind.name.lower()

    def output(self, state: IndianTable) -> dict[str, object]:
        return {
            "players": [{"chips": state.chips[p], "on_table": state.bets[p]} for p in (0, 1)],
            "pot": 0,
            "winner": None if state.winner is None else state.winner + 1,
            "rounds": state.round_no,
        }


INDIAN_GAME = IndianGame()
