export default function ResetPasswordPage() {
  return (
    <section className="account-page" data-page="resetPassword">
      <h1>Reset password</h1>
    </section>
  );
}
