"""The deck matrix as a heat-map PNG (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path


def matrix_png(path: Path, names: Sequence[str], rates: Sequence[Sequence[float | None]], title: str) -> None:
    """Draw ``rates[i][j]`` (the win rate of deck i against deck j; None where not played) as a red-to-green grid
    with the percentages written in the cells, and save it as PNG at ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n = len(names)
    grid = [[math.nan if v is None else v for v in row] for row in rates]
    size = max(4.0, 1.1 * n + 2.5)
    fig, ax = plt.subplots(figsize=(size, size * 0.85))
    try:
        cmap = matplotlib.colormaps["RdYlGn"].with_extremes(bad="#dddddd")
        image = ax.imshow(grid, cmap=cmap, vmin=0.0, vmax=1.0)
        ax.set_xticks(range(n), labels=list(names), rotation=35, ha="right")
        ax.set_yticks(range(n), labels=list(names))
        ax.set_xlabel("opponent deck")
        ax.set_ylabel("deck")
        ax.set_title(title)
        for i in range(n):
            for j in range(n):
                value = grid[i][j]
                ax.text(j, i, "—" if math.isnan(value) else f"{100 * value:.0f}%", ha="center", va="center")
        fig.colorbar(image, ax=ax, label="win rate of the row deck")
        fig.tight_layout()
        path.parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, dpi=110)
    finally:
        plt.close(fig)


__all__ = ["matrix_png"]
