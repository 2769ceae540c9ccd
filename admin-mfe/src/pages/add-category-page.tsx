export default function AddCategoryPage() {
  return (
    <section className="admin-page" data-page="addCategory">
      <h1>Add category</h1>
    </section>
  );
}
