"""The heap trimmer: returns freed memory every so many frames, never fails."""
from scenes import heap


def test_the_heap_is_trimmed_once_every_trim_interval(monkeypatch):
    calls = []
    trimmer = heap.HeapTrimmer()
    trimmer._trim = calls.append
    for _ in range(heap.TRIM_EVERY_FRAMES * 3):
        trimmer.tick()
    assert calls == [0, 0, 0]


def test_without_malloc_trim_ticking_does_nothing():
    trimmer = heap.HeapTrimmer()
    trimmer._trim = None
    for _ in range(heap.TRIM_EVERY_FRAMES + 1):
        trimmer.tick()
