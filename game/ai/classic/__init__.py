"""Seat-mates of the dealer tables: basic-strategy players."""
