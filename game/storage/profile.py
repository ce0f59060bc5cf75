"""The player's profile: one bankroll for Midnight and Classic, in integer cents.

What a scene calls (``context.profile`` is a ``Profile``)::

    profile.bankroll_cents            # chips in the rack (not on any table)
    profile.total_cents               # rack + stakes lying on an open table
    profile.can_refill() / refill()   # 1,000 more chips when under 1 chip is left

    # a dealer table (money=True is implied for midnight/classic):
    s = profile.sit_down("midnight", rules, {"chips": [...]})
    s.commitment                      # show it before the first card
    profile.record_action(s.id, "bet 1 10", rack_cents=t.chips_of(0), staked_cents=t.on_table_of(0))
    rid = profile.begin_round(s.id, "deal", rack_cents=..., staked_cents=...)
    profile.record_action(s.id, "hit", rack_cents=..., staked_cents=...)
    profile.settle_round(s.id, RoundResult(blackjacks=1, summary="21 v 19"),
                         rack_cents=..., staked_cents=..., word="stand")
    profile.stand_up(s.id)

    # a match table (no money):
    s = profile.sit_down("indian", rules, setup, opponent="ai")
    profile.begin_round(s.id)                       # first round dealt at start
    profile.record_action(s.id, "raise 3") ...
    profile.settle_round(s.id, RoundResult(won=True), word="pass")
    profile.begin_round(s.id, "next") ...
    profile.finish_match(s.id, won=True, summary="won 60-0")

    profile.save_drill(record)          # a training-room session (DrillRecord)
    profile.drills()    -> [DrillRecord]

    profile.pending()   -> Pending | None   # at start: replay pending.record, resume
    profile.history     -> History          # recent rounds, replay records, chart
    profile.stats()     -> Stats

Each call is one SQLite transaction, committed (fsynced) before it returns:
apply the action to the engine first (it may refuse), then write, then show.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.messages import N_, message
from game.storage import stats as stats_mod
from game.storage.db import Database, bump_ledger, newest_sitting, now_ms, put_row, the_row
from game.storage.errors import StorageError
from game.storage.history import BankrollPoint, History
from game.storage.history_list import HistoryList
from game.storage.journal import Journal, Pending, RoundResult, Sitting
from game.storage.open_checks import BackgroundCheck, mark_clean_close
from game.tables.registry import plays_bankroll

if TYPE_CHECKING:          # the training modules load when a drill is first saved or read
    from game.training.results import DrillKind, DrillRecord

START_CENTS = 100_000                # 1,000 chips
REFILL_CENTS = 100_000
REFILL_BELOW_CENTS = 100            # less than the smallest bet counts as empty
BACKUP_EVERY_ROUNDS = 25             # besides the backup taken at every start


class Profile:
    def __init__(self, db: Database, on_checkpoint: Callable[[], None] | None = None):
        self.db = db
        self.journal = Journal(db)
        self.history = History(db)
        self.history_list = HistoryList(db)
        # Folds each round in once (warmed on the background check's thread).
        self.stats_keeper = stats_mod.StatsKeeper(db)
        self._on_checkpoint = on_checkpoint  # the store's rotating backup
        # The whole file's check, still running after a deferred open (store.py).
        self.checking: BackgroundCheck | None = None

    @classmethod
    def start_new(cls, db: Database) -> None:
        """Give a brand-new database its 1,000 starting chips."""
        with db.write() as cur:
            prof = the_row(cur, "profile", "id = 1")
            prof.update(bankroll_cents=START_CENTS, created_ms=now_ms())
            put_row(cur, "profile", prof)

    # -- money ----------------------------------------------------------------
    @property
    def bankroll_cents(self) -> int:
        cents: int = self.db.read().execute(
            "SELECT bankroll_cents FROM profile WHERE id = 1").fetchone()[0]
        return cents

    @property
    def staked_cents(self) -> int:
        cents: int = self.db.read().execute(
            "SELECT COALESCE(SUM(staked_cents), 0) FROM sittings WHERE money = 1 "
            "AND ended_ms IS NULL").fetchone()[0]
        return cents

    @property
    def total_cents(self) -> int:
        return self.bankroll_cents + self.staked_cents

    def _money_table_open(self) -> bool:
        return bool(self.db.read().execute(
            "SELECT COUNT(*) FROM sittings WHERE money = 1 AND ended_ms IS NULL").fetchone()[0])

    def can_refill(self) -> bool:
        return self.total_cents < REFILL_BELOW_CENTS and not self._money_table_open()

    def refill(self) -> int:
        """1,000 more chips when the bankroll is gone; counted in the statistics.
        "Gone" is below the smallest bet (1 chip): a 0.50 left over from a 3:2
        payout cannot be bet, and must not strand the player."""
        with self.db.write() as cur:
            prof = the_row(cur, "profile", "id = 1")
            open_money = cur.execute("SELECT COUNT(*) FROM sittings WHERE money = 1 "
                                     "AND ended_ms IS NULL").fetchone()[0]
            if prof["bankroll_cents"] >= REFILL_BELOW_CENTS or open_money:
                raise StorageError(message(N_("a refill is only given when the bankroll is "
                                              "empty")))
            prof["bankroll_cents"] += REFILL_CENTS
            put_row(cur, "profile", prof)
            put_row(cur, "refills", {"id": None, "at_ms": now_ms(), "amount_cents": REFILL_CENTS,
                                     "bankroll_after": prof["bankroll_cents"],
                                     "after_sitting": newest_sitting(cur)})
            bump_ledger(cur, refills=1)
        return REFILL_CENTS

    # -- the journal ------------------------------------------------------------
    def sit_down(self, table: str, rules: dict[str, Any], setup: dict[str, Any], *,
                 seed: int | None = None, cards: list[Any] | tuple[Any, ...] = (),
                 opponent: str | None = None, money: bool | None = None) -> Sitting:
        money = plays_bankroll(table) if money is None else money
        return self.journal.sit_down(table, rules, setup, money=money, seed=seed,
                                     cards=cards, opponent=opponent)

    def record_action(self, sitting_id: int, word: str, *, rack_cents: int | None = None,
                      staked_cents: int | None = None) -> int:
        return self.journal.record_action(sitting_id, word, rack_cents=rack_cents,
                                          staked_cents=staked_cents)

    def begin_round(self, sitting_id: int, word: str | None = None, *,
                    rack_cents: int | None = None, staked_cents: int | None = None) -> int:
        return self.journal.begin_round(sitting_id, word, rack_cents=rack_cents,
                                        staked_cents=staked_cents)

    def settle_round(self, sitting_id: int, result: RoundResult, *,
                     rack_cents: int | None = None, staked_cents: int | None = None,
                     word: str | None = None) -> int:
        rid = self.journal.settle_round(sitting_id, result, rack_cents=rack_cents,
                                        staked_cents=staked_cents, word=word)
        if self._on_checkpoint and rid % BACKUP_EVERY_ROUNDS == 0:
            self._on_checkpoint()
        return rid

    def finish_match(self, sitting_id: int, won: bool, summary: str = "") -> None:
        self.journal.finish_match(sitting_id, won, summary)

    def stand_up(self, sitting_id: int) -> None:
        self.journal.stand_up(sitting_id)

    def pending(self) -> Pending | None:
        return self.journal.pending()

    def sitting(self, sitting_id: int) -> Sitting:
        return self.journal.sitting(sitting_id)

    # -- the training room --------------------------------------------------------
    def save_drill(self, record: DrillRecord) -> int:
        from game.storage.drills import save_drill
        return save_drill(self.db, record)

    def drills(self, kind: DrillKind | None = None) -> list[DrillRecord]:
        from game.storage.drills import load_drills
        return load_drills(self.db, kind)

    # -- reading ----------------------------------------------------------------
    def stats(self) -> stats_mod.Stats:
        return self.stats_keeper.stats()

    def bankroll_series(self, most: int | None = None) -> list[BankrollPoint]:
        """The statistics chart's points (``most``: about that many rounds)."""
        return self.stats_keeper.series(START_CENTS, most)

    def mark_checked(self) -> None:
        """The whole file checked out: mark its rows as a clean close would."""
        mark_clean_close(self.db)

    def close(self, clean: bool = True) -> None:
        """Close the save; ``clean``: record where the next start's check begins
        (``open_checks.mark_clean_close``).  A check still running is stopped."""
        if self.checking is not None:
            self.checking.stop()
        if clean:
            mark_clean_close(self.db)
        self.db.close()
