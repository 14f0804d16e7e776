// Whose turn it is and what is being decided, and the thinking line, in words for this viewer.
import { seatName } from "../boards/generic/layout";
import type { StateMessage } from "../protocol";

export function turnLine(g: StateMessage): string {
  switch (g.status) {
    case "waiting":
      return "Waiting for a second player to join.";
    case "stale":
      return `This game cannot go on: ${g.stale ?? "the engine changed since it was played"}.`;
    case "over":
      return g.result ? g.result.text : "The game is over.";
    case "playing":
      break;
  }
  if (g.to_move === null) return "Nobody is to move.";
  const what = g.deciding && g.deciding !== "opponent" ? g.deciding : "";
  if (g.seat !== null && g.to_move === g.seat) return what ? `Your move: ${what}` : "Your move";
  const who = g.seat === null ? `Player ${g.to_move + 1}` : "The opponent";
  return what ? `${who} to move: ${what}` : `${who} to move`;
}

export function thinkingLine(g: StateMessage, seat: number, seconds: number): string {
  const player = g.players.find((p) => p.seat === seat);
  const who = player?.kind === "computer" ? "the computer" : seatName(seat, g.seat);
  const name = seat === g.seat ? "you" : who;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${name === "you" ? "are" : "is"} thinking… ${seconds.toFixed(1)} s`;
}
