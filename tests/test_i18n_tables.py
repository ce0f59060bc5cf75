"""The four tables in Dutch to the last word: Showdown's badges and lines, the
Indian match log, the history's story of a round, and a switch of language in
the middle of a round that redraws the table as if it had been opened in Dutch.

The check that finds English is a comparison: the same table in the same state
drawn in English and in Dutch; a text drawn the same in both is English left
over, unless it is a name, a number or a product name."""
from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame
from scene_helpers import draw_recorded, opened_instant_app

from game.tables.registry import spec_for
from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.screens.replay_rows import card_rows, shown_label
from scenes.screens.round_story import round_story

SEED = 7
# Drawn the same in both languages, rightly: product names, key caps, "Menu",
# "POT 60" (a pot is a pot in Dutch too), "Shoe #…" (Dutch players say shoe).
SAME_IN_BOTH = re.compile(r"(Midnight Blackjack|Classic Shoe|Blackjack Showdown|"
                          r"Indian Blackjack|Menu|Esc|Enter|POT \d+|Shoe #[0-9a-f]+)")


@contextmanager
def speaking(language: Language) -> Iterator[None]:
    i18n.set_language(language)
    try:
        yield
    finally:
        i18n.set_language(Language.ENGLISH)


@dataclass
class Frame:
    texts: list[str]
    pixels: bytes


def _draw(app) -> Frame:
    """Draw one frame of the app's stack: every text rendered and every
    button's label, and the pixels."""
    for scene in app.context.manager.stack:
        getattr(scene, "finish", lambda: None)()    # a summary written whole at once
    frame = draw_recorded(app)
    return Frame(frame.texts + [button.text for button in frame.buttons], frame.pixels)


def _settle(app) -> None:
    for _frame in range(3):
        app.context.manager.update(1 / 60)


def _table(app, table: str, words: Sequence[str]):
    app.context.manager.clear()
    app.context.open_scene("lobby")
    scene = app.context.open_scene(table)     # a setup hands the words to its table
    if words:
        scene.apply_actions(list(words))
    _settle(app)
    return scene


def _played(tmp_path, language: Language, table: str, words: Sequence[str],
            then: Callable[[Any], None] = lambda app: None, seed: int = SEED) -> Frame:
    """``table`` opened in ``language``, ``words`` played, ``then(app)``, drawn."""
    with speaking(language), opened_instant_app(tmp_path / language.value, seed) as app:
        i18n.set_language(language)           # the app starts in the suite's English
        _table(app, table, words)
        then(app)
        return _draw(app)


def _english_left(english: Frame, dutch: Frame) -> list[str]:
    return sorted({t for t in set(english.texts) & set(dutch.texts)
                   if re.search("[A-Za-z]{2,}", t) and not SAME_IN_BOTH.fullmatch(t)})


# -- Showdown ------------------------------------------------------------------------

def test_a_showdown_round_played_in_dutch_draws_dutch_badges_and_lines(tmp_path):
    words = ["stand"] * 6
    english = _played(tmp_path, Language.ENGLISH, "showdown", words)
    dutch = _played(tmp_path, Language.DUTCH, "showdown", words)
    # the glossary: stand = passen
    assert "STANDS 16" in english.texts and "PAST 16" in dutch.texts
    assert not [t for t in dutch.texts if t.startswith(("STANDS", "BUST", "NATURAL", "FOLDED"))]
    assert "Speler 5 wint de pot: 60" in dutch.texts
    assert _english_left(english, dutch) == []


def test_a_showdown_round_that_ends_with_everybody_bust_is_told_in_dutch(tmp_path):
    words = ["stand"] * 6 + ["next"] + ["hit"] * 12
    english = _played(tmp_path, Language.ENGLISH, "showdown", words)
    dutch = _played(tmp_path, Language.DUTCH, "showdown", words)
    assert "DOOD 22" in dutch.texts
    assert "60 blijft in de pot voor de volgende ronde" in dutch.texts
    assert _english_left(english, dutch) == []


