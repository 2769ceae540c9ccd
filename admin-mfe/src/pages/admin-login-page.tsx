import { useLocation } from 'shared-kernel';
import { AdminLoginForm } from '../features/auth/components/admin-login-form';
import '../components/ui/admin-ui.css';

export default function AdminLoginPage() {
  const location = useLocation();
  const registered = (location.state as { registered?: string } | null)?.registered;
  return (
    <section className="admin-page" data-page="adminLogin">
      <h1>Admin login</h1>
      <AdminLoginForm notice={registered} />
    </section>
  );
}
