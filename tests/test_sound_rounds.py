"""Every sound of the cue table is heard in the scripted sittings of
bench/sound_rounds.py, at the table whose moment it is (the mixer spied on)."""
from __future__ import annotations

import array
import os

import pytest

from bench.sound_rounds import TABLES, heard, level_of
from scenes.app.sound import SoundName


@pytest.fixture(scope="module")
def played() -> dict[str, list[str]]:
    try:
        return heard()
    except RuntimeError as exc:                  # no mixer at all
        # SDL's dummy driver is always there: its absence is a broken test setup
        assert os.environ.get("SDL_AUDIODRIVER") != "dummy", exc
        pytest.skip(str(exc))


def test_every_sound_is_heard_in_the_scripted_sittings(played):
    everything = {name for table in TABLES for name in played[table]}
    assert {n.value for n in SoundName} - everything == set()


@pytest.mark.parametrize("table, sounds", [
    ("midnight", {"button", "shuffle_machine", "refusal", "chip_stack_large", "chip_click",
                  "blackjack", "bust", "big_win", "push", "insurance_paid", "dealer_speaks"}),
    ("classic", {"cut_card", "shuffle_riffle", "card_flip", "win", "chips_paid"}),
    ("showdown", {"elimination", "match_won", "match_lost", "pot_taken", "bust"}),
    ("indian", {"match_won", "match_lost", "refusal", "pot_taken", "chips_swept"}),
])
def test_each_table_plays_its_own_moments(played, table, sounds):
    assert sounds <= set(played[table]), sorted(sounds - set(played[table]))


def test_the_cut_card_comes_before_the_shuffle_it_calls_for(played):
    classic = played["classic"]
    cut = classic.index("cut_card")
    assert "shuffle_riffle" in classic[cut:]


def test_a_recording_at_full_scale_counts_as_clipped():
    quiet = level_of(array.array("h", [0, 1000, -1000, 0]))
    assert quiet["clipped"] == 0 and quiet["peak"] < -30
    loud = level_of(array.array("h", [32767, -32768, 0, 0]))
    assert loud["clipped"] == 2 and loud["peak"] == pytest.approx(0, abs=0.01)
    assert level_of(array.array("h"))["seconds"] == 0
