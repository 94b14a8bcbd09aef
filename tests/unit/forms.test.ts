import { describe, expect, it } from "vitest";
import { createFormControl } from "react-hook-form";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { showOnForm } from "@/components/forms/show-on-form";
import { createTierInput, updatePricingInput } from "@/lib/creator-settings-input";
import { fieldMessageKey } from "@/lib/forms/field-message";
import { parseMajorUnits } from "@/lib/money-input";
import { TIER_BILLING_PERIODS } from "@/lib/creator-settings";
import { BILLING_PERIODS } from "@/server/db/schema";

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe("forms on the server's schemas", () => {
  it("validate typed text through the same schema, with its message keys", async () => {
    const resolver = schemaResolver(updatePricingInput, (values: { usd: string }) => ({
      videoPriceUsdCents: parseMajorUnits(values.usd),
      videoPriceHtgCents: 100_000,
      callPricePerMinuteCents: null,
      isAvailable: true,
      responseTimeHours: 24,
    }));
    const refused = await resolver({ usd: "2" }, undefined, resolverOptions);
    expect((refused.errors as Record<string, { message?: string }>).videoPriceUsdCents?.message).toBe("creatorSettings.validation.videoPriceUsd");
    const accepted = await resolver({ usd: "75.50" }, undefined, resolverOptions);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ videoPriceUsdCents: 7550 });
  });

  it("give zod's own messages the generic key, as the server does", () => {
    expect(fieldMessageKey("Invalid input")).toBe("validation.invalid");
    expect(fieldMessageKey("creatorSettings.validation.tierPriceUsd")).toBe("creatorSettings.validation.tierPriceUsd");
    expect(fieldMessageKey(undefined)).toBe("validation.invalid");
  });

  it("put a server's field errors (its texts) under their fields and the rest at the form's root", () => {
    const { formControl: form } = createFormControl({ defaultValues: { name: "", benefits: ["a"] } });
    showOnForm(
      form as never,
      {
        message: "Vérifiez les champs.",
        data: {
          messageKey: "errors.validation",
          fieldErrors: { name: "creatorSettings.validation.tierNameRequired", "benefits.0": "x.validation.y", tierId: "creatorSettings.errors.tierNotFound" },
          fieldMessages: { name: "Nommez la formule.", "benefits.0": "Avantage trop long.", tierId: "Formule introuvable." },
        },
      },
      "Erreur inattendue.",
    );
    expect(form.getFieldState("name").error).toMatchObject({ type: "server", message: "Nommez la formule." });
    expect(form.getFieldState("benefits.0").error?.message).toBe("Avantage trop long.");
    expect(form.getFieldState("root.server" as "name").error?.message).toBe("Formule introuvable.");
  });

  it("show an error without field errors at the form's root", () => {
    const { formControl: form } = createFormControl({ defaultValues: { name: "" } });
    showOnForm(form as never, { message: "Trop de tentatives.", data: { messageKey: "errors.rateLimited", fieldErrors: null, fieldMessages: null } }, "Erreur inattendue.");
    expect(form.getFieldState("root.server" as "name").error?.message).toBe("Trop de tentatives.");
  });

  it("show the caller's text at the form's root when no answer came from the server", () => {
    const { formControl: form } = createFormControl({ defaultValues: { name: "" } });
    showOnForm(form as never, { message: "Failed to fetch", data: null }, "Erreur inattendue.");
    expect(form.getFieldState("root.server" as "name").error?.message).toBe("Erreur inattendue.");
    expect(form.getFieldState("name").error).toBeUndefined();
  });

  it("offer every billing period of the schema", () => {
    expect([...TIER_BILLING_PERIODS].sort()).toEqual([...BILLING_PERIODS].sort());
    expect(createTierInput.shape.billingPeriod.options).toEqual([...TIER_BILLING_PERIODS]);
  });
});
