// What every board shares about drawing refs: the shell's mark classes of a ref key (can-act, recent, lit, chosen,
// next, blocked) with its blocked reason, a ref key back to the ref the shell expects, and card details fetched once.
import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import type { CardDetails, Ref } from "../protocol";
import type { BoardProps } from "./types";

export type MarkProps = Pick<BoardProps, "highlight" | "recent" | "clickable" | "selection" | "next" | "blocked">;

/** The classes of a drawn ref key and its blocked reason ("" key: nothing to mark). */
export function refState(key: string, ctx: MarkProps): { cls: string; can: boolean; why: string | undefined } {
  if (!key) return { cls: "", can: false, why: undefined };
  const can = ctx.clickable.has(key);
  const why = ctx.blocked.get(key);
  const cls = [
    can ? "can-act" : "",
    ctx.recent.has(key) ? "recent" : "",
    ctx.highlight.has(key) ? "lit" : "",
    ctx.selection.has(key) ? "chosen" : "",
    ctx.next.has(key) ? "next" : "",
    why ? "blocked" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return { cls, can, why };
}

/** A ref key back to its ref: card instance ids are numbers, other refs "kind:name" strings. */
export function keyRef(key: string): Ref {
  return /^\d+$/.test(key) ? Number(key) : key;
}

/** Card details fetched for the boards, shared by every render (the api caches the requests too). */
const known = new Map<string, CardDetails>();
/** Card ids whose last request failed: not waited for (the board shows them by name), asked again when the ids
 * a board shows change. */
const failed = new Set<string>();

/** The details of the card ids a board shows, and whether some are still on their way (the board says so with
 * aria-busy); a render follows when missing ones arrive. */
export function useCardDetails(game: string, ids: string[]): { details: ReadonlyMap<string, CardDetails>; loading: boolean } {
  const [, setVersion] = useState(0);
  const missing = ids.filter((id) => !known.has(id));
  const want = missing.join(",");
  useEffect(() => {
    if (!missing.length) return;
    let live = true;
    missing.forEach((id) => failed.delete(id));
    Promise.all(
      missing.map((id) =>
        api
          .card(game, id)
          .then((d) => known.set(id, d))
          .catch(() => failed.add(id)),
      ),
    ).then(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [game, want]);
  return { details: known, loading: missing.some((id) => !failed.has(id)) };
}
