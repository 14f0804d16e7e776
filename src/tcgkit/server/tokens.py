"""Seat tokens: the capabilities in private links.

A token is 32 random bytes from ``secrets`` (256 bits) as URL-safe text; the database keeps only its SHA-256. A
rematch gives each person their seat in the new game under the same token (its hash is copied), so any server
process holding a connection of that person can send them the new link.
"""

from __future__ import annotations

import hashlib
import secrets

TOKEN_BYTES = 32
MAX_TOKEN = 100  # characters: a token is 43


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    """The stored form of a token (hex SHA-256)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_game_id() -> str:
    """A public game id (short, URL-safe; it grants nothing, only tokens do)."""
    return secrets.token_urlsafe(9)


__all__ = ["MAX_TOKEN", "hash_token", "new_game_id", "new_token"]
