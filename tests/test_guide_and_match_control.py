"""The table base's side of the guided first round (one tip at a time, once per
table, remembered in settings) and of the pause menu's match control
(Resign / New match behind a yes / no question), on a tiny table."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import key_event

from scenes.app.settings_store import Settings, SettingsStore
from scenes.dialogs.confirm import Confirm
from scenes.dialogs.guide import GuideTip
from scenes.dialogs.pause import PauseOverlay
from scenes.screens.settings import SettingsScene
from scenes.tables.base import TableScene

TIPS = {"bet": "Pick a chip, then click a spot.", "act": "Hit takes a card; Stand keeps."}


class TinyTable(TableScene):
    """A table with a match and two tips; it only records what it is asked."""

    def __init__(self, context, match: bool = True) -> None:
        super().__init__(context, "midnight")
        self.moment: str | None = "bet"
        self.match = match
        self.calls: list[str] = []

    def can_end_match(self) -> bool:
        return self.match

    def resign(self) -> None:
        self.calls.append("resign")

    def new_match(self) -> None:
        self.calls.append("new match")

    def guide_moment(self) -> str | None:
        return self.moment

    def guide_tips(self) -> dict[str, str]:
        return dict(TIPS)

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            self.calls.append(pygame.key.name(ev.key))
        return super().handle_event(ev)


@pytest.fixture
def table(app):
    app.context.tips_allowed = True         # a strict app leaves the tour out
    scene = TinyTable(app.context)
    app.context.manager.push(scene)
    return scene


def press(app, k):
    app.dispatch(key_event(k))
    app.step(1 / 60)


def labels(pause: PauseOverlay) -> list[str]:
    return [b.text for b in pause.menu.buttons]


# -- the guided first round ------------------------------------------------------
def test_a_tip_shows_over_the_table_when_the_player_meets_its_moment(app, table):
    app.step(1 / 60)
    tip = app.context.manager.top
    assert isinstance(tip, GuideTip) and tip.tip == TIPS["bet"] and tip.is_overlay


def test_got_it_closes_the_tip_and_it_is_not_shown_again_at_that_table(app, table):
    app.step(1 / 60)
    press(app, pygame.K_SPACE)
    assert app.context.manager.top is table
    assert app.context.settings.tip_seen("midnight", "bet")
    app.step(1 / 60)
    assert app.context.manager.top is table              # seen once: never again
    table.moment = "act"
    app.step(1 / 60)
    assert app.context.manager.top.tip == TIPS["act"]    # the next moment has its own


def test_the_tips_seen_are_remembered_in_the_settings_file(app, table):
    app.step(1 / 60)
    press(app, pygame.K_SPACE)
    saved, _ = SettingsStore(app.context.data_dir).load()
    assert saved.tips_seen == {"midnight": ["bet"]} and saved.show_tips


def test_end_the_tour_turns_every_tip_off_and_says_where_to_turn_them_on(app, table):
    app.step(1 / 60)
    press(app, pygame.K_t)
    assert app.context.manager.top is table and not app.context.settings.show_tips
    assert "Show tour" in app.context.toast.message
    table.moment = "act"
    app.step(1 / 60)
    assert app.context.manager.top is table


def test_esc_on_a_tip_opens_the_menu_and_closes_the_tip_as_read(app, table):
    app.step(1 / 60)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.context.manager.top, PauseOverlay)
    assert not any(isinstance(s, GuideTip) for s in app.context.manager.stack)
    assert app.context.settings.show_tips and app.context.settings.tip_seen("midnight", "bet")
    press(app, pygame.K_ESCAPE)
    table.moment = "act"
    app.step(1 / 60)
    assert app.context.manager.top.tip == TIPS["act"]     # the next tip still comes


def test_the_tips_buttons_use_keys_no_table_uses(app, table):
    app.step(1 / 60)
    tip = app.context.manager.top
    assert tip.skip_button.shortcut == pygame.K_t
    assert tip.got_it_button.shortcut == pygame.K_SPACE


def test_a_table_key_on_a_tip_reaches_the_table_and_closes_the_tip(app, table):
    app.step(1 / 60)
    assert isinstance(app.context.manager.top, GuideTip)
    press(app, pygame.K_h)
    assert table.calls == ["h"] and app.context.manager.top is table
    assert app.context.settings.tip_seen("midnight", "bet")


def test_shift_alone_leaves_the_tip_up(app, table):
    app.step(1 / 60)
    press(app, pygame.K_LSHIFT)
    assert isinstance(app.context.manager.top, GuideTip) and table.calls == ["left shift"]


def test_a_click_on_the_tip_stays_on_the_tip(app, table):
    app.step(1 / 60)
    tip = app.context.manager.top
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=(tip.rect.x + 4, tip.rect.y + 4), button=1))
    assert app.context.manager.top is tip


def test_no_tip_while_an_animation_runs_or_another_scene_is_on_top(app, table):
    table.timeline.wait(1.0)
    table.offer_tip()
    assert app.context.manager.top is table
    table.timeline.skip()
    app.context.open_scene("pause", table="midnight")
    table.offer_tip()
    assert isinstance(app.context.manager.top, PauseOverlay)


def test_a_strict_app_plays_without_the_tour_so_words_drive_the_tables(app):
    scene = TinyTable(app.context)
    app.context.manager.push(scene)
    app.step(1 / 60)
    assert app.context.manager.top is scene


def test_a_table_without_tips_never_shows_the_panel(app):
    app.context.tips_allowed = True
    plain = TableScene(app.context, "midnight")
    app.context.manager.push(plain)
    app.step(1 / 60)
    assert app.context.manager.top is plain


def test_the_settings_toggle_turns_the_tour_back_on_from_the_start(app, table):
    app.context.update_settings(show_tips=False,
                                tips_seen={"midnight": ["bet", "act"]})
    settings = SettingsScene(app.context)
    settings.tips.toggle()
    assert app.context.settings.show_tips and app.context.settings.tips_seen == {}


def test_a_damaged_tips_list_in_the_settings_file_gives_defaults_not_a_crash(tmp_path):
    (tmp_path / "settings.json").write_text('{"tips_seen": {"midnight": "bet"}}')
    settings, message = SettingsStore(tmp_path).load()
    assert settings == Settings() and "tips_seen" in message


# -- the pause menu's match control ----------------------------------------------
def test_the_pause_menu_offers_resign_and_new_match_only_during_a_match(app, table):
    app.context.update_settings(show_tips=False)
    assert {"Resign", "New match"} <= set(labels(PauseOverlay(app.context, "midnight")))
    table.match = False
    assert not {"Resign", "New match"} & set(labels(PauseOverlay(app.context, "midnight")))


def test_resign_asks_first_and_the_safe_answer_changes_nothing(app, table):
    app.context.update_settings(show_tips=False)
    table.open_pause()
    press(app, pygame.K_g)
    assert isinstance(app.context.manager.top, Confirm)
    press(app, pygame.K_RETURN)                     # Enter is the safe answer: Back
    assert isinstance(app.context.manager.top, PauseOverlay) and table.calls == []


def test_resign_confirmed_closes_the_menu_and_the_table_resigns(app, table):
    app.context.update_settings(show_tips=False)
    table.open_pause()
    press(app, pygame.K_g)
    press(app, pygame.K_g)                          # the key that asked, again: yes
    assert app.context.manager.top is table and table.calls == ["resign"]


def test_new_match_confirmed_closes_the_menu_and_the_table_starts_one(app, table):
    app.context.update_settings(show_tips=False)
    table.open_pause()
    press(app, pygame.K_n)
    press(app, pygame.K_n)
    assert app.context.manager.top is table and table.calls == ["new match"]


def test_the_new_match_question_says_the_old_match_is_not_counted_as_lost(app, table):
    # Showdown and Indian both leave it neither won nor lost (README, "Playing")
    app.context.update_settings(show_tips=False)
    table.open_pause()
    press(app, pygame.K_n)
    ask = app.context.manager.top
    assert isinstance(ask, Confirm)
    assert "neither won nor lost" in ask.note and "counts as lost" not in ask.note


def test_a_table_without_a_match_refuses_to_resign_or_restart(app):
    plain = TableScene(app.context, "midnight")
    assert not plain.can_end_match()
    with pytest.raises(NotImplementedError):
        plain.resign()
    with pytest.raises(NotImplementedError):
        plain.new_match()


# -- where the tip sits at the dealer tables ---------------------------------------
@pytest.mark.parametrize("name", ["midnight", "classic"])
def test_the_tip_after_a_round_leaves_the_rounds_breakdown_in_sight(app, name):
    options = {"skip_setup": True} if name == "classic" else {}
    app.context.open_scene(name, **options)
    table = app.context.manager.top
    table.apply_actions(["bet 1 10", "deal"])
    for _ in range(12):                       # stand on every hand until the round ends
        if table.guide_moment() == "result":
            break
        table.apply_actions(["stand"])
        app.step(0)
    assert table.guide_moment() == "result"
    breakdown = pygame.Rect(table.results.topleft, (270, table.results.bottom() - 48))
    assert breakdown.h > 0
    tip = GuideTip(app.context, name, "result", table.guide_tips()["result"],
                   table.guide_place("result"))
    assert not tip.rect.colliderect(breakdown)


@pytest.mark.parametrize("seats", range(2, 9))
def test_a_tip_at_showdown_never_covers_a_seat_whatever_their_number(app, seats):
    # "You can see the hand to beat": the tip must not hide it.
    from scenes.tables.showdown.scene import ShowdownScene
    from scenes.tables.showdown.seats import SeatConfig, seat_anchor_names
    table = ShowdownScene(app.context, players=[SeatConfig(f"P{i}") for i in range(seats)])
    app.context.manager.push(table)
    assert table.guide_tips()
    places = [table.anchor(n) for n in seat_anchor_names(seats)]
    for moment, text in table.guide_tips().items():
        tip = GuideTip(app.context, "showdown", moment, text, table.guide_place(moment))
        assert tip.rect.collidelist(places) == -1, (moment, seats)


def test_at_showdown_the_deal_tip_comes_before_the_play_when_you_act_first(app):
    from scenes.tables.showdown.scene import ShowdownScene
    from scenes.tables.showdown.seats import SeatConfig, SeatKind
    app.context.tips_allowed = True
    table = ShowdownScene(app.context, players=[SeatConfig("You"),
                                                SeatConfig("Ada", SeatKind.AI)])
    app.context.manager.push(table)
    seen = []
    for _ in range(120):
        app.step(1 / 30)
        top = app.context.manager.top
        if isinstance(top, GuideTip):
            seen.append(top.moment)
            top.got_it()
        if len(seen) == 2:
            break
    assert seen == ["deal", "act"]
