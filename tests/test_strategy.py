"""Basic strategy computed from the rules: exact EVs, the chart, the house edge.

The three house-edge tests compute everything from scratch (a few seconds
each; marked ``slow``); the reference figures are the issue's, from an
independent analysis engine (basic strategy, no insurance, shoe reshuffled
every round).
"""
import dataclasses
import json
import subprocess
import sys

import pytest

from game.errors import SetupError
from game.strategy.basic import (
    Play,
    action_evs,
    basic_chart,
    chart_play,
    house_edge,
    parse_rules,
)
from game.strategy.chart import UP_ORDER
from game.strategy.dealer import DealerModel, best_total, full_shoe, minus
from game.tables.dealer.rules import CLASSIC, MIDNIGHT

MIDNIGHT_ONE_CARD = dataclasses.replace(MIDNIGHT, split_aces_one_card=True)
TOLERANCE = 0.0002                      # ±0.02 percentage points

UPS = "2 3 4 5 6 7 8 9 T A".split()

# Published basic strategy, 6 decks, dealer stands on soft 17, peek, no double
# after split (Wizard of Odds' 4-8 deck chart), with the soft doubles replaced
# by their fallbacks because these tables double on 9-11 only.
CLASSIC_CHART = {
    "hard 8":  "H H H H H H H H H H",
    "hard 9":  "H D D D D H H H H H",
    "hard 10": "D D D D D D D D H H",
    "hard 11": "D D D D D D D D D H",
    "hard 12": "H H S S S H H H H H",
    "hard 13": "S S S S S H H H H H",
    "hard 16": "S S S S S H H H H H",
    "hard 17": "S S S S S S S S S S",
    "soft 17": "H H H H H H H H H H",
    "soft 18": "S S S S S S S H H H",
    "soft 19": "S S S S S S S S S S",
    "pair A,A": "P P P P P P P P P P",
    "pair T,T": "S S S S S S S S S S",
    "pair 9,9": "P P P P P S P P S S",
    "pair 8,8": "P P P P P P P P P P",
    "pair 7,7": "P P P P P P H H H H",
    "pair 6,6": "H P P P P H H H H H",
    "pair 5,5": "D D D D D D D D H H",
    "pair 4,4": "H H H H H H H H H H",
    "pair 3,3": "H H P P P P H H H H",
    "pair 2,2": "H H P P P P H H H H",
}

# Published 8-deck no-hole-card (European) chart, double after split: the
# no-hole-card differences are hit 11 against a ten or an ace, hit 8,8 against
# a ten or an ace (and, with split aces getting one card, hit A,A against an ace).
MIDNIGHT_CHART = {
    "hard 9":  "H D D D D H H H H H",
    "hard 10": "D D D D D D D D H H",
    "hard 11": "D D D D D D D D H H",
    "hard 12": "H H S S S H H H H H",
    "hard 15": "S S S S S H H H H H",
    "hard 16": "S S S S S H H H H H",
    "soft 18": "S S S S S S S H H H",
    "pair A,A": "P P P P P P P P P P",   # split aces played on: split even vs A
    "pair 9,9": "P P P P P S P P S S",
    "pair 8,8": "P P P P P P P P H H",
    "pair 7,7": "P P P P P P H H H H",
    "pair 6,6": "P P P P P H H H H H",
    "pair 4,4": "H H H P P H H H H H",
    "pair 3,3": "P P P P P P H H H H",
    "pair 2,2": "P P P P P P H H H H",
}


def rows(chart):
    return {name: " ".join(row[u] for u in UPS) for name, row in chart.rows().items()}


@pytest.mark.slow
def test_midnight_house_edge_matches_the_reference():
    assert house_edge(MIDNIGHT) == pytest.approx(0.005166, abs=TOLERANCE)


@pytest.mark.slow
def test_midnight_split_aces_one_card_house_edge_matches_the_reference():
    assert house_edge(MIDNIGHT_ONE_CARD) == pytest.approx(0.006910, abs=TOLERANCE)


@pytest.mark.slow
def test_classic_house_edge_matches_the_reference():
    assert house_edge(CLASSIC) == pytest.approx(0.006712, abs=TOLERANCE)


def test_classic_chart_is_the_published_six_deck_peek_chart():
    got = rows(basic_chart(CLASSIC))
    for name, want in CLASSIC_CHART.items():
        assert got[name] == want, name


