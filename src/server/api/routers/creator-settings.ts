import "server-only";
import { createCreatorProfile } from "@/server/services/creator-settings/create-profile";
import { getCreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { getOwnApproval } from "@/server/services/creator-settings/own-approval";
import {
  createTier,
  deleteTier,
  reorderTiers,
  reorderTiersInput,
  setTierActive,
  setTierActiveInput,
  tierIdInput,
  updateTier,
} from "@/server/services/creator-settings/tiers";
import { createProfileInput, createTierInput, updatePricingInput, updateProfileInput, updateTierInput } from "@/lib/creator-settings-input";
import { updateCreatorPricing } from "@/server/services/creator-settings/update-pricing";
import { updateCreatorProfile } from "@/server/services/creator-settings/update-profile";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** /creator/settings: the creator's own profile, pricing and tiers (rules in services/creator-settings). */
export const creatorSettingsRouter = createTRPCRouter({
  get: creatorProcedure.query(({ ctx }) => getCreatorSettings({ db: ctx.db, actor: ctx.actor })),
  approval: creatorProcedure.query(({ ctx }) => getOwnApproval({ db: ctx.db, actor: ctx.actor })),
  createProfile: creatorProcedure
    .input(createProfileInput)
    .mutation(({ ctx, input }) => createCreatorProfile({ db: ctx.db, actor: ctx.actor, input })),
  updateProfile: creatorProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateCreatorProfile({ db: ctx.db, actor: ctx.actor, input })),
  updatePricing: creatorProcedure
    .input(updatePricingInput)
    .mutation(({ ctx, input }) => updateCreatorPricing({ db: ctx.db, actor: ctx.actor, input })),
  createTier: creatorProcedure.input(createTierInput).mutation(({ ctx, input }) => createTier({ db: ctx.db, actor: ctx.actor, input })),
  updateTier: creatorProcedure.input(updateTierInput).mutation(({ ctx, input }) => updateTier({ db: ctx.db, actor: ctx.actor, input })),
  setTierActive: creatorProcedure
    .input(setTierActiveInput)
    .mutation(({ ctx, input }) => setTierActive({ db: ctx.db, actor: ctx.actor, input })),
  deleteTier: creatorProcedure.input(tierIdInput).mutation(({ ctx, input }) => deleteTier({ db: ctx.db, actor: ctx.actor, input })),
  reorderTiers: creatorProcedure
    .input(reorderTiersInput)
    .mutation(({ ctx, input }) => reorderTiers({ db: ctx.db, actor: ctx.actor, input })),
});
