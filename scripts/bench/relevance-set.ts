/*
 * The relevance bench's fixed jobs and judged queries. The jobs are what families post on
 * a neighbourhood board; the queries are what students and parents type (word forms, two-word phrases,
 * British spellings, typos, everyday synonyms), each judged by hand: `relevant` lists every job a
 * person searching that would want to see, best first where it matters. Written once, by reading each
 * job as the searcher would, before the ranking was tuned against it: change a judgement only when it
 * was wrong for the searcher, never to make a figure pass.
 */

export interface RelevanceJob {
  key: string;
  title: string;
  description: string;
}

export interface JudgedQuery {
  query: string;
  relevant: string[];
}

export const relevanceJobs: RelevanceJob[] = [
  {
    key: 'j01',
    title: 'Afternoon dog walker',
    description: 'Walk our friendly golden retriever for 30 minutes after school on weekdays.',
  },
  {
    key: 'j02',
    title: 'Dog walking, two beagles',
    description: 'Two energetic beagles need a long walk every morning before 8.',
  },
  {
    key: 'j03',
    title: 'Puppy sitter for the weekend',
    description: 'Keep our 4-month-old puppy company, feed her and let her out in the yard.',
  },
  {
    key: 'j04',
    title: 'Cat sitter while we travel',
    description: 'Feed our two cats, refresh water and scoop the litter once a day.',
  },
  {
    key: 'j05',
    title: 'Pet sitting: rabbit and hamster',
    description: 'Feed and clean the cages of our rabbit and hamster for a week.',
  },
  {
    key: 'j06',
    title: 'Weekend babysitter',
    description: 'Look after two kids (6 and 9) on Saturday evenings: dinner, a board game and bedtime.',
  },
  {
    key: 'j07',
    title: 'After-school nanny',
    description: 'Pick up our daughter from school and help with snacks and homework until 6.',
  },
  {
    key: 'j08',
    title: 'Babysitting for a toddler',
    description: 'Occasional evenings with our 2-year-old; first aid training a plus.',
  },
  {
    key: 'j09',
    title: 'Math tutor for 7th grader',
    description: 'Help our son with pre-algebra homework twice a week.',
  },
  {
    key: 'j10',
    title: 'Reading tutor',
    description: 'Read with our first grader and practise phonics, two afternoons a week.',
  },
  {
    key: 'j11',
    title: 'SAT prep help',
    description: 'Practice tests and a study plan for a high school junior.',
  },
  {
    key: 'j12',
    title: 'Spanish conversation practice',
    description: 'Chat in Spanish with our 10-year-old for an hour a week.',
  },
  {
    key: 'j13',
    title: 'Lawn mowing, front and back yard',
    description: 'Mow and edge a medium-sized lawn. Our mower and bags are in the garage.',
  },
  {
    key: 'j14',
    title: 'Grass cutting every two weeks',
    description: 'Cut the grass and bag the clippings, all summer.',
  },
  {
    key: 'j15',
    title: 'Leaf raking and yard clean-up',
    description: 'Rake leaves, bag them and clear the flower beds before the first frost.',
  },
  {
    key: 'j16',
    title: 'Garden weeding',
    description: 'Pull weeds from the vegetable garden and spread mulch.',
  },
  { key: 'j17', title: 'Hedge trimming', description: 'Trim the hedges along the driveway; tools provided.' },
  {
    key: 'j18',
    title: 'Snow shovelling, driveway and walk',
    description: 'Clear the driveway and front walk after snowfall, and salt the steps.',
  },
  {
    key: 'j19',
    title: 'Snow removal after storms',
    description: "On call to clear a corner lot's sidewalks after each storm.",
  },
  {
    key: 'j20',
    title: 'Tech help: new phone and printer',
    description:
      'Set up a new phone for a grandparent, move contacts and photos, and get the wireless printer working.',
  },
  {
    key: 'j21',
    title: 'Help setting up a new laptop',
    description: 'Install programs, set up email and back up old files.',
  },
  {
    key: 'j22',
    title: 'Wi-Fi and smart TV setup',
    description: 'Our router keeps dropping: help us fix the network and set up the TV.',
  },
  {
    key: 'j23',
    title: 'Grocery and pharmacy errands',
    description: 'Pick up a weekly grocery order and a prescription for a neighbour who cannot drive.',
  },
  {
    key: 'j24',
    title: 'Weekly shopping run',
    description: 'Do the weekly shopping for an elderly couple from their list.',
  },
  {
    key: 'j25',
    title: 'Post office and dry cleaning errands',
    description: 'Drop off parcels and pick up dry cleaning on Fridays.',
  },
  {
    key: 'j26',
    title: 'Garage clean-out',
    description: 'Sort, bag and haul out years of stuff from a two-car garage.',
  },
  {
    key: 'j27',
    title: 'House cleaning help',
    description: 'Vacuum, dust and mop a small house every other week.',
  },
  {
    key: 'j28',
    title: 'Window washing',
    description: 'Wash the inside and outside of the ground-floor windows.',
  },
  {
    key: 'j29',
    title: 'Car washing and detailing',
    description: 'Wash and vacuum two family cars on a Saturday.',
  },
  { key: 'j30', title: 'Moving boxes', description: 'Carry boxes and small furniture into a moving truck.' },
  {
    key: 'j31',
    title: 'Furniture assembly',
    description: 'Put together a bookshelf and a desk from flat-pack boxes.',
  },
  {
    key: 'j32',
    title: 'Piano lessons for beginners',
    description: 'Teach basic piano to an 8-year-old, once a week.',
  },
  {
    key: 'j33',
    title: 'Guitar lessons',
    description: 'Beginner guitar lessons for a teenager who just got a guitar.',
  },
  {
    key: 'j34',
    title: 'Swim coach for kids',
    description: 'Help two kids practise swimming at the community pool.',
  },
  {
    key: 'j35',
    title: 'Soccer practice helper',
    description: 'Assist the coach at under-8 soccer practice on Saturdays.',
  },
  { key: 'j36', title: 'Pool cleaning', description: 'Skim and vacuum a backyard pool every week.' },
  { key: 'j37', title: 'Painting a fence', description: 'Sand and paint a 40-foot wooden fence.' },
  {
    key: 'j38',
    title: 'Elderly companion',
    description: 'Keep an elderly neighbour company, play cards and go on short walks.',
  },
  { key: 'j39', title: 'Party helper', description: 'Serve snacks and clean up at a birthday party.' },
  {
    key: 'j40',
    title: 'Plant watering while away',
    description: 'Water the indoor plants and the garden for two weeks in July.',
  },
  {
    key: 'j41',
    title: 'House sitting',
    description: 'Stay at our house, bring in the mail and water plants while we travel.',
  },
  {
    key: 'j42',
    title: 'Gutter cleaning',
    description: 'Clear leaves from the gutters of a one-story house.',
  },
  {
    key: 'j43',
    title: 'Photo organising',
    description: 'Scan and organise old family photos on a computer.',
  },
  {
    key: 'j44',
    title: 'Chicken and farm chores',
    description: 'Feed the chickens, collect eggs and muck out the coop.',
  },
  { key: 'j45', title: 'Dog grooming help', description: 'Bathe and brush our two dogs once a month.' },
  {
    key: 'j46',
    title: 'Computer lessons for grandma',
    description: 'Teach my grandmother to use email and video calls on her tablet.',
  },
  { key: 'j47', title: 'Firewood stacking', description: 'Stack a cord of firewood in the shed.' },
  { key: 'j48', title: 'Holiday lights', description: 'Put up and take down the outdoor holiday lights.' },
];

