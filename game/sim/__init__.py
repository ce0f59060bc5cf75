"""Headless play at scale: the simulator, its fast path, and bot tournaments."""
