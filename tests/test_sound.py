"""Sound: the cue table, what each table's scripted round asks the mixer to
play (and not when muted), music areas, crossfade and ducking, the file audio
driver's recording, and a game with no audio device."""
from __future__ import annotations

import array
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from scenes.app.sound import HEADROOM, Area, SoundName, SoundService
from scenes.app.sound_areas import area_of
from scenes.app.sound_cues import CUES, Cue, bet_cue, chips_in, settled_cue, sound_of

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"


class Named:
    def __init__(self, name: str) -> None:
        self.name = name


def test_every_cue_has_a_sound_and_every_sound_a_file():
    assert set(CUES) == set(Cue)
    for name in SoundName:
        assert (ASSETS / "sounds" / f"{name.value}.wav").is_file(), name
    for area in Area:
        assert (ASSETS / "music" / f"music_{area.value}.wav").is_file(), area


def test_the_shuffle_is_a_machine_at_midnight_and_a_riffle_elsewhere():
    assert sound_of(Cue.SHUFFLE, "midnight") is SoundName.SHUFFLE_MACHINE
    assert sound_of(Cue.SHUFFLE, "classic") is SoundName.SHUFFLE_RIFFLE
    assert sound_of(Cue.SHUFFLE, "showdown") is SoundName.SHUFFLE_RIFFLE


def test_a_settled_hand_sounds_like_its_result():
    assert settled_cue(1500, 1000, blackjack=True) is Cue.BLACKJACK
    assert settled_cue(1000, 1000, blackjack=False) is Cue.WIN
    assert settled_cue(2000, 1000, blackjack=False) is Cue.BIG_WIN   # a won double
    assert settled_cue(0, 1000, blackjack=False) is Cue.PUSH
    assert settled_cue(-1000, 1000, blackjack=False) is Cue.LOSS


def test_a_bet_of_many_chips_sounds_like_a_stack():
    assert chips_in(1000) == 2 and chips_in(2600) == 2 and chips_in(50) == 1
    assert bet_cue(1000) is Cue.BET_SMALL
    assert bet_cue(4400) is Cue.BET_LARGE         # 25 + 5 + 5 + 5 + 1 + 1 + 1 + 1


def test_the_music_area_is_the_topmost_table_or_the_lobby():
    assert area_of([]) is None
    assert area_of([Named("lobby")]) is Area.LOBBY
    assert area_of([Named("lobby"), Named("midnight"), Named("settings")]) is Area.DEALER
    assert area_of([Named("lobby"), Named("classic")]) is Area.DEALER
    assert area_of([Named("lobby"), Named("showdown"), Named("match_over")]) is Area.SHOWDOWN
    assert area_of([Named("indian")]) is Area.INDIAN
    assert area_of([Named("lobby"), Named("settings"), Named("sound_settings")]) is Area.LOBBY


# -- the service --------------------------------------------------------------

def service(**kw) -> SoundService:
    from scenes.app.sound import init_mixer
    enabled = init_mixer()
    if not enabled:
        # SDL's dummy driver is always there: its absence is a broken test setup
        assert os.environ.get("SDL_AUDIODRIVER") != "dummy", "the dummy audio driver failed"
        pytest.skip("no mixer, not even SDL's dummy audio driver")
    return SoundService(ASSETS / "sounds", True, music_folder=ASSETS / "music", threaded=False,
                        **kw)


def test_a_change_of_area_crossfades_the_music():
    s = service(music=1.0)
    s.set_area(Area.LOBBY)
    s.update(0.0)                             # the loop is loaded: it starts
    s.update(2.0)
    lobby = s._live
    assert s.music_level(lobby) == pytest.approx(HEADROOM)
    s.set_area(Area.SHOWDOWN)
    s.update(0.0)
    s.update(0.6)                             # halfway: one fades out as the other fades in
    assert 0 < s.music_level(lobby) < HEADROOM
    assert 0 < s.music_level(1 - lobby) < HEADROOM
    s.update(2.0)
    assert s.music_level(lobby) == 0 and s.music_level(1 - lobby) == pytest.approx(HEADROOM)
    assert set(s._loops) == {"room_tone", "music_lobby", "music_showdown"}
    s.set_area(Area.INDIAN)
    s.update(0.0)
    assert set(s._loops) == {"room_tone", "music_showdown", "music_indian"}   # lobby let go


def test_the_effects_load_on_a_thread_after_the_first_frame():
    from scenes.app.sound import init_mixer
    if not init_mixer():
        pytest.skip("no mixer, not even SDL's dummy audio driver")
    s = SoundService(ASSETS / "sounds", True, music_folder=ASSETS / "music")
    s.update(1 / 60)
    assert s.names == []                      # nothing decoded before the first frame is up
    for _ in range(500):
        s.update(1 / 60)
        if len(s.names) == len(SoundName):
            break
        threading.Event().wait(0.01)
    assert s.names == sorted(n.value for n in SoundName)


