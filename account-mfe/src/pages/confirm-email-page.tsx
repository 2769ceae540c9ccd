export default function ConfirmEmailPage() {
  return (
    <section className="account-page" data-page="confirmEmail">
      <h1>Confirm email</h1>
    </section>
  );
}
