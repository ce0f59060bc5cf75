"""Verify is right on honest play, and says MISMATCH on a planted edit.

A fast slice of ``bench/soak.py``: sittings at the four tables played through
their scenes by a seeded random player — Midnight and Classic with house rules
(Classic with two people at one screen), a Showdown match watched to its end
after the human is out, one skipped to its end, an Indian match resigned and
one given up for a new match, one played by two people at one screen — then
every finished round through the verifier's own check.  A round whose saved
outcome is changed (its checksum recomputed, as an editor would) must then be
named.
"""
from __future__ import annotations

import json
import random
import shutil

import pytest
from helpers.storage_fixtures import copy_save

from bench import soak
from bench.soak_engine import DealerSeat, Host, open_new_save, write_save
from bench.soak_scenes import (
    Ending,
    IndianPlan,
    ShowdownPlan,
    play_classic,
    play_indian,
    play_midnight,
    play_showdown,
)
from game.hands import total
from game.storage.db import Database, get_row, put_row
from game.storage.journal import Outcome, RoundResult, outcome_of
from game.storage.round_check import BadRequest, Verdict, check_round
from game.storage.store import DB_NAME
from game.tables.dealer.actions import DEAL, HIT, NO_INSURE, STAND, bet
from game.tables.games import game_for
from scenes.app.context import SeedSource
from scenes.tables.dealer.classic_setup import GUEST_CENTS
from scenes.tables.dealer.save import DealerSaver
from scenes.tables.indian.config import IndianConfig, Opponent
from scenes.tables.journal import TableJournal
from scenes.tables.played import Played
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind, seat_rows

SOAK_SEED = 1
ONE_DECK_SEED = 77
HIT_BELOW = 19             # one-deck Classic: everybody hits below this
PASS_AND_PLAY = IndianConfig(names=("Ann", "Ben"), opponent=Opponent.HUMAN)


@pytest.fixture(scope="module")
def soaked():
    """A save played at the four tables through the scenes: (folder, endings,
    Indian matches given up for a new one).  In memory when the system allows
    (``soak.scratch_folder``): each commit waits for the disk, else."""
    folder = soak.scratch_folder()
    try:
        yield _soak(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _soak(folder):
    rng = random.Random(SOAK_SEED)
    app = soak.open_soak_app(folder, SOAK_SEED)
    two_people = [SeatConfig("Ann"), SeatConfig("AI", SeatKind.AI, "easy"), SeatConfig("Ben"),
                  *[EMPTY_SEAT] * 4]
    three_seats = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI, "easy"),
                   SeatConfig("Bo", SeatKind.AI, "easy")]
    try:
        played = [play_midnight(app, rng), play_midnight(app, rng),
                  play_classic(app, rng, seats=two_people), play_classic(app, rng),
                  play_showdown(app, rng, ShowdownPlan.WATCH, three_seats),
                  play_showdown(app, rng, ShowdownPlan.SKIP, three_seats),
                  play_indian(app, rng, IndianPlan.RESIGN),
                  play_indian(app, rng, IndianPlan.PLAY, PASS_AND_PLAY),
                  play_indian(app, rng, IndianPlan.NEW_MATCH)]
    finally:
        app.context.manager.clear()
        app.close()
    return folder, [p.ending for p in played], played[8].new_matches


@pytest.fixture
def save(soaked):
    db = Database.open_checked(soaked[0] / DB_NAME)
    yield db
    db.close()


@pytest.fixture
def edited(soaked):
    """A copy of the soaked save, to plant edits in."""
    copy = soak.scratch_folder() / "edited"
    copy_save(soaked[0], copy)
    db = Database.open_checked(copy / DB_NAME)
    try:
        yield db
    finally:
        db.close()
        shutil.rmtree(copy.parent, ignore_errors=True)


def plant(db: Database, round_id: int, **changes) -> None:
    """Change a round's row and recompute its checksum, as an editor of the save would."""
    with db.write() as cur:
        row = get_row(cur, "rounds", "id = ?", (round_id,))
        row.update(changes)
        put_row(cur, "rounds", row)