def test_a_loop_loads_on_a_thread_and_starts_when_it_is_ready():
    from scenes.app.sound import init_mixer
    if not init_mixer():
        pytest.skip("no mixer, not even SDL's dummy audio driver")
    s = SoundService(ASSETS / "sounds", True, music_folder=ASSETS / "music", music=1.0)
    s.set_area(Area.LOBBY)
    for _ in range(400):                      # at most a few seconds on a busy machine
        s.update(0.01)
        if s.music_level(s._live) > 0:
            break
        threading.Event().wait(0.01)
    assert s.music_level(s._live) > 0


def test_the_music_ducks_under_an_important_sound_and_comes_back():
    s = service(music=1.0)
    s.set_area(Area.DEALER)
    s.update(0.0)
    s.update(2.0)
    full = s.music_level(s._live)
    assert full > 0
    s.play(SoundName.CARD_SLIDE)              # not important: no duck
    s.update(0.5)
    assert s.music_level(s._live) == pytest.approx(full)
    s.play(SoundName.BLACKJACK)
    s.update(0.3)
    assert s.music_level(s._live) < full * 0.5
    s.update(3.0)
    s.update(0.5)
    assert s.music_level(s._live) == pytest.approx(full)


def test_a_sound_starts_at_most_once_a_frame():
    s = service()
    for _ in range(5):                        # an animation skipped: its steps all at once
        s.play(SoundName.CARD_SLIDE)
    s.play(SoundName.WIN)
    s.update(1 / 60)
    s.play(SoundName.CARD_SLIDE)
    assert list(s.played) == ["card_slide", "win", "card_slide"]


def test_nothing_plays_when_muted_by_volume_or_by_focus():
    s = service(volume=0.0, voice=0.0)
    s.play(SoundName.WIN)
    s.play(SoundName.DEALER_SPEAKS)
    assert list(s.played) == []
    s.set_volumes(music=0.5, effects=0.7, voice=0.7)
    s.set_focus(False)                        # mute in the background is on by default
    s.set_area(Area.LOBBY)
    s.update(2.0)
    s.play(SoundName.WIN)
    assert list(s.played) == [] and s.music_level(s._live) == 0
    s.mute_unfocused = False
    s.set_focus(False)                        # the mixer resumes: the setting is off
    s.play(SoundName.WIN)
    assert list(s.played) == ["win"]


def test_with_no_device_every_call_is_silent_and_harmless():
    s = SoundService(ASSETS / "sounds", False, music_folder=ASSETS / "music")
    s.set_area(Area.INDIAN)
    s.update(0.5)
    s.play(SoundName.BUST)
    s.set_focus(False)
    s.set_volumes(1, 1, 1)
    assert list(s.played) == [] and s.names == []


# -- scripted rounds at each table ---------------------------------------------

def played_in_round(tmp_path, table: str, words: list[str], frames: int = 400,
                    **settings) -> list[str]:
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App
    app = App(strict=True, data_dir=tmp_path, seed=7)
    try:
        if not app.context.sound.enabled:
            pytest.skip("no mixer, not even SDL's dummy audio driver")
        if settings:
            app.context.update_settings(**settings)
        app.start(table, lazy=False)
        app.context.manager.top.apply_actions(words)
        _fake_frames(app, frames)
        return list(app.context.sound.played)
    finally:
        app.close()


ROUNDS = {
    "midnight": (["bet 1 10", "deal", "stand"],
                 {"shuffle_machine", "chip_stack_small", "card_slide", "dealer_speaks"}),
    "classic": (["bet 1 10", "deal", "stand"],
                {"shuffle_riffle", "chip_stack_small", "card_slide", "card_flip"}),
    "showdown": (["stand"] * 6, {"card_slide", "chip_stack_small", "pot_taken"}),
    "indian": (["start", "raise 3", "call", "stay", "stay", "pass", "pass"],
               {"card_slide", "chip_stack_small", "card_flip", "pot_taken"}),
}


@pytest.mark.parametrize("table", ROUNDS)
def test_a_scripted_round_asks_for_each_moments_sound(tmp_path, table):
    words, wanted = ROUNDS[table]
    played = played_in_round(tmp_path, table, words)
    assert wanted <= set(played), set(played)
    settled = {"win", "big_win", "blackjack", "push", "chips_swept", "bust", "pot_taken"}
    assert settled & set(played)


def test_a_muted_round_asks_for_nothing(tmp_path):
    assert played_in_round(tmp_path, "midnight", ["bet 1 10", "deal", "stand"],
                           volume=0.0, voice_volume=0.0) == []


RECORD = textwrap.dedent("""
    import sys, pathlib, tempfile
    sys.path.insert(0, {root!r})
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App
    app = App(strict=True, data_dir=pathlib.Path(tempfile.mkdtemp()), seed=7)
    print("enabled", app.context.sound.enabled)
    app.start("midnight", lazy=False)
    app.context.manager.top.apply_actions(["bet 1 10", "deal", "stand"])
    _fake_frames(app, 240)
    print("played", len(app.context.sound.played))
    app.close()
""")


