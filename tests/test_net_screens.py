"""Hosting from the setup screens, the waiting rooms, Join a game and the
host's drop overlay: real ``HostedMatch``es and guest links on 127.0.0.1."""
from __future__ import annotations

import socket
import time
from dataclasses import dataclass, field

import pygame
import pytest
from scene_helpers import draw_recorded, key, push

from game.messages import message
from game.net import crypto, fairplay
from game.net.remote import GuestLink, JoinError, RemoteTable
from game.net.session import HostedMatch, SeatKind, SeatPlan, SeatStatus
from scenes.app.scene import Scene
from scenes.net import hosting, opening
from scenes.net.drop_overlay import ASK_AFTER_S, DropOverlay, DropWatch
from scenes.net.guest_room import GuestRoom
from scenes.net.host_room import HostRoom
from scenes.net.join import JoinScene
from scenes.tables.indian.setup import IndianSetupScene
from scenes.tables.showdown.setup import ShowdownSetupScene

LOOPBACK = "127.0.0.1"
WAIT_S = 30.0                  # a bound on waiting for the network, never a speed target


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """Tests never listen beyond 127.0.0.1."""
    monkeypatch.setattr(hosting, "HOST_BIND", LOOPBACK)


@pytest.fixture
def tables(monkeypatch):
    """A stand-in for the networked table: records what the rooms hand it."""
    opened: list[dict] = []

    class TableStandIn(Scene):
        name = "net_table"

    def stand_in(context, remote, on_leave, names, levels):
        opened.append({"remote": remote, "on_leave": on_leave, "names": names,
                       "levels": levels})
        return TableStandIn(context)

    monkeypatch.setattr(opening, "table_scene_for", stand_in)
    return opened


@pytest.fixture
def closing():
    """Matches and links a test opens, closed after it whatever happens."""
    things: list = []
    yield things
    for thing in reversed(things):
        thing.close()


def until(condition, what: str) -> None:
    """Wait (bounded) for another thread or process to get somewhere."""
    deadline = time.monotonic() + WAIT_S
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        time.sleep(0.01)


def hosted(closing, table="showdown", plans=None, code=None) -> HostedMatch:
    plans = plans or [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE),
                      SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.AI, "easy")]
    match = HostedMatch(table, plans, 7, bind=LOOPBACK, code=code)
    closing.append(match)
    match.start()
    return match


def join(closing, match: HostedMatch, name: str, code: str | None = None) -> GuestLink:
    link = GuestLink.connect(LOOPBACK, match.port, code or match.code, name)
    closing.append(link)
    return link


def top(app):
    return app.context.manager.top


# -- the setup screens ---------------------------------------------------------------

def test_showdown_setup_hosts_your_seat_the_remote_seats_and_the_ai_levels(app, closing):
    setup = push(app, ShowdownSetupScene(app.context))
    setup.count = 4                            # you, then three AI at normal
    key(setup, pygame.K_2)                     # seat 2: AI normal -> AI hard
    key(setup, pygame.K_2)                     # -> human
    key(setup, pygame.K_2)                     # -> remote player
    key(setup, pygame.K_3)                     # seat 3: AI normal -> AI hard
    for _ in range(3):                         # seat 4: -> hard -> human -> remote
        key(setup, pygame.K_4)
    key(setup, pygame.K_h)
    room = top(app)
    assert isinstance(room, HostRoom)
    closing.append(room.hosted)
    assert room.hosted.plans == [SeatPlan(SeatKind.HOST, setup.seats[0].name),
                                 SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.AI, "hard"),
                                 SeatPlan(SeatKind.REMOTE)]
    assert room.hosted.setup == {"chips": [100] * 4}
    key(room, pygame.K_ESCAPE)                 # CANCEL: back at the setup, the table closed
    assert top(app) is setup and room.closed


