"""Indian Blackjack and the save (``scenes.tables.journal``): one sitting per match.

The engine deals round 1 by itself (``begin_round`` without a word), every
applied word is journaled by ``MatchSaver.record`` (a new round number opens a round,
the word that ends one settles it), and the match is finished when a winner is
known (``won`` = player 1, the local human, won).  What the adapter's setup
cannot hold (names, opponent, AI level, mode) is kept with ``scene_setup``.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.storage.journal import Pending
from game.storage.results import indian_result
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianPhase, ItemKind
from scenes.app.context import Context
from scenes.tables.indian.config import IndianConfig, Opponent, config_data, config_from_data
from scenes.tables.journal import (
    TableJournal,
    chosen_seed,
    give_up_unfinished,
    load_scene_setup,
)
from scenes.tables.played import Played


class MatchSaver:
    """One match's sitting in the save; ``journal`` is None without a profile
    (tests, tools, a practice seed)."""

    def __init__(self, journal: TableJournal | None, names: Sequence[str]) -> None:
        self.journal = journal
        self.names = list(names)        # the players, as the match's summary says them

    @classmethod
    def sit_down(cls, context: Context, config: IndianConfig, chips: tuple[int, int],
                 cards: tuple[str, ...], seed: int) -> MatchSaver:
        """The match's sitting: its seed (and commitment) before the first card;
        the match left unfinished at this table gives way (counted neither way)."""
        give_up_unfinished(context, "indian")
        items = {k.name.lower(): p + 1 for k, p in config.engine_items().items()
                 if p is not None}
        return cls(TableJournal.sit_down(
            context, "indian", {}, {"chips": list(chips), "items": items},
            seed=chosen_seed(context, seed), cards=cards, opponent=config.opponent.value,
            scene=config_data(config)), config.names)

    @classmethod
    def resume(cls, context: Context, pending: Pending, engine: IndianTable,
               names: Sequence[str]) -> MatchSaver:
        """Keep writing to a saved match; what was left half-written is done now."""
        saver = cls(TableJournal.resume(context, pending), names)
        if saver.journal is not None:
            saver.journal.match_round = engine.round_no
            saver.record(Played(engine))
        return saver

    def record(self, played: Played) -> None:
        """``word`` was applied (None: the engine dealt a round by itself): a
        new round opens, the word that ends one settles it, a winner finishes
        the match (``won`` = player 1, the local human, won)."""
        if self.journal is None:
            return
        engine: IndianTable = played.engine
        word, names = played.word, self.names
        ended = engine.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        winner = engine.winner
        self.journal.match_word(word, engine.round_no, ended, lambda: indian_result(engine),
                                None if winner is None else (lambda: winner == 0),
                                "" if winner is None else f"won by {names[winner]}")

    def resign(self, engine: IndianTable, loser: int) -> None:
        """``loser`` gives up: the match ends as their loss.  A round in play is
        settled as the engine reports it (no result yet: neither won nor lost),
        so the round check re-deals exactly what was saved."""
        if self.journal is None:
            return
        if self.journal.round_open:
            self.journal.settle(indian_result(engine))
        self.journal.finish(won=loser != 0, summary=f"{self.names[loser]} resigned")

    def leave(self) -> None:
        """The table closes: a match left before its end stays saved (no
        stand-up), and opening the table again offers to continue it."""
        self.journal = None


def saved_config(context: Context, pending: Pending) -> IndianConfig:
    """The setup of a saved match (defaults for what an old save lacks)."""
    data = load_scene_setup(context, pending.sitting.id)
    items = {k: p - 1 for k, p in (pending.record["setup"].get("items") or {}).items()}
    try:
        return config_from_data(data)
    except (TypeError, KeyError, ValueError):
        human = pending.sitting.opponent == "human"
        return IndianConfig(names=("Player 1", "Player 2") if human else ("You", "AI"),
                            opponent=Opponent.HUMAN if human else Opponent.AI,
                            items={ItemKind[k.upper()]: p for k, p in items.items()})
