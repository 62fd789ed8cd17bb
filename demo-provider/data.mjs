// Content of the demo provider: realistic records for KVNS, dated relative to "now" so the
// pages' defaults (current year, current month) always have something to show, and spread over
// several years and months so every filter, Load More, empty and fallback state can be exercised.

/** ISO date `monthsAgo` months before `now`, on `day` (clamped to the month's length). */
function monthsBefore(now, monthsAgo, day) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString();
}

function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function photos(folder, title, count) {
  return Array.from({ length: count }, (_, index) => `${folder}/${slug(title)}-${index + 1}.jpg`);
}

let idCounter = 0;
function nextId(prefix) {
  idCounter += 1;
  return `${prefix}${String(idCounter).padStart(6, '0')}`;
}

const PHOTO_ALBUMS = [
  ['Annual Day Celebration', 'Students presented a musical on the theme "Unity in Diversity" before parents and guests.', 0, 6, 8],
  ['Children\'s Day Carnival', 'Teachers staged a play for the students, followed by games and food stalls.', 0, 14, 6],
  ['Diwali Celebration', 'Rangoli, diya painting and a talk on celebrating a green Diwali.', 1, 20, 5],
  ['Navratri Garba', 'Students and teachers danced garba in traditional attire.', 1, 9, 7],
  ['Independence Day', 'Flag hoisting, the march past by the four houses and patriotic songs.', 3, 15, 6],
  ['Investiture Ceremony', 'The new Student Council took its oath in the presence of the Principal.', 4, 12, 5],
  ['International Yoga Day', 'The whole school practised yoga together on the playground.', 5, 21, 4],
  ['Graduation Day, Senior KG', 'Our Senior KG students graduated in caps and gowns.', 7, 18, 6],
  ['Republic Day', 'A cultural programme and the hoisting of the flag.', 10, 26, 5],
  ['Christmas Carnival', 'Carols, a nativity play and a visit from Santa.', 11, 23, 6],
  ['Science Exhibition', 'Working models from Std V to X on renewable energy and water.', 13, 10, 7],
  ['Sports Day', 'Track events, relay races and the house march past.', 15, 5, 8],
  ['Field Trip to Nehru Science Centre', 'Std VI explored the science park and the planetarium.', 20, 14, 4],
  ['Environment Day Tree Plantation', 'Saplings planted around the campus by the Eco Club.', 29, 5, 3],
];

const ACTIVITIES = [
  ['Inter-house Quiz', 'Red House won the finals of the general knowledge quiz.', 0, 4, 4],
  ['Clay Modelling Workshop', 'Primary students made pottery with a visiting artist.', 0, 11, 3],
  ['Story Telling Session', 'Pre-primary children listened to and retold folk tales.', 1, 7, 4],
  ['Elocution Competition', 'Std III to V spoke on "My hero".', 2, 19, 3],
  ['Cookery Without Fire', 'Std VII prepared healthy salads and sandwiches.', 3, 8, 5],
  ['Robotics Club Showcase', 'Line-following robots built by the Robotics Club.', 4, 22, 4],
  ['Hindi Diwas', 'Poetry recitation and a skit in Hindi.', 2, 14, 3],
  ['Fancy Dress Competition', 'Nursery and Junior KG dressed as community helpers.', 12, 16, 5],
  ['Road Safety Awareness', 'A talk by the traffic police and a poster competition.', 14, 3, 3],
];

const SPORTS = [
  ['Inter-school Football Tournament', 'Our under-14 team reached the semi-finals.', 0, 3, 5],
  ['Annual Athletics Meet', 'Sprints, long jump and relays at the district ground.', 1, 15, 6],
  ['Chess Championship', 'Students competed in the inter-house chess league.', 2, 10, 3],
  ['Swimming Gala', 'Freestyle and backstroke events for Std IV to X.', 5, 2, 4],
  ['Basketball Coaching Camp', 'A summer camp led by state-level coaches.', 6, 20, 4],
  ['Skating Competition', 'Primary students skated in the zonal competition.', 9, 12, 3],
  ['Karate Grading', 'Students earned their yellow and green belts.', 13, 8, 4],
  ['Kabaddi Inter-house Finals', 'Green House lifted the trophy.', 16, 25, 3],
];

const ACHIEVEMENTS = [
  ['ICSE Board Results', '<p>100% result in the ICSE examination, with <strong>12 students</strong> above 90%.</p>', 6, 1, 3],
  ['Olympiad Medals', 'Gold medals in the Science and Mathematics Olympiads.', 4, 10, 4],
  ['Inter-school Debate', 'First place in the inter-school debate on climate action.', 2, 18, 2],
  ['Olympiad Medals', 'Silver medals in the English Olympiad.', 14, 10, 2],
];

