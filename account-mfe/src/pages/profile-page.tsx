import { ProfileView } from '../features/profile/components/profile-view';
import { SavedAddresses } from '../features/addresses/components/saved-addresses';
import '../components/ui/ui.css';

export default function ProfilePage() {
  return (
    <section className="account-page account-auth account-card" data-page="profile">
      <h1>My profile</h1>
      <ProfileView />
      <SavedAddresses />
    </section>
  );
}
