"""Indian Blackjack and the save (``scenes.tables.journal``): one sitting per match.

The engine deals round 1 by itself (``begin_round`` without a word), every
applied word is journaled by ``_journal`` (a new round number opens a round,
the word that ends one settles it), and the match is finished when a winner is
known (``won`` = player 1, the local human, won).  What the adapter's setup
cannot hold (names, opponent, AI level, mode) is kept with ``scene_setup``.
"""
from __future__ import annotations

from game.ai.base import decision_rng
from game.storage.journal import RoundResult
from game.storage.replays import rebuild, start_table
from game.storage.results import indian_result
from game.tables.indian.view import IndianAction, IndianKind, IndianPhase, ItemKind
from scenes.tables.indian.setup import MAX_NAME, IndianConfig, Mode, Opponent
from scenes.tables.journal import (
    TableJournal,
    chosen_seed,
    give_up_unfinished,
    load_scene_setup,
)

AI = 1                      # against the AI the human is player 1 (engine 0)


def owner_of(table, action: IndianAction) -> int | None:
    """Who may take ``action``: an item's holder, else the player to act."""
    if action.kind is IndianKind.CHIP_BONUS:
        return action.player
    if action.kind is IndianKind.DEAL_AGAIN:
        items = table.observation(0).items     # public: who still holds it
        return next((p for p in (0, 1) if ItemKind.DEAL_AGAIN in items[p]), None)
    return table.current_player()


def bot_dice(seed: int, kind: str, words_before: int):
    """The AI's dice for one decision (``kind``: "act" or "offer"), keyed by how
    many words the match had: the same after a resume as without."""
    return decision_rng(seed, "indian", kind, words_before)


class IndianSaving:
    """Mixed into IndianScene (needs config, table, names, start_chips, stacked)."""

    def resume_match(self, record: dict) -> None:
        """A saved match as it stands (no animation); the AI goes over it again."""
        table = rebuild(record)
        self.seed = table.seed            # the label shows this match's shoe, not a new one
        self.start_match(table)
        self.match_words = list(record.get("actions", []))
        if self.bot is not None:
            self._safe_bot(lambda: recall(self.bot, record, self.table.seed), None)

    def sit_down(self) -> None:
        """The match's sitting: its seed (and commitment) before the first card."""
        cfg = self.config
        give_up_unfinished(self.context, "indian")
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
        return indian_result(self.table)

    def exit(self) -> None:
        # A match left before its end stays saved (no stand-up): opening the
        # table again, or the next start, offers to continue it.
        self.journal = None


def saved_config(context, pending) -> IndianConfig:
    """The setup of a saved match (defaults for what an old save lacks)."""
    data = load_scene_setup(context, pending.sitting.id)
    items = {k: p - 1 for k, p in (pending.record["setup"].get("items") or {}).items()}
    try:
        return IndianConfig(
            names=tuple(str(n)[:MAX_NAME] for n in data["names"]),   # an edited save too
            opponent=Opponent(data["opponent"]),
            level=str(data["level"]), mode=Mode(data["mode"]),
            items={ItemKind[k]: p for k, p in data["items"].items()})
    except (TypeError, KeyError, ValueError):
        human = pending.sitting.opponent == "human"
        return IndianConfig(names=("Player 1", "Player 2") if human else ("You", "AI"),
                            opponent=Opponent.HUMAN if human else Opponent.AI,
                            items={ItemKind[k.upper()]: p for k, p in items.items()})


def recall(bot, record: dict, seed: int) -> None:
    """Replay a saved match to a fresh ``bot`` as it saw it live: its own
    decisions again (same dice, answers dropped) and every result it watched, so
    a resumed hard AI still remembers how its opponent plays."""
    game, table = start_table(record)
    for n, word in enumerate(record.get("actions", [])):
        action = game.parse(table, word)
        if owner_of(table, action) == AI:
            obs = table.observation(AI)
            if table.current_player() == AI:
                mine = [a for a in table.legal_actions() if owner_of(table, a) == AI]
                bot.act(obs, mine, bot_dice(seed, "act", n))
            else:
                bot.offer(obs, action, bot_dice(seed, "offer", n))
        table.apply(action)
        if table.phase in (IndianPhase.RESULT, IndianPhase.OVER) and hasattr(bot, "observe"):
            bot.observe(table.observation(AI))
