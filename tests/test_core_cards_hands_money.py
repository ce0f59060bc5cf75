"""Cards, hand totals and exact money: the arithmetic every table stands on."""
import pytest

from game import cards, hands, money


def test_a_standard_deck_has_52_distinct_cards():
    assert len(set(cards.STANDARD_DECK)) == 52


def test_the_indian_deck_has_four_of_each_value_1_to_11():
    assert len(cards.INDIAN_DECK) == 44
    assert all(cards.INDIAN_DECK.count(str(v)) == 4 for v in range(1, 12))


def test_face_cards_count_ten_and_an_ace_counts_one_before_softening():
    assert [cards.points(c) for c in ("KS", "QH", "JD", "TC", "AS", "7H")] == [10, 10, 10, 10, 1, 7]


def test_an_ace_counts_eleven_unless_that_busts():
    assert hands.total_and_soft(["AS", "6H"]) == (17, True)
    assert hands.total_and_soft(["AS", "6H", "9C"]) == (16, False)
    assert hands.total_and_soft(["AS", "AH"]) == (12, True)
    assert hands.total_and_soft(["AS", "AH", "9C"]) == (21, True)


def test_a_natural_is_an_ace_and_a_ten_value_card_in_an_unsplit_two_card_hand():
    assert hands.is_natural(["AS", "KD"])
    assert hands.is_natural(["TD", "AC"])
    assert not hands.is_natural(["AS", "KD"], from_split=True)
    assert not hands.is_natural(["AS", "5D", "5C"])
    assert hands.describe(["AS", "KD"], from_split=True) == "21"


def test_hand_descriptions_read_like_a_dealer_would_say_them():
    assert hands.describe(["AS", "6H"]) == "soft 17"
    assert hands.describe(["TS", "7H"]) == "17"
    assert hands.describe(["TS", "7H", "9C"]) == "BUST"
    assert hands.describe(["TS", "7H", "5C"]) == "BUST"        # 22: the first bust
    assert hands.describe(["TS", "7H", "4C"]) == "21"
    assert hands.describe(["AS", "KH"]) == "BLACKJACK"


def test_a_three_to_two_payout_on_five_chips_is_seven_fifty_exactly():
    assert money.three_to_two(money.chips(5)) == 750
    assert money.fmt(money.three_to_two(money.chips(5))) == "7.50"


def test_money_formats_with_thousands_and_two_decimals():
    assert money.fmt(money.chips(1000)) == "1,000.00"
    assert money.fmt(-250) == "-2.50"
    assert money.fmt(0) == "0.00" and money.fmt(1) == "0.01"     # no "-0.00"
    assert money.fmt_short(2500) == "25"
    assert money.fmt_short(1250) == "12.50"


def test_json_numbers_are_ints_when_whole_and_halves_otherwise():
    assert money.to_json_number(1000) == 10 and isinstance(money.to_json_number(1000), int)
    assert money.to_json_number(1050) == 10.5


def test_half_of_an_odd_cent_amount_is_refused_rather_than_rounded():
    with pytest.raises(ValueError):
        money.half(101)


def test_three_to_two_of_an_odd_cent_stake_is_refused_rather_than_rounded():
    with pytest.raises(ValueError, match="not a whole cent"):
        money.three_to_two(101)
    assert money.three_to_two(102) == 153


def test_cards_print_with_their_suit_symbol_and_ten_as_10():
    assert [cards.pretty(c) for c in ("TS", "AH", "9C", "KD")] == ["10♠", "A♥", "9♣", "K♦"]
    assert cards.pretty("7") == "7"                  # an Indian card is only a number
