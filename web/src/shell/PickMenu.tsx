// The small menu a board click opens when the clicked thing concerns several actions: each as a button (the same
// labels as the action list), and the board meanwhile lights what would narrow the choice (click that instead).
import type { JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { LegalAction } from "../protocol";

export function PickMenu(props: { actions: LegalAction[]; onAct(id: string): void; onCancel(): void }): JSX.Element {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus({ preventScroll: true }), [props.actions]);
  return (
    <section class="pick-menu" role="dialog" aria-label="choose what to do">
      <h2>
        Choose <span class="muted small">or click a lit place on the board · Esc cancels</span>
      </h2>
      <ul>
        {props.actions.map((a, i) => (
          <li key={a.id}>
            <button type="button" class="action" data-pick={a.id} ref={i === 0 ? first : undefined} onClick={() => props.onAct(a.id)}>
              {a.label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="quiet small" onClick={props.onCancel}>
        Cancel
      </button>
    </section>
  );
}
