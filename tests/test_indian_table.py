"""Indian Blackjack: the deck, the observation, events and results."""
from __future__ import annotations

from collections import Counter

from table_helpers import play_recorded

from game.cards import INDIAN_DECK
from game.tables.common import ANYONE
from game.tables.indian.events import CardDealt, DeckReshuffled, Slot
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    CALL,
    DEAL_AGAIN,
    FOLD,
    HIT,
    NEXT,
    PASS,
    STAY,
    IndianPhase,
    ItemKind,
    Payment,
    PaymentReason,
    RoundEnd,
    chip_bonus,
    raise_to,
)


def quick_round(t: IndianTable) -> None:
    """Starter raises to 2, the other folds, NEXT: three cards used."""
    t.apply(raise_to(2))
    t.apply(FOLD)
    t.apply(NEXT)


def cards_everywhere(t: IndianTable) -> Counter:
    table = [c for c in [t.community, *t.first, *t.hits[0], *t.hits[1]] if c]
    return Counter(t.shoe.undealt + t.shoe.discards + table)


def test_reshuffle_only_when_fewer_than_five_at_round_start():
    t = IndianTable(seed=3)
    for _ in range(13):                 # 13 rounds x 3 cards = 39; round 14 starts with 5
        quick_round(t)
    events = t.events()
    assert not any(isinstance(e, DeckReshuffled) for e in events)
    assert t.round_no == 14 and t.shoe.remaining == 2
    assert len(t.observation(0).seen_cards) == 39 + 2      # own first card not counted
    quick_round(t)                       # round 15 starts with 2 < 5: all 44 back
    assert DeckReshuffled(True, 44) in t.events()
    assert t.shoe.remaining == 41
    assert len(t.observation(1).seen_cards) == 2
    assert cards_everywhere(t) == Counter(INDIAN_DECK)


def test_deck_running_out_mid_round_reshuffles_the_cards_off_the_table():
    t = IndianTable(seed=11, items={ItemKind.DEAL_AGAIN: 0})
    for _ in range(13):
        quick_round(t)
    t.events()
    assert t.shoe.remaining == 2         # round 14: 5 at the start, 3 dealt
    assert t.starter == 1                # so player 1 (index 0) hits second
    t.apply(raise_to(2))
    t.apply(CALL)
    t.apply(HIT)                         # 1 left
    t.apply(HIT)                         # 0 left
    assert t.deal_again_by == 0
    t.apply(DEAL_AGAIN)                  # the deck is empty: refill from the discards
    events = t.events()
    assert any(e == DeckReshuffled(False, 40) for e in events)
    assert cards_everywhere(t) == Counter(INDIAN_DECK)
    obs = t.observation(0)
    # Only the cards on the table stay "seen" after the refill.
    assert Counter(obs.seen_cards) == Counter([t.community, t.first[1], *t.hits[0], *t.hits[1]])
    assert t.shoe.remaining == 39        # 40 reshuffled in, one dealt


def test_own_first_card_is_dealt_face_down_to_its_owner():
    t = IndianTable(seed=1)
    deals = [e for e in t.events() if isinstance(e, CardDealt)]
    assert [(d.slot, d.player, d.visible_to) for d in deals] == [
        (Slot.COMMUNITY, None, (True, True)),
        (Slot.FIRST, 0, (False, True)),
        (Slot.FIRST, 1, (True, False)),
    ]
    obs = t.observation(0)
    assert obs.own_first_card is None and obs.opponent_cards == (t.first[1],)
    assert t.first[0] not in obs.seen_cards or obs.seen_cards.count(t.first[0]) == (
        [t.community, t.first[1]].count(t.first[0]))


def test_result_of_the_example_round():
    t = IndianTable(cards=["10", "11", "5"])
    for a in (raise_to(3), CALL, STAY, STAY, PASS, PASS):
        t.apply(a)
    r = t.result
    assert t.phase is IndianPhase.RESULT and t.current_player() == ANYONE
    assert t.legal_actions() == [NEXT]
    assert r.end is RoundEnd.REVEAL and r.winner == 0 and r.pot == 6 and r.pot_won == 6
    assert r.blackjack == (True, False) and r.totals == (21, 15)
    assert r.payments == (Payment(1, 0, 15, 15, PaymentReason.BLACKJACK),)
    assert r.chips == (48, 12)
    assert t.observation(0).own_first_card == "11"