def first_round(db: Database, table: str, outcome: str | None = None) -> int:
    sql = ("SELECT r.id FROM rounds r JOIN sittings s ON s.id = r.sitting_id "
           "WHERE s.tbl = ? AND r.outcome IS NOT NULL")
    args: list = [table]
    if outcome is not None:
        sql, args = sql + " AND r.outcome = ?", args + [outcome]
    return db.read().execute(sql + " ORDER BY r.id LIMIT 1", args).fetchone()[0]


def test_the_slice_plays_what_the_soak_promises(soaked):
    endings = soaked[1]
    assert soaked[2] == 1              # an Indian match given up for a new one
    assert endings[4] is Ending.WATCHED and endings[5] is Ending.SKIPPED
    assert endings[6] is Ending.RESIGNED


def test_every_finished_round_of_honest_play_verifies(save):
    verified = soak.verify_save(save)
    assert verified.mismatches == []
    assert verified.all_verified and verified.false_mismatches == 0
    assert verified.compared == verified.finished > 100
    assert verified.by_outcome["watched"] > 0
    assert {"win", "loss"} <= set(verified.by_outcome)


def test_the_slice_holds_every_kind_of_sitting(save):
    tables = {t for (t,) in save.read().execute("SELECT tbl FROM sittings")}
    assert tables == {"midnight", "classic", "showdown", "indian"}
    open_ones = save.read().execute(
        "SELECT COUNT(*) FROM sittings WHERE ended_ms IS NULL").fetchone()[0]
    assert open_ones == 0                  # every seed revealed: every round can be checked
    seats = [json.loads(v)["seats"] for (v,) in save.read().execute(
        "SELECT value FROM meta WHERE key LIKE 'scene.%' AND value LIKE '%seats%'")]
    assert any(sum(s["kind"] == "human" for s in rows) == 2 for rows in seats)
    opponents = {o for (o,) in save.read().execute(
        "SELECT opponent FROM sittings WHERE tbl = 'indian'")}
    assert opponents == {"ai", "human"}               # against the AI, and pass-and-play
    resigned = save.read().execute(
        "SELECT COUNT(*) FROM sittings WHERE tbl = 'indian' AND match_summary LIKE "
        "'%resigned'").fetchone()[0]
    assert resigned == 1


def test_a_watched_round_verifies_as_watched(save):
    report = check_round(save, first_round(save, "showdown", "watched"))
    assert report.verdict is Verdict.VERIFIED, report.last_line


def test_a_watched_round_saved_as_a_push_is_a_mismatch(edited):
    rid = first_round(edited, "showdown", "watched")
    plant(edited, rid, outcome="push")
    report = check_round(edited, rid)
    assert report.verdict is Verdict.MISMATCH
    assert report.difference == (f"round {rid}, the outcome: “push” in the save, “watched” "
                                 "when re-dealt from the seed")


@pytest.mark.parametrize("table", ["midnight", "classic", "indian"])
def test_a_flipped_outcome_is_a_mismatch_at_every_table(edited, table):
    rid = first_round(edited, table)
    saved = edited.read().execute("SELECT outcome FROM rounds WHERE id = ?", (rid,)).fetchone()[0]
    plant(edited, rid, outcome="loss" if saved != "loss" else "win")
    assert check_round(edited, rid).verdict is Verdict.MISMATCH


def test_the_soak_counts_a_planted_outcome_as_a_mismatch(edited):
    rid = first_round(edited, "showdown", "watched")
    plant(edited, rid, outcome="loss")
    verified = soak.verify_save(edited)
    assert verified.false_mismatches >= 1 and not verified.all_verified
    assert any(f"round {rid}, the outcome" in m for m in verified.mismatches)


def test_the_soaks_ledger_check_names_a_bankroll_raised_in_the_save(edited):
    assert soak.verify_save(edited).ledger_problems == []
    with edited.write() as cur:
        profile = get_row(cur, "profile", "id = 1")
        profile["bankroll_cents"] += 100_000_00
        put_row(cur, "profile", profile)
    verified = soak.verify_save(edited)
    assert not verified.all_verified
    assert any(p.startswith("ledger: bankroll") for p in verified.ledger_problems)


