import { useState } from 'react';
import { Alert, apiErrorMessage, Button, currentUserId, Link, Loading, useAuth, useLoad, useSearchParams } from 'shared-kernel';
import { describeLink, leaveSiteFor, type LinkPurpose, payByLink, spendLink } from '../features/refills/api/refills-api';
import { refillDay } from '../features/refills/components/refill-plan-card';
import '../components/ui/ui.css';

const ACTION_TEXT: Record<LinkPurpose | 'pay', string> = {
  skip: 'Skip this refill',
  pause: 'Pause the plan',
  cancel: 'Cancel the plan',
  'change-date': 'Change the date',
  pay: 'Pay now',
};

/** A pay link: signed in as the plan's shopper, Paystack's page for the refill; signed out, sign in first. */
function PayByLink({ token }: { token: string }) {
  const signedIn = Boolean(useAuth(currentUserId));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!signedIn)
    return (
      <p>
        <Link to="/login">Sign in</Link>, then open this link again to pay (card, bank transfer or USSD).
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
              setError(apiErrorMessage(err, 'The payment could not be started.'));
              setBusy(false);
            });
        }}
      >
        Pay now
      </Button>
      <p>You pay on Paystack's page by card, bank transfer or USSD.</p>
    </>
  );
}

/** A one-tap link from a refill mail: says what it will do, and does it once when tapped. No login needed. */
export default function RefillLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useLoad(() => describeLink(token), [token]);
  const [nextRunOn, setNextRunOn] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="account-page account-auth" data-page="refill-link" data-boundary="account">
      <h1>Your refill plan</h1>
      {link.status === 'loading' && <Loading label="Checking your link…" />}
      {link.status === 'error' && (
        <Alert>
          {apiErrorMessage(link.error, 'This link is not valid.')} <Link to="/account/refills">Open My refill plans</Link>
        </Alert>
      )}
      {link.status === 'ready' && (
        <div className="account-card account-form">
          <p>
            {link.data.medicineName}: next refill {refillDay(link.data.nextRunOn)}.
          </p>
          {done ? (
            <p role="status">{done}</p>
          ) : link.data.purpose === 'pay' ? (
            <PayByLink token={token} />
          ) : (
            <form
              className="account-form"
              onSubmit={(e) => {
                e.preventDefault();
                setBusy(true);
                setError(null);
                const purpose = link.data.purpose as LinkPurpose;
                spendLink(token, purpose, purpose === 'change-date' ? { nextRunOn } : {})
                  .then((answer) =>
                    setDone(
                      answer.status === 'cancelled'
                        ? 'Your plan is cancelled. Nothing more will be charged.'
                        : answer.status === 'paused'
                          ? 'Your plan is paused.'
                          : `Done. Your next refill is on ${refillDay(answer.nextRunOn)}.`,
                    ),
                  )
                  .catch((err: unknown) => setError(apiErrorMessage(err, 'That did not work.')))
                  .finally(() => setBusy(false));
              }}
            >
              {link.data.purpose === 'change-date' ? (
                <>
                  <label htmlFor="refill-link-date">New date</label>
                  <input id="refill-link-date" type="date" required value={nextRunOn} onChange={(e) => setNextRunOn(e.target.value)} />
                </>
              ) : null}
              {error ? (
                <p className="account-form__error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={busy}>
                {ACTION_TEXT[link.data.purpose]}
              </Button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
