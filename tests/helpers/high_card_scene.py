"""The High Card table's scene (``helpers.high_card``): all it supplies is
its own — its words, its saver, what the felt says after an action; the
act → engine → save pipeline is ``TableScene``'s."""
from __future__ import annotations

from typing import Any

from helpers.high_card import NAME, Act, CardDealt, HighCardTable, RoundSettled

from game.storage.journal import Pending
from game.storage.replays import rebuild
from scenes.app.context import Context
from scenes.tables.base import TableScene
from scenes.tables.journal import TableJournal
from scenes.tables.played import Played

# Its layout: the two anchors its view asks for (a map of its own, written by the test).
MAP = ('<?xml version="1.0" encoding="UTF-8"?><map version="1.10" orientation="orthogonal" '
       'width="40" height="22" tilewidth="32" tileheight="32"><objectgroup id="1" '
       'name="anchors"><object id="1" name="message" x="440" y="300" width="400" height="40"/>'
       '<object id="2" name="buttons" x="440" y="600" width="400" height="60"/>'
       '</objectgroup></map>')


class HighCardSaver:
    """A bet opens a round, the deal settles it."""

    def __init__(self, journal: TableJournal | None) -> None:
        self.journal = journal

    def record(self, played: Played) -> None:
        j, table = self.journal, played.engine
        if j is None or played.word is None:
            return
        money = {"rack_cents": table.chips_of(0), "staked_cents": table.on_table_of(0)}
        if played.action.kind == "bet":
            j.begin(played.word, money)
        else:
            from helpers.high_card import round_result
            j.settle(round_result(table, 0), played.word, money)


class HighCardScene(TableScene):
    context: Context
    saver: HighCardSaver

    def __init__(self, context: Context, resume: Pending | None = None) -> None:
        super().__init__(context, NAME)
        if resume is None:
            cents = [context.bankroll_cents]
            journal = TableJournal.sit_down(context, NAME, {}, {"cents": cents})
            seed = journal.seed if journal is not None else self.seed
            self.engine: HighCardTable = HighCardTable(
                self.view_rules(), seed, cents[0])
        else:
            journal = TableJournal.resume(context, resume)
            self.engine = rebuild(resume.record)
        self.saver = HighCardSaver(journal)
        self.said: list[str] = []

    def view_rules(self) -> Any:
        from helpers.high_card import SPEC
        return SPEC.game.rules

    def after_action(self, action: Act) -> None:
        for event in self.engine.events():
            if isinstance(event, CardDealt):
                self.said.append(f"{event.to}: {event.card}")
            elif isinstance(event, RoundSettled):
                self.context.bankroll_cents = self.engine.cents
        self.message = self.said[-1] if self.said else ""


def create_scene(context: Context, resume: Pending | None = None, **options: Any) -> HighCardScene:
    return HighCardScene(context, resume)
