"""Monkey test of every scene: random input from a seeded rng, headless.

    python bench/monkey.py                      # 50 seeds x 20,000 events per scene
    python bench/monkey.py --seeds 5 --events 2000 --scenes midnight,indian

For each registered scene (whatever ``SceneRegistry.names()`` lists, so new
table scenes join by themselves) and each seed, a strict ``App`` (exceptions
propagate) opens the scene and receives random events through
``App.dispatch``: clicks (uniform, and on the buttons it can see), mouse
motion and wheel, key presses (Esc, Enter, F11, Space, Tab, arrows, letters,
digits), text input, window resizes (a real ``set_mode`` plus the
VIDEORESIZE / WINDOWRESIZED / WINDOWSIZECHANGED the OS would send), focus
changes (WINDOWFOCUSLOST/GAINED, ACTIVEEVENT, minimise/restore, enter/leave).
Between events: ``step(dt)`` with a random dt, ``render()``, sometimes
``present()``.  After every frame each engine table found on the scene stack
(any scene attribute that is a DealerTable, ShowdownTable or IndianTable) must
conserve its money exactly.  When the monkey wanders off (Esc -> lobby,
another table, Quit), the scene under test is opened again.

The CI test ``tests/test_monkey_scenes.py`` runs the same driver, short.
Prints one line per scene and every failure; exit 1 on any failure.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.tables.dealer.table import DealerTable  # noqa: E402
from game.tables.indian.table import IndianTable  # noqa: E402
from game.tables.showdown.table import ShowdownTable  # noqa: E402
from scenes.tables.registry import find_view  # noqa: E402

ENGINES = (DealerTable, ShowdownTable, IndianTable)
KEYS = ([pygame.K_ESCAPE] * 2 + [pygame.K_RETURN] * 4 + [pygame.K_KP_ENTER, pygame.K_F11,
        pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_F1, pygame.K_q]
        + [ord(c) for c in "hsdpincrbqlmtagyx"] * 2 + [ord(c) for c in "0123456789"])
AWAY = 40        # frames the scene under test may be off the stack before it is reopened
MODS = [0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT]
SIZES = [(1280, 720), (640, 360), (1920, 1080), (800, 800), (300, 900), (1600, 720),
         (1, 1), (2560, 1440), (1024, 768), (100, 50)]
FOCUS = ["WINDOWFOCUSLOST", "WINDOWFOCUSGAINED", "WINDOWMINIMIZED", "WINDOWRESTORED",
         "WINDOWENTER", "WINDOWLEAVE", "WINDOWSHOWN", "WINDOWHIDDEN", "WINDOWEXPOSED",
         "WINDOWMAXIMIZED"]
# (kind, weight)
KINDS = [("click", 30), ("button", 25), ("motion", 10), ("wheel", 3), ("key", 22),
         ("text", 2), ("resize", 3), ("focus", 4), ("idle", 6)]


@dataclass
class Result:
    scene: str
    seed: int
    events: int = 0
    frames: int = 0
    engine_checks: int = 0
    engines_seen: int = 0
    reopened: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    failure: str | None = None


def _scene_module(name: str) -> str | None:
    view = find_view(name)
    return view.scene_module if view else None


def engines_on_stack(app) -> list:
    found = []
    for scene in app.context.manager.stack:
        for value in vars(scene).values():
            if isinstance(value, ENGINES):
                found.append(value)
    return found


def money_problem(engine) -> str | None:
    """None when the engine's money is exactly where it must be."""
    if isinstance(engine, DealerTable):
        amounts = [*engine.chips, *engine.spots, *(h.bet for h in engine.hands)]
        if engine.money_total() != engine.start_total:
            return f"dealer money {engine.money_total()} != {engine.start_total}"
    elif isinstance(engine, ShowdownTable):
        amounts = [*engine.tokens, engine.pot]
        if engine.total_tokens() != sum(engine.start_tokens):
            return f"showdown tokens {engine.total_tokens()} != {sum(engine.start_tokens)}"
    else:
        amounts = [*engine.chips, *engine.bets]
        expected = engine.start_total + engine.bonus_paid
        if engine.total_chips() != expected:
            return f"indian chips {engine.total_chips()} != {expected}"
    bad = [a for a in amounts if type(a) is not int or a < 0]
    return f"inexact or negative amounts {bad}" if bad else None


