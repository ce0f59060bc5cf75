"""What a Showdown table writes to the save: its sitting, each word, each
round's result and the match's end (``scenes.tables.journal`` does the writing).

The player whose results count is ``you``: the first human seat (seat 1 in the
default setup).  The seats themselves (names, kinds, AI levels) are kept beside
the sitting, so a resumed match looks as it did.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.storage.journal import RoundResult
from game.storage.results import showdown_result
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import ShowdownPhase
from scenes.tables.journal import (
    TableJournal,
    chosen_seed,
    give_up_unfinished,
    load_scene_setup,
)
from scenes.tables.played import Played
from scenes.tables.seat_config import seats_from_rows
from scenes.tables.showdown.config import NAME_MAX, SeatConfig, SeatKind

TABLE = "showdown"
RESIGNED = "resigned"


def you_of(players: Sequence[SeatConfig]) -> int:
    """The local human whose wins count: the first human seat (seat 1)."""
    return next((i for i, p in enumerate(players) if not p.is_ai), 0)


class ShowdownSaver:
    """The scene's one door to the save (no writes at all without a profile)."""

    def __init__(self, context: Any, players: Sequence[SeatConfig]) -> None:
        self.context = context
        self.players = list(players)
        self.you = you_of(self.players)
        self.journal: TableJournal | None = None

    @property
    def commitment(self) -> str:
        return self.journal.commitment if self.journal is not None else ""

    def sit_down(self, tokens: list[int], first_seat: int, seed: int) -> int:
        """A new match sitting: its seed (and commitment) before the first card.
        The last match here, if unfinished, is given up first."""
        if self.journal is not None:
            self.journal.leave()         # the last game, if it was not finished
        give_up_unfinished(self.context, TABLE)   # a match left at another visit
        kind = "ai" if any(p.is_ai for p in self.players) else "human"
        self.journal = TableJournal.sit_down(
            self.context, TABLE, {}, {"chips": tokens, "first_seat": first_seat + 1},
            seed=chosen_seed(self.context, seed), opponent=kind,
            scene={"players": [{"name": p.name, "kind": p.kind.value, "level": p.level}
                               for p in self.players]})
        return self.journal.seed if self.journal is not None else seed

    def resume(self, pending: Any, engine: ShowdownTable) -> None:
        """Go on writing to the saved sitting ``pending``, replayed into ``engine``."""
        self.journal = TableJournal.resume(self.context, pending)
        if self.journal is not None:
            self.journal.match_round = engine.round_no
            self.record(Played(engine))    # settles / finishes what was left half-written

    def record(self, played: Played) -> None:
        """``played.word`` was just applied (None: the match was just dealt)."""
        if self.journal is None:
            return
        engine: ShowdownTable = played.engine
        word = played.word
        ended = engine.phase is not ShowdownPhase.PLAY
        over = engine.is_over()
        winner = self.players[engine.winner].name if over and engine.winner is not None else ""
        self.journal.match_word(word, engine.round_no, ended,
                                lambda: self.round_result(engine),
                                (lambda: engine.winner == self.you) if over else None,
                                f"won by {winner}" if over else "")

    def round_result(self, engine: ShowdownTable) -> RoundResult:
        return showdown_result(engine, self.you)

    def resign(self) -> None:
        """The player gives the match up.  Between rounds it is finished as lost;
        in the middle of a round the open round cannot be settled (its cards are
        not all played), so the sitting is closed like a match given up for a
        new one: its settled rounds stay in history and stats."""
        journal, self.journal = self.journal, None
        if journal is None:
            return
        if journal.round_open:
            journal.leave()
            give_up_unfinished(self.context, TABLE)
        else:
            journal.finish(False, RESIGNED)

    def leave(self) -> None:
        """The table closes: a match left before its end stays saved (no
        stand-up), so opening the table again offers to continue it."""
        self.journal = None


def saved_players(context: Any, pending: Any) -> list[SeatConfig]:
    """The seats of a saved match (defaults for an old save: you and AI players)."""
    rows = load_scene_setup(context, pending.sitting.id).get("players")
    try:
        if not isinstance(rows, list):
            raise TypeError("no seats saved")
        # a name from the save is kept as a typed one (an edited save may hold anything)
        return seats_from_rows(rows, NAME_MAX)
    except (TypeError, KeyError, ValueError):
        n = len(pending.record["setup"].get("chips", [])) or 2
        ai = pending.sitting.opponent != "human"
        return [SeatConfig("You")] + [SeatConfig(f"Player {i + 1}",
                                                 SeatKind.AI if ai else SeatKind.HUMAN)
                                      for i in range(1, n)]


__all__ = ["ShowdownSaver", "saved_players", "you_of"]
