import { Link, RETURN_TO, safeReturnPath, useSearchParams } from 'shared-kernel';
import { ConfirmEmailStatus } from '../features/auth/components/confirm-email-status';
import '../components/ui/ui.css';

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const returnTo = safeReturnPath(params.get(RETURN_TO)) ?? undefined;
  return (
    <section className="account-page account-auth account-card" data-page="confirmEmail">
      <h1>Email confirmation</h1>
      {email && token ? (
        <ConfirmEmailStatus email={email} token={token} returnTo={returnTo} />
      ) : (
        <div className="account-notice account-notice--error" role="alert">
          <p>This confirmation link is incomplete. Open the link from the email again.</p>
          <Link to="/reactivate">Ask for a new confirmation link</Link>
        </div>
      )}
    </section>
  );
}
