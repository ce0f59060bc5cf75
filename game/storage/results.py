"""What a finished round writes in the history, computed from the engine.

    dealer_result(table, home)      # Midnight / Classic: ``home`` plays the bankroll
    indian_result(table, you)       # ``you``: 0 at one screen, an online guest's seat
    showdown_result(table, you)     # ``you``: the seat whose wins count

One function per table, used twice: by the scene when it settles a round and
by ``game.verify`` when it re-deals the round from the revealed seed.  Being
the same function is the point: any difference between what the save says and
what the replay gives is then a real difference, never two ways of writing.
"""
from __future__ import annotations

from typing import Any

from game.storage.journal import RoundResult


def dealer_result(table: Any, home: int) -> RoundResult:
    from game.tables.dealer.view import Outcome
    hands = [h for h in table.hands if h.owner == home]
    outcomes = [h.outcome.value for h in hands if h.outcome is not None]
    blackjacks = sum(h.outcome is Outcome.BLACKJACK for h in hands)
    dealer = " ".join(table.dealer)
    summary = f"{' · '.join(outcomes) or 'no hand'}  (dealer {dealer or '-'})"
    return RoundResult(blackjacks=blackjacks, summary=summary,
                       detail={"dealer": list(table.dealer),
                               "hands": [list(h.cards) for h in hands]})


def indian_result(table: Any, you: int = 0) -> RoundResult:
    """The round as player ``you`` (0 at one screen; an online guest may be 1)."""
    r = table.result
    if r is None:
        return RoundResult()
    other = 1 - you
    return RoundResult(blackjacks=int(r.blackjack[you]),
                       won=None if r.winner is None else r.winner == you,
                       summary=f"{r.end.name.lower()} · {r.totals[you]} v {r.totals[other]}",
                       detail={"totals": list(r.totals), "community": r.community,
                               "hands": [list(h) for h in r.hands]})


def showdown_result(table: Any, you: int) -> RoundResult:
    from game.tables.showdown.view import Outcome
    summary = table.summary
    mine = summary.seats[you] if summary else None
    if mine is None:
        return RoundResult(summary="match over")
    cards = [list(seat.cards) for seat in summary.seats]
    if mine.outcome is Outcome.ELIMINATED:     # out of the match: not the player's round
        return RoundResult(watched=True, summary=f"watched · pot {summary.pot}",
                           detail={"pot": summary.pot, "cards": cards})
    won = {Outcome.NATURAL: True, Outcome.WINNER: True, Outcome.SPLIT: None}.get(
        mine.outcome, False)
    return RoundResult(blackjacks=int(mine.outcome is Outcome.NATURAL),
                       won=won, summary=f"{mine.outcome.name.lower()} · pot {summary.pot}",
                       detail={"pot": summary.pot, "total": mine.total, "cards": cards})
