import { useState } from 'react';
import { Alert, apiErrorMessage, Button, formatStaffDateTime, isPharmacist, Loading, useAuth, useLoad } from 'shared-kernel';
import { Checkbox, useForm } from 'shared-kernel/ui/forms';
import { type ClinicalRuleSet, getClinicalRules } from '../api/get-clinical-rules';
import { getClassNames } from '../api/get-class-names';
import { signOffClinicalRules } from '../api/sign-off-clinical-rules';
import { KINDS, RuleTable } from './rule-table';
import './clinical-rules.css';

/** Who signed the version off and when, or that nobody has yet. */
function SignOffStatus({ set }: { set: ClinicalRuleSet }) {
  if (!set.signOff)
    return (
      <p className="admin-rules-signoff admin-rules-signoff--missing" role="status">
        <strong>Not signed off yet.</strong> Unsigned rules must not be relied on: a pharmacist with a PCN number checks them and signs them
        off.
      </p>
    );
  const { name, pcn, at } = set.signOff;
  return (
    <p className="admin-rules-signoff" role="status">
      Signed off by <strong>{name}</strong>, PCN <span className="ep-token">{pcn}</span>, on{' '}
      <time dateTime={at}>{formatStaffDateTime(at)}</time>.
    </p>
  );
}

/** A pharmacist ticks that they read every rule and its source, then signs the version off. */
function SignOffForm({ set, onSigned }: { set: ClinicalRuleSet; onSigned: (next: ClinicalRuleSet) => void }) {
  const form = useForm({ initial: { checked: false } });
  const [error, setError] = useState('');
  const submit = async () => {
    setError('');
    try {
      onSigned(await signOffClinicalRules(set.version));
    } catch (err) {
      setError(apiErrorMessage(err, 'The sign-off was not saved. Please try again.'));
    }
  };
  return (
    <form className="admin-rules-signoff-form" aria-label={`Sign off version ${set.version}`} onSubmit={form.handleSubmit(submit)}>
      <Checkbox
        id="admin-rules-checked"
        label={`I have checked the ${set.rules.length} rules below and their sources.`}
        {...form.checkbox('checked')}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" disabled={!form.values.checked || form.busy}>
        {form.busy ? 'Signing off…' : `Sign off version ${set.version}`}
      </Button>
    </form>
  );
}

/** The current version of the clinical rules: its hash and date, its sign-off, and the rules grouped by kind with their sources. */
export function ClinicalRules() {
  const rules = useLoad(getClinicalRules, [], 'the clinical rules');
  // The classes' names; without them (a failed read) the rules show the classes' codes.
  const names = useLoad(() => getClassNames().catch(() => ({})), [], 'the drug classes');
  const pharmacist = useAuth(isPharmacist);
  if (rules.status === 'loading') return <Loading label="Loading the clinical rules…" />;
  if (rules.status === 'error')
    return <Alert onRetry={rules.reload}>{apiErrorMessage(rules.error, 'Could not load the clinical rules.')}</Alert>;
  const set = rules.data;
  return (
    <>
      <section className="admin-card admin-rules-version" aria-labelledby="admin-rules-version">
        <h2 id="admin-rules-version">Version {set.version}</h2>
        <dl className="admin-rules-facts">
          <dt>Created</dt>
          <dd>
            <time dateTime={set.createdAt}>{formatStaffDateTime(set.createdAt)}</time>
          </dd>
          <dt>Rules</dt>
          <dd>{set.rules.length}</dd>
          <dt>Content hash</dt>
          <dd>
            <code className="ep-token">{set.hash}</code>
          </dd>
        </dl>
        <SignOffStatus set={set} />
        {!set.signOff && pharmacist ? <SignOffForm set={set} onSigned={(next) => rules.replace(next)} /> : null}
        {!set.signOff && !pharmacist ? (
          <p className="admin-hint">Only a pharmacist (with a PCN registration number on their account) can sign it off.</p>
        ) : null}
      </section>
      {KINDS.map((kind) => {
        const ofKind = set.rules.filter((r) => r.kind === kind.kind);
        return ofKind.length ? <RuleTable key={kind.kind} kind={kind} rules={ofKind} names={names.data ?? {}} /> : null;
      })}
    </>
  );
}
