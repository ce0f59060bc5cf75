"""The window and the one loop: read input, update(dt), draw, present, tick.

Only this module reads the game's events (``pygame.event.get()``); the
"already running" window of ``single_instance`` has its own tiny loop, before
the game's starts.  Everything is drawn on a fixed
1280×720 logical surface that is scaled into the window with letterboxing;
mouse positions are mapped back to logical coordinates before scenes see them.
In normal play an exception from a scene is logged to the user data folder
and shown in an on-screen panel; ``strict=True`` (tests, smoke, screenshots)
lets it propagate.  The command line lives in ``scenes.app.cli``.

The player's save (``scenes.app.startup``): ``start(path)`` opens the scenes and,
for the lobby, opens the save just after the first frame (``context.profile``
is None until then, the lobby shows the bankroll as loading); a table opened
directly gets the save before it is built.  Tests that want no save simply
call ``open_path``.  ``close()`` exits every scene before closing the save, so
a table's last words still reach it.
"""
from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.version import __version__
from scenes.app import i18n
from scenes.app.context import Context, SeedSource
from scenes.app.gamepad import Gamepad, PadActions
from scenes.app.heap import HeapTrimmer, freeze_startup
from scenes.app.log_file import TolerantLogFile
from scenes.app.manager import SceneManager
from scenes.app.presenter import Presenter, whole_factor
from scenes.app.registry import SceneRegistry
from scenes.app.resources import Resources, asset_path, user_data_dir
from scenes.app.settings_store import SettingsStore
from scenes.app.sharp_text import TextSurface, sharpen
from scenes.app.sound import SoundService, init_mixer
from scenes.app.sound_areas import area_of
from scenes.app.stop_signals import StopSignals, keep_sdl_off_signals
from scenes.app.table_modules import is_table
from scenes.app.window_icon import name_window_class, set_window_icon
from scenes.app.window_place import Place, put_window, window_place
from scenes.dialogs import save_fault
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, LOGICAL_SIZE, RED, FontName, Point

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load after the first frame.
    from game.storage.store import Opened
    from scenes.app.save_opener import SaveOpener

log = logging.getLogger("club21")
T = TypeVar("T")
FPS = 60
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
# What counts as the player acting (a toast shown before it may go once read).
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN)
OVERLAY_SCENES = ("pause", "rules")  # need a table beneath them


