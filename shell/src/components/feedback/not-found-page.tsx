import { buttonClass, Link } from 'shared-kernel';

export function NotFoundPage() {
  return (
    <section className="shell-not-found">
      <h1>404</h1>
      <p>Sorry, the page you are looking for could not be found.</p>
      <Link to="/dashboard" className={buttonClass()}>
        Back to dashboard
      </Link>
    </section>
  );
}
