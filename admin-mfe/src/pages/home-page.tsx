import { HomeFigures } from '../features/home/components/home-figures';
import { UnansweredSearches } from '../features/search-vocabulary/components/unanswered-searches';
import '../components/ui/admin-ui.css';
import '../features/home/components/home.css';

export default function HomePage() {
  return (
    <section className="admin-page" data-page="home">
      <h1>Admin home</h1>
      <HomeFigures />
      <section aria-labelledby="home-unanswered">
        <h2 id="home-unanswered">Top unanswered searches this week</h2>
        <UnansweredSearches limit={10} />
      </section>
    </section>
  );
}
