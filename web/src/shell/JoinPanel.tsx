// Taking the other seat of a game from an invite link: pick a deck, join, and the page becomes your seat's table.
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "../api";
import type { Catalog, DeckChoice, JoinedGame } from "../protocol";
import { DeckPicker } from "./DeckPicker";

export function JoinPanel({ id, invite, game, onJoined }: { id: string; invite: string; game: string; onJoined(j: JoinedGame): void }): JSX.Element {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [deck, setDeck] = useState<DeckChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.catalog().then(setCatalog, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  const entry = catalog?.games.find((g) => g.name === game);
  useEffect(() => {
    if (entry?.samples[0]) setDeck({ sample: entry.samples[0].name });
  }, [entry?.name]);
  const join = async () => {
    if (!deck) return;
    setBusy(true);
    setError(null);
    try {
      onJoined(await api.joinGame(id, invite, deck));
    } catch (e) {
      const problems = e instanceof ApiError && e.problems.length ? ": " + e.problems.map((p) => `${p.message} (${p.rule_id})`).join("; ") : "";
      setError((e instanceof Error ? e.message : String(e)) + problems);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel join" aria-label="join this game">
      <h2>You are invited to play {entry?.title ?? game}</h2>
      {entry ? <DeckPicker game={entry} onChange={setDeck} /> : <p class="muted">Loading the decks…</p>}
      {error && <p class="error-text" role="alert">{error}</p>}
      <button type="button" class="primary" disabled={!deck || busy} onClick={join}>
        {busy ? "Joining…" : "Join the game"}
      </button>
    </section>
  );
}
