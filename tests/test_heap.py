"""The heap keeper: collects departed scenes at once, trims every so many frames,
never fails."""
import gc
import weakref

from scenes.app import heap
from scenes.app.manager import SceneManager
from scenes.app.scene import Scene


def test_the_heap_is_trimmed_once_every_trim_interval():
    calls = []
    trimmer = heap.HeapTrimmer()
    trimmer._trim = calls.append
    for _ in range(heap.TRIM_EVERY_FRAMES * 3):
        trimmer.tick()
    assert calls == [0, 0, 0]


def test_without_malloc_trim_ticking_restarts_the_interval_and_calls_nothing():
    trimmer = heap.HeapTrimmer()
    trimmer._trim = None
    for _ in range(heap.TRIM_EVERY_FRAMES + 1):
        trimmer.tick()
    assert trimmer._frames == 1     # the interval came round and restarted, with no trim to call


class CyclicScene(Scene):
    """A scene that, like the real ones, refers to itself through its parts."""
    def __init__(self) -> None:
        super().__init__(None)
        self.parts = {"back": self}


def test_the_stack_counts_every_scene_that_leaves_it():
    manager = SceneManager()
    manager.push(CyclicScene())
    manager.push(CyclicScene())
    manager.replace(CyclicScene())
    manager.clear()
    assert manager.departures == 3


def test_a_scene_that_left_the_stack_is_freed_on_the_next_frame_despite_its_cycles():
    gc.disable()          # no automatic collection may do the work for us
    try:
        manager, trimmer = SceneManager(), heap.HeapTrimmer()
        scene = manager.push(CyclicScene())
        gone = weakref.ref(scene)
        del scene
        trimmer.tick(manager.departures)
        assert gone() is not None          # still on the stack: kept
        manager.pop()
        trimmer.tick(manager.departures)
        assert gone() is None
    finally:
        gc.enable()


def test_a_departure_also_trims_the_heap_and_restarts_the_interval():
    calls = []
    trimmer = heap.HeapTrimmer()
    trimmer._trim = calls.append
    for _ in range(heap.TRIM_EVERY_FRAMES - 1):
        trimmer.tick()
    trimmer.tick(departures=1)
    assert calls == [0]
    for _ in range(heap.TRIM_EVERY_FRAMES - 1):
        trimmer.tick(departures=1)
    assert calls == [0]


def test_startup_objects_are_frozen_out_of_collections_and_later_ones_are_not():
    try:
        heap.freeze_startup()
        frozen = gc.get_freeze_count()
        assert frozen > 0
        later = CyclicScene()
        gone = weakref.ref(later)
        del later
        gc.collect()
        assert gone() is None                # made after the freeze: still collectable
    finally:
        gc.unfreeze()
