"""``python -m bench``: every figure, quick settings, one summary table.
``python -m bench NAME [args]``: one figure's own script with its defaults.

A figure that fails (an exception in a scene, a child process that dies)
is reported as FAILED in the summary and the exit status is 1; the other
figures still run.
"""
from __future__ import annotations

import contextlib
import importlib
import io
import os
import re
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import FIGURES  # noqa: E402

Row = tuple[str, str, str, str]     # (figure, measured, target, verdict)
FAILED = "FAILED"


def _module(name: str):
    """The figure's module (bench/<name>.py)."""
    return importlib.import_module(f"bench.{name}")


def _verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def quick_frames(mod) -> list[Row]:
    rows = mod.run(frames=300, warmup=30, repeat=2)
    print(mod.report(rows))
    out = []
    for r in rows:
        if r["scene"] == "yardstick":
            out.append(("frame, bare pygame-ce loop", f"p99 {r['p99']:.2f} ms", "yardstick",
                        "-"))
            continue
        out.append((f"frame {r['scene']}", f"p50 {r['p50']:.2f} / p99 {r['p99']:.2f} ms "
                    f"(raw p99 {r['raw_p99']:.2f}, {r['ratio']:.1f}x bare)",
                    f"p99 <= {mod.TARGET_P99_MS:g} ms, <= {mod.TARGET_RATIO:g}x bare",
                    _verdict(mod.meets(r))))
    return out


def quick_startup(mod) -> list[Row]:
    results = mod.measure(3)
    out = []
    for name, seconds in results.items():
        target = mod.TARGETS_S[name]
        print(f"{name:11s} {seconds:6.3f} s   (target <= {target} s)")
        out.append((f"start-up {name}", f"{seconds:.3f} s", f"<= {target} s",
                    _verdict(seconds <= target)))
    return out


def quick_memory(mod) -> list[Row]:
    rows = mod.run(frames=60 * mod.FPS)          # one simulated minute per table
    print(mod.report(rows))
    out = []
    for r in rows:
        if "failed" in r:
            out.append((f"memory {r['scene']}", f"FAILED ({r['failed']})"[:80], "", FAILED))
            continue
        ok = r["peak"] <= mod.TARGET_PEAK_MB and r["late_growth"] <= mod.GROWTH_LIMIT_MB
        out.append((f"memory {r['scene']}", f"peak {r['peak']:.0f} MB, {r['growth']:+.1f} MB "
                    f"(late {r['late_growth']:+.1f}) over {r['minutes']:.0f} min",
                    f"<= {mod.TARGET_PEAK_MB:g} MB, flat", _verdict(ok)))
    return out


def quick_engine(mod) -> list[Row]:
    rates = mod.measure(hands=5_000, repeat=3)
    print(mod.report(rates))
    spiel = rates.get("OpenSpiel blackjack")
    gym = rates.get("gymnasium Blackjack-v1")
    out = []
    for label, r in rates.items():
        if label in ("OpenSpiel blackjack", "gymnasium Blackjack-v1"):
            continue
        ratio = f" = {r / spiel:.2f}x OpenSpiel" if spiel else ""
        if label.endswith("(engine)"):
            target = f"ratio >= {mod.TARGET_VS_OPENSPIEL}"
            verdict = _verdict(r / spiel >= mod.TARGET_VS_OPENSPIEL) if spiel else "-"
        else:                                        # the fast path: 5x gymnasium
            ratio += f", {r / gym:.1f}x gymnasium" if gym else ""
            target, verdict = "gymnasium ratio >= 5", _verdict(r / gym >= 5) if gym else "-"
        out.append((f"sim {label}", f"{r:,.0f} hands/s{ratio}", target, verdict))
    if gym:
        out.append(("sim gymnasium Blackjack-v1", f"{gym:,.0f} hands/s (hit below 17)", "", ""))
    if spiel:
        out.append(("sim OpenSpiel blackjack", f"{spiel:,.0f} hands/s (random playouts)", "", ""))
    else:
        out.append(("sim OpenSpiel", "not installed (pip install open_spiel)", "", "-"))
    return out


