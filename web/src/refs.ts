// Clicking the board: which legal actions a click on a card, square, arena or problem offers (the actions whose
// refs name it), narrowed step by step when a player clicks one thing and then another (a piece, then the square
// it moves to). The board knows only refs; this module knows only actions and refs; the shell puts them together.
import type { LegalAction, LogEntry, Note, Ref } from "./protocol";

/** A ref as a map key: card instance ids as their number, other refs as they are ("point:c3" has a colon). */
export function refKey(ref: Ref): string {
  return String(ref);
}

/** What a click leads to: nothing to do (show the card), one action (take it), or a choice among several. */
export type Pick =
  | { kind: "none" }
  | { kind: "act"; action: LegalAction }
  | { kind: "choose"; selection: Ref[]; actions: LegalAction[]; next: Set<string> };

/** The real (non-resign) actions that concern every ref of `selection`. */
export function actionsConcerning(actions: readonly LegalAction[], selection: readonly Ref[]): LegalAction[] {
  const keys = selection.map(refKey);
  return actions.filter((a) => !a.resign && keys.every((k) => a.refs.some((r) => refKey(r) === k)));
}

/** Every ref key that some real action concerns: what the board marks as clickable. */
export function clickable(actions: readonly LegalAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of actions) if (!a.resign) for (const r of a.refs) out.add(refKey(r));
  return out;
}

/**
 * A click on `ref` while `selection` is chosen. The click adds to the selection when some action concerns both;
 * otherwise it starts a new selection. One action left: take it. Several: offer them, and light the refs that
 * would narrow the choice further (`next`).
 */
export function pick(actions: readonly LegalAction[], selection: readonly Ref[], ref: Ref): Pick {
  const key = refKey(ref);
  const chosen = selection.some((r) => refKey(r) === key) ? [...selection] : [...selection, ref];
  let candidates = actionsConcerning(actions, chosen);
  let sel = chosen;
  if (candidates.length === 0 && selection.length > 0) {
    sel = [ref];
    candidates = actionsConcerning(actions, sel);
  }
  if (candidates.length === 0) return { kind: "none" };
  if (candidates.length === 1) return { kind: "act", action: candidates[0] as LegalAction };
  const selected = new Set(sel.map(refKey));
  const next = new Set<string>();
  for (const a of candidates) for (const r of a.refs) if (!selected.has(refKey(r))) next.add(refKey(r));
  return { kind: "choose", selection: sel, actions: candidates, next };
}

/** The refs a list of log entries concerns (the opponent's moves since yours, or a hovered line). */
export function entryRefs(entries: readonly LogEntry[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries) for (const r of e.refs) out.add(refKey(r));
  return out;
}

/** Why a thing is not offered: each ref of a "blocked" note with the note's sentence (first note wins). */
export function blockedReasons(notes: readonly Note[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of notes) {
    if (n.kind !== "blocked") continue;
    for (const r of n.refs) if (!out.has(refKey(r))) out.set(refKey(r), `${n.text} (${n.rule_id})`);
  }
  return out;
}
