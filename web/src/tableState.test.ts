import { describe, expect, it } from "vitest";
import { parseServerMessage } from "./protocol";
import type { ServerMessage, StateMessage } from "./protocol";
import { initialTableState, makeAct, mergeLog, reduceTable, sinceLastMove, thinkingSeconds, whyNoAct } from "./tableState";
import type { TableEvent, TableState } from "./tableState";
import { stateJson } from "./testFixtures";

const state = (over: Record<string, unknown> = {}) => parseServerMessage(JSON.stringify(stateJson(over))) as StateMessage;
const server = (message: ServerMessage, now = 0): TableEvent => ({ kind: "server", message, now });
const run = (...events: TableEvent[]): TableState => events.reduce(reduceTable, initialTableState);
const open: TableEvent = { kind: "connection", status: "open" };

describe("log", () => {
  it("appends the entries of each state after the ones already shown", () => {
    const s = run(
      open,
      server(state({ seq: 1, log: [{ n: 0, text: "a" }, { n: 1, text: "b" }], log_from: 0 })),
      server(state({ seq: 2, log: [{ n: 2, text: "c" }], log_from: 2 })),
      server(state({ seq: 3, log: [], log_from: 3 })),
      server(state({ seq: 4, log: [{ n: 3, text: "d" }, { n: 4, text: "e" }], log_from: 3 })),
    );
    expect(s.log.map((e) => e.text)).toEqual(["a", "b", "c", "d", "e"]);
    expect(s.freshFrom).toBe(3);
  });

  it("after a reconnection, a resent log replaces its old copy instead of doubling it", () => {
    const s = run(
      open,
      server(state({ seq: 1, log: [{ n: 0, text: "a" }, { n: 1, text: "b" }], log_from: 0 })),
      { kind: "connection", status: "reconnecting" },
      open,
      server(state({ seq: 1, log: [{ n: 0, text: "a" }, { n: 1, text: "b" }, { n: 2, text: "c" }], log_from: 0 })),
    );
    expect(s.log.map((e) => e.n)).toEqual([0, 1, 2]);
  });

  it("on a table just opened marks only the last log entry fresh, not the whole game", () => {
    const s = run(open, server(state({ seq: 9, log: [{ n: 0, text: "a" }, { n: 1, text: "b" }, { n: 2, text: "c" }], log_from: 0 })));
    expect(s.freshFrom).toBe(2);
    expect(run(open, server(state({ seq: 1, log: [], log_from: 0 }))).freshFrom).toBe(0);
  });

  it("keeps apart what happened since the viewer's last act (the opponent's answer)", () => {
    let s = run(open, server(state({ seq: 1, log: [{ n: 0, text: "start" }], log_from: 0 })));
    expect(sinceLastMove(s)).toEqual([]);
    s = reduceTable(s, { kind: "sent", act: { type: "act", seq: 1, action: "pay auto" } });
    s = reduceTable(s, server(state({ seq: 2, to_move: 1, actions: [], log: [{ n: 1, text: "You pay" }], log_from: 1 })));
    s = reduceTable(s, server(state({ seq: 5, log: [{ n: 2, text: "The opponent places a stone on c3" }, { n: 3, text: "Turn 7: your turn" }], log_from: 2 })));
    expect(sinceLastMove(s).map((e) => e.text)).toEqual(["You pay", "The opponent places a stone on c3", "Turn 7: your turn"]);
    expect(s.freshFrom).toBe(2);
  });

  it("mergeLog keeps index order when entries arrive out of order", () => {
    const e = (n: number, text: string) => ({ n, text, refs: [] });
    const merged = mergeLog([e(0, "a"), e(5, "f")], [e(2, "c"), e(5, "F")]);
    expect(merged).toEqual([e(0, "a"), e(2, "c"), e(5, "F")]);
  });

  it("starts a fresh log for another game (a rematch)", () => {
    const s = run(open, server(state({ id: "g1", log: [{ n: 0, text: "old" }], log_from: 0 })), server(state({ id: "g2", seq: 0, log: [{ n: 0, text: "new" }], log_from: 0 })));
    expect(s.log.map((e) => e.text)).toEqual(["new"]);
    expect(s.game?.id).toBe("g2");
  });
});

