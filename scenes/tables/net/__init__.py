"""The networked table scenes (issue #35): Indian Blackjack and Showdown drawn
from a ``game.net.remote.RemoteTable`` with the local scenes' painting,
animations, sounds, tips and keys.  ``link.open_remote_table`` makes one."""
