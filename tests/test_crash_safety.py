"""SIGKILL the scripted player at random moments; nothing may be lost.

The player (tests/helpers/crash_player.py) plays Midnight through the journal
exactly as a table scene must. ``CLUB21_CRASH_KILLS`` raises the count (the
bench script bench/crash_soak.py does 1,000+).
"""
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "helpers"))

import crash_harness

KILLS = int(os.environ.get("CLUB21_CRASH_KILLS", "32"))


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGKILL"), reason="needs SIGKILL")
def test_killed_player_resumes_with_every_chip(tmp_path):
    report = crash_harness.run(tmp_path, KILLS, seed=2024)
    assert report.problems == []
    assert report.kills >= 30 and report.audits == report.kills
    # The kills must really land mid-game, and the player must pick up where it was.
    assert report.resumed_exact + report.resumed_next >= KILLS // 4
    assert report.resumed_mid_round >= 3
    last_line, (rounds, _, total) = crash_harness.finish(tmp_path)
    assert last_line == "DONE"
    assert rounds > report.rounds and total >= 0
