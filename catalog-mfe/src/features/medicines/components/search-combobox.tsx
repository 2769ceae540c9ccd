import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { inputClass, useNavigate } from 'shared-kernel';
import { useSearchText } from '../../../i18n/search';
import type { Suggestion } from '../api/suggest-medicines';
import { useSuggestions } from '../hooks/use-suggestions';
import './search-combobox.css';

type Props = {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Runs a search for the text (a condition picked). */
  onSearch: (text: string) => void;
};

/**
 * The search box as a WAI-ARIA combobox: suggestions from two letters (medicines, conditions,
 * categories) in a listbox drawn over the page (nothing below moves); arrow keys move through
 * them, Enter picks one (or searches what is typed when none is active), Escape closes the list.
 * A medicine opens its page, a condition runs its search, a category opens it.
 */
export function SearchCombobox({ id, name, value, onChange, onBlur, onSearch }: Props) {
  const say = useSearchText();
  const navigate = useNavigate();
  const listId = useId();
  const { suggestions, request, clear } = useSuggestions();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: Suggestion) => {
    close();
    clear();
    if (suggestion.kind === 'medicine') navigate(`/medicines/${suggestion.id}`);
    else if (suggestion.kind === 'category') navigate(`/medicines/category/${suggestion.id}`);
    else onSearch(suggestion.label);
  };
  const move = (step: number) => {
    if (!suggestions.length) return;
    setOpen(true);
    setActive((current) => {
      const next = current + step;
      return next < 0 ? suggestions.length - 1 : next >= suggestions.length ? 0 : next;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
      } else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && shown && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="catalog-combobox">
      <input
        id={id}
        name={name}
        className={inputClass}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        placeholder={say('search.label')}
        maxLength={100}
        onChange={(event) => {
          onChange(event);
          setOpen(true);
          setActive(-1);
          request(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur();
        }}
      />
      <SuggestionList id={listId} suggestions={suggestions} shown={shown} active={active} optionId={optionId} onPick={pick} />
      <p className="catalog-combobox-status" aria-live="polite">
        {shown ? say('search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}

/** The listbox under the box; an option is picked on mouse down, before the box's blur closes the list. */
function SuggestionList(props: {
  id: string;
  suggestions: Suggestion[];
  shown: boolean;
  active: number;
  optionId: (index: number) => string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const t = useSearchText();
  return (
    <ul id={props.id} role="listbox" aria-label={t('search.suggestions')} className="catalog-combobox-list" hidden={!props.shown}>
      {props.suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.kind}-${suggestion.id ?? suggestion.label}`}
          id={props.optionId(index)}
          role="option"
          aria-selected={index === props.active}
          className="catalog-combobox-option"
          onMouseDown={(event) => {
            event.preventDefault();
            props.onPick(suggestion);
          }}
        >
          <span className="catalog-combobox-label">{suggestion.label}</span>
          <SuggestionNote suggestion={suggestion} />
        </li>
      ))}
    </ul>
  );
}

/** What a suggestion is: a medicine's strength (and prescription-only), what a condition leads to, a category. */
function SuggestionNote({ suggestion }: { suggestion: Suggestion }) {
  const t = useSearchText();
  if (suggestion.kind === 'condition')
    return <span className="catalog-combobox-note">{t('search.suggestCondition', { leadsTo: suggestion.leadsTo ?? '' })}</span>;
  if (suggestion.kind === 'category') return <span className="catalog-combobox-note">{t('search.suggestCategory')}</span>;
  return (
    <span className="catalog-combobox-note">
      {suggestion.strength}
      {suggestion.prescriptionOnly && <strong className="catalog-combobox-pom">{t('search.prescriptionOnly')}</strong>}
    </span>
  );
}
