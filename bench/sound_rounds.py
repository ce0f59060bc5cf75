"""Every sound of the cue table, heard in scripted sittings at the four tables.

    python bench/sound_rounds.py              # which sound, where, how often
    python bench/sound_rounds.py --record     # and each table's mix, recorded

The sittings run through the real scenes (the lobby, the tables, the match-over
screens), from fixed seeds and stacked shoes chosen so that, across the four
tables, each sound of ``SoundName`` is asked of the mixer at least once:

- Midnight, opened from the lobby (the button): a Blackjack, a bust, a won
  double (big win), a push, paid insurance, a bet of eight chips (the large
  stack), a word refused before the deal; Midnight's machine shuffles every round.
- Classic: the cut card placed at the top of the shoe, so the first card dealt
  brings it out; the next round's deal riffles the shoe.
- Showdown, one player against a bot, 10 tokens each: seed 2 (the bot busts,
  the player wins the match) and seed 6 (the bot wins): the loser cannot ante
  and is out (elimination), then match won or match lost.
- Indian, 2 chips each against the AI, stacked decks: the player wins the match
  (10 + 11 against 10 + 5), then loses it (the cards the other way round).

The table: each sound, the tables where it was heard, how many times, and the
asset's length, loudness (BS.1770, ``tools/loudness.py``) and sample peak.
With ``--record`` SDL's file audio driver writes each table's mix to a scratch
file (frames paced at 60 a second, as played), and its RMS, peak and clipped
samples (at full scale) are listed too; the files are removed after.  The
loudness columns need numpy (``pip install .[bench]``).
"""
from __future__ import annotations

import argparse
import array
import collections
import math
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

FRAME = 1 / 60
SETTLE_FRAMES = 240            # long enough for a round's animations to finish
TABLES = ("midnight", "classic", "showdown", "indian")

# Midnight: (cards stacked: spot 1, dealer, spot 1, then as drawn), words after
# the bet.  Each round uses up its cards: a card left over would start the next.
MIDNIGHT_ROUNDS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("AS", "9C", "KH", "8D"), ("deal",)),                       # Blackjack
    (("TS", "9C", "6H", "TD"), ("deal", "hit")),                 # bust: the dealer draws no more
    (("6S", "9C", "5H", "TD", "8D"), ("deal", "double")),        # a won double: big win
    (("TS", "9C", "8H", "9D"), ("deal", "stand")),               # push
    (("TS", "AC", "8H", "KD"), ("deal", "insure", "stand")),     # insurance paid
)
SHOWDOWN_SEEDS = (2, 6)        # the player wins the match, then loses it
INDIAN_DECKS = (("10", "11", "5"), ("10", "5", "11"))   # won, then lost
INDIAN_WORDS = ("raise 2", "call", "stay", "stay", "next")


class Sitting:
    """One table's App with the mixer spied on: every sound it is asked to play."""

    def __init__(self, table: str, seed: int, pace: bool) -> None:
        from scenes.app.loop import App
        self.table, self.pace = table, pace
        self.data = tempfile.TemporaryDirectory(prefix="club21-sounds-")
        self.app = App(strict=True, data_dir=Path(self.data.name), seed=seed)
        sound = self.app.context.sound
        if not sound.enabled:
            self.close()
            raise RuntimeError("no mixer, not even SDL's dummy audio driver")
        sound.played = collections.deque()      # every sound, not only the latest 256
        self.app.start("lobby", lazy=False)

    @property
    def top(self) -> Any:
        return self.app.context.manager.top

    def frames(self, n: int = SETTLE_FRAMES) -> None:
        start = time.perf_counter()
        for i in range(n):
            self.app.step(FRAME)
            self.app.render()
            if self.pace:        # the recording hears the sounds as far apart as a player
                time.sleep(max(0.0, start + (i + 1) * FRAME - time.perf_counter()))

    def played(self) -> list[str]:
        return list(self.app.context.sound.played)

    def close(self) -> None:
        try:
            self.app.close()
        finally:
            self.data.cleanup()


def open_from_lobby(s: Sitting, table: str) -> Any:
    """Click the lobby's table as a player does (the button sound)."""
    lobby = s.top
    index = next(i for i, t in enumerate(lobby.tables) if t.scene == table)
    lobby.open_table(index)
    s.frames(10)
    return s.top


def midnight(s: Sitting) -> None:
    table = open_from_lobby(s, "midnight")
    table.apply_actions(["hit"])               # no hand yet: refused
    table.apply_actions(["bet 1 44"])          # 25 + 5 + 5 + 5 + 1 + 1 + 1 + 1: a stack
    table.apply_actions(["clear"])             # taken back before the deal
    s.frames(30)
    for cards, words in MIDNIGHT_ROUNDS:
        table.apply_actions(["bet 1 10"])
        s.frames(30)
        assert table.engine.shoe.stacked_left == 0, "a stacked card was left over"
        table.engine.shoe.stack(cards)
        table.apply_actions(list(words))
        s.frames()


def classic(s: Sitting) -> None:
    table: Any = s.app.context.create_scene("classic")
    s.app.context.manager.push(table)
    table.apply_actions(["bet 1 10"])          # the setup hands over the table
    s.frames(30)
    table = s.top
    shoe = table.engine.shoe
    shoe.cut_remaining = len(shoe.undealt)     # the cut card on top: out at the first card
    table.apply_actions(["deal", "stand"])
    s.frames()
    table.apply_actions(["bet 1 10", "deal", "stand"])    # the cut card was out: a shuffle
    s.frames()


