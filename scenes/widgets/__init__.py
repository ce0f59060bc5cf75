"""Reusable drawing and input widgets shared by every scene.

Widgets never call ``pygame.event.get()``: scenes hand them events one by one
(``handle_event(ev) -> bool``) and draw them with ``draw(surface)``.
"""
from scenes.widgets.button import Button
from scenes.widgets.card_sprite import CARD_SIZE, CardSprite
from scenes.widgets.chip_stack import CHIP_VALUES, chip_breakdown, draw_chip_stack
from scenes.widgets.label import Label, format_cents
from scenes.widgets.panel import Panel
from scenes.widgets.slider import Slider
from scenes.widgets.toggle import Toggle
from scenes.widgets.tween import Timeline, Tween, easing

__all__ = [
    "Button", "CARD_SIZE", "CardSprite", "CHIP_VALUES", "chip_breakdown",
    "draw_chip_stack", "Label", "format_cents", "Panel", "Slider", "Toggle",
    "Timeline", "Tween", "easing",
]
