import { buttonClass, cardClass, Link } from 'shared-kernel';
import type { Service } from './services';
import './static.css';
import { usePageText } from '../../../i18n/pages';

export function ServiceGrid({
  services,
  detailed = false,
  headingLevel = 3,
}: {
  services: Service[];
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = usePageText();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="catalog-services">
      {services.map((service) => (
        <li key={service.id} className={`${cardClass} catalog-services__item`}>
          <span className="catalog-services__icon" aria-hidden="true">
            {service.icon}
          </span>
          <Title>{t(`service.${service.id}.name`)}</Title>
          <p>{t(`service.${service.id}.${detailed ? 'detail' : 'summary'}`)}</p>
          {service.link ? (
            <Link to={service.link.to} className={`${buttonClass('secondary')} catalog-services__link`}>
              {t(service.link.text)}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
