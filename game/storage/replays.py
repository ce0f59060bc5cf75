"""Rebuild tables from journal records, step by step (for resume, recall, verify).

    table = rebuild(record)                     # the whole record replayed
    steps = round_steps(record, first_seq)      # one Step per word of the round
    shoe_report(steps)                          # shoe seeds, orders, checks

Records go through the table's Game (``game.tables.games``), as
``game.record.replay`` does.  A dealer table's bankroll may hold half chips,
so its setup may say ``{"cents": [...]}``; the dealer game reads that too.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.record import Record, RecordData, game_of, new_table
from game.shoe import shoe_order
from game.tables.games import AnyGame


def start_table(record: RecordData) -> tuple[AnyGame, Any]:
    """(game, fresh table) for a record's setup."""
    rec = Record.from_dict({**record, "actions": []})
    return game_of(rec), new_table(rec)


def rebuild(record: RecordData, upto: int | None = None) -> Any:
    """The table after ``record["actions"][:upto]`` (all when None)."""
    game, table = start_table(record)
    for word in record["actions"][:upto]:
        table.apply(game.parse(table, word))
    table.events()  # the history of how it got here is not news
    return table


@dataclass
class Step:
    word: str | None                  # None: the table as the round found it
    table_snapshot: dict[str, Any]
    cards: list[str | None]           # cards dealt by this word, in order (None: face down)
    shoe_seed: int | None             # the shoe in use after this word
    events: list[Any] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)  # face-down cards turned over


def _shoe_seed(table: Any) -> int | None:
    shoe = getattr(table, "shoe", None)
    return getattr(shoe, "shoe_seed", None)


def round_steps(record: RecordData, first_seq: int,
                last_seq: int | None = None) -> list[Step]:
    """The round re-dealt word by word from its seed: state before, then after
    each of its words."""
    game, table = start_table(record)
    words = record["actions"]
    for word in words[:first_seq]:
        table.apply(game.parse(table, word))
    table.events()
    steps = [Step(None, table.snapshot(), [], _shoe_seed(table))]
    end = len(words) if last_seq is None else last_seq + 1
    for word in words[first_seq:end]:
        table.apply(game.parse(table, word))
        events = table.events()
        cards = [e.card for e in events if hasattr(e, "card") and hasattr(e, "face_up")
                 or type(e).__name__ == "CardDealt"]
        revealed = [e.card for e in events if type(e).__name__ == "HoleCardRevealed"]
        steps.append(Step(word, table.snapshot(), cards, _shoe_seed(table), events, revealed))
    return steps


def derived_order(composition: list[str], shoe_seed: int,
                  cut_range: tuple[int, int] | None,
                  refills: list[list[str]] | None = None) -> list[str]:
    """The order a shoe with this seed deals in (``game.shoe.shoe_order``),
    with the discard piles shuffled back in when it ran empty."""
    return shoe_order(composition, shoe_seed, cut_range, refills or ())


def refill_piles(record: RecordData, upto: int) -> dict[int, list[list[str]]]:
    """Per shoe seed, the discard piles shuffled back in when that shoe ran empty
    (a one-deck Classic shoe can, mid-round), in the record's first ``upto`` words."""
    game, table = start_table(record)
    shoe = getattr(table, "shoe", None)
    piles: dict[int, list[list[str]]] = {}
    if shoe is None:
        return piles
    for word in record["actions"][:upto]:
        seed, shuffles, discards = shoe.shoe_seed, shoe.shuffle_count, list(shoe.discards)
        table.apply(game.parse(table, word))
        table.events()
        if shoe.shoe_seed == seed and shoe.shuffle_count > shuffles:
            piles.setdefault(seed, []).append(discards)
    return piles


def _is_slice(part: list[str | None], whole: list[str]) -> bool:
    n = len(part)
    return n == 0 or any(all(p is None or p == w for p, w in zip(part, whole[i:i + n]))
                         for i in range(len(whole) - n + 1))


@dataclass
class ShoeCheck:
    shoe_seed: int
    order: list[str]
    dealt: list[str | None]           # None: dealt face down and never shown
    ok: bool
    refilled: int = 0                 # of ``order``, cards shuffled back in from the discards


def shoe_report(record: RecordData, steps: list[Step]) -> list[ShoeCheck]:
    """For each shoe used in the round: its order re-derived from the shoe seed
    (then the discards shuffled back in, if it ran empty), and whether the
    cards dealt from it form one run of that order."""
    table = rebuild({**record, "actions": []})
    shoe = getattr(table, "shoe", None)
    if shoe is None:
        return []
    cut = getattr(shoe, "_cut_range", None)
    by_seed: dict[int, list[str | None]] = {}
    for step in steps[1:]:
        if step.shoe_seed is not None:
            dealt = by_seed.setdefault(step.shoe_seed, [])
            dealt.extend(step.cards)
            for card in step.revealed:            # the hole card, face down until now
                if None in dealt:
                    dealt[dealt.index(None)] = card
    piles = refill_piles(record, len(record["actions"]))
    out = []
    for seed, dealt in by_seed.items():
        refills = piles.get(seed, [])
        order = derived_order(list(shoe.composition), seed, cut, refills)
        out.append(ShoeCheck(seed, order, dealt, _is_slice(dealt, order),
                             sum(len(pile) for pile in refills)))
    return out
