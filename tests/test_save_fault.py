"""A save that fails in the middle of a round: the table stops, nothing is lost.

Each table is played twice by the same scripted player: once with a healthy
disk, once with writes failing (as on a full disk) from the middle of a round
until the player clicks Retry.  While they fail the modal is up, every action
is refused and bots stand still; after Retry the save must hold exactly what
the healthy run saved (every word, every round, every chip).
"""
import errno
import random
import sqlite3
from pathlib import Path

import pygame
import pytest
from scene_helpers import instant_app, key_event

from game.storage.seedkey import SeedKey
from game.storage.store import open_storage
from game.tables.dealer.actions import DEAL, bet
from game.tables.dealer.view import Phase
from game.tables.indian.view import NEXT as INDIAN_NEXT
from game.tables.showdown.view import HIT, STAND
from scenes.dialogs import save_fault
from scenes.tables.dealer import classic, midnight
from scenes.tables.indian import scene as indian
from scenes.tables.indian.config import DEFAULT_CONFIG
from scenes.tables.seat_config import EMPTY_SEAT, SeatKind
from scenes.tables.seat_config import SeatConfig as ClassicSeat
from scenes.tables.showdown import scene as showdown
from scenes.tables.showdown.seats import SeatConfig

SEED = 0x5EED_F00D_CAFE_1234_0000_0000_0000_0021
STEPS = 45


class FullDisk:
    """``Database.write_check`` that fails while ``on``, as a full disk does."""

    def __init__(self) -> None:
        self.on = False
        self.failures = 0

    def __call__(self) -> None:
        if self.on:
            self.failures += 1
            raise OSError(errno.ENOSPC, "No space left on device")


