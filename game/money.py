"""Exact money. Amounts are integer cents: a 3:2 payout on 5 chips is 750.

Floats never hold an amount; they appear only where JSON needs a number.
"""
from __future__ import annotations

CENTS_PER_CHIP = 100

Cents = int


def chips(n: int) -> Cents:
    """Whole chips -> cents."""
    return n * CENTS_PER_CHIP


def three_to_two(stake: Cents) -> Cents:
    """Blackjack winnings on ``stake`` (exact for any even-cent stake)."""
    if (stake * 3) % 2:
        raise ValueError(f"3:2 of {stake} cents is not a whole cent")
    return stake * 3 // 2


def blackjack_win(stake: Cents, ratio: tuple[int, int]) -> Cents:
    """Winnings of a natural paid ``num:den`` on ``stake``, rounded down to the
    cent. Bets are whole chips, so 3:2, 6:5 and 1:1 are always exact (6:5 on 5
    chips is 6.00, on 1 chip 1.20); the rounding is a guard, never used."""
    num, den = ratio
    return stake * num // den


def half(stake: Cents) -> Cents:
    if stake % 2:
        raise ValueError(f"half of {stake} cents is not a whole cent")
    return stake // 2


def fmt(amount: Cents) -> str:
    """12.5 chips -> "12.50"; 1000 chips -> "1,000.00"."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), CENTS_PER_CHIP)
    return f"{sign}{whole:,}.{cents:02d}"


def fmt_short(amount: Cents) -> str:
    """Whole amounts without decimals ("25"), others with ("12.50")."""
    if amount % CENTS_PER_CHIP == 0:
        return f"{amount // CENTS_PER_CHIP:,}"
    return fmt(amount)


def to_json_number(amount: Cents) -> int | float:
    """An int when whole; otherwise a float (only halves and cents occur)."""
    whole, cents = divmod(amount, CENTS_PER_CHIP)
    if cents == 0:
        return whole
    return amount / CENTS_PER_CHIP
