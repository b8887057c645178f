import type { ContactKind } from './contact-details';

/*
 * The table the masking rule (contact-details.ts) answers to: contact details as people disguise them,
 * each with the kind it is and the part that must disappear, and ordinary messages that must stay
 * exactly as written. Data for the tests only: the unit test (contact-details.test.ts) checks the rule
 * against every row, the integration tests send every row through the API.
 */

export interface DisguisedRow {
  text: string;
  kind: ContactKind;
  /** What must not survive masking. */
  secret: string;
}

export const disguisedContactDetails: readonly DisguisedRow[] = [
  // phone numbers
  { text: 'Call me at 512-555-0199', kind: 'phone', secret: '555-0199' },
  { text: 'my cell is (512) 555 0199', kind: 'phone', secret: '555 0199' },
  { text: 'text 512.555.0199 anytime', kind: 'phone', secret: '555.0199' },
  { text: 'Reach me on +1 512 555 0199.', kind: 'phone', secret: '555 0199' },
  { text: 'number: 5125550199', kind: 'phone', secret: '5125550199' },
  { text: 'it is 5 1 2 5 5 5 0 1 9 9', kind: 'phone', secret: '5 5 5 0 1 9 9' },
  { text: 'five one two five five five zero one nine nine', kind: 'phone', secret: 'zero one nine nine' },
  { text: 'Five one two, five five five, oh one nine nine', kind: 'phone', secret: 'oh one nine nine' },
  { text: 'call 512 five five five 0199', kind: 'phone', secret: 'five five five' },
  { text: 'my number is 512-555-O199 (thats an O lol)', kind: 'phone', secret: 'O199' },
  { text: 'digits are 5-1-2-5-5-5-0-1-9-9', kind: 'phone', secret: '5-5-5-0-1-9-9' },
  { text: 'five twelve, five fifty-five, oh one ninety-nine', kind: 'phone', secret: 'fifty-five' },
  { text: 'text me 512 555 01 99', kind: 'phone', secret: '555 01 99' },
  { text: '512_555_0199 is my phone', kind: 'phone', secret: '555_0199' },
  { text: 'call five five five oh one double nine', kind: 'phone', secret: 'double nine' },
  { text: 'home: 555-0199', kind: 'phone', secret: '555-0199' },
  // e-mail addresses
  { text: 'email me at maya.k@gmail.com', kind: 'email', secret: 'maya.k' },
  { text: 'maya.k at gmail dot com', kind: 'email', secret: 'maya.k' },
  { text: 'write to maya (at) gmail (dot) com', kind: 'email', secret: 'maya (at)' },
  { text: 'maya[at]outlook[dot]com works', kind: 'email', secret: 'maya[at]' },
  { text: 'MAYA AT YAHOO DOT COM', kind: 'email', secret: 'MAYA AT' },
  { text: 'maya @ gmail . com', kind: 'email', secret: 'maya @' },
  { text: 'send it to maya at gmail', kind: 'email', secret: 'maya at gmail' },
  { text: 'contact: m.kumar{at}school{dot}edu', kind: 'email', secret: 'm.kumar' },
  { text: 'Email pat_smith99 at hotmail.com please', kind: 'email', secret: 'pat_smith99' },
  // links
  { text: 'see https://example.com/profile/maya', kind: 'link', secret: 'example.com' },
  { text: 'my page is www.mayawalksdogs.com', kind: 'link', secret: 'mayawalksdogs' },
  { text: 'go to mayawalksdogs.com for photos', kind: 'link', secret: 'mayawalksdogs' },
  { text: 'message me on wa.me/15125550199', kind: 'link', secret: 'wa.me' },
  { text: 'join t.me/mayak09', kind: 'link', secret: 't.me' },
  { text: 'check out linktr.ee/mayak', kind: 'link', secret: 'linktr.ee' },
  { text: 'mysite dot com has my info', kind: 'link', secret: 'mysite dot com' },
  { text: 'bit.ly/3xYz9 has my number', kind: 'link', secret: 'bit.ly' },
  // social and payment handles
  { text: 'my insta is maya_walks', kind: 'handle', secret: 'maya_walks' },
  { text: 'add me on snapchat: mayak09', kind: 'handle', secret: 'mayak09' },
  { text: 'snap me @maya.k', kind: 'handle', secret: 'maya.k' },
  { text: 'follow @maya_walks_dogs', kind: 'handle', secret: 'maya_walks_dogs' },
  { text: 'venmo me @Maya-Kumar-7', kind: 'handle', secret: 'Maya-Kumar' },
  { text: 'pay me on cash app $mayak09', kind: 'handle', secret: '$mayak09' },
  { text: 'My CashApp is $PatSmith', kind: 'handle', secret: '$PatSmith' },
  { text: 'whatsapp me: mayak', kind: 'handle', secret: 'mayak' },
  { text: 'telegram @mayak09 is faster', kind: 'handle', secret: 'mayak09' },
  { text: 'ig maya.walks.dogs', kind: 'handle', secret: 'maya.walks.dogs' },
  { text: 'my discord is mayak#0420', kind: 'handle', secret: 'mayak' },
  { text: 'tiktok: @dogwalker_maya', kind: 'handle', secret: 'dogwalker_maya' },
];

export const ordinaryMessages: readonly string[] = [
  'Can you come at 3:30 pm on Saturday?',
  'The pay is $15/hr, and $20/hr on holidays.',
  'Are you free on 12/14 and 12/15?',
  'We have 2 dogs and 1 cat.',
  "We're in room 204, second floor.",
  "I'm in 10th grade, so weekends work best.",
  'The lawn is about 2,000 sq ft.',
  'Please bring gloves and a water bottle.',
  'I can start at 9 and finish by 12.',
  'Total for the day would be $120.',
  'Is Venmo or cash better for you?',
  'Snapchat is fun but let us keep it here :)',
  'Oh, one more thing: the gate code is on the job page.',
  'See you at the park entrance at 10:15.',
  'My brother and I can both come, we are 16 and 17.',
  'The job runs 12/14/2025 to 12/20/2025.',
  'Thanks! I walked 3 dogs for 2 neighbours last summer.',
  'Apartment 4B, the blue door. Ring twice.',
  'The yard is 40 by 60 feet, maybe 1.5 hours of work.',
  'It is at 7 pm, after dinner. e.g. around 7:30 at the latest.',
  'I am at school until 3, then free.',
  'Price is 25 per job, or 12.50 an hour.',
];
