import { Link } from 'shared-kernel';
import { ReactivateForm } from '../features/auth/components/reactivate-form';
import '../components/ui/ui.css';

export default function ReactivatePage() {
  return (
    <section className="account-page account-auth account-card" data-page="reactivate">
      <h1>Reactivate email</h1>
      <p>Did not get the confirmation email, or did the link expire? Enter your email and we will send a new link.</p>
      <ReactivateForm />
      <p className="account-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </section>
  );
}
