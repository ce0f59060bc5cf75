"""Showdown hard: exact prices of hit and stand, and never standing beaten."""
import random

import pytest

from bench.showdown_ai_error import random_case
from game.ai.registry import levels, make_bot
from game.ai.showdown import value as showdown_value
from game.ai.showdown.exact import EMPTY, FULL_DECK, Spot, exact_values, hands_of
from game.sim.tournament import showdown_match
from game.tables.common import ANYONE
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import STAND, SeatStatus, ShowdownPhase

SPARRING = ["hit17", "beatbest", "stand12", "br"]


def _stood_beaten(obs, action) -> bool:
    stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
    return action == STAND and obs.seats[obs.player].total < max(stood, default=0)


def test_hard_never_stands_while_a_stood_hand_is_higher():
    decisions = beaten = 0
    for seed in range(40):
        table = ShowdownTable(SHOWDOWN, seed=seed, tokens=[100] * 5)
        bots = [make_bot("showdown", lv) for lv in ("hard", "hit17", "hard", "beatbest", "hard")]
        rng = random.Random(seed)
        while not table.is_over() and table.round_no <= 40:
            who = table.current_player()
            who = 0 if who == ANYONE else who
            obs = table.observation(who)
            action = bots[who].act(obs, table.legal_actions(), rng)
            if obs.phase is ShowdownPhase.PLAY and bots[who].name == "showdown/hard":
                decisions += 1
                beaten += _stood_beaten(obs, action)
            table.apply(action)
    assert decisions >= 2000, decisions
    assert beaten == 0


def test_the_fast_prices_are_the_exact_game_with_the_later_seats_cards_frozen():
    rng = random.Random(11)
    for _ in range(25):
        spot, shoe, refill = random_case(rng)
        fast = showdown_value.values(spot, shoe, refill)
        frozen = exact_values(spot, shoe, refill, frozen_later=True)
        assert fast == pytest.approx(frozen, abs=1e-12)


def test_the_fast_prices_stay_close_to_the_exact_game_on_small_shoes():
    rng = random.Random(5)
    errors, same_move = [], 0
    cases = 30
    for _ in range(cases):
        spot, shoe, refill = random_case(rng, shoes=(5, 8, 11))
        fast = showdown_value.values(spot, shoe, refill)
        exact = exact_values(spot, shoe, refill)
        errors += [abs(f - e) for f, e in zip(fast, exact)]
        same_move += (fast[1] > fast[0]) == (exact[1] > exact[0])
    assert sum(errors) / len(errors) < 0.02
    assert max(errors) < 0.15
    assert same_move >= cases - 1


def test_the_last_seat_ahead_of_every_stood_hand_wins_by_standing():
    spot = Spot(hand=(19, False), best_stood=18, holders=1, later=(), carry=0.5)
    stand, hit = exact_values(spot, FULL_DECK)
    assert stand == 1.0 and hit < 1.0
    assert showdown_value.values(spot, FULL_DECK) == pytest.approx((stand, hit))


def test_level_with_the_best_the_last_seat_takes_half_or_gambles_on_a_small_card():
    # 20 level with a stood 20: standing splits the pot; only an ace beats it.
    spot = Spot(hand=(20, False), best_stood=20, holders=1, later=(), carry=0.5)
    stand, hit = showdown_value.values(spot, FULL_DECK)
    assert stand == pytest.approx(0.5)
    assert hit == pytest.approx(4 / 52)


def test_a_pot_everyone_busts_carries_and_is_worth_a_fair_share():
    # Nothing stood and nobody after me: any total I stand on wins; if I bust,
    # the pot carries to a round every seat plays (worth 1/seats to me).
    alone = Spot(hand=(16, False), best_stood=0, holders=0, later=(), carry=0.5)
    stand, hit = exact_values(alone, FULL_DECK)
    safe = 20 / 52                   # an ace to a 5 keeps 16 under 22
    assert stand == 1.0
    assert hit == pytest.approx(safe + (1 - safe) * 0.5)
    assert showdown_value.values(alone, FULL_DECK) == pytest.approx((stand, hit))


