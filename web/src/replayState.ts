// The replay page's position, as pure functions: which step (0 = the start, `steps` = the end) and whose view
// ("0", "1" or "public"), moved by the controls (first, back, forward, last, a turn, a view) and kept in the URL
// (`/r/<id>?step=40&view=public`) so that a link lands on the same step. The server says which views this
// viewer may choose (`views`: a seat's own view while a game runs, every view once it is over).

export type ReplayView = "0" | "1" | "public";
export const REPLAY_VIEWS: readonly ReplayView[] = ["0", "1", "public"];

export interface TurnStart {
  turn: number;
  step: number; // the first step at this turn number
}

export interface ReplayPosition {
  step: number;
  view: ReplayView;
  steps: number | null; // the number of steps, once the server said it (null: not known yet)
}

export function isView(x: unknown): x is ReplayView {
  return typeof x === "string" && (REPLAY_VIEWS as readonly string[]).includes(x);
}

/** `step` within 0…steps (an unknown length only keeps it at 0 or more); fractions are dropped. */
export function clampStep(step: number, steps: number | null): number {
  const whole = Number.isFinite(step) ? Math.trunc(step) : 0;
  const low = Math.max(0, whole);
  return steps === null ? low : Math.min(low, Math.max(0, steps));
}

export function goTo(p: ReplayPosition, step: number): ReplayPosition {
  return { ...p, step: clampStep(step, p.steps) };
}
export const first = (p: ReplayPosition): ReplayPosition => goTo(p, 0);
export const back = (p: ReplayPosition): ReplayPosition => goTo(p, p.step - 1);
export const forward = (p: ReplayPosition): ReplayPosition => goTo(p, p.step + 1);
export const last = (p: ReplayPosition): ReplayPosition => (p.steps === null ? p : goTo(p, p.steps));

/** The server's answer sets the length (a game still being played grows); the step stays, within it. */
export function withSteps(p: ReplayPosition, steps: number): ReplayPosition {
  return { ...p, steps, step: clampStep(p.step, steps) };
}

/** The turn a step is in: the last turn starting at or before it (null without a turn index). */
export function turnAt(turns: readonly TurnStart[], step: number): TurnStart | null {
  let found: TurnStart | null = null;
  for (const t of turns) if (t.step <= step) found = t;
  return found;
}

/** Jump to the first step of a turn number (unchanged if the game has no such turn). */
export function jumpToTurn(p: ReplayPosition, turns: readonly TurnStart[], turn: number): ReplayPosition {
  const t = turns.find((x) => x.turn === turn);
  return t ? goTo(p, t.step) : p;
}

/** Another view at the same step; a view this viewer may not choose leaves the position as it is. */
export function changeView(p: ReplayPosition, view: string, allowed: readonly string[]): ReplayPosition {
  return isView(view) && allowed.includes(view) ? { ...p, view } : p;
}

/** The position a URL's query names (`?step=40&view=public`); anything missing or unreadable: the defaults. */
export function positionFromSearch(search: string, fallbackView: ReplayView = "public"): ReplayPosition {
  const q = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const rawStep = q.get("step");
  const n = rawStep !== null && /^\d{1,9}$/.test(rawStep) ? Number(rawStep) : 0;
  const v = q.get("view");
  return { step: n, view: isView(v) ? v : fallbackView, steps: null };
}

/** The page's URL for a position: `<path>?step=K&view=V` (the path is the replay's, e.g. `/r/<id>`). */
export function replayUrl(path: string, p: Pick<ReplayPosition, "step" | "view">): string {
  return `${path}?step=${p.step}&view=${p.view}`;
}

/** What a key does on the replay page (←/→ a step, Home/End the first and last), or null for other keys. */
export function keyMove(p: ReplayPosition, key: string): ReplayPosition | null {
  switch (key) {
    case "ArrowLeft":
      return back(p);
    case "ArrowRight":
      return forward(p);
    case "Home":
      return first(p);
    case "End":
      return last(p);
    default:
      return null;
  }
}

/** A view's name for the view select. */
export function viewName(view: ReplayView): string {
  return view === "public" ? "public view" : `player ${Number(view) + 1}`;
}
