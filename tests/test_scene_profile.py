"""The table scenes and the save: every round journaled, in history and stats, resumable."""
import contextlib
import dataclasses
import random

import pygame
import pytest
from scene_helpers import click, instant_app, key, push

from game.ai.indian import small_pots
from game.storage.round_check import Verdict, check_round
from game.storage.store import open_storage
from game.tables.dealer.view import Phase
from game.tables.indian.view import NEXT as INDIAN_NEXT
from game.tables.showdown.view import STAND as SHOWDOWN_STAND
from scenes.tables.dealer import classic, midnight
from scenes.tables.indian import scene as indian
from scenes.tables.indian.config import DEFAULT_CONFIG
from scenes.tables.journal import short_commitment
from scenes.tables.seat_config import EMPTY_SEAT, SeatKind
from scenes.tables.seat_config import SeatConfig as ClassicSeat
from scenes.tables.showdown import scene as showdown
from scenes.tables.showdown.seats import SeatConfig

WIN_19_V_17 = ["TS", "TH", "9S", "7D"]      # one spot: you 10, dealer 10, you 9, dealer 7
PUSH_18 = ["TS", "TH", "8S", "8D"]

# A known 128-bit deal, so every run plays the same cards (no flaky matches).
APP_SEED = 0x9E3779B97F4A7C15F39CC0605CEDC835


@pytest.fixture
def app(app):
    """The shared app (tests/conftest.py) with a save open."""
    app.context.profile = open_storage(app.context.data_dir).profile
    return app


def bet_25_and_deal(scene):
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)


def codes(board):
    """The cards the board shows (hands, then the dealer's)."""
    return [[c.code for c in h.cards] for h in board.hands], [c.code for c in board.dealer]


def crash(app, scene):
    """The process dies: the scene never exits, the save stays as written."""
    app.context.manager._stack.remove(scene)


# -- Midnight ------------------------------------------------------------------------
def test_a_midnight_round_played_by_clicks_lands_in_history_and_the_stats(app):
    profile = app.context.profile
    scene = push(app, midnight.create_scene(app.context, stack=WIN_19_V_17))
    bet_25_and_deal(scene)
    key(scene, pygame.K_s)
    assert scene.engine.phase is Phase.BETTING
    [entry] = profile.history.recent()
    assert (entry.table, entry.outcome) == ("midnight", "win")
    assert (entry.bankroll_before, entry.bankroll_after, entry.net_cents) == \
        (100_000, 102_500, 2_500)
    assert profile.bankroll_cents == 102_500 == app.context.bankroll_cents
    stats = profile.stats().tables["midnight"]
    assert (stats.rounds, stats.wins, stats.net_cents) == (1, 1, 2_500)
    assert profile.journal.actions(scene.journal.id) == ["bet 1 25", "deal", "stand"]


def test_the_table_is_dealt_from_the_sittings_seed_and_shows_its_commitment(app):
    scene = push(app, midnight.create_scene(app.context))
    sitting = scene.journal.sitting
    assert scene.engine.seed == sitting.seed and sitting.seed.bit_length() > 64
    assert scene.commitment == sitting.commitment and len(sitting.commitment) == 64
    drawn, bare = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    scene.draw(drawn)
    scene.commitment = ""
    scene.draw(bare)
    label = scene.anchors["seed_label"]
    strip = pygame.Rect(label.x, label.y, 640, label.h)
    assert pygame.image.tobytes(drawn.subsurface(strip), "RGB") != \
        pygame.image.tobytes(bare.subsurface(strip), "RGB")
    assert short_commitment(sitting.commitment) == f"commit {sitting.commitment[:16]}…"


def test_leaving_with_a_riding_push_returns_it_to_the_bankroll(app):
    profile = app.context.profile
    scene = push(app, midnight.create_scene(app.context, stack=PUSH_18))
    bet_25_and_deal(scene)
    key(scene, pygame.K_s)
    assert scene.engine.spots == [2500, 0, 0]             # the push rides
    assert profile.bankroll_cents == 97_500 and profile.total_cents == 100_000
    app.context.manager.pop()                             # back to the lobby
    assert profile.bankroll_cents == 100_000 and profile.pending() is None
    assert profile.history.recent()[0].outcome == "push"


