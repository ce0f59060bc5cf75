"""The guided first match at Showdown: which moment the player is in, and a
sentence or two for each, in the words of the rules (docs/rules.md).

Few people know this game, so the tips walk through what is new in it: the
ante into one pot, no dealer and every card face up, hitting or standing
against the best hand showing, naturals, the split pot and what carries over,
elimination, and watching once you are out.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import Outcome, RoundSummary, ShowdownPhase
from scenes.app.i18n import N_, _
from scenes.app.keymap import key_words
from scenes.tables.showdown.keys import SHOWDOWN, SHOWDOWN_SUMMARY

DEAL = "deal"              # antes into the pot, cards dealt face up
ACT = "act"                # the player's turn: hit or stand
NATURAL = "natural"        # a natural took the pot before anyone played
RESULT = "result"          # one seat took the pot
SPLIT = "split"            # tied seats shared the pot; the remainder carries
CARRY = "carry"            # everyone busted: the whole pot carries
ELIMINATED = "eliminated"  # a seat could not ante and is out
WATCH = "watch"            # every human is out; the AIs play on
OVER = "over"              # one seat is left: it wins the match


GUIDE_TIPS = {
    DEAL: N_("Everyone antes {ante} tokens into one pot and gets two cards, all face up. "
             "There is no dealer: you play against the other seats."),
    ACT: N_("Hit ({hit}) or stand ({stand}). Every card is face up, so you can see the hand "
            "to beat: "
            "the highest total of 21 or less takes the pot."),
    NATURAL: N_("A natural (an ace and a ten-value card) takes the pot at once and nobody "
                "plays. Two or more naturals share it."),
    RESULT: N_("The highest total of 21 or less took the pot. NEXT HAND ({next_hand}) starts the "
               "next round; the FIRST token moves on to the next seat."),
    SPLIT: N_("Tied seats split the pot evenly. Tokens that do not divide stay in the pot "
              "for the next round."),
    CARRY: N_("Everyone went bust, so nobody wins: the whole pot carries over to the "
              "next round."),
    ELIMINATED: N_("A seat with fewer than {ante} tokens at the ante is out of the match. "
                   "It keeps the tokens it has left."),
    WATCH: N_("You are out of the match. WATCH (AUTO) lets the others play on by "
              "themselves; SKIP TO END shows who wins."),
    OVER: N_("The last seat able to ante wins the match and sweeps whatever is left in "
             "the pot."),
}


def guide_tips(ante: int) -> dict[str, str]:
    """Moment -> what to tell the player then (``ante``: this table's ante; a
    key is named as the player chose it)."""
    keys = key_words(SHOWDOWN, SHOWDOWN_SUMMARY)
    return {moment: _(tip).format(ante=ante, **keys) for moment, tip in GUIDE_TIPS.items()}


def summary_moment(summary: RoundSummary | None) -> str:
    """What a finished round teaches: a natural, a split, a carry, or a winner."""
    if summary is None:
        return RESULT
    outcomes = [seat.outcome for seat in summary.seats]
    naturals = outcomes.count(Outcome.NATURAL)
    if Outcome.SPLIT in outcomes or naturals > 1:
        return SPLIT
    if naturals:
        return NATURAL
    if Outcome.WINNER not in outcomes:
        return CARRY
    return RESULT


def guide_moment(engine: ShowdownTable, player_to_act: bool, humans_out: bool,
                 active_before: Sequence[bool]) -> str:
    """The moment at the table now.  ``player_to_act``: a human may hit or stand;
    ``humans_out``: no human can ante any more; ``active_before``: which seats
    were still in when the last round ended (a seat missing now was eliminated)."""
    if engine.phase is ShowdownPhase.OVER:
        return OVER
    if humans_out:
        return WATCH
    if engine.phase is ShowdownPhase.SUMMARY:
        return summary_moment(engine.summary)
    if sum(engine.active) < sum(active_before):
        return ELIMINATED
    return ACT if player_to_act else DEAL


__all__ = ["guide_moment", "guide_tips", "summary_moment"]
