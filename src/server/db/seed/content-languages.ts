import type { ContentTranslations } from "../../../lib/creator-content-language";

/**
 * The French and Kreyòl versions some seeded creators wrote of their bio, tier descriptions and benefits; the
 * others left only their original (readers then see it with a note). Keyed by handle.
 */
const BIOS: Record<string, Partial<ContentTranslations>> = {
  tiwobe: {
    fr: "Chanteur et guitariste konpa qui parcourt la diaspora depuis dix ans. Dites-lui à qui est destinée la vidéo et il chantera son nom.",
    ht: "Chantè ak gitaris konpa ki fè wout dyaspora a depi dizan. Di l pou ki moun videyo a ye, l ap chante non moun nan.",
  },
  "frantzy.konpa": {
    fr: "Guitariste et chef d’orchestre qui remplit les pistes de danse konpa de Pétion-Ville à Miami. Demandez un groove d’anniversaire avec votre nom dans le refrain.",
    ht: "Gitaris ak chèf òkès ki kenbe pis dans konpa yo plen depi Petyonvil rive Miyami. Mande yon groove anivèsè ak non w nan koral la.",
  },
  "wilnes.tanbou": {
    ht: "Tanbourinè rasin ki soti Jakmèl. Chak mesaj vini ak yon ritm tanbou ki fèt espesyalman pou ou.",
  },
  jemen: {
    fr: "Saxophoniste et compositeur qui marie les mélodies troubadour au jazz. Jèmèn joue un petit air pour chaque demande.",
  },
  tontonjaden: {
    fr: "L’oncle grincheux de l’humour haïtien, célèbre pour se moquer de ses neveux aux fêtes de famille. Il se moquera aussi des vôtres.",
    ht: "Tonton grognon komedi ayisyen an, moun konnen l pou jan li pase neve l yo nan betiz nan fèt fanmi. L ap pase pa w yo nan betiz tou.",
  },
};

/** The tiers' descriptions (tiers.ts) in French and Kreyòl, by the original's words. */
const TIER_DESCRIPTIONS: Record<string, ContentTranslations> = {
  "Support the work and get the members-only posts.": {
    fr: "Soutenez mon travail et recevez les publications réservées aux abonnés.",
    ht: "Sipòte travay la epi jwenn piblikasyon ki pou abòne yo sèlman.",
  },
  "Closer to the action: behind the scenes and early releases.": {
    fr: "Au plus près de l’action : les coulisses et les sorties en avant-première.",
    ht: "Pi pre aksyon an: sa k pase dèyè sèn nan ak nouvo zèv anvan tout moun.",
  },
  "The small group that hears everything first.": {
    fr: "Le petit cercle qui entend tout en premier.",
    ht: "Ti gwoup ki tande tout bagay anvan.",
  },
  "Family status: the most personal way to follow along.": {
    fr: "Comme en famille : la façon la plus personnelle de me suivre.",
    ht: "Ou fè pati fanmi an: pi bon fason pou swiv mwen de pre.",
  },
  "The launch tier, closed to new members.": {
    fr: "Le niveau du lancement, fermé aux nouveaux abonnés.",
    ht: "Nivo lansman an, li fèmen pou nouvo abòne.",
  },
};

/** The tiers' benefits (tiers.ts) in French and Kreyòl, by the original's words. */
const TIER_BENEFITS: Record<string, ContentTranslations> = {
  "Members-only posts": { fr: "Publications réservées aux abonnés", ht: "Piblikasyon pou abòne sèlman" },
  "Monthly thank-you shout-out": { fr: "Un remerciement en public chaque mois", ht: "Yon remèsiman piblik chak mwa" },
  "Fanatik badge on your comments": { fr: "Le badge Fanatik sur vos commentaires", ht: "Badj Fanatik la sou kòmantè w yo" },
  "Everything in Fanatik": { fr: "Tout ce qu’offre Fanatik", ht: "Tout sa Fanatik genyen" },
  "Behind-the-scenes videos": { fr: "Des vidéos des coulisses", ht: "Videyo sa k pase dèyè sèn nan" },
  "Early access to new releases": { fr: "Les nouveautés en avant-première", ht: "Nouvo zèv yo anvan tout moun" },
  "First replies to your comments": { fr: "Mes premières réponses vont à vos commentaires", ht: "Se kòmantè w yo m reponn an premye" },
  "Everything in VIP": { fr: "Tout ce qu’offre VIP", ht: "Tout sa VIP genyen" },
  "Monthly live hangout": { fr: "Une rencontre en direct chaque mois", ht: "Yon randevou an dirèk chak mwa" },
  "Personal voice note on your birthday": { fr: "Un message vocal personnel pour votre anniversaire", ht: "Yon mesaj vokal pèsonèl pou fèt ou" },
  "Vote on upcoming content": { fr: "Votez pour les prochains contenus", ht: "Vote pou pwochen kontni yo" },
  "Everything in Inner Circle": { fr: "Tout ce qu’offre Inner Circle", ht: "Tout sa Inner Circle genyen" },
  "One short personal video each quarter": { fr: "Une courte vidéo personnelle chaque trimestre", ht: "Yon ti videyo pèsonèl chak twa mwa" },
  "Your name in the credits": { fr: "Votre nom au générique", ht: "Non w nan kredi yo" },
  "Unreleased demos and rehearsal clips": { fr: "Des maquettes inédites et des extraits de répétition", ht: "Demo ki poko soti ak ti klip repetisyon" },
  "Uncut sketches and bloopers": { fr: "Des sketches intégraux et des bêtisiers", ht: "Skèch antye ak erè tounen yo" },
  "Table reads and on-set diaries": { fr: "Des lectures du scénario et un journal de tournage", ht: "Lekti senaryo ak jounal tounaj" },
  "Acoustic versions of new songs": { fr: "Les nouvelles chansons en version acoustique", ht: "Nouvo chante yo an vèsyon akoustik" },
  "Stems and beat breakdowns": { fr: "Les pistes séparées et l’anatomie des beats", ht: "Pis separe yo ak jan beat yo fèt" },
  "Extended interviews after the show": { fr: "Les interviews en version longue après l’émission", ht: "Entèvyou yo an vèsyon long apre emisyon an" },
  "Full mixes before anyone else": { fr: "Les mixes complets avant tout le monde", ht: "Mix konplè yo anvan tout moun" },
  "Founding member badge": { fr: "Le badge de membre fondateur", ht: "Badj manm fondatè" },
};

const blank: ContentTranslations = { fr: "", ht: "" };

/** The bio columns for a creator: their versions, '' where they wrote none. */
export function bioTranslationsOf(handle: string) {
  const bio = { ...blank, ...BIOS[handle] };
  return { bioFr: bio.fr, bioHt: bio.ht };
}

/** A tier row with the description and benefits columns in the languages the creator wrote their bio in. */
export function withTierTranslations<T extends { description: string; benefits: string[] }>(handle: string, tier: T) {
  const written = BIOS[handle] ?? {};
  const versions = TIER_DESCRIPTIONS[tier.description] ?? blank;
  const benefitsIn = (locale: keyof ContentTranslations) =>
    written[locale] ? tier.benefits.map((benefit) => TIER_BENEFITS[benefit]?.[locale] ?? benefit) : [];
  return {
    ...tier,
    descriptionFr: written.fr ? versions.fr : "",
    descriptionHt: written.ht ? versions.ht : "",
    benefitsFr: benefitsIn("fr"),
    benefitsHt: benefitsIn("ht"),
  };
}
