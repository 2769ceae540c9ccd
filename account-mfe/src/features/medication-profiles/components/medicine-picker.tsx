import { type KeyboardEvent, useId, useState } from 'react';
import { Button, inputClass, type Medicine } from 'shared-kernel';
import { searchCatalogue } from '../api/search-catalogue';
import { type RegularMedicine } from '../api/profiles-types';
import { useProfilesText } from '../../../i18n/profiles';
import { ChosenList } from './profile-pickers';

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'done'; found: Medicine[] } | { status: 'failed' };

const keyOf = (m: RegularMedicine) => m.medicineId ?? `typed:${m.name.toLowerCase()}`;

/** What the search found, each with a button adding it, and the name as typed. */
function SearchResults(p: { search: Search; typed: string; chosen: RegularMedicine[]; onAdd: (m: RegularMedicine) => void }) {
  const t = useProfilesText();
  const { search, typed } = p;
  if (search.status === 'idle' || search.status === 'searching') return null;
  const found = search.status === 'done' ? search.found.filter((m) => !p.chosen.some((c) => c.medicineId === m.id)).slice(0, 8) : [];
  const typedTaken = p.chosen.some((c) => c.name.toLowerCase() === typed.toLowerCase());
  return (
    <div className="account-mprofile__results">
      {search.status === 'failed' ? <p role="status">{t('form.medicineSearchFailed')}</p> : null}
      {search.status === 'done' && found.length === 0 ? <p role="status">{t('form.medicineNoResults')}</p> : null}
      {found.length ? (
        <ul aria-label={t('form.medicineResults')}>
          {found.map((m) => (
            <li key={m.id}>
              <span>{m.name}</span>
              <Button
                variant="secondary"
                aria-label={t('form.medicinePick', { name: m.name })}
                onClick={() => p.onAdd({ medicineId: m.id, name: m.name })}
              >
                {t('form.medicineAdd')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {typed && !typedTaken ? (
        <Button variant="link" onClick={() => p.onAdd({ medicineId: null, name: typed })}>
          {t('form.medicineTyped', { name: typed })}
        </Button>
      ) : null}
    </div>
  );
}

/** Regular medicines: picked from the shop's search, or typed when the shop does not sell them. */
export function MedicinePicker(p: { chosen: RegularMedicine[]; max: number; error?: string; onChange: (next: RegularMedicine[]) => void }) {
  const t = useProfilesText();
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const typed = query.trim().slice(0, 120);
  const find = async () => {
    if (typed.length < 2) return;
    setSearch({ status: 'searching' });
    try {
      setSearch({ status: 'done', found: await searchCatalogue(typed) });
    } catch {
      setSearch({ status: 'failed' });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };
  const add = (medicine: RegularMedicine) => {
    p.onChange([...p.chosen, medicine]);
    setQuery('');
    setSearch({ status: 'idle' });
  };
  const full = p.chosen.length >= p.max;
  return (
    <div className="account-mprofile__picker">
      <label htmlFor={id} className="ep-field__label">
        {t('form.medicineSearch')}
      </label>
      <div className="account-mprofile__row">
        <input
          id={id}
          type="search"
          className={inputClass}
          value={query}
          maxLength={120}
          disabled={full}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={`${id}-hint${p.error ? ` ${id}-error` : ''}`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={full || typed.length < 2 || search.status === 'searching'}>
          {search.status === 'searching' ? t('form.medicineSearching') : t('form.medicineFind')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="ep-field__hint">
        {full ? t('form.limit', { count: p.max }) : t('form.medicinesIntro')}
      </p>
      {p.error ? (
        <p id={`${id}-error`} className="ep-field__error" role="alert">
          {p.error}
        </p>
      ) : null}
      <SearchResults search={search} typed={typed} chosen={p.chosen} onAdd={add} />
      <ChosenList
        label={t('form.medicinesChosen')}
        items={p.chosen.map((m) => ({ key: keyOf(m), name: m.name, note: m.medicineId ? t('form.medicineFromShop') : undefined }))}
        onRemove={(key) => p.onChange(p.chosen.filter((m) => keyOf(m) !== key))}
      />
    </div>
  );
}
