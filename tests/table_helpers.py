"""Driving an engine table in the engine tests (a plain module: the tests
import it as ``table_helpers``, like ``scenario_nodealer``)."""
from __future__ import annotations

import random


def play_recorded(record, rec, seed: int):
    """Play the table of ``rec`` (a ``game.record.Record``) to its end, each
    legal action drawn with ``random.Random(seed)`` and recorded through the
    ``record`` module; returns the played table and the table replayed from
    the record's JSON."""
    table = record.new_table(rec)
    rng = random.Random(seed)
    while not table.is_over():
        legal = table.legal_actions()
        record.play(rec, table, legal[int(rng.random() * len(legal))])
    return table, record.replay(record.Record.from_json(rec.to_json()))
