import { Link, useSearchParams } from 'shared-kernel';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import '../components/ui/ui.css';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  return (
    <section className="account-page account-auth account-card" data-page="resetPassword">
      <h1>Reset password</h1>
      {email && code ? (
        <ResetPasswordForm email={email} code={code} />
      ) : (
        <div className="account-notice account-notice--error" role="alert">
          <p>This reset link is incomplete. Open the link from the email again, or ask for a new one.</p>
          <Link to="/login">Go to Login (Forgot password?)</Link>
        </div>
      )}
    </section>
  );
}
