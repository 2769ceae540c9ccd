import { UsersTable } from '../features/users/components/users-table';
import '../components/ui/admin-ui.css';

export default function UsersPage() {
  return (
    <section className="admin-page" data-page="users">
      <h1>Users and roles</h1>
      <p className="admin-hint">
        Only a pharmacist may review prescriptions. Being an admin does not make someone one: grant the role here with their PCN
        registration number.
      </p>
      <UsersTable />
    </section>
  );
}
