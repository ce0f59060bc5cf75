"""Key declarations built afresh (the screens' maps are built once, at import):
one key or several, the card's names with a pad's buttons merged, the mouse
rows first."""
import pygame

from scenes.app.keymap import KeyBinding, KeyMap, bind, choosable, merged


def test_a_binding_takes_one_key_or_several_and_shows_their_own_names_by_default():
    assert bind(pygame.K_h, "hit", "Hit") == KeyBinding((pygame.K_h,), "hit", "Hit", "")
    assert bind([pygame.K_1, pygame.K_2], "seat", "Seat").defaults == (pygame.K_1, pygame.K_2)
    assert bind([pygame.K_1, pygame.K_2], "seat", "Seat").names() == "1  2"
    assert bind([pygame.K_1, pygame.K_5], "seat", "Seat", "1 – 5").names() == "1 – 5"


def test_a_choosable_binding_keeps_its_action_and_may_be_chosen():
    b = choosable([pygame.K_d, pygame.K_x], "double", "Double")
    assert (b.defaults, b.action, b.label, b.choosable) == ((pygame.K_d, pygame.K_x), "double",
                                                            "Double", True)


def test_pad_buttons_sharing_a_first_word_are_said_once_before_the_keys():
    assert merged(["A", "D-pad ←", "D-pad →", "B"]) == ["A", "D-pad ← →", "B"]
    move = bind([pygame.K_LEFT, pygame.K_RIGHT], "move", "Move")
    glyphs = {pygame.K_LEFT: "D-pad ←", pygame.K_RIGHT: "D-pad →"}
    assert move.names(glyphs) == "D-pad ← → / Left arrow  Right arrow"
    assert move.names() == "Left arrow  Right arrow"


def test_the_mouse_rows_come_first_on_the_keys_card():
    keys = KeyMap("Table", (bind(pygame.K_h, "hit", "Hit"),), (("Click a chip", "Bet it"),))
    assert keys.rows() == [("Click a chip", "Bet it"), ("H", "Hit")]
