import { site } from '@matrimony/ui';
import { usePageT } from './messages';

/** The published Grievance Officer with the IT Rules 2021 timelines: every policy page and the help page. */
export function GrievanceOfficer() {
  const t = usePageT();
  return (
    <>
      <h2 id="grievance-officer">{t('grievance.title')}</h2>
      <p>{t('grievance.intro')}</p>
      <ul>
        <li>{site.grievanceOfficer.name}</li>
        <li>
          {t('grievance.email')}{' '}
          <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
        </li>
        <li>{t('grievance.days')}</li>
      </ul>
      <p>{t('grievance.timelines')}</p>
    </>
  );
}
