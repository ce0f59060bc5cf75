"""One seat-config type for every table: a named human by default, an AI with
a level, or an empty seat; rows in the save read back the same."""
import pytest

from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind, seat_rows, seats_from_rows


def test_a_seat_is_a_named_human_unless_told_otherwise():
    assert SeatConfig("Ann").kind is SeatKind.HUMAN and not SeatConfig("Ann").is_ai
    assert SeatConfig("Ada", SeatKind.AI, "easy").tag == "AI · Easy"
    assert EMPTY_SEAT.kind is SeatKind.EMPTY and EMPTY_SEAT.name == ""


def test_a_kind_given_as_its_word_is_read_and_swapped_arguments_are_refused():
    assert SeatConfig(name="Bo", kind="ai").kind is SeatKind.AI
    with pytest.raises(TypeError):
        SeatConfig(SeatKind.HUMAN, "You")          # kind first: the old order


def test_seats_go_to_rows_and_back_with_the_name_limit():
    seats = [SeatConfig("Annabelle"), SeatConfig("Ada", SeatKind.AI, "easy"), EMPTY_SEAT]
    assert seats_from_rows(seat_rows(seats), name_limit=4) == \
        [SeatConfig("Anna"), SeatConfig("Ada", SeatKind.AI, "easy"), EMPTY_SEAT]
    with pytest.raises(ValueError):
        seats_from_rows([{"kind": "dealer", "name": "X", "level": "normal"}], 12)
