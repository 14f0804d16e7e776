// Which board draws which game. Every game uses the generic board for now; part 2 registers boards/<game> here.
import { GenericBoard } from "./generic/Board";
import type { Board } from "./types";

const boards: Record<string, Board> = {};

export function boardFor(game: string): Board {
  return boards[game] ?? GenericBoard;
}
