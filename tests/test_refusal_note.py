"""The refusal pill: nothing to say until something is refused, and drawn as a
red-rimmed rounded pill where ``pill`` says, leaving the rest of the screen."""
import pygame

from scenes.app.resources import Resources
from scenes.widgets.refusal import RED_TEXT, RefusalNote

GREEN = (0, 80, 0)


def test_a_note_says_nothing_before_a_refusal_and_after_it_is_read():
    heard = []
    note = RefusalNote(heard.append)
    assert note.text == ""
    note.show("No more bets")
    assert note.text == "No more bets" and heard == ["No more bets"]
    note.read()
    assert note.text == ""


def test_the_pill_is_a_red_rim_round_a_dark_fill_in_its_own_place_only():
    res = Resources()
    surface = pygame.Surface((400, 120))
    surface.fill(GREEN)
    place = pygame.Rect(0, 40, 400, 40)
    note = RefusalNote(lambda reason: None)
    note.show("Bets are closed")
    note.draw(surface, res, place)
    pill = note.pill(res, place)
    assert pill is not None
    assert surface.get_at((2, 2))[:3] == GREEN                           # the rest untouched
    assert surface.get_at(pill.topleft)[:3] == GREEN                     # a rounded corner
    assert surface.get_at((pill.left, pill.centery))[:3] == RED_TEXT     # the rim, where said
    inside = surface.get_at((pill.left + 6, pill.centery))[:3]
    assert inside != RED_TEXT and inside != GREEN and sum(inside) < 60   # the dark fill
