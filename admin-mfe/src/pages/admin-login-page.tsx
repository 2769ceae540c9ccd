export default function AdminLoginPage() {
  return (
    <section className="admin-page" data-page="adminLogin">
      <h1>Admin login</h1>
    </section>
  );
}
