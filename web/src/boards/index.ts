// Which board draws which game: every folder boards/<game>/ with a Board.tsx exporting `board` draws that game; a
// game without one is drawn by the generic board (any view JSON as zones of cards).
import { GenericBoard } from "./generic/Board";
import type { Board } from "./types";

const modules = import.meta.glob<{ board: Board }>("./*/Board.tsx", { eager: true });

export const boards: Record<string, Board> = {};
for (const [path, mod] of Object.entries(modules)) {
  const game = path.split("/")[1] ?? "";
  if (game !== "generic" && mod.board) boards[game] = mod.board;
}

export function boardFor(game: string): Board {
  return boards[game] ?? GenericBoard;
}
