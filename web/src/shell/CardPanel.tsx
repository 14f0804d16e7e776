// A card in full (name, type, named stats, keywords, what it does) from GET /api/games/{game}/cards/{card}, with
// where it is and its state on the table.
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import type { CardNode } from "../boards/generic/layout";
import type { CardDetails } from "../protocol";

export function CardPanel({ game, card, pinned, onClose }: { game: string; card: CardNode | null; pinned: boolean; onClose(): void }): JSX.Element {
  const [details, setDetails] = useState<CardDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cardId = card?.card ?? null;
  useEffect(() => {
    setDetails(null);
    setError(null);
    if (!cardId) return;
    let live = true;
    api
      .card(game, cardId)
      .then((d) => live && setDetails(d))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [game, cardId]);
  if (!card) {
    return (
      <section class="panel card-panel empty" aria-label="card details">
        <p class="muted">Point at a card (or tap it) to read it in full.</p>
      </section>
    );
  }
  return (
    <section class="panel card-panel" aria-label="card details" aria-live="polite">
      <header>
        <h2>{details?.name ?? card.name}</h2>
        {pinned && (
          <button type="button" class="quiet small" onClick={onClose} aria-label="close the card details">
            ✕
          </button>
        )}
      </header>
      {details?.type && <p class="card-type">{details.type}</p>}
      {details && details.stats.length > 0 && (
        <dl class="stats">
          {details.stats.map(([label, value]) => (
            <div>
              <dt>{label}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {details && details.keywords.length > 0 && <p class="keywords">keywords: {details.keywords.join(", ")}</p>}
      {details?.text && <p class="card-text">{details.text}</p>}
      {!card.card && <p class="muted">A face-down card: its face is hidden from you.</p>}
      {error && <p class="error-text">Cannot load this card: {error}</p>}
      <p class="where muted small">
        {card.path}
        {card.tags.length ? ` · ${card.tags.join(" · ")}` : ""}
      </p>
    </section>
  );
}