def test_hosting_needs_exactly_one_seat_of_yours_and_one_remote_player(app):
    setup = push(app, ShowdownSetupScene(app.context))
    setup.count = 3
    key(setup, pygame.K_h)                     # you and two AI: nobody to wait for
    assert top(app) is setup and "remote player" in setup.notice
    key(setup, pygame.K_2)                     # AI normal -> AI hard
    key(setup, pygame.K_2)                     # -> human: two seats of yours
    key(setup, pygame.K_h)
    assert top(app) is setup and "Exactly one seat" in setup.notice


def test_a_remote_seat_does_not_sit_at_a_local_table(app):
    setup = push(app, ShowdownSetupScene(app.context))
    setup.count = 2
    key(setup, pygame.K_1)                     # seat 1: you -> a remote player
    key(setup, pygame.K_RETURN)
    assert top(app) is setup and "HOST" in setup.notice


def test_indian_setup_hosts_you_against_a_friend_over_the_network_with_the_items(app, closing):
    setup = push(app, IndianSetupScene(app.context))
    key(setup, pygame.K_o)                     # the computer -> a friend here
    key(setup, pygame.K_o)                     # -> a friend over the network
    assert setup.start_button.text == "HOST"
    key(setup, pygame.K_RETURN)
    room = top(app)
    assert isinstance(room, HostRoom)
    closing.append(room.hosted)
    assert room.hosted.plans == [SeatPlan(SeatKind.HOST, setup.names[0]),
                                 SeatPlan(SeatKind.REMOTE)]
    # The default items: Free Fold and Deal Again to you, Chip Bonus to the friend.
    assert room.hosted.setup == {"items": {"free_fold": 1, "chip_bonus": 2, "deal_again": 1}}


# -- the host's waiting room -----------------------------------------------------------

def test_start_is_enabled_only_once_every_remote_seat_is_connected(app, closing, tables):
    match = hosted(closing)
    room = push(app, HostRoom(app.context, match, "showdown", match.plans))
    room.wait_seated()
    assert not room.start_button.enabled
    key(room, pygame.K_RETURN)                 # START before everyone is in: nothing
    assert top(app) is room and not tables
    join(closing, match, "Bo")
    until(lambda: [s.name for s in match.seats() if s.connected and s.kind is SeatKind.REMOTE]
          == ["Bo"], "Bo is seated")
    room.update(0)
    assert not room.start_button.enabled
    join(closing, match, "Cy")
    until(match.ready, "Cy is seated")
    room.update(0)
    assert room.start_button.enabled
    texts = draw_recorded(app).texts
    assert crypto.shown_code(match.code) in texts and match.address_hint() in texts
    assert {"Bo", "Cy"} <= set(texts)
    key(room, pygame.K_RETURN)
    [table] = tables
    assert table["remote"].link is room.link is match.local_link()
    assert table["on_leave"] == match.close
    assert table["names"] == ["Ann", "Bo", "Cy", "AI 4"]
    assert table["levels"] == [None, None, None, "easy"]


def test_leaving_the_waiting_room_any_other_way_closes_the_table(app, closing):
    match = hosted(closing)
    room = push(app, HostRoom(app.context, match, "showdown", match.plans))
    app.context.manager.pop()                  # Quit, a signal: the room goes
    assert room.closed
    with pytest.raises(JoinError):
        GuestLink.connect(LOOPBACK, match.port, match.code, "late")


# -- Join a game ----------------------------------------------------------------------

