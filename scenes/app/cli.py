"""Command line of ``club21`` / ``python -m scenes``.

    club21                                  play, starting at the lobby
    club21 --scene classic                  open a scene directly
    club21 --scene midnight --actions "bet 1 10, deal"   ... and play those words first
    club21 --screenshot x.png --scene midnight [--seed S] [--actions "bet 1 10, deal"]
    club21 --smoke                          open every scene headless, ~3 s of frames each
    club21 --version                        print "club21 X.Y.Z"
    club21 --install-desktop                add the game to this user's desktop menu
    club21 --uninstall-desktop              … and take it out again
    club21 --host showdown [--port N]       host over the network: opens at the waiting room
    club21 --join HOST:PORT --code CODE     join a hosted table (--headless: no window)

``--scene`` takes a stack too: ``midnight/pause/rules``.

Smoke runs and screenshots never touch the player's save: unless
``$CLUB21_DATA_DIR`` names a folder, they use a fresh temporary one.
``--seed S`` plays a practice session: a chosen seed must never deal on the
real bankroll (its chooser knows the cards), so the tables neither read nor
write the save and show PRACTICE.

The arguments are checked in ``scenes.app.arguments`` (a bad one: one line,
exit 2).  While the game plays, SIGTERM, SIGINT and SIGHUP save and quit with
exit status 0 (``scenes.app.stop_signals``).
"""
from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from game.interrupt import said_stopped

if TYPE_CHECKING:
    # Types only: the window loop loads pygame, which --version does without.
    from game.storage.instance_lock import InstanceLock
    from scenes.app.loop import App
    from scenes.app.stop_signals import StopSignals


@runtime_checkable
class TakesActions(Protocol):
    """A scene that plays scenario action words (``--actions``): the tables."""

    def apply_actions(self, words: list[str]) -> None: ...


SMOKE_FRAMES = 180  # ~3 seconds at 60 FPS, fake dt, no sleeping
SCREENSHOT_FRAMES = 90


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@contextlib.contextmanager
def _scratch_data_dir() -> Iterator[Path]:
    """$CLUB21_DATA_DIR if set (CI points it somewhere), else a temporary folder;
    locked like the player's, so a smoke run never writes beside a running game."""
    env = os.environ.get("CLUB21_DATA_DIR")
    if env:
        with _locked(Path(env)):
            yield Path(env)
        return
    with tempfile.TemporaryDirectory(prefix="club21-") as folder:
        with _locked(Path(folder)):
            yield Path(folder)


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[InstanceLock | None]:
    """Hold the one-copy lock on ``folder`` (``scenes.app.single_instance``)."""
    from scenes.app.single_instance import claim
    lock = claim(folder) if folder.is_dir() else None
    try:
        yield lock
    finally:
        if lock is not None:
            lock.release()


def _fake_frames(app: App, frames: int, wiggle: bool = False) -> None:
    import pygame

    for i in range(frames):
        if wiggle and i % 10 == 0:  # sweep the mouse to exercise hover states
            x = (i * 37) % app.window.get_width()
            y = (i * 23) % app.window.get_height()
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                            buttons=(0, 0, 0)))
        app.step(1 / 60)
        app.render()


def run_smoke(frames: int = SMOKE_FRAMES) -> int:
    """Open every registered scene in turn; 0 when all ran, 1 with a message otherwise."""
    _headless()
    from scenes.app.loop import App

    with _scratch_data_dir() as folder:
        return _smoke(App(strict=True, data_dir=folder), frames)


def _smoke(app: App, frames: int) -> int:
    from scenes.app import i18n

    try:
        opened = app.open_profile()             # a NEW save: exercises the storage path too
        if opened is None or opened.profile is None:
            # The problem screen said why (one line on stderr); CI must see it fail.
            print(f"club21 --smoke: the save in {app.data_dir} could not be opened",
                  file=sys.stderr)
            return 1
        for name in app.context.registry.names():
            try:
                app.context.manager.clear()
                app.open_path(name)
                _fake_frames(app, frames, wiggle=True)
            except Exception as exc:  # report which scene broke
                print(f"club21 --smoke: scene {name!r} failed: {type(exc).__name__}: {exc}",
                      file=sys.stderr)
                return 1
        language = i18n.current_language()
        if not i18n.catalogue_found():
            print(f"club21 --smoke: no catalogue for {language.native_name} in "
                  f"{i18n.locale_dir()}", file=sys.stderr)
            return 1
        from scenes.app.format_check import formatting_problems
        problems = formatting_problems()
        for problem in problems:
            print(f"club21 --smoke: number formatting broken: {problem}", file=sys.stderr)
        if problems:
            return 1
        print(f"club21 --smoke: {len(app.context.registry.names())} scenes OK "
              f"({language.native_name})")
        return 0
    finally:
        app.close()


def take_screenshot(path: str, scene: str, seed: int | None, actions: str,
                    frames: int = SCREENSHOT_FRAMES) -> int:
    _headless()
    from scenes.app.loop import App

    with _scratch_data_dir() as folder:
        return _screenshot(App(strict=True, data_dir=folder, seed=seed,
                               practice=seed is not None), path, scene,
                           actions, frames)


