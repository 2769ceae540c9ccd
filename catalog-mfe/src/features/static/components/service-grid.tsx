import type { Service } from './services';
import './static.css';

export function ServiceGrid({ services, detailed = false }: { services: Service[]; detailed?: boolean }) {
  return (
    <ul className="catalog-services">
      {services.map((service) => (
        <li key={service.name} className="catalog-services__item">
          <span className="catalog-services__icon" aria-hidden="true">
            {service.icon}
          </span>
          <h3>{service.name}</h3>
          <p>{detailed ? service.detail : service.summary}</p>
        </li>
      ))}
    </ul>
  );
}
