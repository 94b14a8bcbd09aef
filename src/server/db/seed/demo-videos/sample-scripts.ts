import type { DemoVoice } from "./render";

/**
 * What the creator says in each sample video (by the sample's key in previews.ts), in the sample title's
 * language, with the espeak-ng voice that reads it.
 */
export const SAMPLE_SCRIPTS: Record<string, { voice: DemoVoice; message: string }> = {
  "birthday-manouchka": {
    voice: "en-us",
    message: "Happy birthday, Manouchka! Your friends tell me you light up every room you walk into. Have a wonderful day, eat some cake for me, and keep dancing konpa all year long.",
  },
  "birthday-ti-mikey": {
    voice: "ht",
    message: "Bòn fèt Ti Mikey! Ou gen uit lane jodi a. Manman w di m ou konn tout videyo m yo pa kè. Koute manman w, fè devwa w, epi pase yon bèl jounen!",
  },
  "anniversary-parents": {
    voice: "en-us",
    message: "Jacques and Marie, thirty-five years of love! Your children are so proud of you. Thank you for showing everyone what a real partnership looks like. And Jacques, that trip to Labadee is long overdue!",
  },
  "anniversary-wendy": {
    voice: "fr-fr",
    message: "Joyeux anniversaire de mariage, Wendy ! Dix ans d'amour, de rires et de kompa dans le salon. Ton mari m'a dit que tu es la meilleure. Je vous souhaite encore cent ans de bonheur.",
  },
  "congrats-promotion": {
    voice: "en-us",
    message: "Bravo for the promotion, Kenley! You worked hard for this and everybody noticed. Lead your new team with that big heart of yours, and please, take a real vacation this year.",
  },
  "graduation-nursing": {
    voice: "fr-fr",
    message: "Félicitations pour ton diplôme en sciences infirmières ! Tu as étudié la nuit et travaillé le jour, et tu as réussi. Toute la famille est fière de toi. Bravo, et prends soin de toi aussi !",
  },
  "wedding-blessing": {
    voice: "ht",
    message: "Felisitasyon pou nouvo marye yo! Se pou lanmou nou grandi chak jou, se pou kay nou toujou plen ri ak bon manje. Bondye beni nou!",
  },
  encouragement: {
    voice: "ht",
    message: "Tatie Gina, se mwen menm! Mwen konnen semèn sa yo pa fasil. Kenbe fèm, tout fanmi an dèyè w. Nou renmen w anpil, epi n ap tann ou pou n danse ankò.",
  },
  retirement: {
    voice: "en-us",
    message: "Mèt Joseph, thank you for forty years in the classroom. Generations of students in Gonaïves learned to read, to think and to dream because of you. Enjoy your retirement, you earned it.",
  },
  holiday: {
    voice: "ht",
    message: "Jwaye Nwèl ak bòn ane a tout fanmi an! Tout gwoup la ap voye bèl bagay pou nou. Pa bliye soup joumou a premye janvye. N ap chante pou nou byento!",
  },
  "baby-shower": {
    voice: "en-us",
    message: "Twins on the way! Congratulations to the whole family. Sleep now while you still can, accept every offer of help, and get ready for double the love.",
  },
  "just-because": {
    voice: "en-us",
    message: "No special occasion today. I just wanted to remind you that you deserve a smile. You work hard, you take care of everyone, so today, take a moment for yourself. You are the best!",
  },
};
