"""Words for the Indian Blackjack screen: the result spelled out, the info
column, the turn prompt and the reasons an action is not offered.

Everything is written from what the engine reports (the ``RoundResult``, the
observation, the legal actions); nothing here decides a rule.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.messages import Message, message
from game.tables.indian.view import (
    IndianKind,
    IndianObservation,
    IndianPhase,
    Payment,
    PaymentReason,
    RoundEnd,
    RoundResult,
)
from scenes.app.i18n import N_, _, ngettext, say
from scenes.tables.indian.config import ITEM_NAMES
from scenes.tables.indian.controls import Offer
from scenes.tables.indian.keys import INDIAN
from scenes.tables.seat_config import SeatName, shown_name
from scenes.tables.sentences import means_you, said, said_message
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

K = IndianKind
RED_INK = (240, 130, 110)
Line = tuple[str, int, tuple[int, int, int], bool]    # text, size, colour, bold
VERB = {K.RAISE: N_("raise"), K.CALL: N_("call"), K.PASS: N_("pass"), K.FOLD: N_("fold"),
        K.FREE_FOLD: N_("Free Fold"), K.HIT: N_("hit"), K.STAY: N_("stay"),
        K.DEAL_AGAIN: N_("deal again"), K.CHIP_BONUS: N_("Chip Bonus"), K.NEXT: N_("next")}


def shown(name: str) -> str:
    """A player's name as drawn: a default one ("You", "Player 2") in the current language."""
    return _("You") if means_you(name) else shown_name(name)


def hand_sum(cards: Sequence[str], community: str) -> str:
    return " + ".join([*cards, community])


def headline(result: RoundResult, names: Sequence[str]) -> str:
    if result.end is RoundEnd.FREE_FOLD and result.folder is not None:
        return said(names[result.folder], N_("You used Free Fold: the round is void"),
                    N_("{name} used Free Fold: the round is void"))
    if result.winner is None:
        both_bust = all(t > 21 for t in result.totals)
        return _("Both bust: bets returned") if both_bust else _("A tie: bets returned")
    w = result.winner
    if result.end is RoundEnd.FOLD:
        return said(names[w], N_("You take the pot: {chips} chips"),
                    N_("{name} takes the pot: {chips} chips"), chips=result.pot_won)
    return said(names[w], N_("You win: {chips} chips"), N_("{name} wins: {chips} chips"),
                chips=result.pot_won)


def person(name: str) -> Message | SeatName:
    """A player's name inside a Message: the default "You" said in the language shown."""
    return message(N_("You")) if means_you(name) else SeatName(name)


def payment_line(pay: Payment, result: RoundResult, names: Sequence[str]) -> str:
    short = (_(" (only {amount} of {due} left)").format(amount=pay.amount, due=pay.due)
             if pay.amount < pay.due else "")
    payer, payee = names[pay.payer], names[pay.payee]
    values = {"payee": _("you") if means_you(payee) else payee, "amount": pay.amount,
              "total": result.totals[pay.payer]}
    if pay.reason is PaymentReason.FOLD_21:
        line = said(payer, N_("21-fold: You folded holding 21 and pay {payee} {amount} more"),
                    N_("21-fold: {name} folded holding 21 and pays {payee} {amount} more"),
                    **values)
    elif pay.reason is PaymentReason.BUST:
        line = said(payer, N_("Bust: You reached the reveal with {total} and pay {payee} "
                              "{amount}"),
                    N_("Bust: {name} reached the reveal with {total} and pays {payee} "
                       "{amount}"), **values)
    else:
        line = said(payer, N_("Blackjack: {payee} won with 10 + 11; you pay {amount} more"),
                    N_("Blackjack: {payee} won with 10 + 11; {name} pays {amount} more"),
                    **values)
    return line + short


