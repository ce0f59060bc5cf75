"""Club 21's benchmarks: ``python -m bench`` runs every figure (quick settings)
and prints a summary table; ``python -m bench NAME [args]`` runs one with its
own defaults (``python -m bench frames --help``).

    frames   frame time per scene at its busiest, and as a ratio to a bare
             pygame-ce loop measured in the same run (bench/frames.py,
             bench/yardstick.py)
    startup  process start to the lobby's first frame (bench/startup.py)
    memory   peak RSS and its trend over long simulated play (bench/memory.py)
    engine   engine-path hands per CPU-second vs OpenSpiel's blackjack (bench/engine.py)
    ai       bot and advisor decision time (bench/ai.py, when present)
    bots     external bots: pipe round trip and tournament overhead (bench/bots.py)
    sounds   loudness and peak of every sound asset; music's frame cost (bench/sounds.py)

Each script also runs on its own: ``python bench/frames.py``.
"""
FIGURES = ("frames", "startup", "memory", "engine", "ai", "bots", "sounds")
