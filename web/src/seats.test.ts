import { describe, expect, it } from "vitest";
import { inviteLink, loadSeats, parseFragment, route, saveSeat, seatLink, tokenFor } from "./seats";
import type { StorageLike } from "./seats";

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe("links", () => {
  it("reads the seat token or the invite from the fragment, ignoring junk", () => {
    expect(parseFragment("#t=AbC_123-xyz9")).toEqual({ token: "AbC_123-xyz9", invite: null });
    expect(parseFragment("#invite=Zz0011223344")).toEqual({ token: null, invite: "Zz0011223344" });
    expect(parseFragment("")).toEqual({ token: null, invite: null });
    expect(parseFragment("#t=<script>")).toEqual({ token: null, invite: null });
    expect(parseFragment("#t=short")).toEqual({ token: null, invite: null });
  });
  it("routes the lobby and tables", () => {
    expect(route("/")).toEqual({ page: "lobby" });
    expect(route("/g/abc123")).toEqual({ page: "table", id: "abc123" });
    expect(route("/r/abc123/")).toEqual({ page: "table", id: "abc123" });
    expect(route("/g/../etc")).toEqual({ page: "missing", path: "/g/../etc" });
    expect(route("/nope")).toEqual({ page: "missing", path: "/nope" });
  });
  it("builds private and invite links", () => {
    expect(seatLink("http://h", "g1", "tok")).toBe("http://h/g/g1#t=tok");
    expect(inviteLink("http://h", "g1", "inv")).toBe("http://h/g/g1#invite=inv");
  });
});

describe("saved seats", () => {
  it("keeps one seat per game, newest first", () => {
    const st = new MemoryStorage();
    saveSeat(st, { id: "g1", game: "mlp", seat: 0, token: "t1", saved: 1 });
    saveSeat(st, { id: "g2", game: "bionicle", seat: 1, token: "t2", saved: 2 });
    saveSeat(st, { id: "g1", game: "mlp", seat: 0, token: "t1b", saved: 3 });
    expect(loadSeats(st).map((s) => [s.id, s.token])).toEqual([
      ["g1", "t1b"],
      ["g2", "t2"],
    ]);
    expect(tokenFor(st, "g2")).toBe("t2");
    expect(tokenFor(st, "g3")).toBeNull();
  });
  it("survives broken storage contents", () => {
    const st = new MemoryStorage();
    st.setItem("tcgkit.seats", "{not json");
    expect(loadSeats(st)).toEqual([]);
    st.setItem("tcgkit.seats", JSON.stringify([{ id: "g1" }, 5, { id: "g2", game: "mlp", seat: 0, token: "t" }]));
    expect(loadSeats(st).map((s) => s.id)).toEqual(["g2"]);
  });
});
