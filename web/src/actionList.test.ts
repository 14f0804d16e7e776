import { describe, expect, it } from "vitest";
import { actionForKey, actionList, isTypingTarget } from "./actionList";
import type { LegalAction } from "./protocol";

const a = (id: string, extra: Partial<LegalAction> = {}): LegalAction => ({ id, label: id, refs: [], run: false, resign: false, ...extra });

describe("actionList", () => {
  it("numbers the first nine real choices in the server's order and puts resigning apart", () => {
    const acts = [a("resign", { resign: true }), ...Array.from({ length: 11 }, (_, i) => a(`x${i}`))];
    const list = actionList(acts);
    expect(list.choices.map((c) => c.action.id)).toEqual(["x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10"]);
    expect(list.choices.map((c) => c.key)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", null, null]);
    expect(list.resign?.id).toBe("resign");
  });

  it("maps number keys to actions, never with modifiers, never to resigning", () => {
    const list = actionList([a("pay auto", { run: true }), a("end"), a("resign", { resign: true })]);
    expect(actionForKey(list, "1")?.id).toBe("pay auto");
    expect(actionForKey(list, "2")?.id).toBe("end");
    expect(actionForKey(list, "3")).toBeNull();
    expect(actionForKey(list, "0")).toBeNull();
    expect(actionForKey(list, "a")).toBeNull();
    expect(actionForKey(list, "1", { ctrl: true })).toBeNull();
    expect(actionForKey(list, "2", { alt: true })).toBeNull();
    expect(actionForKey(list, "2", { meta: true })).toBeNull();
  });

  it("has no resign entry when the decision offers none", () => {
    expect(actionList([a("end")]).resign).toBeNull();
    expect(actionList([]).choices).toEqual([]);
  });

  it("leaves number keys to text boxes", () => {
    expect(isTypingTarget({ tagName: "input" })).toBe(true);
    expect(isTypingTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingTarget({ tagName: "SELECT" })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
