import { cardClass } from 'shared-kernel';
import type { Service } from './services';
import './static.css';

export function ServiceGrid({
  services,
  detailed = false,
  headingLevel = 3,
}: {
  services: Service[];
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="catalog-services">
      {services.map((service) => (
        <li key={service.name} className={`${cardClass} catalog-services__item`}>
          <span className="catalog-services__icon" aria-hidden="true">
            {service.icon}
          </span>
          <Title>{service.name}</Title>
          <p>{detailed ? service.detail : service.summary}</p>
        </li>
      ))}
    </ul>
  );
}
