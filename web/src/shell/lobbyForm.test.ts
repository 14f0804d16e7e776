import { describe, expect, it } from "vitest";
import type { CatalogOption } from "../protocol";
import { optionInputKind, parseOptionInput, showValue, thinkApplies } from "./lobbyForm";
import { thinkingLine, turnLine } from "./turnWords";
import { parseServerMessage } from "../protocol";
import type { StateMessage } from "../protocol";
import { stateJson } from "../testFixtures";

const opt = (o: Partial<CatalogOption>): CatalogOption => ({ name: "x", default: null, help: "", choices: null, minimum: null, ...o });

describe("lobby form", () => {
  it("picks the input for each option from its catalog entry", () => {
    expect(optionInputKind(opt({ default: "seed", choices: ["seed", "published"] }))).toBe("choice");
    expect(optionInputKind(opt({ default: false }))).toBe("bool");
    expect(optionInputKind(opt({ default: 80, minimum: 1 }))).toBe("number");
    expect(optionInputKind(opt({ default: "abc" }))).toBe("text");
  });
  it("reads numbers back as numbers", () => {
    expect(parseOptionInput(opt({ default: 80 }), "120")).toBe(120);
    expect(parseOptionInput(opt({ default: 80 }), "")).toBe("");
    expect(parseOptionInput(opt({ default: "a" }), "12")).toBe("12");
  });
  it("shows values in words", () => {
    expect(showValue(true)).toBe("yes");
    expect(showValue([1, 2])).toBe("1, 2");
    expect(showValue(null)).toBe("—");
  });
  it("offers a think time when the agent takes one", () => {
    expect(thinkApplies({ kind: "mcts", params: ["think"] })).toBe(true);
    expect(thinkApplies({ kind: "random", params: [] })).toBe(false);
    expect(thinkApplies({ kind: "mcts", params: { think: 5 } })).toBe(true);
    expect(thinkApplies(undefined)).toBe(false);
  });
});

describe("turn words", () => {
  const st = (o: Record<string, unknown>) => parseServerMessage(JSON.stringify(stateJson(o))) as StateMessage;
  it("says whose move it is and what is decided, for the viewer", () => {
    expect(turnLine(st({ to_move: 0, deciding: "hdisc" }))).toBe("Your move: hdisc");
    expect(turnLine(st({ to_move: 1, deciding: "opponent", actions: [] }))).toBe("The opponent to move");
    expect(turnLine(st({ seat: null, to_move: 1, deciding: "main" }))).toBe("Player 2 to move: main");
    expect(turnLine(st({ status: "waiting", to_move: null }))).toBe("Waiting for a second player to join.");
    expect(turnLine(st({ status: "over", result: { winner: 0, reason: "X", text: "You win: bowls empty (HGO-9.2)" } }))).toBe("You win: bowls empty (HGO-9.2)");
  });
  it("names the computer while it thinks", () => {
    expect(thinkingLine(st({}), 1, 1.23)).toBe("The computer is thinking… 1.2 s");
    const people = st({ players: [{ seat: 0, kind: "person" }, { seat: 1, kind: "person" }] });
    expect(thinkingLine(people, 1, 2)).toBe("The opponent is thinking… 2.0 s");
  });
});
