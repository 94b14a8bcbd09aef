import type { ContentTranslations } from "../../../lib/creator-content-language";

/**
 * The French and Kreyòl versions some seeded creators wrote of their bio and tier descriptions; the
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

const blank: ContentTranslations = { fr: "", ht: "" };

/** The bio columns for a creator: their versions, '' where they wrote none. */
export function bioTranslationsOf(handle: string) {
  const bio = { ...blank, ...BIOS[handle] };
  return { bioFr: bio.fr, bioHt: bio.ht };
}

/** A tier row with the description columns in the languages the creator wrote their bio in. */
export function withTierTranslations<T extends { description: string }>(handle: string, tier: T) {
  const written = BIOS[handle] ?? {};
  const versions = TIER_DESCRIPTIONS[tier.description] ?? blank;
  return { ...tier, descriptionFr: written.fr ? versions.fr : "", descriptionHt: written.ht ? versions.ht : "" };
}
