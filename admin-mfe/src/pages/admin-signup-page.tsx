import { AdminSignupForm } from '../features/auth/components/admin-signup-form';
import '../components/ui/admin-ui.css';

export default function AdminSignupPage() {
  return (
    <section className="admin-page" data-page="adminSignup">
      <h1>Admin signup</h1>
      <AdminSignupForm />
    </section>
  );
}
