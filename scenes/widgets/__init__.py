"""Reusable drawing and input widgets shared by every scene.

Widgets never call ``pygame.event.get()``: scenes hand them events one by one
(``handle_event(ev) -> bool``) and draw them with ``draw(surface)``.  Import
each from its module (``scenes.widgets.button``…): this package imports
nothing, so a module of the app may use a widget module without loading the rest.
"""
