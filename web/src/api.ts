// The HTTP half of docs/web-protocol.md: catalog, card details (cached), deck checks, creating, joining and listing
// games. Every answer is JSON; a refused request becomes an ApiError carrying the server's words and problems.
import type {
  CardDetails,
  Catalog,
  CreateGameRequest,
  CreatedGame,
  DeckChoice,
  DeckCheck,
  DeckProblem,
  GameLists,
  JoinedGame,
  ReplayMessage,
} from "./protocol";
import { parseReplay } from "./protocol";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly problems: DeckProblem[] = [],
  ) {
    super(message);
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function problemsOf(body: unknown): DeckProblem[] {
  if (typeof body !== "object" || body === null) return [];
  const raw = (body as { problems?: unknown }).problems;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((p): p is { rule_id?: unknown; message?: unknown } => typeof p === "object" && p !== null)
    .map((p) => ({ rule_id: String(p.rule_id ?? ""), message: String(p.message ?? "") }));
}

/** A JSON request: GET without a body; POST with `body` (or with `bodyText`, JSON text sent as it is). */
export async function requestJson<T>(fetchFn: Fetch, path: string, body?: unknown, bodyText?: string): Promise<T> {
  const text = bodyText ?? (body === undefined ? undefined : JSON.stringify(body));
  const init: RequestInit = text === undefined
    ? { headers: { Accept: "application/json" } }
    : { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: text };
  let res: Response;
  try {
    res = await fetchFn(path, init);
  } catch {
    throw new ApiError("the server cannot be reached", 0);
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const err = typeof parsed === "object" && parsed !== null ? (parsed as { error?: unknown; detail?: unknown }) : {};
    const message = typeof err.error === "string" ? err.error : typeof err.detail === "string" ? err.detail : `${res.status} ${res.statusText}`;
    throw new ApiError(message, res.status, problemsOf(parsed));
  }
  return parsed as T;
}

export class Api {
  private cards = new Map<string, Promise<CardDetails>>();
  constructor(private readonly fetchFn: Fetch = (i, init) => globalThis.fetch(i, init)) {}

  catalog(): Promise<Catalog> {
    return requestJson<Catalog>(this.fetchFn, "/api/catalog");
  }

  /** A card's details, fetched once per game and card id. */
  card(game: string, cardId: string): Promise<CardDetails> {
    const key = `${game}/${cardId}`;
    let p = this.cards.get(key);
    if (!p) {
      p = requestJson<CardDetails>(this.fetchFn, `/api/games/${encodeURIComponent(game)}/cards/${encodeURIComponent(cardId)}`);
      p.catch(() => this.cards.delete(key)); // a failure is not remembered
      this.cards.set(key, p);
    }
    return p;
  }

  checkDeck(game: string, text: string, filename?: string): Promise<DeckCheck> {
    return requestJson<DeckCheck>(this.fetchFn, "/api/decks/check", filename ? { game, text, filename } : { game, text });
  }

  createGame(req: CreateGameRequest): Promise<CreatedGame> {
    return requestJson<CreatedGame>(this.fetchFn, "/api/games", req);
  }

  joinGame(id: string, invite: string, deck: DeckChoice): Promise<JoinedGame> {
    return requestJson<JoinedGame>(this.fetchFn, `/api/games/${encodeURIComponent(id)}/join`, { invite, deck });
  }

  games(tokens: string[]): Promise<GameLists> {
    const q = tokens.length ? `?mine=${tokens.map(encodeURIComponent).join(",")}` : "";
    return requestJson<GameLists>(this.fetchFn, `/api/games${q}`);
  }
}

export const api = new Api();

/** One step of a stored game's replay as `view` sees it (`token`: a seat's own view of a game still played). */
export function fetchReplay(id: string, step: number, view: string, token: string | null, fetchFn: Fetch = (i, init) => globalThis.fetch(i, init)): Promise<ReplayMessage> {
  const q = new URLSearchParams({ step: String(step), view });
  if (token) q.set("token", token);
  return requestJson<unknown>(fetchFn, `/api/games/${encodeURIComponent(id)}/replay?${q.toString()}`).then(parseReplay);
}

/** One step of an uploaded record file's replay. `recordText` is the file's JSON text, sent as it is: parsing it
 * in the browser would round a record's 64-bit seed to a JavaScript number (a different game). */
export function fetchRecordReplay(recordText: string, step: number, view: string, fetchFn: Fetch = (i, init) => globalThis.fetch(i, init)): Promise<ReplayMessage> {
  const body = `{"record": ${recordText}, "step": ${JSON.stringify(step)}, "view": ${JSON.stringify(view)}}`;
  return requestJson<unknown>(fetchFn, "/api/replay", undefined, body).then(parseReplay);
}
