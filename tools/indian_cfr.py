"""Solve the abstract Indian Blackjack round with CFR+ and ship the strategy.

    python tools/indian_cfr.py --iterations 150 --seed 1  # -> game/ai/indian/strategy.bin, 11 min
    python tools/indian_cfr.py --iterations 8 --out /tmp/s.bin --curve curve.json

The abstraction (stack buckets, the raise ladder, a fresh deck per round) is
described in ``game/ai/indian/abstract.py``. One round is a two-player
zero-sum game with chance at the root (community, both first cards) and at
the hits. Each player's private information is the *opponent's* first card,
so the game is solved like a poker game over that card.

Method: vectorised CFR+ (Tammelin 2014) on the betting tree. Every node holds
numpy arrays over the chance dimensions (community, starter's card, other's
card, starter's hit, other's hit), so one tree walk updates every
information set at once; alternating updates, regret matching+, the average
strategy weighted by the iteration number. CFR+ itself is deterministic: the
seed only perturbs the starting regrets (so two seeds give two equally good
solutions, and one seed gives the same file bit for bit).

Exploitability: a best response to the average strategy, computed exactly in
the abstract game, for each seat; reported as the mean of the two best
responses' gains in chips per round (seats alternate in a match).

Output: a small binary file read by ``game.ai.indian.strategy``: the magic
``IBJS1``, a 4-byte big-endian length, a JSON index (per bucket: the ladder;
per decision point: its path, the player to act, the action tokens, the
offset of its table), then the zlib-compressed tables, one stream per bucket (at its "at",
"size" bytes long): per information set, one byte per action, the
probabilities in 255ths summing to exactly 255 (all zero: not shipped, a
spot the player's own strategy never reaches).
"""
from __future__ import annotations

import argparse
import json
import random
import struct
import sys
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.indian.abstract import BUCKETS, OTHER, STARTER, ladder
from game.tables.indian.rules import INDIAN

MAGIC = b"IBJS1"
OUT = Path(__file__).resolve().parents[1] / "game" / "ai" / "indian" / "strategy.bin"
V = np.arange(1, 12, dtype=np.float32)
F = np.float32          # single precision: twice the speed, ample for the regrets
ANTE = 1


# -- chance ---------------------------------------------------------------------

def _shape(axis: int) -> tuple[int, ...]:
    s = [1, 1, 1, 1, 1]
    s[axis] = 11
    return tuple(s)


C_, X0, X1, H0, H1 = (V.reshape(_shape(a)) for a in range(5))


def _left(*cards: np.ndarray, target: np.ndarray) -> np.ndarray:
    """Copies of ``target`` left in the 44-card deck after ``cards`` are out."""
    n = 4.0
    for c in cards:
        n = n - (c == target)
    return np.maximum(n, 0.0)


W3 = (_left(target=C_) / 44 * _left(C_, target=X0) / 43
      * _left(C_, X0, target=X1) / 42).astype(F)
P_H0 = (_left(C_, X0, X1, target=H0) / 41).astype(F)                # (11,11,11,11,1)
P_H1_ALONE = (_left(C_, X0, X1, target=H1) / 41).astype(F)          # (11,11,11,1,11)
P_H1_AFTER = (_left(C_, X0, X1, H0, target=H1) / 40).astype(F)      # (11,11,11,11,11)


def _totals(hit0: bool, hit1: bool):
    t0 = C_ + X0 + (H0 if hit0 else 0)
    t1 = C_ + X1 + (H1 if hit1 else 0)
    bj = lambda x: ((x == 10) & (C_ == 11)) | ((x == 11) & (C_ == 10))  # noqa: E731
    bj0 = bj(X0) & (not hit0)
    bj1 = bj(X1) & (not hit1)
    return t0, t1, bj0, bj1


def _showdown(hit0: bool, hit1: bool):
    """(sign, extra) for the starter at the reveal: chips = stake * sign + extra."""
    t0, t1, bj0, bj1 = _totals(hit0, hit1)
    t0, t1 = np.broadcast_arrays(t0, t1)
    b0, b1 = t0 > 21, t1 > 21
    r0, r1 = np.where(b0, -1, t0), np.where(b1, -1, t1)
    sign = np.sign(r0 - r1)
    bonus, bust = INDIAN.blackjack_bonus, INDIAN.bust_penalty
    extra = np.where(sign > 0, bust * b1 + bonus * bj0, 0.0) \
        + np.where(sign < 0, -bust * b0 - bonus * bj1, 0.0)
    return sign.astype(F), extra.astype(F)


