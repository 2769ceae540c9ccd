import { ProfileView } from '../features/profile/components/profile-view';
import '../components/ui/ui.css';

export default function ProfilePage() {
  return (
    <section className="account-page account-auth account-card" data-page="profile">
      <h1>My profile</h1>
      <ProfileView />
    </section>
  );
}