def result_lines(result: RoundResult, names: Sequence[str]) -> list[Line]:
    lines: list[Line] = [(_("ROUND {round} RESULT").format(round=result.round_no), 16, GOLD,
                          True), ("", 10, CREAM, False)]
    for p in (0, 1):
        bj = "  " + _("BLACKJACK") if result.blackjack[p] else ""
        bust = "  " + _("BUST") if result.totals[p] > 21 else ""
        lines.append((f"{shown(names[p])}: {hand_sum(result.hands[p], result.community)} "
                      f"= {result.totals[p]}{bj}{bust}", 15, CREAM, True))
    lines.append(("", 10, CREAM, False))
    if result.end is RoundEnd.FOLD and result.folder is not None:
        lines.append((said(names[result.folder], N_("You folded."), N_("{name} folded.")),
                      15, CREAM, False))
    elif result.end is RoundEnd.REVEAL:
        lines.append((_("Closest to 21 without going over wins."), 14, MUTED, False))
    lines.append((headline(result, names), 17, GOLD_LIGHT, True))
    if result.pot and result.winner is None:
        lines.append((_("Pot of {pot} goes back to its owners").format(pot=result.pot),
                      14, CREAM, False))
    if result.end is RoundEnd.REVEAL and result.winner is None and \
            all(t > 21 for t in result.totals):
        lines.append((_("The two bust penalties cancel"), 14, CREAM, False))
    if result.end is RoundEnd.FREE_FOLD and result.folder is not None \
            and result.totals[result.folder] == 21:
        lines.append((_("No 21-fold penalty with a Free Fold"), 14, CREAM, False))
    for pay in result.payments:
        lines.append((payment_line(pay, result, names), 14, RED_INK, True))
    if not result.payments:
        lines.append((_("No penalty or bonus this round"), 14, MUTED, False))
    lines.append(("", 10, CREAM, False))
    lines.append((_("Now: {first} {first_chips}  ·  {second} {second_chips}").format(
        first=shown(names[0]), first_chips=result.chips[0],
        second=shown(names[1]), second_chips=result.chips[1]), 15, CREAM, True))
    lines.append((_("NEXT ({key} or Enter) to continue").format(key=INDIAN.key_word("next")),
                  14, MUTED, False))
    return lines


def info_lines(obs: IndianObservation, names: Sequence[str], log: Sequence[Message],
               mode_title: str) -> list[Line]:
    starts = said(names[obs.starter], N_("Round {round}  ·  You start"),
                  N_("Round {round}  ·  {name} starts"), round=obs.round_no)
    lines: list[Line] = [(mode_title, 16, GOLD, True), (starts, 14, CREAM, False),
             (_("No bet above {cap} this round").format(cap=obs.raise_cap), 14, MUTED, False),
             ("", 8, CREAM, False), (_("ITEMS (unused)"), 14, GOLD, True)]
    for p in (0, 1):
        held = ", ".join(_(ITEM_NAMES[i]) for i in obs.items[p]) or _("none")
        lines.append((f"{shown(names[p])}: {held}", 14, CREAM, False))
    lines += [("", 8, CREAM, False), (_("THIS MATCH"), 14, GOLD, True)]
    lines += [(say(line), 14, CREAM, False) for line in log]
    return lines


def prompt(offer: Offer, name: str) -> str:
    verbs = [_(VERB[k]) for k in (K.RAISE, K.CALL, K.PASS, K.FOLD, K.HIT, K.STAY)
             if k in offer.kinds]
    if offer.keep or offer.phase is IndianPhase.DEAL_AGAIN_WAIT:
        return _("{name}: deal again, or keep the card?").format(name=shown(name))
    if not verbs:
        return ""
    text = verbs[0] if len(verbs) == 1 else _("{some} or {last}").format(
        some=", ".join(verbs[:-1]), last=verbs[-1])
    return said(name, N_("Your turn: {actions}"), N_("{name}, your turn: {actions}"),
                actions=text)


