import path from "node:path";
import { expect } from "@playwright/test";
import { readSunkMail } from "./mail-sink";

/** Where the end-to-end server's mail lands (written by the sink serve.ts starts). */
export const E2E_MAIL_FILE = path.resolve(".data/e2e/mail.jsonl");

/** The newest link to /api/auth/callback/email mailed to an address, once it has arrived. */
export async function mailedSignInLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readSunkMail(E2E_MAIL_FILE).filter((mail) => mail.to.includes(email));
        link = mails.at(-1)?.message.match(/https?:\/\/[^\s"<>]+\/api\/auth\/callback\/email\?[^\s"<>]+/)?.[0];
        return link;
      },
      { message: `a sign-in link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, "&");
}

/** The newest password reset link mailed to an address, once it has arrived (after `after` links, when given). */
export async function mailedResetLink(email: string, after = 0): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      () => {
        links = readSunkMail(E2E_MAIL_FILE)
          .filter((mail) => mail.to.includes(email))
          .flatMap((mail) => mail.message.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[0-9a-f]{64}/)?.[0] ?? []);
        return links.length;
      },
      { message: `a reset link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeGreaterThan(after);
  return links.at(-1)!;
}

/** The subject lines mailed to an address so far. */
export function mailedSubjects(email: string): string[] {
  return readSunkMail(E2E_MAIL_FILE)
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.message.match(/^Subject: (.*)$/m)?.[1] ?? "");
}

/** The newest link to a shared video's page mailed to an address, once it has arrived. */
export async function mailedShareLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readSunkMail(E2E_MAIL_FILE).filter((mail) => mail.to.includes(email));
        link = mails.at(-1)?.message.match(/https?:\/\/[^\s"<>]+\/shared\/[A-Za-z0-9_-]{43}/)?.[0];
        return link;
      },
      { message: `a shared video's link mailed to ${email}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}
