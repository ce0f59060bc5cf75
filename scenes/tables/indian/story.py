"""An Indian Blackjack round in plain words (``scenes.screens.round_story``).

Only what the replay shows every player is told: a first card is named when
the reveal turned it over, never before (a folded hand keeps it).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.tables.indian import events as indian
from scenes.app.i18n import N_, _
from scenes.screens.story_words import LONGEST_NAME, Names, card_name, cards_named
from scenes.tables.seat_config import object_name
from scenes.tables.sentences import said
from scenes.widgets.text_field import kept_name

# Why a penalty or bonus was paid, as the story words it.
PAYMENT_REASONS = {indian.PaymentReason.FOLD_21: N_("fold 21"),
                   indian.PaymentReason.BUST: N_("bust"),
                   indian.PaymentReason.BLACKJACK: N_("blackjack")}


def indian_names(scene_setup: Mapping[str, Any]) -> list[str]:
    return [kept_name(name, LONGEST_NAME) for name in scene_setup["names"]]


def indian_story(events: Sequence[Any], names: Sequence[str]) -> list[str]:
    name = Names(names, _("Player"))
    lines: list[str] = []
    public: dict[int, list[str]] = {}   # the cards both players saw, per player
    for ev in events:
        player = getattr(ev, "player", None)
        who = name.given(player) if isinstance(player, int) else _("The table")
        if isinstance(ev, indian.AntePaid):
            lines.append(said(who, N_("You ante {amount}"), N_("{name} antes {amount}"),
                              amount=ev.amount))
        elif isinstance(ev, indian.CardDealt) and ev.slot is indian.Slot.COMMUNITY:
            lines.append(_("The community card: {card}").format(card=card_name(ev.card)))
        elif isinstance(ev, indian.CardDealt) and ev.player is not None \
                and all(ev.visible_to):
            public.setdefault(ev.player, []).append(ev.card)
        elif isinstance(ev, indian.Raised):
            lines.append(said(who, N_("You raise to {total}"), N_("{name} raises to {total}"),
                              total=ev.total))
        elif isinstance(ev, indian.Called):
            lines.append(said(who, N_("You call {total}"), N_("{name} calls {total}"),
                              total=ev.total))
        elif isinstance(ev, indian.Passed):
            lines.append(said(who, N_("You pass"), N_("{name} passes")))
        elif isinstance(ev, indian.Folded) and ev.free:
            lines.append(said(who, N_("You fold (Free Fold: the round is void)"),
                              N_("{name} folds (Free Fold: the round is void)")))
        elif isinstance(ev, indian.Folded):
            lines.append(said(who, N_("You fold"), N_("{name} folds")))
        elif isinstance(ev, indian.HitTaken):
            lines.append(said(who, N_("You take a card"), N_("{name} takes a card")))
        elif isinstance(ev, indian.Stayed):
            lines.append(said(who, N_("You stay"), N_("{name} stays")))
        elif isinstance(ev, indian.Revealed):
            for player, (first, value) in enumerate(zip(ev.first_cards, ev.totals)):
                shown = [first, *public.get(player, [])]
                lines.append(said(name.given(player),
                                  N_("You show {cards}: {total} with the community card"),
                                  N_("{name} shows {cards}: {total} with the community card"),
                                  cards=cards_named(shown), total=value))
        elif isinstance(ev, indian.PotWon):
            lines.append(said(who, N_("You win the pot: {amount}"),
                              N_("{name} wins the pot: {amount}"), amount=ev.amount))
        elif isinstance(ev, indian.PotReturned):
            amounts = _(" and ").join(str(a) for a in ev.amounts)
            lines.append(_("The pot goes back: {amounts}").format(amounts=amounts))
        elif isinstance(ev, indian.PaymentMade):
            lines.append(said(name.given(ev.payer), N_("You pay {amount} to {payee} ({reason})"),
                              N_("{name} pays {amount} to {payee} ({reason})"),
                              amount=ev.amount, payee=object_name(name.given(ev.payee)),
                              reason=_(PAYMENT_REASONS[ev.reason])))
    return lines
