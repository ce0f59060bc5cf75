"""The rendered-text cache: reuse, and bounded by count and by pixel bytes."""
import pygame

from scenes.app import resources
from scenes.app.resources import Resources


def test_the_same_text_request_returns_the_same_surface():
    res = Resources()
    assert res.text("Hit", 20) is res.text("Hit", 20)
    assert res.text("Hit", 20) is not res.text("Hit", 21)


def test_the_cache_keeps_at_most_its_count_of_texts(monkeypatch):
    monkeypatch.setattr(resources, "TEXT_CACHE_LIMIT", 5)
    res = Resources()
    for n in range(12):
        res.text(f"line {n}", 14)
    assert len(res._text) == 5
    assert res.text_cache_bytes == sum(s.get_height() * s.get_pitch()
                                       for s in res._text.values())


def test_big_texts_are_evicted_by_bytes_before_the_count_is_reached(monkeypatch):
    res = Resources()
    one = res.text("W" * 40, 40)
    budget = 3 * one.get_height() * one.get_pitch()
    monkeypatch.setattr(resources, "TEXT_CACHE_BYTES", budget)
    for n in range(10):
        res.text(f"{n}" + "W" * 39, 40)
    assert res.text_cache_bytes <= budget and len(res._text) == 3


def test_a_text_bigger_than_the_budget_is_still_returned_and_kept_alone(monkeypatch):
    monkeypatch.setattr(resources, "TEXT_CACHE_BYTES", 10)
    res = Resources()
    res.text("small", 12)
    big = res.text("a long line of text", 30)
    assert isinstance(big, pygame.Surface) and list(res._text.values()) == [big]
