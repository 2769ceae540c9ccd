import { useState } from 'react';
import { Alert, apiErrorMessage, Button, currentUserId, Link, Loading, useAuth, useLoad, useSearchParams } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { describeLink } from '../features/refills/api/describe-link';
import { leaveSiteFor } from '../features/refills/api/refills-shared';
import { type LinkPurpose, spendLink } from '../features/refills/api/spend-link';
import { payByLink } from '../features/refills/api/pay-by-link';
import { refillDay } from '../features/refills/components/refill-plan-card';
import '../components/ui/ui.css';
import { useAccountText } from '../i18n';

/** A pay link: signed in as the plan's shopper, Paystack's page for the refill; signed out, sign in first. */
function PayByLink({ token }: { token: string }) {
  const t = useAccountText();
  const signedIn = Boolean(useAuth(currentUserId));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!signedIn)
    return (
      <p>
        <Link to="/login">{t('refillLink.signIn')}</Link>
        {t('refillLink.signInToPay')}
      </p>
    );
  return (
    <>
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          payByLink(token)
            .then((answer) => leaveSiteFor(answer.authorizationUrl))
            .catch((err: unknown) => {
              setError(apiErrorMessage(err, t('refillLink.payFailed')));
              setBusy(false);
            });
        }}
      >
        {t('refillLink.payNow')}
      </Button>
      <p>{t('refillLink.payNote')}</p>
    </>
  );
}

/** A one-tap link from a refill mail: says what it will do, and does it once when tapped. No login needed. */
export default function RefillLinkPage() {
  const t = useAccountText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useLoad(() => describeLink(token), [token]);
  const form = useForm({ initial: { nextRunOn: '' } });
  const { error: _error, ...nextRunOn } = form.field('nextRunOn');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const spend = async (purpose: LinkPurpose) => {
    setError(null);
    try {
      const answer = await spendLink(token, purpose, purpose === 'change-date' ? { nextRunOn: nextRunOn.value } : {});
      setDone(
        answer.status === 'cancelled'
          ? t('refillLink.cancelled')
          : answer.status === 'paused'
            ? t('refillLink.paused')
            : t('refillLink.done', { day: refillDay(answer.nextRunOn) }),
      );
    } catch (err) {
      setError(apiErrorMessage(err, t('refillLink.failed')));
    }
  };
  return (
    <section className="account-page account-auth" data-page="refill-link" data-boundary="account">
      <h1>{t('refillLink.title')}</h1>
      {link.status === 'loading' && <Loading label={t('refillLink.checking')} />}
      {link.status === 'error' && (
        <Alert>
          {apiErrorMessage(link.error, t('refillLink.invalid'))} <Link to="/account/refills">{t('refillLink.openPlans')}</Link>
        </Alert>
      )}
      {link.status === 'ready' && (
        <div className="account-card account-form">
          <p>{t('refillLink.next', { name: link.data.medicineName, day: refillDay(link.data.nextRunOn) })}</p>
          {done ? (
            <p role="status">{done}</p>
          ) : link.data.purpose === 'pay' ? (
            <PayByLink token={token} />
          ) : (
            <form className="account-form" onSubmit={form.handleSubmit(() => spend(link.data.purpose as LinkPurpose))}>
              {link.data.purpose === 'change-date' ? (
                <>
                  <label htmlFor="refill-link-date">{t('refillLink.newDate')}</label>
                  <input id="refill-link-date" type="date" required {...nextRunOn} />
                </>
              ) : null}
              {error ? (
                <p className="account-form__error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={form.busy}>
                {t('refillLink.action', { purpose: link.data.purpose.replace(/-/g, '_') })}
              </Button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
