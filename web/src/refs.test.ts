import { describe, expect, it } from "vitest";
import type { LegalAction, LogEntry, Note } from "./protocol";
import { actionsConcerning, blockedReasons, clickable, entryRefs, pick } from "./refs";

const a = (id: string, refs: (number | string)[], extra: Partial<LegalAction> = {}): LegalAction => ({
  id,
  label: `label of ${id}`,
  refs,
  run: false,
  resign: false,
  ...extra,
});

// A piece on a1 may move to b1 or b2; a card in hand (instance 7) may be played at two arenas; a pass with no refs.
const actions = [
  a("move a1 b1", ["square:a1", "square:b1"]),
  a("move a1 b2", ["square:a1", "square:b2"]),
  a("move c3 b2", ["square:c3", "square:b2"]),
  a("play 7 space", [7, "arena:space"]),
  a("play 7 ground", [7, "arena:ground"]),
  a("discard 9", [9]),
  a("pass", []),
  a("resign", [7], { resign: true }),
];

describe("pick", () => {
  it("takes the one action that concerns the clicked thing", () => {
    expect(pick(actions, [], 9)).toEqual({ kind: "act", action: actions[5] });
  });

  it("offers the actions of a thing with several, and lights what narrows them", () => {
    const p = pick(actions, [], "square:a1");
    expect(p.kind).toBe("choose");
    if (p.kind !== "choose") return;
    expect(p.actions.map((x) => x.id)).toEqual(["move a1 b1", "move a1 b2"]);
    expect([...p.next].sort()).toEqual(["square:b1", "square:b2"]);
    expect(p.selection).toEqual(["square:a1"]);
  });

  it("narrows a selection with the next click: the piece, then the square", () => {
    expect(pick(actions, ["square:a1"], "square:b2")).toEqual({ kind: "act", action: actions[1] });
  });

  it("starts again when the next click shares no action with the selection", () => {
    expect(pick(actions, ["square:a1"], 9)).toEqual({ kind: "act", action: actions[5] });
    const p = pick(actions, ["square:a1"], "square:b2"); // b2 with a1: one move
    expect(p.kind).toBe("act");
    const q = pick(actions, [9], "square:b2"); // b2 alone: two moves reach it
    expect(q.kind === "choose" && q.actions.map((x) => x.id)).toEqual(["move a1 b2", "move c3 b2"]);
  });

  it("clicking a selected thing again keeps the selection", () => {
    const p = pick(actions, ["square:a1"], "square:a1");
    expect(p.kind === "choose" && p.actions.length).toBe(2);
  });

  it("never offers resigning from the board, and nothing for a thing no action concerns", () => {
    expect(pick(actions, [], 7).kind).toBe("choose");
    expect(pick(actions, [], 7)).not.toHaveProperty("action.resign", true);
    expect(pick(actions, [], "square:h8")).toEqual({ kind: "none" });
    expect(pick(actions, [], 42)).toEqual({ kind: "none" });
  });

  it("tells a card id from a string ref", () => {
    const acts = [a("x", [3]), a("y", ["zone:3"])];
    expect(pick(acts, [], 3)).toEqual({ kind: "act", action: acts[0] });
    expect(pick(acts, [], "zone:3")).toEqual({ kind: "act", action: acts[1] });
  });
});

describe("the board's marks", () => {
  it("clickable holds every ref of a real action", () => {
    expect([...clickable(actions)].sort()).toEqual(
      ["7", "9", "arena:ground", "arena:space", "square:a1", "square:b1", "square:b2", "square:c3"].sort(),
    );
  });

  it("actionsConcerning needs every ref of the selection", () => {
    expect(actionsConcerning(actions, [7, "arena:space"]).map((x) => x.id)).toEqual(["play 7 space"]);
    expect(actionsConcerning(actions, []).length).toBe(7);
  });

  it("entryRefs gathers the refs of log lines; blockedReasons the first reason per ref", () => {
    const log: LogEntry[] = [
      { n: 1, text: "x", refs: [4, "arena:space"] },
      { n: 2, text: "y", refs: [4] },
    ];
    expect([...entryRefs(log)]).toEqual(["4", "arena:space"]);
    const notes: Note[] = [
      { rule_id: "R-1", text: "Not enough Force.", refs: [4, 5], kind: "blocked" },
      { rule_id: "R-2", text: "Unique.", refs: [5], kind: "blocked" },
      { rule_id: "R-3", text: "Points 13/15.", refs: [6], kind: "forecast" },
    ];
    expect(Object.fromEntries(blockedReasons(notes))).toEqual({ "4": "Not enough Force. (R-1)", "5": "Not enough Force. (R-1)" });
  });
});
