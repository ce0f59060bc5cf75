"""Words for the Indian Blackjack screen: the result spelled out, the info
column, the turn prompt and the reasons an action is not offered.

Everything is written from what the engine reports (the ``RoundResult``, the
observation, the legal actions); nothing here decides a rule.
"""
from __future__ import annotations

from game.tables.indian.view import (
    IndianKind,
    IndianObservation,
    IndianPhase,
    ItemKind,
    PaymentReason,
    RoundEnd,
    RoundResult,
)
from scenes.tables.indian.anim import says
from scenes.tables.indian.controls import Offer
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

K = IndianKind
RED_INK = (240, 130, 110)
ITEM_NAMES = {ItemKind.FREE_FOLD: "Free Fold", ItemKind.CHIP_BONUS: "Chip Bonus",
              ItemKind.DEAL_AGAIN: "Deal Again"}
VERB = {K.RAISE: "raise", K.CALL: "call", K.PASS: "pass", K.FOLD: "fold",
        K.FREE_FOLD: "Free Fold", K.HIT: "hit", K.STAY: "stay", K.DEAL_AGAIN: "deal again",
        K.CHIP_BONUS: "Chip Bonus", K.NEXT: "next"}


def hand_sum(cards, community) -> str:
    return " + ".join([*cards, community])


def headline(result: RoundResult, names) -> str:
    if result.end is RoundEnd.FREE_FOLD:
        return f"{names[result.folder]} used Free Fold: the round is void"
    if result.winner is None:
        both_bust = all(t > 21 for t in result.totals)
        return "Both bust: bets returned" if both_bust else "A tie: bets returned"
    w = result.winner
    if result.end is RoundEnd.FOLD:
        return f"{says(names[w], 'take')} the pot: {result.pot_won} chips"
    return f"{says(names[w], 'win')}: {result.pot_won} chips"


def payment_line(pay, result: RoundResult, names) -> str:
    short = f" (only {pay.amount} of {pay.due} left)" if pay.amount < pay.due else ""
    payer, payee = names[pay.payer], names[pay.payee]
    payee = "you" if payee.lower() == "you" else payee     # mid-sentence
    if pay.reason is PaymentReason.FOLD_21:
        return (f"21-fold: {payer} folded holding 21 and "
                f"{says(payer, 'pay')[len(payer) + 1:]} {payee} {pay.amount} more{short}")
    if pay.reason is PaymentReason.BUST:
        return (f"Bust: {payer} reached the reveal with {result.totals[pay.payer]} "
                f"and {says(payer, 'pay')[len(payer) + 1:]} {payee} {pay.amount}{short}")
    return (f"Blackjack: {payee} won with 10 + 11; {says(payer, 'pay')} "
            f"{pay.amount} more{short}")


def result_lines(result: RoundResult, names) -> list:
    lines = [(f"ROUND {result.round_no} RESULT", 16, GOLD, True), ("", 10, CREAM, False)]
    for p in (0, 1):
        bj = "  BLACKJACK" if result.blackjack[p] else ""
        bust = "  BUST" if result.totals[p] > 21 else ""
        lines.append((f"{names[p]}: {hand_sum(result.hands[p], result.community)} "
                      f"= {result.totals[p]}{bj}{bust}", 15, CREAM, True))
    lines.append(("", 10, CREAM, False))
    if result.end is RoundEnd.FOLD:
        lines.append((f"{names[result.folder]} folded.", 15, CREAM, False))
    elif result.end is RoundEnd.REVEAL:
        lines.append(("Closest to 21 without going over wins.", 13, MUTED, False))
    lines.append((headline(result, names), 17, GOLD_LIGHT, True))
    if result.pot and result.winner is None:
        lines.append((f"Pot of {result.pot} goes back to its owners", 14, CREAM, False))
    if result.end is RoundEnd.REVEAL and result.winner is None and \
            all(t > 21 for t in result.totals):
        lines.append(("The two bust penalties cancel", 14, CREAM, False))
    if result.end is RoundEnd.FREE_FOLD and result.totals[result.folder] == 21:
        lines.append(("No 21-fold penalty with a Free Fold", 14, CREAM, False))
    for pay in result.payments:
        lines.append((payment_line(pay, result, names), 14, RED_INK, True))
    if not result.payments:
        lines.append(("No penalty or bonus this round", 13, MUTED, False))
    lines.append(("", 10, CREAM, False))
    lines.append((f"Now: {names[0]} {result.chips[0]}  ·  {names[1]} {result.chips[1]}",
                  15, CREAM, True))
    lines.append(("NEXT (N or Enter) to continue", 13, MUTED, False))
    return lines


def info_lines(obs: IndianObservation, names, log: list[str], mode_title: str) -> list:
    lines = [(mode_title, 16, GOLD, True),
             (f"Round {obs.round_no}  ·  {says(names[obs.starter], 'start')}", 14, CREAM, False),
             (f"No bet above {obs.raise_cap} this round", 13, MUTED, False),
             ("", 8, CREAM, False), ("ITEMS (unused)", 13, GOLD, True)]
    for p in (0, 1):
        held = ", ".join(ITEM_NAMES[i] for i in obs.items[p]) or "none"
        lines.append((f"{names[p]}: {held}", 14, CREAM, False))
    lines += [("", 8, CREAM, False), ("THIS MATCH", 13, GOLD, True)]
    lines += [(line, 14, CREAM, False) for line in log]
    return lines


def prompt(offer: Offer, name: str) -> str:
    verbs = [VERB[k] for k in (K.RAISE, K.CALL, K.PASS, K.FOLD, K.HIT, K.STAY)
             if k in offer.kinds]
    if offer.keep or offer.phase is IndianPhase.DEAL_AGAIN_WAIT:
        return f"{name}: deal again, or keep the card?"
    if not verbs:
        return ""
    text = verbs[0] if len(verbs) == 1 else ", ".join(verbs[:-1]) + " or " + verbs[-1]
    if name.lower() == "you":
        return f"Your turn: {text}"
    return f"{name}, your turn: {text}"


def reasons(offer: Offer, obs: IndianObservation) -> str:
    """One line: the raise range, and why the usual actions are not offered."""
    kinds, parts = offer.kinds, []
    if K.RAISE in kinds:
        r = offer.raises
        parts.append(f"Raise to a total from {r[0]} (min) to {r[-1]} (cap): Up/Down, Home/End")
    if offer.phase in (IndianPhase.BET1, IndianPhase.BET2) and offer.actions:
        if K.RAISE not in kinds:
            parts.append(f"no RAISE: the cap of {obs.raise_cap} is reached")
        if K.CALL not in kinds:
            parts.append("no CALL: the bets are level")
        if K.PASS not in kinds:
            parts.append("no PASS: " + ("round 1 is raise or fold"
                                        if offer.phase is IndianPhase.BET1
                                        else "there is a raise to answer"))
    elif offer.phase is IndianPhase.HIT and K.HIT in kinds:
        parts.append("Betting is closed while cards are hit: HIT for one more card, or STAY")
    if offer.keep:
        parts.append("DEAL AGAIN discards this card for the next one; KEEP CARD keeps it")
    return "  ·  ".join(parts)


def refusal(kind: IndianKind, offer: Offer, obs: IndianObservation, waiting: str) -> str:
    """What to say when a key asks for an action that is not offered."""
    if waiting:
        return waiting
    for part in reasons(offer, obs).split("  ·  "):
        if part.startswith(f"no {kind.name}"):
            return part
    return f"{VERB[kind].upper()} is not available now"
