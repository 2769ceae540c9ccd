import { useState } from 'react';
import { Link, RETURN_TO, signupPath, useSearchParams } from 'shared-kernel';
import { ForgotPasswordDialog } from '../features/auth/components/forgot-password-dialog';
import { LoginForm } from '../features/auth/components/login-form';
import { SocialLinks } from '../features/auth/components/social-links';
import '../components/ui/ui.css';

export default function LoginPage() {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [params] = useSearchParams();
  return (
    <section className="account-page account-auth account-card" data-page="login">
      <h1>Login</h1>
      <LoginForm />
      <p>
        <button type="button" className="account-link-button" aria-haspopup="dialog" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </button>
      </p>
      <nav className="account-links" aria-label="Account help">
        <Link to="/reactivate">Reactivate Email</Link>
        <span>
          No account yet? <Link to={signupPath(params.get(RETURN_TO))}>Sign Up</Link>
        </span>
      </nav>
      <SocialLinks />
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </section>
  );
}
