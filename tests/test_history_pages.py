"""Every round of a long save is reachable in the hand history, a page at a
time, with filters and finished matches folded into one line; the statistics
are summed by SQLite and agree with a round-by-round count."""
import pygame
import pytest

from game.storage.history_list import HistoryFilter, Played
from game.storage.journal import RoundResult
from game.storage.store import open_storage
from scenes.app.loop import App
from scenes.screens.history import VISIBLE_ROWS
from tests.helpers.storage_fixtures import play_fake_rounds


def play_match(profile, outcomes: list[str], won: bool = True, table: str = "showdown"):
    """A finished match whose rounds end in ``outcomes`` (win/loss/push/watched)."""
    s = profile.sit_down(table, {}, {"chips": [20, 20, 20]}, opponent="ai", seed=3)
    for outcome in outcomes:
        profile.begin_round(s.id)
        result = RoundResult(watched=True) if outcome == "watched" else \
            RoundResult(won={"win": True, "loss": False, "push": None}[outcome])
        profile.settle_round(s.id, result, word="stand")
    profile.finish_match(s.id, won)
    return s


@pytest.fixture
def profile(tmp_path):
    profile = open_storage(tmp_path).profile
    yield profile
    profile.close()


def every_line(listing, shown, page=7):
    lines, offset = [], 0
    while True:
        got = listing.page(shown, offset, page)
        if not got:
            return lines
        lines += got
        offset += page


def test_every_round_of_a_long_save_is_reachable_page_by_page_newest_first(profile):
    ids = play_fake_rounds(profile, n=340)
    listing = profile.history_list
    lines = every_line(listing, HistoryFilter(played=Played.MINE, table="midnight"))
    assert [line.entry.id for line in lines] == sorted(ids[:-1], reverse=True)
    assert listing.count(HistoryFilter(table="midnight")) == 340


def test_a_finished_match_is_one_line_that_opens_into_its_rounds(profile):
    play_fake_rounds(profile, n=3)
    match = play_match(profile, ["win", "loss", "watched", "watched"], won=False)
    listing = profile.history_list
    top = listing.page(HistoryFilter(), 0, 3)[0]
    assert top.match is not None and top.match.rounds == 4 and not top.match.won
    assert top.entry.sitting_id == match.id
    opened = listing.page(HistoryFilter(sitting_id=match.id), 0, 10)
    assert [line.entry.outcome for line in opened] == ["watched", "watched", "loss", "win"]
    assert all(line.match is None for line in opened)


def test_the_filters_pick_a_table_the_rounds_played_by_me_or_the_rounds_watched(profile):
    play_fake_rounds(profile, n=4)           # 4 Midnight rounds, then a 1-round Indian match
    play_match(profile, ["win", "watched", "watched"])
    listing = profile.history_list
    assert listing.count(HistoryFilter()) == 4 + 1 + 1        # the matches fold
    assert listing.count(HistoryFilter(played=Played.WATCHED)) == 2
    watched = listing.page(HistoryFilter(played=Played.WATCHED), 0, 10)
    assert {line.entry.outcome for line in watched} == {"watched"}
    assert listing.count(HistoryFilter(table="showdown")) == 1
    assert listing.count(HistoryFilter(table="indian", played=Played.MINE)) == 1


def test_a_streak_counts_wins_between_losses_and_a_push_neither_extends_nor_breaks_it(profile):
    play_match(profile, ["win", "win", "push", "win", "loss", "win", "watched", "win"])
    play_match(profile, ["win", "win", "loss"], table="indian")
    stats = profile.stats()
    showdown = stats.table("showdown")
    assert (showdown.rounds, showdown.wins, showdown.losses, showdown.pushes) == (7, 5, 1, 1)
    assert showdown.best_streak == 3
    assert stats.table("indian").best_streak == 2
    assert not showdown.money and showdown.net_cents == 0


def test_the_bankroll_chart_gets_about_as_many_points_as_asked_and_always_the_last(profile):
    play_fake_rounds(profile, n=200)
    every = profile.bankroll_series()
    thinned = profile.bankroll_series(most=40)
    assert len(every) == 201 and profile.stats_keeper.money_rounds() == 200
    assert 40 <= len(thinned) - 1 <= 45 and thinned[-1] == every[-1]
    assert set(thinned) <= set(every)


# -- the screen -------------------------------------------------------------------
@pytest.fixture
def app(tmp_path):
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=30)
    play_match(profile, ["win", "loss", "watched"])
    profile.close()
    app = App(strict=True, data_dir=tmp_path)
    app.start("lobby", lazy=False)
    yield app
    app.close()


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(0)
    app.render()


def test_the_history_screen_opens_a_match_with_enter_and_closes_it_with_esc(app):
    history = app.context.open_scene("history")
    app.render()
    assert history.total == 30 + 1 + 1 and history.line(0).match is not None
    key(app, pygame.K_RETURN)
    assert history.total == 3 and history.shown.sitting_id is not None
    assert [e.outcome for e in history.entries] == ["watched", "loss", "win"]
    key(app, pygame.K_ESCAPE)
    assert history.shown == HistoryFilter() and app.context.manager.top is history
    key(app, pygame.K_ESCAPE)
    assert app.context.manager.top is not history


def test_the_history_screen_pages_past_the_first_screen_and_filters_by_table(app):
    history = app.context.open_scene("history")
    for _ in range(4):
        key(app, pygame.K_PAGEDOWN)
    assert history.selected == min(history.total - 1, 4 * VISIBLE_ROWS)
    assert history.entry is not None and not history.replay_error
    key(app, pygame.K_t)                                    # Midnight only
    assert history.shown.table == "midnight" and history.total == 30
    key(app, pygame.K_p)                                    # played by me
    assert history.shown.played is Played.MINE and history.total == 30


def test_a_match_ending_in_watched_rounds_stays_one_line_among_the_rounds_played_by_me(profile):
    match = play_match(profile, ["win", "loss", "watched"])
    listing = profile.history_list
    mine = HistoryFilter(played=Played.MINE)
    lines = listing.page(mine, 0, 10)
    assert listing.count(mine) == len(lines)
    line = next(line for line in lines if line.entry.sitting_id == match.id)
    assert line.match is not None and line.entry.outcome == "loss"


def test_statistics_wait_for_the_background_fold_of_a_long_save_instead_of_freezing(
        app, monkeypatch):
    from scenes.screens import stats as stats_screen
    monkeypatch.setattr(stats_screen, "FOLD_IN_A_FRAME", 3)     # 33 rounds count as long
    profile = app.context.profile
    profile.stats_keeper = type(profile.stats_keeper)(profile.db)    # not folded yet
    if profile.checking is None:                                     # a check under way
        from game.storage.open_checks import BackgroundCheck
        profile.checking = BackgroundCheck(profile.db.path)
    scene = app.context.open_scene("stats")
    assert scene.adding_up and scene.stats.tables == {}
    profile.stats_keeper.warm(profile.db.read())                     # the thread's fold
    app.step(1 / 60)
    assert not scene.adding_up and scene.stats.table("midnight").rounds == 30