def test_the_outcome_rule_is_the_net_at_a_bankroll_table_else_the_players_result():
    assert outcome_of(RoundResult(watched=True), None) is Outcome.WATCHED
    assert outcome_of(RoundResult(won=None), None) is Outcome.PUSH
    assert outcome_of(RoundResult(won=True), None) is Outcome.WIN
    assert outcome_of(RoundResult(won=False), None) is Outcome.LOSS
    assert outcome_of(RoundResult(won=True), -100) is Outcome.LOSS
    assert outcome_of(RoundResult(), 0) is Outcome.PUSH


def test_the_engine_path_writes_a_save_whose_every_round_verifies():
    folder = soak.scratch_folder()
    try:
        written = write_save(folder / "big", rounds=300, seed=2)
        db = Database.open_checked(written.path)
        try:
            verified = soak.verify_save(db)
        finally:
            db.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    assert written.rounds >= 300 and set(written.sittings) == {
        "midnight", "classic", "showdown", "indian"}
    assert verified.all_verified and verified.finished == written.rounds
    assert verified.by_outcome["watched"] > 0


def test_the_engine_path_refuses_a_folder_that_holds_a_save(soaked):
    assert soak.main(["--engine-only", "--rounds", "10", "--db", str(soaked[0])]) == 2


def test_the_soak_says_how_to_call_it(capsys):
    with pytest.raises(SystemExit) as done:
        soak.main(["--help"])
    assert done.value.code == 0
    assert "--engine-only" in capsys.readouterr().out


def test_a_round_left_unfinished_by_a_given_up_match_is_refused_with_words(save):
    [(rid,)] = save.read().execute(
        "SELECT r.id FROM rounds r JOIN sittings s ON s.id = r.sitting_id "
        "WHERE r.outcome IS NULL AND s.ended_ms IS NOT NULL").fetchall()
    with pytest.raises(BadRequest, match=f"round {rid} was never finished"):
        check_round(save, rid)


def test_a_one_deck_shoe_run_empty_in_mid_round_verifies():
    """Seven seats at a one-deck Classic shoe run it empty in mid-round: the
    discards are shuffled back in (same generator), and the shoe check follows."""
    folder = soak.scratch_folder()
    profile = open_new_save(folder)
    try:
        refills = _play_one_deck_classic(profile, folder)
        verified = soak.verify_save(profile.db)
    finally:
        profile.db.close()
        shutil.rmtree(folder, ignore_errors=True)
    assert refills >= 1
    assert verified.mismatches == [] and verified.all_verified and verified.finished >= 2


def _play_one_deck_classic(profile, folder) -> int:
    """Everybody bets 5 and hits below 19, round after round (a round takes about
    half the deck); the refills seen."""
    seats = [SeatConfig("You")] + [SeatConfig(f"AI {i}", SeatKind.AI) for i in range(1, 7)]
    cents = [profile.bankroll_cents] + [GUEST_CENTS] * 6
    host = Host(profile, folder, SeedSource(ONE_DECK_SEED))
    journal = TableJournal.sit_down(host, "classic", {"decks": 1}, {"cents": cents},
                                    seed=ONE_DECK_SEED, scene={"seats": seat_rows(seats)})
    game = game_for("classic", {"decks": 1})
    engine = game.new_state(journal.seed, {"cents": cents})
    engine.events()
    saver = DealerSaver(DealerSeat(engine, journal, 0))
    refills = 0

    def apply(action) -> None:
        nonlocal refills
        seed, shuffles = engine.shoe.shoe_seed, engine.shoe.shuffle_count
        engine.apply(action)
        engine.events()
        saver.record(Played(engine, game.format(engine, action), action))
        refills += engine.shoe.shoe_seed == seed and engine.shoe.shuffle_count > shuffles

    for _ in range(12):
        for p in range(len(cents)):
            apply(bet(p, 5))
        apply(DEAL)
        while not engine.round_finished:
            legal = engine.legal_actions()
            hand = engine.hands[engine.active] if engine.active is not None else None
            if HIT in legal and hand is not None and total(hand.cards) < HIT_BELOW:
                apply(HIT)
            else:
                apply(STAND if STAND in legal else NO_INSURE if NO_INSURE in legal else legal[0])
        if refills:
            break
    journal.leave()
    host.check()
    return refills
