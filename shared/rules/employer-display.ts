/*
 * How an employer is named where a student's work is shown to others (the work history, its PDF,
 * JSON Resume and signed credential): by their name, or, if they chose so, as "A household in Austin,
 * TX" (the city and state of the job). The choice is the employer's, read whenever the history is read,
 * so a change applies to every job in it from then on; a credential already signed keeps its words.
 */

/** "A household in Austin, TX". */
export function householdLine(place: { city: string; state: string }): string {
  return `A household in ${place.city}, ${place.state}`;
}

/** The name the work history shows for an employer of a job. */
export function employerShownAs(
  employer: { name: string; shownAsHousehold: boolean },
  place: { city: string; state: string },
): string {
  return employer.shownAsHousehold ? householdLine(place) : employer.name;
}
