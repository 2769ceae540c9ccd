export default function AdminSignupPage() {
  return (
    <section className="admin-page" data-page="adminSignup">
      <h1>Admin signup</h1>
    </section>
  );
}
