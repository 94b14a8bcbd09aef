import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { socialSignInAction } from "@/server/auth/actions";

/** "Continue with Google / Facebook", one form each; rendered only for providers that are configured. */
export async function SocialSignIn({
  providers,
  returnTo,
}: {
  providers: ("google" | "facebook")[];
  returnTo?: string;
}) {
  if (providers.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations("auth"), getLocale()]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("login.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <form key={provider} action={socialSignInAction}>
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="locale" value={locale} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <Button type="submit" variant="outline" size="lg" className="w-full">
            {t(`social.${provider}`)}
          </Button>
        </form>
      ))}
    </div>
  );
}
