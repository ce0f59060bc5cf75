"""The yardstick for frame times: a bare pygame-ce loop, nothing of the game.

    python bench/yardstick.py [--frames 600] [--repeat 3]

Each frame blits a full-screen background on a 1280×720 surface and
20 card-sized sprites with per-pixel alpha that drift across the screen: about
the least a table scene could draw.  Timed exactly as ``bench/frames.py``
times a scene (process CPU time per frame, each frame's lowest over
``repeat`` identical runs, p99), so a scene's figure divided by this one says
how much the game adds over pygame itself on the same machine at the same
moment; ``bench/frames.py`` measures both in one run.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.drivers import headless

SIZE = (1280, 720)
SPRITES = 20
SPRITE_SIZE = (90, 126)          # a card (scenes/widgets/card_art.py)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _run_once(frames: int, warmup: int) -> list[float]:
    headless()
    import pygame
    pygame.init()
    try:
        pygame.display.set_mode(SIZE)
        screen = pygame.Surface(SIZE).convert()
        background = pygame.Surface(SIZE).convert()
        for y in range(0, SIZE[1], 8):           # a gradient, not one flat colour
            background.fill((20, 60 + y // 8 % 60, 40), pygame.Rect(0, y, SIZE[0], 8))
        sprite = pygame.Surface(SPRITE_SIZE, pygame.SRCALPHA)
        pygame.draw.rect(sprite, (250, 248, 240), sprite.get_rect(), border_radius=8)
        pygame.draw.rect(sprite, (30, 30, 30), sprite.get_rect(), 2, border_radius=8)
        sprite = sprite.convert_alpha()
        width = SIZE[0] - SPRITE_SIZE[0]
        times = []
        for f in range(warmup + frames):
            c0 = time.process_time_ns()
            pygame.event.pump()
            screen.blit(background, (0, 0))
            for i in range(SPRITES):
                x = (i * 61 + f * 3) % width
                y = 40 + (i % 4) * 160 + (f + i * 7) % 20
                screen.blit(sprite, (x, y))
            if f >= warmup:
                times.append((time.process_time_ns() - c0) / 1e6)
        return times
    finally:
        pygame.quit()


def measure(frames: int = 600, warmup: int = 60, repeat: int = 3) -> dict:
    """p50 / p99 / max of the bare loop: each frame's lowest CPU ms over ``repeat`` runs."""
    runs = [_run_once(frames, warmup) for _ in range(max(1, repeat))]
    cpu = [min(run[i] for run in runs) for i in range(frames)]
    return {"scene": "yardstick", "frames": frames, "repeat": len(runs),
            "p50": percentile(cpu, 0.5), "p99": percentile(cpu, 0.99), "max": max(cpu),
            "raw_p99": percentile(runs[0], 0.99)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/yardstick.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--warmup", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    row = measure(args.frames, args.warmup, args.repeat)
    print(f"bare pygame-ce loop, background + {SPRITES} sprites, 1280x720 headless: "
          f"p50 {row['p50']:.2f}, p99 {row['p99']:.2f}, max {row['max']:.2f} ms CPU "
          f"(lowest of {row['repeat']})")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
