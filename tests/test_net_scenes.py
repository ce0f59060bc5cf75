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
        set_language(Language.DUTCH)
        app.context.manager.top.language_changed()
        dutch = draw_recorded(app)
        assert "Gecontroleerd: elke kaart en uitslag klopt met de bekendgemaakte seed" \
            in dutch.texts
        assert "GESCHIEDENIS" in [button.text for button in dutch.buttons]
        set_language(Language.ENGLISH)
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
        scene = seated(app, RemoteTable(links[0]))     # who sits where: the host says
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
        you, other_guest, ai = scene.players
        assert you.name == "You" and other_guest.name == "guest 2" and not other_guest.is_ai
        assert ai.is_ai and ai.level == "normal" and ai.name == "AI 3"
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


def test_the_finished_match_is_this_players_online_history_entry_with_its_verdict(app, english):
    from game.storage.online import Role, online_info
    app.open_profile()
    match, links = memory_match("indian", ["normal", "guest"], seed=7)
    try:
        scene = seated(app, RemoteTable(links[1]))
        player = IndianPlayer(scene)
        until(app, lambda: player.move() or isinstance(app.context.manager.top,
                                                       VerdictOverlay))
        profile = app.context.profile
        assert profile is not None and scene.recorded is not None
        info = online_info(profile.db, scene.recorded)
        assert info is not None and info.role is Role.GUEST and info.you == 1
        assert info.verified and info.problem is None
    finally:
        match.close()


def test_an_abandoned_match_writes_nothing_to_the_save(app, english):
    app.open_profile()
    match, links = memory_match("indian", ["guest", "normal"], seed=3)
    try:
        scene = seated(app, RemoteTable(links[0]))
        until(app, lambda: scene.ready)
        match.abandon()
        until(app, lambda: isinstance(app.context.manager.top, AbandonedScene))
        assert scene.recorded is None
        from game.storage.online import online_sittings
        assert online_sittings(app.context.profile.db) == {}
    finally:
        match.close()


