"""Drill sessions in the save (schema 2) and statistics per rule set."""
import sqlite3

import pytest

from game.storage import db as dbmod
from game.storage.journal import RoundResult
from game.storage.store import OpenStatus, open_storage
from game.training.results import DrillKind, DrillRecord


@pytest.fixture
def profile(tmp_path):
    opened = open_storage(tmp_path)
    yield opened.profile
    opened.profile.close()


def strategy_record(**changes) -> DrillRecord:
    fields = dict(kind=DrillKind.STRATEGY, started_ms=1_000, ended_ms=2_000,
                  rules={"table": "classic", "overrides": {}}, setup={"mode": "all"},
                  items=3, right=2, answer_ms=4_500, ev_lost_micro=81_234,
                  detail={"cells": {"hard 16 v T": [3, 1, 2]}})
    fields.update(changes)
    return DrillRecord(**fields)


def test_a_drill_session_is_saved_rewritten_after_each_answer_and_read_back(tmp_path):
    opened = open_storage(tmp_path)
    record = strategy_record()
    first = opened.profile.save_drill(record)
    record.items, record.right, record.ev_lost_micro = 4, 3, 90_000
    assert opened.profile.save_drill(record) == first              # the same row again
    opened.profile.close()
    again = open_storage(tmp_path)
    assert again.status is OpenStatus.READY
    [loaded] = again.profile.drills()
    assert loaded == record and type(loaded.ev_lost_micro) is int
    assert again.profile.drills(DrillKind.COUNT) == []
    again.profile.close()


def test_an_edited_drill_row_is_caught_like_any_other_record(tmp_path):
    opened = open_storage(tmp_path)
    opened.profile.save_drill(strategy_record())
    opened.profile.close()
    conn = sqlite3.connect(tmp_path / "club21.db")
    conn.execute("UPDATE drills SET correct = 3")
    conn.commit()
    conn.close()
    again = open_storage(tmp_path)
    assert again.status is OpenStatus.DAMAGED and "drills" in again.message


def test_a_save_from_before_the_training_room_is_upgraded_and_keeps_its_rounds(
        tmp_path, monkeypatch):
    monkeypatch.setattr(dbmod, "SCHEMA_VERSION", 1)
    old = open_storage(tmp_path)
    s = old.profile.sit_down("midnight", {}, {"cents": [old.profile.bankroll_cents]})
    old.profile.begin_round(s.id, "deal", rack_cents=99_000, staked_cents=1_000)
    old.profile.settle_round(s.id, RoundResult(), rack_cents=101_000, staked_cents=0,
                             word="stand")
    old.profile.stand_up(s.id)
    assert old.profile.db.user_version() == 1
    old.profile.close()
    monkeypatch.undo()
    new = open_storage(tmp_path)
    assert new.status is OpenStatus.READY and new.profile.db.user_version() == dbmod.SCHEMA_VERSION
    assert new.profile.bankroll_cents == 101_000
    assert new.profile.stats().table("midnight").rounds == 1
    new.profile.save_drill(strategy_record())
    assert len(new.profile.drills()) == 1
    new.profile.close()


def test_statistics_are_split_by_rule_set_at_the_dealer_tables(profile):
    def play(overrides: dict, payout: int) -> None:
        s = profile.sit_down("classic", overrides, {"cents": [profile.bankroll_cents]})
        rack = profile.bankroll_cents
        profile.begin_round(s.id, "deal", rack_cents=rack - 1000, staked_cents=1000)
        profile.settle_round(s.id, RoundResult(), rack_cents=rack - 1000 + payout,
                             staked_cents=0, word="stand")
        profile.stand_up(s.id)

    six_five = {"blackjack_pays": "6:5", "dealer_hits_soft_17": True}
    play({}, 2000)
    play(six_five, 0)
    play(six_five, 1000)
    sets = profile.stats().rule_sets
    assert [(r.table, r.overrides, r.rounds, r.wins, r.losses, r.pushes, r.net_cents)
            for r in sets] == [("classic", {}, 1, 1, 0, 0, 1000),
                               ("classic", six_five, 2, 0, 1, 1, -1000)]
