/** Reference lists for the demo data: real states and Maryland's jurisdictions, and name parts. */

/** Every state and DC: name, postal code, main time zone. */
export const US_STATES: readonly (readonly [string, string, string])[] = [
  ['Alabama', 'AL', 'America/Chicago'],
  ['Alaska', 'AK', 'America/Anchorage'],
  ['Arizona', 'AZ', 'America/Phoenix'],
  ['Arkansas', 'AR', 'America/Chicago'],
  ['California', 'CA', 'America/Los_Angeles'],
  ['Colorado', 'CO', 'America/Denver'],
  ['Connecticut', 'CT', 'America/New_York'],
  ['Delaware', 'DE', 'America/New_York'],
  ['District of Columbia', 'DC', 'America/New_York'],
  ['Florida', 'FL', 'America/New_York'],
  ['Georgia', 'GA', 'America/New_York'],
  ['Hawaii', 'HI', 'Pacific/Honolulu'],
  ['Idaho', 'ID', 'America/Boise'],
  ['Illinois', 'IL', 'America/Chicago'],
  ['Indiana', 'IN', 'America/Indiana/Indianapolis'],
  ['Iowa', 'IA', 'America/Chicago'],
  ['Kansas', 'KS', 'America/Chicago'],
  ['Kentucky', 'KY', 'America/New_York'],
  ['Louisiana', 'LA', 'America/Chicago'],
  ['Maine', 'ME', 'America/New_York'],
  ['Maryland', 'MD', 'America/New_York'],
  ['Massachusetts', 'MA', 'America/New_York'],
  ['Michigan', 'MI', 'America/Detroit'],
  ['Minnesota', 'MN', 'America/Chicago'],
  ['Mississippi', 'MS', 'America/Chicago'],
  ['Missouri', 'MO', 'America/Chicago'],
  ['Montana', 'MT', 'America/Denver'],
  ['Nebraska', 'NE', 'America/Chicago'],
  ['Nevada', 'NV', 'America/Los_Angeles'],
  ['New Hampshire', 'NH', 'America/New_York'],
  ['New Jersey', 'NJ', 'America/New_York'],
  ['New Mexico', 'NM', 'America/Denver'],
  ['New York', 'NY', 'America/New_York'],
  ['North Carolina', 'NC', 'America/New_York'],
  ['North Dakota', 'ND', 'America/Chicago'],
  ['Ohio', 'OH', 'America/New_York'],
  ['Oklahoma', 'OK', 'America/Chicago'],
  ['Oregon', 'OR', 'America/Los_Angeles'],
  ['Pennsylvania', 'PA', 'America/New_York'],
  ['Rhode Island', 'RI', 'America/New_York'],
  ['South Carolina', 'SC', 'America/New_York'],
  ['South Dakota', 'SD', 'America/Chicago'],
  ['Tennessee', 'TN', 'America/Chicago'],
  ['Texas', 'TX', 'America/Chicago'],
  ['Utah', 'UT', 'America/Denver'],
  ['Vermont', 'VT', 'America/New_York'],
  ['Virginia', 'VA', 'America/New_York'],
  ['Washington', 'WA', 'America/Los_Angeles'],
  ['West Virginia', 'WV', 'America/New_York'],
  ['Wisconsin', 'WI', 'America/Chicago'],
  ['Wyoming', 'WY', 'America/Denver'],
];

/**
 * Maryland's 24 jurisdictions (23 counties and Baltimore City) with roughly how many high schools
 * play in each.
 */
export const MARYLAND_JURISDICTIONS: readonly (readonly [string, number])[] = [
  ['Allegany', 3],
  ['Anne Arundel', 12],
  ['Baltimore City', 14],
  ['Baltimore County', 24],
  ['Calvert', 4],
  ['Caroline', 2],
  ['Carroll', 8],
  ['Cecil', 5],
  ['Charles', 7],
  ['Dorchester', 2],
  ['Frederick', 10],
  ['Garrett', 2],
  ['Harford', 10],
  ['Howard', 12],
  ['Kent', 1],
  ['Montgomery', 25],
  ["Prince George's", 22],
  ["Queen Anne's", 2],
  ["St. Mary's", 4],
  ['Somerset', 2],
  ['Talbot', 2],
  ['Washington', 7],
  ['Wicomico', 4],
  ['Worcester', 3],
];

