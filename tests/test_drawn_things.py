"""What the dealer tables and Showdown actually draw, checked blit by blit.

A golden image says "something changed"; these say *what* is wrong: a card
drawn off its spot, a total that is not the engine's, a seat with no panel.
The scene draws on a ``RecordingSurface``, which remembers every blit (the
image and where it landed); card images and rendered texts are recognised by
identity, through the resources' caches the scenes draw from.
"""
import re

import pygame
from scene_helpers import click, key, push

from game.tables.dealer.view import Phase
from scenes.app.layout import load_table_anchors
from scenes.tables.dealer import view as dealer_view
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.hud import total_text
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.seat_config import EMPTY_SEAT, SeatKind
from scenes.tables.seat_config import SeatConfig as ClassicSeat
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, seat_anchor_names
from scenes.widgets.theme import LOGICAL_SIZE

RANKS, SUITS = "A23456789TJQK", "SHDC"
CODES = [r + s for r in RANKS for s in SUITS]
TOTAL_WORDS = re.compile(r"^(soft \d+|\d+|BUST|Blackjack)$")


class RecordingSurface(pygame.Surface):
    """A surface that remembers every blit: (source image, destination rect)."""

    def __init__(self, size):
        super().__init__(size)
        self.blits_seen: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        self.blits_seen.append((source, drawn))
        return drawn


class DrawnThings:
    """Draws ``scene`` once and sorts the blits into card faces, card backs
    and texts (with their words)."""

    def __init__(self, scene, four_colour=False):
        res = scene.context.resources
        texts: dict[int, str] = {}
        real_text = res.text

        def text(words, *args, **kwargs):
            image = real_text(words, *args, **kwargs)
            texts[id(image)] = words
            return image

        # Totals and labels are drawn in cached pills (a text inside a box), so
        # the words of each pill are recorded with the rect it was drawn at.
        pills: list[tuple[str, pygame.Rect]] = []
        real_pill = dealer_view.draw_pill

        def pill(surface, resources, words, *args, **kwargs):
            rect = real_pill(surface, resources, words, *args, **kwargs)
            pills.append((words, rect))
            return rect

        res.text = text
        dealer_view.draw_pill = pill
        try:
            surface = RecordingSurface(LOGICAL_SIZE)
            scene.draw(surface)
        finally:
            del res.text            # the instance attribute goes; the method is back
            dealer_view.draw_pill = real_pill
        faces = {id(res.card_face(c, four_colour)): c for c in CODES}
        back = id(res.card_back())
        self.cards = [(faces[id(src)], rect) for src, rect in surface.blits_seen
                      if id(src) in faces]
        self.backs = [rect for src, rect in surface.blits_seen if id(src) == back]
        self.texts = [(texts[id(src)], rect) for src, rect in surface.blits_seen
                      if id(src) in texts] + pills
        self.blits = surface.blits_seen

    def cards_in(self, area: pygame.Rect) -> list[str]:
        return sorted(code for code, rect in self.cards if area.contains(rect))

    def totals_in(self, area: pygame.Rect) -> list[str]:
        return [words for words, rect in self.texts
                if TOTAL_WORDS.match(words) and area.contains(rect)]


FELT = pygame.Rect((0, 0), LOGICAL_SIZE)
# Split hands share a 160-px seat, so their cards overhang it by 10 px a side.
SLACK = 24


def assert_dealer_table_drawn_as_the_engine_says(scene):
    obs = scene.engine.observation(scene.viewer())
    drawn = DrawnThings(scene, scene.context.settings.four_colour_deck)
    engine_faces = [c for h in obs.hands for c in h.cards] + [c for c in obs.dealer_cards if c]
    assert len(drawn.cards) == len(engine_faces), "a card face is missing or doubled"
    for code, rect in drawn.cards:
        assert FELT.contains(rect), f"{code} drawn off the felt at {rect}"
    for spot in sorted({h.spot for h in obs.hands}):
        area = scene.spot_rect(spot).inflate(SLACK, SLACK)
        hands = [h for h in obs.hands if h.spot == spot]
        assert drawn.cards_in(area) == sorted(c for h in hands for c in h.cards), \
            f"spot {spot}: the cards drawn there are not its cards"
        assert drawn.totals_in(area) == [total_text(h.total, h.soft, h.natural)
                                         for h in sorted(hands, key=lambda h: h.part)], \
            f"spot {spot}: the total drawn is not the engine's"
    dealer_area = scene.anchors["dealer_hand"].inflate(SLACK, SLACK)
    assert drawn.cards_in(dealer_area) == sorted(c for c in obs.dealer_cards if c)
    hidden = sum(1 for c in obs.dealer_cards if c is None)
    assert sum(1 for r in drawn.backs if dealer_area.contains(r)) == hidden
    labels = [words for words, _ in drawn.texts if words.startswith("Dealer")]
    up = [c for c in obs.dealer_cards if c]
    if up and not (len(up) == 1 and up[0][0] == "A"):
        natural = not hidden and len(up) == 2 and obs.dealer_total == 21
        assert labels == [f"Dealer{' shows' if hidden or len(up) == 1 else ':'} "
                          f"{total_text(obs.dealer_total, obs.dealer_soft, natural)}"], \
            "the dealer's total drawn is not the engine's"
    return drawn, obs


# -- Midnight ------------------------------------------------------------------


def bet(scene, spot, chip=5):
    click(scene, scene.rack.slots[chip].center)
    click(scene, scene.spot_rect(spot).center)


