// Where a seat's capability lives in the browser: the link's fragment (#t=… or #invite=…, never sent to the server)
// and localStorage (the seats of "your games" in the lobby).

export interface Fragment {
  token: string | null;
  invite: string | null;
}

export function parseFragment(hash: string): Fragment {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const clean = (v: string | null) => (v && /^[A-Za-z0-9_-]{8,200}$/.test(v) ? v : null);
  return { token: clean(params.get("t")), invite: clean(params.get("invite")) };
}

export type Route = { page: "lobby" } | { page: "table"; id: string } | { page: "missing"; path: string };

export function route(pathname: string): Route {
  if (pathname === "/" || pathname === "" || pathname === "/index.html") return { page: "lobby" };
  const m = /^\/(?:g|r)\/([A-Za-z0-9_-]{1,100})\/?$/.exec(pathname);
  if (m) return { page: "table", id: m[1] as string };
  return { page: "missing", path: pathname };
}

export function seatLink(origin: string, id: string, token: string): string {
  return `${origin}/g/${encodeURIComponent(id)}#t=${token}`;
}
export function inviteLink(origin: string, id: string, invite: string): string {
  return `${origin}/g/${encodeURIComponent(id)}#invite=${invite}`;
}

export interface SavedSeat {
  id: string;
  game: string;
  seat: number;
  token: string;
  saved: number; // ms since the epoch
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = "tcgkit.seats";
const MAX_SEATS = 50;

export function loadSeats(storage: StorageLike): SavedSeat[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (s): s is SavedSeat =>
        typeof s === "object" &&
        s !== null &&
        typeof s.id === "string" &&
        typeof s.token === "string" &&
        typeof s.game === "string" &&
        typeof s.seat === "number",
    );
  } catch {
    return [];
  }
}

/** Keep a seat (newest first, one entry per game id, at most 50). */
export function saveSeat(storage: StorageLike, seat: SavedSeat): SavedSeat[] {
  const seats = [seat, ...loadSeats(storage).filter((s) => s.id !== seat.id)].slice(0, MAX_SEATS);
  try {
    storage.setItem(KEY, JSON.stringify(seats));
  } catch {
    /* storage full or disabled: the link still works */
  }
  return seats;
}

export function tokenFor(storage: StorageLike, id: string): string | null {
  return loadSeats(storage).find((s) => s.id === id)?.token ?? null;
}
