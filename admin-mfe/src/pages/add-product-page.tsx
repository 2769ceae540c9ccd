export default function AddProductPage() {
  return (
    <section className="admin-page" data-page="addProduct">
      <h1>Add product</h1>
    </section>
  );
}
