"""Network play on loopback: the host is the table, guests send action words
(docs/network.md). No pygame here."""
