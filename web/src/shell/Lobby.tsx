// The lobby: the five games with their catalog profiles, the form that starts a game (game, deck, options,
// opponent), and the lists of games waiting for a second player, your games and finished games.
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { api, ApiError, fetchRecordReplay } from "../api";
import type { Catalog, CatalogGame, CatalogOption, CreatedGame, DeckChoice, DeckProblem, GameLists, GameSummary, Json } from "../protocol";
import { inviteLink, loadSeats, saveSeat, seatLink } from "../seats";
import { DeckPicker } from "./DeckPicker";
import { navigate } from "./navigate";
import { RECORD_KEY } from "./Replay";
import { optionInputKind, parseOptionInput, showValue, thinkApplies } from "./lobbyForm";

function Profile({ game }: { game: CatalogGame }): JSX.Element {
  const entries = Object.entries(game.profile).filter(([k, v]) => !["game", "title"].includes(k) && v !== null && v !== "");
  return (
    <details class="profile">
      <summary>Profile</summary>
      <dl>
        {entries.map(([k, v]) => (
          <div>
            <dt>{k.replace(/_/g, " ")}</dt>
            <dd>{showValue(v)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function OptionInput({ opt, value, onChange }: { opt: CatalogOption; value: Json; onChange(v: Json): void }): JSX.Element {
  const kind = optionInputKind(opt);
  const id = `opt-${opt.name}`;
  let input: JSX.Element;
  if (kind === "choice") {
    const choices = opt.choices ?? [];
    input = (
      <select id={id} name={opt.name} value={String(choices.findIndex((c) => c === value))} onChange={(e) => onChange(choices[Number((e.currentTarget as HTMLSelectElement).value)] ?? opt.default)}>
        {choices.map((c, i) => (
          <option value={String(i)}>{showValue(c)}</option>
        ))}
      </select>
    );
  } else if (kind === "bool") {
    input = <input id={id} name={opt.name} type="checkbox" checked={value === true} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />;
  } else {
    input = (
      <input
        id={id}
        name={opt.name}
        type={kind === "number" ? "number" : "text"}
        min={opt.minimum ?? undefined}
        value={value === null ? "" : String(value)}
        onInput={(e) => onChange(parseOptionInput(opt, (e.currentTarget as HTMLInputElement).value))}
      />
    );
  }
  return (
    <div class="option">
      <label for={id}>{opt.name.replace(/_/g, " ")}</label>
      {input}
      <span class="muted small">
        {opt.help} (default {showValue(opt.default)})
      </span>
    </div>
  );
}

function NewGame({ catalog, onCreated }: { catalog: Catalog; onCreated(c: CreatedGame, game: string): void }): JSX.Element {
  const [gameName, setGameName] = useState(catalog.games[0]?.name ?? "");
  const game = catalog.games.find((g) => g.name === gameName) ?? catalog.games[0];
  const [deck, setDeck] = useState<DeckChoice | null>(game?.samples[0] ? { sample: game.samples[0].name } : null);
  const [options, setOptions] = useState<Record<string, Json>>({});
  const [opponent, setOpponent] = useState<"computer" | "person">("computer");
  const agents = catalog.agents.length ? catalog.agents : [{ kind: "random", params: null }];
  const [agent, setAgent] = useState(agents.some((a) => a.kind === "mcts") ? "mcts" : (agents[0] as { kind: string }).kind);
  const [think, setThink] = useState(catalog.default_think || 5);
  const [seat, setSeat] = useState<"any" | "0" | "1">("any");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; problems: DeckProblem[] } | null>(null);

  const chooseGame = (name: string) => {
    const g = catalog.games.find((x) => x.name === name);
    setGameName(name);
    setOptions({});
    setError(null);
    setDeck(g?.samples[0] ? { sample: g.samples[0].name } : null);
  };
  if (!game) return <p>No games in the catalog.</p>;
  const agentInfo = agents.find((a) => a.kind === agent);

  const start = async (ev: Event) => {
    ev.preventDefault();
    if (!deck) return;
    setBusy(true);
    setError(null);
    try {
      const values = Object.fromEntries(game.options.map((o) => [o.name, o.name in options ? (options[o.name] as Json) : o.default]));
      const created = await api.createGame({
        game: game.name,
        deck,
        options: values,
        opponent: opponent === "person" ? { kind: "person" } : { kind: "computer", agent, think },
        seat: seat === "any" ? null : Number(seat),
      });
      onCreated(created, game.name);
    } catch (e) {
      setError(e instanceof ApiError ? { message: e.message, problems: e.problems } : { message: String(e), problems: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel new-game" onSubmit={start} aria-label="start a game">
      <h2>Start a game</h2>
      <fieldset class="games">
        <legend>Game</legend>
        <div class="game-cards">
          {catalog.games.map((g) => (
            <label class={`game-card ${g.name === game.name ? "chosen" : ""}`}>
              <input type="radio" name="game" value={g.name} checked={g.name === game.name} onChange={() => chooseGame(g.name)} />
              <strong>{g.title}</strong>
              <span class="muted small">
                {showValue(g.profile.publisher ?? null)} · {showValue(g.profile.years ?? null)}
              </span>
              <span class="small">{showValue(g.profile.victory ?? null)}</span>
              <Profile game={g} />
            </label>
          ))}
        </div>
      </fieldset>
      <div class="form-columns">
        <DeckPicker key={game.name} game={game} onChange={setDeck} />
        <fieldset>
          <legend>Options</legend>
          {game.options.length === 0 && <p class="muted">This game has no options.</p>}
          {game.options.map((o) => (
            <OptionInput opt={o} value={o.name in options ? (options[o.name] as Json) : o.default} onChange={(v) => setOptions({ ...options, [o.name]: v })} />
          ))}
        </fieldset>
        <fieldset>
          <legend>Opponent</legend>
          <label class="block">
            <input type="radio" name="opponent" checked={opponent === "computer"} onChange={() => setOpponent("computer")} /> the computer
          </label>
          {opponent === "computer" && (
            <div class="indent">
              <label class="block">
                plays{" "}
                <select name="agent" value={agent} onChange={(e) => setAgent((e.currentTarget as HTMLSelectElement).value)}>
                  {agents.map((a) => (
                    <option value={a.kind}>{a.kind}</option>
                  ))}
                </select>
              </label>
              {thinkApplies(agentInfo) && (
                <label class="block">
                  thinks up to{" "}
                  <input name="think" type="number" min="0.1" max="120" step="0.1" value={think} onInput={(e) => setThink(Number((e.currentTarget as HTMLInputElement).value) || catalog.default_think)} />{" "}
                  s per turn
                </label>
              )}
            </div>
          )}
          <label class="block">
            <input type="radio" name="opponent" checked={opponent === "person"} onChange={() => setOpponent("person")} /> a person (you get an invite link)
          </label>
          <label class="block">
            you play{" "}
            <select name="seat" value={seat} onChange={(e) => setSeat((e.currentTarget as HTMLSelectElement).value as "any" | "0" | "1")}>
              <option value="any">either seat (drawn)</option>
              <option value="0">as player 1</option>
              <option value="1">as player 2</option>
            </select>
          </label>
        </fieldset>
      </div>
      {error && (
        <div class="error-box" role="alert">
          <p>{error.message}</p>
          {error.problems.length > 0 && (
            <ul class="problems">
              {error.problems.map((p) => (
                <li>
                  <span class="rule">{p.rule_id}</span> {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button type="submit" class="primary" disabled={busy || !deck}>
        {busy ? "Starting…" : !deck ? "Check your deck list first" : `Start ${game.title}`}
      </button>
    </form>
  );
}

function playersText(players: Json): string {
  if (!Array.isArray(players)) return "";
  return players
    .map((p) => (typeof p === "object" && p !== null && !Array.isArray(p) ? String(p.name ?? p.kind ?? "?") : String(p)))
    .join(" vs ");
}

function resultText(result: Json): string {
  if (result === null) return "";
  if (typeof result === "object" && !Array.isArray(result)) return String(result.text ?? result.reason ?? "");
  return String(result);
}

function GameRow({ g, href, what, seat }: { g: GameSummary; href: string; what: string; seat?: number | null }): JSX.Element {
  const replay = `/r/${g.id}?step=0&view=${seat ?? "public"}`;
  return (
    <li>
      <a href={href} onClick={(e) => { e.preventDefault(); navigate(href); }}>
        {g.title || g.game}
      </a>{" "}
      <span class="muted small">
        {playersText(g.players)} · {g.status}
        {g.result !== null ? ` · ${resultText(g.result)}` : ""}
      </span>{" "}
      <span class="small">{what}</span>
      {g.status === "over" && (
        <>
          {" · "}
          <a class="small replay-link" href={replay} onClick={(e) => { e.preventDefault(); navigate(replay); }}>
            replay
          </a>
        </>
      )}
    </li>
  );
}

/** "Replay a record file": a record JSON (from a game's download or `tcgkit`) checked by the server, then kept in
 * this tab's sessionStorage for the replay page. */
function RecordUpload(): JSX.Element {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const text = await file.text();
      try {
        JSON.parse(text); // only checked here: the text itself goes to the server (see fetchRecordReplay)
      } catch {
        throw new Error(`${file.name} is not a record file (not JSON)`);
      }
      await fetchRecordReplay(text, 0, "public"); // the server checks the record before the page opens
      try {
        sessionStorage.setItem(RECORD_KEY, text);
      } catch {
        throw new Error(`${file.name} is too large to keep in this tab`);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
      return;
    }
    navigate("/replay?step=0&view=public"); // last: the lobby is gone after it (no state to set)
  };
  return (
    <section class="panel record-upload" aria-label="replay a record file">
      <h2>Replay a record file</h2>
      <label class="small">
        A game's record (JSON, as a table's download or <code>tcgkit</code> saves it):{" "}
        <input
          type="file"
          name="record-file"
          accept=".json,application/json"
          disabled={busy}
          onChange={(e) => void onFile((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </label>
      {busy && <p class="muted small">Checking the record…</p>}
      {error && (
        <p class="error-text small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function GameListsView({ lists }: { lists: GameLists | null }): JSX.Element {
  const seats = loadSeats(localStorage);
  const tokenOf = (id: string) => seats.find((s) => s.id === id)?.token;
  const seatOf = (id: string) => seats.find((s) => s.id === id)?.seat ?? null;
  if (!lists) return <p class="muted">Loading the games…</p>;
  const section = (title: string, games: GameSummary[], link: (g: GameSummary) => [string, string], empty: string) => (
    <section class="panel game-list" aria-label={title}>
      <h2>{title}</h2>
      {games.length === 0 ? (
        <p class="muted small">{empty}</p>
      ) : (
        <ul>
          {games.map((g) => {
            const [href, what] = link(g);
            return <GameRow g={g} href={href} what={what} seat={tokenOf(g.id) ? seatOf(g.id) : null} />;
          })}
        </ul>
      )}
    </section>
  );
  return (
    <div class="lists">
      {section("Your games", lists.mine, (g) => {
        const t = tokenOf(g.id);
        return t ? [`/g/${g.id}#t=${t}`, g.status === "over" ? "see the result" : "play"] : [`/g/${g.id}`, "watch"];
      }, "Games you start or join appear here (kept in this browser).")}
      {section("Waiting for a second player", lists.waiting, (g) => [`/g/${g.id}`, "watch"], "No game is waiting.")}
      {section("Finished games", lists.finished, (g) => [`/g/${g.id}`, "see the end"], "No finished games yet.")}
    </div>
  );
}

function Invite({ created, onDismiss }: { created: CreatedGame; onDismiss(): void }): JSX.Element {
  const link = created.invite ? inviteLink(location.origin, created.id, created.invite) : "";
  const mine = seatLink(location.origin, created.id, created.token);
  const [copied, setCopied] = useState(false);
  return (
    <section class="panel invite" aria-label="invite">
      <h2>Invite your opponent</h2>
      <p>Send this link to the person you want to play; it lets one person take the other seat.</p>
      <div class="row">
        <input class="link" readOnly value={link} aria-label="invite link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p>
        <a href={mine} class="button primary" onClick={(e) => { e.preventDefault(); navigate(mine); }}>
          Go to your table
        </a>{" "}
        <button type="button" class="quiet" onClick={onDismiss}>
          Close
        </button>
      </p>
      <p class="muted small">Your own seat's link is private: it is kept in this browser under "Your games".</p>
    </section>
  );
}

export function Lobby(): JSX.Element {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lists, setLists] = useState<GameLists | null>(null);
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const [tick, setTick] = useState(0);
  const tokens = useMemo(() => loadSeats(localStorage).map((s) => s.token), [tick, created]);

  useEffect(() => {
    api.catalog().then(setCatalog, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  useEffect(() => {
    let live = true;
    api.games(tokens).then((l) => live && setLists(l), () => undefined);
    const t = setTimeout(() => setTick((x) => x + 1), 5000);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [tick, tokens.join(",")]);

  const onCreated = (c: CreatedGame, game: string) => {
    saveSeat(localStorage, { id: c.id, game, seat: c.seat, token: c.token, saved: Date.now() });
    if (c.invite) setCreated(c);
    else navigate(`/g/${c.id}#t=${c.token}`);
  };

  return (
    <main class="lobby">
      <header class="top">
        <h1>tcgkit</h1>
        <p class="muted">Five out-of-print trading card games, every rule enforced. Pick a game, a deck and an opponent.</p>
      </header>
      {error && <p class="error-line" role="alert">The catalog cannot be loaded: {error}</p>}
      {created && <Invite created={created} onDismiss={() => setCreated(null)} />}
      {catalog ? <NewGame catalog={catalog} onCreated={onCreated} /> : !error && <p class="muted">Loading the games…</p>}
      <GameListsView lists={lists} />
      <RecordUpload />
    </main>
  );
}
