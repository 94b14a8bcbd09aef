import type { Category } from "../schema";
import type { Locale, SeedCreator } from "./creators-data";
import { type Random, hashNumber, pick, sample } from "./deterministic";

/**
 * The words of the seeded posts: each creator writes in their own language (en, fr or ht) from a few
 * post kinds, filled with their name, city, genre, their next show and their own song or sketch titles,
 * so no two creators share a post.
 */

export type PostKind =
  | "event"
  | "studio"
  | "thanks"
  | "release"
  | "question"
  | "throwback"
  | "preview"
  | "backstage"
  | "story";
export type PostType = "text" | "image" | "video";

/** What each kind is and who reads it. */
export const POST_KINDS: Record<PostKind, { type: PostType; members: boolean }> = {
  event: { type: "text", members: false },
  studio: { type: "image", members: false },
  thanks: { type: "image", members: false },
  release: { type: "video", members: false },
  question: { type: "text", members: false },
  throwback: { type: "image", members: false },
  preview: { type: "video", members: true },
  backstage: { type: "image", members: true },
  story: { type: "text", members: true },
};

interface CategoryWords {
  /** The creator's work: a song, a sketch, a scene... */
  work: string;
  /** "my new ..." (French needs the gender). */
  myNew: string;
  /** Where the work is made. */
  place: string;
  /** The live event. */
  show: string;
  genres: string[];
}

const WORDS: Record<Locale, Record<Category, CategoryWords>> = {
  en: {
    musician: { work: "song", myNew: "my new song", place: "studio", show: "concert", genres: ["konpa", "rasin", "twoubadou", "Creole jazz"] },
    singer: { work: "song", myNew: "my new song", place: "vocal booth", show: "concert", genres: ["konpa love songs", "zouk", "gospel", "Creole R&B"] },
    comedian: { work: "sketch", myNew: "my new sketch", place: "writing room", show: "comedy night", genres: ["stand-up", "family sketches", "street comedy"] },
    actor: { work: "scene", myNew: "my new scene", place: "rehearsal room", show: "premiere", genres: ["theatre", "TV drama", "short film"] },
    djProducer: { work: "track", myNew: "my new track", place: "studio", show: "release party", genres: ["afro-house", "rabòday", "electro konpa"] },
    radioHost: { work: "episode", myNew: "my new episode", place: "radio studio", show: "live broadcast", genres: ["morning talk", "culture talk", "music interviews"] },
    dj: { work: "mix", myNew: "my new mix", place: "DJ booth", show: "party", genres: ["konpa", "dancehall", "afrobeats", "rara"] },
  },
  fr: {
    musician: { work: "morceau", myNew: "mon nouveau morceau", place: "studio", show: "concert", genres: ["konpa", "racine", "troubadour", "jazz créole"] },
    singer: { work: "chanson", myNew: "ma nouvelle chanson", place: "cabine d’enregistrement", show: "concert", genres: ["konpa", "zouk", "gospel", "R&B créole"] },
    comedian: { work: "sketch", myNew: "mon nouveau sketch", place: "bureau d’écriture", show: "soirée d’humour", genres: ["stand-up", "sketchs de famille", "humour de rue"] },
    actor: { work: "scène", myNew: "ma nouvelle scène", place: "salle de répétition", show: "avant-première", genres: ["théâtre", "série télé", "court métrage"] },
    djProducer: { work: "morceau", myNew: "mon nouveau morceau", place: "studio", show: "soirée de lancement", genres: ["afro-house", "rabòday", "konpa électro"] },
    radioHost: { work: "émission", myNew: "ma nouvelle émission", place: "studio radio", show: "émission en direct", genres: ["matinale", "magazine culturel", "entretiens musicaux"] },
    dj: { work: "mix", myNew: "mon nouveau mix", place: "cabine DJ", show: "soirée", genres: ["konpa", "dancehall", "afrobeats", "rara"] },
  },
  ht: {
    musician: { work: "mizik", myNew: "nouvo mizik mwen an", place: "estidyo", show: "konsè", genres: ["konpa", "rasin", "twoubadou", "djaz kreyòl"] },
    singer: { work: "chante", myNew: "nouvo chante mwen an", place: "kabin anrejistreman", show: "konsè", genres: ["konpa lanmou", "zouk", "gospèl", "R&B kreyòl"] },
    comedian: { work: "skèch", myNew: "nouvo skèch mwen an", place: "biwo ekriti", show: "swa komedi", genres: ["stand-up", "skèch fanmi", "komedi lari"] },
    actor: { work: "sèn", myNew: "nouvo sèn mwen an", place: "sal repetisyon", show: "premye pwojeksyon", genres: ["teyat", "seri televizyon", "kout metraj"] },
    djProducer: { work: "mizik", myNew: "nouvo mizik mwen an", place: "estidyo", show: "fèt lansman", genres: ["afro-house", "rabòday", "konpa elektwo"] },
    radioHost: { work: "emisyon", myNew: "nouvo emisyon mwen an", place: "estidyo radyo", show: "emisyon an dirèk", genres: ["emisyon maten", "pale kilti", "entèvyou mizik"] },
    dj: { work: "miks", myNew: "nouvo miks mwen an", place: "kabin DJ", show: "fèt", genres: ["konpa", "dancehall", "afrobeats", "rara"] },
  },
};

