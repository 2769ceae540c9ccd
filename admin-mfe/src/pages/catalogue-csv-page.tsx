import { CatalogueImport } from '../features/reports/components/catalogue-import';
import '../components/ui/admin-ui.css';
import '../features/home/components/home.css';

export default function CatalogueCsvPage() {
  return (
    <section className="admin-page" data-page="catalogue-csv">
      <h1>Catalogue by CSV</h1>
      <CatalogueImport />
    </section>
  );
}
