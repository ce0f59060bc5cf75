"""The networked table scenes, headless, against the host's real match over
in-memory links (``game.net.fake``): a whole Indian match with items and a
Showdown match played through the scene, the refusal pill with the engine's
reason, the commitment, the verdict, a cheating host caught, and a host that
is gone or ends the match without a result."""
from __future__ import annotations

import time

import pygame
import pytest
from scene_helpers import draw_recorded, key_event, opened_instant_app

from game.net.fake import FAKE_CODE, MemoryMatch, memory_match
from game.net.headless import host_setup
from game.net.remote import RemoteTable
from game.tables.indian.view import IndianKind, raise_to
from game.tables.showdown.view import ShowdownKind
from scenes.app.i18n import Language, set_language
from scenes.tables.indian.anim import Shown
from scenes.tables.net.ending import AbandonedScene, HostGoneScene, VerdictOverlay
from scenes.tables.net.indian import RemoteIndianScene
from scenes.tables.net.link import open_remote_table
from scenes.tables.net.seat import COMMITMENT_MOMENT, short_fingerprint
from scenes.tables.net.showdown import RemoteShowdownScene

DUTCH_RAISE_RANGE = "een verhoging moet een totaal van"
LIMIT_S = 120        # a hang bound only: the matches below end in a few seconds


@pytest.fixture
def app(tmp_path):
    with opened_instant_app(tmp_path) as application:
        yield application


@pytest.fixture
def english():
    set_language(Language.ENGLISH)
    yield
    set_language(Language.ENGLISH)


def frame(app) -> None:
    app.step(1 / 60)
    app.render()
    time.sleep(0.001)       # the host's thread plays its part


def seated(app, remote, **options):
    scene = open_remote_table(app.context, remote, **options)
    app.context.manager.push(scene)
    return scene


def until(app, done, others=()):
    """Frames until ``done()``; the other guests say their first legal word."""
    deadline = time.monotonic() + LIMIT_S
    while not done():
        assert time.monotonic() < deadline, "the networked match did not get there"
        for other in others:
            other.poll()
            legal = other.legal_actions()
            if legal:
                other.apply(legal[0])     # showdown: hit (or next); indian: its first
        frame(app)


def texts_of(scene) -> list[str]:
    shown = getattr(scene, "shown", None)       # none before the first update
    return [str(text) for text in shown.log] if isinstance(shown, Shown) else []


class IndianPlayer:
    """The player at the screen: takes every item offered (hitting until
    Deal Again is), calls, passes or stays; NEXT at every result."""

    def __init__(self, scene: RemoteIndianScene):
        self.scene, self.used = scene, set()

    def move(self) -> None:
        scene = self.scene
        if scene.context.manager.top is not scene or scene.asking:
            return
        offer = scene.controls.offer
        kinds = offer.kinds
        for item in (IndianKind.CHIP_BONUS, IndianKind.DEAL_AGAIN):
            if item in kinds and item not in self.used:
                self.used.add(item)
                scene.controls.by_kind[item].click()
                return
        if offer.keep:
            scene.controls.by_kind["keep"].click()
            return
        if IndianKind.HIT in kinds and IndianKind.DEAL_AGAIN not in self.used:
            scene.controls.by_kind[IndianKind.HIT].click()      # then Deal Again is offered
            return
        for kind in (IndianKind.NEXT, IndianKind.CALL, IndianKind.PASS, IndianKind.STAY,
                     IndianKind.RAISE):
            if kind in kinds:
                scene.controls.by_kind[kind].click()
                return


def test_a_guest_plays_a_whole_indian_match_with_items_through_the_scene_and_it_is_verified(
        app, english):
    match, links = memory_match("indian", ["normal", "guest"], seed=7)
    try:
        scene = seated(app, RemoteTable(links[1]))
        assert isinstance(scene, RemoteIndianScene) and scene.viewer == 1
        player = IndianPlayer(scene)
        seen: list[str] = []

        def over() -> bool:
            seen.extend(t for t in texts_of(scene) if t not in seen)
            player.move()
            return isinstance(app.context.manager.top, VerdictOverlay)
        until(app, over)
        assert scene.ending is not None and scene.ending.verified
        assert "You use Chip Bonus" in seen and "You use Deal Again" in seen
        assert any(line.startswith("AI") or "Player 1" in line for line in seen)
        app.render()
        assert scene.engine.is_over() and scene.message.endswith("wins the match!")
    finally:
        match.close()


def test_the_verdict_stands_under_the_match_over_panel(app, english):
    match, links = memory_match("indian", ["normal", "guest"], seed=7)
    try:
        scene = seated(app, RemoteTable(links[1]))
        player = IndianPlayer(scene)
        until(app, lambda: player.move() or isinstance(app.context.manager.top,
                                                       VerdictOverlay))
        overlay = app.context.manager.top
        drawn = draw_recorded(app)
        assert "Verified: every card and result matches the revealed seed" in drawn.texts
        labels = [button.text for button in drawn.buttons]
        assert "HISTORY" in labels and "PLAY AGAIN" not in labels
        overlay.handle_event(key_event(pygame.K_l))
        assert app.context.manager.top.name == "lobby"
    finally:
        match.close()


