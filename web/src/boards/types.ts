// The seam between the shell and a game's board: the shell hands a board the view and who is looking, the board
// reports which card the player points at. Part 2 adds one board per game under boards/<game>.
import type { JSX } from "preact";
import type { JsonObject, PlayerInfo } from "../protocol";
import type { CardNode } from "./generic/layout";

export interface BoardProps {
  game: string;
  view: JsonObject;
  seat: number | null; // the viewer's seat; null for a spectator
  players: PlayerInfo[];
  toMove: number | null;
  highlight: ReadonlySet<number>; // card instance ids a hovered note refers to
  selected: CardNode | null;
  onInspect(card: CardNode | null, pin: boolean): void;
}

export type Board = (props: BoardProps) => JSX.Element;
