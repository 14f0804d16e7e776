// Your deck: one of the game's sample decks, or a deck list pasted or uploaded and checked by the server (every
// problem shown with its rule ID) before the game can start. A deck file of another format (LackeyCCG .dek, OCTGN
// .o8d, a PonyHead link, a forum list) is converted by the server: the box then shows the list in tcgkit's format.
import type { JSX } from "preact";
import { useState } from "preact/hooks";
import { api } from "../api";
import type { CatalogGame, DeckChoice, DeckProblem } from "../protocol";

export interface DeckValue {
  deck: DeckChoice | null; // null: not ready (an unchecked or illegal list)
}

export function DeckPicker({ game, onChange }: { game: CatalogGame; onChange(deck: DeckChoice | null): void }): JSX.Element {
  const [mode, setMode] = useState<"sample" | "list">("sample");
  const [sample, setSample] = useState(game.samples[0]?.name ?? "");
  const [text, setText] = useState("");
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<DeckProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filename, setFilename] = useState<string | undefined>(undefined);
  const [converted, setConverted] = useState<{ words: string; warnings: string[] } | null>(null);

  const pickSample = (name: string) => {
    setSample(name);
    onChange(name ? { sample: name } : null);
  };
  const editText = (value: string, file?: string) => {
    setText(value);
    setFilename(file);
    setConverted(null);
    setProblems(null);
    setError(null);
    onChange(null);
  };
  const check = async () => {
    setChecking(true);
    try {
      const r = await api.checkDeck(game.name, text, filename);
      let list = text;
      if (r.converted && r.text !== undefined) {
        list = r.text; // what the server understood, in tcgkit's format: shown, and sent when the game starts
        setText(list);
        setFilename(undefined);
        setConverted({ words: r.converted, warnings: r.warnings ?? [] });
      }
      setProblems(r.problems);
      setError(r.error);
      onChange(r.error === null && r.problems.length === 0 ? { text: list } : null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      onChange(null);
    } finally {
      setChecking(false);
    }
  };
  const upload = async (ev: Event) => {
    const file = (ev.currentTarget as HTMLInputElement).files?.[0];
    if (file) editText(await file.text(), file.name);
  };

  return (
    <fieldset class="deck-picker">
      <legend>Your deck</legend>
      <label class="inline">
        <input
          type="radio"
          name="deck-mode"
          checked={mode === "sample"}
          onChange={() => {
            setMode("sample");
            onChange(sample ? { sample } : null);
          }}
        />{" "}
        a sample deck
      </label>
      <label class="inline">
        <input
          type="radio"
          name="deck-mode"
          checked={mode === "list"}
          onChange={() => {
            setMode("list");
            onChange(problems && problems.length === 0 && !error && text ? { text } : null);
          }}
        />{" "}
        my deck list
      </label>
      {mode === "sample" ? (
        <label class="block">
          Sample deck{" "}
          <select name="sample" value={sample} onChange={(e) => pickSample((e.currentTarget as HTMLSelectElement).value)}>
            {game.samples.map((s) => (
              <option value={s.name}>
                {s.deck_name || s.name} ({s.name})
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div class="deck-list">
          <label class="block">
            Deck list (one card a line, as in <code>tcgkit deck sample</code>; or a LackeyCCG, OCTGN or PonyHead deck, or a
            forum list)
            <textarea
              name="deck-text"
              rows={8}
              value={text}
              spellcheck={false}
              onInput={(e) => editText((e.currentTarget as HTMLTextAreaElement).value)}
            />
          </label>
          <div class="row">
            <label class="inline">
              or upload a file <input type="file" accept=".txt,.dek,.o8d,text/plain,text/xml" onChange={upload} />
            </label>
            <button type="button" onClick={check} disabled={checking || !text.trim()}>
              {checking ? "Checking…" : "Check the deck"}
            </button>
          </div>
          {converted && (
            <p class="ok-text">
              Your file was {converted.words}: the box shows the list it was converted to.
              {converted.warnings.map((w) => (
                <span class="muted"> {w}</span>
              ))}
            </p>
          )}
          {error && <p class="error-text">{error}</p>}
          {problems && problems.length === 0 && !error && <p class="ok-text">The deck is legal.</p>}
          {problems && problems.length > 0 && (
            <ul class="problems" aria-label="deck problems">
              {problems.map((p) => (
                <li>
                  <span class="rule">{p.rule_id}</span> {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
