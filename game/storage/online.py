"""Online matches in the save: recorded like a local match, marked online.

A networked match that ended with a winner is written once, at its end, in
one transaction (``Database.batch``): a sitting (opponent ``online``) with
the match's seed, setup and every action word, its rounds re-dealt from the
seed exactly as a local table writes them (``results``), and the match won or
lost for this save's player. So History, Statistics and ``game.verify``
treat it as any match, and ``round_check`` re-deals it from the seat of this
save (``online.you`` in the sitting's scene setup).

The host's save and each guest's save hold the same match; each says its
role and whether its own check of the seed passed (``verified``, with the
first mismatch). A match abandoned, cut at the round cap or whose host went
away is not recorded: nothing counted.

    number = record_online(profile, OnlineRecord(...))
    info = online_info(profile.db, sitting_id)     # None: a local match
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game import messages
from game.errors import IllegalAction, SetupError
from game.messages import Message
from game.storage.db import Database, get_meta, put_meta
from game.tables.games import game_for
from game.tables.registry import spec_for

ONLINE = "online"                    # the sitting's opponent: Statistics' own line
SCENE_KEY = "scene.{}"               # the sitting's scene setup in ``meta`` (as tables keep it)
MATCH_TABLES = ("indian", "showdown")


class Role(Enum):
    HOST = "host"
    GUEST = "guest"


@dataclass(frozen=True)
class OnlineSeat:
    kind: str                        # "host", "remote" or "ai" (session.SeatKind values)
    name: str                        # a player's name; an AI seat's level


@dataclass(frozen=True)
class OnlineInfo:
    """What History and Statistics show of an online match."""
    role: Role
    you: int                         # this save's seat (0-based)
    seats: tuple[OnlineSeat, ...]
    verified: bool                   # this save's check of the revealed seed passed
    problem: Message | None          # the first mismatch when not verified

    def to_json(self) -> dict[str, Any]:
        return {"role": self.role.value, "you": self.you, "verified": self.verified,
                "problem": None if self.problem is None else messages.to_json(self.problem),
                "seats": [{"kind": s.kind, "name": s.name} for s in self.seats]}

    @classmethod
    def from_json(cls, data: Any) -> OnlineInfo | None:
        try:
            seats = tuple(OnlineSeat(str(s["kind"]), str(s["name"])) for s in data["seats"])
            problem = data.get("problem")
            return cls(Role(data["role"]), int(data["you"]), seats, bool(data["verified"]),
                       None if problem is None else messages.from_json(problem))
        except (TypeError, KeyError, ValueError, AttributeError):
            return None


@dataclass(frozen=True)
class OnlineRecord:
    """A finished online match as this save's player took part in it."""
    table: str
    seed: int
    setup: dict[str, Any]
    actions: tuple[str, ...]
    info: OnlineInfo
    ended: str = "won"               # schema.ENDINGS


class NotRecorded(ValueError):
    """The match is not one to record (abandoned, capped) or cannot be re-dealt."""


def _ended(table: Any) -> bool:
    """A round's result is on the table (or the match is over)."""
    return table.phase.name in ("RESULT", "SUMMARY", "OVER")


def _replayed(record: OnlineRecord) -> Any:
    """The match re-dealt from its seed and words (NotRecorded if it cannot be)."""
    game = game_for(record.table)
    try:
        table = game.new_state(record.seed, record.setup)
        for word in record.actions:
            table.apply(game.parse(table, word))
    except (IllegalAction, SetupError) as exc:
        raise NotRecorded(f"the match cannot be re-dealt from its seed: {exc}") from None
    if not table.is_over():
        raise NotRecorded("the match has no winner")
    return table


def record_online(profile: Any, record: OnlineRecord) -> int:
    """Writes ``record`` (all of it, or nothing) and returns the sitting's id.
    ``profile``: a ``storage.profile.Profile``."""
    if record.ended != "won" or record.table not in MATCH_TABLES:
        raise NotRecorded(f"a match that ended {record.ended!r} counts nothing")
    _replayed(record)                          # checked before anything is written
    you, spec = record.info.you, spec_for(record.table)
    game = game_for(record.table)
    journal = profile.journal
    with profile.db.batch() as cur:
        sitting = journal.sit_down(record.table, {}, record.setup, money=False,
                                   seed=record.seed, opponent=ONLINE)
        sid = sitting.id
        put_meta(cur, SCENE_KEY.format(sid), json.dumps({"online": record.info.to_json()},
                                                        sort_keys=True))
        table = game.new_state(record.seed, record.setup)
        table.events()
        # As a local match table journals its words (scenes.tables.journal.match_word).
        journal.begin_round(sid, None)
        if _ended(table):
            journal.settle_round(sid, spec.round_result(table, you))
        current, open_round = table.round_no, not _ended(table)
        for word in record.actions:
            if table.winner is not None and not open_round:
                break                   # a local table stops journaling at the win, too
            table.apply(game.parse(table, word))
            table.events()
            if not open_round and table.round_no > current:
                journal.begin_round(sid, word)
                current, open_round = table.round_no, True
                if _ended(table):
                    journal.settle_round(sid, spec.round_result(table, you))
                    open_round = False
            elif open_round and _ended(table):
                journal.settle_round(sid, spec.round_result(table, you), word=word)
                open_round = False
            else:
                journal.record_action(sid, word)
        names = [s.name for s in record.info.seats]
        winner = table.winner
        journal.finish_match(sid, won=winner == you,
                             summary=f"won by {names[winner]}" if winner is not None else "")
    return int(sid)


def online_info(db: Database, sitting_id: int) -> OnlineInfo | None:
    """The online marks of a sitting; None for a local match."""
    text = get_meta(db.read(), SCENE_KEY.format(sitting_id))
    return _info(text)


def online_sittings(db: Database) -> dict[int, OnlineInfo]:
    """Every online match of the save, by sitting id (for a History page)."""
    out: dict[int, OnlineInfo] = {}
    rows = db.read().execute(
        "SELECT s.id, m.value FROM sittings s JOIN meta m ON m.key = 'scene.' || s.id "
        "WHERE s.opponent = ?", (ONLINE,)).fetchall()
    for sid, text in rows:
        info = _info(text)
        if info is not None:
            out[int(sid)] = info
    return out


def _info(text: str | None) -> OnlineInfo | None:
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return OnlineInfo.from_json(data.get("online")) if isinstance(data, dict) else None
