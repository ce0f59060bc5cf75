"""Scripted players that keep each scene busy, for the frame and memory benchmarks.

A driver builds one scene inside a headless ``App`` and, called once per
frame (``poke``), does what a player would do the moment the animations let
it: bet, deal, split, press NEXT, dismiss a summary, start a new match.  The
scenes' own AI seats move by themselves from ``update(dt)``.  Nothing here
decides a rule: every action comes from the engine's ``legal_actions`` (or a
scenario word the engine parses) and goes through the scene's ``act``.

A scene that fails to build or to run raises: a benchmark of a broken scene
is a failure, never a quiet "skipped".
"""
from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

SCENES = ("showdown", "midnight", "classic", "indian", "lobby")
SCREENS = ("settings", "stats", "history")     # the frame benchmark's quieter screens
SETTLE_FRAMES = 8     # frames a summary stays up before the driver goes on


def headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def open_app(seed: int = 1):
    """A strict headless App (1280×720) with a scratch data folder and no save."""
    headless()
    from scenes.app.heap import freeze_startup
    from scenes.app.loop import App
    folder = Path(tempfile.mkdtemp(prefix="club21-bench-"))
    app = App(strict=True, data_dir=folder, seed=seed)
    freeze_startup()                 # as App.start does before its first scene
    return app


class Driver:
    """Base: ``scene`` is the table on the stack; ``rounds`` counts finished rounds."""
    name = ""

    def __init__(self, app, seed: int) -> None:
        self.app, self.ctx, self.seed = app, app.context, seed
        self.rng = random.Random(seed)
        self.rounds_before = 0          # rounds of scenes already replaced
        self.scene = None
        self.build()

    def build(self) -> None:
        raise NotImplementedError

    def push(self, scene) -> None:
        manager = self.ctx.manager
        manager.clear()
        self.scene = manager.push(scene)

    def poke(self, frame: int) -> None:
        """Called before each step: act if nothing is moving."""

    def ready(self) -> bool:
        """True once the scene is at its busiest (the frame benchmark starts timing)."""
        return True

    @property
    def rounds(self) -> int:
        return self.rounds_before + self.scene_rounds()

    def scene_rounds(self) -> int:
        return 0

    def rebuild(self) -> None:
        self.rounds_before += self.scene_rounds()
        self.build()


class ShowdownDriver(Driver):
    """Eight AI seats; the summary is dismissed, a won match starts again."""
    name = "showdown"

    def build(self) -> None:
        from scenes.tables.showdown.scene import ShowdownScene
        from scenes.tables.showdown.seats import SeatConfig, SeatKind
        players = [SeatConfig(f"AI {i}", SeatKind.AI, "normal") for i in range(1, 9)]
        self.push(ShowdownScene(self.ctx, players=players, seed=self.seed))
        self.games_before = 0
        self.wait = 0

    def poke(self, frame: int) -> None:
        from game.tables.showdown.view import ShowdownPhase
        s = self.scene
        if s.overlay is None or s.timeline.busy:
            return
        self.wait += 1
        if self.wait < SETTLE_FRAMES:
            return
        self.wait = 0
        if s.engine.phase is ShowdownPhase.OVER:
            self.games_before += s.engine.round_no
            s.play_again()
        else:
            s.next_hand()

    def scene_rounds(self) -> int:
        return self.games_before + self.scene.engine.round_no


class ClassicDriver(Driver):
    """Seven AI seats; NEXT ROUND as soon as the results have been shown."""
    name = "classic"

    def build(self) -> None:
        from scenes.tables.dealer.classic import ClassicScene
        from scenes.tables.seat_config import SeatConfig, SeatKind
        seats = [SeatConfig(f"AI {i}", SeatKind.AI, ("easy", "normal")[i % 2])
                 for i in range(1, 8)]
        self.push(ClassicScene(self.ctx, seats=seats))
        self.wait = 0

    def poke(self, frame: int) -> None:
        from scenes.tables.dealer.classic import NEXT
        s = self.scene
        if s.engine.is_over():
            self.rebuild()
            return
        if not s.between or s.timeline.busy:
            return
        self.wait += 1
        if self.wait >= SETTLE_FRAMES:
            self.wait = 0
            s.press(NEXT)

    def ready(self) -> bool:
        from game.tables.dealer.view import Phase
        return self.scene.engine.phase is not Phase.BETTING   # seven hands dealt

    def scene_rounds(self) -> int:
        return self.scene.engine.rounds


# Midnight: three spots of pairs so every spot splits: spot 1, 2, 3, dealer, 1, 2, 3.
MIDNIGHT_STACK = ("8S", "8H", "8D", "6C", "8C", "8S", "8H")
MIDNIGHT_BETS = ("bet 1 10", "bet 2 10", "bet 3 10", "deal")


