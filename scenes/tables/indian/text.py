"""Words for the Indian Blackjack screen: the result spelled out, the info
column, the turn prompt and the reasons an action is not offered.

Everything is written from what the engine reports (the ``RoundResult``, the
observation, the legal actions); nothing here decides a rule.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.tables.indian.view import (
    IndianKind,
    IndianObservation,
    IndianPhase,
    Payment,
    PaymentReason,
    RoundEnd,
    RoundResult,
)
from scenes.tables.indian.config import ITEM_NAMES
from scenes.tables.indian.controls import Offer
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

K = IndianKind
RED_INK = (240, 130, 110)
Line = tuple[str, int, tuple[int, int, int], bool]    # text, size, colour, bold
VERB = {K.RAISE: "raise", K.CALL: "call", K.PASS: "pass", K.FOLD: "fold",
        K.FREE_FOLD: "Free Fold", K.HIT: "hit", K.STAY: "stay", K.DEAL_AGAIN: "deal again",
        K.CHIP_BONUS: "Chip Bonus", K.NEXT: "next"}


def hand_sum(cards: Sequence[str], community: str) -> str:
    return " + ".join([*cards, community])


def headline(result: RoundResult, names: Sequence[str]) -> str:
    if result.end is RoundEnd.FREE_FOLD and result.folder is not None:
        return f"{names[result.folder]} used Free Fold: the round is void"
    if result.winner is None:
        both_bust = all(t > 21 for t in result.totals)
        return "Both bust: bets returned" if both_bust else "A tie: bets returned"
    w = result.winner
    if result.end is RoundEnd.FOLD:
        return f"{says(names[w], 'take')} the pot: {result.pot_won} chips"
    return f"{says(names[w], 'win')}: {result.pot_won} chips"


def says(name: str, verb: str) -> str:
    """``says("Alice", "pass")`` → "Alice passes"; "You pass" for the default name."""
    if name.lower() == "you":
        return f"{name} {verb}"
    irregular = {"have": "has"}
    if verb in irregular:
        return f"{name} {irregular[verb]}"
    return f"{name} {verb}{'es' if verb.endswith(('s', 'sh', 'ch', 'x')) else 's'}"


def payment_line(pay: Payment, result: RoundResult, names: Sequence[str]) -> str:
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


def result_lines(result: RoundResult, names: Sequence[str]) -> list[Line]:
    lines: list[Line] = [(f"ROUND {result.round_no} RESULT", 16, GOLD, True),
                         ("", 10, CREAM, False)]
    for p in (0, 1):
        bj = "  BLACKJACK" if result.blackjack[p] else ""
        bust = "  BUST" if result.totals[p] > 21 else ""
        lines.append((f"{names[p]}: {hand_sum(result.hands[p], result.community)} "
                      f"= {result.totals[p]}{bj}{bust}", 15, CREAM, True))
    lines.append(("", 10, CREAM, False))
    if result.end is RoundEnd.FOLD and result.folder is not None:
        lines.append((f"{names[result.folder]} folded.", 15, CREAM, False))
    elif result.end is RoundEnd.REVEAL:
        lines.append(("Closest to 21 without going over wins.", 13, MUTED, False))
    lines.append((headline(result, names), 17, GOLD_LIGHT, True))
    if result.pot and result.winner is None:
        lines.append((f"Pot of {result.pot} goes back to its owners", 14, CREAM, False))
    if result.end is RoundEnd.REVEAL and result.winner is None and \
            all(t > 21 for t in result.totals):
        lines.append(("The two bust penalties cancel", 14, CREAM, False))
    if result.end is RoundEnd.FREE_FOLD and result.folder is not None \
            and result.totals[result.folder] == 21:
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


def info_lines(obs: IndianObservation, names: Sequence[str], log: list[str],
               mode_title: str) -> list[Line]:
    lines: list[Line] = [(mode_title, 16, GOLD, True),
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


def plate_name(name: str, is_you: bool, hotseat: bool, ai_level: str | None) -> str:
    """The name on a player's plate: "(you)" for the human against the AI (unless
    the name says so already), the AI's level on the AI's plate."""
    if ai_level is not None:
        return f"{name} · {ai_level}" if name == "AI" else f"{name} · AI {ai_level}"
    if is_you and not hotseat and name.lower() != "you":
        return f"{name} (you)"
    return name


def match_over_words(winner: str, rounds: int, chips: int) -> tuple[str, str]:
    """The match-over panel's title and line."""
    return (f"{says(winner, 'win')} the match!",
            f"{says(winner, 'hold')} all {chips} chips after {rounds} "
            f"round{'s' if rounds != 1 else ''}")


def resigned_words(winner: str, loser: str, rounds: int) -> tuple[str, str]:
    """The match-over panel's title and line after a resignation."""
    return (f"{says(winner, 'win')} the match!",
            f"{loser} resigned in round {rounds}" if loser.lower() != "you"
            else f"You resigned in round {rounds}")


# The guided first round: one tip per moment (``IndianScene.guide_moment``),
# in the words of docs/rules.md.  Fixed text: a tip never names a card.
GUIDE_TIPS = {
    "ante": "Both players paid a 1-chip ante and got one card: you see your opponent's card, "
            "never your own. The starting player must RAISE (name a new total in the pot) "
            "or FOLD.",
    "call": "Your opponent raised: CALL to match it (the betting round ends), RAISE again, "
            "or FOLD. A Free Fold, if you hold one, folds and gives every bet back.",
    "waiting": "Your opponent sees your card and bets on it, as you bet on theirs. "
               "The CARDS SEEN panel counts the cards dealt since the shuffle.",
    "hit": "HIT takes one more card, face up: both of you see it, you included. "
           "STAY keeps your hand; the total closest to 21 without going over wins.",
    "pass": "Second betting round: PASS, RAISE or FOLD. If both pass, the cards are revealed.",
    "chip_bonus": "Chip Bonus: +5 chips to you, once per match, only before the round's "
                  "first action.",
    "deal_again": "Deal Again: throw away the card you just hit and take the next one "
                  "instead, once per match. KEEP CARD keeps it.",
    "handover": "Pass the computer to the other player now. Each of you must look away "
                "while the other plays: your own card is on their screen.",
    "result": "Closest to 21 without going over takes the pot. Folding with exactly 21 "
              "costs 10 chips, going over 21 costs 5, and a Blackjack (10 + 11) wins 15 more.",
}
