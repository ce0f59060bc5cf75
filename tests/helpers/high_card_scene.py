"""The High Card table's scenes (``helpers.high_card``): its setup (the table
maximum, from its rules' choices) and its table.  All the table supplies is
its own — its words, its saver, what the felt says after an action; the
act → engine → save pipeline and the refusal pill are ``TableScene``'s."""
from __future__ import annotations

from typing import Any

import pygame
from helpers.high_card import (
    NAME,
    SETUP_KEYS,
    SETUP_SCREEN,
    SPEC,
    Act,
    CardDealt,
    HighCardTable,
    RoundSettled,
)

from game.storage.journal import Pending
from game.storage.replays import rebuild
from scenes.app.context import Context
from scenes.tables.base import TableScene
from scenes.tables.journal import TableJournal
from scenes.tables.played import Played
from scenes.tables.sitting import sit_or_set_up

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

    def __init__(self, context: Context, resume: Pending | None = None,
                 max_bet: int | None = None) -> None:
        super().__init__(context, NAME)
        if resume is None:
            cents = [context.bankroll_cents]
            house = {"max_bet": max_bet} if max_bet is not None else {}
            journal = TableJournal.sit_down(context, NAME, house, {"cents": cents})
            seed = journal.seed if journal is not None else self.seed
            self.engine: HighCardTable = HighCardTable(
                SPEC.game.rules.with_changes(house), seed, cents[0])
        else:
            journal = TableJournal.resume(context, resume)
            self.engine = rebuild(resume.record)
        self.saver = HighCardSaver(journal)
        self.said: list[str] = []

    def after_action(self, action: Act) -> None:
        for event in self.engine.events():
            if isinstance(event, CardDealt):
                self.said.append(f"{event.to}: {event.card}")
            elif isinstance(event, RoundSettled):
                self.context.bankroll_cents = self.engine.cents
        self.message = self.said[-1] if self.said else ""


class HighCardSetupScene(TableScene):
    """Its setup: the table maximum, one of its rules' choices (↑ ↓), Enter starts."""

    def __init__(self, context: Context) -> None:
        super().__init__(context, NAME)
        self.keys_name = SETUP_SCREEN      # its keys card (the name is the table's, for its felt)
        self.choices = SPEC.game.rules.field_choices("max_bet")
        self.chosen = len(self.choices) - 1
        self.show_choice()

    def show_choice(self) -> None:
        self.message = f"Table maximum: {self.choices[self.chosen]} (↑ ↓, Enter starts)"

    def on_event(self, ev: pygame.event.Event) -> bool:
        if ev.type != pygame.KEYDOWN:
            return super().on_event(ev)
        action = SETUP_KEYS.action_of(ev.key)
        if action == "max_bet":
            step = 1 if ev.key == pygame.K_UP else -1
            self.chosen = (self.chosen + step) % len(self.choices)
            self.show_choice()
            return True
        if action == "start":
            table = HighCardScene(self.context, max_bet=self.choices[self.chosen])
            self.context.manager.replace(table)
            return True
        return super().on_event(ev)


def create_scene(context: Context, resume: Pending | None = None, max_bet: int | None = None,
                 **options: Any) -> TableScene:
    """The setup, or (with ``max_bet``) the table; ``resume``: a saved sitting."""
    return sit_or_set_up(context, NAME, max_bet, resume,
                         lambda chosen, pending: HighCardScene(context, pending, chosen),
                         lambda unfinished: HighCardSetupScene(context))