class MidnightDriver(Driver):
    """Three spots, stacked pairs: every round splits on all three, chips fly."""
    name = "midnight"

    def build(self) -> None:
        from scenes.tables.dealer.midnight import MidnightScene
        self.ctx.bankroll_cents = 100_000          # a fresh 1,000 chips
        self.push(MidnightScene(self.ctx))
        self.script: list[str] = []

    def poke(self, frame: int) -> None:
        from game.hands import total
        from game.tables.dealer.actions import (
            HIT,
            NO_INSURE,
            SPLIT,
            STAND,
            Kind,
            parse_action,
        )
        from game.tables.dealer.view import Phase
        s = self.scene
        if s.timeline.busy:
            return
        e = s.engine
        if e.phase is Phase.BETTING:
            if not self.script:
                self.script = (["clear"] if any(e.spots) else []) + list(MIDNIGHT_BETS)
            word = self.script.pop(0)
            action = parse_action(word, s.rules)
            if word == "deal":
                e.shoe.stack(MIDNIGHT_STACK)
            if not s.act(action):
                self.rebuild()                   # out of money: a new sitting
            elif action.kind is Kind.BET:
                s.bets.note(action.spot, action.amount)
            return
        legal = e.legal_actions()
        if e.phase is Phase.INSURANCE:
            s.act(NO_INSURE)
        elif SPLIT in legal:
            s.act(SPLIT)
        else:
            hand = e.hands[e.active]
            s.act(HIT if HIT in legal and total(hand.cards) < 17 else STAND)

    def scene_rounds(self) -> int:
        return self.scene.engine.rounds


class IndianDriver(Driver):
    """You (a normal bot plays your seat) against the AI; a won match starts again."""
    name = "indian"

    def build(self) -> None:
        from game.ai.registry import make_bot
        from scenes.tables.indian.config import DEFAULT_CONFIG
        from scenes.tables.indian.scene import IndianScene
        self.push(IndianScene(self.ctx, config=DEFAULT_CONFIG))
        self.me = make_bot("indian", "normal")
        self.wait = 0

    def poke(self, frame: int) -> None:
        from game.tables.indian.view import NEXT, IndianPhase
        s = self.scene
        t = s.engine
        if t.phase is IndianPhase.OVER:
            self.rebuild()
            return
        if s.timeline.busy or self.ctx.manager.top is not s:
            return
        if t.phase is IndianPhase.RESULT:
            self.wait += 1
            if self.wait >= SETTLE_FRAMES:
                self.wait = 0
                s.act(NEXT)
            return
        if s.deal_again_window(0):
            s.keep_card()
            return
        if t.current_player() != 0:
            return                               # the scene's AI is thinking
        mine = [a for a in t.legal_actions() if s.owner(a) == 0]
        if mine:
            choice = self.me.act(t.observation(0), mine, self.rng)
            s.act(choice if choice in mine else mine[0])

    def scene_rounds(self) -> int:
        return self.scene.engine.round_no


class LobbyDriver(Driver):
    """The casino floor: the selection walks round the tables (arrow keys, mouse)."""
    name = "lobby"
    KEYS = ("K_RIGHT", "K_DOWN", "K_LEFT", "K_UP")

    def build(self) -> None:
        self.ctx.manager.clear()
        self.scene = self.ctx.open_scene("lobby")

    def poke(self, frame: int) -> None:
        import pygame
        if frame % 30 == 0:
            key = getattr(pygame, self.KEYS[(frame // 30) % 4])
            self.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                 unicode="", scancode=0))
        elif frame % 10 == 0:
            pos = ((frame * 37) % 1280, (frame * 23) % 720)
            self.app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))

    def scene_rounds(self) -> int:
        return 0


class ScreenDriver(LobbyDriver):
    """A screen opened from the lobby (over it, for Settings), walked with the
    arrow keys and the mouse as the lobby is; a fresh profile, so History and
    Statistics show an empty save."""
    KEYS = ("K_DOWN", "K_DOWN", "K_UP", "K_RIGHT")

    def build(self) -> None:
        self.ctx.manager.clear()
        self.ctx.open_scene("lobby")
        self.scene = self.ctx.open_scene(self.name)


class SettingsDriver(ScreenDriver):
    name = "settings"


class StatsDriver(ScreenDriver):
    name = "stats"


class HistoryDriver(ScreenDriver):
    name = "history"


DRIVERS = {d.name: d for d in (ShowdownDriver, MidnightDriver, ClassicDriver, IndianDriver,
                               LobbyDriver, SettingsDriver, StatsDriver, HistoryDriver)}


def make_driver(name: str, app, seed: int = 1):
    """The scripted player of scene ``name`` (KeyError for an unknown name)."""
    return DRIVERS[name](app, seed)
