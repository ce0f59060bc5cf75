"""Layout that holds: a long hand fans sideways and compresses inside its own
spot/seat (never over the ring, a name plate or the next seat), name plates sit
on their seats, a split's chip amounts stay clear of the buttons."""
import pygame
import pytest
from scene_helpers import click, key, push

from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.classic_view import draw_seat_plates, seat_plate
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig

SIX_CARD_HAND = ["AS", "9C", "AD", "7H", "2C", "2D", "2H", "2S"]   # A A 2 2 2 2, dealer 9 7


APP_SEED = 5   # the first shoe of the shared app fixture


def hit_four_times(scene):
    for _ in range(4):
        key(scene, pygame.K_h)


@pytest.mark.parametrize("seat", range(7))
def test_a_six_card_classic_hand_stays_inside_its_seat_and_off_every_other_plate(app, seat):
    config = [EMPTY_SEAT] * 7
    config[seat] = SeatConfig("Ann")
    scene = push(app, ClassicScene(app.context, seats=config, stack=SIX_CARD_HAND))
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    hit_four_times(scene)
    cards = [s.rect for s in scene.board.hand(0, 0).cards]
    assert len(cards) == 6
    mine = scene.spot_rect(0)
    plate = scene.plate_rect(0)
    for rect in cards:
        assert mine.left <= rect.left and rect.right <= mine.right
        assert rect.top >= mine.top and rect.bottom <= plate.top + 2   # above its own plate
    others = [scene.anchors[f"seat_{n}"] for n in range(1, 8) if n != seat + 1]
    for other in others:
        other_plate = seat_plate(other, scene.CIRCLE_RADIUS)
        assert not any(rect.colliderect(other_plate) for rect in cards), other
    steps = {b.left - a.left for a, b in zip(cards, cards[1:])}
    assert len(steps) == 1 and steps.pop() >= 14            # one flat fan, indices show
    assert len({r.top for r in cards}) == 1                  # no cascade


def test_the_name_plate_sits_on_its_seats_ring(app):
    config = [SeatConfig("Ann")] + [EMPTY_SEAT] * 6
    scene = push(app, ClassicScene(app.context, seats=config))
    plate = scene.plate_rect(0)
    cx, cy = scene.board.circle_center(0)
    ring_top = cy - scene.CIRCLE_RADIUS
    assert 0 <= ring_top - plate.bottom + 2 <= 4 and plate.left < cx < plate.right


def test_a_midnight_split_fans_both_hands_inside_the_spot_and_its_amounts_clear_coach(app):
    scene = push(app, MidnightScene(app.context,
                                    stack=["8S", "9C", "8D", "3H", "2C", "2D", "2H", "3S", "4C"]))
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_p)                        # split the eights
    for _ in range(4):
        key(scene, pygame.K_h)                    # hand 1: 8 3 2 2 2 ... keeps hitting
        if scene.engine.active is None or scene.engine.hands[scene.engine.active].part:
            break
    spot = scene.spot_rect(0)
    ring_top = scene.board.circle_center(0)[1] - scene.CIRCLE_RADIUS
    hands = [scene.board.hand(0, 0), scene.board.hand(0, 1)]
    assert sum(len(h.cards) for h in hands) >= 6
    for h in hands:
        for sprite in h.cards:
            r = sprite.rect
            assert spot.left <= r.left and r.right <= spot.right and r.bottom < ring_top
    coach = scene.advisor.coach_button.rect
    for part in (0, 1):
        x, bottom = scene.board.pile_point(0, part)
        amount = pygame.Rect(x - 32, bottom - 20, 64, 20)
        assert not amount.colliderect(coach)


def test_settings_over_the_pause_menu_hides_the_pause_panel(app):
    app.open_path("midnight/pause/settings")
    names = [s.name for s in app.context.manager.visible_scenes()]
    assert names == ["midnight", "settings"]


class RecordingText:
    """The app's resources, noting every text drawn and how wide it came out."""

    def __init__(self, res) -> None:
        self.res, self.drawn = res, []

    def text(self, line, size=20, colour=(255, 255, 255), bold=False):
        image = self.res.text(line, size, colour, bold)
        self.drawn.append((line, image.get_width()))
        return image

    def __getattr__(self, name):          # fonts, sizes: the app's own
        return getattr(self.res, name)


@pytest.mark.parametrize("name", ["Bruno", "Maximiliane"])
def test_a_long_name_on_a_classic_plate_shrinks_and_the_money_keeps_its_cents(app, name):
    scene = push(app, ClassicScene(app.context, seats=[SeatConfig(name, "ai")]))
    plate = scene.plate_rect(0)
    res = RecordingText(app.context.resources)
    surface = pygame.Surface((1280, 720))
    draw_seat_plates(surface, res, [(plate, SeatConfig(name, "ai"), 100750)], None)
    drawn = [line for line, _ in res.drawn]
    assert "1,007.50" in drawn and "1,007" not in drawn      # never the money cut short
    name_width = [w for line, w in res.drawn if line.startswith(name[:4])][-1]
    assert name_width + dict(res.drawn)["1,007.50"] + 16 <= plate.w


@pytest.fixture
def largest_text(app):
    app.context.resources.set_text_scale(150)
    yield app.context.resources
    app.context.resources.set_text_scale(100)


def test_at_150_percent_a_classic_plate_shrinks_name_and_money_before_cutting_the_name(
        app, largest_text):
    scene = push(app, ClassicScene(app.context, seats=[SeatConfig("Bruno", "ai")]))
    res = RecordingText(largest_text)
    draw_seat_plates(pygame.Surface((1280, 720)), res,
                     [(scene.plate_rect(0), SeatConfig("Bruno", "ai"), 100000)], None)
    drawn = [line for line, _ in res.drawn]
    assert "Bruno (AI)" in drawn and "1,000.00" in drawn
    assert not any(line.endswith("…") for line in drawn)


def test_at_150_percent_a_showdown_seat_shows_its_tokens_whole_beside_its_total(
        app, largest_text):
    from scenes.tables.showdown.seats import SeatPainter, SeatPanel
    res = RecordingText(largest_text)
    panel = SeatPanel(0, SeatConfig("Player 4"), pygame.Rect(724, 40, 168, 168), 90, total=18)
    SeatPainter(res).draw(pygame.Surface((1280, 720)), panel, acting=False)
    drawn = [line for line, _ in res.drawn]
    assert "90 tokens" in drawn and "18" in drawn
    assert not any(line.endswith("…") for line in drawn)