def run_game(tmp_path, driver: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_AUDIODRIVER": driver, "SDL_VIDEODRIVER": "dummy",
           "SDL_DISKAUDIOFILE": str(tmp_path / "mix.raw"), "SDL_DISKAUDIODELAY": "0"}
    return subprocess.run([sys.executable, "-c", RECORD.format(root=str(ROOT))], env=env,
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)


def test_a_round_recorded_by_the_file_audio_driver_is_not_silent(tmp_path):
    done = run_game(tmp_path, "disk")
    assert done.returncode == 0, done.stderr
    if "enabled True" not in done.stdout:
        pytest.skip("SDL has no disk audio driver here")
    pcm = array.array("h", (tmp_path / "mix.raw").read_bytes())
    loud = sum(1 for v in pcm if abs(v) > 1000)
    assert len(pcm) > 0 and loud > 1000


def test_the_game_plays_a_round_with_no_audio_device(tmp_path):
    done = run_game(tmp_path, "no_such_driver")
    assert done.returncode == 0, done.stderr
    assert "enabled False" in done.stdout and "played 0" in done.stdout


# -- the moments of a Midnight round, from a stacked shoe -------------------------

def played_from_shoe(tmp_path, cards: tuple[str, ...], words: list[str]) -> list[str]:
    """Bet 10 on spot 1, stack the shoe (spot 1, dealer, spot 1, dealer…), play."""
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App
    app = App(strict=True, data_dir=tmp_path, seed=7)
    try:
        if not app.context.sound.enabled:
            pytest.skip("no mixer, not even SDL's dummy audio driver")
        app.start("midnight", lazy=False)
        table = app.context.manager.top
        table.apply_actions(["bet 1 10"])
        _fake_frames(app, 60)
        app.context.sound.played.clear()
        table.engine.shoe.stack(cards)
        table.apply_actions(words)
        _fake_frames(app, 400)
        return list(app.context.sound.played)
    finally:
        app.close()


@pytest.mark.parametrize("cards, words, wanted", [
    (("AS", "9C", "KH", "8D"), ["deal"], {"blackjack", "chips_paid"}),
    (("TS", "9C", "6H", "TD", "8D"), ["deal", "hit"], {"bust", "chips_swept"}),
    (("6S", "9C", "5H", "TD", "8D"), ["deal", "double"], {"big_win", "chips_paid"}),
    (("TS", "9C", "8H", "9D"), ["deal", "stand"], {"push", "dealer_speaks"}),
    (("TS", "AC", "8H", "KD"), ["deal", "insure", "stand"], {"insurance_paid", "chips_swept"}),
    ((), ["hit"], {"refusal"}),                      # no hand yet: refused
], ids=["blackjack", "bust", "won double", "push", "insurance", "refusal"])
def test_each_moment_of_a_midnight_round_has_its_sound(tmp_path, cards, words, wanted):
    played = played_from_shoe(tmp_path, cards, words)
    assert wanted <= set(played), played


def test_a_resigned_duel_plays_the_lost_match(tmp_path):
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App
    app = App(strict=True, data_dir=tmp_path, seed=7)
    try:
        if not app.context.sound.enabled:
            pytest.skip("no mixer, not even SDL's dummy audio driver")
        app.start("indian", lazy=False)
        app.context.manager.top.apply_actions(["start"])     # the setup hands over the table
        _fake_frames(app, 60)
        app.context.manager.top.resign()
        _fake_frames(app, 10)
        assert app.context.manager.top.name == "match_over"
        assert "match_lost" in app.context.sound.played
    finally:
        app.close()


def test_the_window_losing_focus_mutes_the_game(tmp_path):
    import pygame

    from scenes.app.loop import App
    app = App(strict=True, data_dir=tmp_path)
    try:
        sound = app.context.sound
        sound.play(SoundName.SHUFFLE_MACHINE)
        app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
        assert sound.focused is False and sound.muted
        app.context.update_settings(mute_unfocused=False)
        assert not sound.muted
        app.context.update_settings(mute_unfocused=True)
        app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSGAINED, window=None))
        assert sound.focused is True and not sound.muted
    finally:
        app.close()


def test_the_cut_card_and_an_elimination_have_their_sounds(tmp_path):
    """Moments a short round seldom reaches, handed to the animators directly."""
    from game.tables.dealer.view import CutCardOut
    from game.tables.showdown.view import SeatEliminated
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App
    app = App(strict=True, data_dir=tmp_path, seed=7)
    try:
        if not app.context.sound.enabled:
            pytest.skip("no mixer, not even SDL's dummy audio driver")
        app.start("midnight", lazy=False)
        app.context.manager.top.anim.play([CutCardOut()])
        _fake_frames(app, 30)
        assert "cut_card" in app.context.sound.played
        app.open_path("showdown")
        app.context.manager.top.apply_actions(["stand"])     # the setup hands over the table
        _fake_frames(app, 30)
        app.context.manager.top.animator.queue_events([SeatEliminated(seat=2, tokens=0)])
        _fake_frames(app, 30)
        assert "elimination" in app.context.sound.played
    finally:
        app.close()
