import { describe, expect, it } from "vitest";
import { encodeClientMessage, parseServerMessage, ProtocolError } from "./protocol";
import type { StateMessage } from "./protocol";
import { stateJson } from "./testFixtures";

describe("parseServerMessage", () => {
  it("reads a state message with every field typed", () => {
    const m = parseServerMessage(JSON.stringify(stateJson())) as StateMessage;
    expect(m.type).toBe("state");
    expect(m.seq).toBe(41);
    expect(m.players[1]).toEqual({ seat: 1, name: "computer (mcts)", kind: "computer", agent: "mcts", connected: true });
    expect(m.actions.map((a) => [a.id, a.run, a.resign])).toEqual([
      ["discard t-nozoki", false, false],
      ["pay auto", true, false],
      ["resign", false, true],
    ]);
    expect(m.notes[0]?.kind).toBe("forecast");
    expect(m.log).toEqual([{ n: 120, text: "You place a stone on e1", refs: ["point:e1"] }]);
    expect(m.actions.map((a) => a.refs)).toEqual([[3], [], []]);
    expect(m.result).toBeNull();
    expect(m.only).toBeNull();
  });

  it("treats the id 'resign' as resigning even without the flag", () => {
    const m = parseServerMessage(JSON.stringify(stateJson({ actions: [{ id: "resign", label: "Resign" }] }))) as StateMessage;
    expect(m.actions[0]?.resign).toBe(true);
    expect(m.actions[0]?.run).toBe(false);
  });

  it("accepts a spectator's state (seat null, no actions, null deciding) and a result", () => {
    const m = parseServerMessage(
      JSON.stringify(
        stateJson({ seat: null, actions: [], notes: [], deciding: null, status: "over", to_move: null, result: { winner: 1, reason: "SCORE", text: "Player 2 wins: higher score; score 20 : 22 (HGO-7.3)", scores: [20, 22] } }),
      ),
    ) as StateMessage;
    expect(m.seat).toBeNull();
    expect(m.deciding).toBe("");
    expect(m.result).toEqual({ winner: 1, reason: "SCORE", text: "Player 2 wins: higher score; score 20 : 22 (HGO-7.3)", scores: [20, 22] });
  });

  it("numbers bare log lines from log_from", () => {
    const m = parseServerMessage(JSON.stringify(stateJson({ log: ["a", "b"], log_from: 7 }))) as StateMessage;
    expect(m.log).toEqual([{ n: 7, text: "a", refs: [] }, { n: 8, text: "b", refs: [] }]);
  });

  it("reads thinking, error, rematch and pong", () => {
    expect(parseServerMessage('{"type":"thinking","seat":1,"seconds":1.2}')).toEqual({ type: "thinking", seat: 1, seconds: 1.2 });
    expect(parseServerMessage('{"type":"error","message":"the game moved on: now hdisc","seq":42}')).toEqual({
      type: "error",
      message: "the game moved on: now hdisc",
      seq: 42,
    });
    expect(parseServerMessage('{"type":"rematch","id":"g2","token":"abc"}')).toEqual({ type: "rematch", id: "g2", token: "abc" });
    expect(parseServerMessage('{"type":"rematch","id":"g2"}')).toEqual({ type: "rematch", id: "g2", token: null });
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: "pong" });
  });

  it.each([
    ["not JSON", "{"],
    ["a list", "[]"],
    ["an unknown type", '{"type":"boom"}'],
    ["a state without seq", JSON.stringify(stateJson({ seq: undefined }))],
    ["a fractional seq", JSON.stringify(stateJson({ seq: 1.5 }))],
    ["an unknown status", JSON.stringify(stateJson({ status: "paused" }))],
    ["an action without a label", JSON.stringify(stateJson({ actions: [{ id: "x" }] }))],
    ["a view that is a string", JSON.stringify(stateJson({ view: "board" }))],
    ["thinking without seconds", '{"type":"thinking","seat":1}'],
  ])("refuses %s with a ProtocolError", (_what, text) => {
    expect(() => parseServerMessage(text)).toThrow(ProtocolError);
  });

  it("encodes client messages as the protocol names them", () => {
    expect(JSON.parse(encodeClientMessage({ type: "act", seq: 41, action: "pay auto" }))).toEqual({ type: "act", seq: 41, action: "pay auto" });
    expect(JSON.parse(encodeClientMessage({ type: "hello", token: null }))).toEqual({ type: "hello", token: null });
  });
});
