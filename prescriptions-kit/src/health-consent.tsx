import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Alert, type AnswerOf, api, apiErrorCode, apiErrorMessage, Button } from 'shared-kernel';
import { Checkbox } from 'shared-kernel/ui/forms';

type ConsentRow = AnswerOf<'/api/account/consents', 'get'>['items'][number];
/** The health data a shopper may let the pharmacists keep, each with its own consent. */
export type HealthDataUse = 'prescriptions' | 'conversations';
/** Where the consent was given, recorded with it ("account": an account screen, the medication profiles). */
export type HealthConsentVia = 'prescription-upload' | 'ask-pharmacist' | 'account';

/** The server's refusal to keep health data without the shopper's consent. */
export const isConsentRequired = (error: unknown) => apiErrorCode(error) === 'consent-required';

export type HealthConsentTexts = {
  heading: string;
  intro: string;
  agree: string;
  give: string;
  giving: string;
  notSaved: string;
  loadFailed: string;
  retry: string;
};

const ENGLISH: HealthConsentTexts = {
  heading: 'Your consent first',
  intro:
    'We keep this only with your permission. Read what you agree to, tick the box, and carry on. You can withdraw it any time in your account’s consents.',
  agree: 'I agree to this',
  give: 'Give consent',
  giving: 'Saving…',
  notSaved: 'Your consent could not be saved. Please try again.',
  loadFailed: 'We could not check your consent.',
  retry: 'Try again',
};

type State = { status: 'checking' } | { status: 'given' } | { status: 'missing'; consent: ConsentRow } | { status: 'error' };

/**
 * Whether the shopper's consent to keeping this health data is in force, read from their
 * consents; `missing()` is for the server's `consent-required` answer (withdrawn elsewhere).
 */
export function useHealthConsent(use: HealthDataUse, enabled = true) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const check = useCallback(async () => {
    setState({ status: 'checking' });
    try {
      const { data } = await api.get('/api/account/consents');
      const consent = data.items.find((c) => c.purpose === 'health-data' && c.channel === use);
      if (!consent) setState({ status: 'error' });
      else setState(consent.given ? { status: 'given' } : { status: 'missing', consent });
    } catch {
      setState({ status: 'error' });
    }
  }, [use]);
  useEffect(() => {
    if (enabled) void check();
  }, [check, enabled]);
  return { state, check, given: () => setState({ status: 'given' }), missing: () => void check() };
}

type PromptProps = {
  consent: ConsentRow;
  via: HealthConsentVia;
  idPrefix: string;
  texts?: Partial<HealthConsentTexts>;
  onGiven: () => void;
};

/** The consent's own wording with an unticked box and "Give consent": given only by the shopper's tick. */
export function HealthConsentPrompt({ consent, via, idPrefix, texts, onGiven }: PromptProps) {
  const t = { ...ENGLISH, ...texts };
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();

  async function give() {
    setBusy(true);
    setError('');
    try {
      await api.post('/api/account/consents', {
        body: { purpose: consent.purpose, channel: consent.channel, wordingVersion: consent.wordingVersion, via },
      });
      onGiven();
    } catch (err) {
      setError(apiErrorMessage(err, t.notSaved));
      setBusy(false);
    }
  }

  return (
    <section className="ep-health-consent" aria-labelledby={headingId} data-consent={`${consent.purpose}-${consent.channel}`}>
      <h3 id={headingId} className="ep-health-consent__heading">
        {t.heading}
      </h3>
      <p className="ep-health-consent__intro">{t.intro}</p>
      <blockquote className="ep-health-consent__wording">
        <strong>{consent.title}</strong>
        <span>{consent.wording}</span>
      </blockquote>
      <Checkbox id={`${idPrefix}-consent`} label={t.agree} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="button" disabled={!agreed || busy} onClick={() => void give()}>
        {busy ? t.giving : t.give}
      </Button>
    </section>
  );
}

type GateProps = {
  use: HealthDataUse;
  via: HealthConsentVia;
  idPrefix: string;
  texts?: Partial<HealthConsentTexts>;
  /** What needs the consent, drawn once it is in force; `missing` re-asks after a `consent-required` answer. */
  children: (missing: () => void) => ReactNode;
};

/** Draws its children once the consent is in force, else asks for it first. */
export function HealthConsentGate({ use, via, idPrefix, texts, children }: GateProps) {
  const consent = useHealthConsent(use);
  const t = { ...ENGLISH, ...texts };
  const { state } = consent;
  if (state.status === 'checking') return <p className="ep-health-consent__checking" aria-busy="true" />;
  if (state.status === 'error')
    return (
      <Alert onRetry={() => void consent.check()} retryLabel={t.retry}>
        {t.loadFailed}
      </Alert>
    );
  if (state.status === 'missing')
    return <HealthConsentPrompt consent={state.consent} via={via} idPrefix={idPrefix} texts={texts} onGiven={consent.given} />;
  return <>{children(consent.missing)}</>;
}