/** Counties of the neighbouring states that the demo includes, with their school counts. */
export const NEIGHBOUR_COUNTIES: Readonly<Record<string, readonly (readonly [string, number])[]>> =
  {
    DE: [
      ['New Castle', 12],
      ['Kent', 6],
      ['Sussex', 7],
    ],
    DC: [['District of Columbia', 14]],
    VA: [
      ['Fairfax', 14],
      ['Arlington', 4],
      ['Loudoun', 10],
      ['Prince William', 8],
      ['Alexandria City', 2],
    ],
    PA: [
      ['York', 9],
      ['Adams', 5],
      ['Franklin', 6],
      ['Lancaster', 8],
    ],
    WV: [
      ['Berkeley', 4],
      ['Jefferson', 3],
      ['Morgan', 2],
      ['Mineral', 3],
      ['Hampshire', 2],
    ],
  };

/** Town names that schools are named after. */
export const PLACES: readonly string[] = [
  ...new Set(
    `Aberdeen|Abingdon|Accokeek|Adamstown|Annapolis|Arbutus|Arnold|Ashton|Avondale|Bel Air|Beltsville|Berlin|Bethesda|Bladensburg|Bowie|Brandywine|Brookeville|Brunswick|Burtonsville|Cambridge|Catonsville|Centreville|Chesapeake|Chestertown|Cheverly|Chillum|Clarksburg|Clarksville|Clinton|Cockeysville|Colesville|Columbia|Crofton|Cumberland|Damascus|Darlington|Denton|Derwood|Dundalk|Easton|Edgewater|Eldersburg|Elkridge|Elkton|Ellicott|Emmitsburg|Essex|Fairland|Fallston|Federalsburg|Forestville|Fort Hill|Frostburg|Gaithersburg|Garrison|Germantown|Glen Burnie|Glenelg|Glenwood|Greenbelt|Hagerstown|Halethorpe|Hampstead|Hancock|Havre de Grace|Hereford|Highland|Hollywood|Hughesville|Hyattsville|Ijamsville|Jarrettsville|Jessup|Joppa|Kensington|Kettering|Lanham|Largo|Laurel|Lexington Park|Linthicum|Lisbon|Lonaconing|Lothian|Lusby|Manchester|Marriottsville|Middletown|Millersville|Monrovia|Mount Airy|Myersville|New Market|Newburg|Northwood|Oakland|Ocean City|Odenton|Olney|Owings Mills|Oxon Hill|Parkville|Pasadena|Perry Hall|Perryville|Pikesville|Poolesville|Potomac|Preston|Princess Anne|Randallstown|Reisterstown|Ridgely|Rising Sun|Riverdale|Rockville|Rosedale|Salisbury|Savage|Severn|Severna Park|Silver Spring|Smithsburg|Snow Hill|Sparrows Point|Springbrook|Stevensville|Suitland|Sykesville|Takoma Park|Taneytown|Thurmont|Towson|Upper Marlboro|Urbana|Waldorf|Walkersville|Westminster|Wheaton|Williamsport|Woodlawn|Woodsboro|Ashburn|Leesburg|Herndon|Reston|Vienna|Oakton|Chantilly|Manassas|Woodbridge|Dumfries|Springfield|Annandale|McLean|Langley|Falls Church|Middleburg|Purcellville|Sterling|Dover|Smyrna|Milford|Lewes|Seaford|Georgetown|Newark|Hockessin|Wilmington|Gettysburg|Hanover|Chambersburg|Waynesboro|Shippensburg|Greencastle|Littlestown|Dallastown|Red Lion|Spring Grove|Lititz|Manheim|Ephrata|Elizabethtown|Hempfield|Conestoga Valley|Penn Manor|Martinsburg|Hedgesville|Charles Town|Shepherdstown|Berkeley Springs|Keyser|Romney|Paw Paw|Moorefield|Anacostia|Ballou|Cardozo|Brookland|Riverside|Fairview|Greenville|Franklin|Madison|Clayton|Salem|Marion|Oxford|Ashland|Bristol|Dayton|Milton|Winchester|Burlington|Auburn|Jackson|Lebanon|Chester|Kingston|Mount Vernon|Newport|Hudson|Plymouth|Lancaster|Centerville|Arlington|Alexandria|Frederick|Glenville|Harmony|Independence|Jefferson|Kenwood|Lakeview|Maplewood|Northfield|Oak Ridge|Pine Grove|Quincy|Richland|Sherwood|Timberland|Union|Valley View|Westfield|Wood River|Yorktown|Zion`.split(
      '|',
    ),
  ),
];

/** People schools are named after. */
export const NAMESAKES: readonly string[] = [
  'Walt Whitman',
  'Thomas Jefferson',
  'Benjamin Banneker',
  'Frederick Douglass',
  'Harriet Tubman',
  'Thurgood Marshall',
  'Francis Scott Key',
  'John Carroll',
  'Thomas Johnson',
  'Richard Montgomery',
  'Winston Churchill',
  'Albert Einstein',
  'Eleanor Roosevelt',
  'Paul Laurence Dunbar',
  'James Madison',
  'George Washington',
  'Abraham Lincoln',
  'Theodore Roosevelt',
  'Woodrow Wilson',
  'Robert Frost',
  'Rachel Carson',
  'John F. Kennedy',
  'Martin Luther King Jr.',
  'Sojourner Truth',
  'Booker T. Washington',
  'Clara Barton',
  'Edgar Allan Poe',
  'Mary Bethune',
  'Charles Carroll',
  'Samuel Chase',
];

