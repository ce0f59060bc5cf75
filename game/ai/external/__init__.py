"""Bring your own bot: a child program plays a seat through a line protocol (docs/bots.md)."""