def test_a_half_played_round_resumes_with_the_same_cards_and_takes_the_next_action(app):
    profile = app.context.profile
    scene = push(app, midnight.create_scene(app.context, stack=WIN_19_V_17))
    bet_25_and_deal(scene)
    cards = codes(scene.board)
    snapshot = scene.engine.snapshot()
    crash(app, scene)
    pending = profile.pending()
    assert pending.round_id is not None and pending.record["actions"] == ["bet 1 25", "deal"]
    resumed = push(app, midnight.create_scene(app.context, resume=pending))
    assert resumed.engine.snapshot() == snapshot
    assert codes(resumed.board) == cards and None not in cards[1]
    assert resumed.journal.id == pending.sitting.id and "your move" in resumed.message
    key(resumed, pygame.K_s)
    assert profile.history.recent()[0].bankroll_after == 102_500
    assert profile.journal.actions(pending.sitting.id) == ["bet 1 25", "deal", "stand"]


def test_opening_midnight_again_continues_a_round_left_in_play(app):
    profile = app.context.profile
    scene = push(app, midnight.create_scene(app.context, stack=WIN_19_V_17))
    bet_25_and_deal(scene)
    sitting_id = scene.journal.id
    app.context.manager.pop()                             # lobby, mid-round: seat kept
    assert profile.pending() is not None and profile.staked_cents == 2_500
    again = push(app, midnight.create_scene(app.context))
    assert again.journal.id == sitting_id and again.engine.phase is Phase.PLAY


# -- Classic ---------------------------------------------------------------------------
def test_only_the_first_human_seats_money_is_the_bankroll_at_classic(app):
    profile = app.context.profile
    seats = [ClassicSeat("Ada", SeatKind.AI, "random"), ClassicSeat("You"),
             ClassicSeat("Guest")] + [EMPTY_SEAT] * 4
    scene = push(app, classic.create_scene(app.context, seats=seats))
    rng = random.Random(3)
    for _ in range(400):
        if profile.history.recent() and not profile.history.recent()[0].is_open:
            break
        p = scene.turn()
        if scene.between or p is None or not scene.is_human(p):
            scene.press(classic.NEXT) if scene.between else scene.update(1.0)
        elif scene.engine.phase is Phase.BETTING:
            if not scene.engine.spots[p]:
                click(scene, scene.rack.slots[5].center)
                click(scene, scene.spot_rect(p).center)
            scene.press(classic.DONE)
        else:
            scene.act(rng.choice(scene.engine.legal_actions()))
    [entry] = profile.history.recent()
    home = scene.home()
    assert home == 1
    assert entry.bankroll_after == scene.engine.chips_of(home) + scene.engine.on_table_of(home)
    assert entry.bankroll_before == 100_000
    assert scene.journal.sitting.setup == {"cents": [100_000, 100_000, 100_000]}
    # verify finds the home seat (the second, after an AI) and agrees with the save
    assert scene.journal.leave()
    report = check_round(profile.db, entry.id)
    assert report.verdict is Verdict.VERIFIED, report.lines


# -- match tables ------------------------------------------------------------------
def test_a_showdown_match_is_recorded_and_counted_when_it_ends(app):
    profile = app.context.profile
    players = [SeatConfig("You"), SeatConfig("Bot", SeatKind.AI, "normal")]
    scene = push(app, showdown.create_scene(app.context, players=players))
    assert scene.engine.seed == scene.journal.seed and scene.commitment
    for _ in range(3000):
        if scene.engine.is_over():
            break
        scene.update(0.1)
        if app.context.manager.top is not scene:          # the round's summary
            scene.next_hand()
        elif scene.why_not_human() is None:
            scene.act(SHOWDOWN_STAND)
    assert scene.engine.is_over()
    sitting = profile.journal.sitting(scene.journal.id)
    assert sitting.ended_ms is not None and sitting.match_won == (scene.engine.winner == 0)
    [stats] = profile.stats().matches
    assert (stats.table, stats.opponent, stats.played) == ("showdown", "ai", 1)
    assert profile.history.count() == scene.engine.round_no and profile.pending() is None