def test_the_commitment_is_in_the_top_bar_from_the_first_card_with_a_tip(app, english):
    match, links = memory_match("indian", ["guest", "normal"], seed=3)
    try:
        remote = RemoteTable(links[0])
        scene = seated(app, remote)
        until(app, lambda: scene.ready)
        line = f"Commitment: {short_fingerprint(remote.commitment)}…"
        assert line in draw_recorded(app).texts
        assert len(remote.commitment) == 64
        assert scene.guide_moment() == COMMITMENT_MOMENT
        assert "fingerprint of the seed" in scene.guide_tips()[COMMITMENT_MOMENT]
    finally:
        match.close()


def test_a_refused_word_shows_the_engines_reason_in_the_refusal_pill(app, english):
    match, links = memory_match("indian", ["guest", "normal"], seed=3)
    try:
        scene = seated(app, RemoteTable(links[0]))
        until(app, lambda: IndianKind.RAISE in scene.controls.offer.kinds)
        assert scene.act(raise_to(999))            # the host's engine will say no
        until(app, lambda: bool(scene.alert))
        assert scene.alert.startswith("a raise must be a total from")
        assert not scene.asking                    # the same question stands again
        until(app, lambda: IndianKind.RAISE in scene.controls.offer.kinds)
        set_language(Language.DUTCH)              # the reason is said again in the language shown
        assert scene.alert.startswith(DUTCH_RAISE_RANGE)
    finally:
        set_language(Language.ENGLISH)
        match.close()


def test_a_second_word_before_the_hosts_answer_is_refused_at_once(app, english):
    match, links = memory_match("indian", ["guest", "normal"], seed=3)
    try:
        scene = seated(app, RemoteTable(links[0]))
        until(app, lambda: IndianKind.RAISE in scene.controls.offer.kinds)
        raise_first = scene.controls.offer.raises[0]
        assert scene.act(raise_to(raise_first))
        assert scene.controls.offer.actions == () or scene.asking
        assert not scene.act(raise_to(raise_first))
        assert "not answered" in scene.alert
    finally:
        match.close()


def test_a_guest_plays_a_showdown_match_to_the_end_beside_another_guest_and_the_ai(app, english):
    match, links = memory_match("showdown", ["guest", "guest", "normal"], seed=5)
    try:
        scene = seated(app, RemoteTable(links[0]), names=["You", "Bea", "Cy"],
                       levels=[None, None, "normal"])
        assert isinstance(scene, RemoteShowdownScene)
        other = RemoteTable(links[1])

        def play() -> bool:
            top = app.context.manager.top
            if type(top).__name__ == "RoundSummaryOverlay":
                top.finish()
                top.next_button.click()
            elif top is scene and scene.ready and scene.why_not_human() is None:
                legal = scene.engine.legal_actions()
                hit = [a for a in legal if a.kind is ShowdownKind.HIT]
                if hit:
                    scene.controls.handle_event(key_event(pygame.K_h))
            return isinstance(top, VerdictOverlay)
        until(app, play, [other])
        assert scene.ending is not None and scene.ending.verified
        assert scene.players[2].is_ai and scene.players[1].name == "Bea"
    finally:
        match.close()


def test_a_host_that_changes_the_deck_mid_match_is_shown_as_not_verified(app, english):
    def cheat(table):
        if table.round_no == 2 and not getattr(table, "_cheated", False):
            table._cheated = True
            table.shoe.stack(["11", "11", "11", "11"])
    match = MemoryMatch("indian", 9, host_setup("indian", ["guest", "normal"]),
                        ["guest", "normal"], FAKE_CODE, tamper=cheat)
    link = match.host.join(0, "guest 1")
    match.begin()
    try:
        scene = seated(app, RemoteTable(link))
        player = IndianPlayer(scene)
        until(app, lambda: player.move() or isinstance(app.context.manager.top,
                                                       VerdictOverlay))
        assert scene.ending is not None and not scene.ending.verified
        texts = draw_recorded(app).texts
        assert any(t.startswith("Not verified: ") for t in texts)
    finally:
        match.close()


def test_a_host_that_disappears_leaves_a_clear_message_and_the_way_to_the_lobby(app, english):
    match, links = memory_match("indian", ["guest", "normal"], seed=3)
    scene = seated(app, RemoteTable(links[0]))
    until(app, lambda: scene.ready)
    match.host.close("gone")
    until(app, lambda: isinstance(app.context.manager.top, HostGoneScene))
    assert scene.journal is None and not scene.can_end_match()
    from scene_helpers import draw_recorded
    assert "The host is gone" in draw_recorded(app).texts
    app.context.manager.top.handle_event(key_event(pygame.K_RETURN))
    assert app.context.manager.top.name == "lobby"
    match.close()


def test_a_match_the_host_ends_without_a_result_says_nothing_is_counted(app, english):
    match, links = memory_match("showdown", ["guest", "normal"], seed=3)
    try:
        scene = seated(app, RemoteTable(links[0]))
        until(app, lambda: scene.ready)
        match.abandon()
        until(app, lambda: isinstance(app.context.manager.top, AbandonedScene))
        assert scene.ending is not None and scene.ending.abandoned
    finally:
        match.close()