AI_LINE = re.compile(r"^(\S+)\s+n=\s*\d+\s+median\s+([\d.]+) ms\s+p99\s+([\d.]+) ms")


def quick_ai(mod) -> list[Row]:
    buffer = io.StringIO()
    with _argv(["bench/ai.py", "--decisions", "300"]), contextlib.redirect_stdout(buffer):
        mod.main()
    print(buffer.getvalue().rstrip())
    out = []
    for line in buffer.getvalue().splitlines():
        m = AI_LINE.match(line)
        if m:
            name, median, p99 = m.group(1), float(m.group(2)), float(m.group(3))
            limit = 50.0 if name.startswith("advisor") else 20.0
            out.append((f"AI {name}", f"p50 {median:.2f} / p99 {p99:.2f} ms",
                        f"<= {limit:g} ms", _verdict(max(median, p99) <= limit)))
    return out


def quick_bots(mod) -> list[Row]:
    rows = [mod.measure(game, matches=3, repeat_start=2) for game in mod.EXAMPLES]
    print(mod.report(rows))
    return [(f"bot pipe {r['game']}", f"p50 {r['p50_ms']:.2f} / p99 {r['p99_ms']:.2f} ms, "
             f"{r['overhead_cpu_ms']:+.2f} ms CPU/decision", "", "-") for r in rows]


@contextlib.contextmanager
def _argv(argv: list[str]):
    saved = sys.argv
    sys.argv = argv
    try:
        yield
    finally:
        sys.argv = saved


def quick_sounds(mod) -> list[Row]:
    """The assets only: music's frame cost needs the full run (``--frames``)."""
    rows = mod.measure_assets()
    print(mod.report_assets(rows))
    off = [r["name"] for r in rows if not r["ok"]]
    return [("sound assets", f"{len(rows)} files, {sum(r['bytes'] for r in rows)} bytes"
             + (f"; off target: {', '.join(off)}" if off else ""),
             f"effects {mod.EFFECT_LUFS:g} LUFS ±{mod.TOLERANCE:g}, peak <= "
             f"{mod.PEAK_CEILING:g} dBFS", _verdict(not off))]


QUICK = {"frames": quick_frames, "startup": quick_startup, "memory": quick_memory,
         "engine": quick_engine, "ai": quick_ai, "bots": quick_bots, "sounds": quick_sounds}


def run_all() -> int:
    rows: list[Row] = []
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    for name in FIGURES:
        print(f"\n== {name} ==", flush=True)
        start = time.perf_counter()
        try:
            rows.extend(QUICK[name](_module(name)))
        except Exception as exc:  # one figure failing must not hide the rest
            traceback.print_exc(file=sys.stderr)
            rows.append((name, f"FAILED ({type(exc).__name__}: {exc})"[:80], "", FAILED))
        print(f"({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"\n== summary (quick settings; load average at start {load} on "
          f"{os.cpu_count()} CPUs) ==")
    widths = [max(len(r[i]) for r in rows + [("figure", "measured", "target", "")])
              for i in range(4)]
    for r in [("figure", "measured", "target", "")] + rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
    return 1 if any(r[3] == FAILED for r in rows) else 0


def run_one(name: str, argv: list[str]) -> int:
    mod = _module(name)
    with _argv([f"bench/{name}.py", *argv]):
        result = mod.main()
    return result or 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        return run_all()
    if argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        print("figures:", ", ".join(FIGURES))
        return 0
    if argv[0] not in FIGURES:
        print(f"unknown figure {argv[0]!r}; choose from {', '.join(FIGURES)}", file=sys.stderr)
        return 2
    return run_one(argv[0], argv[1:])


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