class FailingCommit:
    """The same, but the failure comes INSIDE the transaction (after BEGIN and
    some statements), as a real full disk does at COMMIT: nothing may stick."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn, self.on, self.failures = conn, False, 0

    def __call__(self) -> None:
        if not self.on:
            self.conn.set_progress_handler(None, 0)
            return
        self.failures += 1
        steps = iter(range(10**9))
        fired = []

        def interrupt_once() -> bool:     # past BEGIN, inside the first statement
            if fired or next(steps) < 40:
                return False
            fired.append(True)
            return True
        self.conn.set_progress_handler(interrupt_once, 1)


# -- the four tables, each with a scripted player -----------------------------------
def midnight_scene(context):
    return midnight.create_scene(context)


def midnight_move(app, scene, rng) -> None:
    e = scene.engine
    if e.phase is Phase.BETTING:
        scene.act(DEAL if e.spots[0] else bet(0, 10))
    else:
        scene.act(rng.choice(e.legal_actions()))


def classic_scene(context):
    seats = [ClassicSeat("Ada", SeatKind.AI, "random"), ClassicSeat("You")] \
        + [EMPTY_SEAT] * 5
    return classic.create_scene(context, seats=seats)


def classic_move(app, scene, rng) -> None:
    p = scene.turn()
    if scene.between:
        scene.press(classic.NEXT)
    elif p is None or not scene.is_human(p):
        return
    elif scene.engine.phase is Phase.BETTING:
        if not scene.engine.spots[p]:
            scene.bets.add(p)
        scene.press(classic.DONE)
    else:
        scene.act(rng.choice(scene.engine.legal_actions()))


def showdown_scene(context):
    return showdown.create_scene(context, players=[SeatConfig("You"),
                                                   SeatConfig("Bot", SeatKind.AI, "easy")])


def showdown_move(app, scene, rng) -> None:
    if app.context.manager.top is not scene:          # the round's summary
        scene.next_hand()
    elif scene.why_not_human() is None:
        scene.act(rng.choice([HIT, STAND]))


def indian_scene(context):
    return indian.create_scene(context, config=DEFAULT_CONFIG)


def indian_move(app, scene, rng) -> None:
    t = scene.engine
    if t.phase.name == "RESULT":
        scene.act(INDIAN_NEXT)
    elif scene.offer().keep and t.current_player() != 0:
        scene.keep_card()
    elif t.current_player() == 0:
        mine = [a for a in t.legal_actions() if scene.owner(a) == 0]
        if mine:
            scene.act(rng.choice(mine[:6]))


# (scene, seconds per step, the player's move after each step)
TABLES = {
    "midnight": (midnight_scene, 0.1, midnight_move),
    "classic": (classic_scene, 1.0, classic_move),
    "showdown": (showdown_scene, 0.1, showdown_move),
    "indian": (indian_scene, 0.1, indian_move),
}


def engine_of(scene):
    return scene.engine if hasattr(scene, "engine") else scene.table


def saved(profile) -> dict:
    """Everything the save holds about play, without clocks and checksums."""
    cur = profile.db.read()
    # A seed in play is kept masked with each profile's own key: compare the
    # seeds themselves, not their masked forms.
    key = SeedKey(Path(profile.db.path).parent)
    rows = cur.execute("SELECT id, tbl, seed, commitment, staked_cents, "
                       "ended_ms IS NULL, match_won FROM sittings ORDER BY id")
    sittings = [(sid, tbl, key.reveal(seed, commitment), *rest)
                for sid, tbl, seed, commitment, *rest in rows]
    return {
        "sittings": sittings,
        "actions": cur.execute("SELECT sitting_id, seq, word FROM actions "
                               "ORDER BY sitting_id, seq").fetchall(),
        "rounds": cur.execute("SELECT sitting_id, first_seq, last_seq, bankroll_before, "
                              "bankroll_after, net_cents, outcome, summary FROM rounds "
                              "ORDER BY id").fetchall(),
        "bankroll": profile.bankroll_cents,
        "total": profile.total_cents,
    }


def play(folder: Path, table: str, fault_kind: str | None = None) -> dict:
    """Play ``STEPS`` scripted steps; with ``fault_kind`` writes fail from the
    first step after the 4th at which a round is open, until Retry."""
    make, dt, move = TABLES[table]
    app = instant_app(folder, seed=SEED)
    context = app.context
    try:
        profile = context.profile = open_storage(folder).profile
        fault = FullDisk() if fault_kind == "before" else FailingCommit(profile.db.conn)
        profile.db.write_check = fault
        scene = make(context)
        context.manager.push(scene)
        rng = random.Random(4)
        seen = None
        for n in range(STEPS):
            if fault_kind and seen is None and n >= 4 and scene.journal.round_open:
                fault.on = True
            # a bot's move (in the step) or the player's may meet the failing disk;
            # the player moves on only once Retry has written everything
            for part in (lambda: app.step(dt), lambda: move(app, scene, rng)):
                part()
                if fault.on and context.save_fault is not None and seen is None:
                    seen = stopped_table(app, scene, profile, fault)
        assert context.save_fault is None
        return {"saved": saved(profile), "engine": engine_of(scene).snapshot(),
                "fault_seen": seen}
    finally:
        context.manager.clear()
        app.close()


def stopped_table(app, scene, profile, fault) -> dict:
    """The write just failed: the modal is up and nothing moves until Retry."""
    context = app.context
    before_save, before_engine = saved(profile), engine_of(scene).snapshot()
    attempts = 0
    for _ in range(5):
        app.step(1.0)                                  # bots and timers: frozen
        legal = engine_of(scene).legal_actions()
        if legal:
            attempts += 1
            assert scene.act(legal[0]) is False        # scripts are refused too
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1))
    app.dispatch(key_event(pygame.K_r))                # Retry while still failing
    app.render()
    assert context.save_fault is not None and context.save_fault.failures >= 2
    assert engine_of(scene).snapshot() == before_engine
    assert saved(profile) == before_save
    fault.on = False
    fault()                                            # (FailingCommit: handler off)
    app.dispatch(key_event(pygame.K_r))                # the disk is fine again: Retry
    assert context.save_fault is None
    return {"attempts": attempts, "failures": fault.failures}


@pytest.mark.parametrize("table", list(TABLES))
def test_a_write_failing_mid_round_stops_the_table_and_retry_loses_nothing(table, tmp_path):
    healthy = play(tmp_path / "healthy", table)
    faulty = play(tmp_path / "faulty", table, "before")
    assert faulty["fault_seen"] is not None, "the fault never hit a write"
    assert faulty["saved"] == healthy["saved"]
    assert faulty["engine"] == healthy["engine"]
    assert healthy["saved"]["rounds"], "the script played no round"


@pytest.mark.parametrize("table", ["midnight", "showdown"])
def test_a_failure_inside_the_transaction_leaves_nothing_half_written(table, tmp_path):
    healthy = play(tmp_path / "healthy", table)
    faulty = play(tmp_path / "faulty", table, "inside")
    assert faulty["fault_seen"] is not None
    assert faulty["saved"] == healthy["saved"]


def test_quitting_while_writes_fail_keeps_the_last_saved_state(tmp_path, capsys):
    app = instant_app(tmp_path, seed=SEED)
    context = app.context
    profile = context.profile = open_storage(tmp_path).profile
    disk = profile.db.write_check = FullDisk()
    scene = midnight.create_scene(context)
    context.manager.push(scene)
    scene.act(bet(0, 10))
    before = saved(profile)
    disk.on = True
    assert scene.act(DEAL) is True                     # dealt in memory, not saved
    assert context.save_fault is not None and scene.journal.blocked
    line = capsys.readouterr().err
    assert "could not be saved" in line and "disk is full" in line and str(tmp_path) in line
    app.dispatch(key_event(pygame.K_q))                # the modal's Quit
    assert not app.running
    app.close()                                        # the table exits: writes nothing
    assert "Traceback" not in capsys.readouterr().err
    again = open_storage(tmp_path)
    assert saved(again.profile) == before              # the last saved state, exactly
    pending = again.profile.pending()
    assert pending.round_id is None and pending.record["actions"] == ["bet 1 10"]
    again.profile.close()


def test_a_table_whose_sit_down_cannot_be_written_waits_behind_the_modal(tmp_path):
    app = instant_app(tmp_path, seed=SEED)
    context = app.context
    try:
        profile = context.profile = open_storage(tmp_path).profile
        disk = profile.db.write_check = FullDisk()
        disk.on = True
        scene = midnight.create_scene(context)
        context.manager.push(scene)
        assert context.save_fault is not None and scene.journal.sitting is None
        assert scene.act(bet(0, 10)) is False
        seed = scene.journal.seed
        disk.on = False
        assert context.save_fault.retry() is True
        assert scene.journal.sitting.seed == seed      # the same cards as promised
        assert scene.act(bet(0, 10)) is True
        assert profile.pending().record["actions"] == ["bet 1 10"]
    finally:
        context.manager.clear()
        app.close()


def test_the_modal_reads_well_at_1280x720(tmp_path):
    app = instant_app(tmp_path, seed=SEED)
    context = app.context
    try:
        profile = context.profile = open_storage(tmp_path).profile
        profile.db.write_check = FullDisk()
        profile.db.write_check.on = True
        context.manager.push(midnight.create_scene(context))
        screen = save_fault.screen(context)
        surface = app.render()
        assert surface.get_size() == (1280, 720)
        panel = screen.panel.rect
        assert surface.get_rect().contains(panel)
        for button in (screen.retry_button, screen.quit_button):
            assert panel.contains(button.rect)
        assert not screen.retry_button.rect.colliderect(screen.quit_button.rect)
        # the whole text fits above the buttons at this size
        font = context.resources.font(save_fault.FontName.REGULAR, save_fault.TEXT_SIZE)
        lines = sum(len(save_fault.wrap_text(font, p, panel.w - 100))
                    for p, _ in screen.paragraphs())
        paras = len(screen.paragraphs())
        bottom = panel.y + 84 + lines * save_fault.LINE_H + paras * save_fault.PARA_GAP
        assert bottom <= screen.retry_button.rect.y
    finally:
        context.manager.clear()
        app.close()
