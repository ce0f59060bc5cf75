"""The table scenes: the shared felt and journal, and one package per table."""
