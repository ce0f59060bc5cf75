"""The seeded shoe: determinism, policies, stacking, and a fair shuffle."""
import itertools
import math
import random
import secrets

from game.cards import INDIAN_DECK, STANDARD_DECK, shoe_cards
from game.shoe import SHOE_SEED_BITS, ReshufflePolicy, Shoe, shoe_order

# Golden: a shoe seed gives exactly this order on every machine and Python version.
GOLDEN_SEED = 12345
GOLDEN_FIRST_12 = ["9H", "AS", "3C", "2H", "5H", "TS", "AD", "8S", "6S", "6H", "JH", "6C"]


def test_a_shoe_seed_gives_exactly_the_pinned_order():
    assert shoe_order(STANDARD_DECK, GOLDEN_SEED)[:12] == GOLDEN_FIRST_12


def test_the_table_seed_gives_the_pinned_shoe_seed():
    # Python's integer seeding and getrandbits are stable across versions.
    assert random.Random(7).getrandbits(128) == 134351473349708985578604307872871789624


def test_a_shoe_deals_in_the_order_its_seed_rederives():
    shoe = Shoe(STANDARD_DECK, random.Random(99), ReshufflePolicy.WHEN_EMPTY)
    dealt = [shoe.draw() for _ in range(52)]
    assert dealt == shoe_order(STANDARD_DECK, shoe.shoe_seed)
    assert sorted(dealt) == sorted(STANDARD_DECK)


def test_a_shoe_run_empty_deals_its_discards_in_the_order_its_seed_rederives():
    shoe = Shoe(STANDARD_DECK, random.Random(98), ReshufflePolicy.WHEN_EMPTY)
    first = [shoe.draw() for _ in range(52)]
    pile = first[:20]
    shoe.discard(pile)
    then = [shoe.draw() for _ in range(20)]          # the discards shuffled back in
    assert first + then == shoe_order(STANDARD_DECK, shoe.shoe_seed, refills=[pile])
    assert then != shoe_order(pile, shoe.shoe_seed)   # the generator goes on, not afresh


def test_same_table_seed_same_shoe_whatever_the_global_random_does():
    a = Shoe(shoe_cards(8), random.Random(5), ReshufflePolicy.EVERY_ROUND)
    first = [a.draw() for _ in range(30)]
    random.seed(1234)
    random.random()
    b = Shoe(shoe_cards(8), random.Random(5), ReshufflePolicy.EVERY_ROUND)
    second = []
    for _ in range(30):
        random.random()  # the global generator must not matter
        second.append(b.draw())
    assert first == second


def test_stacked_cards_come_first_and_leave_the_shoe():
    shoe = Shoe(STANDARD_DECK, random.Random(1), ReshufflePolicy.WHEN_EMPTY)
    shoe.stack(["AS", "KD"])
    assert [shoe.draw(), shoe.draw()] == ["AS", "KD"]
    rest = [shoe.draw() for _ in range(50)]
    assert "AS" not in rest and "KD" not in rest


def test_stacked_cards_survive_a_reshuffle():
    shoe = Shoe(shoe_cards(8), random.Random(1), ReshufflePolicy.EVERY_ROUND)
    shoe.stack(["2C", "3C", "4C"])
    assert shoe.draw() == "2C"
    shoe.begin_round()
    assert [shoe.draw(), shoe.draw()] == ["3C", "4C"]


def test_a_burn_card_never_comes_from_the_stack():
    shoe = Shoe(shoe_cards(6), random.Random(3), ReshufflePolicy.CUT_CARD,
                cut_card_range=(60, 75), burn_after_shuffle=True)
    shoe.stack(["AS"])
    burned = shoe.burn()
    assert shoe.draw() == "AS"
    assert burned in shoe.discards


def test_the_classic_shoe_burns_one_card_and_places_the_cut_60_to_75_from_the_end():
    places = set()
    for seed in range(200):
        shoe = Shoe(shoe_cards(6), random.Random(seed), ReshufflePolicy.CUT_CARD,
                    cut_card_range=(60, 75), burn_after_shuffle=True)
        places.add(shoe.cut_remaining)
        assert len(shoe.burned) == 1 and shoe.remaining == 311
    # Every place from 60 to 75 is used, both ends included, and no other.
    assert places == set(range(60, 76))


def test_the_cut_card_comes_out_when_only_the_reserved_cards_remain():
    shoe = Shoe(shoe_cards(6), random.Random(8), ReshufflePolicy.CUT_CARD,
                cut_card_range=(60, 75), burn_after_shuffle=True)
    while shoe.remaining > shoe.cut_remaining:
        assert not shoe.cut_card_out
        shoe.draw()
    assert not shoe.cut_card_out
    shoe.draw()
    assert shoe.cut_card_out
    assert shoe.begin_round() and not shoe.cut_card_out and shoe.remaining == 311