export const judgedQueries: JudgedQuery[] = [
  // Dogs, cats and pets
  // A new-user trial: "dog walker" ranked "Snow shovelling, driveway and walk" above the other dog jobs,
  // which a person looking for dog walking would rather see; a compound and a 4-letter typo found nothing.
  { query: 'dog walker', relevant: ['j01', 'j02', 'j45', 'j03'] },
  { query: 'dog walkers', relevant: ['j01', 'j02', 'j45', 'j03'] },
  { query: 'dogwalker', relevant: ['j01', 'j02'] },
  { query: 'dog walking', relevant: ['j01', 'j02'] },
  { query: 'walk my dog', relevant: ['j01', 'j02'] },
  { query: 'dogs', relevant: ['j01', 'j02', 'j45', 'j03'] },
  { query: 'puppy', relevant: ['j03'] },
  { query: 'walker', relevant: ['j01'] },
  { query: 'dog grooming', relevant: ['j45'] },
  { query: 'cat sitting', relevant: ['j04'] },
  { query: 'cat sitter', relevant: ['j04'] },
  { query: 'feed my cats', relevant: ['j04'] },
  { query: 'pet sitting', relevant: ['j05', 'j04', 'j03'] },
  { query: 'pet sitter', relevant: ['j05', 'j04', 'j03'] },
  { query: 'pets', relevant: ['j05', 'j04', 'j03', 'j01', 'j02', 'j45'] },
  { query: 'chickens', relevant: ['j44'] },
  { query: 'farm chores', relevant: ['j44'] },
  // Children
  { query: 'babysitting', relevant: ['j06', 'j08', 'j07'] },
  { query: 'babysitter', relevant: ['j06', 'j08', 'j07'] },
  { query: 'baby sitter', relevant: ['j06', 'j08', 'j07'] },
  { query: 'babysiter', relevant: ['j06', 'j08', 'j07'] },
  { query: 'babysit', relevant: ['j06', 'j08', 'j07'] },
  { query: 'childcare', relevant: ['j06', 'j07', 'j08'] },
  { query: 'child care', relevant: ['j06', 'j07', 'j08'] },
  { query: 'nanny', relevant: ['j07', 'j06', 'j08'] },
  { query: 'watch kids', relevant: ['j06', 'j07', 'j08'] },
  { query: 'after school', relevant: ['j07', 'j01'] },
  { query: 'weekend', relevant: ['j06', 'j03'] },
  // Tutoring and lessons
  { query: 'tutor', relevant: ['j09', 'j10'] },
  { query: 'tutoring', relevant: ['j09', 'j10', 'j11'] },
  { query: 'tutring', relevant: ['j09', 'j10'] },
  { query: 'tutr', relevant: ['j09', 'j10'] },
  { query: 'math tutor', relevant: ['j09'] },
  { query: 'maths tutor', relevant: ['j09'] },
  { query: 'algebra', relevant: ['j09'] },
  { query: 'homework help', relevant: ['j09', 'j07'] },
  { query: 'reading tutor', relevant: ['j10'] },
  { query: 'SAT prep', relevant: ['j11'] },
  { query: 'test prep', relevant: ['j11'] },
  { query: 'spanish', relevant: ['j12'] },
  { query: 'piano lessons', relevant: ['j32'] },
  { query: 'guitar', relevant: ['j33'] },
  { query: 'music lessons', relevant: ['j32', 'j33'] },
  { query: 'swimming', relevant: ['j34'] },
  { query: 'soccer', relevant: ['j35'] },
  { query: 'computer lessons', relevant: ['j46'] },
  // Lawns, yards and gardens
  { query: 'lawn mowing', relevant: ['j13', 'j14'] },
  { query: 'lawnmowing', relevant: ['j13', 'j14'] },
  { query: 'mow lawn', relevant: ['j13', 'j14'] },
  { query: 'mowing', relevant: ['j13', 'j14'] },
  { query: 'grass cutting', relevant: ['j14', 'j13'] },
  { query: 'cut grass', relevant: ['j14', 'j13'] },
  { query: 'lawn care', relevant: ['j13', 'j14'] },
  { query: 'mower', relevant: ['j13', 'j14'] },
  { query: 'yard work', relevant: ['j15', 'j16', 'j17', 'j13'] },
  { query: 'gardening', relevant: ['j16', 'j15', 'j40'] },
  { query: 'gardning', relevant: ['j16', 'j15', 'j40'] },
  { query: 'weeding', relevant: ['j16'] },
  { query: 'raking leaves', relevant: ['j15', 'j42'] },
  { query: 'leaf raking', relevant: ['j15'] },
  { query: 'hedge trimming', relevant: ['j17'] },
  { query: 'water plants', relevant: ['j40', 'j41'] },
  { query: 'firewood', relevant: ['j47'] },
  // Snow
  { query: 'snow removal', relevant: ['j19', 'j18'] },
  { query: 'snow shoveling', relevant: ['j18', 'j19'] },
  { query: 'snow shovelling', relevant: ['j18', 'j19'] },
  { query: 'shovel snow', relevant: ['j18', 'j19'] },
  { query: 'shoveling driveway', relevant: ['j18'] },
  { query: 'snow plowing', relevant: ['j19', 'j18'] },
  { query: 'snow', relevant: ['j18', 'j19'] },
  // Tech
  { query: 'tech help', relevant: ['j20', 'j21', 'j22'] },
  { query: 'tech support', relevant: ['j20', 'j21', 'j22'] },
  { query: 'computer help', relevant: ['j21', 'j43', 'j46', 'j20'] },
  { query: 'laptop', relevant: ['j21'] },
  { query: 'phone setup', relevant: ['j20'] },
  { query: 'printer', relevant: ['j20'] },
  { query: 'wifi', relevant: ['j22'] },
  { query: 'photo scanning', relevant: ['j43'] },
  // Errands
  { query: 'errands', relevant: ['j23', 'j25', 'j24'] },
  { query: 'run errands', relevant: ['j23', 'j25', 'j24'] },
  { query: 'groceries', relevant: ['j23', 'j24'] },
  { query: 'grocery shopping', relevant: ['j24', 'j23'] },
  { query: 'shopping', relevant: ['j24', 'j23'] },
  { query: 'pharmacy pickup', relevant: ['j23'] },
  // Cleaning, moving and odd jobs
  { query: 'cleaning', relevant: ['j27', 'j26', 'j36', 'j42'] },
  { query: 'house cleaning', relevant: ['j27'] },
  { query: 'clean garage', relevant: ['j26'] },
  { query: 'window cleaning', relevant: ['j28'] },
  { query: 'car wash', relevant: ['j29'] },
  { query: 'moving help', relevant: ['j30'] },
  { query: 'help moving', relevant: ['j30'] },
  { query: 'furniture assembly', relevant: ['j31'] },
  { query: 'pool cleaning', relevant: ['j36'] },
  { query: 'painting', relevant: ['j37'] },
  { query: 'paint fence', relevant: ['j37'] },
  { query: 'elderly companion', relevant: ['j38'] },
  { query: 'party', relevant: ['j39'] },
  { query: 'house sitting', relevant: ['j41'] },
  { query: 'gutters', relevant: ['j42'] },
  { query: 'holiday lights', relevant: ['j48'] },
];
