import { describe, expect, it } from 'vitest';
import { guessJobKind, isJobKind, jobKindLabels, jobKinds } from './job-kinds';

describe('job kinds', () => {
  it('are the nine kinds of the product and "other", each with a label', () => {
    expect(jobKinds).toHaveLength(10);
    expect(jobKinds.at(-1)).toBe('other');
    for (const kind of jobKinds) expect(jobKindLabels[kind]).toMatch(/^[A-Z][a-z ]+$/);
    expect(isJobKind('lawnMowing')).toBe(true);
    expect(isJobKind('LawnMowing')).toBe(false);
    expect(isJobKind(3)).toBe(false);
  });
});

describe('guessJobKind', () => {
  it.each([
    ['Afternoon dog walker', 'dogWalking'],
    ['Walk my dog on weekday afternoons', 'dogWalking'],
    ['Lawn mowing, front and back yard', 'lawnMowing'],
    ['Mow the grass', 'lawnMowing'],
    ['Weekend babysitter', 'babysitting'],
    ['Nanny for Saturday evenings', 'babysitting'],
    ['Math tutor for 7th grader', 'tutoring'],
    ['Tutor for two kids', 'tutoring'],
    ['Leaf raking and yard clean-up', 'yardWork'],
    ['Cat sitter while we travel', 'petSitting'],
    ['Feed our fish', 'petSitting'],
    ['Tech help: new phone and printer', 'techHelp'],
    ['Grocery and pharmacy errands', 'errands'],
    ['Snow shovelling, driveway and walk', 'snowRemoval'],
    ['Front walk and driveway shovelling', 'snowRemoval'],
    ['Sitter for two kids', 'babysitting'],
    ['Pick up our packages', 'errands'],
    ['Paint the fence', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (title, kind) => {
    expect(guessJobKind(title)).toBe(kind);
  });

  it('reads accents and case as plain letters', () => {
    expect(guessJobKind('BABYSITTÉR NEEDED')).toBe('babysitting');
  });
});