def play_indian(app, scene, rng, stop=None):
    for step in range(3000):
        # ``stop``: halt at the first point in a round (not on a result) from that step on
        if scene.engine.is_over() or (stop is not None and step >= stop
                                     and scene.engine.phase.name not in ("RESULT", "OVER")):
            return
        indian_step(scene, rng)


def indian_step(scene, rng, next_round=True):
    """One tick of an Indian match: the AI moves by itself, player 1 picks at random."""
    scene.update(0.1)
    t = scene.engine
    if t.phase.name == "RESULT":
        if next_round:
            scene.act(INDIAN_NEXT)
    elif scene.offer().keep and t.current_player() != 0:
        scene.keep_card()
    elif t.current_player() == 0:
        mine = [a for a in t.legal_actions() if scene.owner(a) == 0]
        if mine:
            scene.act(rng.choice(mine[:6]))


@contextlib.contextmanager
def saved_app(folder, seed):
    """A headless app with its own save in ``folder``."""
    application = instant_app(folder, seed=seed)
    application.context.profile = open_storage(folder).profile
    try:
        yield application
    finally:
        application.context.manager.clear()
        application.close()


def test_an_indian_match_is_recorded_and_a_half_played_one_resumes(app):
    profile = app.context.profile
    scene = push(app, indian.create_scene(app.context, config=DEFAULT_CONFIG))
    assert scene.engine.seed == scene.journal.seed and scene.journal.round_open
    rng = random.Random(2)
    play_indian(app, scene, rng, stop=5)
    snapshot, pending = scene.engine.snapshot(), profile.pending()
    assert pending is not None and not scene.engine.is_over()
    crash(app, scene)
    resumed = indian.create_scene(app.context, resume=pending)
    assert resumed.engine.snapshot() == snapshot and resumed.names == list(DEFAULT_CONFIG.names)
    push(app, resumed)                                    # the AI moves on if it is its turn
    play_indian(app, resumed, rng)
    assert resumed.engine.is_over()
    sitting = profile.journal.sitting(pending.sitting.id)
    assert sitting.match_won == (resumed.engine.winner == 0) and sitting.ended_ms is not None
    [stats] = profile.stats().matches
    assert (stats.table, stats.opponent, stats.played) == ("indian", "ai", 1)


def test_a_resumed_indian_match_against_the_hard_ai_plays_on_exactly_as_if_never_left(tmp_path):
    """The hard AI bluffs with dice and reads its opponent from past rounds:
    after a resume it must roll the same dice and remember the same rounds."""
    hard = dataclasses.replace(DEFAULT_CONFIG, level="hard")
    seed = 12                      # a match long enough to crash in its middle (94 steps)

    def play(folder, crash_at=None):
        small_pots.forget()        # a new start of the game: hard remembers no earlier match
        with saved_app(folder, seed) as application:
            rng = random.Random(7)
            scene = push(application, indian.create_scene(application.context, config=hard))
            if crash_at is not None:
                play_indian(application, scene, rng, stop=crash_at)
                assert not scene.engine.is_over() and scene.engine.round_no >= 3
                pending = application.context.profile.pending()
                crash(application, scene)
                scene = push(application, indian.create_scene(application.context,
                                                              resume=pending))
            play_indian(application, scene, rng)
            assert scene.engine.is_over()
            return scene.match_words

    straight = play(tmp_path / "straight")
    assert play(tmp_path / "resumed", crash_at=40) == straight


