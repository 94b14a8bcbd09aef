import "server-only";
import { auditRequest } from "@/server/audit/audit-request";
import { clientIp } from "@/server/http/client-ip";
import { changePassword, changePasswordInput } from "@/server/services/account/change-password";
import { deleteAccount } from "@/server/services/account/delete-account";
import { getAccountSettings } from "@/server/services/account/get-settings";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { deleteAccountInput, setPreferredLocaleInput, updateAccountProfileInput } from "@/lib/account/account-input";
import { setPreferredLocale } from "@/server/services/account/set-preferred-locale";
import { signOutEverywhere } from "@/server/services/account/sign-out-everywhere";
import { signUp, signUpInput } from "@/server/services/account/sign-up";
import { switchMode, switchModeInput } from "@/server/services/account/switch-mode";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const accountRouter = createTRPCRouter({
  /** Starts a sign-up; the answer is "check your e-mail" whether or not the address had an account. */
  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) => signUp({ db: ctx.db, input, ip: clientIp(ctx.headers) })),
  /** The signed-in user (role, mode, permissions) or null: what the client guard checks. */
  me: publicProcedure.query(({ ctx }) => ctx.actor),
  settings: protectedProcedure.query(({ ctx }) => getAccountSettings({ db: ctx.db, actor: ctx.actor })),
  switchMode: protectedProcedure
    .input(switchModeInput)
    .mutation(({ ctx, input }) => switchMode({ db: ctx.db, actor: ctx.actor, input })),
  /** New password after the current one; every other session of the account ends. */
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: protectedProcedure.mutation(({ ctx }) => signOutEverywhere({ db: ctx.db, actor: ctx.actor })),
  /** The account's own name and photo. */
  updateProfile: protectedProcedure
    .input(updateAccountProfileInput)
    .mutation(({ ctx, input }) => updateAccountProfile({ db: ctx.db, actor: ctx.actor, input })),
  /** Deletes a fan's account: personal data removed, orders and ledger kept, every session ended. */
  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => deleteAccount({ db: ctx.db, actor: ctx.actor, input })),
  setLocale: protectedProcedure
    .input(setPreferredLocaleInput)
    .mutation(({ ctx, input }) => setPreferredLocale({ db: ctx.db, actor: ctx.actor, input })),
});