def _own21(player: int, hit0: bool, hit1: bool) -> np.ndarray:
    t0, t1, _, _ = _totals(hit0, hit1)
    return ((t0 if player == STARTER else t1) == 21).astype(F)


# -- the tree -------------------------------------------------------------------

@dataclass
class Node:
    kind: str                           # "dec", "chance", "fold", "show"
    path: str = ""
    player: int = 0
    tokens: list[str] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    hits: tuple[bool, bool] = (False, False)
    stake: tuple[int, int] = (ANTE, ANTE)   # each player's total in the pot
    folder: int = 0
    hitter: int = 0                      # chance: whose hit card
    R: np.ndarray | None = None          # regrets+ (actions, *info)
    S: np.ndarray | None = None          # average-strategy weights

    def info_shape(self) -> tuple[int, ...]:
        h = (11 if self.hits[0] else 1, 11 if self.hits[1] else 1)
        return (11, 1, 11, *h) if self.player == STARTER else (11, 11, 1, *h)


def build(cap: int) -> Node:
    rungs = ladder(cap)

    def betting(path, actor, stake, rnd, hits, opened, first_in_round):
        """A betting decision for ``actor``; ``opened``: someone raised or passed."""
        me, opp = stake[actor], stake[1 - actor]
        node = Node("dec", path, actor, hits=hits, stake=stake)
        sep = "" if first_in_round else "."

        def add(tok, child):
            node.tokens.append(tok)
            node.children.append(child)

        add("f", Node("fold", folder=actor, hits=hits, stake=stake))
        if opp > me:
            add("c", after_call(path + sep + "c", (opp, opp), rnd, hits))
        elif rnd == 2:
            if actor == STARTER:
                add("p", betting(path + sep + "p", OTHER, stake, rnd, hits, True, False))
            else:
                add("p", Node("show", hits=hits, stake=stake))
        for i, r in enumerate(rungs):
            if r > opp:
                s = list(stake)
                s[actor] = r
                add(f"r{i}", betting(path + sep + f"r{i}", 1 - actor, tuple(s), rnd, hits,
                                     True, False))
        return node

    def after_call(path, stake, rnd, hits):
        if rnd == 2:
            return Node("show", hits=hits, stake=stake)
        return hit_phase(path + "/", STARTER, stake, (False, False))

    def hit_phase(path, actor, stake, hits):
        node = Node("dec", path, actor, hits=hits, stake=stake, tokens=["h", "s"])
        sep = "" if actor == STARTER else "."
        for tok in ("h", "s"):
            h = list(hits)
            h[actor] = tok == "h"
            h = tuple(h)
            nxt = path + sep + tok
            if actor == STARTER:
                after = hit_phase(nxt, OTHER, stake, h)
            elif stake[0] < cap:
                after = betting(nxt + "/", STARTER, stake, 2, h, False, True)
            else:
                after = Node("show", hits=h, stake=stake)   # all in: round 2 skipped
            node.children.append(Node("chance", hitter=actor, hits=h, children=[after])
                                 if tok == "h" else after)
        return node

    return betting("", STARTER, (ANTE, ANTE), 1, (False, False), False, True)


def decisions(node: Node):
    if node.kind == "dec":
        yield node
    for ch in node.children:
        yield from decisions(ch)


def init(root: Node, seed: int) -> None:
    rng = np.random.default_rng(seed)
    for n in decisions(root):
        shape = (len(n.tokens), *n.info_shape())
        n.R = (rng.random(shape) * 1e-6).astype(F)   # the seed: a tiny tilt of the start
        n.S = np.zeros(shape, dtype=F)


def regret_match(R: np.ndarray) -> np.ndarray:
    pos = np.maximum(R, 0.0)
    z = pos.sum(axis=0, keepdims=True)
    return np.where(z > 0, pos / np.where(z > 0, z, 1.0), 1.0 / R.shape[0])


def average(n: Node) -> np.ndarray:
    z = n.S.sum(axis=0, keepdims=True)
    return np.where(z > 0, n.S / np.where(z > 0, z, 1.0), 1.0 / n.S.shape[0])


def terminal(n: Node) -> np.ndarray:
    """The starter's chips at a leaf, over the chance dimensions."""
    if n.kind == "fold":
        f = n.folder
        lost = n.stake[f] + INDIAN.fold_21_penalty * _own21(f, *n.hits)
        return -lost if f == STARTER else lost
    sign, extra = _SHOW[n.hits]
    return n.stake[0] * sign + extra


_SHOW = {(a, b): _showdown(a, b) for a in (False, True) for b in (False, True)}


