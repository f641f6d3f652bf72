import { site } from '@matrimony/ui';

/** The published Grievance Officer with the IT Rules 2021 timelines: every policy page and the help page. */
export function GrievanceOfficer() {
  return (
    <>
      <h2 id="grievance-officer">Grievance Officer</h2>
      <p>
        In line with the Information Technology Act, 2000 and the Information Technology (Intermediary
        Guidelines and Digital Media Ethics Code) Rules, 2021, complaints about content, other members or this
        policy may be sent to our Grievance Officer:
      </p>
      <ul>
        <li>{site.grievanceOfficer.name}</li>
        <li>
          E-mail: <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
        </li>
        <li>Working days: Monday to Saturday</li>
      </ul>
      <p>
        We acknowledge every complaint within 24 hours and resolve it within 15 days. Complaints that a
        profile impersonates someone or shows a morphed or intimate image of a person are acted on within 24
        hours.
      </p>
    </>
  );
}
