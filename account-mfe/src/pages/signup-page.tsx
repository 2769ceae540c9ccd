export default function SignupPage() {
  return (
    <section className="account-page" data-page="signup">
      <h1>Signup</h1>
    </section>
  );
}