def test_midnight_cards_sit_on_their_spots_and_each_total_is_the_engines(app):
    # spot 1: T+7 (17), spot 3: A+6 (soft 17), the dealer 9 (no hole card)
    stack = ["TS", "AH", "9C", "7D", "6S", "4C", "8H"]
    scene = push(app, MidnightScene(app.context, stack=stack))
    bet(scene, 0)
    bet(scene, 2)
    key(scene, pygame.K_RETURN)
    assert scene.engine.phase is Phase.PLAY
    drawn, obs = assert_dealer_table_drawn_as_the_engine_says(scene)
    assert drawn.totals_in(scene.spot_rect(2).inflate(SLACK, SLACK)) == ["soft 17"]
    assert len(obs.dealer_cards) == 1           # the dealer waits for the hands
    key(scene, pygame.K_h)                      # spot 1 draws 4: 21
    key(scene, pygame.K_s)                      # spot 3 stands on soft 17
    assert obs.rounds == scene.engine.rounds and scene.engine.round_finished
    drawn, obs = assert_dealer_table_drawn_as_the_engine_says(scene)
    assert drawn.totals_in(scene.spot_rect(0).inflate(SLACK, SLACK)) == ["21"]
    assert len(obs.dealer_cards) == 2           # 9 and 8: the dealer stands on 17


def test_midnight_a_split_draws_each_hand_with_its_own_total(app):
    stack = ["8S", "9C", "8H", "7D", "3C", "TD"]
    scene = push(app, MidnightScene(app.context, stack=stack))
    bet(scene, 1, chip=25)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_p)
    assert len(scene.engine.hands) == 2
    drawn, _ = assert_dealer_table_drawn_as_the_engine_says(scene)
    assert len(drawn.totals_in(scene.spot_rect(1).inflate(SLACK, SLACK))) == 2


# -- Classic -------------------------------------------------------------------

def test_classic_cards_sit_at_their_seats_and_each_total_is_the_engines(app):
    seats = [ClassicSeat("You"), ClassicSeat("Bot", SeatKind.AI, "normal"),
             EMPTY_SEAT, ClassicSeat("Cleo", SeatKind.AI, "normal")] + [EMPTY_SEAT] * 3
    scene = push(app, ClassicScene(app.context, seats=seats))
    checked_mid_round = 0
    for round_no in range(4):
        seen_play = False
        for _ in range(400):
            if scene.engine.round_finished and scene.engine.rounds > round_no:
                break
            if scene.engine.phase is Phase.PLAY and not seen_play:
                assert_dealer_table_drawn_as_the_engine_says(scene)
                seen_play = True
            if scene.is_human(scene.turn()):
                if scene.engine.phase is Phase.BETTING and not scene.engine.spots[0]:
                    click(scene, scene.rack.slots[25].center)      # a bet, then BET DONE
                    click(scene, scene.spot_rect(0).center)
                answer = {Phase.BETTING: pygame.K_RETURN, Phase.INSURANCE: pygame.K_n}
                key(scene, answer.get(scene.engine.phase, pygame.K_s))
            else:
                scene.update(0.5)
        assert scene.engine.rounds == round_no + 1
        checked_mid_round += seen_play
        assert_dealer_table_drawn_as_the_engine_says(scene)
        key(scene, pygame.K_RETURN)              # next round, the same bet
    # A dealer natural ends a round before anyone plays; most rounds are played.
    assert checked_mid_round >= 2


# -- Showdown ------------------------------------------------------------------

def test_showdown_draws_one_panel_per_seat_at_its_anchor_with_its_cards_and_total(app):
    players = [SeatConfig("You"), SeatConfig("Ann", SeatKind.AI, "normal"),
               SeatConfig("Bob", SeatKind.AI, "normal"),
               SeatConfig("Cy", SeatKind.AI, "normal")]
    scene = push(app, ShowdownScene(app.context, players=players))
    for _ in range(400):
        if scene.board.acting == 0 and not scene.timeline.busy:
            break
        scene.update(0.5)
    anchors = load_table_anchors("showdown")
    seat_rects = [anchors[n] for n in seat_anchor_names(len(players))]
    drawn = DrawnThings(scene)
    # the panel backgrounds, made on the first draw
    backgrounds = {id(image) for image in scene.painter.seats._backs.values()}
    panels = [rect for src, rect in drawn.blits if id(src) in backgrounds
              and rect.size == seat_rects[0].size]
    assert sorted(map(tuple, panels)) == sorted(map(tuple, seat_rects)), \
        "one panel per seat, at the seat's anchor"
    obs = scene.engine.observation(0)
    card_images = {id(image) for image in scene.cards._cache.values()}
    card_rects = [rect for src, rect in drawn.blits if id(src) in card_images]
    for i, (config, rect) in enumerate(zip(players, seat_rects)):
        names = [w for w, r in drawn.texts if w == config.name and rect.contains(r)]
        assert names == [config.name], f"seat {i}'s name is not on its panel"
        seat_view = obs.seats[i]
        assert seat_view.cards, f"seat {i} has no cards to show"
        assert sum(1 for r in card_rects if rect.contains(r)) == len(seat_view.cards), \
            f"seat {i}: its cards are not all drawn on its panel"
        totals = [w for w, r in drawn.texts if w.isdigit() and rect.contains(r)]
        assert totals == [str(seat_view.total)], f"seat {i}: the total drawn is not the engine's"
    assert len(card_rects) == sum(len(s.cards) for s in obs.seats), "a card drawn off every seat"