def chance_probs(n: Node) -> tuple[np.ndarray, int]:
    if n.hitter == STARTER:
        return P_H0, 3
    return (P_H1_AFTER if n.hits[0] else P_H1_ALONE), 4


def walk(n: Node, q: np.ndarray, p_own, update: int, t: int) -> np.ndarray:
    """One CFR+ pass updating player ``update``; ``q`` = chance x the other
    player's reach, ``p_own`` = the updating player's reach. Returns the
    starter's expected chips below ``n``, over the chance dimensions."""
    if n.kind in ("fold", "show"):
        return terminal(n)
    if n.kind == "chance":
        probs, axis = chance_probs(n)
        u = walk(n.children[0], q * probs, p_own, update, t)
        return (u * probs).sum(axis=axis, keepdims=True)
    sigma = regret_match(n.R)
    if n.player != update:
        us = [walk(ch, q * sigma[a], p_own, update, t) for a, ch in enumerate(n.children)]
        return sum(sigma[a] * us[a] for a in range(len(us)))
    us = [walk(ch, q, p_own * sigma[a], update, t) for a, ch in enumerate(n.children)]
    u = sum(sigma[a] * us[a] for a in range(len(us)))
    sgn = 1.0 if update == STARTER else -1.0
    hidden = 1 if update == STARTER else 2          # a player never sees its own card
    cf = np.stack([sgn * (q * ua).sum(axis=hidden, keepdims=True) for ua in us])
    cf = cf.reshape((len(us), *n.info_shape()))
    node_cf = (sigma * cf).sum(axis=0, keepdims=True)
    n.R = np.maximum(n.R + cf - node_cf, 0.0)
    n.S += t * p_own * sigma
    return u


def best_response(n: Node, q: np.ndarray, br: int) -> np.ndarray:
    """The starter's chips below ``n`` when ``br`` best-responds to the other
    player's average strategy."""
    if n.kind in ("fold", "show"):
        return terminal(n)
    if n.kind == "chance":
        probs, axis = chance_probs(n)
        u = best_response(n.children[0], q * probs, br)
        return (u * probs).sum(axis=axis, keepdims=True)
    if n.player != br:
        sigma = average(n)
        us = [best_response(ch, q * sigma[a], br) for a, ch in enumerate(n.children)]
        return sum(sigma[a] * us[a] for a in range(len(us)))
    us = [best_response(ch, q, br) for ch in n.children]
    sgn = 1.0 if br == STARTER else -1.0
    hidden = 1 if br == STARTER else 2
    cf = np.stack([sgn * (q * ua).sum(axis=hidden, keepdims=True) for ua in us])
    best = cf.argmax(axis=0)
    full = np.broadcast_shapes(*(ua.shape for ua in us), q.shape)
    stacked = np.stack([np.broadcast_to(ua, full) for ua in us])
    pick = np.broadcast_to(best, full)[None]
    return np.take_along_axis(stacked, pick, axis=0)[0]


def exploitability(root: Node) -> tuple[float, float, float]:
    """(mean best-response gain per round, starter's BR value, other's BR value)."""
    q = np.broadcast_to(W3, (11, 11, 11, 1, 1)).copy()
    v0 = float((q * best_response(root, q, STARTER)).sum(dtype=np.float64))
    v1 = -float((q * best_response(root, q, OTHER)).sum(dtype=np.float64))
    return (v0 + v1) / 2, v0, v1


def solve(cap: int, iterations: int, seed: int, checkpoints=(), log=None) -> tuple[Node, list]:
    root = build(cap)
    init(root, seed)
    q0 = np.broadcast_to(W3, (11, 11, 11, 1, 1)).copy()
    curve = []
    for t in range(1, iterations + 1):
        for player in (STARTER, OTHER):
            walk(root, q0, 1.0, player, t)
        if t in checkpoints:
            e = exploitability(root)[0]
            curve.append((t, e))
            if log:
                log(f"  cap {cap}: iteration {t}: exploitability {e:.4f} chips/round")
    return root, curve


# -- the shipped file -------------------------------------------------------------

def quantise(probs: np.ndarray) -> np.ndarray:
    """(actions, infos) probabilities -> bytes in 255ths summing to 255 per
    information set (largest remainders get the rounding)."""
    scaled = probs * 255.0
    base = np.floor(scaled).astype(np.int64)
    short = 255 - base.sum(axis=0)
    order = np.argsort(-(scaled - base), axis=0, kind="stable")
    rank = np.argsort(order, axis=0, kind="stable")
    base += rank < short[None]
    return base.astype(np.uint8)


