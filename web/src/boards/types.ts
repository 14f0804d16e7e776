// The seam between the shell and a game's board (DESIGN.md "The web table"): the shell hands a board the view, who
// is looking and the refs that matter now; the board draws the game and reports what the player points at or
// clicks. A board knows its game's view and refs and nothing else: which actions a click offers is the shell's work
// (refs.ts), so boards never read action ids or labels.
import type { JSX } from "preact";
import type { JsonObject, PlayerInfo, Ref } from "../protocol";
import type { CardNode } from "./generic/layout";

export interface BoardProps {
  game: string;
  view: JsonObject;
  seat: number | null; // the viewer's seat; null for a spectator (or a replay's public view)
  players: PlayerInfo[];
  toMove: number | null;
  /** refKey()s lit because the player hovers a note or a log line */
  highlight: ReadonlySet<string>;
  /** refKey()s of what happened since the viewer's last move (the opponent's last action, dice, reveals) */
  recent: ReadonlySet<string>;
  /** refKey()s a click on which offers an action now (empty when it is not the viewer's turn) */
  clickable: ReadonlySet<string>;
  /** refKey()s chosen so far in a two-step choice (the piece, before its square) */
  selection: ReadonlySet<string>;
  /** refKey()s that would narrow the current choice further (marked as the next thing to click) */
  next: ReadonlySet<string>;
  /** refKey() -> why it cannot be used now (a "blocked" note): shown dimmed with the reason */
  blocked: ReadonlyMap<string, string>;
  /** the card shown in the card panel */
  selected: CardNode | null;
  /** show a card's details (hover/focus: pin=false; tap: pin=true); null closes the panel */
  onInspect(card: CardNode | null, pin: boolean): void;
  /** the player clicked a ref: the shell takes its action, offers a menu, or narrows a selection */
  onPick(ref: Ref): void;
}

/** A board module (`boards/<game>/Board.tsx`) exports `board`; its folder name is the game's name. */
export type Board = (props: BoardProps) => JSX.Element;
