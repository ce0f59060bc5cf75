"""Every table by the keyboard alone: a whole sitting, from the table's setup
to a round's result, with key presses only (through the app, as the window
sends them), and the focus ring that shows where a chip will go."""
from __future__ import annotations

import pygame
from scene_helpers import key_event

from game.tables.dealer.view import Phase
from scenes.app.key_maps import MATCH_OVER
from scenes.tables.base import TableScene
from scenes.tables.dealer.keys import CLASSIC, MIDNIGHT
from scenes.tables.indian.keys import INDIAN
from scenes.tables.seat_config import SeatKind
from scenes.tables.showdown.keys import SHOWDOWN, SHOWDOWN_SUMMARY
from scenes.tables.showdown.summary import RoundSummaryOverlay
from scenes.widgets.theme import FOCUS

APP_SEED = 5
KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class KeysOnly:
    """The app, fed key presses only: a mouse event here is a test bug."""

    def __init__(self, app) -> None:
        self.app = app

    def press(self, k: int, text: str = "", mod: int = 0, frames: int = 2) -> None:
        ev = key_event(k, text or (chr(k) if 32 <= k < 127 else ""), mod)
        assert ev.type in KEY_EVENTS
        self.app.dispatch(ev)
        for _ in range(frames):
            self.app.step(1 / 60)

    def type(self, text: str) -> None:
        for ch in text:
            self.press(ord(ch.lower()), ch)

    @property
    def top(self):
        return self.app.context.manager.top

    def table(self) -> TableScene:
        return next(s for s in reversed(self.app.context.manager.stack)
                    if isinstance(s, TableScene))


def open_table(app, path: str) -> None:
    """Open ``path`` and let its first frames run (the shoe's shuffle)."""
    app.open_path(path)
    for _ in range(3):
        app.step(1 / 60)


def play_out_by_stand(keys: KeysOnly, stand: int, limit: int = 40) -> None:
    """Stand on every hand (and decline insurance) until the round is over."""
    scene = keys.table()
    for _ in range(limit):
        if scene.engine.phase is Phase.BETTING and scene.engine.rounds:
            return
        if scene.engine.phase is Phase.INSURANCE:
            keys.press(pygame.K_n)
        else:
            keys.press(stand)
    raise AssertionError(f"the round did not end: {scene.engine.phase}")


def test_midnight_is_bet_dealt_and_played_to_a_result_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "midnight")
    keys.press(pygame.K_2)                       # the 5 chip
    keys.press(pygame.K_UP)                      # on spot 1 (the ring starts there)
    keys.press(pygame.K_RIGHT)
    keys.press(pygame.K_UP)
    keys.press(pygame.K_PLUS)
    keys.press(pygame.K_DOWN)                    # spot 2's last chip back
    scene = keys.table()
    assert scene.engine.spots == [500, 500, 0]
    keys.press(pygame.K_TAB)
    keys.press(pygame.K_TAB)                     # round the three spots, back to spot 1
    keys.press(pygame.K_3)
    keys.press(pygame.K_EQUALS)
    assert scene.engine.spots == [3000, 500, 0]
    keys.press(pygame.K_RETURN)                  # DEAL
    assert scene.engine.rounds == 1
    play_out_by_stand(keys, MIDNIGHT.key("stand"))
    assert scene.last_net is not None and scene.result_words()


def test_the_focus_ring_is_drawn_once_a_betting_key_is_used_and_not_before(app):
    keys = KeysOnly(app)
    open_table(app, "midnight")
    scene = keys.table()
    centre = scene.board.circle_center(2)
    ring_at = (centre[0] + scene.board.radius + 7 - 1, centre[1])

    def ring_shown() -> bool:
        app.render()
        return tuple(app.logical.get_at(ring_at))[:3] == FOCUS
    assert not ring_shown()
    keys.press(pygame.K_LEFT)                    # from spot 1 round to spot 3
    assert scene.spot_focus.current() == 2
    assert ring_shown()


def test_classic_seats_are_set_and_a_round_is_bet_and_played_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "classic")
    keys.press(pygame.K_RETURN)                  # START with the seats offered
    scene = keys.table()
    assert scene.name == "classic"
    for _ in range(60):                          # the AI seats ahead bet on their own
        if scene.betting_player() is not None:
            break
        keys.press(pygame.K_F2, frames=10)       # a key nothing uses: time passes
    assert scene.betting_player() == scene.home()
    keys.press(pygame.K_2)
    keys.press(pygame.K_UP)
    keys.press(pygame.K_UP)
    keys.press(pygame.K_DOWN)
    assert scene.engine.spots[scene.home()] == 500
    keys.press(CLASSIC.key("bet_done"))
    for _ in range(400):
        if scene.between:
            break
        if scene.engine.phase is Phase.BETTING or scene.turn() != scene.home():
            keys.press(pygame.K_F2, frames=10)
        elif scene.engine.phase is Phase.INSURANCE:
            keys.press(pygame.K_n)
        else:
            keys.press(CLASSIC.key("stand"))
    assert scene.between and scene.home() in scene.last_nets