/** Saints for Catholic schools. */
export const SAINTS: readonly string[] = [
  "St. Mary's",
  "St. John's",
  "St. Paul's",
  "St. Vincent's",
  "St. Joseph's",
  "St. Anne's",
  "St. Michael's",
  'St. Francis',
  'St. Thomas More',
  "St. Peter's",
  'Mount Saint Joseph',
  'Our Lady of Good Counsel',
  'Bishop McNamara',
  'Archbishop Spalding',
  'Cardinal Gibbons',
];

export const COMPASS = ['North', 'South', 'East', 'West', 'Central'] as const;

export const MASCOTS: readonly string[] = [
  'Eagles',
  'Tigers',
  'Panthers',
  'Wildcats',
  'Bulldogs',
  'Falcons',
  'Knights',
  'Vikings',
  'Warriors',
  'Hornets',
  'Rams',
  'Spartans',
  'Trojans',
  'Patriots',
  'Raiders',
  'Cougars',
  'Lions',
  'Hawks',
  'Mustangs',
  'Titans',
  'Bears',
  'Comets',
  'Pirates',
  'Rebels',
  'Chargers',
  'Huskies',
  'Owls',
  'Jaguars',
  'Cardinals',
  'Blue Devils',
];

/** School colour pairs: primary, secondary. */
export const COLORS: readonly (readonly [string, string])[] = [
  ['#002d62', '#f4c430'],
  ['#7a0019', '#ffcc33'],
  ['#0b6623', '#ffffff'],
  ['#4b2e83', '#b7a57a'],
  ['#c8102e', '#1c1c1c'],
  ['#00274c', '#ffcb05'],
  ['#bf5700', '#ffffff'],
  ['#003366', '#cc0000'],
  ['#006747', '#cfc493'],
  ['#990000', '#ffffff'],
  ['#1d428a', '#c8102e'],
  ['#000000', '#ffb81c'],
  ['#582c83', '#ffffff'],
  ['#00529b', '#a5acaf'],
  ['#862633', '#c4ced4'],
  ['#005eb8', '#ff8200'],
];

export const STREETS: readonly string[] = [
  'Main',
  'Oak',
  'Maple',
  'Church',
  'Mill',
  'School',
  'Ridge',
  'Park',
  'Lake',
  'Hill',
  'Washington',
  'River',
  'Old Georgetown',
  'Liberty',
  'Frederick',
  'Baltimore',
  'Forest',
  'Valley',
  'Spring',
  'Meadow',
];

export const STREET_KINDS = [
  'Road',
  'Street',
  'Avenue',
  'Boulevard',
  'Pike',
  'Lane',
  'Drive',
] as const;

export const FIRST_NAMES: readonly string[] =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth
William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy
Matthew Betty Anthony Sandra Mark Ashley Donald Kimberly Steven Emily Paul Donna Andrew Michelle Joshua
Carol Kenneth Amanda Kevin Melissa Brian Deborah George Stephanie Timothy Rebecca Ronald Laura Jason
Helen Edward Sharon Jeffrey Cynthia Ryan Kathleen Jacob Amy Gary Angela Nicholas Shirley Eric Anna
Jonathan Brenda Stephen Pamela Larry Emma Justin Nicole Scott Samantha Brandon Katherine Benjamin
Christine Samuel Debra Gregory Rachel Alexander Carolyn Frank Janet Patrick Maria Raymond Heather Jack
Diane Dennis Julie Jerry Joyce Tyler Victoria Aaron Kelly Jose Christina Adam Lauren Nathan Joan Henry
Evelyn Douglas Olivia Zachary Judith Peter Megan Kyle Cheryl Ethan Andrea Walter Hannah Noah Martha
Jeremy Jacqueline Christian Frances Keith Gloria Roger Ann Terry Teresa Gerald Kathryn Harold Sara
Sean Janice Austin Jean Carl Alice Arthur Madison Lawrence Doris Dylan Abigail Jesse Julia Jordan
Judy Bryan Grace Billy Denise Joe Amber Bruce Marilyn Gabriel Beverly Logan Danielle Albert Theresa`.split(
    /\s+/,
  );

export const LAST_NAMES: readonly string[] =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez
Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson
White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen
Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans
Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz
Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster
Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher
Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West
Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens`.split(
    /\s+/,
  );
