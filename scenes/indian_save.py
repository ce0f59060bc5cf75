"""Indian Blackjack and the save (``scenes.table_journal``): one sitting per match.

The engine deals round 1 by itself (``begin_round`` without a word), every
applied word is journaled by ``_journal`` (a new round number opens a round,
the word that ends one settles it), and the match is finished when a winner is
known (``won`` = player 1, the local human, won).  What the adapter's setup
cannot hold (names, opponent, AI level, mode) is kept with ``scene_setup``.
"""
from __future__ import annotations

from game.storage.journal import RoundResult
from game.tables.indian_view import IndianPhase, ItemKind
from scenes.indian_setup import IndianConfig, Mode, Opponent
from scenes.table_journal import TableJournal, chosen_seed, load_scene_setup


class IndianSaving:
    """Mixed into IndianScene (needs config, table, names, start_chips, stacked)."""

    def sit_down(self) -> None:
        """The match's sitting: its seed (and commitment) before the first card."""
        cfg = self.config
        items = {k.name.lower(): p + 1 for k, p in cfg.engine_items().items() if p is not None}
        self.journal = TableJournal.sit_down(
            self.context, "indian", {}, {"chips": list(self.start_chips), "items": items},
            seed=chosen_seed(self.context, self.seed), cards=self.stacked,
            opponent=cfg.opponent.value,
            scene={"names": list(cfg.names), "opponent": cfg.opponent.value,
                   "level": cfg.level, "mode": cfg.mode.value,
                   "items": {k.name: p for k, p in cfg.items.items()}})
        if self.journal is not None:
            self.seed, self.commitment = self.journal.seed, self.journal.commitment

    def _journal(self, word: str | None) -> None:
        if self.journal is None:
            return
        t = self.table
        ended = t.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        over = t.winner is not None
        self.journal.match_word(word, t.round_no, ended, self.round_result,
                                (lambda: t.winner == 0) if over else None,
                                f"won by {self.names[t.winner]}" if over else "")

    def round_result(self) -> RoundResult:
        r = self.table.result
        if r is None:
            return RoundResult()
        return RoundResult(blackjacks=int(r.blackjack[0]),
                           won=None if r.winner is None else r.winner == 0,
                           summary=f"{r.end.name.lower()} · {r.totals[0]} v {r.totals[1]}",
                           detail={"totals": list(r.totals)})

    def exit(self) -> None:
        if self.journal is not None:
            self.journal.leave()
            self.journal = None


def saved_config(context, pending) -> IndianConfig:
    """The setup of a saved match (defaults for what an old save lacks)."""
    data = load_scene_setup(context, pending.sitting.id)
    items = {k: p - 1 for k, p in (pending.record["setup"].get("items") or {}).items()}
    try:
        return IndianConfig(
            names=tuple(data["names"]), opponent=Opponent(data["opponent"]),
            level=str(data["level"]), mode=Mode(data["mode"]),
            items={ItemKind[k]: p for k, p in data["items"].items()})
    except (TypeError, KeyError, ValueError):
        human = pending.sitting.opponent == "human"
        return IndianConfig(names=("Player 1", "Player 2") if human else ("You", "AI"),
                            opponent=Opponent.HUMAN if human else Opponent.AI,
                            items={ItemKind[k.upper()]: p for k, p in items.items()})
