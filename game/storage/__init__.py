"""Saved data: profile, bankroll, journal, history, statistics (stdlib sqlite3).

Start-up::

    from game.storage import open_storage, OpenStatus
    opened = open_storage()            # data_dir: $CLUB21_DATA_DIR or platformdirs
    profile = opened.profile           # None when opened.message must be shown first

Module map: ``db`` (file, schema, checks, backups), ``store`` (opening,
damaged files, rotating backups), ``profile`` (bankroll and the calls a scene
makes), ``journal`` (sittings, actions, rounds: crash safety), ``history``
(recall and replay records), ``stats`` (derived statistics), ``fairness``
(seed commitments), ``seedkey`` (the seed hidden while a sitting is open),
``results`` (what a round records), ``round_check`` (verify: re-deal and
compare). No pygame, no pickle.
"""
from game.storage.db import SCHEMA_VERSION, Damaged
from game.storage.errors import StorageError
from game.storage.fairness import check as check_commitment
from game.storage.fairness import commitment, new_seed
from game.storage.history import BankrollPoint, History, RoundEntry, RoundReplay
from game.storage.journal import MoneyMismatch, Outcome, Pending, RoundResult, Sitting
from game.storage.profile import REFILL_CENTS, START_CENTS, Profile
from game.storage.stats import MatchStats, Stats, TableStats
from game.storage.store import BackupInfo, Opened, OpenStatus, data_dir, open_storage

__all__ = [
    "Damaged", "SCHEMA_VERSION", "check_commitment", "commitment", "new_seed",
    "BankrollPoint", "History", "RoundEntry", "RoundReplay", "MoneyMismatch", "Outcome",
    "Pending", "RoundResult", "Sitting", "StorageError", "REFILL_CENTS", "START_CENTS",
    "Profile", "MatchStats", "Stats", "TableStats", "BackupInfo", "Opened", "OpenStatus",
    "data_dir", "open_storage",
]
