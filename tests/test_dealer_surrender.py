"""Late surrender (docs/rules.md, House rules, ``late_surrender``).

Classic surrenders after the peek, so half comes back at once. Midnight has no
hole card: a surrendered hand is settled on the dealer's second card — half
back, or nothing against a dealer Blackjack — and with an ace or a ten up the
dealer draws that card even when no live hand is left, then stops.
"""
from __future__ import annotations

import pytest

from game.strategy.advisor import advise
from game.strategy.basic import Play, action_evs, house_edge
from game.tables.dealer.actions import DEAL, HIT, INSURE, NO_INSURE, STAND, SURRENDER, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import HandSettled, HandSurrendered, Outcome
from game.tables.overrides import with_overrides

MIDNIGHT_LS = with_overrides(MIDNIGHT, {"late_surrender": True})
CLASSIC_LS = with_overrides(CLASSIC, {"late_surrender": True})


def dealt(rules, cards, bets=(10,), seed=0):
    t = DealerTable(rules, seed, [1000])
    t.shoe.stack(cards)
    for spot, amount in enumerate(bets):
        t.apply(bet(spot, amount))
    t.apply(DEAL)
    t.events()
    return t


def settled(events):
    return [e for e in events if isinstance(e, HandSettled)]


def test_a_midnight_surrender_keeps_the_whole_bet_on_the_table_until_the_dealers_second_card():
    # spot 1 TS 6H surrenders against a ten; spot 2 KH QS is still to play
    t = dealt(MIDNIGHT_LS, ["TS", "KH", "TD", "6H", "QS"], bets=(10, 10))
    t.apply(SURRENDER)
    events = t.events()
    assert [type(e) for e in events] == [HandSurrendered]
    assert t.hands[0].outcome is None and t.hands[0].finished
    assert t.observation(0).hands[0].surrendered
    assert t.on_table_of(0) == 2000 and t.chips[0] == 98_000


def test_a_midnight_surrender_against_a_dealer_blackjack_loses_the_whole_bet():
    t = dealt(MIDNIGHT_LS, ["TS", "AD", "6H", "KC"])
    t.apply(NO_INSURE)
    t.apply(SURRENDER)
    assert t.dealer == ["AD", "KC"]
    [e] = settled(t.events())
    assert (e.outcome, e.stake, e.payout, e.net) == (Outcome.SURRENDER, 1000, 0, -1000)
    assert t.chips == [99_000] and t.money_total() == t.start_total


def test_an_insured_surrendered_hand_against_a_dealer_blackjack_loses_its_bet_and_wins_insurance():
    t = dealt(MIDNIGHT_LS, ["TS", "AD", "6H", "KC"])
    t.apply(INSURE)
    t.apply(SURRENDER)
    assert t.chips == [100_000]            # -10 -5, insurance back 15
    assert t.house_net == 0


@pytest.mark.parametrize("up", ["AD", "TD", "JC", "QH", "KS"])
def test_with_an_ace_or_a_ten_up_the_dealer_draws_one_card_for_surrendered_hands_and_stops(up):
    t = dealt(MIDNIGHT_LS, ["TS", up, "6H", "5C", "9D"])
    if up == "AD":
        t.apply(NO_INSURE)
    t.apply(SURRENDER)
    assert t.dealer == [up, "5C"]          # 16 or soft 16: it would draw on, but stops
    assert t.chips == [99_500]


@pytest.mark.parametrize("up", ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"])
def test_with_2_to_9_up_surrendered_hands_get_half_back_without_a_dealer_card(up):
    t = dealt(MIDNIGHT_LS, ["TS", up, "6H", "AC"])
    t.apply(SURRENDER)
    assert t.dealer == [up]
    assert t.chips == [99_500] and t.on_table_of(0) == 0
    assert t.shoe.draw() == "AC"           # the stacked card is still the next one


def test_several_spots_settle_surrendered_busted_and_live_hands_on_one_dealer_blackjack():
    # spot 1 TS 6H surrenders, spot 2 9C 5S hits KD and busts, spot 3 QH 9H stands;
    # dealer TD then AH: Blackjack
    t = dealt(MIDNIGHT_LS, ["TS", "9C", "QH", "TD", "6H", "5S", "9H", "KD", "AH"],
              bets=(10, 10, 10))
    t.apply(SURRENDER)
    t.apply(HIT)
    t.apply(STAND)
    assert t.dealer == ["TD", "AH"]
    assert [(h.outcome, h.payout) for h in t.hands] == [
        (Outcome.SURRENDER, 0), (Outcome.BUST, 0), (Outcome.LOSE, 0)]
    assert t.chips == [97_000]


def test_a_classic_surrender_after_the_peek_gets_half_back_at_once():
    t = dealt(CLASSIC_LS, ["TS", "TD", "6H", "8C"])
    t.apply(SURRENDER)
    events = t.events()
    assert isinstance(events[0], HandSurrendered)
    [e] = settled(events)
    assert (e.outcome, e.payout) == (Outcome.SURRENDER, 500)


# -- the mathematics ------------------------------------------------------------
def test_midnight_prices_surrender_with_the_dealer_blackjack_it_may_still_meet():
    evs = action_evs(MIDNIGHT_LS, ["TS", "5H"], "AD")
    tens_left = 8 * 16 - 1                 # the player's ten is out
    p = tens_left / (8 * 52 - 3)
    assert evs[Play.SURRENDER] == pytest.approx(-0.5 - 0.5 * p)
    assert action_evs(MIDNIGHT_LS, ["TS", "6H"], "9D")[Play.SURRENDER] == pytest.approx(-0.5)


def test_the_midnight_advisor_hits_15_against_an_ace_rather_than_surrender():
    # Early surrender (-0.5) would beat hitting (about -0.64); late surrender
    # loses the whole bet to the dealer's Blackjack a third of the time.
    t = dealt(MIDNIGHT_LS, ["TS", "AD", "5H"])
    t.apply(NO_INSURE)
    advice = advise(t.observation(0), t.legal_actions(), MIDNIGHT_LS)
    assert advice.best == HIT
    assert advice.evs[SURRENDER] < advice.evs[HIT]


def test_late_surrender_is_worth_a_few_hundredths_of_a_point_at_midnight():
    gain = (house_edge(MIDNIGHT_LS) - house_edge(MIDNIGHT)) * 100
    assert -0.12 <= gain <= -0.02


def test_the_house_rules_screen_prices_midnight_late_surrender_at_a_few_hundredths():
    from game.strategy.preset_edges import PRESET_EDGES
    from game.tables.dealer.house_rules import edge_key
    price = (PRESET_EDGES[edge_key("midnight", {"late_surrender": True})]
             - PRESET_EDGES[edge_key("midnight", {})]) * 100
    assert -0.12 <= price <= -0.02
