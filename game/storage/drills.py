"""The training room's drill sessions in the save (table ``drills``, schema 2).

    rid = save_drill(db, record)        # a new row, or the record's own row again
    load_drills(db)                     # every session, oldest first

A record is rewritten after each answer, so a session cut short keeps what
was answered.  A row that does not read as a record (edited by hand) is
left out of what is loaded, never a traceback.
"""
from __future__ import annotations

import json
from typing import Any

from game.storage.db import Database, get_rows, put_row
from game.training.results import DrillKind, DrillRecord


def save_drill(db: Database, record: DrillRecord) -> int:
    """Write ``record`` (its id is set on the first write); returns the id."""
    row = {"id": record.id, "kind": record.kind.value, "started_ms": record.started_ms,
           "ended_ms": record.ended_ms, "rules": _dump(record.rules),
           "setup": _dump(record.setup), "items": record.items, "correct": record.right,
           "answer_ms": record.answer_ms, "ev_lost_micro": record.ev_lost_micro,
           "detail": _dump(record.detail)}
    with db.write() as cur:
        record.id = put_row(cur, "drills", row)
    return record.id


def load_drills(db: Database, kind: DrillKind | None = None) -> list[DrillRecord]:
    tail, args = ("WHERE kind = ? ORDER BY started_ms, id", (kind.value,)) if kind else \
        ("ORDER BY started_ms, id", ())
    out = []
    for row in get_rows(db.read(), "drills", tail, args):
        try:
            out.append(DrillRecord(
                DrillKind(row["kind"]), row["started_ms"], row["ended_ms"],
                _dict(row["rules"]), _dict(row["setup"]), row["items"], row["correct"],
                row["answer_ms"], row["ev_lost_micro"], _dict(row["detail"]), row["id"]))
        except (ValueError, TypeError):
            continue
    return out


def _dump(value: dict[str, Any]) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _dict(text: str) -> dict[str, Any]:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value