UNREACHED = 1e-3     # own reach below which an information set is not shipped


def own_reach(node: Node, reach=(1.0, 1.0)) -> None:
    """Set ``node.reach``: the acting player's own probability of getting
    here (its own actions only) under the average strategy, per info set."""
    if node.kind == "dec":
        node.reach = np.broadcast_to(reach[node.player], node.info_shape())
        sigma = average(node)
        for a, ch in enumerate(node.children):
            r = list(reach)
            r[node.player] = reach[node.player] * sigma[a]
            own_reach(ch, tuple(r))
    else:
        for ch in node.children:
            own_reach(ch, reach)


def encode(roots: dict[int, Node], meta: dict) -> bytes:
    """The shipped file; each bucket's tables are compressed on their own so
    a reader only inflates the buckets it plays (see the module docstring)."""
    index: dict = {"meta": meta, "buckets": {}}
    packed = bytearray()
    for cap, root in roots.items():
        nodes, blob = {}, bytearray()
        own_reach(root)
        for n in decisions(root):
            probs = average(n).reshape(len(n.tokens), -1)      # (actions, infos)
            table = quantise(probs).T.copy()                   # infos x actions
            # A row of zeros: a spot its own play never leads to (not shipped).
            table[np.asarray(n.reach).reshape(-1) < UNREACHED] = 0
            nodes[n.path] = [n.player, n.tokens, len(blob)]
            blob += table.tobytes()
        z = zlib.compress(bytes(blob), 9)
        index["buckets"][str(cap)] = {"ladder": list(ladder(cap)), "nodes": nodes,
                                      "at": len(packed), "size": len(z)}
        packed += z
    head = json.dumps(index, sort_keys=True, separators=(",", ":")).encode()
    return MAGIC + struct.pack(">I", len(head)) + head + bytes(packed)


def reencode(raw: str, out: str) -> int:
    """Write the shipped file again from saved sums (e.g. after a format change)."""
    saved = np.load(raw)
    caps = sorted({int(k.split("|")[0]) for k in saved.files})
    roots = {}
    for cap in caps:
        roots[cap] = build(cap)
        for n in decisions(roots[cap]):
            n.S = saved[f"{cap}|{n.path}"]
    old = read_index(Path(out)) if Path(out).exists() else {}
    data = encode(roots, old.get("meta", {}))
    Path(out).write_bytes(data)
    print(f"wrote {out}: {len(data)} bytes")
    return 0


def read_index(path: Path) -> dict:
    data = path.read_bytes()
    (n,) = struct.unpack(">I", data[len(MAGIC):len(MAGIC) + 4])
    return json.loads(data[len(MAGIC) + 4:len(MAGIC) + 4 + n])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--caps", default=",".join(map(str, BUCKETS)))
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--curve", default="", help="write exploitability vs iterations (JSON)")
    ap.add_argument("--checkpoints", default="", help="iterations to measure at (default: a few)")
    ap.add_argument("--save-raw", default="", help="also save the average-strategy sums (.npz)")
    ap.add_argument("--from-raw", default="", help="encode a saved .npz instead of solving")
    args = ap.parse_args(argv)
    if args.from_raw:
        return reencode(args.from_raw, args.out)
    caps = [int(c) for c in args.caps.split(",")]
    n = args.iterations
    cps = ([int(c) for c in args.checkpoints.split(",") if c] if args.checkpoints
           else sorted({max(1, n // d) for d in (64, 32, 16, 8, 4, 2)} | {n}))
    roots, curves = {}, {}
    t0 = time.perf_counter()
    for cap in caps:
        # One seed per bucket, from the run's seed (python's Random: stable everywhere).
        s = random.Random(f"{args.seed}/{cap}").getrandbits(32)
        roots[cap], curves[cap] = solve(cap, n, s, set(cps), log=print)
        print(f"cap {cap}: done at {time.perf_counter() - t0:.0f} s", flush=True)
    meta = {"iterations": n, "seed": args.seed, "method": "CFR+ (vectorised, alternating)",
            "exploitability": {str(c): curves[c][-1][1] for c in caps if curves[c]}}
    if args.save_raw:
        np.savez_compressed(args.save_raw, **{f"{c}|{n.path}": n.S for c, r in roots.items()
                                              for n in decisions(r)})
    data = encode(roots, meta)
    Path(args.out).write_bytes(data)
    print(f"wrote {args.out}: {len(data)} bytes")
    if args.curve:
        Path(args.curve).write_text(json.dumps({str(c): curves[c] for c in caps}, indent=1))
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
