const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Renders text with every e-mail address in it as a mailto link. */
export function TextWithLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