def reasons(offer: Offer, obs: IndianObservation) -> str:
    """One line: the raise range, and why the usual actions are not offered."""
    return "  ·  ".join(part for _kind, part in _reason_parts(offer, obs))


def _reason_parts(offer: Offer, obs: IndianObservation) -> list[tuple[IndianKind | None, str]]:
    """Each reason with the action it explains (None for a mere hint)."""
    kinds, parts = offer.kinds, list[tuple[IndianKind | None, str]]()
    if K.RAISE in kinds:
        r = offer.raises
        parts.append((None, _("Raise to a total from {low} (min) to {high} (cap): Up/Down, "
                              "{least}/{most}").format(
            low=r[0], high=r[-1], least=INDIAN.key_word("raise_least"),
            most=INDIAN.key_word("raise_most"))))
    if offer.phase in (IndianPhase.BET1, IndianPhase.BET2) and offer.actions:
        if K.RAISE not in kinds:
            parts.append((K.RAISE, _("no RAISE: the cap of {cap} is reached").format(
                cap=obs.raise_cap)))
        if K.CALL not in kinds:
            parts.append((K.CALL, _("no CALL: the bets are level")))
        if K.PASS not in kinds:
            parts.append((K.PASS, _("no PASS: round 1 is raise or fold")
                          if offer.phase is IndianPhase.BET1
                          else _("no PASS: there is a raise to answer")))
    elif offer.phase is IndianPhase.HIT and K.HIT in kinds:
        parts.append((None, _("Betting is closed while cards are hit: HIT for one more card, "
                              "or STAY")))
    if offer.keep:
        parts.append((None, _("DEAL AGAIN discards this card for the next one; KEEP CARD "
                              "keeps it")))
    return parts


def refusal(kind: IndianKind, offer: Offer, obs: IndianObservation, waiting: str) -> str:
    """What to say when a key asks for an action that is not offered."""
    if waiting:
        return waiting
    for reason_kind, part in _reason_parts(offer, obs):
        if reason_kind is kind:
            return part
    return _("{action} is not available now").format(action=_(VERB[kind]).upper())


def plate_name(name: str, is_you: bool, hotseat: bool, ai_level: str | None) -> str:
    """The name on a player's plate: "(you)" for the human against the AI (unless
    the name says so already), the AI's level on the AI's plate."""
    if ai_level is not None:
        level = _(ai_level)
        return (f"{name} · {level}" if name == "AI"
                else _("{name} · AI {level}").format(name=name, level=level))
    if is_you and not hotseat and not means_you(name):
        return _("{name} (you)").format(name=name)
    return shown(name)


@dataclass(frozen=True)
class _Rounds:
    """"after 9 rounds" inside a Message, in the number's form of the language shown."""
    count: int

    def __format__(self, spec: str) -> str:
        return ngettext("after {rounds} round", "after {rounds} rounds", self.count).format(
            rounds=self.count)


def match_over_messages(winner: str, rounds: int, chips: int) -> tuple[Message, Message]:
    """The match-over panel's title and line, said again whenever drawn."""
    return (said_message(winner, N_("You win the match!"), N_("{name} wins the match!")),
            said_message(winner, N_("You hold all {chips} chips {after}"),
                         N_("{name} holds all {chips} chips {after}"), chips=chips,
                         after=_Rounds(rounds)))


def resigned_messages(winner: str, loser: str, rounds: int) -> tuple[Message, Message]:
    """The match-over panel's title and line after a resignation."""
    return (said_message(winner, N_("You win the match!"), N_("{name} wins the match!")),
            said_message(loser, N_("You resigned in round {round}"),
                         N_("{name} resigned in round {round}"), round=rounds))


def match_over_words(winner: str, rounds: int, chips: int) -> tuple[str, str]:
    """The match-over panel's title and line, in the language shown now."""
    title, line = match_over_messages(winner, rounds, chips)
    return say(title), say(line)
