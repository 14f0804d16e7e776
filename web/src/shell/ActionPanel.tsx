// Every legal action as a labelled button: numbered 1-9 for the keyboard, whole-run actions marked, resigning apart
// and asked twice.
import type { JSX } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { ActionList } from "../actionList";

export function ActionPanel(props: {
  list: ActionList;
  disabled: string | null; // why the buttons are off (null: on)
  only: string | null;
  onAct(id: string): void;
}): JSX.Element {
  const [confirmResign, setConfirmResign] = useState(false);
  const { list, disabled } = props;
  // new choices: show them from the first (a list scrolled for the last decision would hide them)
  const box = useRef<HTMLOListElement>(null);
  const ids = list.choices.map((c) => c.action.id).join("\n");
  useEffect(() => {
    if (box.current) box.current.scrollTop = 0;
  }, [ids]);
  if (list.choices.length === 0 && !list.resign) return <></>;
  return (
    <section class="panel actions" aria-label="your actions">
      <h2>
        Your actions <span class="muted small">{list.choices.length > 1 ? "number keys 1–9 choose" : ""}</span>
      </h2>
      {props.only && <p class="muted small">Only one real choice here.</p>}
      <ol class="action-list" ref={box}>
        {list.choices.map(({ action, key }) => (
          <li>
            <button
              type="button"
              class={`action ${action.run ? "run" : ""}`}
              disabled={disabled !== null}
              title={disabled ?? action.id}
              data-action={action.id}
              data-refs={action.refs.length ? JSON.stringify(action.refs) : undefined}
              aria-keyshortcuts={key ?? undefined}
              onClick={() => props.onAct(action.id)}
            >
              {key && <kbd>{key}</kbd>}
              <span class="action-label">{action.label}</span>
              {action.run && (
                <span class="badge" title="does the whole run of this decision at once">
                  whole run
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      {list.resign && (
        <div class="resign">
          {confirmResign ? (
            <>
              <span>Concede the game?</span>
              <button
                type="button"
                class="danger"
                disabled={disabled !== null}
                data-action={list.resign.id}
                onClick={() => {
                  setConfirmResign(false);
                  props.onAct((list.resign as { id: string }).id);
                }}
              >
                Yes, resign
              </button>
              <button type="button" onClick={() => setConfirmResign(false)}>
                No
              </button>
            </>
          ) : (
            <button type="button" class="quiet" disabled={disabled !== null} onClick={() => setConfirmResign(true)}>
              {list.resign.label}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