/** Titles of the creators' own works (Kreyòl titles, as most of them use whatever language they write in). */
const WORK_TITLES = [
  "Kè m Kontan", "Solèy Leve", "Lanmou Dous", "Bèl Lakou", "Lapli Lannuit", "Tanbou Lakay", "Zanmi pou Lavi",
  "Vwayaj", "Fanm Vanyan", "Manman m", "Dife Lakay", "Rèv Mwen", "Ti Kè", "Lanmè Ble", "Kanaval Jakmèl",
  "Bon Ti Moman", "Lakay se Lakay", "Mache Tou Dousman", "Douvanjou", "Flè Kayimit", "Lalin Plen", "Pye Mango",
  "Granmoun Yo", "Bri Lavil", "Kenbe Fèm", "Siwo Myèl", "Van Lanmè", "Bèl Ti Fanm", "Pòtoprens nan Kè m",
  "Sezon Mango", "Dans Lakou", "Ti Pwason", "Chimen Lakay", "Souf Lavi", "Tan Lontan", "Zwazo Lib",
];

/** Fictional venues. */
const VENUES = [
  "Kay Atizay", "Café Lakou", "Salle Lumière", "Club Kalbas", "Terrasse Bèl Vi", "Jaden Kreyòl", "Espace Solèy",
  "Bar Ti Kenèp", "Kafe Mapou", "Sal Dyaspora", "Théâtre Ti Zwazo", "Club Lanmè", "Kay Mizik", "Le Flamboyant",
  "Studio 509", "Lakou Jazz", "Plas Lakilti", "Salon Kanaval",
];

const KNOWN_CITIES = [
  "Port-au-Prince", "Pétion-Ville", "Jacmel", "Cap-Haïtien", "Les Cayes", "Gonaïves", "Saint-Marc", "Hinche",
  "Delmas", "Ouanaminthe", "Jérémie", "Miami", "Montréal", "Brooklyn", "Boston", "Paris", "Santo Domingo",
];
const HOME_CITIES = ["Port-au-Prince", "Jacmel", "Cap-Haïtien", "Les Cayes", "Jérémie", "Miami", "Montréal", "Boston", "Brooklyn"];
const TOUR_CITIES = ["Miami", "Montréal", "Boston", "Brooklyn", "Paris", "Port-au-Prince", "Cap-Haïtien", "Jacmel", "Santo Domingo"];

const DAYS: Record<Locale, string[]> = {
  en: ["This Friday", "This Saturday", "Next Sunday", "Next Friday", "Saturday week"],
  fr: ["Ce vendredi", "Ce samedi", "Dimanche prochain", "Vendredi prochain", "Samedi en huit"],
  ht: ["Vandredi sa a", "Samdi sa a", "Dimanch k ap vini an", "Vandredi k ap vini an", "Samdi apre a"],
};

