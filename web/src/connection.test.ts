import { describe, expect, it } from "vitest";
import { Connection, reconnectDelay, socketUrl } from "./connection";
import type { SocketLike, Timers } from "./connection";
import type { ServerMessage } from "./protocol";
import type { ConnectionStatus } from "./tableState";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // what the server side does
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  deliver(m: unknown) {
    this.onmessage?.({ data: typeof m === "string" ? m : JSON.stringify(m) });
  }
}

class FakeTimers implements Timers {
  now = 0;
  private next = 1;
  private tasks = new Map<number, { at: number; fn: () => void; every: number | null }>();
  setTimeout(fn: () => void, ms: number) {
    const id = this.next++;
    this.tasks.set(id, { at: this.now + ms, fn, every: null });
    return id;
  }
  clearTimeout(h: unknown) {
    this.tasks.delete(h as number);
  }
  setInterval(fn: () => void, ms: number) {
    const id = this.next++;
    this.tasks.set(id, { at: this.now + ms, fn, every: ms });
    return id;
  }
  clearInterval(h: unknown) {
    this.tasks.delete(h as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      this.now = t.at;
      if (t.every === null) this.tasks.delete(id);
      else t.at += t.every;
      t.fn();
    }
    this.now = end;
  }
  get pending() {
    return this.tasks.size;
  }
}

function setup(token: string | null = "seat-token-1234") {
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const messages: ServerMessage[] = [];
  const errors: Error[] = [];
  const timers = new FakeTimers();
  const c = new Connection({
    url: "ws://host/ws/g1",
    token,
    timers,
    pingEveryMs: 20000,
    makeSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onProtocolError: (e) => errors.push(e),
  });
  return { c, sockets, statuses, messages, errors, timers, last: () => sockets[sockets.length - 1] as FakeSocket };
}

describe("Connection", () => {
  it("says hello with the seat token as soon as the socket opens", () => {
    const { c, last, statuses } = setup();
    c.start();
    expect(statuses).toEqual(["connecting"]);
    last().accept();
    expect(last().sent).toEqual([{ type: "hello", token: "seat-token-1234" }]);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("a spectator says hello with a null token", () => {
    const { c, last } = setup(null);
    c.start();
    last().accept();
    expect(last().sent).toEqual([{ type: "hello", token: null }]);
  });

  it("reconnects after a drop, with growing delays, and says hello again to resume", () => {
    const { c, sockets, last, statuses, timers } = setup();
    c.start();
    last().accept();
    last().drop();
    expect(statuses.at(-1)).toBe("reconnecting");
    expect(sockets).toHaveLength(1);
    timers.advance(reconnectDelay(0) - 1);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // the server is still down
    timers.advance(reconnectDelay(1));
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(last().sent).toEqual([{ type: "hello", token: "seat-token-1234" }]);
    expect(statuses.at(-1)).toBe("open");
    // after a success the delays start small again
    last().drop();
    timers.advance(reconnectDelay(0));
    expect(sockets).toHaveLength(4);
  });

  it("parses messages, reports unreadable ones, and ignores a replaced socket's late messages", () => {
    const { c, sockets, last, messages, errors, timers } = setup();
    c.start();
    const first = last();
    first.accept();
    first.deliver({ type: "pong" });
    first.deliver("not json");
    expect(messages).toEqual([{ type: "pong" }]);
    expect(errors).toHaveLength(1);
    first.drop();
    timers.advance(reconnectDelay(0));
    expect(sockets).toHaveLength(2);
    first.deliver({ type: "error", message: "late", seq: 1 });
    expect(messages).toEqual([{ type: "pong" }]);
  });

  it("send refuses while not open instead of queueing a move that could go stale", () => {
    const { c, last } = setup();
    c.start();
    expect(c.send({ type: "act", seq: 1, action: "end" })).toBe(false);
    last().accept();
    expect(c.send({ type: "act", seq: 1, action: "end" })).toBe(true);
    expect(last().sent.at(-1)).toEqual({ type: "act", seq: 1, action: "end" });
    last().drop();
    expect(c.send({ type: "act", seq: 1, action: "end" })).toBe(false);
  });

  it("pings to keep the line alive, only while open", () => {
    const { c, last, timers } = setup();
    c.start();
    last().accept();
    timers.advance(20000);
    expect(last().sent.at(-1)).toEqual({ type: "ping" });
    const before = last().sent.length;
    last().drop();
    c.stop();
    timers.advance(60000);
    expect(last().sent.length).toBe(before);
  });

  it("stop closes the socket and never reconnects", () => {
    const { c, sockets, last, statuses, timers } = setup();
    c.start();
    last().accept();
    c.stop();
    expect(last().closed).toBe(true);
    expect(statuses.at(-1)).toBe("closed");
    timers.advance(60000);
    expect(sockets).toHaveLength(1);
    expect(timers.pending).toBe(0);
  });

  it("setToken speaks for the joined seat at once and on every later hello", () => {
    const { c, last, timers } = setup(null);
    c.start();
    last().accept();
    c.setToken("joined-token-5678");
    expect(last().sent.at(-1)).toEqual({ type: "hello", token: "joined-token-5678" });
    last().drop();
    timers.advance(reconnectDelay(0));
    last().accept();
    expect(last().sent).toEqual([{ type: "hello", token: "joined-token-5678" }]);
  });
});

describe("reconnectDelay and socketUrl", () => {
  it("grows and then stays at 3 s", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
  });
  it("follows the page's scheme", () => {
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:8000" }, "abc")).toBe("ws://127.0.0.1:8000/ws/abc");
    expect(socketUrl({ protocol: "https:", host: "example.org" }, "a b")).toBe("wss://example.org/ws/a%20b");
  });
});
