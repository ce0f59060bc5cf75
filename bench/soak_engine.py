"""A large save, fast: sittings played by the engines alone, written as the scenes write them.

    written = write_save(folder, rounds=100_000, seed=1)   # a new save in ``folder``

No scene is built and nothing is drawn, but every word goes through the same
savers the table scenes use (``DealerSaver``, ``ShowdownSaver``,
``MatchSaver``: when a round opens, settles, a match ends) and so through
the same journal; the rows are the rows a player's save holds, and each
round verifies like one played at the table.  Only two things differ from a
game, both about speed and neither about the rows: the save is not backed up
every 25 rounds, and SQLite does not wait for the disk at each commit
(``synchronous = OFF``; a power cut mid-run loses the run, not the format).

The player is random but legal, from one seeded generator: Midnight and
Classic sittings of a few rounds (house rules, splits, doubles, insurance,
surrender; Classic with AI seat-mates), Showdown matches of three to six
seats played on after the human is out (watched rounds), Indian matches with
items.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.soak_scenes import LOW_BANKROLL_CENTS, house_rules
from game.storage.errors import StorageError
from game.storage.profile import Profile
from game.storage.store import DB_NAME, OpenStatus, open_storage
from game.tables.dealer.actions import CHIP_VALUES, DEAL, Kind
from game.tables.dealer.table import DealerTable
from game.tables.games import game_for
from game.tables.indian.game import INDIAN_GAME
from game.tables.indian.table import IndianTable
from game.tables.showdown.game import SHOWDOWN_GAME
from game.tables.showdown.table import ShowdownTable
from scenes.app.context import SeedSource
from scenes.tables.dealer.classic_setup import GUEST_CENTS
from scenes.tables.dealer.save import DealerSaver
from scenes.tables.indian.config import IndianConfig, Mode
from scenes.tables.indian.save import MatchSaver
from scenes.tables.journal import TableJournal
from scenes.tables.played import Played
from scenes.tables.seat_config import SeatConfig, SeatKind, seat_rows
from scenes.tables.showdown.config import START_TOKENS
from scenes.tables.showdown.save import ShowdownSaver

TABLES = ("midnight", "classic", "showdown", "indian")
# The share of the rounds each table gets: a Showdown match runs to hundreds of
# rounds, so the next sitting goes to the table furthest below its share.
SHARES = {"midnight": 0.3, "classic": 0.25, "showdown": 0.3, "indian": 0.15}
MOVE_GUARD = 100_000        # moves in one sitting; only a stuck engine reaches it
IDLE_SITTINGS = 50          # sittings in a row without a round: the writer is stuck
Progress = Callable[[int], None]


class WriteFailed(RuntimeError):
    """A journal write failed (the scenes would show the save-fault modal)."""


@dataclass
class Host:
    """What the scene savers ask of the app's ``Context``: the profile to write
    to and where a failing write is reported."""
    profile: Profile
    data_dir: Path
    seed_source: SeedSource
    practice: bool = False
    save_fault: Any = None

    def check(self) -> None:
        if self.save_fault is not None:
            raise WriteFailed(self.save_fault.line())


@dataclass
class Written:
    path: Path
    rounds: int = 0
    sittings: Counter[str] = field(default_factory=Counter)

    @property
    def sittings_total(self) -> int:
        return sum(self.sittings.values())

    def describe(self) -> str:
        return ", ".join(f"{t} {self.sittings[t]}" for t in TABLES)


def _seed(rng: random.Random) -> int:
    return rng.getrandbits(128)


# -- Midnight and Classic -----------------------------------------------------------
@dataclass
class DealerSeat:
    """What ``DealerSaver`` reads from a dealer table scene."""
    engine: DealerTable
    journal: TableJournal | None
    bankroll_player: int

    def home(self) -> int | None:
        return self.bankroll_player


def _dealer_sitting(host: Host, table: str, rng: random.Random, rounds: int) -> int:
    profile = host.profile
    if profile.can_refill():
        profile.refill()
    if profile.bankroll_cents < LOW_BANKROLL_CENTS:
        table = "midnight"                       # a minimum of one chip: played down to a refill
    rules = house_rules(table, rng, profile.bankroll_cents)
    game = game_for(table, rules)
    guests = rng.randint(0, 3) if table == "classic" else 0
    cents = [profile.bankroll_cents] + [GUEST_CENTS] * guests
    setup = None
    if table == "classic":
        seats = [SeatConfig("You")] + [SeatConfig(f"AI {i}", SeatKind.AI)
                                       for i in range(1, guests + 1)]
        setup = {"seats": seat_rows(seats)}
    journal = TableJournal.sit_down(host, table, rules, {"cents": cents}, seed=_seed(rng),
                                    scene=setup)
    host.check()
    assert journal is not None, "a host with a profile always journals"
    engine = game.new_state(journal.seed, {"cents": cents})
    engine.events()
    seat = DealerSeat(engine, journal, 0)
    saver = DealerSaver(seat)

    def apply(action: Any) -> None:
        engine.apply(action)
        engine.events()
        saver.record(Played(engine, game.format(engine, action), action))
        host.check()

    for _ in range(rounds):
        if engine.is_over():
            break
        for p in range(len(cents)):
            for spot in _spots_of(engine, p, rng):
                bets = [a for a in engine.legal_actions() if a.kind is Kind.BET
                        and a.spot == spot and a.amount in CHIP_VALUES[:3]]
                if bets:
                    apply(rng.choice(bets))
        if not any(engine.spots):
            continue                               # everybody sat out: bets open again
        apply(DEAL)
        for _ in range(MOVE_GUARD):
            if engine.round_finished:
                break
            apply(rng.choice(engine.legal_actions()))
    journal.leave()
    host.check()
    return engine.rounds


def _spots_of(engine: DealerTable, player: int, rng: random.Random) -> list[int]:
    """The spots ``player`` bets on this round (Midnight: one to three; Classic: its seat)."""
    mine = [s for s in range(engine.n_spots) if engine.owner(s) == player]
    if rng.random() < 0.15:
        return []                                  # sits this round out
    return rng.sample(mine, rng.randint(1, len(mine)))


# -- Showdown -----------------------------------------------------------------------
def _showdown_match(host: Host, rng: random.Random) -> int:
    players = [SeatConfig("You")] + [SeatConfig(f"AI {i}", SeatKind.AI, "easy")
                                     for i in range(1, rng.randint(3, 6))]
    saver = ShowdownSaver(host, players)
    seed = saver.sit_down([START_TOKENS] * len(players), 0, _seed(rng))
    host.check()
    engine = ShowdownTable(seed=seed, tokens=[START_TOKENS] * len(players), first_seat=0)
    engine.events()
    saver.record(Played(engine))
    for _ in range(MOVE_GUARD):
        if engine.is_over():
            break
        action = rng.choice(engine.legal_actions())
        engine.apply(action)
        engine.events()
        saver.record(Played(engine, SHOWDOWN_GAME.format(engine, action), action))
        host.check()
    return int(engine.round_no)


# -- Indian -------------------------------------------------------------------------
def _indian_match(host: Host, rng: random.Random) -> int:
    from game.tables.indian.view import ItemKind
    config = IndianConfig(mode=rng.choice(list(Mode)),
                          items={k: rng.choice((0, 1, None)) for k in ItemKind})
    chips = (30, 30)
    saver = MatchSaver.sit_down(host, config, chips, (), _seed(rng))
    host.check()
    assert saver.journal is not None, "a host with a profile always journals"
    engine = IndianTable(seed=saver.journal.seed, chips=chips, items=config.engine_items())
    engine.events()
    saver.record(Played(engine))
    for _ in range(MOVE_GUARD):
        if engine.is_over():
            break
        action = rng.choice(engine.legal_actions())
        engine.apply(action)
        engine.events()
        saver.record(Played(engine, INDIAN_GAME.format(engine, action), action))
        host.check()
    return int(engine.round_no)


def _sitting(host: Host, table: str, rng: random.Random) -> int:
    if table == "showdown":
        return _showdown_match(host, rng)
    if table == "indian":
        return _indian_match(host, rng)
    return _dealer_sitting(host, table, rng, rng.randint(5, 60))


def _next_table(rounds: Counter[str]) -> str:
    return min(TABLES, key=lambda t: (rounds[t] / SHARES[t], TABLES.index(t)))


def open_new_save(folder: Path) -> Profile:
    """A new, empty save in ``folder`` (StorageError if one is there already)."""
    if (folder / DB_NAME).exists():
        raise StorageError(f"{folder} already holds a save; --engine-only writes a new one")
    opened = open_storage(folder)
    if opened.status is not OpenStatus.NEW or opened.profile is None:
        raise StorageError(f"no new save could be made in {folder} ({opened.status.name})")
    db = opened.profile.db
    db.conn.execute("PRAGMA synchronous = OFF")     # a benchmark save: speed, same rows
    return Profile(db)                              # no backup every 25 rounds


def finished_count(profile: Profile) -> int:
    row = profile.db.read().execute(
        "SELECT COUNT(*) FROM rounds WHERE outcome IS NOT NULL").fetchone()
    return int(row[0])


def write_save(folder: Path, rounds: int, seed: int,
               progress: Progress | None = None) -> Written:
    """Sittings in turn at the four tables until ``rounds`` rounds are finished
    (the last sitting may carry it a little past)."""
    folder.mkdir(parents=True, exist_ok=True)
    profile = open_new_save(folder)
    host = Host(profile, folder, SeedSource(seed))
    rng = random.Random(seed)
    written = Written(folder / DB_NAME)
    next_report = 10_000
    by_table: Counter[str] = Counter()
    idle = 0
    try:
        while written.rounds < rounds:
            table = _next_table(by_table)
            _sitting(host, table, random.Random(rng.getrandbits(64)))
            total = finished_count(profile)
            idle = 0 if total > written.rounds else idle + 1
            if idle > IDLE_SITTINGS:
                raise RuntimeError(f"{idle} sittings in a row finished no round")
            by_table[table] += total - written.rounds
            written.rounds = total
            if progress is not None and written.rounds >= next_report:
                progress(written.rounds)
                next_report += 10_000
        # counted from the save: a low bankroll plays a Classic turn at Midnight
        written.sittings.update({t: n for t, n in profile.db.read().execute(
            "SELECT tbl, COUNT(*) FROM sittings GROUP BY tbl")})
    finally:
        profile.db.close()
    return written

