import { Link } from 'shared-kernel';
import { ProfileView } from '../features/profile/components/profile-view';
import { SavedAddresses } from '../features/addresses/components/saved-addresses';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';

export default function ProfilePage() {
  const t = useAccountText();
  return (
    <section className="account-page account-auth account-card" data-page="profile">
      <h1>{t('profile.title')}</h1>
      <ProfileView />
      <SavedAddresses />
      <section aria-labelledby="account-profile-rx">
        <h2 id="account-profile-rx">{t('profile.rxTitle')}</h2>
        <p>
          {t('profile.rxText')} <Link to="/prescriptions">{t('profile.rxLink')}</Link>.
        </p>
      </section>
    </section>
  );
}
