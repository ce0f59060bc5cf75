"""Basic strategy and exact expected values for the dealer tables: the dealer's
final totals, per-action values over a shoe's composition, the chart, the
advisor.  ``python -m game.strategy`` prints the chart and the exact edge."""