def test_the_hosts_window_and_a_guests_window_play_an_indian_match_over_loopback(
        tmp_path, english):
    """The host's own seat is a client of its HostedMatch like the guest's:
    two windows (two apps here), one real match on 127.0.0.1, both verified."""
    from game.net.remote import GuestLink
    from game.net.session import HostedMatch, SeatKind, SeatPlan
    hosted = HostedMatch("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                         seed=11, bind="127.0.0.1")
    hosted.start()
    guest_link = GuestLink.connect("127.0.0.1", hosted.port, hosted.code, "Bob")
    host_link = hosted.local_link()
    hosted.begin()
    with opened_instant_app(tmp_path / "host") as host_app, \
            opened_instant_app(tmp_path / "guest") as guest_app:
        host = seated(host_app, RemoteTable(host_link), on_leave=hosted.close)
        guest = seated(guest_app, RemoteTable(guest_link))
        players = [IndianPlayer(host), IndianPlayer(guest)]
        deadline = time.monotonic() + LIMIT_S
        while not all(isinstance(a.context.manager.top, VerdictOverlay)
                      for a in (host_app, guest_app)):
            assert time.monotonic() < deadline, "the loopback match did not end"
            frame(host_app)
            frame(guest_app)
            for player in players:
                player.move()
        assert host.ending is not None and host.ending.verified
        assert guest.ending is not None and guest.ending.verified
        assert host.facts.hosting and not guest.facts.hosting
        assert guest.names[0] == "Ann" and host.names[1] == "Bob"
        host_app.context.manager.clear()           # leaving the host's table stops hosting
    assert hosted.finished() is not None


def test_before_the_first_deal_the_table_says_it_waits_for_the_host(app, english):
    match = MemoryMatch("showdown", 4, host_setup("showdown", ["guest", "normal"]),
                        ["guest", "normal"], FAKE_CODE)
    link = match.host.join(0, "guest 1")
    try:
        scene = seated(app, RemoteTable(link))
        for _ in range(3):
            frame(app)
        assert not scene.ready and scene.message == "Waiting for the host to deal…"
        assert "Waiting for the host to deal…" in draw_recorded(app).texts
        match.begin()
        until(app, lambda: scene.ready)
    finally:
        match.close()


def test_a_guest_that_rejoins_gets_its_table_back_at_the_same_decision(app, english):
    match, links = memory_match("indian", ["normal", "guest"], seed=7)
    try:
        scene = seated(app, RemoteTable(links[1]))
        player = IndianPlayer(scene)
        def asked_in_round_2() -> bool:
            if scene.ready and scene.engine.round_no >= 2 and not scene.asking \
                    and scene.controls.offer.actions:
                return True
            player.move()
            return False
        until(app, asked_in_round_2)
        asked = scene.controls.offer
        round_no, chips = scene.engine.round_no, scene.engine.chips
        app.context.manager.clear()                    # the window closed: the link went
        again = seated(app, RemoteTable(match.host.join(1, "guest 2")))
        until(app, lambda: again.ready and bool(again.controls.offer.actions))
        assert (again.engine.round_no, again.engine.chips) == (round_no, chips)
        assert again.controls.offer.kinds == asked.kinds
        assert again.shown.sprites            # the cards on the table, unanimated
        player = IndianPlayer(again)
        until(app, lambda: player.move() or isinstance(app.context.manager.top,
                                                       VerdictOverlay))
        assert again.ending is not None and again.ending.verified
    finally:
        match.close()


def test_a_table_opened_after_the_waiting_room_knows_who_sits_where(app, english):
    match, links = memory_match("showdown", ["guest", "hard", "guest"], seed=3)
    try:
        remote = RemoteTable(links[0])
        deadline = time.monotonic() + LIMIT_S
        while not remote.lobby or not all(s.connected for s in remote.lobby):
            assert time.monotonic() < deadline
            remote.poll()                  # the waiting room reads the lobby first
            time.sleep(0.01)
        scene = seated(app, remote)
        assert [p.name for p in scene.players] == ["You", "AI 2", "guest 3"]
        assert scene.players[1].is_ai and scene.players[1].level == "hard"
    finally:
        match.close()


def test_another_player_called_you_is_not_you_on_this_screen(app, english):
    match = MemoryMatch("indian", 3, host_setup("indian", ["guest", "guest"]),
                        ["guest", "guest"], FAKE_CODE)
    match.host.join(0, "You")                      # the host's default name
    link = match.host.join(1, "Bo")
    match.begin()
    try:
        scene = seated(app, RemoteTable(link))
        until(app, lambda: scene.ready and bool(texts_of(scene)))
        assert scene.names == ["Player 1", "You"]
        starter = scene.engine.starter
        assert texts_of(scene)[0] == ("Round 1: You start" if starter == 1
                                      else "Round 1: Player 1 starts")
    finally:
        match.close()


def test_after_next_the_table_waits_for_the_other_player_without_a_second_next(app, english):
    match, links = memory_match("indian", ["guest", "guest"], seed=3)
    try:
        scene = seated(app, RemoteTable(links[0]))
        other = RemoteTable(links[1])

        def result_shown() -> bool:
            other.poll()
            legal = other.legal_actions()
            if legal and legal[0].kind is not IndianKind.NEXT:
                folds = [a for a in legal if a.kind is IndianKind.FOLD]
                other.apply(folds[0] if folds else legal[0])   # the round ends soon
            if IndianKind.NEXT in scene.controls.offer.kinds:
                return True
            IndianPlayer(scene).move()
            return False
        until(app, result_shown)
        scene.controls.by_kind[IndianKind.NEXT].click()
        for _ in range(3):
            frame(app)
        assert scene.controls.offer.actions == ()
        assert scene.waiting_text() == "Waiting for the other players to go on…"
        assert scene.guide_moment() in (None, COMMITMENT_MOMENT)    # no result tip now
        other.apply(other.legal_actions()[0])          # the other player says next too
        until(app, lambda: scene.engine.round_no == 2)
    finally:
        match.close()


def test_with_animations_playing_the_indian_match_still_goes_to_its_verified_end(app, english):
    from scenes.app.settings_store import AnimSpeed
    app.context.update_settings(anim_speed=AnimSpeed.FAST)
    match, links = memory_match("indian", ["normal", "guest"], seed=7)
    try:
        scene = seated(app, RemoteTable(links[1]))
        player = IndianPlayer(scene)
        busy = []

        def over() -> bool:
            busy.append(scene.timeline.busy)
            player.move()
            return isinstance(app.context.manager.top, VerdictOverlay)
        until(app, over)
        assert any(busy) and scene.ending is not None and scene.ending.verified
    finally:
        match.close()


def test_a_host_who_kept_the_default_name_is_the_host_on_a_guests_screen(english):
    from scenes.tables.net.facts import SeatFacts, seated
    from scenes.tables.net.feed import Seating
    facts = SeatFacts("showdown", 1, ("Player 1", "You", "Player 3", "Player 4"), (None,) * 4)
    seating = Seating((("host", "You"), ("remote", "Bo"), ("ai", "hard"), ("remote", "Jij")))
    names = seated(facts, seating).names
    assert names == ("Host", "You", "AI 3", "Player 4")
    set_language(Language.DUTCH)
    try:
        assert seated(facts, seating).names[0] == "Host"
    finally:
        set_language(Language.ENGLISH)


def test_leaving_a_live_networked_match_asks_first_and_the_host_is_told_it_ends_for_all(
        app, english):
    from dataclasses import replace

    from scenes.dialogs.confirm import Confirm
    from scenes.dialogs.pause import PauseOverlay
    match, links = memory_match("indian", ["normal", "guest"], seed=5)
    try:
        scene = seated(app, RemoteTable(links[1]))
        until(app, lambda: scene.ready)
        title, _note = scene.leave_warning()
        assert title == "Leave the match?"
        app.context.manager.push(PauseOverlay(app.context, table="indian"))
        app.context.manager.top.to_lobby()
        confirm = app.context.manager.top
        assert isinstance(confirm, Confirm) and confirm.question == "Leave the match?"
        confirm.close()
        assert isinstance(app.context.manager.top, PauseOverlay)     # nothing left yet
        scene.facts = replace(scene.facts, on_leave=lambda: None)
        assert scene.leave_warning()[0] == "Leave and end the match?"
    finally:
        match.close()