def _buttons(app) -> list[pygame.Rect]:
    """Rects of the buttons the top scenes hold (attributes, lists, dicts)."""
    from scenes.widgets.button import Button
    rects = []
    for scene in app.context.manager.stack[-2:]:
        for value in vars(scene).values():
            items = value.values() if isinstance(value, dict) else (
                value if isinstance(value, (list, tuple)) else [value])
            for item in items:
                if isinstance(item, Button) and item.visible:
                    rects.append(item.rect)
                inner = getattr(item, "buttons", None)
                if isinstance(inner, (list, tuple)):
                    rects += [b.rect for b in inner if isinstance(b, Button)]
    return rects


def _to_window(app, pos) -> tuple[int, int]:
    from scenes.widgets.theme import LOGICAL_SIZE
    vp = app.viewport
    return (vp.x + int(pos[0] * vp.w / LOGICAL_SIZE[0]),
            vp.y + int(pos[1] * vp.h / LOGICAL_SIZE[1]))


def _events(app, rng: random.Random, kind: str) -> list[pygame.event.Event]:
    E = pygame.event.Event
    w, h = app.window.get_size()
    if kind in ("click", "button"):
        rects = _buttons(app) if kind == "button" else []
        if rects:
            r = rng.choice(rects)
            pos = _to_window(app, (rng.randint(r.left, max(r.left, r.right - 1)),
                                   rng.randint(r.top, max(r.top, r.bottom - 1))))
        else:
            pos = (rng.randint(-5, w + 5), rng.randint(-5, h + 5))
        button = rng.choice([1, 1, 1, 1, 3, 2])
        out = [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        out.append(E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        if rng.random() < 0.9:
            if rng.random() < 0.2:  # drag off before letting go
                pos = (rng.randint(0, w), rng.randint(0, h))
            out.append(E(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        return out
    if kind == "motion":
        pos = (rng.randint(0, w), rng.randint(0, h))
        return [E(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-50, 50), rng.randint(-50, 50)),
                  buttons=(rng.random() < 0.2, 0, 0))]
    if kind == "wheel":
        dy = rng.choice([-3, -1, 1, 3])
        pos = (rng.randint(0, w), rng.randint(0, h))
        return [E(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                  precise_y=float(dy), touch=False),
                E(pygame.MOUSEBUTTONDOWN, pos=pos, button=4 if dy > 0 else 5)]
    if kind == "key":
        key = rng.choice(KEYS)
        mod = rng.choice(MODS)
        uni = chr(key) if 32 <= key < 127 else ("\r" if key == pygame.K_RETURN else "")
        out = [E(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)]
        if rng.random() < 0.8:
            out.append(E(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0))
        return out
    if kind == "text":
        return [E(pygame.TEXTINPUT, text=rng.choice(["a", "7", " ", "é", "€", "🂡", "\x00"]))]
    if kind == "resize":
        size = rng.choice(SIZES)
        if not app.fullscreen:
            pygame.display.set_mode(size, pygame.RESIZABLE)   # what the OS does
        w, h = app.window.get_size()
        return [E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
                E(pygame.WINDOWRESIZED, x=w, y=h), E(pygame.WINDOWSIZECHANGED, x=w, y=h)]
    if kind == "focus":
        if rng.random() < 0.4:
            return [E(pygame.ACTIVEEVENT, gain=rng.randint(0, 1), state=rng.choice([1, 2, 4, 6]))]
        return [E(getattr(pygame, rng.choice(FOCUS)))]
    return []


def _on_stack(app, scene: str) -> bool:
    return any(s.name == scene or type(s).__module__ == _scene_module(scene)
               for s in app.context.manager.stack)


def _ensure_open(app, scene: str, result: Result) -> None:
    """Reopen the scene under test when the monkey has left it."""
    manager = app.context.manager
    if not manager.stack or not _on_stack(app, scene):
        result.reopened += 1
        app.error = None
        app.running = True
        manager.clear()
        app.open_path(scene)


def run_monkey(scene: str, seed: int, events: int, data_dir: Path,
               reraise: bool = True, wander: int = 400) -> Result:
    """Send ``events`` random events to ``scene``; a failure is raised
    (``reraise``) or recorded in the result with its traceback."""
    from scenes.app.loop import App

    result = Result(scene, seed)
    rng = random.Random(f"monkey:{scene}:{seed}")
    names, weights = zip(*KINDS)
    app = App(strict=True, data_dir=data_dir, seed=seed)
    seen: set[int] = set()
    step = "opening"
    try:
        app.open_path(scene)
        since_open = 0
        while result.events < events:
            kind = rng.choices(names, weights)[0]
            step = kind
            for ev in _events(app, rng, kind):
                step = f"{kind}: {pygame.event.event_name(ev.type)} {ev.dict}"
                app.dispatch(ev)
                result.events += 1
            result.counts[kind] = result.counts.get(kind, 0) + 1
            step = f"after {kind}: step/render"
            app.step(rng.choice([0.0, 1 / 60, 1 / 60, 1 / 30, 0.1, rng.random() * 0.1]))
            app.render()
            if rng.random() < 0.05:
                app.present()
            result.frames += 1
            for engine in engines_on_stack(app):
                seen.add(id(engine))
                problem = money_problem(engine)
                result.engine_checks += 1
                if problem:
                    raise AssertionError(f"{scene} seed {seed} event {result.events}: {problem}")
            since_open += 1
            # Left for the lobby's other screens: back to the scene under test soon.
            away = since_open >= AWAY and not _on_stack(app, scene)
            if since_open >= wander or away or not app.context.manager.stack:
                since_open = 0
                _ensure_open(app, scene, result)
    except Exception as exc:
        if reraise:
            raise
        result.failure = (f"{type(exc).__name__}: {exc} (at {step[:200]})\n"
                          + traceback.format_exc())
    finally:
        result.engines_seen = len(seen)
        try:
            app.close()
        except Exception:  # closing must not hide the failure
            pass
    return result


def scene_names() -> list[str]:
    from scenes.app.registry import SceneRegistry
    return SceneRegistry().names()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=50)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--events", type=int, default=20_000)
    ap.add_argument("--scenes", default="", help="comma-separated; default: all registered")
    args = ap.parse_args(argv)
    names = [n for n in args.scenes.split(",") if n] or scene_names()
    failures: list[Result] = []
    totals = {"events": 0, "frames": 0, "checks": 0, "engines": 0}
    start = time.time()
    with tempfile.TemporaryDirectory(prefix="club21-monkey-") as tmp:
        os.environ.setdefault("CLUB21_DATA_DIR", tmp)
        for name in names:
            t0 = time.time()
            per = {"events": 0, "frames": 0, "checks": 0, "engines": 0, "reopened": 0}
            bad = 0
            for seed in range(args.first_seed, args.first_seed + args.seeds):
                data_dir = Path(tmp) / f"{name}-{seed}"
                data_dir.mkdir()
                r = run_monkey(name, seed, args.events, data_dir, reraise=False)
                per["events"] += r.events
                per["frames"] += r.frames
                per["checks"] += r.engine_checks
                per["engines"] += r.engines_seen
                per["reopened"] += r.reopened
                if r.failure:
                    bad += 1
                    failures.append(r)
                    print(f"  FAIL {name} seed {seed}: {r.failure.splitlines()[0]}", flush=True)
            for k in totals:
                totals[k] += per[k]
            print(f"{name:16} seeds {args.seeds:3}  events {per['events']:9,}  frames "
                  f"{per['frames']:8,}  engines {per['engines']:5}  money checks "
                  f"{per['checks']:9,}  reopened {per['reopened']:5}  failures {bad}  "
                  f"({time.time() - t0:.0f} s)", flush=True)
    print(f"total: {len(names)} scenes, {args.seeds} seeds each, {totals['events']:,} events, "
          f"{totals['frames']:,} frames, {totals['engines']:,} engine tables, "
          f"{totals['checks']:,} money checks, {len(failures)} failures "
          f"({time.time() - start:.0f} s)")
    for r in failures:
        print(f"\n--- {r.scene} seed {r.seed} ---\n{r.failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