def typed_join(app, address: str, code: str, connect=None) -> JoinScene:
    scene = push(app, JoinScene(app.context, connect=connect))
    for field_text in (address, code):
        for letter in field_text:
            key(scene, pygame.K_a, letter)
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    scene.wait()
    return scene


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def test_join_says_what_is_wrong_and_keeps_what_was_typed(app, closing):
    said = {}
    for case, (address, code) in {
            "not an address": ("my friend's laptop", "ABCDE-FGHJK"),
            "not a code": (f"{LOOPBACK}:5000", "ABC"),
            "no host": (f"{LOOPBACK}:{free_port()}", "ABCDE-FGHJK")}.items():
        scene = typed_join(app, address, code)
        said[case] = scene.problem
        assert [f.text for f in scene.fields[:2]] == [address, code]
        assert top(app) is scene
        app.context.manager.pop()
    match = hosted(closing, plans=[SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                   table="indian")
    wrong = "ABCDE-FGHJK" if match.code != "ABCDEFGHJK" else "BCDEF-GHJKM"
    said["wrong code"] = typed_join(app, f"{LOOPBACK}:{match.port}", wrong).problem
    app.context.manager.pop()
    join(closing, match, "Bo")                 # the one remote seat is taken
    until(match.ready, "Bo is seated")
    said["table full"] = typed_join(app, f"{LOOPBACK}:{match.port}",
                                    crypto.shown_code(match.code)).problem
    assert "not an address" in said["not an address"]
    assert "10 letters and digits" in said["not a code"]
    assert "No table answers" in said["no host"]
    assert "room code is wrong" in said["wrong code"]
    assert "full" in said["table full"]


def test_ctrl_v_pastes_into_the_field(app, monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "  127.0.0.1:5000\n")
    monkeypatch.setattr(pygame.display, "get_init", lambda: True)
    scene = push(app, JoinScene(app.context))
    key(scene, pygame.K_v, "v", pygame.KMOD_CTRL)
    assert scene.fields[0].text == "127.0.0.1:5000"


def test_a_guest_waits_in_its_room_until_the_host_starts_then_sits_at_the_table(
        app, closing, tables):
    match = hosted(closing, plans=[SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                   table="indian")
    match.local_link()                         # the host sits down, as its room does
    scene = typed_join(app, f"{LOOPBACK}:{match.port}", match.code)
    room = top(app)
    assert isinstance(room, GuestRoom) and room.remote.seat == 1
    closing.append(room.remote.link)
    until(lambda: (room.update(0), [s.name for s in room.remote.lobby] == ["Ann", "Guest"])[1],
          "the host's lobby names both seats")
    texts = draw_recorded(app).texts
    assert "Waiting for the host to start…" in texts and "Ann" in texts
    assert scene.problem is None
    match.begin()
    until(lambda: (room.update(0), bool(tables))[1], "the guest's table opens")
    remote = tables[0]["remote"]
    assert remote.started and remote.seat == 1
    assert remote.poll(), "the table is handed the first update the room read"


def test_a_guest_whose_host_closes_the_room_is_told_and_nothing_counts(app, closing):
    match = hosted(closing, plans=[SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                   table="indian")
    typed_join(app, f"{LOOPBACK}:{match.port}", match.code)
    room = top(app)
    match.close()
    until(lambda: (room.update(0), room.gone is not None)[1], "the guest hears of it")
    assert "nothing counted" in room.gone
    key(room, pygame.K_ESCAPE)
    assert top(app).name == "lobby"


# -- the host's drop overlay -------------------------------------------------------------

@dataclass
class GoneGuest:
    """A hosted match whose seat 2's guest has been gone ``gone`` seconds."""
    gone: float | None = None
    calls: list[tuple[str, int]] = field(default_factory=list)

    def seats(self) -> list[SeatStatus]:
        return [SeatStatus(0, SeatKind.HOST, "Ann", True, None),
                SeatStatus(1, SeatKind.REMOTE, "Bo", self.gone is None, self.gone)]

    def take_over(self, seat: int) -> None:
        self.calls.append(("take_over", seat))

    def abandon(self) -> None:
        self.calls.append(("abandon", -1))

    def finished(self):
        return None


def test_the_host_is_asked_only_once_a_guest_has_been_gone_a_while(app):
    match, watch = GoneGuest(gone=ASK_AFTER_S - 1), DropWatch()
    assert watch.check(app.context, match) is None
    match.gone = ASK_AFTER_S
    overlay = watch.check(app.context, match)
    assert isinstance(overlay, DropOverlay) and top(app) is overlay
    assert "Bo (seat 2) has been gone 20 s" in draw_recorded(app).texts


def test_the_ai_can_take_over_the_seat_of_a_gone_guest(app):
    match = GoneGuest(gone=ASK_AFTER_S)
    overlay = DropWatch().check(app.context, match)
    key(overlay, pygame.K_a)
    assert match.calls == [("take_over", 1)] and top(app) is not overlay


def test_ending_without_result_asks_first_then_abandons(app):
    match = GoneGuest(gone=ASK_AFTER_S)
    overlay = DropWatch().check(app.context, match)
    key(overlay, pygame.K_e)
    assert match.calls == []                   # the question first
    key(top(app), pygame.K_e)
    assert match.calls == [("abandon", -1)] and top(app) is not overlay


def test_keeping_waiting_asks_again_only_a_minute_later(app):
    match, watch = GoneGuest(gone=ASK_AFTER_S), DropWatch()
    overlay = watch.check(app.context, match)
    key(overlay, pygame.K_w)
    assert match.calls == [] and top(app) is not overlay
    match.gone = ASK_AFTER_S + 30
    assert watch.check(app.context, match) is None
    match.gone = ASK_AFTER_S + 60
    assert isinstance(watch.check(app.context, match), DropOverlay)


def test_the_overlay_goes_by_itself_when_the_guest_comes_back(app):
    match = GoneGuest(gone=ASK_AFTER_S)
    overlay = DropWatch().check(app.context, match)
    match.gone = None
    overlay.update(0)
    assert top(app) is not overlay and match.calls == []


# -- the command line -------------------------------------------------------------------

def test_host_on_the_command_line_opens_the_window_at_the_waiting_room(app, closing):
    from scenes.app.arguments import parse
    from scenes.net.command_line import open_from_command_line
    port = free_port()
    open_from_command_line(app.context, parse(["--host", "showdown", "--port", str(port),
                                               "--code", "ABCDE-FGHJK"]))
    room = top(app)
    assert isinstance(room, HostRoom)
    closing.append(room.hosted)
    assert room.hosted.port == port and room.hosted.code == "ABCDEFGHJK"
    assert [p.kind for p in room.hosted.plans] == [SeatKind.HOST, SeatKind.REMOTE,
                                                   SeatKind.AI, SeatKind.AI]
    room.cancel()
    assert top(app).name == "showdown"          # CANCEL: the setup, as from the lobby


def test_a_port_already_taken_is_said_in_words_and_the_setup_stays(app, dutch):
    from scenes.app.arguments import parse
    from scenes.net.command_line import open_from_command_line
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        open_from_command_line(app.context, parse(["--host", "indian", "--port", str(port)]))
    assert not isinstance(top(app), HostRoom)
    said = app.context.toast.message
    assert f"Poort {port}" in said and "Errno" not in said and "bind" not in said


def test_a_headless_host_on_a_taken_port_says_so_and_exits_2(capsys):
    from scenes.app.arguments import parse
    from scenes.app.cli import run_network
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = run_network(parse(["--host", "indian", "--port", str(port), "--headless"]))
    assert status == 2
    assert capsys.readouterr().err.strip() == (
        f"club21: Port {port} is already in use on this computer (another program, "
        "or another table hosted here): choose another port")


def test_join_on_the_command_line_opens_the_window_joining(app, closing):
    from scenes.app.arguments import parse
    from scenes.net.command_line import open_from_command_line
    match = hosted(closing, plans=[SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                   table="indian")
    open_from_command_line(app.context, parse(["--join", f"{LOOPBACK}:{match.port}",
                                               "--code", match.code]))
    joining = top(app)
    assert isinstance(joining, JoinScene)
    joining.wait()
    assert isinstance(top(app), GuestRoom)
    closing.append(top(app).remote.link)


@pytest.mark.parametrize("argv, said", [
    (["--host", "showdown", "--seats", "you,guest", "--headless"], "only in a window"),
    (["--host", "showdown", "--seats", "guest,normal"], "add 'you'"),
    (["--host", "showdown", "--seats", "you,you,guest"], "at most one you"),
])
def test_the_command_line_refuses_seats_a_host_cannot_take(argv, said, capsys):
    from scenes.app.arguments import parse
    with pytest.raises(SystemExit) as stop:
        parse(argv)
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_the_frame_bench_times_a_hosted_table_with_a_guest_process():
    from bench import net_frames
    row = net_frames.measure_once("hosted", frames=4, warmup=2, seed=3, guests=1)
    assert len(row["cpu"]) == 4 and all(ms > 0 for ms in row["wall"])


# -- online matches in History and Statistics -------------------------------------------

@pytest.fixture
def online_save(app):
    """A save holding two online Indian matches: one hosted and verified, one
    joined as a guest whose check of the seed found a mismatch."""
    from dataclasses import replace

    from game.net.fake import memory_match
    from game.storage.online import Role, record_online
    from game.storage.store import open_storage
    from tests.net_helpers import TableBot, item_taker
    profile = open_storage(app.context.data_dir).profile
    app.context.profile = profile
    match, links = memory_match("indian", ["guest", "guest"], seed=12,
                                setup={"items": {"free_fold": 1, "chip_bonus": 2}})
    remotes = [RemoteTable(link) for link in links.values()]
    bots = [TableBot(t, item_taker).start() for t in remotes]
    for bot in bots:
        bot.join()
    match.close()
    record_online(profile, remotes[0].online_record(Role.HOST))
    joined = remotes[1].online_record(Role.GUEST)
    record_online(profile, replace(joined, info=replace(
        joined.info, verified=False,
        problem=message(fairplay.VIEW_NOT_DEALT, view=3, step=12))))
    return profile


def test_history_tags_online_matches_by_role_and_check(app, online_save):
    from scenes.screens.history import create_scene
    history = push(app, create_scene(app.context))
    texts = " | ".join(draw_recorded(app).texts)
    assert "online · host · verified" in texts and "online · guest · NOT verified" in texts
    guest_line = next(i for i in range(history.total)
                      if not history.online[history.line(i).entry.sitting_id].verified)
    history.select(guest_line)
    # The line wraps (it was cut with "…" on screen): read as the player reads it.
    texts = " ".join(draw_recorded(app).texts)
    assert ("you were the guest: NOT verified: what you saw in view 3 (after 12 actions) "
            "is not what the seed deals") in texts


def test_history_says_the_first_mismatch_in_dutch_too(app, online_save, dutch):
    from scenes.screens.history import create_scene
    history = push(app, create_scene(app.context))
    guest_line = next(i for i in range(history.total)
                      if not history.online[history.line(i).entry.sitting_id].verified)
    history.select(guest_line)
    texts = " | ".join(draw_recorded(app).texts)
    assert "NIET gecontroleerd" in texts and "beeld 3 (na 12 acties)" in texts


def test_statistics_count_online_matches_as_host_and_as_guest(app, online_save):
    from scenes.screens.stats import create_scene
    push(app, create_scene(app.context))
    texts = draw_recorded(app).texts
    assert "Indian · online · host" in texts and "Indian · online · guest" in texts
    lines = {t for t in texts if t.startswith("played 1")}    # a fitted text: tried sizes
    assert len(lines) == 2 and {"verified: 1 of 1", "verified: 0 of 1"} <= set(texts)


def test_the_host_table_asks_about_a_guest_who_left_and_the_ai_takes_the_seat(
        app, closing, monkeypatch):
    from scenes.net import drop_overlay
    match = hosted(closing, plans=[SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE),
                                   SeatPlan(SeatKind.REMOTE)])
    room = push(app, HostRoom(app.context, match, "showdown", match.plans))
    room.wait_seated()
    join(closing, match, "Bo")
    cy = join(closing, match, "Cy")
    until(lambda: (room.update(0), room.start_button.enabled)[1], "everyone is in")
    key(room, pygame.K_RETURN)
    table = top(app)
    assert table.name != "host_room"
    monkeypatch.setattr(drop_overlay, "ASK_AFTER_S", 0.0)
    cy.close()                                 # Cy's window is gone
    until(lambda: (app.step(1 / 60), isinstance(top(app), DropOverlay))[1],
          "the host is asked what to do")
    assert top(app).seat == 2
    key(top(app), pygame.K_a)
    assert top(app) is table and 2 in match.match.taken
