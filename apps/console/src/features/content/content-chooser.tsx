// What the shop's and the request forms' editors share: which entity the
// form shows (one by id, or a new one being written — a choice the content
// page keeps across the versions a publish brings), the list to pick it
// from, and the button that starts a new one.
import type { SendModel } from './draft-actions.tsx';
import type { ModelJson } from '../../lib/content-api.ts';

/** The entity an editor shows: an id, or a new one being written. */
export type ContentChoice = { id: string } | { isNew: true };

/** The props of an editor of one kind of entity (a product, a request form). */
export interface ChoiceEditorProps {
  model: ModelJson;
  /** The default language's model, when this is another language (translations). */
  reference?: ModelJson | undefined;
  busy: boolean;
  choice: ContentChoice | null;
  onChoose: (choice: ContentChoice) => void;
  onSend: SendModel;
}

/** The id the editor shows: the chosen one while the list has it, else the first; none when new. */
export function resolveChoice(
  choice: ContentChoice | null,
  ids: readonly string[],
): { isNew: boolean; chosen: string | undefined } {
  const isNew = choice !== null && 'isNew' in choice;
  const chosen = choice && 'id' in choice && ids.includes(choice.id) ? choice.id : ids[0];
  return { isNew, chosen };
}

export interface ChoiceGroup {
  /** An optgroup's label; none: the options stand alone. */
  label?: string;
  options: { id: string; title: string }[];
}

/** The list to pick the entity from; "New …" is its value while a new one is written. */
export function ChoiceSelect({
  label,
  groups,
  isNew,
  chosen,
  newTitle,
  onChoose,
}: {
  label: string;
  groups: readonly ChoiceGroup[];
  isNew: boolean;
  chosen: string | undefined;
  newTitle: string;
  onChoose: (choice: ContentChoice) => void;
}) {
  const options = (group: ChoiceGroup) =>
    group.options.map((o) => (
      <option key={o.id} value={o.id}>
        {o.title || o.id}
      </option>
    ));
  return (
    <div className="grid-fields">
      <label className="field">
        <span>{label}</span>
        <select
          value={isNew ? '' : (chosen ?? '')}
          onChange={(e) => onChoose({ id: e.target.value })}
        >
          {isNew && <option value="">{newTitle}</option>}
          {groups.map((group, i) =>
            group.label === undefined ? (
              options(group)
            ) : (
              <optgroup key={`${group.label}-${i}`} label={group.label}>
                {options(group)}
              </optgroup>
            ),
          )}
        </select>
      </label>
    </div>
  );
}

/** Starts a new entity of the editor's kind. */
export function NewChoiceButton({
  label,
  onChoose,
}: {
  label: string;
  onChoose: (choice: ContentChoice) => void;
}) {
  return (
    <p>
      <button type="button" className="button" onClick={() => onChoose({ isNew: true })}>
        {label}
      </button>
    </p>
  );
}