def test_an_empty_shoe_is_refilled_from_the_discards():
    spot = Spot(hand=(18, False), best_stood=19, holders=1, later=(), carry=0.5)
    refill = (0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0)      # only 3s in the discard pile
    stand, hit = showdown_value.values(spot, EMPTY, refill)
    assert (stand, hit) == (0.0, 1.0)                # 18 + 3 = 21 for sure


def test_hard_lists_the_seats_after_it_in_turn_order():
    deal = ["9S", "5H", "TD", "2C", "7S", "6D", "8H", "9C"]
    table = ShowdownTable(SHOWDOWN, seed=1, tokens=[100] * 4, first_seat=2, cards=deal)
    assert table.current_player() == 2
    spot, _, _ = make_bot("showdown", "hard").spot(table.observation(2))
    hands = [table.observation(2).seats[s].cards for s in (3, 0, 1)]
    expected = tuple((sum(min(10, "A23456789TJQK".index(c[0]) + 1) for c in h),
                      any(c[0] == "A" for c in h)) for h in hands)
    assert spot.later == expected


def test_hard_beats_stand_on_12_in_most_duels():
    wins = sum(showdown_match("hard", "stand12", seed=3, k=k, max_rounds=400, seats=2).winner == "A"
               for k in range(12))
    assert wins >= 10


def test_sparring_opponents_are_bots_but_not_offered_to_players():
    assert levels("showdown") == ["random", "easy", "normal", "hard"]
    for level in SPARRING:
        assert make_bot("showdown", level).name == f"showdown/{level}"


@pytest.mark.parametrize("level", SPARRING)
def test_a_sparring_match_ends_and_replays_identically(level):
    m1 = showdown_match("hard", level, seed=5, k=1, max_rounds=40, seats=4)
    m2 = showdown_match("hard", level, seed=5, k=1, max_rounds=40, seats=4)
    assert m1 == m2


def test_on_a_nearly_empty_shoe_hard_solves_the_game_with_the_discards_frozen():
    rng = random.Random(8)
    for _ in range(20):
        spot, shoe, refill = random_case(rng, seats=(2, 3), shoes=(2, 4, 6, 8))
        assert showdown_value.solve_exactly(spot, shoe)
        near = exact_values(spot, shoe, refill, frozen_refill=True)
        exact = exact_values(spot, shoe, refill)
        assert near == pytest.approx(exact, abs=0.02)


def test_later_seats_facing_a_nearly_empty_shoe_draw_mostly_from_the_discards():
    from game.ai.showdown.exact import later_cards
    shoe = (0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0)            # one 2 left
    discards = (0, 4, 3, 4, 4, 4, 4, 4, 4, 4, 16)
    mixed = later_cards(shoe, discards, later=4)        # they would draw ~6 cards
    assert mixed[2] / sum(mixed) < 0.25
    assert mixed[10] / sum(mixed) > 0.2
    full = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
    assert later_cards(full, discards, later=4) == full


def test_hands_of_reads_hard_totals_and_whether_an_ace_is_held():
    assert hands_of([[10, 6], [1, 5], [2, 2, 2]]) == ((16, False), (6, True), (6, False))


def test_a_later_seat_that_always_hits_busts_as_often_as_a_direct_count_says():
    """``dead``: with nothing stood, the share a busted hand keeps is the
    carried pot times the chance that every later seat busts too."""
    from functools import cache
    comp = FULL_DECK
    n = sum(comp)

    @cache
    def busts(hard: int) -> float:        # hits until 21 or over (12 up: an ace is 1)
        if hard > 21:
            return 1.0
        if hard == 21:
            return 0.0
        return sum(comp[v] / n * busts(hard + v) for v in range(1, 11) if comp[v])

    never_stands = lambda j, total, top: False  # noqa: E731
    one = showdown_value.LaterSeats(((12, False),), comp, 0.5, never_stands)
    assert one.dead(0) == pytest.approx(0.5 * busts(12), rel=1e-12)
    two = showdown_value.LaterSeats(((12, False), (15, False)), comp, 1.0, never_stands)
    assert two.dead(0) == pytest.approx(busts(12) * busts(15), rel=1e-12)
    assert two.dead(2) == 1.0
