"""The shipped near-equilibrium strategy of the abstract Indian round.

``game/ai/indian/strategy.bin`` is written by ``tools/indian_cfr.py`` (its
docstring has the format and the method). Here its index is read once (a few
ms), each bucket's tables are inflated when first played (tens of ms), and
a decision is one lookup:

    strategy().probs(cap, path, community, opp_first, hits) -> {token: p} | None

None means the spot is not in the file (a path the solved strategy never
leads to, or a cap below 2): the caller plays its fallback there.
"""
from __future__ import annotations

import json
import struct
import zlib
from functools import lru_cache
from pathlib import Path

from game.ai.indian.abstract import info_index

STRATEGY_FILE = Path(__file__).resolve().with_name("strategy.bin")
MAGIC = b"IBJS1"


class StrategyFileError(ValueError):
    """The strategy file is missing or damaged."""


class Strategy:
    def __init__(self, data: bytes):
        if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 4:
            raise StrategyFileError("not an Indian strategy file")
        (n,) = struct.unpack(">I", data[len(MAGIC):len(MAGIC) + 4])
        head = len(MAGIC) + 4
        try:
            self.index = json.loads(data[head:head + n])
        except ValueError as e:
            raise StrategyFileError(f"damaged strategy file: {e}") from None
        self.packed = memoryview(data)[head + n:]
        self.meta = self.index.get("meta", {})
        self.buckets = {int(c): b for c, b in self.index["buckets"].items()}
        self._tables: dict[int, bytes] = {}

    def tables(self, bucket: int) -> bytes:
        """One bucket's tables, inflated on first use (tens of ms each)."""
        if bucket not in self._tables:
            b = self.buckets[bucket]
            try:
                self._tables[bucket] = zlib.decompress(self.packed[b["at"]:b["at"] + b["size"]])
            except zlib.error as e:
                raise StrategyFileError(f"damaged strategy file: {e}") from None
        return self._tables[bucket]

    def ladder(self, bucket: int) -> tuple[int, ...]:
        return tuple(self.buckets[bucket]["ladder"])

    def node(self, bucket: int, path: str) -> tuple[int, list[str], int] | None:
        b = self.buckets.get(bucket)
        if b is None:
            return None
        n = b["nodes"].get(path)
        return None if n is None else (n[0], n[1], n[2])

    def probs(self, bucket: int, path: str, community: int, opp_first: int,
              hits: tuple[int | None, int | None]) -> dict[str, float] | None:
        """The mix at one information set, or None if it is not shipped."""
        node = self.node(bucket, path)
        if node is None:
            return None
        _, tokens, offset = node
        a = len(tokens)
        start = offset + info_index(0, community, opp_first, hits) * a
        row = self.tables(bucket)[start:start + a]
        if len(row) != a or sum(row) == 0:
            return None
        return {t: w / 255 for t, w in zip(tokens, row)}


@lru_cache(maxsize=1)
def strategy() -> Strategy:
    """The shipped strategy, read on first use."""
    try:
        return Strategy(STRATEGY_FILE.read_bytes())
    except OSError as e:
        raise StrategyFileError(f"cannot read {STRATEGY_FILE.name}: {e}") from None
