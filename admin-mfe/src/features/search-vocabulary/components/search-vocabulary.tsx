import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { addSearchTerm } from '../api/add-search-term';
import { deleteSearchTerm } from '../api/delete-search-term';
import { getSearchTerms, type SearchTermRow } from '../api/get-search-terms';
import { UnansweredSearches } from './unanswered-searches';

type Draft = { term: string; kind: SearchTermRow['kind']; target: string; language: SearchTermRow['language'] };
const EMPTY: Draft = { term: '', kind: 'condition', target: '', language: 'en' };

const TARGET_HINTS: Record<Draft['kind'], string> = {
  condition: 'Words the medicines’ descriptions use for it, separated by commas (e.g. diarrhoea, rehydration)',
  ingredient: 'The active ingredient as the catalogue writes it (e.g. paracetamol)',
  brand: 'A brand we do not stock: its active ingredient, which we do (e.g. ibuprofen)',
  product: 'Words of the product’s name (e.g. blood pressure monitor)',
  category: 'The category’s name (e.g. Baby & Child Care)',
};

/** The search vocabulary: the week's unanswered searches, a form for a new term, every term. */
export function SearchVocabulary() {
  const [version, setVersion] = useState(0);
  const terms = useLoad(getSearchTerms, [version]);
  const form = useForm<Draft>({
    initial: EMPTY,
    mode: 'onSubmit',
    validate: (d) => ({
      term: d.term.trim().length < 2 ? 'Type the word or phrase shoppers use.' : undefined,
      target: d.target.trim().length < 2 ? 'Say what it leads to.' : undefined,
    }),
  });
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const bind = (field: keyof Draft) => {
    const { onBlur: _onBlur, ...bound } = form.field(field);
    return bound;
  };

  const add = async (values: Draft) => {
    setProblem('');
    setDone('');
    try {
      const added = await addSearchTerm({ ...values, term: values.term.trim(), target: values.target.trim() });
      setDone(`“${added.term}” added: the next search for it finds what it leads to.`);
      form.reset(EMPTY);
      setVersion((v) => v + 1);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The term could not be added.'));
    }
  };
  const remove = async (row: SearchTermRow) => {
    setProblem('');
    try {
      await deleteSearchTerm(row.id, row.version);
      setDone(`“${row.term}” taken out.`);
      setVersion((v) => v + 1);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The term could not be taken out.'));
    }
  };

  return (
    <>
      <h2>This week’s searches that found nothing</h2>
      <UnansweredSearches reload={version} onPick={(query) => form.setValues({ ...form.values, term: query })} />
      <h2>Add a term</h2>
      <form className="admin-form" onSubmit={form.handleSubmit(add)} aria-label="New search term">
        <TextField id="term-term" label="What shoppers type" {...bind('term')} required maxLength={60} />
        <Select id="term-kind" label="Kind" {...bind('kind')}>
          <option value="condition">A complaint or condition</option>
          <option value="ingredient">An ingredient</option>
          <option value="brand">A brand we do not stock</option>
          <option value="product">A product (device, kit)</option>
          <option value="category">A category</option>
        </Select>
        <TextField id="term-target" label="Leads to" hint={TARGET_HINTS[form.values.kind]} {...bind('target')} required maxLength={200} />
        <Select id="term-language" label="Written in" {...bind('language')}>
          <option value="en">English</option>
          <option value="pcm">Pidgin</option>
          <option value="misspelling">A common misspelling</option>
        </Select>
        {problem ? <Alert>{problem}</Alert> : null}
        {done ? <p role="status">{done}</p> : null}
        <div className="admin-actions">
          <Button type="submit">Add term</Button>
        </div>
      </form>
      <h2>The vocabulary</h2>
      <TermsTable state={terms} onRemove={(row) => void remove(row)} />
    </>
  );
}

/** Every term, each with its Remove button. */
function TermsTable({ state, onRemove }: { state: ReturnType<typeof useLoad<SearchTermRow[]>>; onRemove: (row: SearchTermRow) => void }) {
  const columns: Column<SearchTermRow>[] = [
    { key: 'term', header: 'Shoppers type', render: (t) => t.term },
    { key: 'kind', header: 'Kind', render: (t) => t.kind },
    { key: 'target', header: 'Leads to', render: (t) => t.target },
    { key: 'language', header: 'Written in', render: (t) => t.language },
    {
      key: 'remove',
      header: 'Remove',
      render: (t) => (
        <Button variant="secondary" onClick={() => onRemove(t)} aria-label={`Remove “${t.term}”`}>
          Remove
        </Button>
      ),
    },
  ];
  if (state.status === 'loading') return <Loading label="Loading the vocabulary…" />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the vocabulary.')}</Alert>;
  if (state.data.length === 0) return <EmptyState>No terms yet.</EmptyState>;
  return <DataTable caption={`${state.data.length} terms`} columns={columns} rows={state.data} rowKey={(t) => t.id} />;
}
