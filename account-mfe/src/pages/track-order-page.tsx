export default function TrackOrderPage() {
  return (
    <section className="account-page" data-page="trackOrder">
      <h1>Track order</h1>
    </section>
  );
}
