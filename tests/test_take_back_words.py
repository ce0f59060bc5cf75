"""A right-click that has nothing of the player's to take back says so in words,
naming the spot, and changes nothing."""
from scenes.app.loop import App


def test_taking_back_from_an_empty_spot_names_the_spot_and_changes_nothing(tmp_path):
    app = App(strict=True, data_dir=tmp_path, seed=4)
    try:
        app.open_path("midnight")
        scene = app.context.manager.top
        before = scene.engine.snapshot()
        scene.bets.take_back(1)
        assert scene.engine.snapshot() == before
        label = scene.spot_label(1)
        assert label
        assert scene.alert == f"There is no chip of yours on {label} to take back"
    finally:
        app.close()