def test_midnight_chart_is_the_published_no_hole_card_chart():
    got = rows(basic_chart(MIDNIGHT))
    for name, want in MIDNIGHT_CHART.items():
        assert got[name] == want, name


def test_no_hole_card_hits_11_and_8_8_against_ten_and_ace():
    mid, cla = basic_chart(MIDNIGHT), basic_chart(CLASSIC)
    for up in (9, 0):                                  # ten, ace
        assert mid.letter(11, False, up) == "H"
        assert not mid.split(7, up)                    # 8,8
        assert cla.split(7, up)
    assert cla.letter(11, False, 9) == "D"


def test_split_aces_one_card_hits_aces_against_an_ace_without_a_hole_card():
    one = basic_chart(MIDNIGHT_ONE_CARD)
    assert not one.split(0, 0)
    assert all(one.split(0, u) for u in UP_ORDER if u != 0)


def test_every_chart_cell_is_a_known_letter():
    for chart in (basic_chart(MIDNIGHT), basic_chart(CLASSIC)):
        for row in chart.rows().values():
            assert set(row.values()) <= {"H", "S", "D", "Ds", "P"}


def test_evs_are_sane():
    evs = action_evs(MIDNIGHT, ["TS", "QH"], "6D")
    assert evs[Play.STAND] > 0.5 and evs[Play.STAND] > evs[Play.SPLIT] > evs[Play.HIT]
    evs = action_evs(CLASSIC, ["6S", "5H"], "6D")
    assert evs[Play.DOUBLE] > evs[Play.HIT] > 0 > evs[Play.STAND]
    evs = action_evs(CLASSIC, ["TS", "6H"], "TD")
    assert -0.6 < evs[Play.HIT] < 0 and -0.6 < evs[Play.STAND] < 0
    evs = action_evs(MIDNIGHT, ["9S", "8H"], "7D")
    assert evs[Play.STAND] > evs[Play.HIT]
    assert Play.DOUBLE not in evs and Play.SPLIT not in evs


def test_no_hole_card_values_11_against_a_ten_below_the_peek_game():
    mid = action_evs(MIDNIGHT, ["7S", "4H"], "TD")
    cla = action_evs(CLASSIC, ["7S", "4H"], "TD")
    assert mid[Play.HIT] > mid[Play.DOUBLE]
    assert cla[Play.DOUBLE] > cla[Play.HIT]
    assert mid[Play.DOUBLE] < cla[Play.DOUBLE]


def test_naturals_and_locked_split_aces():
    assert action_evs(CLASSIC, ["AS", "KH"], "AD") == {Play.STAND: 1.5}
    v = action_evs(MIDNIGHT, ["AS", "KH"], "AD")[Play.STAND]
    assert 1.0 < v < 1.5                               # the dealer may still tie it
    evs = action_evs(CLASSIC, ["AS", "7H"], "9D", ["AC"], split_hand=True)
    assert list(evs) == [Play.STAND]


def test_flags_restrict_the_plays():
    evs = action_evs(MIDNIGHT, ["5S", "5H"], "6D", can_double=False, can_split=False)
    assert set(evs) == {Play.STAND, Play.HIT}
    # Classic splits by rank: J+K is no pair
    assert Play.SPLIT not in action_evs(CLASSIC, ["JS", "KH"], "6D")
    assert Play.SPLIT in action_evs(MIDNIGHT, ["JS", "KH"], "6D")


def test_removed_cards_values_stay_close_to_exact():
    exact = action_evs(CLASSIC, ["TS", "2H"], "4D")
    approx = action_evs(CLASSIC, ["TS", "2H"], "4D", exact=False)
    for play in exact:
        assert approx[play] == pytest.approx(exact[play], abs=0.002)
    few_tens = action_evs(CLASSIC, ["TS", "2H"], "4D", ["TC", "JC", "QC", "KC"] * 12)
    assert few_tens[Play.HIT] > exact[Play.HIT]        # half the tens gone:
    assert few_tens[Play.STAND] < exact[Play.STAND]    # hit, the dealer busts less


def test_dealer_distribution_matches_brute_force_on_one_deck():
    model = DealerModel()
    shoe = minus(full_shoe(1), 9)

    def brute(up, counts):
        out = [0.0] * 7

        def rec(hard, ace, n, p, counts):
            t = best_total(hard, ace)
            if t > 21:
                out[5] += p
            elif t == 21 and n == 2:
                out[6] += p
            elif t >= 17:
                out[t - 17] += p
            else:
                total = sum(counts)
                for i, c in enumerate(counts):
                    if c:
                        rec(hard + i + 1, ace or i == 0, n + 1, p * c / total,
                            minus(counts, i))
        rec(up + 1, up == 0, 1, 1.0, counts)
        return out

    for up in (0, 5, 9):
        counts = minus(shoe, up)
        assert model.distribution(up, counts) == pytest.approx(brute(up, counts), abs=1e-12)


