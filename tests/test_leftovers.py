"""Files a kill left half-written are removed at the next start."""
from game.storage.store import BACKUP_DIR, open_storage


def test_backup_part_files_left_by_a_kill_are_removed_at_start(tmp_path):
    open_storage(tmp_path).profile.close()
    backups = tmp_path / BACKUP_DIR
    leftovers = [backups / "club21-20260101-000000-000000001.db.part",
                 backups / "club21-20260101-000000-000000001.db.part-journal",
                 tmp_path / "club21.key.part"]
    for path in leftovers:
        path.write_bytes(b"half a copy")
    kept = sorted(p.name for p in backups.glob("club21-*.db"))
    profile = open_storage(tmp_path).profile
    assert not any(path.exists() for path in leftovers)
    assert set(kept) <= {p.name for p in backups.glob("club21-*.db")}   # real backups stay
    assert (tmp_path / "club21.db").exists()
    profile.close()
