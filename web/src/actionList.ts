// The legal actions as the table shows them: the real choices in the server's order, numbered 1-9 for the keyboard,
// and resigning apart at the end (it never takes a number key, so that a stray key press cannot concede).
import type { LegalAction } from "./protocol";

export interface ShownAction {
  action: LegalAction;
  key: string | null; // "1".."9" for the first nine real choices
}

export interface ActionList {
  choices: ShownAction[];
  resign: LegalAction | null;
}

export const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

export function actionList(actions: readonly LegalAction[]): ActionList {
  const real = actions.filter((a) => !a.resign);
  const resign = actions.find((a) => a.resign) ?? null;
  return { choices: real.map((action, i) => ({ action, key: KEYS[i] ?? null })), resign };
}

/** The action a key press names ("1" = the first real choice), or null. Keys with modifiers never act. */
export function actionForKey(
  list: ActionList,
  key: string,
  modifiers: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {},
): LegalAction | null {
  if (modifiers.ctrl || modifiers.alt || modifiers.meta) return null;
  return list.choices.find((c) => c.key === key)?.action ?? null;
}

/** True when a key event comes from somewhere typing is expected (a text box), where number keys are text. */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? "").toUpperCase();
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable === true;
}
