import "server-only";
import { getAccountSettings } from "@/server/services/account/get-settings";
import { setPreferredLocale, setPreferredLocaleInput } from "@/server/services/account/set-preferred-locale";
import { signUp, signUpInput } from "@/server/services/account/sign-up";
import { switchMode, switchModeInput } from "@/server/services/account/switch-mode";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const accountRouter = createTRPCRouter({
  /** Creates the account; the sign-up form then signs in with the same email and password. */
  signUp: publicProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp({ db: ctx.db, input })),
  /** The signed-in user (role, mode, permissions) or null: what the client guard checks. */
  me: publicProcedure.query(({ ctx }) => ctx.actor),
  settings: protectedProcedure.query(({ ctx }) => getAccountSettings({ db: ctx.db, actor: ctx.actor })),
  switchMode: protectedProcedure
    .input(switchModeInput)
    .mutation(({ ctx, input }) => switchMode({ db: ctx.db, actor: ctx.actor, input })),
  setLocale: protectedProcedure
    .input(setPreferredLocaleInput)
    .mutation(({ ctx, input }) => setPreferredLocale({ db: ctx.db, actor: ctx.actor, input })),
});
