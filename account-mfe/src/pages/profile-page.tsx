import { Link } from 'shared-kernel';
import { ProfileView } from '../features/profile/components/profile-view';
import { SavedAddresses } from '../features/addresses/components/saved-addresses';
import '../components/ui/ui.css';

export default function ProfilePage() {
  return (
    <section className="account-page account-auth account-card" data-page="profile">
      <h1>My profile</h1>
      <ProfileView />
      <SavedAddresses />
      <section aria-labelledby="account-profile-rx">
        <h2 id="account-profile-rx">Prescriptions</h2>
        <p>
          Upload a prescription once and use it for prescription-only medicines: <Link to="/prescriptions">My prescriptions</Link>.
        </p>
      </section>
    </section>
  );
}
