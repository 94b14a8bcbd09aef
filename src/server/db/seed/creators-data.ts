import type { Category } from "../schema";

type Language = "en" | "fr" | "ht" | "es";
export type Locale = "en" | "fr" | "ht";
type PaymentMethod = "stripe" | "moncash";

/** A fictional creator of the demo marketplace. Any likeness to a real artist is unintended. */
export interface SeedCreator {
  handle: string;
  displayName: string;
  firstName: string;
  lastName: string;
  category: Category;
  bio: string;
  /** Price of one personalised video, in whole US dollars. */
  priceUsd: number;
  languages: Language[];
  responseTimeHours: number;
  verified: boolean;
  isAvailable: boolean;
  payments: PaymentMethod[];
  joinedDaysAgo: number;
  /** How many seeded fans review this creator (0 shows the "New" state). */
  reviewCount: number;
  /** False leaves the creator without sample clips ("No preview yet"). */
  hasPreviews: boolean;
  locale: Locale;
}

const BOTH: PaymentMethod[] = ["stripe", "moncash"];
const STRIPE: PaymentMethod[] = ["stripe"];
const MONCASH: PaymentMethod[] = ["moncash"];

export const CREATORS: SeedCreator[] = [
  // musician
  {
    handle: "frantzy.konpa", displayName: "Frantzy Konpa", firstName: "Frantz", lastName: "Bellegarde",
    category: "musician", priceUsd: 120, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 702, reviewCount: 12, hasPreviews: true, locale: "fr",
    bio: "Lead guitarist and bandleader who has kept konpa dance floors full from Pétion-Ville to Miami. Ask for a birthday groove with your name in the chorus.",
  },
  {
    handle: "wilnes.tanbou", displayName: "Wilnès Tanbou", firstName: "Wilnès", lastName: "Dorvil",
    category: "musician", priceUsd: 45, languages: ["ht"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 388, reviewCount: 6, hasPreviews: true, locale: "ht",
    bio: "Rasin drummer from Jacmel. Every message comes with a tanbou rhythm made just for you.",
  },
  {
    handle: "jemen", displayName: "Jèmèn", firstName: "Jèmèn", lastName: "Laguerre",
    category: "musician", priceUsd: 200, languages: ["ht", "fr", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 655, reviewCount: 11, hasPreviews: true, locale: "en",
    bio: "Saxophonist and composer mixing twoubadou melodies with jazz. Jèmèn plays a short tune for every request.",
  },
  {
    handle: "tirodo", displayName: "Ti Rodo", firstName: "Rodrigue", lastName: "Casséus",
    category: "musician", priceUsd: 30, languages: ["ht", "es"], responseTimeHours: 96, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 41, reviewCount: 0, hasPreviews: false, locale: "ht",
    bio: "Young accordion player from Ouanaminthe who grew up between two borders and two languages.",
  },
  {
    handle: "marcelie", displayName: "Marc-Élie & Gwoup Lakay", firstName: "Marc-Élie", lastName: "Augustin",
    category: "musician", priceUsd: 275, languages: ["ht", "fr", "en"], responseTimeHours: 120, verified: true,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 598, reviewCount: 9, hasPreviews: true, locale: "en",
    bio: "A seven-piece band that has played weddings across the diaspora for fifteen years. The whole group records your message together.",
  },
  {
    handle: "klodel.akoustik", displayName: "Klodèl Akoustik", firstName: "Claudel", lastName: "Pierre-Louis",
    category: "musician", priceUsd: 60, languages: ["ht", "en"], responseTimeHours: 48, verified: false,
    isAvailable: false, payments: BOTH, joinedDaysAgo: 230, reviewCount: 4, hasPreviews: true, locale: "ht",
    bio: "Acoustic singer-songwriter from Cap-Haïtien. Currently on tour, back soon with new requests.",
  },
  // comedian
  {
    handle: "tontonjaden", displayName: "Tonton Jaden", firstName: "Gesly", lastName: "Mondésir",
    category: "comedian", priceUsd: 50, languages: ["ht", "fr"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 690, reviewCount: 12, hasPreviews: true, locale: "ht",
    bio: "The grumpy uncle of Haitian comedy, famous for roasting nephews at family parties. He will roast yours too.",
  },
  {
    handle: "madanzozo", displayName: "Madan Zozo", firstName: "Rosemène", lastName: "Alexis",
    category: "comedian", priceUsd: 35, languages: ["ht"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 512, reviewCount: 8, hasPreviews: true, locale: "ht",
    bio: "Market-woman character who gives advice nobody asked for. Perfect for birthdays and friendly teasing.",
  },
  {
    handle: "fanfanlage", displayName: "Fanfan Lagè", firstName: "Fritzner", lastName: "Jocelyn",
    category: "comedian", priceUsd: 100, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 470, reviewCount: 10, hasPreviews: true, locale: "fr",
    bio: "Stand-up comedian whose shows sell out in Montréal and Boston. Fast, loud and always a little too honest.",
  },
  {
    handle: "wiwikomik", displayName: "Wiwi Komik", firstName: "Wisline", lastName: "Thermidor",
    category: "comedian", priceUsd: 25, languages: ["ht", "en"], responseTimeHours: 12, verified: false,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 19, reviewCount: 0, hasPreviews: true, locale: "en",
    bio: "Sketch creator from Brooklyn with short videos about growing up with Haitian parents.",
  },
  {
    handle: "bosdyesel", displayName: "Bòs Dyesèl", firstName: "Dieuseul", lastName: "Noël",
    category: "comedian", priceUsd: 75, languages: ["ht", "fr"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 333, reviewCount: 5, hasPreviews: true, locale: "ht",
    bio: "A tap-tap driver who has seen everything on Route de Delmas. His stories end with a blessing for you.",
  },
  {
    handle: "nicoblag", displayName: "Nico Blag", firstName: "Nickenson", lastName: "Fleurant",
    category: "comedian", priceUsd: 150, languages: ["ht", "fr", "en", "es"], responseTimeHours: 96, verified: true,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 260, reviewCount: 7, hasPreviews: true, locale: "en",
    bio: "Improviser and podcast host who jokes in four languages. Give him three facts and he will build a whole story.",
  },
  // actor
  {
    handle: "esther.saintfleur", displayName: "Esther Saint-Fleur", firstName: "Esther", lastName: "Saint-Fleur",
    category: "actor", priceUsd: 250, languages: ["fr", "en", "ht"], responseTimeHours: 96, verified: true,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 610, reviewCount: 9, hasPreviews: true, locale: "fr",
    bio: "Stage and screen actress, known for her leading role in a popular Haitian family drama. Warm words, delivered like a premiere.",
  },
  {
    handle: "juniordesire", displayName: "Junior Désiré", firstName: "Junior", lastName: "Désiré",
    category: "actor", priceUsd: 90, languages: ["ht", "fr"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 441, reviewCount: 8, hasPreviews: true, locale: "ht",
    bio: "Action-movie hero of Haitian cinema. He promises dramatic entrances and a heartfelt message.",
  },
  {
    handle: "magalie.valcourt", displayName: "Magalie Valcourt", firstName: "Magalie", lastName: "Valcourt",
    category: "actor", priceUsd: 180, languages: ["fr", "en"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 150, reviewCount: 3, hasPreviews: true, locale: "fr",
    bio: "Theatre actress trained in Port-au-Prince and Paris, now on a French television series.",
  },
  {
    handle: "sonsonteyat", displayName: "Sonson Teyat", firstName: "Emmanuel", lastName: "Joseph",
    category: "actor", priceUsd: 40, languages: ["ht"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 97, reviewCount: 2, hasPreviews: false, locale: "ht",
    bio: "Street-theatre performer from Les Cayes. His characters have a proverb for every occasion.",
  },
  {
    handle: "gelinbastien", displayName: "Gèlin Bastien", firstName: "Guerline", lastName: "Bastien",
    category: "actor", priceUsd: 100, languages: ["ht", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 365, reviewCount: 6, hasPreviews: true, locale: "en",
    bio: "Web-series star and voice actress. She can record as any of her characters if you ask nicely.",
  },
  {
    handle: "reggiepaul", displayName: "Reggie Paul", firstName: "Réginald", lastName: "Paul",
    category: "actor", priceUsd: 350, languages: ["en", "fr"], responseTimeHours: 168, verified: true,
    isAvailable: false, payments: STRIPE, joinedDaysAgo: 540, reviewCount: 5, hasPreviews: true, locale: "en",
    bio: "Haitian-American film actor working between Los Angeles and Port-au-Prince. Requests pause while he is on set.",
  },
  // singer
  {
    handle: "soanita", displayName: "Sò Anita", firstName: "Anita", lastName: "Jean-Louis",
    category: "singer", priceUsd: 200, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 720, reviewCount: 12, hasPreviews: true, locale: "ht",
    bio: "Gospel and konpa love-song singer with a voice fans call a warm Sunday morning. She sings a line for every dedication.",
  },
  {
    handle: "fabiola.merisier", displayName: "Fabiola Mérisier", firstName: "Fabiola", lastName: "Mérisier",
    category: "singer", priceUsd: 85, languages: ["fr", "ht"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 300, reviewCount: 6, hasPreviews: true, locale: "fr",
    bio: "Jazz and chanson singer from Port-au-Prince, now in Montréal.",
  },
  {
    handle: "kettlylanmou", displayName: "Kettly Lanmou", firstName: "Kettly", lastName: "Duverger",
    category: "singer", priceUsd: 55, languages: ["ht"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 205, reviewCount: 4, hasPreviews: true, locale: "ht",
    bio: "Romantic ballads in Kreyòl. Ideal for anniversaries and for saying sorry.",
  },
  {
    handle: "steviekreyol", displayName: "Stevie Kreyòl", firstName: "Stevenson", lastName: "Joachim",
    category: "singer", priceUsd: 140, languages: ["ht", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 420, reviewCount: 10, hasPreviews: true, locale: "en",
    bio: "R&B singer who made Kreyòl slow jams popular on campus radio. Smooth, sincere and always on time.",
  },
  {
    handle: "nadinesoley", displayName: "Nadine Soley", firstName: "Nadine", lastName: "Toussaint",
    category: "singer", priceUsd: 65, languages: ["ht", "fr", "es"], responseTimeHours: 96, verified: false,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 12, reviewCount: 0, hasPreviews: false, locale: "fr",
    bio: "Folk singer back from a year in Santo Domingo with new songs about the sun and the sea.",
  },
  {
    handle: "ludobelvwa", displayName: "Ludo Bèl Vwa", firstName: "Ludovic", lastName: "Brutus",
    category: "singer", priceUsd: 110, languages: ["ht", "fr"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 480, reviewCount: 7, hasPreviews: true, locale: "ht",
    bio: "Tenor from the choir of a famous Port-au-Prince church, now a solo artist.",
  },
  // djProducer
  {
    handle: "pedrobeatz", displayName: "Pedro Beatz", firstName: "Peterson", lastName: "Auguste",
    category: "djProducer", priceUsd: 160, languages: ["ht", "en"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 630, reviewCount: 11, hasPreviews: true, locale: "en",
    bio: "Producer behind a string of kompa-trap hits. He can drop a custom beat with your name in the hook.",
  },
  {
    handle: "loveprod", displayName: "Lovè Prod", firstName: "Lovensky", lastName: "Germain",
    category: "djProducer", priceUsd: 70, languages: ["ht"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 275, reviewCount: 5, hasPreviews: true, locale: "ht",
    bio: "Bedroom producer from Delmas making rabòday for street parties.",
  },
  {
    handle: "samchery", displayName: "Sam Chéry Riddim", firstName: "Samuel", lastName: "Chéry",
    category: "djProducer", priceUsd: 95, languages: ["ht", "fr", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 350, reviewCount: 8, hasPreviews: true, locale: "fr",
    bio: "Sound engineer and producer who mixes racine drums with electronic bass. Studio shout-outs are his speciality.",
  },
  {
    handle: "jvalbrun", displayName: "J-Valbrun", firstName: "Jimmy", lastName: "Valbrun",
    category: "djProducer", priceUsd: 220, languages: ["en", "fr"], responseTimeHours: 120, verified: false,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 180, reviewCount: 3, hasPreviews: true, locale: "en",
    bio: "Miami-based producer who works with artists across the Caribbean.",
  },
  {
    handle: "krisorelus", displayName: "Kris Orélus", firstName: "Christelle", lastName: "Orélus",
    category: "djProducer", priceUsd: 80, languages: ["ht", "fr"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 245, reviewCount: 6, hasPreviews: true, locale: "ht",
    bio: "One of the first women producers in the Haitian afro-house scene. Her messages come with a fresh loop.",
  },
  {
    handle: "dimitrilakot", displayName: "Dimitri Lakòt", firstName: "Dimitri", lastName: "Laroche",
    category: "djProducer", priceUsd: 15, languages: ["ht"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 8, reviewCount: 0, hasPreviews: true, locale: "ht",
    bio: "Beat maker from Saint-Marc sharing his first tracks online.",
  },
  // radioHost
  {
    handle: "mesidye.lafortune", displayName: "Mèsidye Lafòtin", firstName: "Odner", lastName: "Lafortune",
    category: "radioHost", priceUsd: 100, languages: ["ht", "fr"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 675, reviewCount: 12, hasPreviews: true, locale: "ht",
    bio: "The morning voice of Port-au-Prince radio for twenty years. He opens every message with his famous \"Bonjou Mèsidye!\"",
  },
  {
    handle: "yoyoradyo", displayName: "Yoyo Radyo", firstName: "Yolette", lastName: "Casimir",
    category: "radioHost", priceUsd: 50, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 430, reviewCount: 7, hasPreviews: true, locale: "fr",
    bio: "Call-in show host known for her dedications hour. Now she dedicates the hour to you.",
  },
  {
    handle: "patelysee", displayName: "Pat Élysée", firstName: "Patrick", lastName: "Élysée",
    category: "radioHost", priceUsd: 130, languages: ["fr", "en"], responseTimeHours: 72, verified: true,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 560, reviewCount: 9, hasPreviews: true, locale: "fr",
    bio: "Sports radio commentator. Your graduation, narrated like a World Cup final.",
  },
  {
    handle: "widmatinal", displayName: "Wid Matinal", firstName: "Widelande", lastName: "Jean",
    category: "radioHost", priceUsd: 20, languages: ["ht"], responseTimeHours: 96, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 130, reviewCount: 3, hasPreviews: true, locale: "ht",
    bio: "Community radio host from Hinche who brings the news and the good vibes at 6 a.m.",
  },
  {
    handle: "fredlannuit", displayName: "Fred Lannuit", firstName: "Frédéric", lastName: "Saintil",
    category: "radioHost", priceUsd: 75, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: false,
    isAvailable: false, payments: BOTH, joinedDaysAgo: 310, reviewCount: 4, hasPreviews: true, locale: "fr",
    bio: "Late-night love-songs host. His deep voice has helped more than one proposal.",
  },
  {
    handle: "carlinefenelon", displayName: "Carline Fénelon", firstName: "Carline", lastName: "Fénelon",
    category: "radioHost", priceUsd: 200, languages: ["fr", "ht", "en"], responseTimeHours: 48, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 500, reviewCount: 8, hasPreviews: true, locale: "fr",
    bio: "Culture journalist and talk-show host interviewing artists from Haiti and its diaspora.",
  },
  // dj
  {
    handle: "djkervens", displayName: "DJ Kervens", firstName: "Kervens", lastName: "Dorismond",
    category: "dj", priceUsd: 90, languages: ["ht", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 585, reviewCount: 10, hasPreviews: true, locale: "en",
    bio: "Club and carnival DJ who never lets the energy drop. Expect an air horn.",
  },
  {
    handle: "djwozmelin", displayName: "DJ Wozmèlin", firstName: "Rose-Merline", lastName: "Bazile",
    category: "dj", priceUsd: 60, languages: ["ht", "fr"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 215, reviewCount: 5, hasPreviews: true, locale: "ht",
    bio: "Wedding and block-party DJ from Pétion-Ville with the best konpa selection in town.",
  },
  {
    handle: "djstanlakay", displayName: "DJ Stan Lakay", firstName: "Stanley", lastName: "Pierre",
    category: "dj", priceUsd: 45, languages: ["ht", "en", "es"], responseTimeHours: 72, verified: false,
    isAvailable: true, payments: STRIPE, joinedDaysAgo: 160, reviewCount: 4, hasPreviews: true, locale: "en",
    bio: "Mixes konpa, bachata and dancehall at parties from Miami to Santo Domingo.",
  },
  {
    handle: "djmak", displayName: "DJ Mak", firstName: "Mackenson", lastName: "Estimé",
    category: "dj", priceUsd: 300, languages: ["ht", "fr", "en"], responseTimeHours: 96, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 700, reviewCount: 11, hasPreviews: true, locale: "fr",
    bio: "Festival headliner and carnival float regular. A shout-out from him is a party on its own.",
  },
  {
    handle: "djwoslo", displayName: "DJ Woslò", firstName: "Roselore", lastName: "Gédéon",
    category: "dj", priceUsd: 35, languages: ["ht"], responseTimeHours: 48, verified: false,
    isAvailable: true, payments: MONCASH, joinedDaysAgo: 27, reviewCount: 0, hasPreviews: false, locale: "ht",
    bio: "Rising DJ from Gonaïves spinning rara remixes.",
  },
  {
    handle: "djricorara", displayName: "DJ Rico Rara", firstName: "Ricardo", lastName: "Exantus",
    category: "dj", priceUsd: 125, languages: ["ht", "en"], responseTimeHours: 24, verified: true,
    isAvailable: true, payments: BOTH, joinedDaysAgo: 395, reviewCount: 9, hasPreviews: true, locale: "en",
    bio: "Brings rara bands and electronic drops together. His videos often include a live trumpet.",
  },
];