def test_classic_seats_change_kind_name_and_level_by_keys(app):
    keys = KeysOnly(app)
    open_table(app, "classic")
    setup = keys.top
    assert setup.keys_name == "classic_setup"
    keys.press(pygame.K_DOWN)
    keys.press(pygame.K_DOWN)
    keys.press(pygame.K_DOWN)                    # seat 4, empty
    keys.press(pygame.K_RIGHT)                   # empty -> human
    assert setup.seats[3].kind is SeatKind.HUMAN and setup.editing is None
    keys.press(pygame.K_n)
    keys.press(pygame.K_BACKSPACE, frames=1)
    keys.type("Zoe")
    keys.press(pygame.K_RETURN)                  # ends the name, does not start
    assert setup.seats[3].name.endswith("Zoe") and setup.editing is None
    assert keys.top is setup
    keys.press(pygame.K_UP)                      # seat 3: an AI
    level = setup.seats[2].level
    keys.press(pygame.K_n)                       # its next level
    assert setup.seats[2].kind is SeatKind.AI and setup.seats[2].level != level
    keys.press(pygame.K_RETURN)                  # START
    assert keys.table().name == "classic" and keys.table() is not setup


def test_showdown_is_set_up_and_played_to_a_round_summary_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "showdown")
    setup = keys.top
    assert setup.keys_name == "showdown_setup"
    keys.press(pygame.K_MINUS)                   # five seats
    keys.press(pygame.K_DOWN)                    # seat 2
    keys.press(pygame.K_SPACE)                   # its next kind / level
    keys.press(pygame.K_UP)
    keys.press(pygame.K_n)                       # seat 1's name
    for _ in range(12):
        keys.press(pygame.K_BACKSPACE, frames=0)
    keys.type("Ann")
    keys.press(pygame.K_RETURN)
    assert setup.seats[0].name == "Ann" and setup.count == 5
    keys.press(pygame.K_RETURN)                  # START
    scene = keys.table()
    assert scene.name == "showdown" and scene is not setup
    for _ in range(3000):
        if isinstance(keys.top, RoundSummaryOverlay):
            break
        if scene.why_not_human() is None:
            keys.press(SHOWDOWN.key("stand"))
        else:
            keys.press(pygame.K_F2, frames=10)
    assert isinstance(keys.top, RoundSummaryOverlay)


def test_indian_is_set_up_and_played_to_a_result_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "indian")
    keys.press(pygame.K_TAB)                     # your name
    for _ in range(12):
        keys.press(pygame.K_BACKSPACE, frames=0)
    keys.type("Bo")
    keys.press(pygame.K_RETURN)
    keys.press(pygame.K_RETURN)                  # START
    scene = keys.table()
    assert scene.name == "indian" and scene.config.names[0] == "Bo"
    first = scene.engine.round_no
    for _ in range(600):                         # the highlighted button, round after round
        if scene.engine.round_no > first:
            break
        keys.press(INDIAN.key("primary"), frames=10)
    assert scene.engine.round_no > first         # the first round was played out


def test_midnight_plays_a_second_round_with_the_same_bet_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "midnight")
    scene = keys.table()
    keys.press(pygame.K_2)
    keys.press(pygame.K_UP)
    keys.press(MIDNIGHT.key("deal"))
    play_out_by_stand(keys, MIDNIGHT.key("stand"))
    keys.press(MIDNIGHT.key("same_bet"))         # the same bet again
    assert scene.engine.spots == [500, 0, 0]
    keys.press(MIDNIGHT.key("deal"))
    assert scene.engine.rounds == 2
    play_out_by_stand(keys, MIDNIGHT.key("stand"))
    assert scene.last_net is not None and scene.result_words()


def test_classic_plays_a_second_round_after_next_round_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "classic")
    keys.press(pygame.K_RETURN)                  # START
    scene = keys.table()
    for round_no in (1, 2):
        for _ in range(60):
            if scene.betting_player() == scene.home():
                break
            keys.press(pygame.K_F2, frames=10)
        if round_no == 1:
            keys.press(pygame.K_2)
            keys.press(pygame.K_UP)
        else:
            keys.press(CLASSIC.key("same_bet"))  # this seat's bet of last round
        assert scene.engine.spots[scene.home()] == 500
        keys.press(CLASSIC.key("bet_done"))
        for _ in range(400):
            if scene.between:
                break
            if scene.engine.phase is Phase.BETTING or scene.turn() != scene.home():
                keys.press(pygame.K_F2, frames=10)
            elif scene.engine.phase is Phase.INSURANCE:
                keys.press(CLASSIC.key("no_insurance"))
            else:
                keys.press(CLASSIC.key("stand"))
        assert scene.between and scene.home() in scene.last_nets
        keys.press(CLASSIC.key("bet_done"))      # NEXT ROUND
    assert scene.engine.rounds == 2


def test_showdown_is_played_from_setup_to_the_match_over_screen_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "showdown")
    keys.press(pygame.K_RETURN)                  # START with the seats offered
    scene = keys.table()
    summaries = 0
    for _ in range(3000):
        top = keys.top
        if top.name == "match_over":
            break
        if isinstance(top, RoundSummaryOverlay):
            summaries += 1
            out = scene.watching.humans_out()
            keys.press(SHOWDOWN_SUMMARY.key("skip_to_end" if out else "next_hand"))
        elif scene.why_not_human() is None:
            keys.press(SHOWDOWN.key("stand"))
        else:
            keys.press(pygame.K_F2, frames=10)
    assert keys.top.name == "match_over" and scene.engine.is_over() and summaries >= 1
    keys.press(MATCH_OVER.key("lobby"))
    assert keys.top.name == "lobby"


def test_indian_is_played_from_setup_to_the_match_over_screen_by_keys_alone(app):
    keys = KeysOnly(app)
    open_table(app, "indian")
    keys.press(pygame.K_RETURN)                  # START
    scene = keys.table()
    for _ in range(3000):
        if keys.top.name == "match_over":
            break
        keys.press(INDIAN.key("primary"), frames=10)
    assert keys.top.name == "match_over" and scene.engine.round_no > 1
    keys.press(MATCH_OVER.key("lobby"))
    assert keys.top.name == "lobby"
