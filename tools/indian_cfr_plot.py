"""Plot exploitability against CFR+ iterations as an SVG (no plotting library).

    python tools/indian_cfr_plot.py curve.json docs/indian_exploitability.svg

``curve.json`` is what ``tools/indian_cfr.py --curve`` writes: per bucket cap,
[[iteration, chips per round], ...]. Both axes are logarithmic.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

W, H, M = 640, 400, 60
COLOURS = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666"]


def svg(curves: dict[str, list[list[float]]], title: str) -> str:
    pts = [(i, e) for c in curves.values() for i, e in c if e > 0]
    x0, x1 = math.log10(min(p[0] for p in pts)), math.log10(max(p[0] for p in pts))
    y0 = math.floor(math.log10(min(p[1] for p in pts)))
    y1 = math.ceil(math.log10(max(p[1] for p in pts)))
    sx = lambda i: M + (math.log10(i) - x0) / max(1e-9, x1 - x0) * (W - 2 * M)  # noqa: E731
    sy = lambda e: H - M - (math.log10(e) - y0) / max(1e-9, y1 - y0) * (H - 2 * M)  # noqa: E731
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2}" y="24" text-anchor="middle" font-size="15">{title}</text>',
           f'<line x1="{M}" y1="{H - M}" x2="{W - M}" y2="{H - M}" stroke="black"/>',
           f'<line x1="{M}" y1="{M}" x2="{M}" y2="{H - M}" stroke="black"/>',
           f'<text x="{W / 2}" y="{H - 15}" text-anchor="middle">CFR+ iterations (log)</text>',
           f'<text x="15" y="{H / 2}" transform="rotate(-90 15 {H / 2})" '
           f'text-anchor="middle">exploitability, chips per round (log)</text>']
    for d in range(y0, y1 + 1):
        y = sy(10 ** d)
        out.append(f'<line x1="{M}" y1="{y:.1f}" x2="{W - M}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{M - 6}" y="{y + 4:.1f}" text-anchor="end">{10 ** d:g}</text>')
    for i in sorted({p[0] for p in pts}):
        out.append(f'<text x="{sx(i):.1f}" y="{H - M + 16}" text-anchor="middle">{i:g}</text>')
    for k, (cap, c) in enumerate(curves.items()):
        col = COLOURS[k % len(COLOURS)]
        line = " ".join(f"{sx(i):.1f},{sy(e):.1f}" for i, e in c if e > 0)
        out.append(f'<polyline fill="none" stroke="{col}" stroke-width="2" points="{line}"/>')
        out.append(f'<text x="{W - M + 5}" y="{M + 16 * k}" fill="{col}">cap {cap}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("curve", type=Path, help="what tools/indian_cfr.py --curve wrote (JSON)")
    ap.add_argument("svg", type=Path, help="the SVG file to write")
    args = ap.parse_args(argv)
    curves = json.loads(args.curve.read_text())
    args.svg.write_text(svg(curves, "Indian Blackjack: exploitability of the CFR+ strategy"))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))    # game.interrupt
    from game.interrupt import run_main
    sys.exit(run_main(main))
