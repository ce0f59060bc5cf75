"""Screens away from the felt: lobby, settings, history, statistics, rules,
house rules, About, keys card."""