def test_chip_bonus_is_legal_on_either_turn_for_its_holder_only():
    t = IndianTable(items={ItemKind.CHIP_BONUS: 1})
    assert t.current_player() == 0 and chip_bonus(1) in t.legal_actions()
    assert chip_bonus(0) not in t.legal_actions()
    t.apply(chip_bonus(1))
    assert t.chips == [29, 34] and t.raise_cap == 30 and t.total_chips() == 65
    assert chip_bonus(1) not in t.legal_actions()


def test_raise_totals_listed_up_to_the_cap():
    t = IndianTable(chips=(30, 7))
    raises = [a.amount for a in t.legal_actions() if a.amount]
    assert raises == [2, 3, 4, 5, 6, 7]


def test_items_shown_until_used():
    t = IndianTable(items={ItemKind.FREE_FOLD: 1, ItemKind.DEAL_AGAIN: 0})
    assert t.observation(1).items == ((ItemKind.DEAL_AGAIN,), (ItemKind.FREE_FOLD,))
    t.apply(raise_to(2))
    t.apply(t.legal_actions()[-1])      # FREE_FOLD sorts last among player 2's actions
    assert t.result.end is RoundEnd.FREE_FOLD and t.chips == [30, 30]
    assert t.observation(0).items == ((ItemKind.DEAL_AGAIN,), ())


def test_match_over_when_one_player_holds_every_chip():
    t = IndianTable(chips=(30, 2), cards=["5", "9", "8"])
    t.apply(raise_to(2))
    t.apply(CALL)                        # all in: betting round 2 is skipped
    t.apply(STAY)
    t.apply(STAY)
    assert t.winner == 0 and t.chips == [32, 0]
    assert t.legal_actions() == [NEXT]      # the last result stays up until NEXT
    t.apply(NEXT)
    assert t.is_over() and t.legal_actions() == []
    assert t.legal_actions() == [] and t.current_player() is None


def test_record_and_replay_through_game_record():
    from game import record
    rec = record.Record.start("indian", seed=9, setup={
        "items": {"free_fold": 1, "chip_bonus": 2, "deal_again": 1}})
    table, again = play_recorded(record, rec, 9)
    assert again.snapshot() == table.snapshot()
    assert rec.actions and all(isinstance(w, str) for w in rec.actions)


def test_a_bust_loser_pays_the_bust_penalty_first_then_what_is_left_of_the_blackjack_bonus():
    # Player 1 (12 chips) calls 3, hits 9 onto 5 + 10 and busts; player 0 holds
    # 11 + 10, a Blackjack. Penalties are paid bust first, then Blackjack,
    # each capped at what the payer has left: 5 of 5, then 4 of 15.
    t = IndianTable(chips=[30, 12], cards=["10", "11", "5", "9"])
    for a in (raise_to(3), CALL, STAY, HIT, PASS, PASS):
        t.apply(a)
    r = t.result
    assert r.totals == (21, 24) and r.winner == 0 and r.pot_won == 6
    assert r.payments == (Payment(1, 0, 5, 5, PaymentReason.BUST),
                          Payment(1, 0, 4, 15, PaymentReason.BLACKJACK))
    assert r.chips == (42, 0)


def test_a_folder_holding_21_pays_the_fold_penalty_capped_at_what_is_left():
    # Player 1 holds 11 + 10 = 21 and folds to a raise to 8 with 9 chips: the
    # pot took its ante, so 8 are left of the 10 due.
    t = IndianTable(chips=[30, 9], cards=["10", "5", "11"])
    t.apply(raise_to(8))
    t.apply(FOLD)
    r = t.result
    assert r.end is RoundEnd.FOLD and r.folder == 1
    assert r.payments == (Payment(1, 0, 8, 10, PaymentReason.FOLD_21),)
    assert r.chips == (39, 0)
