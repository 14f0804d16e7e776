"""Bionicle TCG under its Bohrok Swarm rules (rules/bionicle.md): two Toa race over the map of Mata Nui for their six
Great Masks, through missions, challenges and Bohrok raids."""

from .game import BionicleGame

GAME = BionicleGame()

__all__ = ["GAME", "BionicleGame"]
