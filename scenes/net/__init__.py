"""Network play's screens around the table: hosting, joining, waiting rooms,
the host's drop overlay (the networked table itself lives beside them)."""
