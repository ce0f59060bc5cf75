"""Table-generic round/match records: how a table was set up and every action
as its scenario word. A record replays through the table's Game
(``game.tables.games``), so it is at once a history entry, a crash journal
and a scenario file.

    rec = Record.start("midnight", seed=7, setup={"chips": [1000]})
    table = new_table(rec)
    play(rec, table, action)            # applies and records the word
    replay(Record.from_json(rec.to_json()))   # the same table, bit for bit
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from game.errors import SetupError
from game.scenario import ScenarioError, build_table
from game.tables.games import AnyGame, game_for

RECORD_VERSION = 1
# A record as JSON data (``Record.to_dict``; a journal keeps it so).
RecordData = dict[str, Any]


@dataclass
class Record:
    table: str
    seed: int = 0
    rules: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] = field(default_factory=dict)
    cards: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, table: str, seed: int = 0, rules: dict[str, Any] | None = None,
              setup: dict[str, Any] | None = None, cards: list[str] | None = None) -> Record:
        return cls(table, seed, dict(rules or {}), dict(setup or {}), list(cards or []))

    def to_dict(self) -> RecordData:
        return {"version": RECORD_VERSION, **asdict(self)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_dict(cls, data: object) -> Record:
        if not isinstance(data, dict) or not isinstance(data.get("table"), str):
            raise SetupError("a record is an object naming its table")
        if data.get("version", RECORD_VERSION) != RECORD_VERSION:
            raise SetupError(f"unknown record version {data.get('version')!r}")
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SetupError("a record's actions are a list of words")
        return cls(data["table"], data.get("seed", 0), data.get("rules", {}),
                   data.get("setup", {}), list(data.get("cards", [])), list(actions))

    @classmethod
    def from_json(cls, text: str) -> Record:
        return cls.from_dict(json.loads(text))


def _game_and_table(record: Record) -> tuple[AnyGame, Any]:
    try:
        return build_table(record.table, record.seed, record.rules,
                           record.setup, record.cards)
    except ScenarioError as e:
        raise SetupError(str(e)) from None


def new_table(record: Record) -> Any:
    """The table as the record sets it up, before any action."""
    return _game_and_table(record)[1]


def game_of(record: Record) -> AnyGame:
    """The record's game (its table with its rules); SetupError if refused."""
    return game_for(record.table, record.rules)


def format_action(record: Record, table: Any, action: object) -> str:
    """The scenario word of ``action`` at ``table``; parses back to it."""
    return game_of(record).format(table, action)


def play(record: Record, table: Any, action: object) -> None:
    """Apply ``action`` to ``table`` and, if legal, append its word."""
    word = game_of(record).format(table, action)
    table.apply(action)
    record.actions.append(word)


def replay(record: Record) -> Any:
    """Set the table up and apply every recorded word (IllegalAction if one
    is not legal any more — a record from another rules version)."""
    game, table = _game_and_table(record)
    for word in record.actions:
        table.apply(game.parse(table, word))
    return table
