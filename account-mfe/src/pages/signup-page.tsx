import { Link } from 'shared-kernel';
import { SignupForm } from '../features/auth/components/signup-form';
import '../components/ui/ui.css';

export default function SignupPage() {
  return (
    <section className="account-page account-auth account-card" data-page="signup">
      <h1>Sign Up</h1>
      <SignupForm />
      <p className="account-links">
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </p>
    </section>
  );
}