# -- Indian ----------------------------------------------------------------------------

def test_the_indian_match_log_is_written_in_dutch(tmp_path):
    words = ["raise 2", "call", "stay"]
    english = _played(tmp_path, Language.ENGLISH, "indian", words)
    dutch = _played(tmp_path, Language.DUTCH, "indian", words)
    assert {"You raise to 2", "AI calls 2"} <= set(english.texts)
    assert {"Ronde 1: je begint", "Je verhoogt naar 2", "AI gaat mee tot 2",
            "Je past"} <= set(dutch.texts)
    assert _english_left(english, dutch) == []


def test_every_indian_log_line_and_payment_reason_has_dutch_words():
    """Every line the animator can write, said in Dutch, differs from its English."""
    from game.messages import Message, message
    from game.tables.indian.view import PaymentReason
    from scenes.tables.indian import anim

    class Log(anim.IndianAnimator):
        def __init__(self, names):
            self.lines: list[Message] = []
            self.hooks = type("Hooks", (), {"names": names})()

        def log(self, line):
            self.lines.append(line)

    log = Log(["You", "Cleo"])
    for player in (0, 1):
        for you, other in [("You pass", "{name} passes"), ("You stay", "{name} stays")]:
            log.said(player, you, other)
    for reason in PaymentReason:
        log.said(1, "You pay {amount} ({why})", "{name} pays {amount} ({why})", amount=5,
                 why=message(anim.PAYMENT_WHY[reason]))
    english = [i18n.say(line) for line in log.lines]
    with speaking(Language.DUTCH):
        dutch = [i18n.say(line) for line in log.lines]
    assert english[:2] == ["You pass", "You stay"]
    assert dutch[:2] == ["Je checkt", "Je past"]
    assert "Cleo betaalt 5 (Blackjackbonus)" in dutch
    words = {w for line in english for w in re.findall("[a-z]{3,}", line.lower())}
    left = {w for line in dutch for w in re.findall("[a-z]{3,}", line.lower())} & words
    assert left <= {"cleo", "blackjack"}, left


# -- the history -----------------------------------------------------------------------

class _Step:
    def __init__(self, events: list[Any]) -> None:
        self.events = events


def _random_rounds(table: str, seeds: range) -> Iterator[tuple[list[_Step], dict[str, Any]]]:
    """Rounds played with random legal actions: (the steps, the snapshot after)."""
    game = spec_for(table).game
    for seed in seeds:
        engine = game.new_state(seed, {})
        engine.events()
        rng = random.Random(seed)
        steps: list[_Step] = []
        for _move in range(150):
            actions = engine.legal_actions()
            if not actions:
                break
            engine.apply(rng.choice(actions))
            steps.append(_Step(engine.events()))
            yield steps[-4:], engine.snapshot()


# Words that are Dutch too ("won": Dutch for "won"; "past": "passes").
STORY_SAME = {"blackjack", "pot", "hand", "won", "past"}


def test_the_history_tells_every_kind_of_round_at_every_table_in_dutch():
    """The story of every step of many random rounds, and every row label of
    the replay, have no English word left in Dutch (names and numbers aside)."""
    for table in ("midnight", "classic", "showdown", "indian"):
        english_words: set[str] = set()
        dutch_words: set[str] = set()
        kinds: set[str] = set()
        for steps, snapshot in _random_rounds(table, range(12)):
            kinds |= {type(e).__name__ for step in steps for e in step.events}
            labels = [label for label, _cards in card_rows(snapshot)]
            for language, words in ((Language.ENGLISH, english_words),
                                    (Language.DUTCH, dutch_words)):
                with speaking(language):
                    told = [*round_story(table, steps[-1:]), *round_story(table, steps),
                            *map(shown_label, labels)]
                words |= {w for line in told for w in re.findall("[a-z]{3,}", line.lower())}
        assert len(kinds) > 8 and english_words, table
        assert dutch_words & english_words <= STORY_SAME, (table, dutch_words & english_words)


