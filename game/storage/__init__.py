"""Saved data: profile, bankroll, journal, history, statistics (stdlib sqlite3).

Start-up::

    from game.storage.store import open_storage, OpenStatus
    opened = open_storage()            # data_dir: $CLUB21_DATA_DIR or platformdirs
    profile = opened.profile           # None when opened.message must be shown first

Module map: ``db`` (file, schema, checks, backups), ``store`` (opening,
damaged files, rotating backups), ``profile`` (bankroll and the calls a scene
makes), ``journal`` (sittings, actions, rounds: crash safety), ``history``
(recall and replay records), ``stats`` (derived statistics), ``fairness``
(seed commitments), ``seedkey`` (the seed hidden while a sitting is open),
``results`` (what a round records), ``round_check`` (verify: re-deal and
compare), ``chain`` (the rounds' hash chain), ``ledger`` (verify: the chain,
the money and the match results as a whole). No pygame, no pickle.
"""
