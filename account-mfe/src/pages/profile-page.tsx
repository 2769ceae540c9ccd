export default function ProfilePage() {
  return (
    <section className="account-page" data-page="profile">
      <h1>Profile</h1>
    </section>
  );
}
