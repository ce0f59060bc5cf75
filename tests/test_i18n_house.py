"""Dutch house rules, training room, dates and decimals: the engine's words are
Messages the view says in Dutch, while English stays word for word what it was."""
from __future__ import annotations

import time

import pygame
import pytest
from scene_helpers import key

from game.strategy.basic import Play
from game.tables.dealer.house_rules import (
    CUT_CARD_FIELD,
    FIELDS,
    PRESETS,
    build,
    change_words,
    choices_of,
    describe,
    step,
    value_text,
    value_words,
)
from game.training.counting import CountDrill
from game.training.results import DrillKind
from game.training.strategy_drill import StrategyDrill, rules_choices
from scenes.app import i18n
from scenes.app.i18n import Language, format_when, say
from scenes.screens.edge_worker import CALCULATOR_STOPPED, EdgeWorker
from scenes.screens.house_rules import HouseRulesScene, percent, signed_points
from scenes.training.common import rules_words
from scenes.training.strategy_drill import hand_words

APP_SEED = 5
# Words Dutch players use as they are: the presets named after places.
SAME_IN_DUTCH = {"Hoyle / Classic", "Las Vegas Strip",
                 "Downtown", "Atlantic City", "{value}", "{low}–{high}", "minimum", "maximum"}
MARCH_3RD_2026_1405 = int(time.mktime((2026, 3, 3, 14, 5, 0, 0, 0, -1)) * 1000)



def _house_words():
    """Every English word of the house-rules pickers: labels, values, presets."""
    rules = build("classic", {})
    for field in (*FIELDS, CUT_CARD_FIELD):
        yield field.label
        for choice in choices_of(field, rules):
            yield value_words(field.name, choice)
    for chosen in PRESETS:
        yield chosen.name


def _template(words) -> str:
    return words if isinstance(words, str) else words.template


def test_every_house_rule_field_value_and_preset_has_its_own_dutch_words(dutch):
    untranslated = sorted({_template(w) for w in _house_words()
                           if say(w) == str(w) and _template(w) not in SAME_IN_DUTCH})
    assert untranslated == []
    assert say(value_words("blackjack_pays", "6:5")) == "6 tegen 5"
    assert say(value_words("resplit_to", 2)) == "2 handen (niet opnieuw splitsen)"


def test_a_rule_set_is_described_in_dutch_and_in_the_same_english_as_before(dutch):
    overrides = {"decks": 2, "dealer_hits_soft_17": True, "late_surrender": False,
                 "blackjack_pays": "6:5"}
    assert rules_words(overrides) == ("2 spellen · neemt een kaart op soft 17 · "
                                      "geen late overgave · blackjack betaalt 6 tegen 5")
    assert rules_words({}) == "regels van de tafel"
    assert describe(overrides) == ("2 decks · hits soft 17 · no late surrender · "
                                   "blackjack pays 6 to 5")
    assert describe({}) == "table rules"
    assert value_text("double_on", "9-11") == "9, 10 or 11"


def test_a_refused_house_rule_says_why_in_dutch_and_the_same_english_as_before(dutch):
    refused = step("midnight", {}, "resplit_aces", 1).refused
    assert str(refused) == "Re-split aces needs re-splits: set Re-split to 3 or 4 hands first"
    assert say(refused).startswith("Azen opnieuw splitsen kan pas")
    note = step("midnight", {"resplit_to": 3, "resplit_aces": True}, "resplit_to", -1).note
    assert say(note) == "Azen opnieuw splitsen staat nu uit (niet opnieuw splitsen)"
    field = next(f for f in FIELDS if f.name == "blackjack_pays")
    assert str(change_words(field, "6:5")) == "blackjack pays 6 to 5"
    assert say(change_words(field, "6:5")) == "blackjack betaalt 6 tegen 5"


def _drawn_texts(app, monkeypatch) -> list[str]:
    texts: list[str] = []
    resources = app.context.resources
    real_text = resources.text

    def text(words, *args, **kwargs):
        texts.append(words)
        return real_text(words, *args, **kwargs)

    monkeypatch.setattr(resources, "text", text)
    app.context.manager.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(resources, "text", real_text)
    return texts


