import { HomeFigures } from '../features/home/components/home-figures';
import '../components/ui/admin-ui.css';
import '../features/home/components/home.css';

export default function HomePage() {
  return (
    <section className="admin-page" data-page="home">
      <h1>Admin home</h1>
      <HomeFigures />
    </section>
  );
}
