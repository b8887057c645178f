import { webPaths } from '@shared/web-paths';
import { useNavigate } from 'react-router-dom';
import { JobSearchForm as Form } from '../../../lib/JobSearchForm';

/** The hero's search: lands on /jobs with the title and the place (the jobs page has the same bar). */
export function JobSearchForm() {
  const navigate = useNavigate();
  return (
    <Form
      label="Find jobs"
      titleLabel="What kind of job?"
      locationLabel="Where?"
      submitLabel="Search jobs"
      onSearch={(query) => navigate(`${webPaths.jobs}${query}`)}
    />
  );
}