def test_the_discard_pile_is_shuffled_back_when_the_shoe_runs_out():
    shoe = Shoe(STANDARD_DECK, random.Random(2), ReshufflePolicy.WHEN_EMPTY)
    on_table = [shoe.draw() for _ in range(50)]
    shoe.discard(on_table[:40])
    more = [shoe.draw() for _ in range(5)]
    assert not set(more) & set(on_table[40:])  # cards on the table stay out


def test_the_indian_deck_is_reshuffled_only_below_five_cards():
    shoe = Shoe(INDIAN_DECK, random.Random(4), ReshufflePolicy.BELOW_FIVE)
    for _ in range(39):
        shoe.draw()
    assert not shoe.begin_round()  # 5 left: keep counting
    shoe.draw()
    assert shoe.begin_round() and shoe.remaining == 44


def test_every_shoe_seed_is_drawn_with_128_bits():
    assert SHOE_SEED_BITS == 128
    table_rng = random.Random(secrets.randbits(128))
    seeds = [Shoe(STANDARD_DECK, table_rng, ReshufflePolicy.WHEN_EMPTY).shoe_seed
             for _ in range(64)]
    assert all(s.bit_length() <= 128 for s in seeds)
    # 64 draws of a true 128-bit value: the top bit is set about half the time,
    # and none shorter than 100 bits is expected (p < 2^-22).
    assert 16 <= sum(s.bit_length() == 128 for s in seeds) <= 48
    assert min(s.bit_length() for s in seeds) > 100


# -- fairness: chi-square tests that a deliberately biased shuffle fails -----

def _chi2_sf(x: float, k: int) -> float:
    """Upper tail of chi-square with k degrees of freedom (Wilson–Hilferty)."""
    z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / math.sqrt(2 / (9 * k))
    return 0.5 * math.erfc(z / math.sqrt(2))


def _permutation_p_value(shuffle, n: int, trials: int, seed: int) -> float:
    rng = random.Random(seed)
    counts = dict.fromkeys(itertools.permutations(range(n)), 0)
    for _ in range(trials):
        counts[tuple(shuffle(list(range(n)), rng))] += 1
    expected = trials / len(counts)
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    return _chi2_sf(chi2, len(counts) - 1)


def _naive_biased_shuffle(items, rng):
    # The classic mistake: swap with any position, not only the unshuffled ones.
    for i in range(len(items)):
        j = int(rng.random() * len(items))
        items[i], items[j] = items[j], items[i]
    return items


def _engine_shoe_order(items, rng):
    """The order the game's own shoe deals ``items`` in (a fresh shoe seed each
    time from the shared table generator, as at the tables)."""
    shoe = Shoe(items, rng, ReshufflePolicy.WHEN_EMPTY)
    return [shoe.draw() for _ in items]


def test_every_ordering_of_small_decks_is_equally_likely_from_the_engine_shoe():
    for n in (3, 4, 5):          # 6 cards and more: the 52-position test below
        trials = 200 * math.factorial(n)
        assert _permutation_p_value(_engine_shoe_order, n, trials, seed=n) > 0.001


def test_a_biased_shuffle_fails_the_permutation_test():
    assert _permutation_p_value(_naive_biased_shuffle, 4, 200 * 24, seed=1) < 0.001


def _position_p_value(deal, trials: int) -> float:
    counts = [[0] * 52 for _ in range(52)]
    index = {c: i for i, c in enumerate(STANDARD_DECK)}
    for t in range(trials):
        for pos, card in enumerate(deal(t)):
            counts[index[card]][pos] += 1
    expected = trials / 52
    chi2 = sum((c - expected) ** 2 / expected for row in counts for c in row)
    return _chi2_sf(chi2, 51 * 51)


def test_every_card_is_equally_likely_in_every_position_of_the_engine_shoe():
    def deal(t):
        shoe = Shoe(STANDARD_DECK, random.Random(t), ReshufflePolicy.WHEN_EMPTY)
        return [shoe.draw() for _ in range(52)]
    assert _position_p_value(deal, 5200) > 0.001


def test_a_biased_shuffle_fails_the_card_position_test():
    def deal(t):
        return _naive_biased_shuffle(list(STANDARD_DECK), random.Random(t))
    assert _position_p_value(deal, 5200) < 0.001


def test_a_cut_card_shoe_is_rederived_from_its_seed_burn_card_first():
    shoe = Shoe(shoe_cards(6), random.Random(11), ReshufflePolicy.CUT_CARD,
                cut_card_range=(60, 75), burn_after_shuffle=True)
    dealt = shoe.burned + [shoe.draw() for _ in range(100)]
    assert dealt == shoe_order(shoe_cards(6), shoe.shoe_seed, (60, 75))[:101]