# -- switching language in the middle of a round -----------------------------------------

def _to_dutch_under_the_menu(app) -> None:
    """Esc → Settings → Nederlands → back to the table, as a player does it."""
    app.context.open_scene("pause")
    app.context.open_scene("settings")
    app.context.update_settings(language="nl")
    app.context.manager.pop()
    app.context.manager.pop()
    _settle(app)


SWITCHED_MID_ROUND = [
    ("midnight", ["bet 1 10", "bet 2 25", "deal"], SEED),
    ("midnight", ["bet 1 10", "deal"], 28),          # an ace: the dealer asks "Insurance?"
    ("classic", ["bet 1 10", "deal"], SEED),
    ("showdown", ["stand"] * 6, SEED),                           # badges, the summary
    ("showdown", ["stand"] * 6 + ["next"] + ["hit"] * 12, SEED), # everybody bust
    ("indian", ["raise 2", "call"], SEED),                       # the action buttons
    ("indian", ["raise 2", "call", "stay"], SEED),               # the match log
]


def test_switching_to_dutch_mid_round_draws_every_table_as_if_opened_in_dutch(tmp_path):
    for n, (table, words, seed) in enumerate(SWITCHED_MID_ROUND):
        switched = _played(tmp_path / f"switched{n}", Language.ENGLISH, table, words,
                           then=_to_dutch_under_the_menu, seed=seed)
        dutch = _played(tmp_path / f"dutch{n}", Language.DUTCH, table, words, seed=seed)
        assert sorted(switched.texts) == sorted(dutch.texts), table
        assert switched.pixels == dutch.pixels, table


def _resign(app) -> None:
    app.context.manager.stack[1].resign()
    _settle(app)


def test_the_match_over_panel_changes_language_with_the_table_under_it(tmp_path):
    def resign_then_switch(app) -> None:
        _resign(app)
        _to_dutch_under_the_menu(app)

    switched = _played(tmp_path / "switched", Language.ENGLISH, "indian", ["raise 2"],
                       then=resign_then_switch)
    dutch = _played(tmp_path / "dutch", Language.DUTCH, "indian", ["raise 2"], then=_resign)
    assert "Wedstrijd voorbij" in dutch.texts and "AI wint de wedstrijd!" in dutch.texts
    assert sorted(switched.texts) == sorted(dutch.texts)
    assert switched.pixels == dutch.pixels


def test_showdowns_final_standings_change_language_with_the_table_under_them(app):
    """The sweep panel (its title, lines, standings and buttons) in Dutch after
    a switch is the panel opened in Dutch."""
    from game.tables.showdown.view import MatchWon
    from scenes.tables.match_over import sweep_over
    from scenes.tables.seat_config import SeatConfig
    from scenes.tables.showdown.seats import SeatPanel

    seats = [SeatPanel(i, SeatConfig(name), pygame.Rect(0, 0, 10, 10), tokens)
             for i, (name, tokens) in enumerate([("Player 1", 0), ("Cleo", 580), ("You", 0)])]

    def panel_drawn() -> Frame:
        app.context.manager.clear()              # the panel alone, nothing under it
        app.context.manager.push(sweep_over(app.context, MatchWon(1, 20, 600), seats,
                                            lambda: None, lambda: None))
        return _draw(app)

    try:
        with speaking(Language.DUTCH):
            dutch = panel_drawn()
        english = panel_drawn()
        app.context.update_settings(language="nl")
        switched = _draw(app)
    finally:
        app.context.update_settings(language="en")
    assert "Cleo wint de wedstrijd!" in dutch.texts and "580 fiches" in dutch.texts
    assert {"Speler 1  (uit)", "Jij  (uit)"} <= set(dutch.texts)
    assert "Cleo wins the match!" in english.texts
    assert set(switched.texts) == set(dutch.texts)      # a button keeps its drawn label
    assert switched.pixels == dutch.pixels