def test_a_resumed_showdown_match_rolls_the_same_bot_dice_as_if_never_left(tmp_path):
    players = [SeatConfig("You"), SeatConfig("Easy", SeatKind.AI, "easy"),
               SeatConfig("Random", SeatKind.AI, "random")]

    def play(folder, crash_at=None):
        with saved_app(folder, 21) as application:
            rng = random.Random(3)
            scene = push(application, showdown.create_scene(application.context,
                                                            players=players))
            for step in range(3000):
                if scene.engine.is_over():
                    break
                if step == crash_at:
                    assert scene.engine.round_no >= 3
                    pending = application.context.profile.pending()
                    crash(application, scene)
                    application.context.manager.clear()
                    scene = push(application, showdown.create_scene(application.context,
                                                                    resume=pending))
                scene.update(0.1)
                if application.context.manager.top is not scene:
                    scene.next_hand()
                elif scene.why_not_human() is None:
                    scene.act(rng.choice(scene.engine.legal_actions()))
            assert scene.engine.is_over()
            return scene.match_words

    straight = play(tmp_path / "straight")
    assert len(straight) > 40
    assert play(tmp_path / "resumed", crash_at=len(straight) // 2) == straight


# -- a match left between rounds ----------------------------------------------------------
def leave_indian_between_rounds(app, rounds=2):
    scene = app.context.open_scene("indian")            # the setup screen: a new match
    scene = scene.start()
    scene.update(0)
    rng = random.Random(4)
    while scene.engine.round_no <= rounds or scene.engine.phase.name != "RESULT":
        indian_step(scene, rng, next_round=scene.engine.round_no <= rounds)
    assert not scene.engine.is_over()
    snapshot, sitting_id = scene.engine.snapshot(), scene.journal.id
    app.context.back_to_lobby()                        # Menu -> Back to lobby
    return sitting_id, snapshot


def test_an_indian_match_left_between_rounds_is_offered_again_and_resumes(app):
    from scenes.dialogs.resume_prompt import ResumePrompt
    from scenes.tables.indian.setup import IndianSetupScene
    app.context.open_scene("lobby")
    left, snapshot = leave_indian_between_rounds(app)
    assert app.context.profile.pending().sitting.id == left
    app.context.open_scene("indian")
    stack = app.context.manager.stack
    assert isinstance(stack[-2], IndianSetupScene) and isinstance(stack[-1], ResumePrompt)
    prompt = stack[-1]
    assert "not finished" in prompt.question and prompt.later_button.text == "New match"
    prompt.resume_sitting()
    table = app.context.manager.top
    assert isinstance(table, indian.IndianScene) and table.engine.snapshot() == snapshot
    assert table.seed == table.engine.seed          # the label names the match's own shoe
    assert not any(isinstance(s, (IndianSetupScene, ResumePrompt))
                   for s in app.context.manager.stack)


def test_a_new_indian_match_ends_the_one_left_unfinished(app):
    app.context.open_scene("lobby")
    old, _ = leave_indian_between_rounds(app)
    app.context.open_scene("indian")
    app.context.manager.top.close()                    # "New match"
    setup = app.context.manager.top
    fresh = setup.start()
    journal = app.context.profile.journal
    assert journal.sitting(old).ended_ms is not None and journal.sitting(old).match_won is None
    assert app.context.profile.pending().sitting.id == fresh.journal.id != old


def test_a_showdown_match_left_on_its_round_summary_is_offered_again_and_resumes(app):
    from scenes.dialogs.resume_prompt import ResumePrompt
    from scenes.tables.showdown.setup import ShowdownSetupScene
    app.context.open_scene("lobby")
    app.context.open_scene("showdown").start()           # the default six seats
    scene = app.context.manager.top
    for _ in range(3000):                                 # play to the first summary
        if app.context.manager.top is not scene:
            break
        scene.update(0.1)
        if scene.why_not_human() is None:
            scene.act(SHOWDOWN_STAND)
    assert scene.engine.round_no == 1 and not scene.engine.is_over()
    snapshot = scene.engine.snapshot()
    app.context.back_to_lobby()
    app.context.open_scene("showdown")
    stack = app.context.manager.stack
    assert isinstance(stack[-2], ShowdownSetupScene) and isinstance(stack[-1], ResumePrompt)
    stack[-1].resume_sitting()
    resumed = app.context.manager.find(lambda s: isinstance(s, showdown.ShowdownScene))
    assert resumed is not None and resumed.engine.snapshot() == snapshot
    assert not any(isinstance(s, ShowdownSetupScene) for s in app.context.manager.stack)
