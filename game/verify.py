"""``python -m game.verify ROUND_ID [--db PATH]``: check a round was dealt fairly.

Reads the round from the save (``--db``: the database file or its folder;
default the player's data folder), checks that the revealed seed hashes to the
commitment shown before the first card, re-deals the round from the seed and
its recorded actions, and prints every shoe it used, re-derived from its shoe
seed, with a check that the cards dealt came off it in that order.

Exit status: 0 verified; 1 not verified (mismatch, or the seed is still
secret because the sitting is in progress); 2 bad arguments or unreadable save.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .cards import pretty
from .storage import fairness
from .storage.db import Damaged, Database
from .storage.history import History
from .storage.journal import StorageError
from .storage.replays import round_steps, shoe_report
from .storage.store import DB_NAME, data_dir


def _db_path(arg: str | None) -> Path:
    path = Path(arg) if arg else data_dir()
    return path / DB_NAME if path.is_dir() else path


def verify_round(db: Database, round_id: int, out=print) -> bool:
    """Print the verification of one round; True when everything checks out."""
    history = History(db)
    replay = history.replay_record(round_id)
    entry, sitting = replay.entry, replay.sitting
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.started_ms / 1000))
    out(f"Round {round_id}: {sitting.table.capitalize()}, sitting {sitting.id}, {when}")
    out(f"Commitment shown before the first card: {sitting.commitment}")
    if sitting.ended_ms is None:
        out("The seed is still secret: this table is still in play. "
            "It is revealed when you leave the table (or the match ends).")
        return False
    out(f"Seed (revealed): {sitting.seed}")
    ok = fairness.check(sitting.seed, sitting.commitment)
    out("SHA-256 of the seed matches the commitment: " + ("yes" if ok else "NO — MISMATCH"))
    steps = round_steps(replay.record, replay.first_seq)  # the record ends with the round
    words = [s.word for s in steps[1:]]
    out(f"Actions replayed: {' · '.join(words) if words else '(none)'}")
    for check in shoe_report(replay.record, steps):
        out(f"Shoe #{check.shoe_seed} ({len(check.order)} cards), re-derived order:")
        for i in range(0, len(check.order), 26):
            out("  " + " ".join(pretty(c) for c in check.order[i:i + 26]))
        out("  dealt this round: " + (" ".join(pretty(c) if c else "??" for c in check.dealt) or "(none)"))
        out("  the cards dealt follow this shoe's order: " + ("yes" if check.ok else "NO"))
        ok = ok and check.ok
    out("VERIFIED" if ok else "NOT VERIFIED")
    return ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.verify", description=__doc__.splitlines()[0])
    ap.add_argument("round_id", type=int, help="the round number shown in the history")
    ap.add_argument("--db", help="the save (club21.db) or its folder; "
                    "default: the player's data folder or $CLUB21_DATA_DIR")
    args = ap.parse_args(argv)
    path = _db_path(args.db)
    if not path.exists():
        print(f"No save found at {path}.", file=sys.stderr)
        return 2
    try:
        db = Database.open_checked(path)
    except Damaged as exc:
        print(f"The save {path} cannot be read: {exc.reason}.", file=sys.stderr)
        return 2
    try:
        return 0 if verify_round(db, args.round_id) else 1
    except StorageError as exc:
        print(f"{exc}.", file=sys.stderr)
        return 2
    finally:
        db.close()


if __name__ == "__main__":
    sys.exit(main())
