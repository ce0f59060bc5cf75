"""The words of an Indian Blackjack refusal (``IndianTable._why_illegal``).

The English sentences are the ones scenario files and records have always
read ("call is not legal in bet1"); each phase gets a sentence of its own, so
a translation says where the round is instead of the phase's internal name.
"""
from __future__ import annotations

from game.messages import N_, Message, message
from game.tables.indian.view import IndianKind, IndianPhase

# An action's word inside a reason: the scenario word in English.
ACTION_WORDS: dict[IndianKind, str] = {
    IndianKind.RAISE: N_("raise"), IndianKind.CALL: N_("call"), IndianKind.PASS: N_("pass"),
    IndianKind.FOLD: N_("fold"), IndianKind.FREE_FOLD: N_("free_fold"),
    IndianKind.HIT: N_("hit"), IndianKind.STAY: N_("stay"),
    IndianKind.DEAL_AGAIN: N_("deal_again"), IndianKind.CHIP_BONUS: N_("chip_bonus"),
    IndianKind.NEXT: N_("next"),
}
# "<action> is not legal in <phase>", one sentence per phase a round is played in.
NOT_IN_PHASE: dict[IndianPhase, str] = {
    IndianPhase.BET1: N_("{action} is not legal in bet1"),
    IndianPhase.HIT: N_("{action} is not legal in hit"),
    IndianPhase.DEAL_AGAIN_WAIT: N_("{action} is not legal in deal_again_wait"),
    IndianPhase.BET2: N_("{action} is not legal in bet2"),
}
MATCH_OVER = N_("the match is over")
ROUND_OVER = N_("the round is over: only next")
CAP_REACHED = N_("no raise is possible: the cap is reached")
RAISE_RANGE = N_("a raise must be a total from {low} to {high}")
CHIP_BONUS_RULE = N_("chip bonus: only its holder, once, before the round's first betting action")
NOT_AVAILABLE = N_("{action} is not available now")
NOT_AN_ACTION = N_("not an indian blackjack action: {action}")


def action_word(kind: IndianKind) -> Message:
    return message(ACTION_WORDS[kind])


def not_in_phase(kind: IndianKind, phase: IndianPhase) -> Message:
    return message(NOT_IN_PHASE[phase], action=action_word(kind))
