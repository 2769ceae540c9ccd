import { useId, useState } from 'react';
import { Button, inputClass, visuallyHiddenClass } from 'shared-kernel';
import { Checkbox } from 'shared-kernel/ui/forms';
import { useProfilesText } from '../../../i18n/profiles';

/** Chosen items, each with a button removing it. */
export function ChosenList({
  label,
  items,
  onRemove,
}: {
  label: string;
  items: { key: string; name: string; note?: string }[];
  onRemove: (key: string) => void;
}) {
  const t = useProfilesText();
  if (!items.length) return null;
  return (
    <ul className="account-mprofile__chips" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span>
            {item.name}
            {item.note ? <span className="account-mprofile__note"> ({item.note})</span> : null}
          </span>
          <button
            type="button"
            className="account-mprofile__chip-remove"
            aria-label={t('form.removeItem', { name: item.name })}
            onClick={() => onRemove(item.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Allergies by active ingredient: one picked from the list at a time, the chosen ones listed. */
export function IngredientPicker(p: { all: readonly string[]; chosen: string[]; error?: string; onChange: (next: string[]) => void }) {
  const t = useProfilesText();
  const [pick, setPick] = useState('');
  const id = useId();
  const left = p.all.filter((name) => !p.chosen.includes(name));
  const add = () => {
    if (!pick) return;
    p.onChange([...p.chosen, pick]);
    setPick('');
  };
  return (
    <div className="account-mprofile__picker">
      <label htmlFor={id} className="ep-field__label">
        {t('form.ingredient')}
      </label>
      <div className="account-mprofile__row">
        <select
          id={id}
          name="ingredients"
          className={inputClass}
          value={pick}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={p.error ? `${id}-error` : undefined}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">{t('form.ingredientChoose')}</option>
          {left.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={add} disabled={!pick}>
          {t('form.ingredientAdd')}
        </Button>
      </div>
      {p.error ? (
        <p id={`${id}-error`} className="ep-field__error" role="alert">
          {p.error}
        </p>
      ) : null}
      <ChosenList
        label={t('form.ingredientsChosen')}
        items={p.chosen.map((name) => ({ key: name, name }))}
        onRemove={(name) => p.onChange(p.chosen.filter((n) => n !== name))}
      />
    </div>
  );
}

/** A fixed list as ticks (allergy classes, conditions). */
export function CodeChecks(p: {
  legend: string;
  /** The legend said only to screen readers (a heading above already says it). */
  hideLegend?: boolean;
  idPrefix: string;
  options: readonly { code: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="account-mprofile__checks">
      <legend className={p.hideLegend ? visuallyHiddenClass : undefined}>{p.legend}</legend>
      {p.options.map((option) => (
        <Checkbox
          key={option.code}
          id={`${p.idPrefix}-${option.code}`}
          label={option.label}
          checked={p.chosen.includes(option.code)}
          onChange={(e) => p.onChange(e.target.checked ? [...p.chosen, option.code] : p.chosen.filter((c) => c !== option.code))}
        />
      ))}
    </fieldset>
  );
}
