import { SearchVocabulary } from '../features/search-vocabulary/components/search-vocabulary';
import '../components/ui/admin-ui.css';

export default function SearchVocabularyPage() {
  return (
    <section className="admin-page" data-page="searchVocabulary">
      <h1>Search vocabulary</h1>
      <p className="admin-hint">
        The words shoppers use for complaints, brands and devices, and what each leads search to. Every change is in the audit log.
      </p>
      <SearchVocabulary />
    </section>
  );
}