const KAPOLITES = [
  ['State Level Swimming', 'Aarav Mehta (Std VIII) won two golds at the state championship.', 1, 5, 3],
  ['National Talent Search', 'Two Kapolites cleared the first stage of the NTSE.', 3, 12, 2],
  // The newest 'Young Artist Award' has no description: its tab shows the fallback text.
  ['Young Artist Award', '', 5, 20, 3],
  ['State Level Swimming', 'Relay team bronze at the state championship.', 12, 6, 2],
  ['Young Artist Award', 'Riya Shah\'s painting was exhibited at the Jehangir Art Gallery.', 14, 9, 2],
];

/** Photos whose names give their size (files.mjs draws them so). */
export const ODD_SIZED_PHOTOS = ['gallery/small-240x160.jpg', 'gallery/tall-600x1600.jpg', 'gallery/wide-2400x500.jpg', 'gallery/huge-5000x3333.jpg'];

function galleryRecords(now, category, folder, rows) {
  return rows.map(([title, description, monthsAgo, day, count]) => ({
    _id: nextId('g'),
    category,
    title,
    description,
    date: monthsBefore(now, monthsAgo, day),
    attachments: photos(folder, title, count),
    schoolCode: 'KVNS',
  }));
}

export function buildContent(now = new Date()) {
  idCounter = 0;
  const year = now.getUTCFullYear();

  const gallery = [
    ...galleryRecords(now, 'PhotoGallery', 'gallery', PHOTO_ALBUMS),
    ...galleryRecords(now, 'Activity', 'activity', ACTIVITIES),
    ...galleryRecords(now, 'SportsCorner', 'sports', SPORTS),
    ...galleryRecords(now, 'Achievements', 'achievements', ACHIEVEMENTS),
    ...galleryRecords(now, 'AchievementKapolites', 'kapolites', KAPOLITES),
  ];
  // Cases the pages have fallbacks for: a "null" first attachment, no attachments, no date, no title, a broken image.
  const albums = gallery.filter((item) => item.category === 'PhotoGallery');
  albums[2].attachments = ['null', ...albums[2].attachments];
  albums[9].attachments = [];
  albums[10].date = null;
  albums[11].attachments = ['gallery/missing-photo.jpg', ...albums[11].attachments];
  // Originals far from the usual 1200 x 800: small, tall, wide and huge.
  albums[12].attachments.push(...ODD_SIZED_PHOTOS);
  // A record with neither a title nor a photo, as the provider sends now and then: shown nowhere.
  gallery.push({ _id: nextId('g'), category: 'PhotoGallery', title: '', description: null, date: monthsBefore(now, 30, 2), attachments: [] });
  gallery.push({
    _id: nextId('g'),
    category: 'PhotoGallery',
    title: 'null',
    description: null,
    date: monthsBefore(now, 24, 11),
    attachments: photos('gallery', 'untitled album', 2),
  });

  const circularTitles = [
    ['Circular', 'Winter uniform from 1st December', 0, 18],
    ['Circular', 'Parent-teacher meeting for Std I to X', 0, 5],
    ['Circular', 'Diwali vacation schedule', 1, 12],
    ['Circular', 'First term examination timetable', 2, 25],
    ['Circular', 'Fee payment: second instalment due 31st October', 3, 1],
    ['Circular', 'Independence Day celebration', 3, 10],
    ['Circular', 'Monsoon safety guidelines', 4, 28],
    ['Circular', 'School reopens on 9th June', 5, 30],
    ['Circular', 'Annual results and report cards', 7, 20],
    ['Circular', 'Admissions open for the new academic year', 12, 3],
    ['Circular', 'Winter vacation notice', 11, 15],
    ['Newsletter', 'KVNS Chronicle: Term 1', 1, 28],
    ['newsletter', 'KVNS Chronicle: Summer edition', 5, 15],
    ['NEWSLETTER', 'KVNS Chronicle: Annual issue', 13, 30],
    ['Newsletter', 'KVNS Chronicle: Winter edition', 11, 20],
  ];
  const circulars = circularTitles.map(([category, title, monthsAgo, day]) => ({
    _id: nextId('c'),
    category,
    title,
    date: monthsBefore(now, monthsAgo, day),
    attachments: [`circulars/${slug(title)}.pdf`],
    images: category.toLowerCase() === 'newsletter' ? [`newsletters/${slug(title)}-cover.jpg`] : [],
  }));

  const newsRows = [
    ['Admissions open for Playgroup to Class 8', '<p>Enquiry forms are available at the school office and online.</p>', 0, 2, true],
    ['Annual Day on the 6th', '<p>Parents are invited to the <strong>Annual Day</strong> in the school auditorium.</p>', 0, 1, false],
    ['ICSE toppers felicitated', '<p>Our toppers were felicitated by the Chairman.</p>', 1, 15, true],
    ['New robotics lab inaugurated', '<p>A new robotics lab with 30 kits opens for Std V to X.</p>', 2, 3, false],
    ['Science Olympiad registrations', '<p>Register with your class teacher by the end of the month.</p>', 2, 20, true],
    ['Swimming pool maintenance', '<p>The pool is closed for maintenance this week.</p>', 4, 11, false],
    ['Summer camp highlights', '<p>Over 200 students joined the summer camp.</p>', 6, 5, false],
    ['Results declared', '<p>ICSE 100% result for the fifth year running.</p>', 7, 14, true],
    ['Republic Day programme', '<p>A cultural programme by the primary section.</p>', 10, 26, false],
    ['Annual sports meet', '<p>The annual sports meet was held at the district ground.</p>', 13, 8, false],
  ];
  const news = newsRows.map(([title, description, monthsAgo, day, attachment], index) => ({
    _id: nextId('n'),
    title,
    description,
    link: index === 0 ? 'https://example.org/kvns/admissions' : '',
    // Half carry showDate, half only fromDate: the site reads showDate, else fromDate.
    ...(index % 2 === 0
      ? { showDate: monthsBefore(now, monthsAgo, day), fromDate: monthsBefore(now, monthsAgo + 1, day) }
      : { fromDate: monthsBefore(now, monthsAgo, day) }),
    attachment,
    attachments: attachment ? [`news/${slug(title)}.pdf`] : [],
  }));

  const eventRows = [
    ['Annual Day', 'The annual cultural programme with performances by every class.', 0, 6, '5:00 PM to 8:00 PM', 'School auditorium'],
    ['Parent-Teacher Meeting', 'Meet the class teachers to discuss the first term.', 0, 12, '8:30 AM to 12:30 PM', 'Classrooms'],
    ['Inter-house Quiz Finals', 'The finals of the general knowledge quiz.', 0, 20, '10:00 AM', 'Seminar hall'],
    ['Children\'s Day', 'A carnival organised by the teachers.', 0, 14, '9:00 AM to 12:00 PM', 'School ground'],
    ['Diwali Celebration', 'Rangoli and diya painting.', 1, 18, '9:00 AM', 'School ground'],
    ['First Term Examinations begin', 'Timetable shared in the circular.', 1, 2, '7:30 AM', 'Classrooms'],
    ['Independence Day', 'Flag hoisting and march past.', 3, 15, '7:30 AM', 'School ground'],
    ['Science Exhibition', 'Working models by Std V to X.', 13, 10, '9:00 AM to 1:00 PM', 'Multi activity room'],
    ['Sports Day', 'Athletics and house march past.', 15, 5, '7:30 AM', 'District ground'],
  ];
  const events = eventRows.map(([title, description, monthsAgo, day, time, venue]) => ({
    _id: nextId('e'),
    date: monthsBefore(now, monthsAgo, day),
    title,
    description: `<p>${description}</p>`,
    time,
    venue,
    images: photos('events', title, 2),
  }));

  const highlights = [
    'Admissions open for the academic year: enquire at the school office.',
    'Annual Day this month: parents are cordially invited.',
    'ICSE results: 100% pass for the fifth year running.',
    'Winter uniform from 1st December.',
  ].map((description, index) => ({
    _id: nextId('h'),
    description,
    fromDate: monthsBefore(now, index, 1),
    attachments: [],
  }));

  const notifications = [
    {
      _id: nextId('t'),
      title: 'Admissions open',
      description: '<p>Admissions are open for Playgroup to Class 8. Visit the school office or send an enquiry.</p>',
      url: '',
      image: ['notifications/admissions-open.jpg'],
      attachments: [],
    },
  ];

  // Toppers: none yet for the running academic year, so the home carousel steps back a year.
  const academicStart = now.getUTCMonth() >= 5 ? year : year - 1;
  const session = (start) => `${start}-${start + 1}`;
  const topperRows = [
    ['Ishaan Kapadia', 'X', 1, '97.4%', 'Science'],
    ['Mira Doshi', 'X', 1, '96.8%', 'Commerce'],
    ['Kabir Sanghvi', 'X', 1, '95%', 'Science'],
    ['Anaya Parekh', 'X', 2, '96.2%', 'Science'],
    ['Vivaan Thakkar', 'X', 2, '94.6%', 'Commerce'],
    ['Diya Gandhi', 'X', 3, '95.8%', 'Humanities'],
    ['Reyansh Modi', 'X', 3, '93.4%', 'Science'],
  ];
  const toppers = topperRows.map(([name, klass, yearsBack, division, stream]) => ({
    _id: nextId('p'),
    class: klass,
    sessionYear: session(academicStart - yearsBack),
    division,
    name,
    stream,
    attachments: [`toppers/${slug(name)}.jpg`],
  }));

  const onlineRegistration = [
    {
      _id: nextId('r'),
      title: 'Online Registration',
      link: 'https://example.org/kvns/online-registration',
      attachments: [],
    },
  ];

  const leaderMessages = [
    {
      _id: nextId('l'),
      category: 'Director',
      name: 'Shri Rajesh Kapadia',
      quote: 'Education is the most powerful gift we can give a child.',
      message:
        '<p>Since 2002 our school has grown from <strong>69 students</strong> to a community of learners who care for one another.</p><p>We invite you to be a part of it.</p>',
      attachments: ['leaders/chairman.jpg'],
    },
    {
      _id: nextId('l'),
      category: 'Chairman',
      name: 'Smt. Hema Sanghvi',
      quote: 'Every child can shine when we believe in them.',
      message: '<p>Our school stands for values, discipline and joy in learning.</p>',
      attachments: ['leaders/chairperson.jpg'],
    },
    {
      _id: nextId('l'),
      category: 'Principal',
      name: 'Dr. Neeta Shah',
      quote: 'Learning is a journey we take together.',
      message: '<p>Our teachers prepare students for the ICSE examinations and for life beyond them.</p>',
      attachments: ['leaders/principal.jpg'],
    },
  ];

  const media = [
    ['Best ICSE School in the Western Suburbs', 'Awarded by the Education Excellence Forum.', 1, 10],
    ['Green School Award', 'For our rainwater harvesting and solar panels.', 3, 5],
    ['Excellence in Sports', 'District sports council award.', 5, 18],
    ['Innovation in Teaching', 'Recognition for our robotics curriculum.', 8, 2],
    ['Cleanest Campus', 'Municipal ward award.', 12, 22],
    ['Best Annual Magazine', 'Inter-school magazine competition.', 14, 7],
    ['Literacy Outreach', 'For the adult literacy drive run by our students.', 18, 9],
    ['Community Service Award', 'For the blood donation camp.', 26, 15],
  ].map(([title, description, monthsAgo, day]) => ({
    _id: nextId('m'),
    title,
    description,
    date: monthsBefore(now, monthsAgo, day),
    attachments: photos('accolades', title, 2),
  }));

  const videos = [
    ['Campus Tour', 0, 5],
    ['Annual Day Highlights', 1, 8],
    ['Independence Day March Past', 3, 15],
    ['Science Exhibition Walkthrough', 13, 10],
    ['Sports Day Relay Finals', 15, 5],
    ['Graduation Day', 19, 18],
  ].map(([title, monthsAgo, day], index) => ({
    _id: nextId('v'),
    title,
    date: monthsBefore(now, monthsAgo, day),
    videoUrl: `https://www.youtube.com/watch?v=kvnsdemo${index}`,
    attachments: [`videos/${slug(title)}.jpg`],
  }));

  const testimonials = [
    ['Priya Mehta', 'Parent of Std V student', '<p>The teachers know every child by name. <em>Our daughter loves school.</em></p>', 0, 3],
    ['Rohan Desai', 'Alumnus, batch of 2018', '<p>KVNS gave me the confidence to speak up and the discipline to work hard.</p>', 2, 14],
    ['Sneha Patel', '', '<p>Wonderful annual day! Thank you to all the staff.</p>', 1, 9],
    ['Amit Shah', 'Parent of Std IX student', '<p>Excellent preparation for the ICSE board, with care for each student.</p>', 6, 1],
    ['Farah Khan', 'Parent of Senior KG student', '<p>A warm, safe place for little ones.</p>', 10, 20],
  ].map(([name, designation, description, monthsAgo, day]) => ({
    _id: nextId('s'),
    name,
    designation,
    description,
    fromDate: monthsBefore(now, monthsAgo, day),
  }));

  return {
    gallery,
    circulars,
    news,
    events,
    highlights,
    notifications,
    toppers,
    onlineRegistration,
    leaderMessages,
    media,
    videos,
    testimonials,
  };
}
