"""A disk that fills up under a player acting as fast as it can: nothing may be played unsaved.

    python bench/disk_full.py [--seconds 10] [--tmpfs]

Injected (default): Midnight in a headless app; a scripted player acts as fast
as it can for ``2 + seconds + 2`` seconds; from second 2, for ``--seconds``,
every write fails as on a full disk (``Database.write_check``).  While the
save fails the player keeps trying (and the modal keeps refusing); once the
disk is fine it presses Retry and plays on.

``--tmpfs`` (root, Linux): the same on a real full disk — the save lives on a
small tmpfs filled to the last byte by a filler file, which is deleted after
``--seconds`` (the player then presses Retry).  It then fills the disk again
and quits on the full disk, to check that quitting prints no traceback and
keeps the last saved state.

Prints: actions attempted, applied, applied while the save was failing (must
be 0), applied but never saved at the end (must be 0).
"""
from __future__ import annotations

import argparse
import contextlib
import errno
import io
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.storage.store import open_storage  # noqa: E402
from game.tables.dealer.actions import DEAL, bet  # noqa: E402
from game.tables.dealer.view import Phase  # noqa: E402

R_KEY = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)


class InjectedFullDisk:
    def __init__(self) -> None:
        self.on = False

    def __call__(self) -> None:
        if self.on:
            raise OSError(errno.ENOSPC, "No space left on device")


class Player:
    """Counts what it tries and what the table accepts."""

    def __init__(self, app, scene) -> None:
        self.app, self.scene = app, scene
        self.rng = random.Random(9)
        self.attempted = self.applied = self.applied_while_failing = 0
        self.refused_while_failing = 0
        self.faults = 0

    def move(self) -> None:
        e = self.scene.engine
        if e.phase is Phase.BETTING:
            action = DEAL if e.spots[0] else bet(0, 1)
        else:
            action = self.rng.choice(e.legal_actions())
        failing = self.app.context.save_fault is not None
        self.attempted += 1
        if self.scene.act(action):
            self.applied += 1
            self.applied_while_failing += failing
        elif failing:
            self.refused_while_failing += 1
        if not failing and self.app.context.save_fault is not None:
            self.faults += 1

    def saved_words(self) -> int:
        return len(self.app.context.profile.journal.actions(self.scene.journal.id))


def make_app(folder: Path):
    from scenes.app.loop import App
    from scenes.app.settings_store import AnimSpeed
    from scenes.tables.dealer import midnight
    app = App(strict=True, data_dir=folder, seed=77)
    app.context.settings = app.context.settings.with_(anim_speed=AnimSpeed.INSTANT)
    app.context.profile = open_storage(folder).profile
    scene = midnight.create_scene(app.context)
    app.context.manager.push(scene)
    return app, scene


def injected(seconds: float) -> int:
    with tempfile.TemporaryDirectory(prefix="club21-full-") as folder:
        app, scene = make_app(Path(folder))
        disk = app.context.profile.db.write_check = InjectedFullDisk()
        player = Player(app, scene)
        start = time.perf_counter()
        with contextlib.redirect_stderr(io.StringIO()):     # one line per failed retry
            while (t := time.perf_counter() - start) < seconds + 4:
                disk.on = 2 <= t < 2 + seconds
                if app.context.save_fault is not None and not disk.on:
                    app.dispatch(R_KEY)                      # the disk is fine: Retry
                player.move()
            if app.context.save_fault is not None:
                app.dispatch(R_KEY)
        saved = player.saved_words()
        report("injected", seconds, player, saved)
        app.context.manager.clear()
        app.close()
        return 0 if player.applied_while_failing == 0 and player.applied == saved else 1


def report(kind: str, seconds: float, player: Player, saved: int) -> None:
    print(f"{kind} full disk for {seconds:g} s: {player.attempted:,} actions attempted, "
          f"{player.applied:,} applied, {player.refused_while_failing:,} refused behind the "
          f"modal, {player.applied_while_failing} applied while the save was failing, "
          f"{player.applied - saved} applied but never saved ({saved:,} saved); "
          f"{player.faults} fault(s) shown")


def fill(folder: Path) -> Path:
    """Fill the disk holding ``folder`` to the last byte."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as handle:
        chunk = b"\0" * 65536
        with contextlib.suppress(OSError):
            while True:
                handle.write(chunk)
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0")
    return filler


def on_tmpfs(seconds: float) -> int:
    mount = Path(tempfile.mkdtemp(prefix="club21-tmpfs-"))
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        mount.rmdir()
        print(f"--tmpfs needs root and tmpfs mounts: {done.stderr.strip()}", file=sys.stderr)
        return 2
    try:
        folder = mount / "data"
        folder.mkdir()
        app, scene = make_app(folder)
        player = Player(app, scene)
        for _ in range(20):
            player.move()
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            filler = fill(mount)
            start = time.perf_counter()
            while time.perf_counter() - start < seconds:
                player.move()
            shown = app.context.save_fault is not None
            filler.unlink()                                 # the player frees space
            app.dispatch(R_KEY)
            for _ in range(200):
                player.move()
        report("real (tmpfs)", seconds, player, player.saved_words())
        print(f"  modal shown on the real full disk: {shown}; stderr lines while full: "
              f"{len(err.getvalue().splitlines())}, e.g. {err.getvalue().splitlines()[:1]}")
        ok = player.applied_while_failing == 0 and player.applied == player.saved_words()
        # Quit on a full disk: no traceback, the last saved state kept.
        filler = fill(mount)
        quit_err = io.StringIO()
        with contextlib.redirect_stderr(quit_err):
            while app.context.save_fault is None:   # (the WAL may still have room)
                player.move()
            for _ in range(50):
                player.move()
            profile = app.context.profile
            saved_money = profile.total_cents        # what the save holds now
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0,
                                            unicode="q", scancode=0))
            app.context.manager.clear()
            app.close()
            profile.close()
        traceback = "Traceback" in quit_err.getvalue() or "Logging error" in quit_err.getvalue()
        filler.unlink()
        opened = open_storage(folder)
        kept = opened.profile.total_cents
        opened.profile.close()
        print(f"  quit on a full disk: traceback printed: {traceback}; the save held "
              f"{saved_money} cents when quitting, {kept} after reopening")
        return 0 if ok and not traceback and kept == saved_money else 1
    finally:
        import gc
        gc.collect()              # sqlite connections left to the collector
        for fd in os.listdir("/proc/self/fd"):
            with contextlib.suppress(OSError):
                target = os.readlink(f"/proc/self/fd/{fd}")
                if target.startswith(str(mount)):
                    print("  still open:", target)
        subprocess.run(["umount", str(mount)], check=False)
        with contextlib.suppress(OSError):
            mount.rmdir()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--tmpfs", action="store_true")
    args = ap.parse_args()
    return on_tmpfs(args.seconds) if args.tmpfs else injected(args.seconds)


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