const quote: Record<Locale, (title: string) => string> = {
  en: (title) => `“${title}”`,
  fr: (title) => `« ${title} »`,
  ht: (title) => `“${title}”`,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Everything a creator's posts talk about, fixed per creator. */
export interface CreatorStory {
  locale: Locale;
  name: string;
  first: string;
  city: string;
  otherCity: string;
  venue: string;
  pastVenue: string;
  day: string;
  genre: string;
  work: string;
  nextWork: string;
  words: CategoryWords;
}

/** The creator's city from their bio, else one picked for them. */
function cityOf(creator: SeedCreator) {
  return KNOWN_CITIES.find((city) => creator.bio.includes(city)) ?? HOME_CITIES[hashNumber(`city:${creator.handle}`) % HOME_CITIES.length]!;
}

export function storyOf(creator: SeedCreator, random: Random): CreatorStory {
  const locale = creator.locale;
  const words = WORDS[locale][creator.category];
  const city = cityOf(creator);
  const [work, nextWork] = sample(random, WORK_TITLES, 2) as [string, string];
  const [venue, pastVenue] = sample(random, VENUES, 2) as [string, string];
  return {
    locale,
    name: creator.displayName,
    first: creator.firstName,
    city,
    otherCity: pick(random, TOUR_CITIES.filter((other) => other !== city)),
    venue,
    pastVenue,
    day: pick(random, DAYS[locale]),
    genre: pick(random, words.genres),
    work: quote[locale](work),
    nextWork: quote[locale](nextWork),
    words,
  };
}

export interface PostText {
  title: string;
  description: string;
  body: string;
}

type Writer = (s: CreatorStory) => PostText;

const WRITERS: Record<Locale, Record<PostKind, Writer>> = {
  en: {
    event: (s) => ({
      title: `${capitalise(s.words.show)} at ${s.venue}, ${s.city}`,
      description: `${s.day} I'm at ${s.venue} in ${s.city}. Bring your friends and your loudest voice.`,
      body: `Doors open at 8 p.m. I'm preparing a ${s.genre} set with a few surprises, and ${s.work} live for the first time. See you there! — ${s.name}`,
    }),
    studio: (s) => ({
      title: `Getting ready for ${s.venue}`,
      description: `A long day in the ${s.words.place} in ${s.city}. ${s.work} is almost where I want it.`,
      body: "",
    }),
    thanks: (s) => ({
      title: `Thank you, ${s.pastVenue}!`,
      description: `Last weekend at ${s.pastVenue} in ${s.city} was unforgettable. Thank you to everyone who came out for ${s.work}.`,
      body: "",
    }),
    release: (s) => ({
      title: `${s.work} is out`,
      description: `${capitalise(s.words.myNew)}, ${s.work}, is finally out. Tell me which part you like best.`,
      body: "",
    }),
    question: (s) => ({
      title: `${s.otherCity} or ${s.city}: where do I go next?`,
      description: `I'm planning the next ${s.words.show}. ${s.otherCity} has been asking for a while. Vote in the comments!`,
      body: `Whichever city wins gets the full ${s.genre} set and a meet-up after the show. — ${s.first}`,
    }),
    throwback: (s) => ({
      title: `Throwback: my first ${s.words.show} in ${s.city}`,
      description: `Years ago, borrowed gear and a lot of nerves. Look how far we've come together, ${s.city}.`,
      body: "",
    }),
    preview: (s) => ({
      title: `Members first: a minute of ${s.nextWork}`,
      description: `Before anyone else hears it: a rough minute of ${s.nextWork}, ${s.words.myNew.replace("new", "next")}.`,
      body: `Please keep it between us until the release. Does the ending work for you? Tell me in the comments. — ${s.first}`,
    }),
    backstage: (s) => ({
      title: `Backstage at ${s.pastVenue}`,
      description: `For members only: the photos from behind the curtain at ${s.pastVenue}, minutes before the ${s.words.show}.`,
      body: `Nobody else gets to see these. The nerves, the last rehearsal of ${s.work}, the whole team. — ${s.first}`,
    }),
    story: (s) => ({
      title: `How ${s.work} was made`,
      description: `The story behind ${s.work}, from the first idea in ${s.city} to the final version.`,
      body: `It started on a hot afternoon in ${s.city} with one line I could not get out of my head. Three versions later, and after a very honest opinion from my mother, ${s.work} became the ${s.words.work} you know. Thank you for being here from the start. — ${s.first}`,
    }),
  },
  fr: {
    event: (s) => ({
      title: `${capitalise(s.words.show)} à ${s.venue}, ${s.city}`,
      description: `${s.day}, je suis à ${s.venue} à ${s.city}. Venez avec vos amis et votre plus belle voix.`,
      body: `Ouverture des portes à 20 h. Je prépare un set ${s.genre} avec quelques surprises, et ${s.work} en live pour la première fois. On se voit là-bas\u00a0! — ${s.name}`,
    }),
    studio: (s) => ({
      title: `Préparatifs pour ${s.venue}`,
      description: `Longue journée de travail à ${s.city}, dans mon ${s.words.place}. Encore quelques réglages sur ${s.work}.`,
      body: "",
    }),
    thanks: (s) => ({
      title: `Merci, ${s.pastVenue}\u00a0!`,
      description: `Le week-end dernier à ${s.pastVenue}, à ${s.city}, c’était inoubliable. Merci à tous ceux qui sont venus pour ${s.work}.`,
      body: "",
    }),
    release: (s) => ({
      title: `${s.work} est en ligne`,
      description: `${capitalise(s.words.myNew)}, ${s.work}, est enfin disponible. Dites-moi quel passage vous préférez.`,
      body: "",
    }),
    question: (s) => ({
      title: `${s.otherCity} ou ${s.city}\u00a0: où aller ensuite\u00a0?`,
      description: `Je prépare la prochaine date. ${s.otherCity} me la réclame depuis longtemps. Votez en commentaire\u00a0!`,
      body: `La ville gagnante aura le set ${s.genre} complet et une rencontre après le spectacle. — ${s.first}`,
    }),
    throwback: (s) => ({
      title: `Souvenir de mes débuts à ${s.city}`,
      description: `Il y a des années, du matériel emprunté et beaucoup de trac. Regardez le chemin parcouru ensemble, ${s.city}.`,
      body: "",
    }),
    preview: (s) => ({
      title: `En avant-première\u00a0: une minute de ${s.nextWork}`,
      description: `Avant tout le monde\u00a0: une minute brute de ${s.nextWork}, ${s.words.myNew.replace(/nouveau|nouvelle/, (w) => (w === "nouveau" ? "prochain" : "prochaine"))}.`,
      body: `Gardez-le entre nous jusqu’à la sortie, s’il vous plaît. La fin vous plaît\u00a0? Dites-le-moi en commentaire. — ${s.first}`,
    }),
    backstage: (s) => ({
      title: `Dans les loges de ${s.pastVenue}`,
      description: `Réservé aux abonnés\u00a0: les photos prises derrière le rideau à ${s.pastVenue}, juste avant d’entrer en scène.`,
      body: `Personne d’autre ne les verra. Le trac, la dernière répétition de ${s.work}, toute l’équipe. — ${s.first}`,
    }),
    story: (s) => ({
      title: `Les coulisses de ${s.work}`,
      description: `L’histoire de ${s.work}, de la première idée à ${s.city} jusqu’à la version finale.`,
      body: `Tout a commencé par un après-midi brûlant à ${s.city}, avec une phrase qui ne me quittait plus. Trois versions plus tard, et après l’avis très franc de ma mère, ${s.work} est devenu ce que vous connaissez. Merci d’être là depuis le début. — ${s.first}`,
    }),
  },
  ht: {
    event: (s) => ({
      title: `${capitalise(s.words.show)} nan ${s.venue}, ${s.city}`,
      description: `${s.day}, m ap nan ${s.venue} nan ${s.city}. Mennen zanmi w yo ak pi bèl vwa w.`,
      body: `Pòt yo ap louvri a 8 è diswa. M ap pare yon bèl seri ${s.genre} ak kèk sipriz, epi ${s.work} an dirèk pou premye fwa. N a wè la! — ${s.name}`,
    }),
    studio: (s) => ({
      title: `N ap pare pou ${s.venue}`,
      description: `Yon jounen long nan ${s.words.place} nan ${s.city}. ${s.work} prèske jan m vle l la.`,
      body: "",
    }),
    thanks: (s) => ({
      title: `Mèsi, ${s.pastVenue}!`,
      description: `Wikenn pase a nan ${s.pastVenue}, nan ${s.city}, te bèl anpil. Mèsi a tout moun ki te vin pou ${s.work}.`,
      body: "",
    }),
    release: (s) => ({
      title: `${s.work} soti`,
      description: `${capitalise(s.words.myNew)}, ${s.work}, finalman soti. Di m ki pati ou pi renmen.`,
      body: "",
    }),
    question: (s) => ({
      title: `${s.otherCity} oswa ${s.city}: ki kote pou m ale apre?`,
      description: `M ap planifye pwochen ${s.words.show} an. Sa fè lontan ${s.otherCity} ap mande m vini. Vote nan kòmantè yo!`,
      body: `Vil ki genyen an ap jwenn tout seri ${s.genre} a ak yon rankont apre sa. — ${s.first}`,
    }),
    throwback: (s) => ({
      title: `Souvni: premye ${s.words.show} mwen nan ${s.city}`,
      description: `Sa gen kèk lane, ak materyèl prete epi anpil kè sote. Gade wout nou fè ansanm, ${s.city}.`,
      body: "",
    }),
    preview: (s) => ({
      title: `Pou abòne yo anvan: yon minit ${s.nextWork}`,
      description: `Anvan tout moun tande l: yon ti minit ${s.nextWork}, ${s.words.myNew.replace("nouvo", "pwochen")}.`,
      body: `Tanpri kenbe l ant nou jiskaske li soti. Fen an bon pou ou? Di m sa nan kòmantè yo. — ${s.first}`,
    }),
    backstage: (s) => ({
      title: `Dèyè rido a nan ${s.pastVenue}`,
      description: `Pou abòne yo sèlman: foto dèyè rido a nan ${s.pastVenue}, kèk minit anvan nou monte sou sèn.`,
      body: `Pèsonn lòt moun p ap wè yo. Kè sote a, dènye repetisyon ${s.work}, tout ekip la. — ${s.first}`,
    }),
    story: (s) => ({
      title: `Kijan ${s.work} te fèt`,
      description: `Istwa ${s.work}, depi premye lide a nan ${s.city} jiska dènye vèsyon an.`,
      body: `Tout bagay te kòmanse yon apremidi cho nan ${s.city}, ak yon fraz ki pa t vle soti nan tèt mwen. Twa vèsyon apre, ak yon opinyon byen franch manman m, ${s.work} vin tounen sa nou konnen an. Mèsi paske nou la depi okòmansman. — ${s.first}`,
    }),
  },
};

/**
 * The post's text. A title or teaser another creator already wrote (two creators in one city, say) gets
 * the creator's name, so `used` (shared across the whole seed) never sees the same words twice.
 */
export function writePost(kind: PostKind, story: CreatorStory, used: Set<string>): PostText {
  const text = WRITERS[story.locale][kind](story);
  const own = (words: string, signed: string) => {
    const result = words && used.has(words) ? signed : words;
    if (result) used.add(result);
    return result;
  };
  return {
    title: own(text.title, `${text.title} · ${story.name}`),
    description: own(text.description, `${text.description} — ${story.name}`),
    body: own(text.body, `${text.body} (${story.name})`),
  };
}