describe("decisions and seq", () => {
  it("an act carries the seq of the decision shown", () => {
    const s = run(open, server(state({ seq: 41 })));
    expect(makeAct(s, "pay auto")).toEqual({ type: "act", seq: 41, action: "pay auto" });
  });

  it("refuses to make an act for an action that is not legal now, or when the viewer cannot act", () => {
    const s = run(open, server(state({ seq: 41 })));
    expect(makeAct(s, "no such action")).toEqual({ error: "no legal action no such action at this decision" });
    expect(makeAct(run(server(state())), "pay auto")).toEqual({ error: "cannot act: not connected to the server" });
    expect(makeAct(run(open, server(state({ seat: null, actions: [] }))), "pay auto")).toEqual({ error: "cannot act: you are watching" });
    expect(makeAct(run(open, server(state({ to_move: 1, actions: [] }))), "pay auto")).toEqual({ error: "cannot act: it is not your decision" });
    expect(makeAct(run(open, server(state({ status: "over", to_move: null }))), "pay auto")).toEqual({ error: "cannot act: the game is over" });
  });

  it("one act at a time: pending until the next decision arrives", () => {
    let s = run(open, server(state({ seq: 41 })));
    const act = makeAct(s, "pay auto");
    if ("error" in act) throw new Error(act.error);
    s = reduceTable(s, { kind: "sent", act });
    expect(s.pending).toEqual({ seq: 41, action: "pay auto" });
    expect(whyNoAct(s)).toBe("waiting for the server to answer");
    expect("error" in makeAct(s, "pay auto")).toBe(true);
    // a state of the same decision (a player connected) keeps it pending; the next decision clears it
    s = reduceTable(s, server(state({ seq: 41 })));
    expect(s.pending).not.toBeNull();
    s = reduceTable(s, server(state({ seq: 42 })));
    expect(s.pending).toBeNull();
    expect(whyNoAct(s)).toBeNull();
  });

  it("a refused act (stale seq) shows the server's words and frees the actions; the game is unchanged", () => {
    let s = run(open, server(state({ seq: 41 })), { kind: "sent", act: { type: "act", seq: 41, action: "pay auto" } });
    s = reduceTable(s, server({ type: "error", message: "the game moved on: now hdisc", seq: 42 }));
    expect(s.errors.map((e) => e.message)).toEqual(["the game moved on: now hdisc"]);
    expect(s.pending).toBeNull();
    expect(s.game?.seq).toBe(41);
  });

  it("never goes back to an older decision of the same game", () => {
    const s = run(open, server(state({ seq: 42, log: [{ n: 5, text: "x" }], log_from: 5 })), server(state({ seq: 41, log: [{ n: 4, text: "old" }], log_from: 4 })));
    expect(s.game?.seq).toBe(42);
    expect(s.log.map((e) => e.text)).toEqual(["x"]);
  });

  it("a dropped connection forgets the act in flight (the state after hello tells what happened)", () => {
    let s = run(open, server(state({ seq: 41 })), { kind: "sent", act: { type: "act", seq: 41, action: "pay auto" } });
    s = reduceTable(s, { kind: "connection", status: "reconnecting" });
    expect(s.pending).toBeNull();
    expect(whyNoAct(s)).toBe("not connected to the server");
    s = reduceTable(reduceTable(s, open), server(state({ seq: 41 })));
    expect(makeAct(s, "pay auto")).toEqual({ type: "act", seq: 41, action: "pay auto" });
  });
});

describe("errors, thinking, rematch", () => {
  it("keeps the last three errors and dismisses one by id", () => {
    let s = run(open);
    for (const m of ["e1", "e2", "e3", "e4"]) s = reduceTable(s, { kind: "error", message: m });
    expect(s.errors.map((e) => e.message)).toEqual(["e2", "e3", "e4"]);
    s = reduceTable(s, { kind: "dismiss", id: (s.errors[0] as { id: number }).id });
    expect(s.errors.map((e) => e.message)).toEqual(["e3", "e4"]);
  });

  it("counts thinking seconds from the last report and clears them with the next state", () => {
    let s = run(open, server(state({ to_move: 1, actions: [] })), server({ type: "thinking", seat: 1, seconds: 1 }, 10_000));
    expect(thinkingSeconds(s, 10_000)).toBe(1);
    expect(thinkingSeconds(s, 10_250)).toBeCloseTo(1.25);
    s = reduceTable(s, server(state({ seq: 42 }), 11_000));
    expect(thinkingSeconds(s, 12_000)).toBeNull();
    s = reduceTable(s, server(state({ seq: 43, thinking: { seat: 1, seconds: 2.5 } }), 20_000));
    expect(thinkingSeconds(s, 20_500)).toBeCloseTo(3);
  });

  it("counts from the start of another seat's decision before the first report, and keeps counting", () => {
    let s = run(open, server(state({ seq: 7, to_move: 1, actions: [] }), 1_000));
    expect(s.thinking?.seat).toBe(1);
    expect(thinkingSeconds(s, 1_800)).toBeCloseTo(0.8);
    s = reduceTable(s, server(state({ seq: 7, to_move: 1, actions: [] }), 1_900)); // same decision: no restart
    expect(thinkingSeconds(s, 2_000)).toBeCloseTo(1);
    s = reduceTable(s, server(state({ seq: 8, to_move: 1, actions: [] }), 3_000)); // its next decision
    expect(thinkingSeconds(s, 3_000)).toBe(0);
    expect(thinkingSeconds(run(open, server(state({ status: "over", to_move: null }))), 0)).toBeNull();
    expect(thinkingSeconds(run(open, server(state({ to_move: 0 }))), 0)).toBeNull(); // your own decision
  });

  it("a rematch message names the new table to go to", () => {
    const s = run(open, server(state({ status: "over" })), { kind: "rematch-offered" }, server({ type: "rematch", id: "g2", token: "tok" }));
    expect(s.rematch).toBe("offered");
    expect(s.redirect).toEqual({ id: "g2", token: "tok" });
  });
});