def _screenshot(app: App, path: str, scene: str, actions: str, frames: int) -> int:
    import pygame

    try:
        app.start(scene, lazy=False)
        apply_actions(app, scene, actions)
        _fake_frames(app, frames)
        try:
            pygame.image.save(app.render(), path)
        except (pygame.error, OSError) as exc:      # e.g. the disk filled up meanwhile
            print(f"club21: cannot write the screenshot {path}: {exc}", file=sys.stderr)
            return 1
        return 0
    finally:
        app.close()


def apply_actions(app: App, scene: str, actions: str) -> None:
    """Play ``--actions`` at the scene on top (a table)."""
    words = [w.strip() for w in actions.split(",") if w.strip()]
    if not words:
        return
    top = app.context.manager.top
    if isinstance(top, TakesActions):
        top.apply_actions(words)
    else:
        print(f"club21: scene {scene!r} takes no actions; ignored", file=sys.stderr)


def run_cli(argv: list[str] | None = None) -> int:
    from scenes.app.arguments import parse
    args = parse(argv)
    if args.install_desktop or args.uninstall_desktop:
        from scenes.app.desktop_files import run as desktop_files
        return desktop_files(remove=args.uninstall_desktop)
    if args.lang:
        os.environ["CLUB21_LANG"] = args.lang
    from game.storage.instance_lock import AlreadyRunning
    from scenes.app.single_instance import refuse_second_copy
    try:
        if args.house_edge_check:
            from scenes.screens.edge_worker import check_in_child
            return check_in_child(*args.house_edge_check)
        if (args.host or args.join) and args.headless:
            return run_network(args)
        if args.smoke:
            return run_smoke(args.frames or SMOKE_FRAMES)
        if args.screenshot:
            return take_screenshot(args.screenshot, args.scene, args.seed, args.actions,
                                   args.frames or SCREENSHOT_FRAMES)
    except AlreadyRunning as exc:
        return refuse_second_copy(exc)
    except KeyError as exc:
        print(f"club21: {exc.args[0]}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return said_stopped("club21")
    except Exception as exc:  # a message, never a traceback
        print(f"club21: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    try:
        return play(args)
    except AlreadyRunning as exc:
        return refuse_second_copy(exc)
    except KeyboardInterrupt:          # before the window's own handlers were in place
        return said_stopped("club21")
    except Exception as exc:  # the data folder, the window: words only
        logging.getLogger("club21").exception("club21 stopped")
        print(f"club21: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


def run_network(args: argparse.Namespace) -> int:
    """``--host`` / ``--join`` with ``--headless`` (game.net.headless)."""
    from game.net import headless
    from game.net.host import CannotListen
    from game.storage.fairness import new_seed
    if args.host:
        try:
            return headless.run_host(args.host,
                                     args.seed if args.seed is not None else new_seed(),
                                     port=args.port, code=args.code, seats=args.seats)
        except CannotListen as exc:
            print(f"club21: {exc}", file=sys.stderr)
            return 2
    return headless.run_guest(args.join, args.code, name=args.name)


def _data_folder() -> Path:
    """The player's data folder; when it cannot even be created, its path all
    the same: the save screen then says it is not writable (Retry / Quit)."""
    from scenes.app.resources import user_data_dir
    try:
        return user_data_dir()
    except OSError:
        from game.storage.store import data_dir
        return data_dir()


def play(args: argparse.Namespace) -> int:
    """The game, with the one-copy lock on the data folder held from before the
    save opens until the window is gone (a second copy exits with status 3)."""
    from scenes.app.stop_signals import StopSignals

    folder = _data_folder()
    # SIGTERM, SIGINT and SIGHUP from here on end the loop at the next frame:
    # the scenes and the save close as on Quit, exit status 0.
    with StopSignals().listening() as stop, _locked(folder):
        return _play(args, folder, stop)


def _play(args: argparse.Namespace, folder: Path, stop: StopSignals) -> int:
    from scenes.app.loop import App

    try:
        # A chosen seed deals a practice session, never on the real bankroll.
        app = App(strict=False, data_dir=folder, seed=args.seed,
                  practice=args.seed is not None, stop=stop)
        app.start(args.scene)
        apply_actions(app, args.scene, args.actions)
        if args.host or args.join:          # the window opens at the waiting room / Join
            from scenes.net.command_line import open_from_command_line
            open_from_command_line(app.context, args)
    except KeyError as exc:
        print(f"club21: {exc.args[0]}", file=sys.stderr)
        return 2
    except Exception as exc:
        logging.getLogger("club21").exception("start-up failed")
        print(f"club21: could not start: {exc}", file=sys.stderr)
        return 1
    try:
        app.run(max_frames=1 if args.first_frame else None)
    finally:
        app.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """Console script ``club21`` and ``python -m scenes`` / ``python -m scenes.app``."""
    return run_cli(argv)
