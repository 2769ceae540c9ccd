export default function ReactivatePage() {
  return (
    <section className="account-page" data-page="reactivate">
      <h1>Reactivate</h1>
    </section>
  );
}
