export default function LoginPage() {
  return (
    <section className="account-page" data-page="login">
      <h1>Login</h1>
    </section>
  );
}
