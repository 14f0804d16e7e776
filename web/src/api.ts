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
} from "./protocol";

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

export async function requestJson<T>(fetchFn: Fetch, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined
    ? { headers: { Accept: "application/json" } }
    : { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) };
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

  checkDeck(game: string, text: string): Promise<DeckCheck> {
    return requestJson<DeckCheck>(this.fetchFn, "/api/decks/check", { game, text });
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
