export default function AddAmbulancePage() {
  return (
    <section className="admin-page" data-page="addAmbulance">
      <h1>Add ambulance</h1>
    </section>
  );
}