def test_chart_play_falls_back_when_doubling_is_not_allowed():
    chart = basic_chart(CLASSIC)
    assert chart_play(chart, ["6S", "5H"], "6D", can_double=True, can_split=False) is Play.DOUBLE
    assert chart_play(chart, ["6S", "3H", "2C"], "6D", can_double=False,
                      can_split=False) is Play.HIT
    assert chart_play(chart, ["8S", "8H"], "TD", can_double=False, can_split=True) is Play.SPLIT
    assert chart_play(chart, ["8S", "8H"], "TD", can_double=False, can_split=False) is Play.HIT
    assert chart_play(chart, ["AS", "7H"], "2D", can_double=False, can_split=False) is Play.STAND


def test_rules_pairs_are_checked():
    assert parse_rules("midnight", ["split_aces_one_card=true"]).split_aces_one_card
    assert parse_rules("classic", ["decks=8"]).decks == 8
    for bad in (["nope=1"], ["decks=true"], ["split_aces_one_card"]):
        with pytest.raises(SetupError):
            parse_rules("midnight", bad)


def test_cli_json_prints_the_house_edge_and_the_chart():
    out = subprocess.run([sys.executable, "-m", "game.strategy", "--table", "midnight",
                          "--rules", "split_aces_one_card=true", "--json"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert data["house_edge"] == pytest.approx(0.006910, abs=TOLERANCE)
    assert data["chart"]["pairs"]["A,A"]["A"] == "H"
    assert data["chart"]["hard"]["16"]["T"] == "H"
    bad = subprocess.run([sys.executable, "-m", "game.strategy", "--table", "midnight",
                          "--rules", "nope=1"], capture_output=True, text=True)
    assert bad.returncode == 2 and "nope" in bad.stderr and "Traceback" not in bad.stderr


def test_the_shipped_charts_equal_the_charts_derived_from_the_rules():
    from game.strategy.basic import (
        SHIPPED_RULES,
        _math_key,
        calculator,
        derive_chart,
        shipped_chart,
    )
    for rules in SHIPPED_RULES:
        assert shipped_chart(_math_key(rules)) == derive_chart(calculator(rules)), rules.name


def test_advisor_split_values_stay_close_to_exact():
    """The advisor's split conditions the dealer on one card less (bench/ai.py
    has its speed): still within 0.2% of a bet of the exact value."""
    for rules in (CLASSIC, MIDNIGHT):
        for pair, up in (("2", "A"), ("8", "T"), ("A", "6")):
            cards, seen = [pair + "S", pair + "H"], ["3C", "KC"]
            exact = action_evs(rules, cards, up + "D", seen, exact=True, can_split=True)
            approx = action_evs(rules, cards, up + "D", seen, exact=False, can_split=True)
            assert approx[Play.SPLIT] == pytest.approx(exact[Play.SPLIT], abs=0.002)


def test_an_advisor_question_needs_a_dozen_dealer_distributions_not_a_hundred(monkeypatch):
    from game.strategy.basic import _frozen
    from game.strategy.dealer import DealerModel
    from game.strategy.ev import FROZEN_MEMO_ENTRIES
    computed = []
    real = DealerModel.distribution

    def counting(self, up, shoe):
        if (up, shoe) not in self._memo:
            computed.append(shoe)
        return real(self, up, shoe)
    monkeypatch.setattr(DealerModel, "distribution", counting)
    # a fresh shoe (cards seen), a 13 that hits twice: two levels of player cards
    action_evs(MIDNIGHT, ["3H", "2S", "8C"], "3C", ["9D", "9S", "4C"], exact=False)
    assert 0 < len(computed) <= 12
    for seen in (["2C"], ["3C"], ["4D"], ["5H"], ["6S"], ["7D"], ["9C"]):
        action_evs(CLASSIC, ["TS", "3H"], "7D", seen * 3, exact=False)
    calc = _frozen(CLASSIC)
    assert len(calc._best) <= FROZEN_MEMO_ENTRIES + 2000   # trimmed after each question