def showdown(s: Sitting) -> None:
    from scenes.tables.seat_config import SeatConfig, SeatKind
    players = [SeatConfig("You"), SeatConfig("Bot", SeatKind.AI)]
    for seed in SHOWDOWN_SEEDS:
        s.app.context.manager.pop_to(s.app.context.manager.stack[0])
        table: Any = s.app.context.open_scene("showdown", players=players, seed=seed)
        table.begin_match([10, 10], 0, seed)   # one lost round and the loser cannot ante
        s.frames(10)
        table.apply_actions(["stand"])
        s.frames()
        table.apply_actions(["next"])
        s.frames()


def indian(s: Sitting) -> None:
    from game.tables.indian.view import ItemKind
    from scenes.tables.indian.config import IndianConfig, Opponent
    config = IndianConfig(("You", "AI"), Opponent.AI, "normal",
                          items={kind: None for kind in ItemKind})
    for cards in INDIAN_DECKS:
        s.app.context.manager.pop_to(s.app.context.manager.stack[0])
        table: Any = s.app.context.open_scene("indian", config=config, chips=(2, 2), cards=cards)
        s.frames(10)
        table.apply_actions(["fold fold"])     # not a word of the table: refused
        table.apply_actions(list(INDIAN_WORDS))
        s.frames()


SITTINGS: dict[str, tuple[int, Callable[[Sitting], None]]] = {
    "midnight": (7, midnight), "classic": (7, classic),
    "showdown": (2, showdown), "indian": (7, indian),
}


def heard_at(table: str, pace: bool = False) -> list[str]:
    """The sounds ``table``'s scripted sitting asked the mixer for, in order."""
    seed, play = SITTINGS[table]
    s = Sitting(table, seed, pace)
    try:
        play(s)
        return s.played()
    finally:
        s.close()


def heard(pace: bool = False) -> dict[str, list[str]]:
    return {table: heard_at(table, pace) for table in TABLES}


# -- the recording ------------------------------------------------------------------

def recorded(table: str) -> tuple[list[str], dict[str, float]]:
    """``table``'s sitting with the mix written by SDL's file audio driver."""
    fd, mix = tempfile.mkstemp(prefix=f"club21-{table}-", suffix=".raw")
    os.close(fd)
    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = mix
    try:
        played = heard_at(table, pace=True)
        pcm = array.array("h", Path(mix).read_bytes())
    finally:
        os.unlink(mix)
    return played, level_of(pcm)


def level_of(pcm: array.array) -> dict[str, float]:
    """Seconds (44.1 kHz stereo, as the mixer opens), RMS and peak in dBFS, and
    the samples at full scale."""
    if not pcm:
        return {"seconds": 0.0, "rms": -math.inf, "peak": -math.inf, "clipped": 0}
    square = sum(v * v for v in pcm) / len(pcm)
    peak = max(abs(v) for v in pcm)
    return {"seconds": len(pcm) / 2 / 44100,
            "rms": 20 * math.log10(math.sqrt(square) / 32768) if square else -math.inf,
            "peak": 20 * math.log10(peak / 32768) if peak else -math.inf,
            "clipped": sum(1 for v in pcm if v in (32767, -32768))}


def report(played: dict[str, list[str]], levels: dict[str, dict[str, float]]) -> str:
    from scenes.app.sound import SoundName
    assets = {}
    try:
        from bench.sounds import measure_assets
        assets = {r["name"].split("/", 1)[1]: r for r in measure_assets()
                  if r["name"].startswith("sounds/")}
    except ImportError:                       # no numpy: no loudness columns
        pass
    lines = [f"| {'sound':16} | {'heard at':35} | {'count':>5} | {'seconds':>7} | "
             f"{'LUFS':>6} | {'peak dBFS':>9} |",
             f"|{'-' * 18}|{'-' * 37}|{'-' * 6}:|{'-' * 8}:|{'-' * 7}:|{'-' * 10}:|"]
    for name in SoundName:
        where = [t for t in TABLES if name.value in played[t]]
        count = sum(played[t].count(name.value) for t in TABLES)
        a = assets.get(name.value)
        sizes = (f"{a['seconds']:>7.2f} | {a['lufs']:>6.1f} | {a['peak']:>9.2f}" if a
                 else f"{'':>7} | {'':>6} | {'':>9}")
        lines.append(f"| {name.value:16} | {', '.join(where) or 'NOT HEARD':35} | "
                     f"{count:>5} | {sizes} |")
    if levels:
        lines += ["", f"| {'recorded mix':12} | {'seconds':>7} | {'RMS dBFS':>8} | "
                  f"{'peak dBFS':>9} | {'clipped':>7} |",
                  f"|{'-' * 14}|{'-' * 8}:|{'-' * 9}:|{'-' * 10}:|{'-' * 8}:|"]
        for table, lv in levels.items():
            lines.append(f"| {table:12} | {lv['seconds']:>7.1f} | {lv['rms']:>8.1f} | "
                         f"{lv['peak']:>9.2f} | {lv['clipped']:>7} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from scenes.app.sound import SoundName
    ap = argparse.ArgumentParser(prog="python bench/sound_rounds.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--record", action="store_true",
                    help="record each table's mix with SDL's file audio driver")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    played: dict[str, list[str]] = {}
    levels: dict[str, dict[str, float]] = {}
    for table in TABLES:
        if args.record:
            played[table], levels[table] = recorded(table)
        else:
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
            played[table] = heard_at(table)
    print(report(played, levels))
    everything = {n for p in played.values() for n in p}
    missing = [n.value for n in SoundName if n.value not in everything]
    if missing:
        print("not heard:", ", ".join(missing))
    clipped = any(lv["clipped"] for lv in levels.values())
    return 1 if missing or clipped else 0


if __name__ == "__main__":
    sys.exit(main())