def fit_viewport(window_size: tuple[int, int],
                 logical_size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """The largest rect of the logical aspect ratio centred in the window."""
    ww, wh = window_size
    lw, lh = logical_size
    scale = min(ww / lw, wh / lh) if ww > 0 and wh > 0 else 1.0
    w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def window_to_logical(pos: Point, viewport: pygame.Rect,
                      logical_size: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """Map a window pixel to the logical surface (may fall outside it in the bars)."""
    x = (pos[0] - viewport.x) * logical_size[0] / viewport.w
    y = (pos[1] - viewport.y) * logical_size[1] / viewport.h
    return int(x // 1), int(y // 1)


def log_to_file(path: Path) -> logging.Handler | None:
    """Send the root log to ``path`` (rotating); once per path, however many Apps."""
    root = logging.getLogger()
    target = str(path)
    if any(getattr(h, "baseFilename", None) == target for h in root.handlers):
        return None
    handler = TolerantLogFile(target, maxBytes=256_000, backupCount=2, encoding="utf-8",
                              delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    return handler


class ErrorPanel:
    """Shown instead of a traceback window; the scenes wait until it is dismissed."""

    def __init__(self, app: App, exc: BaseException, log_path: Path) -> None:
        res = app.context.resources
        self.app = app
        self.panel = Panel((290, 190, 700, 340), i18n._("Something went wrong"), res)
        self.summary = f"{type(exc).__name__}: {exc}"[:300]
        self.log_path = log_path
        self.buttons = [
            Button(res, (350, 450, 270, 52), i18n._("Continue"), self.dismiss, pygame.K_RETURN),
            Button(res, (660, 450, 270, 52), i18n._("Back to lobby"), self.to_lobby,
                   pygame.K_l),
        ]

    def dismiss(self) -> None:
        self.app.error = None

    def to_lobby(self) -> None:
        self.app.error = None
        self.app.guard(self.app.context.back_to_lobby)

    def handle_event(self, ev: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle_event(ev):
                return

    def draw(self, surface: pygame.Surface) -> None:
        res = self.app.context.resources
        fill_alpha(surface, (0, 0, 0, 170))
        self.panel.draw(surface)
        area = self.panel.content_rect
        font = res.font(FontName.REGULAR, 18)
        lines = [i18n._("The game hit an unexpected problem. Your table may continue, "
                        "or you can return to the lobby."), ""]
        lines += wrap_text(font, self.summary, area.w)[:4]
        lines += ["", i18n._("Details were saved to {path}").format(path=self.log_path)]
        y = area.y + 6
        for line in lines:
            colour = RED if line.startswith(self.summary[:20]) and line else CREAM
            for part in wrap_text(font, line, area.w) if line else [""]:
                surface.blit(font.render(part, True, colour), (area.x, y))
                y += 24
        for button in self.buttons:
            button.draw(surface)


class App:
    def __init__(self, strict: bool = False, data_dir: Path | None = None, seed: int | None = None,
                 window_size: tuple[int, int] = LOGICAL_SIZE, practice: bool = False,
                 stop: StopSignals | None = None) -> None:
        self.strict = strict
        self.running = True
        # SIGTERM / SIGINT / SIGHUP noted by ``stop`` end the loop (scenes.app.stop_signals).
        self.stop = stop or StopSignals()
        self.heap = HeapTrimmer()
        self.error: ErrorPanel | None = None
        name_window_class()
        keep_sdl_off_signals()
        pygame.display.init()
        pygame.font.init()
        self.data_dir = data_dir or user_data_dir()
        self.log_path = self.data_dir / "club21.log"
        # Normal play: errors go to a file, not a console window.
        self._log_handler = None if strict else log_to_file(self.log_path)
        store = SettingsStore(self.data_dir)
        settings, notice = store.load()
        i18n.set_language(i18n.chosen_language(settings.language))
        self._windowed_size = window_size
        self._windowed_place: Place | None = None   # the window's place before fullscreen
        self.fullscreen = False
        pygame.display.set_caption(f"Club 21 {__version__}")
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        self.logical = TextSurface(LOGICAL_SIZE, 0, self.window)
        self.logical.start_frame(None)
        resources = Resources()
        resources.set_text_scale(settings.text_size.value)
        sound = SoundService(asset_path("sounds"), init_mixer(), settings.volume,
                             music_folder=asset_path("music"), music=settings.music_volume,
                             voice=settings.voice_volume,
                             mute_unfocused=settings.mute_unfocused,
                             threaded=not strict)   # strict (tests): every sound heard at once
        self.context = Context(resources=resources, sound=sound, settings=settings,
                               settings_store=store, manager=SceneManager(),
                               registry=SceneRegistry(), data_dir=self.data_dir,
                               controls=self, seed_source=SeedSource(seed), practice=practice,
                               tips_allowed=not strict)
        self.context.apply_key_choices()    # the player's own keys, before any screen
        set_window_icon(resources)
        self.gamepad = Gamepad.start()      # pads plugged in now and later
        if settings.fullscreen:
            self.set_fullscreen(True)
        if notice:
            log.warning(notice)
            self.context.toast.show(notice, 8.0)
        self.presenter = Presenter()     # sharp whole-factor scaling on a large window
        self._profile_due = False    # open the save at the next frame (start(lazy=True))
        self._opener: SaveOpener | None = None    # the save opening on a thread

    # -- the save -----------------------------------------------------------
    def start(self, path: str = "lobby", lazy: bool = True) -> None:
        """Open ``path`` with the player's save: the lobby first, the save right
        after its first frame; a table (or a stack) only once the save is open."""
        freeze_startup()          # before any scene: scenes must stay collectable
        if lazy and path.strip("/") == "lobby":
            self.context.profile_loading = True     # the lobby shows "…", not a guess
            self._profile_due = True
            self.open_path(path)
            return
        self.open_profile(show=False)
        self.open_path(path)
        # A table opened directly continues its own sitting (it sat down just
        # now), so only a save that needs the player's decision is shown.
        opened = self.context.opened
        at_lobby = path.strip("/") == "lobby"
        if at_lobby or (opened is not None and opened.profile is None):
            self._show_profile_state()

    def open_profile(self, show: bool = True) -> Opened | None:
        """Open the save now (``scenes.app.startup.open_profile``); returns the Opened.
        If it is already opening on a thread, wait for that."""
        from scenes.app import startup
        self._profile_due = False
        opener, self._opener = self._opener, None
        return self.guard(startup.open_profile, self.context, show, opener)

    def open_profile_soon(self) -> None:
        """Start opening the save on a thread; ``frame`` takes it when done."""
        from scenes.app.save_opener import SaveOpener
        self._profile_due = False
        self._opener = SaveOpener(self.context.data_dir)

    def watch_save_check(self) -> None:
        """The save's background check: damage it finds is shown like damage at start."""
        profile = self.context.profile
        if profile is not None and profile.checking is not None:
            from scenes.app import startup
            self.guard(startup.watch_check, self.context)

    def _show_profile_state(self) -> None:
        from scenes.app import startup
        self.guard(startup.show_state, self.context)

    def _close_profile(self) -> None:
        opened = self.context.opened
        profile = opened.profile if opened is not None else None
        if profile is not None:
            profile.close()
        self.context.profile = None

    # -- AppControls ------------------------------------------------------
    def quit(self) -> None:
        self.running = False

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        if on:
            self._windowed_size = self.window.get_size()
            self._windowed_place = window_place()
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            put_window(self._windowed_place)     # where it was, not where SDL puts it
        if self.context.settings.fullscreen != on:
            self.context.update_settings(fullscreen=on)
            self.context.save_settings()

    # -- scenes -----------------------------------------------------------
    def open_path(self, path: str) -> None:
        """Open ``"lobby"``, ``"midnight"`` or a stack like ``"classic/pause/rules"``
        (the lobby always lies at the bottom, so "Back to lobby" works)."""
        names = [n for n in path.split("/") if n]
        registry = self.context.registry
        for name in names:
            if not registry.has(name):
                raise KeyError(f"unknown scene {name!r}; known: {', '.join(registry.names())}")
        if not names or names[0] != "lobby":
            names.insert(0, "lobby")
        table = next((n for n in names if is_table(n)), None)
        if any(n in OVERLAY_SCENES for n in names) and table is None:
            table = "midnight"
            names.insert(names.index(next(n for n in names if n in OVERLAY_SCENES)), table)
        for name in names:
            wants_table = name in OVERLAY_SCENES or (name == "house_rules" and table)
            options = {"table": table} if wants_table else {}
            self.context.open_scene(name, **options)

    # -- the frame -------------------------------------------------------
    @property
    def viewport(self) -> pygame.Rect:
        return fit_viewport(self.window.get_size())

    def guard(self, fn: Callable[..., T], *args: Any) -> T | None:
        """Run scene code; in normal play turn an exception into the error panel."""
        if self.strict:
            return fn(*args)
        try:
            return fn(*args)
        except Exception as exc:  # the whole point is to catch all
            log.error("scene error\n%s", traceback.format_exc())
            self.error = ErrorPanel(self, exc, self.log_path)
            return None

    def to_logical_event(self, ev: pygame.event.Event) -> pygame.event.Event:
        if ev.type not in MOUSE_EVENTS or not hasattr(ev, "pos"):
            return ev
        viewport = self.viewport
        data = dict(ev.dict)
        data["pos"] = window_to_logical(ev.pos, viewport)
        if "rel" in data:
            data["rel"] = (round(ev.rel[0] * LOGICAL_SIZE[0] / viewport.w),
                           round(ev.rel[1] * LOGICAL_SIZE[1] / viewport.h))
        return pygame.event.Event(ev.type, data)

    def dispatch(self, ev: pygame.event.Event) -> None:
        """Handle one raw window event (tests post synthetic ones here)."""
        if ev.type == pygame.QUIT:       # the window's close button asks first
            from scenes.dialogs.quit_confirm import ask_to_quit
            if self.error is not None:
                self.quit()
            else:
                self.guard(ask_to_quit, self.context)
            return
        if ev.type in PRESSES:
            self.context.toast.pressed()    # a toast shown so far has had its reader
        from scenes.screens.keys_card import keyed_screen, open_keys_card, screen_keys
        stack = self.context.manager.stack
        screen = keyed_screen(stack)
        main = screen.pad_actions() if isinstance(screen, PadActions) else None
        pressed = self.gamepad.translate(ev, screen_keys(stack), main)
        self.context.pad_in_use = self.gamepad.in_use
        if pressed is None:                  # a pad plugged in or out, an unused button
            return
        ev = pressed
        if ev.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.context.sound.set_focus(ev.type == pygame.WINDOWFOCUSGAINED)
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        ev = self.to_logical_event(ev)
        if self.context.save_fault is not None:     # a failing save: only Retry / Quit
            save_fault.screen(self.context).handle_event(ev)
            return
        if self.error is not None:
            self.error.handle_event(ev)
            return
        if self.guard(open_keys_card, self.context, ev):
            return
        from scenes.screens.message_log_view import open_message_log
        if self.guard(open_message_log, self.context, ev):
            return
        self.guard(self.context.manager.handle_event, ev)
        if not self.context.manager.stack:
            self.quit()

    def step(self, dt: float) -> None:
        self.heap.tick(self.context.manager.departures)
        self.context.toast.update(dt)
        self.context.sound.set_area(area_of(self.context.manager.stack))
        self.context.sound.update(dt)
        if self.error is None and self.context.save_fault is None:   # a failing save stops play
            self.guard(self.context.manager.update, dt)

    def render(self) -> pygame.Surface:
        if self.error is not None or not self.context.manager.covers_screen():
            self.logical.fill((0, 0, 0))
        # A window two or more times larger redraws the texts at its own resolution.
        large = whole_factor(self.viewport.size) >= 2
        self.logical.start_frame(self.context.resources.text_key if large else None)
        self.guard(self.context.manager.draw, self.logical)
        self.context.toast.draw(self.logical, self.context.resources)
        if self.error is not None:
            self.error.draw(self.logical)
        if self.context.save_fault is not None:
            save_fault.screen(self.context).draw(self.logical)
        return self.logical

    def present(self) -> None:
        res = self.context.resources
        self.presenter.present(
            self.logical, self.window, self.viewport,
            lambda scaled, factor: sharpen(scaled, self.logical, factor, res.text_at))
        pygame.display.flip()

    def run(self, max_frames: int | None = None) -> None:
        """The one loop; ``max_frames`` stops it early (start-up benchmark)."""
        clock = pygame.time.Clock()
        frames = 0
        while self.running and (max_frames is None or frames < max_frames):
            if self.stop.received is not None:
                # Closed like the Quit button, without asking: close() saves.
                log.info("stopped by %s: closing the scenes and the save",
                         self.stop.received.name)
                self.running = False
                break
            frames += 1
            dt = min(clock.tick(FPS) / 1000.0, 0.1)  # clamp: a stall must not jump animations
            self.frame(frames, dt)

    def frame(self, number: int, dt: float) -> None:
        """Frame ``number`` (from 1) of the loop, ``dt`` seconds after the last one."""
        if self._profile_due and number > 1:   # the lobby's first frame is on screen
            self.open_profile_soon()
        if self._opener is not None and self._opener.done:
            self.open_profile()
        self.watch_save_check()
        for ev in pygame.event.get():
            self.dispatch(ev)
        self.step(dt)
        self.render()
        self.present()

    def close(self) -> None:
        if self._opener is not None:         # a save still opening is closed like an open one
            self.open_profile(show=False)
        try:
            self.context.manager.clear()     # scenes exit first: they may still write
        finally:
            self._close_profile()
            if self._log_handler is not None:
                logging.getLogger().removeHandler(self._log_handler)
                self._log_handler.close()
            pygame.quit()

