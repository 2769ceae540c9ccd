import { useState } from 'react';
import { Alert, apiErrorMessage, Button, Loading, Money, useLoad } from 'shared-kernel';
import { Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { moneyError, parseNaira } from '../../../utils/validation';
import { createPromotion, type NewPromotion } from '../api/create-promotion';
import { getPromotions } from '../api/get-promotions';
import { type Promotion } from '../api/promotions-types';

/** A code's terms in words; its minimum basket is shown beside them in naira. */
const terms = (p: Promotion) =>
  [
    p.kind === 'percent' ? `${p.percentOff}% off` : null,
    p.maxUsesPerShopper ? `${p.maxUsesPerShopper} per shopper` : null,
    p.endsAt ? `until ${p.endsAt.slice(0, 10)}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The form's fields as typed; numbers are read when it is sent. */
type Draft = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  minBasket: string;
  maxUses: string;
  perShopper: string;
  endsOn: string;
};
const EMPTY: Draft = { code: '', kind: 'percent', value: '', minBasket: '', maxUses: '', perShopper: '', endsOn: '' };

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** What is wrong with the typed terms, first problem first; nothing when they can be sent. */
export function draftProblem(d: Draft): string | undefined {
  if (d.kind === 'percent' && !(wholeNumber(d.value) && Number(d.value) >= 1 && Number(d.value) <= 100))
    return 'Percent off must be a whole number from 1 to 100.';
  if (d.kind === 'amount') {
    const problem = moneyError(d.value, 'Naira off');
    if (problem) return `${problem}.`;
    if (parseNaira(d.value) <= 0) return 'Naira off must be more than 0.';
  }
  if (d.minBasket.trim()) {
    const problem = moneyError(d.minBasket, 'The minimum basket');
    if (problem) return `${problem}.`;
  }
  if (d.maxUses.trim() && !(wholeNumber(d.maxUses) && Number(d.maxUses) >= 1)) return 'Uses in all must be a whole number of at least 1.';
  if (d.perShopper.trim() && !(wholeNumber(d.perShopper) && Number(d.perShopper) >= 1))
    return 'Uses per shopper must be a whole number of at least 1.';
  return undefined;
}

/** The request for terms `draftProblem` accepts: money as admins type it ("5,000", "₦5,000.50") read as naira. */
function toBody(d: Draft): NewPromotion {
  const count = (s: string) => (s.trim() ? Number(s.trim()) : undefined);
  return {
    code: d.code.trim(),
    kind: d.kind,
    ...(d.kind === 'percent' ? { percentOff: Number(d.value.trim()) } : { amountOff: parseNaira(d.value) }),
    ...(d.minBasket.trim() ? { minBasket: parseNaira(d.minBasket) } : {}),
    ...(count(d.maxUses) !== undefined ? { maxUses: count(d.maxUses) } : {}),
    ...(count(d.perShopper) !== undefined ? { maxUsesPerShopper: count(d.perShopper) } : {}),
    // The last day, to its end in Lagos.
    ...(d.endsOn ? { endsAt: new Date(`${d.endsOn}T23:59:59+01:00`).toISOString() } : {}),
  } as NewPromotion;
}

/** One code: its terms, its minimum basket in naira, and how often it was used. */
function PromotionCard({ promotion: p }: { promotion: Promotion }) {
  return (
    <li className="admin-card">
      <h3>{p.code}</h3>
      <p>
        {p.kind === 'amount' && p.amountOff !== null ? (
          <>
            <Money amount={p.amountOff} /> off{terms(p) ? ', ' : ''}
          </>
        ) : null}
        {terms(p)}
      </p>
      <p>
        {p.minBasket ? (
          <>
            Minimum basket <Money amount={p.minBasket} />
          </>
        ) : (
          'No minimum basket'
        )}
      </p>
      <p className="admin-hint">
        Used {p.usedCount}
        {p.maxUses ? ` of ${p.maxUses}` : ''} times{p.active ? '' : ' · paused'}
      </p>
    </li>
  );
}

/** Discount codes: the list with their uses, and a form for a new one (never on prescription-only medicines). */
export function PromotionsManager() {
  const [version, setVersion] = useState(0);
  const state = useLoad(getPromotions, [version]);
  // The terms' first problem is said once above the button (an alert), not at a field.
  const form = useForm<Draft>({ initial: EMPTY, mode: 'onSubmit', validate: (d) => ({ value: draftProblem(d) }) });
  const draft = form.values;
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const set = (field: keyof Draft) => {
    const { error: _error, onBlur: _onBlur, ...bound } = form.field(field);
    return bound;
  };

  const create = async (values: Draft) => {
    setProblem('');
    setDone('');
    try {
      const created = await createPromotion(toBody(values));
      setDone(`Code ${created.code} created.`);
      form.reset(EMPTY);
      setVersion((v) => v + 1);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The code could not be created.'));
    }
  };
  const refuse = (errors: { value?: string }) => {
    setDone('');
    setProblem(errors.value ?? '');
  };

  return (
    <>
      <form className="admin-form" onSubmit={form.handleSubmit(create, refuse)} aria-label="New discount code">
        <TextField id="promo-code" label="Code" {...set('code')} required />
        <Select id="promo-kind" label="Discount" {...set('kind')}>
          <option value="percent">Percentage off</option>
          <option value="amount">Amount off (N)</option>
        </Select>
        <TextField
          id="promo-value"
          label={draft.kind === 'percent' ? 'Percent off' : 'Naira off'}
          inputMode="decimal"
          {...set('value')}
          required
        />
        <TextField id="promo-min" label="Minimum basket (N)" inputMode="decimal" {...set('minBasket')} />
        <TextField id="promo-max" label="Uses in all" inputMode="numeric" {...set('maxUses')} />
        <TextField id="promo-per" label="Uses per shopper" inputMode="numeric" {...set('perShopper')} />
        <TextField id="promo-ends" label="Last day" type="date" {...set('endsOn')} />
        <p className="admin-hint">Codes never take anything off prescription-only medicines.</p>
        {problem ? <Alert>{problem}</Alert> : null}
        {done ? <p role="status">{done}</p> : null}
        <div className="admin-actions">
          <Button type="submit">Create code</Button>
        </div>
      </form>
      <h2>Codes</h2>
      {state.status === 'loading' ? (
        <Loading label="Loading codes…" />
      ) : state.status === 'error' ? (
        <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the codes.')}</Alert>
      ) : state.data.length === 0 ? (
        <p className="admin-empty">No codes yet.</p>
      ) : (
        <ul className="admin-cards">
          {state.data.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </ul>
      )}
    </>
  );
}