def _settle(scene, seconds=5.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and (scene.edge_now() is None
                                      or scene.change_line()[0].endswith("…")):
        scene.update(0)
        time.sleep(0.005)


@pytest.mark.parametrize("table", ["midnight", "classic"])
def test_the_dutch_house_rules_screen_draws_no_english_rule_word(app, monkeypatch, dutch, table):
    english = {str(w) for w in _house_words() if say(w) != str(w)}
    scene = HouseRulesScene(app.context, table=table, choose_table=True,
                            edge_worker=EdgeWorker(lambda table, overrides: 0.005166))
    app.context.manager.push(scene)
    screens = []
    for keys in ((), (pygame.K_DOWN, pygame.K_RIGHT), (pygame.K_DOWN, pygame.K_RIGHT)):
        for k in keys:                   # the preset row, a preset; the decks row, a change
            key(scene, k)
        _settle(scene)
        screens.append(_drawn_texts(app, monkeypatch))
    drawn = [t for texts in screens for t in texts]
    assert sorted(english & set(drawn)) == []
    assert any("Voorinstelling: " in t for t in drawn)
    assert "0,5166%" in drawn and "0.5166%" not in drawn


def test_the_house_edge_and_its_changes_have_a_decimal_comma_in_dutch(dutch):
    assert percent(0.005166) == "0,5166%"
    assert signed_points(0.0022) == "+0,22%"
    assert signed_points(-0.0136) == "-1,36%"
    i18n.set_language(Language.ENGLISH)
    assert (percent(0.005166), signed_points(0.0022), signed_points(-0.0136)) == \
        ("0.5166%", "+0.22%", "-1.36%")


def test_the_edge_calculators_stop_is_said_in_dutch(dutch):
    assert say(CALCULATOR_STOPPED).startswith("de berekening is gestopt")


def test_a_date_has_a_dutch_month_and_english_keeps_its_format(dutch):
    assert format_when(MARCH_3RD_2026_1405) == "3 mrt 14:05".replace("mrt", _march())
    assert format_when(MARCH_3RD_2026_1405, with_year=True, comma=True).endswith("2026, 14:05")
    i18n.set_language(Language.ENGLISH)
    taken = time.localtime(MARCH_3RD_2026_1405 / 1000)
    assert format_when(MARCH_3RD_2026_1405) == time.strftime("%d %b %H:%M", taken) \
        == "03 Mar 14:05"
    assert format_when(MARCH_3RD_2026_1405, with_year=True) == "03 Mar 2026 14:05"
    assert format_when(MARCH_3RD_2026_1405, with_year=True, comma=True) == "03 Mar 2026, 14:05"


def _march() -> str:
    """Babel's Dutch short March ("mrt" or "mrt.", by CLDR version)."""
    from babel.dates import get_month_names
    return str(get_month_names("abbreviated", locale="nl_NL")[3])


def test_the_history_shows_when_a_round_was_played_in_dutch(app, monkeypatch, dutch):
    app.open_profile(show=False)
    table = app.context.open_scene("midnight")
    table.apply_actions(["bet 1 10", "deal", "stand"])
    for _frame in range(3):
        app.context.manager.update(1 / 60)
    history = app.context.open_scene("history")
    assert history.entries
    started = history.entries[0].started_ms
    drawn = _drawn_texts(app, monkeypatch)
    english = time.strftime("%d %b %H:%M", time.localtime(started / 1000))
    assert format_when(started) in drawn
    assert english not in drawn


def test_the_strategy_drill_refuses_and_names_in_dutch_and_the_english_is_unchanged(dutch):
    drill = StrategyDrill(build("classic", {}), seed=3)
    refusal = drill.answer(Play.STAND)
    assert str(refusal.message) == "No hand is dealt: press Enter for the next hand"
    assert say(refusal.message) == "Er ligt geen hand: druk op Enter voor de volgende hand"
    while True:
        hand = drill.deal()
        if Play.SPLIT not in hand.evs:
            break
    refusal = drill.answer(Play.SPLIT)
    assert str(refusal.message).startswith("Split needs a pair")
    assert say(refusal.message).startswith("Splitsen kan ")
    choice = rules_choices({})[0]
    assert str(choice.label) == "Classic table rules"
    assert say(choice.label) == "Regels van de Classic-tafel"
    assert say(DrillKind.TABLE_QUIZ.heading) == "Telvragen aan de Classic-tafel"
    hard = next(h for h in iter(drill.deal, None) if h.cell.kind.value == "hard")
    assert hand_words(hard) == f"Hard {hard.cell.value}"


def test_a_bad_count_is_refused_in_dutch_and_the_english_is_unchanged(dutch):
    drill = CountDrill(seed=4)
    drill.next_run()
    problem = drill.check("x", "1", 2.0)
    assert str(problem) == "Running count: “x” is not a number: type e.g. +3 or -2"
    assert say(problem) == "Lopende telling: “x” is geen getal: typ bijv. +3 of -2"


def test_the_heat_maps_cells_are_named_in_dutch_and_in_english_as_they_are_saved(dutch):
    from game.training.cells import Cell, CellKind
    from scenes.training.heat_map import cell_words
    hard, pair = Cell(CellKind.HARD, 12, 5), Cell(CellKind.PAIR, 9, 4)
    assert (cell_words(hard), cell_words(pair)) == ("hard 12 tegen 6", "paar T tegen 5")
    i18n.set_language(Language.ENGLISH)
    assert (cell_words(hard), cell_words(pair)) == (hard.key, pair.key) == ("hard 12 v 6",
                                                                            "pair T v 5")
