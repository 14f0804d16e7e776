// One table's WebSocket: says hello with the seat token (or null to watch) on every (re)connection, so that a dropped
// connection or a restarted server resumes at the same decision; reconnects with a growing delay; keeps the line alive.
import { encodeClientMessage, parseServerMessage, ProtocolError } from "./protocol";
import type { ClientMessage, ServerMessage } from "./protocol";
import type { ConnectionStatus } from "./tableState";

/** The part of the browser's WebSocket this module uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ConnectionOptions {
  url: string;
  token: string | null;
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
  onProtocolError?(error: Error): void;
  makeSocket?: (url: string) => SocketLike;
  timers?: Timers;
  pingEveryMs?: number;
}

const OPEN = 1;
export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 3000] as const;

/** Delay before reconnection attempt ``attempt`` (0-based): quick at first, then every 3 s, never giving up. */
export function reconnectDelay(attempt: number): number {
  const i = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[i] as number;
}

/** ws:// or wss:// URL of a game's socket, from the page's location. */
export function socketUrl(location: { protocol: string; host: string }, gameId: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws/${encodeURIComponent(gameId)}`;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

export class Connection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retry: unknown = null;
  private ping: unknown = null;
  private stopped = false;
  private token: string | null;
  private readonly timers: Timers;
  private readonly makeSocket: (url: string) => SocketLike;

  constructor(private readonly opts: ConnectionOptions) {
    this.token = opts.token;
    this.timers = opts.timers ?? browserTimers;
    this.makeSocket = opts.makeSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  }

  start(): void {
    this.stopped = false;
    this.open("connecting");
  }

  /** Speak for another seat (after joining by invite): the next hello carries this token. */
  setToken(token: string | null): void {
    this.token = token;
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(encodeClientMessage({ type: "hello", token }));
  }

  /** Send a message now; false if the connection is not open (nothing is queued: a late act would be stale). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(encodeClientMessage(message));
    return true;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = s.onerror = s.onmessage = s.onopen = null;
      s.close(1000, "leaving the table");
    }
    this.opts.onStatus("closed");
  }

  private clearTimers(): void {
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    if (this.ping !== null) this.timers.clearInterval(this.ping);
    this.retry = this.ping = null;
  }

  private open(status: ConnectionStatus): void {
    this.opts.onStatus(status);
    let socket: SocketLike;
    try {
      socket = this.makeSocket(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      socket.send(encodeClientMessage({ type: "hello", token: this.token }));
      this.opts.onStatus("open");
      if (this.ping !== null) this.timers.clearInterval(this.ping);
      this.ping = this.timers.setInterval(() => this.send({ type: "ping" }), this.opts.pingEveryMs ?? 20000);
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return; // a late message of a replaced socket
      if (typeof ev.data !== "string") return;
      let message: ServerMessage;
      try {
        message = parseServerMessage(ev.data);
      } catch (e) {
        this.opts.onProtocolError?.(e instanceof Error ? e : new ProtocolError(String(e)));
        return;
      }
      this.opts.onMessage(message);
    };
    socket.onerror = () => {
      /* onclose follows and reconnects */
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.ping !== null) this.timers.clearInterval(this.ping);
      this.ping = null;
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.opts.onStatus("reconnecting");
    const delay = reconnectDelay(this.attempts);
    this.attempts += 1;
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.open("reconnecting");
    }, delay);
  }
}
