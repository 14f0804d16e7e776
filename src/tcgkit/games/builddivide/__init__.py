"""Build Divide TCG with every rule of rules/builddivide.md enforced (rule prefix BDV)."""

from .game import BuildDivide

GAME = BuildDivide()

__all__ = ["GAME", "BuildDivide"]
